// The rules of emulator/RULES.md that no other emulator test pinned: each test is named by the
// rule's id and drives the emulator through the real clients (octokit REST and GraphQL over HTTP),
// as tend would on github.com. One world for the whole file: the fixtures' repository, accounts
// (GITHUB_TOKEN's github-actions[bot] with its real id) and tokens.

import { join } from 'node:path';
import { GraphqlResponseError } from '@octokit/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECONDARY_RATE_LIMIT } from './faults.js';
import type { World } from './fixtures.js';
import { commitFiles, createBareRepository } from './git-seed.js';
import type { Emulator } from './server.js';
import type { Account, Issue, PullRequestData } from './state.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';
import { inputEnvironment } from './runner.js';
import { pullRequestReviewEvent } from './webhooks/pull-request-events.js';
import { failure } from '../test/support/test-world.js';

type Pull = Issue & { pull: PullRequestData };

let emu: Emulator;
let world: World;
/** maintainer (write), outsider (read), actions = GITHUB_TOKEN (write), admin, another CI app (write). */
let as: RulesWorld['as'];
let rules: RulesWorld;
let admin: Account;
const owner = 'acme';
const repo = 'widgets';

beforeAll(async () => {
  rules = await startRulesWorld();
  ({ emu, world, admin, as } = rules);
  // These rows read merge states once GitHub has computed them (E35, E36 force UNKNOWN themselves);
  // the window after a move (P7) is pinned by rules-github.test.ts › P7 and rules-conflicts.test.ts.
  emu.state.mergeabilityUnknownReads = 0;
});

afterAll(async () => {
  await emu?.stop();
});

/** A pull request on a fresh branch with one new file; the author is the maintainer. */
const openPull = (options: { draft?: boolean } = {}) => rules.openPull(options);

/** The errors of a GraphQL response that has some (octokit rejects with GraphqlResponseError). */
async function graphqlErrors(promise: Promise<unknown>): Promise<{ data: unknown; errors: Array<{ type?: string; path?: unknown[]; message: string }> }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphqlResponseError);
  const { data, errors } = error as GraphqlResponseError<unknown>;
  return { data, errors: (errors ?? []) as Array<{ type?: string; path?: unknown[]; message: string }> };
}

/** Runs `body` with `rule` as the classic protection of main, then removes it. */
async function withProtection(rule: { requiredStatusChecks?: string[]; requiredApprovingReviewCount?: number }, body: () => Promise<void>): Promise<void> {
  world.repo.protection.set('main', { requiredStatusChecks: rule.requiredStatusChecks ?? [], requiredApprovingReviewCount: rule.requiredApprovingReviewCount ?? 0, strict: false });
  try {
    await body();
  } finally {
    world.repo.protection.delete('main');
  }
}

describe('accounts and tokens', () => {
  it('P9: GITHUB_TOKEN acts as github-actions[bot] (id 41898282), a Bot, in what it writes', async () => {
    const issue = emu.state.createIssue(world.repo, { title: 'P9', author: world.accounts.maintainer });
    const { data } = await as.actions.rest.issues.createComment({ owner, repo, issue_number: issue.number, body: 'from a workflow' });
    expect(data.user).toMatchObject({ login: 'github-actions[bot]', id: 41898282, type: 'Bot' });
  });

  it('E5: GraphQL `viewer` of an installation token is the bot, login with [bot], while authors drop it', async () => {
    const issue = emu.state.createIssue(world.repo, { title: 'E5', author: world.accounts.maintainer });
    emu.state.addIssueComment(issue, world.accounts.actions, 'mine');
    const data = await as.actions.graphql<{ viewer: { login: string; databaseId: number }; repository: { issue: { comments: { nodes: Array<{ author: { login: string; __typename: string } }> } } } }>(
      `query($n: Int!) { viewer { login databaseId } repository(owner: "acme", name: "widgets") { issue(number: $n) { comments(first: 1) { nodes { author { login __typename } } } } } }`,
      { n: issue.number },
    );
    expect(data.viewer).toEqual({ login: 'github-actions[bot]', databaseId: 41898282 });
    expect(data.repository.issue.comments.nodes[0]!.author).toEqual({ login: 'github-actions', __typename: 'Bot' });
  });

  it('E3: a private repository does not exist for a token without access: REST 404, GraphQL NOT_FOUND', async () => {
    const bareDir = world.repo.bareDir.replace('widgets.git', 'vault.git');
    await createBareRepository(bareDir, { files: { 'a.txt': 'a\n' } });
    emu.state.addRepository({ owner, name: 'vault', bareDir, private: true });
    expect((await failure(as.outsider.rest.repos.get({ owner, repo: 'vault' }))).status).toBe(404);
    const hidden = await graphqlErrors(as.outsider.graphql(`{ repository(owner: "acme", name: "vault") { id } }`));
    expect(hidden.data).toEqual({ repository: null });
    expect(hidden.errors[0]).toMatchObject({ type: 'NOT_FOUND', message: "Could not resolve to a Repository with the name 'acme/vault'." });
  });
});

