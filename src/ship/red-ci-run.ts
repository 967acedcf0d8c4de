// Carries out a red-CI plan (red-ci.ts) against GitHub: re-runs the job, reverts tend's own fix and
// answers the threads it fixed (escalated, reopened), asks the model for a fix limited to the files
// the failure names (validated like every model patch, verify-command run, pushed as `fix(ci): …`),
// or posts a comment that summarises the failure. Returns what happened for afterRedCi.

import { join } from 'node:path';
import * as z from 'zod';
import type { Settings } from '../config/settings.js';
import type { PullSnapshot } from '../core/pull-request.js';
import { quoteInline } from '../core/quote.js';
import { inert } from '../core/text.js';
import { openWorkspace, type Workspace } from '../git/workspace.js';
import { runVerifyCommand } from '../git/verify-command.js';
import { rerunJob } from '../github/check-failure.js';
import type { Octokit } from '../github/client.js';
import { postComment, type RepoRef } from '../github/comments.js';
import { SELFTEST_UNRESOLVE } from '../github/queries.js';
import { answerThreads } from '../github/threads.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError } from '../llm/index.js';
import { dataSection, renderPrompt } from '../llm/prompts.js';
import { sanitizeForModel } from '../llm/untrusted-text.js';
import { THREAD_ANSWER_MARKER } from './decide-thread.js';
import type { ModelDeps } from './judge-threads.js';
import { applyModelPatch, ModelPatchSchema } from './patch/search-replace.js';
import { hasDetails, NOTHING_TO_SUMMARISE, renderFailureSummary, type RedCiOutcome, type RedCiPlan } from './red-ci.js';
import { pushTokenMayChangeWorkflows } from './workflow-fixes.js';

export interface RedCiDeps {
  octokit: Octokit;
  repo: RepoRef;
  settings: Settings;
  serverUrl: string;
  workDir: string;
  model: Pick<ModelDeps, 'session' | 'verifyCommand' | 'tools'> | null;
  redact: (text: string) => string;
}

/** The model's answer: a fix of the named files, or a reasoned decline. */
export const ModelCiFixSchema = z.strictObject({
  decision: z.enum(['fix', 'decline']).describe('fix: the edits fix the failure; decline: a person should look'),
  edits: z.array(ModelPatchSchema.shape.edits.element).max(10).describe('Search/replace edits (empty when declining)'),
  explanation: z.string().min(1).max(500).describe('One sentence: what the patch changes and why, or why it declines'),
});

/** Bytes of each named file the model sees inline (it may read more with its tools). */
const FILE_CHARS = 12_000;

export async function actOnRedCi(deps: RedCiDeps, pr: PullSnapshot, plan: RedCiPlan): Promise<{ outcome: RedCiOutcome; notes: string[] }> {
  const notes: string[] = [];
  if (plan.kind === 'rerun') {
    const result = await rerunJob(deps.octokit, deps.repo, plan.jobId);
    if (result.rerun) return { outcome: { kind: 'rerun' }, notes: [`Re-ran ${plan.check} once: ${plan.why}.`] };
    // Re-running takes `actions: write`, which the example workflow does not grant: say so, once.
    const why = `${plan.why}, but GitHub refused to re-run it (${result.message}; re-running needs actions: write on github-token)`;
    return { outcome: await summarise(deps, pr, plan, why), notes: [`Could not re-run ${plan.check}: ${deps.redact(result.message)}`] };
  }
  if (plan.kind === 'summarise') return { outcome: await summarise(deps, pr, plan, plan.why), notes };
  const workspace = await openWorkspace({
    dir: join(deps.workDir, `pr-${pr.number}`),
    serverUrl: deps.serverUrl,
    repository: `${deps.repo.owner}/${deps.repo.repo}`,
    token: deps.settings.pushToken ?? deps.settings.githubToken,
  });
  await workspace.cloneOrFetch({ branches: [pr.headRefName, pr.baseRefName], depth: 50 });
  await workspace.checkout({ oid: pr.headRefOid });
  if (plan.kind === 'revert') return revert(deps, workspace, pr, plan, notes);
  return modelFix(deps, workspace, pr, plan, notes);
}

