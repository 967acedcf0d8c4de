// Trust suite, item 19: the fault storm. fast-check plays short random schedules against the ship
// lifecycle of one pull request — the `/tend ship` command (re-delivered too), bot reviews, CI
// results and the schedule sweep, sometimes two runs at once, with GitHub failing the ways it
// fails in production (5xx, secondary rate limits, a write whose answer is lost, a request that
// never answers, a refused push), and bots, CI and a person acting between runs — and after every
// step checks ship-invariants.ts on the emulator's state and the bare repository.
//
// Runs may fail under faults; what GitHub and git are left holding may not be wrong.
// TEND_STORM_RUNS: schedules to play (12 by default, about a minute; a nightly job can ask for
// thousands). TEND_STORM_SEED and TEND_STORM_PATH replay a failure (fast-check prints both).
// TEND_STORM_STRICT=1 tolerates no known bug; TEND_STORM_SHRINK=1 shrinks a failure (slow);
// TEND_STORM_VERBOSE=1 prints every schedule's trace.

import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECONDARY_RATE_LIMIT, type FaultResponse, type FaultRule } from '../../src/emulator/faults.js';
import { commitFiles } from '../../src/emulator/git-seed.js';
import { THREAD_ANSWER_MARKER } from '../../src/ship/decide-thread.js';
import type { ActionRun } from '../../src/emulator/runner.js';
import { checkSuiteEvent } from '../../src/emulator/webhooks/check-events.js';
import { botsReviewHead, ciReports, command, GEMINI_NITPICK, openReviewedPullRequest, reviewEvent, SHIP_INPUTS, WIDGET_BEFORE, type ShipPr } from '../e2e/ship-world.js';
import { startE2E, type E2E } from '../e2e/world.js';
import { checkShipInvariants, newLedger, type ShipLedger, type Violation } from './ship-invariants.js';

const RUNS = Number(process.env.TEND_STORM_RUNS ?? 12);
/** Always set and printed, so a run that passed with tolerated violations can be replayed too. */
const SEED = process.env.TEND_STORM_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.TEND_STORM_SEED);
const PATH = process.env.TEND_STORM_PATH;
const VERBOSE = process.env.TEND_STORM_VERBOSE === '1';
/** Shrinking replays whole schedules against fresh worlds: slow, so only on request. */
const SHRINK = process.env.TEND_STORM_SHRINK === '1';
const ENV = { TEND_GITHUB_THROTTLE: 'off', TEND_REQUEST_TIMEOUT_MS: '400', TEND_RETRY_BASE_MS: '5' };

// ---- schedules ----

type Bot = 'coderabbit' | 'gemini';

type Delivery =
  /** `/tend ship`: the first command's event again (a re-delivery), or a new comment. */
  | { event: 'command'; redeliver: boolean }
  /** A bot's review: a new one on the current head, or its latest one delivered again. */
  | { event: 'review'; bot: Bot; fresh: boolean }
  /** CI's check suite on the newest head it reported on (reporting first if it never did). */
  | { event: 'check-suite'; conclusion: 'success' | 'failure' }
  | { event: 'schedule' };

type RestTarget = 'any' | 'create-comment' | 'edit-comment' | 'list-comments' | 'merge' | 'labels' | 'delete-ref';
type GraphqlTarget = 'any' | 'TendRunContext' | 'TendPullSnapshot' | 'TendReplyToThread' | 'TendResolveThread';

type FaultSpec =
  /** `times` failures of the (skip+1)-th matching request: ≤ 3 are retried away, 4 fail the run. */
  | { fault: '5xx'; surface: 'rest'; target: RestTarget; status: 500 | 502; times: number; skip: number }
  | { fault: '5xx'; surface: 'graphql'; target: GraphqlTarget; status: 500 | 502; times: number; skip: number }
  | { fault: 'secondary-rate-limit'; surface: 'rest' | 'graphql'; skip: number }
  /** The comment or reply is written, then the answer is lost (a 500). */
  | { fault: 'after-write'; on: 'tracking-comment' | 'thread-reply' }
  | { fault: 'hang'; surface: 'rest' | 'graphql'; skip: number }
  /** The git remote refuses tend's push (a 500 on receive-pack). */
  | { fault: 'push-refused' };

