import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientGit } from './git-client.js';
import { startEmulator, type Emulator } from './server.js';
import { commitFiles, createBareRepository } from './git-seed.js';
import type { Repository } from './state.js';

// Only the git path is under test: keep the REST and GraphQL layers (written elsewhere) out of it.
vi.mock('./rest/routes.js', () => ({ handleRest: async () => null }));
vi.mock('./graphql/execute.js', () => ({
  graphqlOperations: () => ({ operation: null, fields: [], mutation: false }),
  executeGraphql: async () => ({ errors: [{ message: 'not under test' }] }),
}));

const DATE = new Date('2024-05-01T12:00:00Z');
const WRITE_TOKEN = 'ghs_writer0000000000000000000000000000';
const READ_TOKEN = 'ghs_reader0000000000000000000000000000';
const OUTSIDER_TOKEN = 'ghs_outsider00000000000000000000000000';

let emu: Emulator;
let repo: Repository;
let privateRepo: Repository;
let work: string;

/** Plain git as a client would run it: auth only from the environment, never prompting. */
const git = (cwd: string, args: string[], token?: string) => clientGit(emu.serverUrl, cwd, args, token);

async function gitFails(cwd: string, args: string[], token?: string): Promise<string> {
  try {
    await git(cwd, args, token);
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
  throw new Error(`expected git ${args.join(' ')} to fail`);
}

beforeAll(async () => {
  emu = await startEmulator();
  work = await mkdtemp(join(tmpdir(), 'tend-git-remote-test-'));
  const bareDir = join(emu.root, 'acme', 'widgets.git');
  await createBareRepository(bareDir, { files: { 'README.md': '# widgets\n' }, date: DATE });
  repo = emu.state.addRepository({ owner: 'acme', name: 'widgets', bareDir });
  const privateDir = join(emu.root, 'acme', 'secret.git');
  await createBareRepository(privateDir, { files: { 'a.txt': 'a\n' }, date: DATE });
  privateRepo = emu.state.addRepository({ owner: 'acme', name: 'secret', bareDir: privateDir, private: true });

  const writer = emu.state.addAccount('writer');
  const reader = emu.state.addAccount('reader');
  const outsider = emu.state.addAccount('outsider');
  emu.state.setPermission(repo, 'writer', 'write');
  emu.state.setPermission(repo, 'reader', 'read');
  emu.state.addToken(WRITE_TOKEN, writer);
  emu.state.addToken(READ_TOKEN, reader);
  emu.state.addToken(OUTSIDER_TOKEN, outsider);
});

afterAll(async () => {
  await emu?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('git smart HTTP remote', () => {
  it('clones with a valid token over protocol v2', async () => {
    const dir = join(work, 'clone-ok');
    await git(work, ['clone', '--quiet', emu.cloneUrl('acme', 'widgets'), dir], READ_TOKEN);
    expect(await readFile(join(dir, 'README.md'), 'utf8')).toBe('# widgets\n');
    const { stdout } = await git(dir, ['rev-parse', 'HEAD']);
    expect(stdout.trim()).toBe(emu.state.refOid(repo, 'main'));
    const advertisement = await fetch(`${emu.cloneUrl('acme', 'widgets')}/info/refs?service=git-upload-pack`, {
      headers: { authorization: `Basic ${Buffer.from(`x-access-token:${READ_TOKEN}`).toString('base64')}`, 'git-protocol': 'version=2' },
    });
    expect(await advertisement.text()).toContain('version 2');
    const served = emu.log.entries.filter((e) => e.kind === 'git' && e.actor === 'reader');
    expect(served.map((e) => e.status)).toEqual(served.map(() => 200));
  });

  it('answers 401 with a Basic challenge when the token is missing or unknown', async () => {
    const url = `${emu.cloneUrl('acme', 'widgets')}/info/refs?service=git-upload-pack`;
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Basic realm="GitHub"');
    const wrong = await fetch(url, { headers: { authorization: `Basic ${Buffer.from('x-access-token:nope').toString('base64')}` } });
    expect(wrong.status).toBe(401);

    const stderr = await gitFails(work, ['clone', emu.cloneUrl('acme', 'widgets'), join(work, 'clone-anon')]);
    expect(stderr).toMatch(/terminal prompts disabled|Authentication failed/);
    expect(emu.log.entries.at(-1)?.status).toBe(401);
  });

  it('answers 404 for an unknown repository and for non-smart paths', async () => {
    const auth = { authorization: `Basic ${Buffer.from(`x:${READ_TOKEN}`).toString('base64')}` };
    expect((await fetch(`${emu.cloneUrl('acme', 'nope')}/info/refs?service=git-upload-pack`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${emu.cloneUrl('acme', 'widgets')}/info/refs`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${emu.cloneUrl('acme', 'widgets')}/HEAD`, { headers: auth })).status).toBe(404);
  });

  it('serves the repository without the .git suffix, as GitHub does', async () => {
    const auth = { authorization: `Basic ${Buffer.from(`x:${READ_TOKEN}`).toString('base64')}` };
    const response = await fetch(`${emu.serverUrl}/acme/widgets/info/refs?service=git-upload-pack`, { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-git-upload-pack-advertisement');
  });

  it('E101: answers "Repository not found" (404) for a private repository the token cannot read, as for a missing one', async () => {
    const stderr = await gitFails(work, ['ls-remote', emu.cloneUrl('acme', 'secret')], OUTSIDER_TOKEN);
    expect(stderr).toContain('Repository not found.');
    // Not a 403 either (git prints `The requested URL returned error: 403`); the URL is left out
    // because the emulator's random port may hold the digits (45403 once).
    expect(stderr.replace(/https?:\/\/\S+/g, '<url>')).not.toContain('403');
    const missing = await gitFails(work, ['ls-remote', emu.cloneUrl('acme', 'no-such-repo')], OUTSIDER_TOKEN);
    expect(missing).toContain('Repository not found.');
    expect(emu.state.permissionOf(privateRepo, emu.state.account('outsider')!)).toBe('none');
  });

  it('refuses a push from a read-only token with 403 and leaves the ref alone', async () => {
    const dir = join(work, 'clone-reader');
    await git(work, ['clone', '--quiet', emu.cloneUrl('acme', 'widgets'), dir], READ_TOKEN);
    const before = emu.state.refOid(repo, 'main');
    await git(dir, ['commit', '--allow-empty', '--quiet', '-m', 'not allowed']);
    const stderr = await gitFails(dir, ['push', 'origin', 'HEAD:refs/heads/main'], READ_TOKEN);
    expect(stderr).toContain('403');
    expect(emu.state.refOid(repo, 'main')).toBe(before);
    const receive = emu.log.entries.filter((e) => e.query.includes('git-receive-pack') && e.actor === 'reader');
    expect(receive.at(-1)?.status).toBe(403);
  });

  it('accepts a push from a write token and the state reads the new head live', async () => {
    const dir = join(work, 'clone-writer');
    await git(work, ['clone', '--quiet', emu.cloneUrl('acme', 'widgets'), dir], WRITE_TOKEN);
    await git(dir, ['commit', '--allow-empty', '--quiet', '-m', 'pushed over http']);
    const { stdout } = await git(dir, ['rev-parse', 'HEAD']);
    await git(dir, ['push', '--quiet', 'origin', 'HEAD:refs/heads/feature'], WRITE_TOKEN);
    expect(emu.state.refOid(repo, 'feature')).toBe(stdout.trim());
    expect(emu.log.entries.some((e) => e.path.endsWith('/git-receive-pack') && e.method === 'POST' && e.status === 200)).toBe(true);
  });

  it('streams a push larger than http.postBuffer (chunked, no Content-Length)', async () => {
    const dir = join(work, 'clone-writer');
    await writeFile(join(dir, 'big.bin'), randomBytes(3 * 1024 * 1024));
    await git(dir, ['add', 'big.bin']);
    await git(dir, ['commit', '--quiet', '-m', 'big']);
    const { stdout } = await git(dir, ['rev-parse', 'HEAD']);
    await git(dir, ['push', '--quiet', 'origin', 'HEAD:refs/heads/big'], WRITE_TOKEN);
    expect(emu.state.refOid(repo, 'big')).toBe(stdout.trim());
    expect(emu.state.fileAt(repo, 'big', 'big.bin')?.length).toBe(3 * 1024 * 1024);
  });

  it('refuses deleting the default branch but allows deleting others', async () => {
    const dir = join(work, 'clone-writer');
    await commitFiles(repo.bareDir, { branch: 'doomed', from: 'main', files: { 'x.txt': 'x\n' }, message: 'doomed', date: DATE });
    await git(dir, ['push', '--quiet', 'origin', ':refs/heads/doomed'], WRITE_TOKEN);
    expect(emu.state.refOid(repo, 'doomed')).toBeNull();
    const stderr = await gitFails(dir, ['push', 'origin', ':refs/heads/main'], WRITE_TOKEN);
    expect(stderr).toContain('refusing to delete the current branch');
    expect(emu.state.refOid(repo, 'main')).not.toBeNull();
  });

  it('inflates gzip-encoded upload-pack request bodies', async () => {
    const head = emu.state.refOid(repo, 'main')!;
    const pkt = (line: string) => `${(line.length + 4).toString(16).padStart(4, '0')}${line}`;
    const request = `${pkt(`want ${head}\n`)}0000${pkt('done\n')}`;
    const response = await fetch(`${emu.cloneUrl('acme', 'widgets')}/git-upload-pack`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`x-access-token:${READ_TOKEN}`).toString('base64')}`,
        'content-type': 'application/x-git-upload-pack-request',
        'content-encoding': 'gzip',
      },
      body: gzipSync(Buffer.from(request)),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-git-upload-pack-result');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 8).toString()).toBe('0008NAK\n');
    expect(body.includes(Buffer.from('PACK'))).toBe(true);
  });
});