async function revert(deps: RedCiDeps, workspace: Workspace, pr: PullSnapshot, plan: Extract<RedCiPlan, { kind: 'revert' }>, notes: string[]): Promise<{ outcome: RedCiOutcome; notes: string[] }> {
  for (const path of plan.files) {
    const before = await workspace.readFileAt(plan.parent, path);
    if (before === null) await workspace.deleteFile(path);
    else await workspace.writeFile(path, before);
  }
  const short = plan.commit.slice(0, 7);
  const error = plan.facts.firstError ? `: ${plan.facts.firstError}` : '';
  const message = [
    `Revert tend's fix ${short}: ${plan.check} failed on it`,
    '',
    `This reverts commit ${plan.commit}. ${plan.check} passed on ${plan.parent.slice(0, 7)} and failed on ${short}${error}.`,
    `The review threads it fixed are left open for a human.`,
  ].join('\n');
  const sha = await workspace.commit(deps.redact(inert(message)), plan.files);
  if (sha === null) return { outcome: await summarise(deps, pr, plan, 'reverting tend\'s fix changed nothing'), notes };
  const push = await workspace.pushWithLease({ branch: pr.headRefName, expectedOid: pr.headRefOid });
  if (!push.pushed) {
    if (push.reason === 'stale') return { outcome: { kind: 'stale' }, notes };
    return { outcome: await summarise(deps, pr, plan, `the revert could not be pushed (${push.reason})`), notes };
  }
  // The threads the fix answered: told why, and opened again for a human.
  const reply = `Reverted in ${push.oid}: CI check ${quoteInline(plan.check, 100)} failed on the fix ${short} after passing on ${plan.parent.slice(0, 7)}${error ? ` (${quoteInline(plan.facts.firstError ?? '')})` : ''}. Left open for a human.`;
  const answers = plan.threads
    .map((id) => pr.threads.find((t) => t.id === id))
    .filter((t) => t !== undefined)
    .map((t) => {
      const marker = `${THREAD_ANSWER_MARKER}${t.id} ${push.oid} -->`;
      return { threadId: t.id, reply: t.viewerCanReply ? { body: `${deps.redact(reply)}\n\n${marker}`, marker } : null, resolve: false };
    });
  if (answers.length > 0) await answerThreads(deps.octokit, answers);
  // The selftest's unresolve mutation (queries.ts) is the one GitHub has; a refusal is said, never fatal.
  for (const answer of answers) {
    try {
      await deps.octokit.graphql(SELFTEST_UNRESOLVE, { id: answer.threadId });
    } catch (error) {
      notes.push(`Could not reopen the thread ${answer.threadId}: ${deps.redact(error instanceof Error ? error.message.split('\n', 1)[0]! : String(error))}`);
    }
  }
  notes.push(`Reverted tend's fix ${short} in ${push.oid.slice(0, 7)}: ${plan.check} failed on it; ${answers.length} thread(s) answered and left for a human.`);
  return { outcome: { kind: 'pushed', sha: push.oid }, notes };
}

