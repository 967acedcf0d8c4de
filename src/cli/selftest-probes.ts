// The probes of `tend selftest`: each asks GitHub one question whose answer tend depends on, and
// says whether GitHub answered as emulator/RULES.md says it does (the rule ids name the rows).
// Read probes only read. Write probes (run with --write, meant for a scratch repository) make
// requests GitHub refuses by rule, or write and then undo: a scratch issue closed at the end, a
// label deleted, a thread resolved and unresolved again.

import * as z from 'zod';
import type { Octokit } from '../github/client.js';
import { graphqlErrors, graphqlPartial, restFailure } from '../github/api-errors.js';
import { SELFTEST_AUTO_MERGE, SELFTEST_AUTO_MERGE_OFF, SELFTEST_PROTECTION, SELFTEST_PULL, SELFTEST_RESOLVE, SELFTEST_UNRESOLVE, SELFTEST_VIEWER } from '../github/queries.js';

export type Verdict = 'holds' | 'differs' | 'skipped';

export interface ProbeResult {
  verdict: Verdict;
  /** What GitHub answered, in one line. */
  detail: string;
}

export interface ProbeContext {
  octokit: Octokit;
  repo: { owner: string; repo: string };
  /** The pull request named with --pull, for the probes that need one. */
  pull: number | null;
  /** Write probes clean up what they created; this is where they say what they could not undo. */
  leftBehind: string[];
  /** Shared between probes: the scratch issue (created once, closed at the end). */
  scratchIssue: number | null;
}

export interface Probe {
  name: string;
  /** Rule ids of emulator/RULES.md this probe checks. */
  rules: string[];
  question: string;
  writes: boolean;
  needsPull: boolean;
  run(ctx: ProbeContext): Promise<ProbeResult>;
}

/** GitHub's limits on comment bodies (L1). */
const COMMENT_LIMIT = 65_536;
const SCRATCH_LABEL = 'tend-selftest';

const holds = (detail: string): ProbeResult => ({ verdict: 'holds', detail });
const differs = (detail: string): ProbeResult => ({ verdict: 'differs', detail });
const skipped = (detail: string): ProbeResult => ({ verdict: 'skipped', detail });

// The documents GitHub must refuse (a field it lacks, connections without or past their bounds)
// live here, not in queries.ts, whose documents all pass the schema check.

/** The refusal of a request expected to fail, or null when GitHub accepted it. */
async function refusal(request: () => Promise<unknown>): Promise<{ status: number; message: string; body: unknown } | null> {
  try {
    await request();
    return null;
  } catch (error) {
    const failure = restFailure(error);
    if (!failure) throw error;
    const body = (error as { response?: { data?: unknown } }).response?.data;
    return { ...failure, body };
  }
}

/**
 * A GraphQL request whose errors are the answer. octokit rejects an HTTP 200 that carries `errors`
 * with their list (and the data, when some fields worked); any other status is a RequestError.
 */
async function graphqlAnswer(octokit: Octokit, query: string, variables: Record<string, unknown> = {}): Promise<z.infer<typeof GraphqlAnswerSchema>> {
  try {
    return { data: z.record(z.string(), z.unknown()).parse(await octokit.graphql(query, variables)) };
  } catch (error) {
    const answer = GraphqlAnswerSchema.safeParse(error);
    if (!answer.success || !answer.data.errors?.length) throw error;
    return answer.data;
  }
}

const GraphqlAnswerSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(z.object({ message: z.string(), type: z.string().optional(), extensions: z.record(z.string(), z.unknown()).optional() })).optional(),
});

function errorCode(entry: { type?: string | undefined; extensions?: Record<string, unknown> | undefined }): string {
  return entry.type ?? String(entry.extensions?.code ?? '');
}

async function scratchIssue(ctx: ProbeContext): Promise<number> {
  if (ctx.scratchIssue !== null) return ctx.scratchIssue;
  const { data } = await ctx.octokit.rest.issues.create({
    ...ctx.repo,
    title: 'tend selftest (safe to close)',
    body: 'Created by `tend selftest --write` to check GitHub rules tend depends on; closed when it ends.',
  });
  ctx.scratchIssue = data.number;
  return data.number;
}

