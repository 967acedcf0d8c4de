// GitHub's `workflows` permission on pushes (emulator/RULES.md P6), on by default: what a push
// brings under `.github/workflows/` needs it, GITHUB_TOKEN never has it, the refusal is whole
// (no ref of the push moves) and worded as git prints it, and a workflow file some branch already
// holds, same path and contents, needs no permission. Through real git over smart HTTP.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from './git-seed.js';
import { clientGit } from './git-client.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';

let rules: RulesWorld;
let work: string;
let clone: string;

beforeAll(async () => {
  rules = await startRulesWorld();
  work = await mkdtemp(join(tmpdir(), 'tend-rules-workflows-'));
  clone = join(work, 'clone');
  await git(work, ['clone', '--quiet', rules.emu.cloneUrl('acme', 'widgets'), clone], rules.world.tokens.maintainer);
});

afterAll(async () => {
  await rules?.emu.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

/** git as a client runs it, the token only in an environment-scoped header. */
const git = (cwd: string, args: string[], token: string) => clientGit(rules.emu.serverUrl, cwd, args, token);

/** A local commit on top of `from` that writes `files` (null deletes). */
async function commitLocally(from: string, files: Record<string, string | null>): Promise<string> {
  await git(clone, ['fetch', '--quiet', 'origin', '+refs/heads/*:refs/remotes/origin/*'], rules.world.tokens.maintainer);
  await git(clone, ['checkout', '--quiet', '--detach', from], rules.world.tokens.maintainer);
  for (const [path, content] of Object.entries(files)) {
    if (content === null) await rm(join(clone, path));
    else {
      await mkdir(dirname(join(clone, path)), { recursive: true });
      await writeFile(join(clone, path), content);
    }
  }
  await git(clone, ['add', '-A'], rules.world.tokens.maintainer);
  await git(clone, ['commit', '--quiet', '--no-gpg-sign', '-m', `change ${Object.keys(files).join(', ')}`], rules.world.tokens.maintainer);
  return (await git(clone, ['rev-parse', 'HEAD'], rules.world.tokens.maintainer)).stdout.trim();
}

/** Pushes each `commit → branch` in one push with `token`; git's output either way. */
async function push(refspecs: Array<[commit: string, branch: string]>, token: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await git(clone, ['push', '--porcelain', 'origin', ...refspecs.map(([commit, branch]) => `${commit}:refs/heads/${branch}`)], token);
    return { ok: true, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}\n${e.stderr ?? ''}` };
  }
}

const main = () => rules.emu.state.refOid(rules.world.repo, 'main')!;
const ref = (branch: string) => rules.emu.state.refOid(rules.world.repo, branch);

describe('P6: the workflows permission on pushes, on by default', () => {
  it('P6: a push that brings a new workflow file with GITHUB_TOKEN is refused whole, in the words git prints, and no ref of it moves', async () => {
    const plain = await commitLocally(main(), { 'docs/plain.md': 'plain\n' });
    const workflow = await commitLocally(main(), { '.github/workflows/new.yml': 'on: push\n' });

    const refused = await push([[plain, 'wf-plain'], [workflow, 'wf-new']], rules.world.tokens.actions);

    expect(refused.ok).toBe(false);
    expect(refused.output).toContain('remote: error: refusing to allow a GitHub App to create or update workflow `.github/workflows/new.yml` without `workflows` permission');
    expect(refused.output).toMatch(/!\t[0-9a-f]{40}:refs\/heads\/wf-new\t\[remote rejected\]/);
    expect(ref('wf-plain')).toBeNull();
    expect(ref('wf-new')).toBeNull();

    // Without the workflow commit the same token pushes.
    expect((await push([[plain, 'wf-plain']], rules.world.tokens.actions)).ok).toBe(true);
    expect(ref('wf-plain')).toBe(plain);
  });

  it('P6: only what a push brings counts, and a workflow file a branch holds already (same path and contents) needs no permission; a change or a deletion does', async () => {
    const ci = 'on: pull_request\njobs: {}\n';
    const withCi = await commitFiles(rules.world.repo.bareDir, { branch: 'wf-base', from: 'main', files: { '.github/workflows/ci.yml': ci }, message: 'CI' });

    // A plain commit on top of a branch whose history changed a workflow file.
    const onTop = await commitLocally(withCi, { 'src/fix.ts': 'fixed\n' });
    expect((await push([[onTop, 'wf-base']], rules.world.tokens.actions)).ok).toBe(true);

    // The same file, same contents, committed afresh on another branch.
    const same = await commitLocally(main(), { '.github/workflows/ci.yml': ci });
    expect((await push([[same, 'wf-same']], rules.world.tokens.actions)).ok).toBe(true);

    const changed = await commitLocally(main(), { '.github/workflows/ci.yml': `${ci}# changed\n` });
    const refusedChange = await push([[changed, 'wf-changed']], rules.world.tokens.actions);
    expect(refusedChange.ok).toBe(false);
    expect(refusedChange.output).toContain('refusing to allow a GitHub App to create or update workflow `.github/workflows/ci.yml` without `workflows` permission');

    const deleted = await commitLocally(onTop, { '.github/workflows/ci.yml': null });
    expect((await push([[deleted, 'wf-base']], rules.world.tokens.actions)).ok).toBe(false);
    expect(ref('wf-base')).toBe(onTop);

    // Another App once granted the permission may; a person with write may.
    expect((await push([[changed, 'wf-changed']], 'token-ci-app')).ok).toBe(false);
    rules.emu.state.grantWorkflowsPermission('token-ci-app');
    expect((await push([[changed, 'wf-changed']], 'token-ci-app')).ok).toBe(true);
    expect((await push([[deleted, 'wf-base']], rules.world.tokens.maintainer)).ok).toBe(true);
  });
});
