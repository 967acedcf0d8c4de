import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles, createBareRepository } from './git-seed.js';

const run = promisify(execFile);
const DATE = new Date('2024-05-01T12:00:00Z');
let temp: string;

const git = async (bareDir: string, args: string[]) => (await run('git', args, { cwd: bareDir })).stdout.trim();

beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'tend-git-seed-test-'));
});

afterAll(async () => {
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe('git seeding', () => {
  it('creates the same commit ids for the same content and date', async () => {
    const files = { 'README.md': '# r\n', 'src/a.ts': 'export {};\n' };
    const a = await createBareRepository(join(temp, 'a.git'), { files, date: DATE });
    const b = await createBareRepository(join(temp, 'b.git'), { files, date: DATE });
    expect(a.headOid).toBe(b.headOid);
    expect(await git(join(temp, 'a.git'), ['symbolic-ref', 'HEAD'])).toBe('refs/heads/main');
    expect(await git(join(temp, 'a.git'), ['config', 'http.receivepack'])).toBe('true');
    expect(await git(join(temp, 'a.git'), ['ls-tree', '-r', '--name-only', 'main'])).toBe('README.md\nsrc/a.ts');
  });

  it('commits on top of a branch, from another start point, and deletes files', async () => {
    const bare = join(temp, 'c.git');
    const { headOid } = await createBareRepository(bare, { defaultBranch: 'trunk', files: { 'a.txt': 'a\n', 'b.txt': 'b\n' }, date: DATE });
    const feature = await commitFiles(bare, { branch: 'feature', from: 'trunk', files: { 'b.txt': null, 'c/d.txt': 'd\n' }, message: 'feature', author: { name: 'Ada', email: 'ada@example.com' }, date: DATE });
    expect(await git(bare, ['rev-parse', 'feature^'])).toBe(headOid);
    expect(await git(bare, ['ls-tree', '-r', '--name-only', 'feature'])).toBe('a.txt\nc/d.txt');
    expect(await git(bare, ['log', '-1', '--format=%an <%ae> %at %s', 'feature'])).toBe(`Ada <ada@example.com> ${DATE.getTime() / 1000} feature`);
    const next = await commitFiles(bare, { branch: 'feature', files: { 'a.txt': 'changed\n' }, message: 'more' });
    expect(await git(bare, ['rev-parse', 'feature^'])).toBe(feature);
    expect(await git(bare, ['rev-parse', 'feature'])).toBe(next);
    await expect(commitFiles(bare, { branch: 'x', from: 'nope', files: {}, message: 'm' })).rejects.toThrow('not a commit');
  });
});
