// The scenario simulator: N pull requests reviewed by bots, CI and a human approval on a virtual
// clock, run through the real bundle (node dist/index.js) against the emulator, once in
// `wait-mode: events` and once as document 004's in-job poll (20-minute bot window, 30-minute CI
// wait, 10-30 s polls). Same seed, same scenarios. Waiting is virtual; every decision, request
// and write is the bundle's own.
// A scenario may carry an everyday obstacle (bench/obstacles-world.ts: a branch behind, red CI, a
// conflict), played in events mode only (bench/obstacles.ts).

import { join } from 'node:path';
import { createWorld, type World } from '../emulator/fixtures.js';
import { commitFiles } from '../emulator/git-seed.js';
import { runAction, type StepExecutor } from '../emulator/runner.js';
import { CODERABBIT_SUGGESTION, GEMINI_NITPICK, WIDGET_BEFORE } from '../emulator/sample-review.js';
import { startEmulator, type Emulator } from '../emulator/server.js';
import type { Account, Issue, PullRequestData } from '../emulator/state.js';
import { issueCommentEvent } from '../emulator/webhooks/issue-events.js';
import { pullRequestEvent, pullRequestReviewCommentEvent, pullRequestReviewEvent } from '../emulator/webhooks/pull-request-events.js';
import { planRun } from '../emulator/actions/trigger.js';
import { readWorkflow } from '../emulator/actions/workflow.js';
import { completeWorkflowRun, runCiOnActions, startWorkflowRun, workflowRuns } from '../emulator/workflow-runs.js';
import { workflowRunEvent } from '../emulator/webhooks/workflow-run-events.js';
import type { AnthropicEmulator } from '../emulator/anthropic/server.js';
import type { LoggedRequest } from '../emulator/request-log.js';
import { OBSTACLE_FILES, obstacleCi, obstacleMoves, type ObstacleKind } from './obstacles-world.js';
import { spacingWaitS, type Pacing } from './pacing-waits.js';
import { decodeMarker } from '../src/store/marker.js';
import { readState } from '../src/store/target-state.js';

export const ACTION_DIR = join(import.meta.dirname, '..');
/**
 * Stated assumption: how long a GitHub-hosted job holds its runner beyond the action's own run.
 * Queueing is not part of it (a queued job holds no runner and is not billed). A published
 * timing of real runs (github/gh-aw issue 21703) shows "runner provisioning + action repository
 * downloads" at 2-3 s; 1 s more for completing the job. bench/run.ts also reports the figures at
 * 10 s, the earlier and more pessimistic assumption.
 */
export const RUNNER_OVERHEAD_S = 4;

/**
 * How the simulated jobs' steps run: the committed bundle spawned as the runner does, whose wall
 * time the figures price; or, for the smoke run (test/bench.test.ts: the harness works and the
 * figures make sense, not their size), tend's step in the bench's process, where ~40 bundle
 * spawns cost most of the smoke's minute and a half of CPU. The cold start, the chat
 * investigations and the bridge spawn their processes in every run.
 */
let stepExecutor: StepExecutor | undefined;
export function playStepsWith(execute: StepExecutor | undefined): void {
  stepExecutor = execute;
}
/** runAction's options for how a simulated job's step runs. */
export const stepOptions = (): { execute?: StepExecutor } => (stepExecutor ? { execute: stepExecutor } : {});

/**
 * Which of GitHub's spacing the jobs' runner time counts (bench/pacing-waits.ts): tend's, unless
 * `npm run bench -- --pacing=plugin|none` asks for a comparison with the plugin's own spacing or
 * with none. The bundle itself runs unspaced either way; the waits are added.
 */
let pacing: Pacing = 'tend';
export function countPacing(model: Pacing): void {
  pacing = model;
}
export const countedPacing = (): Pacing => pacing;
/** Seconds the requests logged for one job (entries in order) would wait for GitHub's spacing. */
export const jobSpacingS = (logged: readonly LoggedRequest[]): number => spacingWaitS(logged.filter((e) => e.kind === 'rest' || e.kind === 'graphql'), pacing);
const MIN = 60_000;
const BASE = Date.parse('2026-03-02T09:00:00Z');

