// Carries out one round of thread decisions in one workspace and one commit:
//   1. apply the committable suggestions the rules chose;
//   2. with a model configured, judge the threads the rules left undecided, and write, validate,
//      apply (and, when configured, verify) a patch for each one judged fixable;
//   3. commit once, push with a lease on the head the decisions were made on;
//   4. answer every thread (the commit for fixes, the rationale otherwise) and resolve what was
//      fixed or ignored. Escalated threads get an answer and stay open, as do fixes the model
//      may not close (model-resolve.ts).
// If the head moved under us, nothing is pushed and nothing is answered: the next snapshot sees
// the new head and decides again.

import { join } from 'node:path';
import type { Settings } from '../config/settings.js';
import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { answerThreads, deleteReviewComment, loadThreadComments, type AnswersThen, type ThreadAnswer, type ThreadAnswered, type ThreadComments } from '../github/threads.js';
import type { CommentsThenUpdateOutcome } from '../github/comments.js';
import { openWorkspace, type Workspace } from '../git/workspace.js';
import type { ThreadRecord } from '../store/target-state.js';
import { THREAD_ANSWER_MARKER, type ThreadPlan } from './decide-thread.js';
import { laterAnswers } from './first-answer.js';
import { reviewCommentUrl } from './declined.js';
import { judgeThreads, type Decided, type ModelDeps } from './judge-threads.js';
import { applySuggestionsToWorkspace, type SuggestionEdit } from './patch/apply-to-workspace.js';
import { type PullSnapshot } from '../core/pull-request.js';
import { clip, inert } from '../core/text.js';
import { restFailure } from '../github/api-errors.js';
import { GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS, type PathPolicy } from './patch/path-policy.js';
import { commitThroughApi } from './api-commit.js';
import { pushTokenMayChangeWorkflows, splitWorkflowFixes } from './workflow-fixes.js';
import { offerFixes } from './offer-run.js';
import type { ShipOffer } from '../store/target-state.js';

export interface HandleDeps {
  octokit: Octokit;
  repo: RepoRef;
  settings: Settings;
  serverUrl: string;
  workDir: string;
  log: (line: string) => void;
  /** The model, when an API key is configured; null runs the deterministic path only. */
  model: ModelDeps | null;
  /** Every text leaving tend passes this (known secrets and credential shapes removed). */
  redact: (text: string) => string;
}

interface ThreadsOutcome {
  /** The commit tend pushed, or null when nothing was pushed. */
  pushed: string | null;
  records: ThreadRecord[];
  notes: string[];
  /** Why the model was stopped in this round (a budget, a final API error), or null. */
  modelStopped: string | null;
  /** The fixes offered as a review instead of pushed (offer.ts), or null. */
  offer?: ShipOffer | null;
  /** The writes `then` asked for and how they went (null: the request had no answer; look). */
  followed?: { sent: AnswersThen; outcome: CommentsThenUpdateOutcome | null };
}

/** A fork's branch is its author's: tend offers, never pushes, edits allowed or not (docs/ship.md, "Fixes tend cannot push"; RULES E58 (push)). */
export const FORK_CANNOT_PUSH = "it comes from a fork, whose branch is its author's to change";


/**
 * `then`: given the round's outcome as it will be if every answer lands, the writes to send after
 * the answers in the same request (github/threads.ts, AnswersThen), or null for none.
 */
