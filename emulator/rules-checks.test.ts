// The rules of emulator/RULES.md about required checks and what counts as CI: rulesets beside
// classic protection (P1), "no checks" letting a merge through (P2), and the check run of the
// workflow that runs tend (T7). Each test is named by its rule id and drives the emulator through
// the real clients (octokit REST and GraphQL over HTTP). One world for the whole file.

import { GraphqlResponseError } from '@octokit/graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { World } from './fixtures.js';
import type { Emulator } from './server.js';
import { computed, startRulesWorld, type RulesWorld } from './rules-world.js';
import { failure } from '../test/support/test-world.js';


let emu: Emulator;
let world: World;
/** maintainer (write), outsider (read), actions = GITHUB_TOKEN (write). */
let as: RulesWorld['as'];
let rules: RulesWorld;
const owner = 'acme';
const repo = 'widgets';

beforeAll(async () => {
  rules = await startRulesWorld();
  ({ emu, world, as } = rules);
});

afterAll(async () => {
  await emu?.stop();
});

afterEach(() => {
  world.repo.rulesets.length = 0;
  world.repo.protection.clear();
});

const openPull = () => rules.openPull();

async function graphqlError(promise: Promise<unknown>): Promise<{ type?: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphqlResponseError);
  return ((error as GraphqlResponseError<unknown>).errors ?? [])[0] as { type?: string; message: string };
}

const MERGE = `mutation($id: ID!) { mergePullRequest(input: { pullRequestId: $id, mergeMethod: SQUASH }) { pullRequest { merged } } }`;

describe('P1: rulesets beside classic protection', () => {
  it('P1: REST "Get rules for a branch" lists the active rulesets\' required checks with their ruleset, and never classic protection', async () => {
    world.repo.protection.set('main', { requiredStatusChecks: ['lint'], requiredApprovingReviewCount: 1, strict: false });
    expect((await as.outsider.rest.repos.getBranchRules({ owner, repo, branch: 'main' })).data).toEqual([]);

    const ruleset = emu.state.addRuleset(world.repo, { name: 'CI', requiredStatusChecks: ['build'], strict: true });
    emu.state.addRuleset(world.repo, { name: 'trial', requiredStatusChecks: ['perf'], enforcement: 'evaluate' });
    emu.state.addRuleset(world.repo, { name: 'release', requiredStatusChecks: ['sign'], branches: ['release'] });
    const rules = await as.outsider.rest.repos.getBranchRules({ owner, repo, branch: 'main' });
    expect(rules.data).toEqual([
      {
        type: 'required_status_checks',
        parameters: { required_status_checks: [{ context: 'build' }], strict_required_status_checks_policy: true },
        ruleset_source_type: 'Repository',
        ruleset_source: 'acme/widgets',
        ruleset_id: ruleset.id,
      },
    ]);
  });

  it('P1: refUpdateRule is null on a ruleset-only branch while isRequired(pullRequestNumber:) answers for rulesets and classic protection alike', async () => {
    const { pr, head } = await openPull();
    emu.state.addRuleset(world.repo, { name: 'CI', requiredStatusChecks: ['build', 'ci/status'] });
    emu.state.addCheckRun(world.repo, { name: 'build', headSha: head, conclusion: 'success', app: world.accounts.actions });
    emu.state.addCheckRun(world.repo, { name: 'lint', headSha: head, conclusion: 'success', app: world.accounts.actions });
    emu.state.addStatus(world.repo, { sha: head, context: 'ci/status', state: 'success', creator: world.accounts.maintainer });
    const query = `query($n: Int!) { repository(owner: "acme", name: "widgets") {
      ref(qualifiedName: "refs/heads/main") { refUpdateRule { requiredStatusCheckContexts } }
      pullRequest(number: $n) { commits(last: 1) { nodes { commit { statusCheckRollup { contexts(first: 10) { nodes {
        __typename
        ... on CheckRun { name isRequired(pullRequestNumber: $n) }
        ... on StatusContext { context isRequired(pullRequestNumber: $n) }
      } } } } } } }
    } }`;
    type Answer = {
      repository: {
        ref: { refUpdateRule: { requiredStatusCheckContexts: string[] } | null };
        pullRequest: { commits: { nodes: Array<{ commit: { statusCheckRollup: { contexts: { nodes: Array<{ name?: string; context?: string; isRequired: boolean }> } } } }> } };
      };
    };
    const required = (answer: Answer) =>
      Object.fromEntries(answer.repository.pullRequest.commits.nodes[0]!.commit.statusCheckRollup.contexts.nodes.map((c) => [c.name ?? c.context, c.isRequired]));

    const rulesetOnly = await as.outsider.graphql<Answer>(query, { n: pr.number });
    expect(rulesetOnly.repository.ref.refUpdateRule).toBeNull();
    expect(required(rulesetOnly)).toEqual({ build: true, lint: false, 'ci/status': true });

    world.repo.protection.set('main', { requiredStatusChecks: ['lint'], requiredApprovingReviewCount: 0, strict: false });
    const both = await as.outsider.graphql<Answer>(query, { n: pr.number });
    expect(both.repository.ref.refUpdateRule).toEqual({ requiredStatusCheckContexts: ['lint'] });
    expect(required(both)).toEqual({ build: true, lint: true, 'ci/status': true });
  });

  it('P1: a merge (REST 405, GraphQL UNPROCESSABLE) is refused while a ruleset-required check is missing or failing, and goes through once it passes', async () => {
    const { pr, head } = await openPull();
    emu.state.addRuleset(world.repo, { name: 'CI', requiredStatusChecks: ['build'] });
    const mergeState = async () =>
      (await computed(async () => (await as.outsider.graphql<{ repository: { pullRequest: { mergeStateStatus: string } } }>(`query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) { mergeStateStatus } } }`, { n: pr.number })).repository.pullRequest))
        .mergeStateStatus;

    const missing = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }));
    expect(missing).toMatchObject({ status: 405, data: { message: 'Repository rule violations found\n\nRequired status check "build" is expected.\n\n' } });
    expect(await graphqlError(as.actions.graphql(MERGE, { id: pr.nodeId }))).toMatchObject({
      type: 'UNPROCESSABLE',
      message: 'Repository rule violations found\n\nRequired status check "build" is expected.\n\n',
    });
    expect(await mergeState()).toBe('BLOCKED');

    const run = emu.state.addCheckRun(world.repo, { name: 'build', headSha: head, conclusion: 'failure', app: world.accounts.actions });
    const failing = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }));
    expect(failing).toMatchObject({ status: 405, data: { message: 'Repository rule violations found\n\nRequired status check "build" is failing.\n\n' } });
    expect(pr.pull.merged).toBe(false);

    emu.state.completeCheckRun(run, 'success');
    expect(await mergeState()).toBe('CLEAN');
    const merged = await as.actions.graphql<{ mergePullRequest: { pullRequest: { merged: boolean } } }>(MERGE, { id: pr.nodeId });
    expect(merged.mergePullRequest.pullRequest.merged).toBe(true);
  });
});

