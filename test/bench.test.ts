// The benchmark works end to end (not a timed test): the small run of `npm run bench` against the
// emulator writes results.json with every figure the issue asks for, each a plausible value. One
// pull request per mode (`--smoke`): the figures' shape and sense, not their size, are tested here.
// The smoke run plays the simulated jobs' steps in the bench's process (bench/simulate.ts
// `playStepsWith`); the cold start, the chat investigations and the bridge spawn the bundle as ever.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

it('bench --smoke (the small run on one pull request) runs both modes on the same scenario and writes every figure', { timeout: 600_000 }, () => {
  const out = join(mkdtempSync(join(tmpdir(), 'tend-bench-')), 'results.json');
  const run = spawnSync(process.execPath, ['--experimental-transform-types', '--no-warnings', '--import', './bench/ts-resolve.mjs', 'bench/run.ts', '--smoke', `--out=${out}`], { cwd: ROOT, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const r = JSON.parse(readFileSync(out, 'utf8'));
  for (const mode of ['events', 'poll']) {
    expect(r[mode].prs).toBe(1);
    expect(r[mode].merged).toBe(1);
    expect(r[mode].runner_seconds_per_pr).toBeGreaterThan(0);
    // The spacing GitHub asks between writes is counted (bench/pacing-waits.ts), not left out.
    expect(r[mode].spacing_seconds_per_pr).toBeGreaterThan(0);
    expect(r[mode].spacing_seconds_per_pr).toBeLessThan(r[mode].runner_seconds_per_pr);
    expect(r[mode].billed_minutes_per_pr).toBeGreaterThanOrEqual(1);
    expect(r[mode].jobs_per_pr).toBeGreaterThanOrEqual(1);
    expect(r[mode].latency_p50_s).toBeGreaterThanOrEqual(0);
    expect(r[mode].api_requests_per_pr).toBeGreaterThan(0);
    expect(r[mode].model_tokens_per_thread).toBe(0); // suggestions and nitpicks: rules only
  }
  // The poll job holds its runner through every wait; event jobs are short.
  expect(r.events.runner_seconds_per_pr).toBeLessThan(r.poll.runner_seconds_per_pr);
  // The same jobs at the more pessimistic start-up overhead: more runner-seconds, same jobs.
  expect(r.sensitivity.runner_overhead_s).toBeGreaterThan(r.assumptions.runner_overhead_s);
  expect(r.assumptions.pacing).toBe('tend');
  expect(r.sensitivity.events_runner_seconds_per_pr).toBeGreaterThan(r.events.runner_seconds_per_pr);
  // Where the requests go: the per-operation counts add up to the total.
  const byOperation = Object.values(r.events.requests_per_pr_by_operation as Record<string, number>).reduce((a, b) => a + b, 0);
  expect(byOperation).toBeCloseTo(r.events.api_requests_per_pr, 0);
  expect(r.poll.jobs_per_pr).toBe(1);
  expect(r.sweep.api_requests_100_prs).toBeGreaterThanOrEqual(1);
  expect(r.chat).toHaveProperty('classifier_events_per_s');
  // Real investigations through the bundle: the orchestrator is plain code and spends no model token.
  expect(r.chat.investigations).toBeGreaterThanOrEqual(1);
  expect(r.chat.orchestrator_tokens_per_investigation).toBe(0);
  expect(r.chat.investigator_tokens_per_investigation).toBeGreaterThan(0);
  expect(r.chat.validator_tokens_per_investigation).toBeGreaterThan(0);
  expect(r.notes.filter((n: string) => n.startsWith('chat investigation'))).toEqual([]); // the audit agrees with the Messages API
  // A day of tend (issue #18 item 1): the shape the issue names, each series one value per rate.
  expect(r.day.prs_per_day).toEqual([0, 2, 10, 50]);
  expect(Object.keys(r.day).sort()).toEqual(['chat', 'events', 'poll', 'prs_per_day']);
  for (const series of [r.day.events, r.day.poll, r.day.chat.events, r.day.chat.poll, r.day.chat.bridge]) {
    expect(Object.keys(series).sort()).toEqual(['billed_minutes', 'jobs', 'runner_seconds']);
    for (const values of Object.values(series) as number[][]) expect(values).toHaveLength(4);
  }
  // The targets: events mode at or below poll mode at every rate; an idle repository under 10
  // billed minutes a day (the sweep is off, so nothing runs at all).
  r.day.prs_per_day.forEach((_: number, i: number) => expect(r.day.events.billed_minutes[i]).toBeLessThanOrEqual(r.day.poll.billed_minutes[i]));
  expect(r.day.events.billed_minutes[0]).toBeLessThan(10);
  expect(r.day_model.targets).toMatchObject({ idle_billed_minutes_under_10: true, idle_with_bridge_billed_minutes_under_10: true, events_at_or_below_poll: [true, true, true, true] });
  // Work costs something in both modes, more with more pull requests.
  expect(r.day.events.billed_minutes[1]).toBeGreaterThan(0);
  expect(r.day.events.billed_minutes[3]).toBeGreaterThan(r.day.events.billed_minutes[2]);
  // The idle sweep disabled its workflow (a note would say otherwise), and chat has its own block.
  expect(r.notes.filter((n: string) => n.includes('idle sweep'))).toEqual([]);
  expect(r.day.chat.watcher.jobs).toBeGreaterThan(0);
  // Chat through `tend chat bridge`: chat-watch only at its fallback cron, so chat costs less at every rate.
  expect(r.day.chat.fallback_watcher.jobs).toBeLessThan(r.day.chat.watcher.jobs);
  r.day.prs_per_day.forEach((_: number, i: number) => expect(r.day.chat.bridge.billed_minutes[i]).toBeLessThan(r.day.chat.events.billed_minutes[i]));
  // Message → draft ready, both ending at the draft: the bridge's measured from a posted message
  // (dist/cli/index.js on Socket Mode) to the dispatched job's draft, parts measured and modelled apart.
  const scheduled = r.day.chat.scheduled_watcher_latency_s;
  const bridge = r.day.chat.bridge_latency_s;
  expect(scheduled.max_s).toBeGreaterThanOrEqual(scheduled.p50_s);
  expect(bridge.n).toBe(1);
  expect(bridge.measured.to_dispatch_p50_s).toBeGreaterThan(0);
  expect(bridge.measured.to_dispatch_p50_s).toBeLessThan(5);
  expect(bridge.measured.run_p50_s).toBeGreaterThan(0);
  expect(bridge.modelled.job_start_s).toBe(r.assumptions.runner_overhead_s);
  expect(bridge.modelled.model_p50_s).toBeGreaterThan(0);
  expect(bridge.p50_s).toBeCloseTo(bridge.measured.to_dispatch_p50_s + bridge.modelled.job_start_s + bridge.measured.run_p50_s + bridge.modelled.model_p50_s, 0);
  expect(bridge.max_s).toBeGreaterThanOrEqual(bridge.p50_s);
  // Well under the scheduled watcher's, which waits for a tick first; within AC-10's 30 s.
  expect(bridge.p50_s).toBeLessThan(scheduled.p50_s / 4);
  expect(bridge.max_s).toBeLessThan(scheduled.modelled.tick_wait_p50_s);
  expect(r.day_model.targets.bridge_p50_within_ac10).toBe(true);
  expect(r.day.chat.bridge_process.peak_rss_mib).toBeGreaterThan(0);
  // The curves, drawn by the bench next to results.json.
  expect(readFileSync(join(dirname(out), 'day.svg'), 'utf8')).toMatch(/^<svg[\s\S]*<polyline[\s\S]*<\/svg>\n$/);
  // The everyday obstacles (issue #16): every kind listed, the small run plays one (a branch
  // behind its base) through the bundle, and it ends merged with no person acting; document 004's
  // design hands each to a person.
  expect(r.obstacles.scenarios.map((s: { kind: string }) => s.kind)).toEqual(['behind', 'flaky-ci', 'red-ci-model', 'conflict-source', 'conflict-lockfile']);
  const played = r.obstacles.scenarios.filter((s: { ran: boolean }) => s.ran);
  expect(played.map((s: { kind: string }) => s.kind)).toEqual(['behind']);
  expect(played[0]).toMatchObject({ merged_without_human: true, as_expected: true, final_status: 'merged', doc004_merged_without_human: false });
  expect(played[0].runner_seconds).toBeGreaterThan(0);
  expect(played[0].api_requests).toBeGreaterThan(0);
  // An obstacle's cost is shown against its plain twin (same timings, nothing in the way), by operation.
  expect(played[0].plain_api_requests).toBeGreaterThan(0);
  expect(played[0].extra_api_requests).toBe(played[0].api_requests - played[0].plain_api_requests);
  expect(Object.values(played[0].extra_requests_by_operation as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(played[0].extra_api_requests);
  // Each pull request's own requests are listed; with the shared sweeps they make the per-PR figure.
  const byPr = Object.values(r.events.api_requests_by_pr as Record<string, number>);
  expect(byPr).toHaveLength(r.events.prs);
  expect(byPr.reduce((a, b) => a + b, 0) / r.events.prs).toBeCloseTo(r.events.api_requests_per_pr_without_sweeps, 1);
  expect(played[0].model).toEqual({ calls: 0, input_tokens: 0, output_tokens: 0, cost_usd: 0 });
  expect(r.obstacles).toMatchObject({ merged_without_human: 1, of: 1, doc004_merged_without_human: 0 });
  for (const s of r.obstacles.scenarios.filter((x: { ran: boolean }) => !x.ran)) expect(s.why_not_run).toEqual(expect.any(String));
  // A repository at scale (issue #29 item 4; the smoke run's sizes only prove the harness): the
  // sweep reads the tracked pull requests, 100 a request with the first in RUN_CONTEXT, and none of
  // the untracked; each due one costs a snapshot and a tracking-comment write.
  const scale = r.scale;
  expect(scale).toMatchObject({ open_prs: 150, tracked_prs: 20 });
  expect(scale.sweep_idle).toMatchObject({ requests: Math.ceil(scale.tracked_prs / 100), rest: 0, advanced: 0 });
  expect(scale.sweep_due.advanced).toBe(scale.sweep_due.due);
  expect(scale.sweep_due.per_due_target).toBeLessThanOrEqual(3);
  // A run on a tracked pull request's event reads no listing of the repository: its first read does not grow with it.
  expect(scale.first_read.reads_sweep_listings).toBe(false);
  expect(scale.first_read.run.by_operation.TendRunContext).toBe(1);
  expect(scale.first_read.run.requests).toBeLessThanOrEqual(3);
  // More comments than the first read holds: the tracking comment is found by listing them, 100 a page.
  expect(scale.comment_lookup.comments).toBeGreaterThan(100);
  expect(scale.comment_lookup.list_pages).toBe(Math.ceil(scale.comment_lookup.comments / 100));
  // The points the bench computes by GitHub's formula are what the emulator's rate limiter charged;
  // leaving out the fields a request does not ask for never costs more.
  for (const run of [scale.sweep_idle, scale.sweep_due, scale.first_read.run, scale.comment_lookup.run]) {
    expect(run.charged).toEqual({ core: run.rest, graphql: run.graphql_points });
    expect(run.graphql_points_asked).toBeLessThanOrEqual(run.graphql_points);
  }
  // The hour's arithmetic against a GITHUB_TOKEN's 1,000 REST requests and 1,000 points.
  expect(scale.limits.github_token_hourly).toEqual({ rest: 1000, graphql_points: 1000 });
  expect(scale.hour.charged.idle_sweeps.graphql_points).toBe(scale.sweep_idle.graphql_points * scale.hour.sweeps_per_hour);
  expect(scale.hour.charged.event_runs_left.graphql_points).toBe(Math.floor((1000 - scale.hour.charged.idle_sweeps.graphql_points) / scale.first_read.run.graphql_points));
  expect(scale.hour.tracked_until_idle_sweeps_spend_graphql).toBeGreaterThanOrEqual(100);
  expect(r.cold_start_ms).toBeGreaterThan(0);
  // Cold start beside `node -e ''` in the same loop (bench/cold-start.ts): a run that skips ends in
  // the first image (src/report/early-skip.ts), a ship run reaches GitHub after the re-exec.
  expect(r.cold_start).toMatchObject({ reps: 3, nothing_to_do_ms: r.cold_start_ms });
  // A ratio, not an ordering: with three repetitions on a loaded machine a nothing-to-do run (one
  // Node start and 40 KB) has come out below the bare `node -e ''` beside it (0.93), so the smoke
  // checks the arithmetic and leaves the figure to `npm run bench`'s nine.
  expect(r.cold_start.nothing_to_do_ratio).toBeGreaterThan(0);
  expect(r.cold_start.nothing_to_do_ratio).toBeCloseTo(r.cold_start.nothing_to_do_ms / r.cold_start.node_ms, 1);
  expect(r.cold_start.ship_first_request_ms).toBeGreaterThan(0);
  expect(r.cold_start.ship_first_request_ratio).toBeCloseTo(r.cold_start.ship_first_request_ms / r.cold_start.node_ms, 1);
  // What the first image loads: the entry and the chunks it imports statically (routing's decision
  // and the handoff); the workflows' code is in chunks it imports only when a run goes on.
  expect(r.dist_bytes).toBeGreaterThan(5_000);
  expect(r.dist_bytes).toBeLessThan(100_000);
});
