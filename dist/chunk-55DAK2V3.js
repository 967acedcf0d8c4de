import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  TEXT_EDITS
} from "./chunk-ARTH7MB3.js";
import {
  array,
  object,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/core/edit-cutoff.ts
function editedSince(edits, cutoff) {
  const second = /* @__PURE__ */ __name((instant) => Math.floor(Date.parse(instant) / 1e3), "second");
  const late = /* @__PURE__ */ __name((at) => at !== null && !(second(at) < second(cutoff)), "late");
  if (late(edits.bodyEditedAt)) return "body";
  if (late(edits.titleEditedAt)) return "title";
  return null;
}
__name(editedSince, "editedSince");
function editedRefusal(what) {
  const part = what.part === "title" ? "title" : what.kind === "issue" ? "body" : "description";
  return `the ${what.kind}'s ${part} was edited after \`/tend ${what.verb}\` was given, so it is not what was asked for: read it and ask again`;
}
__name(editedRefusal, "editedRefusal");
function labelledAt(events, label, actorId) {
  const wanted = label.toLowerCase();
  let newest = null;
  for (const e of events) {
    if (e.label.toLowerCase() !== wanted || e.actor === null || e.actor.id !== actorId) continue;
    if (newest === null || Date.parse(e.at) > Date.parse(newest)) newest = e.at;
  }
  return newest;
}
__name(labelledAt, "labelledAt");

// src/github/text-edits.ts
var Edited = object({
  lastEditedAt: string().nullable(),
  timelineItems: object({ nodes: array(object({ __typename: string().optional(), createdAt: string().optional() }).nullable()) })
});
var TextEditsData = object({ repository: object({ issueOrPullRequest: Edited.nullable() }) });
async function loadTextEdits(octokit, repo, number) {
  const data = TextEditsData.parse(await octokit.graphql(TEXT_EDITS, { owner: repo.owner, name: repo.repo, number }));
  const target = data.repository.issueOrPullRequest;
  if (target === null) return null;
  const renamed = target.timelineItems.nodes.findLast((n) => n?.__typename === "RenamedTitleEvent" && n.createdAt !== void 0);
  return { bodyEditedAt: target.lastEditedAt, titleEditedAt: renamed?.createdAt ?? null };
}
__name(loadTextEdits, "loadTextEdits");
async function editedAfterCommand(octokit, repo, target, verb, cutoff) {
  const kind = target.kind === "issue" ? "issue" : "pull request";
  const edits = await loadTextEdits(octokit, repo, target.number);
  if (edits === null) return `#${target.number} is gone: nothing to ${verb}`;
  const part = editedSince(edits, cutoff);
  return part === null ? null : editedRefusal({ kind, part, verb });
}
__name(editedAfterCommand, "editedAfterCommand");

export {
  labelledAt,
  editedAfterCommand
};
