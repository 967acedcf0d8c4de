// A day of tend, priced (issue #18 item 1): billed minutes, runner-seconds and jobs per 24 hours for
// a repository with 0, 2, 10 and 50 pull requests a day, in events mode (tend's) and poll mode
// (document 004's), crons included, and chat's cost and latency on its own, with the scheduled
// watcher and with `tend chat bridge`. Plain functions of measured figures: the per-PR costs and
// active spans come from the simulator's runs of the bundle, the sweep's and chat-watch's job
// times and the bridge's latencies from measured runs of the bundles (bench/run.ts passes them
// in); nothing here is a typed-in cost. What cannot be measured locally (a runner taking a job,
// the real model's speed) is modelled from stated, sourced figures and reported apart.

/** The rates the issue asks for. */
export const PRS_PER_DAY = [0, 2, 10, 50] as const;
/** Pull requests arrive over a working day: 09:00 to 17:00, evenly spaced. */
const WORK_START_MIN = 9 * 60;
const WORK_MINUTES = 8 * 60;

export interface Cost {
  billed_minutes: number;
  runner_seconds: number;
  jobs: number;
}

export interface DayInputs {
  /** Events mode, per pull request: the jobs its events start (the sweep's excluded: it is priced here). */
  eventsPerPr: Cost;
  /** Poll mode, per pull request: its one long job. Document 004 has no cron. */
  pollPerPr: Cost;
  /** How long each pull request keeps tend at work in events mode (command → merged), minutes, as measured. */
  activeMinutes: number[];
  /** The sweep workflow's cadence while enabled, and what its jobs hold a runner for (s, start-up included). */
  sweep: { cadenceMinutes: number; busyJobS: number; idleJobS: number };
}

export interface ChatInputs {
  /** The scheduled watcher's cadence (examples/chat-watch.yml) and one idle run's held time (s). */
  watcher: { cadenceMinutes: number; jobS: number };
  /** With `tend chat bridge` running, chat-watch stays as a rare fallback: its cadence and one run's held time (s). */
  fallbackWatcher: { cadenceMinutes: number; jobS: number };
  /** One investigation job (the dispatch → draft), held seconds, as measured. */
  investigationJobS: number;
  /** Actionable threads a day in the "with chat traffic" case. */
  threadsPerDay: number;
  /** Start-up overhead of a job (s): a runner taking a job that an event or a schedule started. */
  overheadS: number;
  /** The watcher's own run, wall (s), measured, with the wait its requests would make for GitHub's spacing (bench/pacing-waits.ts). */
  watchWallS: number;
  /** Investigation runs (dispatch → draft awaiting approval), wall (s), measured, with that wait: after the scheduled watcher's dispatch. */
  investigationWallS: number[];
  /** Through the bridge, measured per question: message posted → dispatch received, and the dispatched run → draft (s). */
  bridge: { toDispatchS: number[]; runS: number[] };
  /** What each measured investigation asked of the model: calls and output tokens (the scripted model answers at once; its latency is modelled). */
  model: Array<{ calls: number; outputTokens: number }>;
}

/**
 * The model's latency, which the local Messages API (answering at once) cannot show: each call
 * waits for its first token, then streams its output. Figures measured by LLMPerf against Claude
 * on Bedrock, 1,024 tokens in and out (huggingface.co/datasets/ssong1/llmperf-bedrock,
 * bedrock-anthropic-claude-instant-v1_1024_100_1024_0_summary.json): time to first token p50
 * 1.235 s, p95 1.891 s; inter-token latency p50 0.01365 s, p95 0.0264 s. A larger model is slower
 * per token; the same figure is added to both watchers, so the comparison does not depend on it.
 */
export const MODEL_LATENCY = { ttftS: { p50: 1.235, p95: 1.891 }, perOutputTokenS: { p50: 0.01365, p95: 0.0264 } } as const;
export const modelSeconds = (model: { calls: number; outputTokens: number }, q: 'p50' | 'p95') =>
  model.calls * MODEL_LATENCY.ttftS[q] + model.outputTokens * MODEL_LATENCY.perOutputTokenS[q];