describe('collaborators', () => {
  type Listed = { repository: { collaborators: { edges: Array<{ permission: string; node: { login: string; databaseId: number } }> } | null } };
  const listed = (client: RulesWorld['as']['actions'], login: string) =>
    client.graphql<Listed>(`query($login: String!) { repository(owner: "acme", name: "widgets") { collaborators(login: $login, first: 1) { edges { permission node { login databaseId } } } } }`, { login });

  it('E205: collaborators(login:) lists one collaborator with its permission, the owner as ADMIN, nobody for a stranger; FORBIDDEN and null without push access', async () => {
    const maintainer = world.accounts.maintainer;
    expect((await listed(as.actions, maintainer.login)).repository.collaborators!.edges).toEqual([{ permission: 'WRITE', node: { login: maintainer.login, databaseId: maintainer.id } }]);
    expect((await listed(as.actions, admin.login)).repository.collaborators!.edges).toEqual([{ permission: 'ADMIN', node: { login: admin.login, databaseId: admin.id } }]);
    const stranger = emu.state.addAccount('e205-stranger');
    expect((await listed(as.actions, stranger.login)).repository.collaborators!.edges).toEqual([]);
    if (world.repo.owner.type === 'User') {
      expect((await listed(as.actions, world.repo.owner.login)).repository.collaborators!.edges).toEqual([{ permission: 'ADMIN', node: { login: world.repo.owner.login, databaseId: world.repo.owner.id } }]);
    }
    const refused = await graphqlErrors(listed(as.outsider, maintainer.login));
    expect(refused.data).toEqual({ repository: { collaborators: null } });
    expect(refused.errors[0]).toMatchObject({ type: 'FORBIDDEN', path: ['repository', 'collaborators'], message: 'Must have push access to view repository collaborators.' });
  });
});

