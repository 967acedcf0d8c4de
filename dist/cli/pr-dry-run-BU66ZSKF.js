import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  initialState,
  transition
} from "./chunk-5SPUQ7TJ.js";
import {
  hasWriteAccess,
  repositoryPermission
} from "./chunk-FEOAC5OH.js";
import {
  PULL_CHECKS_PAGE,
  PULL_REVIEWS_PAGE,
  PULL_SNAPSHOT,
  PULL_THREADS_PAGE,
  RECENT_REVIEWERS,
  RUN_CONTEXT
} from "./chunk-BQKCHQKM.js";
import {
  DEFAULT_CHAT_CONFIG,
  REPO_DEFAULTS,
  repoConfigFromBlob
} from "./chunk-SKSTU3KH.js";
import "./chunk-IXSI4EUA.js";
import {
  graphqlErrors,
  graphqlPartial
} from "./chunk-LVHWABGA.js";
import {
  botOf,
  codeRabbitSeverity,
  parseReviewComment
} from "./chunk-TAPIOLWM.js";
import {
  isBot
} from "./chunk-LG6AUEHQ.js";
import {
  TEND_FINDING_KIND
} from "./chunk-UI7E2DAO.js";
import "./chunk-JZ47QOTV.js";
import {
  parseInputs,
  require_picomatch
} from "./chunk-DXKS74XA.js";
import {
  redactor
} from "./chunk-YZVQOZV2.js";
import {
  cell,
  clip,
  inert
} from "./chunk-S4IF65ND.js";
import "./chunk-GNGUAHQX.js";
import "./chunk-N5SJCIZT.js";
import "./chunk-6R5FL2YM.js";
import "./chunk-7FMQZ3HF.js";
import "./chunk-2ZZ7UQU2.js";
import {
  progressLine,
  write
} from "./chunk-6WRBFQRW.js";
import "./chunk-TJAG6WUX.js";
import {
  createOctokit,
  githubAccess
} from "./chunk-A5AJFQET.js";
import {
  endsWithOwnMarker,
  trailingMarker
} from "./chunk-UGMHMVMQ.js";
import {
  ConfigError,
  InputError,
  RefusalError
} from "./chunk-UEXZ74AC.js";
import "./chunk-WX6HNAQQ.js";
import "./chunk-KDLETJZ5.js";
import "./chunk-2NYCHYZ4.js";
import "./chunk-KRQCIFPU.js";
import "./chunk-TMHJERL2.js";
import {
  KNOWN_BOTS,
  parseAuthorReference,
  parseBotReference
} from "./chunk-PSBXGJWC.js";
import {
  ZodError,
  _enum,
  array,
  boolean,
  discriminatedUnion,
  lazy,
  literal,
  looseObject,
  number,
  object,
  record,
  strictObject,
  string
} from "./chunk-CZ44SP4R.js";
import "./chunk-BLH2SJWA.js";
import "./chunk-SZHJZVAZ.js";
import {
  __name,
  __toESM
} from "./chunk-PN4QGNHY.js";

// src/cli/pr-dry-run.ts
import { parseArgs } from "node:util";

// src/config/ask-again.ts
var ASK_TEXT_LIMIT = 200;
var DEFAULTS = {
  copilot: { how: "request-review", login: "copilot-pull-request-reviewer[bot]" },
  gemini: { how: "comment", text: "/gemini review" }
};
function askAgainFor(reviewBots, configured, configPath) {
  const names = reviewBots.map((b) => b.name.toLowerCase());
  for (const key of Object.keys(configured ?? {})) {
    if (!names.includes(key.toLowerCase())) {
      throw new ConfigError(`${configPath}: 'ask-again' names '${key}', which is not one of review-bots (${reviewBots.map((b) => b.name).join(", ")}); expected a review bot's name.`);
    }
  }
  const asks = [];
  for (const bot of reviewBots) {
    const value = Object.entries(configured ?? {}).find(([key]) => key.toLowerCase() === bot.name.toLowerCase())?.[1];
    const ask = value === void 0 ? DEFAULTS[bot.name] : parseAsk(value, bot, configPath);
    if (ask !== void 0 && ask.how !== "never") asks.push({ bot, ask });
  }
  return asks;
}
__name(askAgainFor, "askAgainFor");
function parseAsk(value, bot, configPath) {
  const text = value.trim();
  if (text === "never") return { how: "never" };
  if (text === "request-review") {
    const known = DEFAULTS[bot.name];
    const login = known?.how === "request-review" ? known.login : bot.login.endsWith("[bot]") ? bot.login : `${bot.login}[bot]`;
    return { how: "request-review", login };
  }
  const problem = text === "" ? "is empty" : text.length > ASK_TEXT_LIMIT ? `is longer than ${ASK_TEXT_LIMIT} characters` : /[\r\n]/.test(text) ? "spans several lines" : /^\/tend\b/i.test(text) ? "is a tend command" : null;
  if (problem) {
    throw new ConfigError(`${configPath}: 'ask-again.${bot.name}' ${problem}; expected request-review, never, or a one-line comment of at most ${ASK_TEXT_LIMIT} characters that asks the bot (e.g. /gemini review).`);
  }
  return { how: "comment", text };
}
__name(parseAsk, "parseAsk");

// src/config/model-provider.ts
var CREDENTIAL_INPUTS = {
  anthropic: ["anthropic-api-key"],
  bedrock: [],
  vertex: ["google-access-token"],
  foundry: ["foundry-api-key"]
};
function modelProviderFor(v, repo, configPath) {
  const name = v["model-provider"];
  for (const [other, inputs] of Object.entries(CREDENTIAL_INPUTS)) {
    if (other === name || other === "anthropic") continue;
    const stray = inputs.find((input) => v[input] !== void 0);
    if (stray) throw new ConfigError(`Input '${stray}' is for model-provider ${other}, but model-provider is ${name}; set model-provider: ${other} or remove it.`);
  }
  switch (name) {
    case "anthropic": {
      const apiKey = v["anthropic-api-key"];
      return apiKey ? { name, apiKey } : null;
    }
    case "bedrock": {
      const accessKeyId = v.AWS_ACCESS_KEY_ID;
      const secretAccessKey = v.AWS_SECRET_ACCESS_KEY;
      if (!accessKeyId || !secretAccessKey) {
        const missing = [!accessKeyId && "AWS_ACCESS_KEY_ID", !secretAccessKey && "AWS_SECRET_ACCESS_KEY"].filter(Boolean).join(" and ");
        throw new ConfigError(`model-provider bedrock needs ${missing} in the environment: run aws-actions/configure-aws-credentials in a step before tend, see docs/providers.md.`);
      }
      const region = repo.bedrock?.region;
      if (!region) throw new ConfigError(`model-provider bedrock needs the AWS region: set bedrock.region (e.g. us-east-1) in ${configPath} on the default branch.`);
      return { name, region, accessKeyId, secretAccessKey, sessionToken: v.AWS_SESSION_TOKEN };
    }
    case "vertex": {
      const accessToken = v["google-access-token"];
      if (!accessToken) throw new ConfigError("model-provider vertex needs google-access-token: pass the access_token output of google-github-actions/auth (token_format: access_token), see docs/providers.md.");
      const vertex = repo.vertex;
      if (!vertex) throw new ConfigError(`model-provider vertex needs the project and region: set vertex.project and vertex.region (e.g. us-east5) in ${configPath} on the default branch.`);
      return { name, project: vertex.project, region: vertex.region, accessToken };
    }
    case "foundry": {
      const credential = v["foundry-api-key"];
      if (!credential) throw new ConfigError("model-provider foundry needs foundry-api-key: a Foundry API key or a Microsoft Entra access token, from a secret or azure/login, see docs/providers.md.");
      const resource = repo.foundry?.resource;
      if (!resource) throw new ConfigError(`model-provider foundry needs the resource: set foundry.resource (the name in https://<resource>.services.ai.azure.com) in ${configPath} on the default branch.`);
      return { name, resource, credential };
    }
  }
}
__name(modelProviderFor, "modelProviderFor");

// src/config/settings.ts
function chatBrainSettings(chat) {
  const c = chat ?? DEFAULT_CHAT_CONFIG;
  const [start, end] = c["working-hours"].split("-").map(Number);
  return {
    tier2: { enabled: c.tier2.enabled, workflow: c.tier2.workflow, thresholdMinutes: c.tier2["threshold-minutes"] },
    autoReply: { enabled: c["auto-reply"], workingHours: { start, end } },
    askContext: { minutes: c["ask-context-minutes"] }
  };
}
__name(chatBrainSettings, "chatBrainSettings");
function buildSettings(inputs, repo, configPath) {
  const both = /* @__PURE__ */ __name((key) => {
    if (inputs.explicit.has(key)) return inputs.values[key];
    const fromRepo = repo[key];
    return fromRepo === void 0 ? inputs.values[key] : fromRepo;
  }, "both");
  const file = /* @__PURE__ */ __name((key) => repo[key] ?? REPO_DEFAULTS[key], "file");
  const v = inputs.values;
  const auto = repo.ship?.auto;
  const reviewBots = bots(file("review-bots"), "review-bots", configPath);
  return {
    githubToken: v["github-token"],
    pushToken: v["push-token"],
    anthropicApiKey: v["anthropic-api-key"],
    modelProvider: modelProviderFor(v, repo, configPath),
    model: both("model"),
    modelPrices: repo["model-prices"],
    command: v.command,
    number: v.number,
    configPath: v["config-path"],
    trustedBots: bots(file("trusted-bots"), "trusted-bots", configPath),
    reviewBots,
    askAgain: askAgainFor(reviewBots, repo["ask-again"], configPath),
    requiredReviewBots: bots(file("required-review-bots"), "required-review-bots", configPath),
    waitMode: file("wait-mode"),
    reviewWindowMinutes: file("review-window-minutes"),
    checksTimeoutMinutes: file("checks-timeout-minutes"),
    requiredChecks: repo.ship?.["required-checks"] ?? [],
    maxIterations: file("max-iterations"),
    merge: file("merge"),
    mergeMethod: file("merge-method"),
    updateMethod: file("update-method"),
    commitMethod: file("commit-method"),
    deleteBranch: file("delete-branch"),
    ignoreNitpicks: file("ignore-nitpicks"),
    finalCheck: file("final-check"),
    allowedPaths: file("allowed-paths"),
    allowProtectedPaths: file("allow-protected-paths"),
    maxFiles: file("max-files"),
    maxPatchBytes: file("max-patch-bytes"),
    dispatchWorkflows: file("dispatch-workflows"),
    sweepWorkflow: repo["sweep-workflow"],
    verifyCommand: v["verify-command"],
    verifyIsolation: v["verify-isolation"],
    verifyPath: v["verify-path"],
    regenerateCommand: v["regenerate-command"],
    generatedPaths: file("generated-paths"),
    triageCommands: v["triage-commands"],
    intentThreshold: file("intent-threshold"),
    maxCostUsd: both("max-cost-usd"),
    maxTurns: v.command === "chat-investigate" ? (repo.chat ?? DEFAULT_CHAT_CONFIG).tier2["max-turns"] : file("max-turns"),
    chatBrain: chatBrainSettings(repo.chat),
    shipAuto: auto ? { authors: authors(auto.authors ?? [], configPath), labels: auto.labels ?? [], baseBranches: auto["base-branches"] ?? [] } : null,
    chat: repo.chat ?? null,
    auditPath: v["audit-path"],
    dryRun: v["dry-run"]
  };
}
__name(buildSettings, "buildSettings");
function bots(references, key, configPath) {
  return references.map((reference) => {
    const bot = parseBotReference(reference);
    if (!bot) {
      throw new ConfigError(
        `'${key}' entry '${reference}' in ${configPath} is not a known bot (${KNOWN_BOTS.map((b) => b.name).join(", ")}) nor login:id (e.g. my-reviewer[bot]:12345).`
      );
    }
    return bot;
  });
}
__name(bots, "bots");
function authors(references, configPath) {
  return references.map((reference) => {
    const author = parseAuthorReference(reference);
    if (!author) {
      throw new ConfigError(
        `'ship.auto.authors' entry '${reference}' in ${configPath} is not a person's login, login:id, a known bot (coderabbit, copilot, gemini, sourcery, claude, github-actions) nor login[bot]:id; bots are matched by id, so write e.g. my-app[bot]:12345.`
      );
    }
    return author;
  });
}
__name(authors, "authors");

