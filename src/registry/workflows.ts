// Every workflow tend runs and every control verb, declared once: its
// label, its comment verb, what it may target, what must be true before it runs, and what it
// leaves behind. Routing, admission, the state schema and the README's tables read this; adding a
// workflow is its folder with a handler.ts, an entry here, and the handler's line in
// src/run/workflows.ts (this file sits below the workflows, so it names them and run/ binds them).

import type { TargetKind } from '../core/target.js';

/** Workflows run and hold a target (one at a time, see src/run/admit.ts); control verbs act on what runs. */
type EntryKind = 'workflow' | 'control';

/**
 * What must be true before the entry runs, checked on the target's state:
 * - `none`: nothing.
 * - `chat-draft`: the issue is a chat thread awaiting approval (the chat workflow's state).
 * - `triaged`: the issue has a valid triage verdict (triage keeps it in the state, src/triage/prerequisite.ts).
 * - `planned`: the issue has a plan (plan keeps it in the state, src/plan/prerequisite.ts).
 */
export type Prerequisite = 'none' | 'chat-draft' | 'triaged' | 'planned';

/** Which code runs the entry; src/run/workflows.ts binds each to a workflow module. */
export type HandlerName = 'ship' | 'triage' | 'plan' | 'implement' | 'review' | 'chat' | 'chat-decision' | 'status' | 'stop' | 'learnings';

interface RegistryEntry {
  kind: EntryKind;
  /** The label that asks for it, or null when a label cannot. */
  label: string | null;
  /** The word after `/tend` in a comment, or null when a comment cannot ask for it. */
  verb: string | null;
  targets: readonly TargetKind[];
  prerequisite: Prerequisite;
  /** What a run of it leaves behind for people. */
  artifact: string;
  handler: HandlerName;
  summary: string;
}

export const REGISTRY = {
  ship: {
    kind: 'workflow',
    label: 'tend:ship',
    verb: 'ship',
    targets: ['pull_request'],
    prerequisite: 'none',
    artifact: 'tracking comment (threads, checks, merge)',
    handler: 'ship',
    summary: 'take the pull request to merged',
  },
  fix: {
    kind: 'workflow',
    label: 'tend:fix',
    verb: 'fix',
    targets: ['pull_request'],
    prerequisite: 'none',
    artifact: 'tracking comment (threads answered, fixes pushed)',
    // One pass of ship without the merge: the same machine in fix mode.
    handler: 'ship',
    summary: 'one pass over the review threads, no merge',
  },
  triage: {
    kind: 'workflow',
    label: 'tend:triage',
    verb: 'triage',
    targets: ['issue'],
    prerequisite: 'none',
    artifact: 'TRIAGE.md + TRIAGE_VERDICT.json',
    handler: 'triage',
    summary: 'decide whether the issue is actionable, with evidence',
  },
  review: {
    kind: 'workflow',
    label: 'tend:review',
    verb: 'review',
    targets: ['pull_request'],
    prerequisite: 'none',
    artifact: 'REVIEW.md',
    handler: 'review',
    summary: 'read the diff in full and post verified findings as one review',
  },
  plan: {
    kind: 'workflow',
    label: 'tend:plan',
    verb: 'plan',
    targets: ['issue'],
    prerequisite: 'triaged',
    artifact: 'PLAN.md',
    handler: 'plan',
    summary: 'write an implementation plan for a triaged issue',
  },
  implement: {
    kind: 'workflow',
    label: 'tend:implement',
    verb: 'implement',
    targets: ['issue'],
    prerequisite: 'planned',
    artifact: 'IMPLEMENT.md + a pull request from tend/issue-N',
    handler: 'implement',
    summary: 'open a pull request that carries out the plan (never merges)',
  },
  chat: {
    kind: 'workflow',
    // Marks the issue that holds a chat thread awaiting approval; never a request to start one.
    label: null,
    verb: null,
    targets: ['issue'],
    prerequisite: 'none',
    artifact: 'chat thread issue with the drafted reply',
    handler: 'chat',
    summary: 'investigate a chat question and draft a reply for approval (repository_dispatch tend-chat)',
  },
  status: {
    kind: 'control',
    label: 'tend:status',
    verb: 'status',
    targets: ['issue', 'pull_request'],
    prerequisite: 'none',
    artifact: 'a reply comment',
    handler: 'status',
    summary: 'answer with the current state',
  },
  stop: {
    kind: 'control',
    label: 'tend:stop',
    verb: 'stop',
    targets: ['issue', 'pull_request'],
    prerequisite: 'none',
    artifact: 'tracking comment (stopped)',
    handler: 'stop',
    summary: 'stop working on this target',
  },
  approve: {
    kind: 'control',
    label: 'tend:approve',
    verb: 'approve',
    targets: ['issue'],
    prerequisite: 'chat-draft',
    artifact: 'the approved reply, posted to the chat',
    handler: 'chat-decision',
    summary: 'approve a drafted chat reply',
  },
  reject: {
    kind: 'control',
    label: 'tend:reject',
    verb: 'reject',
    targets: ['issue'],
    prerequisite: 'chat-draft',
    artifact: 'tracking comment (rejected)',
    handler: 'chat-decision',
    summary: 'reject a drafted chat reply',
  },
  // The learnings verbs act on the repository's learnings, not on the target they are given on: they
  // hold no target (control), and a label cannot carry a directive or a number (verbs only).
  remember: {
    kind: 'control',
    label: null,
    verb: 'remember',
    targets: ['issue', 'pull_request'],
    prerequisite: 'none',
    artifact: 'a learning on the tend:learnings issue, and a reply comment',
    handler: 'learnings',
    summary: 'record a review-policy directive as a learning (`/tend remember [paths: GLOB] [for: review|ship|triage] <directive>`)',
  },
  learnings: {
    kind: 'control',
    label: null,
    verb: 'learnings',
    targets: ['issue', 'pull_request'],
    prerequisite: 'none',
    artifact: 'a reply comment listing the learnings',
    handler: 'learnings',
    summary: 'list the learnings tend applies',
  },
  forget: {
    kind: 'control',
    label: null,
    verb: 'forget',
    targets: ['issue', 'pull_request'],
    prerequisite: 'none',
    artifact: 'the learning marked forgotten, and a reply comment',
    handler: 'learnings',
    summary: 'remove learning N (`/tend forget N`)',
  },
} as const satisfies Record<string, RegistryEntry>;

export type WorkflowName = keyof typeof REGISTRY;

export function registryEntry(name: string): RegistryEntry | null {
  return Object.hasOwn(REGISTRY, name) ? REGISTRY[name as WorkflowName] : null;
}
