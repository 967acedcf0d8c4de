// The ship workflow end to end: tend's step takes a pull request from "bots have reviewed" to
// merged against the emulator's GitHub and git remote. In the test's process (world.ts `Steps`):
// no test here runs two steps at once or is about the process; the fault storm plays the same
// lifecycle on the committed bundle, spawned as the runner does.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuditSchema } from '../../src/report/audit.js';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
import { fakeToken } from '../../emulator/fixtures.js';
import { runCiOnActions } from '../../emulator/workflow-runs.js';
import { startE2E, type E2E } from './world.js';
import { botsReviewHead, ciReports, command, openReviewedPullRequest, reviewEvent, SHIP_CONFIG, WIDGET_BEFORE } from './ship-world.js';
import { pullRequestReviewEvent } from '../../emulator/webhooks/pull-request-events.js';
import type { Account, ReviewState } from '../../emulator/state.js';

let t: E2E;
beforeEach(async () => {
  t = await startE2E({ config: SHIP_CONFIG, steps: 'in-process' });
});
afterEach(async () => {
  await t.stop();
});

const fileOnBranch = (branch: string) => t.emu.state.fileAt(t.world.repo, branch, 'src/widget.ts')?.toString('utf8');
const trackingState = (number: number) => {
  const comment = t.emu.state.issue(t.world.repo, number)!.comments.find((c) => c.body.includes('<!-- tend:state '));
  return comment ? readState(decodeMarker(comment.body)) : null;
};

describe('ship: the happy path', () => {
  it('applies the suggestion, answers and resolves every thread, waits for the bots and CI, merges and deletes the branch', async () => {
    const { pr, threads } = await openReviewedPullRequest(t);
    const headBefore = t.emu.state.headOid(t.world.repo, pr);

    // 1. /tend ship: both bots have reviewed the head, so the window closes early and tend fixes.
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(first.exitCode, first.stdout).toBe(0);
    const pushed = t.emu.state.headOid(t.world.repo, pr);
    expect(pushed).not.toBe(headBefore);
    expect(fileOnBranch('feature/perimeter')).toBe(WIDGET_BEFORE.replace('  return w + w + h + h;', '  return 2 * (w + h);'));
    expect(first.outputs.state).toBe('awaiting-reviews');
    expect(threads.suggestion.isResolved).toBe(true);
    expect(threads.suggestion.comments.at(-1)!.body).toContain(`Applied in ${pushed}.`);
    expect(threads.nitpick.isResolved).toBe(true);
    expect(threads.nitpick.comments.at(-1)!.body).toContain('Not changed: ');
    expect(first.summary).toContain('### Review threads');
    expect(first.summary).toContain('GITHUB_TOKEN');
    const firstAudit = AuditSchema.parse(first.audit);
    expect(firstAudit.threads.map((th) => [th.decision, th.severity, th.resolved])).toEqual([
      ['fix', 'minor', true],
      ['ignore', 'nitpick', true],
    ]);
    expect(firstAudit.threads[0]!.commit).toBe(pushed);
    expect(firstAudit.threads[0]!.files).toEqual(['src/widget.ts']);

    // 2. The bots review the new head; CI has not reported yet: tend waits for checks. Gemini
    // reviewed the head before last, so tend expects it last on this one (its tend:awaits label):
    // CodeRabbit's review starts nothing, Gemini's goes on.
    expect(pr.labels.map((l) => l.name)).toContain('tend:awaits gemini-code-assist[bot]');
    const [rabbitReview, geminiReview] = botsReviewHead(t, pr);
    const skipped = await t.run('pull_request_review', reviewEvent(t, pr, rabbitReview!));
    expect(skipped.outputs.state).toBe('skipped');
    expect(skipped.outputs.reason).toContain('tend waits for gemini-code-assist[bot] to review');
    const second = await t.run('pull_request_review', reviewEvent(t, pr, geminiReview!));
    expect(second.exitCode, second.stdout).toBe(0);
    expect(second.outputs.state).toBe('awaiting-checks');
    expect(second.outputs.reason).toContain('build (not reported yet)');

    // 3. CI passes on the pushed head: tend merges pinned to that head and deletes the branch.
    ciReports(t, pr, 'success');
    const third = await t.run('schedule', { schedule: '*/10 * * * *' });
    expect(third.exitCode, third.stdout).toBe(0);
    expect(pr.pull.merged).toBe(true);
    expect(t.emu.state.refOid(t.world.repo, 'feature/perimeter')).toBeNull();
    expect(fileOnBranch('main')).toContain('return 2 * (w + h);');
    expect(trackingState(pr.number)?.status).toBe('merged');
    expect(pr.labels.map((l) => l.name)).not.toContain('tend:active');
    expect(pr.labels.map((l) => l.name)).not.toContain('tend:awaits gemini-code-assist[bot]');
    const audit = AuditSchema.parse(third.audit);
    expect(audit.merge).toEqual({ merged: true, sha: pr.pull.mergeCommitOid, method: 'squash' });
    expect(third.outputs.merged).toBe('true');
    // One tracking comment for the whole lifecycle.
    expect(pr.comments.filter((c) => c.body.includes('<!-- tend:state ')).length).toBe(1);
  });
});