export async function handleThreads(deps: HandleDeps, pr: PullSnapshot, plans: ThreadPlan[], then?: (expected: ThreadsOutcome) => AnswersThen | null): Promise<ThreadsOutcome> {
  const head = pr.headRefOid;
  const notes: string[] = [];
  let decided: Decided[] = plans.map((plan) => ({ plan: withEarlierLink(deps, pr, withoutModel(plan, deps.model !== null)), files: [] }));
  let pushed: string | null = null;
  let modelStopped: string | null = null;
  let offer: ShipOffer | null = null;
  // Offered threads and how: answered with the review's link, left open for the author.
  const offered = new Set<string>();

  // GITHUB_TOKEN never holds the workflows permission: a fix to a workflow file is then not made.
  const canPushWorkflows = pushTokenMayChangeWorkflows(deps.settings, pr.viewer);
  const pathPolicy = { allowedPaths: deps.settings.allowedPaths, allowProtectedPaths: deps.settings.allowProtectedPaths, canPushWorkflows };
  const suggestions = decided.filter((d) => d.plan.decision === 'fix' && d.plan.edit);
  const judgeable = deps.model ? decided.filter((d) => d.plan.needsJudgement) : [];
  if (suggestions.length > 0 || judgeable.length > 0) {
    const workspace = await openWorkspace({
      dir: join(deps.workDir, `pr-${pr.number}`),
      serverUrl: deps.serverUrl,
      repository: `${deps.repo.owner}/${deps.repo.repo}`,
      token: deps.settings.pushToken ?? deps.settings.githubToken,
    });
    // Deep enough to read what reviewers saw on earlier heads; the base for guidance files. A
    // fork's branch is not in this repository (a branch of the same name may be, and is not it):
    // its head is fetched by commit id below, which GitHub serves through refs/pull/N/head.
    await workspace.cloneOrFetch({ branches: pr.isCrossRepository ? [pr.baseRefName] : [pr.headRefName, pr.baseRefName], depth: 50 });
    await workspace.checkout({ oid: head });

    decided = await applySuggestions(deps, workspace, pr, decided, pathPolicy);
    if (deps.model && judgeable.length > 0) {
      // A fork's code never runs here: its fixes are offered unverified, for its author to judge.
      const model = pr.isCrossRepository ? { ...deps.model, verifyCommand: undefined } : deps.model;
      const judged = await judgeThreads(model, workspace, pr, decided.filter((d) => d.plan.needsJudgement).map((d) => d.plan), {
        repository: `${deps.repo.owner}/${deps.repo.repo}`,
        policy: { ...pathPolicy, maxFiles: deps.settings.maxFiles, maxPatchBytes: deps.settings.maxPatchBytes },
        alreadyChanged: new Set(decided.flatMap((d) => d.files)),
      });
      notes.push(...judged.notes);
      modelStopped = judged.stopped;
      decided = decided.map((d) => judged.results.get(d.plan.threadId) ?? d);
    }

    const unpushable = decided.filter((d) => d.plan.decision === 'escalate' && d.plan.rationale.includes(GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS)).length;
    if (unpushable > 0) {
      notes.push(`${unpushable} fix(es) change .github/workflows/, which GITHUB_TOKEN cannot push: left for a human with the reason (set push-token to a token with the workflows permission to let tend push them).`);
    }

    let fixes = decided.filter((d) => d.plan.decision === 'fix' && d.files.length > 0);
    // Where tend cannot push, what it would have committed is offered as one review instead.
    const offerInstead = async (why: string) => {
      const outcome = await offerFixes(deps, workspace, pr, fixes, why);
      offer = outcome.offer;
      decided = decided.map((d) => {
        const withheld = outcome.withheld.get(d.plan.threadId);
        if (withheld !== undefined) return escalate(d, `the fix could not be offered: ${withheld}`);
        const how = outcome.offered.get(d.plan.threadId);
        if (how === undefined || outcome.url === null) return d;
        offered.add(d.plan.threadId);
        return { ...escalate(d, offerSentence(d.plan, outcome.url, how.outside)), files: d.files };
      });
      notes.push(outcome.url === null ? `tend could not push (${why}) and could offer none of the fixes.` : `tend could not push (${why}): it offered ${outcome.offered.size} fix(es) in review ${outcome.url}.`);
    };
    if (pr.isCrossRepository && fixes.length > 0) {
      await offerInstead(FORK_CANNOT_PUSH);
      fixes = [];
    }
    let commit = fixes.length > 0 ? await commitAndPush(deps, workspace, pr, fixes) : null;
    if (commit?.kind === 'failed' && commit.refused) {
      // Refused, not failed: the same changes are offered in this run, so nothing is lost.
      await offerInstead(`GitHub refused the push: ${refusalLine(deps.redact(commit.message))}`);
      commit = null;
    }
    const split = commit?.kind === 'workflows' ? splitWorkflowFixes(fixes) : null;
    if (commit?.kind === 'workflows' && split && split.dropped.length > 0) {
      // GitHub refused the whole push (no ref moved): go again with what does not touch workflows.
      const reasons = new Map(split.dropped.map(({ fix, reason }) => [fix.plan.threadId, reason]));
      decided = decided.map((d) => (reasons.has(d.plan.threadId) ? escalate(d, reasons.get(d.plan.threadId)!) : d));
      notes.push(`GitHub refused to push changes to .github/workflows/ (the token tend pushes with lacks the workflows permission); tend ${split.kept.length > 0 ? 'pushed the other fixes without them and ' : ''}left ${split.dropped.length} thread(s) for a human.`);
      fixes = split.kept;
      commit = fixes.length > 0 ? await recommit(deps, workspace, pr, commit.sha, fixes) : null;
    }
    if (commit) {
      if (commit.kind === 'stale') {
        deps.log(`ship #${pr.number}: the head moved while patching (${commit.message}); deciding again on the new head`);
        return { pushed: null, records: [], modelStopped: null, notes: [...notes, `The head of #${pr.number} moved while tend was patching; nothing was pushed or answered, and tend decides again on the new head.`] };
      }
      if (commit.kind === 'failed' || commit.kind === 'workflows') {
        notes.push(commit.message);
        decided = decided.map((d) => (d.plan.decision === 'fix' && d.files.length > 0 ? escalate(d, `the fix could not be pushed: ${commit.message}`) : d));
      } else {
        pushed = commit.sha;
      }
    }
  }

  // One request answers the round (threads.ts, answerThreads). Another run of this pull request
  // may answer the same threads meanwhile (a sweep beside an event run): first-answer.ts keeps
  // the earliest answer in each afterwards, from the round's own read-back.
  const answers: ThreadAnswer[] = [];
  for (const { plan, files } of decided) {
    if (plan.decision === 'skip') continue;
    const thread = pr.threads.find((t) => t.id === plan.threadId)!;
    const commit = plan.decision === 'fix' ? (files.length > 0 ? pushed : head) : null;
    const marker = `${THREAD_ANSWER_MARKER}${plan.threadId} ${head} -->`;
    answers.push({
      threadId: plan.threadId,
      // The answer quotes the bot's path and the model's rationale: inert (core/text.ts), so the
      // marker that ends it is the only one in it.
      reply: thread.viewerCanReply ? { body: `${inert(deps.redact(offered.has(plan.threadId) ? plan.rationale : answerText(plan, commit, files.length === 0)))}\n\n${marker}`, marker } : null,
      resolve: plan.decision !== 'escalate' && plan.leaveOpen === undefined && thread.viewerCanResolve,
    });
  }
  // The records as they will be if every answer lands: what `then` writes after the answers, in
  // the same request; the caller writes again should the round's outcome differ.
  const expected = recordsOf(deps, pr, decided, pushed, answers.map((a) => ({ threadId: a.threadId, replied: a.reply !== null, resolve: a.resolve ? { resolved: true as const } : null })), []);
  const following = answers.length > 0 && then ? then({ pushed, records: expected, notes: [], modelStopped, offer }) : null;
  const round = answers.length > 0 ? await answerThreads(deps.octokit, answers, following) : { threads: [], readBack: [] };
  const records = recordsOf(deps, pr, decided, pushed, round.threads, notes);
  const replied = round.threads.filter((t) => t.replied).map((t) => t.threadId);
  if (replied.length > 0) {
    const deleted = await keepFirstAnswers(deps, replied, pr.viewer.id, round.readBack);
    if (deleted > 0) notes.push(`Another run answered ${deleted} of these threads at the same time; tend kept the earliest answer in each and deleted the later one.`);
  }
  return { pushed, records, notes, modelStopped, offer, ...(following ? { followed: { sent: following, outcome: round.then ?? null } } : {}) };
}

