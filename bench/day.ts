// A day of tend, priced (issue #18 item 1): billed minutes, runner-seconds and jobs per 24 hours for
// a repository with 0, 2, 10 and 50 pull requests a day, in events mode (tend's) and poll mode
// (document 004's), crons included, and the chat watcher's cost and latency on its own. Plain
// functions of measured figures: the per-PR costs and active spans come from the simulator's runs
// of the bundle, the sweep's and chat-watch's job times from measured runs of the bundle
// (bench/run.ts passes them in); nothing here is a typed-in cost.

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
  /** One investigation job (the dispatch → draft), held seconds, as measured. */
  investigationJobS: number;
  /** Actionable threads a day in the "with chat traffic" case. */
  threadsPerDay: number;
  /** Start-up overhead of a job (s): between the watcher's dispatch and the investigation's start. */
  overheadS: number;
  /** The watcher's own run time and the investigation's, wall (s). */
  watchWallS: number;
  investigationWallS: number;
}

const billed = (heldS: number) => Math.ceil(heldS / 60);
const round = (x: number) => Math.round(x * 10) / 10;
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

/** What a day of chat costs on top (the watcher's cron and one investigation job per thread), and its latency. */
export function chatDay(inputs: ChatInputs) {
  const watcherJobs = (24 * 60) / inputs.watcher.cadenceMinutes;
  const watcher: Cost = { billed_minutes: watcherJobs * billed(inputs.watcher.jobS), runner_seconds: round(watcherJobs * inputs.watcher.jobS), jobs: watcherJobs };
  const investigations: Cost = rounded(times(inputs.threadsPerDay, { billed_minutes: billed(inputs.investigationJobS), runner_seconds: inputs.investigationJobS, jobs: 1 }));
  // A message waits for the next tick (half a cadence at the median, a whole one at worst; GitHub's
  // own delays of schedules under load come on top), then the watcher runs and dispatches, and the
  // investigation job starts and writes the draft.
  const after = 2 * inputs.overheadS + inputs.watchWallS + inputs.investigationWallS;
  return {
    watcher,
    investigations,
    total: plus(watcher, investigations),
    latency: { p50_s: round((inputs.watcher.cadenceMinutes * 60) / 2 + after), max_s: round(inputs.watcher.cadenceMinutes * 60 + after) },
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
