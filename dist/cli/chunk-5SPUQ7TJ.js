import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  strictObject,
  string
} from "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/registry/workflows.ts
var REGISTRY = {
  ship: {
    kind: "workflow",
    label: "tend:ship",
    verb: "ship",
    targets: ["pull_request"],
    prerequisite: "none",
    artifact: "tracking comment (threads, checks, merge)",
    handler: "ship",
    summary: "take the pull request to merged"
  },
  fix: {
    kind: "workflow",
    label: "tend:fix",
    verb: "fix",
    targets: ["pull_request"],
    prerequisite: "none",
    artifact: "tracking comment (threads answered, fixes pushed)",
    // One pass of ship without the merge: the same machine in fix mode.
    handler: "ship",
    summary: "one pass over the review threads, no merge"
  },
  triage: {
    kind: "workflow",
    label: "tend:triage",
    verb: "triage",
    targets: ["issue"],
    prerequisite: "none",
    artifact: "TRIAGE.md + TRIAGE_VERDICT.json",
    handler: "triage",
    summary: "decide whether the issue is actionable, with evidence"
  },
  review: {
    kind: "workflow",
    label: "tend:review",
    verb: "review",
    targets: ["pull_request"],
    prerequisite: "none",
    artifact: "REVIEW.md",
    handler: "review",
    summary: "read the diff in full and post verified findings as one review"
  },
  plan: {
    kind: "workflow",
    label: "tend:plan",
    verb: "plan",
    targets: ["issue"],
    prerequisite: "triaged",
    artifact: "PLAN.md",
    handler: "plan",
    summary: "write an implementation plan for a triaged issue"
  },
  implement: {
    kind: "workflow",
    label: "tend:implement",
    verb: "implement",
    targets: ["issue"],
    prerequisite: "planned",
    artifact: "IMPLEMENT.md + a pull request from tend/issue-N",
    handler: "implement",
    summary: "open a pull request that carries out the plan (never merges)"
  },
  chat: {
    kind: "workflow",
    // Marks the issue that holds a chat thread awaiting approval; never a request to start one.
    label: null,
    verb: null,
    targets: ["issue"],
    prerequisite: "none",
    artifact: "chat thread issue with the drafted reply",
    handler: "chat",
    summary: "investigate a chat question and draft a reply for approval (repository_dispatch tend-chat)"
  },
  status: {
    kind: "control",
    label: "tend:status",
    verb: "status",
    targets: ["issue", "pull_request"],
    prerequisite: "none",
    artifact: "a reply comment",
    handler: "status",
    summary: "answer with the current state"
  },
  stop: {
    kind: "control",
    label: "tend:stop",
    verb: "stop",
    targets: ["issue", "pull_request"],
    prerequisite: "none",
    artifact: "tracking comment (stopped)",
    handler: "stop",
    summary: "stop working on this target"
  },
  approve: {
    kind: "control",
    label: "tend:approve",
    verb: "approve",
    targets: ["issue"],
    prerequisite: "chat-draft",
    artifact: "the approved reply, posted to the chat",
    handler: "chat-decision",
    summary: "approve a drafted chat reply"
  },
  reject: {
    kind: "control",
    label: "tend:reject",
    verb: "reject",
    targets: ["issue"],
    prerequisite: "chat-draft",
    artifact: "tracking comment (rejected)",
    handler: "chat-decision",
    summary: "reject a drafted chat reply"
  },
  // The learnings verbs act on the repository's learnings, not on the target they are given on: they
  // hold no target (control), and a label cannot carry a directive or a number (verbs only).
  remember: {
    kind: "control",
    label: null,
    verb: "remember",
    targets: ["issue", "pull_request"],
    prerequisite: "none",
    artifact: "a learning on the tend:learnings issue, and a reply comment",
    handler: "learnings",
    summary: "record a review-policy directive as a learning (`/tend remember [paths: GLOB] [for: review|ship|triage] <directive>`)"
  },
  learnings: {
    kind: "control",
    label: null,
    verb: "learnings",
    targets: ["issue", "pull_request"],
    prerequisite: "none",
    artifact: "a reply comment listing the learnings",
    handler: "learnings",
    summary: "list the learnings tend applies"
  },
  forget: {
    kind: "control",
    label: null,
    verb: "forget",
    targets: ["issue", "pull_request"],
    prerequisite: "none",
    artifact: "the learning marked forgotten, and a reply comment",
    handler: "learnings",
    summary: "remove learning N (`/tend forget N`)"
  }
};

