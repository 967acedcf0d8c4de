// A pull request as review bots leave it, shared by the end-to-end tests and `tend demo`: a real
// branch in the emulator's git remote, CodeRabbit and Gemini threads in their own formats (a
// committable suggestion, a nitpick, and optionally a finding only a person can decide), branch
// protection that requires a `build` check, and helpers to play the bots and CI between runs.

import { KNOWN_BOTS } from '../src/config/known-bots.js';
import { commitFiles } from './git-seed.js';
import type { World } from './fixtures.js';
import type { Emulator } from './server.js';
import type { Account, Issue, PullRequestData, ReviewThread } from './state.js';
import { runCiOnActions } from './workflow-runs.js';

export const WIDGET_BEFORE = [
  'export function area(w: number, h: number) {',
  '  return w * h;',
  '}',
  '',
  'export function perimeter(w: number, h: number) {',
  '  return w + w + h + h;',
  '}',
  '',
  'export function label(name: string) {',
  "  return 'Widget: ' + name;",
  '}',
  '',
].join('\n');

export const CODERABBIT_SUGGESTION = [
  '_🛠️ Refactor suggestion_ | _🟡 Minor_',
  '',
  '**Simplify the perimeter expression.**',
  '',
  'Doubling the sum reads better and avoids repeating the operands.',
  '',
  '<details>',
  '<summary>📝 Committable suggestion</summary>',
  '',
  '> ‼️ **IMPORTANT**',
  '> Carefully review the code before committing.',
  '',
  '```suggestion',
  '  return 2 * (w + h);',
  '```',
  '',
  '</details>',
  '',
  '<details>',
  '<summary>🤖 Prompt for AI Agents</summary>',
  '',
  '```',
  'In src/widget.ts around line 6, replace the perimeter expression.',
  '```',
  '',
  '</details>',
].join('\n');

export const GEMINI_NITPICK = [
  '![low](https://www.gstatic.com/codereviewagent/low-priority.svg)',
  '',
  'Consider a template literal here for readability: `Widget: ${name}`.',
].join('\n');

export const CODERABBIT_NEEDS_HUMAN = [
  '_⚠️ Potential issue_ | _🟠 Major_',
  '',
  '**`area` accepts negative sizes.**',
  '',
  'A negative width yields a negative area; validate the inputs or document the contract.',
].join('\n');

export interface ReviewedPullRequest {
  pr: Issue & { pull: PullRequestData };
  threads: { suggestion: ReviewThread; nitpick: ReviewThread; human?: ReviewThread };
}

/** Protects main with a required `build` check, then opens a PR that the bots review. */
export async function openReviewedPullRequest(emu: Emulator, world: World, options: { needsHuman?: boolean } = {}): Promise<ReviewedPullRequest> {
  const { state } = emu;
  const repo = world.repo;
  await commitFiles(repo.bareDir, { branch: 'main', files: { 'src/widget.ts': WIDGET_BEFORE.replace('w + w + h + h', '0') }, message: 'Add widget helpers' });
  state.ensureLabel(repo, 'tend:active');
  repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
  await commitFiles(repo.bareDir, { branch: 'feature/perimeter', from: 'main', files: { 'src/widget.ts': WIDGET_BEFORE }, message: 'Implement perimeter' });
  const pr = state.createPullRequest(repo, { title: 'Implement perimeter()', author: world.accounts.maintainer, head: 'feature/perimeter' }) as ReviewedPullRequest['pr'];
  const rabbit = state.addReview(repo, pr, {
    author: world.accounts.coderabbit,
    body: `**Actionable comments posted: ${options.needsHuman ? 2 : 1}**`,
    comments: [
      { path: 'src/widget.ts', line: 6, body: CODERABBIT_SUGGESTION },
      ...(options.needsHuman ? [{ path: 'src/widget.ts', line: 2, body: CODERABBIT_NEEDS_HUMAN }] : []),
    ],
  });
  const gemini = state.addReview(repo, pr, { author: world.accounts.gemini, comments: [{ path: 'src/widget.ts', line: 10, body: GEMINI_NITPICK }] });
  return { pr, threads: { suggestion: rabbit.threads[0]!, nitpick: gemini.threads[0]!, human: rabbit.threads[1] } };
}

/** What the review bots do when a new head appears: review it (here with nothing more to say). */
export function botsReviewHead(emu: Emulator, world: World, pr: ReviewedPullRequest['pr'], bots: Account[] = [world.accounts.coderabbit, world.accounts.gemini]) {
  return bots.map((author) => emu.state.addReview(world.repo, pr, { author, body: 'No further comments.' }).review);
}

