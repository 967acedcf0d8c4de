// Which events start a job of the example workflow (examples/tend.yml), read from the file: the
// `on:` events with their activity types, then the job's `if:` evaluated by GitHub's own
// expression engine (@actions/expressions) on the event. A job that never starts costs nothing.

import { Evaluator, Lexer, Parser, data } from '@actions/expressions';
import { truthy } from '@actions/expressions/result';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

interface Workflow {
  on: Record<string, { types?: string[] } | null>;
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean };
  jobs: Record<string, { if?: string }>;
}

export interface WorkflowFilter {
  startsJob(eventName: string, payload: Record<string, unknown>): boolean;
  /** The run's concurrency group (the `concurrency.group` expression), null when there is none. */
  group(eventName: string, payload: Record<string, unknown>, runId: string): string | null;
}

export function workflowFilter(path: string): WorkflowFilter {
  const workflow = parseYaml(readFileSync(path, 'utf8')) as Workflow;
  const job = Object.values(workflow.jobs)[0];
  const condition = job?.if?.trim();
  const ast = condition ? new Parser(new Lexer(condition).lex().tokens, ['github', 'inputs'], []).parse() : null;
  const groupTemplate = workflow.concurrency?.group ?? null;
  return {
    group(eventName, payload, runId) {
      if (groupTemplate === null) return null;
      // `${{ expr }}` pieces evaluated in place, as the runner does.
      return groupTemplate.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) => {
        const ast = new Parser(new Lexer(expression.trim()).lex().tokens, ['github', 'inputs'], []).parse();
        return String(new Evaluator(ast, contextOf(eventName, payload, runId)).evaluate().coerceString());
      });
    },
    startsJob(eventName, payload) {
      if (!Object.hasOwn(workflow.on, eventName)) return false;
      const types = workflow.on[eventName]?.types;
      if (types && typeof payload.action === 'string' && !types.includes(payload.action)) return false;
      if (!ast) return true;
      return truthy(new Evaluator(ast, contextOf(eventName, payload, '1')).evaluate());
    },
  };
}

/** The `github` and `inputs` contexts of a run (inputs: a workflow_dispatch's, else none). */
function contextOf(eventName: string, payload: Record<string, unknown>, runId: string): data.Dictionary {
  const github = { event_name: eventName, event: payload, run_id: runId };
  const inputs = (payload.inputs as Record<string, unknown> | undefined) ?? {};
  return new data.Dictionary({ key: 'github', value: toExpressionData(github) }, { key: 'inputs', value: toExpressionData(inputs) });
}

function toExpressionData(value: unknown): data.ExpressionData {
  return JSON.parse(JSON.stringify(value), data.reviver) as data.ExpressionData;
}
