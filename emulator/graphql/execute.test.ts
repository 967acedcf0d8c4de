// The emulator's GraphQL endpoint driven by the real @octokit/graphql client over HTTP, against a
// real bare repository: what tend's GitHub adapter will see.

import { graphql, GraphqlResponseError } from '@octokit/graphql';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles, createBareRepository } from '../git-seed.js';
import { startEmulator, type Emulator } from '../server.js';
import type { Account, Issue, PullRequestData, Repository } from '../state.js';
import { graphqlOperations } from './execute.js';

type Pull = Issue & { pull: PullRequestData };

let emu: Emulator;
let repo: Repository;
let alice: Account; // maintainer (write)
let rita: Account; // read-only
let rabbit: Account; // review bot
let actions: Account; // CI app
let gql: typeof graphql; // as alice
let readOnly: typeof graphql; // as rita
let branchCount = 0;

interface ErrorJson {
  type?: string;
  path?: Array<string | number>;
  message: string;
  extensions?: Record<string, unknown>;
}

/** The rejection @octokit/graphql raises for a response with `errors`, unpacked. */
async function errorOf(promise: Promise<unknown>): Promise<{ errors: ErrorJson[]; data: unknown; response: { data?: unknown } }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphqlResponseError);
  const { errors, data, response } = error as GraphqlResponseError<unknown>;
  return { errors: (errors ?? []) as ErrorJson[], data, response };
}

/** A pull request on a fresh branch with one commit changing `src/a.ts`. */
async function openPull(title = 'Change a'): Promise<Pull> {
  const head = `feature-${++branchCount}`;
  await commitFiles(repo.bareDir, { branch: head, from: 'main', files: { [`src/f${branchCount}.ts`]: `export const n = ${branchCount};\n` }, message: title });
  return emu.state.createPullRequest(repo, { title, body: 'Body text', author: alice, head }) as Pull;
}

beforeAll(async () => {
  emu = await startEmulator();
  // These tests pin each field's value once GitHub has computed it; the UNKNOWN window after a
  // move (P7) is pinned by rules-github.test.ts › P7 and rules-conflicts.test.ts.
  emu.state.mergeabilityUnknownReads = 0;
  const bareDir = join(emu.root, 'acme', 'widgets.git');
  await createBareRepository(bareDir, { files: { 'README.md': '# widgets\n', 'src/a.ts': 'export const a = 1;\n' } });
  repo = emu.state.addRepository({ owner: 'acme', name: 'widgets', bareDir });
  alice = emu.state.addAccount('alice');
  rita = emu.state.addAccount('rita');
  rabbit = emu.state.addAccount('coderabbitai[bot]', 'Bot');
  actions = emu.state.addAccount('github-actions[bot]', 'Bot');
  emu.state.setPermission(repo, 'alice', 'write');
  emu.state.addToken('T', alice);
  emu.state.addToken('R', rita);
  gql = graphql.defaults({ baseUrl: emu.apiUrl, headers: { authorization: 'token T' } });
  readOnly = graphql.defaults({ baseUrl: emu.apiUrl, headers: { authorization: 'token R' } });
});

afterAll(async () => {
  await emu?.stop();
});

describe('validation against GitHub schema', () => {
  it('rejects a field GitHub does not have, with HTTP 200 and graphql-ruby wording', async () => {
    const error = await errorOf(gql(`query Probe { repository(owner: "acme", name: "widgets") { nope } }`));
    expect(error.errors).toEqual([
      expect.objectContaining({
        message: "Field 'nope' doesn't exist on type 'Repository'",
        path: ['query Probe', 'repository', 'nope'],
        extensions: expect.objectContaining({ code: 'undefinedField' }),
      }),
    ]);
    expect(error.response.data).toBeUndefined();
    expect(emu.log.entries.at(-1)).toMatchObject({ kind: 'graphql', status: 200, operation: 'Probe' });
  });

  it('requires first or last on a connection that selects nodes, and caps them at 100', async () => {
    const missing = await errorOf(gql(`{ repository(owner: "acme", name: "widgets") { pullRequests { nodes { number } } } }`));
    expect(missing.errors[0]).toMatchObject({
      type: 'MISSING_PAGINATION_BOUNDARIES',
      message: 'You must provide a `first` or `last` value to properly paginate the `pullRequests` connection.',
    });
    const excessive = await errorOf(
      gql(`query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequests(first: $n) { nodes { number } } } }`, { n: 101 }),
    );
    expect(excessive.errors[0]).toMatchObject({
      type: 'EXCESSIVE_PAGINATION',
      message: 'Requesting 101 records on the `pullRequests` connection exceeds the `first` limit of 100 records.',
    });
    // totalCount alone needs no bound, as on github.com.
    const counted = await gql<{ repository: { issues: { totalCount: number } } }>(
      `{ repository(owner: "acme", name: "widgets") { issues(states: OPEN) { totalCount } } }`,
    );
    expect(counted.repository.issues.totalCount).toBeGreaterThanOrEqual(0);
  });
});

