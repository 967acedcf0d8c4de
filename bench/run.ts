// `npm run bench` (and `bench:small`): runs the scenario simulator in both modes on the same seed,
// measures the sweep of 100 open pull requests, the bundle's cold start and size and the chat
// figures, writes bench/results.json and the figures table in bench/README.md.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_DIR, countedPacing, countPacing, playStepsWith, RUNNER_OVERHEAD_S, scenarios, simulateEvents, simulatePoll, type ModeResult } from './simulate.js';
import { PACINGS, type Pacing } from './pacing-waits.js';
import { measureSweep } from './sweep.js';
import { measureScale, scaleFigures } from './scale.js';
import { measureChat } from './chat.js';
import { measureBridgeLatency } from './bridge-latency.js';
import { measureColdStart } from './cold-start.js';
import { measureObstacles } from './obstacles.js';
import { OBSTACLE_KINDS, type ObstacleKind } from './obstacles-world.js';
import { chatDay, dayCost, daySvg, PRS_PER_DAY, type Cost } from './day.js';
import { parse as parseYaml } from 'yaml';
import { dirname } from 'node:path';

/** `--smoke`: the small run on one pull request per mode, for test/bench.test.ts (the harness works end to end). */
const smoke = process.argv.includes('--smoke');
const small = smoke || process.argv.includes('--small');
const out = process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? join(ACTION_DIR, 'bench', 'results.json');
const N = smoke ? 1 : small ? 2 : 8;
/**
 * `--pacing=plugin|none`: count the throttling plugin's own spacing (every GraphQL request as a
 * write, tend before session 19) or none (the figures before then), to compare; the default is
 * tend's (bench/pacing-waits.ts). Such a run is a comparison: it needs --out= and leaves the README alone.
 */
const pacingArg = process.argv.find((a) => a.startsWith('--pacing='))?.slice(10) ?? 'tend';
if (!PACINGS.includes(pacingArg as Pacing)) throw new Error(`bench: --pacing=${pacingArg}; one of ${PACINGS.join(', ')}`);
if (pacingArg !== 'tend' && !process.argv.some((a) => a.startsWith('--out='))) throw new Error('bench: a --pacing comparison writes elsewhere than bench/results.json: give --out=');
countPacing(pacingArg as Pacing);
const SEED = 4004;
const SWEEP = small ? 20 : 100;