type Pr = Issue & { pull: PullRequestData };

export interface Scenario {
  index: number;
  /** Minutes after opening when each bot reviews a head. */
  botDelays: number[][];
  ciMinutes: number;
  ciFails: boolean;
  approvalAt: number;
  extraNitpick: boolean;
  /**
   * An everyday obstacle on the way to the merge (bench/obstacles-world.ts): the bots have nothing
   * to say on any head, so the obstacle is the only work tend has.
   */
  obstacle?: ObstacleKind;
  /**
   * The bots have nothing to say on any head, with no obstacle: the plain twin an obstacle's
   * requests are compared with (bench/obstacles.ts).
   */
  quiet?: boolean;
}

/** mulberry32: a small seeded generator, so both modes see the same scenarios. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function scenarios(n: number, seed: number, ciFailureRate = 0.2): Scenario[] {
  const r = rng(seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * r();
  return Array.from({ length: n }, (_, index) => ({
    index,
    // CodeRabbit takes 3-12 minutes, Gemini 1-6, on each head.
    botDelays: [0, 1].map(() => [between(3, 12), between(1, 6)]),
    ciMinutes: between(4, 10),
    ciFails: r() < ciFailureRate,
    approvalAt: between(5, 25),
    extraNitpick: r() < 0.5,
  }));
}

export interface Job {
  pr: number | null;
  event: string;
  startedAt: number;
  wallMs: number;
  /** Seconds its requests would wait for GitHub's spacing (run here unspaced: bench/pacing-waits.ts). */
  spacingS: number;
  /** Seconds the job holds a runner (wall time and spacing, or the virtual wait of a polling job, + overhead). */
  heldS: number;
  rest: number;
  graphql: number;
  /** Each API request: `GET /path` for REST, the operation name for GraphQL. */
  requests: string[];
  /** The ship machine's steps as the run logged them (`ship #N: status → action`), for bench/requests-trace.ts. */
  steps?: string[];
  /** What the event's payload says (who reviewed, which run concluded how), for bench/requests-trace.ts. */
  detail?: string;
}

/** The payload's facts a reader of the trace wants beside the event's name: what could a run decide from them alone? */
function eventDetail(name: string, payload: unknown): string {
  const p = payload as { action?: string; review?: { user?: { login?: string }; state?: string; commit_id?: string }; workflow_run?: { name?: string; conclusion?: string; head_sha?: string }; comment?: { body?: string } };
  if (name === 'pull_request_review') return `${p.review?.user?.login ?? '?'} ${p.review?.state ?? '?'} on ${p.review?.commit_id?.slice(0, 7) ?? '?'}`;
  if (name === 'workflow_run') return `${p.workflow_run?.name ?? '?'} ${p.workflow_run?.conclusion ?? '?'} on ${p.workflow_run?.head_sha?.slice(0, 7) ?? '?'}`;
  if (name === 'issue_comment') return (p.comment?.body ?? '').split('\n')[0]!.slice(0, 40);
  return p.action ?? '';
}

export interface ModeResult {
  jobs: Job[];
  /**
   * Per PR, in virtual ms: the last bot review on the merged head, the last time CI finished green
   * (the workflow_run tend hears it by), and the merge.
   */
  merges: Array<{ pr: number; lastReview: number; ciGreen: number | null; approvedAt: number | null; mergedAt: number | null }>;
  threadTokens: number[];
  threadsResolvedByRules: number;
  /** Pending runs a newer one replaced in their concurrency group before they started. */
  cancelled: number;
  /** Model use over every run, from the audits (the Messages API emulator's counts and tend's pricing of them). */
  llm: { input_tokens: number; output_tokens: number; cost_usd: number; calls: number };
  /** Per PR: tend's last state and its reason, from the tracking comment. */
  final: Array<{ pr: number; status: string | null; reason: string | null }>;
  /** The files asked for (`readOnMain`) as main holds them at the end. */
  onMain: Record<string, string | null>;
}