describe('every document is validated before anything runs', () => {
  it('E191: refuses what GitHub\'s validation refuses (an unknown argument, a missing required argument, an undefined fragment or variable), errors only, nothing written', async () => {
    const issue = emu.state.createIssue(repo, { title: 'Validated', author: alice });
    const refused = [
      ['query Arg { repository(owner: "acme", name: "widgets", branch: "main") { id } }', "Field 'repository' doesn't accept argument 'branch'"],
      ['query Required { repository(owner: "acme") { id } }', "Field 'repository' is missing required arguments: name"],
      ['query Fragment { viewer { ...Missing } }', 'Unknown fragment "Missing".'],
      ['query Variable { repository(owner: $owner, name: "widgets") { id } }', 'Variable "$owner" is not defined by operation "Variable".'],
      // A valid write beside an invalid field: the whole document is refused, the comment never written.
      [`mutation Write { addComment(input: { subjectId: "${issue.nodeId}", body: "must not land" }) { clientMutationId } nope: viewer { login } }`, "Field 'viewer' doesn't exist on type 'Mutation'"],
    ];
    for (const [document, message] of refused) {
      // Twice: a refusal is kept per text (validation is cached), and the second answer is the same.
      for (const attempt of [1, 2]) {
        const error = await errorOf(gql(document!));
        expect([attempt, error.errors.map((e) => e.message)]).toEqual([attempt, [message]]);
        expect(error.response.data).toBeUndefined();
      }
    }
    expect(issue.comments).toEqual([]);
  });

  it('E191: answers a deprecated field (PullRequest.databaseId), as GitHub does until it removes it', async () => {
    const pr = await openPull('Deprecated');
    const data = await gql<{ repository: { pullRequest: { databaseId: number } } }>(
      `query Deprecated($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) { databaseId } } }`,
      { n: pr.number },
    );
    expect(data.repository.pullRequest).toEqual({ databaseId: pr.id });
  });
});