// src/ship/writers.ts
var SUGGESTION_FENCE = /(^|\n)\s*(`{3,}|~{3,})suggestion/;
async function learnWriters(octokit, repo, snapshot, known = /* @__PURE__ */ new Map(), everyAuthor = false) {
  for (const thread of snapshot.threads) {
    const resolver = thread.isResolved ? thread.resolvedBy : null;
    if (resolver && resolver.id !== snapshot.viewer.id && !known.has(resolver.id)) {
      known.set(resolver.id, hasWriteAccess(await repositoryPermission(octokit, repo, resolver.login)));
    }
    const [first, ...replies] = thread.comments;
    if (thread.isResolved || !first) continue;
    const asked = everyAuthor || SUGGESTION_FENCE.test(first.body) ? thread.comments : replies;
    for (const { author } of asked) {
      if (!author || author.type !== "User" || known.has(author.id)) continue;
      const permission = await repositoryPermission(octokit, repo, author.login);
      known.set(author.id, hasWriteAccess(permission));
    }
  }
  return new Set([...known].filter(([, writes]) => writes).map(([id]) => id));
}
__name(learnWriters, "learnWriters");
function writeAccessOf(known) {
  const writers = /* @__PURE__ */ new Set();
  const nonWriters = /* @__PURE__ */ new Set();
  for (const [id, writes] of known) (writes ? writers : nonWriters).add(id);
  return { writers, nonWriters };
}
__name(writeAccessOf, "writeAccessOf");

// src/github/database-id.ts
var decimalId = /* @__PURE__ */ __name((missing) => string({ error: missing }).regex(/^[0-9]+$/, { error: "GitHub answered a fullDatabaseId that is not a decimal number", abort: true }).refine(
  (digits) => Number.isSafeInteger(Number(digits)),
  { error: /* @__PURE__ */ __name((issue) => `GitHub answered the database id ${String(issue.input)}, past ${Number.MAX_SAFE_INTEGER} (2^53 - 1): tend keeps ids as numbers, exact only up to there.`, "error") }
).transform(Number), "decimalId");
var FullDatabaseId = lazy(() => decimalId("GitHub answered a comment without its fullDatabaseId: tend matches comments by it and needs it"));
var ReviewDatabaseId = lazy(() => decimalId("GitHub answered a review fullDatabaseId that is not a decimal string").nullable());

// src/github/branch-rules.ts
var BranchRule = lazy(() => object({
  type: string(),
  parameters: object({ required_status_checks: array(object({ context: string() })).optional() }).nullish()
}));
async function loadBranchRules(octokit, repo, branch) {
  const { data } = await octokit.rest.repos.getBranchRules({ ...repo, branch, per_page: 100 });
  return array(BranchRule).parse(data);
}
__name(loadBranchRules, "loadBranchRules");

// src/github/pull-snapshot.ts
var MAX_PAGES = 50;
var ActorData = lazy(() => object({ __typename: string(), login: string(), databaseId: number().nullable().optional() }).nullable());
var Oid = lazy(() => object({ oid: string() }).nullable());
var PageInfo = lazy(() => object({ hasNextPage: boolean(), endCursor: string().nullable() }));
var ReviewData = lazy(() => object({
  id: string(),
  fullDatabaseId: ReviewDatabaseId,
  author: ActorData,
  authorCanPushToRepository: boolean(),
  state: string(),
  body: string(),
  commit: Oid,
  submittedAt: string().nullable()
}));
var ThreadData = lazy(() => object({
  id: string(),
  isResolved: boolean(),
  // A User (resolvedBy is typed User in GitHub's schema), or null: unresolved, or an account GitHub no longer shows.
  resolvedBy: ActorData.optional(),
  isOutdated: boolean(),
  viewerCanResolve: boolean(),
  viewerCanReply: boolean(),
  path: string(),
  line: number().nullable(),
  startLine: number().nullable(),
  originalLine: number().nullable(),
  originalStartLine: number().nullable(),
  diffSide: _enum(["LEFT", "RIGHT"]),
  comments: object({
    totalCount: number(),
    nodes: array(
      object({
        id: string(),
        fullDatabaseId: FullDatabaseId,
        author: ActorData,
        body: string(),
        createdAt: string(),
        lastEditedAt: string().nullable(),
        commit: Oid,
        originalCommit: Oid,
        diffHunk: string()
      })
    )
  })
}));
var ContextData = lazy(() => discriminatedUnion("__typename", [
  object({
    __typename: literal("CheckRun"),
    databaseId: number().nullable(),
    name: string(),
    status: string(),
    conclusion: string().nullable(),
    isRequired: boolean(),
    checkSuite: object({
      app: object({ databaseId: number().nullable(), slug: string() }).nullable(),
      workflowRun: object({ workflow: object({ name: string() }) }).nullable()
    }).nullable()
  }),
  object({
    __typename: literal("StatusContext"),
    context: string(),
    state: string(),
    createdAt: string(),
    isRequired: boolean(),
    creator: ActorData
  })
]));
var RulesData = lazy(() => object({
  totalCount: number(),
  nodes: array(
    object({
      type: string(),
      // Another rule type's parameters come back as `{}` (the fragment selects only this one), or null.
      parameters: object({ requiredStatusChecks: array(object({ context: string() })).optional() }).nullable()
    }).nullable()
  )
}));
var ReviewPage = lazy(() => object({ pageInfo: PageInfo, nodes: array(ReviewData.nullable()) }));
var ThreadPage = lazy(() => object({ pageInfo: PageInfo, nodes: array(ThreadData.nullable()) }));
var ContextPage = lazy(() => object({ pageInfo: PageInfo, nodes: array(ContextData.nullable()) }));
var PullData = lazy(() => object({
  id: string(),
  number: number(),
  title: string(),
  state: _enum(["OPEN", "CLOSED", "MERGED"]),
  isDraft: boolean(),
  author: ActorData,
  headRefName: string(),
  headRefOid: string(),
  baseRefName: string(),
  baseRefOid: string(),
  isCrossRepository: boolean(),
  maintainerCanModify: boolean().optional(),
  mergeable: _enum(["MERGEABLE", "CONFLICTING", "UNKNOWN"]),
  mergeStateStatus: string(),
  viewerCanMergeAsAdmin: boolean(),
  reviewDecision: _enum(["APPROVED", "CHANGES_REQUESTED", "REVIEW_REQUIRED"]).nullable(),
  headRef: object({
    id: string(),
    refUpdateRule: object({ allowsDeletions: boolean() }).nullable(),
    // The head's rulesets (E109), for whether one forbids deleting it after the merge.
    rules: object({ totalCount: number(), nodes: array(object({ type: string() }).nullable()) }).nullable().optional()
  }).nullable(),
  labels: object({ nodes: array(object({ id: string(), name: string() }).nullable()) }).nullable(),
  autoMergeRequest: object({ enabledAt: string().nullable() }).nullable(),
  baseRef: object({
    refUpdateRule: object({
      requiredStatusCheckContexts: array(string().nullable()).nullable(),
      requiredApprovingReviewCount: number().nullable()
    }).nullable(),
    // Null when GitHub does not let this token read the rulesets (who may is not published, E109).
    rules: RulesData.nullable()
  }).nullable(),
  reviews: ReviewPage,
  reviewThreads: ThreadPage,
  issueComments: object({ nodes: array(object({ author: ActorData, body: string(), createdAt: string() }).nullable()) }),
  commits: object({
    nodes: array(
      object({
        commit: object({
          oid: string(),
          statusCheckRollup: object({ contexts: ContextPage }).nullable()
        })
      }).nullable()
    )
  })
}));
var Viewer = lazy(() => object({ login: string(), databaseId: number().nullable() }));
var SnapshotData = lazy(() => object({
  viewer: Viewer,
  repository: object({ pullRequest: PullData }).nullable()
}));
var ReviewsPageData = lazy(() => object({ repository: object({ pullRequest: object({ reviews: ReviewPage }) }) }));
var ThreadsPageData = lazy(() => object({ repository: object({ pullRequest: object({ reviewThreads: ThreadPage }) }) }));
var ChecksPageData = lazy(() => object({
  repository: object({
    object: object({ statusCheckRollup: object({ contexts: ContextPage }).nullable().optional() }).nullable()
  })
}));
var PullRequestNotFoundError = class extends RefusalError {
  static {
    __name(this, "PullRequestNotFoundError");
  }
};
async function loadPullSnapshot(octokit, repo, number2) {
  const base = { owner: repo.owner, name: repo.repo, number: number2 };
  const data = SnapshotData.parse(await request(octokit, repo, number2, PULL_SNAPSHOT, base));
  const pull = data.repository?.pullRequest;
  if (!pull) throw new PullRequestNotFoundError(`Repository ${repo.owner}/${repo.repo} was not found or the token cannot read it.`);
  return snapshotFromPull(octokit, repo, data.viewer, pull);
}
__name(loadPullSnapshot, "loadPullSnapshot");
var SnapshotsData = lazy(() => object({ viewer: Viewer, repository: record(string(), PullData.nullable()).nullable() }));
async function snapshotFromPull(octokit, repo, viewer, pull) {
  const number2 = pull.number;
  const base = { owner: repo.owner, name: repo.repo, number: number2 };
  const reviews = await allPages(
    pull.reviews,
    async (after) => ReviewsPageData.parse(await request(octokit, repo, number2, PULL_REVIEWS_PAGE, { ...base, after })).repository.pullRequest.reviews
  );
  const threads = await allPages(
    pull.reviewThreads,
    async (after) => ThreadsPageData.parse(await request(octokit, repo, number2, PULL_THREADS_PAGE, { ...base, after })).repository.pullRequest.reviewThreads
  );
  const head = pull.commits.nodes.at(-1)?.commit;
  const contexts = head?.statusCheckRollup ? await allPages(head.statusCheckRollup.contexts, async (after) => {
    const page = ChecksPageData.parse(await request(octokit, repo, number2, PULL_CHECKS_PAGE, { ...base, oid: head.oid, after }));
    const rollup = page.repository.object?.statusCheckRollup;
    if (!rollup) throw new Error(`The checks of commit ${head.oid} disappeared while tend was reading them.`);
    return rollup.contexts;
  }) : [];
  const rule = pull.baseRef?.refUpdateRule ?? null;
  return {
    viewer: { login: viewer.login, id: viewer.databaseId ?? 0 },
    id: pull.id,
    number: pull.number,
    title: pull.title,
    state: pull.state,
    isDraft: pull.isDraft,
    author: toActor(pull.author),
    headRefName: pull.headRefName,
    headRefOid: pull.headRefOid,
    baseRefName: pull.baseRefName,
    baseRefOid: pull.baseRefOid,
    isCrossRepository: pull.isCrossRepository,
    maintainerCanModify: pull.maintainerCanModify ?? false,
    mergeable: pull.mergeable,
    mergeStateStatus: pull.mergeStateStatus,
    viewerCanMergeAsAdmin: pull.viewerCanMergeAsAdmin,
    reviewDecision: pull.reviewDecision,
    labels: (pull.labels?.nodes ?? []).flatMap((l) => l ? [l.name] : []),
    labelIds: Object.fromEntries((pull.labels?.nodes ?? []).flatMap((l) => l ? [[l.name, l.id]] : [])),
    headRefId: pull.headRef?.id ?? null,
    ...pull.headRef ? { deletionFacts: headDeletionFacts(pull.headRef) } : {},
    reviews: reviews.map(toReview),
    threads: threads.map(toThread),
    comments: pull.issueComments.nodes.flatMap((c) => c ? [{ author: toActor(c.author), body: c.body, createdAt: c.createdAt }] : []),
    checks: newestPerName(contexts.map(toCheck)),
    requiredChecks: rule ? (rule.requiredStatusCheckContexts ?? []).filter((c) => c !== null) : null,
    requiredApprovals: rule?.requiredApprovingReviewCount ?? 0,
    autoMergeEnabled: pull.autoMergeRequest !== null,
    ...rulesetChecksOf(pull.baseRef?.rules ?? null)
  };
}
__name(snapshotFromPull, "snapshotFromPull");
function rulesetChecksOf(rules) {
  if (!rules || rules.nodes.length < rules.totalCount) return {};
  const contexts = rules.nodes.flatMap((r) => r?.type === "REQUIRED_STATUS_CHECKS" ? r.parameters?.requiredStatusChecks ?? [] : []);
  return { rulesetChecks: [...new Set(contexts.map((c) => c.context))] };
}
__name(rulesetChecksOf, "rulesetChecksOf");
function headDeletionFacts(head) {
  const rules = head.rules ?? null;
  return {
    protectedAgainstDeletion: head.refUpdateRule !== null && !head.refUpdateRule.allowsDeletions,
    ...rules && rules.nodes.length >= rules.totalCount ? { rulesetRestrictsDeletion: rules.nodes.some((r) => r?.type === "DELETION") } : {}
  };
}
__name(headDeletionFacts, "headDeletionFacts");
function isRulesFieldError(error) {
  return Array.isArray(error.path) && error.path.at(-1) === "rules" && (error.path.at(-2) === "baseRef" || error.path.at(-2) === "headRef");
}
__name(isRulesFieldError, "isRulesFieldError");
async function request(octokit, repo, number2, query, variables) {
  try {
    return await octokit.graphql(query, variables);
  } catch (error) {
    const partial = graphqlPartial(error);
    if (partial && partial.errors.every(isRulesFieldError)) return partial.data;
    const notFound = (graphqlErrors(error) ?? []).filter((e) => e.type === "NOT_FOUND");
    if (notFound.some((e) => /\bRepository\b/.test(e.message))) {
      throw new PullRequestNotFoundError(`Repository ${repo.owner}/${repo.repo} was not found or the token cannot read it.`);
    }
    if (notFound.some((e) => /\bPullRequest\b/.test(e.message))) {
      throw new PullRequestNotFoundError(`Pull request #${number2} was not found in ${repo.owner}/${repo.repo}.`);
    }
    throw error;
  }
}
__name(request, "request");
async function allPages(first, next) {
  const items = first.nodes.filter((n) => n !== null);
  let page = first;
  for (let count = 1; page.pageInfo.hasNextPage && page.pageInfo.endCursor; count += 1) {
    if (count >= MAX_PAGES) throw new Error(`Stopped reading after ${MAX_PAGES} pages of 100: the pull request is larger than tend handles.`);
    page = await next(page.pageInfo.endCursor);
    items.push(...page.nodes.filter((n) => n !== null));
  }
  return items;
}
__name(allPages, "allPages");
function toActor(actor) {
  return actor ? { login: actor.login, id: actor.databaseId ?? 0, type: actor.__typename } : null;
}
__name(toActor, "toActor");
function toReview(review) {
  return {
    id: review.id,
    fullDatabaseId: review.fullDatabaseId,
    author: toActor(review.author),
    authorCanPushToRepository: review.authorCanPushToRepository,
    state: review.state,
    body: review.body,
    commitOid: review.commit?.oid ?? null,
    submittedAt: review.submittedAt
  };
}
__name(toReview, "toReview");
function toThread(thread) {
  return {
    id: thread.id,
    isResolved: thread.isResolved,
    resolvedBy: toActor(thread.resolvedBy ?? null),
    isOutdated: thread.isOutdated,
    viewerCanResolve: thread.viewerCanResolve,
    viewerCanReply: thread.viewerCanReply,
    path: thread.path,
    line: thread.line,
    startLine: thread.startLine,
    originalLine: thread.originalLine,
    originalStartLine: thread.originalStartLine,
    diffSide: thread.diffSide,
    commentCount: thread.comments.totalCount,
    comments: thread.comments.nodes.map((c) => ({
      id: c.id,
      databaseId: c.fullDatabaseId,
      author: toActor(c.author),
      body: c.body,
      createdAt: c.createdAt,
      lastEditedAt: c.lastEditedAt,
      commitOid: c.commit?.oid ?? null,
      originalCommitOid: c.originalCommit?.oid ?? null,
      diffHunk: c.diffHunk
    }))
  };
}
__name(toThread, "toThread");
function toCheck(node) {
  if (node.__typename === "CheckRun") {
    return {
      check: {
        kind: "check-run",
        name: node.name,
        state: checkRunState(node.status, node.conclusion),
        isRequired: node.isRequired,
        actorId: node.checkSuite?.app?.databaseId ?? null,
        appSlug: node.checkSuite?.app?.slug ?? null,
        workflowName: node.checkSuite?.workflowRun?.workflow.name ?? null
      },
      // Check run ids grow with time; padded so they compare as strings.
      rank: String(node.databaseId ?? 0).padStart(20, "0")
    };
  }
  return {
    check: {
      kind: "status",
      name: node.context,
      state: statusState(node.state),
      isRequired: node.isRequired,
      actorId: node.creator?.databaseId ?? null,
      appSlug: null,
      workflowName: null
    },
    rank: node.createdAt
  };
}
__name(toCheck, "toCheck");
function checkRunState(status, conclusion) {
  if (status !== "COMPLETED" || conclusion === null) return "pending";
  if (conclusion === "SUCCESS") return "success";
  if (conclusion === "NEUTRAL") return "neutral";
  if (conclusion === "SKIPPED") return "skipped";
  return "failure";
}
__name(checkRunState, "checkRunState");
function statusState(state) {
  if (state === "SUCCESS") return "success";
  if (state === "PENDING" || state === "EXPECTED") return "pending";
  return "failure";
}
__name(statusState, "statusState");
function newestPerName(checks) {
  const newest = /* @__PURE__ */ new Map();
  for (const ranked of checks) {
    const key = `${ranked.check.kind}:${ranked.check.name}`;
    const seen = newest.get(key);
    if (!seen) newest.set(key, ranked);
    else if (ranked.rank > seen.rank) newest.set(key, ranked);
  }
  return [...newest.values()].map((r) => r.check);
}
__name(newestPerName, "newestPerName");
async function loadRulesetChecks(octokit, repo, branch) {
  const rules = await loadBranchRules(octokit, repo, branch);
  const contexts = rules.filter((r) => r.type === "required_status_checks").flatMap((r) => r.parameters?.required_status_checks ?? []);
  return [...new Set(contexts.map((c) => c.context))];
}
__name(loadRulesetChecks, "loadRulesetChecks");

// src/core/labels.ts
var HOLD_LABEL = "tend:hold";
var AWAITS_QUERY = "awaits";

// src/github/label-actors.ts
var ActorData2 = lazy(() => object({ __typename: string(), login: string(), databaseId: number().nullable().optional() }).nullable());
var LabelEventNodes = lazy(() => object({
  nodes: array(
    object({ __typename: string(), createdAt: string().optional(), label: object({ name: string() }).optional(), actor: ActorData2.optional() }).nullable()
  )
}));
var LabelActorsData = lazy(() => object({
  repository: object({
    pullRequest: object({ timelineItems: LabelEventNodes }).nullable()
  })
}));

// src/github/recent-reviewers.ts
var Author = lazy(() => object({ __typename: string(), databaseId: number().nullable().optional() }).nullable());
var Authors = lazy(() => object({ nodes: array(object({ author: Author }).nullable()) }));
var RecentPulls = lazy(() => object({ nodes: array(object({ number: number(), createdAt: string(), reviews: Authors, comments: Authors }).nullable()) }));
var RecentData = lazy(() => object({ repository: object({ pullRequests: RecentPulls }).nullable() }));
async function loadRecentReviewers(octokit, repo) {
  const data = RecentData.parse(await octokit.graphql(RECENT_REVIEWERS, { owner: repo.owner, name: repo.repo }));
  return recentReviewersOf(data.repository?.pullRequests ?? { nodes: [] });
}
__name(loadRecentReviewers, "loadRecentReviewers");
function recentReviewersOf(read) {
  const pulls = read.nodes.flatMap((p) => p ? [p] : []);
  const accountIds = /* @__PURE__ */ new Set();
  for (const pull of pulls) {
    for (const node of [...pull.reviews.nodes, ...pull.comments.nodes]) {
      if (node?.author?.__typename === "Bot" && node.author.databaseId) accountIds.add(node.author.databaseId);
    }
  }
  const botReviewers = /* @__PURE__ */ __name((pull) => pull.reviews.nodes.flatMap((n) => n?.author?.__typename === "Bot" && n.author.databaseId ? [n.author.databaseId] : []), "botReviewers");
  return { accountIds, pulls: pulls.map((p) => ({ number: p.number, createdAt: p.createdAt, botReviewers: botReviewers(p) })) };
}
__name(recentReviewersOf, "recentReviewersOf");