// src/store/target-state.ts
var STATE_VERSION = 1;
var HISTORY_LIMIT = 20;
var HANDLED_LIMIT = 50;
var THREAD_RECORDS_LIMIT = 1e3;
var verb = _enum(Object.keys(REGISTRY));
var ThreadRecordSchema = strictObject({
  id: string(),
  path: string(),
  line: number().nullable(),
  author: string(),
  severity: _enum(["critical", "major", "minor", "nitpick", "unknown"]),
  decision: _enum(["fix", "ignore", "escalate"]),
  rationale: string(),
  /** The commit that applied the fix. */
  commit: string().nullable(),
  /** Files the fix changed. */
  files: array(string()),
  replied: boolean(),
  resolved: boolean(),
  /** The head the decision was made on. */
  head: string(),
  /** What the model spent on this thread, when it was asked. */
  llm: strictObject({ input_tokens: number(), output_tokens: number(), cost_usd: number() }).optional()
});
var SettledSchema = strictObject({
  threads: number().int().min(0),
  fixed: number().int().min(0),
  ignored: number().int().min(0),
  escalated: number().int().min(0),
  /** Of those, how many the model judged, and what it spent on them. */
  judged: number().int().min(0),
  tokens: number().min(0),
  costUsd: number().min(0)
});
var ReviewBodyRecordSchema = strictObject({
  /** The review's node id. */
  review: string(),
  bot: string(),
  /** The commit the review was on. */
  commit: string().nullable(),
  /** The id of tend's answering comment; null when it could not be posted. */
  comment: number().nullable(),
  answeredAt: string(),
  findings: array(
    strictObject({
      path: string(),
      startLine: number().int(),
      endLine: number().int(),
      severity: _enum(["critical", "major", "minor", "nitpick", "unknown"]),
      decision: _enum(["ignore", "escalate"]),
      rationale: string()
    })
  ).max(100),
  /** Findings the section announced but tend could not read: they count as escalated. */
  unreadable: number().int().min(0)
});
var ShipStateSchema = strictObject({
  mode: _enum(["ship", "fix"]),
  /** The head SHA the current phase is about. */
  head: string(),
  /**
   * The head the request (`/tend ship`, the label, ship.auto) was given on. Later heads go on only
   * when someone with write access pushed them (ship/machine.ts). Absent in older states.
   */
  requestHead: string().optional(),
  /** Fix-and-push rounds done so far. */
  iteration: number().int().min(0),
  /** Until when to wait for the review bots on `head` (ISO time). */
  reviewDeadline: string().nullable(),
  /** Until when to wait for required checks on `head`. */
  checksDeadline: string().nullable(),
  /** Heads tend pushed itself: CI may never run on them when pushed with GITHUB_TOKEN. */
  pushed: array(string()).max(50),
  threads: array(ThreadRecordSchema).max(THREAD_RECORDS_LIMIT),
  /** Records summarised out of `threads` (absent until the marker first had to shed some). */
  settled: SettledSchema.optional(),
  merge: strictObject({ merged: boolean(), sha: string().nullable(), method: string().nullable() }).nullable(),
  branchDeleted: boolean(),
  /** Why the head branch was kept although delete-branch is on (ship/keep-branch.ts); absent otherwise. */
  branchKept: string().max(300).optional(),
  /** Reviews whose body findings tend answered (absent in states written before it read review bodies). */
  reviewBodies: array(ReviewBodyRecordSchema).max(100).optional(),
  /**
   * Reviews whose escalated body findings a person with write access settled by asking again
   * (`/tend ship`, the label) after tend's answer: they no longer block the merge.
   */
  settledReviewBodies: array(string()).max(100).optional(),
  /**
   * The head GitHub refused to let tend's token merge (403 on a pull request that changes workflow
   * files: the workflows permission), and why: not tried again on that head (absent until then).
   */
  mergeRefused: strictObject({ head: string(), reason: string() }).optional(),
  /**
   * The head and base on which GitHub was still computing mergeability (UNKNOWN, P7) and tend asked
   * for a sweep to come back: asked once per head and base (ship/mergeability.ts; absent until then).
   */
  mergeabilityWake: strictObject({ head: string(), base: string() }).optional(),
  /**
   * The head whose merge conflicts tend tried to settle and left to a person, and why (naming the
   * conflicted files): not tried again on that head (ship/conflicts.ts; absent until then).
   */
  conflictEscalated: strictObject({ head: string(), reason: string().max(2e3) }).optional(),
  /**
   * Configured review bots judged not installed (account ids): no sign of them on this or the
   * repository's recent pull requests when tend looked (`at`). Absent until tend looked, which it
   * does once per request; the schedule sweep waits only for the other bots, as the run does.
   */
  notInstalledBots: strictObject({ ids: array(number().int()).max(50), at: string() }).optional(),
  /**
   * Review bots tend asked to review a head it pushed (P10): which bot (account id), which head,
   * when (the bot's review window starts then) and how. Once per bot and head.
   */
  /**
   * Bot findings tend left unchanged, handed to a human, or a writer declined, so that a re-raise
   * on a new head is pointed at the earlier decision (ship/declined.ts): `fingerprint:kind:comment`,
   * a hash and the finding's comment id, never its text. The newest 200 (absent until the first).
   */
  declined: array(string().regex(/^[0-9a-f]{16}:[ide]:\d{1,19}$/)).max(200).optional(),
  /**
   * The final check before merging (`final-check: model`, ship/final-check.ts) on `head`: the
   * blocking findings whose citations held, how many were dropped, why it did not run (null when
   * it ran), and what the model spent on it. Once per head; absent until it first ran.
   */
  finalCheck: strictObject({
    head: string(),
    findings: array(strictObject({ path: string().max(500), startLine: number().int().min(1), endLine: number().int().min(1), problem: string().max(1e3) })).max(20),
    dropped: number().int().min(0),
    blocked: string().max(1e3).nullable(),
    costUsd: number().min(0)
  }).optional(),
  askedAgain: array(strictObject({ bot: number().int(), head: string(), at: string(), how: _enum(["request-review", "comment"]) })).max(50).optional(),
  /**
   * What tend did about a head behind its base (ship/behind.ts): the base and head it saw, and the
   * head GitHub's update made (null when GitHub refused, or when tend asked a fork's author
   * instead: `asked`). Once per base and head, so a re-entry never updates twice.
   */
  branchUpdates: array(strictObject({ base: string(), from: string(), head: string().nullable(), at: string(), asked: boolean().optional(), refused: string().max(300).optional() })).max(20).optional(),
  /**
   * What tend did about failing CI (ship/red-ci.ts), newest last: which head and check, the
   * failure's signature (check + first error line), and the answer: a re-run (once per head and
   * check), a revert of tend's own fix, a model fix, or a summary comment. Absent until CI first failed.
   */
  ci: array(strictObject({ head: string(), check: string(), signature: string().max(300), action: _enum(["rerun", "revert", "fix", "summary"]), at: string(), reason: string().max(600).optional() })).max(20).optional(),
  /**
   * Fixes tend offered as a review because it could not push (ship/offer.ts): the review's id, the
   * head they were offered on, the last head checked for them (`checked`), and per thread where its
   * changes are and a hash of their new lines (never the text). A thread leaves once its changes
   * are on the head (resolved then, unless `leaveOpen`) or it is resolved. Absent until the first.
   */
  offers: array(
    strictObject({
      review: number().int().positive(),
      head: string(),
      checked: string().optional(),
      threads: array(
        strictObject({
          id: string(),
          leaveOpen: boolean(),
          changes: array(strictObject({ path: string().max(500), start: number().int().min(1), removed: number().int().min(0), lines: number().int().min(0), sha: string().regex(/^[0-9a-f]{16}$/), deleted: literal(true).optional() })).min(1).max(50)
        })
      ).max(100)
    })
  ).max(20).optional()
});
var TriageRecordSchema = strictObject({
  status: _enum(["valid", "invalid", "refused"]),
  classification: string().max(40),
  /** The default branch commit the verdict was checked against. */
  commit: string().max(64),
  at: string()
});
var PLAN_LIMITS = { files: 15, path: 200, note: 200, steps: 12, tests: 8, risks: 6, outOfScope: 6, item: 300, summary: 600 };
var PlanRecordSchema = strictObject({
  at: string(),
  commit: string().max(64),
  summary: string().max(PLAN_LIMITS.summary),
  files: array(strictObject({ path: string().max(PLAN_LIMITS.path), change: _enum(["modify", "create"]), status: _enum(["exists", "new", "missing", "refused"]), note: string().max(PLAN_LIMITS.note) })).max(PLAN_LIMITS.files),
  steps: array(string().max(PLAN_LIMITS.item)).max(PLAN_LIMITS.steps),
  tests: array(string().max(PLAN_LIMITS.item)).max(PLAN_LIMITS.tests),
  risks: array(string().max(PLAN_LIMITS.item)).max(PLAN_LIMITS.risks),
  outOfScope: array(string().max(PLAN_LIMITS.item)).max(PLAN_LIMITS.outOfScope),
  /**
   * The issue's title and body the plan was made from, as a SHA-256 (plan/issue-text.ts): implement
   * carries out the plan only on that same text. Absent in plans written before it existed, which
   * implement therefore refuses (it cannot show the issue unchanged).
   */
  issue: strictObject({ sha256: string().regex(/^[0-9a-f]{64}$/) }).optional()
});
var ImplementRecordSchema = strictObject({
  branch: string().max(255),
  commit: string().max(64),
  pullRequest: number().int().positive().nullable(),
  at: string()
});
var TargetStateSchema = strictObject({
  v: literal(STATE_VERSION),
  target: strictObject({ kind: _enum(["issue", "pull_request"]), number: number().int().positive() }),
  /** The workflow tend is running on this target, null when none was asked for. */
  workflow: verb.nullable(),
  /** Where that workflow stands: `requested`, `stopped`, and each workflow's own states. */
  status: string().min(1),
  /** Why it stands there, for people. */
  reason: string(),
  requestedBy: strictObject({ login: string(), id: number() }).nullable(),
  updatedAt: string(),
  /** Keys of events already acted on (comment ids, label deliveries), so a re-delivery is a no-op. */
  handled: array(string()).max(HANDLED_LIMIT),
  /**
   * The newest `/tend` comment acted on (its id). A run that finds a command whose own run was lost
   * (cancelled by a concurrency group, never started) acts only on comments newer than this.
   * Optional: states written before it existed still read.
   */
  lastCommandId: number().int().positive().optional(),
  history: array(strictObject({ at: string(), status: string(), note: string() })).max(HISTORY_LIMIT),
  /** Present while (and after) ship or fix works on a pull request. */
  ship: ShipStateSchema.optional(),
  /** The issue's latest published triage verdict (absent until triage published one). */
  triage: TriageRecordSchema.optional(),
  /** The issue's latest plan (absent until plan wrote one). */
  plan: PlanRecordSchema.optional(),
  /** What implement pushed and opened (absent until it did). */
  implement: ImplementRecordSchema.optional()
});
function initialState(target, at) {
  return { v: STATE_VERSION, target, workflow: null, status: "idle", reason: "", requestedBy: null, updatedAt: at, handled: [], history: [] };
}
__name(initialState, "initialState");
function transition(state, change) {
  const history = [...state.history, { at: change.at, status: change.status, note: change.reason }].slice(-HISTORY_LIMIT);
  return {
    ...state,
    workflow: change.workflow === void 0 ? state.workflow : change.workflow,
    requestedBy: change.requestedBy === void 0 ? state.requestedBy : change.requestedBy,
    status: change.status,
    reason: change.reason,
    updatedAt: change.at,
    history
  };
}
__name(transition, "transition");

export {
  PlanRecordSchema,
  initialState,
  transition
};
