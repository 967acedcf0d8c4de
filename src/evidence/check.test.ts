import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSymlink, commitAll, git, initRepo, makeTemp, writeFiles, type Fixture } from '../../test/support/repo-fixture.js';
import { checkEvidenceRefs, checkFileCitation } from './check.js';
import { type EvidenceRef } from './types.js';

const AUTHOR = { name: 'Ada', email: 'ada@example.com', date: '2026-01-01T00:00:00Z' };
const WIDGET = ['export function area(w: number, h: number): number {', '  if (w < 0) return 0;', '  return w * h;', '}', ''].join('\n');

let fixture: Fixture;
let repo: string;
let first: string;
let head: string;

beforeAll(async () => {
  fixture = await makeTemp('tend-evidence-');
  repo = join(fixture.temp, 'repo');
  await initRepo(repo);
  await writeFiles(repo, {
    'src/widget.ts': WIDGET,
    'src/windows.txt': 'alpha  \r\nbeta\r\ngamma\r\n',
    'src/old.ts': 'gone soon\n',
    'bin/blob.bin': Buffer.from([0, 1, 2, 10, 0, 3]),
  });
  await writeFile(join(fixture.temp, 'secret.txt'), 'outside the repository\n');
  await addSymlink(repo, 'src/inside-link.ts', 'widget.ts');
  await addSymlink(repo, 'lib', 'src');
  await addSymlink(repo, 'src/escape.txt', '../../secret.txt');
  await addSymlink(repo, 'src/absolute.txt', join(fixture.temp, 'secret.txt'));
  await addSymlink(repo, 'src/loop-a', 'loop-b');
  await addSymlink(repo, 'src/loop-b', 'loop-a');
  first = await commitAll(repo, 'first', AUTHOR);
  await git(repo, ['rm', '--quiet', 'src/old.ts']);
  await writeFiles(repo, { 'src/new.ts': 'added later\n' });
  head = await commitAll(repo, 'second', AUTHOR);
  // The working tree says something else than the commit: the commit is what counts.
  await writeFiles(repo, { 'src/widget.ts': 'edited in the working tree\n' });
});

afterAll(async () => fixture.cleanup());

const cite = (path: string, startLine: number, endLine: number, quote?: string) => ({ path, startLine, endLine, ...(quote === undefined ? {} : { quote }) });

describe('checkFileCitation', () => {
  it('verifies lines that exist at the commit and say what is quoted, whatever the working tree holds', async () => {
    const check = await checkFileCitation(repo, 'HEAD', cite('src/widget.ts', 2, 3, '  if (w < 0) return 0;\n  return w * h;\n'));
    expect(check).toMatchObject({ ref: 'src/widget.ts:2-3', result: 'verified' });
    expect(check.reason).toContain('lines 2-3 match the quote');
  });

  it('holds the citation to the named commit, not to HEAD', async () => {
    expect((await checkFileCitation(repo, first, cite('src/old.ts', 1, 1, 'gone soon'))).result).toBe('verified');
    const now = await checkFileCitation(repo, head, cite('src/old.ts', 1, 1, 'gone soon'));
    expect(now).toMatchObject({ result: 'fabricated' });
    expect(now.reason).toContain("no file 'src/old.ts'");
    expect((await checkFileCitation(repo, first, cite('src/new.ts', 1, 1))).result).toBe('fabricated');
  });

  it('calls a path that does not exist fabricated', async () => {
    const check = await checkFileCitation(repo, 'HEAD', cite('src/gadget.ts', 1, 1, 'x'));
    expect(check).toEqual({ ref: 'src/gadget.ts:1', result: 'fabricated', reason: expect.stringContaining("no file 'src/gadget.ts'") as unknown as string });
  });

  it('calls a line past the end fabricated and says how long the file is', async () => {
    const check = await checkFileCitation(repo, 'HEAD', cite('src/widget.ts', 4, 9));
    expect(check.result).toBe('fabricated');
    expect(check.reason).toContain('line 9 is past the end of src/widget.ts');
    expect(check.reason).toContain('which has 4 lines');
  });

  it('names the line whose content differs from the quote', async () => {
    const check = await checkFileCitation(repo, 'HEAD', cite('src/widget.ts', 1, 3, 'export function area(w: number, h: number): number {\n  if (w <= 0) return 0;\n  return w * h;'));
    expect(check.result).toBe('fabricated');
    expect(check.reason).toContain('line 2 differs: the file has "if (w < 0) return 0;", the quote has "if (w <= 0) return 0;"');
  });

  it('calls a quote of the right text at the wrong lines fabricated', async () => {
    const check = await checkFileCitation(repo, 'HEAD', cite('src/widget.ts', 1, 1, '  return w * h;'));
    expect(check.result).toBe('fabricated');
    expect(check.reason).toContain('line 1 differs');
  });

  it('reports a quote longer or shorter than the range', async () => {
    const longer = await checkFileCitation(repo, 'HEAD', cite('src/widget.ts', 2, 2, '  if (w < 0) return 0;\n  return w * h;'));
    expect(longer.reason).toContain('the quote runs past the cited lines');
    const shorter = await checkFileCitation(repo, 'HEAD', cite('src/widget.ts', 2, 3, '  if (w < 0) return 0;'));
    expect(shorter.reason).toContain('the quote stops before line 3');
  });

  it('ignores CRLF, trailing whitespace and an indentation the whole quote drops', async () => {
    expect((await checkFileCitation(repo, 'HEAD', cite('src/windows.txt', 1, 3, 'alpha\nbeta   \ngamma'))).result).toBe('verified');
    expect((await checkFileCitation(repo, 'HEAD', cite('src/widget.ts', 2, 3, 'if (w < 0) return 0;\r\nreturn w * h;\r\n'))).result).toBe('verified');
    expect((await checkFileCitation(repo, 'HEAD', cite('src/windows.txt', 3, 4))).reason).toContain('which has 3 lines');
  });

  it.each([
    ['../secret.txt', "'..' is not allowed"],
    ['src/../../secret.txt', "'..' is not allowed"],
    ['/etc/passwd', 'absolute paths are not allowed'],
    ['.git/config', 'the .git directory is off limits'],
  ])('calls %s fabricated: evidence must be inside the repository', async (path, why) => {
    const check = await checkFileCitation(repo, 'HEAD', cite(path, 1, 1, 'x'));
    expect(check.result).toBe('fabricated');
    expect(check.reason).toContain(why);
  });

  it('calls a symlink that leaves the repository fabricated, relative or absolute', async () => {
    for (const path of ['src/escape.txt', 'src/absolute.txt']) {
      const check = await checkFileCitation(repo, 'HEAD', cite(path, 1, 1, 'outside the repository'));
      expect(check.result).toBe('fabricated');
      expect(check.reason).toContain('outside the repository');
    }
  });

  it('follows a symlink that stays inside the repository, and says so', async () => {
    const link = await checkFileCitation(repo, 'HEAD', cite('src/inside-link.ts', 3, 3, '  return w * h;'));
    expect(link).toMatchObject({ result: 'verified' });
    expect(link.reason).toContain('a symlink to src/widget.ts');
    const directory = await checkFileCitation(repo, 'HEAD', cite('lib/widget.ts', 3, 3, '  return w * h;'));
    expect(directory.result).toBe('verified');
    const loop = await checkFileCitation(repo, 'HEAD', cite('src/loop-a', 1, 1));
    expect(loop.result).toBe('fabricated');
    expect(loop.reason).toContain('more than 8 symlinks');
  });

  it('refuses a directory, a path through a file and a binary file', async () => {
    expect((await checkFileCitation(repo, 'HEAD', cite('src', 1, 1))).reason).toContain('is a directory');
    expect((await checkFileCitation(repo, 'HEAD', cite('src/widget.ts/x', 1, 1))).reason).toContain("'src/widget.ts' is a file");
    expect(await checkFileCitation(repo, 'HEAD', cite('bin/blob.bin', 1, 1))).toMatchObject({ result: 'uncheckable', reason: expect.stringContaining('binary') as unknown as string });
  });

  it('cannot check anything against a commit the repository does not have', async () => {
    const check = await checkFileCitation(repo, 'f'.repeat(40), cite('src/widget.ts', 1, 1));
    expect(check.result).toBe('uncheckable');
    expect(check.reason).toContain('is not in the repository');
  });
});

