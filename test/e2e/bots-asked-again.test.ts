// Review bots that must be asked again (issue #16 item 4, GitHub rule P10): after tend pushes a fix,
// Copilot reviews the new head only when a review is requested from it, and Gemini Code Assist only
// on `/gemini review`. The scripted bots here behave so: each reviews the head only once asked.
// tend asks each its own way, once per head, and a bot configured `never` is not asked. One world,
// whose steps run in the test's process (what tend asks is the point here, not the process; the
// two sweep runs delivered at once wait in the sweep's concurrency group either way).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_BOTS } from '../../src/config/known-bots.js';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
import { commitFiles } from '../../emulator/git-seed.js';
import type { Account, Issue, PullRequestData } from '../../emulator/state.js';
import { ciReports, command, reviewEvent, WIDGET_BEFORE } from './ship-world.js';
import { startE2E, SWEEP_WORKFLOW, type E2E } from './world.js';

type Pull = Issue & { pull: PullRequestData };

let t: E2E;
let copilot: Account;
let branches = 0;
const SUGGESTION = ['Doubling the sum reads better.', '', '```suggestion', '  return 2 * (w + h);', '```'].join('\n');
const LABEL_SUGGESTION = ['Use a template literal.', '', '```suggestion', '  return `Widget: ${name}`;', '```'].join('\n');

beforeAll(async () => {
  t = await startE2E({ steps: 'in-process' });
  const { state } = t.emu;
  // Copilot's reviewer as GitHub has it: its own Bot account, with the id tend knows it by.
  copilot = state.addAccount('copilot-pull-request-reviewer[bot]', 'Bot', KNOWN_BOTS.find((b) => b.name === 'copilot')!.id);
  state.setPermission(t.world.repo, copilot.login, 'read');
  await commitFiles(t.world.repo.bareDir, { branch: 'main', files: { 'src/widget.ts': WIDGET_BEFORE.replace('w + w + h + h', '0') }, message: 'Add widget helpers' });
  state.ensureLabel(t.world.repo, 'tend:active');
  t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
});
afterAll(async () => {
  await t?.stop();
});

/** A pull request the given bots reviewed, each with a committable suggestion tend applies. */
async function openPull(bots: Account[]): Promise<Pull> {
  const branch = `asked-${++branches}`;
  await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files: { 'src/widget.ts': WIDGET_BEFORE }, message: 'Implement perimeter' });
  const pr = t.emu.state.createPullRequest(t.world.repo, { title: `Asked again ${branches}`, author: t.world.accounts.maintainer, head: branch }) as Pull;
  bots.forEach((author, i) => t.emu.state.addReview(t.world.repo, pr, { author, comments: [i === 0 ? { path: 'src/widget.ts', line: 6, body: SUGGESTION } : { path: 'src/widget.ts', line: 10, body: LABEL_SUGGESTION }] }));
  return pr;
}

/** Copilot as it behaves (P10): it reviews a new head only while a review is requested from it. */
function copilotReviewsIfAsked(pr: Pull) {
  if (!(pr.pull.reviewRequests ?? []).some((a) => a.id === copilot.id)) return null;
  return t.emu.state.addReview(t.world.repo, pr, { author: copilot, body: 'Copilot reviewed 1 out of 1 changed files in this pull request and generated no comments.' }).review;
}

/** Gemini as it behaves (P10): it reviews when a `/gemini review` comment came after its last review. */
function geminiReviewsIfAsked(pr: Pull) {
  const gemini = t.world.accounts.gemini;
  const last = pr.pull.reviews.filter((r) => r.author.id === gemini.id).at(-1)?.submittedAt ?? '';
  if (!pr.comments.some((c) => c.body.trim().startsWith('/gemini review') && c.createdAt >= last && c.author.id !== gemini.id)) return null;
  return t.emu.state.addReview(t.world.repo, pr, { author: gemini, body: 'No further comments.' }).review;
}

