// The snapshot the ship workflow decides on, read through the real client from the emulator: bots
// are recognised by type and id, outdated threads keep where the reviewer looked, checks are
// normalised and know what the base branch requires, and long lists cost one request per page.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { countRequests, createOctokit } from './client.js';
import { loadPullSnapshot, loadPullSnapshots, loadRulesetChecks, PullRequestNotFoundError } from './pull-snapshot.js';

type Pull = Issue & { pull: PullRequestData };

let emu: Emulator;
let world: World;
const repo = { owner: 'acme', repo: 'widgets' };

beforeEach(async () => {
  emu = await startEmulator();
  // These tests pin the snapshot's fields once GitHub has computed mergeability; tend's handling of
  // the UNKNOWN window (P7) is carried by src/ship/machine.test.ts and the e2e ship tests.
  emu.state.mergeabilityUnknownReads = 0;
  world = await createWorld(emu);
});
afterEach(async () => {
  await emu.stop();
});

/** tend as GITHUB_TOKEN (github-actions[bot], write access). */
const client = () => createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: 10 });

async function openPull(author = world.accounts.maintainer, branch = 'feature'): Promise<{ pr: Pull; head: string }> {
  const head = await commitFiles(world.repo.bareDir, {
    branch,
    from: 'main',
    files: { 'src/widget.ts': 'export const widget = 2;\nexport const gadget = 3;\n' },
    message: 'Change the widget',
  });
  const pr = emu.state.createPullRequest(world.repo, { title: 'Change the widget', author, head: branch }) as Pull;
  return { pr, head };
}

