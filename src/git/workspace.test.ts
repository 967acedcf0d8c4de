import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import { commitFiles, createBareRepository } from '../../emulator/git-seed.js';
import type { Repository } from '../../emulator/state.js';
import { basicCredential } from './auth-env.js';
import { GitCommandError, openWorkspace, PathEscapeError, type Workspace, type WorkspaceOptions } from './workspace.js';

// Only the git path is under test: keep the REST and GraphQL layers (written elsewhere) out of it.
vi.mock('../emulator/rest/routes.js', () => ({ handleRest: async () => null }));
vi.mock('../emulator/graphql/execute.js', () => ({
  graphqlOperations: () => ({ operation: null, fields: [], mutation: false }),
  executeGraphql: async () => ({ errors: [{ message: 'not under test' }] }),
}));

const run = promisify(execFile);
const DATE = new Date('2024-05-01T12:00:00Z');
const BOT_TOKEN = 'ghs_botWRITEtoken1111111111111111111111';
const COLLEAGUE_TOKEN = 'ghp_colleagueToken22222222222222222222';
const READ_TOKEN = 'ghs_readOnlyToken333333333333333333333';
const UNKNOWN_TOKEN = 'ghs_unknownToken4444444444444444444444';
const TOKENS = [BOT_TOKEN, COLLEAGUE_TOKEN, READ_TOKEN, UNKNOWN_TOKEN];

let emu: Emulator;
let repo: Repository;
let temp: string;
let spyLog: string;
let spyGit: string;
let counter = 0;

/** A workspace in a fresh folder, running git through the argv-recording wrapper. */
async function workspace(token: string, extra: Partial<WorkspaceOptions> = {}): Promise<Workspace> {
  return openWorkspace({
    dir: join(temp, `ws-${++counter}`),
    serverUrl: emu.serverUrl,
    repository: 'acme/widgets',
    token,
    gitBinary: spyGit,
    ...extra,
  });
}

