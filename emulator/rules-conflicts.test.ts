// GitHub's rules on a pull request in conflict with its base, as tend's conflict resolution meets
// them (emulator/RULES.md E108, E146, P7): mergeability is computed from git, first UNKNOWN while
// GitHub computes it, then CONFLICTING; a merge of the base into the head, pushed over git smart
// HTTP as a client would (two parents), clears it and the pull request merges. One world.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from './git-seed.js';
import { clientGit } from './git-client.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';
import { failure } from '../test/support/test-world.js';

let rules: RulesWorld;
let work: string;
const owner = 'acme';
const repo = 'widgets';

beforeAll(async () => {
  rules = await startRulesWorld();
  work = await mkdtemp(join(tmpdir(), 'tend-rules-conflicts-'));
});
afterAll(async () => {
  await rules?.emu.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const git = (cwd: string, args: string[]) => clientGit(rules.emu.serverUrl, cwd, args, rules.world.tokens.maintainer);

async function mergeState(number: number): Promise<{ mergeable: string; mergeStateStatus: string }> {
  const data = await rules.as.actions.graphql<{ repository: { pullRequest: { mergeable: string; mergeStateStatus: string } } }>(
    `query($n: Int!) { repository(owner: "${owner}", name: "${repo}") { pullRequest(number: $n) { mergeable mergeStateStatus } } }`,
    { n: number },
  );
  return data.repository.pullRequest;
}

/** The state once GitHub has computed it: a read answering UNKNOWN (P7) is resubmitted, as GitHub's docs say to. */
async function computedState(number: number): Promise<{ mergeable: string; mergeStateStatus: string }> {
  const first = await mergeState(number);
  return first.mergeable === 'UNKNOWN' ? mergeState(number) : first;
}

/** A pull request changing `path` on its branch, and main changing the same line afterwards. */
async function conflicting(path: string) {
  const { emu, world } = rules;
  await commitFiles(world.repo.bareDir, { branch: 'main', files: { [path]: 'one\n' }, message: `add ${path}` });
  const opened = await rules.openPull({ files: { [path]: 'two\n' } });
  await commitFiles(world.repo.bareDir, { branch: 'main', files: { [path]: 'three\n' }, message: `change ${path}` });
  return { ...opened, emu };
}

describe('a pull request in conflict with its base', () => {
  it('P7, E108: after the base moves, mergeable is UNKNOWN while GitHub computes it, then CONFLICTING / DIRTY', async () => {
    const { pr } = await conflicting('conflicts/unknown.txt');
    // The first request that reads it after the base moved starts GitHub's job; the next reads the result.
    expect(await mergeState(pr.number)).toEqual({ mergeable: 'UNKNOWN', mergeStateStatus: 'UNKNOWN' });
    expect(await mergeState(pr.number)).toEqual({ mergeable: 'CONFLICTING', mergeStateStatus: 'DIRTY' });
  });

  it('E146: a merge of the base into the head (two parents) pushed to the head branch clears the conflict, and the pull request merges', async () => {
    const { pr, head, branch } = await conflicting('conflicts/merge.txt');
    expect(await computedState(pr.number)).toEqual({ mergeable: 'CONFLICTING', mergeStateStatus: 'DIRTY' });
    const refused = await failure(rules.as.maintainer.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }));
    expect(refused).toMatchObject({ status: 405, data: { message: 'Pull Request is not mergeable' } });

    const clone = join(work, 'clone');
    await git(work, ['clone', '--quiet', rules.emu.cloneUrl(owner, repo), clone]);
    await git(clone, ['checkout', '--quiet', '-B', branch, `origin/${branch}`]);
    await git(clone, ['-c', 'user.name=maintainer', '-c', 'user.email=m@example.com', 'merge', '--quiet', '--no-edit', 'origin/main']).catch(() => undefined);
    await writeFile(join(clone, 'conflicts/merge.txt'), 'two and three\n');
    await git(clone, ['add', 'conflicts/merge.txt']);
    await git(clone, ['-c', 'user.name=maintainer', '-c', 'user.email=m@example.com', 'commit', '--quiet', '--no-gpg-sign', '--no-edit']);
    const merge = (await git(clone, ['rev-parse', 'HEAD'])).stdout.trim();
    const parents = (await git(clone, ['rev-list', '--parents', '-n', '1', merge])).stdout.trim().split(' ').slice(1);
    expect(parents).toEqual([head, rules.emu.state.refOid(rules.world.repo, 'main')]);
    await git(clone, ['push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`]);

    expect(rules.emu.state.headOid(rules.world.repo, pr)).toBe(merge);
    expect(await computedState(pr.number)).toEqual({ mergeable: 'MERGEABLE', mergeStateStatus: 'CLEAN' });
    const merged = await rules.as.maintainer.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: merge });
    expect(merged.data.merged).toBe(true);
    expect(rules.emu.state.fileAt(rules.world.repo, 'main', 'conflicts/merge.txt')?.toString('utf8')).toBe('two and three\n');
  });
});