interface Sim {
  emu: Emulator;
  world: World;
  vt: number;
  anchor: number;
  prs: Pr[];
  pushToken: string;
  /** Per PR: virtual ms when CI last finished green on its head. */
  ciGreen: Map<number, number>;
  /** Per PR: virtual ms of the maintainer's approval. */
  approvedAt: Map<number, number>;
  /** The Messages API emulator the runs use as their model, when the scenarios need one. */
  model: AnthropicEmulator | null;
}

async function setup(list: Scenario[], model: AnthropicEmulator | null = null): Promise<Sim> {
  const sim = { vt: 0, anchor: Date.now(), ciGreen: new Map<number, number>(), approvedAt: new Map<number, number>(), model } as Sim;
  sim.emu = await startEmulator({ clock: { now: () => new Date(BASE + sim.vt + (Date.now() - sim.anchor)) } });
  sim.world = await createWorld(sim.emu, { config: 'review-bots: [coderabbit, gemini]\n' });
  const { state } = sim.emu;
  const repo = sim.world.repo;
  state.ensureLabel(repo, 'tend:active');
  // "Require branches to be up to date before merging" only where a scenario is about it (P7).
  repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 1, strict: list.some((s) => s.obstacle === 'behind') });
  const base: Record<string, string> = {};
  for (const s of list) Object.assign(base, { [`src/w${s.index}.ts`]: WIDGET_BEFORE.replace('w + w + h + h', '0') }, s.obstacle ? OBSTACLE_FILES[s.obstacle](s.index).base : {});
  await commitFiles(repo.bareDir, { branch: 'main', files: base, message: 'Add widget helpers' });
  sim.prs = [];
  for (const s of list) {
    const files = { [`src/w${s.index}.ts`]: WIDGET_BEFORE, ...(s.obstacle ? OBSTACLE_FILES[s.obstacle](s.index).head : {}) };
    await commitFiles(repo.bareDir, { branch: `feature/p${s.index}`, from: 'main', files, message: `Implement perimeter ${s.index}` });
    sim.prs.push(state.createPullRequest(repo, { title: `Implement perimeter ${s.index}`, author: sim.world.accounts.outsider, head: `feature/p${s.index}` }) as Pr);
  }
  sim.pushToken = sim.world.tokens.maintainer;
  return sim;
}

function at(sim: Sim, vt: number) {
  sim.vt = vt;
  sim.anchor = Date.now();
}

/** A bot's review of the current head: threads on the first head, "no further comments" later. */
function botReview(sim: Sim, pr: Pr, s: Scenario, bot: Account, first: boolean) {
  const file = `src/w${s.index}.ts`;
  const quiet = s.obstacle !== undefined || s.quiet === true;
  const comments = !first || quiet
    ? []
    : bot === sim.world.accounts.coderabbit
      ? [{ path: file, line: 6, body: CODERABBIT_SUGGESTION }]
      : [{ path: file, line: 10, body: GEMINI_NITPICK }, ...(s.extraNitpick ? [{ path: file, line: 2, body: GEMINI_NITPICK.replace('a template literal here', 'naming the parameters width and height') }] : [])];
  return sim.emu.state.addReview(sim.world.repo, pr, { author: bot, body: first && !quiet ? 'Review' : 'No further comments.', comments });
}

type WorldEvent = {
  t: number;
  pr: number;
  apply: () => Array<{ name: string; payload: Record<string, unknown> }>;
  startPending?: string;
  /** Files committed to main at `t` (the base moves on); no event starts tend's workflow for it. */
  baseMove?: Record<string, string>;
};