describe('ship: waiting without sleeping', () => {
  it('waits for a bot that has not reviewed, and goes on the moment it does', async () => {
    // sourcery never acted on this repository: only a required bot is waited for before it has.
    await t.writeConfig('review-bots: [coderabbit, gemini, sourcery]\nrequired-review-bots: [sourcery]\n');
    const { pr } = await openReviewedPullRequest(t);
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs.state).toBe('awaiting-reviews');
    expect(first.outputs.reason).toMatch(/^Waiting for sourcery to review/);
    expect(t.emu.log.filter({ kind: 'git' })).toEqual([]);
    const sourcery = t.emu.state.addAccount('sourcery-ai[bot]', 'Bot', 58596630);
    const [review] = botsReviewHead(t, pr, [sourcery]);
    const second = await t.run('pull_request_review', reviewEvent(t, pr, review!));
    expect(second.exitCode, second.stdout).toBe(0);
    // It fixed and pushed, and now waits for the bots on the new head.
    const pushed = t.emu.state.headOid(t.world.repo, pr);
    expect(second.outputs.state).toBe('awaiting-reviews');
    // The push ends the run: the bots are to review the new head before anything else is decided.
    expect(second.outputs.reason).toBe(`Pushed ${pushed.slice(0, 7)} with 1 fix(es); waiting for the bots to review it.`);
    expect(trackingState(pr.number)?.history.map((h) => h.note)).toContain('every expected review bot has reviewed the head');
  });

  it('goes on without a silent bot once the review window has passed, on the schedule sweep', async () => {
    await t.writeConfig('review-bots: [coderabbit, gemini, sourcery]\nrequired-review-bots: [sourcery]\nreview-window-minutes: 20\n');
    const { pr } = await openReviewedPullRequest(t);
    await t.run('issue_comment', command(t, pr, '/tend ship'));
    const early = await t.run('schedule', { schedule: '*/10 * * * *' }, { env: { TEND_NOW: new Date(Date.now() + 10 * 60_000).toISOString() } });
    expect(early.outputs.state).toBe('awaiting-reviews');
    const late = await t.run('schedule', { schedule: '*/10 * * * *' }, { env: { TEND_NOW: new Date(Date.now() + 21 * 60_000).toISOString() } });
    expect(late.exitCode, late.stdout).toBe(0);
    expect(trackingState(pr.number)?.history.map((h) => h.note)).toContain('review window closed without sourcery');
    expect(AuditSchema.parse(late.audit).threads.map((th) => th.decision)).toEqual(['fix', 'ignore']);
  });
});

