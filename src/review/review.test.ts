// The review pipeline (review.ts) with a real LlmSession against the local Messages API and a
// real git repository: learnings reach both prompts as quoted data, and a finding the validator
// rejects for contradicting one is not posted. Plus the pure decisions it rests on.

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnthropicEmulator, type AnthropicEmulator, type ScriptedReply } from '../../emulator/anthropic/server.js';
import { commitAll, initRepo, makeTemp, writeFiles, type Fixture } from '../../test/support/repo-fixture.js';
import type { Learning } from '../core/learning.js';
import { LlmSession } from '../llm/index.js';
import { repoTools } from '../llm/tools/repo-tools.js';
import { readDiff } from './diff.js';
import { findingFingerprint, findingMarker, postedFingerprints, reviewMarker } from './fingerprint.js';
import { noLearnings } from './learnings.js';
import { postable, reviewDiff } from './review.js';

let fixture: Fixture;
let repo: string;
let claude: AnthropicEmulator;

beforeAll(async () => {
  fixture = await makeTemp('tend-review-');
  repo = join(fixture.temp, 'repo');
  await initRepo(repo);
  await writeFiles(repo, { 'src/a.ts': 'export const a = 1;\n' });
  await commitAll(repo, 'base', { name: 'Ada', email: 'ada@example.com', date: '2026-01-01T00:00:00Z' });
  await writeFiles(repo, { 'src/a.ts': 'export const a = 1;\nexport function log(x: unknown) {\n  console.log(x);\n}\n' });
  await commitAll(repo, 'log', { name: 'Ada', email: 'ada@example.com', date: '2026-01-02T00:00:00Z' });
  claude = await startAnthropicEmulator();
});
afterAll(async () => {
  await claude.stop();
  await fixture.cleanup();
});

const CONSOLE = {
  path: 'src/a.ts',
  start_line: 3,
  end_line: 3,
  quote: '  console.log(x);',
  severity: 'minor',
  title: 'console.log left in library code',
  body: 'Use the logger.',
  suggestion: null,
};
const LEARNING: Learning = {
  id: 7,
  text: 'console.log is our logger in src/; do not flag it.',
  author: { login: 'maintainer', id: 1 },
  createdAt: '2026-01-01T00:00:00Z',
  scope: { paths: ['src/**'], workflows: ['review'] },
};
const reply = (name: string, input: unknown): ScriptedReply => ({ kind: 'message', content: [{ type: 'tool_use', name, input }], usage: { input_tokens: 100, output_tokens: 10 } });

async function review(learnings: readonly Learning[]) {
  const session = new LlmSession({ apiKey: claude.apiKey, baseURL: claude.url, model: 'claude-sonnet-4-6', maxCostUsd: 1, maxTurns: 10 });
  const tools = repoTools(repo);
  const diff = await readDiff(repo, 'HEAD~1', 'HEAD');
  return reviewDiff(
    { session, root: repo, repository: 'acme/widgets', tools, readFile: tools.find((t) => t.name === 'read_file')! },
    { base: 'HEAD~1', head: 'HEAD', diff, change: null, learnings, posted: new Set(), subject: 'test' },
  );
}

describe('review with learnings', () => {
  it('gives the applicable learnings to both prompts as quoted data, and a finding the validator rejects for one is not posted', async () => {
    const before = claude.requests.length;
    claude.script(reply('submit_review', { summary: 'Adds log.', findings: [CONSOLE] }), reply('submit_verdicts', { verdicts: [{ finding: 0, verdict: 'reject', spot_check_result: 'supports', reason: 'The maintainers decided console.log is fine here.', learning_id: 7 }] }));
    const result = await review([LEARNING]);
    expect(result.learnings.map((l) => l.id)).toEqual([7]);
    for (const request of claude.requests.slice(before)) {
      const system = JSON.stringify(request.body.system);
      expect(system).toContain('<learnings>\\nLearning #7 (recorded by @maintainer');
      expect(system).toContain('console.log is our logger in src/; do not flag it.\\n</learnings>');
    }
    expect(result.findings[0]).toMatchObject({ survivedEvidence: true, survivedValidator: false, validator: { learningId: 7 } });
    expect(result.findings[0]!.validator!.reason).toContain('contradicts learning #7');
    expect(postable(result.findings)).toEqual([]);
  });

  it('with the default service (no store bound), no learning applies and a kept finding is posted', async () => {
    claude.script(reply('submit_review', { summary: 'Adds log.', findings: [CONSOLE] }), reply('submit_verdicts', { verdicts: [{ finding: 0, verdict: 'keep', spot_check_result: 'supports', reason: 'Real.', learning_id: null }] }));
    const result = await review(await noLearnings());
    expect(result.learnings).toEqual([]);
    expect(postable(result.findings).map((f) => f.title)).toEqual([CONSOLE.title]);
  });

  it('a rejection naming a learning that does not apply is still a rejection, but names no learning', async () => {
    claude.script(reply('submit_review', { summary: 'Adds log.', findings: [CONSOLE] }), reply('submit_verdicts', { verdicts: [{ finding: 0, verdict: 'reject', spot_check_result: 'supports', reason: 'Taste.', learning_id: 99 }] }));
    const result = await review([LEARNING]);
    expect(result.findings[0]).toMatchObject({ survivedValidator: false, validator: { reason: 'Taste.', learningId: null } });
  });
});

describe('finding fingerprints', () => {
  it('are the path and the normalised title, and only tend\'s own comments with the marker count as posted', () => {
    expect(findingFingerprint('src/a.ts', 'Console.log  left, in library code!')).toBe(findingFingerprint('src/a.ts', 'console.log left in library code'));
    expect(findingFingerprint('src/b.ts', 'console.log left in library code')).not.toBe(findingFingerprint('src/a.ts', 'console.log left in library code'));
    const fp = findingFingerprint('src/a.ts', 'x');
    const body = `**tend · Minor** x\n\ntext\n\n${findingMarker(fp)}`;
    expect([...postedFingerprints([{ authorId: 41898282, body }], 41898282)]).toEqual([fp]);
    expect(postedFingerprints([{ authorId: 6666, body }], 41898282).size).toBe(0);
    expect(postedFingerprints([{ authorId: 41898282, body: `${body}\nquoted after` }], 41898282).size).toBe(0);
    // A review body lists the findings it holds (those off the diff) in its own trailing marker.
    const other = findingFingerprint('src/c.ts', 'y');
    expect([...postedFingerprints([{ authorId: 41898282, body: `**tend review** …\n\n${reviewMarker([fp, other])}` }], 41898282)]).toEqual([fp, other]);
  });
});