describe('rate limits, pagination and failures', () => {
  it('E8: every REST response carries the x-ratelimit-limit, -remaining and -reset headers', async () => {
    const { headers } = await as.outsider.rest.repos.get({ owner, repo });
    expect(Number(headers['x-ratelimit-limit'])).toBeGreaterThan(0);
    expect(Number(headers['x-ratelimit-remaining'])).toBeGreaterThanOrEqual(0);
    expect(Number(headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
  });

  it('E10: a secondary rate limit answers 403 with its message and a retry-after header', async () => {
    emu.faults.inject({ kind: 'rest', method: 'GET', path: '/repos/acme/widgets', response: SECONDARY_RATE_LIMIT, times: 1 });
    const limited = await as.outsider.rest.repos.get({ owner, repo }).then(
      () => null,
      (e: { status: number; response: { headers: Record<string, string>; data: { message: string } } }) => e,
    );
    expect(limited?.status).toBe(403);
    expect(limited?.response.data.message).toMatch(/secondary rate limit/);
    expect(limited?.response.headers['retry-after']).toBe('1');
    expect((await as.outsider.rest.repos.get({ owner, repo })).status).toBe(200);
  });

  it('E12: REST pages hold 30 items by default and never more than 100, whatever per_page asks', async () => {
    const issue = emu.state.createIssue(world.repo, { title: 'E12', author: world.accounts.maintainer });
    for (let i = 0; i < 130; i++) emu.state.addIssueComment(issue, world.accounts.maintainer, `c${i}`);
    const plain = await as.outsider.rest.issues.listComments({ owner, repo, issue_number: issue.number });
    expect(plain.data).toHaveLength(30);
    const greedy = await as.outsider.rest.issues.listComments({ owner, repo, issue_number: issue.number, per_page: 500 });
    expect(greedy.data).toHaveLength(100);
    expect(greedy.headers.link).toContain('rel="next"');
  });
});

describe('comments, issues and labels', () => {
  it('L1: a body over 65,536 characters is refused: REST edit and review reply 422, GraphQL addComment UNPROCESSABLE', async () => {
    const tooLong = 'x'.repeat(65537);
    const issue = emu.state.createIssue(world.repo, { title: 'L1', author: world.accounts.maintainer });
    const comment = emu.state.addIssueComment(issue, world.accounts.actions, 'short');
    const edit = await failure(as.actions.rest.issues.updateComment({ owner, repo, comment_id: comment.id, body: tooLong }));
    expect(edit).toMatchObject({ status: 422, data: { message: 'Validation Failed', errors: [{ field: 'body', code: 'custom', message: 'body is too long (maximum is 65536 characters)' }] } });

    const { pr } = await openPull();
    const thread = emu.state.addThread(pr, { author: world.accounts.coderabbit, path: 'README.md', line: 1, body: 'nit', commitOid: emu.state.headOid(world.repo, pr) });
    const reply = await failure(as.actions.rest.pulls.createReplyForReviewComment({ owner, repo, pull_number: pr.number, comment_id: thread.comments[0]!.id, body: tooLong }));
    expect(reply.status).toBe(422);

    const added = await graphqlErrors(as.actions.graphql(`mutation($id: ID!, $body: String!) { addComment(input: { subjectId: $id, body: $body }) { clientMutationId } }`, { id: issue.nodeId, body: tooLong }));
    expect(added.errors[0]).toMatchObject({ type: 'UNPROCESSABLE', path: ['addComment'], message: 'Body is too long (maximum is 65536 characters)' });
    expect(issue.comments.map((c) => c.body)).toEqual(['short']);
    expect(thread.comments).toHaveLength(1);
  });

  it('E21: an issue title over 256 characters is refused with 422 on the title field', async () => {
    const refused = await failure(as.actions.rest.issues.create({ owner, repo, title: 't'.repeat(257) }));
    expect(refused).toMatchObject({ status: 422, data: { message: 'Validation Failed', errors: [{ resource: 'Issue', field: 'title', code: 'custom' }] } });
  });

  it('E22: the issues list holds pull requests too, each marked by a pull_request key', async () => {
    const { pr } = await openPull();
    const listed = await as.outsider.paginate(as.outsider.rest.issues.listForRepo, { owner, repo, per_page: 100 });
    const asIssue = listed.find((i) => i.number === pr.number);
    expect(asIssue?.pull_request?.url).toBe(`${emu.apiUrl}/repos/acme/widgets/pulls/${pr.number}`);
    const plain = listed.find((i) => !i.pull_request);
    expect(plain).toBeDefined();
  });

  it('E203: lastEditedAt is null until the body is edited, then the edit’s time; a title change is a RenamedTitleEvent and leaves it', async () => {
    const issue = emu.state.createIssue(world.repo, { title: 'E203', body: 'first', author: world.accounts.maintainer });
    const { pr } = await openPull();
    const read = async (number: number) =>
      (
        await as.outsider.graphql<{ repository: { issueOrPullRequest: { lastEditedAt: string | null; timelineItems: { nodes: Array<{ __typename: string; createdAt: string; previousTitle: string; currentTitle: string; actor: { login: string } | null }> } } } }>(
          `query($n: Int!) { repository(owner: "acme", name: "widgets") { issueOrPullRequest(number: $n) {
            ... on Issue { lastEditedAt timelineItems(itemTypes: [RENAMED_TITLE_EVENT], last: 5) { nodes { __typename ... on RenamedTitleEvent { createdAt previousTitle currentTitle actor { login } } } } }
            ... on PullRequest { lastEditedAt timelineItems(itemTypes: [RENAMED_TITLE_EVENT], last: 5) { nodes { __typename ... on RenamedTitleEvent { createdAt previousTitle currentTitle actor { login } } } } } } } }`,
          { n: number },
        )
      ).repository.issueOrPullRequest;
    expect(await read(issue.number)).toEqual({ lastEditedAt: null, timelineItems: { nodes: [] } });

    await as.maintainer.rest.issues.update({ owner, repo, issue_number: issue.number, title: 'E203 renamed' });
    const renamed = await read(issue.number);
    expect(renamed.lastEditedAt).toBeNull();
    expect(renamed.timelineItems.nodes).toEqual([{ __typename: 'RenamedTitleEvent', createdAt: expect.any(String), previousTitle: 'E203', currentTitle: 'E203 renamed', actor: { login: world.accounts.maintainer.login } }]);

    const { data } = await as.maintainer.rest.issues.update({ owner, repo, issue_number: issue.number, body: 'second' });
    expect((await read(issue.number)).lastEditedAt).toBe(data.updated_at);
    await as.maintainer.rest.pulls.update({ owner, repo, pull_number: pr.number, body: 'edited description' });
    expect((await read(pr.number)).lastEditedAt).not.toBeNull();
  });
});

describe('merging', () => {
  it('E29: a draft answers 405 "Pull Request is still a draft"; a conflicting one 405 "Pull Request is not mergeable"', async () => {
    const { pr: draft, head } = await openPull({ draft: true });
    const refused = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: draft.number, sha: head }));
    expect(refused).toMatchObject({ status: 405, data: { message: 'Pull Request is still a draft' } });

    const { pr: conflicting, head: conflictHead } = await openPull();
    conflicting.pull.mergeable = 'CONFLICTING';
    const dirty = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: conflicting.number, sha: conflictHead }));
    expect(dirty).toMatchObject({ status: 405, data: { message: 'Pull Request is not mergeable' } });
    expect(conflicting.pull.merged).toBe(false);
  });

  it('E31: with required approvals missing the merge answers 405 "At least 1 approving review is required by reviewers with write access."', async () => {
    const { pr, head } = await openPull();
    await withProtection({ requiredApprovingReviewCount: 1 }, async () => {
      const refused = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }));
      expect(refused).toMatchObject({ status: 405, data: { message: 'At least 1 approving review is required by reviewers with write access.' } });
      emu.state.addReview(world.repo, pr, { author: world.accounts.maintainer, state: 'APPROVED' });
      const merged = await as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head });
      expect(merged.data.merged).toBe(true);
    });
  });

  it('E32: a merge method the repository does not allow answers 405', async () => {
    const { pr, head } = await openPull();
    world.repo.allowedMergeMethods = ['squash'];
    try {
      const refused = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head, merge_method: 'merge' }));
      expect(refused.status).toBe(405);
      expect(pr.pull.merged).toBe(false);
    } finally {
      world.repo.allowedMergeMethods = ['merge', 'squash', 'rebase'];
    }
  });

  it('E33: a required check passes when its latest run is success, neutral or skipped, or its status is success', async () => {
    const { pr, head } = await openPull();
    await withProtection({ requiredStatusChecks: ['lint', 'docs', 'deploy'] }, async () => {
      emu.state.addCheckRun(world.repo, { name: 'lint', headSha: head, conclusion: 'skipped', app: world.accounts.actions });
      emu.state.addCheckRun(world.repo, { name: 'docs', headSha: head, conclusion: 'neutral', app: world.accounts.actions });
      emu.state.addStatus(world.repo, { sha: head, context: 'deploy', state: 'pending', creator: world.accounts.actions });
      const waiting = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }));
      expect(waiting).toMatchObject({ status: 405, data: { message: 'Required status check "deploy" is expected.' } });
      emu.state.addStatus(world.repo, { sha: head, context: 'deploy', state: 'success', creator: world.accounts.actions });
      const merged = await as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head });
      expect(merged.data.merged).toBe(true);
    });
  });

  it('E35, E36, P7: merge states: REST mergeable_state dirty/draft/unstable/unknown and GraphQL mergeStateStatus DIRTY/DRAFT/UNSTABLE/UNKNOWN', async () => {
    const { pr: dirty } = await openPull();
    dirty.pull.mergeable = 'CONFLICTING';
    const { pr: draft } = await openPull({ draft: true });
    const { pr: unstable, head: unstableHead } = await openPull();
    emu.state.addCheckRun(world.repo, { name: 'flaky', headSha: unstableHead, status: 'in_progress', app: world.accounts.actions });
    const { pr: unknown } = await openPull();
    unknown.pull.mergeable = 'UNKNOWN';

    const rest = async (pr: Pull) => {
      const { data } = await as.outsider.rest.pulls.get({ owner, repo, pull_number: pr.number });
      return [data.mergeable, data.mergeable_state];
    };
    expect(await rest(dirty)).toEqual([false, 'dirty']);
    expect(await rest(draft)).toEqual([true, 'draft']);
    expect(await rest(unstable)).toEqual([true, 'unstable']);
    expect(await rest(unknown)).toEqual([null, 'unknown']);

    const graphql = async (pr: Pull) => {
      const data = await as.outsider.graphql<{ repository: { pullRequest: { mergeable: string; mergeStateStatus: string } } }>(
        `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) { mergeable mergeStateStatus } } }`,
        { n: pr.number },
      );
      return data.repository.pullRequest;
    };
    expect(await graphql(dirty)).toEqual({ mergeable: 'CONFLICTING', mergeStateStatus: 'DIRTY' });
    expect(await graphql(draft)).toEqual({ mergeable: 'MERGEABLE', mergeStateStatus: 'DRAFT' });
    expect(await graphql(unstable)).toEqual({ mergeable: 'MERGEABLE', mergeStateStatus: 'UNSTABLE' });
    expect(await graphql(unknown)).toEqual({ mergeable: 'UNKNOWN', mergeStateStatus: 'UNKNOWN' });
  });

  it('E38: with "automatically delete head branches" on, a merge deletes the head branch', async () => {
    const { pr, head } = await openPull();
    world.repo.deleteBranchOnMerge = true;
    try {
      expect((await as.outsider.rest.repos.get({ owner, repo })).data.delete_branch_on_merge).toBe(true);
      await as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head });
      expect(emu.state.refOid(world.repo, pr.pull.headRef)).toBeNull();
      const gone = await failure(as.actions.rest.git.deleteRef({ owner, repo, ref: `heads/${pr.pull.headRef}` }));
      expect(gone).toMatchObject({ status: 422, data: { message: 'Reference does not exist' } });
    } finally {
      world.repo.deleteBranchOnMerge = false;
    }
  });

  it('P4: enablePullRequestAutoMerge refuses a stale expectedHeadOid, a repository without auto-merge, and an UNSTABLE pull request', async () => {
    const { pr, head } = await openPull();
    const enable = `mutation($id: ID!, $oid: GitObjectID) { enablePullRequestAutoMerge(input: { pullRequestId: $id, mergeMethod: SQUASH, expectedHeadOid: $oid }) { clientMutationId } }`;
    await withProtection({ requiredStatusChecks: ['build'] }, async () => {
      const stale = await graphqlErrors(as.actions.graphql(enable, { id: pr.nodeId, oid: '1'.repeat(40) }));
      expect(stale.errors[0]).toMatchObject({ type: 'UNPROCESSABLE', message: 'Head branch was modified. Review and try the merge again.' });
      world.repo.allowAutoMerge = false;
      try {
        const off = await graphqlErrors(as.actions.graphql(enable, { id: pr.nodeId, oid: head }));
        expect(off.errors[0]).toMatchObject({ type: 'UNPROCESSABLE', message: 'Pull request Auto merge is not allowed for this repository' });
      } finally {
        delete world.repo.allowAutoMerge;
      }
      expect(pr.pull.autoMergeMethod).toBeNull();
    });
    emu.state.addCheckRun(world.repo, { name: 'lint', headSha: head, conclusion: 'failure', app: world.accounts.actions });
    const unstable = await graphqlErrors(as.actions.graphql(enable, { id: pr.nodeId, oid: head }));
    expect(unstable.errors[0]).toMatchObject({ type: 'UNPROCESSABLE', message: 'Pull request Pull request is in unstable status' });
  });
});

