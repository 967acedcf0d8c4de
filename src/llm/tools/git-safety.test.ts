import { chmod, mkdir, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { devNull } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commitAll, git, initRepo, makeTemp, trapScript, writeFiles, type Fixture } from '../../../test/support/repo-fixture.js';
import { repoTools, runTool, type RepoTool } from './repo-tools.js';

const AUTHOR = { name: 'Dana Dev', email: 'dana@example.com', date: '2024-02-02T10:00:00Z' };
const TRAPS = ['fsmonitor', 'hook', 'pager', 'extdiff', 'textconv', 'clean', 'smudge', 'gpg', 'ssh'] as const;

let fixture: Fixture;
let root: string;
let markers: string;
let tools: RepoTool[];

async function markersLeft(): Promise<string[]> {
  return (await readdir(markers)).sort();
}

/**
 * A signed-looking commit on top of HEAD: with log.showSignature, git hands its signature to
 * gpg.program to verify, which is how a repository's config would run a program on `git log`.
 */
async function commitWithSignature(dir: string): Promise<void> {
  const tree = (await git(dir, ['rev-parse', 'HEAD^{tree}'])).trim();
  const parent = (await git(dir, ['rev-parse', 'HEAD'])).trim();
  const body = [
    `tree ${tree}`,
    `parent ${parent}`,
    'author Dana Dev <dana@example.com> 1706868000 +0000',
    'committer Dana Dev <dana@example.com> 1706868000 +0000',
    'gpgsig -----BEGIN PGP SIGNATURE-----',
    ' ',
    ' iQEzBAABCAAdFiEEnotARealSignature',
    ' -----END PGP SIGNATURE-----',
    '',
    'A signed commit',
    '',
  ].join('\n');
  await writeFile(join(fixture.temp, 'signed-commit.txt'), body);
  const sha = (await git(dir, ['hash-object', '-t', 'commit', '-w', join(fixture.temp, 'signed-commit.txt')])).trim();
  await git(dir, ['update-ref', 'refs/heads/main', sha]);
}

beforeAll(async () => {
  fixture = await makeTemp('tend-git-safety-');
  root = join(fixture.temp, 'repo');
  markers = join(fixture.temp, 'markers');
  await mkdir(markers);
  await writeFile(join(fixture.temp, 'outside-secret.txt'), 'TOP-SECRET-LINE\n');
  await initRepo(root);
  await writeFiles(root, {
    '.gitattributes': '* diff=trap filter=trap\n',
    'src/app.ts': 'export const answer = 41;\n',
    'docs/readme.md': 'Nothing to see.\n',
  });
  await commitAll(root, 'First', AUTHOR);
  await writeFiles(root, { 'src/app.ts': 'export const answer = 42;\n' });
  await commitAll(root, 'Second', AUTHOR);
  await commitWithSignature(root);

  // Only now does the checkout's own config arm every way it could start a program.
  const script = (name: string) => trapScript(join(fixture.temp, `${name}.sh`), join(markers, name));
  const hooks = join(fixture.temp, 'hooks');
  await mkdir(hooks);
  for (const hook of ['pre-commit', 'post-checkout', 'post-index-change', 'reference-transaction', 'fsmonitor-watchman', 'pre-auto-gc']) {
    await trapScript(join(hooks, hook), join(markers, 'hook'));
    await trapScript(join(root, '.git', 'hooks', hook), join(markers, 'hook'));
  }
  const config: Array<[string, string]> = [
    ['core.fsmonitor', await script('fsmonitor')],
    ['core.hooksPath', hooks],
    ['core.pager', await script('pager')],
    ['pager.log', await script('pager')],
    ['pager.grep', await script('pager')],
    ['diff.external', await script('extdiff')],
    ['diff.trap.textconv', await script('textconv')],
    ['diff.trap.command', await script('extdiff')],
    ['filter.trap.clean', await script('clean')],
    ['filter.trap.smudge', await script('smudge')],
    ['log.showSignature', 'true'],
    ['gpg.program', await script('gpg')],
    ['core.sshCommand', await script('ssh')],
    // blame reads this as a list of revisions and quotes the first bad line in its error.
    ['blame.ignoreRevsFile', join(fixture.temp, 'outside-secret.txt')],
    ['grep.column', 'true'],
    ['color.ui', 'always'],
  ];
  for (const [key, value] of config) await git(root, ['config', '--add', key, value]);
  tools = repoTools(root);
});

beforeEach(async () => {
  await rm(markers, { recursive: true, force: true });
  await mkdir(markers);
});

afterAll(async () => {
  await fixture?.cleanup();
});