/** The token in every form it could leak in. */
function leaks(text: string): string[] {
  const forms = TOKENS.flatMap((t) => [t, basicCredential(t), Buffer.from(t).toString('base64')]);
  return forms.filter((form) => text.includes(form));
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

beforeAll(async () => {
  emu = await startEmulator();
  temp = await mkdtemp(join(tmpdir(), 'tend-workspace-test-'));
  const bareDir = join(emu.root, 'acme', 'widgets.git');
  await createBareRepository(bareDir, { files: { 'README.md': '# widgets\n', 'src/app.ts': 'export const x = 1;\n' }, date: DATE });
  await commitFiles(bareDir, { branch: 'feature', from: 'main', files: { 'src/app.ts': 'export const x = 2;\n' }, message: 'feature work', date: DATE });
  repo = emu.state.addRepository({ owner: 'acme', name: 'widgets', bareDir });
  const bot = emu.state.addAccount('tend-app[bot]', 'Bot');
  const colleague = emu.state.addAccount('colleague');
  const reader = emu.state.addAccount('reader');
  emu.state.setPermission(repo, bot.login, 'write');
  emu.state.setPermission(repo, colleague.login, 'maintain');
  emu.state.setPermission(repo, reader.login, 'read');
  emu.state.addToken(BOT_TOKEN, bot);
  emu.state.addToken(COLLEAGUE_TOKEN, colleague);
  emu.state.addToken(READ_TOKEN, reader);

  // Records every argv the adapter hands to git, then runs the real git.
  spyLog = join(temp, 'argv.log');
  spyGit = join(temp, 'git-spy');
  await writeFile(spyGit, `#!/bin/sh\nfor a in "$@"; do printf '%s\\n' "$a"; done >> '${spyLog}'\necho "-- GIT_CONFIG_COUNT=$GIT_CONFIG_COUNT" >> '${spyLog}'\nexec git "$@"\n`);
  await chmod(spyGit, 0o755);
});

afterAll(async () => {
  await emu?.stop();
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe('git workspace over smart HTTP', () => {
  it('fetches the PR head and base and checks out the head at an exact oid', async () => {
    const ws = await workspace(BOT_TOKEN);
    const heads = await ws.cloneOrFetch({ branches: ['feature', 'main'] });
    expect(heads).toEqual({ feature: emu.state.refOid(repo, 'feature'), main: emu.state.refOid(repo, 'main') });
    await ws.checkout({ oid: heads.feature!, branch: 'feature' });
    expect(await ws.headOid()).toBe(heads.feature);
    expect(await ws.readFile('src/app.ts')).toBe('export const x = 2;\n');
    expect(await ws.readFile('missing.txt')).toBeNull();
    expect(ws.remoteUrl).toBe(emu.cloneUrl('acme', 'widgets'));
  });

  it('fetches by id a commit the branch has moved past, beyond the shallow depth', async () => {
    const older = emu.state.refOid(repo, 'main')!;
    await commitFiles(repo.bareDir, { branch: 'moving', from: 'main', files: { 'a.txt': 'a\n' }, message: 'one', date: DATE });
    const first = emu.state.refOid(repo, 'moving')!;
    await commitFiles(repo.bareDir, { branch: 'moving', files: { 'a.txt': 'b\n' }, message: 'two', date: DATE });
    const ws = await workspace(BOT_TOKEN);
    await ws.cloneOrFetch({ branches: ['moving'] });
    await ws.checkout({ oid: first });
    expect(await ws.readFile('a.txt')).toBe('a\n');
    expect(first).not.toBe(older);
  });

  it('reads a regular file at any commit, fetched by id, byte for byte, and nothing else', async () => {
    const main = emu.state.refOid(repo, 'main')!;
    const exact = 'línea uno\r\n  two\t\r\n\r\nno final newline';
    const crlf = await commitFiles(repo.bareDir, { branch: 'read-at', from: 'main', files: { 'docs/crlf.txt': exact }, message: 'crlf', date: DATE });
    const ws = await workspace(BOT_TOKEN);
    const { feature } = await ws.cloneOrFetch({ branches: ['feature'] });
    await ws.checkout({ oid: feature!, branch: 'feature' });
    expect(await ws.readFileAt(main, 'src/app.ts')).toBe('export const x = 1;\n');
    expect(await ws.readFileAt(crlf, 'docs/crlf.txt')).toBe(exact);
    expect(await ws.readFileAt(main, 'missing.txt')).toBeNull();
    expect(await ws.readFileAt(main, 'src')).toBeNull();
    expect(await ws.readFileAt(main, 'src/*.ts')).toBeNull();

    await symlink('src/app.ts', join(ws.dir, 'link.ts'));
    const withLink = await ws.commit('add a symlink', ['link.ts']);
    expect(await ws.readFileAt(withLink!, 'link.ts')).toBeNull();
    expect(await ws.readFileAt(withLink!, 'src/app.ts')).toBe(await ws.readFile('src/app.ts'));

    await expect(ws.readFileAt(main, '../outside.txt')).rejects.toBeInstanceOf(PathEscapeError);
    await expect(ws.readFileAt('--output=/tmp/x', 'src/app.ts')).rejects.toThrow('Invalid commit id');
  });

  it('reads several files of one commit from one listing, each as readFileAt would', async () => {
    const commands: string[][] = [];
    const ws = await workspace(BOT_TOKEN, { onCommand: (args) => commands.push([...args]) });
    const { feature } = await ws.cloneOrFetch({ branches: ['feature'] });
    await ws.checkout({ oid: feature!, branch: 'feature' });
    await symlink('src/app.ts', join(ws.dir, 'link.ts'));
    const withLink = (await ws.commit('add a symlink', ['link.ts']))!;
    commands.length = 0;
    const paths = ['src/app.ts', 'missing.txt', 'src', 'link.ts', './src/app.ts'];
    const files = await ws.readFilesAt(withLink, paths);
    expect([...files]).toEqual([
      ['src/app.ts', await ws.readFile('src/app.ts')],
      ['missing.txt', null],
      ['src', null],
      ['link.ts', null],
      ['./src/app.ts', await ws.readFile('src/app.ts')],
    ]);
    for (const path of paths) expect(await ws.readFileAt(withLink, path), path).toBe(files.get(path));
    expect(commands.filter((c) => c[0] === 'ls-tree')).toHaveLength(1 + paths.length);
    await expect(ws.readFilesAt(withLink, ['a.txt', '../outside.txt'])).rejects.toBeInstanceOf(PathEscapeError);
  });

  it('fails with a 401 for a token the server does not know, without echoing it', async () => {
    const ws = await workspace(UNKNOWN_TOKEN);
    const error = await failure(ws.cloneOrFetch({ branches: ['main'] }));
    expect(error).toBeInstanceOf(GitCommandError);
    expect(error.message).toMatch(/terminal prompts disabled|Authentication failed/);
    expect(leaks(error.message)).toEqual([]);
    expect(emu.log.entries.at(-1)).toMatchObject({ kind: 'git', status: 401, actor: null });
  });

  it('refuses to run without a token at all', async () => {
    await expect(workspace('')).rejects.toThrow('A token is required');
  });

  it('commits, pushes with a lease, and the bare repository head moves', async () => {
    const ws = await workspace(BOT_TOKEN);
    const { feature } = await ws.cloneOrFetch({ branches: ['feature', 'main'] });
    await ws.checkout({ oid: feature!, branch: 'feature' });
    await ws.writeFile('src/app.ts', 'export const x = 3;\n');
    await ws.writeFile('docs/new/notes.md', 'notes\n');
    const oid = await ws.commit('fix: apply review suggestion', ['src/app.ts', 'docs/new/notes.md']);
    expect(oid).toMatch(/^[0-9a-f]{40}$/);
    const result = await ws.pushWithLease({ branch: 'feature', expectedOid: feature! });
    expect(result).toEqual({ pushed: true, oid });
    expect(emu.state.refOid(repo, 'feature')).toBe(oid);
    expect(await ws.remoteHead('feature')).toBe(oid);
    expect(emu.state.fileAt(repo, 'feature', 'docs/new/notes.md')?.toString()).toBe('notes\n');

    const { stdout } = await run('git', ['log', '-1', '--format=%an <%ae>|%cn <%ce>|%s', oid!], { cwd: repo.bareDir });
    expect(stdout.trim()).toBe('tend[bot] <tend[bot]@users.noreply.github.com>|tend[bot] <tend[bot]@users.noreply.github.com>|fix: apply review suggestion');
  });

  it('commits deletions and reports null when nothing changed', async () => {
    const ws = await workspace(BOT_TOKEN, { identity: { name: 'Custom Bot', email: 'bot@example.com' } });
    const { main } = await ws.cloneOrFetch({ branches: ['main'] });
    await ws.checkout({ oid: main! });
    expect(await ws.commit('nothing', ['README.md'])).toBeNull();
    await ws.writeFile('README.md', '# widgets\n');
    expect(await ws.commit('same content', ['README.md'])).toBeNull();
    await ws.deleteFile('README.md');
    const oid = await ws.commit('remove readme', ['README.md']);
    expect(oid).not.toBeNull();
    const { stdout } = await run('git', ['show', '--name-status', '--format=%an', oid!], { cwd: ws.dir });
    expect(stdout).toContain('Custom Bot');
    expect(stdout).toMatch(/D\s+README\.md/);
  });

  it('reports stale when the head moved between fetch and push, and loses nothing', async () => {
    const ours = await workspace(BOT_TOKEN);
    const { feature: fetched } = await ours.cloneOrFetch({ branches: ['feature'] });
    await ours.checkout({ oid: fetched!, branch: 'feature' });

    const theirs = await workspace(COLLEAGUE_TOKEN);
    await theirs.cloneOrFetch({ branches: ['feature'] });
    await theirs.checkout({ oid: fetched!, branch: 'feature' });
    await theirs.writeFile('theirs.txt', 'their work\n');
    const theirCommit = await theirs.commit('their work', ['theirs.txt']);
    expect(await theirs.pushWithLease({ branch: 'feature', expectedOid: fetched! })).toEqual({ pushed: true, oid: theirCommit });

    await ours.writeFile('ours.txt', 'our fix\n');
    await ours.commit('our fix', ['ours.txt']);
    const result = await ours.pushWithLease({ branch: 'feature', expectedOid: fetched! });
    expect(result).toMatchObject({ pushed: false, reason: 'stale' });
    expect(emu.state.refOid(repo, 'feature')).toBe(theirCommit);
    expect(await ours.remoteHead('feature')).toBe(theirCommit);
    expect(leaks(JSON.stringify(result))).toEqual([]);
  });

  it('reports stale, not pushed, when another run already pushed the very same commit', async () => {
    // Two runs fixing the same thread in the same second build byte-identical commits; git then
    // sends nothing, skips the lease and exits 0 with "[up to date]". The loser must not believe it pushed.
    const winner = await workspace(BOT_TOKEN);
    const { feature: fetched } = await winner.cloneOrFetch({ branches: ['feature'] });
    await winner.checkout({ oid: fetched!, branch: 'feature' });
    await winner.writeFile('fix.txt', 'the fix\n');
    const fix = await winner.commit('fix(review): the fix', ['fix.txt']);
    expect(await winner.pushWithLease({ branch: 'feature', expectedOid: fetched! })).toEqual({ pushed: true, oid: fix });

    const loser = await workspace(BOT_TOKEN);
    await loser.cloneOrFetch({ branches: ['feature'] });
    await loser.checkout({ oid: fix!, branch: 'feature' });
    const result = await loser.pushWithLease({ branch: 'feature', expectedOid: fetched! });
    expect(result).toMatchObject({ pushed: false, reason: 'stale' });
    expect(emu.state.refOid(repo, 'feature')).toBe(fix);
  });

  it('creates a branch only when told it must not exist yet', async () => {
    const ws = await workspace(BOT_TOKEN);
    const { main } = await ws.cloneOrFetch({ branches: ['main'] });
    await ws.checkout({ oid: main! });
    expect(await ws.remoteHead('tend/new-branch')).toBeNull();
    expect(await ws.pushWithLease({ branch: 'tend/new-branch', expectedOid: null })).toEqual({ pushed: true, oid: main });
    expect(emu.state.refOid(repo, 'tend/new-branch')).toBe(main);
    // Someone else's commit is there now: a lease of "must not exist" refuses to replace it.
    await ws.writeFile('mine.txt', 'mine\n');
    await ws.commit('mine', ['mine.txt']);
    expect(await ws.pushWithLease({ branch: 'tend/new-branch', expectedOid: null })).toMatchObject({ pushed: false, reason: 'stale' });
    expect(emu.state.refOid(repo, 'tend/new-branch')).toBe(main);
  });

  it('reports auth when a read-only token pushes (403), and the remote ref is unchanged', async () => {
    const ws = await workspace(READ_TOKEN);
    const { feature } = await ws.cloneOrFetch({ branches: ['feature'] });
    await ws.checkout({ oid: feature!, branch: 'feature' });
    await ws.writeFile('nope.txt', 'nope\n');
    await ws.commit('not allowed', ['nope.txt']);
    const result = await ws.pushWithLease({ branch: 'feature', expectedOid: feature! });
    expect(result).toMatchObject({ pushed: false, reason: 'auth' });
    expect(emu.state.refOid(repo, 'feature')).toBe(feature);
    expect(emu.log.entries.filter((e) => e.actor === 'reader').at(-1)).toMatchObject({ status: 403 });
    expect(leaks(JSON.stringify(result))).toEqual([]);
  });

  it('authenticates even when the clone config holds a stale header persisted by actions/checkout', async () => {
    const ws = await workspace(BOT_TOKEN);
    await ws.cloneOrFetch({ branches: ['main'] });
    const bogus = `AUTHORIZATION: basic ${basicCredential('ghs_expired')}`;
    await run('git', ['config', '--local', `http.${emu.serverUrl}/.extraheader`, bogus], { cwd: ws.dir });
    expect(await ws.remoteHead('main')).toBe(emu.state.refOid(repo, 'main'));
  });

  it('never puts the token in argv, in .git/config, or in the remote URL', async () => {
    const log = await readFile(spyLog, 'utf8');
    expect(log).toContain('--force-with-lease=refs/heads/feature:');
    expect(log).toMatch(/-- GIT_CONFIG_COUNT=\d+/);
    expect(leaks(log)).toEqual([]);

    const ws = await workspace(BOT_TOKEN);
    await ws.cloneOrFetch({ branches: ['main'] });
    const config = await readFile(join(ws.dir, '.git', 'config'), 'utf8');
    expect(config).toContain(`url = ${emu.cloneUrl('acme', 'widgets')}`);
    expect(leaks(config)).toEqual([]);
    expect(config).not.toMatch(/extraheader/i);
  });

  it('refuses paths that escape the working tree', async () => {
    const ws = await workspace(BOT_TOKEN);
    const { main } = await ws.cloneOrFetch({ branches: ['main'] });
    await ws.checkout({ oid: main! });
    const outside = join(temp, 'outside');
    await mkdir(outside, { recursive: true });
    await writeFile(join(outside, 'secret.txt'), 'secret\n');
    await symlink(outside, join(ws.dir, 'linkdir'));
    await symlink(join(outside, 'secret.txt'), join(ws.dir, 'linkfile'));
    await symlink(join(outside, 'not-yet'), join(ws.dir, 'dangling'));

    for (const path of ['../x', 'a/../../x', join(outside, 'secret.txt'), '.git/hooks/pre-commit', 'sub/.GIT/config', '']) {
      await expect(ws.writeFile(path, 'x'), path).rejects.toBeInstanceOf(PathEscapeError);
    }
    await expect(ws.writeFile('linkdir/x.txt', 'x')).rejects.toBeInstanceOf(PathEscapeError);
    await expect(ws.readFile('linkdir/secret.txt')).rejects.toBeInstanceOf(PathEscapeError);
    await expect(ws.readFile('linkfile')).rejects.toBeInstanceOf(PathEscapeError);
    await expect(ws.writeFile('dangling', 'x')).rejects.toBeInstanceOf(PathEscapeError);
    await expect(ws.deleteFile('linkfile')).rejects.toBeInstanceOf(PathEscapeError);
    await expect(ws.commit('escape', ['../x'])).rejects.toBeInstanceOf(PathEscapeError);
    expect(await readFile(join(outside, 'secret.txt'), 'utf8')).toBe('secret\n');
    await expect(readFile(join(outside, 'not-yet'))).rejects.toThrow();
  });

  it('configures origin in a fresh clone as git remote add does', async () => {
    const ws = await workspace(BOT_TOKEN);
    await ws.cloneOrFetch({ branches: ['main'] });
    const reference = join(temp, 'remote-add-reference');
    await run('git', ['init', '--quiet', reference]);
    await run('git', ['remote', 'add', 'origin', ws.remoteUrl], { cwd: reference });
    const remoteConfig = async (cwd: string) => (await run('git', ['config', '--local', '--get-regexp', '^remote\\.'], { cwd })).stdout;
    expect(await remoteConfig(ws.dir)).toBe(await remoteConfig(reference));
    expect((await run('git', ['remote', 'get-url', 'origin'], { cwd: ws.dir })).stdout.trim()).toBe(ws.remoteUrl);
  });

  it('never acts on an enclosing repository before its own clone exists', async () => {
    const enclosing = join(temp, 'enclosing');
    await mkdir(enclosing, { recursive: true });
    await run('git', ['init', '--quiet', enclosing]);
    await run('git', ['-c', 'user.name=x', '-c', 'user.email=x@x', 'commit', '--allow-empty', '--quiet', '-m', 'outer'], { cwd: enclosing });
    const commands: string[][] = [];
    const ws = await workspace(BOT_TOKEN, { dir: join(enclosing, 'nested'), onCommand: (args) => commands.push([...args]) });
    await expect(ws.headOid()).rejects.toThrow(/not a git repository/);
    const { main } = await ws.cloneOrFetch({ branches: ['main'] });
    await ws.checkout({ oid: main! });
    expect(await ws.headOid()).toBe(main);
    expect(commands.map((c) => c[0])).toEqual(['rev-parse', 'init', 'fetch', 'for-each-ref', 'checkout']);
  });

  it('rejects branch names and oids that git could read as options', async () => {
    const ws = await workspace(BOT_TOKEN);
    await expect(ws.cloneOrFetch({ branches: ['--upload-pack=touch /tmp/pwned'] })).rejects.toThrow('Invalid branch name');
    await expect(ws.checkout({ oid: '--help' })).rejects.toThrow('Invalid commit id');
    await expect(ws.pushWithLease({ branch: 'a..b', expectedOid: null })).rejects.toThrow('Invalid branch name');
    await expect(workspace(BOT_TOKEN, { repository: '../acme/widgets' })).rejects.toThrow('Expected format {owner}/{repo}');
    await expect(workspace(BOT_TOKEN, { repository: 'acme' })).rejects.toThrow('Expected format {owner}/{repo}');
  });
});
