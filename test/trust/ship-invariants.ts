// What must hold for one shipped pull request whatever happened to it (faults, re-deliveries,
// concurrent runs, people pushing): checked on GitHub's state (the emulator) and on git (the bare
// repository), never on what a run printed. Each check returns the violations it found, in words
// a person can act on, so a property can report all of them with the schedule that caused them.

import { execFileSync } from 'node:child_process';
import type { Account, ReviewThread } from '../../emulator/state.js';
import { THREAD_ANSWER_MARKER } from '../../src/ship/decide-thread.js';
import type { ShipPr } from '../e2e/ship-world.js';
import type { E2E } from '../e2e/world.js';

const STATE_MARKER = '<!-- tend:state ';
export const LEFT_OPEN = 'Left open for a human';

/** What the test saw happen, which GitHub's state alone no longer shows. */
export interface ShipLedger {
  /** main before tend's lifecycle started: commits of the pull request are those not in it. */
  baseOid: string;
  /** Commits a person pushed to the branch, in order. */
  humanCommits: string[];
  /** Every head the branch was seen at after a step (the branch may only move forward). */
  heads: string[];
  /** Whether the pull request was merged before the step being checked. */
  mergedBefore: boolean;
  /**
   * Heads someone without write access pushed (a fork's owner) since the last `/tend ship` a writer
   * gave: no one who may merge has seen them.
   */
  unseenHeads: string[];
}

export function newLedger(t: E2E, pr: ShipPr['pr']): ShipLedger {
  return { baseOid: t.emu.state.baseOid(t.world.repo, pr), humanCommits: [], heads: [t.emu.state.headOid(t.world.repo, pr)], mergedBefore: false, unseenHeads: [] };
}

/** The head that counts now: the branch, or the commit that was merged once it is merged. */
export function currentHead(t: E2E, pr: ShipPr['pr']): string | null {
  if (pr.pull.merged) return pr.pull.frozenHeadOid;
  // A fork's branch is not in the repository: its head is served as refs/pull/N/head (E58).
  if (pr.pull.headRepoFullName !== null) return t.emu.state.headOid(t.world.repo, pr);
  return t.emu.state.refOid(t.world.repo, pr.pull.headRef);
}

export type Rule =
  | 'one-tracking-comment'
  | 'one-answer-per-thread'
  | 'no-silent-resolve'
  | 'no-commit-lost'
  | 'no-fix-twice'
  | 'merge-needs-green-build'
  | 'merge-needs-no-open-escalation'
  | 'merge-needs-no-unseen-push'
  | 'escalation-settled-by-writer';

export interface Violation {
  rule: Rule;
  message: string;
  /** The review thread it is about, when it is about one. */
  thread?: ReviewThread;
}

/** Checks every invariant after a step and records what the next check needs. */
export function checkShipInvariants(t: E2E, pr: ShipPr['pr'], ledger: ShipLedger): Violation[] {
  const violations = [...oneTrackingComment(t, pr), ...oneAnswerPerThread(t, pr), ...noSilentResolve(t, pr), ...noCommitLost(t, pr, ledger)];
  const head = currentHead(t, pr);
  if (head && !ledger.heads.includes(head)) ledger.heads.push(head);
  violations.push(...noFixTwice(t, ledger), ...mergeGate(t, pr, ledger));
  ledger.mergedBefore = pr.pull.merged;
  return violations;
}

const isTend = (t: E2E, author: { id: number }) => author.id === t.world.accounts.actions.id;

/** 1. One tracking comment per pull request, however many runs tried to create it. */
function oneTrackingComment(t: E2E, pr: ShipPr['pr']): Violation[] {
  const tracking = pr.comments.filter((c) => isTend(t, c.author) && c.body.includes(STATE_MARKER));
  return tracking.length <= 1 ? [] : [{ rule: 'one-tracking-comment', message: `${tracking.length} tracking comments by tend on #${pr.number} (ids ${tracking.map((c) => c.id).join(', ')})` }];
}

export function tendAnswers(t: E2E, thread: ReviewThread) {
  return thread.comments.filter((c) => isTend(t, c.author) && c.body.includes(THREAD_ANSWER_MARKER));
}

/** 2. tend answers a thread at most once. */
function oneAnswerPerThread(t: E2E, pr: ShipPr['pr']): Violation[] {
  return pr.pull.threads.flatMap((thread): Violation[] => {
    const answers = tendAnswers(t, thread);
    if (answers.length <= 1) return [];
    return [{ rule: 'one-answer-per-thread', thread, message: `thread ${thread.path}:${thread.originalLine} has ${answers.length} answers by tend: ${answers.map((c) => JSON.stringify(c.body.split('\n')[0])).join(' / ')}` }];
  });
}

