// The obstacles block of `npm run bench` (issue #16): one pull request per obstacle, each in a world
// of its own, run in events mode through the real bundle (bench/simulate.ts), and whether it ended
// merged without a person, with what it cost. Document 004's design is read, not run: it blocks and
// hands each of these to a person (bench/obstacles-world.ts says where, for each).

import { startAnthropicEmulator } from '../emulator/anthropic/server.js';
import { scenarios, simulateEvents } from './simulate.js';
import { mergedContent, obstacleModelScript, OBSTACLES, type ObstacleKind } from './obstacles-world.js';

export interface ObstacleFigures {
  kind: ObstacleKind;
  what: string;
  item: string;
  expected: 'merged' | 'escalated';
  /** false: the scenario was not run (why says why); every figure below is then null. */
  ran: boolean;
  why_not_run: string | null;
  merged_without_human: boolean | null;
  /** Ended as expected: merged with the obstacle dealt with on main, or handed to a person with the reason. */
  as_expected: boolean | null;
  final_status: string | null;
  final_reason: string | null;
  runner_seconds: number | null;
  billed_minutes: number | null;
  jobs: number | null;
  api_requests: number | null;
  /** The same pull request, timings and world without the obstacle (the bots quiet as here): its requests. */
  plain_api_requests: number | null;
  /** What the obstacle costs on top of the plain twin: in all, and by endpoint or operation (only those that differ). */
  extra_api_requests: number | null;
  extra_requests_by_operation: Record<string, number> | null;
  model: { calls: number; input_tokens: number; output_tokens: number; cost_usd: number } | null;
  doc004: string;
  doc004_merged_without_human: false;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Per endpoint or operation, how many more (or fewer) requests `with` made than `without`; only those that differ. */
function requestDifference(withObstacle: readonly string[], without: readonly string[]): Record<string, number> {
  const count = (list: readonly string[]) => list.reduce((m, r) => m.set(r, (m.get(r) ?? 0) + 1), new Map<string, number>());
  const a = count(withObstacle);
  const b = count(without);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return Object.fromEntries(keys.map((k) => [k, (a.get(k) ?? 0) - (b.get(k) ?? 0)] as const).filter(([, d]) => d !== 0).sort(([, x], [, y]) => y - x));
}

type Described = Pick<ObstacleFigures, 'kind' | 'what' | 'item' | 'expected' | 'doc004' | 'doc004_merged_without_human'>;

/** A scenario not played (or whose run failed): listed with why, every figure null. */
function notRun(base: Described, why: string): ObstacleFigures {
  return { ...base, ran: false, why_not_run: why, merged_without_human: null, as_expected: null, final_status: null, final_reason: null, runner_seconds: null, billed_minutes: null, jobs: null, api_requests: null, plain_api_requests: null, extra_api_requests: null, extra_requests_by_operation: null, model: null };
}

/**
 * Runs each obstacle in `kinds` (the rest are listed as not run, with `notRun`'s reason or "not in
 * this run"). `seed` varies the bots', CI's and the approval's timings per obstacle.
 */
export async function measureObstacles(kinds: readonly ObstacleKind[], seed: number, options: { sweepMinutes: number; notRun?: Partial<Record<ObstacleKind, string>> }) {
  const scenariosOut: ObstacleFigures[] = [];
  for (const [k, obstacle] of OBSTACLES.entries()) {
    const skip = options.notRun?.[obstacle.kind] ?? (kinds.includes(obstacle.kind) ? null : 'not in this run (the full run has it)');
    const base = { kind: obstacle.kind, what: obstacle.what, item: obstacle.item, expected: obstacle.expected, doc004: obstacle.doc004, doc004_merged_without_human: false as const };
    if (skip) {
      scenariosOut.push(notRun(base, skip));
      continue;
    }
    const scenario = { ...scenarios(1, seed + k)[0]!, ciFails: false, obstacle: obstacle.kind };
    const script = obstacleModelScript(obstacle.kind, scenario.index);
    const model = script.length > 0 ? await startAnthropicEmulator() : null;
    try {
      model?.script(...script);
      const expectOnMain = mergedContent(obstacle.kind, scenario.index);
      let run: Awaited<ReturnType<typeof simulateEvents>>;
      try {
        run = await simulateEvents([scenario], { sweepMinutes: options.sweepMinutes, ...(model ? { model } : {}), readOnMain: Object.keys(expectOnMain) });
      } catch (error) {
        // A run of the bundle that failed is reported as such, never counted either way.
        const why = `a run failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300)}`;
        scenariosOut.push(notRun(base, why));
        continue;
      }
      // The plain twin: the same scenario (seed, timings, quiet bots) with nothing in the way.
      const plain = await simulateEvents([{ ...scenario, obstacle: undefined, quiet: true }], { sweepMinutes: options.sweepMinutes });
      const requests = run.jobs.reduce((s, j) => s + j.rest + j.graphql, 0);
      const plainRequests = plain.jobs.reduce((s, j) => s + j.rest + j.graphql, 0);
      const merged = run.merges.some((m) => m.mergedAt !== null);
      const final = run.final[0] ?? { status: null, reason: null };
      const dealtWith = Object.entries(expectOnMain).every(([path, text]) => run.onMain[path] === text);
      const asExpected = obstacle.expected === 'merged' ? merged && dealtWith : !merged && final.status === 'blocked';
      // A scripted turn left over means tend did not ask the model what the scenario expected.
      const unused = model?.pending ?? 0;
      scenariosOut.push({
        ...base,
        ran: true,
        why_not_run: null,
        merged_without_human: merged,
        as_expected: asExpected && unused === 0,
        final_status: merged ? 'merged' : final.status,
        final_reason: merged ? null : final.reason,
        runner_seconds: round1(run.jobs.reduce((s, j) => s + j.heldS, 0)),
        billed_minutes: run.jobs.reduce((s, j) => s + Math.ceil(j.heldS / 60), 0),
        jobs: run.jobs.length,
        api_requests: requests,
        plain_api_requests: plainRequests,
        extra_api_requests: requests - plainRequests,
        extra_requests_by_operation: requestDifference(run.jobs.flatMap((j) => j.requests), plain.jobs.flatMap((j) => j.requests)),
        model: { calls: run.llm.calls, input_tokens: run.llm.input_tokens, output_tokens: run.llm.output_tokens, cost_usd: Math.round(run.llm.cost_usd * 1e6) / 1e6 },
      });
    } finally {
      await model?.stop();
    }
  }
  const ran = scenariosOut.filter((s) => s.ran);
  return {
    scenarios: scenariosOut,
    /** Of the scenarios run: how many ended merged with no person acting after the command. */
    merged_without_human: ran.filter((s) => s.merged_without_human).length,
    of: ran.length,
    /** Of those that should merge (the lockfile one should not). */
    mergeable_merged_without_human: ran.filter((s) => s.expected === 'merged' && s.merged_without_human).length,
    mergeable_of: ran.filter((s) => s.expected === 'merged').length,
    as_expected: ran.filter((s) => s.as_expected).length,
    not_run: scenariosOut.filter((s) => !s.ran).map((s) => s.kind),
    // Document 004's design, read (not run): each obstacle blocks and goes to a person.
    doc004_merged_without_human: 0,
  };
}