describe('review threads', () => {
  it('P3: resolvedBy names who resolved a thread; then viewerCanResolve is false and viewerCanUnresolve true', async () => {
    const { pr } = await openPull();
    const thread = emu.state.addThread(pr, { author: world.accounts.coderabbit, path: 'README.md', line: 1, body: 'nit', commitOid: emu.state.headOid(world.repo, pr) });
    const data = await as.actions.graphql<{ resolveReviewThread: { thread: { isResolved: boolean; viewerCanResolve: boolean; viewerCanUnresolve: boolean; resolvedBy: { login: string } } } }>(
      `mutation($id: ID!) { resolveReviewThread(input: { threadId: $id }) { thread { isResolved viewerCanResolve viewerCanUnresolve resolvedBy { login } } } }`,
      { id: thread.nodeId },
    );
    expect(data.resolveReviewThread.thread).toEqual({ isResolved: true, viewerCanResolve: false, viewerCanUnresolve: true, resolvedBy: { login: 'github-actions' } });
  });

  it('E41: a thread reply without a pending review is filed under a new COMMENTED review by the replier', async () => {
    const { pr } = await openPull();
    const thread = emu.state.addThread(pr, { author: world.accounts.coderabbit, path: 'README.md', line: 1, body: 'why?', commitOid: emu.state.headOid(world.repo, pr) });
    const data = await as.actions.graphql<{ addPullRequestReviewThreadReply: { comment: { pullRequestReview: { state: string; author: { login: string } } } } }>(
      `mutation($id: ID!) { addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $id, body: "Because." }) { comment { pullRequestReview { state author { login } } } } }`,
      { id: thread.nodeId },
    );
    expect(data.addPullRequestReviewThreadReply.comment.pullRequestReview).toEqual({ state: 'COMMENTED', author: { login: 'github-actions' } });
  });

  it('E44: deleting a review comment answers 204 and the comment is gone; a read-only token gets 403', async () => {
    const { pr } = await openPull();
    const thread = emu.state.addThread(pr, { author: world.accounts.actions, path: 'README.md', line: 1, body: 'mine', commitOid: emu.state.headOid(world.repo, pr) });
    const id = thread.comments[0]!.id;
    expect((await failure(as.outsider.request('DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}', { owner, repo, comment_id: id }))).status).toBe(403);
    const deleted = await as.actions.request('DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}', { owner, repo, comment_id: id });
    expect(deleted.status).toBe(204);
    expect((await failure(as.outsider.rest.pulls.getReviewComment({ owner, repo, comment_id: id }))).status).toBe(404);
  });
});

