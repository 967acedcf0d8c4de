// The world the rule tests (emulator/rules*.test.ts) share the shape of: an emulator with the
// standard world (emulator/fixtures.ts), an admin and a second CI app besides, an Octokit acting
// as each account, and pull requests opened on their own branches. Each test file starts one.

import { getOctokit } from '@actions/github';
import { createWorld, type World } from './fixtures.js';
import { commitFiles } from './git-seed.js';
import { startEmulator, type Emulator, type EmulatorOptions } from './server.js';
import type { Account, Issue, PullRequestData } from './state.js';

export type Octokit = ReturnType<typeof getOctokit>;
export type Pull = Issue & { pull: PullRequestData };

export interface RulesWorld {
  emu: Emulator;
  world: World;
  /** An account with the admin role. */
  admin: Account;
  /** Another GitHub App with write access (a CI app that is not GitHub Actions). */
  ciApp: Account;
  /** maintainer (write), outsider (read), actions = GITHUB_TOKEN (write), admin, ciApp (write), lookalike (read). */
  as: { maintainer: Octokit; outsider: Octokit; actions: Octokit; admin: Octokit; ciApp: Octokit; lookalike: Octokit };
  /** A pull request from a new branch `rule-N` (from main unless told), adding rules/rule-N.txt unless `files` are given. */
  openPull(options?: { author?: Account; files?: Record<string, string>; from?: string; draft?: boolean }): Promise<{ pr: Pull; head: string; branch: string }>;
}

/**
 * A read of a pull request's merge state once GitHub has computed it: a read that answers UNKNOWN
 * (the first after the head or base moved, P7) is resubmitted, as GitHub's REST docs say to.
 */
export async function computed<T extends { mergeStateStatus: string }>(read: () => Promise<T>): Promise<T> {
  const first = await read();
  return first.mergeStateStatus === 'UNKNOWN' ? read() : first;
}

/** `options.clock`: for rules about time (schedules, deadlines), a clock the test moves. */
export async function startRulesWorld(options: Pick<EmulatorOptions, 'clock'> = {}): Promise<RulesWorld> {
  const emu = await startEmulator(options);
  const world = await createWorld(emu);
  const admin = emu.state.addAccount('ada-admin');
  emu.state.setPermission(world.repo, admin.login, 'admin');
  emu.state.addToken('token-admin', admin);
  const ciApp = emu.state.addAccount('other-ci[bot]', 'Bot');
  emu.state.setPermission(world.repo, ciApp.login, 'write');
  emu.state.addToken('token-ci-app', ciApp);
  const client = (token: string) => getOctokit(token, { baseUrl: emu.apiUrl });
  let branches = 0;
  return {
    emu,
    world,
    admin,
    ciApp,
    as: {
      maintainer: client(world.tokens.maintainer),
      outsider: client(world.tokens.outsider),
      actions: client(world.tokens.actions),
      admin: client('token-admin'),
      ciApp: client('token-ci-app'),
      lookalike: client(world.tokens.lookalike),
    },
    async openPull(options = {}) {
      const branch = `rule-${++branches}`;
      const head = await commitFiles(world.repo.bareDir, { branch, from: options.from ?? 'main', files: options.files ?? { [`rules/${branch}.txt`]: `${branch}\n` }, message: branch });
      const issue = emu.state.createPullRequest(world.repo, { title: `Rule ${branches}`, author: options.author ?? world.accounts.maintainer, head: branch, draft: options.draft ?? false });
      return { pr: emu.state.requirePull(world.repo, issue.number), head, branch };
    },
  };
}
