// Rules for bringing a branch up to date (update-branch on a fork's pull request) and for signed
// commits (a ruleset's required_signatures, REST commit verification), each named by its id in
// emulator/RULES.md.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from './git-seed.js';
import { clientGit } from './git-client.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';

let rules: RulesWorld;
let work: string;
let clone: string;
const owner = 'acme';
const repo = 'widgets';

beforeAll(async () => {
  rules = await startRulesWorld();
  work = await mkdtemp(join(tmpdir(), 'tend-rules-sign-'));
  clone = join(work, 'clone');
  await git(work, ['clone', '--quiet', rules.emu.cloneUrl(owner, repo), clone]);
});

afterAll(async () => {
  await rules?.emu.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const git = (cwd: string, args: string[]) => clientGit(rules.emu.serverUrl, cwd, args, rules.world.tokens.maintainer);
const main = () => rules.emu.state.refOid(rules.world.repo, 'main')!;

/** Moves main on by one commit (GitHub-made, so it passes any signature rule). */
async function advanceMain(): Promise<string> {
  const oid = await commitFiles(rules.world.repo.bareDir, { branch: 'main', from: 'main', files: { [`base-${Date.now()}-${Math.random()}.txt`]: 'base\n' }, message: 'base moves' });
  rules.emu.state.signedByGitHub.add(oid);
  return oid;
}

async function failure(promise: Promise<unknown>): Promise<{ status: number; data: { message?: string } }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { status: number; response?: { data?: { message?: string } } };
    return { status: e.status, data: e.response?.data ?? {} };
  }
  throw new Error('expected GitHub to refuse');
}

describe('P7: update-branch on a fork\'s pull request', () => {
  it('P7: a fork branch without "Allow edits by maintainers" is not updated (422); with it, GitHub merges the base into the fork\'s head', async () => {
    const { pr } = await rules.openPull();
    rules.emu.state.moveHeadToFork(rules.world.repo, pr, 'mallory/widgets');
    await advanceMain();
    const refused = await failure(rules.as.maintainer.rest.pulls.updateBranch({ owner, repo, pull_number: pr.number }));
    expect(refused).toMatchObject({ status: 422, data: { message: "user doesn't have permission to update head repository" } });
    const read = await rules.as.maintainer.rest.pulls.get({ owner, repo, pull_number: pr.number });
    expect(read.data.maintainer_can_modify).toBe(false);
    const viaGraphql = await rules.as.maintainer.graphql<{ repository: { pullRequest: { maintainerCanModify: boolean } } }>(
      `query { repository(owner: "${owner}", name: "${repo}") { pullRequest(number: ${pr.number}) { maintainerCanModify } } }`,
    );
    expect(viaGraphql.repository.pullRequest.maintainerCanModify).toBe(false);

    const { pr: editable, head } = await rules.openPull();
    rules.emu.state.moveHeadToFork(rules.world.repo, editable, 'alice/widgets', { maintainerCanModify: true });
    await advanceMain();
    const updated = await rules.as.maintainer.rest.pulls.updateBranch({ owner, repo, pull_number: editable.number, expected_head_sha: head });
    expect(updated.status).toBe(202);
    const after = rules.emu.state.headOid(rules.world.repo, editable);
    expect(after).not.toBe(head);
    expect((await rules.as.maintainer.rest.pulls.get({ owner, repo, pull_number: editable.number })).data.maintainer_can_modify).toBe(true);
  });
});

