// What tend remembers about one issue or pull request between runs. It lives in the tracking
// comment's marker (GitHub is the database), is versioned, and is validated on every read:
// a marker that does not parse is treated as no state, never trusted half-way.

import * as z from 'zod';
import { REGISTRY, type WorkflowName } from '../registry/workflows.js';

// Version 1 is also what the previous release wrote: this schema only added the optional
// `ship.settled` summary and room for more thread records, so its markers read as they are.
const STATE_VERSION = 1;
const HISTORY_LIMIT = 20;
const HANDLED_LIMIT = 50;
/** Thread records a marker may hold; the marker's size budget keeps far fewer in practice. */
const THREAD_RECORDS_LIMIT = 1000;

const verb = z.enum(Object.keys(REGISTRY) as [WorkflowName, ...WorkflowName[]]);

/** What tend did with one review thread, for the tracking comment, the summary and the audit. */
const ThreadRecordSchema = z.strictObject({
  id: z.string(),
  path: z.string(),
  line: z.number().nullable(),
  author: z.string(),
  severity: z.enum(['critical', 'major', 'minor', 'nitpick', 'unknown']),
  decision: z.enum(['fix', 'ignore', 'escalate']),
  rationale: z.string(),
  /** The commit that applied the fix. */
  commit: z.string().nullable(),
  /** Files the fix changed. */
  files: z.array(z.string()),
  replied: z.boolean(),
  resolved: z.boolean(),
  /** The head the decision was made on. */
  head: z.string(),
  /** What the model spent on this thread, when it was asked. */
  llm: z.strictObject({ input_tokens: z.number(), output_tokens: z.number(), cost_usd: z.number() }).optional(),
});

export type ThreadRecord = z.infer<typeof ThreadRecordSchema>;

/**
 * Thread records summarised out of the marker to keep it under GitHub's comment size limit: what
 * the tracking comment still says about them. Each was recorded in full by the audit artifact and
 * the job summary of the run that answered it; whether a thread was answered is read from GitHub
 * (tend's answer marker in the thread), never from this summary.
 */
const SettledSchema = z.strictObject({
  threads: z.number().int().min(0),
  fixed: z.number().int().min(0),
  ignored: z.number().int().min(0),
  escalated: z.number().int().min(0),
  /** Of those, how many the model judged, and what it spent on them. */
  judged: z.number().int().min(0),
  tokens: z.number().min(0),
  costUsd: z.number().min(0),
});

export type Settled = z.infer<typeof SettledSchema>;

/**
 * tend's answer to the findings one review left in its body (outside threads): GitHub has nothing
 * to reply to or resolve there, so tend answers with one issue comment per review and remembers
 * the review here, never answering it twice.
 */
const ReviewBodyRecordSchema = z.strictObject({
  /** The review's node id. */
  review: z.string(),
  bot: z.string(),
  /** The commit the review was on. */
  commit: z.string().nullable(),
  /** The id of tend's answering comment; null when it could not be posted. */
  comment: z.number().nullable(),
  answeredAt: z.string(),
  findings: z
    .array(
      z.strictObject({
        path: z.string(),
        startLine: z.number().int(),
        endLine: z.number().int(),
        severity: z.enum(['critical', 'major', 'minor', 'nitpick', 'unknown']),
        decision: z.enum(['ignore', 'escalate']),
        rationale: z.string(),
      }),
    )
    .max(100),
  /** Findings the section announced but tend could not read: they count as escalated. */
  unreadable: z.number().int().min(0),
});

export type ReviewBodyRecord = z.infer<typeof ReviewBodyRecordSchema>;