describe('checks and statuses', () => {
  it('E46: check run conclusions: all seven REST values are accepted, a conclusion completes the run, and GraphQL shows them upper-case', async () => {
    const { pr, head } = await openPull();
    const conclusions = ['action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'timed_out'] as const;
    for (const conclusion of conclusions) {
      const { data } = await as.actions.rest.checks.create({ owner, repo, name: `c-${conclusion}`, head_sha: head, conclusion });
      expect([data.status, data.conclusion]).toEqual(['completed', conclusion]);
    }
    const data = await as.outsider.graphql<{ repository: { pullRequest: { commits: { nodes: Array<{ commit: { statusCheckRollup: { contexts: { nodes: Array<{ name: string; conclusion: string }> } } } }> } } } }>(
      `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) { commits(last: 1) { nodes { commit { statusCheckRollup { contexts(first: 20) { nodes { ... on CheckRun { name conclusion } } } } } } } } } }`,
      { n: pr.number },
    );
    const shown = data.repository.pullRequest.commits.nodes[0]!.commit.statusCheckRollup.contexts.nodes.map((c) => c.conclusion);
    expect(shown).toEqual(conclusions.map((c) => c.toUpperCase()));
  });

  it('E46, E47: completing a check run needs a conclusion (422), and only the app that created it may update it (403)', async () => {
    const sha = emu.state.refOid(world.repo, 'main')!;
    const missing = await failure(as.actions.rest.checks.create({ owner, repo, name: 'build', head_sha: sha, status: 'completed' }));
    expect(missing).toMatchObject({ status: 422, data: { errors: [{ field: 'conclusion', code: 'missing_field' }] } });
    const { data: run } = await as.actions.rest.checks.create({ owner, repo, name: 'build', head_sha: sha, status: 'in_progress' });
    const other = await failure(as.ciApp.rest.checks.update({ owner, repo, check_run_id: run.id, conclusion: 'success' }));
    expect(other).toMatchObject({ status: 403, data: { message: `Invalid app_id \`${run.app!.id}\` - check run can only be modified by the GitHub App that created it.` } });
    expect((await as.outsider.rest.checks.get({ owner, repo, check_run_id: run.id })).data.status).toBe('in_progress');
  });

  it('P1: refUpdateRule is readable without admin access, null on an unprotected branch, and lists the required contexts', async () => {
    const query = `{ repository(owner: "acme", name: "widgets") { ref(qualifiedName: "refs/heads/main") { refUpdateRule { requiredStatusCheckContexts requiredApprovingReviewCount } } } }`;
    type RefRule = { repository: { ref: { refUpdateRule: { requiredStatusCheckContexts: string[]; requiredApprovingReviewCount: number } | null } } };
    expect((await as.outsider.graphql<RefRule>(query)).repository.ref.refUpdateRule).toBeNull();
    await withProtection({ requiredStatusChecks: ['build'], requiredApprovingReviewCount: 1 }, async () => {
      expect((await as.outsider.graphql<RefRule>(query)).repository.ref.refUpdateRule).toEqual({ requiredStatusCheckContexts: ['build'], requiredApprovingReviewCount: 1 });
    });
  });
});

describe('refs, dispatches and git', () => {
  it('E52: GraphQL deleteRef deletes a branch, refuses the default branch (UNPROCESSABLE) and a read-only viewer (FORBIDDEN)', async () => {
    await commitFiles(world.repo.bareDir, { branch: 'doomed', from: 'main', files: { 'd.txt': 'd\n' }, message: 'doomed' });
    type Refs = { repository: { doomed: { id: string } | null; main: { id: string } } };
    const refs = await as.actions.graphql<Refs>(`{ repository(owner: "acme", name: "widgets") { doomed: ref(qualifiedName: "refs/heads/doomed") { id } main: ref(qualifiedName: "refs/heads/main") { id } } }`);
    const remove = `mutation($id: ID!) { deleteRef(input: { refId: $id }) { clientMutationId } }`;

    const denied = await graphqlErrors(as.outsider.graphql(remove, { id: refs.repository.doomed!.id }));
    expect(denied.errors[0]).toMatchObject({ type: 'FORBIDDEN', message: 'Resource not accessible by integration' });
    const defaultBranch = await graphqlErrors(as.actions.graphql(remove, { id: refs.repository.main.id }));
    expect(defaultBranch.errors[0]).toMatchObject({ type: 'UNPROCESSABLE', path: ['deleteRef'] });
    expect(emu.state.refOid(world.repo, 'main')).not.toBeNull();

    await as.actions.graphql(remove, { id: refs.repository.doomed!.id });
    expect(emu.state.refOid(world.repo, 'doomed')).toBeNull();
  });

  it('L4: repository_dispatch takes a 100-character event_type and 10 keys, and refuses a client_payload of 64 KB or more', async () => {
    const tenKeys = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, i]));
    const ok = await as.actions.rest.repos.createDispatchEvent({ owner, repo, event_type: 'e'.repeat(100), client_payload: tenKeys });
    expect(ok.status).toBe(204);
    const big = await failure(as.actions.rest.repos.createDispatchEvent({ owner, repo, event_type: 'big', client_payload: { blob: 'x'.repeat(64 * 1024) } }));
    expect(big).toMatchObject({ status: 422, data: { message: 'Validation Failed', errors: [{ field: 'client_payload' }] } });
    expect(world.repo.dispatches.map((d) => d.eventType)).toEqual(['e'.repeat(100)]);
  });

  it('E59: workflow_dispatch refuses more than 25 inputs with 422', async () => {
    await commitFiles(world.repo.bareDir, { branch: 'main', files: { '.github/workflows/manual.yml': 'on:\n  workflow_dispatch:\njobs: {}\n' }, message: 'manual workflow' });
    const inputs = Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`i${i}`, String(i)]));
    const refused = await failure(as.actions.rest.actions.createWorkflowDispatch({ owner, repo, workflow_id: 'manual.yml', ref: 'main', inputs }));
    expect(refused).toMatchObject({ status: 422, data: { errors: [{ field: 'inputs' }] } });
    expect(world.repo.workflowDispatches).toHaveLength(0);
  });

  it("E58: a fork's pull request head is served as refs/pull/N/head, and the branch is not in the base repository", async () => {
    const { pr, head } = await openPull();
    emu.state.moveHeadToFork(world.repo, pr, 'mallory/widgets');
    const response = await fetch(`${emu.cloneUrl(owner, repo)}/info/refs?service=git-upload-pack`, {
      headers: { authorization: `Basic ${Buffer.from(`x-access-token:${world.tokens.outsider}`).toString('base64')}` },
    });
    const advertised = await response.text();
    expect(response.status).toBe(200);
    expect(advertised).toContain(`${head} refs/pull/${pr.number}/head`);
    expect(advertised).not.toContain(`refs/heads/${pr.pull.headRef}`);
    const data = await as.outsider.graphql<{ repository: { pullRequest: { headRefOid: string; isCrossRepository: boolean } } }>(
      `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) { headRefOid isCrossRepository } } }`,
      { n: pr.number },
    );
    expect(data.repository.pullRequest).toEqual({ headRefOid: head, isCrossRepository: true });
  });
});