/** 3. tend never resolves a thread without saying why in it. */
function noSilentResolve(t: E2E, pr: ShipPr['pr']): Violation[] {
  return pr.pull.threads.flatMap((thread): Violation[] => {
    if (!thread.isResolved || !thread.resolvedBy || !isTend(t, thread.resolvedBy)) return [];
    return tendAnswers(t, thread).length > 0 ? [] : [{ rule: 'no-silent-resolve', thread, message: `thread ${thread.path}:${thread.originalLine} was resolved by tend without an answer from tend` }];
  });
}

/** 4a. Every commit a person pushed survives, and the branch only ever moves forward. */
function noCommitLost(t: E2E, pr: ShipPr['pr'], ledger: ShipLedger): Violation[] {
  const head = currentHead(t, pr);
  if (head === null) return [{ rule: 'no-commit-lost', message: `the branch ${pr.pull.headRef} is gone but the pull request was not merged` }];
  const found: string[] = [];
  for (const commit of ledger.humanCommits) {
    if (!isAncestor(t, commit, head)) found.push(`the person's commit ${commit.slice(0, 7)} is not in ${pr.pull.merged ? 'the merged head' : 'the branch'} ${head.slice(0, 7)}`);
  }
  for (const seen of ledger.heads) {
    if (!isAncestor(t, seen, head)) found.push(`the branch was at ${seen.slice(0, 7)}, which is not an ancestor of its head ${head.slice(0, 7)} now: history was rewritten`);
  }
  if (pr.pull.merged && pr.pull.mergeCommitOid) {
    // A squash merge puts the merged head's tree on main; no ancestry links them.
    const merged = git(t, ['rev-parse', `${pr.pull.mergeCommitOid}^{tree}`]);
    const tree = git(t, ['rev-parse', `${head}^{tree}`]);
    if (merged !== tree && !isAncestor(t, head, pr.pull.mergeCommitOid)) found.push(`main's merge commit ${pr.pull.mergeCommitOid.slice(0, 7)} holds neither the tree nor the history of the merged head ${head.slice(0, 7)}`);
  }
  return found.map((message) => ({ rule: 'no-commit-lost', message }));
}

/** 4b. tend pushes a fix once: one `fix(review):` commit per place a suggestion changes. */
function noFixTwice(t: E2E, ledger: ShipLedger): Violation[] {
  const existing = existingCommits(t, ledger.heads);
  const tips = ledger.heads.filter((h) => existing.has(h));
  if (tips.length === 0) return [];
  const log = logOf(t, tips, ledger.baseOid);
  const fixes = log
    .split('\x01')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [sha = '', message = ''] = entry.split('\x00');
      return { sha, message };
    })
    .filter((c) => c.message.startsWith('fix(review):'));
  const byPlace = new Map<string, string[]>();
  for (const fix of fixes) {
    for (const place of fix.message.matchAll(/^- (\S+:\d+(?:-\d+)?) /gm)) {
      byPlace.set(place[1]!, [...(byPlace.get(place[1]!) ?? []), fix.sha.slice(0, 7)]);
    }
  }
  const found = [...byPlace].filter(([, shas]) => shas.length > 1).map(([place, shas]) => `tend pushed the fix for ${place} ${shas.length} times (${shas.join(', ')})`);
  // The same check on the diffs, which do not depend on the message tend writes.
  const applying = fixes.filter((fix) => diffOf(t, fix.sha).split('\n').some((line) => line === '+  return 2 * (w + h);'));
  if (applying.length > 1) found.push(`${applying.length} fix(review) commits apply CodeRabbit's suggestion (${applying.map((c) => c.sha.slice(0, 7)).join(', ')})`);
  return found.map((message) => ({ rule: 'no-fix-twice', message }));
}