/** CI reporting on the current head. */
export function ciReports(emu: Emulator, world: World, pr: ReviewedPullRequest['pr'], conclusion: 'success' | 'failure' = 'success', name = 'build') {
  return emu.state.addCheckRun(world.repo, { name, headSha: emu.state.headOid(world.repo, pr), conclusion, app: world.accounts.actions });
}

/**
 * CI as GitHub Actions runs it on the current head: the `build` job's check run by github-actions,
 * and the `workflow_run completed` payload, the only CI event another workflow receives (T1, T2).
 */
export function ciRunsOnActions(emu: Emulator, world: World, pr: ReviewedPullRequest['pr'], conclusion: 'success' | 'failure' = 'success', actor?: Account) {
  return runCiOnActions(emu, world.repo, pr, { conclusion, ...(actor ? { actor } : {}) });
}

/**
 * A CodeRabbit review whose findings are in its BODY, not in threads (P8): an "⚠️ Outside diff
 * range comments" section with a major finding on lines the pull request does not change (1-3, so
 * GitHub allows no thread there) and a "🧹 Nitpick comments" section. The layout is CodeRabbit's as
 * observed in dsifry/goodtogo#7, kurone-kito/idd-skill#2559 and mmnto-ai/totem#984: one <details>
 * per section, one per file (`path (n)`), each finding headed by its line range; the newer
 * label line (`_⚠️ Potential issue_ | _🟠 Major_`) with the title in bold below it, the older
 * `` `range`: **title** `` form in the nitpick. The findings' text is this repository's.
 */
export const CODERABBIT_BODY_FINDINGS = [
  '**Actionable comments posted: 0**',
  '',
  '<details>',
  '<summary>⚠️ Outside diff range comments (1)</summary><blockquote>',
  '',
  '<details>',
  '<summary>src/widget.ts (1)</summary><blockquote>',
  '',
  '`1-3`: _⚠️ Potential issue_ | _🟠 Major_',
  '',
  '**`area` accepts negative sizes.**',
  '',
  'A negative width yields a negative area; validate the inputs or document the contract.',
  '',
  '```diff',
  ' export function area(w: number, h: number) {',
  "+  if (w < 0 || h < 0) throw new RangeError('negative size');",
  '   return w * h;',
  ' }',
  '```',
  '',
  '</blockquote></details>',
  '',
  '</blockquote></details>',
  '',
  '<details>',
  '<summary>🧹 Nitpick comments (1)</summary><blockquote>',
  '',
  '<details>',
  '<summary>src/widget.ts (1)</summary><blockquote>',
  '',
  '`9-11`: **Prefer a template literal in `label`.**',
  '',
  "`'Widget: ' + name` reads better as a template literal.",
  '',
  '</blockquote></details>',
  '',
  '</blockquote></details>',
  '',
  '<details>',
  '<summary>📜 Review details</summary>',
  '',
  '**Configuration used: CodeRabbit UI**',
  '',
  '</details>',
].join('\n');

/** CodeRabbit reviews the head and leaves its findings in the review body only (no thread). */
export function coderabbitReviewsInBody(emu: Emulator, world: World, pr: ReviewedPullRequest['pr'], body: string = CODERABBIT_BODY_FINDINGS) {
  return emu.state.addReview(world.repo, pr, { author: world.accounts.coderabbit, body }).review;
}

/**
 * Review bots installed on the repository show it: each named bot (by its short name in
 * src/config/known-bots.ts, with its real account id) reviewed an earlier pull request. tend waits
 * only for review bots that have acted on this or a recent pull request (or are required).
 */
export async function reviewBotsActedBefore(emu: Emulator, world: World, names: readonly string[] = ['coderabbit', 'copilot', 'gemini', 'sourcery', 'claude']) {
  const branch = `earlier-review-${emu.state.newId()}`;
  await commitFiles(world.repo.bareDir, { branch, from: 'main', files: { 'EARLIER.md': `${branch}\n` }, message: 'An earlier change' });
  const pr = emu.state.createPullRequest(world.repo, { title: 'An earlier change', author: world.accounts.maintainer, head: branch }) as ReviewedPullRequest['pr'];
  for (const name of names) {
    const bot = KNOWN_BOTS.find((b) => b.name === name);
    if (!bot) throw new Error(`no known review bot named ${name}`);
    const author = emu.state.addAccount(bot.login, 'Bot', bot.id);
    emu.state.addReview(world.repo, pr, { author, body: 'Reviewed.' });
  }
  return pr;
}
