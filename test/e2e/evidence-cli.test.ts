// `tend evidence check` through the built CLI bundle (dist/cli/index.js), as a user runs it.

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitAll, initRepo, makeTemp, writeFiles, type Fixture } from '../support/repo-fixture.js';
import { runProcess, type Ran } from '../support/spawn.js';
import { ACTION_DIR } from './world.js';

const CLI = join(ACTION_DIR, 'dist', 'cli', 'index.js');

function run(args: string[], stdin: string): Promise<Ran> {
  return runProcess(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, stdin });
}

const answer = (refs: unknown[]) =>
  JSON.stringify({
    confidence: 'high',
    confidence_reason: 'The code says so.',
    summary_for_orchestrator: 'Retries are capped at three.',
    draft_reply: 'Retries stop after three attempts.',
    draft_language: 'en',
    evidence_refs: refs,
    proposed_triage_file: null,
    open_questions: [],
    escalation_requested: false,
    escalation_reason: null,
    investigator_round: 1,
    research_notes: '',
  });

let fixture: Fixture;
let repo: string;
let first: string;

beforeAll(async () => {
  fixture = await makeTemp('tend-evidence-cli-');
  repo = join(fixture.temp, 'repo');
  await initRepo(repo);
  await writeFiles(repo, { 'src/retry.ts': 'export const MAX_RETRIES = 3;\nexport const BACKOFF_MS = 250;\n' });
  first = await commitAll(repo, 'retry limits', { name: 'Ada', email: 'ada@example.com', date: '2026-01-01T00:00:00Z' });
  await writeFiles(repo, { 'src/retry.ts': 'export const MAX_RETRIES = 5;\nexport const BACKOFF_MS = 250;\n' });
  await commitAll(repo, 'more retries', { name: 'Ada', email: 'ada@example.com', date: '2026-01-02T00:00:00Z' });
});

afterAll(async () => fixture.cleanup());

describe('tend evidence check (bundle)', () => {
  const refs = [
    { kind: 'file', ref: 'src/retry.ts:1', supports_claim: 'cap', quote: 'export const MAX_RETRIES = 3;' },
    { kind: 'file', ref: 'src/retry.ts:9', supports_claim: 'made up', quote: 'x' },
    { kind: 'git_commit', ref: '', supports_claim: 'when' },
    { kind: 'log_query', ref: 'level:error', supports_claim: 'seen in logs' },
  ];

  it('prints one result per ref, checked at the commit asked for', { timeout: 60_000 }, async () => {
    refs[2]!.ref = first;
    const atFirst = await run(['evidence', 'check', '--root', repo, '--commit', first], answer(refs));
    expect(atFirst).toMatchObject({ code: 0, stderr: '' });
    const parsed = JSON.parse(atFirst.stdout) as { ref: string; result: string; reason: string }[];
    expect(parsed.map((r) => [r.ref, r.result])).toEqual([
      ['src/retry.ts:1', 'verified'],
      ['src/retry.ts:9', 'fabricated'],
      [first, 'verified'],
      ['level:error', 'uncheckable'],
    ]);
    expect(parsed[1]!.reason).toContain('line 9 is past the end of src/retry.ts');

    // HEAD (the default) says 5: the same quote no longer matches.
    const atHead = await run(['evidence', 'check', '--root', repo], answer(refs));
    const head = JSON.parse(atHead.stdout) as { result: string; reason: string }[];
    expect(head[0]).toMatchObject({ result: 'fabricated' });
    expect(head[0]!.reason).toContain('line 1 differs: the file has "export const MAX_RETRIES = 5;"');
  });

  it.each([
    [['evidence', 'check', '--root', 'REPO'], 'not json', 'stdin is not valid JSON'],
    [['evidence', 'check', '--root', 'REPO'], '{"confidence": "high"}', 'stdin is not an InvestigatorReturn'],
    [['evidence', 'check', '--root', 'REPO'], answer([{ kind: 'file', ref: 'src/retry.ts:1', supports_claim: 'x' }]), 'evidence_refs.0.quote: a file evidence ref must carry the verbatim quote'],
    [['evidence', 'check'], answer([]), '--root DIR is required'],
    [['evidence', 'check', '--root', 'REPO', '--commit', 'no-such-branch'], answer([]), "--commit 'no-such-branch' names no commit"],
    [['evidence', 'check', '--root', '/nonexistent/dir'], answer([]), "'/nonexistent/dir' does not exist"],
    [['evidence', 'check', '--root', 'REPO', '--bogus'], answer([]), "Unknown option '--bogus'"],
  ])('refuses bad input with one line on stderr and exit 2: %j', { timeout: 60_000 }, async (args, stdin, why) => {
    const result = await run(
      args.map((a) => (a === 'REPO' ? repo : a)),
      stdin,
    );
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(why);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