/** The ship / fix workflow's memory of one pull request. */
const ShipStateSchema = z.strictObject({
  mode: z.enum(['ship', 'fix']),
  /** The head SHA the current phase is about. */
  head: z.string(),
  /**
   * The head the request (`/tend ship`, the label, ship.auto) was given on. Later heads go on only
   * when someone with write access pushed them (ship/machine.ts). Absent in older states.
   */
  requestHead: z.string().optional(),
  /** Fix-and-push rounds done so far. */
  iteration: z.number().int().min(0),
  /** Until when to wait for the review bots on `head` (ISO time). */
  reviewDeadline: z.string().nullable(),
  /** Until when to wait for required checks on `head`. */
  checksDeadline: z.string().nullable(),
  /** Heads tend pushed itself: CI may never run on them when pushed with GITHUB_TOKEN. */
  pushed: z.array(z.string()).max(50),
  threads: z.array(ThreadRecordSchema).max(THREAD_RECORDS_LIMIT),
  /** Records summarised out of `threads` (absent until the marker first had to shed some). */
  settled: SettledSchema.optional(),
  merge: z.strictObject({ merged: z.boolean(), sha: z.string().nullable(), method: z.string().nullable() }).nullable(),
  branchDeleted: z.boolean(),
  /** Why the head branch was kept although delete-branch is on (ship/keep-branch.ts); absent otherwise. */
  branchKept: z.string().max(300).optional(),
  /** Reviews whose body findings tend answered (absent in states written before it read review bodies). */
  reviewBodies: z.array(ReviewBodyRecordSchema).max(100).optional(),
  /**
   * Reviews whose escalated body findings a person with write access settled by asking again
   * (`/tend ship`, the label) after tend's answer: they no longer block the merge.
   */
  settledReviewBodies: z.array(z.string()).max(100).optional(),
  /**
   * The head GitHub refused to let tend's token merge (403 on a pull request that changes workflow
   * files: the workflows permission), and why: not tried again on that head (absent until then).
   */
  mergeRefused: z.strictObject({ head: z.string(), reason: z.string() }).optional(),
  /**
   * The head and base on which GitHub was still computing mergeability (UNKNOWN, P7) and tend asked
   * for a sweep to come back: asked once per head and base (ship/mergeability.ts; absent until then).
   */
  mergeabilityWake: z.strictObject({ head: z.string(), base: z.string() }).optional(),
  /**
   * The head whose merge conflicts tend tried to settle and left to a person, and why (naming the
   * conflicted files): not tried again on that head (ship/conflicts.ts; absent until then).
   */
  conflictEscalated: z.strictObject({ head: z.string(), reason: z.string().max(2000) }).optional(),
  /**
   * Configured review bots judged not installed (account ids): no sign of them on this or the
   * repository's recent pull requests when tend looked (`at`). Absent until tend looked, which it
   * does once per request; the schedule sweep waits only for the other bots, as the run does.
   */
  notInstalledBots: z.strictObject({ ids: z.array(z.number().int()).max(50), at: z.string() }).optional(),
  /**
   * Review bots tend asked to review a head it pushed (P10): which bot (account id), which head,
   * when (the bot's review window starts then) and how. Once per bot and head.
   */
  /**
   * Bot findings tend left unchanged, handed to a human, or a writer declined, so that a re-raise
   * on a new head is pointed at the earlier decision (ship/declined.ts): `fingerprint:kind:comment`,
   * a hash and the finding's comment id, never its text. The newest 200 (absent until the first).
   */
  declined: z
    .array(z.string().regex(/^[0-9a-f]{16}:[ide]:\d{1,19}$/))
    .max(200)
    .optional(),
  /**
   * The final check before merging (`final-check: model`, ship/final-check.ts) on `head`: the
   * blocking findings whose citations held, how many were dropped, why it did not run (null when
   * it ran), and what the model spent on it. Once per head; absent until it first ran.
   */
  finalCheck: z
    .strictObject({
      head: z.string(),
      findings: z.array(z.strictObject({ path: z.string().max(500), startLine: z.number().int().min(1), endLine: z.number().int().min(1), problem: z.string().max(1000) })).max(20),
      dropped: z.number().int().min(0),
      blocked: z.string().max(1000).nullable(),
      costUsd: z.number().min(0),
    })
    .optional(),
  askedAgain: z
    .array(z.strictObject({ bot: z.number().int(), head: z.string(), at: z.string(), how: z.enum(['request-review', 'comment']) }))
    .max(50)
    .optional(),
  /**
   * What tend did about a head behind its base (ship/behind.ts): the base and head it saw, and the
   * head GitHub's update made (null when GitHub refused, or when tend asked a fork's author
   * instead: `asked`). Once per base and head, so a re-entry never updates twice.
   */
  branchUpdates: z
    .array(z.strictObject({ base: z.string(), from: z.string(), head: z.string().nullable(), at: z.string(), asked: z.boolean().optional(), refused: z.string().max(300).optional() }))
    .max(20)
    .optional(),
  /**
   * What tend did about failing CI (ship/red-ci.ts), newest last: which head and check, the
   * failure's signature (check + first error line), and the answer: a re-run (once per head and
   * check), a revert of tend's own fix, a model fix, or a summary comment. Absent until CI first failed.
   */
  ci: z
    .array(z.strictObject({ head: z.string(), check: z.string(), signature: z.string().max(300), action: z.enum(['rerun', 'revert', 'fix', 'summary']), at: z.string(), reason: z.string().max(600).optional() }))
    .max(20)
    .optional(),
  /**
   * Fixes tend offered as a review because it could not push (ship/offer.ts): the review's id, the
   * head they were offered on, the last head checked for them (`checked`), and per thread where its
   * changes are and a hash of their new lines (never the text). A thread leaves once its changes
   * are on the head (resolved then, unless `leaveOpen`) or it is resolved. Absent until the first.
   */
  offers: z
    .array(
      z.strictObject({
        review: z.number().int().positive(),
        head: z.string(),
        checked: z.string().optional(),
        threads: z
          .array(
            z.strictObject({
              id: z.string(),
              leaveOpen: z.boolean(),
              changes: z
                .array(z.strictObject({ path: z.string().max(500), start: z.number().int().min(1), removed: z.number().int().min(0), lines: z.number().int().min(0), sha: z.string().regex(/^[0-9a-f]{16}$/), deleted: z.literal(true).optional() }))
                .min(1)
                .max(50),
            }),
          )
          .max(100),
      }),
    )
    .max(20)
    .optional(),
});