describe('ship: threads that need care', () => {
  it('applies a suggestion on an outdated thread where the lines the reviewer saw still are', async () => {
    const { pr, threads } = await openReviewedPullRequest(t);
    // The author pushes a change above the commented lines: GitHub marks the thread outdated.
    await commitFilesOnPr(pr, { 'src/widget.ts': `// Geometry helpers.\n${WIDGET_BEFORE}` });
    t.emu.state.markOutdated(pr, [threads.suggestion.nodeId]);
    botsReviewHead(t, pr);
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(fileOnBranch('feature/perimeter')).toContain('// Geometry helpers.\nexport function area');
    expect(fileOnBranch('feature/perimeter')).toContain('  return 2 * (w + h);');
    expect(threads.suggestion.isResolved).toBe(true);
  });

  it('applies the first of two overlapping suggestions and leaves the other for a human', async () => {
    const { pr, threads } = await openReviewedPullRequest(t);
    const second = t.emu.state.addReview(t.world.repo, pr, {
      author: t.world.accounts.gemini,
      comments: [{ path: 'src/widget.ts', line: 6, body: '![medium](https://www.gstatic.com/codereviewagent/medium-priority.svg)\n\nUse multiplication.\n\n```suggestion\n  return (w + h) * 2;\n```' }],
    }).threads[0]!;
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(fileOnBranch('feature/perimeter')).toContain('  return 2 * (w + h);');
    expect(threads.suggestion.isResolved).toBe(true);
    expect(second.isResolved).toBe(false);
    expect(second.comments.at(-1)!.body).toContain('Left open for a human');
    expect(second.comments.at(-1)!.body).toMatch(/overlaps the suggestion of thread/i);
  });

  it('leaves a thread without a suggestion open for a human, and that blocks the merge', async () => {
    const { pr, threads } = await openReviewedPullRequest(t, { needsHuman: true });
    await t.run('issue_comment', command(t, pr, '/tend ship'));
    botsReviewHead(t, pr);
    ciReports(t, pr, 'success');
    const run = await t.run('schedule', { schedule: '*/10 * * * *' });
    expect(run.outputs.state).toBe('blocked');
    expect(run.outputs.reason).toContain('1 review thread(s) need a human: src/widget.ts:2');
    expect(threads.human!.isResolved).toBe(false);
    expect(pr.pull.merged).toBe(false);
    // A maintainer resolves it (GitHub records who: only a writer settles it): the next event merges.
    t.emu.state.setThreadResolved(t.world.repo, threads.human!.nodeId, t.world.accounts.maintainer, true);
    const after = await t.run('schedule', { schedule: '*/10 * * * *' });
    expect(after.outputs.state).toBe('merged');
  });

  it('never overwrites a push that lands between its decision and its push', async () => {
    const { pr, threads } = await openReviewedPullRequest(t);
    let humanHead = '';
    t.emu.faults.inject({
      kind: 'git',
      method: 'POST',
      path: /git-receive-pack$/,
      response: { type: 'before', run: async () => { humanHead = await commitFilesOnPr(pr, { 'NOTES.md': 'the author was quicker\n' }); } },
      times: 1,
    });
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(t.emu.state.headOid(t.world.repo, pr)).toBe(humanHead);
    expect(fileOnBranch('feature/perimeter')).toBe(WIDGET_BEFORE);
    expect(threads.suggestion.comments).toHaveLength(1); // nothing answered on the stale decision
    expect(run.outputs.state).toBe('awaiting-reviews');
    expect(run.outputs.reason).toContain(humanHead.slice(0, 7));
  });

  it('does not claim a thread resolved when resolving fails', async () => {
    const { pr, threads } = await openReviewedPullRequest(t);
    t.emu.faults.inject({ kind: 'graphql', operation: 'resolveReviewThread', response: { type: 'graphql-error', errorType: 'FORBIDDEN', message: 'Resource not accessible by integration' }, times: 5 });
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(threads.suggestion.isResolved).toBe(false);
    const reply = threads.suggestion.comments.at(-1)!.body;
    expect(reply).toContain('Applied in');
    expect(reply.toLowerCase()).not.toContain('resolved');
    expect(AuditSchema.parse(run.audit).threads.map((th) => th.resolved)).toEqual([false, false]);
    expect(run.summary).toContain('contents: write');
  });
});

