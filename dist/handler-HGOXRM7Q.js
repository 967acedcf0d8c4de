import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  changedLineBytes,
  fileLines,
  introducedHiddenCharacter,
  pathRefusal,
  pushTokenMayChangeWorkflows
} from "./chunk-JJ5WNO3K.js";
import {
  issueTextHash,
  renderPlanMarkdown
} from "./chunk-UFYYNBHK.js";
import {
  commandTool,
  describeCommands,
  issueMessage
} from "./chunk-6OBJQGFV.js";
import {
  getIssue
} from "./chunk-7PKBNFAE.js";
import {
  runVerifyCommand
} from "./chunk-DERPFFOY.js";
import {
  issueOutcome,
  issueRunDeps
} from "./chunk-ZR55XGTA.js";
import {
  checkToolPath,
  repoTools
} from "./chunk-SAFQMFRW.js";
import {
  removeLabel
} from "./chunk-WYHAQFAV.js";
import "./chunk-JH2OTXNJ.js";
import {
  PathEscapeError,
  ToolInputError,
  dataSection,
  defineTool,
  openWorkspace,
  renderPrompt,
  saveTracking
} from "./chunk-GSOCGSWP.js";
import "./chunk-HSMBFR5K.js";
import {
  quoteBlock
} from "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import {
  BudgetExceededError,
  LlmFinalError,
  LlmOutputError,
  LlmUnavailableError
} from "./chunk-JBKETF74.js";
import "./chunk-FCOJBJY3.js";
import "./chunk-SZHJZVAZ.js";
import "./chunk-PSBXGJWC.js";
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
import {
  containsCredential
} from "./chunk-TCPROEM4.js";
import {
  COMMENT_LIMIT,
  capitalise,
  cell,
  inert,
  truncate
} from "./chunk-WUB523E6.js";
import {
  array,
  object,
  strictObject,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/implement/run-implement.ts
import { readdir } from "node:fs/promises";
import { join } from "node:path";

// src/github/commit-people.ts
var Person = object({ name: string() }).nullable().optional();
var Account = object({ login: string() }).nullable().optional();
var CommitPeople = object({
  commit: object({ author: Person, committer: Person }),
  author: Account,
  committer: Account
});
function plainName(text) {
  const plain = text.replace(/[^\p{L}\p{N} ._\-[\]]/gu, "").replace(/\s+/g, " ").trim().slice(0, 40);
  return plain === "" ? "unnamed" : plain;
}
__name(plainName, "plainName");
async function commitPeople(octokit, repo, sha) {
  const { data } = await octokit.rest.repos.getCommit({ ...repo, ref: sha, per_page: 1 });
  const commit = CommitPeople.parse(data);
  const author = plainName(commit.author?.login ?? commit.commit.author?.name ?? "");
  const committer = plainName(commit.committer?.login ?? commit.commit.committer?.name ?? "");
  return author === committer ? `by ${author}` : `author ${author}, committer ${committer}`;
}
__name(commitPeople, "commitPeople");

// src/github/create-pull.ts
var ACTIONS_MAY_NOT_CREATE = "GitHub Actions is not permitted to create or approve pull requests";
async function openOrUpdatePull(octokit, repo, input) {
  const { data: open } = await octokit.rest.pulls.list({ ...repo, head: `${repo.owner}:${input.head}`, base: input.base, state: "open", per_page: 1 });
  const existing = open[0];
  if (existing) {
    await octokit.rest.pulls.update({ ...repo, pull_number: existing.number, title: input.title, body: input.body });
    return { ok: true, number: existing.number, url: existing.html_url, created: false };
  }
  try {
    const { data } = await octokit.rest.pulls.create({ ...repo, head: input.head, base: input.base, title: input.title, body: input.body });
    return { ok: true, number: data.number, url: data.html_url, created: true };
  } catch (error) {
    const status = error.status;
    const message = error instanceof Error ? error.message : String(error);
    if (status === 403 && message.includes(ACTIONS_MAY_NOT_CREATE)) {
      return { ok: false, reason: 'GitHub does not let GITHUB_TOKEN open pull requests in this repository: turn on "Allow GitHub Actions to create and approve pull requests" (Settings \u2192 Actions \u2192 General), or give tend a github-token of an App or person that may' };
    }
    if (status === 422 || status === 403) return { ok: false, reason: `GitHub refused to open the pull request (${status}): ${message}` };
    throw error;
  }
}
__name(openOrUpdatePull, "openOrUpdatePull");

// src/implement/decide.ts
function implementRefusal(input) {
  if (input.plan === void 0) return "implement needs a plan: ask for one with `/tend plan`";
  if (input.verifyCommand === void 0 || input.verifyCommand.trim() === "") {
    return "implement needs a verify-command: set the `verify-command` input in the workflow file (the tests tend runs before it pushes anything); nothing was changed";
  }
  if (!input.hasModel) return "implement needs the model: set anthropic-api-key; nothing was changed";
  return null;
}
__name(implementRefusal, "implementRefusal");
var ISSUE_CHANGED = "the issue changed after the plan: run /tend plan again";
function approvedRefusal(input) {
  if (input.commandAt !== void 0 && !(Date.parse(input.plan.at) <= Date.parse(input.commandAt))) {
    return "the plan was replaced after `/tend implement` was given: read the new plan and ask again";
  }
  if (input.plan.issue?.sha256 !== issueTextHash(input.issue)) return ISSUE_CHANGED;
  return null;
}
__name(approvedRefusal, "approvedRefusal");
function implementBranch(issue) {
  return `tend/issue-${issue}`;
}
__name(implementBranch, "implementBranch");

// src/implement/push-branch.ts
function pushLease(remote, lastPushed) {
  if (remote === null) return { lease: null };
  if (remote === lastPushed) return { lease: remote };
  return { taken: remote };
}
__name(pushLease, "pushLease");
async function pushBranch(workspace, input) {
  const taken = /* @__PURE__ */ __name(async (commit2, when) => ({
    ok: false,
    reason: `${input.branch} ${when} ${commit2.slice(0, 12)}, a commit tend did not push (${await input.whose(commit2)}); tend does not replace someone's commits: merge or close that work, delete the branch, and run /tend implement again`
  }), "taken");
  const decided = pushLease(await workspace.remoteHead(input.branch), input.lastPushed);
  if ("taken" in decided) return taken(decided.taken, "holds");
  const commit = await workspace.commit(input.message, input.paths);
  if (commit === null) return { ok: false, reason: "nothing to commit: the files already hold these changes" };
  const pushed = await workspace.pushWithLease({ branch: input.branch, expectedOid: decided.lease });
  if (pushed.pushed) return { ok: true, commit: pushed.oid };
  const now = pushed.reason === "stale" ? await workspace.remoteHead(input.branch) : null;
  if (now !== null && now !== decided.lease && now !== commit) return taken(now, "moved to");
  return { ok: false, reason: `the push to ${input.branch} was refused (${pushed.reason}): ${pushed.message}` };
}
__name(pushBranch, "pushBranch");

// src/implement/render.ts
function renderImplementMarkdown(report) {
  const lines = ["## Implementation", ""];
  if (report.stopped) lines.push("> [!WARNING]", `> ${report.stopped.replace(/\s*\r?\n\s*/g, " ")}`, "");
  lines.push("| Field | Value |", "|---|---|");
  lines.push(`| Branch | \`${report.branch}\` from \`${report.base.branch}\` at \`${report.base.commit.slice(0, 12)}\` |`);
  lines.push(`| Commit | ${report.commit ? `\`${report.commit.slice(0, 12)}\`` : "none pushed"} |`);
  lines.push(`| Pull request | ${report.pullRequest ? `#${report.pullRequest.number} (${report.pullRequest.created ? "opened" : "updated"})` : "none"} |`);
  if (report.verify) lines.push(`| verify-command | ${cell(report.verify.command)}: ${report.verify.passed ? "passed" : report.verify.timedOut ? "timed out" : `failed (exit ${report.verify.exitCode ?? "?"})`} |`);
  lines.push("");
  if (report.files.length > 0) {
    lines.push("### Files changed", "", ...report.files.map((f) => `- \`${f.path.replace(/`/g, "'")}\`${f.created ? " (new)" : ""}`), "");
  }
  if (report.verify && !report.verify.passed && report.verify.tail) lines.push("### verify-command output (end)", "", quoteBlock(report.verify.tail, "text", { maxLines: 60 }), "");
  if (report.commands.length > 0) {
    lines.push("### Commands the model ran", "", "| Command | Pattern | Result |", "|---|---|---|");
    for (const run of report.commands) lines.push(`| ${cell(run.command)} | ${cell(run.pattern ?? "")} | ${run.timedOut ? "timed out" : `exit ${run.exitCode ?? "?"}`} |`);
    lines.push("");
  }
  if (report.summary) lines.push("### Summary (the model's)", "", report.title ? `**${report.title.replace(/\s*\r?\n\s*/g, " ")}**` : "", "", report.summary.trim(), "");
  lines.push("<sub>tend never merges this pull request; review it, and `/tend ship` on it takes it the rest of the way.</sub>");
  return inert(lines.join("\n"));
}
__name(renderImplementMarkdown, "renderImplementMarkdown");