const identity: Probe = {
  name: 'identity',
  rules: ['E4', 'E5', 'E6'],
  question: 'Who is the token: a user, or an app installation (GITHUB_TOKEN is github-actions[bot])?',
  writes: false,
  needsPull: false,
  async run({ octokit }) {
    const viewer = z.object({ viewer: z.object({ login: z.string(), databaseId: z.number().nullable() }) }).parse(await octokit.graphql(SELFTEST_VIEWER));
    const user = await refusal(() => octokit.rest.users.getAuthenticated());
    const { login, databaseId } = viewer.viewer;
    if (user === null) {
      return login.endsWith('[bot]') ? differs(`/user answered for ${login}, an app's bot account`) : holds(`a user token: ${login} (id ${databaseId})`);
    }
    if (user.status !== 403) return differs(`/user answered ${user.status} ${user.message}; an installation token gets 403`);
    return login.endsWith('[bot]')
      ? holds(`an installation token acting as ${login} (id ${databaseId}); /user answers 403 "${user.message}"`)
      : differs(`/user refused (403) but the GraphQL viewer '${login}' has no [bot] suffix`);
  },
};

const rateLimitHeaders: Probe = {
  name: 'rate-limit-headers',
  rules: ['E8', 'L2'],
  question: 'Does every REST answer carry the rate-limit headers tend paces itself by?',
  writes: false,
  needsPull: false,
  async run({ octokit, repo }) {
    const { headers } = await octokit.rest.repos.get(repo);
    const missing = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'].filter((name) => headers[name] === undefined);
    if (missing.length > 0) return differs(`missing ${missing.join(', ')}`);
    const resource = headers['x-ratelimit-resource'] ? ` (${String(headers['x-ratelimit-resource'])})` : '';
    return holds(`limit ${String(headers['x-ratelimit-limit'])} per hour${resource}, ${String(headers['x-ratelimit-remaining'])} left; GITHUB_TOKEN has 1,000 per repository`);
  },
};

const requiredChecks: Probe = {
  name: 'required-checks',
  rules: ['P1', 'P2', 'E109'],
  question: 'Which checks does the default branch require, from classic protection and from rulesets, and does GraphQL Ref.rules list the same rulesets to this token?',
  writes: false,
  needsPull: false,
  async run({ octokit, repo }) {
    const { data } = await octokit.rest.repos.get(repo);
    const branch = data.default_branch;
    const rules = z
      .array(z.object({ type: z.string(), parameters: z.object({ required_status_checks: z.array(z.object({ context: z.string() })).optional() }).passthrough().optional() }).passthrough())
      .parse((await octokit.request('GET /repos/{owner}/{repo}/rules/branches/{branch}', { ...repo, branch })).data);
    const fromRulesets = rules.flatMap((rule) => (rule.type === 'required_status_checks' ? (rule.parameters?.required_status_checks ?? []).map((c) => c.context) : []));
    const RefRules = z.object({
      totalCount: z.number(),
      nodes: z.array(z.object({ type: z.string(), parameters: z.object({ requiredStatusChecks: z.array(z.object({ context: z.string() })).optional() }).nullable() }).nullable()),
    });
    const classic = z
      .object({
        repository: z
          .object({ ref: z.object({ refUpdateRule: z.object({ requiredStatusCheckContexts: z.array(z.string().nullable()).nullable() }).nullable(), rules: RefRules.nullable() }).nullable() })
          .nullable(),
      })
      .parse(
        await octokit.graphql(SELFTEST_PROTECTION, { owner: repo.owner, name: repo.repo, ref: `refs/heads/${branch}` }).catch((error: unknown) => {
          // A refusal of Ref.rules alone (E109) still answers the rest, with rules null.
          const partial = graphqlPartial(error);
          if (partial && partial.errors.every((e) => e.path?.at(-1) === 'rules')) return partial.data;
          throw error;
        }),
      );
    const fromProtection = (classic.repository?.ref?.refUpdateRule?.requiredStatusCheckContexts ?? []).filter((c): c is string => c !== null);
    const list = (names: string[]) => (names.length > 0 ? names.join(', ') : 'none');
    const none = fromRulesets.length === 0 && fromProtection.length === 0;
    // E109: tend reads the rulesets from Ref.rules in its snapshot, and over REST only where that is unreadable.
    const refRules = classic.repository?.ref?.rules ?? null;
    const fromRef = refRules?.nodes.flatMap((r) => (r?.type === 'REQUIRED_STATUS_CHECKS' ? (r.parameters?.requiredStatusChecks ?? []).map((c) => c.context) : [])) ?? null;
    const same = (a: string[], b: string[]) => [...new Set(a)].sort().join('\n') === [...new Set(b)].sort().join('\n');
    if (refRules && fromRef && refRules.nodes.length === refRules.totalCount && !same(fromRef, fromRulesets)) {
      return differs(`${branch}: GraphQL Ref.rules requires ${list(fromRef)}, REST rules/branches ${list(fromRulesets)}`);
    }
    const graphql = fromRef ? 'Ref.rules lists the same' : 'Ref.rules is not readable with this token (tend reads REST rules/branches before merging)';
    return holds(
      `${branch}: rulesets require ${list(fromRulesets)} (${graphql}); classic protection requires ${list(fromProtection)}${none ? '. GitHub merges with no checks here (P2): set tend\'s required-checks input' : ''}`,
    );
  },
};