describe('checkEvidenceRefs', () => {
  const ref = (kind: EvidenceRef['kind'], text: string, quote?: string): EvidenceRef => ({ kind, ref: text, supports_claim: 'because', ...(quote === undefined ? {} : { quote }) });

  it('answers one result per ref, in order, by kind', async () => {
    const refs = [
      ref('file', 'src/widget.ts#L2-L3', '  if (w < 0) return 0;\n  return w * h;'),
      ref('file', 'src/widget.ts:3', 'return w + h;'),
      ref('file', 'src/widget.ts line three', 'x'),
      ref('git_commit', first),
      ref('git_commit', first.slice(0, 10)),
      ref('git_commit', 'deadbeefdeadbeefdeadbeefdeadbeefdeadbeef'),
      ref('git_commit', 'main'),
      ref('log_query', 'service:api status:500'),
      ref('external_doc', 'https://example.com/docs'),
      ref('memory', 'src/widget.ts:1'),
      ref('memory', 'we discussed this last week'),
      ref('triage_file', 'src/missing.md:4'),
    ];
    const checks = await checkEvidenceRefs(repo, head, refs);
    expect(checks.map((c) => [c.ref, c.result])).toEqual([
      ['src/widget.ts#L2-L3', 'verified'],
      ['src/widget.ts:3', 'fabricated'],
      ['src/widget.ts line three', 'fabricated'],
      [first, 'verified'],
      [first.slice(0, 10), 'verified'],
      ['deadbeefdeadbeefdeadbeefdeadbeefdeadbeef', 'fabricated'],
      ['main', 'fabricated'],
      ['service:api status:500', 'uncheckable'],
      ['https://example.com/docs', 'uncheckable'],
      ['src/widget.ts:1', 'verified'],
      ['we discussed this last week', 'uncheckable'],
      ['src/missing.md:4', 'fabricated'],
    ]);
    expect(checks[2]!.reason).toContain('is not a file reference');
    expect(checks[5]!.reason).toBe('no commit deadbeefdeadbeefdeadbeefdeadbeefdeadbeef in the repository');
    for (const check of checks) expect(check.reason).not.toContain('\n');
  });

  it('marks every ref uncheckable when the root is not a repository', async () => {
    const checks = await checkEvidenceRefs(fixture.temp, 'HEAD', [ref('file', 'src/widget.ts:1', 'x'), ref('git_commit', first)]);
    expect(checks.map((c) => c.result)).toEqual(['uncheckable', 'uncheckable']);
    expect(checks[0]!.reason).toContain('is not a git checkout');
  });
});
