// The implement workflow inside the action: checks the preconditions (decide.ts), checks out the
// default branch as tend/issue-N, lets the model carry out the plan through the write tools (no
// shell), runs verify-command on what it wrote, puts back exactly what tend validated, commits and
// pushes it, opens (or updates) the pull request with the repository's template filled and
// `Closes #N`, and records IMPLEMENT.md in the issue's tracking comment. It never merges.
// Decisions live in decide.ts, write-policy.ts and template.ts; this file only sequences I/O.

import type { IssueRunDeps } from '../triage/issue-run.js';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod';
import type { Target } from '../core/target.js';
import { capitalise, COMMENT_LIMIT, truncate } from '../core/text.js';
import { commitPeople } from '../github/commit-people.js';
import { openOrUpdatePull } from '../github/create-pull.js';
import { getIssue } from '../github/issues.js';
import { removeLabel } from '../github/labels.js';
import { REGISTRY } from '../registry/workflows.js';
import { runVerifyCommand } from '../git/verify-command.js';
import { openWorkspace, type Workspace } from '../git/workspace.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError } from '../llm/index.js';
import { dataSection, renderPrompt } from '../llm/prompts.js';
import { repoTools } from '../llm/tools/repo-tools.js';
import { renderPlanMarkdown } from '../plan/render.js';
import { saveTracking, type CommentStore, type Tracking } from '../store/tracking-comment.js';
import { transition, type TargetState } from '../store/target-state.js';
import { commandTool, describeCommands } from '../triage/commands.js';
import { issueMessage } from '../triage/triage.js';
import type { CommandRun } from '../triage/verdict.js';
import { approvedRefusal, implementBranch, implementRefusal } from './decide.js';
import { pushBranch } from './push-branch.js';
import { renderImplementMarkdown, type ImplementReport } from './render.js';
import { fillTemplate, pickTemplate, TemplateSectionsSchema } from './template.js';
import { writeTools } from './write-tools.js';

interface ImplementRunDeps extends IssueRunDeps {
  /** Whether the token tend pushes with may change .github/workflows/ (ship/workflow-fixes.ts). */
  canPushWorkflows: boolean;
}

export interface ImplementRunResult {
  state: TargetState;
  trackingCommentId: number;
  implement: { markdown: string; report: ImplementReport } | null;
  notes: string[];
}

/** The model's answer (the submit_implementation tool input). */
const ModelImplementationSchema = z.strictObject({
  title: z.string().min(1).max(200).describe('The pull request title, one line'),
  summary: z.string().min(1).max(4000).describe('What changed and why'),
  sections: TemplateSectionsSchema,
});

const IMPLEMENT_TOOL_ITERATIONS = 30;
const TEMPLATE_FOLDERS = ['.github', '', 'docs'];

