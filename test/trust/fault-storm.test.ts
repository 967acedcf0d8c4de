// Trust suite, item 19: the fault storm's own guarantees. The storm itself (storm.ts) runs in
// fault-storm-part-N.test.ts; here: the invariants catch what they name (a storm that cannot fail
// proves nothing), and each finding of the storm replayed on its shortest schedule. A finding
// played by one run at a time runs tend's step in the test's process (world.ts `Steps`): it is
// about what GitHub and git are left holding, and the storm itself plays the same lifecycle on
// the spawned bundle; two runs at once spawn it, as the runner does.

import { execFileSync } from 'node:child_process';
import { SECONDARY_RATE_LIMIT } from '../../emulator/faults.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitFiles } from '../../emulator/git-seed.js';
import { THREAD_ANSWER_MARKER } from '../../src/ship/decide-thread.js';
import { botsReviewHead, ciReports, command, GEMINI_NITPICK, openReviewedPullRequest, reviewEvent, SHIP_CONFIG, WIDGET_BEFORE, type ShipPr } from '../e2e/ship-world.js';
import { startE2E, type E2E } from '../e2e/world.js';
import { checkShipInvariants, newLedger, tendAnswers, type ShipLedger } from './ship-invariants.js';
import { STORM_ENV } from './storm.js';

/** The storm's environment (tend's own request timeout: no finding here injects a hang, and a busy machine must not fail them). */
const ENV = STORM_ENV;

// ---- the invariants themselves ----

describe('trust: the storm\'s invariants', () => {
  it('catch each violation they name (a storm that cannot fail proves nothing)', async () => {
    const t = await startE2E({ config: SHIP_CONFIG });
    try {
      const { pr, threads } = await openReviewedPullRequest(t, { needsHuman: true });
      const { state, world } = { state: t.emu.state, world: t.world };
      const tend = world.accounts.actions;
      const branch = pr.pull.headRef;
      const ledger = newLedger(t, pr);
      expect(checkShipInvariants(t, pr, ledger)).toEqual([]);
      const opened = state.headOid(world.repo, pr);
      // A person's commit, then the branch is put back under it.
      ledger.humanCommits.push(await commitFiles(world.repo.bareDir, { branch, files: { 'NOTES.md': 'mine\n' }, message: 'Note' }));
      expect(checkShipInvariants(t, pr, ledger)).toEqual([]);
      execFileSync('git', ['update-ref', `refs/heads/${branch}`, opened], { cwd: world.repo.bareDir });
      // The same fix pushed twice.
      const fix = 'fix(review): address 1 review thread\n\n- src/widget.ts:6 (coderabbit, minor, suggestion)';
      const fixed = WIDGET_BEFORE.replace('  return w + w + h + h;', '  return 2 * (w + h);');
      await commitFiles(world.repo.bareDir, { branch, files: { 'src/widget.ts': fixed }, message: fix });
      await commitFiles(world.repo.bareDir, { branch, files: { 'src/widget.ts': WIDGET_BEFORE }, message: 'Revert' });
      await commitFiles(world.repo.bareDir, { branch, files: { 'src/widget.ts': fixed }, message: fix });
      // Two tracking comments, a thread answered twice (and left open), one resolved in silence.
      state.addIssueComment(pr, tend, '<!-- tend:state {} -->');
      state.addIssueComment(pr, tend, '<!-- tend:state {} -->');
      const head = state.headOid(world.repo, pr);
      state.addThreadComment(threads.nitpick, { author: tend, body: `Left open for a human: why\n\n${THREAD_ANSWER_MARKER}x -->`, commitOid: head });
      state.addThreadComment(threads.nitpick, { author: tend, body: `Not changed: why\n\n${THREAD_ANSWER_MARKER}x -->`, commitOid: head });
      state.setThreadResolved(world.repo, threads.suggestion.nodeId, tend, true);
      // A thread left open for a human, resolved by the pull request's author, who may not write (P3).
      pr.author = world.accounts.outsider;
      state.addThreadComment(threads.human!, { author: tend, body: `Left open for a human: why\n\n${THREAD_ANSWER_MARKER}y -->`, commitOid: head });
      state.setThreadResolved(world.repo, threads.human!.nodeId, world.accounts.outsider, true);
      // Merged on a red build, at a head someone without write access pushed after the command.
      ledger.unseenHeads.push(head);
      ciReports(t, pr, 'failure');
      world.repo.protection.delete('main');
      state.mergePullRequest(world.repo, pr, { method: 'squash', actor: tend });
      const rules = new Set(checkShipInvariants(t, pr, ledger).map((v) => v.rule));
      expect([...rules].sort()).toEqual([
        'escalation-settled-by-writer',
        'merge-needs-green-build',
        'merge-needs-no-open-escalation',
        'merge-needs-no-unseen-push',
        'no-commit-lost',
        'no-fix-twice',
        'no-silent-resolve',
        'one-answer-per-thread',
        'one-tracking-comment',
      ]);
    } finally {
      await t.stop();
    }
  });
});

