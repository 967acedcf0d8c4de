// The rules behind "commands are not lost, and auto-merge completes" (emulator/RULES.md): GitHub's
// auto-merge merging by itself (T8), the pinned enable (P4) and the search qualifiers the sweep's
// bounded searches use (E70). Each test is named by its rule's id and drives the emulator through
// the real clients, as tend would on github.com. One world for the whole file.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from './fixtures.js';
import { commitFiles } from './git-seed.js';
import type { Emulator } from './server.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';


let emu: Emulator;
let world: World;
let as: RulesWorld['as'];
let rules: RulesWorld;
const owner = 'acme';
const repo = 'widgets';

beforeAll(async () => {
  rules = await startRulesWorld();
  ({ emu, world, as } = rules);
  // Every pull request here waits for a required `build` check: what auto-merge waits for.
  world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
});

afterAll(async () => {
  await emu?.stop();
});

const openPull = () => rules.openPull();

const ENABLE = `mutation($id: ID!, $oid: GitObjectID) {
  enablePullRequestAutoMerge(input: { pullRequestId: $id, mergeMethod: SQUASH, expectedHeadOid: $oid }) {
    pullRequest { autoMergeRequest { mergeMethod enabledBy { login } } }
  }
}`;

describe('auto-merge', () => {
  it('T8: auto-merge enabled with GITHUB_TOKEN merges by itself once the required check passes, as github-actions[bot]', async () => {
    const { pr, head } = await openPull();
    await as.actions.graphql(ENABLE, { id: pr.nodeId, oid: head });
    // A check still running merges nothing.
    const { data: run } = await as.actions.rest.checks.create({ owner, repo, name: 'build', head_sha: head, status: 'in_progress' });
    expect(pr.pull.merged).toBe(false);
    // The check passes: GitHub merges, with nobody asking.
    await as.actions.rest.checks.update({ owner, repo, check_run_id: run.id, conclusion: 'success' });
    expect(pr.pull.merged).toBe(true);
    expect(pr.state).toBe('closed');
    expect(pr.pull.mergedBy?.login).toBe('github-actions[bot]');
    const { data: merged } = await as.maintainer.rest.pulls.get({ owner, repo, pull_number: pr.number });
    expect(merged).toMatchObject({ state: 'closed', merged: true, merged_by: { login: 'github-actions[bot]' } });
    // The base moved to the merge: a squash of the head onto main.
    const { data: base } = await as.maintainer.rest.git.getRef({ owner, repo, ref: 'heads/main' });
    expect(base.object.sha).toBe(merged.merge_commit_sha);
  });

  it('T8: a merge auto-merge cannot make yet waits: a failed required check leaves the pull request open with auto-merge on', async () => {
    const { pr, head } = await openPull();
    await as.actions.graphql(ENABLE, { id: pr.nodeId, oid: head });
    await as.actions.rest.checks.create({ owner, repo, name: 'build', head_sha: head, conclusion: 'failure' });
    expect(pr.pull.merged).toBe(false);
    expect(pr.pull.autoMergeMethod).toBe('squash');
    await as.actions.rest.checks.create({ owner, repo, name: 'build', head_sha: head, conclusion: 'success' });
    expect(pr.pull.merged).toBe(true);
  });

  it('P4: enablePullRequestAutoMerge pinned to a head that moved is refused UNPROCESSABLE and enables nothing; pinned to the current head it is enabled', async () => {
    const { pr, head } = await openPull();
    const moved = await commitFiles(world.repo.bareDir, { branch: pr.pull.headRef, files: { 'rules/later.txt': 'later\n' }, message: 'later' });
    const refused = await as.actions.graphql(ENABLE, { id: pr.nodeId, oid: head }).then(
      () => null,
      (error: { errors?: Array<{ type?: string; message: string }> }) => error.errors ?? [],
    );
    expect(refused).toEqual([expect.objectContaining({ type: 'UNPROCESSABLE', message: 'Head branch was modified. Review and try the merge again.' })]);
    expect(pr.pull.autoMergeMethod).toBeNull();
    const enabled = await as.actions.graphql<{ enablePullRequestAutoMerge: { pullRequest: { autoMergeRequest: { mergeMethod: string } } } }>(ENABLE, { id: pr.nodeId, oid: moved });
    expect(enabled.enablePullRequestAutoMerge.pullRequest.autoMergeRequest.mergeMethod).toBe('SQUASH');
  });
});

describe('search', () => {
  it('E70: search filters on updated:, created:, closed: and merged: with >=, >, <, <=, ranges and date-times', async () => {
    const { pr } = await openPull();
    const issue = emu.state.requireIssue(world.repo, pr.number);
    issue.createdAt = '2026-03-01T10:00:00Z';
    issue.updatedAt = '2026-03-05T12:30:00Z';
    const search = async (q: string) => {
      const data = await as.actions.graphql<{ search: { nodes: Array<{ number?: number }> } }>(
        `query($q: String!) { search(query: $q, type: ISSUE, first: 100) { nodes { ... on PullRequest { number } } } }`,
        { q: `repo:${owner}/${repo} is:pr ${q}` },
      );
      return data.search.nodes.some((n) => n.number === pr.number);
    };
    expect(await search('updated:>=2026-03-05T12:30:00+00:00')).toBe(true);
    expect(await search('updated:>=2026-03-05T12:30:01+00:00')).toBe(false);
    expect(await search('updated:>2026-03-04')).toBe(true);
    expect(await search('updated:>2026-03-05')).toBe(false);
    expect(await search('updated:<=2026-03-05')).toBe(true);
    expect(await search('updated:<2026-03-05')).toBe(false);
    expect(await search('created:2026-03-01')).toBe(true);
    expect(await search('created:2026-02-01..2026-02-28')).toBe(false);
    expect(await search('created:2026-02-01..*')).toBe(true);
    expect(await search('closed:>=2026-01-01')).toBe(false);
    expect(await search('merged:>=2026-01-01')).toBe(false);
  });
});