const trackingState = (pr: Pull) => {
  const comment = pr.comments.find((c) => c.body.includes('<!-- tend:state '));
  return comment ? readState(decodeMarker(comment.body)) : null;
};
const askComments = (pr: Pull) => pr.comments.filter((c) => c.author.id === t.world.accounts.actions.id && c.body.startsWith('/gemini review'));

describe('bots that must be asked again', () => {
  it('asks Copilot again after its push, by a review request; Copilot reviews and the pull request merges well before the review window ends', async () => {
    await t.writeConfig('review-bots: [copilot]\nreview-window-minutes: 60\n');
    const pr = await openPull([copilot]);
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(first.exitCode, first.stdout).toBe(0);
    const pushed = t.emu.state.headOid(t.world.repo, pr);
    expect(first.outputs.state).toBe('awaiting-reviews');
    expect(pr.pull.reviewRequests?.map((a) => a.login)).toEqual(['copilot-pull-request-reviewer[bot]']);
    const asked = trackingState(pr)?.ship?.askedAgain;
    expect(asked).toEqual([{ bot: copilot.id, head: pushed, at: expect.any(String), how: 'request-review' }]);
    // The window for Copilot runs from the ask.
    expect(Date.parse(trackingState(pr)!.ship!.reviewDeadline!)).toBeGreaterThanOrEqual(Date.parse(asked![0]!.at) + 60 * 60_000);

    // Copilot reviews the pushed head because it was asked; its review (no comments) ends the wait.
    const review = copilotReviewsIfAsked(pr);
    expect(review?.commitOid).toBe(pushed);
    const second = await t.run('pull_request_review', reviewEvent(t, pr, review!));
    expect(second.exitCode, second.stdout).toBe(0);
    expect(second.outputs.state).toBe('awaiting-checks');

    ciReports(t, pr, 'success');
    const third = await t.run('schedule', { schedule: '*/10 * * * *' });
    expect(third.exitCode, third.stdout).toBe(0);
    expect(pr.pull.merged).toBe(true);
    // Merged on Copilot's review, long before its hour was up; the window never ran out.
    expect(Date.parse(pr.pull.mergedAt!)).toBeLessThan(Date.parse(asked![0]!.at) + 60 * 60_000);
    expect(trackingState(pr)?.history.map((h) => h.note)).not.toContain('review window closed without copilot');
  });

  it('asks Gemini with /gemini review once for the new head, never twice: not on a redelivered command nor on runs in flight at once', async () => {
    await t.writeConfig('review-bots: [gemini]\n');
    const pr = await openPull([t.world.accounts.gemini]);
    const event = command(t, pr, '/tend ship');
    const first = await t.run('issue_comment', event);
    expect(first.exitCode, first.stdout).toBe(0);
    const pushed = t.emu.state.headOid(t.world.repo, pr);
    expect(askComments(pr)).toHaveLength(1);
    expect(askComments(pr)[0]!.body).toContain(pushed);

    // The command delivered again, and two schedule runs at once: still one ask for this head.
    const again = await t.run('issue_comment', event);
    expect(again.exitCode, again.stdout).toBe(0);
    const sweep = { schedule: '*/10 * * * *' };
    const cause = { actor: 'github-actions[bot]' };
    const [a, b] = await Promise.all([t.deliver('schedule', sweep, cause, { workflow: SWEEP_WORKFLOW }), t.deliver('schedule', sweep, cause, { workflow: SWEEP_WORKFLOW })]);
    for (const run of [a, b]) if (run.started) expect(run.run.exitCode, run.run.stdout).toBe(0);
    expect(askComments(pr)).toHaveLength(1);
    expect(trackingState(pr)?.ship?.askedAgain).toEqual([{ bot: t.world.accounts.gemini.id, head: pushed, at: expect.any(String), how: 'comment' }]);

    // Asked, Gemini reviews the head, and tend goes on to the checks.
    const review = geminiReviewsIfAsked(pr);
    expect(review?.commitOid).toBe(pushed);
    const next = await t.run('pull_request_review', reviewEvent(t, pr, review!));
    expect(next.exitCode, next.stdout).toBe(0);
    expect(next.outputs.state).toBe('awaiting-checks');
    expect(askComments(pr)).toHaveLength(1);
  });

  it('asks Gemini and records the ask in the tracking comment in one request, the record after the ask; a refused ask fails the run with the record unchanged, and the next run asks', async () => {
    await t.writeConfig('review-bots: [gemini]\n');
    try {
      const gemini = t.world.accounts.gemini;
      // The command first, before any review: the tracking comment exists when the fix is pushed.
      const pr = await openPull([]);
      const started = await t.run('issue_comment', command(t, pr, '/tend ship'));
      expect(started.exitCode, started.stdout).toBe(0);
      expect(started.outputs.state).toBe('awaiting-reviews');
      const review = t.emu.state.addReview(t.world.repo, pr, { author: gemini, comments: [{ path: 'src/widget.ts', line: 6, body: SUGGESTION }] }).review;

      // GitHub refuses the comment field (the tracking write after it in the request still runs: GitHub answers each field on its own).
      t.emu.faults.inject({ kind: 'graphql', operation: 'addComment', response: { type: 'graphql-error', errorType: 'FORBIDDEN', message: 'Resource not accessible by integration' }, times: 1 });
      const refused = await t.run('pull_request_review', reviewEvent(t, pr, review));
      expect(refused.exitCode).not.toBe(0);
      expect(refused.stdout).toContain('GitHub refused the comment asking gemini to review');
      const pushed = t.emu.state.headOid(t.world.repo, pr);
      expect(askComments(pr)).toHaveLength(0);
      // The tracking comment says the thread was answered and nothing of an ask that was not made.
      expect(trackingState(pr)?.ship?.askedAgain ?? []).toEqual([]);
      expect(trackingState(pr)?.ship?.pushed).toContain(pushed);

      // The review delivered again: the run asks, and records it, in one request: no REST comment, no PATCH.
      const before = t.emu.log.entries.length;
      const again = await t.run('pull_request_review', reviewEvent(t, pr, review));
      expect(again.exitCode, again.stdout).toBe(0);
      const requests = t.emu.log.entries.slice(before);
      expect(requests.filter((e) => e.operation === 'TendCommentsThenUpdate' && e.status === 200)).toHaveLength(1);
      expect(requests.filter((e) => e.kind === 'rest' && /\/issues\/(\d+\/comments|comments\/\d+)$/.test(e.path) && (e.method === 'POST' || e.method === 'PATCH'))).toEqual([]);
      expect(askComments(pr)).toHaveLength(1);
      expect(askComments(pr)[0]!.body).toContain(pushed);
      expect(trackingState(pr)?.ship?.askedAgain).toEqual([{ bot: gemini.id, head: pushed, at: expect.any(String), how: 'comment' }]);
    } finally {
      await t.writeConfig('');
    }
  });

  it('does not ask a bot configured never in .github/tend.yml, and still asks the others', async () => {
    await t.writeConfig('review-bots: [copilot, gemini]\nask-again:\n  copilot: never\n');
    try {
      const pr = await openPull([copilot, t.world.accounts.gemini]);
      const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
      expect(run.exitCode, run.stdout).toBe(0);
      const pushed = t.emu.state.headOid(t.world.repo, pr);
      expect(run.outputs.state).toBe('awaiting-reviews');
      expect(pr.pull.reviewRequests ?? []).toEqual([]);
      expect(copilotReviewsIfAsked(pr)).toBeNull();
      expect(askComments(pr).map((c) => c.body.split('\n')[0])).toEqual(['/gemini review']);
      expect(trackingState(pr)?.ship?.askedAgain?.map((a) => [a.bot, a.head])).toEqual([[t.world.accounts.gemini.id, pushed]]);
    } finally {
      await t.writeConfig('');
    }
  });
});
