import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
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
function registryEntry(name) {
  return Object.hasOwn(REGISTRY, name) ? REGISTRY[name] : null;
}
__name(registryEntry, "registryEntry");

export {
  REGISTRY,
  registryEntry
};