const billed = (heldS: number) => Math.ceil(heldS / 60);
const round = (x: number) => Math.round(x * 10) / 10;
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const median = (xs: readonly number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.ceil(xs.length / 2) - 1]! : 0);
const max = (xs: readonly number[]) => (xs.length ? Math.max(...xs) : 0);
const times = (n: number, c: Cost): Cost => ({ billed_minutes: n * c.billed_minutes, runner_seconds: n * c.runner_seconds, jobs: n * c.jobs });
const plus = (a: Cost, b: Cost): Cost => ({ billed_minutes: a.billed_minutes + b.billed_minutes, runner_seconds: a.runner_seconds + b.runner_seconds, jobs: a.jobs + b.jobs });
const rounded = (c: Cost): Cost => ({ billed_minutes: round(c.billed_minutes), runner_seconds: round(c.runner_seconds), jobs: round(c.jobs) });

/** The intervals (minutes of the day) in which some pull request is at work, merged where they overlap. */
export function busySpans(prs: number, activeMinutes: readonly number[]): Array<[number, number]> {
  if (prs === 0 || activeMinutes.length === 0) return [];
  const spans = Array.from({ length: prs }, (_, i): [number, number] => {
    const start = WORK_START_MIN + ((i + 0.5) * WORK_MINUTES) / prs;
    return [start, start + activeMinutes[i % activeMinutes.length]!];
  }).sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [s, e] of spans) {
    const last = merged.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/**
 * Sweep runs in a day: a run that starts work enables the workflow; every tick of its cadence in a
 * busy span runs a sweep that finds work; the first tick after the span ends finds none and
 * disables it (one idle run). Outside busy spans nothing runs.
 */
export function sweepRuns(prs: number, activeMinutes: readonly number[], cadenceMinutes: number): { busy: number; idle: number } {
  let busy = 0;
  let idle = 0;
  for (const [s, e] of busySpans(prs, activeMinutes)) {
    busy += Math.floor(e / cadenceMinutes) - Math.floor(s / cadenceMinutes);
    idle += 1;
  }
  return { busy, idle };
}

export function dayCost(prs: number, inputs: DayInputs): { events: Cost; poll: Cost } {
  const runs = sweepRuns(prs, inputs.activeMinutes, inputs.sweep.cadenceMinutes);
  const sweep = plus(
    times(runs.busy, { billed_minutes: billed(inputs.sweep.busyJobS), runner_seconds: inputs.sweep.busyJobS, jobs: 1 }),
    times(runs.idle, { billed_minutes: billed(inputs.sweep.idleJobS), runner_seconds: inputs.sweep.idleJobS, jobs: 1 }),
  );
  return { events: rounded(plus(times(prs, inputs.eventsPerPr), sweep)), poll: rounded(times(prs, inputs.pollPerPr)) };
}

/**
 * What a day of chat costs on top of the pull requests, and how long a question waits for its draft.
 * Scheduled: the watcher's cron runs all day, traffic or not, plus one investigation job per
 * thread. With the bridge: the bridge runs off Actions (no billed minutes; its host is not priced
 * here), the investigations are the same jobs, and chat-watch runs only at its fallback cadence.
 * Both latencies end at the same point, the draft awaiting approval on the thread issue; measured
 * parts (the emulators' wall times) and modelled parts (a runner taking the job, the real model's
 * speed, the wait for a tick) are kept apart.
 */
export function chatDay(inputs: ChatInputs) {
  const watcherDay = (w: { cadenceMinutes: number; jobS: number }): Cost => {
    const jobs = (24 * 60) / w.cadenceMinutes;
    return { billed_minutes: jobs * billed(w.jobS), runner_seconds: round(jobs * w.jobS), jobs };
  };
  const watcher = watcherDay(inputs.watcher);
  const fallbackWatcher = watcherDay(inputs.fallbackWatcher);
  const investigations: Cost = rounded(times(inputs.threadsPerDay, { billed_minutes: billed(inputs.investigationJobS), runner_seconds: inputs.investigationJobS, jobs: 1 }));
  // The median investigation at the model's median speed; the heaviest at its p95.
  const model = { p50: round(median(inputs.model.map((m) => modelSeconds(m, 'p50')))), max: round(max(inputs.model.map((m) => modelSeconds(m, 'p95')))) };
  // Scheduled: a message waits for the next tick (half a cadence at the median, a whole one at
  // worst; GitHub's own delays of schedules under load come on top), then the watcher's job starts,
  // runs and dispatches, and the investigation job starts and writes the draft.
  const cadenceS = inputs.watcher.cadenceMinutes * 60;
  const scheduledMeasured = { watch_run_s: round(inputs.watchWallS), run_p50_s: round(median(inputs.investigationWallS)), run_max_s: round(max(inputs.investigationWallS)) };
  const scheduledModelled = { tick_wait_p50_s: round(cadenceS / 2), tick_wait_max_s: cadenceS, job_starts_s: 2 * inputs.overheadS, model_p50_s: model.p50, model_max_s: model.max };
  const scheduled = {
    p50_s: round(scheduledModelled.tick_wait_p50_s + scheduledModelled.job_starts_s + scheduledMeasured.watch_run_s + scheduledMeasured.run_p50_s + model.p50),
    max_s: round(scheduledModelled.tick_wait_max_s + scheduledModelled.job_starts_s + scheduledMeasured.watch_run_s + scheduledMeasured.run_max_s + model.max),
    measured: scheduledMeasured,
    modelled: scheduledModelled,
    n: inputs.investigationWallS.length,
  };
  // Bridge: the message reaches the bridge over the platform's socket and is dispatched (measured),
  // then one job starts (modelled) and writes the draft (measured, the model's time modelled).
  const b = inputs.bridge;
  const bridgeMeasured = { to_dispatch_p50_s: round3(median(b.toDispatchS)), to_dispatch_max_s: round3(max(b.toDispatchS)), run_p50_s: round(median(b.runS)), run_max_s: round(max(b.runS)) };
  const bridgeModelled = { job_start_s: inputs.overheadS, model_p50_s: model.p50, model_max_s: model.max };
  const bridge = {
    p50_s: round(bridgeMeasured.to_dispatch_p50_s + bridgeModelled.job_start_s + bridgeMeasured.run_p50_s + model.p50),
    max_s: round(bridgeMeasured.to_dispatch_max_s + bridgeModelled.job_start_s + bridgeMeasured.run_max_s + model.max),
    measured: bridgeMeasured,
    modelled: bridgeModelled,
    n: b.toDispatchS.length,
  };
  return {
    watcher,
    fallbackWatcher,
    investigations,
    total: plus(watcher, investigations),
    bridgeTotal: plus(fallbackWatcher, investigations),
    latency: { scheduled, bridge },
  };
}

/** The curves as an SVG line chart: billed minutes a day against pull requests a day. */
export function daySvg(prs: readonly number[], series: Array<{ name: string; color: string; values: number[]; dashed?: boolean }>): string {
  const W = 640;
  const H = 360;
  const pad = { left: 60, right: 170, top: 30, bottom: 50 };
  const max = Math.max(10, ...series.flatMap((s) => s.values));
  const x = (i: number) => pad.left + (i * (W - pad.left - pad.right)) / Math.max(1, prs.length - 1);
  const y = (v: number) => H - pad.bottom - (v / max) * (H - pad.top - pad.bottom);
  const gridValues = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(f * max));
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${pad.left}" y="18" font-size="14">Billed minutes a day (GitHub-hosted, each job rounded up to a minute)</text>`,
    ...gridValues.map((v) => `<line x1="${pad.left}" x2="${W - pad.right}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/><text x="${pad.left - 8}" y="${y(v) + 4}" text-anchor="end">${v}</text>`),
    ...prs.map((p, i) => `<text x="${x(i)}" y="${H - pad.bottom + 18}" text-anchor="middle">${p}</text>`),
    `<text x="${(pad.left + W - pad.right) / 2}" y="${H - 12}" text-anchor="middle">pull requests a day</text>`,
    ...series.flatMap((s, k) => [
      `<polyline fill="none" stroke="${s.color}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''} points="${s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}"/>`,
      ...s.values.map((v, i) => `<circle cx="${x(i)}" cy="${y(v)}" r="3" fill="${s.color}"/>`),
      `<line x1="${W - pad.right + 15}" x2="${W - pad.right + 35}" y1="${pad.top + 10 + k * 20}" y2="${pad.top + 10 + k * 20}" stroke="${s.color}" stroke-width="2"${s.dashed ? ' stroke-dasharray="6 4"' : ''}/>`,
      `<text x="${W - pad.right + 40}" y="${pad.top + 14 + k * 20}">${s.name}</text>`,
    ]),
    '</svg>',
  ];
  return lines.join('\n') + '\n';
}
