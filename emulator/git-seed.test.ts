import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles, createBareRepository, seedBranches } from './git-seed.js';

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
    // The second is a copy of the first on disk (seeding's template), each a repository of its own.
    const b = await createBareRepository(join(temp, 'b.git'), { files, date: DATE });
    expect(a.headOid).toBe(b.headOid);
    for (const repo of ['a.git', 'b.git']) {
      expect(await git(join(temp, repo), ['symbolic-ref', 'HEAD'])).toBe('refs/heads/main');
      expect(await git(join(temp, repo), ['config', 'http.receivepack'])).toBe('true');
      expect(await git(join(temp, repo), ['ls-tree', '-r', '--name-only', 'main'])).toBe('README.md\nsrc/a.ts');
      expect(await git(join(temp, repo), ['fsck', '--no-progress'])).toBe('');
    }
    await commitFiles(join(temp, 'b.git'), { branch: 'main', files: { 'b.txt': 'b\n' }, message: 'only in b', date: DATE });
    expect(await git(join(temp, 'a.git'), ['rev-parse', 'main'])).toBe(a.headOid);
    // What the copy stands in for: git itself gives the same id again, in a repository it makes anew.
    await run('git', ['init', '--quiet', '--bare', '--initial-branch=main', join(temp, 'fresh.git')]);
    expect(await commitFiles(join(temp, 'fresh.git'), { branch: 'main', files, message: 'Initial commit', date: DATE })).toBe(a.headOid);
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
  it('never overwrites a branch that moved after its commit was read, and moves a branch onto another start point', async () => {
    const bare = join(temp, 'race.git');
    const { headOid } = await createBareRepository(bare, { files: { 'a.txt': 'a\n' }, date: DATE });
    // Both read main at headOid before either writes: the second to move it finds the first's
    // commit there, which its own does not contain, and refuses.
    const both = await Promise.allSettled([1, 2].map((n) => commitFiles(bare, { branch: 'main', files: { 'a.txt': `${n}\n` }, message: `m${n}` })));
    const moved = both.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(moved).toHaveLength(1);
    expect(both.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(await git(bare, ['rev-parse', 'main'])).toBe(moved[0]);
    expect(await git(bare, ['rev-parse', 'main^'])).toBe(headOid);
    // An existing branch put onto another start point: not a fast-forward, swapped from the value read.
    const onto = await commitFiles(bare, { branch: 'main', from: headOid, files: { 'b.txt': 'b\n' }, message: 'onto' });
    expect(await git(bare, ['rev-parse', 'main'])).toBe(onto);
    expect(await git(bare, ['rev-parse', 'main^'])).toBe(headOid);
    expect(await git(bare, ['for-each-ref', '--format=%(refname)', 'refs/tend-seed/'])).toBe('');
  });

  it('seeds many branches at once, each one commit on the start point with its own files, and refuses one that exists', async () => {
    const bare = join(temp, 'many.git');
    const { headOid } = await createBareRepository(bare, { files: { 'a.txt': 'a\n' }, date: DATE });
    const branches = Array.from({ length: 3 }, (_, i) => ({ branch: `feature/s${i}`, files: { [`src/s${i}.ts`]: `export const s = ${i};\n` }, message: `Change ${i}` }));
    await seedBranches(bare, { from: 'main', branches, date: DATE });
    for (let i = 0; i < 3; i += 1) {
      expect(await git(bare, ['rev-parse', `feature/s${i}^`])).toBe(headOid);
      expect(await git(bare, ['ls-tree', '-r', '--name-only', `feature/s${i}`])).toBe(`a.txt\nsrc/s${i}.ts`);
      expect(await git(bare, ['log', '-1', '--format=%s', `feature/s${i}`])).toBe(`Change ${i}`);
    }
    // No scratch ref or marks file left behind.
    expect(await git(bare, ['for-each-ref', '--format=%(refname)'])).toBe('refs/heads/feature/s0\nrefs/heads/feature/s1\nrefs/heads/feature/s2\nrefs/heads/main');
    // One transaction: a branch that exists refuses the whole seed, and the scratch ref goes too.
    await expect(seedBranches(bare, { from: 'main', branches: [branches[1]!] })).rejects.toThrow(/'refs\/heads\/feature\/s1': reference already exists/);
    expect(await git(bare, ['for-each-ref', '--format=%(refname)', 'refs/tend-seed/'])).toBe('');
  });
});
