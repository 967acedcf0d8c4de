import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  ACTIVE_LABEL
} from "./chunk-QRLKW63P.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/run/first-read.ts
var LOST_COMMAND_WINDOW_HOURS = 6;
function lostCommandWindow(now, startedAt) {
  return { since: new Date(now.getTime() - LOST_COMMAND_WINDOW_HOURS * 36e5), until: startedAt };
}
__name(lostCommandWindow, "lostCommandWindow");
function payloadHeadBranch(payload, number) {
  const p = payload;
  const pulls = [p?.pull_request, ...p?.workflow_run?.pull_requests ?? [], ...p?.check_suite?.pull_requests ?? [], ...p?.check_run?.check_suite?.pull_requests ?? []];
  const ref = pulls.find((pull) => pull?.number === number)?.head?.ref;
  return typeof ref === "string" && ref !== "" ? ref : void 0;
}
__name(payloadHeadBranch, "payloadHeadBranch");
function payloadDefaultBranch(payload) {
  const branch = payload?.repository?.default_branch;
  return typeof branch === "string" && branch !== "" ? branch : void 0;
}
__name(payloadDefaultBranch, "payloadDefaultBranch");
function singleTarget(routed) {
  if (routed.action === "command" || routed.action === "intent") return routed.target;
  if (routed.action === "advance" && routed.targets.length === 1) return routed.targets[0];
  return void 0;
}
__name(singleTarget, "singleTarget");
function firstReadInput(routed, payload, configPath, now, startedAt) {
  const target = singleTarget(routed);
  return {
    configPath,
    defaultBranch: payloadDefaultBranch(payload),
    targetNumber: target?.number,
    withPull: target?.kind === "pull_request",
    ...routed.action === "sweep" ? { sweepLabel: ACTIVE_LABEL, commandsSince: lostCommandWindow(now, startedAt).since } : {},
    activeLabel: ACTIVE_LABEL,
    // A new ship request asks which review bots act on the repository: with this query, not after it.
    withRecentPulls: routed.action === "command" && routed.target.kind === "pull_request" && (routed.verb === "ship" || routed.verb === "fix"),
    // A label command was given when the label went on (the timeline says; the payload does not).
    withLabelEvents: routed.action === "command" && routed.steering.via === "label",
    // What deleting the head after a merge must know is read here, where the event names the head.
    ...target?.kind === "pull_request" ? { headBranch: payloadHeadBranch(payload, target.number) } : {},
    // Whether a person may steer: their permission is read here (route/authorize.ts takes write
    // access from it; anything else is asked of REST). A bot is decided by the trusted list.
    ...(routed.action === "command" || routed.action === "intent") && routed.steering.actor.type !== "Bot" ? { actor: { login: routed.steering.actor.login, id: routed.steering.actor.id } } : {}
  };
}
__name(firstReadInput, "firstReadInput");

export {
  lostCommandWindow,
  payloadDefaultBranch,
  firstReadInput
};