/** 5. A merge happens only on a head with a green `build` and with no thread left open for a human. */
function mergeGate(t: E2E, pr: ShipPr['pr'], ledger: ShipLedger): Violation[] {
  if (!pr.pull.merged || ledger.mergedBefore) return [];
  const head = pr.pull.frozenHeadOid!;
  const violations: Violation[] = [];
  const build = t.emu.state.latestCheckRuns(t.world.repo, head).find((r) => r.name === 'build');
  if (build?.conclusion !== 'success') violations.push({ rule: 'merge-needs-green-build', message: `merged ${head.slice(0, 7)} while its build check was ${build ? `${build.status}/${build.conclusion}` : 'missing'}` });
  const leftOpen = pr.pull.threads.filter((thread) => tendAnswers(t, thread).some((c) => c.body.startsWith(LEFT_OPEN)));
  for (const thread of leftOpen.filter((th) => !th.isResolved)) violations.push({ rule: 'merge-needs-no-open-escalation', thread, message: `merged while the thread ${thread.path}:${thread.originalLine} was left open for a human and is unresolved` });
  // 5b. An escalation is settled only by a writer or a trusted bot (tend's storm trusts none), or tend.
  for (const thread of leftOpen.filter((th) => th.isResolved && !(th.resolvedBy && mayWrite(t, th.resolvedBy)))) {
    violations.push({ rule: 'escalation-settled-by-writer', thread, message: `merged while the thread ${thread.path}:${thread.originalLine}, left open for a human, was resolved only by ${thread.resolvedBy?.login ?? 'an unknown account'}, who has no write access` });
  }
  // 5c. Never merge a head someone without write access pushed after the last /tend ship.
  if (ledger.unseenHeads.includes(head)) violations.push({ rule: 'merge-needs-no-unseen-push', message: `merged ${head.slice(0, 7)}, which someone without write access pushed after the last /tend ship` });
  return violations;
}

function mayWrite(t: E2E, account: Account): boolean {
  return ['admin', 'maintain', 'write'].includes(t.emu.state.permissionOf(t.world.repo, account));
}

// What git says of a commit never changes (its ancestors, its diff, that it exists: the emulator
// never prunes), so each is asked once per world: a check after every step of every schedule
// otherwise cost a git process per commit and per person's push (a fork of the test's process and
// git's start each), ~0.4 s a check on two busy cores.
const known = new WeakMap<E2E, { ancestors: Map<string, Set<string>>; commits: Set<string>; diffs: Map<string, string>; logs: Map<string, string> }>();
const cacheOf = (t: E2E) => {
  let cache = known.get(t);
  if (!cache) known.set(t, (cache = { ancestors: new Map(), commits: new Set(), diffs: new Map(), logs: new Map() }));
  return cache;
};

/** Whether `ancestor` is `descendant` or in its history (`git merge-base --is-ancestor`), from one `git rev-list` per descendant. */
function isAncestor(t: E2E, ancestor: string, descendant: string): boolean {
  const cache = cacheOf(t).ancestors;
  let history = cache.get(descendant);
  if (!history) {
    try {
      history = new Set(git(t, ['rev-list', `${descendant}^{commit}`]).split('\n'));
    } catch {
      return false; // not a commit (yet): nothing is its ancestor
    }
    cache.set(descendant, history);
  }
  return history.has(ancestor);
}

/** The oids among `oids` that name commits in the repository: one `git cat-file --batch-check` for those not yet seen. */
function existingCommits(t: E2E, oids: string[]): Set<string> {
  const commits = cacheOf(t).commits;
  const unknown = [...new Set(oids.filter((oid) => !commits.has(oid)))];
  if (unknown.length > 0) {
    const answers = execFileSync('git', ['cat-file', '--batch-check=%(objecttype)'], { cwd: t.world.repo.bareDir, input: unknown.map((oid) => `${oid}^{commit}`).join('\n') + '\n', encoding: 'utf8' }).split('\n');
    unknown.forEach((oid, i) => answers[i] === 'commit' && commits.add(oid));
  }
  return new Set(oids.filter((oid) => commits.has(oid)));
}

/** The commits reachable from `tips` and not from `base`, hash and message each: the same while no new head was seen. */
function logOf(t: E2E, tips: string[], base: string): string {
  const logs = cacheOf(t).logs;
  const key = [...tips, '--not', base].join(' ');
  let log = logs.get(key);
  if (log === undefined) logs.set(key, (log = git(t, ['log', '--format=%H%x00%B%x01', ...tips, '--not', base])));
  return log;
}

/** `git show --format= <sha>`: a commit's diff. */
function diffOf(t: E2E, sha: string): string {
  const diffs = cacheOf(t).diffs;
  let diff = diffs.get(sha);
  if (diff === undefined) diffs.set(sha, (diff = git(t, ['show', '--format=', sha])));
  return diff;
}

function git(t: E2E, args: string[]): string {
  return execFileSync('git', args, { cwd: t.world.repo.bareDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 16 * 1024 * 1024 }).trim();
}
