import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  describeScope
} from "./chunk-JH2OTXNJ.js";
import {
  dataSection,
  sanitizeForModel
} from "./chunk-GSOCGSWP.js";
import {
  capitalise
} from "./chunk-WUB523E6.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/labels.ts
async function addLabels(octokit, repo, number, labels) {
  if (labels.length === 0) return;
  await octokit.rest.issues.addLabels({ ...repo, issue_number: number, labels });
}
__name(addLabels, "addLabels");
async function removeLabel(octokit, repo, number, label) {
  try {
    await octokit.rest.issues.removeLabel({ ...repo, issue_number: number, name: label });
  } catch (error) {
    if (error.status !== 404) throw error;
  }
}
__name(removeLabel, "removeLabel");

// src/store/workflow-request.ts
function commandTime(services, request) {
  return request.triggeredAt ?? services.startedAt.toISOString();
}
__name(commandTime, "commandTime");
function outcomeOfRun(workflow, target, ran) {
  return {
    workflow,
    target,
    state: ran.state.status,
    reason: `${capitalise(ran.state.reason)}.`,
    route: { action: "command", detail: "" },
    decisions: [{ target, decision: ran.state.status, why: ran.state.reason }],
    merged: false,
    trackingCommentId: ran.trackingCommentId,
    notes: ran.notes
  };
}
__name(outcomeOfRun, "outcomeOfRun");

// src/llm/learnings-section.ts
function learningsSection(learnings) {
  if (learnings.length === 0) return null;
  const entries = learnings.map((l) => `Learning #${l.id} (recorded by @${l.author.login} on ${l.createdAt.slice(0, 10)}; ${describeScope(l.scope)}):
${sanitizeForModel(l.text)}`);
  return dataSection("learnings", entries.join("\n\n---\n\n"));
}
__name(learningsSection, "learningsSection");

export {
  addLabels,
  removeLabel,
  commandTime,
  outcomeOfRun,
  learningsSection
};