// src/github/run-context.ts
var CommentsData = lazy(() => object({
  totalCount: number(),
  nodes: array(
    object({
      id: string(),
      fullDatabaseId: FullDatabaseId,
      body: string(),
      author: object({ login: string().optional(), __typename: string().optional(), databaseId: number().nullable().optional() }).nullable(),
      createdAt: string().optional(),
      lastEditedAt: string().nullable().optional()
    }).nullable()
  )
}));
function storedComments(connection) {
  if (!connection) return null;
  const nodes = connection.nodes.filter((n) => n !== null);
  if (connection.totalCount > nodes.length) return null;
  return nodes.map((n) => ({
    id: n.fullDatabaseId,
    body: n.body,
    authorId: n.author?.databaseId ?? 0,
    nodeId: n.id,
    ...n.author?.login !== void 0 && n.author.__typename !== void 0 ? { author: { login: n.author.login, type: n.author.__typename } } : {},
    ...n.createdAt !== void 0 ? { createdAt: n.createdAt, edited: (n.lastEditedAt ?? null) !== null } : {}
  }));
}
__name(storedComments, "storedComments");
var ActorAccess = lazy(() => object({ edges: array(object({ permission: string(), node: object({ databaseId: number().nullable() }) }).nullable()).nullable() }));
var NumberNodes = lazy(() => object({ nodes: array(object({ number: number() }).nullable()) }));
var RunContextData = lazy(() => object({
  viewer: object({ login: string(), databaseId: number().nullable() }),
  repository: object({
    id: string(),
    nameWithOwner: string(),
    /** Whether the repository is private: what tend copies into its issues and artifacts (chat threads) is public otherwise. */
    isPrivate: boolean(),
    viewerPermission: string().nullable(),
    defaultBranchRef: object({ name: string() }).nullable(),
    activeLabel: object({ id: string() }).nullable().optional(),
    /** The repository's `tend:awaits` labels with their node ids, read with the pull request (`withPull`). */
    awaitsLabels: object({ nodes: array(object({ id: string(), name: string() }).nullable()).nullable() }).nullable().optional(),
    /** The steering actor as a collaborator, when asked for (`actor`); null when GitHub would not list collaborators to this token. */
    actorAccess: ActorAccess.nullable().optional(),
    /** Open pull requests based on the head branch the event named (`headBranch`), when asked for. */
    basedOnHead: object({ totalCount: number().int() }).optional(),
    /** A sweep: the open targets labelled tend:active as the repository lists them (search may lag, E201). */
    labelledPulls: NumberNodes.optional(),
    labelledIssues: NumberNodes.optional(),
    /** The repository's recent pull requests (which bots act on it), when asked for (`withRecentPulls`). */
    recentPulls: RecentPulls.optional(),
    config: object({ __typename: string(), text: string().nullable().optional(), isBinary: boolean().nullable().optional() }).nullable(),
    target: object({
      __typename: _enum(["Issue", "PullRequest"]),
      id: string(),
      number: number(),
      title: string(),
      issueState: string().optional(),
      pullState: string().optional(),
      isDraft: boolean().optional(),
      headRefName: string().optional(),
      headRefOid: string().optional(),
      baseRefName: string().optional(),
      /** A pull request's labels (the first 20): whether a `tend:awaits` label is on, read whatever the route (a stop takes it off). */
      awaitsOn: object({ nodes: array(object({ name: string() }).nullable()).nullable() }).nullable().optional(),
      comments: CommentsData.optional(),
      /** Its newest `labeled` events, when asked for (`withLabelEvents`): when a label command was given. */
      labelEvents: LabelEventNodes.optional()
    }).nullable().optional()
  }).nullable()
}));
var RepositoryNotFoundError = class extends RefusalError {
  static {
    __name(this, "RepositoryNotFoundError");
  }
};
async function loadRunContext(octokit, repo, input) {
  const variables = {
    owner: repo.owner,
    name: repo.repo,
    // The default branch, never the pull request head: a PR must not rewrite its own policy.
    configExpression: `${input.defaultBranch ?? "HEAD"}:${input.configPath}`,
    number: input.targetNumber ?? 0,
    withTarget: input.targetNumber !== void 0,
    // A run about one pull request reads it here rather than with a second request.
    withPull: input.targetNumber !== void 0 && input.withPull === true,
    // A sweep reads its first page of targets here rather than with a second request.
    sweep: input.sweepLabel === void 0 ? "" : sweepSearch(repo, input.sweepLabel),
    withSweep: input.sweepLabel !== void 0,
    commanded: input.sweepLabel === void 0 ? "" : commandedSearch(repo, input.commandsSince ?? /* @__PURE__ */ new Date(0)),
    // Its node id lets a new request's label go on with the tracking comment's creation.
    activeLabel: input.activeLabel ?? "",
    withRecentPulls: input.withRecentPulls === true,
    withLabelEvents: input.targetNumber !== void 0 && input.withLabelEvents === true,
    // What deleting the head after a merge needs to know, read before the merge rather than after it.
    headBranch: input.headBranch ?? "",
    withHeadBranch: input.targetNumber !== void 0 && input.withPull === true && (input.headBranch ?? "") !== "",
    actor: input.actor?.login ?? "",
    withActor: input.actor !== void 0,
    // Their node ids let a push's tend:awaits label go on with the round's last write (ship/awaits.ts).
    // GitHub's label search matches words loosely (RULES E209): the one word, and the names are
    // filtered by the caller; a label not listed is created or read over REST instead.
    awaitsLabels: AWAITS_QUERY
  };
  let data;
  try {
    data = await octokit.graphql(RUN_CONTEXT, variables);
  } catch (error) {
    const partial = error;
    const tolerated = /* @__PURE__ */ __name((e) => e.type === "NOT_FOUND" && Array.isArray(e.path) && e.path.includes("target") || isRulesFieldError(e) || Array.isArray(e.path) && e.path.includes("actorAccess"), "tolerated");
    const onlyTolerated = partial.data !== void 0 && (partial.errors ?? []).every(tolerated);
    if (!onlyTolerated) throw error;
    data = partial.data;
  }
  const parsed = RunContextData.parse(data);
  if (!parsed.repository) throw new RepositoryNotFoundError(`Repository ${repo.owner}/${repo.repo} was not found or the token cannot read it.`);
  const rawTarget = data.repository?.target;
  const pull = variables.withPull && parsed.repository.target?.__typename === "PullRequest" ? { viewer: parsed.viewer, pull: PullData.parse(rawTarget) } : null;
  const rawSweep = data.sweep;
  const sweep = variables.withSweep ? SweepPage.parse(rawSweep) : null;
  const raw = data;
  const labelled = [
    ...numbersOf(parsed.repository.labelledPulls).map((number2) => ({ kind: "pull_request", number: number2 })),
    ...numbersOf(parsed.repository.labelledIssues).map((number2) => ({ kind: "issue", number: number2 }))
  ];
  const sweepExtra = variables.withSweep ? { commanded: sweepTargetsOf(SweepPage.parse(raw.commanded)), closed: closedTargets(raw.repository), labelled } : null;
  const counted = parsed.repository.basedOnHead;
  const basedOnHead = variables.withHeadBranch && counted ? { branch: variables.headBranch, openPulls: counted.totalCount } : null;
  return { ...parsed, pull, sweep, sweepExtra, basedOnHead, actorPermission: input.actor ? actorPermissionOf(parsed.repository.actorAccess, input.actor.id) : null };
}
__name(loadRunContext, "loadRunContext");
function actorPermissionOf(access, id) {
  const edge = access?.edges?.find((e) => e !== null && e.node.databaseId === id);
  return edge ? { id, permission: edge.permission.toLowerCase() } : null;
}
__name(actorPermissionOf, "actorPermissionOf");
function numbersOf(connection) {
  return (connection?.nodes ?? []).flatMap((n) => n ? [n.number] : []);
}
__name(numbersOf, "numbersOf");
var LabelledData = lazy(() => object({
  repository: object({
    pullRequests: object({ nodes: array(object({ number: number(), headRefOid: string() }).nullable()) }),
    issues: NumberNodes
  }).nullable()
}));
var SweepPage = lazy(() => object({
  issueCount: number(),
  pageInfo: object({ hasNextPage: boolean(), endCursor: string().nullable() }),
  nodes: array(
    object({
      __typename: string(),
      number: number().optional(),
      headRefOid: string().optional(),
      comments: CommentsData.optional(),
      reviews: object({
        nodes: array(
          object({
            commit: object({ oid: string() }).nullable(),
            author: object({ __typename: string(), databaseId: number().nullable().optional() }).nullable()
          }).nullable()
        )
      }).optional(),
      commits: object({ nodes: array(object({ commit: object({ oid: string(), statusCheckRollup: object({ state: string() }).nullable() }) }).nullable()) }).optional()
    }).nullable()
  )
}));
var SweepData = lazy(() => object({ search: SweepPage }));
function sweepSearch(repo, label) {
  return `repo:${repo.owner}/${repo.repo} is:open label:"${label}"`;
}
__name(sweepSearch, "sweepSearch");
function commandedSearch(repo, since) {
  return `repo:${repo.owner}/${repo.repo} is:open in:comments "/tend" updated:>=${searchTime(since)} sort:updated-desc`;
}
__name(commandedSearch, "commandedSearch");
function closedTargets(repository) {
  const nodes = [...repository?.closedPulls?.nodes ?? [], ...repository?.closedIssues?.nodes ?? []];
  return sweepTargetsOf(SweepPage.parse({ issueCount: nodes.length, pageInfo: { hasNextPage: false, endCursor: null }, nodes }));
}
__name(closedTargets, "closedTargets");
function searchTime(at) {
  return `${at.toISOString().slice(0, 19)}+00:00`;
}
__name(searchTime, "searchTime");
function sweepTargetsOf(page) {
  return page.nodes.flatMap(
    (node) => node?.number === void 0 ? [] : [
      {
        kind: node.__typename === "PullRequest" ? "pull_request" : "issue",
        number: node.number,
        comments: storedComments(node.comments),
        headRefOid: node.headRefOid ?? null,
        headReviewers: (node.reviews?.nodes ?? []).flatMap(
          (r) => r?.author && r.commit?.oid === node.headRefOid ? [{ id: r.author.databaseId ?? 0, type: r.author.__typename }] : []
        ),
        checksState: node.commits?.nodes.at(-1)?.commit.statusCheckRollup?.state ?? null
      }
    ]
  );
}
__name(sweepTargetsOf, "sweepTargetsOf");

// src/ship/checks.ts
var ACTIONS_APP_SLUG = "github-actions";
var PASSING = /* @__PURE__ */ new Set(["success", "neutral", "skipped"]);
function evaluateChecks(snapshot, policy) {
  const ci = snapshot.checks.filter((c) => !isOwnWorkflow(c, policy.ownWorkflow));
  const required = [
    .../* @__PURE__ */ new Set([...snapshot.requiredChecks ?? [], ...ci.filter((c) => c.isRequired).map((c) => c.name), ...snapshot.rulesetChecks ?? [], ...policy.requiredChecks])
  ];
  const considered = required.length > 0 ? required.map((name) => ({ name, check: ci.find((c) => c.name === name) })) : ci.filter((c) => c.appSlug === null || !policy.reviewBotSlugs.includes(c.appSlug)).map((check) => ({ name: check.name, check }));
  if (considered.length === 0) return { state: "no-ci" };
  const failing = considered.filter((c) => c.check && !PASSING.has(c.check.state) && c.check.state !== "pending").map((c) => c.name);
  if (failing.length > 0) return { state: "failing", failing };
  const waitingFor = considered.filter((c) => !c.check || c.check.state === "pending").map((c) => c.check ? c.name : `${c.name} (not reported yet)`);
  if (waitingFor.length > 0) return { state: "pending", waitingFor };
  return { state: "passing", checked: considered.map((c) => c.name) };
}
__name(evaluateChecks, "evaluateChecks");
function rulesetChecksNotPassed(snapshot, policy) {
  const ci = snapshot.checks.filter((c) => !isOwnWorkflow(c, policy.ownWorkflow));
  return (snapshot.rulesetChecks ?? []).filter((name) => {
    const check = ci.find((c) => c.name === name);
    return !check || !PASSING.has(check.state);
  });
}
__name(rulesetChecksNotPassed, "rulesetChecksNotPassed");
function isOwnWorkflow(check, ownWorkflow) {
  return ownWorkflow !== null && check.kind === "check-run" && check.appSlug === ACTIONS_APP_SLUG && check.workflowName === ownWorkflow;
}
__name(isOwnWorkflow, "isOwnWorkflow");

// src/ship/instants.ts
function isAfter(instant, cutoff) {
  if (cutoff === null) return false;
  const at = Date.parse(instant);
  const limit = Date.parse(cutoff);
  return Number.isNaN(at) || Number.isNaN(limit) || at > limit;
}
__name(isAfter, "isAfter");
function isBefore(instant, other) {
  const at = Date.parse(instant);
  const limit = Date.parse(other);
  return !Number.isNaN(at) && !Number.isNaN(limit) && at < limit;
}
__name(isBefore, "isBefore");

// src/ship/thread-replies.ts
var NO_ACCESS_KNOWN = { writers: /* @__PURE__ */ new Set(), nonWriters: /* @__PURE__ */ new Set() };
var APPLY_INSTRUCTION = /^\/tend\s+apply$/i;
function readReplies(thread, input) {
  const [first, ...replies] = thread.comments;
  if (first === void 0) return { kind: "none" };
  const canWrite = /* @__PURE__ */ __name((author) => {
    if (input.access.writers.has(author.id) || input.openerCanWrite && author.id === first.author?.id) return true;
    return input.access.nonWriters.has(author.id) ? false : null;
  }, "canWrite");
  const voices = replies.filter((c) => c.author === null || c.author.type !== "Bot" && canWrite(c.author) !== false);
  const last = voices.at(-1);
  if (last === void 0) return { kind: "none" };
  const who2 = last.author === null ? "a deleted account" : `@${last.author.login}`;
  const access = last.author !== null && canWrite(last.author) === true ? "write access" : "write access not known";
  const finding = first.author?.type === "Bot" ? "the finding" : "the first comment";
  if (!APPLY_INSTRUCTION.test(last.body.trim())) {
    return { kind: "replied", why: `${who2} (${access}) replied after ${finding}; tend does not act on the thread on its own, so a human decides.` };
  }
  const refused = whyNotAnInstruction(last, first, access === "write access", input.cutoff);
  if (refused !== null) return { kind: "replied", why: `${who2} asked to apply it (/tend apply), but ${refused}, so a human decides.` };
  return { kind: "apply", by: who2 };
}
__name(readReplies, "readReplies");
function whyNotAnInstruction(reply, first, writer, cutoff) {
  if (!writer) return "their write access is not known";
  if (isAfter(reply.createdAt, cutoff) || reply.lastEditedAt !== null && isAfter(reply.lastEditedAt, cutoff)) return "the request was written or edited after this run started";
  if (first.lastEditedAt !== null && !isBefore(first.lastEditedAt, reply.createdAt)) return "the finding was edited after the request";
  return null;
}
__name(whyNotAnInstruction, "whyNotAnInstruction");