describe('a checkout whose .git/config tries to run programs', () => {
  it('starts none of them from any tool, and the tools still work', async () => {
    const calls: Array<[string, unknown]> = [
      ['list_files', {}],
      ['list_files', { directory: 'src' }],
      ['search', { pattern: 'answer' }],
      ['search', { pattern: 'answer', fixed_string: true, path_glob: 'src/*' }],
      ['read_file', { path: 'src/app.ts' }],
      ['git_log', {}],
      ['git_log', { path: 'src/app.ts' }],
      ['git_show', { rev: 'HEAD' }],
      ['git_show', { rev: 'HEAD~1' }],
      ['git_show', { rev: 'HEAD~2..HEAD' }],
      ['git_show', { rev: 'HEAD~1', path: 'src/app.ts' }],
      ['git_show', { rev: 'HEAD', path: 'src' }],
    ];
    for (const [name, input] of calls) {
      const result = await runTool(tools, name, input);
      expect(result.isError, `${name} ${JSON.stringify(input)}: ${result.content}`).toBe(false);
      expect(result.content, `${name} output has no color codes`).not.toContain('\u001b[');
    }
    expect(await markersLeft()).toEqual([]);

    // And the answers are the real ones: no textconv, no filter, grep output still parsed.
    expect((await runTool(tools, 'search', { pattern: 'answer' })).content).toContain('src/app.ts:1: export const answer = 42;');
    expect((await runTool(tools, 'git_show', { rev: 'HEAD~1' })).content).toContain('+export const answer = 42;');
    expect(await markersLeft()).toEqual([]);
  });

  it('refuses to blame while the config names an ignore-revs file outside the checkout, which git would quote', async () => {
    const blame = { path: 'src/app.ts', start_line: 1, end_line: 1 };
    const control = await git(root, ['blame', '-L', '1,1', 'HEAD', '--', 'src/app.ts']).catch((error: { stderr: string }) => error.stderr);
    expect(control).toContain('TOP-SECRET-LINE');
    const result = await runTool(tools, 'git_blame', blame);
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/^git_blame is unavailable in this checkout: its git config names '.*outside-secret\.txt' in blame\.ignoreRevsFile/);
    expect(result.content).not.toContain('TOP-SECRET-LINE');

    // The usual setup, a file inside the repository, is fine.
    await writeFile(join(root, '.git-blame-ignore-revs'), '# formatting commits\n');
    await git(root, ['config', '--replace-all', 'blame.ignoreRevsFile', '.git-blame-ignore-revs']);
    try {
      expect((await runTool(tools, 'git_blame', blame)).content).toContain('Dana Dev 2024-02-02    1│ export const answer = 42;');
    } finally {
      await git(root, ['config', '--replace-all', 'blame.ignoreRevsFile', join(fixture.temp, 'outside-secret.txt')]);
      await rm(join(root, '.git-blame-ignore-revs'));
    }
    expect(await markersLeft()).toEqual([]);
  });

  it('is a live trap: plain git commands in the same checkout do start those programs', async () => {
    const attempt = (args: string[]) => git(root, args).catch(() => '');
    // `status` runs the clean filter only on a file whose stat no longer matches the index (or one
    // racily clean, which depends on the clock): a new mtime makes it fire on any machine's timing.
    const later = new Date(Date.now() + 60_000);
    await utimes(join(root, 'src', 'app.ts'), later, later);
    await attempt(['status']);
    await attempt(['diff', 'HEAD~2', 'HEAD~1']);
    await attempt(['show', 'HEAD~1']);
    await attempt(['log', '-1']);
    await attempt(['blame', 'src/app.ts']);
    const fired = await markersLeft();
    for (const trap of ['fsmonitor', 'extdiff', 'textconv', 'gpg', 'clean']) expect(fired).toContain(trap);
    expect(TRAPS).toEqual(expect.arrayContaining(fired));
  });
});