describe('queries', () => {
  it('answers NOT_FOUND with a null repository for a missing repository', async () => {
    const error = await errorOf(gql(`{ repository(owner: "acme", name: "missing") { id } }`));
    expect(error.data).toEqual({ repository: null });
    expect(error.errors).toEqual([
      expect.objectContaining({ type: 'NOT_FOUND', path: ['repository'], message: "Could not resolve to a Repository with the name 'acme/missing'." }),
    ]);
  });

  it('shows the viewer, the repository, its default branch and a file at a branch', async () => {
    const data = await gql<{
      viewer: { login: string; databaseId: number; __typename: string };
      repository: {
        nameWithOwner: string;
        viewerPermission: string;
        defaultBranchRef: { name: string; target: { oid: string } };
        object: { __typename: string; text: string; byteSize: number; isBinary: boolean };
        rateLimit?: never;
      };
      rateLimit: { cost: number; remaining: number; limit: number };
    }>(`{
      viewer { login databaseId __typename }
      repository(owner: "acme", name: "widgets") {
        nameWithOwner viewerPermission
        defaultBranchRef { name target { oid } }
        object(expression: "main:src/a.ts") { __typename ... on Blob { text byteSize isBinary } }
      }
      rateLimit { cost remaining limit }
    }`);
    expect(data.viewer).toEqual({ login: 'alice', databaseId: alice.id, __typename: 'User' });
    expect(data.repository).toMatchObject({ nameWithOwner: 'acme/widgets', viewerPermission: 'WRITE' });
    expect(data.repository.defaultBranchRef).toEqual({ name: 'main', target: { oid: emu.state.refOid(repo, 'main') } });
    expect(data.repository.object).toEqual({ __typename: 'Blob', text: 'export const a = 1;\n', byteSize: 20, isBinary: false });
    expect(data.rateLimit).toMatchObject({ cost: 1, limit: 5000 });
  });

  it('shows a pull request with its head, its bot author without [bot], reviews and comments', async () => {
    const pr = await openPull('Add feature');
    emu.state.addReview(repo, pr, { author: rabbit, state: 'CHANGES_REQUESTED', body: 'Please fix', comments: [{ path: 'src/a.ts', line: 1, body: 'bug here' }] });
    emu.state.addIssueComment(pr, rabbit, 'Summary by CodeRabbit');
    const data = await gql<{ repository: { pullRequest: Record<string, unknown> & { reviews: { nodes: Array<Record<string, unknown>> }; comments: { nodes: Array<Record<string, unknown>> } } } }>(
      `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) {
        number title state isDraft headRefName headRefOid baseRefName mergeable mergeStateStatus reviewDecision
        author { login __typename ... on Bot { databaseId } ... on User { databaseId } }
        reviews(first: 10) { nodes { state body author { login __typename } commit { oid } } }
        comments(first: 10) { nodes { body viewerDidAuthor author { login __typename } } }
      } } }`,
      { n: pr.number },
    );
    const got = data.repository.pullRequest;
    expect(got).toMatchObject({
      number: pr.number,
      state: 'OPEN',
      isDraft: false,
      headRefName: pr.pull.headRef,
      headRefOid: emu.state.refOid(repo, pr.pull.headRef),
      baseRefName: 'main',
      mergeable: 'MERGEABLE',
      mergeStateStatus: 'CLEAN',
      // main requires no review: GitHub answers null whatever the reviews say (RULES.md E37).
      reviewDecision: null,
      author: { login: 'alice', __typename: 'User', databaseId: alice.id },
    });
    expect(got.reviews.nodes).toEqual([
      { state: 'CHANGES_REQUESTED', body: 'Please fix', author: { login: 'coderabbitai', __typename: 'Bot' }, commit: { oid: got.headRefOid } },
    ]);
    expect(got.comments.nodes).toEqual([{ body: 'Summary by CodeRabbit', viewerDidAuthor: false, author: { login: 'coderabbitai', __typename: 'Bot' } }]);
  });

  it('pages through more than 100 review threads with cursors', async () => {
    const pr = await openPull('Many threads');
    const head = emu.state.headOid(repo, pr);
    const created = Array.from({ length: 130 }, (_, i) =>
      emu.state.addThread(pr, { author: rabbit, path: 'src/a.ts', line: 1, body: `thread ${i}`, commitOid: head }),
    );
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const data: {
        repository: { pullRequest: { reviewThreads: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Array<{ id: string; comments: { nodes: Array<{ body: string }> } }> } } };
      } = await gql(
        `query($n: Int!, $after: String) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) {
          reviewThreads(first: 100, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id comments(first: 1) { nodes { body } } } }
        } } }`,
        { n: pr.number, after },
      );
      const page = data.repository.pullRequest.reviewThreads;
      expect(page.totalCount).toBe(130);
      seen.push(...page.nodes.map((t) => t.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(2);
    expect(seen).toEqual(created.map((t) => t.nodeId));
  });

  it('rolls up check runs and commit statuses on the head commit', async () => {
    const pr = await openPull('Checked');
    const head = emu.state.headOid(repo, pr);
    emu.state.addCheckRun(repo, { name: 'build', headSha: head, conclusion: 'success', app: actions });
    emu.state.addCheckRun(repo, { name: 'lint', headSha: head, conclusion: 'failure', app: actions });
    emu.state.addStatus(repo, { sha: head, context: 'deploy/preview', state: 'pending', creator: alice });
    repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
    try {
      const data = await gql<{ repository: { pullRequest: { mergeStateStatus: string; commits: { nodes: Array<{ commit: { oid: string; statusCheckRollup: { state: string; contexts: { totalCount: number; nodes: Array<Record<string, unknown>> } } } }> } } } }>(
        `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) {
          mergeStateStatus
          commits(last: 1) { nodes { commit { oid statusCheckRollup { state contexts(first: 50) { totalCount nodes {
            __typename
            ... on CheckRun { name status conclusion isRequired(pullRequestNumber: $n) checkSuite { app { slug databaseId } } }
            ... on StatusContext { context state isRequired(pullRequestNumber: $n) creator { login } }
          } } } } } }
        } } }`,
        { n: pr.number },
      );
      const { commit } = data.repository.pullRequest.commits.nodes[0]!;
      expect(commit.oid).toBe(head);
      expect(commit.statusCheckRollup.state).toBe('FAILURE');
      expect(commit.statusCheckRollup.contexts.totalCount).toBe(3);
      expect(commit.statusCheckRollup.contexts.nodes).toEqual([
        { __typename: 'CheckRun', name: 'build', status: 'COMPLETED', conclusion: 'SUCCESS', isRequired: true, checkSuite: { app: { slug: 'github-actions', databaseId: actions.id } } },
        { __typename: 'CheckRun', name: 'lint', status: 'COMPLETED', conclusion: 'FAILURE', isRequired: false, checkSuite: { app: { slug: 'github-actions', databaseId: actions.id } } },
        { __typename: 'StatusContext', context: 'deploy/preview', state: 'PENDING', isRequired: false, creator: { login: 'alice' } },
      ]);
      // The required check passed, so the merge is allowed; the failing optional one makes it UNSTABLE.
      expect(data.repository.pullRequest.mergeStateStatus).toBe('UNSTABLE');
    } finally {
      repo.protection.delete('main');
    }
  });

  it('searches open pull requests by label and by text in comments', async () => {
    const labelled = await openPull('Labelled');
    emu.state.addLabel(repo, labelled, 'tend:ship');
    const commented = await openPull('Commented');
    emu.state.addIssueComment(commented, alice, 'please <!-- tend:state --> here');
    const search = (q: string) =>
      gql<{ search: { issueCount: number; nodes: Array<{ __typename: string; number: number }> } }>(
        `query($q: String!) { search(query: $q, type: ISSUE, first: 20) { issueCount nodes { __typename ... on PullRequest { number } ... on Issue { number } } } }`,
        { q },
      );
    const byLabel = await search('repo:acme/widgets is:pr is:open label:tend:ship');
    expect(byLabel.search.nodes).toEqual([{ __typename: 'PullRequest', number: labelled.number }]);
    const byText = await search('repo:acme/widgets is:pr in:comments "<!-- tend:state -->"');
    expect(byText.search).toEqual({ issueCount: 1, nodes: [{ __typename: 'PullRequest', number: commented.number }] });
  });
});

interface ReviewCommentJson {
  id: string;
  databaseId: number;
  replyTo: unknown;
  pullRequestReview: unknown;
}

/** Only the paths the assertions below walk; the rest is compared with toMatchObject. */
interface Snapshot {
  repository: {
    pullRequest: {
      comments: { pageInfo: unknown; edges: Array<{ node: unknown }> };
      reviews: { nodes: unknown[] };
      reviewThreads: { nodes: Array<{ comments: { nodes: ReviewCommentJson[] } }> };
      commits: unknown;
    };
  };
  node: unknown;
  nodes: unknown[];
}

describe('the fields tend reads', () => {
  it('answers every pull request, thread, comment and repository field of the snapshot query', async () => {
    const pr = await openPull('Snapshot');
    emu.state.addLabel(repo, pr, 'bug');
    const head = emu.state.headOid(repo, pr);
    const { threads } = emu.state.addReview(repo, pr, { author: rabbit, body: 'review', comments: [{ path: 'src/a.ts', line: 1, body: '_⚠️ Potential issue_' }] });
    emu.state.addThreadComment(threads[0]!, { author: alice, body: 'ok', commitOid: head });
    emu.state.markOutdated(pr, [threads[0]!.nodeId]);
    emu.state.addIssueComment(pr, alice, '<!-- tend:state {} -->');
    repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 1, strict: true });
    try {
      const data = await gql<Snapshot>(
        `query Snapshot($n: Int!, $thread: ID!) {
          repository(owner: "acme", name: "widgets") {
            id databaseId name nameWithOwner owner { login } isPrivate viewerPermission
            mergeCommitAllowed squashMergeAllowed rebaseMergeAllowed deleteBranchOnMerge
            ref(qualifiedName: "refs/heads/main") { name target { oid } }
            label(name: "bug") { id name }
            labels(first: 10) { totalCount nodes { name } }
            branchProtectionRules(first: 5) { nodes { pattern requiredStatusCheckContexts requiresStatusChecks requiredApprovingReviewCount requiresApprovingReviews requiresStrictStatusChecks } }
            issueOrPullRequest(number: $n) { __typename ... on PullRequest { number } }
            pullRequests(states: OPEN, labels: ["bug"], first: 5) { nodes { number } }
            pullRequest(number: $n) {
              id databaseId number title body url state isDraft merged mergedAt mergedBy { login } closed
              author { login __typename ... on User { databaseId } }
              headRefName headRefOid baseRefName baseRefOid headRepository { nameWithOwner } isCrossRepository
              mergeable mergeStateStatus reviewDecision autoMergeRequest { mergeMethod enabledAt }
              labels(first: 10) { nodes { name } }
              comments(first: 10) { totalCount pageInfo { hasNextPage endCursor hasPreviousPage startCursor } edges { cursor node {
                id databaseId body author { login } createdAt updatedAt lastEditedAt url viewerDidAuthor } } }
              reviews(first: 10, states: [COMMENTED]) { nodes { id databaseId state body author { login } submittedAt commit { oid } } }
              reviewThreads(first: 10) { nodes {
                id isResolved isOutdated isCollapsed viewerCanResolve viewerCanReply path line startLine originalLine originalStartLine diffSide resolvedBy { login }
                comments(first: 10) { nodes {
                  id databaseId body bodyText author { login __typename } createdAt updatedAt lastEditedAt path line startLine originalLine originalStartLine
                  diffHunk outdated commit { oid } originalCommit { oid } replyTo { id databaseId } url pullRequestReview { id databaseId }
                } }
              } }
              commits(last: 1) { totalCount nodes { commit { oid statusCheckRollup { state } } } }
            }
          }
          node(id: $thread) { __typename ... on PullRequestReviewThread { isOutdated } }
          nodes(ids: [$thread, "PRRT_bm9wZQ"]) { id }
        }`,
        { n: pr.number, thread: threads[0]!.nodeId },
      ).catch((e: GraphqlResponseError<Snapshot>) => {
        // `nodes` with an unknown id fails only that slot
        expect(e.errors).toEqual([expect.objectContaining({ type: 'NOT_FOUND', path: ['nodes', 1] })]);
        return e.data;
      });
      const r = data.repository;
      expect(r).toMatchObject({
        id: repo.nodeId,
        databaseId: repo.id,
        nameWithOwner: 'acme/widgets',
        owner: { login: 'acme' },
        isPrivate: false,
        mergeCommitAllowed: true,
        deleteBranchOnMerge: false,
        ref: { name: 'main', target: { oid: emu.state.refOid(repo, 'main') } },
        label: { name: 'bug' },
        branchProtectionRules: {
          nodes: [{ pattern: 'main', requiredStatusCheckContexts: ['build'], requiresStatusChecks: true, requiredApprovingReviewCount: 1, requiresApprovingReviews: true, requiresStrictStatusChecks: true }],
        },
        issueOrPullRequest: { __typename: 'PullRequest', number: pr.number },
        pullRequests: { nodes: [{ number: pr.number }] },
      });
      const p = r.pullRequest;
      expect(p).toMatchObject({
        id: pr.nodeId,
        url: `${emu.serverUrl}/acme/widgets/pull/${pr.number}`,
        state: 'OPEN',
        merged: false,
        mergedBy: null,
        headRefOid: head,
        baseRefOid: emu.state.refOid(repo, 'main'),
        headRepository: { nameWithOwner: 'acme/widgets' },
        isCrossRepository: false,
        mergeStateStatus: 'BLOCKED',
        reviewDecision: 'REVIEW_REQUIRED',
        autoMergeRequest: null,
        labels: { nodes: [{ name: 'bug' }] },
      });
      expect(p.comments.edges[0]!.node).toMatchObject({ body: '<!-- tend:state {} -->', viewerDidAuthor: true, lastEditedAt: null });
      expect(p.comments.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
      expect(p.reviews.nodes).toEqual([expect.objectContaining({ state: 'COMMENTED', body: 'review', commit: { oid: head } })]);
      const thread = p.reviewThreads.nodes[0]!;
      expect(thread).toMatchObject({ isOutdated: true, line: null, originalLine: 1, viewerCanResolve: true, viewerCanReply: true, diffSide: 'RIGHT', resolvedBy: null });
      const [first, reply] = thread.comments.nodes as [ReviewCommentJson, ReviewCommentJson];
      expect(first).toMatchObject({ author: { login: 'coderabbitai', __typename: 'Bot' }, outdated: true, originalCommit: { oid: head }, replyTo: null });
      expect(reply.replyTo).toEqual({ id: first.id, databaseId: first.databaseId });
      expect(first.pullRequestReview).not.toBeNull();
      expect(p.commits).toMatchObject({ totalCount: 1, nodes: [{ commit: { oid: head, statusCheckRollup: null } }] });
      expect(data.node).toEqual({ __typename: 'PullRequestReviewThread', isOutdated: true });
      expect(data.nodes).toEqual([{ id: threads[0]!.nodeId }, null]);
    } finally {
      repo.protection.delete('main');
    }
  });
});