describe('ship: the merge gate', () => {
  it('blocks on a failing required check, naming it', async () => {
    const { pr } = await openReviewedPullRequest(t);
    await t.run('issue_comment', command(t, pr, '/tend ship'));
    botsReviewHead(t, pr);
    ciReports(t, pr, 'failure');
    const run = await t.run('schedule', { schedule: '*/10 * * * *' });
    expect(run.outputs).toMatchObject({ state: 'blocked', merged: 'false' });
    expect(run.outputs.reason).toBe('Failing checks: build.');
    expect(pr.pull.merged).toBe(false);
  });

  it('blocks while a required approving review is missing', async () => {
    const { pr } = await openReviewedPullRequest(t);
    t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 1, strict: false });
    await t.run('issue_comment', command(t, pr, '/tend ship'));
    botsReviewHead(t, pr);
    ciReports(t, pr, 'success');
    const run = await t.run('schedule', { schedule: '*/10 * * * *' });
    expect(run.outputs).toMatchObject({ state: 'blocked', merged: 'false' });
    expect(run.outputs.reason).toBe('A required approving review is missing.');
    expect(t.emu.log.count({ kind: 'rest', method: 'PUT' })).toBe(0);
  });
});

// main requires the build check and no review (sample-review.ts): GitHub's reviewDecision is null
// there whatever the reviews say (emulator/RULES.md E37), so only the reviews show an objection.
describe("ship: a person's request for changes, on a repository that requires no review", () => {
  /** A second maintainer with write access: the pull request's author may not review it. */
  const bob = (): Account => {
    const account = t.emu.state.addAccount('bob', 'User');
    t.emu.state.setPermission(t.world.repo, account.login, 'write');
    return account;
  };
  type Pr = Awaited<ReturnType<typeof openReviewedPullRequest>>['pr'];
  const reviews = (pr: Pr, author: Account, state: ReviewState, body = '') => t.emu.state.addReview(t.world.repo, pr, { author, state, body }).review;

  it("/tend ship: a writer's Request changes blocks the merge; the same writer's approval releases it; a reader's and a review bot's are reported and do not block", async () => {
    const { pr } = await openReviewedPullRequest(t);
    await t.run('issue_comment', command(t, pr, '/tend ship'));
    botsReviewHead(t, pr);
    ciReports(t, pr, 'success');
    const writer = bob();
    const changes = reviews(pr, writer, 'CHANGES_REQUESTED', 'Keep perimeter() as it was.\nIt is used by the billing code.');
    expect(t.emu.state.reviewDecision(t.world.repo, pr)).toBeNull();
    const blocked = await t.run('pull_request_review', reviewEvent(t, pr, changes));
    expect(blocked.exitCode, blocked.stdout).toBe(0);
    expect(blocked.outputs).toMatchObject({ state: 'blocked', merged: 'false' });
    expect(blocked.outputs.reason).toContain(`Changes requested by bob (review ${changes.id}): "Keep perimeter() as it was."`);
    expect(pr.pull.merged).toBe(false);
    expect(t.emu.log.count({ kind: 'rest', method: 'PUT' })).toBe(0);

    // A reader and a review bot ask for changes too; then bob approves.
    const outsider = reviews(pr, t.world.accounts.outsider, 'CHANGES_REQUESTED', 'Not like this.');
    const rabbit = reviews(pr, t.world.accounts.coderabbit, 'CHANGES_REQUESTED', 'No further comments.');
    const approval = reviews(pr, writer, 'APPROVED', 'Fine after all.');
    const merged = await t.run('pull_request_review', reviewEvent(t, pr, approval));
    expect(merged.exitCode, merged.stdout).toBe(0);
    expect(merged.outputs).toMatchObject({ state: 'merged', merged: 'true' });
    expect(pr.pull.merged).toBe(true);
    expect(merged.summary).toContain(`${t.world.accounts.outsider.login} requested changes (review ${outsider.id}): "Not like this."; it does not block the merge (no write access)`);
    expect(merged.summary).toContain(`coderabbitai requested changes (review ${rabbit.id}): "No further comments."; it does not block the merge (a review bot)`);
    const tracking = pr.comments.find((c) => c.body.includes('<!-- tend:state '))!.body;
    expect(tracking).toContain(`not waited for: ${t.world.accounts.outsider.login} requested changes (review ${outsider.id})`);
  });

  it("merge: auto: never hands over to auto-merge while a writer's request stands; a dismissal releases it; a new request turns auto-merge off before GitHub can merge", async () => {
    await t.writeConfig(`${SHIP_CONFIG}merge: auto\n`);
    const { pr } = await openReviewedPullRequest(t);
    await t.run('issue_comment', command(t, pr, '/tend ship'));
    botsReviewHead(t, pr);
    const writer = bob();
    const changes = reviews(pr, writer, 'CHANGES_REQUESTED', 'Hold on: the perimeter is wrong.');
    const held = await t.run('pull_request_review', reviewEvent(t, pr, changes));
    expect(held.outputs.state).toBe('blocked');
    expect(held.outputs.reason).toContain(`Changes requested by bob (review ${changes.id})`);
    expect(pr.pull.autoMergeMethod ?? null).toBeNull();

    // Another maintainer dismisses it: tend hands the merge to GitHub while CI runs.
    t.emu.state.dismissReview(t.world.repo, pr, changes.id);
    const dismissed = pullRequestReviewEvent(t.emu.state, t.world.repo, pr, changes, 'dismissed', { sender: t.world.accounts.maintainer });
    const handed = await t.run('pull_request_review', dismissed);
    expect(handed.exitCode, handed.stdout).toBe(0);
    expect(handed.outputs.state).toBe('auto-merge');
    expect(pr.pull.autoMergeMethod).toBe('squash');

    // Bob asks for changes again while auto-merge is on: tend turns it off.
    const again = reviews(pr, writer, 'CHANGES_REQUESTED', 'One more thing.');
    const off = await t.run('pull_request_review', reviewEvent(t, pr, again));
    expect(off.exitCode, off.stdout).toBe(0);
    expect(off.outputs.state).toBe('blocked');
    expect(off.outputs.reason).toContain(`Changes requested by bob (review ${again.id}): "One more thing."`);
    expect(pr.pull.autoMergeMethod ?? null).toBeNull();
    expect(off.summary).toContain('Turned GitHub auto-merge off');
    // CI passes: with auto-merge still on GitHub would merge now (T8); it stays open.
    ciReports(t, pr, 'success');
    expect(pr.pull.merged).toBe(false);
  });
});

