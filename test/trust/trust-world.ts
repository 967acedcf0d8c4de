// Shared setup for the trust suite: the end-to-end harness (the committed bundle run as the runner
// runs it, against the emulated GitHub, git remote and Messages API) plus the few helpers the
// threat tests need to build hostile pull requests.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect } from 'vitest';
import { startAnthropicEmulator, type AnthropicEmulator, type ScriptedReply } from '../../emulator/anthropic/server.js';
import { commitFiles } from '../../emulator/git-seed.js';
import type { ActionRun } from '../../emulator/runner.js';
import type { Account, Issue, PullRequestData, ReviewThread } from '../../emulator/state.js';
import { issueCommentEvent } from '../../emulator/webhooks/issue-events.js';
import { startE2E, type E2E, type MergeabilityAtOnce, type Steps } from '../e2e/world.js';

export type Pr = Issue & { pull: PullRequestData };

/** Octokit's throttling waits between requests; the emulator needs none. */
export const FAST = { TEND_GITHUB_THROTTLE: 'off' } as const;

export interface Trust extends E2E {
  claude: AnthropicEmulator;
  /** Runs the bundle with the fast env, plus `env`; with `model`, the Anthropic key and base URL too. */
  go(eventName: string, payload: unknown, options?: { inputs?: Record<string, string>; env?: Record<string, string>; model?: boolean }): Promise<ActionRun>;
  /** `/tend <verb>` as an issue_comment event by `author` (the maintainer by default). */
  command(pr: Pr, body: string, author?: Account): unknown;
  /** Opens a pull request from `branch` whose head adds `files` to main. */
  openPr(files: Record<string, string>, branch?: string): Promise<Pr>;
  /** Commits `files` on the pull request's head branch, as its author would. */
  push(pr: Pr, files: Record<string, string | null>, message?: string): Promise<string>;
  head(pr: Pr): string;
  file(ref: string, path: string): string | null;
  stopAll(): Promise<void>;
}

/**
 * `steps`: spawn the bundle (the default) where secrets, programs or the process are the point.
 * `config`: the world's .github/tend.yml from its first commit.
 */
export async function startTrust(options: { steps?: Steps; mergeabilityAtOnce?: MergeabilityAtOnce; config?: string } = {}): Promise<Trust> {
  const t = await startE2E(options);
  const claude = await startAnthropicEmulator();
  const trust: Trust = {
    ...t,
    claude,
    go: (eventName, payload, options = {}) =>
      t.run(eventName, payload, {
        inputs: { ...(options.model ? { 'anthropic-api-key': claude.apiKey } : {}), ...(options.inputs ?? {}) },
        env: { ...FAST, ...(options.model ? { ANTHROPIC_BASE_URL: claude.url } : {}), ...(options.env ?? {}) },
      }),
    command: (pr, body, author = t.world.accounts.maintainer) => issueCommentEvent(t.emu.state, t.world.repo, pr, t.emu.state.addIssueComment(pr, author, body), 'created'),
    async openPr(files, branch = 'feature/trust') {
      await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files, message: 'Change under review' });
      return t.emu.state.createPullRequest(t.world.repo, { title: 'Change under review', author: t.world.accounts.maintainer, head: branch }) as Pr;
    },
    push: (pr, files, message = 'Author change') => commitFiles(t.world.repo.bareDir, { branch: pr.pull.headRef, files, message }),
    head: (pr) => t.emu.state.headOid(t.world.repo, pr),
    file: (ref, path) => t.emu.state.fileAt(t.world.repo, ref, path)?.toString('utf8') ?? null,
    async stopAll() {
      await claude.stop();
      await t.stop();
    },
  };
  return trust;
}

/** A review by `author` with one comment per entry (each opens a thread). */
export function review(t: Trust, pr: Pr, author: Account, comments: Array<{ path: string; line: number; startLine?: number; body: string }>): ReviewThread[] {
  return t.emu.state.addReview(t.world.repo, pr, { author, body: 'Review', comments }).threads;
}

/** A CodeRabbit finding in its own format, with a committable suggestion replacing the commented lines. */
export function rabbitSuggestion(replacement: string, level = 'Minor'): string {
  return [
    `_🛠️ Refactor suggestion_ | _🟡 ${level}_`,
    '',
    '**Tidy this line.**',
    '',
    '<details>',
    '<summary>📝 Committable suggestion</summary>',
    '',
    '```suggestion',
    replacement,
    '```',
    '',
    '</details>',
  ].join('\n');
}

/** A plain suggestion (how a person writes one). */
export function plainSuggestion(replacement: string, words = 'Suggested change:'): string {
  return `${words}\n\n\`\`\`suggestion\n${replacement}\n\`\`\``;
}