describe('mutations', () => {
  it('resolves a thread for a writer and answers FORBIDDEN to a read-only viewer', async () => {
    const pr = await openPull('Resolve me');
    const thread = emu.state.addThread(pr, { author: rabbit, path: 'src/a.ts', line: 1, body: 'nit', commitOid: emu.state.headOid(repo, pr) });
    const mutation = `mutation Resolve($id: ID!) { resolveReviewThread(input: { threadId: $id }) { thread { id isResolved } } }`;

    const denied = await errorOf(readOnly(mutation, { id: thread.nodeId }));
    expect(denied.errors[0]).toMatchObject({ type: 'FORBIDDEN', path: ['resolveReviewThread'], message: 'Resource not accessible by integration' });
    expect(thread.isResolved).toBe(false);

    const data = await gql<{ resolveReviewThread: { thread: { id: string; isResolved: boolean } } }>(mutation, { id: thread.nodeId });
    expect(data.resolveReviewThread.thread).toEqual({ id: thread.nodeId, isResolved: true });
    expect(thread.isResolved).toBe(true);
    expect(thread.resolvedBy?.id).toBe(alice.id);
  });

  it('replies to a thread under a new review', async () => {
    const pr = await openPull('Reply');
    const thread = emu.state.addThread(pr, { author: rabbit, path: 'src/a.ts', line: 1, body: 'why?', commitOid: emu.state.headOid(repo, pr) });
    const data = await gql<{ addPullRequestReviewThreadReply: { comment: { id: string; databaseId: number; url: string; replyTo: { databaseId: number } } } }>(
      `mutation($id: ID!) { addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $id, body: "Fixed in abc" }) { comment { id databaseId url replyTo { databaseId } } } }`,
      { id: thread.nodeId },
    );
    const reply = thread.comments[1]!;
    expect(data.addPullRequestReviewThreadReply.comment).toEqual({
      id: reply.nodeId,
      databaseId: reply.id,
      url: `${emu.serverUrl}/acme/widgets/pull/${pr.number}#discussion_r${reply.id}`,
      replyTo: { databaseId: thread.comments[0]!.id },
    });
    expect(thread.isResolved).toBe(false); // replying never resolves
  });

  it('runs several aliased mutation fields one after the other, each reading what the one before wrote', async () => {
    const pr = await openPull('Several');
    const first = emu.state.addThread(pr, { author: rabbit, path: 'src/a.ts', line: 1, body: 'one', commitOid: emu.state.headOid(repo, pr) });
    const second = emu.state.addThread(pr, { author: rabbit, path: 'src/a.ts', line: 1, body: 'two', commitOid: emu.state.headOid(repo, pr) });
    const data = await gql<Record<string, { comment?: { body: string }; thread?: { isResolved: boolean; comments: { nodes: { body: string }[] } } }>>(
      `mutation($a: ID!, $b: ID!, $text: String!) {
        r0: addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $a, body: $text }) { comment { body } }
        s0: resolveReviewThread(input: { threadId: $a }) { thread { isResolved comments(last: 5) { nodes { body } } } }
        s1: resolveReviewThread(input: { threadId: $b }) { thread { isResolved comments(last: 5) { nodes { body } } } }
        r1: addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $b, body: $text }) { comment { body } }
      }`,
      { a: first.nodeId, b: second.nodeId, text: 'Done.' },
    );
    expect(Object.keys(data)).toEqual(['r0', 's0', 's1', 'r1']);
    expect(data.s0!.thread).toEqual({ isResolved: true, comments: { nodes: [{ body: 'one' }, { body: 'Done.' }] } });
    // s1 ran before r1: it saw the thread without the reply.
    expect(data.s1!.thread).toEqual({ isResolved: true, comments: { nodes: [{ body: 'two' }] } });
    expect(second.comments.map((c) => c.body)).toEqual(['two', 'Done.']);
  });

  it('answers the fields that worked beside the errors of those that failed, each with its alias as path', async () => {
    const pr = await openPull('Partial');
    const thread = emu.state.addThread(pr, { author: rabbit, path: 'src/a.ts', line: 1, body: 'nit', commitOid: emu.state.headOid(repo, pr) });
    const failed = await errorOf(
      gql(
        `mutation($ok: ID!, $gone: ID!) {
          s0: resolveReviewThread(input: { threadId: $gone }) { thread { id } }
          s1: resolveReviewThread(input: { threadId: $ok }) { thread { isResolved } }
        }`,
        { ok: thread.nodeId, gone: 'PRRT_gone' },
      ),
    );
    expect(failed.data).toEqual({ s0: null, s1: { thread: { isResolved: true } } });
    expect(failed.errors).toEqual([expect.objectContaining({ type: 'NOT_FOUND', path: ['s0'] })]);
    expect(thread.isResolved).toBe(true);
  });

  it('refuses only the named field when a fault names a top-level field, as GitHub refuses fields one by one', async () => {
    const pr = await openPull('Refused field');
    const thread = emu.state.addThread(pr, { author: rabbit, path: 'src/a.ts', line: 1, body: 'nit', commitOid: emu.state.headOid(repo, pr) });
    emu.faults.inject({ kind: 'graphql', operation: 'resolveReviewThread', response: { type: 'graphql-error', errorType: 'FORBIDDEN', message: 'Resource not accessible by integration' }, times: 1 });
    const failed = await errorOf(
      gql(
        `mutation Answer($id: ID!) {
          r0: addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $id, body: "Fixed" }) { comment { body } }
          s0: resolveReviewThread(input: { threadId: $id }) { thread { isResolved } }
        }`,
        { id: thread.nodeId },
      ),
    );
    expect(failed.data).toEqual({ r0: { comment: { body: 'Fixed' } }, s0: null });
    expect(failed.errors).toEqual([expect.objectContaining({ type: 'FORBIDDEN', path: ['s0'], message: 'Resource not accessible by integration' })]);
    expect([thread.isResolved, thread.comments.length]).toEqual([false, 2]);
  });

  it('refuses a merge pinned to a stale head and merges when pinned to the current one', async () => {
    const pr = await openPull('Merge me');
    const staleHead = emu.state.headOid(repo, pr);
    await commitFiles(repo.bareDir, { branch: pr.pull.headRef, files: { 'src/late.ts': 'late\n' }, message: 'late push' });
    const baseBefore = emu.state.refOid(repo, 'main');
    const mutation = `mutation($id: ID!, $oid: GitObjectID!) {
      mergePullRequest(input: { pullRequestId: $id, expectedHeadOid: $oid, mergeMethod: SQUASH }) { pullRequest { merged mergedAt state mergeCommit { oid } } }
    }`;

    const stale = await errorOf(gql(mutation, { id: pr.nodeId, oid: staleHead }));
    expect(stale.errors[0]).toMatchObject({ type: 'UNPROCESSABLE', path: ['mergePullRequest'] });
    expect(stale.errors[0]!.message).toMatch(/Head branch was modified/);
    expect(emu.state.refOid(repo, 'main')).toBe(baseBefore);

    const data = await gql<{ mergePullRequest: { pullRequest: { merged: boolean; mergedAt: string; state: string; mergeCommit: { oid: string } } } }>(mutation, {
      id: pr.nodeId,
      oid: emu.state.headOid(repo, pr),
    });
    const merged = data.mergePullRequest.pullRequest;
    expect(merged).toMatchObject({ merged: true, state: 'MERGED' });
    expect(merged.mergedAt).toBeTruthy();
    expect(emu.state.refOid(repo, 'main')).toBe(merged.mergeCommit.oid);
    expect(merged.mergeCommit.oid).not.toBe(baseBefore);
  });

  it('adds an issue comment that the state then holds', async () => {
    const issue = emu.state.createIssue(repo, { title: 'Question', author: rita });
    const data = await gql<{ addComment: { commentEdge: { node: { id: string; databaseId: number } }; subject: { id: string } } }>(
      `mutation($id: ID!) { addComment(input: { subjectId: $id, body: "On it" }) { commentEdge { node { id databaseId } } subject { id } } }`,
      { id: issue.nodeId },
    );
    expect(issue.comments).toHaveLength(1);
    expect(issue.comments[0]).toMatchObject({ body: 'On it', author: alice });
    expect(data.addComment).toEqual({
      commentEdge: { node: { id: issue.comments[0]!.nodeId, databaseId: issue.comments[0]!.id } },
      subject: { id: issue.nodeId },
    });
  });
});