describe('model input reaches git as data', () => {
  const nasty = (marker: string) => [
    `$(touch ${marker})`,
    `\`touch ${marker}\``,
    `; touch ${marker}`,
    `| touch ${marker}`,
    `&& touch ${marker} #`,
    `--open-files-in-pager=touch ${marker}`,
    `-O touch ${marker}`,
    `--output=${marker}`,
  ];

  it('searches for shell and option syntax without running or creating anything', async () => {
    const marker = join(markers, 'pwned');
    for (const pattern of nasty(marker)) {
      for (const fixed_string of [true, false]) {
        const result = await runTool(tools, 'search', { pattern, fixed_string });
        expect(result.content).not.toContain('Invalid input');
      }
      await runTool(tools, 'search', { pattern: 'answer', path_glob: pattern });
      await runTool(tools, 'list_files', { glob: pattern });
      await runTool(tools, 'list_files', { directory: pattern });
      await runTool(tools, 'read_file', { path: pattern });
      await runTool(tools, 'git_log', { path: pattern });
      await runTool(tools, 'git_show', { rev: pattern });
      await runTool(tools, 'git_show', { rev: 'HEAD', path: pattern });
      await runTool(tools, 'git_blame', { path: pattern, start_line: 1, end_line: 1 });
      await runTool(tools, 'git_blame', { path: 'src/app.ts', start_line: 1, end_line: 1, rev: pattern });
    }
    expect(await markersLeft()).toEqual([]);
  });

  it('finds a file that literally contains such text', async () => {
    await writeFiles(root, { 'docs/shell.md': 'Never run $(touch /tmp/owned) or `rm -rf /`.\n' });
    await git(root, ['add', 'docs/shell.md']);
    const result = await runTool(tools, 'search', { pattern: '$(touch /tmp/owned)', fixed_string: true });
    expect(result.content).toContain('docs/shell.md:1: Never run $(touch /tmp/owned) or `rm -rf /`.');
    expect((await runTool(tools, 'search', { pattern: '`rm -rf /`', fixed_string: true })).content).toContain('docs/shell.md:1:');
    await git(root, ['rm', '--cached', '--quiet', 'docs/shell.md']);
    await rm(join(root, 'docs/shell.md'));
  });

  it('hands git a fixed argv: hardening first, the pattern right after -e, pathspecs after --', async () => {
    const log = join(fixture.temp, 'argv.log');
    const spy = join(fixture.temp, 'spy-git.sh');
    await writeFile(
      spy,
      `#!/bin/sh\nprintf '%s\\n' "$GIT_CONFIG_NOSYSTEM|$GIT_CONFIG_GLOBAL|$GIT_TERMINAL_PROMPT|$GIT_OPTIONAL_LOCKS" > '${log}.env'\nprintf '%s\\0' "$@" > '${log}'\nexec git "$@"\n`,
    );
    await chmod(spy, 0o755);
    const spied = repoTools(root, { gitBinary: spy });
    const result = await runTool(spied, 'search', { pattern: '-v; rm -rf /', fixed_string: true, path_glob: 'src/*' });
    expect(result).toEqual({ content: 'No matches for "-v; rm -rf /" in tracked files matching \'src/*\'.', isError: false });
    const argv = (await readFile(log, 'utf8')).split('\0').slice(0, -1);
    expect(argv[0]).toBe('--no-pager');
    for (const entry of ['core.fsmonitor=false', `core.hooksPath=${devNull}`, 'core.pager=cat', 'diff.external=', 'log.showSignature=false', 'protocol.allow=never']) {
      expect(argv[argv.indexOf(entry) - 1]).toBe('-c');
    }
    const grep = argv.slice(argv.indexOf('grep'));
    expect(grep).toEqual(['grep', '-n', '-I', '-z', '--no-color', '--no-textconv', '-F', '-e', '-v; rm -rf /', '--', 'src/*']);
    expect((await readFile(`${log}.env`, 'utf8')).trim()).toBe(`1|${devNull}|0|0`);
  });

  it('ignores git variables of the runner that would point it at another repository', async () => {
    const other = join(fixture.temp, 'other');
    await initRepo(other);
    await writeFiles(other, { 'other-only.txt': 'x\n' });
    await commitAll(other, 'Other', AUTHOR);
    const saved = { GIT_DIR: process.env.GIT_DIR, GIT_WORK_TREE: process.env.GIT_WORK_TREE };
    process.env.GIT_DIR = join(other, '.git');
    process.env.GIT_WORK_TREE = other;
    try {
      const text = (await runTool(tools, 'list_files', {})).content;
      expect(text).toContain('src/app.ts');
      expect(text).not.toContain('other-only.txt');
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('does not fall back to an enclosing repository when the root has no .git', async () => {
    const plain = join(root, 'docs');
    const result = await runTool(repoTools(plain), 'list_files', {});
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/not a git repository/);
    expect((await runTool(repoTools(plain), 'search', { pattern: 'answer' })).isError).toBe(true);
  });
});

describe('limits', () => {
  it('kills a git command that runs past its deadline and says so', async () => {
    const slow = join(fixture.temp, 'slow-git.sh');
    await writeFile(slow, '#!/bin/sh\nexec sleep 5\n');
    await chmod(slow, 0o755);
    const started = Date.now();
    const result = await runTool(repoTools(root, { gitBinary: slow, timeoutMs: 200 }), 'search', { pattern: 'answer' });
    expect(result).toEqual({ content: 'The search timed out; use a simpler pattern or narrow it with path_glob.', isError: true });
    // The fake git sleeps 5 s: anything under that was killed, whatever the machine's load.
    expect(Date.now() - started).toBeLessThan(4500);
  });

  it('stops reading a command that prints without end, within its buffer', async () => {
    const chatty = join(fixture.temp, 'chatty-git.sh');
    await writeFile(chatty, '#!/bin/sh\nexec yes "+ an endless patch line"\n');
    await chmod(chatty, 0o755);
    const result = await runTool(repoTools(root, { gitBinary: chatty, timeoutMs: 5000 }), 'git_show', { rev: 'HEAD' });
    expect(result.isError).toBe(false);
    expect(Buffer.byteLength(result.content)).toBeLessThanOrEqual(20_000);
    expect(result.content).toMatch(/\[Output cut at \d+ of more than 80000 bytes\./);
  });
});
