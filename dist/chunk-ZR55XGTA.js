import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  outcomeOfRun,
  removeLabel
} from "./chunk-WYHAQFAV.js";
import {
  renderTrackingBody
} from "./chunk-JH2OTXNJ.js";
import {
  ACTIVE_LABEL
} from "./chunk-QRLKW63P.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/triage/issue-run.ts
import { join } from "node:path";

// src/store/run-footer.ts
function runMarker(workflow) {
  return `<!-- tend:run ${workflow.replace(/[^a-z0-9-]/gi, "")} -->`;
}
__name(runMarker, "runMarker");
function renderRunFooter(footer) {
  const seconds = (footer.wallClockMs / 1e3).toFixed(1);
  const link = footer.runUrl ? ` \xB7 [run](${footer.runUrl})` : "";
  return `<sub>${footer.workflow} run: $${footer.costUsd.toFixed(4)} \xB7 ${footer.turns} model turn(s) \xB7 ${seconds} s wall-clock${link}</sub>
${runMarker(footer.workflow)}`;
}
__name(renderRunFooter, "renderRunFooter");
function footedTrackingBody(workflow, run) {
  return (state, artifact) => {
    const totals = run.totals();
    const footer = renderRunFooter({ workflow, costUsd: totals?.cost_usd ?? 0, turns: totals?.calls ?? 0, wallClockMs: run.now().getTime() - run.startedAt.getTime(), runUrl: run.runUrl });
    return renderTrackingBody(state, run.runUrl, artifact, footer);
  };
}
__name(footedTrackingBody, "footedTrackingBody");

// src/triage/issue-run.ts
function workflowRunDeps(services, workflow) {
  return {
    octokit: services.octokit,
    repo: services.repo,
    settings: services.settings,
    session: services.model?.deps.session ?? null,
    serverUrl: services.env.serverUrl,
    workDir: join(services.env.runnerTemp, "tend", "work"),
    redact: services.redact,
    log: services.log,
    now: services.env.now,
    render: footedTrackingBody(workflow, { runUrl: services.env.runUrl, startedAt: services.startedAt, now: services.env.now, totals: /* @__PURE__ */ __name(() => services.model?.totals(), "totals") })
  };
}
__name(workflowRunDeps, "workflowRunDeps");
function issueRunDeps(services, workflow) {
  return { ...workflowRunDeps(services, workflow), defaultBranch: services.defaultBranch };
}
__name(issueRunDeps, "issueRunDeps");
async function issueOutcome(services, workflow, target, ran) {
  if (ran.state.status !== "requested") await removeLabel(services.octokit, services.repo, target.number, ACTIVE_LABEL);
  return outcomeOfRun(workflow, target, ran);
}
__name(issueOutcome, "issueOutcome");

export {
  workflowRunDeps,
  issueRunDeps,
  issueOutcome
};