export type ShipState = z.infer<typeof ShipStateSchema>;
export type ShipOffer = NonNullable<ShipState['offers']>[number];

/**
 * The triage verdict an issue holds, kept in the state so plan's prerequisite survives later
 * workflows on the issue (a plan or an implement run replaces status and workflow, not this).
 */
const TriageRecordSchema = z.strictObject({
  status: z.enum(['valid', 'invalid', 'refused']),
  classification: z.string().max(40),
  /** The default branch commit the verdict was checked against. */
  commit: z.string().max(64),
  at: z.string(),
});

export type TriageRecord = z.infer<typeof TriageRecordSchema>;

/** Bounds of a plan as the state keeps it (PLAN.md in the comment holds the prose). */
export const PLAN_LIMITS = { files: 15, path: 200, note: 200, steps: 12, tests: 8, risks: 6, outOfScope: 6, item: 300, summary: 600 } as const;

/**
 * The plan an issue holds, in the bounded form implement reads it in (src/plan/ writes it). Every
 * file's `status` is tend's own check of the checkout, never the model's word: `exists`, `new`
 * (named as a file to create and absent), `missing` (named as a file to change and absent) or
 * `refused` (not a plain repository path).
 */
export const PlanRecordSchema = z.strictObject({
  at: z.string(),
  commit: z.string().max(64),
  summary: z.string().max(PLAN_LIMITS.summary),
  files: z
    .array(z.strictObject({ path: z.string().max(PLAN_LIMITS.path), change: z.enum(['modify', 'create']), status: z.enum(['exists', 'new', 'missing', 'refused']), note: z.string().max(PLAN_LIMITS.note) }))
    .max(PLAN_LIMITS.files),
  steps: z.array(z.string().max(PLAN_LIMITS.item)).max(PLAN_LIMITS.steps),
  tests: z.array(z.string().max(PLAN_LIMITS.item)).max(PLAN_LIMITS.tests),
  risks: z.array(z.string().max(PLAN_LIMITS.item)).max(PLAN_LIMITS.risks),
  outOfScope: z.array(z.string().max(PLAN_LIMITS.item)).max(PLAN_LIMITS.outOfScope),
  /**
   * The issue's title and body the plan was made from, as a SHA-256 (plan/issue-text.ts): implement
   * carries out the plan only on that same text. Absent in plans written before it existed, which
   * implement therefore refuses (it cannot show the issue unchanged).
   */
  issue: z.strictObject({ sha256: z.string().regex(/^[0-9a-f]{64}$/) }).optional(),
});