type WorldAction =
  | { world: 'bots-review' }
  | { world: 'ci'; conclusion: 'success' | 'failure' }
  /** Time passes: both bots review the head and CI passes on it. */
  | { world: 'settle' }
  | { world: 'human-push' };

type Step = { step: 'run'; deliveries: Delivery[]; faults: FaultSpec[] } | { step: 'world'; action: WorldAction };

const bot = fc.constantFrom<Bot>('coderabbit', 'gemini');
const conclusion = fc.constantFrom<'success' | 'failure'>('success', 'success', 'failure');

const delivery: fc.Arbitrary<Delivery> = fc.oneof(
  fc.record({ event: fc.constant('command' as const), redeliver: fc.boolean() }),
  fc.record({ event: fc.constant('review' as const), bot, fresh: fc.boolean() }),
  fc.record({ event: fc.constant('check-suite' as const), conclusion }),
  fc.record({ event: fc.constant('schedule' as const) }),
);

const skip = fc.integer({ min: 0, max: 6 });
const times = fc.integer({ min: 1, max: 4 });
const status = fc.constantFrom<500 | 502>(500, 502);

const fault: fc.Arbitrary<FaultSpec> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ fault: fc.constant('5xx' as const), surface: fc.constant('rest' as const), target: fc.constantFrom<RestTarget>('any', 'create-comment', 'edit-comment', 'list-comments', 'merge', 'labels', 'delete-ref'), status, times, skip }) },
  { weight: 3, arbitrary: fc.record({ fault: fc.constant('5xx' as const), surface: fc.constant('graphql' as const), target: fc.constantFrom<GraphqlTarget>('any', 'TendRunContext', 'TendPullSnapshot', 'TendReplyToThread', 'TendResolveThread'), status, times, skip }) },
  { weight: 1, arbitrary: fc.record({ fault: fc.constant('secondary-rate-limit' as const), surface: fc.constantFrom<'rest' | 'graphql'>('rest', 'graphql'), skip }) },
  { weight: 2, arbitrary: fc.record({ fault: fc.constant('after-write' as const), on: fc.constantFrom<'tracking-comment' | 'thread-reply'>('tracking-comment', 'thread-reply') }) },
  { weight: 1, arbitrary: fc.record({ fault: fc.constant('hang' as const), surface: fc.constantFrom<'rest' | 'graphql'>('rest', 'graphql'), skip }) },
  { weight: 1, arbitrary: fc.record({ fault: fc.constant('push-refused' as const) }) },
);

const faults = fc.oneof({ weight: 2, arbitrary: fc.constant<FaultSpec[]>([]) }, { weight: 3, arbitrary: fc.array(fault, { minLength: 1, maxLength: 2 }) });
/** One run, or two started together (the same event twice, or two different ones). */
const deliveries = fc.oneof({ weight: 3, arbitrary: fc.tuple(delivery) }, { weight: 1, arbitrary: fc.tuple(delivery, delivery) });
const runStep: fc.Arbitrary<Step> = fc.record({ step: fc.constant('run' as const), deliveries, faults });

const worldAction: fc.Arbitrary<WorldAction> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<WorldAction>({ world: 'bots-review' }) },
  { weight: 3, arbitrary: fc.record({ world: fc.constant('ci' as const), conclusion }) },
  { weight: 3, arbitrary: fc.constant<WorldAction>({ world: 'settle' }) },
  { weight: 2, arbitrary: fc.constant<WorldAction>({ world: 'human-push' }) },
);
const step: fc.Arbitrary<Step> = fc.oneof({ weight: 3, arbitrary: runStep }, { weight: 2, arbitrary: fc.record({ step: fc.constant('world' as const), action: worldAction }) });

/** Every schedule starts with `/tend ship` (possibly under faults, possibly twice at once). */
const firstStep: fc.Arbitrary<Step> = fc.record({
  step: fc.constant('run' as const),
  deliveries: fc.oneof(fc.constant<Delivery[]>([{ event: 'command', redeliver: true }]), fc.tuple(fc.constant<Delivery>({ event: 'command', redeliver: true }), delivery)),
  faults,
});
const schedule = fc.tuple(firstStep, fc.array(step, { minLength: 2, maxLength: 7 })).map(([first, rest]) => [first, ...rest]);

