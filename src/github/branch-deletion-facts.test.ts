// What deleting a merged head branch reads, through the real client against the emulator: the
// run's first query (RUN_CONTEXT, given the head the event named) answers the default branch, the
// pull requests based on the head and its protection, so only the rulesets are read after the
// merge; without the head in the event, the facts are read as before. Either way, the same facts.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import { openFeaturePull, type Pull } from '../../test/support/feature-pull.js';
import { payloadHeadBranch } from '../run/first-read.js';
import { loadBranchDeletionFacts } from './branch-deletion-facts.js';
import { recordingClient } from '../../test/support/recording-client.js';
import type { createOctokit } from './client.js';
import { loadPullSnapshot } from './pull-snapshot.js';
import { loadRunContext } from './run-context.js';
import { RunReads } from './run-reads.js';

let emu: Emulator;
let world: World;
let pr: Pull;
const repo = { owner: 'acme', repo: 'widgets' };


beforeEach(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  ({ pr } = await openFeaturePull(emu, world));
});
afterEach(async () => {
  await emu.stop();
});

async function firstRead(octokit: ReturnType<typeof createOctokit>, headBranch: string | undefined) {
  const context = await loadRunContext(octokit, repo, { configPath: '.github/tend.yml', defaultBranch: 'main', targetNumber: pr.number, withPull: true, ...(headBranch ? { headBranch } : {}) });
  return (await new RunReads(octokit, repo, context).takePull(pr.number))!;
}

describe('the facts for deleting a merged head branch', () => {
  it('come with the run’s first query when the event names the head, the head’s rulesets too (Ref.rules): nothing is read after it', async () => {
    await commitFiles(world.repo.bareDir, { branch: 'feature-2', from: 'feature', files: { 'b.txt': 'b\n' }, message: 'On top' });
    emu.state.createPullRequest(world.repo, { title: 'Stacked', author: world.accounts.maintainer, head: 'feature-2', base: 'feature' });
    world.repo.protection.set('feature', { requiredStatusChecks: [], requiredApprovingReviewCount: 0, strict: false });
    const { octokit, sent } = recordingClient(world.tokens.actions, emu.apiUrl);
    const snapshot = await firstRead(octokit, 'feature');
    expect(snapshot.deletionFacts).toEqual({ defaultBranch: 'main', openPullsBasedOnIt: 1, protectedAgainstDeletion: true, rulesetRestrictsDeletion: false });
    sent.length = 0;
    const facts = await loadBranchDeletionFacts(octokit, repo, 'feature', snapshot.deletionFacts);
    expect(sent).toEqual([]);
    // The same facts the read after the merge gives.
    expect(facts).toEqual(await loadBranchDeletionFacts(octokit, repo, 'feature'));
    // Ref.rules refused to the token (E109, assumed readable): the rulesets alone are read over REST.
    emu.state.refRulesUnreadable = 'forbidden';
    const unread = await firstRead(octokit, 'feature');
    expect(unread.deletionFacts).toEqual({ defaultBranch: 'main', openPullsBasedOnIt: 1, protectedAgainstDeletion: true });
    sent.length = 0;
    expect(await loadBranchDeletionFacts(octokit, repo, 'feature', unread.deletionFacts)).toEqual(facts);
    expect(sent).toEqual(['GET /repos/{owner}/{repo}/rules/branches/{branch}']);
  });

  it('are read after the merge, as before, when the event does not name the head (a comment) or names another', async () => {
    const { octokit, sent } = recordingClient(world.tokens.actions, emu.apiUrl);
    for (const named of [undefined, 'other-branch']) {
      const snapshot = await firstRead(octokit, named);
      expect(snapshot.deletionFacts).toEqual({ protectedAgainstDeletion: false, rulesetRestrictsDeletion: false });
      sent.length = 0;
      expect(await loadBranchDeletionFacts(octokit, repo, 'feature', snapshot.deletionFacts)).toEqual({ defaultBranch: 'main', openPullsBasedOnIt: 0, protectedAgainstDeletion: false, rulesetRestrictsDeletion: false });
      expect(sent).toEqual(['graphql TendBranchDeletionFacts']);
    }
    // A snapshot read again later (PULL_SNAPSHOT) knows the head's protection and rulesets only.
    expect((await loadPullSnapshot(octokit, repo, pr.number)).deletionFacts).toEqual({ protectedAgainstDeletion: false, rulesetRestrictsDeletion: false });
  });

  it('take the head from the event only for that pull request (payloadHeadBranch)', () => {
    const head = (ref: string, number = pr.number) => ({ number, head: { ref } });
    expect(payloadHeadBranch({ pull_request: head('feature') }, pr.number)).toBe('feature');
    expect(payloadHeadBranch({ workflow_run: { pull_requests: [head('x', 99), head('feature')] } }, pr.number)).toBe('feature');
    expect(payloadHeadBranch({ check_suite: { pull_requests: [head('feature')] } }, pr.number)).toBe('feature');
    expect(payloadHeadBranch({ check_run: { check_suite: { pull_requests: [head('feature')] } } }, pr.number)).toBe('feature');
    expect(payloadHeadBranch({ workflow_run: { pull_requests: [head('x', 99)] } }, pr.number)).toBeUndefined();
    expect(payloadHeadBranch({ issue: { number: pr.number }, comment: { body: '/tend ship' } }, pr.number)).toBeUndefined();
  });
});
