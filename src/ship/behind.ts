// A head behind its base, where the repository requires branches to be up to date before merging
// (P7: GitHub says BEHIND, or refuses the merge because the head is out of date). tend has GitHub
// update the branch (update-branch, pinned to the head it saw, so nobody's commit is overwritten)
// and then waits for the checks of the new head; a fork's branch it may not edit is its author's
// to update: tend asks once. Pure: the run performs the action (ship/run-behind.ts).

import { transition, type ShipState, type TargetState } from '../store/target-state.js';
import type { PullSnapshot } from '../core/pull-request.js';
import { trailingMarker } from '../store/marker.js';

/** The kind of tend's trailing marker on the comment asking a fork's author to update the branch. */
const ASK_UPDATE_KIND = 'ask-update-branch';

export type BehindAction =
  /** Have GitHub merge the base into the head (or rebase it), pinned to `expectedHeadOid`. */
  | { kind: 'update-branch'; expectedHeadOid: string; base: string; method: 'merge' | 'rebase' }
  /** A fork's branch tend may not update: one comment asking its author to. */
  | { kind: 'ask-author-to-update'; head: string; base: string };

export type BehindStep = BehindAction | { kind: 'blocked'; reason: string };

type UpdateRecord = NonNullable<ShipState['branchUpdates']>[number];

/**
 * A merge refusal that says the head is not up to date (405 "Head branch is out of date"). No
 * source quotes this wording: the refusal observed under strict checks names the expected checks
 * instead (P7), and the snapshot's BEHIND catches that; this covers GitHub saying it in words.
 */
const OUT_OF_DATE = /head branch is out of date|branch is not up to date|must be up to date/i;

/** Whether tend's last merge was refused because the head is out of date (GitHub may not say BEHIND yet). */
export function mergeRefusedAsOutOfDate(state: TargetState): boolean {
  return state.status === 'blocked' && state.reason.startsWith('GitHub refused the merge') && OUT_OF_DATE.test(state.reason);
}

/**
 * What to do about a head GitHub says is behind. `pushStartsCi`: tend's writes start workflow runs
 * (push-token or dispatch-workflows); with GITHUB_TOKEN alone an update would leave a head no CI
 * ever runs on (T3), worse than a person pressing "Update branch", so tend says so instead.
 */
export function planBehind(pr: PullSnapshot, ship: ShipState, method: 'merge' | 'rebase', pushStartsCi = true): BehindStep {
  const records = ship.branchUpdates ?? [];
  const base = pr.baseRefOid;
  const author = pr.author?.login ?? 'the author';
  const tried = records.find((r) => r.base === base && r.from === pr.headRefOid && !r.asked);
  const fork = pr.isCrossRepository;
  const mayUpdate = !fork || pr.maintainerCanModify === true;
  if (!mayUpdate || (fork && tried?.head === null)) {
    // Once per pull request: the author knows after one comment; asking on every base move is noise.
    const commented = pr.comments.some((c) => c.author?.id === pr.viewer.id && trailingMarker(c.body, ASK_UPDATE_KIND) !== null);
    if (records.some((r) => r.asked) || commented) return { kind: 'blocked', reason: askedReason(author, pr) };
    return { kind: 'ask-author-to-update', head: pr.headRefOid, base };
  }
  if (!pushStartsCi) {
    return { kind: 'blocked', reason: `the base branch has new commits and the repository requires branches to be up to date before merging: an update tend made with GITHUB_TOKEN would start no CI on the new head, so update the branch (the Update branch button), or set push-token (or dispatch-workflows) and tend updates it; tend goes on from the new head` };
  }
  if (tried) {
    const why = tried.head === null ? `GitHub refused to update it (${tried.refused ?? 'no reason given'})` : `tend updated it once for this base (${short(tried.head)}) and GitHub still says it is behind`;
    return { kind: 'blocked', reason: `the branch is behind ${pr.baseRefName} and the repository requires it up to date before merging; ${why}: update the branch by hand, and tend goes on from the new head` };
  }
  return { kind: 'update-branch', expectedHeadOid: pr.headRefOid, base, method };
}

export type UpdateOutcome = { updated: true; head: string } | { updated: false; reason: 'head-moved' | 'refused'; message: string };

/** Folds GitHub's answer to update-branch into the state. */
export function afterUpdateBranch(current: TargetState, action: Extract<BehindAction, { kind: 'update-branch' }>, outcome: UpdateOutcome, now: Date): TargetState {
  const ship = current.ship!;
  const at = now.toISOString();
  // Someone pushed since tend read the head: nothing was changed, and the next snapshot decides.
  if (!outcome.updated && outcome.reason === 'head-moved') return { ...current, reason: `the head moved before the branch update (${outcome.message}); deciding again on the new head`, updatedAt: at };
  const record: UpdateRecord = { base: action.base, from: action.expectedHeadOid, head: outcome.updated ? outcome.head : null, at, ...(outcome.updated ? {} : { refused: outcome.message.slice(0, 300) }) };
  const branchUpdates = [...(ship.branchUpdates ?? []), record].slice(-20);
  if (!outcome.updated) return { ...current, ship: { ...ship, branchUpdates } };
  // The update is tend's push: its head is tend's own (CI on it depends on the token, as for a fix).
  const next: ShipState = { ...ship, head: outcome.head, pushed: [...ship.pushed, outcome.head].slice(-50), checksDeadline: null, branchUpdates };
  return { ...transition(current, { status: 'awaiting-checks', reason: `updated the branch with ${short(action.base)} of the base (${action.method}): new head ${short(outcome.head)}; waiting for its checks`, at }), ship: next };
}

/** Folds the comment asking a fork's author to update the branch into the state. */
export function afterAskAuthor(current: TargetState, action: Extract<BehindAction, { kind: 'ask-author-to-update' }>, pr: PullSnapshot, now: Date): TargetState {
  const ship = current.ship!;
  const at = now.toISOString();
  const branchUpdates = [...(ship.branchUpdates ?? []), { base: action.base, from: action.head, head: null, at, asked: true }].slice(-20);
  return { ...transition(current, { status: 'blocked', reason: askedReason(pr.author?.login ?? 'the author', pr), at }), ship: { ...ship, branchUpdates } };
}

/** The comment to a fork's author (the login is GitHub's, not free text). */
export function askAuthorComment(pr: PullSnapshot): string {
  const who = pr.author ? `@${pr.author.login}` : 'Hello';
  return [
    `${who}, this branch is behind \`${pr.baseRefName}\`, and the repository requires branches to be up to date before merging.`,
    `tend cannot update a fork's branch unless its author allows edits by maintainers. Please update the branch (the **Update branch** button, or merge \`${pr.baseRefName}\` into it and push), or allow edits by maintainers; tend goes on once the branch is up to date and someone with write access asks again.`,
    `<!-- tend:${ASK_UPDATE_KIND} ${pr.headRefOid} -->`,
  ].join('\n\n');
}

function askedReason(author: string, pr: PullSnapshot): string {
  return `the branch is behind ${pr.baseRefName} and the repository requires it up to date before merging; tend may not update a fork's branch whose author does not allow edits by maintainers, so it asked ${author} in a comment to update it; once updated, someone with write access asks again with /tend ship`;
}

function short(sha: string): string {
  return sha.slice(0, 7);
}