/** The round's thread records from how each answer went (`answered`), and the notes they call for. */
function recordsOf(deps: HandleDeps, pr: PullSnapshot, decided: readonly Decided[], pushed: string | null, answered: readonly ThreadAnswered[], notes: string[]): ThreadRecord[] {
  const head = pr.headRefOid;
  const records: ThreadRecord[] = [];
  for (const { plan, files } of decided) {
    const outcome = answered.find((t) => t.threadId === plan.threadId);
    if (!outcome || plan.decision === 'skip') continue;
    const thread = pr.threads.find((t) => t.id === plan.threadId)!;
    if (!thread.viewerCanReply) notes.push(`tend may not reply on the thread at ${thread.path}; its decision is only in the tracking comment.`);
    if (plan.leaveOpen !== undefined) {
      notes.push(`tend fixed the thread at ${thread.path} and left it open for a maintainer (${plan.leaveOpen}); resolving it settles it.`);
    } else if (plan.decision !== 'escalate' && !thread.viewerCanResolve && !thread.isResolved) {
      // A thread someone else already resolved needs no resolve (it was answered because they may not settle it).
      notes.push(`tend may not resolve the thread at ${thread.path} (resolving needs contents: write); it was answered and left open.`);
    }
    if (outcome.resolve?.resolved === false) notes.push(`Could not resolve the thread at ${thread.path}: ${outcome.resolve.reason}`);
    records.push({
      id: plan.threadId,
      path: plan.path,
      line: thread.line ?? thread.originalLine,
      author: plan.author?.login ?? 'ghost',
      severity: plan.severity,
      decision: plan.decision,
      rationale: deps.redact(plan.rationale),
      commit: plan.decision === 'fix' ? (files.length > 0 ? pushed : head) : null,
      files,
      replied: outcome.replied,
      resolved: outcome.resolve?.resolved === true,
      head,
      ...(deps.model ? { llm: deps.model.usageOf(plan.threadId) } : {}),
    });
  }
  return records;
}

