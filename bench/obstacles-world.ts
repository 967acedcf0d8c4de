// The everyday obstacles of issue #16 as the scenario simulator plays them: what the base and the
// pull request hold, how the base moves on while the pull request is under review, what CI says on
// each head, and what the scripted model answers. Plain data and pure functions of it; the
// simulator (bench/simulate.ts) applies them to the emulator and runs the real bundle.

import type { ScriptedReply } from '../emulator/anthropic/server.js';
import { WIDGET_BEFORE } from '../emulator/sample-review.js';
import type { CheckConclusion, CheckRunReport } from '../emulator/state.js';

export type ObstacleKind = 'behind' | 'flaky-ci' | 'red-ci-model' | 'conflict-source' | 'conflict-lockfile';

export interface Obstacle {
  kind: ObstacleKind;
  /** What happens, in a line. */
  what: string;
  /** What tend should end with: merged without a person, or handed to one (a lockfile no command rebuilds). */
  expected: 'merged' | 'escalated';
  /** The issue #16 item whose code handles it (the branch it came from). */
  item: string;
  /** What document 004's design does with it (/work/shared/seeds/004, "Error handling and fallbacks" and step 12). */
  doc004: string;
}

export const OBSTACLES: readonly Obstacle[] = [
  {
    kind: 'behind',
    what: 'the base moves on (someone else merged) under protection that requires up-to-date branches; tend has GitHub update the branch with push-token',
    expected: 'merged',
    item: '#16 item 2 (a branch behind its base)',
    doc004: 'step 12 merges "if checks success and approvals"; nothing updates the branch, GitHub refuses the merge (405) and the run stops and reports: a person updates it',
  },
  {
    kind: 'flaky-ci',
    what: 'the required check fails on a transient signature (npm ETIMEDOUT); a re-run passes',
    expected: 'merged',
    item: '#16 item 1 (red CI: re-run once)',
    doc004: '"If required checks fail after fix: post comment summarizing failures": a person re-runs it',
  },
  {
    kind: 'red-ci-model',
    what: 'the required check fails on a type error in a file of the pull request; a (scripted) model fixes that file',
    expected: 'merged',
    item: '#16 item 1 (red CI: model fix)',
    doc004: '"post comment summarizing failures, optionally revert fix commit": a person fixes it',
  },
  {
    kind: 'conflict-source',
    what: 'the base changes the same line of a source file; a (scripted) model resolves the 3-way merge',
    expected: 'merged',
    item: '#16 item 3 (conflicts: model resolution)',
    doc004: 'its 3-way merge "with contextual LLM assistance" is for its own patch failing to apply, not for the pull request conflicting with its base: the merge is refused and a person resolves it',
  },
  {
    kind: 'conflict-lockfile',
    what: 'the base changes package-lock.json too; no regenerate-command is configured, so it must go to a person',
    expected: 'escalated',
    item: '#16 item 3 (conflicts: lockfile escalated)',
    doc004: 'the merge is refused and a person resolves it (the same end, without the conflicted files named)',
  },
];

export const OBSTACLE_KINDS = OBSTACLES.map((o) => o.kind);

const TOTAL_BROKEN = "export const total: number = 'x';\n";
const TOTAL_FIXED = 'export const total: number = 1;\n';
const lock = (version: string) => `{\n  "name": "widgets",\n  "lockfileVersion": 3,\n  "packages": {\n    "node_modules/left-pad": { "version": "${version}" }\n  }\n}\n`;
/** The base's own change to the perimeter line the pull request changes too. */
const PERIMETER_ON_BASE = WIDGET_BEFORE.replace('w + w + h + h', '2 * (w + h)');

const totalPath = (index: number) => `src/total${index}.ts`;

/** Files beyond the pull request's src/w<i>.ts: what main holds first, and what the branch adds or changes. */
export const OBSTACLE_FILES: Record<ObstacleKind, (index: number) => { base: Record<string, string>; head: Record<string, string> }> = {
  behind: () => ({ base: {}, head: {} }),
  'flaky-ci': () => ({ base: {}, head: {} }),
  'red-ci-model': (i) => ({ base: {}, head: { [totalPath(i)]: TOTAL_BROKEN } }),
  'conflict-source': () => ({ base: {}, head: {} }),
  'conflict-lockfile': () => ({ base: { 'package-lock.json': lock('1.0.0') }, head: { 'package-lock.json': lock('1.1.0') } }),
};

