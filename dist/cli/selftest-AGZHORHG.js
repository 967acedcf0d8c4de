import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  SELFTEST_AUTO_MERGE,
  SELFTEST_AUTO_MERGE_OFF,
  SELFTEST_PROTECTION,
  SELFTEST_PULL,
  SELFTEST_RESOLVE,
  SELFTEST_UNRESOLVE,
  SELFTEST_VIEWER
} from "./chunk-BQKCHQKM.js";
import {
  graphqlErrors,
  graphqlPartial,
  requestFailureLine,
  restFailure
} from "./chunk-LVHWABGA.js";
import {
  redactor
} from "./chunk-YZVQOZV2.js";
import {
  cell
} from "./chunk-S4IF65ND.js";
import {
  progressLine
} from "./chunk-6WRBFQRW.js";
import {
  createOctokit,
  githubAccess
} from "./chunk-A5AJFQET.js";
import "./chunk-UEXZ74AC.js";
import "./chunk-KDLETJZ5.js";
import {
  _enum,
  array,
  boolean,
  number,
  object,
  record,
  strictObject,
  string,
  unknown
} from "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/cli/selftest.ts
import { parseArgs } from "node:util";

// src/cli/selftest-probes.ts
var COMMENT_LIMIT = 65536;
var SCRATCH_LABEL = "tend-selftest";
var holds = /* @__PURE__ */ __name((detail) => ({ verdict: "holds", detail }), "holds");
var differs = /* @__PURE__ */ __name((detail) => ({ verdict: "differs", detail }), "differs");
var skipped = /* @__PURE__ */ __name((detail) => ({ verdict: "skipped", detail }), "skipped");
async function refusal(request) {
  try {
    await request();
    return null;
  } catch (error) {
    const failure = restFailure(error);
    if (!failure) throw error;
    const body = error.response?.data;
    return { ...failure, body };
  }
}
__name(refusal, "refusal");
async function graphqlAnswer(octokit, query, variables = {}) {
  try {
    return { data: record(string(), unknown()).parse(await octokit.graphql(query, variables)) };
  } catch (error) {
    const answer = GraphqlAnswerSchema.safeParse(error);
    if (!answer.success || !answer.data.errors?.length) throw error;
    return answer.data;
  }
}
__name(graphqlAnswer, "graphqlAnswer");
var GraphqlAnswerSchema = object({
  data: record(string(), unknown()).nullable().optional(),
  errors: array(object({ message: string(), type: string().optional(), extensions: record(string(), unknown()).optional() })).optional()
});
function errorCode(entry) {
  return entry.type ?? String(entry.extensions?.code ?? "");
}
__name(errorCode, "errorCode");
async function scratchIssue(ctx) {
  if (ctx.scratchIssue !== null) return ctx.scratchIssue;
  const { data } = await ctx.octokit.rest.issues.create({
    ...ctx.repo,
    title: "tend selftest (safe to close)",
    body: "Created by `tend selftest --write` to check GitHub rules tend depends on; closed when it ends."
  });
  ctx.scratchIssue = data.number;
  return data.number;
}
__name(scratchIssue, "scratchIssue");
var identity = {
  name: "identity",
  rules: ["E4", "E5", "E6"],
  question: "Who is the token: a user, or an app installation (GITHUB_TOKEN is github-actions[bot])?",
  writes: false,
  needsPull: false,
  async run({ octokit }) {
    const viewer = object({ viewer: object({ login: string(), databaseId: number().nullable() }) }).parse(await octokit.graphql(SELFTEST_VIEWER));
    const user = await refusal(() => octokit.rest.users.getAuthenticated());
    const { login, databaseId } = viewer.viewer;
    if (user === null) {
      return login.endsWith("[bot]") ? differs(`/user answered for ${login}, an app's bot account`) : holds(`a user token: ${login} (id ${databaseId})`);
    }
    if (user.status !== 403) return differs(`/user answered ${user.status} ${user.message}; an installation token gets 403`);
    return login.endsWith("[bot]") ? holds(`an installation token acting as ${login} (id ${databaseId}); /user answers 403 "${user.message}"`) : differs(`/user refused (403) but the GraphQL viewer '${login}' has no [bot] suffix`);
  }
};
var rateLimitHeaders = {
  name: "rate-limit-headers",
  rules: ["E8", "L2"],
  question: "Does every REST answer carry the rate-limit headers tend paces itself by?",
  writes: false,
  needsPull: false,
  async run({ octokit, repo }) {
    const { headers } = await octokit.rest.repos.get(repo);
    const missing = ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"].filter((name) => headers[name] === void 0);
    if (missing.length > 0) return differs(`missing ${missing.join(", ")}`);
    const resource = headers["x-ratelimit-resource"] ? ` (${String(headers["x-ratelimit-resource"])})` : "";
    return holds(`limit ${String(headers["x-ratelimit-limit"])} per hour${resource}, ${String(headers["x-ratelimit-remaining"])} left; GITHUB_TOKEN has 1,000 per repository`);
  }
};
var requiredChecks = {
  name: "required-checks",
  rules: ["P1", "P2", "E109"],
  question: "Which checks does the default branch require, from classic protection and from rulesets, and does GraphQL Ref.rules list the same rulesets to this token?",
  writes: false,
  needsPull: false,
  async run({ octokit, repo }) {
    const { data } = await octokit.rest.repos.get(repo);
    const branch = data.default_branch;
    const rules = array(object({ type: string(), parameters: object({ required_status_checks: array(object({ context: string() })).optional() }).passthrough().optional() }).passthrough()).parse((await octokit.request("GET /repos/{owner}/{repo}/rules/branches/{branch}", { ...repo, branch })).data);
    const fromRulesets = rules.flatMap((rule) => rule.type === "required_status_checks" ? (rule.parameters?.required_status_checks ?? []).map((c) => c.context) : []);
    const RefRules = object({
      totalCount: number(),
      nodes: array(object({ type: string(), parameters: object({ requiredStatusChecks: array(object({ context: string() })).optional() }).nullable() }).nullable())
    });
    const classic = object({
      repository: object({ ref: object({ refUpdateRule: object({ requiredStatusCheckContexts: array(string().nullable()).nullable() }).nullable(), rules: RefRules.nullable() }).nullable() }).nullable()
    }).parse(
      await octokit.graphql(SELFTEST_PROTECTION, { owner: repo.owner, name: repo.repo, ref: `refs/heads/${branch}` }).catch((error) => {
        const partial = graphqlPartial(error);
        if (partial && partial.errors.every((e) => e.path?.at(-1) === "rules")) return partial.data;
        throw error;
      })
    );
    const fromProtection = (classic.repository?.ref?.refUpdateRule?.requiredStatusCheckContexts ?? []).filter((c) => c !== null);
    const list = /* @__PURE__ */ __name((names) => names.length > 0 ? names.join(", ") : "none", "list");
    const none = fromRulesets.length === 0 && fromProtection.length === 0;
    const refRules = classic.repository?.ref?.rules ?? null;
    const fromRef = refRules?.nodes.flatMap((r) => r?.type === "REQUIRED_STATUS_CHECKS" ? (r.parameters?.requiredStatusChecks ?? []).map((c) => c.context) : []) ?? null;
    const same = /* @__PURE__ */ __name((a, b) => [...new Set(a)].sort().join("\n") === [...new Set(b)].sort().join("\n"), "same");
    if (refRules && fromRef && refRules.nodes.length === refRules.totalCount && !same(fromRef, fromRulesets)) {
      return differs(`${branch}: GraphQL Ref.rules requires ${list(fromRef)}, REST rules/branches ${list(fromRulesets)}`);
    }
    const graphql = fromRef ? "Ref.rules lists the same" : "Ref.rules is not readable with this token (tend reads REST rules/branches before merging)";
    return holds(
      `${branch}: rulesets require ${list(fromRulesets)} (${graphql}); classic protection requires ${list(fromProtection)}${none ? ". GitHub merges with no checks here (P2): set tend's required-checks input" : ""}`
    );
  }
};
var restPageCap = {
  name: "rest-page-cap",
  rules: ["E12"],
  question: "Does a REST list answer at most 100 items, whatever per_page asks?",
  writes: false,
  needsPull: false,
  async run({ octokit, repo }) {
    const { data, headers } = await octokit.rest.issues.listForRepo({ ...repo, state: "all", per_page: 101 });
    if (data.length > 100) return differs(`answered ${data.length} items for per_page=101`);
    const more = headers.link?.includes('rel="next"') ? ", with a next page" : "";
    return holds(`answered ${data.length} item(s) for per_page=101${more}`);
  }
};
var graphqlValidation = {
  name: "graphql-validation",
  rules: ["E15"],
  question: "Does a query with a field GitHub lacks answer HTTP 200 with errors only, in graphql-ruby wording?",
  writes: false,
  needsPull: false,
  async run({ octokit, repo }) {
    const answer = await graphqlAnswer(octokit, "query SelftestNoSuchField($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { tendSelftestNoSuchField } }", { owner: repo.owner, name: repo.repo });
    const message = answer.errors?.[0]?.message ?? "no error";
    if (answer.data) return differs(`answered data beside the error: "${message}"`);
    return message === "Field 'tendSelftestNoSuchField' doesn't exist on type 'Repository'" ? holds(`HTTP 200, errors only: "${message}"`) : differs(`"${message}"`);
  }
};
var graphqlPageBounds = {
  name: "graphql-page-bounds",
  rules: ["E13"],
  question: "Does a connection need first/last, at most 100?",
  writes: false,
  needsPull: false,
  async run({ octokit, repo }) {
    const vars = { owner: repo.owner, name: repo.repo };
    const unbounded = await graphqlAnswer(octokit, "query SelftestUnbounded($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { issues { nodes { number } } } }", vars);
    const tooMany = await graphqlAnswer(octokit, "query SelftestTooMany($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { issues(first: 101) { nodes { number } } } }", vars);
    const codes = [unbounded, tooMany].map((a) => a.errors?.[0] ? errorCode(a.errors[0]) : "accepted");
    return codes[0] === "MISSING_PAGINATION_BOUNDARIES" && codes[1] === "EXCESSIVE_PAGINATION" ? holds(`no bound: ${codes[0]}; first: 101: ${codes[1]}`) : differs(`no bound: ${codes[0]}; first: 101: ${codes[1]}`);
  }
};
var commentLimit = {
  name: "comment-limit",
  rules: ["L1"],
  question: `Is a comment of ${COMMENT_LIMIT.toLocaleString("en-US")} characters accepted and one more refused with 422?`,
  writes: true,
  needsPull: false,
  async run(ctx) {
    const { octokit, repo } = ctx;
    const issue = await scratchIssue(ctx);
    const tooLong = await refusal(() => octokit.rest.issues.createComment({ ...repo, issue_number: issue, body: "x".repeat(COMMENT_LIMIT + 1) }));
    const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issue, body: "x".repeat(COMMENT_LIMIT) });
    const editTooLong = await refusal(() => octokit.rest.issues.updateComment({ ...repo, comment_id: data.id, body: "x".repeat(COMMENT_LIMIT + 1) }));
    await octokit.rest.issues.deleteComment({ ...repo, comment_id: data.id });
    if (tooLong?.status !== 422 || editTooLong?.status !== 422) return differs(`one character over: create ${tooLong?.status ?? "accepted"}, edit ${editTooLong?.status ?? "accepted"}`);
    return holds(`${COMMENT_LIMIT} accepted; one more refused on create and edit: 422 ${tooLong.message}`);
  }
};
var labels = {
  name: "labels",
  rules: ["E24", "E25", "E26"],
  question: "Does labelling create a missing label, a duplicate label name answer 422, and removing an absent label 404?",
  writes: true,
  needsPull: false,
  async run(ctx) {
    const { octokit, repo } = ctx;
    const issue = await scratchIssue(ctx);
    const existed = await refusal(() => octokit.rest.issues.getLabel({ ...repo, name: SCRATCH_LABEL })) === null;
    if (existed) return skipped(`a label '${SCRATCH_LABEL}' already exists; delete it and run again`);
    await octokit.rest.issues.addLabels({ ...repo, issue_number: issue, labels: [SCRATCH_LABEL] });
    try {
      const created = await refusal(() => octokit.rest.issues.getLabel({ ...repo, name: SCRATCH_LABEL })) === null;
      const duplicate = await refusal(() => octokit.rest.issues.createLabel({ ...repo, name: SCRATCH_LABEL.toUpperCase() }));
      await octokit.rest.issues.removeLabel({ ...repo, issue_number: issue, name: SCRATCH_LABEL });
      const absent = await refusal(() => octokit.rest.issues.removeLabel({ ...repo, issue_number: issue, name: SCRATCH_LABEL }));
      const seen = `labelling ${created ? "created" : "did not create"} the label; duplicate name ${duplicate?.status ?? "accepted"}; removing an absent label ${absent?.status ?? "accepted"}`;
      return created && duplicate?.status === 422 && absent?.status === 404 ? holds(seen) : differs(seen);
    } finally {
      const left = await refusal(() => octokit.rest.issues.deleteLabel({ ...repo, name: SCRATCH_LABEL }));
      if (left && left.status !== 404) ctx.leftBehind.push(`the label '${SCRATCH_LABEL}' (delete answered ${left.status})`);
    }
  }
};
var dispatchLimits = {
  name: "dispatch-limits",
  rules: ["L4"],
  question: "Does repository_dispatch refuse an event_type over 100 characters and a client_payload over 10 keys?",
  writes: true,
  needsPull: false,
  async run({ octokit, repo }) {
    const longType = await refusal(() => octokit.rest.repos.createDispatchEvent({ ...repo, event_type: "t".repeat(101) }));
    const manyKeys = await refusal(
      () => octokit.rest.repos.createDispatchEvent({ ...repo, event_type: "tend-selftest", client_payload: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) })
    );
    const seen = `event_type of 101: ${longType?.status ?? "accepted"}; 11 payload keys: ${manyKeys?.status ?? "accepted"}`;
    return longType?.status === 422 && manyKeys?.status === 422 ? holds(seen) : differs(seen);
  }
};
var PullSchema = object({
  repository: object({
    pullRequest: object({
      id: string(),
      headRefOid: string(),
      mergeStateStatus: string(),
      reviewThreads: object({ nodes: array(object({ id: string(), isResolved: boolean() })) })
    }).nullable()
  })
});
async function loadPull(ctx) {
  const data = PullSchema.parse(
    await ctx.octokit.graphql(
      SELFTEST_PULL,
      { owner: ctx.repo.owner, name: ctx.repo.repo, number: ctx.pull }
    )
  );
  if (!data.repository.pullRequest) throw new Error(`pull request #${ctx.pull} was not found`);
  return data.repository.pullRequest;
}
__name(loadPull, "loadPull");
var resolveThreads = {
  name: "resolve-threads",
  rules: ["P3"],
  question: "Can the token resolve a review thread, and does resolvedBy name it?",
  writes: true,
  needsPull: true,
  async run(ctx) {
    const pull = await loadPull(ctx);
    const thread = pull.reviewThreads.nodes.find((t) => !t.isResolved);
    if (!thread) return skipped(`#${ctx.pull} has no open review thread; leave a review comment on it and run again`);
    const Resolved = object({ resolveReviewThread: object({ thread: object({ isResolved: boolean(), resolvedBy: object({ login: string() }).nullable() }) }).nullable() });
    let resolved;
    try {
      resolved = Resolved.parse(await ctx.octokit.graphql(SELFTEST_RESOLVE, { id: thread.id }));
    } catch (error) {
      const refused = graphqlErrors(error)?.[0]?.message ?? (error instanceof Error ? error.message : String(error));
      return differs(`resolveReviewThread refused: ${refused} (an app token needs contents: write)`);
    }
    await ctx.octokit.graphql(SELFTEST_UNRESOLVE, { id: thread.id });
    const after = resolved.resolveReviewThread?.thread;
    return after?.isResolved && after.resolvedBy ? holds(`resolved by ${after.resolvedBy.login}, then unresolved again`) : differs("the thread did not report as resolved by the token");
  }
};
var autoMergePin = {
  name: "auto-merge-pin",
  rules: ["P4"],
  question: "Does enablePullRequestAutoMerge refuse an expectedHeadOid that is not the head?",
  writes: true,
  needsPull: true,
  async run(ctx) {
    const pull = await loadPull(ctx);
    const wrong = pull.headRefOid.startsWith("0") ? "1".repeat(40) : "0".repeat(40);
    const answer = await graphqlAnswer(
      ctx.octokit,
      SELFTEST_AUTO_MERGE,
      { id: pull.id, oid: wrong }
    );
    const error = answer.errors?.[0];
    if (!error) {
      await ctx.octokit.graphql(SELFTEST_AUTO_MERGE_OFF, { id: pull.id });
      return differs("auto-merge was enabled for a head that is not the pull request's (it has been disabled again)");
    }
    if (/not allowed|not enabled/i.test(error.message)) return skipped(`auto-merge is off for this repository: ${error.message}`);
    return holds(`refused: ${error.message}`);
  }
};
var updateBranchPin = {
  name: "update-branch-pin",
  rules: ["P7"],
  question: "Does updating a pull request branch refuse an expected head that is not the head (422)?",
  writes: true,
  needsPull: true,
  async run(ctx) {
    const pull = await loadPull(ctx);
    const wrong = pull.headRefOid.startsWith("0") ? "1".repeat(40) : "0".repeat(40);
    const answer = await refusal(() => ctx.octokit.rest.pulls.updateBranch({ ...ctx.repo, pull_number: ctx.pull, expected_head_sha: wrong }));
    if (answer === null) return differs("the branch was updated although the expected head was wrong");
    return answer.status === 422 ? holds(`422 ${answer.message}`) : differs(`${answer.status} ${answer.message}`);
  }
};
var PROBES = [
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
  updateBranchPin
];
async function cleanUp(ctx) {
  if (ctx.scratchIssue === null) return;
  const closed = await refusal(() => ctx.octokit.rest.issues.update({ ...ctx.repo, issue_number: ctx.scratchIssue, state: "closed", state_reason: "not_planned" }));
  if (closed) ctx.leftBehind.push(`issue #${ctx.scratchIssue} (closing answered ${closed.status})`);
}
__name(cleanUp, "cleanUp");

