// A ready-made world on the emulator for tests and the demo: a repository with content, the
// accounts that matter (a maintainer, an outsider, tend's own GitHub Actions bot, review bots and
// a user who merely looks like one) and a token for each.

import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { KNOWN_BOTS } from '../src/config/known-bots.js';
import { createBareRepository } from './git-seed.js';
import type { Emulator } from './server.js';
import type { Account, Permission, Repository } from './state.js';

export interface World {
  repo: Repository;
  owner: string;
  name: string;
  /** owner/name */
  fullName: string;
  accounts: {
    maintainer: Account;
    outsider: Account;
    /** What GITHUB_TOKEN acts as: github-actions[bot]. */
    actions: Account;
    coderabbit: Account;
    gemini: Account;
    /** A User account named like CodeRabbit's App: must never be trusted as it. */
    lookalike: Account;
  };
  tokens: { maintainer: string; outsider: string; actions: string; coderabbit: string; gemini: string; lookalike: string };
}

/** A token shaped like GitHub's (so redaction of real-looking tokens is exercised). */
export function fakeToken(prefix: 'ghs' | 'ghp' = 'ghs'): string {
  return `${prefix}_${randomBytes(27).toString('base64url').replace(/[-_]/g, 'x').slice(0, 36)}`;
}

export async function createWorld(
  emu: Emulator,
  options: { owner?: string; name?: string; files?: Record<string, string>; defaultBranch?: string; private?: boolean; config?: string } = {},
): Promise<World> {
  const owner = options.owner ?? 'acme';
  const name = options.name ?? 'widgets';
  const bareDir = join(emu.root, owner, `${name}.git`);
  await createBareRepository(bareDir, {
    defaultBranch: options.defaultBranch ?? 'main',
    // `config`: .github/tend.yml in the first commit, so a world's policy costs no commit of its own.
    files: { ...(options.files ?? { 'README.md': '# widgets\n', 'src/widget.ts': 'export const widget = 1;\n' }), ...(options.config === undefined ? {} : { '.github/tend.yml': options.config }) },
    date: new Date('2026-01-01T00:00:00Z'),
  });
  const state = emu.state;
  const repo = state.addRepository({ owner, name, bareDir, defaultBranch: options.defaultBranch ?? 'main', private: options.private ?? false });
  const bot = (short: string) => {
    const known = KNOWN_BOTS.find((b) => b.name === short)!;
    return state.addAccount(known.login, 'Bot', known.id);
  };
  const accounts = {
    maintainer: state.addAccount('alice', 'User'),
    outsider: state.addAccount('mallory', 'User'),
    actions: bot('github-actions'),
    coderabbit: bot('coderabbit'),
    gemini: bot('gemini'),
    lookalike: state.addAccount('coderabbitai', 'User'),
  };
  const permissions: Array<[Account, Permission]> = [
    [accounts.maintainer, 'write'],
    [accounts.outsider, 'read'],
    [accounts.actions, 'write'],
    [accounts.coderabbit, 'read'],
    [accounts.gemini, 'read'],
    [accounts.lookalike, 'read'],
  ];
  for (const [account, permission] of permissions) state.setPermission(repo, account.login, permission);
  const tokens = {
    maintainer: fakeToken('ghp'),
    outsider: fakeToken('ghp'),
    actions: fakeToken('ghs'),
    coderabbit: fakeToken('ghs'),
    gemini: fakeToken('ghs'),
    lookalike: fakeToken('ghp'),
  };
  for (const key of Object.keys(tokens) as Array<keyof typeof tokens>) state.addToken(tokens[key], accounts[key]);
  return { repo, owner, name, fullName: `${owner}/${name}`, accounts, tokens };
}
