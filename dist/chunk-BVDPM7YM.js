import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  CHAT_LABEL
} from "./chunk-ISMYWSFW.js";
import {
  GITHUB_ACTIONS_BOT
} from "./chunk-PSBXGJWC.js";
import {
  AccountSchema
} from "./chunk-GIQH7MDF.js";
import {
  endsWithOwnMarker
} from "./chunk-UGMHMVMQ.js";
import {
  ACTIVE_LABEL,
  HOLD_LABEL,
  LEARNINGS_LABEL,
  LOGINS_LABEL,
  awaitedLogin
} from "./chunk-QRLKW63P.js";
import {
  REGISTRY
} from "./chunk-2E2DVOZW.js";
import {
  RouteError
} from "./chunk-B5NACFDK.js";
import {
  array,
  boolean,
  lazy,
  looseObject,
  number,
  record,
  string,
  unknown
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/route/events.ts
var account = AccountSchema;
var label = lazy(() => looseObject({ name: string() }));
var repositoryShape = /* @__PURE__ */ __name(() => ({
  name: string(),
  full_name: string(),
  owner: looseObject({ login: string() }),
  default_branch: string().optional()
}), "repositoryShape");
var repository = lazy(() => looseObject(repositoryShape()));
var prRef = lazy(() => looseObject({ number: number() }));
var issue = lazy(
  () => looseObject({
    number: number(),
    title: string(),
    body: string().nullable().optional(),
    user: account,
    labels: array(label).optional(),
    pull_request: looseObject({}).optional(),
    state: string().optional()
  })
);
var pullRequest = lazy(
  () => looseObject({
    number: number(),
    title: string(),
    user: account,
    draft: boolean().optional(),
    state: string(),
    // `head.repo` is the repository the head lives in: a fork's, or null once the fork is deleted.
    head: looseObject({ sha: string(), ref: string(), repo: looseObject({ full_name: string() }).nullable().optional() }),
    base: looseObject({ ref: string() }),
    labels: array(label).optional()
  })
);
var EventSchemas = {
  issue_comment: lazy(
    () => looseObject({
      action: string(),
      issue,
      comment: looseObject({ id: number(), body: string(), user: account, created_at: string() }),
      repository,
      sender: account
    })
  ),
  issues: lazy(() => looseObject({ action: string(), issue, label: label.optional(), repository, sender: account })),
  pull_request: lazy(
    () => looseObject({
      action: string(),
      number: number(),
      pull_request: pullRequest,
      label: label.optional(),
      repository,
      sender: account
    })
  ),
  pull_request_review: lazy(
    () => looseObject({
      action: string(),
      review: looseObject({ id: number(), user: account.nullable(), state: string() }),
      pull_request: pullRequest,
      repository,
      sender: account
    })
  ),
  pull_request_review_comment: lazy(
    () => looseObject({
      action: string(),
      comment: looseObject({ id: number(), body: string(), user: account }),
      pull_request: pullRequest,
      repository,
      sender: account
    })
  ),
  // A thread resolved or unresolved: what ship waits on when it left a thread for a person.
  pull_request_review_thread: lazy(
    () => looseObject({
      action: string(),
      pull_request: pullRequest,
      repository,
      sender: account
    })
  ),
  check_suite: lazy(
    () => looseObject({
      action: string(),
      check_suite: looseObject({ head_sha: string(), status: string().nullable(), pull_requests: array(prRef) }),
      repository,
      sender: account
    })
  ),
  check_run: lazy(
    () => looseObject({
      action: string(),
      check_run: looseObject({ head_sha: string(), name: string(), status: string(), pull_requests: array(prRef) }),
      repository,
      sender: account
    })
  ),
  status: lazy(() => looseObject({ sha: string(), state: string(), context: string(), repository, sender: account })),
  // CI on GitHub Actions wakes tend only through this event: check_run / check_suite never start a
  // workflow for suites Actions made (GitHub rule T1). `pull_requests` is empty for fork heads and
  // may name pull requests of other repositories whose head matches, hence the base repository id.
  workflow_run: lazy(
    () => looseObject({
      action: string(),
      workflow_run: looseObject({
        name: string().nullable(),
        head_sha: string().regex(/^[0-9a-f]{40}$/, "expected a 40-character commit SHA"),
        conclusion: string().nullable(),
        pull_requests: array(looseObject({ number: number(), base: looseObject({ repo: looseObject({ id: number() }) }) }).nullable())
      }),
      repository: looseObject({ ...repositoryShape(), id: number() }),
      sender: account
    })
  ),
  // GitHub sends only the cron expression: the repository comes from GITHUB_REPOSITORY.
  schedule: lazy(() => looseObject({ schedule: string().optional() })),
  repository_dispatch: lazy(
    () => looseObject({
      action: string(),
      client_payload: record(string(), unknown()).nullable().optional(),
      repository,
      sender: account
    })
  ),
  workflow_dispatch: lazy(
    () => looseObject({
      inputs: record(string(), unknown()).nullable().optional(),
      ref: string().optional(),
      repository,
      sender: account
    })
  )
};

// src/route/verbs.ts
var VERBS = Object.fromEntries(
  Object.keys(REGISTRY).filter((name) => REGISTRY[name].verb !== null).map((name) => [name, { targets: REGISTRY[name].targets, summary: REGISTRY[name].summary }])
);
var LABEL_PREFIX = "tend:";
function isVerb(word) {
  return Object.hasOwn(VERBS, word);
}
__name(isVerb, "isVerb");
function parseCommand(body) {
  const firstLine = body.trimStart().split(/\r?\n/, 1)[0] ?? "";
  const match = /^\/tend(?:\s+(\S+))?(?:\s+(.*))?$/i.exec(firstLine.trim());
  if (!match) return null;
  return { word: (match[1] ?? "").toLowerCase(), args: (match[2] ?? "").trim() };
}
__name(parseCommand, "parseCommand");
function verbFromLabel(label2) {
  const name = label2.trim().toLowerCase();
  if (name === HOLD_LABEL) return "stop";
  if (!name.startsWith(LABEL_PREFIX)) return null;
  const found = Object.keys(VERBS).find((verb) => REGISTRY[verb].label === name);
  return found ?? null;
}
__name(verbFromLabel, "verbFromLabel");

// src/route/decide.ts
var CHAT_WATCH = "chat-watch";
var HANDLED_EVENTS = [
  "issue_comment",
  "issues",
  "pull_request",
  "pull_request_review",
  "pull_request_review_comment",
  "pull_request_review_thread",
  "check_suite",
  "check_run",
  "status",
  "workflow_run",
  "schedule",
  "repository_dispatch",
  "workflow_dispatch"
];
function isHandledEvent(name) {
  return HANDLED_EVENTS.includes(name);
}
__name(isHandledEvent, "isHandledEvent");
var CHAT_TIER2_COMMAND = "chat-investigate";
function routeEvent(eventName, event, options) {
  if (!isHandledEvent(eventName)) return { action: "skip", reason: unhandled(eventName), notice: true };
  if (isForkPullRequestEvent(eventName, event)) return { action: "skip", reason: FORK_READ_ONLY, notice: true };
  switch (eventName) {
    case "issue_comment":
      return routeComment(event);
    case "issues":
      return routeIssues(event, options);
    case "pull_request":
      return routePullRequest(event, options);
    case "pull_request_review": {
      const e = event;
      const awaited = awaitedElsewhere(e);
      if (awaited) return skip(`review ${e.action} by ${e.review.user?.login ?? "a deleted account"}: tend waits for ${awaited} to review (its tend:awaits label)`);
      return advance([pr(e.pull_request.number)], `review ${e.action} by ${e.review.user?.login ?? "a deleted account"}`);
    }
    case "pull_request_review_comment": {
      const e = event;
      if (endsWithOwnMarker(e.comment.body, null)) return skip("this is tend's own review comment");
      return advance([pr(e.pull_request.number)], `review comment ${e.action} by ${e.comment.user.login}`);
    }
    case "pull_request_review_thread": {
      const e = event;
      return advance([pr(e.pull_request.number)], `review thread ${e.action} by ${e.sender.login}`);
    }
    case "check_suite": {
      const e = event;
      if (e.action !== "completed") return skip(`check suite ${e.action}; tend waits for completed suites`);
      return checkEvent(e.check_suite.pull_requests, e.check_suite.head_sha, "check suite completed");
    }
    case "check_run": {
      const e = event;
      if (e.action !== "completed") return skip(`check run '${e.check_run.name}' ${e.action}; tend waits for completed runs`);
      return checkEvent(e.check_run.pull_requests, e.check_run.head_sha, `check run '${e.check_run.name}' completed`);
    }
    case "status": {
      const e = event;
      if (e.state === "pending") return skip(`status '${e.context}' is pending`);
      return { action: "advance-commit", sha: e.sha, cause: `status '${e.context}' is ${e.state}` };
    }
    case "workflow_run":
      return routeWorkflowRun(event, options);
    case "schedule": {
      const cause = `schedule ${event.schedule ?? ""}`.trim();
      if (options.command?.trim().toLowerCase() === CHAT_WATCH) return { action: "chat-watch", cause };
      return { action: "sweep", cause };
    }
    case "repository_dispatch":
      return routeRepositoryDispatch(event);
    case "workflow_dispatch":
      return routeWorkflowDispatch(event, options);
  }
}
__name(routeEvent, "routeEvent");
function routeComment(e) {
  const target = { kind: e.issue.pull_request ? "pull_request" : "issue", number: e.issue.number };
  if (endsWithOwnMarker(e.comment.body, null)) return skip("this is tend's own comment");
  if (e.action !== "created") return skip(`comment ${e.action}; only new comments carry commands`);
  const command = parseCommand(e.comment.body);
  if (!command) {
    if (target.kind === "pull_request" && e.comment.user.type === "Bot") {
      return advance([target], `comment by review bot ${e.comment.user.login}`);
    }
    if (target.kind === "issue" && e.comment.user.type !== "Bot" && (e.issue.labels ?? []).some((l) => l.name === CHAT_LABEL)) {
      return { action: "chat-context", number: target.number, comment: { id: e.comment.id, body: e.comment.body, author: e.comment.user, at: e.comment.created_at } };
    }
    return skip("the comment is not a /tend command");
  }
  if (isOwnAccount(e.comment.user)) return skip("this is tend's own comment");
  if (command.word === "") return skip(`'/tend' needs a verb: ${Object.keys(VERBS).join(", ")}`);
  const steering = { actor: e.comment.user, via: "comment", commentId: e.comment.id, at: e.comment.created_at };
  if (!isVerb(command.word)) return { action: "intent", text: `${command.word} ${command.args}`.trim(), target, steering };
  return commandRoute(command.word, target, steering, command.args);
}
__name(routeComment, "routeComment");
function routeIssues(e, _options) {
  if (e.action === "unlabeled" && e.label) return labelRemoved({ kind: "issue", number: e.issue.number }, e.label.name, e.sender);
  if (e.action !== "labeled" || !e.label) return skip(`issue ${e.action}; tend acts on tend:<verb> labels`);
  const verb = verbFromLabel(e.label.name);
  if (!verb) return skip(`label '${e.label.name}' is not a tend label`);
  return commandRoute(verb, { kind: "issue", number: e.issue.number }, { actor: e.sender, via: "label" }, "");
}
__name(routeIssues, "routeIssues");
function routePullRequest(e, _options) {
  const target = pr(e.pull_request.number);
  if (e.action === "unlabeled" && e.label) return labelRemoved(target, e.label.name, e.sender);
  if (e.action === "labeled") {
    if (!e.label) throw new RouteError("The pull_request event payload is malformed: 'label': expected object.");
    const verb = verbFromLabel(e.label.name);
    if (!verb) return skip(`label '${e.label.name}' is not a tend label`);
    return commandRoute(verb, target, { actor: e.sender, via: "label" }, "");
  }
  if (["opened", "reopened", "synchronize", "ready_for_review", "edited", "closed"].includes(e.action)) {
    return advance([target], `pull request ${e.action}`);
  }
  return skip(`pull request ${e.action} needs nothing from tend`);
}
__name(routePullRequest, "routePullRequest");
function checkEvent(pulls, sha, cause) {
  if (pulls.length === 0) return { action: "advance-commit", sha, cause };
  return advance(pulls.map((p) => pr(p.number)), cause);
}
__name(checkEvent, "checkEvent");
function routeWorkflowRun(e, options) {
  const run = e.workflow_run;
  const name = run.name ?? "a workflow";
  if (e.action !== "completed") return skip(`workflow run '${name}' ${e.action}; tend waits for completed runs`);
  if (options.workflow !== void 0 && run.name === options.workflow) return skip(`workflow run '${name}' is tend's own workflow`);
  const pulls = run.pull_requests.filter((p) => p !== null && p.base.repo.id === e.repository.id);
  return checkEvent(pulls, run.head_sha, `workflow run '${name}' completed (${run.conclusion ?? "no conclusion"})`);
}
__name(routeWorkflowRun, "routeWorkflowRun");
function routeRepositoryDispatch(e) {
  const payload = e.client_payload ?? {};
  if (e.action === "tend-chat") return { action: "chat", clientPayload: payload, sender: e.sender };
  if (!e.action.startsWith("tend-")) return skip(`repository_dispatch '${e.action}' is not for tend`);
  const word = e.action.slice("tend-".length);
  if (!isVerb(word)) return skip(`repository_dispatch '${e.action}' names no verb tend knows`);
  const target = dispatchTarget(word, payload.number, payload.kind, `client_payload.number of repository_dispatch '${e.action}'`);
  return commandRoute(word, target, { actor: e.sender, via: "repository_dispatch" }, "");
}
__name(routeRepositoryDispatch, "routeRepositoryDispatch");
function routeWorkflowDispatch(e, options) {
  const inputs = e.inputs ?? {};
  const word = (options.command ?? stringOrUndefined(inputs.command))?.toLowerCase();
  if (!word || word === "sweep") return { action: "sweep", cause: "workflow_dispatch" };
  if (word === CHAT_WATCH) return { action: "chat-watch", cause: "workflow_dispatch" };
  if (word === CHAT_TIER2_COMMAND) {
    const raw = options.number ?? inputs.number;
    const number2 = typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : typeof raw === "number" ? raw : NaN;
    if (!Number.isInteger(number2) || number2 < 1) throw new RouteError(`the 'number' input must be the chat thread's issue number for '${CHAT_TIER2_COMMAND}', got ${JSON.stringify(raw ?? null)}.`);
    return { action: "chat-tier2", number: number2, sender: e.sender };
  }
  if (!isVerb(word)) {
    throw new RouteError(`workflow_dispatch command '${word}' is not a verb tend knows; expected one of: sweep, ${CHAT_WATCH}, ${Object.keys(VERBS).join(", ")}.`);
  }
  const target = dispatchTarget(word, options.number ?? inputs.number, inputs.kind, "the 'number' input");
  return commandRoute(word, target, { actor: e.sender, via: "workflow_dispatch" }, "");
}
__name(routeWorkflowDispatch, "routeWorkflowDispatch");
function dispatchTarget(verb, rawNumber, rawKind, what) {
  const number2 = typeof rawNumber === "number" ? rawNumber : typeof rawNumber === "string" && /^\d+$/.test(rawNumber.trim()) ? Number(rawNumber) : NaN;
  if (!Number.isInteger(number2) || number2 < 1) {
    throw new RouteError(`${what} must be an issue or pull request number for '${verb}', got ${JSON.stringify(rawNumber ?? null)}.`);
  }
  const targets = VERBS[verb].targets;
  const kind = rawKind === "issue" || rawKind === "pull_request" ? rawKind : targets[0];
  return { kind, number: number2 };
}
__name(dispatchTarget, "dispatchTarget");
function commandRoute(verb, target, steering, args) {
  const targets = VERBS[verb].targets;
  if (!targets.includes(target.kind)) {
    const noun = target.kind === "issue" ? "an issue" : "a pull request";
    return skip(`'${verb}' does not apply to ${noun} (#${target.number}); it takes ${targets.map((t) => t === "issue" ? "issues" : "pull requests").join(" or ")}`);
  }
  return { action: "command", verb, target, steering, args };
}
__name(commandRoute, "commandRoute");
var OWN_LABELS = [ACTIVE_LABEL, LEARNINGS_LABEL, LOGINS_LABEL];
function labelRemoved(target, label2, sender) {
  if (!OWN_LABELS.includes(label2)) return skip(`label '${label2}' removed; tend looks only at its own labels (${OWN_LABELS.join(", ")})`);
  if (isOwnAccount(sender)) return skip(`tend itself removed '${label2}'`);
  return { action: "label-removed", target, label: label2, sender };
}
__name(labelRemoved, "labelRemoved");
function awaitedElsewhere(e) {
  if (e.action !== "submitted" || e.review.state.toLowerCase() === "changes_requested") return null;
  const awaited = (e.pull_request.labels ?? []).flatMap((l) => {
    const login = awaitedLogin(l.name);
    return login === null ? [] : [login];
  });
  if (awaited.length === 0) return null;
  const author = e.review.user?.login.toLowerCase();
  return awaited.some((login) => login.toLowerCase() === author) ? null : awaited.join(", ");
}
__name(awaitedElsewhere, "awaitedElsewhere");
function isOwnAccount(account2) {
  return account2.type === "Bot" && account2.id === GITHUB_ACTIONS_BOT.id;
}
__name(isOwnAccount, "isOwnAccount");
function pr(number2) {
  return { kind: "pull_request", number: number2 };
}
__name(pr, "pr");
function advance(targets, cause) {
  return { action: "advance", targets, cause };
}
__name(advance, "advance");
var FORK_READ_ONLY = "read-only token on a fork's pull request event: tend does nothing here; comments, the schedule and workflow_run carry on";
var FORK_READ_ONLY_EVENTS = ["pull_request", "pull_request_review", "pull_request_review_comment", "pull_request_review_thread"];
function unhandled(eventName) {
  const why = eventName === "merge_group" ? "a merge queue runs your CI, not tend (GitHub merges the group once its required checks pass)" : `tend does not act on ${eventName} events`;
  return `${why}; drop it from the workflow's on: (tend acts on ${HANDLED_EVENTS.join(", ")})`;
}
__name(unhandled, "unhandled");
function isForkPullRequestEvent(eventName, event) {
  if (!FORK_READ_ONLY_EVENTS.includes(eventName)) return false;
  const e = event;
  const head = e.pull_request.head.repo;
  if (head === void 0) return false;
  return head === null || head.full_name.toLowerCase() !== e.repository.full_name.toLowerCase();
}
__name(isForkPullRequestEvent, "isForkPullRequestEvent");
function skip(reason) {
  return { action: "skip", reason };
}
__name(skip, "skip");
function stringOrUndefined(value) {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : void 0;
}
__name(stringOrUndefined, "stringOrUndefined");

// src/route/route.ts
function route(eventName, payload, options) {
  return routeEvent(eventName, isHandledEvent(eventName) ? validate(eventName, payload) : payload, options);
}
__name(route, "route");
function validate(eventName, payload) {
  const schema = EventSchemas[eventName];
  const parsed = schema.safeParse(payload, { jitless: true });
  if (parsed.success) return parsed.data;
  const issue2 = parsed.error.issues[0];
  const where = issue2.path.length > 0 ? `'${issue2.path.join(".")}'` : "the payload";
  const expected = issue2.code === "invalid_type" ? `expected ${issue2.expected}` : issue2.message;
  throw new RouteError(`The ${eventName} event payload is malformed: ${where}: ${expected}.`);
}
__name(validate, "validate");

export {
  VERBS,
  isVerb,
  parseCommand,
  isOwnAccount,
  route
};