/** CodeRabbit finding with no suggestion: the rules leave it to a human or the model. */
export const RABBIT_FINDING = ['_⚠️ Potential issue_ | _🟠 Major_', '', '**`area` accepts negative sizes.**', '', 'Validate the inputs.'].join('\n');

export const decision = (decision: 'fix' | 'ignore' | 'escalate', rationale: string, risk: 'low' | 'medium' | 'high' = 'low'): ScriptedReply => ({
  kind: 'message',
  content: [{ type: 'tool_use', name: 'submit_decision', input: { decision, rationale, risk } }],
  usage: { input_tokens: 1000, output_tokens: 50 },
});

export const patch = (edits: Array<{ path: string; search: string; replace: string }>, explanation = 'Reject negative sizes.'): ScriptedReply => ({
  kind: 'message',
  content: [{ type: 'tool_use', name: 'submit_patch', input: { edits, explanation } }],
  usage: { input_tokens: 1000, output_tokens: 80 },
});

/** Commits a symbolic link `path` → `target` on `branch` of the bare repository (mode 120000). */
export function commitSymlink(bareDir: string, branch: string, links: Record<string, string>): string {
  const index = mkdtempSync(join(tmpdir(), 'tend-trust-index-'));
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_INDEX_FILE: join(index, 'index') };
  for (const key of Object.keys(env)) if (/^GIT_/.test(key) && key !== 'GIT_INDEX_FILE') delete env[key];
  const git = (args: string[], input?: string) => execFileSync('git', args, { cwd: bareDir, env, input, encoding: 'utf8' }).trim();
  try {
    const parent = git(['rev-parse', `refs/heads/${branch}`]);
    git(['read-tree', parent]);
    for (const [path, target] of Object.entries(links)) {
      const blob = git(['hash-object', '-w', '--stdin'], target);
      git(['update-index', '--add', '--cacheinfo', `120000,${blob},${path}`]);
    }
    const tree = git(['write-tree']);
    const commit = git(['-c', 'user.name=mallory', '-c', 'user.email=mallory@example.com', 'commit-tree', tree, '-p', parent, '-m', 'Add links']);
    git(['update-ref', `refs/heads/${branch}`, commit, parent]);
    return commit;
  } finally {
    rmSync(index, { recursive: true, force: true });
  }
}

/** The answers tend left in a thread (its replies carry the thread marker). */
export function tendAnswers(thread: ReviewThread): string[] {
  return thread.comments.filter((c) => c.body.includes('<!-- tend:thread ')).map((c) => c.body);
}

/** The thread was handed to a human: answered "Left open for a human", not resolved. */
export function expectEscalated(thread: ReviewThread, why?: string | RegExp): void {
  const answers = tendAnswers(thread);
  expect(answers, 'tend answers the thread once').toHaveLength(1);
  expect(answers[0]).toContain('Left open for a human');
  if (typeof why === 'string') expect(answers[0]).toContain(why);
  else if (why) expect(answers[0]).toMatch(why);
  expect(thread.isResolved).toBe(false);
}

/** Git pushes (receive-pack POSTs) the emulator has served. */
export function pushes(t: Trust): number {
  return t.emu.log.filter({ kind: 'git', method: 'POST', path: /git-receive-pack$/ }).length;
}

/**
 * What a confined spawn of verify-command runs inside its confinement (src/git/verify-confinement.ts):
 * the probe's `true`, or what follows `env -i VAR=value...`. An unconfined spawn comes back marked,
 * so a test expecting the confined shape fails on it.
 */
/** The name `sh` runs under once tend has pinned it by its real path (src/git/programs.ts): dash on Debian. */
export function pinnedShellName(): string {
  return basename(realpathSync(execFileSync('sh', ['-c', 'command -v sh'], { encoding: 'utf8' }).trim()));
}

export function confinedShell(file: string, args: readonly string[]): string[] {
  if (!['unshare', 'sudo', 'setpriv'].includes(basename(file))) return ['UNCONFINED', file, ...args];
  // tend names every program by its absolute path (src/git/programs.ts); the names are what count here.
  const env = args.findIndex((arg, at) => basename(arg) === 'env' && args[at + 1] === '-i');
  if (env < 0) return args.at(-1) === 'true' ? ['true'] : ['UNRECOGNISED', file, ...args];
  let at = env + 2;
  while (at < args.length && /^[A-Z_]+=/.test(args[at]!)) at += 1;
  const [program, ...rest] = args.slice(at);
  return program === undefined ? [] : [basename(program), ...rest];
}
