// A learning: a maintainer's review-policy directive, recorded with `/tend remember` and read by
// the workflows it applies to (review, ship's model decisions, triage). It is kept as data: the
// directive's text reaches a model only as quoted context, never as instructions tend follows
// itself, and only a writer's directive is ever stored (src/run admits `remember` for writers).

import picomatch from 'picomatch';
import * as z from 'zod';

/**
 * How many learnings tend keeps and how long each may be: every model call they apply to carries
 * them, so both are bounded (a remember beyond the count is refused until one is forgotten).
 */
export const LEARNING_LIMITS = { count: 200, chars: 2000, paths: 20, pathChars: 200 } as const;

/** The workflows a learning can apply to. */
export const LEARNING_WORKFLOWS = ['review', 'ship', 'triage'] as const;
export type LearningWorkflow = (typeof LEARNING_WORKFLOWS)[number];

export const LearningSchema = z.object({
  /** Stable number shown by `/tend learnings` and used by `/tend forget N`; never reused. */
  id: z.number().int().positive(),
  /** The directive as the maintainer wrote it (data; bounded when stored). */
  text: z.string().min(1).max(LEARNING_LIMITS.chars),
  /** The writer's login and numeric id (a login alone can be re-registered). */
  author: z.object({ login: z.string(), id: z.number().int() }),
  /** ISO 8601 time it was recorded. */
  createdAt: z.string(),
  scope: z.object({
    /** picomatch globs of the files it concerns; empty means every file. */
    paths: z.array(z.string().min(1).max(LEARNING_LIMITS.pathChars)).max(LEARNING_LIMITS.paths),
    /** The workflows it applies to; empty means all of them. */
    workflows: z.array(z.enum(LEARNING_WORKFLOWS)),
  }),
});
export type Learning = z.infer<typeof LearningSchema>;

/**
 * The learnings that apply to a workflow looking at some files: its workflow is in scope (or the
 * scope names none), and at least one of the files matches one of its globs (or it names none).
 * With no files given (e.g. triage of an issue), only the workflow is checked.
 */
export function learningsFor(
  learnings: readonly Learning[],
  where: { workflow: LearningWorkflow; paths: readonly string[] },
): Learning[] {
  return learnings.filter((learning) => {
    const { workflows, paths } = learning.scope;
    if (workflows.length > 0 && !workflows.includes(where.workflow)) return false;
    if (paths.length === 0 || where.paths.length === 0) return true;
    const matches = picomatch(paths, { dot: true });
    return where.paths.some((path) => matches(path));
  });
}

/** The scope as people read it: `paths: src/**, for: review` or `everywhere`. */
export function describeScope(scope: Learning['scope']): string {
  const parts = [...(scope.paths.length > 0 ? [`paths: ${scope.paths.join(', ')}`] : []), ...(scope.workflows.length > 0 ? [`for: ${scope.workflows.join(', ')}`] : [])];
  return parts.length > 0 ? parts.join('; ') : 'everywhere';
}