describe('P2: no required checks', () => {
  it('P2: with no protection, no ruleset and no check reported at all, GitHub merges: "no checks" is not evidence that CI passed', async () => {
    const { pr, head } = await openPull();
    const state = await computed(async () =>
      (await as.outsider.graphql<{ repository: { pullRequest: { mergeStateStatus: string; commits: { nodes: Array<{ commit: { statusCheckRollup: unknown } }> } } } }>(
        `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) { mergeStateStatus commits(last: 1) { nodes { commit { statusCheckRollup { state } } } } } } }`,
        { n: pr.number },
      )).repository.pullRequest,
    );
    expect(state).toEqual({ mergeStateStatus: 'CLEAN', commits: { nodes: [{ commit: { statusCheckRollup: null } }] } });
    const merged = await as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head });
    expect(merged.data.merged).toBe(true);
  });
});

describe('T7: the workflow that runs tend is a check run on the head', () => {
  it("T7: a check run made by a workflow run leads to that workflow's name through checkSuite.workflowRun.workflow; another app's has no workflow run", async () => {
    const { pr, head } = await openPull();
    const ciApp = emu.state.addAccount('circleci-checks[bot]', 'Bot');
    emu.state.addCheckRun(world.repo, { name: 'tend', headSha: head, status: 'in_progress', app: world.accounts.actions, workflowName: 'tend' });
    emu.state.addCheckRun(world.repo, { name: 'build', headSha: head, conclusion: 'success', app: world.accounts.actions, workflowName: 'CI' });
    emu.state.addCheckRun(world.repo, { name: 'circle', headSha: head, conclusion: 'success', app: ciApp });
    type Answer = {
      repository: { pullRequest: { commits: { nodes: Array<{ commit: { statusCheckRollup: { contexts: { nodes: Array<{ name: string; status: string; checkSuite: { app: { slug: string }; workflowRun: { workflow: { name: string } } | null } }> } } } }> } } };
    };
    const answer = await as.actions.graphql<Answer>(
      `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) { commits(last: 1) { nodes { commit { statusCheckRollup { contexts(first: 10) { nodes {
        ... on CheckRun { name status checkSuite { app { slug } workflowRun { workflow { name } } } }
      } } } } } } } } }`,
      { n: pr.number },
    );
    const runs = answer.repository.pullRequest.commits.nodes[0]!.commit.statusCheckRollup.contexts.nodes;
    expect(runs.map((r) => [r.name, r.status, r.checkSuite.app.slug, r.checkSuite.workflowRun?.workflow.name ?? null])).toEqual([
      ['tend', 'IN_PROGRESS', 'github-actions', 'tend'],
      ['build', 'COMPLETED', 'github-actions', 'CI'],
      ['circle', 'COMPLETED', 'circleci-checks', null],
    ]);
  });
});
