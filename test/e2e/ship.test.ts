// The ship workflow end to end: the committed bundle, run as the runner runs it, takes a pull
// request from "bots have reviewed" to merged against the emulator's GitHub and git remote.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuditSchema } from '../../src/report/audit.js';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
import { startE2E, type E2E } from './world.js';
import { botsReviewHead, ciReports, command, openReviewedPullRequest, reviewEvent, SHIP_INPUTS, WIDGET_BEFORE } from './ship-world.js';

let t: E2E;
beforeEach(async () => {
  t = await startE2E();
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
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs: SHIP_INPUTS });
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

    // 2. The bots review the new head; CI has not reported yet: tend waits for checks.
    const [rabbitReview] = botsReviewHead(t, pr);
    const second = await t.run('pull_request_review', reviewEvent(t, pr, rabbitReview!), { inputs: SHIP_INPUTS });
    expect(second.exitCode, second.stdout).toBe(0);
    expect(second.outputs.state).toBe('awaiting-checks');
    expect(second.outputs.reason).toContain('build (not reported yet)');

    // 3. CI passes on the pushed head: tend merges pinned to that head and deletes the branch.
    ciReports(t, pr, 'success');
    const third = await t.run('schedule', { schedule: '*/10 * * * *' }, { inputs: SHIP_INPUTS });
    expect(third.exitCode, third.stdout).toBe(0);
    expect(pr.pull.merged).toBe(true);
    expect(t.emu.state.refOid(t.world.repo, 'feature/perimeter')).toBeNull();
    expect(fileOnBranch('main')).toContain('return 2 * (w + h);');
    expect(trackingState(pr.number)?.status).toBe('merged');
    expect(pr.labels.map((l) => l.name)).not.toContain('tend:active');
    const audit = AuditSchema.parse(third.audit);
    expect(audit.merge).toEqual({ merged: true, sha: pr.pull.mergeCommitOid, method: 'squash' });
    expect(third.outputs.merged).toBe('true');
    // One tracking comment for the whole lifecycle.
    expect(pr.comments.filter((c) => c.body.includes('<!-- tend:state ')).length).toBe(1);
  });
});