export type PlanRecord = z.infer<typeof PlanRecordSchema>;

/** What implement opened for the issue: its branch and pull request (absent until it pushed). */
const ImplementRecordSchema = z.strictObject({
  branch: z.string().max(255),
  commit: z.string().max(64),
  pullRequest: z.number().int().positive().nullable(),
  at: z.string(),
});

export type ImplementRecord = z.infer<typeof ImplementRecordSchema>;

const TargetStateSchema = z.strictObject({
  v: z.literal(STATE_VERSION),
  target: z.strictObject({ kind: z.enum(['issue', 'pull_request']), number: z.number().int().positive() }),
  /** The workflow tend is running on this target, null when none was asked for. */
  workflow: verb.nullable(),
  /** Where that workflow stands: `requested`, `stopped`, and each workflow's own states. */
  status: z.string().min(1),
  /** Why it stands there, for people. */
  reason: z.string(),
  requestedBy: z.strictObject({ login: z.string(), id: z.number() }).nullable(),
  updatedAt: z.string(),
  /** Keys of events already acted on (comment ids, label deliveries), so a re-delivery is a no-op. */
  handled: z.array(z.string()).max(HANDLED_LIMIT),
  /**
   * The newest `/tend` comment acted on (its id). A run that finds a command whose own run was lost
   * (cancelled by a concurrency group, never started) acts only on comments newer than this.
   * Optional: states written before it existed still read.
   */
  lastCommandId: z.number().int().positive().optional(),
  history: z
    .array(z.strictObject({ at: z.string(), status: z.string(), note: z.string() }))
    .max(HISTORY_LIMIT),
  /** Present while (and after) ship or fix works on a pull request. */
  ship: ShipStateSchema.optional(),
  /** The issue's latest published triage verdict (absent until triage published one). */
  triage: TriageRecordSchema.optional(),
  /** The issue's latest plan (absent until plan wrote one). */
  plan: PlanRecordSchema.optional(),
  /** What implement pushed and opened (absent until it did). */
  implement: ImplementRecordSchema.optional(),
});

export type TargetState = z.infer<typeof TargetStateSchema>;

/**
 * The state as tend writes it, refused if tend's own reader would refuse it: a field the strict
 * schema does not know would make the next run read no state at all and forget the target, so a
 * slip in the code fails the run loudly instead of writing a state nothing can read.
 */
export function writableState(state: TargetState): TargetState {
  const parsed = TargetStateSchema.safeParse(state);
  if (parsed.success) return state;
  const issue = parsed.error.issues[0]!;
  throw new Error(`tend would write a state it cannot read back (${issue.path.join('.') || 'state'}: ${issue.message}); nothing was written`);
}

/** Parses a decoded marker; null for anything that is not a valid current-version state. */
export function readState(decoded: unknown): TargetState | null {
  const parsed = TargetStateSchema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

export function initialState(target: TargetState['target'], at: string): TargetState {
  return { v: STATE_VERSION, target, workflow: null, status: 'idle', reason: '', requestedBy: null, updatedAt: at, handled: [], history: [] };
}

/** A new state with `status` set and the change appended to the (bounded) history. */
export function transition(state: TargetState, change: { status: string; reason: string; at: string; workflow?: WorkflowName | null; requestedBy?: TargetState['requestedBy'] }): TargetState {
  const history = [...state.history, { at: change.at, status: change.status, note: change.reason }].slice(-HISTORY_LIMIT);
  return {
    ...state,
    workflow: change.workflow === undefined ? state.workflow : change.workflow,
    requestedBy: change.requestedBy === undefined ? state.requestedBy : change.requestedBy,
    status: change.status,
    reason: change.reason,
    updatedAt: change.at,
    history,
  };
}

/** Records `commentId` as the newest command comment acted on (an older one never moves it back). */
export function markCommandComment(state: TargetState, commentId: number): TargetState {
  if (state.lastCommandId !== undefined && state.lastCommandId >= commentId) return state;
  return { ...state, lastCommandId: commentId };
}

export function markHandled(state: TargetState, key: string): TargetState {
  if (state.handled.includes(key)) return state;
  return { ...state, handled: [...state.handled, key].slice(-HANDLED_LIMIT) };
}