// ---- what the storm found, each on its shortest schedule ----
//
// Fixed ones stay as regression tests; the storm tolerates no violation, so a new finding fails
// it until fixed.

describe('trust: fault storm findings', () => {
  let t: E2E;
  beforeEach(async () => {
    t = await startE2E({ config: SHIP_CONFIG, steps: 'in-process' });
  });
  afterEach(async () => {
    await t.stop();
  });
  const violations = (pr: ShipPr['pr'], ledger: ShipLedger) => checkShipInvariants(t, pr, ledger).map((v) => `[${v.rule}] ${v.message}`);

  it('answers a thread once when GitHub posts the reply but the answer is lost (500 after the write)', async () => {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: false });
    const ledger = newLedger(t, pr);
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'after-write', status: 500 }, times: 1 });
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'), { env: ENV });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(violations(pr, ledger)).toEqual([]);
  });

  it('answers a thread once when the reply fails with a 5xx and the reply sent again is written but its answer is lost', async () => {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: false });
    const ledger = newLedger(t, pr);
    // The first attempt fails before the write; tend looks, finds nothing, and sends again: that
    // one is written, then answered with a 500.
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'status', status: 502 }, times: 1 });
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'after-write', status: 500 }, times: 1 });
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'), { env: ENV });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(violations(pr, ledger)).toEqual([]);
  });

  it('answers a new thread once when a review event and the schedule sweep run at once', async () => {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: false });
    const ledger = newLedger(t, pr);
    await t.run('issue_comment', command(t, pr, '/tend ship'), { env: ENV });
    expect(violations(pr, ledger)).toEqual([]);
    expect(pr.pull.threads.filter((th) => !th.isResolved)).toEqual([]);
    // Both bots review tend's fix; Gemini has one more nitpick.
    botsReviewHead(t, pr, [t.world.accounts.coderabbit]);
    const { review } = t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.gemini, comments: [{ path: 'src/widget.ts', line: 2, body: GEMINI_NITPICK }] });
    // Two runs of the same pull request at once (a schedule run beside the review's run, as
    // before examples/tend.yml keyed schedule runs by pull request). Each reply waits (≤ 5 s)
    // until the other run reaches its own, so both read "unanswered" and both answer.
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'before', run: barrier(2, 5000) }, times: 2 });
    const env = { TEND_GITHUB_THROTTLE: 'off', TEND_RETRY_BASE_MS: '5', TEND_MERGEABILITY_REREAD_MS: '5' };
    const before = t.emu.log.entries.length;
    const runs = await Promise.all([
      t.run('pull_request_review', reviewEvent(t, pr, review), { env, steps: 'spawn' }),
      t.run('schedule', { schedule: '*/10 * * * *' }, { env, steps: 'spawn' }),
    ]);
    expect(runs.map((r) => r.exitCode)).toEqual([0, 0]);
    // The race happened (two answers were written), and exactly the later one was taken back.
    const during = t.emu.log.entries.slice(before);
    expect(during.filter((e) => e.operation === 'TendAnswerThreads' && e.status === 200)).toHaveLength(2);
    expect(during.filter((e) => e.method === 'DELETE' && /\/pulls\/comments\/\d+$/.test(e.path) && e.status === 204)).toHaveLength(1);
    expect(violations(pr, ledger)).toEqual([]);
    const nitpick = pr.pull.threads.find((th) => th.comments[0]!.body === GEMINI_NITPICK)!;
    expect(tendAnswers(t, nitpick)).toHaveLength(1);
  });

  it('keeps a thread left open for a human blocking the merge when someone asks /tend ship again', async () => {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: true });
    const ledger = newLedger(t, pr);
    await t.run('issue_comment', command(t, pr, '/tend ship'), { env: ENV });
    botsReviewHead(t, pr);
    ciReports(t, pr, 'success');
    const blocked = await t.run('schedule', { schedule: '*/10 * * * *' }, { env: ENV });
    expect(blocked.outputs.state).toBe('blocked');
    // The maintainer asks again instead of answering the thread.
    const again = await t.run('issue_comment', command(t, pr, '/tend ship'), { env: ENV });
    expect(again.outputs.state).toBe('blocked');
    expect(pr.pull.merged).toBe(false);
    expect(violations(pr, ledger)).toEqual([]);
  });

  it('keeps a thread left open for a human blocking the merge when the run that left it open died before saving', async () => {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: false });
    const ledger = newLedger(t, pr);
    // The push of the fix is refused, so the suggestion's thread is left open for a human; the
    // round's answers are posted but GitHub loses the answer, then fails every attempt to read
    // the threads back, and the run dies.
    t.emu.faults.inject({ kind: 'git', method: 'POST', path: /git-receive-pack$/, response: { type: 'status', status: 500 }, times: 1 });
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'after-write', status: 500 }, times: 1 });
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendThreadAnswers', response: { type: 'status', status: 500 }, times: 4 });
    const died = await t.run('issue_comment', command(t, pr, '/tend ship'), { env: ENV });
    expect(died.exitCode).toBe(1);
    t.emu.faults.clear();
    ciReports(t, pr, 'success');
    const next = await t.run('schedule', { schedule: '*/10 * * * *' }, { env: ENV });
    expect(next.outputs.state).toBe('blocked');
    expect(pr.pull.merged).toBe(false);
    expect(violations(pr, ledger)).toEqual([]);
  });
});