// ---- playing a schedule ----

interface Storm {
  t: E2E;
  pr: ShipPr['pr'];
  ledger: ShipLedger;
  /** The first `/tend ship` event, delivered again by `redeliver`. */
  commandEvent: unknown;
  trace: string[];
  humanPushes: number;
  /** Violations already tolerated as known bugs (see below). */
  tolerated: Set<string>;
}

const stats = { schedules: 0, steps: 0, runs: 0, failedRuns: 0, merged: 0, known: new Map<string, number>() };

async function play(steps: Step[]): Promise<void> {
  const t = await startE2E();
  try {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: false });
    const storm: Storm = { t, pr, ledger: newLedger(t, pr), commandEvent: null, trace: [], humanPushes: 0, tolerated: new Set() };
    for (const [index, current] of steps.entries()) {
      const before = storm.trace.length;
      await perform(storm, current);
      stats.steps += 1;
      const violations = checkShipInvariants(t, pr, storm.ledger).filter((v) => !tolerated(storm, current, v));
      if (violations.length > 0) {
        throw new Error(
          [`invariant violated after step ${index + 1} of ${steps.length}:`, ...violations.map((v) => `  - [${v.rule}] ${v.message}`), 'trace (> marks the step):', ...storm.trace.map((line, i) => `  ${i >= before ? '>' : ' '} ${line}`)].join('\n'),
        );
      }
    }
    if (pr.pull.merged) stats.merged += 1;
    if (VERBOSE) console.log(storm.trace.join('\n'));
  } finally {
    stats.schedules += 1;
    await t.stop();
  }
}

// ---- known violations ----
//
// Open bugs the storm found are pinned by `it.fails` tests at the end of this file. The storm
// tolerates their violations only where their cause is visible, so it goes on hunting for
// others; once tolerated, a violation stays tolerated (later steps still see it in the state).
// TEND_STORM_STRICT=1 tolerates nothing. When a bug is fixed its pinned test fails: make it an
// `it` and delete its entry here.

const STRICT = process.env.TEND_STORM_STRICT === '1';

const KNOWN = {
  concurrentAnswers: 'two runs at once answer the same threads',
} as const;

function tolerated(storm: Storm, current: Step, violation: Violation): boolean {
  if (STRICT) return false;
  const key = `${violation.rule}: ${violation.message}`;
  const known = storm.tolerated.has(key) ? 'earlier' : knownCause(storm, current, violation);
  if (known === null) return false;
  if (known !== 'earlier') stats.known.set(known, (stats.known.get(known) ?? 0) + 1);
  storm.tolerated.add(key);
  return true;
}

function knownCause(_storm: Storm, current: Step, violation: Violation): string | null {
  if (violation.rule === 'one-answer-per-thread' && current.step === 'run' && current.deliveries.length > 1) return KNOWN.concurrentAnswers;
  return null;
}

async function perform(storm: Storm, current: Step): Promise<void> {
  const { t, pr } = storm;
  if (current.step === 'world') {
    storm.trace.push(`world: ${await act(storm, current.action)}`);
    return;
  }
  // Events are built before any run starts: two concurrent runs see the same world.
  const payloads = current.deliveries.map((d) => eventFor(storm, d));
  for (const spec of current.faults) for (const rule of faultRules(pr, spec)) t.emu.faults.inject(rule);
  const runs = await Promise.all(payloads.map(([name, payload]) => t.run(name, payload, { inputs: SHIP_INPUTS, env: ENV })));
  t.emu.faults.clear();
  stats.runs += runs.length;
  stats.failedRuns += runs.filter((r) => r.exitCode !== 0).length;
  const faultText = current.faults.length > 0 ? ` under ${current.faults.map((f) => JSON.stringify(f)).join(', ')}` : '';
  storm.trace.push(`run ${current.deliveries.map((d) => JSON.stringify(d)).join(' ‖ ')}${faultText} → ${runs.map(outcome).join(' ‖ ')}`);
}