/**
 * Deletes each answer of tend's but the first in the answered threads (first-answer.ts), from the
 * round's read-back; threads it does not cover (answered and left open) are read in one request.
 * Both steps are idempotent, so a GitHub failure is retried past octokit's own retries, reading
 * everything again: a duplicate left behind is the one thing this exists to prevent. Returns how
 * many were deleted.
 */
async function keepFirstAnswers(deps: HandleDeps, threadIds: string[], selfId: number, readBack: ThreadComments[]): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const known = attempt === 0 ? readBack.filter((t) => threadIds.includes(t.id)) : [];
      const unread = threadIds.filter((id) => !known.some((t) => t.id === id));
      const threads = unread.length > 0 ? [...known, ...(await loadThreadComments(deps.octokit, unread))] : known;
      const later = laterAnswers(threads, selfId);
      for (const id of later) await deleteReviewComment(deps.octokit, deps.repo, id);
      return later.length;
    } catch (error) {
      const status = restFailure(error)?.status;
      if ((status !== undefined && status < 500) || attempt >= 2) throw error;
    }
  }
}

/** A re-raised finding's answer links the earlier decision (declined.ts), for the reader to follow. */
function withEarlierLink(deps: HandleDeps, pr: PullSnapshot, plan: ThreadPlan): ThreadPlan {
  if (!plan.earlier) return plan;
  const url = reviewCommentUrl(deps.serverUrl, `${deps.repo.owner}/${deps.repo.repo}`, pr.number, plan.earlier.comment);
  return { ...plan, rationale: `${plan.rationale} The earlier decision: ${url}` };
}

/** Without a model, an undecided thread says so: a person decides. */
function withoutModel(plan: ThreadPlan, modelConfigured: boolean): ThreadPlan {
  if (!plan.needsJudgement || modelConfigured) return plan;
  return { ...plan, rationale: 'No committable suggestion, and no model is configured (anthropic-api-key), so a human decides.' };
}

async function applySuggestions(deps: HandleDeps, workspace: Workspace, pr: PullSnapshot, decided: Decided[], pathPolicy: PathPolicy): Promise<Decided[]> {
  const fixes = decided.filter((d) => d.plan.decision === 'fix' && d.plan.edit).map((d) => d.plan);
  if (fixes.length === 0) return decided;
  const edits: SuggestionEdit[] = fixes.map((plan) => ({
    threadId: plan.threadId,
    path: plan.path,
    startLine: plan.edit!.outdated ? plan.edit!.originalStartLine ?? plan.edit!.startLine : plan.edit!.startLine,
    endLine: plan.edit!.outdated ? plan.edit!.originalEndLine ?? plan.edit!.endLine : plan.edit!.endLine,
    text: plan.edit!.text,
    outdated: plan.edit!.outdated,
    originalCommitOid: plan.edit!.originalCommitOid,
  }));
  const patch = await applySuggestionsToWorkspace(workspace, pr.headRefOid, edits, {
    ...pathPolicy,
    maxFiles: deps.settings.maxFiles,
    maxPatchBytes: deps.settings.maxPatchBytes,
  });
  const refused = new Map(patch.refused.map((r) => [r.threadId, r.reason]));
  return decided.map((d) => {
    if (d.plan.decision !== 'fix' || !d.plan.edit) return d;
    const reason = refused.get(d.plan.threadId);
    if (reason) return escalate(d, `the suggestion could not be applied: ${reason}`);
    return { ...d, files: patch.applied.includes(d.plan.threadId) ? [d.plan.path] : [] };
  });
}