// src/implement/template.ts
var FOLDERS = [".github/", "", "docs/"];
function templateRank(path) {
  const lower = path.toLowerCase();
  for (const [i, folder] of FOLDERS.entries()) {
    if (lower === `${folder}pull_request_template.md` || lower === `${folder}pull_request_template.txt` || lower === `${folder}pull_request_template`) return i;
  }
  for (const [i, folder] of FOLDERS.entries()) {
    if (lower.startsWith(`${folder}pull_request_template/`) && /\.(md|txt)$/.test(lower) && !lower.slice(folder.length + "pull_request_template/".length).includes("/")) return FOLDERS.length + i;
  }
  return null;
}
__name(templateRank, "templateRank");
function pickTemplate(paths) {
  const ranked = paths.map((path) => ({ path, rank: templateRank(path) })).filter((p) => p.rank !== null);
  ranked.sort((a, b) => a.rank - b.rank || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return ranked[0]?.path ?? null;
}
__name(pickTemplate, "pickTemplate");
var TemplateSectionsSchema = array(strictObject({ heading: string().min(1).max(200).describe("The heading as the template writes it, without the leading #"), text: string().max(1e4) })).max(20);
var HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
function fillTemplate(template, sections, modelSummary, issue) {
  const answers = new Map(sections.map((s) => [normalise(s.heading), onlyThisIssueCloses(s.text.trim(), issue)]));
  const summary = onlyThisIssueCloses(modelSummary, issue);
  let body;
  if (template === null) {
    body = [`## Summary`, "", summary.trim(), ...sections.filter((s) => normalise(s.heading) !== "summary").flatMap((s) => ["", `## ${s.heading.trim()}`, "", answers.get(normalise(s.heading)) ?? ""])].join("\n");
  } else {
    const out = [];
    let skipping = false;
    for (const line of template.replace(/\r\n/g, "\n").split("\n")) {
      const heading = HEADING.exec(line);
      if (heading) {
        out.push(line);
        const answer = answers.get(normalise(heading[2] ?? ""));
        skipping = answer !== void 0;
        if (answer !== void 0) out.push("", answer, "");
        continue;
      }
      if (!skipping) out.push(line);
    }
    body = out.join("\n").replace(/\n{3,}/g, "\n\n").trim();
  }
  const closes = new RegExp(`\\b(close[sd]?|fix(e[sd])?|resolve[sd]?)\\s+#${issue}\\b`, "i");
  return closes.test(body) ? `${body}
` : `${body}

Closes #${issue}
`;
}
__name(fillTemplate, "fillTemplate");
function onlyThisIssueCloses(text, issue) {
  return text.replace(/\b(close[sd]?|fix(?:e[sd])?|resolve[sd]?)(:?\s+)#(\d+)\b/gi, (whole, _keyword, _gap, number) => Number(number) === issue ? whole : `see #${number}`);
}
__name(onlyThisIssueCloses, "onlyThisIssueCloses");
function normalise(heading) {
  return heading.replace(/^#+\s*/, "").replace(/[*_`:]/g, "").trim().toLowerCase();
}
__name(normalise, "normalise");

// src/implement/write-policy.ts
function changeBytes(changes) {
  let bytes = 0;
  for (const change of changes.values()) bytes += changedLineBytes(change.before === null ? [] : fileLines(change.before), fileLines(change.after));
  return bytes;
}
__name(changeBytes, "changeBytes");
function writeRefusal(path, before, after, changes, policy) {
  const refused = pathRefusal(path, policy);
  if (refused) return `Refused: ${refused}.`;
  if (/[\0\uFFFD]/.test(after)) return "Refused: the content is not UTF-8 text (a NUL or replacement character).";
  if (before !== null && /[\0\uFFFD]/.test(before)) return "Refused: the file is not UTF-8 text; tend does not rewrite it.";
  const hidden = introducedHiddenCharacter(before ?? "", after);
  if (hidden) return `Refused: the change would add ${hidden}.`;
  if (containsCredential(after) && !containsCredential(before ?? "")) return "Refused: the change would add a credential-shaped string.";
  const next = new Map(changes);
  next.set(path, { before, after });
  for (const [key, change] of next) if (change.before === change.after) next.delete(key);
  if (next.size > policy.maxFiles) return `Refused: the change would touch ${next.size} files; max-files is ${policy.maxFiles}. Change fewer files.`;
  const bytes = changeBytes(next);
  if (bytes > policy.maxPatchBytes) return `Refused: the change would be ${bytes} bytes of changed lines; max-patch-bytes is ${policy.maxPatchBytes}. Make it smaller.`;
  return null;
}
__name(writeRefusal, "writeRefusal");
function replaceOnce(content, search, replace) {
  const crlf = content.includes("\r\n");
  const find = crlf ? search.replace(/\r?\n/g, "\r\n") : search;
  const put = crlf ? replace.replace(/\r?\n/g, "\r\n") : replace;
  const first = content.indexOf(find);
  if (first < 0) return { ok: false, reason: "The search text is not in the file; read it again and copy the excerpt exactly." };
  if (content.indexOf(find, first + 1) >= 0) return { ok: false, reason: "The search text occurs more than once; include more lines around it so it is unique." };
  return { ok: true, content: content.slice(0, first) + put + content.slice(first + find.length) };
}
__name(replaceOnce, "replaceOnce");

// src/implement/write-tools.ts
var Path = string().min(1).max(300).describe("Repository path, relative to the root");
function writeTools(workspace, base, policy) {
  const changes = /* @__PURE__ */ new Map();
  const original = /* @__PURE__ */ __name(async (path) => changes.has(path) ? changes.get(path).before : await workspace.readFileAt(base, path), "original");
  const land = /* @__PURE__ */ __name(async (path, before, after) => {
    const refused = writeRefusal(path, before, after, changes, policy);
    if (refused) throw new ToolInputError(refused);
    try {
      await workspace.writeFile(path, after);
    } catch (error) {
      if (error instanceof PathEscapeError) throw new ToolInputError(error.message);
      throw error;
    }
    changes.set(path, { before, after });
    return `Wrote ${path} (${after.split("\n").length} line(s)). ${changes.size} file(s) changed so far.`;
  }, "land");
  const writeFile = defineTool({
    name: "write_file",
    description: "Write the whole content of one file (creating it if it does not exist). Checked against the allowed paths and the size caps before it lands.",
    input: strictObject({ path: Path, content: string().max(2e5) }),
    async run({ path, content }) {
      const plain = checkToolPath(path);
      return land(plain, await original(plain), content);
    }
  });
  const editFile = defineTool({
    name: "edit_file",
    description: "Replace one exact excerpt of an existing file (it must occur exactly once) with new text.",
    input: strictObject({ path: Path, search: string().min(1).max(2e4), replace: string().max(2e4) }),
    async run({ path, search, replace }) {
      const plain = checkToolPath(path);
      const before = await original(plain);
      const current = changes.get(plain)?.after ?? before;
      if (current === null) throw new ToolInputError(`No file '${plain}' on the branch; use write_file to create it.`);
      const edited = replaceOnce(current, search, replace);
      if (!edited.ok) throw new ToolInputError(edited.reason);
      return land(plain, before, edited.content);
    }
  });
  return { tools: [writeFile, editFile], changes };
}
__name(writeTools, "writeTools");

// src/implement/run-implement.ts
var ModelImplementationSchema = strictObject({
  title: string().min(1).max(200).describe("The pull request title, one line"),
  summary: string().min(1).max(4e3).describe("What changed and why"),
  sections: TemplateSectionsSchema
});
var IMPLEMENT_TOOL_ITERATIONS = 30;
var TEMPLATE_FOLDERS = [".github", "", "docs"];
async function runImplement(deps, target, tracking, requested, store, selfId, commandAt) {
  const at = /* @__PURE__ */ __name(() => deps.now().toISOString(), "at");
  const save = /* @__PURE__ */ __name((state, artifact) => saveTracking(store, target, selfId, tracking, deps.redact(deps.render(state, artifact))), "save");
  const refusal = implementRefusal({ verifyCommand: deps.settings.verifyCommand, hasModel: deps.session !== null, plan: requested.plan });
  if (refusal !== null || deps.session === null || requested.plan === void 0) {
    const refused = transition(requested, { status: "refused", reason: refusal ?? "implement cannot run", at: at() });
    return { state: refused, trackingCommentId: await save(refused), implement: null, notes: [`${refusal}.`] };
  }
  const verifyCommand = deps.settings.verifyCommand;
  const plan = requested.plan;
  const branch = implementBranch(target.number);
  const issue = await getIssue(deps.octokit, deps.repo, target.number);
  const stale = approvedRefusal({ plan, issue, commandAt });
  if (stale !== null) {
    const refused = transition(requested, { status: "refused", reason: stale, at: at() });
    return { state: refused, trackingCommentId: await save(refused), implement: null, notes: [`${capitalise(stale)}.`] };
  }
  if (issue.labels.includes(REGISTRY.implement.label)) await removeLabel(deps.octokit, deps.repo, target.number, REGISTRY.implement.label);
  const workspace = await openWorkspace({
    dir: join(deps.workDir, `implement-${target.number}`),
    serverUrl: deps.serverUrl,
    repository: `${deps.repo.owner}/${deps.repo.repo}`,
    token: deps.settings.pushToken ?? deps.settings.githubToken
  });
  const base = (await workspace.cloneOrFetch({ branches: [deps.defaultBranch], depth: 1 }))[deps.defaultBranch];
  await workspace.checkout({ oid: base, branch });
  deps.log(`implement #${target.number}: ${branch} from ${deps.defaultBranch} at ${base.slice(0, 12)}`);
  const templatePath = pickTemplate(await templateCandidates(workspace.dir));
  const template = templatePath === null ? null : await workspace.readFileAt(base, templatePath);
  const runs = [];
  const writes = writeTools(workspace, base, {
    allowedPaths: deps.settings.allowedPaths,
    allowProtectedPaths: deps.settings.allowProtectedPaths,
    canPushWorkflows: deps.canPushWorkflows,
    maxFiles: deps.settings.maxFiles,
    maxPatchBytes: deps.settings.maxPatchBytes
  });
  const commands = deps.settings.triageCommands;
  const report = { branch, base: { branch: deps.defaultBranch, commit: base }, files: [], verify: null, commands: runs, commit: null, pullRequest: null, stopped: null, title: null, summary: null };
  const finish = /* @__PURE__ */ __name(async (status, reason, notes2 = []) => {
    const markdown = deps.redact(renderImplementMarkdown(report));
    const implemented = report.commit ? { implement: { branch, commit: report.commit, pullRequest: report.pullRequest?.number ?? null, at: at() } } : {};
    const state = { ...transition(requested, { status, reason, at: at() }), ...implemented };
    return { state, trackingCommentId: await save(state, markdown), implement: { markdown, report }, notes: notes2 };
  }, "finish");
  let answer;
  try {
    answer = await deps.session.structured({
      role: "implement",
      subject: `#${target.number}`,
      system: {
        stable: renderPrompt("implement", {
          repository: `${deps.repo.owner}/${deps.repo.repo}`,
          commit: base,
          branch,
          maxFiles: String(deps.settings.maxFiles),
          maxPatchBytes: String(deps.settings.maxPatchBytes),
          commands: describeCommands(commands)
        })
      },
      messages: [
        issueMessage({ number: target.number, title: issue.title, body: issue.body, discussion: null }),
        dataSection("plan", renderPlanMarkdown(plan)),
        dataSection("template", template ?? "(the repository has no pull request template)")
      ].join("\n\n"),
      schema: ModelImplementationSchema,
      outputTool: { name: "submit_implementation", description: "Submit the pull request title, summary and template sections once the files are written." },
      tools: [...repoTools(workspace.dir), ...writes.tools, ...commands.length > 0 ? [commandTool({ commands, root: workspace.dir, redact: deps.redact, runs })] : []],
      maxToolIterations: IMPLEMENT_TOOL_ITERATIONS
    });
  } catch (error) {
    if (!(error instanceof LlmOutputError || error instanceof LlmFinalError || error instanceof BudgetExceededError || error instanceof LlmUnavailableError)) throw error;
    report.stopped = `The model did not finish (${error.message.replace(/\.$/, "")}); nothing was pushed.`;
    return finish("failed", `implement failed: ${error.message.replace(/\.$/, "")}; nothing was pushed`);
  }
  report.title = answer.title;
  report.summary = answer.summary;
  const changes = [...writes.changes].filter(([, change]) => change.before !== change.after);
  report.files = changes.map(([path, change]) => ({ path, created: change.before === null }));
  if (changes.length === 0) {
    report.stopped = "The model changed no file; nothing was pushed.";
    return finish("failed", "implement failed: the model changed no file; nothing was pushed");
  }
  const verified = await runVerifyCommand(verifyCommand, workspace.dir);
  report.verify = { command: verifyCommand, passed: verified.passed, exitCode: verified.exitCode, timedOut: verified.timedOut, tail: deps.redact(verified.tail) };
  if (!verified.passed) {
    report.stopped = "verify-command did not pass on the change; nothing was pushed.";
    return finish("failed", `implement failed: verify-command ${verified.timedOut ? "timed out" : `exited ${verified.exitCode ?? "without a code"}`} on the change; nothing was pushed`);
  }
  for (const [path, change] of changes) await putBack(workspace, path, change.after);
  const pushed = await pushBranch(workspace, {
    branch,
    message: deps.redact(commitMessage(answer.title, target.number)),
    paths: changes.map(([path]) => path),
    lastPushed: requested.implement?.branch === branch ? requested.implement.commit : null,
    whose: /* @__PURE__ */ __name((commit) => commitPeople(deps.octokit, deps.repo, commit), "whose")
  });
  if (!pushed.ok) {
    report.stopped = `${pushed.reason}.`;
    return finish("failed", `implement failed: ${pushed.reason}`);
  }
  report.commit = pushed.commit;
  const body = truncate(deps.redact(fillTemplate(template, answer.sections, answer.summary, target.number)).replace(/\s*Closes #\d+\s*$/, ""), COMMENT_LIMIT - 32, `

Closes #${target.number}
`);
  const pull = await openOrUpdatePull(deps.octokit, deps.repo, { head: branch, base: deps.defaultBranch, title: deps.redact(answer.title.replace(/\s*\r?\n\s*/g, " ")), body });
  if (!pull.ok) {
    report.stopped = `${pull.reason}. The branch ${branch} holds the change.`;
    return finish("failed", `implement pushed ${branch} but could not open the pull request: ${pull.reason}`);
  }
  report.pullRequest = { number: pull.number, url: pull.url, created: pull.created };
  const notes = deps.settings.pushToken === void 0 ? [`tend pushed ${branch} with GITHUB_TOKEN: GitHub starts no workflow runs for that push or pull request, so CI will not run on it unless push-token is set.`] : [];
  return finish("opened", `${pull.created ? "opened" : "updated"} #${pull.number} from ${branch} (${changes.length} file(s), verify-command passed); tend never merges it`, notes);
}
__name(runImplement, "runImplement");
async function templateCandidates(root) {
  const found = [];
  for (const folder of TEMPLATE_FOLDERS) {
    const entries = await readdir(join(root, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = folder === "" ? entry.name : `${folder}/${entry.name}`;
      if (entry.isFile()) found.push(path);
      else if (entry.isDirectory() && entry.name.toLowerCase() === "pull_request_template") {
        const inner = await readdir(join(root, path), { withFileTypes: true }).catch(() => []);
        for (const file of inner) if (file.isFile()) found.push(`${path}/${file.name}`);
      }
    }
  }
  return found;
}
__name(templateCandidates, "templateCandidates");
function commitMessage(title, issue) {
  return `${title.replace(/\s*\r?\n\s*/g, " ").slice(0, 200)}

Implements the plan of #${issue} (tend implement).`;
}
__name(commitMessage, "commitMessage");
async function putBack(workspace, path, content) {
  await workspace.deleteFile(path);
  await workspace.writeFile(path, content);
}
__name(putBack, "putBack");

// src/implement/handler.ts
var implementWorkflow = {
  async handle(services, request) {
    const deps = { ...issueRunDeps(services, "implement"), canPushWorkflows: pushTokenMayChangeWorkflows(services.settings, { id: services.selfId }) };
    const ran = await runImplement(deps, request.target, request.tracking, request.state, request.store, services.selfId, request.triggeredAt);
    return { ...await issueOutcome(services, "implement", request.target, ran), implement: ran.implement, ...ran.implement ? { summary: [`### IMPLEMENT.md

${ran.implement.markdown}`] } : {} };
  }
};
export {
  implementWorkflow
};
