// The plan: what the model must answer (submit_plan), tend's own check of every file it names, and
// the bounded record the state keeps for implement. Pure, no I/O: the caller says which files
// exist at the planned commit.

import * as z from 'zod';
import { clip } from '../core/text.js';
import { checkRelativePath } from '../git/paths.js';
import { encodeMarker } from '../store/marker.js';
import { PLAN_LIMITS, type PlanRecord } from '../store/target-state.js';

const Item = z.string().min(1).max(2000);

/** The model's answer (the submit_plan tool input). */
export const ModelPlanSchema = z.strictObject({
  summary: z.string().min(1).max(4000).describe('What the change does and why, in a few sentences'),
  files: z
    .array(
      z.strictObject({
        path: z.string().min(1).max(500).describe('Repository path, relative to the root'),
        change: z.enum(['modify', 'create']).describe('modify: the file exists and changes; create: a new file'),
        why: z.string().min(1).max(1000).describe('What changes in this file'),
      }),
    )
    .min(1)
    .max(30),
  steps: z.array(Item).min(1).max(20).describe('The steps, in order'),
  tests: z.array(Item).max(15).describe('The tests that will prove the change (new or existing, with their file)'),
  risks: z.array(Item).max(10),
  outOfScope: z.array(Item).max(10).describe('What this plan deliberately does not do'),
});
export type ModelPlan = z.infer<typeof ModelPlanSchema>;

export type PlanFileStatus = PlanRecord['files'][number]['status'];

/**
 * What a named file is, by tend's check: `exists` is read from git at the planned commit,
 * never the model's word. `exists` is null when the path is not a plain repository path (never looked up).
 */
export function planFileStatus(change: 'modify' | 'create', exists: boolean | null): PlanFileStatus {
  if (exists === null) return 'refused';
  if (exists) return 'exists';
  return change === 'create' ? 'new' : 'missing';
}

/** The path as tend looks it up, or null when it is not a plain relative path inside the repository. */
export function plainPath(path: string): string | null {
  try {
    return checkRelativePath(path).join('/');
  } catch {
    return null;
  }
}

/** The share of the state marker a plan may take (MARKER_BUDGET is 30,000 for the whole state). */
export const PLAN_MARKER_BUDGET = 12_000;

/**
 * The plan as the state keeps it: every text clipped to its limit, every list to its length, then
 * the least important items dropped (out of scope, risks, tests, then steps and files from the end)
 * until it takes at most `budget` characters of the marker. Deterministic.
 */
export function planRecord(model: ModelPlan, exists: ReadonlyMap<string, boolean | null>, commit: string, at: string, budget = PLAN_MARKER_BUDGET): PlanRecord {
  const items = (list: readonly string[], max: number) => list.slice(0, max).map((text) => clip(text.trim(), PLAN_LIMITS.item));
  const record: PlanRecord = {
    at,
    commit,
    summary: clip(model.summary.trim(), PLAN_LIMITS.summary),
    files: model.files.slice(0, PLAN_LIMITS.files).map((f) => ({
      path: clip(f.path, PLAN_LIMITS.path),
      change: f.change,
      status: planFileStatus(f.change, exists.get(f.path) ?? null),
      note: clip(f.why.trim(), PLAN_LIMITS.note),
    })),
    steps: items(model.steps, PLAN_LIMITS.steps),
    tests: items(model.tests, PLAN_LIMITS.tests),
    risks: items(model.risks, PLAN_LIMITS.risks),
    outOfScope: items(model.outOfScope, PLAN_LIMITS.outOfScope),
  };
  const fits = () => encodeMarker(record).length <= budget;
  const shrinkable: Array<keyof Pick<PlanRecord, 'outOfScope' | 'risks' | 'tests' | 'steps' | 'files'>> = ['outOfScope', 'risks', 'tests', 'steps', 'files'];
  for (const key of shrinkable) {
    const floor = key === 'steps' || key === 'files' ? 1 : 0;
    while (!fits() && record[key].length > floor) record[key].pop();
  }
  return record;
}

/** Files the plan names that tend found absent although the plan says they exist, or not plain paths. */
export function flaggedFiles(record: PlanRecord): PlanRecord['files'] {
  return record.files.filter((f) => f.status === 'missing' || f.status === 'refused');
}
