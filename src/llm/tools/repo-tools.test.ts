import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSymlink, commitAll, initRepo, makeTemp, writeFiles, type Fixture } from '../../../test/support/repo-fixture.js';
import * as z from 'zod';
import { repoTools, runTool, TOOL_NAME_PATTERN, type RepoTool } from './repo-tools.js';

const ALICE = { name: 'Alice Archer', email: 'alice@example.com', date: '2024-01-02T10:00:00Z' };
const BOB = { name: 'Bob Baker', email: 'bob@example.com', date: '2024-03-04T10:00:00Z' };
const CAROL = { name: 'Carol Cook', email: 'carol@example.com', date: '2024-05-06T10:00:00Z' };

const APP_V1 = ["import { shout } from './util/strings.js';", '', 'export function main(name: string): string {', '  return shout(`hello ${name}`);', '}', ''].join('\n');
const APP_V2 = APP_V1.replace('  return', '  // Greets loudly.\n  return');
const BIG = Array.from({ length: 1000 }, (_, i) => `line ${i + 1} of big.txt`).join('\n') + '\n';

let fixture: Fixture;
let root: string;
let tools: RepoTool[];
let shas: { first: string; second: string; third: string };

async function call(name: string, input: unknown, using: RepoTool[] = tools) {
  return runTool(using, name, input);
}

async function ok(name: string, input: unknown, using: RepoTool[] = tools): Promise<string> {
  const result = await call(name, input, using);
  expect(result.isError, result.content).toBe(false);
  return result.content;
}

async function refused(name: string, input: unknown, using: RepoTool[] = tools): Promise<string> {
  const result = await call(name, input, using);
  expect(result.isError, `${name} ${JSON.stringify(input)} should be refused, got:\n${result.content}`).toBe(true);
  return result.content;
}

beforeAll(async () => {
  fixture = await makeTemp('tend-repo-tools-');
  root = join(fixture.temp, 'repo');
  await initRepo(root);
  await writeFile(join(fixture.temp, 'outside.txt'), 'OUTSIDE-SECRET\n');
  await writeFiles(root, {
    'README.md': '# widgets\n\nA small repository for the tool tests.\n',
    'src/app.ts': APP_V1,
    'src/util/strings.ts': 'export const shout = (s: string) => s.toUpperCase();\n// TODO: trim\n',
    'config/secrets.env': 'API_KEY=sk-test-1234567890abcdef\n',
    'notes/odd:name.txt': 'colon: in the name\n',
    'docs/flags.md': 'Run with --open-files-in-pager=less or -v.\nThe text $(touch never) is literal here.\n',
    'assets/logo.bin': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x4c, 0x4f, 0x47, 0x4f, 0x0a]),
  });
  const first = await commitAll(root, 'Add the app', ALICE);
  const many: Record<string, string> = {};
  for (let i = 0; i < 600; i++) many[`many/file-${String(i).padStart(3, '0')}.txt`] = `${i}\n`;
  await writeFiles(root, { 'src/app.ts': APP_V2, 'src/big.txt': BIG, ...many });
  const second = await commitAll(root, 'Explain main and add big.txt', BOB);
  await writeFiles(root, { 'long/line.txt': `${'x'.repeat(5000)}\nshort\n` });
  await addSymlink(root, 'link-to-app.ts', 'src/app.ts');
  await addSymlink(root, 'dir-link', 'src');
  await addSymlink(root, 'etc-link', '/etc');
  await addSymlink(root, 'passwd-link', '/etc/passwd');
  await addSymlink(root, 'outside-link', '../outside.txt');
  await addSymlink(root, 'gitconfig-link', '.git/config');
  const third = await commitAll(root, 'Add links and a long line', CAROL);
  shas = { first, second, third };
  tools = repoTools(root);
});

afterAll(async () => {
  await fixture?.cleanup();
});

describe('repoTools', () => {
  it('offers the six tools under names the Messages API accepts, each with an object schema', () => {
    expect(tools.map((t) => t.name)).toEqual(['read_file', 'search', 'list_files', 'git_log', 'git_show', 'git_blame']);
    for (const tool of tools) expect(tool.name).toMatch(TOOL_NAME_PATTERN);
    for (const tool of tools) {
      expect(tool.description.length).toBeGreaterThan(20);
      expect(z.toJSONSchema(tool.input, { target: 'draft-7', io: 'input' })).toMatchObject({ type: 'object' });
    }
    const readFile = z.toJSONSchema(tools[0]!.input) as { required: string[]; properties: Record<string, unknown> };
    expect(readFile.required).toEqual(['path']);
    expect(Object.keys(readFile.properties)).toEqual(['path', 'start_line', 'end_line']);
  });

  it('refuses caps that leave no room for a result', () => {
    expect(() => repoTools(root, { maxBytes: 10 })).toThrow(/maxBytes/);
    expect(() => repoTools(root, { maxLines: 0 })).toThrow(/maxLines/);
  });
});