describe('P11: signed commits', () => {
  it('P11: a ruleset\'s required_signatures rule refuses an unsigned push with GH013 and lists the commit; a signed (GitHub-made) commit passes; the rule is listed for the branch', async () => {
    const branch = 'signed-only';
    const start = await commitFiles(rules.world.repo.bareDir, { branch, from: 'main', files: { 'sig/start.txt': 'start\n' }, message: 'start' });
    rules.emu.state.signedByGitHub.add(start);
    const ruleset = rules.emu.state.addRuleset(rules.world.repo, { name: 'signatures', requiredStatusChecks: [], branches: [branch], requiredSignatures: true });
    try {
      await git(clone, ['fetch', '--quiet', 'origin', `+refs/heads/${branch}:refs/remotes/origin/${branch}`]);
      await git(clone, ['checkout', '--quiet', '--detach', start]);
      await writeFile(join(clone, 'unsigned.txt'), 'unsigned\n');
      await git(clone, ['add', '-A']);
      await git(clone, ['commit', '--quiet', '--no-gpg-sign', '-m', 'unsigned']);
      const unsigned = (await git(clone, ['rev-parse', 'HEAD'])).stdout.trim();
      let output = '';
      try {
        await git(clone, ['push', '--porcelain', 'origin', `${unsigned}:refs/heads/${branch}`]);
      } catch (error) {
        const e = error as { stdout?: string; stderr?: string };
        output = `${e.stdout ?? ''}\n${e.stderr ?? ''}`;
      }
      expect(output).toContain(`GH013: Repository rule violations found for refs/heads/${branch}.`);
      expect(output).toContain('- Commits must have verified signatures.');
      expect(output).toContain(unsigned);
      expect(rules.emu.state.refOid(rules.world.repo, branch)).toBe(start);

      const create = `mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }`;
      const made = await rules.as.actions.graphql<{ createCommitOnBranch: { commit: { oid: string } } }>(create, {
        input: { branch: { repositoryNameWithOwner: `${owner}/${repo}`, branchName: branch }, expectedHeadOid: start, message: { headline: 'signed' }, fileChanges: { additions: [{ path: 'signed.txt', contents: Buffer.from('signed\n').toString('base64') }] } },
      });
      expect(rules.emu.state.refOid(rules.world.repo, branch)).toBe(made.createCommitOnBranch.commit.oid);

      const listed = await rules.as.maintainer.request('GET /repos/{owner}/{repo}/rules/branches/{branch}', { owner, repo, branch });
      expect(listed.data).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'required_signatures', ruleset_id: ruleset.id })]));
    } finally {
      rules.world.repo.rulesets.splice(rules.world.repo.rulesets.indexOf(ruleset), 1);
    }
  });

  it('P11: under a ruleset\'s required_signatures a pull request with an unsigned commit does not merge (405, the rule\'s wording)', async () => {
    const ruleset = rules.emu.state.addRuleset(rules.world.repo, { name: 'signatures-main', requiredStatusChecks: [], requiredSignatures: true });
    try {
      const { pr, head } = await rules.openPull();
      const refused = await failure(rules.as.maintainer.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }));
      expect(refused.status).toBe(405);
      expect(refused.data.message).toContain('Commits must have verified signatures.');
      expect(refused.data.message).toContain('Repository rule violations found');
    } finally {
      rules.world.repo.rulesets.splice(rules.world.repo.rulesets.indexOf(ruleset), 1);
    }
  });

  it('P11: REST "get a commit" says verified for a commit GitHub made (createCommitOnBranch) and unsigned for a pushed one', async () => {
    const branch = 'verify-read';
    const start = await commitFiles(rules.world.repo.bareDir, { branch, from: 'main', files: { 'v/start.txt': 'start\n' }, message: 'start' });
    const create = `mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }`;
    const made = await rules.as.actions.graphql<{ createCommitOnBranch: { commit: { oid: string } } }>(create, {
      input: { branch: { repositoryNameWithOwner: `${owner}/${repo}`, branchName: branch }, expectedHeadOid: start, message: { headline: 'made by GitHub', body: 'with a body' }, fileChanges: { additions: [{ path: 'v/made.txt', contents: Buffer.from('made\n').toString('base64') }] } },
    });
    const oid = made.createCommitOnBranch.commit.oid;
    const signed = await rules.as.maintainer.rest.repos.getCommit({ owner, repo, ref: oid });
    expect(signed.data.sha).toBe(oid);
    expect(signed.data.commit.message).toBe('made by GitHub\n\nwith a body');
    expect(signed.data.commit.verification).toMatchObject({ verified: true, reason: 'valid' });
    expect(signed.data.parents.map((p) => p.sha)).toEqual([start]);
    const plain = await rules.as.maintainer.rest.repos.getCommit({ owner, repo, ref: start });
    expect(plain.data.commit.verification).toMatchObject({ verified: false, reason: 'unsigned' });
    const missing = await failure(rules.as.maintainer.rest.repos.getCommit({ owner, repo, ref: '7'.repeat(40) }));
    expect(missing.status).toBe(422);
  });
});