/** What happens to each PR on its own: bots review, CI runs (and re-runs once after a flaky failure), a human approves. */
function headEvents(sim: Sim, s: Scenario, pr: Pr, from: number, round: number): WorldEvent[] {
  const { state } = sim.emu;
  const repo = sim.world.repo;
  const bots = [sim.world.accounts.coderabbit, sim.world.accounts.gemini];
  const head = state.headOid(repo, pr);
  const events: WorldEvent[] = bots.map((bot, b) => ({
    t: from + s.botDelays[Math.min(round, 1)]![b]! * MIN,
    pr: pr.number,
    apply: () => {
      if (state.headOid(repo, pr) !== head || pr.pull.merged) return [];
      const { review, threads } = botReview(sim, pr, s, bot, round === 0);
      return [
        { name: 'pull_request_review', payload: pullRequestReviewEvent(state, repo, pr, review, 'submitted') as Record<string, unknown> },
        ...threads.map((th) => ({ name: 'pull_request_review_comment', payload: pullRequestReviewCommentEvent(state, repo, pr, th.comments[0]!, 'created') as Record<string, unknown> })),
      ];
    },
  }));
  const ci = (t: number, conclusion: 'success' | 'failure'): WorldEvent => ({
    t,
    pr: pr.number,
    apply: () => {
      if (state.headOid(repo, pr) !== head || pr.pull.merged) return [];
      // CI on GitHub Actions: its job is a check run of github-actions on the head, and what other
      // workflows receive is workflow_run completed, never check_run / check_suite (rules T1, T2).
      const { event } = runCiOnActions(state, repo, pr, { conclusion, actor: pr.author });
      if (conclusion === 'success') sim.ciGreen.set(pr.number, t);
      return [{ name: 'workflow_run', payload: event as unknown as Record<string, unknown> }];
    },
  });
  const ciEnd = from + s.ciMinutes * MIN;
  if (s.obstacle) {
    // CI as the obstacle has it: red on what it is about (a transient failure on the first head, a
    // type error while the broken line is in the file), green otherwise; no one re-runs it but tend.
    events.push({
      t: ciEnd,
      pr: pr.number,
      apply: () => {
        if (state.headOid(repo, pr) !== head || pr.pull.merged) return [];
        const outcome = obstacleCi(s.obstacle!, s.index, round, (path) => state.fileAt(repo, head, path)?.toString('utf8') ?? null);
        const run = startWorkflowRun(state, repo, pr, { actor: pr.author });
        if (outcome.report) run.jobs[0]!.report = outcome.report;
        completeWorkflowRun(state, run, outcome.conclusion);
        if (outcome.conclusion === 'success') sim.ciGreen.set(pr.number, ciEnd);
        return [{ name: 'workflow_run', payload: workflowRunEvent(sim.emu, repo, run, 'completed') as unknown as Record<string, unknown> }];
      },
    });
  } else if (s.ciFails && round === 0) events.push(ci(ciEnd, 'failure'), ci(ciEnd + s.ciMinutes * MIN, 'success'));
  else events.push(ci(ciEnd, 'success'));
  return events;
}

function approval(sim: Sim, s: Scenario, pr: Pr): WorldEvent {
  return {
    t: s.approvalAt * MIN,
    pr: pr.number,
    apply: () => {
      if (pr.pull.merged) return [];
      const { review } = sim.emu.state.addReview(sim.world.repo, pr, { author: sim.world.accounts.maintainer, state: 'APPROVED', body: 'LGTM' });
      sim.approvedAt.set(pr.number, s.approvalAt * MIN);
      return [{ name: 'pull_request_review', payload: pullRequestReviewEvent(sim.emu.state, sim.world.repo, pr, review, 'submitted') as Record<string, unknown> }];
    },
  };
}

const INPUTS = (pushToken: string, model: AnthropicEmulator | null) => ({
  'push-token': pushToken,
  ...(model ? { 'anthropic-api-key': model.apiKey } : {}),
});