const restPageCap: Probe = {
  name: 'rest-page-cap',
  rules: ['E12'],
  question: 'Does a REST list answer at most 100 items, whatever per_page asks?',
  writes: false,
  needsPull: false,
  async run({ octokit, repo }) {
    const { data, headers } = await octokit.rest.issues.listForRepo({ ...repo, state: 'all', per_page: 101 });
    if (data.length > 100) return differs(`answered ${data.length} items for per_page=101`);
    const more = headers.link?.includes('rel="next"') ? ', with a next page' : '';
    return holds(`answered ${data.length} item(s) for per_page=101${more}`);
  },
};

const graphqlValidation: Probe = {
  name: 'graphql-validation',
  rules: ['E15'],
  question: 'Does a query with a field GitHub lacks answer HTTP 200 with errors only, in graphql-ruby wording?',
  writes: false,
  needsPull: false,
  async run({ octokit, repo }) {
    const answer = await graphqlAnswer(octokit, 'query SelftestNoSuchField($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { tendSelftestNoSuchField } }', { owner: repo.owner, name: repo.repo });
    const message = answer.errors?.[0]?.message ?? 'no error';
    if (answer.data) return differs(`answered data beside the error: "${message}"`);
    return message === "Field 'tendSelftestNoSuchField' doesn't exist on type 'Repository'" ? holds(`HTTP 200, errors only: "${message}"`) : differs(`"${message}"`);
  },
};

const graphqlPageBounds: Probe = {
  name: 'graphql-page-bounds',
  rules: ['E13'],
  question: 'Does a connection need first/last, at most 100?',
  writes: false,
  needsPull: false,
  async run({ octokit, repo }) {
    const vars = { owner: repo.owner, name: repo.repo };
    const unbounded = await graphqlAnswer(octokit, 'query SelftestUnbounded($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { issues { nodes { number } } } }', vars);
    const tooMany = await graphqlAnswer(octokit, 'query SelftestTooMany($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { issues(first: 101) { nodes { number } } } }', vars);
    const codes = [unbounded, tooMany].map((a) => (a.errors?.[0] ? errorCode(a.errors[0]) : 'accepted'));
    return codes[0] === 'MISSING_PAGINATION_BOUNDARIES' && codes[1] === 'EXCESSIVE_PAGINATION' ? holds(`no bound: ${codes[0]}; first: 101: ${codes[1]}`) : differs(`no bound: ${codes[0]}; first: 101: ${codes[1]}`);
  },
};

