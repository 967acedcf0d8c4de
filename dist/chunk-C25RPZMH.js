import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS,
  changedLineBytes,
  fileLines,
  introducedHiddenCharacter,
  isWorkflowFile,
  pathRefusal,
  planPatch,
  pushTokenMayChangeWorkflows,
  splitWorkflowFixes
} from "./chunk-JJ5WNO3K.js";
import {
  labelledIssueStore
} from "./chunk-FN2HDMEV.js";
import {
  dispatchWorkflow
} from "./chunk-JOQ3AKYK.js";
import {
  TEND_FINDING_KIND,
  bugbotSeverity,
  claudeReviewSeverity,
  codexSeverity,
  createCommentReview,
  devinSeverity,
  greptileSeverity,
  loadDiffHunks,
  priorityPrefixSeverity,
  qodoSeverity,
  tendSeverity
} from "./chunk-BGYXIZN6.js";
import {
  runVerifyCommand
} from "./chunk-DERPFFOY.js";
import {
  hasWriteAccess,
  repositoryPermission,
  steeringDecision
} from "./chunk-ZYSXBB4T.js";
import {
  commentStore,
  commentsThenUpdateFieldNames,
  commentsThenUpdateOutcome,
  createCommentAndList,
  isOwnWith,
  postComment,
  postCommentsThenUpdate
} from "./chunk-AJMW6HTC.js";
import {
  FullDatabaseId,
  keepFirstReadDeletionFacts,
  loadBranchRules,
  loadLabelEvents,
  loadPullSnapshot,
  loadRecentReviewers,
  loadRulesetChecks
} from "./chunk-MYJ3MQW6.js";
import {
  addLabels,
  commandTime,
  learningsSection,
  removeLabel
} from "./chunk-WYHAQFAV.js";
import {
  learningsFor,
  renderTrackingBody,
  require_picomatch,
  threadTable
} from "./chunk-JH2OTXNJ.js";
import {
  GitCommandError,
  PathEscapeError,
  checkFileCitation,
  dataSection,
  openWorkspace,
  renderPrompt,
  runSafeGit,
  sanitizeForModel,
  scanMarkdown,
  trackingWriter
} from "./chunk-GSOCGSWP.js";
import {
  BRANCH_DELETION_FACTS,
  CREATE_COMMIT_ON_BRANCH,
  DISABLE_AUTO_MERGE,
  ENABLE_AUTO_MERGE,
  SELFTEST_UNRESOLVE,
  THREAD_ANSWERS,
  UPDATE_PULL_REQUEST_BRANCH,
  answerThreadsDocument,
  finishMergedDocument,
  saveAndUnlabelDocument
} from "./chunk-ARTH7MB3.js";
import {
  defang,
  fenceFor,
  quoteBlock,
  quoteInline
} from "./chunk-NHF42DUN.js";
import {
  findOwnRecord,
  saveOwnRecord
} from "./chunk-XLYGSLAL.js";
import {
  BudgetExceededError,
  LlmFinalError,
  LlmOutputError,
  LlmUnavailableError
} from "./chunk-JBKETF74.js";
import {
  KNOWN_BOTS
} from "./chunk-PSBXGJWC.js";
import {
  isBot,
  matchesAccount
} from "./chunk-GIQH7MDF.js";
import {
  graphqlErrors,
  graphqlPartial,
  restFailure
} from "./chunk-X7M4VJU3.js";
import {
  decodeMarker,
  encodeMarker,
  endsWithOwnMarker,
  trailingMarker
} from "./chunk-UGMHMVMQ.js";
import {
  ACTIVE_LABEL,
  AWAITS_LABEL_DESCRIPTION,
  HOLD_LABEL,
  LOGINS_LABEL,
  awaitsLabel,
  awaitsLabelOf,
  skipsReviews
} from "./chunk-QRLKW63P.js";
import {
  initialState,
  transition
} from "./chunk-OYWUD6ZV.js";
import {
  containsCredential
} from "./chunk-TCPROEM4.js";
import {
  COMMENT_LIMIT,
  capitalise,
  cell,
  clip,
  inert,
  truncate
} from "./chunk-WUB523E6.js";
import {
  clientForToken
} from "./chunk-IVZCTE6U.js";
import {
  _enum,
  array,
  boolean,
  literal,
  looseObject,
  number,
  object,
  record,
  strictObject,
  string,
  unknown
} from "./chunk-HYZO7EOR.js";
import {
  __name,
  __toESM
} from "./chunk-PN4QGNHY.js";

// src/github/finish-merged.ts
async function finishMerged(octokit, writes) {
  const variables = { commentId: writes.comment.id, body: writes.comment.body };
  if (writes.refId !== null) variables.refId = writes.refId;
  if (writes.label !== null) Object.assign(variables, { labelableId: writes.label.labelableId, labelIds: [writes.label.labelId, ...writes.label.alsoIds ?? []] });
  if ((writes.warmBase ?? null) !== null) Object.assign(variables, { activeLabel: ACTIVE_LABEL, base: writes.warmBase });
  let failed = [];
  try {
    await octokit.graphql(finishMergedDocument(writes), variables);
  } catch (error) {
    failed = graphqlErrors(error) ?? [];
    if (failed.length === 0) throw error;
    failed = failed.filter((e) => !(e.path?.[0] === "tracking" && e.path[2] === "repository"));
  }
  const errorOf = /* @__PURE__ */ __name((field) => failed.find((e) => e.path?.[0] === field) ?? (failed.some((e) => !e.path) ? failed[0] : void 0), "errorOf");
  const tracking = errorOf("tracking");
  if (tracking) throw new Error(`GitHub refused to update the tracking comment after the merge: ${tracking.message}`);
  const notes = [];
  const branch = writes.refId === null ? void 0 : errorOf("branch");
  const branchDeleted = branch === void 0 || branch.type === "NOT_FOUND";
  if (branch && branch.type !== "NOT_FOUND") notes.push(`The head branch was not deleted: ${branch.message}`);
  const label = writes.label === null ? void 0 : errorOf("label");
  if (label) notes.push(`The tend:active label was not removed: ${label.message}`);
  return { branchDeleted, labelRemoved: writes.label !== null && label === void 0, notes };
}
__name(finishMerged, "finishMerged");

// src/github/awaits-label.ts
var COLOR = "ededed";
var LabelJson = object({ node_id: string() });
async function awaitsLabelId(octokit, repo, name, known) {
  const found = [...known].find(([n]) => n.toLowerCase() === name.toLowerCase());
  if (found) return found[1];
  try {
    const created = await octokit.request("POST /repos/{owner}/{repo}/labels", { ...repo, name, color: COLOR, description: AWAITS_LABEL_DESCRIPTION });
    return LabelJson.parse(created.data).node_id;
  } catch (error) {
    if (restFailure(error)?.status !== 422) throw error;
    const read = await octokit.request("GET /repos/{owner}/{repo}/labels/{name}", { ...repo, name });
    return LabelJson.parse(read.data).node_id;
  }
}
__name(awaitsLabelId, "awaitsLabelId");
var Payload = object({
  label: object({ labelable: object({ reviews: object({ nodes: array(object({ id: string() }).nullable()) }).optional() }).nullable() }).nullable()
});
async function saveAndUnlabel(octokit, writes) {
  const variables = { ...writes.comment ? { commentId: writes.comment.id, body: writes.comment.body } : {}, labelableId: writes.labelableId, labelIds: writes.labelIds };
  let data;
  try {
    data = await octokit.graphql(saveAndUnlabelDocument(writes.comment !== null), variables);
  } catch (error) {
    const failed = graphqlErrors(error);
    if (!failed || failed.length === 0 || failed.some((e) => e.path?.[0] !== "label")) throw error;
    return { removed: false, reviewIds: [] };
  }
  const labelable = Payload.parse(data).label?.labelable;
  return { removed: true, reviewIds: (labelable?.reviews?.nodes ?? []).flatMap((n) => n ? [n.id] : []) };
}
__name(saveAndUnlabel, "saveAndUnlabel");

// src/ship/handler.ts
import { join as join6 } from "node:path";

// src/store/login-bindings.ts
var LOGINS_TITLE = "tend login bindings";
var BINDINGS_LIMIT = 500;
var BindingsSchema = strictObject({
  v: literal(1),
  /** Lowercased login → the account id it named when tend first trusted it, and when. */
  logins: record(string().max(39), strictObject({ id: number().int().positive(), at: string() }))
});
function readLoginBindings(body) {
  const parsed = BindingsSchema.safeParse(body === null ? void 0 : decodeMarker(body));
  return parsed.success ? parsed.data : { v: 1, logins: {} };
}
__name(readLoginBindings, "readLoginBindings");
function renderLoginBindings(bindings) {
  const lines2 = Object.entries(bindings.logins).map(([login, b]) => `| \`${login}\` | ${b.id} | ${b.at} |`);
  return [
    "Person logins named in tend\u2019s configuration, bound to the account that held each when tend first trusted it: a login that later names another account (the first was deleted and its login registered again) is refused. To trust the new account, name it as `login:id` in the configuration.",
    "",
    "| login | account id | since |",
    "|---|---|---|",
    ...lines2,
    "",
    encodeMarker(bindings)
  ].join("\n");
}
__name(renderLoginBindings, "renderLoginBindings");
function checkLogin(bindings, login, account, at) {
  const key = login.toLowerCase();
  const bound = bindings.logins[key];
  if (bound) return bound.id === account.id ? { trusted: true, bindings: null } : { trusted: false, boundId: bound.id, since: bound.at };
  const kept = Object.entries(bindings.logins).slice(-(BINDINGS_LIMIT - 1));
  return { trusted: true, bindings: { v: 1, logins: { ...Object.fromEntries(kept), [key]: { id: account.id, at } } } };
}
__name(checkLogin, "checkLogin");

// src/ship/auto-authors.ts
async function autoAuthorMatches(deps, authors, author, number2) {
  if (author === null) return false;
  if (authors.some((a) => "id" in a && matchesAccount(author, a))) return true;
  const named = authors.find((a) => "login" in a && matchesAccount(author, a));
  if (!named || !("login" in named)) return false;
  const store = labelledIssueStore(deps.octokit, deps.repo, { label: LOGINS_LABEL, title: LOGINS_TITLE, closedToo: true, byTitle: { selfId: deps.selfId } });
  const found = findOwnRecord(await store.list(), deps.selfId);
  const check = checkLogin(readLoginBindings(found.record?.body ?? null), named.login, author, deps.now().toISOString());
  if (!check.trusted) {
    deps.log(`ship.auto: '${named.login}' in ${deps.configPath} named account ${check.boundId} when first trusted (${check.since}); the author of #${number2} holds that login as account ${author.id}, so it is not trusted: write ${named.login}:${author.id} to trust this account.`);
    return false;
  }
  if (check.bindings) await saveOwnRecord(store, deps.selfId, found, renderLoginBindings(check.bindings));
  return true;
}
__name(autoAuthorMatches, "autoAuthorMatches");

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