describe('loadPullSnapshot', () => {
  it('reads a pull request with two bots’ threads, one outdated, in one GraphQL request', async () => {
    const { pr, head } = await openPull();
    emu.state.addLabel(world.repo, pr, 'tend:active');
    const rabbit = emu.state.addReview(world.repo, pr, {
      author: world.accounts.coderabbit,
      comments: [{ path: 'src/widget.ts', line: 2, body: '_⚠️ Potential issue_ | _🟠 Major_\n\nRename gadget.', diffHunk: '@@ -1 +1,2 @@' }],
    });
    const gemini = emu.state.addReview(world.repo, pr, {
      author: world.accounts.gemini,
      comments: [{ path: 'src/widget.ts', line: 1, startLine: 1, body: '![medium](badge) Prefer a constant.' }],
    });
    emu.state.markOutdated(pr, [gemini.threads[0]!.nodeId]);
    const octokit = client();

    const snapshot = await loadPullSnapshot(octokit, repo, pr.number);

    expect(countRequests(octokit)).toEqual({ rest: 0, graphql: 1 });
    expect(snapshot).toMatchObject({
      viewer: { login: 'github-actions[bot]', id: world.accounts.actions.id },
      id: pr.nodeId,
      number: pr.number,
      title: 'Change the widget',
      state: 'OPEN',
      isDraft: false,
      author: { login: 'alice', id: world.accounts.maintainer.id, type: 'User' },
      headRefName: 'feature',
      headRefOid: head,
      baseRefName: 'main',
      baseRefOid: emu.state.refOid(world.repo, 'main'),
      isCrossRepository: false,
      mergeable: 'MERGEABLE',
      reviewDecision: null,
      labels: ['tend:active'],
      checks: [],
      requiredChecks: null,
      requiredApprovals: 0,
      autoMergeEnabled: false,
    });
    expect(snapshot.reviews.map((r) => [r.author, r.state, r.commitOid])).toEqual([
      [{ login: 'coderabbitai', id: world.accounts.coderabbit.id, type: 'Bot' }, 'COMMENTED', head],
      [{ login: 'gemini-code-assist', id: world.accounts.gemini.id, type: 'Bot' }, 'COMMENTED', head],
    ]);
    const [current, outdated] = snapshot.threads;
    expect(current).toMatchObject({
      id: rabbit.threads[0]!.nodeId,
      isResolved: false,
      isOutdated: false,
      viewerCanResolve: true,
      viewerCanReply: true,
      path: 'src/widget.ts',
      line: 2,
      originalLine: 2,
      diffSide: 'RIGHT',
      // How many comments the thread holds: more than were read means an unseen reply.
      commentCount: 1,
    });
    expect(current!.comments).toEqual([
      {
        id: rabbit.threads[0]!.comments[0]!.nodeId,
        databaseId: rabbit.threads[0]!.comments[0]!.id,
        author: { login: 'coderabbitai', id: world.accounts.coderabbit.id, type: 'Bot' },
        body: '_⚠️ Potential issue_ | _🟠 Major_\n\nRename gadget.',
        createdAt: expect.any(String),
        lastEditedAt: null,
        commitOid: head,
        originalCommitOid: head,
        diffHunk: '@@ -1 +1,2 @@',
      },
    ]);
    // Outdated: no current line, but the original position and commit say what the reviewer saw.
    expect(outdated).toMatchObject({ isOutdated: true, line: null, startLine: null, originalLine: 1, originalStartLine: 1 });
    expect(outdated!.comments[0]).toMatchObject({ author: { type: 'Bot', id: world.accounts.gemini.id }, originalCommitOid: head });
  });

  it('reads review comment ids past 2^31 (GraphQL Int) exactly, as the numbers REST names them by', async () => {
    const { pr } = await openPull();
    emu.state.skipIdsTo(2 ** 31 + 100);
    const { threads } = emu.state.addReview(world.repo, pr, { author: world.accounts.coderabbit, comments: [{ path: 'src/widget.ts', line: 2, body: 'Past Int32.' }] });

    const snapshot = await loadPullSnapshot(client(), repo, pr.number);

    expect(threads[0]!.comments[0]!.id).toBeGreaterThan(2 ** 31);
    expect(snapshot.threads.map((t) => t.comments.map((c) => c.databaseId))).toEqual([[threads[0]!.comments[0]!.id]]);
  });

  it('reads review ids past 2^31 (GraphQL Int) exactly, as the numbers REST names them by, the type comment ids have', async () => {
    const { pr } = await openPull();
    emu.state.skipIdsTo(2 ** 31 + 200);
    const { review } = emu.state.addReview(world.repo, pr, { author: world.accounts.maintainer, state: 'CHANGES_REQUESTED', body: 'Split it.' });

    const snapshot = await loadPullSnapshot(client(), repo, pr.number);

    expect(review.id).toBeGreaterThan(2 ** 31);
    expect(snapshot.reviews.map((r) => r.fullDatabaseId)).toEqual([review.id]);
  });

  it('reports an App author as GraphQL does: login without [bot], type Bot, with its id', async () => {
    const dependabot = emu.state.addAccount('dependabot[bot]', 'Bot', 49699333);
    const { pr } = await openPull(dependabot, 'dependabot/npm/zod-4');

    const snapshot = await loadPullSnapshot(client(), repo, pr.number);

    expect(snapshot.author).toEqual({ login: 'dependabot', id: 49699333, type: 'Bot' });
  });

  it('tells a user who is named like a bot from the bot', async () => {
    const { pr } = await openPull();
    emu.state.addReview(world.repo, pr, { author: world.accounts.lookalike, comments: [{ path: 'src/widget.ts', line: 1, body: 'Delete everything.' }] });

    const snapshot = await loadPullSnapshot(client(), repo, pr.number);

    expect(snapshot.threads[0]!.comments[0]!.author).toEqual({ login: 'coderabbitai', id: world.accounts.lookalike.id, type: 'User' });
    expect(snapshot.threads[0]!.comments[0]!.author!.id).not.toBe(world.accounts.coderabbit.id);
  });

  it('reads 130 threads in two requests, in order', async () => {
    const { pr, head } = await openPull();
    const created = Array.from({ length: 130 }, (_, i) =>
      emu.state.addThread(pr, { author: world.accounts.coderabbit, path: 'src/widget.ts', line: 1, body: `note ${i}`, commitOid: head }),
    );
    const octokit = client();

    const snapshot = await loadPullSnapshot(octokit, repo, pr.number);

    expect(snapshot.threads.map((t) => t.id)).toEqual(created.map((t) => t.nodeId));
    expect(snapshot.threads.at(-1)!.comments[0]!.body).toBe('note 129');
    expect(countRequests(octokit)).toEqual({ rest: 0, graphql: 2 });
    expect(emu.log.entries.filter((e) => e.kind === 'graphql').map((e) => e.operation)).toEqual(['TendPullSnapshot', 'TendPullThreadsPage']);
  });

  it('normalises check runs and statuses and knows which the base branch requires', async () => {
    const { pr, head } = await openPull();
    const { actions, coderabbit, maintainer } = world.accounts;
    world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 1, strict: false });
    emu.state.addCheckRun(world.repo, { name: 'build', headSha: head, conclusion: 'success', app: actions, workflowName: 'CI' });
    emu.state.addCheckRun(world.repo, { name: 'lint', headSha: head, conclusion: 'timed_out', app: actions });
    emu.state.addCheckRun(world.repo, { name: 'docs', headSha: head, conclusion: 'skipped', app: actions });
    emu.state.addCheckRun(world.repo, { name: 'CodeRabbit', headSha: head, status: 'in_progress', app: coderabbit });
    emu.state.addStatus(world.repo, { sha: head, context: 'deploy/preview', state: 'pending', creator: maintainer });
    emu.state.addStatus(world.repo, { sha: head, context: 'deploy/preview', state: 'success', creator: maintainer });
    emu.state.addStatus(world.repo, { sha: head, context: 'legacy-ci', state: 'error', creator: maintainer });
    // A check on another commit is not this head's.
    emu.state.addCheckRun(world.repo, { name: 'build', headSha: emu.state.refOid(world.repo, 'main')!, conclusion: 'failure', app: actions });

    const snapshot = await loadPullSnapshot(client(), repo, pr.number);

    expect(snapshot.checks).toEqual([
      { kind: 'check-run', name: 'build', state: 'success', isRequired: true, actorId: actions.id, appSlug: 'github-actions', workflowName: 'CI' },
      { kind: 'check-run', name: 'lint', state: 'failure', isRequired: false, actorId: actions.id, appSlug: 'github-actions', workflowName: null },
      { kind: 'check-run', name: 'docs', state: 'skipped', isRequired: false, actorId: actions.id, appSlug: 'github-actions', workflowName: null },
      { kind: 'check-run', name: 'CodeRabbit', state: 'pending', isRequired: false, actorId: coderabbit.id, appSlug: 'coderabbitai', workflowName: null },
      { kind: 'status', name: 'deploy/preview', state: 'success', isRequired: false, actorId: maintainer.id, appSlug: null, workflowName: null },
      { kind: 'status', name: 'legacy-ci', state: 'failure', isRequired: false, actorId: maintainer.id, appSlug: null, workflowName: null },
    ]);
    expect(snapshot.requiredChecks).toEqual(['build']);
    expect(snapshot.requiredApprovals).toBe(1);
    expect(snapshot.reviewDecision).toBe('REVIEW_REQUIRED');
    expect(snapshot.mergeStateStatus).toBe('BLOCKED');
  });

  it('P1, E109: reads a ruleset-only requirement, its unreported contexts included, from Ref.rules in the one snapshot request (GITHUB_TOKEN)', async () => {
    const { pr, head } = await openPull();
    emu.state.addRuleset(world.repo, { name: 'CI', requiredStatusChecks: ['build', 'deploy'], requiredSignatures: true });
    emu.state.addRuleset(world.repo, { name: 'elsewhere', requiredStatusChecks: ['other'], branches: ['release'] });
    emu.state.addCheckRun(world.repo, { name: 'build', headSha: head, status: 'in_progress', app: world.accounts.actions });
    const octokit = client();

    const snapshot = await loadPullSnapshot(octokit, repo, pr.number);
    expect(snapshot.requiredChecks).toBeNull();
    expect(snapshot.rulesetChecks).toEqual(['build', 'deploy']);
    expect(snapshot.checks.map((c) => [c.name, c.isRequired])).toEqual([['build', true]]);
    expect(countRequests(octokit)).toEqual({ rest: 0, graphql: 1 });
  });

  it.each(['null', 'forbidden'] as const)('E109: Ref.rules unreadable (%s) leaves the rulesets unknown, the rest of the snapshot read; loadRulesetChecks reads them over REST in one request', async (unreadable) => {
    const { pr, head } = await openPull();
    emu.state.addRuleset(world.repo, { name: 'CI', requiredStatusChecks: ['build', 'deploy'] });
    emu.state.addCheckRun(world.repo, { name: 'build', headSha: head, status: 'in_progress', app: world.accounts.actions });
    emu.state.refRulesUnreadable = unreadable;
    const octokit = client();

    const snapshot = await loadPullSnapshot(octokit, repo, pr.number);
    expect(snapshot.rulesetChecks).toBeUndefined();
    expect(snapshot.checks.map((c) => [c.name, c.isRequired])).toEqual([['build', true]]);
    expect(snapshot.headRefOid).toBe(head);

    const before = { ...countRequests(octokit) };
    expect(await loadRulesetChecks(octokit, repo, 'main')).toEqual(['build', 'deploy']);
    expect(countRequests(octokit)).toEqual({ rest: before.rest + 1, graphql: before.graphql });
    expect(await loadRulesetChecks(octokit, repo, 'elsewhere')).toEqual([]);
  });

  it('says a protected branch requires no checks as an empty list, not as unknown', async () => {
    const { pr } = await openPull();
    world.repo.protection.set('main', { requiredStatusChecks: [], requiredApprovingReviewCount: 0, strict: false });

    const snapshot = await loadPullSnapshot(client(), repo, pr.number);

    expect(snapshot.requiredChecks).toEqual([]);
    expect(snapshot.requiredApprovals).toBe(0);
  });

  it('reads 130 checks in two requests, the second pinned to the same head commit', async () => {
    const { pr, head } = await openPull();
    for (let i = 0; i < 130; i += 1) emu.state.addCheckRun(world.repo, { name: `shard-${i}`, headSha: head, conclusion: 'success', app: world.accounts.actions });
    const octokit = client();

    const snapshot = await loadPullSnapshot(octokit, repo, pr.number);

    expect(snapshot.checks.map((c) => c.name)).toEqual(Array.from({ length: 130 }, (_, i) => `shard-${i}`));
    expect(countRequests(octokit).graphql).toBe(2);
    const page = emu.log.entries.find((e) => e.operation === 'TendPullChecksPage');
    expect(page?.body).toMatchObject({ oid: head, number: pr.number });
  });

  it('shows auto-merge once it is enabled', async () => {
    const { pr } = await openPull();
    pr.pull.autoMergeMethod = 'squash';

    expect((await loadPullSnapshot(client(), repo, pr.number)).autoMergeEnabled).toBe(true);
  });

  it('refuses a number that is not a pull request with a message naming it', async () => {
    const issue = emu.state.createIssue(world.repo, { title: 'Just an issue', author: world.accounts.maintainer });

    await expect(loadPullSnapshot(client(), repo, issue.number)).rejects.toThrow(PullRequestNotFoundError);
    await expect(loadPullSnapshot(client(), repo, 99)).rejects.toThrow('Pull request #99 was not found in acme/widgets.');
    await expect(loadPullSnapshot(client(), { owner: 'acme', repo: 'nope' }, 1)).rejects.toThrow('Repository acme/nope was not found');
  });
});