async function runJob(sim: Sim, pr: number | null, name: string, payload: unknown, vt: number): Promise<Job & { audit: unknown }> {
  at(sim, vt);
  const before = sim.emu.log.entries.length;
  const run = await runAction({
    actionDir: ACTION_DIR,
    emulator: sim.emu,
    repository: sim.world.fullName,
    token: sim.world.tokens.actions,
    eventName: name,
    payload,
    inputs: INPUTS(sim.pushToken, sim.model),
    ...stepOptions(),
    env: { TEND_NOW: new Date(BASE + vt).toISOString(), TEND_GITHUB_THROTTLE: 'off', TEND_RETRY_BASE_MS: '20', ...(sim.model ? { ANTHROPIC_BASE_URL: sim.model.url } : {}) },
  });
  if (run.exitCode !== 0) throw new Error(`bench: ${name} run failed: ${run.stdout.slice(-2000)}`);
  const logged = sim.emu.log.entries.slice(before);
  const spacingS = jobSpacingS(logged);
  return {
    pr,
    event: name,
    startedAt: vt,
    wallMs: run.durationMs,
    spacingS,
    heldS: RUNNER_OVERHEAD_S + run.durationMs / 1000 + spacingS,
    rest: logged.filter((e) => e.kind === 'rest').length,
    graphql: logged.filter((e) => e.kind === 'graphql').length,
    // Commit ids and numbers vary by scenario: the operation is the path with them named.
    requests: logged.filter((e) => e.kind === 'rest' || e.kind === 'graphql').map((e) => (e.kind === 'rest' ? `${e.method} ${e.path.replace(/\/[0-9a-f]{40}\b/g, '/SHA').replace(/\/\d+/g, '/N')}` : `graphql ${e.operation ?? e.fields.join(',')}`)),
    detail: eventDetail(name, payload),
    steps: run.stdout.split('\n').flatMap((line) => /ship #\d+: .*/.exec(line) ?? []).map((line) => line.slice(0, 160)),
    audit: run.audit,
  };
}

function threadLedger(audit: unknown, into: ModeResult) {
  const llm = (audit as { llm?: ModeResult['llm'] } | null)?.llm;
  if (llm) for (const key of ['input_tokens', 'output_tokens', 'cost_usd', 'calls'] as const) into.llm[key] += llm[key];
  const threads = (audit as { threads?: Array<{ decision: string; llm?: { input_tokens: number; output_tokens: number } }> } | null)?.threads ?? [];
  for (const th of threads) {
    into.threadTokens.push((th.llm?.input_tokens ?? 0) + (th.llm?.output_tokens ?? 0));
    if (!th.llm) into.threadsResolvedByRules += 1;
  }
}

function emptyResult(): ModeResult {
  return { jobs: [], merges: [], threadTokens: [], threadsResolvedByRules: 0, cancelled: 0, llm: { input_tokens: 0, output_tokens: 0, cost_usd: 0, calls: 0 }, final: [], onMain: {} };
}

/** The cadence of examples/tend-sweep.yml's schedule while it is enabled. */
export const SWEEP_MINUTES = 5;

/** Events mode: every event the workflow's filters let through starts a short job; a sweep runs every SWEEP_MINUTES. */
export async function simulateEvents(list: Scenario[], options: { sweepMinutes?: number; model?: AnthropicEmulator; readOnMain?: string[] } = {}): Promise<ModeResult> {
  const sim = await setup(list, options.model ?? null);
  // The example workflow through the Actions trigger model: which events start its job (on: types,
  // the job's if:, GITHUB_TOKEN and Actions check suites starting nothing) and the job's group.
  const workflow = readWorkflow(join(ACTION_DIR, 'examples', 'tend.yml'));
  // The schedule is tend-sweep.yml's (tend.yml has none): enabled while a pull request is at work,
  // which is the whole of this simulation (it ends when the last one merges).
  const sweepWorkflow = readWorkflow(join(ACTION_DIR, 'examples', 'tend-sweep.yml'));
  const facts = () => ({ fullName: sim.world.fullName, defaultBranch: sim.world.repo.defaultBranch, defaultBranchSha: sim.emu.state.refOid(sim.world.repo, sim.world.repo.defaultBranch) ?? '0'.repeat(40) });
  const result = emptyResult();
  const queue: WorldEvent[] = [];
  const rerunsSeen = new Set<string>();
  const lastReview = new Map<number, number>();
  const rounds = new Map<number, number>();
  try {
    for (const s of list) {
      const pr = sim.prs[s.index]!;
      queue.push({ t: 0, pr: pr.number, apply: () => [{ name: 'pull_request', payload: pullRequestEvent(sim.emu.state, sim.world.repo, pr, 'opened') as Record<string, unknown> }] });
      queue.push({ t: 0.5 * MIN, pr: pr.number, apply: () => [{ name: 'issue_comment', payload: issueCommentEvent(sim.emu.state, sim.world.repo, pr, sim.emu.state.addIssueComment(pr, sim.world.accounts.maintainer, '/tend ship'), 'created') as Record<string, unknown> }] });
      queue.push(...headEvents(sim, s, pr, 0, 0), approval(sim, s, pr));
      // The base moves on while the pull request is under review (someone else's merge).
      if (s.obstacle) for (const move of obstacleMoves(s.obstacle, s.index)) queue.push({ t: move.atMinutes * MIN, pr: pr.number, apply: () => [], baseMove: move.files });
      rounds.set(pr.number, 0);
    }
    const sweepEvery = (options.sweepMinutes ?? SWEEP_MINUTES) * MIN;
    for (let t = sweepEvery; t <= 120 * MIN; t += sweepEvery) queue.push({ t, pr: 0, apply: () => [{ name: 'schedule', payload: { schedule: `*/${sweepEvery / MIN} * * * *` } }] });
    // The job's concurrency group: one running and one pending job per key; a newer pending job
    // cancels the older one before it starts (it costs nothing).
    const groups = new Map<string, { busyUntil: number; pending: { pr: number; name: string; payload: Record<string, unknown> } | null }>();
    let runSeq = 0;
    const execute = async (t: number, prNumber: number, name: string, payload: Record<string, unknown>, group: { busyUntil: number }) => {
      const heads = sim.prs.map((p) => sim.emu.state.headOid(sim.world.repo, p));
      const job = await runJob(sim, prNumber || null, name, payload, t);
      group.busyUntil = t + job.heldS * 1000;
      result.jobs.push(job);
      threadLedger(job.audit, result);
      // tend pushed with push-token: that push starts CI, the bots and a synchronize event.
      sim.prs.forEach((p, i) => {
        if (sim.emu.state.headOid(sim.world.repo, p) === heads[i] || p.pull.merged) return;
        const round = (rounds.get(p.number) ?? 0) + 1;
        rounds.set(p.number, round);
        const end = t + job.heldS * 1000;
        const before = heads[i]!;
        queue.push({ t: end, pr: p.number, apply: () => [{ name: 'pull_request', payload: pullRequestEvent(sim.emu.state, sim.world.repo, p, 'synchronize', { before }) as Record<string, unknown> }] });
        queue.push(...headEvents(sim, list[i]!, p, end, round));
      });
      // A re-run tend asked GitHub for (red CI, a transient failure): the new attempt runs as long
      // as CI does and, the failure being transient, passes; its workflow_run re-enters tend.
      for (const run of workflowRuns(sim.world.repo)) {
        const key = `${run.id}/${run.runAttempt}`;
        if (run.runAttempt < 2 || run.status === 'completed' || rerunsSeen.has(key)) continue;
        rerunsSeen.add(key);
        const p = sim.prs.find((x) => x.number === run.pull?.number);
        if (!p) continue;
        const done = t + job.heldS * 1000 + list[sim.prs.indexOf(p)]!.ciMinutes * MIN;
        queue.push({
          t: done,
          pr: p.number,
          apply: () => {
            if (sim.emu.state.headOid(sim.world.repo, p) !== run.headSha || p.pull.merged) return [];
            completeWorkflowRun(sim.emu.state, run, 'success');
            sim.ciGreen.set(p.number, done);
            return [{ name: 'workflow_run', payload: workflowRunEvent(sim.emu, sim.world.repo, run, 'completed') as unknown as Record<string, unknown> }];
          },
        });
      }
      for (const p of sim.prs) {
        if (p.pull.merged && !result.merges.some((m) => m.pr === p.number)) result.merges.push({ pr: p.number, lastReview: lastReview.get(p.number) ?? 0, ciGreen: sim.ciGreen.get(p.number) ?? null, approvedAt: sim.approvedAt.get(p.number) ?? null, mergedAt: t + job.heldS * 1000 });
      }
    };
    while (queue.length > 0) {
      queue.sort((a, b) => a.t - b.t);
      const next = queue.shift()!;
      if (sim.prs.every((p) => p.pull.merged)) break;
      // An obstacle tend handed to a person: nothing in the world will move it any more (no event
      // left but the sweep's), so the scenario ends there.
      if (list.some((s) => s.obstacle) && next.pr === 0 && queue.every((e) => e.pr === 0) && sim.prs.every((p) => p.pull.merged || trackingStatus(sim, p) === 'blocked')) break;
      at(sim, next.t);
      if (next.baseMove) {
        await commitFiles(sim.world.repo.bareDir, { branch: 'main', files: next.baseMove, message: 'Someone else merged first' });
        continue;
      }
      if (next.startPending) {
        const group = groups.get(next.startPending)!;
        const pending = group.pending!;
        group.pending = null;
        await execute(next.t, pending.pr, pending.name, pending.payload, group);
        continue;
      }
      for (const { name, payload } of next.apply()) {
        if (name === 'pull_request_review' && next.pr) lastReview.set(next.pr, next.t);
        const actor = (payload.sender as { login?: string } | undefined)?.login ?? sim.world.accounts.maintainer.login;
        const plan = planRun(name === 'schedule' ? sweepWorkflow : workflow, name, payload, { actor }, facts(), String(runSeq + 1));
        if (!plan.starts || !plan.jobs[0]!.starts) continue;
        runSeq += 1;
        // A job-level group holds only jobs that start; a workflow-level one would hold the run.
        const key = (plan.jobs[0]!.concurrency ?? plan.concurrency)?.group.toLowerCase() ?? `run-${runSeq}`;
        const group = groups.get(key) ?? { busyUntil: -1, pending: null };
        groups.set(key, group);
        if (group.busyUntil > next.t) {
          if (group.pending) result.cancelled += 1;
          else queue.push({ t: group.busyUntil, pr: next.pr, apply: () => [], startPending: key });
          group.pending = { pr: next.pr, name, payload };
          continue;
        }
        await execute(next.t, next.pr, name, payload, group);
      }
    }
    for (const p of sim.prs) if (!result.merges.some((m) => m.pr === p.number)) result.merges.push({ pr: p.number, lastReview: lastReview.get(p.number) ?? 0, ciGreen: sim.ciGreen.get(p.number) ?? null, approvedAt: sim.approvedAt.get(p.number) ?? null, mergedAt: null });
    result.final = sim.prs.map((p) => ({ pr: p.number, status: trackingStatus(sim, p), reason: trackingState(sim, p)?.reason ?? null }));
    for (const path of options.readOnMain ?? []) result.onMain[path] = sim.emu.state.fileAt(sim.world.repo, 'main', path)?.toString('utf8') ?? null;
    return result;
  } finally {
    await sim.emu.stop();
  }
}

/** Document 004's poll intervals: 10 s, backing off by 1.5 to 30 s (as run-ship.ts's poll loop). */
function* pollTicks(start: number): Generator<number> {
  let t = start;
  let interval = 10_000;
  for (;;) {
    yield t;
    t += interval;
    interval = Math.min(30_000, Math.round(interval * 1.5));
  }
}

/**
 * Poll mode: one job per PR, started by the command, holds its runner until the PR is merged or a
 * deadline stops it. Each poll iteration is one snapshot request (run-ship.ts's loop); where the
 * world changed since the last poll, the real bundle runs that iteration and its requests count.
 */
export async function simulatePoll(list: Scenario[]): Promise<ModeResult> {
  const sim = await setup(list);
  const result = emptyResult();
  try {
    for (const s of list) {
      const pr = sim.prs[s.index]!;
      const queue: WorldEvent[] = [...headEvents(sim, s, pr, 0, 0), approval(sim, s, pr)];
      const start = 0.5 * MIN;
      at(sim, start);
      const command = issueCommentEvent(sim.emu.state, sim.world.repo, pr, sim.emu.state.addIssueComment(pr, sim.world.accounts.maintainer, '/tend ship'), 'created');
      const first = await runJob(sim, pr.number, 'issue_comment', command, start);
      threadLedger(first.audit, result);
      let wallMs = first.wallMs;
      let spacingS = first.spacingS;
      let rest = first.rest;
      let graphql = first.graphql;
      let round = 0;
      let lastReview = 0;
      let end = start;
      const limit = start + 120 * MIN;
      for (const tick of pollTicks(start + 10_000)) {
        end = tick;
        if (pr.pull.merged || tick > limit) break;
        queue.sort((a, b) => a.t - b.t);
        let changed = false;
        while (queue.length > 0 && queue[0]!.t <= tick) {
          const event = queue.shift()!;
          at(sim, event.t);
          const emitted = event.apply();
          if (emitted.length > 0) changed = true;
          if (emitted.some((e) => e.name === 'pull_request_review')) lastReview = event.t;
        }
        const status = trackingStatus(sim, pr);
        const deadlineDue = status !== null && deadlinePassed(sim, pr, tick);
        if (!changed && !deadlineDue) {
          graphql += 1; // an idle poll: one snapshot
          continue;
        }
        const head = sim.emu.state.headOid(sim.world.repo, pr);
        // One pass of the poll loop, run by the real bundle (a review event re-enters the same code).
        const pass = await runJob(sim, pr.number, 'pull_request', pullRequestEvent(sim.emu.state, sim.world.repo, pr, 'reopened'), tick);
        threadLedger(pass.audit, result);
        wallMs += pass.wallMs;
        spacingS += pass.spacingS;
        rest += pass.rest;
        graphql += pass.graphql;
        if (sim.emu.state.headOid(sim.world.repo, pr) !== head && !pr.pull.merged) {
          round += 1;
          queue.push(...headEvents(sim, s, pr, tick + pass.wallMs + pass.spacingS * 1000, round));
        }
        // A blocked pull request may unblock (an approval, a re-run of CI): the polling job keeps
        // polling, and holding its runner, until the job's limit, as an in-job loop does.
        const after = trackingStatus(sim, pr);
        if (after === 'stopped' || after === 'closed') break;
      }
      result.jobs.push({ pr: pr.number, event: 'issue_comment (polling)', startedAt: start, wallMs, spacingS, heldS: RUNNER_OVERHEAD_S + (end - start) / 1000 + wallMs / 1000 + spacingS, rest, graphql, requests: [] });
      result.merges.push({ pr: pr.number, lastReview, ciGreen: sim.ciGreen.get(pr.number) ?? null, approvedAt: sim.approvedAt.get(pr.number) ?? null, mergedAt: pr.pull.merged ? end : null });
    }
    return result;
  } finally {
    await sim.emu.stop();
  }
}

/** tend's state on the pull request, read from its tracking comment as tend reads it. */
function trackingState(sim: Sim, pr: Pr) {
  const comment = pr.comments.find((c) => c.author.id === sim.world.accounts.actions.id && c.body.includes('<!-- tend:state '));
  return comment ? readState(decodeMarker(comment.body)) : null;
}

function trackingStatus(sim: Sim, pr: Pr): string | null {
  return trackingState(sim, pr)?.status ?? null;
}

function deadlinePassed(sim: Sim, pr: Pr, tick: number): boolean {
  const ship = trackingState(sim, pr)?.ship;
  const now = new Date(BASE + tick).toISOString();
  return [ship?.reviewDeadline, ship?.checksDeadline].some((deadline) => typeof deadline === 'string' && now >= deadline);
}