// src/ship/decide-thread.ts
var ALL_SEVERITIES = ["critical", "major", "minor", "nitpick", "unknown"];
var THREAD_ANSWER_KIND = "thread";
function isThreadAnswer(authorId, body, selfId) {
  return authorId === selfId && trailingMarker(body, THREAD_ANSWER_KIND) !== null;
}
__name(isThreadAnswer, "isThreadAnswer");
function planThread(input, policy) {
  const { thread, viewerId, cutoff } = input;
  const first = thread.comments[0];
  const byTend = /* @__PURE__ */ __name((comment, kind) => comment.author !== null && comment.author.id === viewerId && endsWithOwnMarker(comment.body, kind), "byTend");
  const plan = /* @__PURE__ */ __name((decision, rationale, more2 = {}) => ({
    threadId: thread.id,
    path: thread.path,
    author: first?.author ?? null,
    bot: botOf(first?.author ?? null, policy.reviewBots)?.name ?? null,
    severity: "unknown",
    decision,
    rationale,
    edit: null,
    ...more2
  }), "plan");
  if (thread.isResolved) return plan("skip", "The thread is resolved.");
  if (first === void 0) return plan("skip", "The thread has no comments.");
  const tendFinding = byTend(first, TEND_FINDING_KIND);
  if (!tendFinding && byTend(first, null)) return plan("skip", "tend opened this thread itself.");
  if (thread.comments.some((c) => byTend(c, THREAD_ANSWER_KIND))) {
    return plan("skip", "tend has already answered this thread.");
  }
  if (isAfter(first.createdAt, cutoff)) {
    return plan("skip", "The thread was opened after this run started; the next run reads it.");
  }
  if (first.lastEditedAt !== null && isAfter(first.lastEditedAt, cutoff)) {
    return plan("escalate", "The first comment was edited after the run started, so its text is not trusted.");
  }
  const parsed = parseReviewComment(first, policy.reviewBots, { tendFinding });
  const { severity, suggestions } = parsed;
  const more = { bot: parsed.bot, severity };
  if (thread.commentCount !== void 0 && thread.commentCount > thread.comments.length) {
    return plan("escalate", `The thread holds ${thread.commentCount} comments and tend read the first ${thread.comments.length}; a human reads the rest and decides.`, more);
  }
  const replies = readReplies(thread, { openerCanWrite: input.authorCanWrite, access: input.access ?? NO_ACCESS_KNOWN, cutoff });
  if (replies.kind === "replied") return plan("escalate", replies.why, more);
  if (replies.kind === "apply" && suggestions.length !== 1) {
    return plan("escalate", `${replies.by} asked to apply it (/tend apply), but the comment holds no single committable suggestion, so a human decides.`, more);
  }
  const who2 = describeAuthor(first.author, parsed.bot, input.authorCanWrite);
  const refusal = suggestions.length === 0 || tendFinding ? null : mayNotApply(first.author, input.authorCanWrite, policy.reviewBots);
  const place = suggestions.length === 1 ? locate(thread, first, suggestions[0].text) : null;
  if (suggestions.length === 1 && refusal === null && policy.fixSeverities.includes(severity) && place && "edit" in place) {
    const asked = replies.kind === "apply" ? ` ${replies.by} asked for it with /tend apply.` : "";
    return plan("fix", `${describeFix(place.edit, who2, severity)}${asked}`, { ...more, edit: place.edit });
  }
  if (severity === "nitpick" && policy.ignoreNitpicks && replies.kind !== "apply") {
    return plan("ignore", `Nitpick from ${who2}: style-only, not changed.`, more);
  }
  if (refusal !== null) return plan("escalate", `The suggestion is not applied automatically: ${refusal}.`, more);
  if (suggestions.length > 1) {
    return plan("escalate", `The comment holds several alternative suggestions (${suggestions.length}); a human must choose.`, more);
  }
  if (suggestions.length === 1 && !policy.fixSeverities.includes(severity)) {
    return plan("escalate", describeSeverityRefusal(severity), more);
  }
  if (place && "problem" in place) return plan("escalate", `The suggestion cannot be placed: ${place.problem}.`, more);
  const trusted = tendFinding || botOf(first.author, policy.reviewBots) !== null || input.authorCanWrite;
  return plan("escalate", "No committable suggestion; a human or the model path must decide.", { ...more, needsJudgement: trusted });
}
__name(planThread, "planThread");
function resolveOverlaps(plans) {
  const applied = [];
  return plans.map((plan) => {
    if (plan.decision !== "fix" || plan.edit === null) return plan;
    const edit = plan.edit;
    for (const other of applied) {
      if (other.plan.path !== plan.path) continue;
      if (!comparable(other.edit, edit)) {
        return escalated(plan, `Changes the same file as the suggestion of thread ${other.plan.threadId}, which was applied, at lines of another commit, so the two cannot be checked for overlap.`);
      }
      if (other.edit.startLine <= edit.endLine && edit.startLine <= other.edit.endLine) {
        return escalated(plan, `Overlaps the suggestion of thread ${other.plan.threadId}, which was applied.`);
      }
    }
    applied.push({ plan, edit });
    return plan;
  });
}
__name(resolveOverlaps, "resolveOverlaps");
function escalated(plan, rationale) {
  return { ...plan, decision: "escalate", rationale, edit: null };
}
__name(escalated, "escalated");
function comparable(a, b) {
  if (!a.outdated && !b.outdated) return true;
  return a.outdated && b.outdated && a.originalCommitOid !== null && a.originalCommitOid === b.originalCommitOid;
}
__name(comparable, "comparable");
function mayNotApply(author, canWrite, reviewBots) {
  if (author === null) return "its author is a deleted account";
  if (author.type === "Bot") {
    return isBot(author, reviewBots) ? null : `it comes from the bot ${author.login}, which is not a configured review bot`;
  }
  return canWrite ? null : `it comes from @${author.login}, who has no write access to the repository`;
}
__name(mayNotApply, "mayNotApply");
function locate(thread, first, text) {
  if (thread.diffSide === "LEFT") return { problem: "it is on the removed side of the diff, which a commit cannot change" };
  const outdated = thread.isOutdated || thread.line === null;
  const endLine = outdated ? thread.originalLine : thread.line;
  const startLine = (outdated ? thread.originalStartLine : thread.startLine) ?? endLine;
  if (endLine === null || startLine === null || startLine < 1 || startLine > endLine) {
    return { problem: "GitHub does not say which lines it replaces" };
  }
  return {
    edit: {
      startLine,
      endLine,
      text,
      outdated,
      originalStartLine: thread.originalStartLine ?? thread.originalLine,
      originalEndLine: thread.originalLine,
      originalCommitOid: first.originalCommitOid
    }
  };
}
__name(locate, "locate");
function describeFix(edit, who2, severity) {
  const lines2 = edit.startLine === edit.endLine ? `line ${edit.startLine}` : `lines ${edit.startLine}-${edit.endLine}`;
  const seen = edit.originalCommitOid === null ? "as first reviewed" : `as of commit ${edit.originalCommitOid.slice(0, 7)}`;
  const where = edit.outdated ? `${lines2} ${seen} (the thread is outdated)` : lines2;
  const finding = `${severity === "unknown" ? "an unlabelled" : `a ${severity}`} finding by ${who2}`;
  return edit.text === "" ? `Deletes ${where} as suggested in ${finding}.` : `Applies the committable suggestion of ${finding} to ${where}.`;
}
__name(describeFix, "describeFix");
function describeAuthor(author, bot, canWrite) {
  if (bot !== null) return bot;
  if (author === null) return "a deleted account";
  if (author.type === "Bot") return `the bot ${author.login}`;
  return canWrite ? `@${author.login} (write access)` : `@${author.login}`;
}
__name(describeAuthor, "describeAuthor");
function describeSeverityRefusal(severity) {
  return severity === "unknown" ? "The suggestion carries no severity label, and this policy does not apply unlabelled suggestions automatically." : `The suggestion is at ${severity} severity, which this policy does not apply automatically.`;
}
__name(describeSeverityRefusal, "describeSeverityRefusal");

// src/ship/review-body.ts
var SEVERITIES = ["critical", "major", "minor", "nitpick", "unknown"];
var BodyFindingSchema = strictObject({
  section: _enum(["outside-diff", "nitpick"]),
  path: string().min(1).max(1e3).refine((p) => !/[\0\r\n]/.test(p), { message: "a path is one line" }),
  startLine: number().int().min(1),
  endLine: number().int().min(1),
  severity: _enum(SEVERITIES),
  /** The first visible line of the finding as the bot labels it (`_⚠️ Potential issue_ | _🟠 Major_`), or ''. */
  labels: string(),
  title: string().max(2e3),
  body: string()
}).refine((f) => f.startLine <= f.endLine, { message: "a line range starts before it ends" });
var SECTION = /<summary>\s*(?:[^<\w]*\s*)?(Outside diff range|Nitpick) comments \((\d+)\)\s*<\/summary>/gu;
var CALLOUT = /^>\s*\*\*[^*\w]*(Outside diff range|Nitpick) comments \((\d+)\)\*\*\s*$/gmu;
var FILE = /<details>\s*<summary>([^<>\n]+?) \((\d+)\)<\/summary>/g;
var FINDING_HEAD = /^`(\d+)(?:-(\d+))?`:\s*(.*)$/;
function parseReviewBodyFindings(body) {
  const text = body.replace(/\r\n/g, "\n");
  const findings = [];
  let announced = 0;
  let read = 0;
  for (const match of text.matchAll(SECTION)) {
    const section = match[1] === "Nitpick" ? "nitpick" : "outside-diff";
    announced += Number(match[2]);
    const start = match.index + match[0].length;
    const content = text.slice(start, closingDetails(text, start));
    for (const file of content.matchAll(FILE)) {
      const from = file.index + file[0].length;
      const block = content.slice(from, closingDetails(content, from));
      for (const raw of splitFindings(block)) {
        read += 1;
        const parsed = BodyFindingSchema.safeParse(toFinding(section, file[1].trim(), raw));
        if (parsed.success) findings.push(parsed.data);
      }
    }
  }
  const calloutAnnounced = [...text.matchAll(CALLOUT)].reduce((sum, m) => sum + Number(m[2]), 0);
  announced += calloutAnnounced;
  return { findings, announced, unreadable: Math.max(0, announced - findings.length, read - findings.length) };
}
__name(parseReviewBodyFindings, "parseReviewBodyFindings");
function closingDetails(text, from) {
  const tag = /<(\/?)details\b[^>]*>/g;
  tag.lastIndex = from;
  let depth = 1;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    depth += m[1] === "/" ? -1 : 1;
    if (depth === 0) return m.index;
  }
  return text.length;
}
__name(closingDetails, "closingDetails");
function splitFindings(block) {
  const found = [];
  for (const line of block.split("\n")) {
    const head = FINDING_HEAD.exec(line.trim());
    if (head) found.push({ start: Number(head[1]), end: head[2] ? Number(head[2]) : null, head: head[3].trim(), lines: [] });
    else found.at(-1)?.lines.push(line);
  }
  return found;
}
__name(splitFindings, "splitFindings");
function toFinding(section, path, raw) {
  const lines2 = raw.lines.filter((l) => !/^\s*<\/?blockquote>\s*(<\/details>)?\s*$/.test(l));
  const boldTitle = /^\*\*(.+)\*\*$/;
  let labels = "";
  let title = "";
  const inline = boldTitle.exec(raw.head);
  if (inline) title = inline[1];
  else {
    labels = raw.head;
    const index = lines2.findIndex((l) => l.trim() !== "");
    const bold = index >= 0 ? boldTitle.exec(lines2[index].trim()) : null;
    if (bold) {
      title = bold[1];
      lines2.splice(index, 1);
    }
  }
  const labelled = labels === "" ? "unknown" : codeRabbitSeverity(labels);
  return {
    section,
    path,
    startLine: raw.start,
    endLine: raw.end ?? raw.start,
    severity: labelled === "unknown" && section === "nitpick" ? "nitpick" : labelled,
    labels,
    title: title.trim(),
    body: lines2.join("\n").trim()
  };
}
__name(toFinding, "toFinding");

// src/ship/decide-review-body.ts
var MARKER_CONTENT = /^(\S+) escalated=(\d+)$/;
function answeredReview(comment, viewerId) {
  if (comment.author?.id !== viewerId || comment.author.type !== "Bot") return null;
  const content = trailingMarker(comment.body, "review-body");
  return content === null ? null : MARKER_CONTENT.exec(content);
}
__name(answeredReview, "answeredReview");
var BODY_GRAMMAR_BOTS = /* @__PURE__ */ new Set(["coderabbit"]);
function planReviewBodies(pr, ship, policy, cutoff) {
  const plans = [];
  for (const review of pr.reviews) {
    const known = botOf(review.author, []);
    if (!review.author || !known || !BODY_GRAMMAR_BOTS.has(known.name)) continue;
    if (ship.reviewBodies?.some((r) => r.review === review.id) || answeredOnGitHub(pr, review.id) !== null) continue;
    if (cutoff !== null && review.submittedAt !== null && review.submittedAt > cutoff) continue;
    const parsed = parseReviewBodyFindings(review.body);
    if (parsed.findings.length === 0 && parsed.unreadable === 0) continue;
    plans.push({
      reviewId: review.id,
      bot: botOf(review.author, policy.reviewBots)?.name ?? known.name,
      author: review.author,
      commitOid: review.commitOid,
      findings: parsed.findings.map((finding, index) => planFinding(review, finding, index, policy)),
      unreadable: parsed.unreadable
    });
  }
  return plans;
}
__name(planReviewBodies, "planReviewBodies");
function planFinding(review, finding, index, policy) {
  const labels = finding.labels !== "" ? finding.labels : finding.section === "nitpick" ? "_\u{1F9F9} Nitpick_" : "";
  const thread = {
    id: `${review.id}#${index}`,
    isResolved: false,
    isOutdated: false,
    viewerCanResolve: false,
    viewerCanReply: false,
    path: finding.path,
    line: finding.endLine,
    startLine: finding.startLine,
    originalLine: finding.endLine,
    originalStartLine: finding.startLine,
    diffSide: "RIGHT",
    comments: [
      {
        id: "",
        databaseId: 0,
        author: review.author,
        body: [labels, finding.title === "" ? "" : `**${finding.title}**`, finding.body].filter((p) => p !== "").join("\n\n"),
        createdAt: review.submittedAt ?? "",
        lastEditedAt: null,
        commitOid: review.commitOid,
        originalCommitOid: review.commitOid,
        diffHunk: ""
      }
    ]
  };
  const plan = planThread({ thread, authorCanWrite: false, viewerId: -1, cutoff: null }, { ...policy, fixSeverities: ALL_SEVERITIES });
  const outside = finding.section === "outside-diff" ? "it is outside the diff, where GitHub allows no review thread" : "it sits in the review body, not in a review thread";
  if (plan.decision === "ignore") return { finding, severity: plan.severity, decision: "ignore", rationale: plan.rationale };
  if (plan.decision === "fix") {
    return { finding, severity: plan.severity, decision: "escalate", rationale: `Not applied automatically although it carries a suggestion: ${outside}, so there is no thread to answer with the commit or to resolve; a human decides.` };
  }
  const rationale = plan.needsJudgement || plan.rationale.startsWith("No committable suggestion") ? `No committable suggestion, and ${outside}; a human decides.` : plan.rationale;
  return { finding, severity: plan.severity, decision: "escalate", rationale };
}
__name(planFinding, "planFinding");
function answeredOnGitHub(pr, reviewId) {
  for (const comment of pr.comments) {
    const match = answeredReview(comment, pr.viewer.id);
    if (match && match[1] === reviewId) return Number(match[2]);
  }
  return null;
}
__name(answeredOnGitHub, "answeredOnGitHub");
function escalatedCount(record2) {
  return record2.findings.filter((f) => f.decision === "escalate").length + record2.unreadable;
}
__name(escalatedCount, "escalatedCount");
function openBodyEscalations(pr, ship) {
  const settled = new Set(ship.settledReviewBodies ?? []);
  const open = [];
  for (const record2 of ship.reviewBodies ?? []) {
    if (settled.has(record2.review) || escalatedCount(record2) === 0) continue;
    const places = record2.findings.filter((f) => f.decision === "escalate").map((f) => `${f.path}:${lines(f.startLine, f.endLine)}`);
    open.push({ reviewId: record2.review, places: record2.unreadable > 0 ? [...places, `${record2.unreadable} unreadable in review ${record2.review}`] : places });
  }
  for (const comment of pr.comments) {
    const match = answeredReview(comment, pr.viewer.id);
    if (!match || Number(match[2]) === 0 || settled.has(match[1]) || open.some((o) => o.reviewId === match[1])) continue;
    if (ship.reviewBodies?.some((r) => r.review === match[1])) continue;
    open.push({ reviewId: match[1], places: [`review ${match[1]} (${match[2]} finding(s))`] });
  }
  return open;
}
__name(openBodyEscalations, "openBodyEscalations");
function lines(start, end) {
  return start === end ? String(start) : `${start}-${end}`;
}
__name(lines, "lines");

// src/ship/expected-bots.ts
var MIN_EARLIER_PULLS = 3;
function expectedReviewBots(input) {
  const { expected, undecided } = splitBots(input);
  if (undecided.length === 0) return { known: true, expected, notInstalled: [] };
  if (input.notInstalled === null) return { known: false, expected };
  const notInstalled = undecided.filter((bot) => input.notInstalled.has(bot.id));
  return { known: true, expected: [...expected, ...undecided.filter((bot) => !notInstalled.includes(bot))], notInstalled };
}
__name(expectedReviewBots, "expectedReviewBots");
function notInstalledBots(input) {
  const { pr, recent } = input;
  const { undecided } = splitBots(input);
  const settledBefore = input.now.getTime() - input.reviewWindowMinutes * 6e4;
  const evidence = recent.pulls.filter((p) => p.number !== pr.number && Date.parse(p.createdAt) <= settledBefore).length;
  if (evidence < MIN_EARLIER_PULLS) return [];
  return undecided.filter((bot) => !recent.accountIds.has(bot.id));
}
__name(notInstalledBots, "notInstalledBots");
function splitBots(input) {
  const expected = [...input.requiredBots];
  const undecided = [];
  for (const bot of input.reviewBots) {
    if (expected.some((b) => b.id === bot.id)) continue;
    if (actedOnPull(bot, input.pr)) expected.push(bot);
    else undecided.push(bot);
  }
  return { expected, undecided };
}
__name(splitBots, "splitBots");
function actedOnPull(bot, pr) {
  const by = /* @__PURE__ */ __name((author) => author !== null && isBot(author, [bot]), "by");
  return pr.reviews.some((r) => by(r.author)) || pr.comments.some((c) => by(c.author)) || pr.threads.some((t) => t.comments.some((c) => by(c.author))) || pr.checks.some((c) => c.appSlug === bot.appSlug);
}
__name(actedOnPull, "actedOnPull");