describe('ship: control', () => {
  it('acts once on a re-delivered command: one commit, one reply per thread, one tracking comment', async () => {
    const { pr, threads } = await openReviewedPullRequest(t);
    const event = command(t, pr, '/tend ship');
    await t.run('issue_comment', event);
    const head = t.emu.state.headOid(t.world.repo, pr);
    const writes = t.emu.log.writes().length;
    const again = await t.run('issue_comment', event);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(t.emu.state.headOid(t.world.repo, pr)).toBe(head);
    expect(threads.suggestion.comments).toHaveLength(2);
    expect(threads.nitpick.comments).toHaveLength(2);
    expect(pr.comments.filter((c) => c.body.includes('<!-- tend:state ')).length).toBe(1);
    expect(t.emu.log.writes().length).toBe(writes);
  });

  it('/tend stop stops it: later events change nothing', async () => {
    const { pr } = await openReviewedPullRequest(t);
    await t.run('issue_comment', command(t, pr, '/tend ship'));
    const stop = await t.run('issue_comment', command(t, pr, '/tend stop'));
    expect(stop.outputs.state).toBe('stopped');
    botsReviewHead(t, pr);
    ciReports(t, pr, 'success');
    const writes = t.emu.log.writes().length;
    const later = await t.run('schedule', { schedule: '*/10 * * * *' });
    expect(later.exitCode, later.stdout).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(t.emu.log.writes().length).toBe(writes);
  });
});

async function commitFilesOnPr(pr: { pull: { headRef: string } }, files: Record<string, string>): Promise<string> {
  const { commitFiles } = await import('../../emulator/git-seed.js');
  return commitFiles(t.world.repo.bareDir, { branch: pr.pull.headRef, files, message: 'Author change' });
}

