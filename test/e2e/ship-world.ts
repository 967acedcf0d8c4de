// A pull request as review bots leave it, for the ship end-to-end tests: a real branch in the
// emulator's git remote, CodeRabbit and Gemini threads in their own formats, branch protection
// that requires a `build` check, and helpers to play the bots and CI between runs.

import { commitFiles } from '../../src/emulator/git-seed.js';
import type { Account, Issue, PullRequestData, ReviewThread } from '../../src/emulator/state.js';
import { issueCommentEvent } from '../../src/emulator/webhooks/issue-events.js';
import { pullRequestReviewEvent } from '../../src/emulator/webhooks/pull-request-events.js';
import type { E2E } from './world.js';

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

export interface ShipPr {
  pr: Issue & { pull: PullRequestData };
  threads: { suggestion: ReviewThread; nitpick: ReviewThread; human?: ReviewThread };
}

/** Protects main with a required `build` check, then opens a PR that the bots review. */
export async function openReviewedPullRequest(t: E2E, options: { needsHuman?: boolean } = {}): Promise<ShipPr> {
  const { state, repo } = { state: t.emu.state, repo: t.world.repo };
  await commitFiles(repo.bareDir, { branch: 'main', files: { 'src/widget.ts': WIDGET_BEFORE.replace('w + w + h + h', '0') }, message: 'Add widget helpers' });
  state.ensureLabel(repo, 'tend:active');
  repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
  await commitFiles(repo.bareDir, { branch: 'feature/perimeter', from: 'main', files: { 'src/widget.ts': WIDGET_BEFORE }, message: 'Implement perimeter' });
  const pr = state.createPullRequest(repo, { title: 'Implement perimeter()', author: t.world.accounts.maintainer, head: 'feature/perimeter' }) as ShipPr['pr'];
  const rabbit = state.addReview(repo, pr, {
    author: t.world.accounts.coderabbit,
    body: '**Actionable comments posted: 1**',
    comments: [
      { path: 'src/widget.ts', line: 6, body: CODERABBIT_SUGGESTION },
      ...(options.needsHuman ? [{ path: 'src/widget.ts', line: 2, body: CODERABBIT_NEEDS_HUMAN }] : []),
    ],
  });
  const gemini = state.addReview(repo, pr, { author: t.world.accounts.gemini, comments: [{ path: 'src/widget.ts', line: 10, body: GEMINI_NITPICK }] });
  return { pr, threads: { suggestion: rabbit.threads[0]!, nitpick: gemini.threads[0]!, human: rabbit.threads[1] } };
}

/** What the review bots do when a new head appears: review it (here with nothing more to say). */
export function botsReviewHead(t: E2E, pr: ShipPr['pr'], bots: Account[] = [t.world.accounts.coderabbit, t.world.accounts.gemini]) {
  return bots.map((author) => t.emu.state.addReview(t.world.repo, pr, { author, body: 'No further comments.' }).review);
}

/** CI reporting on the current head. */
export function ciReports(t: E2E, pr: ShipPr['pr'], conclusion: 'success' | 'failure' = 'success', name = 'build') {
  return t.emu.state.addCheckRun(t.world.repo, { name, headSha: t.emu.state.headOid(t.world.repo, pr), conclusion, app: t.world.accounts.actions });
}

export function command(t: E2E, pr: ShipPr['pr'], body: string, author: Account = t.world.accounts.maintainer) {
  return issueCommentEvent(t.emu.state, t.world.repo, pr, t.emu.state.addIssueComment(pr, author, body), 'created');
}

export function reviewEvent(t: E2E, pr: ShipPr['pr'], review: ReturnType<typeof botsReviewHead>[number]) {
  return pullRequestReviewEvent(t.emu.state, t.world.repo, pr, review, 'submitted');
}

export const SHIP_INPUTS = { 'review-bots': 'coderabbit, gemini' };