describe('trust: the storm’s people without write access (fork pushes, the author resolving threads)', () => {
  let t: E2E;
  beforeEach(async () => {
    t = await startE2E({ config: SHIP_CONFIG, steps: 'in-process' });
  });
  afterEach(async () => {
    await t.stop();
  });
  const violations = (pr: ShipPr['pr'], ledger: ShipLedger) => checkShipInvariants(t, pr, ledger).map((v) => `[${v.rule}] ${v.message}`);
  const schedule = () => t.run('schedule', { schedule: '*/10 * * * *' }, { env: ENV });

  it('never merges a head the fork’s owner pushed after /tend ship, even once a maintainer settled every escalation', async () => {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: false });
    pr.author = t.world.accounts.outsider;
    t.emu.state.moveHeadToFork(t.world.repo, pr, 'mallory/widgets');
    const ledger = newLedger(t, pr);
    await t.run('issue_comment', command(t, pr, '/tend ship'), { env: ENV });
    // A fork cannot be pushed to: the suggestion is left for a human, who resolves it.
    for (const thread of pr.pull.threads.filter((th) => !th.isResolved)) t.emu.state.setThreadResolved(t.world.repo, thread.nodeId, t.world.accounts.maintainer, true);
    const oid = await commitFiles(t.world.repo.bareDir, { branch: 'fork-scratch', from: t.emu.state.headOid(t.world.repo, pr), files: { 'notes/fork.md': 'late\n' }, message: 'Late change' });
    t.emu.state.deleteRef(t.world.repo, 'fork-scratch');
    t.emu.state.pushToForkHead(t.world.repo, pr, oid, t.world.accounts.outsider);
    ledger.humanCommits.push(oid);
    ledger.unseenHeads.push(oid);
    botsReviewHead(t, pr);
    ciReports(t, pr, 'success');
    expect((await schedule()).exitCode).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(violations(pr, ledger)).toEqual([]);
  });

  it('keeps a thread left open for a human blocking when the pull request’s author resolves it', async () => {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: true });
    pr.author = t.world.accounts.outsider;
    const ledger = newLedger(t, pr);
    await t.run('issue_comment', command(t, pr, '/tend ship'), { env: ENV });
    botsReviewHead(t, pr);
    ciReports(t, pr, 'success');
    for (const thread of pr.pull.threads.filter((th) => !th.isResolved)) t.emu.state.setThreadResolved(t.world.repo, thread.nodeId, t.world.accounts.outsider, true);
    expect((await schedule()).exitCode).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(violations(pr, ledger)).toEqual([]);
  });
});