// src/ship/red-ci.ts
var FLAKY_SIGNATURES = [
  ["ETIMEDOUT", /\bETIMEDOUT\b/],
  ["ECONNRESET", /\bECONNRESET\b/],
  ["EAI_AGAIN", /\bEAI_AGAIN\b/],
  ["rate limit", /\brate[ -]limit/i],
  ["runner lost", /lost communication with the server|runner has received a shutdown signal|The hosted runner .* lost/i],
  ["503 from a registry", /\b(503 Service Unavailable|502 Bad Gateway)\b/]
];
var ERROR_LINE = /##\[error\]|\berror\b|\bERR!|\bFAIL(ED)?\b|✗|✖|Traceback|panic:|Exception\b/i;
var PATH_IN_TEXT = /(?:^|[\s('"`])((?:[\w@.-]+\/)*[\w@-][\w.@-]*\.[A-Za-z]{1,6})(?=[:(]\d)/g;
function failureFacts(failure) {
  const annotated = failure.annotations.filter((a) => a.level === "failure").map((a) => `${a.path}:${a.line}: ${a.message}`)[0];
  const logged = [...failure.logTail, ...(failure.summary ?? "").split("\n")].find((line) => ERROR_LINE.test(line));
  const firstError = (annotated ?? logged ?? failure.title ?? null)?.replace(/^##\[error\]/, "").trim().slice(0, 200) ?? null;
  const files = /* @__PURE__ */ new Set();
  for (const a of failure.annotations) if (isRepoPath(a.path)) files.add(a.path);
  for (const line of [...failure.logTail, ...(failure.summary ?? "").split("\n")]) {
    for (const match of line.matchAll(PATH_IN_TEXT)) if (isRepoPath(match[1])) files.add(match[1]);
  }
  const text = [failure.title ?? "", failure.summary ?? "", ...failure.logTail, ...failure.annotations.map((a) => a.message)].join("\n");
  const flaky = FLAKY_SIGNATURES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  return { signature: `${failure.check}: ${firstError ?? "(no error line)"}`.slice(0, 300), firstError, step: failure.failedSteps[0] ?? null, files: [...files].slice(0, 20), flaky };
}
__name(failureFacts, "failureFacts");
function answeredRedCi(ship, head, failing) {
  const round = (ship.ci ?? []).find((r) => r.head === head && r.action === "summary" && failing.includes(r.check));
  return round ? round.reason ?? `failing checks: ${failing.join(", ")}` : null;
}
__name(answeredRedCi, "answeredRedCi");
function planRedCi(input) {
  const { pr, change, ship } = input;
  const head = pr.headRefOid;
  const failure = input.failures[0];
  const facts = failureFacts(failure);
  const base = { check: failure.check, signature: facts.signature };
  const summarise = /* @__PURE__ */ __name((why) => ({ kind: "summarise", ...base, why, failure, facts }), "summarise");
  const rounds = ship.ci ?? [];
  const rerunHere = rounds.some((r) => r.head === head && r.check === failure.check && r.action === "rerun");
  const mayRerun = failure.job !== null && !rerunHere;
  if (mayRerun && facts.flaky) return { kind: "rerun", ...base, jobId: failure.job.id, why: `it looks transient (${facts.flaky})`, failure, facts };
  const tendFixed = ship.threads.filter((t) => t.commit === head && t.decision === "fix").map((t) => t.id);
  const ownFix = ship.pushed.includes(head) && change.parent !== null && tendFixed.length > 0;
  if (ownFix && failure.previousGreen === true && !rounds.some((r) => r.head === head && r.action === "revert")) {
    return { kind: "revert", ...base, commit: head, parent: change.parent, files: change.files, threads: tendFixed, failure, facts };
  }
  if (mayRerun && failure.previousGreen === true && !facts.files.some((f) => change.files.includes(f))) {
    return { kind: "rerun", ...base, jobId: failure.job.id, why: "it passed on the previous head and this change touches no file it names", failure, facts };
  }
  const previous = rounds.filter((r) => r.action !== "rerun").at(-1);
  if (previous && previous.head !== head && previous.signature === facts.signature && (previous.action === "fix" || previous.action === "revert")) {
    return summarise(`the same failure again after tend's ${previous.action === "fix" ? "fix" : "revert"} ${previous.head.slice(0, 7)}: tend stops here`);
  }
  if (ship.iteration >= input.maxIterations) return summarise(`max-iterations (${input.maxIterations}) rounds reached`);
  if (!input.modelFixesCi) return summarise("no model is configured (anthropic-api-key) to fix it");
  if (pr.isCrossRepository) return summarise("the pull request comes from a fork, which tend cannot push to");
  if (facts.files.length === 0) return summarise("the failure names no file to fix");
  return { kind: "model-fix", ...base, files: facts.files, failure, facts };
}
__name(planRedCi, "planRedCi");
function isRepoPath(path) {
  return !path.startsWith("/") && !path.split("/").includes("..") && !/^(node_modules|dist|build|\.git)\//.test(path) && !/^\d/.test(path) && path.length <= 300;
}
__name(isRepoPath, "isRepoPath");

// src/ship/ask-again.ts
var ASK_KIND = "ask-again";
function planAskAgain(input) {
  const { pr, ship } = input;
  const head = pr.headRefOid;
  if (!ship.pushed.includes(head)) return [];
  return input.asks.filter(({ bot }) => actedOnPull(bot, pr) && !reviewedHead(bot, pr)).filter(({ bot }) => !(ship.askedAgain ?? []).some((a) => a.bot === bot.id && a.head === head)).filter(({ bot }) => !pr.comments.some((c) => c.author?.id === pr.viewer.id && trailingMarker(c.body, ASK_KIND) === `${bot.id} ${head}`)).map(({ bot, ask }) => ({ bot, ask, head }));
}
__name(planAskAgain, "planAskAgain");
function askedAt(bot, head, ship) {
  return (ship.askedAgain ?? []).find((a) => a.bot === bot.id && a.head === head)?.at ?? null;
}
__name(askedAt, "askedAt");
function saidNothingToSay(bot, pr, since) {
  return pr.comments.some((c) => c.author !== null && isBot(c.author, [bot]) && c.createdAt >= since && NOTHING_TO_SAY.some((p) => p.test(c.body.trim())));
}
__name(saidNothingToSay, "saidNothingToSay");
var NOTHING_TO_SAY = [
  // Cursor Bugbot: "✅ BugBot reviewed your changes and found no bugs!" (cursor/cursor#3267).
  /^✅\s*Bug[Bb]ot reviewed your changes and found no (?:new )?(?:bugs|issues)\b/,
  // Codex: "Codex Review: Didn't find any major issues."
  /^Codex Review: Didn't find any major issues\b/,
  /^(?:LGTM|No (?:further )?(?:comments|issues|feedback))\b[.!]?/i
];
function reviewedHead(bot, pr) {
  return pr.reviews.some((r) => r.author !== null && r.commitOid === pr.headRefOid && isBot(r.author, [bot]));
}
__name(reviewedHead, "reviewedHead");

// src/ship/finding-fingerprint.ts
import { createHash } from "node:crypto";
var FINGERPRINT_HEX = 16;
function normaliseFinding(text) {
  return text.replace(/<!--[\s\S]*?-->/g, " ").replace(/\b[0-9a-f]{40}\b/gi, "<commit>").replace(/\b(lines?)\s+\d+(\s*(?:-|–|to|and)\s*\d+)?/gi, "$1 <n>").replace(/#?\bL\d+(?:-L?\d+)?\b/g, "<lines>").replace(/:\d+(?:-\d+)?\b/g, ":<n>").replace(/`\d+(?:-\d+)?`/g, "`<n>`").replace(/\s+/g, " ").trim().toLowerCase();
}
__name(normaliseFinding, "normaliseFinding");
function findingFingerprint(finding) {
  return createHash("sha256").update(`${finding.botId}
${finding.path}
${normaliseFinding(finding.text)}`).digest("hex").slice(0, FINGERPRINT_HEX);
}
__name(findingFingerprint, "findingFingerprint");

// src/ship/declined.ts
var DECLINED_LIMIT = 200;
var KIND_LETTER = { ignored: "i", declined: "d", escalated: "e" };
var STORED = /^([0-9a-f]{16}):([ide]):(\d{1,19})$/;
function storeDecision(decision) {
  return `${decision.fingerprint}:${KIND_LETTER[decision.kind]}:${decision.comment}`;
}
__name(storeDecision, "storeDecision");
function storedDecisions(stored) {
  const kinds = Object.fromEntries(Object.entries(KIND_LETTER).map(([kind, letter]) => [letter, kind]));
  return (stored ?? []).flatMap((entry) => {
    const match = STORED.exec(entry);
    return match ? [{ fingerprint: match[1], kind: kinds[match[2]], comment: Number(match[3]) }] : [];
  });
}
__name(storedDecisions, "storedDecisions");
function threadFingerprint(thread) {
  const first = thread.comments[0];
  if (!first?.author || first.author.type !== "Bot") return null;
  return findingFingerprint({ botId: first.author.id, path: thread.path, text: first.body });
}
__name(threadFingerprint, "threadFingerprint");
function decisionsInThreads(pr, ship, writers) {
  const found = [];
  for (const thread of pr.threads) {
    const fingerprint = threadFingerprint(thread);
    const first = thread.comments[0];
    if (fingerprint === null || !first) continue;
    const record2 = ship.threads.find((r) => r.id === thread.id);
    const answer = thread.comments.find((c) => isThreadAnswer(c.author?.id, c.body, pr.viewer.id));
    const decision = record2?.decision ?? (answer ? answeredDecision(answer.body) : null);
    const byWriter = thread.isResolved && thread.resolvedBy != null && thread.resolvedBy.id !== pr.viewer.id && writers.has(thread.resolvedBy.id);
    let kind = null;
    if (decision === "ignore") kind = "ignored";
    else if (decision === "escalate") kind = byWriter ? "declined" : thread.isResolved ? null : "escalated";
    else if (decision === null && byWriter) kind = "declined";
    if (kind !== null) found.push({ fingerprint, kind, comment: first.databaseId });
  }
  return found;
}
__name(decisionsInThreads, "decisionsInThreads");
function rememberDecisions(kept, seen) {
  const byComment = new Map(storedDecisions(kept).map((d) => [d.comment, d]));
  for (const decision of seen) {
    byComment.delete(decision.comment);
    byComment.set(decision.comment, decision);
  }
  return [...byComment.values()].slice(-DECLINED_LIMIT).map(storeDecision);
}
__name(rememberDecisions, "rememberDecisions");
function earlierDecisions(kept, seen) {
  return storedDecisions(rememberDecisions(kept, seen));
}
__name(earlierDecisions, "earlierDecisions");
function pointAtEarlier(plan, thread, earlier) {
  const repliedTo = thread.comments.slice(1).some((c) => c.author === null || c.author.type !== "Bot");
  if (plan.decision === "skip" || repliedTo) return plan;
  const fingerprint = threadFingerprint(thread);
  if (fingerprint === null) return plan;
  const own = thread.comments[0]?.databaseId;
  const match = earlier.filter((d) => d.fingerprint === fingerprint && d.comment !== own).sort((a, b) => a.comment - b.comment)[0];
  if (!match) return plan;
  const pointer = { comment: match.comment, kind: match.kind };
  const base = { ...plan, edit: null, needsJudgement: false, earlier: pointer };
  if (match.kind === "escalated") return { ...base, decision: "escalate", rationale: "The same finding, raised on an earlier head, is waiting for a human there; it stays open here too." };
  if (match.kind === "declined") return { ...base, decision: "ignore", rationale: "A maintainer declined the same finding on an earlier head; it is not answered afresh." };
  return { ...base, decision: "ignore", rationale: "tend left the same finding unchanged on an earlier head; it is not answered afresh." };
}
__name(pointAtEarlier, "pointAtEarlier");
function answeredDecision(body) {
  if (body.startsWith("Not changed:")) return "ignore";
  if (body.startsWith("Left open for a human:")) return "escalate";
  return "fix";
}
__name(answeredDecision, "answeredDecision");

// src/ship/final-check.ts
var NAMED_FINDINGS = 5;
var FinalCheckAnswerSchema = strictObject({
  findings: array(
    strictObject({
      // Optional so that a finding without its citation is read, and dropped and counted, rather
      // than making the whole answer unusable; citedLines says which findings cite.
      path: string().max(500).optional().describe("The file, relative to the repository root"),
      startLine: number().int().min(1).optional().describe("First cited line in the head"),
      endLine: number().int().min(1).optional().describe("Last cited line in the head"),
      quote: string().max(4e3).optional().describe("The verbatim text of those lines"),
      problem: string().min(1).max(400).describe("At most two sentences a maintainer can verify")
    })
  ).max(20).describe("Blocking findings only; empty when nothing should stop the merge"),
  summary: string().max(400).describe("One sentence")
});
function finalCheckGate(policy, ship, head) {
  if (policy.finalCheck !== "model" || policy.merge === "off") return null;
  const done = ship.finalCheck;
  if (!done || done.head !== head) return { kind: "run" };
  if (done.blocked !== null) return { kind: "blocked", reason: `the final check (final-check: model) did not check ${head.slice(0, 7)}: ${done.blocked}` };
  if (done.findings.length === 0) return null;
  const named = done.findings.slice(0, NAMED_FINDINGS).map((f) => `${f.path}:${f.startLine}${f.endLine !== f.startLine ? `-${f.endLine}` : ""}`);
  const more = done.findings.length > NAMED_FINDINGS ? ` and ${done.findings.length - NAMED_FINDINGS} more` : "";
  return { kind: "blocked", reason: `the final check raised ${done.findings.length} blocking finding(s) that need a human: ${named.join(", ")}${more} (listed in the tracking comment)` };
}
__name(finalCheckGate, "finalCheckGate");

// src/ship/behind.ts
var ASK_UPDATE_KIND = "ask-update-branch";
var OUT_OF_DATE = /head branch is out of date|branch is not up to date|must be up to date/i;
function mergeRefusedAsOutOfDate(state) {
  return state.status === "blocked" && state.reason.startsWith("GitHub refused the merge") && OUT_OF_DATE.test(state.reason);
}
__name(mergeRefusedAsOutOfDate, "mergeRefusedAsOutOfDate");
function planBehind(pr, ship, method, pushStartsCi = true) {
  const records = ship.branchUpdates ?? [];
  const base = pr.baseRefOid;
  const author = pr.author?.login ?? "the author";
  const tried = records.find((r) => r.base === base && r.from === pr.headRefOid && !r.asked);
  const fork = pr.isCrossRepository;
  const mayUpdate = !fork || pr.maintainerCanModify === true;
  if (!mayUpdate || fork && tried?.head === null) {
    const commented = pr.comments.some((c) => c.author?.id === pr.viewer.id && trailingMarker(c.body, ASK_UPDATE_KIND) !== null);
    if (records.some((r) => r.asked) || commented) return { kind: "blocked", reason: askedReason(author, pr) };
    return { kind: "ask-author-to-update", head: pr.headRefOid, base };
  }
  if (!pushStartsCi) {
    return { kind: "blocked", reason: `the base branch has new commits and the repository requires branches to be up to date before merging: an update tend made with GITHUB_TOKEN would start no CI on the new head, so update the branch (the Update branch button), or set push-token (or dispatch-workflows) and tend updates it; tend goes on from the new head` };
  }
  if (tried) {
    const why = tried.head === null ? `GitHub refused to update it (${tried.refused ?? "no reason given"})` : `tend updated it once for this base (${short(tried.head)}) and GitHub still says it is behind`;
    return { kind: "blocked", reason: `the branch is behind ${pr.baseRefName} and the repository requires it up to date before merging; ${why}: update the branch by hand, and tend goes on from the new head` };
  }
  return { kind: "update-branch", expectedHeadOid: pr.headRefOid, base, method };
}
__name(planBehind, "planBehind");
function askedReason(author, pr) {
  return `the branch is behind ${pr.baseRefName} and the repository requires it up to date before merging; tend may not update a fork's branch whose author does not allow edits by maintainers, so it asked ${author} in a comment to update it; once updated, someone with write access asks again with /tend ship`;
}
__name(askedReason, "askedReason");
function short(sha) {
  return sha.slice(0, 7);
}
__name(short, "short");

// src/ship/conflict-step.ts
function conflictStep(ship, policy) {
  if (ship.conflictEscalated?.head === ship.head) return { kind: "blocked", reason: ship.conflictEscalated.reason };
  if (ship.iteration >= policy.maxIterations) {
    return { kind: "blocked", reason: `the pull request has merge conflicts, and max-iterations (${policy.maxIterations}) rounds are done; a human merges the base branch in` };
  }
  return { kind: "act", action: { kind: "resolve-conflicts", head: ship.head } };
}
__name(conflictStep, "conflictStep");

// src/ship/objections.ts
var FIRST_LINE_LIMIT = 120;
var STANCES = /* @__PURE__ */ new Set(["APPROVED", "CHANGES_REQUESTED", "DISMISSED"]);
function reviewObjections(reviews, policy) {
  const latest = /* @__PURE__ */ new Map();
  const ordered = reviews.map((review, index) => ({ review, index })).filter(({ review }) => STANCES.has(review.state) && review.submittedAt !== null).sort((a, b) => a.review.submittedAt < b.review.submittedAt ? -1 : a.review.submittedAt > b.review.submittedAt ? 1 : a.index - b.index);
  for (const { review } of ordered) latest.set(reviewerKey(review), review);
  const blocking = [];
  const reported = [];
  for (const review of latest.values()) {
    if (review.state !== "CHANGES_REQUESTED") continue;
    const objection = { author: review.author, review: review.fullDatabaseId, reviewNodeId: review.id, firstLine: firstLine(review.body) };
    const why = notBlocking(review, policy);
    if (why) reported.push({ ...objection, notBlocking: why });
    else blocking.push(objection);
  }
  return { blocking, reported };
}
__name(reviewObjections, "reviewObjections");
function describeObjection(objection) {
  return `${who(objection)} requested changes (${reviewName(objection)})${said(objection)}`;
}
__name(describeObjection, "describeObjection");
function objectionReason(blocking) {
  const named = blocking.map((o) => `${who(o)} (${reviewName(o)})${said(o)}`);
  return `changes requested by ${named.join("; ")}; a dismissal of the review, or a later approval by the same person, releases the merge`;
}
__name(objectionReason, "objectionReason");
function reportedObjections(reported) {
  if (reported.length === 0) return "";
  return `not waited for: ${reported.map((o) => `${describeObjection(o)} (${o.notBlocking})`).join("; ")}`;
}
__name(reportedObjections, "reportedObjections");
function reviewName(objection) {
  return `review ${objection.review ?? objection.reviewNodeId}`;
}
__name(reviewName, "reviewName");
function who(objection) {
  return objection.author?.login ?? "a deleted account";
}
__name(who, "who");
function said(objection) {
  return objection.firstLine ? `: "${objection.firstLine}"` : "";
}
__name(said, "said");
function notBlocking(review, policy) {
  if (review.author !== null && isBot(review.author, policy.reviewBots)) return "a review bot";
  if (!review.authorCanPushToRepository) return "no write access";
  return void 0;
}
__name(notBlocking, "notBlocking");
function reviewerKey(review) {
  const author = review.author;
  if (author === null) return "ghost";
  return author.id !== 0 ? `id:${author.id}` : `login:${author.type}:${author.login.toLowerCase()}`;
}
__name(reviewerKey, "reviewerKey");
function firstLine(body) {
  const line = body.split(/\r?\n/).map((l) => l.trim()).find((l) => l !== "") ?? "";
  return inert(clip(line.replace(/"/g, "'"), FIRST_LINE_LIMIT));
}
__name(firstLine, "firstLine");

// src/ship/mergeability.ts
function mergeabilityUnknown(pr) {
  return pr.mergeable === "UNKNOWN" || pr.mergeStateStatus === "UNKNOWN";
}
__name(mergeabilityUnknown, "mergeabilityUnknown");
function mergeabilityWait(pr, ship, policy, checks, poll) {
  if (policy.merge === "off" || !mergeabilityUnknown(pr)) return null;
  if (checks !== "passing" && !(policy.merge === "auto" && checks === "pending")) return null;
  const reason = `GitHub is still computing whether ${pr.headRefOid.slice(0, 7)} can merge into ${pr.baseRefName} (mergeable: ${pr.mergeable}, merge state: ${pr.mergeStateStatus}); tend merges once it is known`;
  if (policy.waitMode === "poll" && poll.at < poll.deadline) return { kind: "poll", reason: `${reason} (reading again until ${poll.deadline})` };
  if (policy.waitMode !== "poll" && (poll.rereadsLeft ?? 0) > 0) return { kind: "reread", reason: `${reason} (reading again in a few seconds)` };
  const asked = ship.mergeabilityWake;
  if (asked && asked.head === pr.headRefOid && asked.base === pr.baseRefOid) return { kind: "wait", reason };
  return { kind: "wake", head: pr.headRefOid, base: pr.baseRefOid, reason };
}
__name(mergeabilityWait, "mergeabilityWait");

// src/ship/offer.ts
var OFFER_KIND = "offer";

// src/ship/machine.ts
var NAMED_THREADS = 10;
var TERMINAL = /* @__PURE__ */ new Set(["merged", "fixed", "stopped", "closed", "ready"]);
function isShipTerminal(status) {
  return TERMINAL.has(status);
}
__name(isShipTerminal, "isShipTerminal");
function initialShip(mode, head, deadline) {
  return { mode, head, requestHead: head, iteration: 0, reviewDeadline: deadline, checksDeadline: null, pushed: [], threads: [], merge: null, branchDeleted: false };
}
__name(initialShip, "initialShip");
function nextShipStep(current, ctx) {
  const { policy, now } = ctx;
  const pr = settledView(ctx);
  const at = now.toISOString();
  const set = /* @__PURE__ */ __name((status, reason, ship2 = current.ship) => {
    if (status !== current.status) return { ...transition(current, { status, reason, at }), ship: ship2 };
    if (reason === current.reason) return { ...current, ship: ship2 };
    return { ...current, reason, updatedAt: at, ship: ship2 };
  }, "set");
  if (pr.state === "MERGED") {
    const recorded2 = current.ship ?? initialShip(modeOf(current), pr.headRefOid, at);
    const byAutoMerge = current.status === "auto-merge" && !recorded2.merge?.merged;
    const ship2 = byAutoMerge ? { ...recorded2, merge: { merged: true, sha: null, method: policy.mergeMethod } } : recorded2;
    const why = byAutoMerge ? `merged by GitHub auto-merge (${policy.mergeMethod})` : ship2.merge?.merged ? `merged ${shortSha(ship2.merge.sha)} with ${ship2.merge.method}` : "merged by someone else";
    const merged = current.status === "merged" ? current : set("merged", why, ship2);
    if (ship2.merge?.merged && policy.deleteBranch && !pr.isCrossRepository && !ship2.branchDeleted && ship2.branchKept === void 0) {
      return { state: merged, action: { kind: "delete-branch", branch: pr.headRefName } };
    }
    return { state: merged, action: { kind: "stop", reason: merged.reason } };
  }
  if (pr.state === "CLOSED") return stop(set("closed", "the pull request was closed"));
  if (pr.labels.includes(HOLD_LABEL)) return stop(current.status === "stopped" ? current : set("stopped", `the ${HOLD_LABEL} label is on the pull request`));
  if (isShipTerminal(current.status)) return stop(current);
  const mode = modeOf(current);
  let ship = current.ship;
  if (ship?.offers?.some((o) => o.head !== pr.headRefOid && o.checked !== pr.headRefOid)) {
    return { state: current, action: { kind: "settle-offers", head: pr.headRefOid } };
  }
  if (ship && current.status !== "requested" && pr.headRefOid !== ship.head && !pushedByWriter(pr, ship)) {
    return stop(set("blocked", unseenCommitsReason(pr, ship)));
  }
  if (!ship || current.status === "requested" || pr.headRefOid !== ship.head) {
    const fresh = ship && current.status !== "requested" ? { ...ship, head: pr.headRefOid, reviewDeadline: addMinutes(now, policy.reviewWindowMinutes), checksDeadline: null } : (
      // A new request starts over, but keeps what was decided on its threads: a thread left open
      // for a human must still block the merge. Body findings have no thread a human can
      // resolve: a person asking again after tend's answer settles them (decide-review-body.ts).
      { ...initialShip(mode, pr.headRefOid, addMinutes(now, policy.reviewWindowMinutes)), threads: ship?.threads ?? [], ...ship?.settled ? { settled: ship.settled } : {}, ...keptBodies(current, ship, pr) }
    );
    const why = ship && current.status !== "requested" ? `new head ${shortSha(pr.headRefOid)}: waiting for the review bots again` : `waiting for the review bots on ${shortSha(pr.headRefOid)}`;
    return nextShipStep(set("awaiting-reviews", why, fresh), ctx);
  }
  const objections = reviewObjections(pr.reviews, { reviewBots: [...policy.reviewBots, ...policy.requiredReviewBots] });
  if (pr.autoMergeEnabled && objections.blocking.length > 0) {
    const status = current.status === "awaiting-reviews" || current.status === "fixing" ? current.status : "blocked";
    return { state: set(status, `turning GitHub auto-merge off: ${objectionReason(objections.blocking)}`), action: { kind: "disable-auto-merge" } };
  }
  if (current.status === "awaiting-reviews") {
    const deadlinePassed = ship.reviewDeadline !== null && at >= ship.reviewDeadline;
    const asks = deadlinePassed ? [] : planAskAgain({ asks: policy.askAgain ?? [], pr, ship });
    if (asks.length > 0) return { state: current, action: { kind: "ask-again", plans: asks } };
    const waitBegan = ship.reviewDeadline === null ? at : addMinutes(new Date(ship.reviewDeadline), -policy.reviewWindowMinutes);
    const onHead = ship;
    const answered2 = /* @__PURE__ */ __name((bot) => hasReviewed(bot, pr) || saidNothingToSay(bot, pr, askedAt(bot, pr.headRefOid, onHead) ?? waitBegan), "answered");
    const awaited = policy.reviewBots.filter((bot) => !answered2(bot));
    let notInstalled = ship.notInstalledBots ? new Set(ship.notInstalledBots.ids) : null;
    const expectation = /* @__PURE__ */ __name(() => expectedReviewBots({ reviewBots: awaited, requiredBots: policy.requiredReviewBots.filter((b) => awaited.some((a) => a.id === b.id)), pr, notInstalled }), "expectation");
    let bots2 = awaited.length === 0 || deadlinePassed ? null : expectation();
    if (bots2 !== null && !bots2.known) {
      if (!ctx.recentReviewers) return { state: current, action: { kind: "learn-review-bots" } };
      const ids = notInstalledBots({ reviewBots: policy.reviewBots, requiredBots: policy.requiredReviewBots, pr, recent: ctx.recentReviewers, now, reviewWindowMinutes: policy.reviewWindowMinutes }).map((b) => b.id);
      ship = { ...ship, notInstalledBots: { ids, at } };
      notInstalled = new Set(ids);
      bots2 = expectation();
    }
    const missing = bots2 === null ? awaited : bots2.expected;
    if (missing.length > 0 && !deadlinePassed) {
      return { ...wait(set("awaiting-reviews", `waiting for ${missing.map((b) => b.name).join(", ")} to review ${shortSha(pr.headRefOid)} (until ${ship.reviewDeadline})`, ship), null), awaiting: missing };
    }
    const absent = bots2?.known === true && bots2.notInstalled.length > 0 ? ` (not waiting for ${bots2.notInstalled.map((b) => b.name).join(", ")}: no sign of it on this or the repository's recent pull requests)` : "";
    const why = missing.length === 0 ? `every expected review bot has reviewed the head${absent}` : `review window closed without ${missing.map((b) => b.name).join(", ")}`;
    return nextShipStep(set("fixing", why, ship), ctx);
  }
  if (current.status === "fixing") {
    const plans = planThreads(ctx, pr, ship);
    const actionable = plans.filter((p) => p.decision !== "skip");
    if (actionable.length > 0) return { state: current, action: { kind: "handle-threads", plans: actionable } };
    const bodies = planReviewBodies(pr, ship, threadPolicy(policy), ctx.cutoff);
    if (bodies.length > 0) return { state: current, action: { kind: "answer-review-bodies", plans: bodies } };
    if (mode === "fix") return stop(offeredCount(ship, pr) > 0 ? set("blocked", offeredReason(ship, pr)) : set("fixed", fixedReason(ship)));
    ship = { ...ship, checksDeadline: ship.checksDeadline ?? addMinutes(now, policy.checksTimeoutMinutes) };
    return nextShipStep(set("awaiting-checks", "every review thread is answered", ship), ctx);
  }
  const recorded = ship.threads.filter((t) => t.decision === "escalate" && isOpen(t.id, pr));
  const answeredOpen = pr.threads.filter((t) => !t.isResolved && !recorded.some((r) => r.id === t.id)).filter((t) => t.comments.some((c) => isThreadAnswer(c.author?.id, c.body, pr.viewer.id))).map((t) => ({ id: t.id, path: t.path, line: t.line ?? t.originalLine }));
  const openEscalations = [...recorded, ...answeredOpen];
  const late = pr.threads.filter((t) => !t.isResolved && ctx.cutoff !== null && (t.comments[0]?.createdAt ?? "") > ctx.cutoff && !isOwnOffer(t.comments[0], pr.viewer.id));
  if (late.length > 0) return wait(set(current.status === "blocked" ? "awaiting-checks" : current.status, `${late.length} review thread(s) arrived during this run; the next run answers them`), null);
  const unanswered = planThreads(ctx, pr, ship).filter((p) => p.decision !== "skip");
  if (unanswered.length > 0) return nextShipStep(set("fixing", `${unanswered.length} new review thread(s) to answer`), ctx);
  const unansweredBodies = planReviewBodies(pr, ship, threadPolicy(policy), ctx.cutoff);
  if (unansweredBodies.length > 0) return nextShipStep(set("fixing", `${unansweredBodies.length} review bod(ies) with findings outside threads to answer`), ctx);
  if (openEscalations.length > 0 && openEscalations.length === offeredCount(ship, pr)) return stop(set("blocked", offeredReason(ship, pr)));
  if (openEscalations.length > 0) {
    const named = openEscalations.slice(0, NAMED_THREADS).map((t) => `${t.path}${t.line ? `:${t.line}` : ""}${unsettledBy(t.id, pr)}`);
    const more = openEscalations.length > NAMED_THREADS ? ` and ${openEscalations.length - NAMED_THREADS} more` : "";
    return stop(set("blocked", `${openEscalations.length} review thread(s) need a human: ${named.join(", ")}${more}`));
  }
  const bodyEscalations = openBodyEscalations(pr, ship);
  if (bodyEscalations.length > 0) {
    const places = bodyEscalations.flatMap((b) => b.places);
    return stop(set("blocked", `${places.length} finding(s) outside review threads need a human: ${places.join(", ")}; once dealt with, someone with write access asks again with /tend ship`));
  }
  if (objections.blocking.length > 0) return stop(set("blocked", objectionReason(objections.blocking)));
  if (pr.isDraft) return stop(set("blocked", "the pull request is a draft"));
  if (pr.mergeable === "CONFLICTING") {
    const step = conflictStep(ship, policy);
    return step.kind === "blocked" ? stop(set("blocked", step.reason)) : { state: current, action: step.action };
  }
  if (pr.mergeStateStatus === "BEHIND" || mergeRefusedAsOutOfDate(current)) {
    const behind = planBehind(pr, ship, policy.updateMethod ?? "merge", policy.pushStartsCi);
    if (behind.kind === "blocked") return stop(set("blocked", behind.reason));
    return { state: current, action: behind };
  }
  const checks = evaluateChecks(pr, checksPolicy(policy));
  if (checks.state === "failing") {
    const answered2 = answeredRedCi(ship, pr.headRefOid, checks.failing);
    if (answered2) return stop(set("blocked", answered2));
    if (!pr.ciFailures) return { state: current, action: { kind: "read-ci-failure", sha: pr.headRefOid, checks: checks.failing } };
    const plan = planRedCi({ pr, ...pr.ciFailures, ship, maxIterations: policy.maxIterations, modelFixesCi: policy.modelFixesCi === true });
    return { state: current, action: { kind: "red-ci", plan } };
  }
  const readRules = pr.rulesetChecks === void 0 ? { state: current, action: { kind: "read-rules", branch: pr.baseRefName } } : null;
  if (checks.state === "no-ci") {
    const readWaiting = pr.runsAwaitingApproval === void 0 ? { state: current, action: { kind: "read-waiting-runs", sha: pr.headRefOid } } : null;
    if (!policy.pushStartsCi && ship.pushed.includes(pr.headRefOid)) return readWaiting ?? stop(set("blocked", noCiReason(pr, policy, ship)));
    const deadline = ship.checksDeadline ?? addMinutes(now, policy.checksTimeoutMinutes);
    ship = { ...ship, checksDeadline: deadline };
    if (at >= deadline) return readRules ?? readWaiting ?? stop(set("blocked", noCiReason(pr, policy, ship), ship));
    return wait(set("awaiting-checks", `waiting for a CI check to report on ${shortSha(pr.headRefOid)} (none is required; until ${deadline})`, ship), null);
  }
  const notWaited = reportedObjections(objections.reported);
  const reported = notWaited ? ` (${notWaited})` : "";
  const finalCheck = /* @__PURE__ */ __name(() => {
    const gate = finalCheckGate(policy, ship, pr.headRefOid);
    if (gate?.kind === "run") return { state: { ...current, ship }, action: { kind: "final-check", sha: pr.headRefOid } };
    return gate?.kind === "blocked" ? stop(set("blocked", gate.reason, ship)) : null;
  }, "finalCheck");
  if (checks.state === "passing" && pr.reviewDecision === "CHANGES_REQUESTED") return stop(set("blocked", "a reviewer requested changes"));
  if (checks.state === "passing" && pr.reviewDecision === "REVIEW_REQUIRED") return stop(set("blocked", "a required approving review is missing"));
  const pollUntil = ship.checksDeadline ?? addMinutes(now, policy.checksTimeoutMinutes);
  const computing = pr.autoMergeEnabled && checks.state === "pending" ? null : mergeabilityWait(pr, ship, policy, checks.state, { at, deadline: pollUntil, rereadsLeft: ctx.mergeabilityRereadsLeft ?? 0 });
  if (computing?.kind === "reread") return { state: set("awaiting-checks", computing.reason, ship), action: { kind: "reread-mergeability", reason: computing.reason } };
  if (computing?.kind === "poll") return wait(set("awaiting-checks", computing.reason, { ...ship, checksDeadline: pollUntil }), null);
  if (computing?.kind === "wait") return wait(set("awaiting-checks", computing.reason, ship), null);
  if (computing) return { state: set("awaiting-checks", computing.reason, ship), action: { kind: "wake-for-mergeability", head: computing.head, base: computing.base, reason: computing.reason } };
  const handOver = policy.merge === "auto" && checks.state === "pending" && pr.reviewDecision !== "CHANGES_REQUESTED";
  const toEnable = handOver && !pr.autoMergeEnabled;
  if (toEnable && readRules) return readRules;
  const rulesetHeld = toEnable ? rulesetChecksNotPassed(pr, checksPolicy(policy)) : [];
  if (toEnable && rulesetHeld.length === 0) {
    const gate = finalCheck();
    if (gate) return gate;
  }
  if (handOver && rulesetHeld.length === 0) {
    if (pr.autoMergeEnabled) return stop(set("auto-merge", "GitHub auto-merge is enabled; GitHub merges when its requirements are met"));
    return { state: set("merging", `enabling GitHub auto-merge (${policy.mergeMethod}) while checks run${reported}`, ship), action: { kind: "enable-auto-merge", method: policy.mergeMethod } };
  }
  if (checks.state === "pending") {
    const deadline = ship.checksDeadline ?? addMinutes(now, policy.checksTimeoutMinutes);
    ship = { ...ship, checksDeadline: deadline };
    if (at >= deadline) {
      const noCi = !policy.pushStartsCi && ship.pushed.includes(pr.headRefOid) ? "; tend pushed this head with GITHUB_TOKEN, which starts no workflow runs (set push-token or dispatch-workflows)" : "";
      return stop(set("blocked", `checks did not finish within ${policy.checksTimeoutMinutes} minutes: ${checks.waitingFor.join(", ")}${noCi}`, ship));
    }
    const autoMergeHeld = rulesetHeld.length > 0 ? `; GitHub auto-merge is enabled once ${rulesetHeld.join(", ")}, required by a ruleset, passed` : "";
    return wait(set("awaiting-checks", `waiting for checks: ${checks.waitingFor.join(", ")} (until ${deadline})${autoMergeHeld}`, ship), null);
  }
  if (readRules) return readRules;
  if (policy.merge === "off") return stop(set("ready", `checks pass and every thread is answered; merge is off, so a human merges${reported}`));
  if (ship.mergeRefused?.head === pr.headRefOid) return stop(set("blocked", ship.mergeRefused.reason));
  const checked = finalCheck();
  if (checked) return checked;
  return { state: set("merging", `checks pass on ${shortSha(pr.headRefOid)}; merging with ${policy.mergeMethod}${reported}`, ship), action: { kind: "merge", sha: pr.headRefOid, method: policy.mergeMethod } };
}
__name(nextShipStep, "nextShipStep");
function afterThreads(current, outcome, ctx) {
  const ship = outcome.offer ? { ...current.ship, offers: [...current.ship.offers ?? [], outcome.offer].slice(-20) } : current.ship;
  const at = ctx.now.toISOString();
  const threads = mergeRecords(ship.threads, outcome.records);
  if (outcome.pushed) {
    const next = {
      ...ship,
      head: outcome.pushed,
      iteration: ship.iteration + 1,
      pushed: [...ship.pushed, outcome.pushed].slice(-50),
      reviewDeadline: addMinutes(ctx.now, ctx.policy.reviewWindowMinutes),
      checksDeadline: null,
      threads
    };
    const fixed = outcome.records.filter((r) => r.commit === outcome.pushed).length;
    if (ship.mode === "fix") return { ...transition(current, { status: "fixed", reason: `pushed ${shortSha(outcome.pushed)} with ${fixed} fix(es)`, at }), ship: next };
    return { ...transition(current, { status: "awaiting-reviews", reason: `pushed ${shortSha(outcome.pushed)} with ${fixed} fix(es); waiting for the bots to review it`, at }), ship: next };
  }
  return { ...current, ship: { ...ship, threads } };
}
__name(afterThreads, "afterThreads");
function checksPolicy(policy) {
  return { reviewBotSlugs: policy.reviewBots.map((b) => b.appSlug), requiredChecks: policy.requiredChecks, ownWorkflow: policy.ownWorkflow };
}
__name(checksPolicy, "checksPolicy");
function noCiReason(pr, policy, ship) {
  const head = `no CI check has reported on ${shortSha(pr.headRefOid)} and no check is required, so nothing shows that CI ran`;
  const waiting = pr.runsAwaitingApproval ?? 0;
  if (waiting > 0) {
    const byToken = !policy.pushStartsCi && ship.pushed.includes(pr.headRefOid) ? "; GitHub holds the pull_request runs of a push made with GITHUB_TOKEN (push-token, a GitHub App token or PAT, avoids it)" : "";
    return `${head}: CI runs for this head are waiting for approval (${waiting} run${waiting === 1 ? "" : "s"}): a maintainer must approve them in the Actions tab${byToken}`;
  }
  if (!policy.pushStartsCi && ship.pushed.includes(pr.headRefOid)) {
    return `${head}: tend pushed this head with GITHUB_TOKEN, which starts no workflow runs (set push-token to a GitHub App token or PAT, or dispatch-workflows)`;
  }
  return `${head}: its pull_request runs may be waiting for approval (a push made with GITHUB_TOKEN can leave them so, with no checks shown), or no CI is configured (set required-checks, or add CI)`;
}
__name(noCiReason, "noCiReason");
function threadPolicy(policy) {
  return { reviewBots: policy.reviewBots, trustedBots: policy.trustedBots, ignoreNitpicks: policy.ignoreNitpicks, fixSeverities: ["critical", "major", "minor", "nitpick", "unknown"] };
}
__name(threadPolicy, "threadPolicy");
function keptBodies(current, ship, pr) {
  if (!ship) return {};
  const settledNow = current.requestedBy !== null ? openBodyEscalations(pr, ship).map((b) => b.reviewId) : [];
  const settled = [.../* @__PURE__ */ new Set([...ship.settledReviewBodies ?? [], ...settledNow])].slice(-100);
  return {
    ...ship.reviewBodies ? { reviewBodies: ship.reviewBodies } : {},
    ...settled.length > 0 ? { settledReviewBodies: settled } : {}
  };
}
__name(keptBodies, "keptBodies");
function planThreads(ctx, pr, ship) {
  const { policy } = ctx;
  const earlier = earlierDecisions(ship.declined, decisionsInThreads(pr, ship, ctx.writers));
  const plans = pr.threads.map((thread) => {
    const first = thread.comments[0];
    const planned = planThread(
      { thread, authorCanWrite: first?.author ? ctx.writers.has(first.author.id) : false, viewerId: pr.viewer.id, cutoff: ctx.cutoff, access: { writers: ctx.writers, nonWriters: ctx.nonWriters ?? /* @__PURE__ */ new Set() } },
      threadPolicy(policy)
    );
    const plan = pointAtEarlier(planned, thread, earlier);
    if (plan.decision !== "skip" && ship.threads.some((t) => t.id === thread.id && t.replied)) {
      return { ...plan, decision: "skip", rationale: "already answered" };
    }
    return plan;
  });
  const resolved = resolveOverlaps(plans);
  return resolved.map((plan) => {
    if (plan.decision !== "fix") return plan;
    if (ship.iteration >= policy.maxIterations) {
      return { ...plan, decision: "escalate", edit: null, rationale: `max-iterations (${policy.maxIterations}) fix rounds reached; a human takes it from here` };
    }
    return plan;
  });
}
__name(planThreads, "planThreads");
function offeredCount(ship, pr) {
  return new Set((ship.offers ?? []).flatMap((o) => o.threads.map((t) => t.id)).filter((id) => isOpen(id, pr))).size;
}
__name(offeredCount, "offeredCount");
function offeredReason(ship, pr) {
  return `${offeredCount(ship, pr)} fix(es) offered to the author in a review (tend does not push to this branch): tend resolves each thread once its change is on the branch, or a maintainer resolves it`;
}
__name(offeredReason, "offeredReason");
function isOwnOffer(first, viewerId) {
  return first !== void 0 && first.author?.id === viewerId && endsWithOwnMarker(first.body, OFFER_KIND);
}
__name(isOwnOffer, "isOwnOffer");
function hasReviewed(bot, pr) {
  const account = /* @__PURE__ */ __name((id, type) => isBot({ login: "", id, type }, [bot]), "account");
  if (pr.reviews.some((r) => r.author && r.commitOid === pr.headRefOid && account(r.author.id, r.author.type))) return true;
  return pr.checks.some((c) => c.appSlug === bot.appSlug && c.state !== "pending");
}
__name(hasReviewed, "hasReviewed");
function settledView(ctx) {
  const { snapshot: pr, policy, writers } = ctx;
  const settles = /* @__PURE__ */ __name((id) => id === pr.viewer.id || writers.has(id) || policy.trustedBots.some((b) => b.id === id), "settles");
  if (!pr.threads.some((t) => t.isResolved && !(t.resolvedBy && settles(t.resolvedBy.id)))) return pr;
  return { ...pr, threads: pr.threads.map((t) => t.isResolved && !(t.resolvedBy && settles(t.resolvedBy.id)) ? { ...t, isResolved: false } : t) };
}
__name(settledView, "settledView");
function unsettledBy(threadId, pr) {
  const thread = pr.threads.find((t) => t.id === threadId);
  if (!thread || thread.isResolved || !thread.resolvedBy) return "";
  return ` (resolved by ${thread.resolvedBy.login}, who cannot settle it)`;
}
__name(unsettledBy, "unsettledBy");
function pushedByWriter(pr, ship) {
  return ship.pushed.includes(pr.headRefOid) || !pr.isCrossRepository;
}
__name(pushedByWriter, "pushedByWriter");
function unseenCommitsReason(pr, ship) {
  const since = ship.requestHead ?? ship.head;
  return `new commits since /tend ship; ask again: the fork's branch moved from ${shortSha(since)} to ${shortSha(pr.headRefOid)} after the request, and GitHub does not attest that someone with write access pushed it; once someone with write access has looked at the new commits, they ask again with /tend ship`;
}
__name(unseenCommitsReason, "unseenCommitsReason");
function isOpen(threadId, pr) {
  const thread = pr.threads.find((t) => t.id === threadId);
  return thread !== void 0 && !thread.isResolved;
}
__name(isOpen, "isOpen");
function mergeRecords(existing, updates) {
  const byId = new Map(existing.map((r) => [r.id, r]));
  for (const record2 of updates) byId.set(record2.id, record2);
  return [...byId.values()];
}
__name(mergeRecords, "mergeRecords");
function modeOf(state) {
  if (state.status === "requested" || !state.ship) return state.workflow === "fix" ? "fix" : "ship";
  return state.ship.mode;
}
__name(modeOf, "modeOf");
function fixedReason(ship) {
  const fixed = ship.threads.filter((t) => t.decision === "fix" && t.commit).length + (ship.settled?.fixed ?? 0);
  return fixed > 0 ? `${fixed} fix(es) pushed; every thread answered` : "every review thread is answered; nothing to change";
}
__name(fixedReason, "fixedReason");
function stop(state) {
  return { state, action: { kind: "stop", reason: state.reason } };
}
__name(stop, "stop");
function wait(state, reason) {
  return { state, action: { kind: "wait", reason: reason ?? state.reason } };
}
__name(wait, "wait");
function addMinutes(now, minutes) {
  return new Date(now.getTime() + minutes * 6e4).toISOString();
}
__name(addMinutes, "addMinutes");
function shortSha(sha) {
  return sha ? sha.slice(0, 7) : "\u2014";
}
__name(shortSha, "shortSha");

// src/ship/drive.ts
async function driveShip(drive) {
  let state = drive.start;
  let step = null;
  for (let count = 0; count < drive.maxSteps; ) {
    const ctx = await drive.context();
    step = nextShipStep(state, ctx);
    const turn = await drive.act(step, ctx);
    state = turn.state;
    if (turn.end) return { state, step, settled: true };
    if (turn.counted !== false) count += 1;
  }
  return { state, step, settled: false };
}
__name(driveShip, "driveShip");

// src/github/merge.ts
var MergeResult = object({ sha: string(), merged: boolean(), message: string().optional() });
var PullFile = object({ filename: string(), previous_filename: string().optional() });
var AutoMergeData = object({
  enablePullRequestAutoMerge: object({ pullRequest: object({ autoMergeRequest: object({ enabledAt: string().nullable() }).nullable() }) })
});
var DisabledData = object({
  disablePullRequestAutoMerge: object({ pullRequest: object({ autoMergeRequest: object({ enabledAt: string().nullable() }).nullable() }) })
});

// src/github/run-approvals.ts
var RunsPage = object({
  workflow_runs: array(object({ status: string().nullable(), conclusion: string().nullable(), head_sha: string() }))
});

// src/github/branch-deletion-facts.ts
var FactsData = object({
  repository: object({
    defaultBranchRef: object({ name: string() }).nullable(),
    ref: object({ refUpdateRule: object({ allowsDeletions: boolean() }).nullable() }).nullable(),
    pullRequests: object({ totalCount: number().int() })
  })
});

// src/github/comments.ts
var AddAndListData = object({
  addComment: object({ subject: object({ __typename: string(), comments: CommentsData.optional() }).nullable() })
});

// src/github/update-branch.ts
var UpdateData = object({ updatePullRequestBranch: object({ pullRequest: object({ headRefOid: string() }) }) });

// src/github/check-failure.ts
var CheckRunsPage = object({
  check_runs: array(
    object({
      id: number(),
      name: string(),
      conclusion: string().nullable(),
      app: object({ slug: string().optional() }).nullable(),
      output: object({ title: string().nullable(), summary: string().nullable(), text: string().nullable().optional() })
    })
  )
});
var Annotations = array(object({ path: string(), start_line: number(), annotation_level: string().nullable(), title: string().nullable(), message: string().nullable() }));
var Job = object({
  id: number(),
  run_id: number(),
  run_attempt: number().optional(),
  steps: array(object({ name: string(), conclusion: string().nullable() })).optional()
});
var Commit = object({ parents: array(object({ sha: string() })), files: array(object({ filename: string() })).optional() });

// src/github/threads.ts
var CommentNodes = object({
  nodes: array(
    object({ id: string(), fullDatabaseId: FullDatabaseId, body: string(), author: object({ databaseId: number().nullable().optional() }).nullable() }).nullable()
  )
});
var ThreadNode = object({ id: string(), isResolved: boolean(), comments: CommentNodes });
var AnswersData = object({
  nodes: array(looseObject({ __typename: string() }).nullable())
});
var ReplyPayload = object({ comment: object({ id: string() }) });
var ResolvePayload = object({ thread: ThreadNode });

// src/ship/patch/hidden-characters.ts
var BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
var INVISIBLE = /[\u00AD\u115F\u1160\u180E\u200B-\u200D\u2060-\u2064\u3164\uFEFF\uFFA0\u{E0001}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
var CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;
var ANY_HIDDEN = new RegExp(`${BIDI.source}|${INVISIBLE.source}|${CONTROL.source}`, "gu");

// src/ship/patch/path-policy.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var anywhere = /* @__PURE__ */ __name((names, why) => names.map((name) => ({ pattern: `**/${name}`, why })), "anywhere");
var MANIFEST = "a package manifest or lockfile decides what gets installed and run";
var TOOLING = "tool configuration that can fetch or run code";
var PROTECTED_PATHS = [
  { pattern: ".github/**", why: "GitHub configuration (workflows, actions, CODEOWNERS) decides what runs and who reviews" },
  ...anywhere(["CODEOWNERS"], "CODEOWNERS decides who must review"),
  { pattern: ".*/**", why: "a top-level dot-directory holds tool configuration and hooks (.husky, .vscode, .devcontainer ...)" },
  ...anywhere(["AGENTS.md", "CLAUDE.md", "CLAUDE.local.md", "GEMINI.md", ".cursorrules"], "instructions to coding agents"),
  // JavaScript and TypeScript
  ...anywhere(
    ["package.json", "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "pnpm-workspace.yaml", "bun.lock", "bun.lockb", "deno.json", "deno.jsonc", "deno.lock"],
    MANIFEST
  ),
  // Python
  ...anywhere(
    ["requirements*.txt", "requirements/*.txt", "constraints*.txt", "Pipfile", "Pipfile.lock", "poetry.lock", "pyproject.toml", "setup.py", "setup.cfg", "uv.lock", "pdm.lock"],
    MANIFEST
  ),
  // Rust, Go, Ruby, PHP
  ...anywhere(["Cargo.toml", "Cargo.lock", "go.mod", "go.sum", "go.work", "go.work.sum"], MANIFEST),
  ...anywhere(["Gemfile", "Gemfile.lock", "*.gemspec", "composer.json", "composer.lock"], MANIFEST),
  // JVM and .NET
  ...anywhere(
    ["pom.xml", "build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts", "gradle.lockfile", "gradle-wrapper.properties"],
    MANIFEST
  ),
  ...anywhere(
    ["*.csproj", "*.fsproj", "*.vbproj", "packages.lock.json", "Directory.Build.props", "Directory.Build.targets", "Directory.Packages.props", "NuGet.config"],
    MANIFEST
  ),
  // Others with a package manager
  ...anywhere(["mix.exs", "mix.lock", "Package.swift", "Package.resolved", "pubspec.yaml", "pubspec.lock"], MANIFEST),
  // Dotfiles (top-level dot-directories are covered above) that fetch or run code
  ...anywhere([".npmrc", ".yarnrc", ".yarnrc.yml", ".gitmodules", ".gitattributes", ".envrc", ".pre-commit-config.yaml", ".gitlab-ci.yml"], TOOLING)
];
var protectedMatchers = PROTECTED_PATHS.map((entry) => ({ ...entry, matches: (0, import_picomatch.default)(entry.pattern, { dot: true, nocase: true }) }));

// src/ship/patch/search-replace.ts
var ModelPatchSchema = strictObject({
  edits: array(
    strictObject({
      path: string().min(1).max(300).describe("Repository path of the file to change"),
      search: string().min(1).max(2e4).describe("Exact excerpt of the current file, occurring exactly once"),
      replace: string().max(2e4).describe("The text that replaces it")
    })
  ).min(1).max(10),
  explanation: string().min(1).max(500).describe("One sentence: what the patch changes and why")
});

// src/ship/red-ci-run.ts
var ModelCiFixSchema = strictObject({
  decision: _enum(["fix", "decline"]).describe("fix: the edits fix the failure; decline: a person should look"),
  edits: array(ModelPatchSchema.shape.edits.element).max(10).describe("Search/replace edits (empty when declining)"),
  explanation: string().min(1).max(500).describe("One sentence: what the patch changes and why, or why it declines")
});

// src/ship/judge.ts
var ModelDecisionSchema = strictObject({
  decision: _enum(["fix", "ignore", "escalate"]).describe("fix the code, leave it (ignore), or hand it to a human (escalate)"),
  rationale: string().min(1).max(400).refine((text) => (text.match(/[.!?](\s|$)/g) ?? []).length <= 2, { message: "at most two sentences" }).describe("At most two sentences a reviewer can verify"),
  risk: _enum(["low", "medium", "high"]).describe("How risky the change would be")
});

// src/github/commit-on-branch.ts
var CommitData = object({ createCommitOnBranch: object({ commit: object({ oid: string() }) }) });
var API_COMMIT_LIMITS = { files: 100, bytes: 512 * 1024 };

// src/ship/resolve-conflicts.ts
var ResolutionSchema = strictObject({
  decision: _enum(["resolve", "decline"]),
  content: string().max(2e5).optional().describe("The whole file after the merge, without conflict markers (decision resolve)"),
  explanation: string().min(1).max(500).describe("One sentence: how the conflict was resolved, or why it was declined")
});

// src/ship/run-ship.ts
function shipPolicy(settings, ownWorkflow) {
  return {
    reviewBots: settings.reviewBots,
    requiredReviewBots: settings.requiredReviewBots,
    trustedBots: settings.trustedBots,
    ignoreNitpicks: settings.ignoreNitpicks,
    reviewWindowMinutes: settings.reviewWindowMinutes,
    checksTimeoutMinutes: settings.checksTimeoutMinutes,
    maxIterations: settings.maxIterations,
    merge: settings.merge,
    mergeMethod: settings.mergeMethod,
    deleteBranch: settings.deleteBranch,
    pushStartsCi: settings.pushToken !== void 0 || settings.dispatchWorkflows.length > 0,
    requiredChecks: settings.requiredChecks,
    ownWorkflow,
    askAgain: settings.askAgain,
    finalCheck: settings.finalCheck,
    updateMethod: settings.updateMethod,
    waitMode: settings.waitMode
  };
}
__name(shipPolicy, "shipPolicy");

// src/cli/pr-dry-run.ts
var PR_SYNOPSIS = "tend pr <number> --repo owner/name --dry-run [--json] [--review-bots LIST]";
var MAX_STEPS = 6;
var ACTIONS = ["wait", "reread-mergeability", "handle-threads", "answer-review-bodies", "learn-review-bots", "ask-again", "merge", "enable-auto-merge", "disable-auto-merge", "delete-branch", "read-rules", "read-waiting-runs", "final-check", "update-branch", "ask-author-to-update", "resolve-conflicts", "read-ci-failure", "red-ci", "wake-for-mergeability", "settle-offers", "stop"];
var DryRunPlanSchema = strictObject({
  dryRun: literal(true),
  /** owner/name */
  repository: string(),
  pullRequest: strictObject({
    number: number().int().positive(),
    title: string(),
    state: _enum(["OPEN", "CLOSED", "MERGED"]),
    headRef: string(),
    headSha: string(),
    baseRef: string(),
    isDraft: boolean(),
    mergeable: _enum(["MERGEABLE", "CONFLICTING", "UNKNOWN"])
  }),
  settings: strictObject({
    reviewBots: array(string()),
    merge: _enum(["immediate", "auto", "off"]),
    mergeMethod: _enum(["merge", "squash", "rebase"]),
    ignoreNitpicks: boolean(),
    maxIterations: number().int(),
    /** The repository file read from the default branch, null when it has none. */
    configFile: string().nullable()
  }),
  /** The statuses the machine passes through from a fresh request, each with its reason. */
  path: array(strictObject({ status: string(), reason: string() })),
  /** Where this run would stop, and the action it would take there. */
  stop: strictObject({ status: string(), action: _enum(ACTIONS), reason: string() }),
  /** The threads the run would answer; null when it stops before answering any. */
  threads: array(
    strictObject({
      id: string(),
      path: string(),
      line: number().nullable(),
      author: string(),
      bot: string().nullable(),
      severity: _enum(["critical", "major", "minor", "nitpick", "unknown"]),
      decision: _enum(["fix", "ignore", "escalate"]),
      rationale: string()
    })
  ).nullable(),
  /** The merge gate's view of the head's checks (review bots' own checks left out). */
  checks: strictObject({ state: _enum(["passing", "pending", "failing", "no-ci"]), names: array(string()) }),
  merge: strictObject({
    decision: _enum(["merge", "enable-auto-merge", "none"]),
    method: _enum(["merge", "squash", "rebase"]).nullable(),
    sha: string().nullable(),
    reason: string()
  })
});
async function prDryRun(argv, env, stdout, stderr) {
  const request2 = parseRequest(argv, env);
  if (typeof request2 === "string") {
    await write(stderr, `tend pr: ${request2}
`);
    return 2;
  }
  const redact = redactor([request2.token]);
  try {
    const progress = progressLine(stderr, "pr", redact);
    progress(`reading ${request2.repo.owner}/${request2.repo.repo}#${request2.number} (read-only)`);
    const plan = DryRunPlanSchema.parse(await planPull(request2, /* @__PURE__ */ new Date(), progress));
    await write(stdout, redact(request2.json ? `${JSON.stringify(plan, null, 2)}
` : renderMarkdown(plan)));
    return 0;
  } catch (error) {
    await write(stderr, redact(`tend pr: ${describeError(error)}
`));
    return error instanceof RefusalError || error instanceof ConfigError || error instanceof InputError ? 2 : 1;
  }
}
__name(prDryRun, "prDryRun");
function parseRequest(argv, env) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { repo: { type: "string" }, "dry-run": { type: "boolean" }, json: { type: "boolean" }, "review-bots": { type: "string" } },
      allowPositionals: true,
      strict: true
    });
  } catch (error) {
    return `${error instanceof Error ? error.message : String(error)}; usage: ${PR_SYNOPSIS}`;
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return `expected one pull request number, got ${positionals.length === 0 ? "none" : positionals.map((p) => `'${p}'`).join(" ")}; usage: ${PR_SYNOPSIS}`;
  const text = positionals[0];
  if (!/^[1-9]\d{0,9}$/.test(text)) return `invalid pull request number '${text}'; expected a whole number such as 12`;
  const access = githubAccess(values.repo, env);
  if (!values["dry-run"]) return `missing --dry-run: this command only plans and never writes to GitHub; run tend pr ${text} --repo ${values.repo} --dry-run`;
  const unknownBot = (values["review-bots"] ?? "").split(/[\n,]/).map((b) => b.trim()).find((b) => b !== "" && parseBotReference(b) === null);
  if (unknownBot !== void 0) return `--review-bots entry '${unknownBot}' is not a known bot (coderabbit, copilot, gemini, sourcery, claude, github-actions) nor login:id`;
  if (typeof access === "string") return access;
  return { number: Number(text), ...access, json: values.json ?? false, reviewBots: values["review-bots"] };
}
__name(parseRequest, "parseRequest");
async function planPull(request2, now, log) {
  const { repo, number: number2 } = request2;
  const octokit = readOnly(createOctokit(request2.token, { baseUrl: request2.apiUrl, log }));
  const inputs = await parseInputs(() => void 0);
  const configPath = inputs.values["config-path"];
  const context = await loadRunContext(octokit, repo, { configPath, defaultBranch: void 0, targetNumber: number2, withPull: true });
  const target = context.repository?.target;
  if (!target) throw new RefusalError(`Pull request #${number2} was not found in ${repo.owner}/${repo.repo}.`);
  if (target.__typename !== "PullRequest") throw new RefusalError(`#${number2} in ${repo.owner}/${repo.repo} is an issue, not a pull request.`);
  const blob = context.repository?.config ?? null;
  const reviewBots = request2.reviewBots?.split(/[\n,]/).map((bot) => bot.trim()).filter((bot) => bot !== "");
  const repoConfig = repoConfigFromBlob(blob, configPath);
  const settings = buildSettings(inputs, reviewBots === void 0 ? repoConfig : { ...repoConfig, "review-bots": reviewBots }, configPath);
  const policy = shipPolicy(settings, null);
  const read = context.pull ? await snapshotFromPull(octokit, repo, context.pull.viewer, context.pull.pull) : await loadPullSnapshot(octokit, repo, number2);
  const snapshot = { ...read, rulesetChecks: read.rulesetChecks ?? await loadRulesetChecks(octokit, repo, read.baseRefName) };
  const known = /* @__PURE__ */ new Map();
  const writers = await learnWriters(octokit, repo, snapshot, known);
  const recentReviewers = await loadRecentReviewers(octokit, repo);
  const ctx = { snapshot, policy, now, writers, nonWriters: writeAccessOf(known).nonWriters, cutoff: now.toISOString(), recentReviewers };
  const at = now.toISOString();
  const requested = transition(initialState({ kind: "pull_request", number: number2 }, at), { status: "requested", reason: "tend pr --dry-run", at, workflow: "ship" });
  const walk = await walkMachine(requested, ctx);
  const checks = evaluateChecks(snapshot, checksPolicy(policy));
  return {
    dryRun: true,
    repository: `${repo.owner}/${repo.repo}`,
    pullRequest: {
      number: number2,
      title: snapshot.title,
      state: snapshot.state,
      headRef: snapshot.headRefName,
      headSha: snapshot.headRefOid,
      baseRef: snapshot.baseRefName,
      isDraft: snapshot.isDraft,
      mergeable: snapshot.mergeable
    },
    settings: {
      reviewBots: settings.reviewBots.map((b) => b.name),
      merge: settings.merge,
      mergeMethod: settings.mergeMethod,
      ignoreNitpicks: settings.ignoreNitpicks,
      maxIterations: settings.maxIterations,
      configFile: blob ? configPath : null
    },
    path: walk.state.history.map((h) => ({ status: h.status, reason: h.note })),
    stop: walk.stop,
    threads: walk.plans?.map((plan) => threadRow(plan, snapshot)) ?? null,
    checks: { state: checks.state, names: checkNames(checks) },
    merge: walk.merge
  };
}
__name(planPull, "planPull");
async function walkMachine(start, ctx) {
  let plans = null;
  const fixesIn = /* @__PURE__ */ __name((threads2) => threads2.filter((p) => p.decision === "fix").length, "fixesIn");
  const { step, settled } = await driveShip({
    start,
    maxSteps: MAX_STEPS,
    context: /* @__PURE__ */ __name(() => ctx, "context"),
    act: /* @__PURE__ */ __name((next) => {
      if (next.action.kind !== "handle-threads") return { state: next.state, end: true };
      plans = next.action.plans;
      if (fixesIn(plans) > 0) return { state: next.state, end: true };
      return { state: afterThreads(next.state, { pushed: null, records: plans.map((p) => answered(p, ctx.snapshot)) }, ctx), end: false };
    }, "act")
  });
  if (!settled || step === null) throw new Error(`the ship machine did not settle within ${MAX_STEPS} steps; this is a bug in tend`);
  if (step.action.kind !== "handle-threads") return { state: step.state, plans, stop: stopOf(step), merge: mergeOf(step) };
  const threads = step.action.plans;
  const fixes = fixesIn(threads);
  const reason = `would commit ${fixes} suggestion(s) to ${ctx.snapshot.headRefName}, push, answer ${threads.length} thread(s), then wait for the review bots on the new head`;
  const none = `no merge in this run: tend pushes ${fixes} fix(es) first and decides again once the review bots have seen the new head`;
  return { state: step.state, plans: threads, stop: { status: step.state.status, action: "handle-threads", reason }, merge: { decision: "none", method: null, sha: null, reason: none } };
}
__name(walkMachine, "walkMachine");
function checkNames(checks) {
  if (checks.state === "passing") return checks.checked;
  if (checks.state === "failing") return checks.failing;
  if (checks.state === "pending") return checks.waitingFor;
  return [];
}
__name(checkNames, "checkNames");
function stopOf(step) {
  const { action } = step;
  const reason = "reason" in action ? action.reason : action.kind === "delete-branch" ? `would delete the branch ${action.branch}` : action.kind === "resolve-conflicts" ? `would merge the base branch into ${shortSha(action.head)} and settle its conflicts` : step.state.reason;
  return { status: step.state.status, action: action.kind, reason };
}
__name(stopOf, "stopOf");
function mergeOf(step) {
  const { action } = step;
  if (action.kind === "merge") return { decision: "merge", method: action.method, sha: action.sha, reason: `would merge ${shortSha(action.sha)} with ${action.method}: ${step.state.reason}` };
  if (action.kind === "enable-auto-merge") return { decision: "enable-auto-merge", method: action.method, sha: null, reason: `would enable GitHub auto-merge (${action.method})` };
  if (action.kind === "delete-branch") return { decision: "none", method: null, sha: null, reason: `already merged: ${step.state.reason}` };
  return { decision: "none", method: null, sha: null, reason: `no merge in this run: ${"reason" in action ? action.reason : step.state.reason}` };
}
__name(mergeOf, "mergeOf");
function answered(plan, pr) {
  const thread = pr.threads.find((t) => t.id === plan.threadId);
  return {
    id: plan.threadId,
    path: plan.path,
    line: thread ? thread.line ?? thread.originalLine : null,
    author: plan.author?.login ?? "ghost",
    severity: plan.severity,
    decision: plan.decision === "skip" ? "ignore" : plan.decision,
    rationale: plan.rationale,
    commit: null,
    files: [],
    replied: true,
    resolved: plan.decision === "ignore",
    head: pr.headRefOid
  };
}
__name(answered, "answered");
function threadRow(plan, pr) {
  const record2 = answered(plan, pr);
  return { id: record2.id, path: record2.path, line: record2.line, author: record2.author, bot: plan.bot, severity: record2.severity, decision: record2.decision, rationale: record2.rationale };
}
__name(threadRow, "threadRow");
function readOnly(octokit) {
  octokit.hook.before("request", (options) => {
    const url = String(options.url);
    const isGraphql = url.endsWith("/graphql");
    const writes = isGraphql ? /^\s*mutation\b/.test(String(options.query ?? "")) : options.method !== "GET" && options.method !== "HEAD";
    if (writes) throw new Error(`refused ${isGraphql ? "a GraphQL mutation" : `${options.method} ${url}`}: a dry run writes nothing (this is a bug in tend)`);
  });
  return octokit;
}
__name(readOnly, "readOnly");
function describeError(error) {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return `GitHub answered in an unexpected shape${issue ? ` at ${issue.path.join(".") || "the top level"}: ${issue.message}` : ""}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n", 1)[0];
}
__name(describeError, "describeError");
function renderMarkdown(plan) {
  const pr = plan.pullRequest;
  const s = plan.settings;
  const lines2 = [
    `# tend pr ${pr.number} --dry-run: ${plan.repository}#${pr.number}`,
    "",
    `**${oneLine(pr.title)}** \xB7 \`${pr.headRef}\` @ ${shortSha(pr.headSha)} \u2192 \`${pr.baseRef}\` \xB7 ${pr.state.toLowerCase()}${pr.isDraft ? " \xB7 draft" : ""}`,
    "",
    `Nothing was written: this plan comes from GET requests and GraphQL queries only.`,
    "",
    `Settings: review bots ${s.reviewBots.join(", ") || "(none)"} \xB7 merge ${s.merge} (${s.mergeMethod}) \xB7 ignore nitpicks ${s.ignoreNitpicks} \xB7 max iterations ${s.maxIterations} \xB7 config ${s.configFile ?? "(none on the default branch)"}`,
    "",
    "## Where the run would stop",
    "",
    `**${plan.stop.status}** \u2192 \`${plan.stop.action}\`: ${plan.stop.reason}`,
    "",
    "| status | why |",
    "| --- | --- |",
    ...plan.path.map((p) => `| ${p.status} | ${cell(p.reason)} |`),
    "",
    "## Review threads",
    ""
  ];
  if (plan.threads === null) {
    lines2.push(
      plan.stop.status === "awaiting-reviews" ? "Not reached: the run waits for the review bots first. Name the bots this repository uses with --review-bots (or review-bots in the config file) to plan the threads now." : "Not reached: the run stops before answering any thread."
    );
  } else if (plan.threads.length === 0) {
    lines2.push("No thread to answer.");
  } else {
    lines2.push("| thread | author | bot | severity | decision | rationale |", "| --- | --- | --- | --- | --- | --- |");
    for (const t of plan.threads) {
      lines2.push(`| ${cell(`${t.path}${t.line === null ? "" : `:${t.line}`}`)} | ${cell(t.author)} | ${t.bot ?? "\u2014"} | ${t.severity} | **${t.decision}** | ${cell(t.rationale)} |`);
    }
  }
  lines2.push("", "## Checks", "", `**${plan.checks.state}**${plan.checks.names.length > 0 ? `: ${plan.checks.names.join(", ")}` : " (no check reported)"}`);
  lines2.push("", "## Merge", "", `**${plan.merge.decision}**: ${plan.merge.reason}`, "");
  return `${lines2.join("\n")}
`;
}
__name(renderMarkdown, "renderMarkdown");
function oneLine(text) {
  return text.replace(/\s*\n\s*/g, " ");
}
__name(oneLine, "oneLine");
export {
  DryRunPlanSchema,
  prDryRun
};