const median = (xs: number[]) => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number | null {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
const round = (x: number | null, digits = 1) => (x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits);

function figures(result: ModeResult, prs: number) {
  const latencies = result.merges.filter((m) => m.mergedAt !== null).map((m) => (m.mergedAt! - m.lastReview) / 1000);
  // CI green → merge: how long tend takes to notice that CI finished (a workflow_run event, the next
  // poll or the next sweep) and merge, counted where CI was the last gate to open (after the last
  // bot review and the approval), so the figure is about hearing CI, not about waiting for people.
  const ciLatencies = result.merges
    .filter((m) => m.mergedAt !== null && m.ciGreen !== null && m.ciGreen >= m.lastReview && m.ciGreen >= (m.approvedAt ?? 0))
    .map((m) => (m.mergedAt! - m.ciGreen!) / 1000);
  const requests = result.jobs.reduce((sum, j) => sum + j.rest + j.graphql, 0);
  return {
    prs,
    merged: result.merges.filter((m) => m.mergedAt !== null).length,
    runner_seconds_per_pr: round(result.jobs.reduce((s, j) => s + j.heldS, 0) / prs),
    // Of those, what the jobs' requests wait for GitHub's spacing (counted, not slept: pacing-waits.ts).
    spacing_seconds_per_pr: round(result.jobs.reduce((s, j) => s + j.spacingS, 0) / prs),
    billed_minutes_per_pr: round(result.jobs.reduce((s, j) => s + Math.ceil(j.heldS / 60), 0) / prs),
    jobs_per_pr: round(result.jobs.length / prs),
    cancelled_pending_runs_per_pr: round(result.cancelled / prs),
    latency_p50_s: round(median(latencies)),
    latency_p95_s: round(quantile(latencies, 0.95)),
    ci_gated_merges: ciLatencies.length,
    ci_green_to_merge_p50_s: round(median(ciLatencies)),
    ci_green_to_merge_p95_s: round(quantile(ciLatencies, 0.95)),
    api_requests_per_pr: round(requests / prs),
    rest_requests_per_pr: round(result.jobs.reduce((s, j) => s + j.rest, 0) / prs),
    graphql_requests_per_pr: round(result.jobs.reduce((s, j) => s + j.graphql, 0) / prs),
    model_tokens_per_thread: round(result.threadTokens.length ? result.threadTokens.reduce((a, b) => a + b, 0) / result.threadTokens.length : 0),
    threads: result.threadTokens.length,
    threads_resolved_without_model: result.threadsResolvedByRules,
    jobs_by_event: result.jobs.reduce<Record<string, number>>((acc, j) => ({ ...acc, [j.event]: (acc[j.event] ?? 0) + 1 }), {}),
    // Each pull request's lifecycle (its own jobs; the schedule sweeps are shared and left out).
    api_requests_by_pr: Object.fromEntries(
      [...new Set(result.jobs.flatMap((j) => (j.pr === null ? [] : [j.pr])))].sort((a, b) => a - b).map((pr) => [`#${pr}`, result.jobs.filter((j) => j.pr === pr).reduce((s, j) => s + j.rest + j.graphql, 0)]),
    ),
    api_requests_per_pr_without_sweeps: round(result.jobs.filter((j) => j.pr !== null).reduce((s, j) => s + j.rest + j.graphql, 0) / prs),
    // Per PR, by endpoint (REST) or operation (GraphQL): where the requests go.
    requests_per_pr_by_operation: Object.fromEntries(
      Object.entries(result.jobs.flatMap((j) => j.requests).reduce<Record<string, number>>((acc, r) => ({ ...acc, [r]: (acc[r] ?? 0) + 1 }), {}))
        .sort(([, a], [, b]) => b - a)
        .map(([k, v]) => [k, round(v / prs, 2)]),
    ),
  };
}

/** Runner-seconds per PR had every job paid `overheadS` instead of the stated overhead. */
function heldWithOverhead(result: ModeResult, prs: number, overheadS: number): number {
  return round(result.jobs.reduce((s, j) => s + j.heldS - RUNNER_OVERHEAD_S + overheadS, 0) / prs)!;
}

/** The N of an example workflow's first schedule, every N minutes: the cadence the day model prices. */
function cronMinutes(file: string): { cron: string; minutes: number } {
  const doc = parseYaml(readFileSync(join(ACTION_DIR, 'examples', file), 'utf8')) as { on: { schedule: Array<{ cron: string }> } };
  const cron = doc.on.schedule[0]!.cron;
  const every = /^\*\/(\d+) \* \* \* \*$/.exec(cron);
  if (!every) throw new Error(`bench: examples/${file} has schedule '${cron}'; the day model reads only '*/N * * * *'`);
  return { cron, minutes: Number(every[1]) };
}
const SWEEP_CRON = cronMinutes('tend-sweep.yml');
const WATCH_CRON = cronMinutes('chat-watch.yml');
/**
 * With `tend chat bridge` running, chat-watch is only the fallback for when no bridge runs: the
 * bridge reads what was said while it was down when it starts, and a running bridge's lease makes
 * chat-watch leave its channels alone. Every 3 hours: 8 jobs a day, so a repository that watches
 * chat through the bridge still pays under 10 billed minutes on a day with no pull request and no
 * chat traffic (issue #18's idle target), and a question asked while the bridge is down waits at
 * most about 3 hours. Minute 17, not 0, because GitHub delays (and under enough load drops)
 * schedules at the start of every hour and asks for another minute of the hour
 * (docs.github.com/en/actions/writing-workflows/choosing-when-your-workflow-runs/events-that-trigger-workflows#schedule).
 */
const BRIDGE_FALLBACK_CRON = { cron: '17 */3 * * *', minutes: 180 };

// The smoke run plays the simulated jobs' steps in this process (simulate.ts `playStepsWith`).
if (smoke) playStepsWith((await import('../test/support/in-process-step.js')).inProcessStep);
const list = scenarios(N, SEED);
/** Each stage's wall time on stderr: where a bench run spends its minutes. */
async function stage<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    process.stderr.write(`bench: ${name} ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  }
}
const eventsRun = await stage('events', () => simulateEvents(list, { sweepMinutes: SWEEP_CRON.minutes }));
const pollRun = await stage('poll', () => simulatePoll(list));
const events = figures(eventsRun, N);
const poll = figures(pollRun, N);
// The start-up overhead is an assumption; the figures at the earlier, more pessimistic 10 s.
const SENSITIVITY_OVERHEAD_S = 10;
const sensitivity = {
  runner_overhead_s: SENSITIVITY_OVERHEAD_S,
  events_runner_seconds_per_pr: heldWithOverhead(eventsRun, N, SENSITIVITY_OVERHEAD_S),
  poll_runner_seconds_per_pr: heldWithOverhead(pollRun, N, SENSITIVITY_OVERHEAD_S),
  ratio: round(heldWithOverhead(eventsRun, N, SENSITIVITY_OVERHEAD_S) / heldWithOverhead(pollRun, N, SENSITIVITY_OVERHEAD_S), 3),
};
const sweep = await stage('sweep', () => measureSweep(SWEEP));
const coldStart = await stage('cold start', () => measureColdStart(ACTION_DIR, small ? 3 : 9));
// The sweep's own run with nothing to watch: it disables its workflow (and is the last run of a busy spell).
const idleSweep = await stage('idle sweep', () => measureSweep(0, { switchWorkflow: true }));
const chat = await stage('chat', () => measureChat(small, ACTION_DIR));
// Message → draft through `tend chat bridge` (dist/cli/index.js on Socket Mode): three questions, one in the small run.
const bridgeRun = await stage('bridge', () => measureBridgeLatency(small, ACTION_DIR));
// The everyday obstacles (issue #16): the small run plays one (a branch behind), the full run all.
const OBSTACLES_RUN: readonly ObstacleKind[] = small ? ['behind'] : OBSTACLE_KINDS;
// An obstacle whose code is not on this branch stays listed, as not run, with why.
const OBSTACLES_NOT_RUN: Partial<Record<ObstacleKind, string>> = {};
// A repository at scale (issue #29 item 4): many open pull requests, some of them tend's; the
// smoke run keeps it to a size that only proves the harness (one sweep page).
const SCALE = smoke ? { open: 150, tracked: 20, due: 2 } : small ? { open: 1_000, tracked: 50, due: 3 } : { open: 10_000, tracked: 500, due: 5 };
const scaleRun = await stage('scale', () => measureScale(SCALE));
const obstacles = await stage('obstacles', () => measureObstacles(OBSTACLES_RUN, SEED, { sweepMinutes: SWEEP_CRON.minutes, notRun: OBSTACLES_NOT_RUN }));
const notes: string[] = [...chat.notes];
if (idleSweep.workflowState !== 'disabled_manually') notes.push(`the idle sweep left tend-sweep.yml ${idleSweep.workflowState}, not disabled: the day model's idle figures do not hold`);
// `day` has the shape issue #18's Done means names (prs_per_day, events, poll, and chat in its own
// block); what the day model was given and the targets it checks sit next to it in `day_model`.
const { sweep: daySweep, targets: dayTargets, ...day } = dayFigures();
const results = {
  generated_at: new Date().toISOString(),
  mode: smoke ? 'smoke' : small ? 'small' : 'full',
  seed: SEED,
  assumptions: { runner_overhead_s: RUNNER_OVERHEAD_S, pacing: countedPacing(), poll_interval_s: '10 → ×1.5 → 30', review_window_min: 20, checks_wait_min: 30 },
  events,
  poll,
  ratios: {
    runner_seconds: round(events.runner_seconds_per_pr! / poll.runner_seconds_per_pr!, 3),
    billed_minutes: round(events.billed_minutes_per_pr! / poll.billed_minutes_per_pr!, 3),
  },
  sensitivity,
  sweep: { prs: SWEEP, api_requests_100_prs: sweep.requests, measured_requests: sweep.requests, advanced: sweep.advanced, idle_requests: idleSweep.requests },
  day,
  day_model: { sweep: daySweep, targets: dayTargets },
  scale: scaleFigures(scaleRun, SWEEP_CRON),
  obstacles,
  chat: {
    classifier_events_per_s: chat.classifierEventsPerS,
    classifier_corpus: { messages: chat.corpus.messages, misses_per_100_events: chat.corpus.missesPer100Events, pass_through_pct: chat.corpus.passThroughPct },
    investigations: chat.investigations.investigations,
    orchestrator_tokens_per_investigation: chat.investigations.orchestratorTokens,
    // The Messages API emulator's counts (4 characters a token of what tend sent), not a real model's.
    investigator_tokens_per_investigation: chat.investigations.investigatorTokens,
    validator_tokens_per_investigation: chat.investigations.validatorTokens,
  },
  // The runner's cost of starting the bundle (bench/cold-start.ts), beside `node -e ''` in the same
  // loop: nothing to do, and a pull request opened up to its first request to GitHub. The small run
  // takes 3 repetitions (the 5 bundle starts it took before), the full run 9.
  cold_start_ms: coldStart.nothing_to_do_ms,
  cold_start: coldStart,
  dist_bytes: firstImageBytes(join(ACTION_DIR, 'dist', 'index.js')),
  notes,
  // The figures of the run before the GitHub rules of issue #14 (CI reached tend by check_run,
  // which GitHub does not send for CI on Actions), side by side with these: bench/baseline.json.
  baseline: small ? null : readBaseline(),
};
writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
writeFileSync(join(dirname(out), 'day.svg'), daySvg(day.prs_per_day, [
  { name: 'events (tend)', color: '#1f77b4', values: day.events.billed_minutes },
  { name: 'poll (doc 004)', color: '#d62728', values: day.poll.billed_minutes },
  { name: 'events + chat', color: '#1f77b4', values: day.chat.events.billed_minutes, dashed: true },
  { name: 'poll + chat', color: '#d62728', values: day.chat.poll.billed_minutes, dashed: true },
  { name: 'events + chat, bridge', color: '#2ca02c', values: day.chat.bridge.billed_minutes, dashed: true },
]));
if (!small && pacingArg === 'tend') updateReadme(results);
console.log(JSON.stringify(results, null, 2));

/**
 * The day block (bench/day.ts) from this run's measurements: per-PR costs from the simulated runs
 * (the sweep's jobs left out of events mode's, the day model prices the sweep itself), each pull
 * request's active span from its command to its merge, the sweep's jobs from the measured busy and
 * idle sweeps, the chat watcher's from a measured idle chat-watch run and the investigations.
 */
function dayFigures() {
  const perPr = (jobs: typeof eventsRun.jobs): Cost => ({
    billed_minutes: jobs.reduce((s, j) => s + Math.ceil(j.heldS / 60), 0) / N,
    runner_seconds: jobs.reduce((s, j) => s + j.heldS, 0) / N,
    jobs: jobs.length / N,
  });
  const COMMAND_AT_MS = 30_000; // the scenario's /tend ship, half a minute after the pull request opens
  const horizonMs = Math.max(...eventsRun.jobs.map((j) => j.startedAt + j.heldS * 1000));
  const inputs = {
    eventsPerPr: perPr(eventsRun.jobs.filter((j) => j.event !== 'schedule')),
    pollPerPr: perPr(pollRun.jobs),
    activeMinutes: eventsRun.merges.map((m) => ((m.mergedAt ?? horizonMs) - COMMAND_AT_MS) / 60_000),
    sweep: { cadenceMinutes: SWEEP_CRON.minutes, busyJobS: RUNNER_OVERHEAD_S + sweep.wallMs / 1000 + sweep.spacingS, idleJobS: RUNNER_OVERHEAD_S + idleSweep.wallMs / 1000 + idleSweep.spacingS },
  };
  const days = PRS_PER_DAY.map((prs) => dayCost(prs, inputs));
  const series = (pick: (d: (typeof days)[number]) => Cost) => ({
    billed_minutes: days.map((d) => pick(d).billed_minutes),
    runner_seconds: days.map((d) => pick(d).runner_seconds),
    jobs: days.map((d) => pick(d).jobs),
  });
  // Each run's wall time here and the wait for GitHub's spacing its requests would make there.
  const investigationWallS = chat.investigations.investigationWallMs.map((ms, i) => ms / 1000 + chat.investigations.investigationSpacingS[i]!);
  const watchWallS = chat.investigations.idleWatchWallMs / 1000 + chat.investigations.idleWatchSpacingS;
  const THREADS_PER_DAY = 10;
  const chatCost = chatDay({
    watcher: { cadenceMinutes: WATCH_CRON.minutes, jobS: RUNNER_OVERHEAD_S + watchWallS },
    fallbackWatcher: { cadenceMinutes: BRIDGE_FALLBACK_CRON.minutes, jobS: RUNNER_OVERHEAD_S + watchWallS },
    investigationJobS: RUNNER_OVERHEAD_S + median(investigationWallS)!,
    threadsPerDay: THREADS_PER_DAY,
    overheadS: RUNNER_OVERHEAD_S,
    watchWallS,
    investigationWallS,
    bridge: { toDispatchS: bridgeRun.toDispatchS, runS: bridgeRun.runS },
    // The model's work per investigation, from the bridge's runs (the same investigations the scheduled watcher dispatches).
    model: bridgeRun.modelCalls.map((calls, i) => ({ calls, outputTokens: bridgeRun.modelOutputTokens[i]! })),
  });
  const withChat = (mode: 'events' | 'poll', chatTotal: Cost) => series((d) => {
    const c = d[mode];
    return { billed_minutes: c.billed_minutes + chatTotal.billed_minutes, runner_seconds: round(c.runner_seconds + chatTotal.runner_seconds)!, jobs: c.jobs + chatTotal.jobs };
  });
  const events = series((d) => d.events);
  const poll = series((d) => d.poll);
  return {
    prs_per_day: [...PRS_PER_DAY],
    events,
    poll,
    sweep: {
      cron: SWEEP_CRON.cron,
      busy_job_s: round(inputs.sweep.busyJobS),
      idle_job_s: round(inputs.sweep.idleJobS),
      active_minutes_per_pr: inputs.activeMinutes.map((m) => round(m)),
      per_pr: { events: mapRound(inputs.eventsPerPr), poll: mapRound(inputs.pollPerPr) },
    },
    chat: {
      threads_per_day: THREADS_PER_DAY,
      watcher_cron: WATCH_CRON.cron,
      watcher: chatCost.watcher,
      investigations: chatCost.investigations,
      // Totals with chat traffic on top of each mode (document 004 has no chat: the same watcher and
      // investigations are added to both, so the comparison stays about pull requests).
      events: withChat('events', chatCost.total),
      poll: withChat('poll', chatCost.total),
      // Events mode with `tend chat bridge` answering chat: the bridge runs off Actions (0 billed
      // minutes; its host is not priced, see bridge_process), chat-watch only at its fallback cron.
      bridge: withChat('events', chatCost.bridgeTotal),
      bridge_fallback_cron: BRIDGE_FALLBACK_CRON.cron,
      fallback_watcher: chatCost.fallbackWatcher,
      bridge_process: { peak_rss_mib: bridgeRun.peakRssMiB },
      // Message → draft awaiting approval, both through the same investigation job; measured and
      // modelled parts apart (bench/day.ts).
      scheduled_watcher_latency_s: chatCost.latency.scheduled,
      bridge_latency_s: chatCost.latency.bridge,
    },
    targets: {
      events_at_or_below_poll: PRS_PER_DAY.map((_, i) => events.billed_minutes[i]! <= poll.billed_minutes[i]!),
      idle_billed_minutes_under_10: events.billed_minutes[0]! < 10,
      // The same with chat watched through the bridge: only the fallback chat-watch runs.
      idle_with_bridge_billed_minutes_under_10: events.billed_minutes[0]! + chatCost.fallbackWatcher.billed_minutes < 10,
      // Document 001 AC-10: the median time from message to reply no worse than before plus 30 s.
      // tend's delay before a person sees the draft is what it adds; the person's own time is the same either way.
      chat_ac10_added_s: 30,
      scheduled_watcher_p50_within_ac10: chatCost.latency.scheduled.p50_s <= 30,
      bridge_p50_within_ac10: chatCost.latency.bridge.p50_s <= 30,
    },
  };
}

function mapRound(c: Cost): Cost {
  return { billed_minutes: round(c.billed_minutes)!, runner_seconds: round(c.runner_seconds)!, jobs: round(c.jobs)! };
}

/** Message → draft awaiting approval, the scheduled watcher's and the bridge's, each part measured or modelled. */
function latencyTable(scheduled: ReturnType<typeof chatDay>['latency']['scheduled'], bridge: ReturnType<typeof chatDay>['latency']['bridge'], cron: string): string {
  const s = scheduled;
  const b = bridge;
  return [
    '| message → draft awaiting approval (s) | scheduled chat-watch `' + cron + '` | `tend chat bridge` |',
    '|---|---|---|',
    `| wait for the next tick (modelled: half a cadence, a whole one at worst) | ${s.modelled.tick_wait_p50_s} / ${s.modelled.tick_wait_max_s} | 0 |`,
    `| message → repository_dispatch (measured: chat-watch's run; the bridge on Socket Mode) | ${s.measured.watch_run_s} | ${b.measured.to_dispatch_p50_s} / ${b.measured.to_dispatch_max_s} |`,
    `| a runner takes the job(s) (modelled: ${b.modelled.job_start_s} s a job) | ${s.modelled.job_starts_s} | ${b.modelled.job_start_s} |`,
    `| dispatch → draft, the job's run (measured, local model) | ${s.measured.run_p50_s} / ${s.measured.run_max_s} | ${b.measured.run_p50_s} / ${b.measured.run_max_s} |`,
    `| the model's own time (modelled from its calls and output tokens) | ${s.modelled.model_p50_s} / ${s.modelled.model_max_s} | ${b.modelled.model_p50_s} / ${b.modelled.model_max_s} |`,
    `| **total, p50 / worst** | **${s.p50_s} / ${s.max_s}** | **${b.p50_s} / ${b.max_s}** |`,
    `| investigations measured | ${s.n} | ${b.n} |`,
  ].join('\n');
}

function readBaseline() {
  const path = join(ACTION_DIR, 'bench', 'baseline.json');
  if (!existsSync(path)) return null;
  const before = JSON.parse(readFileSync(path, 'utf8')) as { generated_at: string; events: Record<string, unknown> };
  return { generated_at: before.generated_at, commit: '20d2499', events: before.events };
}

function updateReadme(r: typeof results) {
  const path = join(ACTION_DIR, 'bench', 'README.md');
  if (!existsSync(path)) return;
  const text = readFileSync(path, 'utf8');
  const was = (key: string) => (r.baseline ? r.baseline.events[key] : undefined);
  const row = (name: string, e: unknown, p: unknown, before?: unknown) => `| ${name} | ${e ?? 'n/a'} | ${before ?? 'n/a'} | ${p ?? 'n/a'} |`;
  const table = [
    '<!-- figures:start -->',
    `Latest full run: ${r.generated_at}, seed ${r.seed}, ${r.events.prs} pull requests.`,
    '',
    `| figure | events | events before #14 (${r.baseline?.commit ?? 'n/a'}: CI by check_run) | poll (document 004) |`,
    '|---|---|---|---|',
    row('runner-seconds held per PR', r.events.runner_seconds_per_pr, r.poll.runner_seconds_per_pr, was('runner_seconds_per_pr')),
    row('billed minutes per PR', r.events.billed_minutes_per_pr, r.poll.billed_minutes_per_pr, was('billed_minutes_per_pr')),
    row('jobs started per PR', r.events.jobs_per_pr, r.poll.jobs_per_pr, was('jobs_per_pr')),
    row('latency last bot review → merge, p50 (s)', r.events.latency_p50_s, r.poll.latency_p50_s, was('latency_p50_s')),
    row('latency p95 (s)', r.events.latency_p95_s, r.poll.latency_p95_s, was('latency_p95_s')),
    row(`latency CI green → merge where CI was the last gate, p50 (s; ${r.events.ci_gated_merges} / ${r.poll.ci_gated_merges} merges)`, r.events.ci_green_to_merge_p50_s, r.poll.ci_green_to_merge_p50_s),
    row('latency CI green → merge, p95 (s)', r.events.ci_green_to_merge_p95_s, r.poll.ci_green_to_merge_p95_s),
    row('API requests per PR (REST + GraphQL)', r.events.api_requests_per_pr, r.poll.api_requests_per_pr, was('api_requests_per_pr')),
    row('REST / GraphQL per PR', `${r.events.rest_requests_per_pr} / ${r.events.graphql_requests_per_pr}`, `${r.poll.rest_requests_per_pr} / ${r.poll.graphql_requests_per_pr}`, r.baseline ? `${String(was('rest_requests_per_pr'))} / ${String(was('graphql_requests_per_pr'))}` : undefined),
    row('model tokens per thread (suggestions, nitpicks)', r.events.model_tokens_per_thread, r.poll.model_tokens_per_thread, was('model_tokens_per_thread')),
    row('merged', `${r.events.merged}/${r.events.prs}`, `${r.poll.merged}/${r.poll.prs}`, r.baseline ? `${String(was('merged'))}/${String(was('prs'))}` : undefined),
    row('jobs by event', JSON.stringify(r.events.jobs_by_event), '', JSON.stringify(was('jobs_by_event') ?? null)),
    '',
    `Ratios events/poll: runner-seconds ${r.ratios.runner_seconds}, billed minutes ${r.ratios.billed_minutes} (start-up overhead ${r.assumptions.runner_overhead_s} s a job; at ${r.sensitivity.runner_overhead_s} s: ${r.sensitivity.events_runner_seconds_per_pr} vs ${r.sensitivity.poll_runner_seconds_per_pr} runner-seconds per PR, ratio ${r.sensitivity.ratio}).`,
    `Sweep of 100 open PRs: ${r.sweep.api_requests_100_prs} requests. Cold start: nothing to do ${r.cold_start.nothing_to_do_ms} ms (${r.cold_start.nothing_to_do_ratio} × \`node -e ''\` ${r.cold_start.node_ms} ms), a pull request opened to its first request ${r.cold_start.ship_first_request_ms} ms (${r.cold_start.ship_first_request_ratio} ×); dist/index.js ${r.dist_bytes} bytes.`,
    `Scale (${r.scale.open_prs} open pull requests, ${r.scale.tracked_prs} tracked; docs/scale.md): a sweep with nothing due ${r.scale.sweep_idle.requests} requests (${r.scale.sweep_idle.graphql_points} GraphQL points), +${r.scale.sweep_due.per_due_target} per due pull request; a run's first read ${r.scale.first_read.run.requests} request(s), ${r.scale.first_read.points} points (${r.scale.first_read.points_asked} counting only the fields asked); a tracking-comment lookup at ${r.scale.comment_lookup.comments} comments ${r.scale.comment_lookup.list_pages} REST pages; idle sweeps spend ${r.scale.hour.charged.idle_sweeps.graphql_points} of the GITHUB_TOKEN's 1,000 GraphQL points an hour.`,
    `Chat: classifier ${r.chat.classifier_events_per_s ?? 'null'} events/s; on the labelled corpus of ${r.chat.classifier_corpus?.messages ?? '?'} real messages, ${r.chat.classifier_corpus?.misses_per_100_events ?? '?'} misses per 100 events (AC-11: ≤ 1) and ${r.chat.classifier_corpus?.pass_through_pct ?? '?'} % of the non-actionable let through (AC-01: ≤ 40); over ${r.chat.investigations} investigations, model tokens per investigation: orchestrator ${r.chat.orchestrator_tokens_per_investigation}, investigator ${r.chat.investigator_tokens_per_investigation}, validator ${r.chat.validator_tokens_per_investigation} (the emulator's counts).`,
    ...r.notes.map((n) => `- ${n}`),
    '<!-- figures:end -->',
  ].join('\n');
  const d = { ...r.day, ...r.day_model };
  const cells = (xs: number[]) => xs.map((x) => String(x)).join(' | ');
  const dayTable = [
    '<!-- day:start -->',
    `Latest full run: ${r.generated_at}. Sweep \`${d.sweep.cron}\` while enabled (a busy sweep holds ${d.sweep.busy_job_s} s, the one that disables it ${d.sweep.idle_job_s} s); per PR: events ${d.sweep.per_pr.events.billed_minutes} billed minutes over ${d.sweep.per_pr.events.jobs} jobs, poll ${d.sweep.per_pr.poll.billed_minutes}; tend at work ${d.sweep.active_minutes_per_pr.join(', ')} minutes per PR.`,
    '',
    `| per day, pull requests a day → | ${cells(d.prs_per_day)} |`,
    '|---|---|---|---|---|',
    `| events (tend): billed minutes | ${cells(d.events.billed_minutes)} |`,
    `| poll (document 004): billed minutes | ${cells(d.poll.billed_minutes)} |`,
    `| events: runner-seconds | ${cells(d.events.runner_seconds)} |`,
    `| poll: runner-seconds | ${cells(d.poll.runner_seconds)} |`,
    `| events: jobs | ${cells(d.events.jobs)} |`,
    `| poll: jobs | ${cells(d.poll.jobs)} |`,
    `| events + chat (${d.chat.threads_per_day} threads): billed minutes | ${cells(d.chat.events.billed_minutes)} |`,
    `| poll + chat (${d.chat.threads_per_day} threads): billed minutes | ${cells(d.chat.poll.billed_minutes)} |`,
    `| events + chat through \`tend chat bridge\` (${d.chat.threads_per_day} threads, chat-watch \`${d.chat.bridge_fallback_cron}\`): billed minutes | ${cells(d.chat.bridge.billed_minutes)} |`,
    `| events + chat through the bridge: runner-seconds | ${cells(d.chat.bridge.runner_seconds)} |`,
    `| events + chat through the bridge: jobs | ${cells(d.chat.bridge.jobs)} |`,
    '',
    `Chat on its own: chat-watch \`${d.chat.watcher_cron}\` = ${d.chat.watcher.jobs} jobs, ${d.chat.watcher.billed_minutes} billed minutes, ${d.chat.watcher.runner_seconds} runner-seconds a day, traffic or not; ${d.chat.threads_per_day} investigations ${d.chat.investigations.billed_minutes} billed minutes. With the bridge, chat-watch \`${d.chat.bridge_fallback_cron}\` = ${d.chat.fallback_watcher.jobs} jobs, ${d.chat.fallback_watcher.billed_minutes} billed minutes a day; the bridge itself runs off Actions (peak memory ${d.chat.bridge_process.peak_rss_mib ?? '?'} MiB here; its host is not priced).`,
    '',
    latencyTable(d.chat.scheduled_watcher_latency_s, d.chat.bridge_latency_s, d.chat.watcher_cron),
    '',
    `Targets: events ≤ poll at every rate: ${d.targets.events_at_or_below_poll.every(Boolean) ? 'yes' : 'no'}; idle (0 PRs, no chat) under 10 billed minutes: ${d.targets.idle_billed_minutes_under_10 ? 'yes' : 'no'} (${d.events.billed_minutes[0]}); idle with chat watched through the bridge (no traffic): ${d.targets.idle_with_bridge_billed_minutes_under_10 ? 'yes' : 'no'} (${d.events.billed_minutes[0]! + d.chat.fallback_watcher.billed_minutes}); document 001 AC-10 (median message → reply at most ${d.targets.chat_ac10_added_s} s worse than before): scheduled chat-watch ${d.targets.scheduled_watcher_p50_within_ac10 ? 'yes' : 'no'} (${d.chat.scheduled_watcher_latency_s.p50_s} s), the bridge ${d.targets.bridge_p50_within_ac10 ? 'yes' : 'no'} (${d.chat.bridge_latency_s.p50_s} s).`,
    '<!-- day:end -->',
  ].join('\n');
  const o = r.obstacles;
  const yesNo = (b: boolean | null) => (b === null ? 'not run' : b ? 'yes' : 'no');
  const obstaclesTable = [
    '<!-- obstacles:start -->',
    `Latest full run: ${r.generated_at}. Events mode, one pull request per obstacle, each in its own world; the bots have nothing to say, a maintainer approves, CI is \`build\` (required).`,
    '',
    '| obstacle | expected | merged without a human | as expected | ended | runner-seconds | billed minutes | jobs | API requests | model calls / tokens in+out / cost | document 004 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...o.scenarios.map((s) =>
      s.ran
        ? `| ${s.kind}: ${s.what} | ${s.expected} | ${yesNo(s.merged_without_human)} | ${yesNo(s.as_expected)} | ${s.final_status}${s.final_reason ? `: ${s.final_reason}` : ''} | ${s.runner_seconds} | ${s.billed_minutes} | ${s.jobs} | ${s.api_requests} | ${s.model!.calls} / ${s.model!.input_tokens}+${s.model!.output_tokens} / $${s.model!.cost_usd} | blocks: ${s.doc004} |`
        : `| ${s.kind}: ${s.what} | ${s.expected} | not run: ${s.why_not_run} | | | | | | | | blocks: ${s.doc004} |`,
    ),
    '',
    `Merged without a human: **${o.merged_without_human} of ${o.of}** run (${o.mergeable_merged_without_human} of the ${o.mergeable_of} that should merge; the lockfile conflict should go to a person); ended as expected: ${o.as_expected} of ${o.of}${o.not_run.length ? `; not run: ${o.not_run.join(', ')}` : ''}. Document 004's design: **${o.doc004_merged_without_human} of ${o.scenarios.length}** (read from the design, not run).`,
    '<!-- obstacles:end -->',
  ].join('\n');
  writeFileSync(
    path,
    text
      .replace(/<!-- figures:start -->[\s\S]*<!-- figures:end -->/, table)
      .replace(/<!-- day:start -->[\s\S]*<!-- day:end -->/, dayTable)
      .replace(/<!-- obstacles:start -->[\s\S]*<!-- obstacles:end -->/, obstaclesTable),
  );
}

/**
 * What the runner's first image loads before it decides: dist/index.js and the chunks it imports
 * statically, in bytes (esbuild's splitting puts shared code in chunks; `import()`ed ones load
 * only when a run goes on, so they are not counted).
 */
function firstImageBytes(entry: string, seen = new Set<string>()): number {
  if (seen.has(entry)) return 0;
  seen.add(entry);
  const text = readFileSync(entry, 'utf8');
  let bytes = Buffer.byteLength(text);
  for (const [, from, bare] of text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+"(\.\/[^"]+)"|^import\s+"(\.\/[^"]+)"/gms)) {
    bytes += firstImageBytes(join(dirname(entry), (from ?? bare)!), seen);
  }
  return bytes;
}