async function modelFix(deps: RedCiDeps, workspace: Workspace, pr: PullSnapshot, plan: Extract<RedCiPlan, { kind: 'model-fix' }>, notes: string[]): Promise<{ outcome: RedCiOutcome; notes: string[] }> {
  const model = deps.model!;
  const repository = `${deps.repo.owner}/${deps.repo.repo}`;
  const files = new Map<string, string>();
  for (const path of plan.files.slice(0, deps.settings.maxFiles)) {
    const content = await workspace.readFile(path).catch(() => null);
    if (content !== null) files.set(path, content);
  }
  if (files.size === 0) return { outcome: await summarise(deps, pr, plan, 'none of the files the failure names exists on the head'), notes };
  const failureText = [
    `Check: ${plan.check}`,
    ...(plan.facts.step ? [`Failed step: ${plan.facts.step}`] : []),
    ...(plan.failure.title ? [`Title: ${plan.failure.title}`] : []),
    ...(plan.failure.summary ? [`Summary:\n${plan.failure.summary}`] : []),
    ...plan.failure.annotations.map((a) => `Annotation (${a.level}) ${a.path}:${a.line}: ${a.message}`),
    ...(plan.failure.logTail.length > 0 ? ['Log tail:', ...plan.failure.logTail] : []),
  ].join('\n');
  const message = [
    `A required check failed on the head ${pr.headRefOid}. The files the failure names, the only ones you may change: ${[...files.keys()].join(', ')}.`,
    dataSection('ci_failure', sanitizeForModel(failureText)),
    ...[...files].map(([path, content]) => dataSection('file', `${path}:\n${sanitizeForModel(content.slice(0, FILE_CHARS))}`)),
  ].join('\n\n');
  let answer: z.infer<typeof ModelCiFixSchema>;
  try {
    answer = await model.session.structured({
      role: 'fix-ci',
      subject: `ci:${plan.check}`,
      system: { stable: renderPrompt('fix-ci', { repository }) },
      messages: message,
      schema: ModelCiFixSchema,
      outputTool: { name: 'submit_ci_fix', description: 'Submit the fix for the failing check, or decline.' },
      tools: model.tools(workspace.dir),
    });
  } catch (error) {
    if (error instanceof LlmOutputError || error instanceof BudgetExceededError || error instanceof LlmFinalError || error instanceof LlmUnavailableError) {
      return { outcome: await summarise(deps, pr, plan, `the model could not fix it (${error.message.replace(/\.$/, '')})`), notes };
    }
    throw error;
  }
  if (answer.decision === 'decline' || answer.edits.length === 0) return { outcome: await summarise(deps, pr, plan, `the model declined: ${answer.explanation.replace(/\.$/, '')}`), notes };
  const outside = answer.edits.find((e) => !files.has(e.path));
  if (outside) return { outcome: await summarise(deps, pr, plan, 'the model\'s patch changes a file the failure does not name'), notes };
  // Each edit is in a file the failure names: each file is "the file under review" for the patch rules.
  const policy = { allowedPaths: deps.settings.allowedPaths, allowProtectedPaths: deps.settings.allowProtectedPaths, canPushWorkflows: pushTokenMayChangeWorkflows(deps.settings, pr.viewer), maxFiles: deps.settings.maxFiles, maxPatchBytes: deps.settings.maxPatchBytes };
  const changed = new Map<string, string>();
  let bytes = 0;
  for (const path of new Set(answer.edits.map((e) => e.path))) {
    const applied = applyModelPatch(files, { edits: answer.edits.filter((e) => e.path === path), explanation: answer.explanation }, path, policy);
    if (!applied.ok) return { outcome: await summarise(deps, pr, plan, `the model's patch was refused: ${applied.reason}`), notes };
    bytes += applied.diffBytes;
    for (const [file, content] of applied.files) changed.set(file, content);
  }
  if (bytes > policy.maxPatchBytes) return { outcome: await summarise(deps, pr, plan, `the model's patch is ${bytes} bytes of changed lines; max-patch-bytes is ${policy.maxPatchBytes}`), notes };
  for (const [path, content] of changed) await workspace.writeFile(path, content);
  if (model.verifyCommand) {
    const verified = await runVerifyCommand(model.verifyCommand, workspace.dir);
    if (!verified.passed) return { outcome: await summarise(deps, pr, plan, `the model's patch failed verify-command (${verified.timedOut ? 'timed out' : `exited ${verified.exitCode}`})`), notes };
    // What is committed is what tend validated, never what the command left behind.
    for (const [path, content] of changed) {
      await workspace.deleteFile(path);
      await workspace.writeFile(path, content);
    }
  }
  const subject = `fix(ci): ${plan.check}: ${answer.explanation.replace(/\s+/g, ' ').replace(/\.$/, '')}`.slice(0, 100);
  const sha = await workspace.commit(deps.redact(inert(`${subject}\n\nThe check ${plan.check} failed on ${pr.headRefOid.slice(0, 7)}${plan.facts.firstError ? `: ${plan.facts.firstError}` : ''}.`)), [...changed.keys()]);
  if (sha === null) return { outcome: await summarise(deps, pr, plan, 'the model\'s patch changes nothing'), notes };
  const push = await workspace.pushWithLease({ branch: pr.headRefName, expectedOid: pr.headRefOid });
  if (!push.pushed) {
    if (push.reason === 'stale') return { outcome: { kind: 'stale' }, notes };
    return { outcome: await summarise(deps, pr, plan, `the fix could not be pushed (${push.reason})`), notes };
  }
  notes.push(`Fixed ${plan.check} with the model in ${push.oid.slice(0, 7)} (${[...changed.keys()].join(', ')}).`);
  return { outcome: { kind: 'pushed', sha: push.oid }, notes };
}

/** Posts the failure's summary once per head and check; with nothing to say, no comment. */
async function summarise(deps: RedCiDeps, pr: PullSnapshot, plan: RedCiPlan, why: string): Promise<RedCiOutcome> {
  if (!hasDetails(plan.failure)) return { kind: 'summarised', why: NOTHING_TO_SUMMARISE };
  const body = deps.redact(renderFailureSummary(plan, pr.headRefOid, inert(why)));
  const marker = body.slice(body.lastIndexOf('<!-- tend:red-ci '));
  await postComment(deps.octokit, deps.repo, { kind: 'pull_request', number: pr.number }, body, { selfId: pr.viewer.id, marker });
  return { kind: 'summarised', why: `${why}; the failure is summarised in a comment` };
}