/** Plays a world action; returns what it did. */
async function act(storm: Storm, action: WorldAction): Promise<string> {
  const { t, pr } = storm;
  if (pr.pull.merged) return `${action.world} skipped: merged`;
  if (action.world === 'bots-review') {
    botsReviewHead(t, pr);
    return `both bots review ${t.emu.state.headOid(t.world.repo, pr).slice(0, 7)}`;
  }
  if (action.world === 'ci') {
    const run = ciReports(t, pr, action.conclusion);
    return `CI reports build ${action.conclusion} on ${run.headSha.slice(0, 7)}`;
  }
  if (action.world === 'settle') {
    botsReviewHead(t, pr);
    const run = ciReports(t, pr, 'success');
    return `both bots review ${run.headSha.slice(0, 7)} and CI passes on it`;
  }
  storm.humanPushes += 1;
  const oid = await commitFiles(t.world.repo.bareDir, {
    branch: pr.pull.headRef,
    files: { [`notes/human-${storm.humanPushes}.md`]: `note ${storm.humanPushes}\n` },
    message: `Add note ${storm.humanPushes}`,
  });
  storm.ledger.humanCommits.push(oid);
  return `the author pushes ${oid.slice(0, 7)}`;
}

function eventFor(storm: Storm, d: Delivery): [string, unknown] {
  const { t, pr } = storm;
  switch (d.event) {
    case 'command': {
      if (d.redeliver && storm.commandEvent !== null) return ['issue_comment', storm.commandEvent];
      const event = command(t, pr, '/tend ship');
      storm.commandEvent ??= event;
      return ['issue_comment', event];
    }
    case 'review': {
      const author = t.world.accounts[d.bot];
      const latest = pr.pull.reviews.filter((r) => r.author.id === author.id).at(-1);
      const review = d.fresh || !latest ? botsReviewHead(t, pr, [author])[0]! : latest;
      return ['pull_request_review', reviewEvent(t, pr, review)];
    }
    case 'check-suite': {
      const ci = t.world.accounts.actions;
      const latest = t.world.repo.checkRuns.filter((r) => r.app.id === ci.id).at(-1) ?? (pr.pull.merged ? undefined : ciReports(t, pr, d.conclusion));
      if (!latest) return ['schedule', { schedule: '*/10 * * * *' }];
      return ['check_suite', checkSuiteEvent(t.emu.state, t.world.repo, { app: ci, headSha: latest.headSha }, 'completed')];
    }
    case 'schedule':
      return ['schedule', { schedule: '*/10 * * * *' }];
  }
}

function faultRules(pr: ShipPr['pr'], spec: FaultSpec): FaultRule[] {
  const server: FaultResponse = spec.fault === '5xx' ? { type: 'status', status: spec.status } : { type: 'status', status: 500 };
  // A no-op `before` rule takes the first `skip` matching requests, so the fault lands mid-run.
  const after = (match: Omit<FaultRule, 'response' | 'times'>, response: FaultResponse, n: number, skipped: number): FaultRule[] => [
    ...(skipped > 0 ? [{ ...match, response: { type: 'before' as const, run: () => undefined }, times: skipped }] : []),
    { ...match, response, times: n },
  ];
  switch (spec.fault) {
    case '5xx':
      return after(spec.surface === 'rest' ? restMatch(pr, spec.target) : graphqlMatch(spec.target), server, spec.times, spec.skip);
    case 'secondary-rate-limit':
      return after({ kind: spec.surface }, SECONDARY_RATE_LIMIT, 1, spec.skip);
    case 'hang':
      return after({ kind: spec.surface }, { type: 'hang' }, 1, spec.skip);
    case 'after-write':
      return spec.on === 'tracking-comment'
        ? [{ ...restMatch(pr, 'create-comment'), response: { type: 'after-write', status: 500 }, times: 1 }]
        : [{ kind: 'graphql', operation: 'TendReplyToThread', response: { type: 'after-write', status: 500 }, times: 1 }];
    case 'push-refused':
      return [{ kind: 'git', method: 'POST', path: /git-receive-pack$/, response: { type: 'status', status: 500 }, times: 1 }];
  }
}