const commentLimit: Probe = {
  name: 'comment-limit',
  rules: ['L1'],
  question: `Is a comment of ${COMMENT_LIMIT.toLocaleString('en-US')} characters accepted and one more refused with 422?`,
  writes: true,
  needsPull: false,
  async run(ctx) {
    const { octokit, repo } = ctx;
    const issue = await scratchIssue(ctx);
    const tooLong = await refusal(() => octokit.rest.issues.createComment({ ...repo, issue_number: issue, body: 'x'.repeat(COMMENT_LIMIT + 1) }));
    const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issue, body: 'x'.repeat(COMMENT_LIMIT) });
    const editTooLong = await refusal(() => octokit.rest.issues.updateComment({ ...repo, comment_id: data.id, body: 'x'.repeat(COMMENT_LIMIT + 1) }));
    await octokit.rest.issues.deleteComment({ ...repo, comment_id: data.id });
    if (tooLong?.status !== 422 || editTooLong?.status !== 422) return differs(`one character over: create ${tooLong?.status ?? 'accepted'}, edit ${editTooLong?.status ?? 'accepted'}`);
    return holds(`${COMMENT_LIMIT} accepted; one more refused on create and edit: 422 ${tooLong.message}`);
  },
};

const labels: Probe = {
  name: 'labels',
  rules: ['E24', 'E25', 'E26'],
  question: 'Does labelling create a missing label, a duplicate label name answer 422, and removing an absent label 404?',
  writes: true,
  needsPull: false,
  async run(ctx) {
    const { octokit, repo } = ctx;
    const issue = await scratchIssue(ctx);
    const existed = (await refusal(() => octokit.rest.issues.getLabel({ ...repo, name: SCRATCH_LABEL }))) === null;
    if (existed) return skipped(`a label '${SCRATCH_LABEL}' already exists; delete it and run again`);
    await octokit.rest.issues.addLabels({ ...repo, issue_number: issue, labels: [SCRATCH_LABEL] });
    try {
      const created = (await refusal(() => octokit.rest.issues.getLabel({ ...repo, name: SCRATCH_LABEL }))) === null;
      const duplicate = await refusal(() => octokit.rest.issues.createLabel({ ...repo, name: SCRATCH_LABEL.toUpperCase() }));
      await octokit.rest.issues.removeLabel({ ...repo, issue_number: issue, name: SCRATCH_LABEL });
      const absent = await refusal(() => octokit.rest.issues.removeLabel({ ...repo, issue_number: issue, name: SCRATCH_LABEL }));
      const seen = `labelling ${created ? 'created' : 'did not create'} the label; duplicate name ${duplicate?.status ?? 'accepted'}; removing an absent label ${absent?.status ?? 'accepted'}`;
      return created && duplicate?.status === 422 && absent?.status === 404 ? holds(seen) : differs(seen);
    } finally {
      const left = await refusal(() => octokit.rest.issues.deleteLabel({ ...repo, name: SCRATCH_LABEL }));
      if (left && left.status !== 404) ctx.leftBehind.push(`the label '${SCRATCH_LABEL}' (delete answered ${left.status})`);
    }
  },
};

const dispatchLimits: Probe = {
  name: 'dispatch-limits',
  rules: ['L4'],
  question: 'Does repository_dispatch refuse an event_type over 100 characters and a client_payload over 10 keys?',
  writes: true,
  needsPull: false,
  async run({ octokit, repo }) {
    // Both requests are invalid by rule: GitHub refuses them, so no workflow starts.
    const longType = await refusal(() => octokit.rest.repos.createDispatchEvent({ ...repo, event_type: 't'.repeat(101) }));
    const manyKeys = await refusal(() =>
      octokit.rest.repos.createDispatchEvent({ ...repo, event_type: 'tend-selftest', client_payload: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) }),
    );
    const seen = `event_type of 101: ${longType?.status ?? 'accepted'}; 11 payload keys: ${manyKeys?.status ?? 'accepted'}`;
    return longType?.status === 422 && manyKeys?.status === 422 ? holds(seen) : differs(seen);
  },
};

const PullSchema = z.object({
  repository: z.object({
    pullRequest: z
      .object({
        id: z.string(),
        headRefOid: z.string(),
        mergeStateStatus: z.string(),
        reviewThreads: z.object({ nodes: z.array(z.object({ id: z.string(), isResolved: z.boolean() })) }),
      })
      .nullable(),
  }),
});

async function loadPull(ctx: ProbeContext) {
  const data = PullSchema.parse(
    await ctx.octokit.graphql(
      SELFTEST_PULL,
      { owner: ctx.repo.owner, name: ctx.repo.repo, number: ctx.pull },
    ),
  );
  if (!data.repository.pullRequest) throw new Error(`pull request #${ctx.pull} was not found`);
  return data.repository.pullRequest;
}