describe('label, comment, issue and auto-merge mutations', () => {
  it('labels, edits and deletes through the state, and creates an issue', async () => {
    const bug = emu.state.ensureLabel(repo, 'bug');
    const triage = emu.state.ensureLabel(repo, 'needs-triage');
    const created = await gql<{ createIssue: { issue: { number: number; title: string; author: { login: string }; labels: { nodes: Array<{ name: string }> } } } }>(
      `mutation($repo: ID!, $labels: [ID!]) { createIssue(input: { repositoryId: $repo, title: "Crash", body: "steps", labelIds: $labels }) {
        issue { number title author { login } labels(first: 5) { nodes { name } } } } }`,
      { repo: repo.nodeId, labels: [triage.nodeId] },
    );
    const issue = emu.state.requireIssue(repo, created.createIssue.issue.number);
    expect(created.createIssue.issue).toMatchObject({ title: 'Crash', author: { login: 'alice' }, labels: { nodes: [{ name: 'needs-triage' }] } });

    await gql(`mutation($id: ID!, $l: [ID!]!) { addLabelsToLabelable(input: { labelableId: $id, labelIds: $l }) { labelable { __typename } } }`, {
      id: issue.nodeId,
      l: [bug.nodeId],
    });
    await gql(`mutation($id: ID!, $l: [ID!]!) { removeLabelsFromLabelable(input: { labelableId: $id, labelIds: $l }) { clientMutationId } }`, {
      id: issue.nodeId,
      l: [triage.nodeId],
    });
    expect(issue.labels.map((l) => l.name)).toEqual(['bug']);

    const comment = emu.state.addIssueComment(issue, alice, 'draft');
    const updated = await gql<{ updateIssueComment: { issueComment: { body: string } } }>(
      `mutation($id: ID!) { updateIssueComment(input: { id: $id, body: "final" }) { issueComment { body } } }`,
      { id: comment.nodeId },
    );
    expect(updated.updateIssueComment.issueComment.body).toBe('final');
    expect(comment.body).toBe('final');
    await gql(`mutation($id: ID!) { deleteIssueComment(input: { id: $id }) { clientMutationId } }`, { id: comment.nodeId });
    expect(issue.comments).toEqual([]);

    // Labelling needs triage or write; a reader may comment (E102) but not label.
    const denied = await errorOf(
      readOnly(`mutation($id: ID!, $l: [ID!]!) { addLabelsToLabelable(input: { labelableId: $id, labelIds: $l }) { clientMutationId } }`, { id: issue.nodeId, l: [triage.nodeId] }),
    );
    expect(denied.errors[0]).toMatchObject({ type: 'FORBIDDEN', message: 'Resource not accessible by integration' });
  });

  it('enables auto-merge only while something is still pending, and unresolves a thread', async () => {
    const pr = await openPull('Auto');
    const enable = `mutation($id: ID!) { enablePullRequestAutoMerge(input: { pullRequestId: $id, mergeMethod: SQUASH }) {
      pullRequest { autoMergeRequest { mergeMethod enabledAt enabledBy { login } } } } }`;
    const clean = await errorOf(gql(enable, { id: pr.nodeId }));
    expect(clean.errors[0]).toMatchObject({ type: 'UNPROCESSABLE', message: 'Pull request Pull request is in clean status' });

    repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
    try {
      const data = await gql<{ enablePullRequestAutoMerge: { pullRequest: { autoMergeRequest: { mergeMethod: string; enabledAt: string; enabledBy: { login: string } } } } }>(enable, {
        id: pr.nodeId,
      });
      expect(data.enablePullRequestAutoMerge.pullRequest.autoMergeRequest).toMatchObject({ mergeMethod: 'SQUASH', enabledBy: { login: 'alice' } });
      expect(pr.pull.autoMergeMethod).toBe('squash');
    } finally {
      repo.protection.delete('main');
    }

    const thread = emu.state.addThread(pr, { author: rabbit, path: 'src/a.ts', line: 1, body: 'x', commitOid: emu.state.headOid(repo, pr) });
    emu.state.setThreadResolved(repo, thread.nodeId, alice, true);
    const data = await gql<{ unresolveReviewThread: { thread: { isResolved: boolean; viewerCanResolve: boolean } } }>(
      `mutation($id: ID!) { unresolveReviewThread(input: { threadId: $id }) { thread { isResolved viewerCanResolve } } }`,
      { id: thread.nodeId },
    );
    expect(data.unresolveReviewThread.thread).toEqual({ isResolved: false, viewerCanResolve: true });
  });
});