describe('ship: the other ways to run it', () => {
  it('wait-mode poll carries the pull request to merged inside one job', async () => {
    await t.writeConfig(`${SHIP_CONFIG}wait-mode: poll\n`);
    const { pr } = await openReviewedPullRequest(t);
    // Play the bots and CI while the job polls: each snapshot of a head they have not seen yet
    // finds them done with it (as if they had worked while tend slept).
    const seen = new Set<string>([t.emu.state.headOid(t.world.repo, pr)]);
    t.emu.faults.inject({
      kind: 'graphql',
      operation: 'TendPullSnapshot',
      response: {
        type: 'before',
        run: () => {
          const head = t.emu.state.headOid(t.world.repo, pr);
          if (seen.has(head) || pr.pull.merged) return;
          seen.add(head);
          botsReviewHead(t, pr);
          ciReports(t, pr, 'success');
        },
      },
      times: 50,
    });
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'), { env: { TEND_POLL_MS: '50' } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ state: 'merged', merged: 'true' });
    expect(pr.pull.merged).toBe(true);
  });

  it('merge: auto hands the merge to GitHub while checks run', async () => {
    await t.writeConfig(`${SHIP_CONFIG}merge: auto\n`);
    const { pr } = await openReviewedPullRequest(t);
    await t.run('issue_comment', command(t, pr, '/tend ship'));
    botsReviewHead(t, pr);
    // The command's run pushed the bots' fixes: the first read of the new head is UNKNOWN (P7), and
    // auto-merge is enabled only once the read a moment later knows.
    const run = await t.run('schedule', { schedule: '*/10 * * * *' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.state).toBe('auto-merge');
    expect(pr.pull.autoMergeMethod).toBe('squash');
    expect(t.emu.log.count({ kind: 'rest', method: 'PUT' })).toBe(0);
    // GitHub merges by itself when CI passes, and no workflow starts for it (T8): the schedule
    // sweep finishes it (test/e2e/sweep-recovery.test.ts).
    ciReports(t, pr, 'success');
    expect(pr.pull.merged).toBe(true);
    expect(pr.pull.mergedBy?.login).toBe('github-actions[bot]');
  });

  it('dispatches the named CI workflows on the branch after it pushes', async () => {
    await t.writeConfig(`${SHIP_CONFIG}dispatch-workflows: [ci.yml]\n`);
    const { pr } = await openReviewedPullRequest(t);
    const { commitFiles } = await import('../../emulator/git-seed.js');
    await commitFiles(t.world.repo.bareDir, { branch: pr.pull.headRef, files: { '.github/workflows/ci.yml': 'on: [push, workflow_dispatch]\n' }, message: 'CI' });
    botsReviewHead(t, pr);
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(t.world.repo.workflowDispatches).toEqual([expect.objectContaining({ workflowId: 'ci.yml', ref: pr.pull.headRef })]);
    expect(run.summary).toContain(`dispatched ci.yml on ${pr.pull.headRef}`);
    expect(run.summary).not.toContain('GitHub starts no workflow runs');
  });

  it('ship.auto in .github/tend.yml ships a matching pull request without a command', async () => {
    await t.writeConfig(`${SHIP_CONFIG}ship:\n  auto:\n    labels: [autoship]\n`);
    const { pr } = await openReviewedPullRequest(t);
    const { pullRequestEvent } = await import('../../emulator/webhooks/pull-request-events.js');
    const ignored = await t.run('pull_request', pullRequestEvent(t.emu.state, t.world.repo, pr, 'opened'));
    expect(ignored.outputs.state).toBe('none');
    t.emu.state.addLabel(t.world.repo, pr, 'autoship', t.world.accounts.maintainer);
    const before = t.emu.log.entries.length;
    const run = await t.run('pull_request', pullRequestEvent(t.emu.state, t.world.repo, pr, 'reopened'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.state).toBe('awaiting-reviews');
    // The run's first query read the pull request; ship.auto matched on it and the first step
    // used it. The push ends the run (the bots are to review the new head), and the threads are
    // answered without reading the pull request again.
    expect(t.emu.log.entries.slice(before).filter((e) => e.operation === 'TendRunContext')).toHaveLength(1);
    expect(t.emu.log.entries.slice(before).filter((e) => e.operation === 'TendPullSnapshot')).toHaveLength(0);
    expect(trackingState(pr.number)?.history[0]?.note).toBe("ship.auto in .github/tend.yml matches this pull request (the label 'autoship' was added by @alice: @alice has write access)");
    expect(pr.labels.map((l) => l.name)).toContain('tend:active');
  });

  describe('ship.auto.labels: the label is a command by whoever added it (issue #26, exploit 3)', () => {
    const AUTOSHIP_NO_BOTS = 'review-bots: []\nship:\n  auto:\n    labels: [autoship]\n';
    /** The label put on through GitHub's REST API with `token`, as a person or a labeller bot does. */
    const labelAs = async (token: string, pr: { number: number }, name: string) => {
      const response = await fetch(`${t.emu.apiUrl}/repos/${t.world.fullName}/issues/${pr.number}/labels`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ labels: [name] }),
      });
      expect(response.status).toBe(200);
    };
    const ciGreen = async (pr: Parameters<typeof runCiOnActions>[2]) => {
      const { event } = runCiOnActions(t.emu, t.world.repo, pr, { actor: t.world.accounts.maintainer });
      return t.run('workflow_run', event);
    };

    it('a triage-role user adds the autoship label, CI goes green: nothing is shipped or merged, and the tracking comment says why', async () => {
      await t.writeConfig(AUTOSHIP_NO_BOTS);
      const trudy = t.emu.state.addAccount('trudy', 'User');
      t.emu.state.setPermission(t.world.repo, 'trudy', 'triage');
      const token = fakeToken('ghp');
      t.emu.state.addToken(token, trudy);
      const pr = await t.openPullRequest();
      const head = t.emu.state.headOid(t.world.repo, pr);
      await labelAs(token, pr, 'autoship');

      const run = await ciGreen(pr);
      expect(run.exitCode, run.stdout).toBe(0);
      expect(pr.pull.merged).toBe(false);
      expect(t.emu.state.headOid(t.world.repo, pr)).toBe(head);
      expect(pr.labels.map((l) => l.name)).not.toContain('tend:active');
      const state = trackingState(pr.number);
      expect(state?.status).toBe('auto-refused');
      expect(state?.workflow).toBeNull();
      const tracking = pr.comments.find((c) => c.body.includes('<!-- tend:state '))!;
      // The reason line is quoted (core/quote.ts): it names @trudy without mentioning her.
      expect(tracking.body).toContain("ship.auto in .github/tend.yml did not start ship: the label 'autoship' was added by ＠trudy: ＠trudy has triage access");
      expect(tracking.body).toContain('Nothing was shipped');

      // The next event finds the same refusal: the comment is not written again.
      const writes = t.emu.log.writes().length;
      const again = await ciGreen(pr);
      expect(again.exitCode, again.stdout).toBe(0);
      expect(pr.pull.merged).toBe(false);
      expect(t.emu.log.writes().length).toBe(writes);
    });

    it('a writer adds the autoship label, CI goes green: ship starts and merges', async () => {
      await t.writeConfig(AUTOSHIP_NO_BOTS);
      const pr = await t.openPullRequest();
      await labelAs(t.world.tokens.maintainer, pr, 'autoship');
      const run = await ciGreen(pr);
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs.merged, run.stdout).toBe('true');
      expect(pr.pull.merged).toBe(true);
      expect(trackingState(pr.number)?.history[0]?.note).toBe("ship.auto in .github/tend.yml matches this pull request (the label 'autoship' was added by @alice: @alice has write access)");
    });
  });

  it("taking tend's own labels off is a command by whoever did it (issue #26): a triage-role user's removal of tend:active and tend:learnings is put back and said, a writer's stands", async () => {
    const { pullRequestEvent } = await import('../../emulator/webhooks/pull-request-events.js');
    const { issuesEvent } = await import('../../emulator/webhooks/issue-events.js');
    const trudy = t.emu.state.addAccount('trudy', 'User');
    t.emu.state.setPermission(t.world.repo, 'trudy', 'triage');
    const token = fakeToken('ghp');
    t.emu.state.addToken(token, trudy);
    /** The label taken off through GitHub's REST API with `token`, as a person does. */
    const unlabelAs = async (as: string, number: number, name: string) => {
      const response = await fetch(`${t.emu.apiUrl}/repos/${t.world.fullName}/issues/${number}/labels/${encodeURIComponent(name)}`, { method: 'DELETE', headers: { authorization: `Bearer ${as}` } });
      expect(response.status).toBe(200);
      return t.world.repo.labels.find((l) => l.name === name)!;
    };
    const { pr } = await openReviewedPullRequest(t);
    await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(pr.labels.map((l) => l.name)).toContain('tend:active');

    // Delivered through the example workflow's triggers: `unlabeled` starts a job.
    const active = await unlabelAs(token, pr.number, 'tend:active');
    const restored = await t.deliver('pull_request', pullRequestEvent(t.emu.state, t.world.repo, pr, 'unlabeled', { label: active, sender: trudy }), { actor: 'trudy' });
    if (!restored.started) throw new Error(`expected the unlabeled event to start a run: ${restored.why}`);
    expect(restored.run.exitCode, restored.run.stdout).toBe(0);
    expect(restored.run.outputs.state).toBe('label restored');
    expect(pr.labels.map((l) => l.name)).toContain('tend:active');
    expect(pr.comments.at(-1)!.body).toContain(`tend put \`tend:active\` back on #${pr.number}: @trudy took it off, and @trudy has triage access; only people with write access (or trusted bots) can steer tend.`);
    expect(pr.comments.at(-1)!.body).toContain('to stop it, someone with write access comments `/tend stop`');
    // Again and again: the label goes back each time, the comment is written once.
    const comments = pr.comments.length;
    const twice = await unlabelAs(token, pr.number, 'tend:active');
    const second = await t.run('pull_request', pullRequestEvent(t.emu.state, t.world.repo, pr, 'unlabeled', { label: twice, sender: trudy }));
    expect(second.outputs.state).toBe('label restored');
    expect(pr.labels.map((l) => l.name)).toContain('tend:active');
    expect(pr.comments).toHaveLength(comments);

    // The learnings issue: found by its label, so a triage-role user's removal is put back too.
    await t.run('issue_comment', command(t, pr, '/tend remember [for: review] Geometry helpers add each side separately on purpose.'));
    const learnings = t.world.repo.issues.find((i) => i.labels.some((l) => l.name === 'tend:learnings'))!;
    const learningsLabel = await unlabelAs(token, learnings.number, 'tend:learnings');
    const back = await t.run('issues', issuesEvent(t.emu.state, t.world.repo, learnings, 'unlabeled', { label: learningsLabel, sender: trudy }));
    expect(back.outputs.state).toBe('label restored');
    expect(learnings.labels.map((l) => l.name)).toContain('tend:learnings');

    // A writer's removal is theirs to make: it stays off, and nothing is written.
    const again = await unlabelAs(t.world.tokens.maintainer, pr.number, 'tend:active');
    const writes = t.emu.log.writes().length;
    const left = await t.run('pull_request', pullRequestEvent(t.emu.state, t.world.repo, pr, 'unlabeled', { label: again, sender: t.world.accounts.maintainer }));
    expect(left.exitCode, left.stdout).toBe(0);
    expect(left.outputs.state).toBe('skipped');
    expect(pr.labels.map((l) => l.name)).not.toContain('tend:active');
    expect(t.emu.log.writes().length).toBe(writes);
  });

  it('the tend:hold label stops it', async () => {
    await t.writeConfig('review-bots: [coderabbit, gemini, sourcery]\n');
    const { pr } = await openReviewedPullRequest(t);
    await t.run('issue_comment', command(t, pr, '/tend ship'));
    const label = t.emu.state.addLabel(t.world.repo, pr, 'tend:hold');
    const { pullRequestEvent } = await import('../../emulator/webhooks/pull-request-events.js');
    const run = await t.run('pull_request', pullRequestEvent(t.emu.state, t.world.repo, pr, 'labeled', { label, sender: t.world.accounts.maintainer }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.state).toBe('stopped');
    expect(pr.labels.map((l) => l.name)).not.toContain('tend:active');
  });
});