describe('labels a run reads from a review payload and writes in a mutation (issue #29)', () => {
  it("E206: a pull_request_review payload carries the pull request's labels as the repository holds them when it is built", async () => {
    const { pr } = await openPull();
    emu.state.addLabel(world.repo, pr, 'tend:awaits coderabbitai[bot]', world.accounts.maintainer);
    const { review } = emu.state.addReview(world.repo, pr, { author: world.accounts.gemini, body: 'LGTM' });
    const payload = pullRequestReviewEvent(emu.state, world.repo, pr, review, 'submitted') as unknown as { pull_request: { labels: Array<{ name: string }> }; review: { user: { login: string }; state: string } };
    expect(payload.pull_request.labels.map((l) => l.name)).toEqual(['tend:awaits coderabbitai[bot]']);
    expect(payload.review).toMatchObject({ user: { login: 'gemini-code-assist[bot]' }, state: 'commented' });
  });

  it('E207: creating a repository label answers 201 with its node_id; its name taken (any case) answers 422 already_exists', async () => {
    const created = await as.actions.rest.issues.createLabel({ owner, repo, name: 'tend:awaits claude[bot]', color: 'ededed', description: 'tend waits for this review bot' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'tend:awaits claude[bot]', color: 'ededed', node_id: expect.any(String) });
    const again = await failure(as.actions.rest.issues.createLabel({ owner, repo, name: 'TEND:AWAITS CLAUDE[BOT]' }));
    expect(again).toMatchObject({ status: 422, data: { errors: [{ resource: 'Label', code: 'already_exists' }] } });
  });

  it('E209: labels(query:) lists the labels whose name holds the text, case aside, and not the others', async () => {
    emu.state.ensureLabel(world.repo, 'tend:awaits gemini-code-assist[bot]');
    emu.state.ensureLabel(world.repo, 'Awaits-Triage');
    emu.state.ensureLabel(world.repo, 'tend:active');
    const data = await as.actions.graphql<{ repository: { labels: { nodes: Array<{ name: string }> } } }>(
      `query($q: String!) { repository(owner: "acme", name: "widgets") { labels(query: $q, first: 50) { nodes { name } } } }`,
      { q: 'awaits' },
    );
    const names = data.repository.labels.nodes.map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['tend:awaits gemini-code-assist[bot]', 'Awaits-Triage']));
    expect(names).not.toContain('tend:active');
  });

  it("E208: a mutation field's payload reads the pull request after the write, with a review submitted just before the request", async () => {
    const { pr } = await openPull();
    const label = emu.state.addLabel(world.repo, pr, 'tend:awaits sourcery-ai[bot]', world.accounts.maintainer);
    const approval = emu.state.addReview(world.repo, pr, { author: admin, state: 'APPROVED', body: 'ok' }).review;
    const data = await as.actions.graphql<{ label: { labelable: { labels: { nodes: Array<{ name: string }> }; reviews: { nodes: Array<{ id: string }> } } } }>(
      `mutation($id: ID!, $labels: [ID!]!) { label: removeLabelsFromLabelable(input: { labelableId: $id, labelIds: $labels }) { labelable { ... on PullRequest { labels(first: 10) { nodes { name } } reviews(last: 20) { nodes { id } } } } } }`,
      { id: pr.nodeId, labels: [label.nodeId] },
    );
    expect(data.label.labelable.labels.nodes).toEqual([]);
    expect(data.label.labelable.reviews.nodes.map((r) => r.id)).toContain(approval.nodeId);
  });
});

describe('the runner passes inputs', () => {
  it('E204: an input action.yml does not declare is passed as INPUT_<NAME> beside the declared inputs and their defaults', async () => {
    const env = await inputEnvironment(join(import.meta.dirname, '..'), { merge: 'off', 'dry-run': 'true' }, 'ghs_runnerToken');
    expect(env).toMatchObject({ INPUT_MERGE: 'off', 'INPUT_DRY-RUN': 'true', 'INPUT_GITHUB-TOKEN': 'ghs_runnerToken', 'INPUT_CONFIG-PATH': '.github/tend.yml' });
  });
});