describe('graphqlOperations', () => {
  it('names a mutation by its operation name and lists its top-level fields', () => {
    expect(
      graphqlOperations({
        query: 'mutation Resolve($id: ID!) { resolveReviewThread(input: {threadId: $id}) { thread { id } } r: rateLimit { cost } }',
        variables: { id: 'x' },
      }),
    ).toEqual({ operation: 'Resolve', fields: ['resolveReviewThread', 'rateLimit'], mutation: true, creates: 0 });
    expect(graphqlOperations({ query: '{ viewer { login } }' })).toEqual({ operation: 'viewer', fields: ['viewer'], mutation: false, creates: 0 });
    // Each aliased field that creates counts (L3), a resolve does not.
    expect(graphqlOperations({ query: 'mutation { a: addComment(input: {subjectId: "x", body: "a"}) { clientMutationId } b: addComment(input: {subjectId: "x", body: "b"}) { clientMutationId } resolveReviewThread(input: {threadId: "t"}) { clientMutationId } }' }).creates).toBe(2);
  });

  it('never throws on garbage', () => {
    for (const body of [null, 42, 'query', { query: 7 }, { query: '{ unterminated' }, []]) {
      expect(graphqlOperations(body)).toEqual({ operation: null, fields: [], mutation: false, creates: 0 });
    }
  });
});