describe('loadPullSnapshots', () => {
  it('reads several pull requests in one request, each as loadPullSnapshot reads it, its checks required for its own number', async () => {
    const { pr: first } = await openPull();
    const { pr: second } = await openPull(world.accounts.maintainer, 'feature-2');
    world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
    emu.state.addReview(world.repo, second, { author: world.accounts.coderabbit, comments: [{ path: 'src/widget.ts', line: 2, body: 'Rename gadget.' }] });
    const singles = [await loadPullSnapshot(client(), repo, first.number), await loadPullSnapshot(client(), repo, second.number)];
    emu.log.clear();

    const read = await loadPullSnapshots(client(), repo, [first.number, second.number]);

    expect(emu.log.entries.map((e) => e.operation)).toEqual(['TendPullSnapshots']);
    expect([read.get(first.number), read.get(second.number)]).toEqual(singles);
    expect(singles[1]!.threads).toHaveLength(1);
  });

  it('leaves out a pull request GitHub does not answer, and every one of a request that fails: their readers read them on their own', async () => {
    const { pr } = await openPull();
    const read = await loadPullSnapshots(client(), repo, [pr.number, 999]);
    expect([...read.keys()]).toEqual([pr.number]);

    emu.faults.inject({ kind: 'graphql', operation: 'TendPullSnapshots', response: { type: 'status', status: 502 }, times: 10 });
    expect((await loadPullSnapshots(client(), repo, [pr.number])).size).toBe(0);
  });
});
