import { describe, expect, it } from 'vitest';
import { GITHUB_ACTIONS_BOT } from '../config/known-bots.js';
import type { Decided } from './judge-threads.js';
import { PUSH_TOKEN_LACKS_WORKFLOWS, pushTokenMayChangeWorkflows, SHARES_A_FILE_WITH_A_WORKFLOW_FIX, splitWorkflowFixes } from './workflow-fixes.js';

const fix = (threadId: string, files: string[]): Decided => ({
  plan: { threadId, path: files[0]!, author: null, bot: 'coderabbit', severity: 'minor', decision: 'fix', rationale: 'r', edit: null },
  files,
});

describe('pushTokenMayChangeWorkflows', () => {
  const actions = { id: GITHUB_ACTIONS_BOT.id };
  it('P6: is false only for GITHUB_TOKEN: no push-token, or the same token, and github-token acting as github-actions[bot]', () => {
    expect(pushTokenMayChangeWorkflows({ githubToken: 'ghs_job', pushToken: undefined }, actions)).toBe(false);
    expect(pushTokenMayChangeWorkflows({ githubToken: 'ghs_job', pushToken: 'ghs_job' }, actions)).toBe(false);
    // Another token pushes: it may hold the permission (if not, GitHub's refusal says so).
    expect(pushTokenMayChangeWorkflows({ githubToken: 'ghs_job', pushToken: 'ghs_app' }, actions)).toBe(true);
    // github-token is a person's token or another App's: it may hold the permission too.
    expect(pushTokenMayChangeWorkflows({ githubToken: 'github_pat_x', pushToken: undefined }, { id: 1001 })).toBe(true);
  });
});

describe('splitWorkflowFixes', () => {
  it('P6: leaves out the fixes that change a workflow file, and every fix sharing a file with one, transitively; keeps the rest', () => {
    const workflow = fix('wf', ['.github/workflows/ci.yml', 'src/a.ts']);
    const sharesA = fix('a', ['src/a.ts', 'src/b.ts']);
    const sharesB = fix('b', ['src/b.ts']);
    const alone = fix('c', ['src/c.ts']);
    const other = fix('d', ['.github/CODEOWNERS']);

    const split = splitWorkflowFixes([alone, sharesB, workflow, sharesA, other]);

    expect(split.kept.map((d) => d.plan.threadId)).toEqual(['c', 'd']);
    expect(new Map(split.dropped.map(({ fix, reason }) => [fix.plan.threadId, reason]))).toEqual(
      new Map([
        ['wf', PUSH_TOKEN_LACKS_WORKFLOWS],
        ['a', SHARES_A_FILE_WITH_A_WORKFLOW_FIX],
        ['b', SHARES_A_FILE_WITH_A_WORKFLOW_FIX],
      ]),
    );
  });

  it('keeps every fix when none changes a workflow file', () => {
    const fixes = [fix('a', ['src/a.ts']), fix('b', ['.github/workflow-templates/x.yml'])];
    expect(splitWorkflowFixes(fixes)).toEqual({ kept: fixes, dropped: [] });
  });
});