describe('comment ids past 2^31, GraphQL Int', () => {
  it('E192: fullDatabaseId of issue and review comments is the REST id as a decimal string; an Int databaseId past 2^31 is an error', async () => {
    // Its own emulator: the ids move past 2^31 for everything created after, which the file's other tests do not expect.
    const own = await startEmulator();
    try {
      const bareDir = join(own.root, 'acme', 'big.git');
      await createBareRepository(bareDir, { files: { 'src/a.ts': 'export const a = 1;\n' } });
      const big = own.state.addRepository({ owner: 'acme', name: 'big', bareDir });
      const bob = own.state.addAccount('bob');
      own.state.setPermission(big, 'bob', 'write');
      own.state.addToken('B', bob);
      await commitFiles(bareDir, { branch: 'feature', from: 'main', files: { 'src/a.ts': 'export const a = 2;\n' }, message: 'Change' });
      own.state.skipIdsTo(2 ** 31 + 100);
      const pr = own.state.createPullRequest(big, { title: 'Big ids', author: bob, head: 'feature' }) as Pull;
      const comment = own.state.addIssueComment(pr, bob, 'An issue comment.');
      const thread = own.state.addThread(pr, { author: bob, path: 'src/a.ts', line: 1, body: 'A review comment.', commitOid: own.state.headOid(big, pr) });
      const ask = graphql.defaults({ baseUrl: own.apiUrl, headers: { authorization: 'token B' } });

      const data = await ask<{ repository: { pullRequest: { comments: { nodes: Array<{ fullDatabaseId: string }> }; reviewThreads: { nodes: Array<{ comments: { nodes: Array<{ fullDatabaseId: string }> } }> } } } }>(
        `query Ids($n: Int!) { repository(owner: "acme", name: "big") { pullRequest(number: $n) {
          comments(first: 1) { nodes { fullDatabaseId } }
          reviewThreads(first: 1) { nodes { comments(first: 1) { nodes { fullDatabaseId } } } } } } }`,
        { n: pr.number },
      );
      expect([comment.id, thread.comments[0]!.id].every((id) => id > 2 ** 31)).toBe(true);
      expect(data.repository.pullRequest.comments.nodes).toEqual([{ fullDatabaseId: String(comment.id) }]);
      expect(data.repository.pullRequest.reviewThreads.nodes[0]!.comments.nodes).toEqual([{ fullDatabaseId: String(thread.comments[0]!.id) }]);

      const deprecated = await errorOf(
        ask(`query Old($n: Int!) { repository(owner: "acme", name: "big") { pullRequest(number: $n) { reviewThreads(first: 1) { nodes { comments(first: 1) { nodes { databaseId } } } } } } }`, { n: pr.number }),
      );
      expect(deprecated.errors.map((e) => e.message)).toEqual([`Int cannot represent non 32-bit signed integer value: ${thread.comments[0]!.id}`]);
    } finally {
      await own.stop();
    }
  });
});