const resolveThreads: Probe = {
  name: 'resolve-threads',
  rules: ['P3'],
  question: 'Can the token resolve a review thread, and does resolvedBy name it?',
  writes: true,
  needsPull: true,
  async run(ctx) {
    const pull = await loadPull(ctx);
    const thread = pull.reviewThreads.nodes.find((t) => !t.isResolved);
    if (!thread) return skipped(`#${ctx.pull} has no open review thread; leave a review comment on it and run again`);
    const Resolved = z.object({ resolveReviewThread: z.object({ thread: z.object({ isResolved: z.boolean(), resolvedBy: z.object({ login: z.string() }).nullable() }) }).nullable() });
    let resolved: z.infer<typeof Resolved>;
    try {
      resolved = Resolved.parse(await ctx.octokit.graphql(SELFTEST_RESOLVE, { id: thread.id }));
    } catch (error) {
      const refused = graphqlErrors(error)?.[0]?.message ?? (error instanceof Error ? error.message : String(error));
      return differs(`resolveReviewThread refused: ${refused} (an app token needs contents: write)`);
    }
    await ctx.octokit.graphql(SELFTEST_UNRESOLVE, { id: thread.id });
    const after = resolved.resolveReviewThread?.thread;
    return after?.isResolved && after.resolvedBy ? holds(`resolved by ${after.resolvedBy.login}, then unresolved again`) : differs('the thread did not report as resolved by the token');
  },
};

const autoMergePin: Probe = {
  name: 'auto-merge-pin',
  rules: ['P4'],
  question: 'Does enablePullRequestAutoMerge refuse an expectedHeadOid that is not the head?',
  writes: true,
  needsPull: true,
  async run(ctx) {
    const pull = await loadPull(ctx);
    const wrong = pull.headRefOid.startsWith('0') ? '1'.repeat(40) : '0'.repeat(40);
    const answer = await graphqlAnswer(
      ctx.octokit,
      SELFTEST_AUTO_MERGE,
      { id: pull.id, oid: wrong },
    );
    const error = answer.errors?.[0];
    if (!error) {
      await ctx.octokit.graphql(SELFTEST_AUTO_MERGE_OFF, { id: pull.id });
      return differs('auto-merge was enabled for a head that is not the pull request\'s (it has been disabled again)');
    }
    if (/not allowed|not enabled/i.test(error.message)) return skipped(`auto-merge is off for this repository: ${error.message}`);
    return holds(`refused: ${error.message}`);
  },
};

const updateBranchPin: Probe = {
  name: 'update-branch-pin',
  rules: ['P7'],
  question: 'Does updating a pull request branch refuse an expected head that is not the head (422)?',
  writes: true,
  needsPull: true,
  async run(ctx) {
    const pull = await loadPull(ctx);
    const wrong = pull.headRefOid.startsWith('0') ? '1'.repeat(40) : '0'.repeat(40);
    const answer = await refusal(() => ctx.octokit.rest.pulls.updateBranch({ ...ctx.repo, pull_number: ctx.pull!, expected_head_sha: wrong }));
    if (answer === null) return differs('the branch was updated although the expected head was wrong');
    return answer.status === 422 ? holds(`422 ${answer.message}`) : differs(`${answer.status} ${answer.message}`);
  },
};

export const PROBES: readonly Probe[] = [
  identity,
  rateLimitHeaders,
  requiredChecks,
  restPageCap,
  graphqlValidation,
  graphqlPageBounds,
  commentLimit,
  labels,
  dispatchLimits,
  resolveThreads,
  autoMergePin,
  updateBranchPin,
];

/** Closes the scratch issue, if a probe opened one. */
export async function cleanUp(ctx: ProbeContext): Promise<void> {
  if (ctx.scratchIssue === null) return;
  const closed = await refusal(() => ctx.octokit.rest.issues.update({ ...ctx.repo, issue_number: ctx.scratchIssue!, state: 'closed', state_reason: 'not_planned' }));
  if (closed) ctx.leftBehind.push(`issue #${ctx.scratchIssue} (closing answered ${closed.status})`);
}