// src/cli/selftest.ts
var SELFTEST_SYNOPSIS = "tend selftest --repo owner/name [--write] [--pull N] [--json]";
var SelftestReportSchema = strictObject({
  repository: string(),
  /** Whether the write probes ran. */
  write: boolean(),
  pull: number().int().positive().nullable(),
  results: array(
    strictObject({
      probe: string(),
      rules: array(string()),
      question: string(),
      verdict: _enum(["holds", "differs", "skipped", "error"]),
      detail: string()
    })
  ),
  /** What a write probe created and could not remove. */
  leftBehind: array(string())
});
async function selftest(argv, env, stdout, stderr) {
  let values;
  try {
    values = parseArgs({ args: argv, options: { repo: { type: "string" }, write: { type: "boolean" }, pull: { type: "string" }, json: { type: "boolean" } }, strict: true }).values;
  } catch (error) {
    stderr.write(`tend selftest: ${error instanceof Error ? error.message : String(error)}; usage: ${SELFTEST_SYNOPSIS}
`);
    return 2;
  }
  const access = githubAccess(values.repo, env);
  if (typeof access === "string") {
    stderr.write(`tend selftest: ${access}
`);
    return 2;
  }
  if (values.pull !== void 0 && !/^[1-9]\d{0,9}$/.test(values.pull)) {
    stderr.write(`tend selftest: invalid --pull '${values.pull}'; expected a pull request number such as 12
`);
    return 2;
  }
  const redact = redactor([access.token]);
  const progress = progressLine(stderr, "selftest", redact);
  const octokit = createOctokit(access.token, {
    baseUrl: access.apiUrl,
    log: progress,
    throttle: env.TEND_GITHUB_THROTTLE !== "off"
  });
  const ctx = { octokit, repo: access.repo, pull: values.pull === void 0 ? null : Number(values.pull), leftBehind: [], scratchIssue: null };
  const write = values.write ?? false;
  const results = [];
  try {
    for (const probe of PROBES) {
      const base = { probe: probe.name, rules: probe.rules, question: probe.question };
      if (probe.writes && !write) {
        results.push({ ...base, verdict: "skipped", detail: "writes to the repository: run with --write on a scratch repository" });
        continue;
      }
      if (probe.needsPull && ctx.pull === null) {
        results.push({ ...base, verdict: "skipped", detail: "needs a scratch pull request: --pull N" });
        continue;
      }
      progress(`${probe.name}: ${probe.question}`);
      try {
        results.push({ ...base, ...await probe.run(ctx) });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({ ...base, verdict: "error", detail: redact(requestFailureLine(error, message) ?? message).split("\n")[0] });
      }
    }
  } finally {
    await cleanUp(ctx).catch((error) => ctx.leftBehind.push(`the scratch issue (${error instanceof Error ? error.message : String(error)})`));
  }
  const report = SelftestReportSchema.parse({ repository: `${access.repo.owner}/${access.repo.repo}`, write, pull: ctx.pull, results, leftBehind: ctx.leftBehind });
  stdout.write(redact(values.json ? `${JSON.stringify(report, null, 2)}
` : renderReport(report)));
  return report.results.some((r) => r.verdict === "differs" || r.verdict === "error") ? 1 : 0;
}
__name(selftest, "selftest");
var MARK = { holds: "holds", differs: "**DIFFERS**", skipped: "skipped", error: "**ERROR**" };
function renderReport(report) {
  const counts = /* @__PURE__ */ __name((verdict) => report.results.filter((r) => r.verdict === verdict).length, "counts");
  const lines = [
    `# tend selftest: ${report.repository}`,
    "",
    `${counts("holds")} hold, ${counts("differs")} differ, ${counts("error")} could not be checked, ${counts("skipped")} skipped.`,
    "",
    "| rules | check | result | what GitHub answered |",
    "|---|---|---|---|",
    ...report.results.map((r) => `| ${r.rules.join(", ")} | ${cell(r.question)} | ${MARK[r.verdict]} | ${cell(r.detail)} |`),
    ""
  ];
  if (report.leftBehind.length > 0) lines.push(`Left behind (remove by hand): ${report.leftBehind.join("; ")}`, "");
  return `${lines.join("\n")}
`;
}
__name(renderReport, "renderReport");
export {
  SelftestReportSchema,
  renderReport,
  selftest
};