describe('trust: fault storm findings on a fork’s pull request (two runs at once: a redelivered /tend ship beside the schedule)', () => {
  let t: E2E;
  beforeEach(async () => {
    t = await startE2E({ config: SHIP_CONFIG });
  });
  afterEach(async () => {
    await t.stop();
  });
  const violations = (pr: ShipPr['pr'], ledger: ShipLedger) => checkShipInvariants(t, pr, ledger).map((v) => `[${v.rule}] ${v.message}`);
  /** The storm's first step on a fork's pull request: the command's run and a schedule run started together. */
  async function forkCommandBesideSchedule(faults: () => void) {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: false });
    pr.author = t.world.accounts.outsider;
    t.emu.state.moveHeadToFork(t.world.repo, pr, 'mallory/widgets');
    const ledger = newLedger(t, pr);
    const event = command(t, pr, '/tend ship');
    faults();
    const runs = await Promise.all([
      t.run('issue_comment', event, { env: STORM_ENV }),
      t.run('schedule', { schedule: '*/10 * * * *' }, { env: STORM_ENV }),
    ]);
    t.emu.faults.clear();
    return { pr, ledger, runs };
  }

  it('keeps one tracking comment when a create’s answer is lost and the comments cannot be listed for a while (no blind second create)', async () => {
    // Storm seed 1777484110 path 38: the schedule run's POST of the tracking comment is written
    // but answered 500 while the command's run creates its own; the listing that would find both
    // fails four times.
    const comments = /\/issues\/1\/comments$/;
    const { pr, ledger, runs } = await forkCommandBesideSchedule(() => {
      t.emu.faults.inject({ kind: 'rest', method: 'GET', path: comments, response: { type: 'status', status: 500 }, times: 4 });
      t.emu.faults.inject({ kind: 'rest', method: 'POST', path: comments, response: { type: 'after-write', status: 500 }, times: 1 });
    });
    // The run that acts ends blocked. The other runs beside it and may say "Already handled" with
    // the state it read while the first was still at work ('fixing'), or after it ('blocked'):
    // which one is the machine's timing (a fresh-clone run saw ['fixing', 'blocked']).
    const stdout = runs.map((r) => r.stdout).join('\n');
    expect(runs.map((r) => r.outputs.state), stdout).toContain('blocked');
    for (const run of runs) expect(['fixing', 'blocked'], stdout).toContain(run.outputs.state);
    expect(violations(pr, ledger)).toEqual([]);
  });

  it('answers a thread once when the run deleting the duplicate answer meets a secondary rate limit (waited out, throttling off or not)', async () => {
    // Storm seed 1777484110 (replayed as path 63): both runs answer the nitpick (each reply waits
    // until the other run reaches its own, as the storm's timing had it); the run whose answer
    // came later is refused its DELETE for a secondary limit.
    const { pr, ledger, runs } = await forkCommandBesideSchedule(() => {
      t.emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'before', run: barrier(2, 5000) }, times: 2 });
      t.emu.faults.inject({ kind: 'rest', method: 'DELETE', path: /\/pulls\/comments\/\d+$/, response: SECONDARY_RATE_LIMIT, times: 1 });
    });
    const deletes = t.emu.log.filter({ kind: 'rest', method: 'DELETE', path: /\/pulls\/comments\/\d+$/ });
    // The race happened: a later answer's DELETE was refused, and it is gone all the same.
    expect(deletes[0]?.status).toBe(403);
    expect(deletes.filter((e) => e.path === deletes[0]!.path).map((e) => e.status)).toContain(204);
    expect(runs.map((r) => r.exitCode)).toEqual([0, 0]);
    expect(violations(pr, ledger)).toEqual([]);
  });
});

/** A `before` fault that holds each of `parties` requests until all have arrived (or `ms` passed). */
function barrier(parties: number, ms: number): () => Promise<void> {
  let arrived = 0;
  let open: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    arrived += 1;
    if (arrived >= parties) open();
    await Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);
  };
}
