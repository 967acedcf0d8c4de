// P7 under rulesets: "Require branches to be up to date before merging" set by a ruleset's
// `required_status_checks` rule (`strict_required_status_checks_policy`) holds a pull request its
// base has moved past exactly as classic protection's `strict` does: BEHIND, REST `behind`, and a
// refused merge until the branch is updated and its required checks pass again.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from './git-seed.js';
import { computed, startRulesWorld, type Octokit, type RulesWorld } from './rules-world.js';

let rules: RulesWorld;
const owner = 'acme';
const repo = 'widgets';
let mains = 0;

beforeAll(async () => {
  rules = await startRulesWorld();
});
afterAll(async () => {
  await rules?.emu.stop();
});

/** Moves main on by one commit, as another merge would. */
const advanceMain = () => commitFiles(rules.world.repo.bareDir, { branch: 'main', files: { [`main/strict-${++mains}.txt`]: 'more\n' }, message: `main ${mains}` });

/** The pull request once GitHub has computed its merge state (P7). */
async function pullState(client: Octokit, number: number): Promise<{ id: string; headRefOid: string; mergeStateStatus: string; viewerCanUpdateBranch: boolean }> {
  return computed(() => readPull(client, number));
}

async function readPull(client: Octokit, number: number): Promise<{ id: string; headRefOid: string; mergeStateStatus: string; viewerCanUpdateBranch: boolean }> {
  const data = await client.graphql<{ repository: { pullRequest: { id: string; headRefOid: string; mergeStateStatus: string; viewerCanUpdateBranch: boolean } } }>(
    `query($number: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $number) { id headRefOid mergeStateStatus viewerCanUpdateBranch } } }`,
    { number },
  );
  return data.repository.pullRequest;
}

async function failure(promise: Promise<unknown>): Promise<{ status: number; data: { message: string } }> {
  const error = (await promise.then(() => null, (e: unknown) => e)) as { status: number; response: { data: { message: string } } } | null;
  expect(error).not.toBeNull();
  return { status: error!.status, data: error!.response.data };
}

const succeed = (sha: string) => rules.as.ciApp.rest.checks.create({ owner, repo, name: 'build', head_sha: sha, status: 'completed', conclusion: 'success' });

describe('P7: a ruleset that requires branches to be up to date', () => {
  it('P7: a ruleset with strict_required_status_checks_policy makes a pull request its base moved past BEHIND (REST behind) and refuses its merge until the branch is updated and checked again', async () => {
    const { as, emu, world } = rules;
    const ruleset = emu.state.addRuleset(world.repo, { name: 'CI up to date', requiredStatusChecks: ['build'], strict: true });
    try {
      const { pr, head } = await rules.openPull();
      await succeed(head);
      expect((await pullState(as.actions, pr.number)).mergeStateStatus).toBe('CLEAN');
      // Anyone with read access sees the policy on the branch's rules.
      const listed = await as.outsider.request('GET /repos/{owner}/{repo}/rules/branches/{branch}', { owner, repo, branch: 'main' });
      expect(listed.data).toContainEqual(expect.objectContaining({ type: 'required_status_checks', ruleset_id: ruleset.id, parameters: expect.objectContaining({ strict_required_status_checks_policy: true }) }));

      await advanceMain();
      expect(await pullState(as.actions, pr.number)).toMatchObject({ mergeStateStatus: 'BEHIND', viewerCanUpdateBranch: true });
      expect((await as.actions.rest.pulls.get({ owner, repo, pull_number: pr.number })).data.mergeable_state).toBe('behind');
      const refused = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }));
      expect(refused).toMatchObject({ status: 405, data: { message: 'Repository rule violations found\n\nRequired status check "build" is expected.\n\n' } });
      const { id } = await pullState(as.actions, pr.number);
      const graphqlRefusal = await as.actions
        .graphql(`mutation($id: ID!) { mergePullRequest(input: {pullRequestId: $id}) { pullRequest { merged } } }`, { id })
        .then(() => null, (e: { errors?: Array<{ type?: string; message: string }> }) => e.errors?.[0]);
      expect(graphqlRefusal).toMatchObject({ type: 'UNPROCESSABLE', message: expect.stringContaining('Required status check "build" is expected.') });
      expect(pr.pull.merged).toBe(false);

      // Updated, the head is new and its check has to pass on it; then the merge goes through.
      expect((await as.actions.rest.pulls.updateBranch({ owner, repo, pull_number: pr.number, expected_head_sha: head })).status).toBe(202);
      const updated = await pullState(as.actions, pr.number);
      expect(updated.headRefOid).not.toBe(head);
      expect(updated.mergeStateStatus).toBe('BLOCKED');
      await succeed(updated.headRefOid);
      expect((await pullState(as.actions, pr.number)).mergeStateStatus).toBe('CLEAN');
      expect((await as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: updated.headRefOid })).data.merged).toBe(true);
    } finally {
      ruleset.enforcement = 'disabled';
    }
  });

  it('P7: the policy holds nothing without a required check, nor in a ruleset that only evaluates', async () => {
    const { as, emu, world } = rules;
    const empty = emu.state.addRuleset(world.repo, { name: 'up to date, nothing required', requiredStatusChecks: [], strict: true });
    const evaluating = emu.state.addRuleset(world.repo, { name: 'trial', requiredStatusChecks: ['build'], strict: true, enforcement: 'evaluate' });
    try {
      const { pr, head } = await rules.openPull();
      await succeed(head);
      await advanceMain();
      expect((await pullState(as.actions, pr.number)).mergeStateStatus).toBe('CLEAN');
      expect((await as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head })).data.merged).toBe(true);
    } finally {
      empty.enforcement = 'disabled';
      evaluating.enforcement = 'disabled';
    }
  });
});