describe('read_file', () => {
  it('shows a file as numbered lines with a header', async () => {
    const text = await ok('read_file', { path: 'src/app.ts' });
    expect(text.split('\n')).toEqual([
      'src/app.ts, lines 1-6 of 6:',
      "   1│ import { shout } from './util/strings.js';",
      '   2│ ',
      '   3│ export function main(name: string): string {',
      '   4│   // Greets loudly.',
      '   5│   return shout(`hello ${name}`);',
      '   6│ }',
    ]);
  });

  it('shows the requested window only', async () => {
    const text = await ok('read_file', { path: 'src/big.txt', start_line: 10, end_line: 12 });
    expect(text).toBe('src/big.txt, lines 10-12 of 1000:\n  10│ line 10 of big.txt\n  11│ line 11 of big.txt\n  12│ line 12 of big.txt');
  });

  it('stops at maxLines and says how to read on', async () => {
    const text = await ok('read_file', { path: 'src/big.txt' });
    expect(text).toContain(' 400│ line 400 of big.txt');
    expect(text).not.toContain('line 401 of');
    expect(text).toMatch(/Lines 401-1000 not shown: a result shows at most 400 lines\. Call read_file with path 'src\/big\.txt' and start_line 401/);
  });

  it('stays within maxBytes and continues from the first line it left out', async () => {
    const small = repoTools(root, { maxBytes: 2000 });
    const text = await ok('read_file', { path: 'src/big.txt', start_line: 100 }, small);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(2000);
    const last = Number(/(\d+)│[^\n]*\n\[/.exec(text)![1]);
    expect(text).toContain(`capped at 2000 bytes. Call read_file with path 'src/big.txt' and start_line ${last + 1} to read on.`);
    const next = await ok('read_file', { path: 'src/big.txt', start_line: last + 1, end_line: last + 1 }, small);
    expect(next).toContain(`line ${last + 1} of big.txt`);
  });

  it('cuts a very long line instead of spending the whole budget on it', async () => {
    const text = await ok('read_file', { path: 'long/line.txt' });
    expect(text).toContain('[3000 more characters on this line]');
    expect(text).toContain('   2│ short');
  });

  it('follows a symlink that stays inside the checkout', async () => {
    const text = await ok('read_file', { path: 'link-to-app.ts' });
    expect(text).toContain('export function main');
  });

  it('says a binary file is binary rather than dumping it', async () => {
    expect(await ok('read_file', { path: 'assets/logo.bin' })).toBe("'assets/logo.bin' is a binary file (10 bytes); its content is not shown.");
  });

  it('refuses lines past the end, a missing file and a directory with a hint', async () => {
    expect(await refused('read_file', { path: 'src/app.ts', start_line: 50 })).toBe('src/app.ts has only 6 lines; ask for a start_line between 1 and 6.');
    expect(await refused('read_file', { path: 'src/app.ts', start_line: 5, end_line: 2 })).toMatch(/before start_line/);
    expect(await refused('read_file', { path: 'src/nope.ts' })).toMatch(/^No file 'src\/nope\.ts' in the checkout\. Use list_files or search/);
    expect(await refused('read_file', { path: 'src/util' })).toMatch(/is a directory\. Use list_files with directory 'src\/util'/);
  });

  it('refuses absolute paths, parent segments and symlinks that leave the checkout', async () => {
    const attempts = [
      '../outside.txt',
      'src/../../outside.txt',
      '/etc/passwd',
      join(root, 'src/app.ts'),
      join(fixture.temp, 'outside.txt'),
      'passwd-link',
      'etc-link/passwd',
      'outside-link',
    ];
    for (const path of attempts) {
      const text = await refused('read_file', { path });
      expect(text).toMatch(/^Refusing path/);
      expect(text).not.toContain('OUTSIDE-SECRET');
      expect(text).not.toContain('root:');
    }
  });

  it('never reads git internals, directly or through a symlink', async () => {
    for (const path of ['.git/config', '.GIT/config', './.git/HEAD', 'src/../.git/config', 'gitconfig-link']) {
      const text = await refused('read_file', { path });
      expect(text).toMatch(/\.git/);
      expect(text).not.toContain('[core]');
    }
  });
});

describe('search', () => {
  it('finds matching lines as path:line: text', async () => {
    const text = await ok('search', { pattern: 'shout' });
    expect(text.split('\n')[0]).toBe('3 matches for /shout/ in tracked files:');
    expect(text).toContain("src/app.ts:1: import { shout } from './util/strings.js';");
    expect(text).toContain('src/app.ts:5:   return shout(`hello ${name}`);');
    expect(text).toContain('src/util/strings.ts:1: export const shout = (s: string) => s.toUpperCase();');
  });

  it('narrows to a path glob, and a glob star crosses directories', async () => {
    expect(await ok('search', { pattern: 'shout', path_glob: 'src/util/*' })).toBe(
      "1 match for /shout/ in tracked files matching 'src/util/*':\nsrc/util/strings.ts:1: export const shout = (s: string) => s.toUpperCase();",
    );
    expect(await ok('search', { pattern: 'TODO', path_glob: '*.ts' })).toContain('src/util/strings.ts:2: // TODO: trim');
  });

  it('uses extended regular expressions, or literal text with fixed_string', async () => {
    expect(await ok('search', { pattern: '^line 99[0-9] of', path_glob: 'src/big.txt' })).toMatch(/^10 matches/);
    expect(await ok('search', { pattern: '$(touch never)', fixed_string: true })).toContain('docs/flags.md:2: The text $(touch never) is literal here.');
    expect(await ok('search', { pattern: 'greets', case_insensitive: true })).toContain('src/app.ts:4:   // Greets loudly.');
  });

  it('treats a pattern that looks like an option as text to find', async () => {
    expect(await ok('search', { pattern: '--open-files-in-pager=less', fixed_string: true })).toContain('docs/flags.md:1:');
    expect(await ok('search', { pattern: '-v\\.' })).toContain('docs/flags.md:1: Run with --open-files-in-pager=less or -v.');
  });

  it('keeps file names with a colon whole', async () => {
    expect(await ok('search', { pattern: 'colon' })).toContain('notes/odd:name.txt:1: colon: in the name');
  });

  it('skips binary files', async () => {
    expect(await ok('search', { pattern: 'LOGO' })).toBe('No matches for /LOGO/ in tracked files.');
  });

  it('reports no match as an ordinary result', async () => {
    const result = await call('search', { pattern: 'no such text anywhere', fixed_string: true });
    expect(result).toEqual({ content: 'No matches for "no such text anywhere" in tracked files.', isError: false });
  });

  it('caps the number of results and says how many were left out', async () => {
    const text = await ok('search', { pattern: 'of big', max_results: 10 });
    const lines = text.split('\n');
    expect(lines[0]).toBe('1000 matches for /of big/ in tracked files:');
    expect(lines.slice(1, 11).every((l) => /^src\/big\.txt:\d+: line \d+ of big\.txt$/.test(l))).toBe(true);
    expect(lines[11]).toBe('[990 more not shown. Narrow the search with path_glob or a more specific pattern, or raise max_results (up to 500).]');
    expect(lines).toHaveLength(12);
  });

  it('stays within maxBytes', async () => {
    const small = repoTools(root, { maxBytes: 1500 });
    const text = await ok('search', { pattern: 'of big', max_results: 500 }, small);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1500);
    expect(text).toMatch(/\[\d+ more not shown/);
  });

  it('refuses a broken regular expression with git’s reason', async () => {
    expect(await refused('search', { pattern: '(unclosed' })).toMatch(/^git grep refused the search: fatal: .*(Unmatched|parenthes)/i);
  });

  it('refuses globs that leave the checkout or use pathspec magic', async () => {
    for (const path_glob of ['../*', '/etc/*', ':(exclude)src', ':!src', '.git/*']) {
      await refused('search', { pattern: 'x', path_glob });
    }
  });
});

describe('list_files', () => {
  it('lists tracked files, capped at 500 with a count of the rest', async () => {
    const text = await ok('list_files', {});
    const lines = text.split('\n');
    expect(lines[0]).toBe('615 tracked files:');
    expect(lines).toContain('README.md');
    expect(lines).toContain('assets/logo.bin');
    expect(lines).not.toContain('notes/odd:name.txt');
    expect(lines.filter((l) => !l.startsWith('[')).length).toBe(501);
    expect(lines.at(-1)).toBe('[115 more not shown. Narrow the listing with directory or glob.]');
  });

  it('lists one directory, optionally through a glob', async () => {
    expect(await ok('list_files', { directory: 'src' })).toBe("3 tracked files under 'src':\nsrc/app.ts\nsrc/big.txt\nsrc/util/strings.ts");
    expect(await ok('list_files', { directory: 'src/', glob: '*.ts' })).toBe("2 tracked files under 'src' matching '*.ts':\nsrc/app.ts\nsrc/util/strings.ts");
    expect(await ok('list_files', { glob: '*.md' })).toBe("2 tracked files matching '*.md':\nREADME.md\ndocs/flags.md");
    expect(await ok('list_files', { directory: '.' })).toMatch(/^615 tracked files:/);
    expect(await ok('list_files', { directory: 'nowhere' })).toBe("No tracked files under 'nowhere'.");
  });

  it('refuses directories outside the checkout or inside .git', async () => {
    for (const directory of ['..', '../', '/etc', 'etc-link', '.git', 'src/../..']) {
      await refused('list_files', { directory });
    }
  });
});

describe('git_log', () => {
  it('lists commits newest first with short sha, date, author and subject', async () => {
    const text = await ok('git_log', {});
    expect(text.split('\n')).toEqual([
      '3 commits (sha date author — subject):',
      `${shas.third.slice(0, 7)} 2024-05-06 Carol Cook — Add links and a long line`,
      `${shas.second.slice(0, 7)} 2024-03-04 Bob Baker — Explain main and add big.txt`,
      `${shas.first.slice(0, 7)} 2024-01-02 Alice Archer — Add the app`,
    ]);
  });

  it('filters by path and count', async () => {
    expect(await ok('git_log', { path: 'src/util' })).toBe(`1 commit touching 'src/util' (sha date author — subject):\n${shas.first.slice(0, 7)} 2024-01-02 Alice Archer — Add the app`);
    expect(await ok('git_log', { max_count: 1 })).toMatch(/^Latest 1 commit \(sha/);
    expect(await ok('git_log', { path: 'never/existed.ts' })).toBe("No commits touching 'never/existed.ts'.");
  });

  it('refuses paths outside the checkout', async () => {
    await refused('git_log', { path: '../outside.txt' });
    await refused('git_log', { path: '/etc' });
  });
});

describe('git_show', () => {
  it('shows a commit with its stat and patch', async () => {
    const text = await ok('git_show', { rev: shas.first });
    expect(text).toContain(`commit ${shas.first}`);
    expect(text).toContain('Author: Alice Archer <alice@example.com>');
    expect(text).toMatch(/src\/app\.ts\s+\|\s+5 \+{5}/);
    expect(text).toContain('+export function main(name: string): string {');
  });

  it('caps a large patch and says how to read files instead', async () => {
    const small = repoTools(root, { maxBytes: 3000 });
    const text = await ok('git_show', { rev: 'HEAD~1' }, small);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(3000);
    expect(text).toContain('Author: Bob Baker');
    expect(text).toMatch(/\[Output cut at \d+ of (more than )?\d+ bytes\. Use git_show with rev 'HEAD~1' and a path to read one file as of this commit\.\]$/);
  });

  it('shows a file as it was at a revision, as numbered lines', async () => {
    const text = await ok('git_show', { rev: 'HEAD~2', path: 'src/app.ts', start_line: 3, end_line: 4 });
    expect(text).toBe('src/app.ts at HEAD~2, lines 3-4 of 5:\n   3│ export function main(name: string): string {\n   4│   return shout(`hello ${name}`);');
    expect(await ok('git_show', { rev: 'HEAD', path: 'src/big.txt' })).toContain("Call git_show with rev 'HEAD', path 'src/big.txt' and start_line 401 to read on.");
  });

  it('lists a directory at a revision', async () => {
    expect(await ok('git_show', { rev: 'HEAD', path: 'src' })).toBe("'src' is a directory at HEAD; it holds:\napp.ts\nbig.txt\nutil");
  });

  it('shows a symlink at a revision as its target text, never what it points to', async () => {
    expect(await ok('git_show', { rev: 'HEAD', path: 'passwd-link' })).toBe('passwd-link at HEAD, lines 1-1 of 1:\n   1│ /etc/passwd');
  });

  it('refuses unknown revisions and paths with a hint', async () => {
    expect(await refused('git_show', { rev: 'no-such-branch' })).toMatch(/^Cannot show 'no-such-branch': fatal: .*Use git_log/);
    expect(await refused('git_show', { rev: 'HEAD~2', path: 'src/big.txt' })).toMatch(/^Cannot show 'src\/big\.txt' at 'HEAD~2'/);
    expect(await refused('git_show', { rev: 'HEAD' , start_line: 2 })).toMatch(/only apply together with path/);
  });

  it('refuses revisions that could be options or other syntax, and .git paths', async () => {
    for (const rev of ['--output=x', '-p', 'HEAD --stat', 'HEAD:src/app.ts', 'HEAD@{1}', '', 'HEAD\n--output=x', ':/message']) {
      expect(await refused('git_show', { rev })).toMatch(/^Invalid input for git_show:[\s\S]*rev/);
    }
    await refused('git_show', { rev: 'HEAD', path: '.git/config' });
    await refused('git_show', { rev: 'HEAD', path: '../outside.txt' });
  });
});

describe('git_blame', () => {
  it('shows sha, author and date per line', async () => {
    const text = await ok('git_blame', { path: 'src/app.ts', start_line: 3, end_line: 5 });
    expect(text.split('\n')).toEqual([
      'Blame of src/app.ts at HEAD, lines 3-5 (sha author date line│ text):',
      `${shas.first.slice(0, 8)} Alice Archer 2024-01-02    3│ export function main(name: string): string {`,
      `${shas.second.slice(0, 8)} Bob Baker    2024-03-04    4│   // Greets loudly.`,
      `${shas.first.slice(0, 8)} Alice Archer 2024-01-02    5│   return shout(\`hello \${name}\`);`,
    ]);
    expect(await ok('git_blame', { path: 'src/app.ts', start_line: 1, end_line: 1, rev: 'HEAD~2' })).toContain('Alice Archer 2024-01-02    1│ import');
  });

  it('blames at most maxLines lines and says where to continue', async () => {
    const small = repoTools(root, { maxLines: 50 });
    const text = await ok('git_blame', { path: 'src/big.txt', start_line: 1, end_line: 100 }, small);
    expect(text).toContain('  50│ line 50 of big.txt');
    expect(text).not.toContain('line 51 of');
    expect(text.split('\n').at(-1)).toBe('[Lines 51-100 not shown: a call blames at most 50 lines. Call git_blame again with start_line 51.]');
  });

  it('refuses ranges past the end, reversed ranges and missing files', async () => {
    expect(await refused('git_blame', { path: 'src/app.ts', start_line: 40, end_line: 41 })).toMatch(/^Cannot blame 'src\/app\.ts' at HEAD: fatal: file src\/app\.ts has only 6 lines/);
    await refused('git_blame', { path: 'src/app.ts', start_line: 4, end_line: 2 });
    expect(await refused('git_blame', { path: 'src/gone.ts', start_line: 1, end_line: 2 })).toMatch(/no such path/);
    await refused('git_blame', { path: '/etc/passwd', start_line: 1, end_line: 2 });
  });
});

describe('runTool', () => {
  it('answers an unknown tool with an error result naming the tools there are', async () => {
    expect(await call('write_file', { path: 'x' })).toEqual({
      content: "Unknown tool 'write_file'. Available tools: read_file, search, list_files, git_log, git_show, git_blame.",
      isError: true,
    });
  });

  it('answers badly typed input with an error result that names the field', async () => {
    expect(await refused('read_file', { path: 42 })).toMatch(/^Invalid input for read_file:\n.*expected string.*\n.*path/);
    expect(await refused('read_file', { path: 'src/app.ts', start_line: '1' })).toMatch(/start_line/);
    expect(await refused('read_file', { path: 'src/app.ts', start_line: 0 })).toMatch(/start_line/);
    expect(await refused('read_file', null)).toMatch(/^Invalid input for read_file/);
    expect(await refused('read_file', 'src/app.ts')).toMatch(/^Invalid input for read_file/);
    expect(await refused('search', { pattern: '' })).toMatch(/pattern/);
    expect(await refused('search', { pattern: 'a\nb' })).toMatch(/single line/);
    expect(await refused('git_log', { max_count: 1000 })).toMatch(/max_count/);
    expect(await refused('git_blame', { path: 'src/app.ts' })).toMatch(/start_line[\s\S]*end_line/);
  });

  it('turns an unexpected failure into an error result instead of a throw', async () => {
    const broken = repoTools(root, { gitBinary: join(fixture.temp, 'no-such-git') });
    expect(await refused('list_files', {}, broken)).toMatch(/^list_files failed: .*ENOENT/);
  });
});
