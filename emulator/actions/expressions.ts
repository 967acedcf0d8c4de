// `${{ }}` expressions evaluated by GitHub's own engine (@actions/expressions, the one the workflow
// parser and the runner's tooling use), on the contexts a run has when its jobs are planned.

import { Evaluator, Lexer, Parser, data } from '@actions/expressions';
import type { FunctionDefinition } from '@actions/expressions/funcs/info';
import { truthy } from '@actions/expressions/result';

/** The contexts a job-level `if:` and a `concurrency:` group may read (no `needs`, `matrix`, `steps`). */
export interface ExpressionContexts {
  github: Record<string, unknown>;
  inputs: Record<string, unknown>;
  vars: Record<string, unknown>;
}

const CONTEXT_NAMES = ['github', 'inputs', 'vars'];

// Status functions as they answer for a job with no `needs` (nothing before it failed or was
// cancelled). GitHub prefixes an `if:` without one by `success() &&`, which is then always true.
const STATUS_FUNCTIONS: FunctionDefinition[] = [
  { name: 'success', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(true) },
  { name: 'always', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(true) },
  { name: 'failure', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(false) },
  { name: 'cancelled', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(false) },
];
const FUNCTIONS = new Map(STATUS_FUNCTIONS.map((f) => [f.name.toLowerCase(), f]));

function evaluate(expression: string, contexts: ExpressionContexts): data.ExpressionData {
  const ast = new Parser(new Lexer(expression.trim()).lex().tokens, CONTEXT_NAMES, STATUS_FUNCTIONS).parse();
  return new Evaluator(ast, toDictionary(contexts), FUNCTIONS).evaluate();
}

/** A job's `if:`: written with or without `${{ }}`, true when the job starts. */
export function evaluateCondition(condition: string, contexts: ExpressionContexts): boolean {
  const trimmed = condition.trim();
  const whole = /^\$\{\{([\s\S]*)\}\}$/.exec(trimmed);
  return truthy(evaluate(whole && !whole[1]!.includes('}}') ? whole[1]! : trimmed, contexts));
}

/** A string with `${{ }}` pieces, each replaced by its value as a string, as the runner does. */
export function evaluateTemplate(template: string, contexts: ExpressionContexts): string {
  return template.replace(/\$\{\{([\s\S]*?)\}\}/g, (_all, expression: string) => evaluate(expression, contexts).coerceString());
}

/** A boolean setting that may be an expression (`cancel-in-progress: ${{ … }}`). */
export function evaluateFlag(value: string | boolean, contexts: ExpressionContexts): boolean {
  if (typeof value === 'boolean') return value;
  return evaluateCondition(value, contexts);
}

function toDictionary(contexts: ExpressionContexts): data.Dictionary {
  return new data.Dictionary(...CONTEXT_NAMES.map((key) => ({ key, value: toExpressionData(contexts[key as keyof ExpressionContexts]) })));
}

function toExpressionData(value: unknown): data.ExpressionData {
  return JSON.parse(JSON.stringify(value), data.reviver) as data.ExpressionData;
}
