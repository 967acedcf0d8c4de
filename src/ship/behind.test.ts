import { describe, expect, it } from 'vitest';
import type { PullSnapshot } from '../core/pull-request.js';
import type { ShipState, TargetState } from '../store/target-state.js';
import { afterAskAuthor, afterUpdateBranch, askAuthorComment, mergeRefusedAsOutOfDate, planBehind } from './behind.js';

const NOW = new Date('2026-01-01T12:00:00.000Z');
const HEAD = 'a'.repeat(40);
const BASE = 'e'.repeat(40);
const UPDATED = 'f'.repeat(40);
const VIEWER = { login: 'github-actions', id: 41898282 };

const pr = (over: Partial<PullSnapshot> = {}): PullSnapshot => ({
  viewer: VIEWER, id: 'PR_1', number: 7, title: 't', state: 'OPEN', isDraft: false, author: { login: 'alice', id: 1001, type: 'User' },
  headRefName: 'fix', headRefOid: HEAD, baseRefName: 'main', baseRefOid: BASE, isCrossRepository: false, mergeable: 'MERGEABLE',
  mergeStateStatus: 'BEHIND', viewerCanMergeAsAdmin: false, reviewDecision: null, labels: [], reviews: [], threads: [], comments: [], checks: [], requiredChecks: null,
  rulesetChecks: [], runsAwaitingApproval: 0, requiredApprovals: 0, autoMergeEnabled: false, ...over,
});
const ship = (over: Partial<ShipState> = {}): ShipState => ({
  mode: 'ship', head: HEAD, requestHead: HEAD, iteration: 0, reviewDeadline: null, checksDeadline: null, pushed: [], threads: [], merge: null, branchDeleted: false, ...over,
});
const state = (s: ShipState = ship(), over: Partial<TargetState> = {}): TargetState => ({
  v: 1, target: { kind: 'pull_request', number: 7 }, workflow: 'ship', status: 'awaiting-checks', reason: 'r', requestedBy: null, updatedAt: NOW.toISOString(), handled: [], history: [], ship: s, ...over,
} as TargetState);

describe('a head behind its base (P7)', () => {
  it('P7: updates its own branch once per base and head, pinned to the head it saw', () => {
    expect(planBehind(pr(), ship(), 'rebase')).toEqual({ kind: 'update-branch', expectedHeadOid: HEAD, base: BASE, method: 'rebase' });
    const tried = ship({ branchUpdates: [{ base: BASE, from: HEAD, head: UPDATED, at: NOW.toISOString() }] });
    const again = planBehind(pr(), tried, 'merge');
    expect(again.kind).toBe('blocked');
    // With GITHUB_TOKEN alone (no push-token, no dispatch-workflows) the new head would get no CI.
    expect(planBehind(pr(), ship(), 'merge', false)).toMatchObject({ kind: 'blocked' });
    // The base moved again: a new update is due.
    expect(planBehind(pr({ baseRefOid: 'd'.repeat(40) }), tried, 'merge').kind).toBe('update-branch');
  });

  it('P7: the update becomes tend\'s own head, waiting for its checks; a refusal is recorded and blocks with the reason; a moved head changes nothing', () => {
    const action = { kind: 'update-branch' as const, expectedHeadOid: HEAD, base: BASE, method: 'merge' as const };
    const updated = afterUpdateBranch(state(), action, { updated: true, head: UPDATED }, NOW);
    expect(updated.status).toBe('awaiting-checks');
    expect(updated.ship).toMatchObject({ head: UPDATED, pushed: [UPDATED], checksDeadline: null, branchUpdates: [{ base: BASE, from: HEAD, head: UPDATED }] });
    const refused = afterUpdateBranch(state(), action, { updated: false, reason: 'refused', message: 'merge conflict between base and head' }, NOW);
    expect(refused.ship?.branchUpdates?.[0]).toMatchObject({ head: null, refused: 'merge conflict between base and head' });
    const blocked = planBehind(pr(), refused.ship!, 'merge');
    expect(blocked).toMatchObject({ kind: 'blocked' });
    expect(blocked.kind === 'blocked' && blocked.reason).toContain('merge conflict between base and head');
    const moved = afterUpdateBranch(state(), action, { updated: false, reason: 'head-moved', message: "expected head sha didn't match current head ref." }, NOW);
    expect(moved.ship).toEqual(state().ship);
  });

  it('P7: a fork branch without maintainer edits is its author\'s to update: asked once in a comment, then blocked', () => {
    const fork = pr({ isCrossRepository: true, maintainerCanModify: false });
    const ask = planBehind(fork, ship(), 'merge');
    expect(ask).toEqual({ kind: 'ask-author-to-update', head: HEAD, base: BASE });
    const asked = afterAskAuthor(state(), ask as Extract<typeof ask, { kind: 'ask-author-to-update' }>, fork, NOW);
    expect(asked.status).toBe('blocked');
    expect(asked.reason).toContain('asked alice');
    expect(planBehind({ ...fork, baseRefOid: 'd'.repeat(40) }, asked.ship!, 'merge').kind).toBe('blocked');
    // The comment alone (its marker) is enough to know it was asked, should the state be lost.
    const body = askAuthorComment(fork);
    expect(body).toContain('@alice');
    expect(planBehind({ ...fork, comments: [{ author: { ...VIEWER, type: 'Bot' }, body, createdAt: NOW.toISOString() }] }, ship(), 'merge').kind).toBe('blocked');
    // With maintainer edits allowed, tend updates it; refused, it asks the author.
    expect(planBehind(pr({ isCrossRepository: true, maintainerCanModify: true }), ship(), 'merge').kind).toBe('update-branch');
    const refused = ship({ branchUpdates: [{ base: BASE, from: HEAD, head: null, at: NOW.toISOString(), refused: 'no' }] });
    expect(planBehind(pr({ isCrossRepository: true, maintainerCanModify: true }), refused, 'merge').kind).toBe('ask-author-to-update');
  });

  it('P7: a merge refused because the head branch is out of date counts as behind', () => {
    expect(mergeRefusedAsOutOfDate(state(ship(), { status: 'blocked', reason: 'GitHub refused the merge: Head branch is out of date' }))).toBe(true);
    expect(mergeRefusedAsOutOfDate(state(ship(), { status: 'blocked', reason: 'GitHub refused the merge: Pull Request is not mergeable' }))).toBe(false);
  });
});
