import { describe, expect, it } from 'vitest';
import { OUTPUTS } from '../config/inputs.js';
import { AuditSchema } from './audit.js';
import { stepOutputs } from './outputs.js';

const thread = (decision: 'fix' | 'ignore' | 'escalate') => ({ id: 'T', path: 'a.ts', line: 1, author: 'coderabbitai[bot]', severity: 'minor', decision, rationale: 'r', commit: null, files: [], resolved: true, llm: null });
const audit = (over: Record<string, unknown> = {}) =>
  AuditSchema.parse({
    version: 1,
    tool: 'tend',
    run: { event: 'issue_comment (created)', repository: 'acme/widgets', startedAt: 't', finishedAt: 't', runUrl: null, dryRun: false },
    route: { action: 'advance', detail: '' },
    target: { kind: 'pull_request', number: 7 },
    outcome: { workflow: 'ship', state: 'merged', reason: 'Merged with ghs_secret.' },
    decisions: [],
    threads: [thread('fix'), thread('fix'), thread('ignore'), thread('escalate')],
    merge: { merged: true, sha: 'b'.repeat(40), method: 'squash' },
    head: 'a'.repeat(40),
    api: { rest: 1, graphql: 2 },
    llm: { input_tokens: 1200, output_tokens: 60, cache_creation_input_tokens: 0, cache_read_input_tokens: 300, cost_usd: 0.00456, calls: 2 },
    trackingCommentId: 99,
    notes: [],
    ...over,
  });
const run = { auditPath: '/t/audit.json', merged: true, serverUrl: 'https://github.com', repository: 'acme/widgets' };
const redact = (text: string) => text.replace('ghs_secret', '***');

describe('stepOutputs', () => {
  it('gives every output action.yml declares, from the audit, with the reason redacted', () => {
    const outputs = stepOutputs(audit(), run, redact);
    expect(Object.keys(outputs).sort()).toEqual(Object.keys(OUTPUTS).sort());
    expect(outputs).toEqual({
      workflow: 'ship', target: '7', state: 'merged', reason: 'Merged with ***.', merged: 'true', 'audit-path': '/t/audit.json', 'comment-id': '99',
      'head-sha': 'a'.repeat(40), 'merged-sha': 'b'.repeat(40), 'threads-fixed': '2', 'threads-ignored': '1', 'threads-escalated': '1', 'findings-posted': '0',
      'model-calls': '2', 'input-tokens': '1200', 'output-tokens': '60', 'cost-usd': '0.0046', 'comment-url': 'https://github.com/acme/widgets/pull/7#issuecomment-99',
    });
  });

  it('leaves empty what does not apply: no merge sha without this run merging, no comment URL without a comment, issues under /issues/', () => {
    const outputs = stepOutputs(audit({ target: { kind: 'issue', number: 3 }, head: undefined, merge: null }), { ...run, merged: false }, redact);
    expect(outputs).toMatchObject({ merged: 'false', 'merged-sha': '', 'head-sha': '', 'comment-url': 'https://github.com/acme/widgets/issues/3#issuecomment-99' });
    expect(stepOutputs(audit({ trackingCommentId: null, target: null }), run, redact)).toMatchObject({ 'comment-url': '', 'comment-id': '', target: '' });
  });
});