/** Commits to main while the pull request is under review: after the command, before the bots and CI are done. */
export function obstacleMoves(kind: ObstacleKind, index: number): Array<{ atMinutes: number; files: Record<string, string> }> {
  if (kind === 'behind') return [{ atMinutes: 2, files: { 'docs/moved-on.md': 'moved on\n' } }];
  if (kind === 'conflict-source') return [{ atMinutes: 2, files: { [`src/w${index}.ts`]: PERIMETER_ON_BASE } }];
  if (kind === 'conflict-lockfile') return [{ atMinutes: 2, files: { 'package-lock.json': lock('1.2.0') } }];
  return [];
}

const stamp = (line: string) => `2026-03-02T09:00:00.0000000Z ${line}`;

const TRANSIENT: CheckRunReport = {
  steps: [{ name: 'Set up job', conclusion: 'success' }, { name: 'Install', conclusion: 'failure' }],
  log: [stamp('npm ERR! code ETIMEDOUT'), stamp('npm ERR! network request to https://registry.npmjs.org/zod failed, reason: connect ETIMEDOUT')].join('\n'),
};

const typeError = (path: string): CheckRunReport => ({
  output: { title: '1 error', summary: 'tsc found 1 error', text: null },
  annotations: [{ path, startLine: 1, endLine: 1, level: 'failure', title: 'TS2322', message: "Type 'string' is not assignable to type 'number'." }],
  steps: [{ name: 'Set up job', conclusion: 'success' }, { name: 'Type-check', conclusion: 'failure' }],
  log: [stamp('##[group]Run npx tsc --noEmit'), stamp(`${path}(1,14): error TS2322: Type 'string' is not assignable to type 'number'.`), stamp('##[error]Process completed with exit code 2.')].join('\n'),
});

/**
 * CI's verdict on a head: the transient failure on the first head only (its re-run, which tend
 * asks for, passes: bench/simulate.ts), the type error for as long as the broken line is in the
 * file (read from the head), green otherwise.
 */
export function obstacleCi(kind: ObstacleKind, index: number, round: number, read: (path: string) => string | null): { conclusion: CheckConclusion; report?: CheckRunReport } {
  if (kind === 'flaky-ci' && round === 0) return { conclusion: 'failure', report: TRANSIENT };
  if (kind === 'red-ci-model' && read(totalPath(index)) === TOTAL_BROKEN) return { conclusion: 'failure', report: typeError(totalPath(index)) };
  return { conclusion: 'success' };
}

/** The model's scripted turns for an obstacle (none: the obstacle needs no model). */
export function obstacleModelScript(kind: ObstacleKind, index: number): ScriptedReply[] {
  if (kind === 'red-ci-model') {
    return [{
      kind: 'message',
      content: [{ type: 'tool_use', name: 'submit_ci_fix', input: { decision: 'fix', edits: [{ path: totalPath(index), search: "= 'x';", replace: '= 1;' }], explanation: 'Give total a number, as its type says.' } }],
      usage: { input_tokens: 900, output_tokens: 80 },
    }];
  }
  if (kind === 'conflict-source') {
    return [{
      kind: 'message',
      content: [{ type: 'tool_use', name: 'submit_resolution', input: { decision: 'resolve', content: PERIMETER_ON_BASE, explanation: 'Both sides compute the perimeter; kept the base branch form.' } }],
      usage: { input_tokens: 900, output_tokens: 80 },
    }];
  }
  return [];
}

/** What the pull request must hold once merged, so "merged" means the obstacle was really dealt with. */
export function mergedContent(kind: ObstacleKind, index: number): Record<string, string> {
  if (kind === 'red-ci-model') return { [totalPath(index)]: TOTAL_FIXED };
  if (kind === 'conflict-source') return { [`src/w${index}.ts`]: PERIMETER_ON_BASE };
  if (kind === 'behind') return { [`src/w${index}.ts`]: WIDGET_BEFORE, 'docs/moved-on.md': 'moved on\n' };
  return { [`src/w${index}.ts`]: WIDGET_BEFORE };
}