function restMatch(pr: ShipPr['pr'], target: RestTarget): Omit<FaultRule, 'response' | 'times'> {
  const comments = new RegExp(`/issues/${pr.number}/comments$`);
  switch (target) {
    case 'any':
      return { kind: 'rest' };
    case 'create-comment':
      return { kind: 'rest', method: 'POST', path: comments };
    case 'list-comments':
      return { kind: 'rest', method: 'GET', path: comments };
    case 'edit-comment':
      return { kind: 'rest', method: 'PATCH', path: /\/issues\/comments\/\d+$/ };
    case 'merge':
      return { kind: 'rest', method: 'PUT', path: /\/pulls\/\d+\/merge$/ };
    case 'labels':
      return { kind: 'rest', path: /\/issues\/\d+\/labels/ };
    case 'delete-ref':
      return { kind: 'rest', method: 'DELETE', path: /\/git\/refs\// };
  }
}

function graphqlMatch(target: GraphqlTarget): Omit<FaultRule, 'response' | 'times'> {
  return target === 'any' ? { kind: 'graphql' } : { kind: 'graphql', operation: target };
}

function outcome(run: ActionRun): string {
  if (run.exitCode === 0) return `${run.outputs.state ?? '?'}${run.outputs.reason ? ` (${run.outputs.reason.slice(0, 120)})` : ''}`;
  const error = run.annotations.find((a) => a.level === 'error')?.message ?? run.stderr.trim().split('\n').at(-1) ?? '';
  return `exit ${run.exitCode}: ${error.slice(0, 160)}`;
}

// ---- the property ----

describe('trust: fault storm on the ship lifecycle', () => {
  it(`keeps GitHub and git consistent under ${RUNS} random schedules of events, faults, concurrent runs and people`, { timeout: 15 * 60_000 }, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(schedule, async (steps) => {
        await play(steps);
      }),
      { numRuns: RUNS, seed: SEED, ...(PATH === undefined ? {} : { path: PATH }), endOnFailure: !SHRINK },
    );
    const known = [...stats.known].map(([bug, n]) => `\n  tolerated ${n}× known bug: ${bug}`).join('');
    console.log(`fault storm (seed ${SEED}): ${stats.schedules} schedules, ${stats.steps} steps, ${stats.runs} runs (${stats.failedRuns} failed under faults), ${stats.merged} merged, ${Math.round((Date.now() - started) / 1000)} s${known}`);
    // A storm in which the runs mostly fail (a broken bundle, a broken world) proves nothing.
    expect(stats.failedRuns, 'most runs failed: the storm exercised nothing').toBeLessThan(stats.runs / 2);
  });
});

// ---- the invariants themselves ----

describe('trust: the storm\'s invariants', () => {
  it('catch each violation they name (a storm that cannot fail proves nothing)', async () => {
    const t = await startE2E();
    try {
      const { pr, threads } = await openReviewedPullRequest(t, { needsHuman: false });
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
      // Merged on a red build.
      ciReports(t, pr, 'failure');
      world.repo.protection.delete('main');
      state.mergePullRequest(world.repo, pr, { method: 'squash', actor: tend });
      const rules = new Set(checkShipInvariants(t, pr, ledger).map((v) => v.rule));
      expect([...rules].sort()).toEqual(['merge-needs-green-build', 'merge-needs-no-open-escalation', 'no-commit-lost', 'no-fix-twice', 'no-silent-resolve', 'one-answer-per-thread', 'one-tracking-comment']);
    } finally {
      await t.stop();
    }
  });
});

// ---- what the storm found, each on its shortest schedule ----
//
// Fixed ones stay as regression tests. Open bugs are `it.fails`; their preconditions return early
// instead of throwing, so only the invariant can make them fail (an unmet precondition shows as
// an unexpected pass).