type CommitResult =
  | { kind: 'pushed'; sha: string }
  | { kind: 'stale'; message: string }
  /** `refused`: GitHub refused the push (permission, protection): the fixes can still be offered. */
  | { kind: 'failed'; message: string; refused?: boolean }
  /** GitHub refused the push for its workflow files (P6); `sha` is the refused local commit. */
  | { kind: 'workflows'; sha: string; message: string };

/** Commits the fixes' files in one commit and pushes it with a lease on the head they were made on (or has GitHub make it, commit-method api). */
async function commitAndPush(deps: HandleDeps, workspace: Workspace, pr: PullSnapshot, fixed: Decided[]): Promise<CommitResult> {
  const message = [
    `fix(review): address ${fixed.length} review thread${fixed.length === 1 ? '' : 's'}`,
    '',
    ...fixed.map(({ plan }) => `- ${plan.path}${plan.edit ? `:${plan.edit.startLine}${plan.edit.endLine !== plan.edit.startLine ? `-${plan.edit.endLine}` : ''}` : ''} (${plan.bot ?? plan.author?.login ?? 'reviewer'}, ${plan.severity}${plan.edit ? ', suggestion' : ', model patch'})`),
  ].join('\n');
  const paths = [...new Set(fixed.flatMap((d) => d.files))];
  const sha = await workspace.commit(message, paths);
  if (sha === null) return { kind: 'failed', message: 'nothing to commit: the files already hold these changes' };
  // commit-method api: GitHub makes (and signs) the same commit; too large a round goes through git.
  if (deps.settings.commitMethod === 'api') {
    const viaApi = await commitThroughApi(deps, workspace, { local: sha, paths, branch: pr.headRefName, expectedHeadOid: pr.headRefOid, message });
    if (viaApi) return viaApi;
  }
  const push = await workspace.pushWithLease({ branch: pr.headRefName, expectedOid: pr.headRefOid });
  if (push.pushed) return { kind: 'pushed', sha: push.oid };
  if (push.reason === 'stale') return { kind: 'stale', message: push.message };
  if (push.reason === 'workflows') return { kind: 'workflows', sha, message: `the push was refused (workflows): ${push.message}` };
  return { kind: 'failed', message: `the push was refused (${push.reason}): ${push.message}`, refused: push.reason === 'rejected' || push.reason === 'auth' };
}

/**
 * The round again without the fixes left out: back to the head, the kept fixes' files as the
 * refused commit `refused` has them (none of them holds a left-out fix's edit), one new commit.
 */
async function recommit(deps: HandleDeps, workspace: Workspace, pr: PullSnapshot, refused: string, kept: Decided[]): Promise<CommitResult> {
  const files = [...new Set(kept.flatMap((d) => d.files))];
  const contents = new Map<string, string | null>();
  for (const path of files) contents.set(path, await workspace.readFileAt(refused, path));
  await workspace.checkout({ oid: pr.headRefOid });
  for (const [path, content] of contents) {
    if (content === null) await workspace.deleteFile(path);
    else await workspace.writeFile(path, content);
  }
  return commitAndPush(deps, workspace, pr, kept);
}

function escalate(d: Decided, rationale: string): Decided {
  return { plan: { ...d.plan, decision: 'escalate', edit: null, rationale, needsJudgement: false }, files: [] };
}

/** What the server said in refusing a push (its `remote:` lines), in one line; else the first line of git's message. */
function refusalLine(message: string): string {
  const remote = message.split('\n').filter((l) => l.startsWith('remote: ')).map((l) => l.slice('remote: '.length).replace(/^error: /, '').trim()).filter(Boolean);
  return clip(remote.length > 0 ? remote.join(' ') : message.split('\n')[0]!, 300);
}

/** The answer to an offered thread, and its record's rationale: where the fix is, and that the thread waits for the author. */
function offerSentence(plan: ThreadPlan, url: string, outside: boolean): string {
  const where = outside ? "as a diff in its body (the change is outside the pull request's diff)" : 'as a committable suggestion';
  return `Offered in review ${url}, ${where}: ${plan.rationale} Left open for the author: commit it there, and tend resolves this thread once the change is on the branch.`;
}

function answerText(plan: ThreadPlan, commit: string | null, unchanged: boolean): string {
  if (plan.decision === 'fix') {
    return unchanged || !commit ? `The file already matches this. ${plan.rationale}` : `Applied in ${commit}. ${plan.rationale}`;
  }
  if (plan.decision === 'ignore') return `Not changed: ${plan.rationale}`;
  return `Left open for a human: ${plan.rationale}`;
}