// src/ship/review-comment.ts
function botOf(author, bots) {
  if (author === null || author.type !== "Bot" || author.id <= 0) return null;
  const matches = /* @__PURE__ */ __name((bot) => bot.id === author.id, "matches");
  return KNOWN_BOTS.find(matches) ?? bots.find(matches) ?? null;
}
__name(botOf, "botOf");
function parseReviewComment(input, reviewBots, options = {}) {
  const tend = options.tendFinding === true;
  const bot = tend ? null : botOf(input.author, reviewBots);
  const { visible, fences } = scanMarkdown(input.body);
  const known = tend ? null : botOf(input.author, []);
  const readLabel = tend ? tendSeverity : known === null ? void 0 : LABEL_GRAMMARS[known.name];
  const lines2 = visible.map((line) => line.trim()).filter((line) => line !== "").slice(0, LABEL_LINES);
  return {
    bot: tend ? "tend" : bot?.name ?? null,
    severity: readLabel === void 0 ? "unknown" : readLabel(lines2, input.body),
    suggestions: fences.filter((f) => f.info.split(/\s+/)[0] === "suggestion").map((f) => ({ text: f.text }))
  };
}
__name(parseReviewComment, "parseReviewComment");
var SEVERITY_RANK = { unknown: 0, nitpick: 1, minor: 2, major: 3, critical: 4 };
var LABEL_LINES = 3;
var firstLine = /* @__PURE__ */ __name((read) => (lines2) => read(lines2[0] ?? ""), "firstLine");
var LABEL_GRAMMARS = {
  coderabbit: firstLine(codeRabbitSeverity),
  gemini: firstLine(geminiSeverity),
  sourcery: firstLine(sourcerySeverity),
  codex: codexSeverity,
  greptile: greptileSeverity,
  bugbot: bugbotSeverity,
  claude: claudeReviewSeverity,
  devin: devinSeverity,
  copilot: priorityPrefixSeverity,
  qodo: qodoSeverity
};
var CODERABBIT_LEVELS = {
  critical: "critical",
  major: "major",
  minor: "minor",
  trivial: "nitpick"
};
function codeRabbitSeverity(head) {
  const words = [];
  for (const segment of head.split("|")) {
    const emphasised = /^([_*]{1,2})(.+)\1$/.exec(segment.trim());
    if (!emphasised) return "unknown";
    words.push(emphasised[2].replace(/^[^\p{L}]+|[\s_*]+$/gu, "").toLowerCase());
  }
  for (const word of words) {
    const level = CODERABBIT_LEVELS[word];
    if (level) return level;
  }
  return words.includes("nitpick") ? "nitpick" : "unknown";
}
__name(codeRabbitSeverity, "codeRabbitSeverity");
var GEMINI_BADGES = {
  critical: "critical",
  high: "major",
  medium: "minor",
  low: "nitpick"
};
function geminiSeverity(head) {
  let severity = "unknown";
  const badge = /^!\[([^\]]*)\]\([^)\s]*\)\s*/;
  let rest = head;
  for (let match = badge.exec(rest); match; match = badge.exec(rest)) {
    const level = GEMINI_BADGES[match[1].trim().toLowerCase().replace(/^security-/, "")];
    if (level && SEVERITY_RANK[level] > SEVERITY_RANK[severity]) severity = level;
    rest = rest.slice(match[0].length);
  }
  return severity;
}
__name(geminiSeverity, "geminiSeverity");
function sourcerySeverity(head) {
  const match = /^\*\*(?:[^\p{L}\s*]+\s*)?(issue|suggestion|nitpick)\s*(?:\(([^)]*)\))?:\*\*/iu.exec(head);
  if (!match) return "unknown";
  const kind = match[1].toLowerCase();
  const tags = (match[2] ?? "").toLowerCase().split(/[\s,]+/);
  if (kind === "issue") return tags.includes("security") ? "critical" : "major";
  return kind === "suggestion" ? "minor" : "nitpick";
}
__name(sourcerySeverity, "sourcerySeverity");

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
  const refused2 = whyNotAnInstruction(last, first, access === "write access", input.cutoff);
  if (refused2 !== null) return { kind: "replied", why: `${who2} asked to apply it (/tend apply), but ${refused2}, so a human decides.` };
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
var THREAD_ANSWER_MARKER = "<!-- tend:thread ";
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
var REVIEW_BODY_MARKER = "<!-- tend:review-body ";
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
function bodyAnswers(comments, selfId, reviewId) {
  const marker = `${REVIEW_BODY_MARKER}${reviewId} escalated=`;
  const ours = comments.filter((c) => c.authorId === selfId && c.body.includes(marker)).map((c) => c.id).sort((a, b) => a - b);
  const [kept = null, ...later] = ours;
  return { kept, later };
}
__name(bodyAnswers, "bodyAnswers");
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
function reviewBodyRecord(plan, comment, at, redact) {
  return {
    review: plan.reviewId,
    bot: plan.bot,
    commit: plan.commitOid,
    comment,
    answeredAt: at,
    findings: plan.findings.slice(0, 100).map((f) => ({
      path: f.finding.path,
      startLine: f.finding.startLine,
      endLine: f.finding.endLine,
      severity: f.severity,
      decision: f.decision,
      rationale: redact(f.rationale)
    })),
    unreadable: plan.unreadable
  };
}
__name(reviewBodyRecord, "reviewBodyRecord");
function renderReviewBodyAnswer(plan) {
  const escalated2 = plan.findings.filter((f) => f.decision === "escalate").length + plan.unreadable;
  const rows = plan.findings.map(
    (f) => `| \`${cell(quote(f.finding.path))}:${lines(f.finding.startLine, f.finding.endLine)}\` | ${cell(quote(f.finding.title) || "\u2014")} | ${f.severity} | ${f.decision === "escalate" ? "left for a human" : "not changed"} | ${cell(f.rationale)} |`
  );
  const parts = [
    `tend read ${plan.findings.length} finding(s) that ${plan.bot} left in the body of its review${plan.commitOid ? ` of ${plan.commitOid.slice(0, 7)}` : ""}, outside review threads, where GitHub has nothing to reply to or resolve; this comment answers them.`,
    "",
    "| where | finding | severity | decision | why |",
    "|---|---|---|---|---|",
    ...rows
  ];
  if (plan.unreadable > 0) parts.push("", `${plan.unreadable} more finding(s) announced in the review body could not be read; a human must read the review.`);
  parts.push(
    "",
    escalated2 > 0 ? `${escalated2} finding(s) wait for a human: tend does not merge this pull request until someone with write access has dealt with them and asks again with \`/tend ship\` (a newer review from ${plan.bot} does not settle them).` : "Nothing here blocks the merge."
  );
  return `${inert(parts.join("\n"))}

${REVIEW_BODY_MARKER}${plan.reviewId} escalated=${escalated2} -->`;
}
__name(renderReviewBodyAnswer, "renderReviewBodyAnswer");
function quote(text) {
  const line = text.replace(/\s+/g, " ").trim();
  const short2 = line.length > 160 ? `${line.slice(0, 157)}\u2026` : line;
  return short2.replace(/[<>`]/g, (c) => c === "<" ? "&lt;" : c === ">" ? "&gt;" : "'").replace(/@(?=\w)/g, "@\u200B");
}
__name(quote, "quote");
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
function failureFacts(failure2) {
  const annotated = failure2.annotations.filter((a) => a.level === "failure").map((a) => `${a.path}:${a.line}: ${a.message}`)[0];
  const logged = [...failure2.logTail, ...(failure2.summary ?? "").split("\n")].find((line) => ERROR_LINE.test(line));
  const firstError = (annotated ?? logged ?? failure2.title ?? null)?.replace(/^##\[error\]/, "").trim().slice(0, 200) ?? null;
  const files = /* @__PURE__ */ new Set();
  for (const a of failure2.annotations) if (isRepoPath(a.path)) files.add(a.path);
  for (const line of [...failure2.logTail, ...(failure2.summary ?? "").split("\n")]) {
    for (const match of line.matchAll(PATH_IN_TEXT)) if (isRepoPath(match[1])) files.add(match[1]);
  }
  const text = [failure2.title ?? "", failure2.summary ?? "", ...failure2.logTail, ...failure2.annotations.map((a) => a.message)].join("\n");
  const flaky = FLAKY_SIGNATURES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  return { signature: `${failure2.check}: ${firstError ?? "(no error line)"}`.slice(0, 300), firstError, step: failure2.failedSteps[0] ?? null, files: [...files].slice(0, 20), flaky };
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
  const failure2 = input.failures[0];
  const facts = failureFacts(failure2);
  const base = { check: failure2.check, signature: facts.signature };
  const summarise2 = /* @__PURE__ */ __name((why) => ({ kind: "summarise", ...base, why, failure: failure2, facts }), "summarise");
  const rounds = ship.ci ?? [];
  const rerunHere = rounds.some((r) => r.head === head && r.check === failure2.check && r.action === "rerun");
  const mayRerun = failure2.job !== null && !rerunHere;
  if (mayRerun && facts.flaky) return { kind: "rerun", ...base, jobId: failure2.job.id, why: `it looks transient (${facts.flaky})`, failure: failure2, facts };
  const tendFixed = ship.threads.filter((t) => t.commit === head && t.decision === "fix").map((t) => t.id);
  const ownFix = ship.pushed.includes(head) && change.parent !== null && tendFixed.length > 0;
  if (ownFix && failure2.previousGreen === true && !rounds.some((r) => r.head === head && r.action === "revert")) {
    return { kind: "revert", ...base, commit: head, parent: change.parent, files: change.files, threads: tendFixed, failure: failure2, facts };
  }
  if (mayRerun && failure2.previousGreen === true && !facts.files.some((f) => change.files.includes(f))) {
    return { kind: "rerun", ...base, jobId: failure2.job.id, why: "it passed on the previous head and this change touches no file it names", failure: failure2, facts };
  }
  const previous = rounds.filter((r) => r.action !== "rerun").at(-1);
  if (previous && previous.head !== head && previous.signature === facts.signature && (previous.action === "fix" || previous.action === "revert")) {
    return summarise2(`the same failure again after tend's ${previous.action === "fix" ? "fix" : "revert"} ${previous.head.slice(0, 7)}: tend stops here`);
  }
  if (ship.iteration >= input.maxIterations) return summarise2(`max-iterations (${input.maxIterations}) rounds reached`);
  if (!input.modelFixesCi) return summarise2("no model is configured (anthropic-api-key) to fix it");
  if (pr.isCrossRepository) return summarise2("the pull request comes from a fork, which tend cannot push to");
  if (facts.files.length === 0) return summarise2("the failure names no file to fix");
  return { kind: "model-fix", ...base, files: facts.files, failure: failure2, facts };
}
__name(planRedCi, "planRedCi");
function afterRedCi(current, plan, outcome, ctx) {
  const ship = current.ship;
  const at = ctx.now.toISOString();
  const head = ship.head;
  const round = /* @__PURE__ */ __name((action, reason2) => [...ship.ci ?? [], { head, check: plan.check, signature: plan.signature, action, at, ...reason2 ? { reason: reason2.slice(0, 600) } : {} }].slice(-20), "round");
  if (outcome.kind === "stale") return current;
  if (outcome.kind === "rerun") {
    const reason2 = `re-ran ${plan.check} on ${head.slice(0, 7)}: ${plan.kind === "rerun" ? plan.why : "transient"}; waiting for it`;
    return { ...transition(current, { status: "awaiting-checks", reason: reason2, at }), ship: { ...ship, ci: round("rerun"), checksDeadline: null } };
  }
  if (outcome.kind === "pushed") {
    const revert2 = plan.kind === "revert";
    const next = {
      ...ship,
      head: outcome.sha,
      iteration: ship.iteration + 1,
      pushed: [...ship.pushed, outcome.sha].slice(-50),
      checksDeadline: null,
      reviewDeadline: revert2 ? ship.reviewDeadline : new Date(ctx.now.getTime() + ctx.reviewWindowMinutes * 6e4).toISOString(),
      ci: round(revert2 ? "revert" : "fix"),
      // The threads the reverted fix answered are escalated: answered again, open for a human.
      threads: revert2 ? ship.threads.map((t) => plan.threads.includes(t.id) ? { ...t, decision: "escalate", resolved: false, replied: true, commit: null, rationale: `tend's fix ${head.slice(0, 7)} was reverted in ${outcome.sha.slice(0, 7)}: ${plan.check} failed on it` } : t) : ship.threads
    };
    const reason2 = revert2 ? `reverted tend's fix ${head.slice(0, 7)} in ${outcome.sha.slice(0, 7)}: ${plan.check} failed on it after passing before` : `pushed ${outcome.sha.slice(0, 7)} to fix ${plan.check}; waiting for the bots and CI on it`;
    return { ...transition(current, { status: revert2 ? "awaiting-checks" : "awaiting-reviews", reason: reason2, at }), ship: next };
  }
  const reason = blockedReason(plan, outcome.why);
  return { ...transition(current, { status: "blocked", reason, at }), ship: { ...ship, ci: round("summary", reason) } };
}
__name(afterRedCi, "afterRedCi");
function blockedReason(plan, why) {
  const facts = plan.facts;
  const details = facts.step || facts.firstError ? ` (${[facts.step ? `step ${quoteInline(facts.step, 100)}` : null, facts.firstError ? quoteInline(facts.firstError) : null].filter(Boolean).join(": ")})` : "";
  if (!details && why === NOTHING_TO_SUMMARISE) return `failing checks: ${plan.check}`;
  return `failing checks: ${plan.check}${details}; ${why}`;
}
__name(blockedReason, "blockedReason");
var NOTHING_TO_SUMMARISE = "nothing more to say than the conclusion";
function hasDetails(failure2) {
  return failure2.annotations.length > 0 || failure2.logTail.length > 0 || Boolean(failure2.summary) || Boolean(failure2.title) || failure2.failedSteps.length > 0;
}
__name(hasDetails, "hasDetails");
var RED_CI_MARKER = "<!-- tend:red-ci ";
function renderFailureSummary(plan, head, why) {
  const { failure: failure2, facts } = plan;
  const errorLines = [...failure2.annotations.filter((a) => a.level === "failure").map((a) => `${a.path}:${a.line}: ${a.message}`), ...failure2.logTail.filter((l) => ERROR_LINE.test(l))].slice(0, 8);
  const lines2 = [
    `**CI failed on ${head.slice(0, 7)}: ${quoteInline(plan.check, 100)}**`,
    "",
    ...facts.step ? [`Failed step: ${quoteInline(facts.step)}`] : [],
    ...failure2.title ? [`Reported: ${quoteInline(failure2.title)}`] : [],
    ...facts.files.length > 0 ? [`Files named: ${facts.files.map((f) => quoteInline(f, 300)).join(", ")}`] : [],
    "",
    ...errorLines.length > 0 ? ["First error lines:", "", quoteBlock(errorLines.join("\n"), "text", { maxLines: 40 }), ""] : [],
    `tend did not fix it: ${defang(why)}.`,
    "",
    `${RED_CI_MARKER}${head} ${markerName(plan.check)} -->`
  ];
  return lines2.join("\n");
}
__name(renderFailureSummary, "renderFailureSummary");
function markerName(check) {
  return defang(check).replace(/\s+/g, " ").slice(0, 200);
}
__name(markerName, "markerName");
function isRepoPath(path) {
  return !path.startsWith("/") && !path.split("/").includes("..") && !/^(node_modules|dist|build|\.git)\//.test(path) && !/^\d/.test(path) && path.length <= 300;
}
__name(isRepoPath, "isRepoPath");

// src/ship/ask-again.ts
function commentAsks(plans) {
  return plans.flatMap((plan) => plan.ask.how === "comment" ? [{ ...plan, ask: plan.ask }] : []);
}
__name(commentAsks, "commentAsks");
var ASK_KIND = "ask-again";
function askMarker(bot, head) {
  return `<!-- tend:${ASK_KIND} ${bot.id} ${head} -->`;
}
__name(askMarker, "askMarker");
function askComment(plan) {
  return `${plan.ask.text}

${askMarker(plan.bot, plan.head)}`;
}
__name(askComment, "askComment");
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
function withDecisionsRemembered(state, pr, writers) {
  if (!state.ship) return state;
  const declined = rememberDecisions(state.ship.declined, decisionsInThreads(pr, state.ship, writers));
  return declined.length === 0 ? state : { ...state, ship: { ...state.ship, declined } };
}
__name(withDecisionsRemembered, "withDecisionsRemembered");
function reviewCommentUrl(serverUrl, repository, pull, commentId) {
  return `${serverUrl.replace(/\/$/, "")}/${repository}/pull/${pull}#discussion_r${commentId}`;
}
__name(reviewCommentUrl, "reviewCommentUrl");
function answeredDecision(body) {
  if (body.startsWith("Not changed:")) return "ignore";
  if (body.startsWith("Left open for a human:")) return "escalate";
  return "fix";
}
__name(answeredDecision, "answeredDecision");

// src/ship/final-check.ts
var FINAL_CHECK_DIFF_LIMIT = 1e5;
var THREADS_READ = 30;
var THREAD_COMMENT_CHARS = 2e3;
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
function citedLines(finding) {
  const { path, startLine, endLine, quote: quote2 } = finding;
  if (!path || startLine === void 0 || endLine === void 0 || endLine < startLine || !quote2?.trim()) return null;
  return { path, startLine, endLine, quote: quote2 };
}
__name(citedLines, "citedLines");
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
function finalCheckMessage(pr, diff, trustedAuthorIds) {
  const answered = pr.threads.filter((t) => t.comments.some((c) => isThreadAnswer(c.author?.id, c.body, pr.viewer.id))).slice(-THREADS_READ);
  const threads = answered.map((thread) => {
    const said2 = thread.comments.filter((c) => c.author !== null && (trustedAuthorIds.has(c.author.id) || isThreadAnswer(c.author.id, c.body, pr.viewer.id))).map((c) => `@${c.author.login} wrote:
${sanitizeForModel(c.body).slice(0, THREAD_COMMENT_CHARS)}`);
    return `Thread on ${thread.path}:${thread.line ?? thread.originalLine ?? "?"} (${thread.isResolved ? "resolved" : "open"})
${said2.join("\n\n")}`;
  });
  return [
    `Pull request #${pr.number} into ${pr.baseRefName}, head ${pr.headRefOid}. Cite lines as they are in that head.`,
    dataSection("pull_request", sanitizeForModel(pr.title)),
    dataSection("diff", diff),
    dataSection("answered_threads", threads.length > 0 ? threads.join("\n\n---\n\n") : "(no answered threads)")
  ].join("\n\n");
}
__name(finalCheckMessage, "finalCheckMessage");
function finalCheckRecord(head, answer, verified, costUsd, redact) {
  const findings = answer.findings.flatMap((f, i) => {
    const cited = citedLines(f);
    return cited && verified[i] === true ? [{ path: cited.path, startLine: cited.startLine, endLine: cited.endLine, problem: redact(f.problem) }] : [];
  });
  return { head, findings, dropped: answer.findings.length - findings.length, blocked: null, costUsd };
}
__name(finalCheckRecord, "finalCheckRecord");
function finalCheckNotRun(head, why, costUsd = 0) {
  return { head, findings: [], dropped: 0, blocked: why, costUsd };
}
__name(finalCheckNotRun, "finalCheckNotRun");

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
function afterUpdateBranch(current, action, outcome, now) {
  const ship = current.ship;
  const at = now.toISOString();
  if (!outcome.updated && outcome.reason === "head-moved") return { ...current, reason: `the head moved before the branch update (${outcome.message}); deciding again on the new head`, updatedAt: at };
  const record2 = { base: action.base, from: action.expectedHeadOid, head: outcome.updated ? outcome.head : null, at, ...outcome.updated ? {} : { refused: outcome.message.slice(0, 300) } };
  const branchUpdates = [...ship.branchUpdates ?? [], record2].slice(-20);
  if (!outcome.updated) return { ...current, ship: { ...ship, branchUpdates } };
  const next = { ...ship, head: outcome.head, pushed: [...ship.pushed, outcome.head].slice(-50), checksDeadline: null, branchUpdates };
  return { ...transition(current, { status: "awaiting-checks", reason: `updated the branch with ${short(action.base)} of the base (${action.method}): new head ${short(outcome.head)}; waiting for its checks`, at }), ship: next };
}
__name(afterUpdateBranch, "afterUpdateBranch");
function afterAskAuthor(current, action, pr, now) {
  const ship = current.ship;
  const at = now.toISOString();
  const branchUpdates = [...ship.branchUpdates ?? [], { base: action.base, from: action.head, head: null, at, asked: true }].slice(-20);
  return { ...transition(current, { status: "blocked", reason: askedReason(pr.author?.login ?? "the author", pr), at }), ship: { ...ship, branchUpdates } };
}
__name(afterAskAuthor, "afterAskAuthor");
function askAuthorComment(pr) {
  const who2 = pr.author ? `@${pr.author.login}` : "Hello";
  return [
    `${who2}, this branch is behind \`${pr.baseRefName}\`, and the repository requires branches to be up to date before merging.`,
    `tend cannot update a fork's branch unless its author allows edits by maintainers. Please update the branch (the **Update branch** button, or merge \`${pr.baseRefName}\` into it and push), or allow edits by maintainers; tend goes on once the branch is up to date and someone with write access asks again.`,
    `<!-- tend:${ASK_UPDATE_KIND} ${pr.headRefOid} -->`
  ].join("\n\n");
}
__name(askAuthorComment, "askAuthorComment");
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
function afterConflicts(current, outcome, ctx) {
  const ship = current.ship;
  const at = ctx.now.toISOString();
  if (outcome.kind === "stale") return current;
  if (outcome.kind === "escalated") {
    return { ...transition(current, { status: "blocked", reason: outcome.reason, at }), ship: { ...ship, conflictEscalated: { head: ship.head, reason: outcome.reason.slice(0, 2e3) } } };
  }
  const next = {
    ...ship,
    head: outcome.sha,
    iteration: ship.iteration + 1,
    pushed: [...ship.pushed, outcome.sha].slice(-50),
    reviewDeadline: new Date(ctx.now.getTime() + ctx.reviewWindowMinutes * 6e4).toISOString(),
    checksDeadline: null
  };
  const settled = outcome.files.length === 0 ? "no file conflicted in git" : `${outcome.files.length} conflicted file(s) resolved: ${outcome.files.join(", ")}`;
  return { ...transition(current, { status: "awaiting-reviews", reason: `merged the base branch into the head as ${outcome.sha.slice(0, 7)} (${settled}); waiting for the bots to review it`, at }), ship: next };
}
__name(afterConflicts, "afterConflicts");

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
    const objection = { author: review.author, review: review.fullDatabaseId, reviewNodeId: review.id, firstLine: firstLine2(review.body) };
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
function firstLine2(body) {
  const line = body.split(/\r?\n/).map((l) => l.trim()).find((l) => l !== "") ?? "";
  return inert(clip(line.replace(/"/g, "'"), FIRST_LINE_LIMIT));
}
__name(firstLine2, "firstLine");

// src/ship/mergeability.ts
var MERGEABILITY_REREADS = 2;
var MERGEABILITY_REREAD_MS = 3e3;
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
function afterMergeabilityWake(current, asked) {
  return { ...current, ship: { ...current.ship, mergeabilityWake: { head: asked.head, base: asked.base } } };
}
__name(afterMergeabilityWake, "afterMergeabilityWake");

// src/ship/offer.ts
import { createHash as createHash2 } from "node:crypto";
var OFFER_KIND = "offer";
var LANDING_CONTEXT = 2;
var EXACT_DIFF_CELLS = 25e4;
var OUTSIDE_LIMIT = 5e4;
var NO_EOL = "\0";
var CREDENTIAL = "its change holds text shaped like a credential, which tend never posts";
var UNQUOTED_PATH = /[\u0000-\u001f\u007f"\\]/;
function codeSpan(text) {
  const line = text.replace(/[\r\n]+/g, " ");
  const ticks = "`".repeat(Math.max(0, ...[...line.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  const pad = line.startsWith("`") || line.endsWith("`") ? " " : "";
  return `${ticks}${pad}${line}${pad}${ticks}`;
}
__name(codeSpan, "codeSpan");
function offerLines(text) {
  if (text === null || text === "") return [];
  const lines2 = text.replace(/\r\n/g, "\n").split("\n");
  if (lines2.at(-1) === "") lines2.pop();
  else lines2[lines2.length - 1] += NO_EOL;
  return lines2;
}
__name(offerLines, "offerLines");
function lineHunks(before, after) {
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < before.length - prefix && suffix < after.length - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix += 1;
  const a = before.slice(prefix, before.length - suffix);
  const b = after.slice(prefix, after.length - suffix);
  if (a.length === 0 && b.length === 0) return [];
  if (a.length * b.length > EXACT_DIFF_CELLS) return [{ start: prefix + 1, removed: a.length, added: b }];
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i2 = a.length - 1; i2 >= 0; i2 -= 1) {
    for (let j2 = b.length - 1; j2 >= 0; j2 -= 1) {
      lcs[i2 * width + j2] = a[i2] === b[j2] ? lcs[(i2 + 1) * width + j2 + 1] + 1 : Math.max(lcs[(i2 + 1) * width + j2], lcs[i2 * width + j2 + 1]);
    }
  }
  const hunks = [];
  let open = null;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      open = null;
      i += 1;
      j += 1;
      continue;
    }
    if (open === null) {
      open = { start: prefix + i + 1, removed: 0, added: [] };
      hunks.push(open);
    }
    if (j < b.length && (i >= a.length || lcs[i * width + j + 1] >= lcs[(i + 1) * width + j])) {
      open.added.push(b[j]);
      j += 1;
    } else {
      open.removed += 1;
      i += 1;
    }
  }
  return hunks;
}
__name(lineHunks, "lineHunks");
function linesHash(lines2) {
  return createHash2("sha256").update(lines2.join("\n")).digest("hex").slice(0, 16);
}
__name(linesHash, "linesHash");
function planOffer(files, diffHunks, redact) {
  const comments = [];
  const threads = /* @__PURE__ */ new Map();
  const withheld = /* @__PURE__ */ new Map();
  const outsideFiles = [];
  const entry = /* @__PURE__ */ __name((id) => threads.get(id) ?? threads.set(id, { changes: [], outside: false }).get(id), "entry");
  for (const file of files) {
    const before = offerLines(file.before);
    const hunks = lineHunks(before, offerLines(file.after));
    const outside2 = [];
    for (const hunk of hunks) {
      const owners = ownersOf(file, hunk);
      const change = { path: file.path, start: hunk.start, removed: hunk.removed, lines: hunk.added.length, sha: linesHash(hunk.added), ...file.after === null ? { deleted: true } : {} };
      for (const id of owners) entry(id).changes.push(change);
      const inline = file.before !== null && file.after !== null ? suggestionFor(before, hunk) : null;
      const fits = inline !== null && (diffHunks.get(file.path) ?? []).some((h) => h.start <= inline.start && inline.end <= h.end);
      if (!fits) {
        outside2.push(hunk);
        for (const id of owners) entry(id).outside = true;
        continue;
      }
      const text = inline.lines.map((l) => l.replace(NO_EOL, "")).join("\n");
      const fence = fenceFor(text);
      const body = `${fence}suggestion
${text}${text === "" ? "" : "\n"}${fence}

<!-- tend:${OFFER_KIND} ${owners.join(" ")} -->`;
      if (redact(body) !== body) {
        for (const id of owners) withheld.set(id, CREDENTIAL);
        continue;
      }
      comments.push({ path: file.path, line: inline.end, startLine: inline.end > inline.start ? inline.start : null, body, threads: owners });
    }
    if (outside2.length > 0 && UNQUOTED_PATH.test(file.path)) {
      for (const id of new Set(outside2.flatMap((h) => ownersOf(file, h)))) withheld.set(id, "its file path holds a control character, a quote or a backslash, which a diff block does not carry plainly");
    } else if (outside2.length > 0) outsideFiles.push({ file, hunks: outside2 });
  }
  let outside = "";
  let outsideOwners = [];
  if (outsideFiles.length > 0) {
    const diff = outsideFiles.map(({ file, hunks }) => unifiedDiff(file, hunks)).join("");
    outsideOwners = [...new Set(outsideFiles.flatMap(({ file, hunks }) => hunks.flatMap((h) => ownersOf(file, h))))];
    const fence = fenceFor(diff);
    outside = [
      "### Outside the diff",
      "",
      "GitHub takes suggestions only on lines of the pull request's diff, and these changes are elsewhere. To apply them, save the block below as `tend-offer.patch` at the root of a checkout of this branch, run `git apply tend-offer.patch`, then commit and push.",
      "",
      `${fence}diff`,
      diff.replace(/\n$/, ""),
      fence
    ].join("\n");
    const refusal = redact(outside) !== outside ? CREDENTIAL : outside.length > OUTSIDE_LIMIT ? `its change outside the diff is too large for a review body (${outside.length} characters; at most ${OUTSIDE_LIMIT})` : null;
    if (refusal !== null) for (const id of outsideOwners) withheld.set(id, refusal);
  }
  const pieces = [...comments.map((c) => c.threads), outsideOwners];
  for (let spread = true; spread; ) {
    spread = false;
    for (const owners of pieces.filter((p) => p.some((id) => withheld.has(id)))) {
      for (const id of owners.filter((o) => !withheld.has(o))) {
        withheld.set(id, "it shares a change with a thread whose fix tend cannot offer");
        spread = true;
      }
    }
  }
  const kept = comments.filter((c) => !c.threads.some((id) => withheld.has(id)));
  if (outsideOwners.some((id) => withheld.has(id))) outside = "";
  for (const id of withheld.keys()) threads.delete(id);
  return { comments: kept, outside, threads, withheld };
}
__name(planOffer, "planOffer");
function offerLanded(offered, now, change) {
  if (change.deleted) return now === null;
  if (now === null) return false;
  const old = offerLines(offered);
  const before = old.slice(Math.max(0, change.start - 1 - LANDING_CONTEXT), change.start - 1);
  const after = old.slice(change.start - 1 + change.removed, change.start - 1 + change.removed + LANDING_CONTEXT);
  if (before.length + after.length + change.lines === 0) return false;
  const count = /* @__PURE__ */ __name((lines2) => {
    let found = 0;
    for (let i = 0; i + before.length + change.lines + after.length <= lines2.length; i += 1) {
      const at = /* @__PURE__ */ __name((k) => lines2[i + k], "at");
      if (!before.every((l, k) => at(k) === l)) continue;
      const middle = lines2.slice(i + before.length, i + before.length + change.lines);
      if (linesHash(middle) !== change.sha) continue;
      if (after.every((l, k) => at(before.length + change.lines + k) === l)) found += 1;
    }
    return found;
  }, "count");
  return count(offerLines(now)) > count(old);
}
__name(offerLanded, "offerLanded");
function ownersOf(file, hunk) {
  const end = hunk.start + Math.max(hunk.removed, 1) - 1;
  const owners = file.threads.filter((t) => t.lines === null || t.lines.start <= end && hunk.start <= t.lines.end).map((t) => t.id);
  return owners.length > 0 ? owners : file.threads.map((t) => t.id);
}
__name(ownersOf, "ownersOf");
function suggestionFor(before, hunk) {
  const touchesEol = [...before.slice(hunk.start - 1, hunk.start - 1 + hunk.removed), ...hunk.added].some((l) => l.endsWith(NO_EOL));
  if (touchesEol) return null;
  if (hunk.removed > 0) return { start: hunk.start, end: hunk.start + hunk.removed - 1, lines: hunk.added };
  if (hunk.start > 1) return { start: hunk.start - 1, end: hunk.start - 1, lines: [before[hunk.start - 2], ...hunk.added] };
  if (before.length > 0) return { start: 1, end: 1, lines: [...hunk.added, before[0]] };
  return null;
}
__name(suggestionFor, "suggestionFor");
function unifiedDiff(file, hunks) {
  const old = offerLines(file.before);
  const header = [
    `diff --git a/${file.path} b/${file.path}`,
    ...file.before === null ? ["new file mode 100644"] : file.after === null ? ["deleted file mode 100644"] : [],
    `--- ${file.before === null ? "/dev/null" : `a/${file.path}`}`,
    `+++ ${file.after === null ? "/dev/null" : `b/${file.path}`}`
  ];
  const context = 3;
  const groups = [];
  for (const hunk of hunks) {
    const last = groups.at(-1)?.at(-1);
    if (last && hunk.start - (last.start + last.removed) <= 2 * context) groups.at(-1).push(hunk);
    else groups.push([hunk]);
  }
  const out = [];
  let delta = 0;
  const line = /* @__PURE__ */ __name((sign, text) => text.endsWith(NO_EOL) ? `${sign}${text.slice(0, -1)}
\\ No newline at end of file` : `${sign}${text}`, "line");
  for (const group of groups) {
    const first = group[0];
    const last = group.at(-1);
    const from = Math.max(1, first.start - context);
    const to = Math.min(old.length, last.start + last.removed - 1 + context);
    const body = [];
    let oldCount = 0;
    let newCount = 0;
    let at = from;
    for (const hunk of group) {
      for (; at < hunk.start; at += 1, oldCount += 1, newCount += 1) body.push(line(" ", old[at - 1]));
      for (let k = 0; k < hunk.removed; k += 1, at += 1, oldCount += 1) body.push(line("-", old[at - 1]));
      for (const added of hunk.added) {
        body.push(line("+", added));
        newCount += 1;
      }
    }
    for (; at <= to; at += 1, oldCount += 1, newCount += 1) body.push(line(" ", old[at - 1]));
    const oldStart = oldCount === 0 ? from - 1 : from;
    const newStart = newCount === 0 ? from - 1 + delta : from + delta;
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`, ...body);
    delta += newCount - oldCount;
  }
  return `${[...header, ...out].join("\n")}
`;
}
__name(unifiedDiff, "unifiedDiff");

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
    const answered = /* @__PURE__ */ __name((bot) => hasReviewed(bot, pr) || saidNothingToSay(bot, pr, askedAt(bot, pr.headRefOid, onHead) ?? waitBegan), "answered");
    const awaited = policy.reviewBots.filter((bot) => !answered(bot));
    let notInstalled = ship.notInstalledBots ? new Set(ship.notInstalledBots.ids) : null;
    const expectation = /* @__PURE__ */ __name(() => expectedReviewBots({ reviewBots: awaited, requiredBots: policy.requiredReviewBots.filter((b) => awaited.some((a) => a.id === b.id)), pr, notInstalled }), "expectation");
    let bots = awaited.length === 0 || deadlinePassed ? null : expectation();
    if (bots !== null && !bots.known) {
      if (!ctx.recentReviewers) return { state: current, action: { kind: "learn-review-bots" } };
      const ids = notInstalledBots({ reviewBots: policy.reviewBots, requiredBots: policy.requiredReviewBots, pr, recent: ctx.recentReviewers, now, reviewWindowMinutes: policy.reviewWindowMinutes }).map((b) => b.id);
      ship = { ...ship, notInstalledBots: { ids, at } };
      notInstalled = new Set(ids);
      bots = expectation();
    }
    const missing = bots === null ? awaited : bots.expected;
    if (missing.length > 0 && !deadlinePassed) {
      return { ...wait(set("awaiting-reviews", `waiting for ${missing.map((b) => b.name).join(", ")} to review ${shortSha(pr.headRefOid)} (until ${ship.reviewDeadline})`, ship), null), awaiting: missing };
    }
    const absent = bots?.known === true && bots.notInstalled.length > 0 ? ` (not waiting for ${bots.notInstalled.map((b) => b.name).join(", ")}: no sign of it on this or the repository's recent pull requests)` : "";
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
    const answered = answeredRedCi(ship, pr.headRefOid, checks.failing);
    if (answered) return stop(set("blocked", answered));
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
function afterSettledOffers(current, settled) {
  const ship = current.ship;
  const threads = ship.threads.map((record2) => {
    const landed = settled.landed.find((l) => l.id === record2.id);
    if (!landed) return record2;
    const how = landed.leftOpen ? "left open for a maintainer" : landed.resolved ? "resolved" : "resolving failed";
    return { ...record2, decision: "fix", commit: landed.head, resolved: landed.resolved, rationale: `The author committed the offered fix (on ${shortSha(landed.head)}); ${how}. ${record2.rationale}` };
  });
  const next = { ...ship, threads, offers: settled.offers };
  if (settled.offers.length === 0) delete next.offers;
  return { ...current, ship: next };
}
__name(afterSettledOffers, "afterSettledOffers");
function afterFinalCheck(current, record2) {
  return { ...current, ship: { ...current.ship, finalCheck: record2 } };
}
__name(afterFinalCheck, "afterFinalCheck");
function afterAskAgain(current, asked, ctx) {
  const ship = current.ship;
  const at = ctx.now.toISOString();
  const records = asked.map((plan) => ({ bot: plan.bot.id, head: plan.head, at, how: plan.ask.how }));
  const windowFromAsk = addMinutes(ctx.now, ctx.policy.reviewWindowMinutes);
  const reviewDeadline = ship.reviewDeadline !== null && ship.reviewDeadline > windowFromAsk ? ship.reviewDeadline : windowFromAsk;
  return { ...current, updatedAt: at, ship: { ...ship, reviewDeadline, askedAgain: [...ship.askedAgain ?? [], ...records].slice(-50) } };
}
__name(afterAskAgain, "afterAskAgain");
function afterReviewBodies(current, records) {
  const ship = current.ship;
  const answered = new Set(records.map((r) => r.review));
  const reviewBodies = [...(ship.reviewBodies ?? []).filter((r) => !answered.has(r.review)), ...records].slice(-100);
  return { ...current, ship: { ...ship, reviewBodies } };
}
__name(afterReviewBodies, "afterReviewBodies");
function afterMerge(current, outcome, ctx) {
  const ship = current.ship;
  const at = ctx.now.toISOString();
  if (outcome.merged) {
    return { ...transition(current, { status: "merged", reason: `merged ${shortSha(outcome.sha)} with ${ctx.policy.mergeMethod}`, at }), ship: { ...ship, merge: { merged: true, sha: outcome.sha, method: ctx.policy.mergeMethod } } };
  }
  if (outcome.reason === "head-moved") {
    return transition(current, { status: "awaiting-checks", reason: `the head moved before the merge (${outcome.message}); starting over on the new head`, at });
  }
  if (outcome.reason === "workflows") {
    const reason = workflowsMergeReason(outcome.message, outcome.workflowFiles);
    return { ...transition(current, { status: "blocked", reason, at }), ship: { ...ship, mergeRefused: { head: ship.head, reason } } };
  }
  return transition(current, { status: "blocked", reason: `GitHub refused the merge: ${outcome.message}`, at });
}
__name(afterMerge, "afterMerge");
function workflowsMergeReason(message, files) {
  return `GitHub refused the merge (403 ${message}): the pull request changes ${files} file(s) under .github/workflows/, and github-token lacks the workflows permission (GITHUB_TOKEN never has it); merge it by hand, or give github-token a token with the workflows permission (a GitHub App's workflows: write, a personal access token's workflow scope) and ask again with /tend ship`;
}
__name(workflowsMergeReason, "workflowsMergeReason");
function afterAutoMerge(current, outcome, ctx) {
  const at = ctx.now.toISOString();
  if (outcome.enabled) return transition(current, { status: "auto-merge", reason: "GitHub auto-merge is enabled; GitHub merges when its requirements are met", at });
  if (outcome.reason === "head-moved") {
    return transition(current, { status: "awaiting-checks", reason: `the head moved before auto-merge was enabled (${outcome.message}); starting over on the new head`, at });
  }
  return transition(current, { status: "blocked", reason: `could not enable auto-merge: ${outcome.message}`, at });
}
__name(afterAutoMerge, "afterAutoMerge");
function afterDeleteBranch(current) {
  return { ...current, ship: { ...current.ship, branchDeleted: true } };
}
__name(afterDeleteBranch, "afterDeleteBranch");
function afterKeepBranch(current, why) {
  return { ...current, ship: { ...current.ship, branchKept: why } };
}
__name(afterKeepBranch, "afterKeepBranch");
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

// src/github/merge.ts
var HEAD_MOVED_STATUS = 409;
var BLOCKED_STATUS = 405;
var FORBIDDEN_STATUS = 403;
var BASE_MODIFIED = "Base branch was modified";
var REFERENCE_DOES_NOT_EXIST = "Reference does not exist";
var MERGEABLE_NOW = /is in (clean|unstable|has_hooks) status/i;
var AUTO_MERGE_UNAVAILABLE = [
  "Auto merge is not allowed for this repository",
  "Protected branch rules not configured for this branch",
  "Can't enable auto-merge for this pull request",
  // A merge method the repository does not allow ("Merge method squash merging is not allowed on
  // this repository."): a setting to change, said in one line rather than an unexpected error.
  "Merge method "
];
var MergeResult = object({ sha: string(), merged: boolean(), message: string().optional() });
async function mergePull(octokit, repo, input) {
  let data;
  try {
    ({ data } = await octokit.rest.pulls.merge({
      ...repo,
      pull_number: input.number,
      sha: input.sha,
      merge_method: input.method,
      ...input.title === void 0 ? {} : { commit_title: input.title },
      ...input.message === void 0 ? {} : { commit_message: input.message }
    }));
  } catch (error) {
    const failure2 = restFailure(error);
    const message = failure2?.message.replace(/\s+/g, " ").trim() ?? "";
    if (failure2?.status === HEAD_MOVED_STATUS) return { merged: false, reason: "head-moved", message };
    if (failure2?.status === BLOCKED_STATUS) {
      const reason = message.startsWith(BASE_MODIFIED) ? "base-modified" : "blocked";
      return { merged: false, reason, message };
    }
    if (failure2?.status === FORBIDDEN_STATUS) {
      const workflowFiles = await countWorkflowFiles(octokit, repo, input.number);
      if (workflowFiles > 0) return { merged: false, reason: "workflows", message, workflowFiles };
    }
    throw error;
  }
  const result = MergeResult.parse(data);
  if (!result.merged) return { merged: false, reason: "blocked", message: result.message ?? "GitHub did not merge the pull request." };
  return { merged: true, sha: result.sha };
}
__name(mergePull, "mergePull");
var PullFile = object({ filename: string(), previous_filename: string().optional() });
async function countWorkflowFiles(octokit, repo, number2) {
  const files = array(PullFile).parse(await octokit.paginate(octokit.rest.pulls.listFiles, { ...repo, pull_number: number2, per_page: 100 }));
  return files.filter((file) => isWorkflowFile(file.filename) || file.previous_filename !== void 0 && isWorkflowFile(file.previous_filename)).length;
}
__name(countWorkflowFiles, "countWorkflowFiles");
var HEAD_MOVED = /head branch was modified|expected head|head oid|headoid/i;
var AutoMergeData = object({
  enablePullRequestAutoMerge: object({ pullRequest: object({ autoMergeRequest: object({ enabledAt: string().nullable() }).nullable() }) })
});
async function enableAutoMerge(octokit, pullId, method, pin) {
  let data;
  try {
    data = await octokit.graphql(ENABLE_AUTO_MERGE, { pullId, mergeMethod: method.toUpperCase(), expectedHeadOid: pin.expectedHeadOid });
  } catch (error) {
    const errors = graphqlErrors(error) ?? [];
    const moved = errors.find((e) => HEAD_MOVED.test(e.message));
    if (moved) return { enabled: false, reason: "head-moved", message: moved.message };
    const now = errors.find((e) => MERGEABLE_NOW.test(e.message));
    if (now) return { enabled: false, reason: "mergeable-now", message: now.message };
    const unavailable = errors.find((e) => AUTO_MERGE_UNAVAILABLE.some((m) => e.message.includes(m)));
    if (unavailable) return { enabled: false, reason: "unavailable", message: unavailable.message };
    throw error;
  }
  AutoMergeData.parse(data);
  return { enabled: true, message: `auto-merge enabled (${method})` };
}
__name(enableAutoMerge, "enableAutoMerge");
var DisabledData = object({
  disablePullRequestAutoMerge: object({ pullRequest: object({ autoMergeRequest: object({ enabledAt: string().nullable() }).nullable() }) })
});
async function disableAutoMerge(octokit, pullId) {
  const data = DisabledData.parse(await octokit.graphql(DISABLE_AUTO_MERGE, { pullId }));
  if (data.disablePullRequestAutoMerge.pullRequest.autoMergeRequest !== null) throw new Error("GitHub answered that auto-merge is still on after turning it off.");
}
__name(disableAutoMerge, "disableAutoMerge");
async function deleteBranch(octokit, repo, branch) {
  try {
    await octokit.rest.git.deleteRef({ ...repo, ref: `heads/${branch}` });
    return { existed: true };
  } catch (error) {
    const failure2 = restFailure(error);
    if (failure2?.status === 422 && failure2.message.includes(REFERENCE_DOES_NOT_EXIST)) return { existed: false };
    throw error;
  }
}
__name(deleteBranch, "deleteBranch");

// src/github/run-approvals.ts
var RunsPage = object({
  workflow_runs: array(object({ status: string().nullable(), conclusion: string().nullable(), head_sha: string() }))
});
async function countRunsAwaitingApproval(octokit, repo, headSha) {
  try {
    const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({ ...repo, head_sha: headSha, per_page: 100 });
    const runs = RunsPage.parse(data).workflow_runs;
    return runs.filter((run) => run.head_sha === headSha && (run.conclusion === "action_required" || run.status === "action_required")).length;
  } catch (error) {
    const failure2 = restFailure(error);
    if (failure2 && (failure2.status === 403 || failure2.status === 404)) return null;
    throw error;
  }
}
__name(countRunsAwaitingApproval, "countRunsAwaitingApproval");

// src/github/branch-deletion-facts.ts
var FactsData = object({
  repository: object({
    defaultBranchRef: object({ name: string() }).nullable(),
    ref: object({ refUpdateRule: object({ allowsDeletions: boolean() }).nullable() }).nullable(),
    pullRequests: object({ totalCount: number().int() })
  })
});
async function loadBranchDeletionFacts(octokit, repo, branch, known = {}) {
  const graph = known.defaultBranch !== void 0 && known.openPullsBasedOnIt !== void 0 && known.protectedAgainstDeletion !== void 0 ? { defaultBranch: known.defaultBranch, openPullsBasedOnIt: known.openPullsBasedOnIt, protectedAgainstDeletion: known.protectedAgainstDeletion } : await readFacts(octokit, repo, branch);
  const rulesetRestrictsDeletion = known.rulesetRestrictsDeletion ?? (await loadBranchRules(octokit, repo, branch)).some((r) => r.type === "deletion");
  return { ...graph, rulesetRestrictsDeletion };
}
__name(loadBranchDeletionFacts, "loadBranchDeletionFacts");
async function readFacts(octokit, repo, branch) {
  const { repository } = FactsData.parse(
    await octokit.graphql(BRANCH_DELETION_FACTS, { owner: repo.owner, name: repo.repo, qualifiedName: `refs/heads/${branch}`, branch })
  );
  const rule = repository.ref?.refUpdateRule ?? null;
  return {
    defaultBranch: repository.defaultBranchRef?.name ?? null,
    openPullsBasedOnIt: repository.pullRequests.totalCount,
    protectedAgainstDeletion: rule !== null && !rule.allowsDeletions
  };
}
__name(readFacts, "readFacts");

// src/ship/keep-branch.ts
var LONG_LIVED = /^(main|master|trunk|develop|development|dev|next|staging|stage|production|prod|gh-pages|release|releases?\/.+|release-v?\d[\w.-]*|hotfix|support\/.+|maint(enance)?[/-].+)$/i;
function branchKeptReason(branch, facts) {
  if (facts.defaultBranch !== null && branch === facts.defaultBranch) return `it is the default branch`;
  if (facts.openPullsBasedOnIt > 0) return `${facts.openPullsBasedOnIt === 1 ? "an open pull request is" : `${facts.openPullsBasedOnIt} open pull requests are`} based on it (GitHub closes a pull request whose base branch is deleted through the API)`;
  if (facts.protectedAgainstDeletion) return "branch protection covers it and does not allow deleting it";
  if (facts.rulesetRestrictsDeletion) return "a ruleset restricts deleting it";
  if (LONG_LIVED.test(branch)) return "its name is that of a long-lived branch (main, develop, release/\u2026); delete it by hand if it is done";
  return null;
}
__name(branchKeptReason, "branchKeptReason");

// src/github/review-requests.ts
async function requestReview(octokit, repo, number2, login) {
  try {
    await octokit.rest.pulls.requestReviewers({ ...repo, pull_number: number2, reviewers: [login] });
    return { requested: true };
  } catch (error) {
    const status = error.status;
    if (status !== 422 && status !== 404) throw error;
    const message = error.response?.data?.message ?? `HTTP ${status}`;
    return { requested: false, message };
  }
}
__name(requestReview, "requestReview");

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

// src/github/update-branch.ts
var HEAD_MOVED2 = /expected head|head sha|head oid|headoid|head branch was modified/i;
var UpdateData = object({ updatePullRequestBranch: object({ pullRequest: object({ headRefOid: string() }) }) });
async function updatePullRequestBranch(octokit, input) {
  let data;
  try {
    data = await octokit.graphql(UPDATE_PULL_REQUEST_BRANCH, { pullId: input.pullId, expectedHeadOid: input.expectedHeadOid, updateMethod: input.method.toUpperCase() });
  } catch (error) {
    const errors = graphqlErrors(error);
    if (!errors) throw error;
    const message = errors.map((e) => e.message).join("; ").replace(/\s+/g, " ").trim();
    return { updated: false, reason: errors.some((e) => HEAD_MOVED2.test(e.message)) ? "head-moved" : "refused", message };
  }
  return { updated: true, head: UpdateData.parse(data).updatePullRequestBranch.pullRequest.headRefOid };
}
__name(updatePullRequestBranch, "updatePullRequestBranch");

// src/ship/run-behind.ts
async function performBehind(deps, action, pr, state) {
  if (action.kind === "ask-author-to-update") {
    await postComment(deps.octokit, deps.repo, { kind: "pull_request", number: pr.number }, askAuthorComment(pr), { selfId: pr.viewer.id, marker: `tend:ask-update-branch ${pr.headRefOid}` });
    return { state: afterAskAuthor(state, action, pr, deps.now()), notes: [`Asked ${pr.author?.login ?? "the author"} to update the fork's branch, which is behind ${pr.baseRefName} (tend may not update it).`] };
  }
  const client = clientForToken(deps.octokit, deps.settings.pushToken);
  const outcome = await updatePullRequestBranch(client, { pullId: pr.id, expectedHeadOid: action.expectedHeadOid, method: action.method });
  const next = afterUpdateBranch(state, action, outcome, deps.now());
  if (!outcome.updated) {
    const note = outcome.reason === "head-moved" ? "The head moved before tend could update the branch; nothing was changed." : `GitHub refused to update the branch: ${deps.redact(outcome.message)}`;
    return { state: next, notes: [note] };
  }
  const notes = [`Updated the branch with ${pr.baseRefName} (${action.method}): new head ${outcome.head.slice(0, 7)}.`];
  for (const workflow of deps.settings.dispatchWorkflows) {
    const dispatched = await dispatchWorkflow(deps.octokit, deps.repo, workflow, pr.headRefName);
    notes.push(dispatched.dispatched ? `dispatched ${workflow} on ${pr.headRefName}` : `could not dispatch ${workflow}: ${dispatched.message}`);
  }
  return { state: next, notes };
}
__name(performBehind, "performBehind");

// src/github/check-failure.ts
var ACTIONS_APP_SLUG2 = "github-actions";
var MAX_CHECKS = 3;
var MAX_ANNOTATIONS = 20;
var LOG_LINES = 60;
var LOG_BYTES = 8e3;
var TEXT_CHARS = 2e3;
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
async function readCiFailures(octokit, repo, sha, checks, redact) {
  const change = await readHeadChange(octokit, repo, sha);
  const failures = [];
  for (const name of checks.slice(0, MAX_CHECKS)) {
    const run = await latestCheckRun(octokit, repo, sha, name);
    const previous = change.parent === null ? null : await latestCheckRun(octokit, repo, change.parent, name);
    const previousGreen = previous === null ? null : previous.conclusion === "success";
    if (run === null) {
      failures.push({ check: name, checkRunId: null, job: null, title: null, summary: null, annotations: [], failedSteps: [], logTail: [], previousGreen });
      continue;
    }
    const job = run.app?.slug === ACTIONS_APP_SLUG2 ? await readJob(octokit, repo, run.id) : null;
    failures.push({
      check: name,
      checkRunId: run.id,
      job: job ? { id: job.id, runId: job.run_id, attempt: job.run_attempt ?? 1 } : null,
      title: bounded(run.output.title, redact),
      summary: bounded([run.output.summary, run.output.text].filter(Boolean).join("\n\n") || null, redact),
      annotations: await readAnnotations(octokit, repo, run.id, redact),
      failedSteps: (job?.steps ?? []).filter((s) => s.conclusion === "failure").map((s) => redact(s.name).slice(0, 200)),
      logTail: job ? await readLogTail(octokit, repo, job.id, redact) : [],
      previousGreen
    });
  }
  return { failures, change };
}
__name(readCiFailures, "readCiFailures");
async function rerunJob(octokit, repo, jobId) {
  try {
    await octokit.request("POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun", { ...repo, job_id: jobId });
    return { rerun: true };
  } catch (error) {
    const failure2 = restFailure(error);
    if (!failure2 || failure2.status >= 500) throw error;
    return { rerun: false, message: `${failure2.status} ${failure2.message}` };
  }
}
__name(rerunJob, "rerunJob");
async function latestCheckRun(octokit, repo, sha, name) {
  const { data } = await octokit.rest.checks.listForRef({ ...repo, ref: sha, check_name: name, filter: "latest", per_page: 10 });
  return CheckRunsPage.parse(data).check_runs.find((r) => r.name === name) ?? null;
}
__name(latestCheckRun, "latestCheckRun");
async function readHeadChange(octokit, repo, sha) {
  const { data } = await octokit.rest.repos.getCommit({ ...repo, ref: sha, per_page: 100 });
  const commit = Commit.parse(data);
  return { parent: commit.parents[0]?.sha ?? null, files: (commit.files ?? []).map((f) => f.filename) };
}
__name(readHeadChange, "readHeadChange");
async function readAnnotations(octokit, repo, checkRunId, redact) {
  const { data } = await octokit.rest.checks.listAnnotations({ ...repo, check_run_id: checkRunId, per_page: 50 });
  return Annotations.parse(data).slice(0, MAX_ANNOTATIONS).map((a) => ({ path: a.path, line: a.start_line, level: a.annotation_level ?? "failure", message: redact([a.title, a.message].filter(Boolean).join(": ")).slice(0, 500) }));
}
__name(readAnnotations, "readAnnotations");
async function readJob(octokit, repo, jobId) {
  try {
    const { data } = await octokit.rest.actions.getJobForWorkflowRun({ ...repo, job_id: jobId });
    return Job.parse(data);
  } catch (error) {
    if (refused(error)) return null;
    throw error;
  }
}
__name(readJob, "readJob");
async function readLogTail(octokit, repo, jobId, redact) {
  try {
    const { data } = await octokit.rest.actions.downloadJobLogsForWorkflowRun({ ...repo, job_id: jobId });
    return logTail(typeof data === "string" ? data : "", redact);
  } catch (error) {
    if (refused(error)) return [];
    throw error;
  }
}
__name(readLogTail, "readLogTail");
function logTail(log, redact) {
  const lines2 = log.replace(/\r\n/g, "\n").split("\n").map((line) => line.replace(/^\d{4}-\d\d-\d\dT[\d:.]+Z ?/, "").replace(/^\uFEFF/, ""));
  while (lines2.length > 0 && lines2.at(-1).trim() === "") lines2.pop();
  const tail = [];
  let bytes = 0;
  for (const line of lines2.slice(-LOG_LINES).reverse()) {
    const kept = redact(line).slice(0, 500);
    bytes += Buffer.byteLength(kept) + 1;
    if (bytes > LOG_BYTES) break;
    tail.unshift(kept);
  }
  return tail;
}
__name(logTail, "logTail");
function bounded(text, redact) {
  if (!text) return null;
  return redact(text).slice(0, TEXT_CHARS);
}
__name(bounded, "bounded");
function refused(error) {
  const status = restFailure(error)?.status;
  return status === 403 || status === 404 || status === 410;
}
__name(refused, "refused");

// src/ship/red-ci-run.ts
import { join } from "node:path";

// src/github/threads.ts
var FORBIDDEN = "FORBIDDEN";
var RESOLVE_NEEDS_CONTENTS_WRITE = "GitHub refused to resolve the thread (FORBIDDEN): resolving review threads needs the 'contents: write' permission (for GITHUB_TOKEN, add 'contents: write' to the workflow's permissions); 'pull-requests: write' alone is not enough.";
var ATTEMPTS = 3;
var NODE_IDS_LIMIT = 100;
var THREADS_PER_REQUEST = 40;
function chunks(items, size) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
__name(chunks, "chunks");
var CommentNodes = object({
  nodes: array(
    object({ id: string(), fullDatabaseId: FullDatabaseId, body: string(), author: object({ databaseId: number().nullable().optional() }).nullable() }).nullable()
  )
});
var ThreadNode = object({ id: string(), isResolved: boolean(), comments: CommentNodes });
var AnswersData = object({
  nodes: array(looseObject({ __typename: string() }).nullable())
});
function threadState(node) {
  return {
    id: node.id,
    isResolved: node.isResolved,
    comments: node.comments.nodes.flatMap((c) => c === null ? [] : [{ id: c.id, databaseId: c.fullDatabaseId, authorId: c.author?.databaseId ?? null, body: c.body }])
  };
}
__name(threadState, "threadState");
async function loadThreadComments(octokit, threadIds) {
  const threads = [];
  for (const ids of chunks(threadIds, NODE_IDS_LIMIT)) {
    const data = AnswersData.parse(await octokit.graphql(THREAD_ANSWERS, { threadIds: ids }));
    for (const node of data.nodes) {
      if (node?.__typename === "PullRequestReviewThread") threads.push(threadState(ThreadNode.parse(node)));
    }
  }
  return threads;
}
__name(loadThreadComments, "loadThreadComments");
var ReplyPayload = object({ comment: object({ id: string() }) });
var ResolvePayload = object({ thread: ThreadNode });
async function answerThreads(octokit, answers, then = null) {
  const rounds = [];
  const batches = chunks(answers, THREADS_PER_REQUEST);
  for (const [i, batch] of batches.entries()) rounds.push(await answerBatch(octokit, batch, i === batches.length - 1 ? then : null));
  const last = rounds.at(-1);
  return { threads: rounds.flatMap((r) => r.threads), readBack: rounds.flatMap((r) => r.readBack), ...then !== null ? { then: last?.then ?? null } : {} };
}
__name(answerThreads, "answerThreads");
async function answerBatch(octokit, answers, then) {
  const replied = /* @__PURE__ */ new Set();
  const resolved = /* @__PURE__ */ new Map();
  const readBack = /* @__PURE__ */ new Map();
  let pending = answers.filter((a) => a.reply !== null || a.resolve);
  let thenOutcome = null;
  for (let attempt = 1; pending.length > 0 || attempt === 1 && then !== null; attempt += 1) {
    const tail = attempt === 1 ? then : null;
    const document = answerThreadsDocument(
      pending.map((a) => ({ reply: a.reply !== null, resolve: a.resolve })),
      tail === null ? null : { comments: tail.comments.length, addLabels: (tail.labels?.add.length ?? 0) > 0, removeLabels: (tail.labels?.remove.length ?? 0) > 0 }
    );
    const variables = Object.fromEntries([
      ...pending.flatMap((a, i) => [[`t${i}`, a.threadId], ...a.reply ? [[`b${i}`, a.reply.body]] : []]),
      ...tail === null ? [] : [...tail.comments.length > 0 ? [["subjectId", tail.subjectId]] : [], ...tail.comments.map((c, i) => [`c${i}`, c]), ["commentId", tail.update.id], ["body", tail.update.body], ...labelVariables(tail.labels)]
    ]);
    let data;
    let errors = [];
    let failure2 = null;
    try {
      data = record(string(), unknown()).parse(await octokit.graphql(document, { ...variables, request: { retries: 0 } }));
    } catch (error) {
      const partial = graphqlPartial(error);
      if (!partial) {
        const status = error.status;
        if (status === void 0 || status < 500 || attempt >= ATTEMPTS) throw error;
        pending = await stillMissing(octokit, pending, { replied, resolved, readBack });
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        continue;
      }
      ({ data, errors } = partial);
      failure2 = error;
    }
    if (tail !== null) thenOutcome = commentsThenUpdateOutcome(errors, tail.comments.length);
    const refused2 = /* @__PURE__ */ __name((field) => errors.find((e) => e.path?.[0] === field), "refused");
    const fields = /* @__PURE__ */ new Set([...pending.flatMap((a, i) => [`r${i}`, `s${i}`]), ...tail === null ? [] : [...commentsThenUpdateFieldNames(tail.comments.length), ...TAIL_LABEL_FIELDS]]);
    let fatal = errors.some((e) => typeof e.path?.[0] !== "string" || !fields.has(e.path[0]));
    pending.forEach((a, i) => {
      if (a.reply) {
        if (refused2(`r${i}`)) fatal = true;
        else if (ReplyPayload.safeParse(data[`r${i}`]).success) replied.add(a.threadId);
      }
      if (a.resolve) {
        const error = refused2(`s${i}`);
        if (error?.type === FORBIDDEN) {
          resolved.set(a.threadId, { resolved: false, reason: RESOLVE_NEEDS_CONTENTS_WRITE });
        } else if (error) {
          fatal = true;
        } else {
          const thread = threadState(ResolvePayload.parse(data[`s${i}`]).thread);
          readBack.set(a.threadId, thread);
          resolved.set(a.threadId, thread.isResolved ? { resolved: true } : { resolved: false, reason: "GitHub answered the resolve but the thread is still unresolved." });
        }
      }
    });
    if (fatal) throw failure2;
    break;
  }
  return {
    threads: answers.map((a) => ({ threadId: a.threadId, replied: replied.has(a.threadId), resolve: a.resolve ? resolved.get(a.threadId) ?? null : null })),
    readBack: [...readBack.values()],
    ...then !== null ? { then: thenOutcome } : {}
  };
}
__name(answerBatch, "answerBatch");
var TAIL_LABEL_FIELDS = ["labelsOn", "labelsOff"];
function labelVariables(labels) {
  if (!labels || labels.add.length + labels.remove.length === 0) return [];
  return [["labelableId", labels.labelableId], ...labels.add.length > 0 ? [["labelsAdd", labels.add]] : [], ...labels.remove.length > 0 ? [["labelsRemove", labels.remove]] : []];
}
__name(labelVariables, "labelVariables");
async function stillMissing(octokit, pending, done) {
  const threads = await loadThreadComments(octokit, pending.map((a) => a.threadId));
  return pending.flatMap((a) => {
    const thread = threads.find((t) => t.id === a.threadId);
    const posted = a.reply !== null && thread !== void 0 && thread.comments.some((c) => c.body.includes(a.reply.marker));
    if (posted && thread) {
      done.replied.add(a.threadId);
      done.readBack.set(a.threadId, thread);
    }
    const isResolved = a.resolve && thread?.isResolved === true;
    if (isResolved) done.resolved.set(a.threadId, { resolved: true });
    const rest = { ...a, reply: posted ? null : a.reply, resolve: a.resolve && !isResolved };
    return rest.reply !== null || rest.resolve ? [rest] : [];
  });
}
__name(stillMissing, "stillMissing");
async function deleteReviewComment(octokit, repo, commentId) {
  try {
    await octokit.request("DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}", { ...repo, comment_id: commentId });
  } catch (error) {
    if (error.status === 404) return;
    throw error;
  }
}
__name(deleteReviewComment, "deleteReviewComment");

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
function applyModelPatch(files, patch, threadPath, policy) {
  const changed = /* @__PURE__ */ new Map();
  for (const [index, edit] of patch.edits.entries()) {
    const which = `edit ${index + 1}`;
    const refused2 = pathRefusal(edit.path, policy);
    if (refused2) return { ok: false, reason: `${which}: ${refused2}` };
    if (edit.path !== threadPath && !patch.explanation.includes(edit.path)) {
      return { ok: false, reason: `${which} changes ${edit.path}, not the file under review, and the explanation does not say why` };
    }
    const current = changed.get(edit.path) ?? files.get(edit.path);
    if (current === void 0) return { ok: false, reason: `${which}: ${edit.path} does not exist on the head` };
    const search = matchLineEndings(edit.search, current);
    const replace = matchLineEndings(edit.replace, current);
    const count = occurrences(current, search);
    if (count === 0) return { ok: false, reason: `${which}: the search text is not in ${edit.path} (the patch does not apply)` };
    if (count > 1) return { ok: false, reason: `${which}: the search text occurs ${count} times in ${edit.path}; it must be unique` };
    const hidden = introducedHiddenCharacter(search, replace);
    if (hidden) return { ok: false, reason: `${which} would add ${hidden}` };
    if (containsCredential(replace) && !containsCredential(search)) return { ok: false, reason: `${which} would add a credential-shaped string` };
    changed.set(edit.path, current.replace(search, () => replace));
  }
  if (changed.size > policy.maxFiles) return { ok: false, reason: `the patch changes ${changed.size} files; max-files is ${policy.maxFiles}` };
  let diffBytes = 0;
  for (const [path, content] of changed) diffBytes += changedLineBytes(fileLines(files.get(path)), fileLines(content));
  if (diffBytes > policy.maxPatchBytes) return { ok: false, reason: `the patch is ${diffBytes} bytes of changed lines; max-patch-bytes is ${policy.maxPatchBytes}` };
  for (const [path, content] of changed) if (content === files.get(path)) changed.delete(path);
  if (changed.size === 0) return { ok: false, reason: "the patch changes nothing" };
  return { ok: true, files: changed, diffBytes };
}
__name(applyModelPatch, "applyModelPatch");
function occurrences(text, search) {
  let count = 0;
  for (let at = text.indexOf(search); at >= 0; at = text.indexOf(search, at + 1)) count += 1;
  return count;
}
__name(occurrences, "occurrences");
function matchLineEndings(text, file) {
  return file.includes("\r\n") ? text.replace(/\r?\n/g, "\r\n") : text;
}
__name(matchLineEndings, "matchLineEndings");

// src/ship/red-ci-run.ts
var ModelCiFixSchema = strictObject({
  decision: _enum(["fix", "decline"]).describe("fix: the edits fix the failure; decline: a person should look"),
  edits: array(ModelPatchSchema.shape.edits.element).max(10).describe("Search/replace edits (empty when declining)"),
  explanation: string().min(1).max(500).describe("One sentence: what the patch changes and why, or why it declines")
});
var FILE_CHARS = 12e3;
async function actOnRedCi(deps, pr, plan) {
  const notes = [];
  if (plan.kind === "rerun") {
    const result = await rerunJob(deps.octokit, deps.repo, plan.jobId);
    if (result.rerun) return { outcome: { kind: "rerun" }, notes: [`Re-ran ${plan.check} once: ${plan.why}.`] };
    const why = `${plan.why}, but GitHub refused to re-run it (${result.message}; re-running needs actions: write on github-token)`;
    return { outcome: await summarise(deps, pr, plan, why), notes: [`Could not re-run ${plan.check}: ${deps.redact(result.message)}`] };
  }
  if (plan.kind === "summarise") return { outcome: await summarise(deps, pr, plan, plan.why), notes };
  const workspace = await openWorkspace({
    dir: join(deps.workDir, `pr-${pr.number}`),
    serverUrl: deps.serverUrl,
    repository: `${deps.repo.owner}/${deps.repo.repo}`,
    token: deps.settings.pushToken ?? deps.settings.githubToken
  });
  await workspace.cloneOrFetch({ branches: [pr.headRefName, pr.baseRefName], depth: 50 });
  await workspace.checkout({ oid: pr.headRefOid });
  if (plan.kind === "revert") return revert(deps, workspace, pr, plan, notes);
  return modelFix(deps, workspace, pr, plan, notes);
}
__name(actOnRedCi, "actOnRedCi");
async function revert(deps, workspace, pr, plan, notes) {
  for (const path of plan.files) {
    const before = await workspace.readFileAt(plan.parent, path);
    if (before === null) await workspace.deleteFile(path);
    else await workspace.writeFile(path, before);
  }
  const short2 = plan.commit.slice(0, 7);
  const error = plan.facts.firstError ? `: ${plan.facts.firstError}` : "";
  const message = [
    `Revert tend's fix ${short2}: ${plan.check} failed on it`,
    "",
    `This reverts commit ${plan.commit}. ${plan.check} passed on ${plan.parent.slice(0, 7)} and failed on ${short2}${error}.`,
    `The review threads it fixed are left open for a human.`
  ].join("\n");
  const sha = await workspace.commit(deps.redact(inert(message)), plan.files);
  if (sha === null) return { outcome: await summarise(deps, pr, plan, "reverting tend's fix changed nothing"), notes };
  const push = await workspace.pushWithLease({ branch: pr.headRefName, expectedOid: pr.headRefOid });
  if (!push.pushed) {
    if (push.reason === "stale") return { outcome: { kind: "stale" }, notes };
    return { outcome: await summarise(deps, pr, plan, `the revert could not be pushed (${push.reason})`), notes };
  }
  const reply = `Reverted in ${push.oid}: CI check ${quoteInline(plan.check, 100)} failed on the fix ${short2} after passing on ${plan.parent.slice(0, 7)}${error ? ` (${quoteInline(plan.facts.firstError ?? "")})` : ""}. Left open for a human.`;
  const answers = plan.threads.map((id) => pr.threads.find((t) => t.id === id)).filter((t) => t !== void 0).map((t) => {
    const marker = `${THREAD_ANSWER_MARKER}${t.id} ${push.oid} -->`;
    return { threadId: t.id, reply: t.viewerCanReply ? { body: `${deps.redact(reply)}

${marker}`, marker } : null, resolve: false };
  });
  if (answers.length > 0) await answerThreads(deps.octokit, answers);
  for (const answer of answers) {
    try {
      await deps.octokit.graphql(SELFTEST_UNRESOLVE, { id: answer.threadId });
    } catch (error2) {
      notes.push(`Could not reopen the thread ${answer.threadId}: ${deps.redact(error2 instanceof Error ? error2.message.split("\n", 1)[0] : String(error2))}`);
    }
  }
  notes.push(`Reverted tend's fix ${short2} in ${push.oid.slice(0, 7)}: ${plan.check} failed on it; ${answers.length} thread(s) answered and left for a human.`);
  return { outcome: { kind: "pushed", sha: push.oid }, notes };
}
__name(revert, "revert");
async function modelFix(deps, workspace, pr, plan, notes) {
  const model = deps.model;
  const repository = `${deps.repo.owner}/${deps.repo.repo}`;
  const files = /* @__PURE__ */ new Map();
  for (const path of plan.files.slice(0, deps.settings.maxFiles)) {
    const content = await workspace.readFile(path).catch(() => null);
    if (content !== null) files.set(path, content);
  }
  if (files.size === 0) return { outcome: await summarise(deps, pr, plan, "none of the files the failure names exists on the head"), notes };
  const failureText = [
    `Check: ${plan.check}`,
    ...plan.facts.step ? [`Failed step: ${plan.facts.step}`] : [],
    ...plan.failure.title ? [`Title: ${plan.failure.title}`] : [],
    ...plan.failure.summary ? [`Summary:
${plan.failure.summary}`] : [],
    ...plan.failure.annotations.map((a) => `Annotation (${a.level}) ${a.path}:${a.line}: ${a.message}`),
    ...plan.failure.logTail.length > 0 ? ["Log tail:", ...plan.failure.logTail] : []
  ].join("\n");
  const message = [
    `A required check failed on the head ${pr.headRefOid}. The files the failure names, the only ones you may change: ${[...files.keys()].join(", ")}.`,
    dataSection("ci_failure", sanitizeForModel(failureText)),
    ...[...files].map(([path, content]) => dataSection("file", `${path}:
${sanitizeForModel(content.slice(0, FILE_CHARS))}`))
  ].join("\n\n");
  let answer;
  try {
    answer = await model.session.structured({
      role: "fix-ci",
      subject: `ci:${plan.check}`,
      system: { stable: renderPrompt("fix-ci", { repository }) },
      messages: message,
      schema: ModelCiFixSchema,
      outputTool: { name: "submit_ci_fix", description: "Submit the fix for the failing check, or decline." },
      tools: model.tools(workspace.dir)
    });
  } catch (error) {
    if (error instanceof LlmOutputError || error instanceof BudgetExceededError || error instanceof LlmFinalError || error instanceof LlmUnavailableError) {
      return { outcome: await summarise(deps, pr, plan, `the model could not fix it (${error.message.replace(/\.$/, "")})`), notes };
    }
    throw error;
  }
  if (answer.decision === "decline" || answer.edits.length === 0) return { outcome: await summarise(deps, pr, plan, `the model declined: ${answer.explanation.replace(/\.$/, "")}`), notes };
  const outside = answer.edits.find((e) => !files.has(e.path));
  if (outside) return { outcome: await summarise(deps, pr, plan, "the model's patch changes a file the failure does not name"), notes };
  const policy = { allowedPaths: deps.settings.allowedPaths, allowProtectedPaths: deps.settings.allowProtectedPaths, canPushWorkflows: pushTokenMayChangeWorkflows(deps.settings, pr.viewer), maxFiles: deps.settings.maxFiles, maxPatchBytes: deps.settings.maxPatchBytes };
  const changed = /* @__PURE__ */ new Map();
  let bytes = 0;
  for (const path of new Set(answer.edits.map((e) => e.path))) {
    const applied = applyModelPatch(files, { edits: answer.edits.filter((e) => e.path === path), explanation: answer.explanation }, path, policy);
    if (!applied.ok) return { outcome: await summarise(deps, pr, plan, `the model's patch was refused: ${applied.reason}`), notes };
    bytes += applied.diffBytes;
    for (const [file, content] of applied.files) changed.set(file, content);
  }
  if (bytes > policy.maxPatchBytes) return { outcome: await summarise(deps, pr, plan, `the model's patch is ${bytes} bytes of changed lines; max-patch-bytes is ${policy.maxPatchBytes}`), notes };
  for (const [path, content] of changed) await workspace.writeFile(path, content);
  if (model.verifyCommand) {
    const verified = await runVerifyCommand(model.verifyCommand, workspace.dir);
    if (!verified.passed) return { outcome: await summarise(deps, pr, plan, `the model's patch failed verify-command (${verified.timedOut ? "timed out" : `exited ${verified.exitCode}`})`), notes };
    for (const [path, content] of changed) {
      await workspace.deleteFile(path);
      await workspace.writeFile(path, content);
    }
  }
  const subject = `fix(ci): ${plan.check}: ${answer.explanation.replace(/\s+/g, " ").replace(/\.$/, "")}`.slice(0, 100);
  const sha = await workspace.commit(deps.redact(inert(`${subject}

The check ${plan.check} failed on ${pr.headRefOid.slice(0, 7)}${plan.facts.firstError ? `: ${plan.facts.firstError}` : ""}.`)), [...changed.keys()]);
  if (sha === null) return { outcome: await summarise(deps, pr, plan, "the model's patch changes nothing"), notes };
  const push = await workspace.pushWithLease({ branch: pr.headRefName, expectedOid: pr.headRefOid });
  if (!push.pushed) {
    if (push.reason === "stale") return { outcome: { kind: "stale" }, notes };
    return { outcome: await summarise(deps, pr, plan, `the fix could not be pushed (${push.reason})`), notes };
  }
  notes.push(`Fixed ${plan.check} with the model in ${push.oid.slice(0, 7)} (${[...changed.keys()].join(", ")}).`);
  return { outcome: { kind: "pushed", sha: push.oid }, notes };
}
__name(modelFix, "modelFix");
async function summarise(deps, pr, plan, why) {
  if (!hasDetails(plan.failure)) return { kind: "summarised", why: NOTHING_TO_SUMMARISE };
  const body = deps.redact(renderFailureSummary(plan, pr.headRefOid, inert(why)));
  const marker = body.slice(body.lastIndexOf("<!-- tend:red-ci "));
  await postComment(deps.octokit, deps.repo, { kind: "pull_request", number: pr.number }, body, { selfId: pr.viewer.id, marker });
  return { kind: "summarised", why: `${why}; the failure is summarised in a comment` };
}
__name(summarise, "summarise");

// src/ship/handle-threads.ts
import { join as join2 } from "node:path";

// src/ship/first-answer.ts
function laterAnswers(threads, selfId) {
  return threads.flatMap((thread) => {
    const answers = thread.comments.filter((c) => isThreadAnswer(c.authorId, c.body, selfId)).map((c) => c.databaseId).sort((a, b) => a - b);
    return answers.slice(1);
  });
}
__name(laterAnswers, "laterAnswers");

// src/ship/judge.ts
var ModelDecisionSchema = strictObject({
  decision: _enum(["fix", "ignore", "escalate"]).describe("fix the code, leave it (ignore), or hand it to a human (escalate)"),
  rationale: string().min(1).max(400).refine((text) => (text.match(/[.!?](\s|$)/g) ?? []).length <= 2, { message: "at most two sentences" }).describe("At most two sentences a reviewer can verify"),
  risk: _enum(["low", "medium", "high"]).describe("How risky the change would be")
});
function applyDecisionPolicy(severity, model, options) {
  if (model.decision === "escalate") return { decision: "escalate", rationale: `The model escalated it: ${model.rationale}`, needsVerification: false };
  if (model.decision === "ignore") return { decision: "ignore", rationale: model.rationale, needsVerification: false };
  if (model.risk === "high") return { decision: "escalate", rationale: `A fix would be high-risk, so a human decides: ${model.rationale}`, needsVerification: false };
  if (severity === "critical") {
    if (!options.verifyCommand) {
      return { decision: "escalate", rationale: `A critical finding is only fixed when verify-command can check the fix, and none is configured: ${model.rationale}`, needsVerification: false };
    }
    return { decision: "fix", rationale: model.rationale, needsVerification: true };
  }
  if (model.risk === "medium" && severity !== "minor" && severity !== "nitpick") {
    return { decision: "escalate", rationale: `A ${severity === "unknown" ? "" : `${severity} `}fix with medium risk goes to a human: ${model.rationale}`, needsVerification: false };
  }
  return { decision: "fix", rationale: model.rationale, needsVerification: false };
}
__name(applyDecisionPolicy, "applyDecisionPolicy");
var CODE_CONTEXT_LINES = 15;
var GUIDANCE_LIMIT = 8e3;
function threadMessage(ctx) {
  const { thread, plan } = ctx;
  const comments = thread.comments.filter((c) => c.author !== null && ctx.trustedAuthorIds.has(c.author.id)).map((c) => `@${c.author.login} (${c.author.type}) wrote:
${sanitizeForModel(c.body)}`).join("\n\n---\n\n");
  const line = thread.line ?? thread.originalLine;
  const start = thread.startLine ?? thread.originalStartLine ?? line;
  const sections = [
    `File under review: ${thread.path}, line${start !== line ? `s ${start}-${line}` : ` ${line ?? "?"}`}${thread.isOutdated ? " (outdated: the lines have changed since the comment)" : ""}. Severity by the reviewer's label: ${plan.severity}.`,
    dataSection("review_thread", comments),
    dataSection("diff_hunk", thread.comments[0]?.diffHunk ?? ""),
    dataSection("code", numbered(ctx.file, line))
  ];
  for (const [name, text] of ctx.guidance) {
    sections.push(dataSection("guidance", `${name}:
${text.length > GUIDANCE_LIMIT ? `${text.slice(0, GUIDANCE_LIMIT)}
\u2026 (cut at ${GUIDANCE_LIMIT} characters)` : text}`));
  }
  const learnings = learningsSection(ctx.learnings);
  if (learnings) sections.push(learnings);
  return sections.join("\n\n");
}
__name(threadMessage, "threadMessage");
function decideSystem(repository) {
  return renderPrompt("decide", { repository });
}
__name(decideSystem, "decideSystem");
function patchSystem(repository) {
  return renderPrompt("patch", { repository });
}
__name(patchSystem, "patchSystem");
function numbered(file, line) {
  if (file === null) return "(the file does not exist on the head)";
  const lines2 = file.split("\n");
  const center = line ?? 1;
  const from = Math.max(1, center - CODE_CONTEXT_LINES);
  const to = Math.min(lines2.length, center + CODE_CONTEXT_LINES);
  const width = String(to).length;
  const out = [];
  for (let n = from; n <= to; n += 1) out.push(`${String(n).padStart(width)}\u2502 ${lines2[n - 1]}`);
  return out.join("\n");
}
__name(numbered, "numbered");

// src/ship/model-resolve.ts
var MODEL_MAY_RESOLVE = ["minor", "nitpick"];
function whyModelMayNotResolve(facts) {
  if (facts.fork) return "the pull request comes from a fork";
  if (facts.opener.kind === "person") return "opened by a writer";
  if (MODEL_MAY_RESOLVE.includes(facts.severity)) return null;
  return facts.severity === "unknown" ? `a finding by ${facts.opener.name} without a severity label, which counts as major` : `a ${facts.severity} finding by ${facts.opener.name}`;
}
__name(whyModelMayNotResolve, "whyModelMayNotResolve");
function settleModelDecision(judged, facts) {
  if (judged.decision === "escalate") return { ...judged, leaveOpen: null };
  const why = whyModelMayNotResolve(facts);
  if (why === null) return { ...judged, leaveOpen: null };
  if (judged.decision === "ignore") {
    return { decision: "escalate", rationale: `The model would leave it unchanged (${judged.rationale.replace(/[.!?]+$/, "")}), but a person decides. ${leftOpenSentence(why)}`, leaveOpen: null };
  }
  return { decision: "fix", rationale: judged.rationale, leaveOpen: why };
}
__name(settleModelDecision, "settleModelDecision");
function leftOpenSentence(why) {
  return `Left open for a maintainer: ${why}.`;
}
__name(leftOpenSentence, "leftOpenSentence");

// src/ship/judge-threads.ts
var GUIDANCE_FILES = ["CONTRIBUTING.md", "AGENTS.md", "CLAUDE.md"];
async function judgeThreads(model, workspace, pr, plans, options) {
  const results = /* @__PURE__ */ new Map();
  const notes = [];
  const guidance = /* @__PURE__ */ new Map();
  const guidanceFiles = await workspace.readFilesAt(pr.baseRefOid, GUIDANCE_FILES).catch(() => /* @__PURE__ */ new Map());
  for (const name of GUIDANCE_FILES) {
    const text = guidanceFiles.get(name) ?? null;
    if (text !== null) guidance.set(name, text);
  }
  const changed = new Set(options.alreadyChanged);
  let stopped = null;
  for (const plan of plans) {
    if (stopped) {
      results.set(plan.threadId, leave(plan, stopped));
      continue;
    }
    const thread = pr.threads.find((t) => t.id === plan.threadId);
    const original = thread.isOutdated ? thread.comments[0]?.originalCommitOid ?? null : null;
    const file = await workspace.readFileAt(original ?? pr.headRefOid, plan.path).catch(() => null);
    const learnings = learningsFor(await model.learnings(), { workflow: "ship", paths: [plan.path] });
    const message = threadMessage({ repository: options.repository, plan, thread, trustedAuthorIds: model.trustedAuthorIds, file, guidance, learnings });
    try {
      const verdict = await model.session.structured({
        role: "decide",
        subject: plan.threadId,
        system: { stable: decideSystem(options.repository) },
        messages: message,
        schema: ModelDecisionSchema,
        outputTool: { name: "submit_decision", description: "Submit the decision for this review thread." },
        tools: [...model.tools(workspace.dir), ...await model.mcpTools()]
      });
      const judged = settleModelDecision(applyDecisionPolicy(plan.severity, verdict, { verifyCommand: model.verifyCommand !== void 0 }), {
        opener: plan.author?.type === "Bot" ? { kind: "review-bot", name: plan.bot ?? plan.author.login } : { kind: "person" },
        severity: plan.severity,
        fork: pr.isCrossRepository
      });
      if (judged.decision !== "fix") {
        results.set(plan.threadId, { plan: { ...plan, decision: judged.decision, rationale: judged.rationale, needsJudgement: false }, files: [] });
        continue;
      }
      const patch = await model.session.structured({
        role: "patch",
        subject: plan.threadId,
        system: { stable: patchSystem(options.repository) },
        messages: `${message}

You decided to fix this thread: ${judged.rationale}`,
        schema: ModelPatchSchema,
        outputTool: { name: "submit_patch", description: "Submit the search/replace edits that fix this review thread." },
        tools: [...model.tools(workspace.dir), ...await model.mcpTools()]
      });
      const before = /* @__PURE__ */ new Map();
      for (const path of new Set(patch.edits.map((e) => e.path))) {
        const content = await workspace.readFile(path).catch(() => null);
        if (content !== null) before.set(path, content);
      }
      const applied = applyModelPatch(before, patch, plan.path, options.policy);
      if (!applied.ok) {
        results.set(plan.threadId, leave(plan, `the model's patch was refused: ${applied.reason}`));
        continue;
      }
      const touched = /* @__PURE__ */ new Set([...changed, ...applied.files.keys()]);
      if (touched.size > options.policy.maxFiles) {
        results.set(plan.threadId, leave(plan, `the patch would bring this round to ${touched.size} files; max-files is ${options.policy.maxFiles}`));
        continue;
      }
      const written2 = [];
      try {
        for (const [path, content] of applied.files) {
          await workspace.writeFile(path, content);
          written2.push(path);
        }
      } catch (error) {
        if (!(error instanceof PathEscapeError)) throw error;
        for (const path of written2) await workspace.writeFile(path, before.get(path));
        results.set(plan.threadId, leave(plan, `the model's patch was refused: ${error.message}`));
        continue;
      }
      if (model.verifyCommand) {
        const earlier = /* @__PURE__ */ new Map();
        for (const path of changed) if (!applied.files.has(path)) earlier.set(path, await workspace.readFile(path).catch(() => null));
        const verified = await runVerifyCommand(model.verifyCommand, workspace.dir);
        for (const [path, content] of earlier) await putBack(workspace, path, content);
        for (const [path, content] of applied.files) await putBack(workspace, path, verified.passed ? content : before.get(path) ?? null);
        if (!verified.passed) {
          const why = verified.timedOut ? "timed out" : verified.tampered.length > 0 ? "changed git's own files" : `exited ${verified.exitCode}`;
          results.set(plan.threadId, leave(plan, `the patch was reverted because verify-command ${why}:

\`\`\`
${verified.tail}
\`\`\``));
          continue;
        }
      }
      for (const path of applied.files.keys()) changed.add(path);
      const rationale = `${judged.rationale} ${patch.explanation}`.trim();
      results.set(plan.threadId, {
        plan: judged.leaveOpen === null ? { ...plan, decision: "fix", rationale, needsJudgement: false } : { ...plan, decision: "fix", rationale: `${rationale} ${leftOpenSentence(judged.leaveOpen)}`, needsJudgement: false, leaveOpen: judged.leaveOpen },
        files: [...applied.files.keys()]
      });
    } catch (error) {
      if (error instanceof LlmOutputError) {
        results.set(plan.threadId, leave(plan, `the model's answer was not usable (${error.message})`));
        continue;
      }
      if (error instanceof BudgetExceededError || error instanceof LlmFinalError || error instanceof LlmUnavailableError) {
        stopped = error.message;
        notes.push(`The model was stopped for the rest of this run: ${error.message}`);
        results.set(plan.threadId, leave(plan, stopped));
        continue;
      }
      throw error;
    }
  }
  return { results, notes, stopped };
}
__name(judgeThreads, "judgeThreads");
function leave(plan, why) {
  const sentence = why.charAt(0).toUpperCase() + why.slice(1);
  return { plan: { ...plan, decision: "escalate", edit: null, needsJudgement: false, rationale: /[.`]$/.test(sentence) ? sentence : `${sentence}.` }, files: [] };
}
__name(leave, "leave");
async function putBack(workspace, path, content) {
  await workspace.deleteFile(path);
  if (content !== null) await workspace.writeFile(path, content);
}
__name(putBack, "putBack");

// src/ship/patch/apply-to-workspace.ts
async function applySuggestionsToWorkspace(workspace, headOid, edits, policy) {
  const checkedOut = await workspace.headOid();
  if (checkedOut !== headOid) throw new Error(`The workspace is at ${checkedOut}, not at the head ${headOid} the suggestions are for.`);
  const readable = edits.filter((edit) => pathRefusal(edit.path, policy) === null);
  const files = /* @__PURE__ */ new Map();
  for (const path of new Set(readable.map((edit) => edit.path))) {
    const content = await workspace.readFileAt(headOid, path);
    if (content !== null) files.set(path, content);
  }
  const originals = /* @__PURE__ */ new Map();
  const originalLines = /* @__PURE__ */ __name(async (edit) => {
    if (!edit.outdated || edit.originalCommitOid === null || !readable.includes(edit)) return null;
    const key = `${edit.originalCommitOid}:${edit.path}`;
    if (!originals.has(key)) {
      const content = await workspace.readFileAt(edit.originalCommitOid, edit.path).catch((error) => {
        if (error instanceof GitCommandError) return null;
        throw error;
      });
      originals.set(key, content === null ? null : fileLines(content));
    }
    const lines2 = originals.get(key) ?? null;
    if (lines2 === null || !(edit.startLine >= 1 && edit.endLine >= edit.startLine && edit.endLine <= lines2.length)) return null;
    return lines2.slice(edit.startLine - 1, edit.endLine);
  }, "originalLines");
  const planned = [];
  for (const edit of edits) {
    const { threadId, path, startLine, endLine, text, outdated } = edit;
    planned.push({ threadId, path, edit: { startLine, endLine, text, outdated, originalLines: await originalLines(edit) } });
  }
  const plan = planPatch(files, planned, policy);
  for (const [path, content] of plan.files) await workspace.writeFile(path, content);
  return plan;
}
__name(applySuggestionsToWorkspace, "applySuggestionsToWorkspace");

// src/github/commit-on-branch.ts
var STALE = /expected branch to point to/i;
var WORKFLOWS = /without `?workflows?`? (permission|scope)/i;
var CommitData = object({ createCommitOnBranch: object({ commit: object({ oid: string() }) }) });
async function createCommitOnBranch(octokit, repo, input) {
  const [headline = "", ...rest] = input.message.split("\n");
  const body = rest.join("\n").trim();
  const additions = [...input.files].flatMap(([path, contents]) => contents === null ? [] : [{ path, contents: Buffer.from(contents, "utf8").toString("base64") }]);
  const deletions = [...input.files].flatMap(([path, contents]) => contents === null ? [{ path }] : []);
  let data;
  try {
    data = await octokit.graphql(CREATE_COMMIT_ON_BRANCH, {
      input: {
        branch: { repositoryNameWithOwner: `${repo.owner}/${repo.repo}`, branchName: input.branch },
        expectedHeadOid: input.expectedHeadOid,
        message: body ? { headline, body } : { headline },
        fileChanges: { additions, deletions }
      }
    });
  } catch (error) {
    const errors = graphqlErrors(error);
    if (!errors) throw error;
    const message = errors.map((e) => e.message).join("; ").replace(/\s+/g, " ").trim();
    const reason = errors.some((e) => STALE.test(e.message)) ? "stale" : errors.some((e) => WORKFLOWS.test(e.message)) ? "workflows" : "refused";
    return { committed: false, reason, message };
  }
  return { committed: true, oid: CommitData.parse(data).createCommitOnBranch.commit.oid };
}
__name(createCommitOnBranch, "createCommitOnBranch");
var API_COMMIT_LIMITS = { files: 100, bytes: 512 * 1024 };
function fitsApiCommit(files) {
  const bytes = [...files.values()].reduce((sum, contents) => sum + (contents === null ? 0 : Buffer.byteLength(contents, "utf8")), 0);
  return files.size <= API_COMMIT_LIMITS.files && bytes <= API_COMMIT_LIMITS.bytes;
}
__name(fitsApiCommit, "fitsApiCommit");

// src/ship/api-commit.ts
async function commitThroughApi(deps, workspace, input) {
  const files = /* @__PURE__ */ new Map();
  for (const path of input.paths) files.set(path, await workspace.readFileAt(input.local, path));
  if (!fitsApiCommit(files)) return null;
  const client = clientForToken(deps.octokit, deps.settings.pushToken);
  const outcome = await createCommitOnBranch(client, deps.repo, { branch: input.branch, expectedHeadOid: input.expectedHeadOid, message: input.message, files });
  if (outcome.committed) return { kind: "pushed", sha: outcome.oid };
  if (outcome.reason === "stale") return { kind: "stale", message: outcome.message };
  if (outcome.reason === "workflows") return { kind: "workflows", sha: input.local, message: `the commit was refused (workflows): ${outcome.message}` };
  return { kind: "failed", message: `GitHub refused the commit (createCommitOnBranch): ${outcome.message}`, refused: true };
}
__name(commitThroughApi, "commitThroughApi");

// src/ship/offer-run.ts
async function offerFixes(deps, workspace, pr, fixes, why) {
  const files = [];
  for (const path of [...new Set(fixes.flatMap((d) => d.files))].sort()) {
    const threads2 = fixes.filter((d) => d.files.includes(path)).map((d) => ({ id: d.plan.threadId, lines: d.plan.edit && !d.plan.edit.outdated ? { start: d.plan.edit.startLine, end: d.plan.edit.endLine } : null }));
    files.push({ path, before: await workspace.readFileAt(pr.headRefOid, path), after: await workspace.readFile(path), threads: threads2 });
  }
  const hunks = await loadDiffHunks(deps.octokit, deps.repo, pr.number);
  let plan = planOffer(files, hunks, deps.redact);
  if (plan.threads.size === 0) return { url: null, offer: null, offered: /* @__PURE__ */ new Map(), withheld: plan.withheld };
  const earlier = pr.reviews.find((r) => r.author?.id === pr.viewer.id && r.fullDatabaseId !== null && trailingMarker(r.body, OFFER_KIND) === pr.headRefOid);
  let id = earlier?.fullDatabaseId ?? await createCommentReview(deps.octokit, deps.repo, pr.number, { commitId: pr.headRefOid, body: reviewBody(pr, fixes, plan, why), comments: plan.comments });
  if (id === "off-diff") {
    plan = planOffer(files, /* @__PURE__ */ new Map(), deps.redact);
    if (plan.threads.size === 0) return { url: null, offer: null, offered: /* @__PURE__ */ new Map(), withheld: plan.withheld };
    id = await createCommentReview(deps.octokit, deps.repo, pr.number, { commitId: pr.headRefOid, body: reviewBody(pr, fixes, plan, why), comments: [] });
    if (id === "off-diff") throw new Error("GitHub refused a review without inline comments as off the diff");
  }
  const url = `${deps.serverUrl.replace(/\/$/, "")}/${deps.repo.owner}/${deps.repo.repo}/pull/${pr.number}#pullrequestreview-${id}`;
  const threads = [...plan.threads].map(([threadId, t]) => ({ id: threadId, leaveOpen: fixes.find((d) => d.plan.threadId === threadId)?.plan.leaveOpen !== void 0, changes: t.changes }));
  return {
    url,
    offer: { review: id, head: pr.headRefOid, threads },
    offered: new Map([...plan.threads].map(([threadId, t]) => [threadId, { outside: t.outside }])),
    withheld: plan.withheld
  };
}
__name(offerFixes, "offerFixes");
function reviewBody(pr, fixes, plan, why) {
  const inline = plan.comments.length;
  const listed = fixes.filter((d) => plan.threads.has(d.plan.threadId)).map((d) => {
    const thread = pr.threads.find((t) => t.id === d.plan.threadId);
    const line = thread?.line ?? thread?.originalLine ?? null;
    return `- ${codeSpan(`${d.plan.path}${line === null ? "" : `:${line}`}`)} (${d.plan.bot ?? d.plan.author?.login ?? "a reviewer"})`;
  });
  const intro = [
    `tend does not push to this branch (${why}), so here is what it would have committed, for you to take:`,
    inline > 0 ? ` ${inline} suggestion${inline === 1 ? "" : "s"} on the lines ${inline === 1 ? "it changes" : "they change"} (**Commit suggestion** applies one; **Add suggestion to batch** commits several at once)` : "",
    plan.outside !== "" ? `${inline > 0 ? ", and" : ""} changes outside the diff, below` : "",
    ". tend resolves each review thread once its change is on the branch."
  ].join("");
  const text = inert([intro, "", "The threads answered:", ...listed].join("\n"));
  return [text, ...plan.outside === "" ? [] : ["", plan.outside], "", `<!-- tend:${OFFER_KIND} ${pr.headRefOid} -->`].join("\n");
}
__name(reviewBody, "reviewBody");
async function settleOffers(deps, workspace, pr, offers) {
  const landed = [];
  const notes = [];
  const remaining = [];
  const toResolve = [];
  for (const offer of offers) {
    const waiting = [];
    for (const thread of offer.threads) {
      const now = pr.threads.find((t) => t.id === thread.id);
      if (!now || now.isResolved) continue;
      let all = true;
      for (const change of thread.changes) {
        const offered = await workspace.readFileAt(offer.head, change.path).catch(() => null);
        const current = await workspace.readFileAt(pr.headRefOid, change.path).catch(() => null);
        if (!offerLanded(offered, current, change)) all = false;
      }
      if (!all) waiting.push(thread);
      else if (thread.leaveOpen || !now.viewerCanResolve) landed.push({ id: thread.id, head: pr.headRefOid, resolved: false, leftOpen: true });
      else toResolve.push(thread.id);
    }
    if (waiting.length > 0) remaining.push({ ...offer, checked: pr.headRefOid, threads: waiting });
  }
  if (toResolve.length > 0) {
    const round = await answerThreads(deps.octokit, toResolve.map((threadId) => ({ threadId, reply: null, resolve: true })));
    for (const id of toResolve) {
      const answered = round.threads.find((t) => t.threadId === id);
      const resolved = answered?.resolve?.resolved === true;
      if (!resolved) notes.push(`The offered fix for the thread ${id} is on ${pr.headRefOid.slice(0, 7)}, but resolving it failed: ${answered?.resolve?.resolved === false ? answered.resolve.reason : "no answer"}`);
      landed.push({ id, head: pr.headRefOid, resolved, leftOpen: false });
    }
  }
  const leftOpen = landed.filter((l) => l.leftOpen).length;
  if (landed.length > 0) notes.push(`${landed.length} offered fix(es) are on ${pr.headRefOid.slice(0, 7)}: ${landed.length - leftOpen} thread(s) resolved${leftOpen > 0 ? `, ${leftOpen} left open for a maintainer` : ""}.`);
  return { landed, offers: remaining, notes };
}
__name(settleOffers, "settleOffers");

// src/ship/handle-threads.ts
var FORK_CANNOT_PUSH = "it comes from a fork, whose branch is its author's to change";
async function handleThreads(deps, pr, plans, then) {
  const head = pr.headRefOid;
  const notes = [];
  let decided = plans.map((plan) => ({ plan: withEarlierLink(deps, pr, withoutModel(plan, deps.model !== null)), files: [] }));
  let pushed = null;
  let modelStopped = null;
  let offer = null;
  const offered = /* @__PURE__ */ new Set();
  const canPushWorkflows = pushTokenMayChangeWorkflows(deps.settings, pr.viewer);
  const pathPolicy = { allowedPaths: deps.settings.allowedPaths, allowProtectedPaths: deps.settings.allowProtectedPaths, canPushWorkflows };
  const suggestions = decided.filter((d) => d.plan.decision === "fix" && d.plan.edit);
  const judgeable = deps.model ? decided.filter((d) => d.plan.needsJudgement) : [];
  if (suggestions.length > 0 || judgeable.length > 0) {
    const workspace = await openWorkspace({
      dir: join2(deps.workDir, `pr-${pr.number}`),
      serverUrl: deps.serverUrl,
      repository: `${deps.repo.owner}/${deps.repo.repo}`,
      token: deps.settings.pushToken ?? deps.settings.githubToken
    });
    await workspace.cloneOrFetch({ branches: pr.isCrossRepository ? [pr.baseRefName] : [pr.headRefName, pr.baseRefName], depth: 50 });
    await workspace.checkout({ oid: head });
    decided = await applySuggestions(deps, workspace, pr, decided, pathPolicy);
    if (deps.model && judgeable.length > 0) {
      const model = pr.isCrossRepository ? { ...deps.model, verifyCommand: void 0 } : deps.model;
      const judged = await judgeThreads(model, workspace, pr, decided.filter((d) => d.plan.needsJudgement).map((d) => d.plan), {
        repository: `${deps.repo.owner}/${deps.repo.repo}`,
        policy: { ...pathPolicy, maxFiles: deps.settings.maxFiles, maxPatchBytes: deps.settings.maxPatchBytes },
        alreadyChanged: new Set(decided.flatMap((d) => d.files))
      });
      notes.push(...judged.notes);
      modelStopped = judged.stopped;
      decided = decided.map((d) => judged.results.get(d.plan.threadId) ?? d);
    }
    const unpushable = decided.filter((d) => d.plan.decision === "escalate" && d.plan.rationale.includes(GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS)).length;
    if (unpushable > 0) {
      notes.push(`${unpushable} fix(es) change .github/workflows/, which GITHUB_TOKEN cannot push: left for a human with the reason (set push-token to a token with the workflows permission to let tend push them).`);
    }
    let fixes = decided.filter((d) => d.plan.decision === "fix" && d.files.length > 0);
    const offerInstead = /* @__PURE__ */ __name(async (why) => {
      const outcome = await offerFixes(deps, workspace, pr, fixes, why);
      offer = outcome.offer;
      decided = decided.map((d) => {
        const withheld = outcome.withheld.get(d.plan.threadId);
        if (withheld !== void 0) return escalate(d, `the fix could not be offered: ${withheld}`);
        const how = outcome.offered.get(d.plan.threadId);
        if (how === void 0 || outcome.url === null) return d;
        offered.add(d.plan.threadId);
        return { ...escalate(d, offerSentence(d.plan, outcome.url, how.outside)), files: d.files };
      });
      notes.push(outcome.url === null ? `tend could not push (${why}) and could offer none of the fixes.` : `tend could not push (${why}): it offered ${outcome.offered.size} fix(es) in review ${outcome.url}.`);
    }, "offerInstead");
    if (pr.isCrossRepository && fixes.length > 0) {
      await offerInstead(FORK_CANNOT_PUSH);
      fixes = [];
    }
    let commit = fixes.length > 0 ? await commitAndPush(deps, workspace, pr, fixes) : null;
    if (commit?.kind === "failed" && commit.refused) {
      await offerInstead(`GitHub refused the push: ${refusalLine(deps.redact(commit.message))}`);
      commit = null;
    }
    const split = commit?.kind === "workflows" ? splitWorkflowFixes(fixes) : null;
    if (commit?.kind === "workflows" && split && split.dropped.length > 0) {
      const reasons = new Map(split.dropped.map(({ fix, reason }) => [fix.plan.threadId, reason]));
      decided = decided.map((d) => reasons.has(d.plan.threadId) ? escalate(d, reasons.get(d.plan.threadId)) : d);
      notes.push(`GitHub refused to push changes to .github/workflows/ (the token tend pushes with lacks the workflows permission); tend ${split.kept.length > 0 ? "pushed the other fixes without them and " : ""}left ${split.dropped.length} thread(s) for a human.`);
      fixes = split.kept;
      commit = fixes.length > 0 ? await recommit(deps, workspace, pr, commit.sha, fixes) : null;
    }
    if (commit) {
      if (commit.kind === "stale") {
        deps.log(`ship #${pr.number}: the head moved while patching (${commit.message}); deciding again on the new head`);
        return { pushed: null, records: [], modelStopped: null, notes: [...notes, `The head of #${pr.number} moved while tend was patching; nothing was pushed or answered, and tend decides again on the new head.`] };
      }
      if (commit.kind === "failed" || commit.kind === "workflows") {
        notes.push(commit.message);
        decided = decided.map((d) => d.plan.decision === "fix" && d.files.length > 0 ? escalate(d, `the fix could not be pushed: ${commit.message}`) : d);
      } else {
        pushed = commit.sha;
      }
    }
  }
  const answers = [];
  for (const { plan, files } of decided) {
    if (plan.decision === "skip") continue;
    const thread = pr.threads.find((t) => t.id === plan.threadId);
    const commit = plan.decision === "fix" ? files.length > 0 ? pushed : head : null;
    const marker = `${THREAD_ANSWER_MARKER}${plan.threadId} ${head} -->`;
    answers.push({
      threadId: plan.threadId,
      // The answer quotes the bot's path and the model's rationale: inert (core/text.ts), so the
      // marker that ends it is the only one in it.
      reply: thread.viewerCanReply ? { body: `${inert(deps.redact(offered.has(plan.threadId) ? plan.rationale : answerText(plan, commit, files.length === 0)))}

${marker}`, marker } : null,
      resolve: plan.decision !== "escalate" && plan.leaveOpen === void 0 && thread.viewerCanResolve
    });
  }
  const expected = recordsOf(deps, pr, decided, pushed, answers.map((a) => ({ threadId: a.threadId, replied: a.reply !== null, resolve: a.resolve ? { resolved: true } : null })), []);
  const following = answers.length > 0 && then ? then({ pushed, records: expected, notes: [], modelStopped, offer }) : null;
  const round = answers.length > 0 ? await answerThreads(deps.octokit, answers, following) : { threads: [], readBack: [] };
  const records = recordsOf(deps, pr, decided, pushed, round.threads, notes);
  const replied = round.threads.filter((t) => t.replied).map((t) => t.threadId);
  if (replied.length > 0) {
    const deleted = await keepFirstAnswers(deps, replied, pr.viewer.id, round.readBack);
    if (deleted > 0) notes.push(`Another run answered ${deleted} of these threads at the same time; tend kept the earliest answer in each and deleted the later one.`);
  }
  return { pushed, records, notes, modelStopped, offer, ...following ? { followed: { sent: following, outcome: round.then ?? null } } : {} };
}
__name(handleThreads, "handleThreads");
function recordsOf(deps, pr, decided, pushed, answered, notes) {
  const head = pr.headRefOid;
  const records = [];
  for (const { plan, files } of decided) {
    const outcome = answered.find((t) => t.threadId === plan.threadId);
    if (!outcome || plan.decision === "skip") continue;
    const thread = pr.threads.find((t) => t.id === plan.threadId);
    if (!thread.viewerCanReply) notes.push(`tend may not reply on the thread at ${thread.path}; its decision is only in the tracking comment.`);
    if (plan.leaveOpen !== void 0) {
      notes.push(`tend fixed the thread at ${thread.path} and left it open for a maintainer (${plan.leaveOpen}); resolving it settles it.`);
    } else if (plan.decision !== "escalate" && !thread.viewerCanResolve && !thread.isResolved) {
      notes.push(`tend may not resolve the thread at ${thread.path} (resolving needs contents: write); it was answered and left open.`);
    }
    if (outcome.resolve?.resolved === false) notes.push(`Could not resolve the thread at ${thread.path}: ${outcome.resolve.reason}`);
    records.push({
      id: plan.threadId,
      path: plan.path,
      line: thread.line ?? thread.originalLine,
      author: plan.author?.login ?? "ghost",
      severity: plan.severity,
      decision: plan.decision,
      rationale: deps.redact(plan.rationale),
      commit: plan.decision === "fix" ? files.length > 0 ? pushed : head : null,
      files,
      replied: outcome.replied,
      resolved: outcome.resolve?.resolved === true,
      head,
      ...deps.model ? { llm: deps.model.usageOf(plan.threadId) } : {}
    });
  }
  return records;
}
__name(recordsOf, "recordsOf");
async function keepFirstAnswers(deps, threadIds, selfId, readBack) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const known = attempt === 0 ? readBack.filter((t) => threadIds.includes(t.id)) : [];
      const unread = threadIds.filter((id) => !known.some((t) => t.id === id));
      const threads = unread.length > 0 ? [...known, ...await loadThreadComments(deps.octokit, unread)] : known;
      const later = laterAnswers(threads, selfId);
      for (const id of later) await deleteReviewComment(deps.octokit, deps.repo, id);
      return later.length;
    } catch (error) {
      const status = restFailure(error)?.status;
      if (status !== void 0 && status < 500 || attempt >= 2) throw error;
    }
  }
}
__name(keepFirstAnswers, "keepFirstAnswers");
function withEarlierLink(deps, pr, plan) {
  if (!plan.earlier) return plan;
  const url = reviewCommentUrl(deps.serverUrl, `${deps.repo.owner}/${deps.repo.repo}`, pr.number, plan.earlier.comment);
  return { ...plan, rationale: `${plan.rationale} The earlier decision: ${url}` };
}
__name(withEarlierLink, "withEarlierLink");
function withoutModel(plan, modelConfigured) {
  if (!plan.needsJudgement || modelConfigured) return plan;
  return { ...plan, rationale: "No committable suggestion, and no model is configured (anthropic-api-key), so a human decides." };
}
__name(withoutModel, "withoutModel");
async function applySuggestions(deps, workspace, pr, decided, pathPolicy) {
  const fixes = decided.filter((d) => d.plan.decision === "fix" && d.plan.edit).map((d) => d.plan);
  if (fixes.length === 0) return decided;
  const edits = fixes.map((plan) => ({
    threadId: plan.threadId,
    path: plan.path,
    startLine: plan.edit.outdated ? plan.edit.originalStartLine ?? plan.edit.startLine : plan.edit.startLine,
    endLine: plan.edit.outdated ? plan.edit.originalEndLine ?? plan.edit.endLine : plan.edit.endLine,
    text: plan.edit.text,
    outdated: plan.edit.outdated,
    originalCommitOid: plan.edit.originalCommitOid
  }));
  const patch = await applySuggestionsToWorkspace(workspace, pr.headRefOid, edits, {
    ...pathPolicy,
    maxFiles: deps.settings.maxFiles,
    maxPatchBytes: deps.settings.maxPatchBytes
  });
  const refused2 = new Map(patch.refused.map((r) => [r.threadId, r.reason]));
  return decided.map((d) => {
    if (d.plan.decision !== "fix" || !d.plan.edit) return d;
    const reason = refused2.get(d.plan.threadId);
    if (reason) return escalate(d, `the suggestion could not be applied: ${reason}`);
    return { ...d, files: patch.applied.includes(d.plan.threadId) ? [d.plan.path] : [] };
  });
}
__name(applySuggestions, "applySuggestions");
async function commitAndPush(deps, workspace, pr, fixed) {
  const message = [
    `fix(review): address ${fixed.length} review thread${fixed.length === 1 ? "" : "s"}`,
    "",
    ...fixed.map(({ plan }) => `- ${plan.path}${plan.edit ? `:${plan.edit.startLine}${plan.edit.endLine !== plan.edit.startLine ? `-${plan.edit.endLine}` : ""}` : ""} (${plan.bot ?? plan.author?.login ?? "reviewer"}, ${plan.severity}${plan.edit ? ", suggestion" : ", model patch"})`)
  ].join("\n");
  const paths = [...new Set(fixed.flatMap((d) => d.files))];
  const sha = await workspace.commit(message, paths);
  if (sha === null) return { kind: "failed", message: "nothing to commit: the files already hold these changes" };
  if (deps.settings.commitMethod === "api") {
    const viaApi = await commitThroughApi(deps, workspace, { local: sha, paths, branch: pr.headRefName, expectedHeadOid: pr.headRefOid, message });
    if (viaApi) return viaApi;
  }
  const push = await workspace.pushWithLease({ branch: pr.headRefName, expectedOid: pr.headRefOid });
  if (push.pushed) return { kind: "pushed", sha: push.oid };
  if (push.reason === "stale") return { kind: "stale", message: push.message };
  if (push.reason === "workflows") return { kind: "workflows", sha, message: `the push was refused (workflows): ${push.message}` };
  return { kind: "failed", message: `the push was refused (${push.reason}): ${push.message}`, refused: push.reason === "rejected" || push.reason === "auth" };
}
__name(commitAndPush, "commitAndPush");
async function recommit(deps, workspace, pr, refused2, kept) {
  const files = [...new Set(kept.flatMap((d) => d.files))];
  const contents = /* @__PURE__ */ new Map();
  for (const path of files) contents.set(path, await workspace.readFileAt(refused2, path));
  await workspace.checkout({ oid: pr.headRefOid });
  for (const [path, content] of contents) {
    if (content === null) await workspace.deleteFile(path);
    else await workspace.writeFile(path, content);
  }
  return commitAndPush(deps, workspace, pr, kept);
}
__name(recommit, "recommit");
function escalate(d, rationale) {
  return { plan: { ...d.plan, decision: "escalate", edit: null, rationale, needsJudgement: false }, files: [] };
}
__name(escalate, "escalate");
function refusalLine(message) {
  const remote = message.split("\n").filter((l) => l.startsWith("remote: ")).map((l) => l.slice("remote: ".length).replace(/^error: /, "").trim()).filter(Boolean);
  return clip(remote.length > 0 ? remote.join(" ") : message.split("\n")[0], 300);
}
__name(refusalLine, "refusalLine");
function offerSentence(plan, url, outside) {
  const where = outside ? "as a diff in its body (the change is outside the pull request's diff)" : "as a committable suggestion";
  return `Offered in review ${url}, ${where}: ${plan.rationale} Left open for the author: commit it there, and tend resolves this thread once the change is on the branch.`;
}
__name(offerSentence, "offerSentence");
function answerText(plan, commit, unchanged) {
  if (plan.decision === "fix") {
    return unchanged || !commit ? `The file already matches this. ${plan.rationale}` : `Applied in ${commit}. ${plan.rationale}`;
  }
  if (plan.decision === "ignore") return `Not changed: ${plan.rationale}`;
  return `Left open for a human: ${plan.rationale}`;
}
__name(answerText, "answerText");

// src/ship/run-final-check.ts
import { join as join3 } from "node:path";
var SUBJECT = "final-check";
async function runFinalCheck(deps, pr) {
  const head = pr.headRefOid;
  if (!deps.model) {
    return { record: finalCheckNotRun(head, "no model is configured (anthropic-api-key), so a human reviews the diff and merges"), notes: [] };
  }
  const workspace = await openWorkspace({ dir: join3(deps.workDir, `pr-${pr.number}`), serverUrl: deps.serverUrl, repository: deps.repository, token: deps.token });
  await workspace.cloneOrFetch({ branches: pr.isCrossRepository ? [pr.baseRefName] : [pr.headRefName, pr.baseRefName], depth: 50 });
  await workspace.checkout({ oid: head });
  const diff = await runSafeGit(["diff", "--no-color", "--no-ext-diff", `${pr.baseRefOid}...${head}`], {
    cwd: workspace.dir,
    timeoutMs: 6e4,
    maxOutputBytes: FINAL_CHECK_DIFF_LIMIT + 1
  });
  if (diff.truncated || diff.stdout.length > FINAL_CHECK_DIFF_LIMIT) {
    return { record: finalCheckNotRun(head, `the diff against ${pr.baseRefName} is larger than the ${FINAL_CHECK_DIFF_LIMIT} characters the final check reads, so a human reviews it and merges (or sets final-check: off)`), notes: [] };
  }
  if (diff.exitCode !== 0) {
    return { record: finalCheckNotRun(head, `git could not show the diff against ${pr.baseRefName} (exit ${diff.exitCode}), so a human reviews it and merges`), notes: [] };
  }
  const spent = /* @__PURE__ */ __name(() => deps.model.usageOf(SUBJECT).cost_usd, "spent");
  try {
    const answer = await deps.model.session.structured({
      role: "final-check",
      subject: SUBJECT,
      system: { stable: renderPrompt("final-check", { repository: deps.repository }) },
      messages: finalCheckMessage(pr, diff.stdout, deps.model.trustedAuthorIds),
      schema: FinalCheckAnswerSchema,
      outputTool: { name: "submit_final_check", description: "Submit the blocking findings (often none) of the final check of this pull request." },
      tools: deps.model.tools(workspace.dir)
    });
    const verified = [];
    for (const f of answer.findings) {
      const cited = citedLines(f);
      verified.push(cited !== null && (await checkFileCitation(workspace.dir, head, cited)).result === "verified");
    }
    const record2 = finalCheckRecord(head, answer, verified, spent(), deps.redact);
    const notes = [`The final check (final-check: model) read the diff of ${head.slice(0, 7)} and raised ${record2.findings.length} blocking finding(s)${record2.dropped > 0 ? `; ${record2.dropped} more cited no lines, or lines that are not in the head as quoted, and were dropped` : ""}.`];
    return { record: record2, notes };
  } catch (error) {
    if (error instanceof LlmOutputError || error instanceof BudgetExceededError || error instanceof LlmFinalError || error instanceof LlmUnavailableError) {
      const why = error.message.replace(/\.$/, "");
      return { record: finalCheckNotRun(head, `the model could not finish it (${deps.redact(why)}), so a human reviews the diff and merges`, spent()), notes: [] };
    }
    throw error;
  }
}
__name(runFinalCheck, "runFinalCheck");

// src/ship/resolve-conflicts.ts
import { join as join4 } from "node:path";

// src/git/merge-base-into-head.ts
async function mergeBaseIntoHead(workspace, pr) {
  const heads = await workspace.cloneOrFetch({ branches: pr.isCrossRepository ? [pr.baseRefName] : [pr.headRefName, pr.baseRefName], depth: 0 });
  await workspace.checkout({ oid: pr.headRefOid });
  const baseOid = heads[pr.baseRefName];
  const { conflicted, contained } = await workspace.mergeWithoutCommit(baseOid);
  const conflicts = [];
  for (const path of conflicted) {
    conflicts.push({
      path,
      base: await workspace.mergeStage(1, path),
      ours: await workspace.mergeStage(2, path),
      theirs: await workspace.mergeStage(3, path),
      conflicted: await workspace.readFile(path).catch(() => null)
    });
  }
  return { baseOid, conflicts, contained };
}
__name(mergeBaseIntoHead, "mergeBaseIntoHead");
async function pushMerge(workspace, input) {
  await workspace.commitMerge(input.message, input.paths);
  const push = await workspace.pushWithLease({ branch: input.branch, expectedOid: input.expectedOid });
  if (push.pushed) return { pushed: true, sha: push.oid };
  return { pushed: false, stale: push.reason === "stale", message: push.message };
}
__name(pushMerge, "pushMerge");

// src/ship/conflicts.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var LOCKFILES = ["package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "Cargo.lock", "poetry.lock", "go.sum", "uv.lock", "Gemfile.lock", "composer.lock"];
var MAX_SIDE_BYTES = 24e3;
var MAX_MODEL_FILES = 5;
function generatedPatterns(gitattributes) {
  if (!gitattributes) return [];
  const patterns = [];
  for (const raw of gitattributes.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const [pattern, ...attributes] = line.split(/\s+/);
    if (!pattern) continue;
    for (const attribute of attributes) {
      if (attribute === "linguist-generated" || attribute === "linguist-generated=true") patterns.push(pattern);
      if (attribute === "-linguist-generated" || attribute === "!linguist-generated" || attribute === "linguist-generated=false") {
        const at = patterns.lastIndexOf(pattern);
        if (at >= 0) patterns.splice(at, 1);
      }
    }
  }
  return patterns;
}
__name(generatedPatterns, "generatedPatterns");
function attributeMatches(pattern, path) {
  const anchored = pattern.replace(/^\//, "");
  const options = { dot: true, basename: !pattern.includes("/") };
  return (0, import_picomatch.default)(anchored, options)(path) || (0, import_picomatch.default)(`${anchored.replace(/\/$/, "")}/**`, { dot: true })(path);
}
__name(attributeMatches, "attributeMatches");
function generatedKind(path, policy) {
  const name = path.split("/").at(-1) ?? path;
  if (LOCKFILES.includes(name)) return "a lockfile";
  if (policy.generatedPaths.length > 0 && (0, import_picomatch.default)([...policy.generatedPaths], { dot: true })(path)) return "a generated file (generated-paths)";
  if (policy.linguistGenerated.some((pattern) => attributeMatches(pattern, path))) return "a generated file (linguist-generated in .gitattributes)";
  return null;
}
__name(generatedKind, "generatedKind");
function classifyConflict(sides, policy) {
  const { path } = sides;
  const escalate2 = /* @__PURE__ */ __name((reason) => ({ path, how: "escalate", reason }), "escalate");
  if (!policy.canPush) return escalate2("the pull request comes from a fork, which tend cannot push to");
  const kind = generatedKind(path, policy);
  if (kind) {
    if (policy.regenerateCommand === void 0) return escalate2(`${kind}, and no regenerate-command is configured to rebuild it`);
    return { path, how: "regenerate" };
  }
  if (sides.ours === null || sides.theirs === null) return escalate2(`deleted on one side and changed on the other`);
  if ([sides.base, sides.ours, sides.theirs].some((side) => side !== null && side.includes("\0"))) return escalate2("a binary file");
  const refused2 = pathRefusal(path, policy.pathPolicy);
  if (refused2) return escalate2(refused2);
  if (!policy.model) return escalate2("no model is configured (anthropic-api-key) to resolve it");
  const largest = Math.max(...[sides.base, sides.ours, sides.theirs].map((side) => Buffer.byteLength(side ?? "", "utf8")));
  if (largest > MAX_SIDE_BYTES) return escalate2(`too large for the model (${largest} bytes on one side; at most ${MAX_SIDE_BYTES})`);
  return { path, how: "model" };
}
__name(classifyConflict, "classifyConflict");
function planConflicts(files, policy) {
  let handling = files.map((sides) => classifyConflict(sides, policy));
  const forModel = handling.filter((h) => h.how === "model").length;
  const most = Math.min(MAX_MODEL_FILES, policy.maxFiles ?? MAX_MODEL_FILES);
  if (forModel > most) {
    handling = handling.map((h) => h.how === "model" ? { path: h.path, how: "escalate", reason: `one of ${forModel} conflicted files for the model; at most ${most} in one merge (max-files caps it too)` } : h);
  }
  return { go: files.length > 0 && handling.every((h) => h.how !== "escalate"), handling };
}
__name(planConflicts, "planConflicts");
var CONFLICT_MARKER = /^(<{7}|\|{7}|={7}|>{7})(\s|$)/m;
function hasConflictMarkers(text) {
  return CONFLICT_MARKER.test(text);
}
__name(hasConflictMarkers, "hasConflictMarkers");
function resolutionRefusal(sides, resolved) {
  if (hasConflictMarkers(resolved)) return "the resolution still holds conflict markers";
  const sources = [sides.base, sides.ours, sides.theirs].filter((s) => s !== null);
  if (containsCredential(resolved) && !sources.some(containsCredential)) return "the resolution adds a credential-shaped string";
  const hidden = introducedHiddenCharacter(sources.join("\n"), resolved);
  if (hidden) return `the resolution adds ${hidden}`;
  const allowed = sources.reduce((sum, s) => sum + Buffer.byteLength(s, "utf8"), 0);
  if (Buffer.byteLength(resolved, "utf8") > allowed) return "the resolution is larger than its sides together";
  if (resolved.trim() === "" && sources.some((s) => s.trim() !== "")) return "the resolution is empty";
  return null;
}
__name(resolutionRefusal, "resolutionRefusal");
function escalationReason(handling, why) {
  const files = handling.map((h) => h.how === "escalate" ? `${h.path} (${h.reason})` : h.path);
  const because = why ? `${why}; ` : "";
  return `the pull request has merge conflicts tend did not resolve: ${because}${files.length} conflicted file(s): ${files.join(", ")}; merge the base branch into the head by hand, and tend goes on from the new head`;
}
__name(escalationReason, "escalationReason");

// src/ship/resolve-conflicts.ts
var ResolutionSchema = strictObject({
  decision: _enum(["resolve", "decline"]),
  content: string().max(2e5).optional().describe("The whole file after the merge, without conflict markers (decision resolve)"),
  explanation: string().min(1).max(500).describe("One sentence: how the conflict was resolved, or why it was declined")
});
async function resolveConflicts(deps, pr) {
  const workspace = await openWorkspace({
    dir: join4(deps.workDir, `pr-${pr.number}`),
    serverUrl: deps.serverUrl,
    repository: `${deps.repo.owner}/${deps.repo.repo}`,
    token: deps.settings.pushToken ?? deps.settings.githubToken
  });
  const attempt = await mergeBaseIntoHead(workspace, pr);
  const notes = [];
  const paths = attempt.conflicts.map((c) => c.path);
  const escalate2 = /* @__PURE__ */ __name((handling, why) => ({ kind: "escalated", reason: deps.redact(escalationReason(handling, why)), files: paths, notes }), "escalate");
  const message = /* @__PURE__ */ __name((resolved) => `Merge branch '${pr.baseRefName}' into ${pr.headRefName}

${resolved}`, "message");
  const push = /* @__PURE__ */ __name(async (text, files) => {
    const pushed = await pushMerge(workspace, { message: text, paths: files, branch: pr.headRefName, expectedOid: pr.headRefOid });
    if (pushed.pushed) return { kind: "pushed", sha: pushed.sha, files, notes };
    if (pushed.stale) return { kind: "stale", notes: [...notes, `The head of #${pr.number} moved while tend merged its base; nothing was pushed, and tend decides again on the new head.`] };
    return escalate2(attempt.conflicts.map((c) => ({ path: c.path, how: "escalate", reason: "resolved, but not pushed" })), `the merge could not be pushed: ${pushed.message}`);
  }, "push");
  if (attempt.contained) {
    return { kind: "escalated", reason: `GitHub reports merge conflicts, but the head already contains ${pr.baseRefName}'s tip ${attempt.baseOid.slice(0, 7)}: nothing for tend to merge; update the branch or ask again with /tend ship once GitHub shows it mergeable`, files: [], notes };
  }
  if (attempt.conflicts.length === 0) {
    if (pr.isCrossRepository) return { kind: "escalated", reason: "the pull request has merge conflicts, and it comes from a fork, which tend cannot push to: the author merges the base branch in", files: [], notes };
    return push(message("No conflicts."), []);
  }
  const plan = planConflicts(attempt.conflicts, {
    regenerateCommand: deps.settings.regenerateCommand,
    generatedPaths: deps.settings.generatedPaths,
    linguistGenerated: generatedPatterns(await workspace.readFileAt(attempt.baseOid, ".gitattributes").catch(() => null)),
    model: deps.model !== null,
    canPush: !pr.isCrossRepository,
    maxFiles: deps.settings.maxFiles,
    pathPolicy: { allowedPaths: deps.settings.allowedPaths, allowProtectedPaths: deps.settings.allowProtectedPaths, canPushWorkflows: pushTokenMayChangeWorkflows(deps.settings, pr.viewer) }
  });
  if (!plan.go) return escalate2(plan.handling);
  const validated = /* @__PURE__ */ new Map();
  for (const handling of plan.handling.filter((h) => h.how === "model")) {
    const sides = attempt.conflicts.find((c) => c.path === handling.path);
    const resolved = await askModel(deps, sides, `${deps.repo.owner}/${deps.repo.repo}`);
    if (!resolved.ok) return escalate2(plan.handling, `${handling.path}: ${resolved.reason}`);
    const refused2 = resolutionRefusal(sides, resolved.content);
    if (refused2) return escalate2(plan.handling, `${handling.path}: the model's resolution was refused: ${refused2}`);
    if (!await written(workspace, handling.path, resolved.content)) return escalate2(plan.handling, `${handling.path}: tend does not write through a symlink`);
    validated.set(handling.path, resolved.content);
    notes.push(`Resolved the merge conflict in ${handling.path} with the model: ${deps.redact(resolved.explanation)}`);
  }
  const regenerated = plan.handling.filter((h) => h.how === "regenerate").map((h) => h.path);
  if (regenerated.length > 0) {
    for (const path of regenerated) {
      const theirs = attempt.conflicts.find((c) => c.path === path).theirs;
      if (theirs !== null && !await written(workspace, path, theirs)) return escalate2(plan.handling, `${path}: tend does not write through a symlink`);
    }
    const ran = await runVerifyCommand(deps.settings.regenerateCommand, workspace.dir);
    if (!ran.passed) return escalate2(plan.handling, `regenerate-command ${failure(ran)}:

\`\`\`
${deps.redact(ran.tail)}
\`\`\``);
    await putBack2(workspace, validated);
    for (const path of regenerated) {
      const content = await workspace.readFile(path).catch(() => null);
      if (content === null || resolutionRefusal({ path, base: null, ours: null, theirs: null, conflicted: null }, content) === "the resolution still holds conflict markers") {
        return escalate2(plan.handling, `regenerate-command left ${path} ${content === null ? "missing" : "with conflict markers"}`);
      }
      validated.set(path, content);
    }
    notes.push(`Regenerated ${regenerated.join(", ")} with regenerate-command.`);
  }
  const verifyCommand = deps.settings.verifyCommand;
  if (verifyCommand) {
    const verified = await runVerifyCommand(verifyCommand, workspace.dir);
    await putBack2(workspace, validated);
    if (!verified.passed) return escalate2(plan.handling, `verify-command ${failure(verified)} on the resolved merge:

\`\`\`
${deps.redact(verified.tail)}
\`\`\``);
  }
  const how = plan.handling.map((h) => `- ${h.path}: ${h.how === "regenerate" ? "regenerated (regenerate-command)" : "resolved by the model"}`);
  return push(message(`Resolved ${plan.handling.length} conflicted file(s):
${how.join("\n")}`), [...validated.keys()]);
}
__name(resolveConflicts, "resolveConflicts");
function conflictMessage(sides) {
  const side = /* @__PURE__ */ __name((tag, text) => dataSection(tag, text ?? "(no file on this side)"), "side");
  return [side("path", sides.path), side("merge_base", sides.base), side("ours", sides.ours), side("theirs", sides.theirs), side("conflicted", sides.conflicted)].join("\n\n");
}
__name(conflictMessage, "conflictMessage");
async function askModel(deps, sides, repository) {
  const messages = conflictMessage(sides);
  try {
    const answer = await deps.model.session.structured({
      role: "resolve-conflict",
      subject: `conflict:${sides.path}`,
      system: { stable: renderPrompt("resolve-conflict", { repository }) },
      messages,
      schema: ResolutionSchema,
      outputTool: { name: "submit_resolution", description: "Submit the whole resolved file, or decline." }
    });
    if (answer.decision === "decline" || answer.content === void 0) return { ok: false, reason: `the model declined: ${answer.explanation}` };
    return { ok: true, content: answer.content, explanation: answer.explanation };
  } catch (error) {
    if (error instanceof LlmOutputError || error instanceof BudgetExceededError || error instanceof LlmFinalError || error instanceof LlmUnavailableError) {
      return { ok: false, reason: `the model gave no usable resolution (${error.message})` };
    }
    throw error;
  }
}
__name(askModel, "askModel");
function failure(result) {
  return result.timedOut ? "timed out" : result.tampered.length > 0 ? "changed git's own files" : `exited ${result.exitCode}`;
}
__name(failure, "failure");
async function written(workspace, path, content) {
  try {
    await workspace.writeFile(path, content);
    return true;
  } catch (error) {
    if (error instanceof PathEscapeError) return false;
    throw error;
  }
}
__name(written, "written");
async function putBack2(workspace, files) {
  for (const [path, content] of files) {
    await workspace.deleteFile(path);
    await workspace.writeFile(path, content);
  }
}
__name(putBack2, "putBack");

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
function knownWritersOf(known) {
  return known && hasWriteAccess(known.permission) ? /* @__PURE__ */ new Map([[known.id, true]]) : /* @__PURE__ */ new Map();
}
__name(knownWritersOf, "knownWritersOf");
function writeAccessOf(known) {
  const writers = /* @__PURE__ */ new Set();
  const nonWriters = /* @__PURE__ */ new Set();
  for (const [id, writes] of known) (writes ? writers : nonWriters).add(id);
  return { writers, nonWriters };
}
__name(writeAccessOf, "writeAccessOf");

// src/ship/run-ship.ts
import { join as join5 } from "node:path";

// src/ship/awaits.ts
function lastReviewerOn(pr, head, bots) {
  let last = null;
  for (const review of pr.reviews) {
    if (review.commitOid !== head || review.author === null || review.submittedAt === null) continue;
    const bot = bots.find((b) => isBot(review.author, [b]));
    if (bot && (last === null || review.submittedAt >= last.at)) last = { bot, at: review.submittedAt };
  }
  return last?.bot ?? null;
}
__name(lastReviewerOn, "lastReviewerOn");
function awaitsOnPush(pr, bots) {
  const bot = lastReviewerOn(pr, pr.headRefOid, bots);
  return bot === null || !reviewsAsItsSlug(bot) ? null : awaitsLabel(bot.login);
}
__name(awaitsOnPush, "awaitsOnPush");
function reviewsAsItsSlug(bot) {
  return bot.login.toLowerCase() === `${bot.appSlug.toLowerCase()}[bot]`;
}
__name(reviewsAsItsSlug, "reviewsAsItsSlug");
function awaitsOnFirstHead(awaiting, recent, prNumber) {
  const bot = awaiting.length < 2 ? null : lastOnRecentPulls(awaiting, recent, prNumber);
  return bot === null || !reviewsAsItsSlug(bot) ? null : awaitsLabel(bot.login);
}
__name(awaitsOnFirstHead, "awaitsOnFirstHead");
function lastOnRecentPulls(awaiting, recent, prNumber) {
  for (const pull of recent?.pulls ?? []) {
    if (pull.number === prNumber) continue;
    const reviewers = (pull.botReviewers ?? []).flatMap((id) => awaiting.filter((b) => b.id === id));
    if (new Set(reviewers).size < awaiting.length) continue;
    return reviewers.at(-1);
  }
  return null;
}
__name(lastOnRecentPulls, "lastOnRecentPulls");
function awaitsToDrop(labels, awaiting) {
  return labels.filter((label) => skipsReviews(label) && !(awaiting ?? []).some((bot) => awaitsLabelOf(label, bot.login)));
}
__name(awaitsToDrop, "awaitsToDrop");
function awaitsToDropOnPush(labels, awaiting, put) {
  return put === null ? awaitsToDrop(labels, awaiting) : labels.filter((label) => skipsReviews(label) && label !== put);
}
__name(awaitsToDropOnPush, "awaitsToDropOnPush");

// src/ship/run-ship.ts
var MAX_STEPS = 12;
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
async function runShip(deps, number2, initial, persisted, cutoff, preloaded = null, glance = false) {
  const policy = { ...shipPolicy(deps.settings, deps.ownWorkflow), modelFixesCi: deps.model !== null };
  const writers = new Map(deps.knownWriters ?? []);
  const answered = [];
  const notes = [];
  let state = initial;
  let snapshot = null;
  let unread = preloaded;
  let pollMs = deps.pollMs ?? 1e4;
  let rereadsLeft = MERGEABILITY_REREADS;
  let recentReviewers = null;
  let saved = persisted === null ? "" : JSON.stringify(persisted);
  let savedShape = persistedShape(persisted);
  const remember = /* @__PURE__ */ __name((written2) => {
    saved = JSON.stringify(written2);
    savedShape = persistedShape(written2);
  }, "remember");
  const save = /* @__PURE__ */ __name(async (next) => {
    state = next;
    if (JSON.stringify(next) !== saved) {
      await deps.save(next);
      remember(next);
    }
  }, "save");
  const onlyReworded = /* @__PURE__ */ __name((next) => saved !== "" && persistedShape(next) === savedShape, "onlyReworded");
  let stopped = false;
  let endsRun = false;
  let labelRemoved = false;
  let droppedAwaits = false;
  let awaitsPush = null;
  const told = /* @__PURE__ */ new Set();
  const read = /* @__PURE__ */ __name(async () => {
    snapshot = unread ?? keepFirstReadDeletionFacts(snapshot, await loadPullSnapshot(deps.octokit, deps.repo, number2));
    unread = null;
    for (const objection of reviewObjections(snapshot.reviews, { reviewBots: [...policy.reviewBots, ...policy.requiredReviewBots] }).reported) {
      if (told.has(objection.reviewNodeId)) continue;
      told.add(objection.reviewNodeId);
      notes.push(`${describeObjection(objection)}; it does not block the merge (${objection.notBlocking}): only a request for changes by someone with write access does.`);
    }
    const writerIds = await learnWriters(deps.octokit, deps.repo, snapshot, writers, deps.model !== null);
    return { snapshot, policy, now: deps.now(), writers: writerIds, nonWriters: writeAccessOf(writers).nonWriters, cutoff, recentReviewers, mergeabilityRereadsLeft: rereadsLeft };
  }, "read");
  let glanced = glance && preloaded !== null;
  const turn = /* @__PURE__ */ __name(async (next, ctx) => {
    const action = next.action;
    if (glanced) {
      glanced = false;
      if (action.kind !== "wait" && action.kind !== "stop") return { state, end: false, counted: false };
    }
    deps.log(`ship #${number2}: ${next.state.status} \u2192 ${action.kind}${"reason" in action ? `: ${action.reason}` : ""}`);
    if (action.kind === "wait" || action.kind === "stop") {
      const reworded = action.kind === "wait" && onlyReworded(next.state);
      if (next.awaiting && !reworded) await awaitsWithCreation(next.awaiting, ctx);
      const drop = awaitsToDrop(ctx.snapshot.labels, next.awaiting);
      if (drop.length > 0 && !droppedAwaits) {
        droppedAwaits = true;
        const again = await dropAwaits(reworded ? null : next.state, ctx.snapshot, drop);
        state = next.state;
        if (again) return { state, end: false };
      } else if (reworded) state = next.state;
      else await save(next.state);
      if (action.kind === "stop" || deps.settings.waitMode !== "poll") return { state, end: true };
      await deps.sleep(pollMs);
      pollMs = Math.min(3e4, Math.round(pollMs * 1.5));
      return { state, end: false, counted: false };
    }
    if (action.kind === "reread-mergeability") {
      state = next.state;
      rereadsLeft -= 1;
      await deps.sleep(deps.mergeabilityRereadMs ?? MERGEABILITY_REREAD_MS);
      return { state, end: false, counted: false };
    }
    state = next.state;
    try {
      await act(action, ctx.snapshot, ctx.writers);
    } catch (error) {
      await save(state).catch(() => void 0);
      throw error;
    }
    return { state, end: stopped || endsRun };
  }, "turn");
  await driveShip({ start: state, maxSteps: MAX_STEPS, context: read, act: turn });
  return { state, threads: answered, notes, snapshot, labelRemoved };
  async function awaitsWithCreation(awaiting, ctx) {
    if (deps.settings.waitMode === "poll" || !deps.awaitsLabelId || !deps.createsComment?.()) return;
    if (ctx.snapshot.labels.some((l) => skipsReviews(l))) return;
    const name = awaitsOnFirstHead(awaiting, ctx.recentReviewers ?? null, number2);
    const id = name === null ? null : await deps.awaitsLabelId(name);
    if (name !== null && id !== null) deps.labelWithCreation?.(id, name);
  }
  __name(awaitsWithCreation, "awaitsWithCreation");
  async function dropAwaits(next, pr, drop) {
    const changed = next !== null && JSON.stringify(next) !== saved;
    const outcome = deps.unlabel ? await deps.unlabel(changed ? next : null, pr, drop) : null;
    if (outcome === null) {
      if (changed) await save(next);
      for (const label of drop) await removeLabel(deps.octokit, deps.repo, number2, label);
      notes.push(`Took ${drop.join(", ")} off: tend no longer waits for that bot on ${pr.headRefOid.slice(0, 7)}.`);
      return true;
    }
    if (changed) remember(next);
    if (!outcome.removed) {
      notes.push(`Could not take ${drop.join(", ")} off; the next run that writes tries again.`);
      return false;
    }
    const unseen = outcome.reviewIds.filter((id) => !pr.reviews.some((r) => r.id === id));
    if (unseen.length > 0) notes.push(`A review came in while ${drop.join(", ")} was on (it started no job): read the pull request again.`);
    return unseen.length > 0;
  }
  __name(dropAwaits, "dropAwaits");
  async function askBots(plans, pr) {
    for (const plan of plans) {
      if (plan.ask.how !== "request-review") continue;
      const outcome = await requestReview(deps.octokit, deps.repo, number2, plan.ask.login);
      notes.push(outcome.requested ? `Asked ${plan.bot.name} to review ${plan.head.slice(0, 7)} (a review request).` : `Could not ask ${plan.bot.name} to review ${plan.head.slice(0, 7)}: ${deps.redact(outcome.message)}`);
    }
    const byComment = commentAsks(plans);
    const asked = afterAskAgain(state, plans, { policy, now: deps.now() });
    const toPost = byComment.length > 0 ? await askByCommentThenSave(byComment, plans, pr, asked) : [];
    if (toPost === null) return;
    await postAsks(toPost, pr);
    await save(asked);
  }
  __name(askBots, "askBots");
  async function postAsks(plans, pr) {
    for (const plan of plans) {
      await postComment(deps.octokit, deps.repo, { kind: "pull_request", number: number2 }, askComment(plan), { selfId: pr.viewer.id, marker: askMarker(plan.bot, plan.head) });
      notes.push(askedNote(plan));
    }
  }
  __name(postAsks, "postAsks");
  function askedNote(plan) {
    return `Asked ${plan.bot.name} to review ${plan.head.slice(0, 7)} (a comment).`;
  }
  __name(askedNote, "askedNote");
  async function askByCommentThenSave(comments, all, pr, asked) {
    if (!deps.commentThenSave || JSON.stringify(asked) === saved) return comments;
    const before = state;
    let outcome;
    try {
      outcome = await deps.commentThenSave(asked, pr.id, comments.map((plan) => askComment(plan)));
    } catch (error) {
      const status = error.status;
      if (status !== void 0 && status < 500) throw error;
      return asksNotLanded(comments, pr);
    }
    if (outcome === null) return comments;
    if (outcome.updateRefused === null) {
      state = asked;
      remember(asked);
    }
    await settleAsks(comments, all, before, asked, outcome);
    return null;
  }
  __name(askByCommentThenSave, "askByCommentThenSave");
  async function asksNotLanded(comments, pr) {
    const listed = await commentStore(deps.octokit, deps.repo).list({ kind: "pull_request", number: number2 });
    const landed = /* @__PURE__ */ __name((plan) => listed.some((c) => isOwnWith(c, pr.viewer.id, askMarker(plan.bot, plan.head))), "landed");
    for (const plan of comments.filter(landed)) notes.push(askedNote(plan));
    return comments.filter((plan) => !landed(plan));
  }
  __name(asksNotLanded, "asksNotLanded");
  async function settleAsks(comments, all, before, asked, outcome) {
    const refused2 = comments.flatMap((plan, i) => outcome.refused[i] === null ? [] : [{ plan, message: outcome.refused[i] }]);
    comments.forEach((plan, i) => outcome.refused[i] === null && notes.push(askedNote(plan)));
    if (refused2.length === 0) return save(asked);
    await save(afterAskAgain(before, all.filter((p) => !refused2.some((r) => r.plan.bot.id === p.bot.id)), { policy, now: deps.now() }));
    const bots = refused2.map((r) => r.plan.bot.name).join(", ");
    throw new Error(`GitHub refused the comment asking ${bots} to review ${refused2[0].plan.head.slice(0, 7)}: ${deps.redact(refused2[0].message)}`);
  }
  __name(settleAsks, "settleAsks");
  function followAnswers(expected, snapshot2, writerIds) {
    if (!deps.trackingWrite || expected.modelStopped) return null;
    const now = deps.now();
    const threaded = withDecisionsRemembered(afterThreads(state, expected, { policy, now }), snapshot2, writerIds);
    const plans = expected.pushed && threaded.status === "awaiting-reviews" ? planAskAgain({ asks: policy.askAgain ?? [], pr: { ...snapshot2, headRefOid: expected.pushed }, ship: threaded.ship }) : [];
    const asks = commentAsks(plans);
    if (asks.length < plans.length) return null;
    const final = asks.length > 0 ? afterAskAgain(threaded, asks, { policy, now }) : threaded;
    if (JSON.stringify(final) === saved) return null;
    const write = deps.trackingWrite(final);
    if (!write) return null;
    const awaits = expected.pushed && final.status === "awaiting-reviews" ? awaitsPush : null;
    const stale = expected.pushed ? awaitsToDropOnPush(snapshot2.labels, awaitedAfterPush(final), awaits?.name ?? null).flatMap((l) => snapshot2.labelIds?.[l] ?? []) : [];
    const add = awaits !== null && !snapshot2.labels.includes(awaits.name) ? [awaits.id] : [];
    const labels = add.length + stale.length > 0 ? { labelableId: snapshot2.id, add, remove: stale } : null;
    return { now, asks, expected: final, written: write.written, then: { subjectId: snapshot2.id, comments: asks.map((plan) => askComment(plan)), update: { id: write.id, body: write.body }, ...labels ? { labels } : {} } };
  }
  __name(followAnswers, "followAnswers");
  async function settleFollowed(followed, outcome, threaded, pr) {
    const asked = followed.asks.length > 0 ? afterAskAgain(threaded, followed.asks, { policy, now: followed.now }) : threaded;
    state = threaded;
    if (outcome === null) {
      await postAsks(followed.asks.length > 0 ? await asksNotLanded(followed.asks, pr) : [], pr);
      return save(asked);
    }
    if (outcome.updateRefused === null) {
      followed.written();
      remember(followed.expected);
    }
    await settleAsks(followed.asks, followed.asks, threaded, asked, outcome);
  }
  __name(settleFollowed, "settleFollowed");
  function awaitedAfterPush(after) {
    return after.status === "awaiting-reviews" ? policy.reviewBots : [];
  }
  __name(awaitedAfterPush, "awaitedAfterPush");
  async function saveAfterPush(pushed, pr, put = null) {
    const drop = awaitsToDropOnPush(pr.labels, awaitedAfterPush(state), put);
    if (drop.length === 0 || droppedAwaits) return save(state);
    droppedAwaits = true;
    await dropAwaits(state, { ...pr, headRefOid: pushed }, drop);
  }
  __name(saveAfterPush, "saveAfterPush");
  async function afterPush(pushed, snapshot2, asked = false) {
    if (state.status === "awaiting-reviews" && !asked) {
      const plans = planAskAgain({ asks: policy.askAgain ?? [], pr: { ...snapshot2, headRefOid: pushed }, ship: state.ship });
      if (plans.length > 0) await askBots(plans, { ...snapshot2, headRefOid: pushed });
    }
    if (policy.reviewBots.length > 0 && deps.settings.waitMode !== "poll" && state.status === "awaiting-reviews") endsRun = true;
    if (!policy.pushStartsCi) {
      notes.push(`tend pushed ${pushed.slice(0, 7)} with GITHUB_TOKEN: GitHub starts no workflow runs for that push, so CI will not run on it unless push-token (a GitHub App token or PAT) or dispatch-workflows is set.`);
    }
    for (const workflow of deps.settings.dispatchWorkflows) {
      const dispatched = await dispatchWorkflow(deps.octokit, deps.repo, workflow, snapshot2.headRefName);
      notes.push(dispatched.dispatched ? `dispatched ${workflow} on ${snapshot2.headRefName}` : `could not dispatch ${workflow}: ${dispatched.message}`);
    }
  }
  __name(afterPush, "afterPush");
  async function act(action, snapshot2, writerIds) {
    if (action.kind === "handle-threads") {
      const trustedAuthorIds = /* @__PURE__ */ new Set([...policy.reviewBots.map((b) => b.id), ...writerIds]);
      const model = deps.model ? { ...deps.model, trustedAuthorIds } : null;
      const follow = { answers: null };
      const awaitsName = deps.settings.waitMode !== "poll" && deps.awaitsLabelId ? awaitsOnPush(snapshot2, policy.reviewBots) : null;
      const awaitsId = awaitsName === null ? null : await deps.awaitsLabelId(awaitsName);
      awaitsPush = awaitsName !== null && awaitsId !== null ? { name: awaitsName, id: awaitsId } : null;
      const outcome = await handleThreads({ ...deps, model }, snapshot2, action.plans, (expected) => {
        follow.answers = followAnswers(expected, snapshot2, writerIds);
        return follow.answers?.then ?? null;
      });
      answered.push(...outcome.records);
      notes.push(...outcome.notes);
      const now = follow.answers?.now ?? deps.now();
      const threaded = withDecisionsRemembered(afterThreads(state, outcome, { policy, now }), snapshot2, writerIds);
      if (follow.answers && outcome.followed) {
        await settleFollowed(follow.answers, outcome.followed.outcome, threaded, snapshot2);
        if (outcome.pushed) await afterPush(outcome.pushed, snapshot2, true);
        await save(state);
        return;
      }
      if (outcome.pushed && !outcome.modelStopped) {
        if (awaitsPush !== null && !snapshot2.labels.includes(awaitsPush.name)) deps.labelWithCreation?.(awaitsPush.id, awaitsPush.name);
        state = threaded;
        await afterPush(outcome.pushed, snapshot2);
        await saveAfterPush(outcome.pushed, snapshot2, awaitsPush?.name ?? null);
        return;
      }
      await save(threaded);
      if (outcome.modelStopped) {
        await save(transition(state, { status: "blocked", reason: `the model stopped: ${outcome.modelStopped.replace(/\.$/, "")}`, at: deps.now().toISOString() }));
        stopped = true;
      }
      return;
    }
    if (action.kind === "resolve-conflicts") {
      const outcome = await resolveConflicts(deps, snapshot2);
      notes.push(...outcome.notes);
      state = afterConflicts(state, outcome, { now: deps.now(), reviewWindowMinutes: policy.reviewWindowMinutes });
      if (outcome.kind === "pushed") await afterPush(outcome.sha, snapshot2);
      await (outcome.kind === "pushed" ? saveAfterPush(outcome.sha, snapshot2) : save(state));
      return;
    }
    if (action.kind === "final-check") {
      const trustedAuthorIds = /* @__PURE__ */ new Set([...policy.reviewBots.map((b) => b.id), ...writerIds]);
      const checked = await runFinalCheck(
        { serverUrl: deps.serverUrl, repository: `${deps.repo.owner}/${deps.repo.repo}`, token: deps.settings.pushToken ?? deps.settings.githubToken, workDir: deps.workDir, model: deps.model ? { ...deps.model, trustedAuthorIds } : null, redact: deps.redact },
        snapshot2
      );
      notes.push(...checked.notes);
      await save(afterFinalCheck(state, checked.record));
      return;
    }
    if (action.kind === "read-rules") {
      unread = { ...snapshot2, rulesetChecks: await loadRulesetChecks(deps.octokit, deps.repo, action.branch) };
      return;
    }
    if (action.kind === "read-waiting-runs") {
      unread = { ...snapshot2, runsAwaitingApproval: await countRunsAwaitingApproval(deps.octokit, deps.repo, action.sha) };
      return;
    }
    if (action.kind === "read-ci-failure") {
      unread = { ...snapshot2, ciFailures: await readCiFailures(deps.octokit, deps.repo, action.sha, action.checks, deps.redact) };
      return;
    }
    if (action.kind === "settle-offers") {
      const settled = await settleOffersOnHead(deps, snapshot2, state.ship?.offers ?? []);
      notes.push(...settled.notes);
      await save(afterSettledOffers(state, settled));
      return;
    }
    if (action.kind === "red-ci") {
      const { outcome, notes: said2 } = await actOnRedCi(deps, snapshot2, action.plan);
      notes.push(...said2);
      state = afterRedCi(state, action.plan, outcome, { now: deps.now(), reviewWindowMinutes: policy.reviewWindowMinutes });
      if (outcome.kind === "summarised") stopped = true;
      if (outcome.kind === "pushed") await afterPush(outcome.sha, snapshot2);
      await (outcome.kind === "pushed" ? saveAfterPush(outcome.sha, snapshot2) : save(state));
      return;
    }
    if (action.kind === "learn-review-bots") {
      recentReviewers = deps.recentReviewers?.() ?? await loadRecentReviewers(deps.octokit, deps.repo);
      unread = snapshot2;
      return;
    }
    if (action.kind === "ask-again") {
      await askBots(action.plans, snapshot2);
      unread = snapshot2;
      return;
    }
    if (action.kind === "update-branch" || action.kind === "ask-author-to-update") {
      const done = await performBehind(deps, action, snapshot2, state);
      notes.push(...done.notes);
      await save(done.state);
      return;
    }
    if (action.kind === "answer-review-bodies") {
      const records = [];
      for (const plan of action.plans) {
        const text = deps.redact(renderReviewBodyAnswer(plan));
        const markerAt = text.lastIndexOf(REVIEW_BODY_MARKER);
        const body = truncate(text.slice(0, markerAt), COMMENT_LIMIT, text.slice(markerAt));
        const { kept: kept2, deleted: deleted2 } = await postBodyAnswer(snapshot2, plan.reviewId, body);
        if (deleted2 > 0) notes.push(`Another run answered review ${plan.reviewId} at the same time; tend kept the earliest answer and deleted ${deleted2} later one(s).`);
        records.push(reviewBodyRecord(plan, kept2, deps.now().toISOString(), deps.redact));
        notes.push(`Answered ${plan.findings.length + plan.unreadable} finding(s) ${plan.bot} left in the body of review ${plan.reviewId}, outside threads, in one comment.`);
      }
      await save(afterReviewBodies(state, records));
      unread = snapshot2;
      return;
    }
    if (action.kind === "merge") {
      const outcome = await mergePull(deps.octokit, deps.repo, { number: number2, sha: action.sha, method: action.method });
      const after = afterMerge(state, outcome, { policy, now: deps.now() });
      if (!outcome.merged) return save(after);
      state = after;
      unread = { ...snapshot2, state: "MERGED" };
      return;
    }
    if (action.kind === "disable-auto-merge") {
      await disableAutoMerge(deps.octokit, snapshot2.id);
      notes.push("Turned GitHub auto-merge off: a request for changes by someone with write access stands, and GitHub would merge past it.");
      unread = { ...snapshot2, autoMergeEnabled: false };
      return;
    }
    if (action.kind === "wake-for-mergeability") {
      notes.push(await wakeSweep());
      await save(afterMergeabilityWake(state, action));
      endsRun = true;
      return;
    }
    if (action.kind === "reread-mergeability") return;
    if (action.kind === "enable-auto-merge") {
      const outcome = await enableAutoMerge(deps.octokit, snapshot2.id, action.method, { expectedHeadOid: snapshot2.headRefOid });
      await save(afterAutoMerge(state, outcome, { now: deps.now() }));
      return;
    }
    const kept = branchKeptReason(action.branch, await loadBranchDeletionFacts(deps.octokit, deps.repo, action.branch, snapshot2.deletionFacts));
    if (kept) notes.push(`The head branch ${action.branch} was kept: ${kept}.`);
    const deleted = kept ? afterKeepBranch(state, kept) : afterDeleteBranch(state);
    const finished = deps.finish ? await deps.finish(deleted, kept ? { ...snapshot2, headRefId: null } : snapshot2) : null;
    if (finished) {
      state = deleted;
      remember(deleted);
      labelRemoved = finished.labelRemoved;
      notes.push(...finished.notes);
      if (!kept && !finished.branchDeleted) {
        await save({ ...deleted, ship: { ...deleted.ship, branchDeleted: false } });
        throw new Error(finished.notes.join(" ") || `the branch ${action.branch} was not deleted`);
      }
      unread = finished.labelRemoved ? { ...snapshot2, labels: snapshot2.labels.filter((l) => !skipsReviews(l)) } : snapshot2;
      return;
    }
    if (!kept) await deleteBranch(deps.octokit, deps.repo, action.branch);
    await save(deleted);
    unread = snapshot2;
  }
  __name(act, "act");
  async function wakeSweep() {
    const file = deps.settings.sweepWorkflow;
    const later = "the next schedule sweep or event merges it once GitHub has computed it";
    if (!file || deps.settings.dryRun) return `GitHub is still computing whether #${number2} can merge; ${later}.`;
    const dispatched = await dispatchWorkflow(deps.octokit, deps.repo, file, deps.defaultBranch ?? "main");
    return dispatched.dispatched ? `GitHub is still computing whether #${number2} can merge: dispatched ${file} to come back once it has.` : `GitHub is still computing whether #${number2} can merge; could not dispatch ${file} (${deps.redact(dispatched.message)}): ${later}.`;
  }
  __name(wakeSweep, "wakeSweep");
  async function postBodyAnswer(pr, reviewId, body) {
    const store = commentStore(deps.octokit, deps.repo);
    let listed = null;
    let postError = null;
    try {
      listed = await createCommentAndList(deps.octokit, pr.id, body);
    } catch (error) {
      postError = error;
    }
    const { kept, later } = bodyAnswers(listed ?? await store.list({ kind: "pull_request", number: number2 }), pr.viewer.id, reviewId);
    if (kept === null) throw postError ?? new Error(`the answer to review ${reviewId} was posted but cannot be found`);
    for (const id of later) await store.remove(id);
    return { kept, deleted: later.length };
  }
  __name(postBodyAnswer, "postBodyAnswer");
}
__name(runShip, "runShip");
function persistedShape(state) {
  if (state === null) return "";
  const { reason: _reason, updatedAt: _updatedAt, ...rest } = state;
  return JSON.stringify(rest);
}
__name(persistedShape, "persistedShape");
async function settleOffersOnHead(deps, pr, offers) {
  const workspace = await openWorkspace({
    dir: join5(deps.workDir, `pr-${pr.number}`),
    serverUrl: deps.serverUrl,
    repository: `${deps.repo.owner}/${deps.repo.repo}`,
    token: deps.settings.pushToken ?? deps.settings.githubToken
  });
  await workspace.cloneOrFetch({ branches: [pr.baseRefName], depth: 50 });
  return settleOffers(deps, workspace, pr, offers);
}
__name(settleOffersOnHead, "settleOffersOnHead");

// src/ship/sweep-due.ts
function sweepDue(state, seen, now, reviewBots) {
  const ship = state.ship;
  if (!ship) return { due: true, why: `${state.status} has no ship state yet` };
  const at = now.toISOString();
  if (state.status !== "awaiting-reviews" && state.status !== "awaiting-checks") return { due: true, why: `${state.status} is not a wait` };
  if (seen.headRefOid !== null && seen.headRefOid !== ship.head) return { due: true, why: "the head moved" };
  if (state.status === "awaiting-reviews") {
    if (ship.reviewDeadline !== null && at >= ship.reviewDeadline) return { due: true, why: "the review window has closed" };
    const reviewed = /* @__PURE__ */ __name((bot) => seen.headReviewers.some((r) => isBot({ login: "", id: r.id, type: r.type }, [bot])), "reviewed");
    const notInstalled = new Set(ship.notInstalledBots?.ids ?? []);
    if (reviewBots.filter((bot) => !notInstalled.has(bot.id)).every(reviewed)) return { due: true, why: "every expected review bot has reviewed the head" };
    return { due: false, why: `waiting for reviews until ${ship.reviewDeadline}` };
  }
  if (ship.mergeabilityWake && ship.mergeabilityWake.head === ship.head) return { due: true, why: "GitHub was computing mergeability: read it again" };
  if (ship.checksDeadline !== null && at >= ship.checksDeadline) return { due: true, why: "the checks deadline has passed" };
  if (seen.checksState !== null && seen.checksState !== "PENDING" && seen.checksState !== "EXPECTED") return { due: true, why: `checks are ${seen.checksState.toLowerCase()}` };
  return { due: false, why: `waiting for checks until ${ship.checksDeadline}` };
}
__name(sweepDue, "sweepDue");

// src/ship/auto-label.ts
function labelAdders(labels, events) {
  return labels.map((label) => {
    const last = events.filter((e) => e.label.toLowerCase() === label.toLowerCase()).at(-1);
    return { label, actor: last?.actor ?? null };
  });
}
__name(labelAdders, "labelAdders");
function autoLabelRefusal(configPath, refused2) {
  return `ship.auto in ${configPath} did not start ship: the label '${refused2.label}' ${refused2.why}; a label that starts work counts as a command by whoever added it. Nothing was shipped: a writer's \`/tend ship\` (or the label added by a writer) starts it`;
}
__name(autoLabelRefusal, "autoLabelRefusal");

// src/ship/handler.ts
var shipWorkflow = {
  handle: /* @__PURE__ */ __name((services, request) => {
    if (request.target.kind !== "pull_request") return Promise.reject(new Error("ship needs a pull request"));
    return advanceShip(services, request);
  }, "handle")
};
function threadsSection(threads) {
  return threads.length > 0 ? [`### Review threads

${threadTable(threads)}`] : [];
}
__name(threadsSection, "threadsSection");
function isShipWorkflow(state) {
  return state.workflow === "ship" || state.workflow === "fix";
}
__name(isShipWorkflow, "isShipWorkflow");
function shipHolds(state, target) {
  return isShipWorkflow(state) && target.kind === "pull_request" && !isShipTerminal(state.status);
}
__name(shipHolds, "shipHolds");
function sweepVerdict(state, target, seen, now, settings) {
  return state && shipHolds(state, target) ? sweepDue(state, seen, now, settings.reviewBots) : { due: true, why: "" };
}
__name(sweepVerdict, "sweepVerdict");
async function advanceShip(services, request) {
  const { target, tracking, state, store } = request;
  const known = request.snapshot ?? await services.reads.takePull(target.number);
  const glance = known ? null : services.reads.takeGlance(target.number);
  const preloaded = known ?? glance;
  const writer = trackingWriter(store, target, services.selfId, tracking, (state2) => services.redact(renderTrackingBody(state2, services.env.runUrl)));
  const trackingWrite = /* @__PURE__ */ __name((next) => {
    const comment = writer.comment;
    if (!comment?.nodeId || tracking.duplicates.length > 0) return null;
    const body = writer.render(next);
    return { id: comment.nodeId, body, written: /* @__PURE__ */ __name(() => writer.written(body), "written") };
  }, "trackingWrite");
  const result = await runShip(
    {
      octokit: services.octokit,
      repo: services.repo,
      settings: services.settings,
      serverUrl: services.env.serverUrl,
      workDir: join6(services.env.runnerTemp, "tend", "work"),
      now: services.env.now,
      log: services.log,
      save: /* @__PURE__ */ __name(async (state2) => {
        await writer.save(state2);
      }, "save"),
      sleep: /* @__PURE__ */ __name((ms) => new Promise((resolve) => setTimeout(resolve, ms)), "sleep"),
      pollMs: services.env.pollMs,
      mergeabilityRereadMs: services.env.mergeabilityRereadMs,
      model: services.model?.deps ?? null,
      redact: services.redact,
      ownWorkflow: services.env.workflow ?? null,
      ...services.defaultBranch !== void 0 ? { defaultBranch: services.defaultBranch } : {},
      recentReviewers: /* @__PURE__ */ __name(() => services.reads.takeRecentReviewers(), "recentReviewers"),
      knownWriters: knownWritersOf(services.reads.actorPermission),
      commentThenSave: /* @__PURE__ */ __name(async (next, pullId, comments) => {
        const write = trackingWrite(next);
        if (!write) return null;
        const outcome = await postCommentsThenUpdate(services.octokit, pullId, comments, write);
        if (outcome.updateRefused === null) write.written();
        return outcome;
      }, "commentThenSave"),
      trackingWrite,
      awaitsLabelId: /* @__PURE__ */ __name(async (name) => {
        try {
          return await awaitsLabelId(services.octokit, services.repo, name, services.reads.awaitsLabels());
        } catch (error) {
          services.log(`ship #${target.number}: no ${name} label: ${services.redact(error.message)}`);
          return null;
        }
      }, "awaitsLabelId"),
      labelWithCreation: /* @__PURE__ */ __name((id, name) => !writer.comment && services.reads.labelOnCreate(target.number, id, name), "labelWithCreation"),
      createsComment: /* @__PURE__ */ __name(() => !writer.comment, "createsComment"),
      unlabel: /* @__PURE__ */ __name(async (next, pr, labels) => {
        const ids = labels.map((l) => pr.labelIds?.[l]).filter((id) => id !== void 0);
        const write = next === null ? null : trackingWrite(next);
        if (ids.length < labels.length || next !== null && write === null) return null;
        const outcome = await saveAndUnlabel(services.octokit, { comment: write ? { id: write.id, body: write.body } : null, labelableId: pr.id, labelIds: ids });
        write?.written();
        return outcome;
      }, "unlabel"),
      finish: /* @__PURE__ */ __name(async (final, pr) => {
        const comment = writer.comment;
        if (!comment?.nodeId || pr.headRefId === void 0 || tracking.duplicates.length > 0) return null;
        const body = writer.render(final);
        const labelId = pr.labelIds?.[ACTIVE_LABEL];
        const awaitsIds = awaitsToDrop(pr.labels, void 0).flatMap((l) => pr.labelIds?.[l] ?? []);
        const outcome = await finishMerged(services.octokit, {
          refId: pr.headRefId,
          comment: { id: comment.nodeId, body },
          label: labelId ? { labelableId: pr.id, labelId, ...awaitsIds.length > 0 ? { alsoIds: awaitsIds } : {} } : null,
          warmBase: pr.baseRefName
        });
        writer.written(body);
        return outcome;
      }, "finish")
    },
    target.number,
    state,
    tracking.state,
    // Text written after the command was given is not part of what it asked for.
    commandTime(services, request),
    preloaded,
    glance !== null
  );
  if (isShipTerminal(result.state.status) && !result.labelRemoved) await removeLabel(services.octokit, services.repo, target.number, ACTIVE_LABEL);
  const ship = result.state.ship;
  return {
    workflow: result.state.workflow ?? "ship",
    target,
    state: result.state.status,
    reason: capitalise(result.state.reason) + ".",
    route: { action: "advance", detail: "" },
    decisions: [{ target, decision: result.state.status, why: result.state.reason }],
    merged: result.state.status === "merged" && ship?.merge?.merged === true,
    trackingCommentId: writer.commentId,
    threads: result.threads,
    merge: ship?.merge ?? null,
    head: ship?.head ?? null,
    notes: result.notes,
    summary: threadsSection(result.threads)
  };
}
__name(advanceShip, "advanceShip");
var AUTO_REFUSED = "auto-refused";
async function autoShipRequest(services, target) {
  const auto = services.settings.shipAuto;
  const pr = await services.reads.takePull(target.number) ?? await loadPullSnapshot(services.octokit, services.repo, target.number);
  if (pr.state !== "OPEN" || pr.isDraft) return { state: null, snapshot: null };
  const labelled = auto.labels.filter((l) => pr.labels.includes(l));
  const matches = (auto.labels.length === 0 || labelled.length > 0) && (auto.baseBranches.length === 0 || auto.baseBranches.includes(pr.baseRefName)) && // Last: a person named by login is looked up (and bound to its account) only when all else matches.
  (auto.authors.length === 0 || await autoAuthorMatches({ ...services, configPath: services.settings.configPath, now: services.env.now }, auto.authors, pr.author, target.number));
  if (!matches) {
    const bare = pr.author?.type === "Bot" ? auto.authors.find((a) => "login" in a && a.login.toLowerCase() === pr.author.login.toLowerCase()) : void 0;
    if (bare) services.log(`ship.auto: '${bare.name}' in ${services.settings.configPath} names a person; the author of #${target.number} is the bot ${pr.author.login}[bot], which is matched by id: write ${pr.author.login}[bot]:${pr.author.id}.`);
    return { state: null, snapshot: null };
  }
  const at = services.env.now().toISOString();
  let because = "";
  if (labelled.length > 0) {
    const vouched = await labelVouched(services, target, labelled);
    if (!vouched.allowed) {
      const reason = autoLabelRefusal(services.settings.configPath, vouched);
      return { refused: transition(initialState(target, at), { status: AUTO_REFUSED, workflow: null, reason, at }) };
    }
    because = ` (the label '${vouched.label}' ${vouched.why})`;
  }
  await addLabels(services.octokit, services.repo, target.number, [ACTIVE_LABEL]);
  return {
    state: transition(initialState(target, at), { status: "requested", workflow: "ship", reason: `ship.auto in ${services.settings.configPath} matches this pull request${because}`, at }),
    snapshot: { ...pr, labels: [.../* @__PURE__ */ new Set([...pr.labels, ACTIVE_LABEL])] }
  };
}
__name(autoShipRequest, "autoShipRequest");
async function labelVouched(services, target, labels) {
  const adders = labelAdders(labels, await loadLabelEvents(services.octokit, services.repo, target.number));
  const access = { octokit: services.octokit, repo: services.repo, trustedBots: services.settings.trustedBots };
  let first = null;
  for (const { label, actor } of adders) {
    const decision = actor ? await steeringDecision(access, actor) : { allowed: false, why: "" };
    const who2 = actor ? actor.type === "Bot" ? `${actor.login} (a bot)` : `@${actor.login}` : "";
    const result = { allowed: decision.allowed, label, why: actor ? `was added by ${who2}: ${decision.why}` : "was added by no account tend can check (its labeled event is not among the newest, or its account is gone)" };
    if (decision.allowed) return result;
    first ??= result;
  }
  return first;
}
__name(labelVouched, "labelVouched");

export {
  isShipTerminal,
  shipWorkflow,
  threadsSection,
  shipHolds,
  sweepVerdict,
  AUTO_REFUSED,
  autoShipRequest
};
