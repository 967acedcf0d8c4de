// The benchmark works end to end (not a timed test): the small run of `npm run bench` against the
// emulator writes results.json with every figure the issue asks for, each a plausible value.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

it('bench:small runs both modes on the same scenarios and writes every figure', { timeout: 600_000 }, () => {
  const out = join(mkdtempSync(join(tmpdir(), 'tend-bench-')), 'results.json');
  const run = spawnSync(process.execPath, ['--experimental-transform-types', '--no-warnings', '--import', './bench/ts-resolve.mjs', 'bench/run.ts', '--small', `--out=${out}`], { cwd: ROOT, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const r = JSON.parse(readFileSync(out, 'utf8'));
  for (const mode of ['events', 'poll']) {
    expect(r[mode].prs).toBe(2);
    expect(r[mode].merged).toBe(2);
    expect(r[mode].runner_seconds_per_pr).toBeGreaterThan(0);
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
  expect(r.cold_start_ms).toBeGreaterThan(0);
  expect(r.dist_bytes).toBeGreaterThan(100_000);
});
