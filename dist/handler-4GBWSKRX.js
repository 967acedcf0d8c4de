import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  ModelPlanSchema,
  flaggedFiles,
  issueTextHash,
  plainPath,
  planRecord,
  renderPlanMarkdown
} from "./chunk-UFYYNBHK.js";
import {
  discussionOf
} from "./chunk-NVPR7RZM.js";
import {
  issueMessage
} from "./chunk-6OBJQGFV.js";
import {
  getIssue
} from "./chunk-7PKBNFAE.js";
import "./chunk-DERPFFOY.js";
import "./chunk-ZYSXBB4T.js";
import "./chunk-AJMW6HTC.js";
import "./chunk-MYJ3MQW6.js";
import {
  editedAfterCommand
} from "./chunk-55DAK2V3.js";
import {
  issueOutcome,
  issueRunDeps
} from "./chunk-ZR55XGTA.js";
import {
  repoTools
} from "./chunk-SAFQMFRW.js";
import {
  commandTime,
  removeLabel
} from "./chunk-WYHAQFAV.js";
import "./chunk-JH2OTXNJ.js";
import {
  openWorkspace,
  renderPrompt,
  saveTracking
} from "./chunk-GSOCGSWP.js";
import "./chunk-HSMBFR5K.js";
import "./chunk-ARTH7MB3.js";
import "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import {
  BudgetExceededError,
  LlmFinalError,
  LlmOutputError,
  LlmUnavailableError
} from "./chunk-JBKETF74.js";
import "./chunk-FCOJBJY3.js";
import "./chunk-SZHJZVAZ.js";
import "./chunk-GIQH7MDF.js";
import "./chunk-X7M4VJU3.js";
import "./chunk-UGMHMVMQ.js";
import "./chunk-QRLKW63P.js";
import "./chunk-PPI66I4C.js";
import "./chunk-N5RTSSSJ.js";
import {
  transition
} from "./chunk-OYWUD6ZV.js";
import {
  REGISTRY
} from "./chunk-2E2DVOZW.js";
import "./chunk-OPKEDLQ4.js";
import "./chunk-TCPROEM4.js";
import {
  capitalise
} from "./chunk-WUB523E6.js";
import "./chunk-B5NACFDK.js";
import "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/plan/run-plan.ts
import { join } from "node:path";
var PLAN_TOOL_ITERATIONS = 16;
async function runPlan(deps, target, tracking, requested, store, selfId, commandAt) {
  const at = /* @__PURE__ */ __name(() => deps.now().toISOString(), "at");
  const save = /* @__PURE__ */ __name((state, artifact) => saveTracking(store, target, selfId, tracking, deps.redact(deps.render(state, artifact))), "save");
  if (deps.session === null) {
    const waiting = transition(requested, { status: "requested", reason: `${requested.reason}; plan needs the model (set anthropic-api-key), so it waits here`, at: at() });
    return { state: waiting, trackingCommentId: await save(waiting), plan: null, notes: ["Plan needs the model: no anthropic-api-key is configured, so the request was recorded and nothing was planned."] };
  }
  const issue = await getIssue(deps.octokit, deps.repo, target.number);
  const edited = await editedAfterCommand(deps.octokit, deps.repo, target, "plan", commandAt);
  if (edited !== null) {
    if (issue.labels.includes(REGISTRY.plan.label)) await removeLabel(deps.octokit, deps.repo, target.number, REGISTRY.plan.label);
    const refused = transition(requested, { status: "refused", reason: edited, at: at() });
    return { state: refused, trackingCommentId: await save(refused), plan: null, notes: [`${capitalise(edited)}.`] };
  }
  const workspace = await openWorkspace({ dir: join(deps.workDir, `issue-${target.number}`), serverUrl: deps.serverUrl, repository: `${deps.repo.owner}/${deps.repo.repo}`, token: deps.settings.githubToken });
  const commit = (await workspace.cloneOrFetch({ branches: [deps.defaultBranch], depth: 1 }))[deps.defaultBranch];
  await workspace.checkout({ oid: commit });
  deps.log(`plan #${target.number}: checked out ${deps.defaultBranch} at ${commit.slice(0, 12)}`);
  let model;
  try {
    model = await deps.session.structured({
      role: "plan",
      subject: `#${target.number}`,
      system: { stable: renderPrompt("plan", { repository: `${deps.repo.owner}/${deps.repo.repo}`, commit }) },
      messages: issueMessage({ number: target.number, title: issue.title, body: issue.body, discussion: await deps.discussion() }),
      schema: ModelPlanSchema,
      outputTool: { name: "submit_plan", description: "Submit the implementation plan." },
      tools: repoTools(workspace.dir),
      maxToolIterations: PLAN_TOOL_ITERATIONS
    });
  } catch (error) {
    if (!(error instanceof LlmOutputError || error instanceof LlmFinalError || error instanceof BudgetExceededError || error instanceof LlmUnavailableError)) throw error;
    const failed = transition(requested, { status: "failed", reason: `plan failed: ${error.message.replace(/\.$/, "")}`, at: at() });
    return { state: failed, trackingCommentId: await save(failed), plan: null, notes: [] };
  }
  const exists = /* @__PURE__ */ new Map();
  for (const file of model.files) {
    const path = plainPath(file.path);
    exists.set(file.path, path === null ? null : await workspace.readFileAt(commit, path) !== null);
  }
  const record = { ...planRecord(model, exists, commit, at()), issue: { sha256: issueTextHash(issue) } };
  const flagged = flaggedFiles(record);
  const markdown = deps.redact(renderPlanMarkdown(record));
  const reason = `planned ${record.files.length} file(s) in ${record.steps.length} step(s)${flagged.length > 0 ? `; ${flagged.length} file(s) it names as existing were not found and are flagged` : ""}`;
  const done = { ...transition(requested, { status: "planned", reason, at: at() }), plan: record };
  if (issue.labels.includes(REGISTRY.plan.label)) await removeLabel(deps.octokit, deps.repo, target.number, REGISTRY.plan.label);
  return { state: done, trackingCommentId: await save(done, markdown), plan: { markdown, record }, notes: [] };
}
__name(runPlan, "runPlan");

// src/plan/handler.ts
var planWorkflow = {
  async handle(services, request) {
    const ran = await runPlan({ ...issueRunDeps(services, "plan"), discussion: discussionOf(services, request) }, request.target, request.tracking, request.state, request.store, services.selfId, commandTime(services, request));
    return { ...await issueOutcome(services, "plan", request.target, ran), plan: ran.plan, ...ran.plan ? { summary: [`### PLAN.md

${ran.plan.markdown}`] } : {} };
  }
};
export {
  planWorkflow
};