/** `commandAt`: when the writer's command was given; the plan it approved is the one that stood then. */
export async function runImplement(deps: ImplementRunDeps, target: Target, tracking: Tracking, requested: TargetState, store: CommentStore, selfId: number, commandAt: string | undefined): Promise<ImplementRunResult> {
  const at = () => deps.now().toISOString();
  const save = (state: TargetState, artifact?: string) => saveTracking(store, target, selfId, tracking, deps.redact(deps.render(state, artifact)));
  const refusal = implementRefusal({ verifyCommand: deps.settings.verifyCommand, hasModel: deps.session !== null, plan: requested.plan });
  if (refusal !== null || deps.session === null || requested.plan === undefined) {
    const refused = transition(requested, { status: 'refused', reason: refusal ?? 'implement cannot run', at: at() });
    return { state: refused, trackingCommentId: await save(refused), implement: null, notes: [`${refusal}.`] };
  }
  const verifyCommand = deps.settings.verifyCommand!;
  const plan = requested.plan;
  const branch = implementBranch(target.number);

  const issue = await getIssue(deps.octokit, deps.repo, target.number);
  const stale = approvedRefusal({ plan, issue, commandAt });
  if (stale !== null) {
    const refused = transition(requested, { status: 'refused', reason: stale, at: at() });
    return { state: refused, trackingCommentId: await save(refused), implement: null, notes: [`${capitalise(stale)}.`] };
  }
  // The request label comes off once taken up, so adding it again asks again (as triage does).
  if (issue.labels.includes(REGISTRY.implement.label)) await removeLabel(deps.octokit, deps.repo, target.number, REGISTRY.implement.label);
  const workspace = await openWorkspace({
    dir: join(deps.workDir, `implement-${target.number}`),
    serverUrl: deps.serverUrl,
    repository: `${deps.repo.owner}/${deps.repo.repo}`,
    token: deps.settings.pushToken ?? deps.settings.githubToken,
  });
  const base = (await workspace.cloneOrFetch({ branches: [deps.defaultBranch], depth: 1 }))[deps.defaultBranch]!;
  await workspace.checkout({ oid: base, branch });
  deps.log(`implement #${target.number}: ${branch} from ${deps.defaultBranch} at ${base.slice(0, 12)}`);
  const templatePath = pickTemplate(await templateCandidates(workspace.dir));
  const template = templatePath === null ? null : await workspace.readFileAt(base, templatePath);

  const runs: CommandRun[] = [];
  const writes = writeTools(workspace, base, {
    allowedPaths: deps.settings.allowedPaths,
    allowProtectedPaths: deps.settings.allowProtectedPaths,
    canPushWorkflows: deps.canPushWorkflows,
    maxFiles: deps.settings.maxFiles,
    maxPatchBytes: deps.settings.maxPatchBytes,
  });
  const commands = deps.settings.triageCommands;
  const report: ImplementReport = { branch, base: { branch: deps.defaultBranch, commit: base }, files: [], verify: null, commands: runs, commit: null, pullRequest: null, stopped: null, title: null, summary: null };
  const finish = async (status: 'opened' | 'failed', reason: string, notes: string[] = []): Promise<ImplementRunResult> => {
    const markdown = deps.redact(renderImplementMarkdown(report));
    const implemented = report.commit ? { implement: { branch, commit: report.commit, pullRequest: report.pullRequest?.number ?? null, at: at() } } : {};
    const state: TargetState = { ...transition(requested, { status, reason, at: at() }), ...implemented };
    return { state, trackingCommentId: await save(state, markdown), implement: { markdown, report }, notes };
  };

  let answer;
  try {
    answer = await deps.session.structured({
      role: 'implement',
      subject: `#${target.number}`,
      system: {
        stable: renderPrompt('implement', {
          repository: `${deps.repo.owner}/${deps.repo.repo}`,
          commit: base,
          branch,
          maxFiles: String(deps.settings.maxFiles),
          maxPatchBytes: String(deps.settings.maxPatchBytes),
          commands: describeCommands(commands),
        }),
      },
      messages: [
        issueMessage({ number: target.number, title: issue.title, body: issue.body, discussion: null }),
        dataSection('plan', renderPlanMarkdown(plan)),
        dataSection('template', template ?? '(the repository has no pull request template)'),
      ].join('\n\n'),
      schema: ModelImplementationSchema,
      outputTool: { name: 'submit_implementation', description: 'Submit the pull request title, summary and template sections once the files are written.' },
      tools: [...repoTools(workspace.dir), ...writes.tools, ...(commands.length > 0 ? [commandTool({ commands, root: workspace.dir, redact: deps.redact, runs })] : [])],
      maxToolIterations: IMPLEMENT_TOOL_ITERATIONS,
    });
  } catch (error) {
    if (!(error instanceof LlmOutputError || error instanceof LlmFinalError || error instanceof BudgetExceededError || error instanceof LlmUnavailableError)) throw error;
    report.stopped = `The model did not finish (${error.message.replace(/\.$/, '')}); nothing was pushed.`;
    return finish('failed', `implement failed: ${error.message.replace(/\.$/, '')}; nothing was pushed`);
  }
  report.title = answer.title;
  report.summary = answer.summary;
  const changes = [...writes.changes].filter(([, change]) => change.before !== change.after);
  report.files = changes.map(([path, change]) => ({ path, created: change.before === null }));
  if (changes.length === 0) {
    report.stopped = 'The model changed no file; nothing was pushed.';
    return finish('failed', 'implement failed: the model changed no file; nothing was pushed');
  }

  // The command runs the repository's code with the model's change in it, as tend's user, with a
  // clean environment (no token; secrets were handed off at start): treat it as hostile.
  const verified = await runVerifyCommand(verifyCommand, workspace.dir);
  report.verify = { command: verifyCommand, passed: verified.passed, exitCode: verified.exitCode, timedOut: verified.timedOut, tail: deps.redact(verified.tail) };
  if (!verified.passed) {
    report.stopped = 'verify-command did not pass on the change; nothing was pushed.';
    return finish('failed', `implement failed: verify-command ${verified.timedOut ? 'timed out' : `exited ${verified.exitCode ?? 'without a code'}`} on the change; nothing was pushed`);
  }
  // What is committed is what tend validated, put back after the command, never what it left.
  for (const [path, change] of changes) await putBack(workspace, path, change.after);

  const pushed = await pushBranch(workspace, {
    branch,
    message: deps.redact(commitMessage(answer.title, target.number)),
    paths: changes.map(([path]) => path),
    lastPushed: requested.implement?.branch === branch ? requested.implement.commit : null,
    whose: (commit) => commitPeople(deps.octokit, deps.repo, commit),
  });
  if (!pushed.ok) {
    report.stopped = `${pushed.reason}.`;
    return finish('failed', `implement failed: ${pushed.reason}`);
  }
  report.commit = pushed.commit;
  // GitHub refuses a body over its limit (65,536 characters); the closing link is kept at the end.
  const body = truncate(deps.redact(fillTemplate(template, answer.sections, answer.summary, target.number)).replace(/\s*Closes #\d+\s*$/, ''), COMMENT_LIMIT - 32, `\n\nCloses #${target.number}\n`);
  const pull = await openOrUpdatePull(deps.octokit, deps.repo, { head: branch, base: deps.defaultBranch, title: deps.redact(answer.title.replace(/\s*\r?\n\s*/g, ' ')), body });
  if (!pull.ok) {
    report.stopped = `${pull.reason}. The branch ${branch} holds the change.`;
    return finish('failed', `implement pushed ${branch} but could not open the pull request: ${pull.reason}`);
  }
  report.pullRequest = { number: pull.number, url: pull.url, created: pull.created };
  const notes = deps.settings.pushToken === undefined ? [`tend pushed ${branch} with GITHUB_TOKEN: GitHub starts no workflow runs for that push or pull request, so CI will not run on it unless push-token is set.`] : [];
  return finish('opened', `${pull.created ? 'opened' : 'updated'} #${pull.number} from ${branch} (${changes.length} file(s), verify-command passed); tend never merges it`, notes);
}

/** The default branch's files that may be a pull request template, from the checkout's listing. */
async function templateCandidates(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of TEMPLATE_FOLDERS) {
    const entries = await readdir(join(root, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isFile()) found.push(path);
      else if (entry.isDirectory() && entry.name.toLowerCase() === 'pull_request_template') {
        const inner = await readdir(join(root, path), { withFileTypes: true }).catch(() => []);
        for (const file of inner) if (file.isFile()) found.push(`${path}/${file.name}`);
      }
    }
  }
  return found;
}

function commitMessage(title: string, issue: number): string {
  return `${title.replace(/\s*\r?\n\s*/g, ' ').slice(0, 200)}\n\nImplements the plan of #${issue} (tend implement).`;
}

/** Deleted first: the command may have left a symlink where the file was, which writeFile refuses. */
async function putBack(workspace: Workspace, path: string, content: string): Promise<void> {
  await workspace.deleteFile(path);
  await workspace.writeFile(path, content);
}