describe('trust: fault storm findings', () => {
  let t: E2E;
  beforeEach(async () => {
    t = await startE2E();
  });
  afterEach(async () => {
    await t.stop();
  });
  const violations = (pr: ShipPr['pr'], ledger: ShipLedger) => checkShipInvariants(t, pr, ledger).map((v) => `[${v.rule}] ${v.message}`);

  it('answers a thread once when GitHub posts the reply but the answer is lost (500 after the write)', async () => {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: false });
    const ledger = newLedger(t, pr);
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendReplyToThread', response: { type: 'after-write', status: 500 }, times: 1 });
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs: SHIP_INPUTS, env: ENV });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(violations(pr, ledger)).toEqual([]);
  });

  it('answers a thread once when the reply fails with a 5xx and the reply sent again is written but its answer is lost', async () => {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: false });
    const ledger = newLedger(t, pr);
    // The first attempt fails before the write; tend looks, finds nothing, and sends again: that
    // one is written, then answered with a 500.
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendReplyToThread', response: { type: 'status', status: 502 }, times: 1 });
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendReplyToThread', response: { type: 'after-write', status: 500 }, times: 1 });
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs: SHIP_INPUTS, env: ENV });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(violations(pr, ledger)).toEqual([]);
  });

  it.fails('answers a new thread once when a review event and the schedule sweep run at once', async () => {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: false });
    const ledger = newLedger(t, pr);
    await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs: SHIP_INPUTS, env: ENV });
    if (violations(pr, ledger).length > 0 || pr.pull.threads.some((th) => !th.isResolved)) return;
    // Both bots review tend's fix; Gemini has one more nitpick.
    botsReviewHead(t, pr, [t.world.accounts.coderabbit]);
    const { review } = t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.gemini, comments: [{ path: 'src/widget.ts', line: 2, body: GEMINI_NITPICK }] });
    // examples/tend.yml groups runs by pull request number; a schedule run has none, so it runs
    // beside the review's run. Each reply waits (≤ 5 s) until the other run reaches its own.
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendReplyToThread', response: { type: 'before', run: barrier(2, 5000) }, times: 2 });
    const env = { TEND_GITHUB_THROTTLE: 'off', TEND_RETRY_BASE_MS: '5' };
    const runs = await Promise.all([
      t.run('pull_request_review', reviewEvent(t, pr, review), { inputs: SHIP_INPUTS, env }),
      t.run('schedule', { schedule: '*/10 * * * *' }, { inputs: SHIP_INPUTS, env }),
    ]);
    if (runs.some((r) => r.exitCode !== 0)) return;
    expect(violations(pr, ledger)).toEqual([]);
  });

  it('keeps a thread left open for a human blocking the merge when someone asks /tend ship again', async () => {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: true });
    const ledger = newLedger(t, pr);
    await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs: SHIP_INPUTS, env: ENV });
    botsReviewHead(t, pr);
    ciReports(t, pr, 'success');
    const blocked = await t.run('schedule', { schedule: '*/10 * * * *' }, { inputs: SHIP_INPUTS, env: ENV });
    expect(blocked.outputs.state).toBe('blocked');
    // The maintainer asks again instead of answering the thread.
    const again = await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs: SHIP_INPUTS, env: ENV });
    expect(again.outputs.state).toBe('blocked');
    expect(pr.pull.merged).toBe(false);
    expect(violations(pr, ledger)).toEqual([]);
  });

  it('keeps a thread left open for a human blocking the merge when the run that left it open died before saving', async () => {
    const { pr } = await openReviewedPullRequest(t, { needsHuman: false });
    const ledger = newLedger(t, pr);
    // The push of the fix is refused, so the suggestion's thread is left open for a human; that
    // answer is posted, then GitHub fails every attempt at the next one and the run dies.
    t.emu.faults.inject({ kind: 'git', method: 'POST', path: /git-receive-pack$/, response: { type: 'status', status: 500 }, times: 1 });
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendReplyToThread', response: { type: 'before', run: () => undefined }, times: 1 });
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendReplyToThread', response: { type: 'status', status: 500 }, times: 4 });
    const died = await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs: SHIP_INPUTS, env: ENV });
    expect(died.exitCode).toBe(1);
    t.emu.faults.clear();
    ciReports(t, pr, 'success');
    const next = await t.run('schedule', { schedule: '*/10 * * * *' }, { inputs: SHIP_INPUTS, env: ENV });
    expect(next.outputs.state).toBe('blocked');
    expect(pr.pull.merged).toBe(false);
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
