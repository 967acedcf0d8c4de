// What `/tend remember`, `/tend forget` carry, parsed as plain functions of the comment's text.
//
//   /tend remember [paths: src/**/*.ts, docs/**] [for: review, ship] Prefer early returns.
//
// Optional bracketed scopes come first, in any order, each at most once: `paths:` takes picomatch
// globs (commas or spaces between them), `for:` the workflows the learning applies to (review,
// ship, triage). Without a scope a learning applies everywhere. The directive is everything after
// them, lines below the command's included. Anything malformed is one line saying what was wrong
// and what is expected, and nothing is stored.

import { LEARNING_LIMITS, LEARNING_WORKFLOWS, type Learning, type LearningWorkflow } from '../core/learning.js';

export const REMEMBER_USAGE = '`/tend remember [paths: GLOB, ...] [for: review|ship|triage, ...] <directive>`';

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export interface Directive {
  text: string;
  scope: Learning['scope'];
}

/** The text after `/tend <verb>` in a comment, lines below included ('' when there is none). */
export function commandText(body: string, verb: string): string {
  const match = new RegExp(`^\\s*/tend\\s+${verb}\\b`, 'i').exec(body);
  return match ? body.slice(match[0].length).trim() : '';
}

const SCOPE = /^\[\s*(paths|for)\s*:([^\]]*)\]/i;

export function parseDirective(input: string): Parsed<Directive> {
  let rest = input.trim();
  let paths: string[] | null = null;
  let workflows: LearningWorkflow[] | null = null;
  for (let match = SCOPE.exec(rest); match; match = SCOPE.exec(rest)) {
    const key = match[1]!.toLowerCase();
    const values = match[2]!.split(/[\s,]+/).filter((v) => v !== '');
    rest = rest.slice(match[0].length).trimStart();
    if (key === 'paths') {
      if (paths !== null) return fail('`[paths: ...]` is given twice');
      const wrong = checkPaths(values);
      if (wrong) return fail(wrong);
      paths = values;
    } else {
      if (workflows !== null) return fail('`[for: ...]` is given twice');
      const unknown = values.filter((v) => !(LEARNING_WORKFLOWS as readonly string[]).includes(v.toLowerCase()));
      if (values.length === 0 || unknown.length > 0) return fail(`\`[for: ${values.join(', ')}]\` names ${unknown.length > 0 ? `'${unknown.join("', '")}', which is not a workflow learnings apply to` : 'no workflow'}; expected some of ${LEARNING_WORKFLOWS.join(', ')}`);
      workflows = [...new Set(values.map((v) => v.toLowerCase() as LearningWorkflow))];
    }
  }
  if (rest.startsWith('[')) return fail(`a scope must be \`[paths: ...]\` or \`[for: ...]\`, closed by \`]\`, got '${rest.slice(0, 40)}'`);
  if (rest === '') return fail('there is no directive to remember');
  if (rest.length > LEARNING_LIMITS.chars) return fail(`the directive is ${rest.length} characters; at most ${LEARNING_LIMITS.chars} are kept`);
  return { ok: true, value: { text: rest, scope: { paths: paths ?? [], workflows: workflows ?? [] } } };
}

function checkPaths(globs: readonly string[]): string | null {
  if (globs.length === 0) return '`[paths: ]` names no path';
  if (globs.length > LEARNING_LIMITS.paths) return `\`[paths: ...]\` names ${globs.length} globs; at most ${LEARNING_LIMITS.paths}`;
  const long = globs.find((g) => g.length > LEARNING_LIMITS.pathChars);
  if (long) return `the glob '${long.slice(0, 40)}…' is longer than ${LEARNING_LIMITS.pathChars} characters`;
  // Repository paths are relative: a glob that starts at the root or climbs out matches nothing.
  const outside = globs.find((g) => g.startsWith('/') || g.split('/').includes('..'));
  if (outside) return `the glob '${outside}' is not relative to the repository root`;
  return null;
}

/** `/tend forget 3` or `/tend forget #3` → 3. */
export function parseForget(input: string): Parsed<number> {
  const match = /^#?(\d{1,9})$/.exec(input.trim());
  if (!match || Number(match[1]) < 1) return fail(`\`/tend forget\` takes a learning's number, as \`/tend learnings\` lists them (e.g. \`/tend forget 3\`), got '${input.trim().slice(0, 40)}'`);
  return { ok: true, value: Number(match[1]) };
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}
