// Carries out one round of thread decisions: apply the committable suggestions in a workspace,
// commit once, push with a lease on the head the decisions were made on, then answer every
// thread (the commit for fixes, the rationale otherwise) and resolve what was fixed or ignored.
// Escalated threads get an answer and stay open. If the head moved under us, nothing is pushed
// and nothing is answered: the next snapshot sees the new head and decides again.

import { join } from 'node:path';
import type { Settings } from '../config/settings.js';
import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { replyToThread, resolveThread } from '../github/threads.js';
import { openWorkspace } from '../git/workspace.js';
import type { ThreadRecord } from '../store/target-state.js';
import { THREAD_ANSWER_MARKER, type ThreadPlan } from './decide-thread.js';
import { applySuggestionsToWorkspace, type SuggestionEdit } from './patch/apply-to-workspace.js';
import type { PullSnapshot } from './types.js';

export interface HandleDeps {
  octokit: Octokit;
  repo: RepoRef;
  settings: Settings;
  serverUrl: string;
  workDir: string;
  log: (line: string) => void;
}

export interface ThreadsOutcome {
  /** The commit tend pushed, or null when nothing was pushed. */
  pushed: string | null;
  records: ThreadRecord[];
  notes: string[];
}

export async function handleThreads(deps: HandleDeps, pr: PullSnapshot, plans: ThreadPlan[]): Promise<ThreadsOutcome> {
  const head = pr.headRefOid;
  const notes: string[] = [];
  let decided = plans;
  let pushed: string | null = null;
  const filesByThread = new Map<string, string[]>();

  const fixes = plans.filter((p) => p.decision === 'fix' && p.edit);
  if (fixes.length > 0) {
    const patch = await patchAndPush(deps, pr, fixes);
    if (patch.kind === 'stale') {
      deps.log(`ship #${pr.number}: the head moved while patching (${patch.message}); deciding again on the new head`);
      return { pushed: null, records: [], notes: [`The head of #${pr.number} moved while tend was patching; nothing was pushed or answered, and tend decides again on the new head.`] };
    }
    if (patch.kind === 'failed') notes.push(patch.message);
    pushed = patch.kind === 'pushed' ? patch.sha : null;
    const refused = new Map(patch.refused.map((r) => [r.threadId, r.reason]));
    for (const [threadId, files] of patch.files) filesByThread.set(threadId, files);
    decided = plans.map((plan) => {
      if (plan.decision !== 'fix') return plan;
      const reason = refused.get(plan.threadId) ?? (patch.kind === 'failed' ? patch.message : undefined);
      if (reason) return { ...plan, decision: 'escalate' as const, edit: null, rationale: `the suggestion could not be applied: ${reason}` };
      return plan;
    });
  }

  const records: ThreadRecord[] = [];
  for (const plan of decided) {
    if (plan.decision === 'skip') continue;
    const thread = pr.threads.find((t) => t.id === plan.threadId)!;
    const commit = plan.decision === 'fix' ? pushed ?? head : null;
    const text = answerText(plan, commit, pushed === null && plan.decision === 'fix');
    let replied = false;
    if (thread.viewerCanReply) {
      await replyToThread(deps.octokit, plan.threadId, `${text}\n\n${THREAD_ANSWER_MARKER}${plan.threadId} ${head} -->`);
      replied = true;
    } else {
      notes.push(`tend may not reply on the thread at ${thread.path}; its decision is only in the tracking comment.`);
    }
    let resolved = false;
    if (plan.decision !== 'escalate') {
      if (thread.viewerCanResolve) {
        const outcome = await resolveThread(deps.octokit, plan.threadId);
        resolved = outcome.resolved;
        if (!outcome.resolved) notes.push(`Could not resolve the thread at ${thread.path}: ${outcome.reason}`);
      } else {
        notes.push(`tend may not resolve the thread at ${thread.path} (resolving needs contents: write); it was answered and left open.`);
      }
    }
    records.push({
      id: plan.threadId,
      path: plan.path,
      line: thread.line ?? thread.originalLine,
      author: plan.author?.login ?? 'ghost',
      severity: plan.severity,
      decision: plan.decision,
      rationale: plan.rationale,
      commit,
      files: plan.decision === 'fix' ? filesByThread.get(plan.threadId) ?? [plan.path] : [],
      replied,
      resolved,
      head,
    });
  }
  return { pushed, records, notes };
}

type PatchResult =
  | { kind: 'pushed'; sha: string; refused: Array<{ threadId: string; reason: string }>; files: Map<string, string[]> }
  | { kind: 'nothing'; refused: Array<{ threadId: string; reason: string }>; files: Map<string, string[]> }
  | { kind: 'stale'; message: string }
  | { kind: 'failed'; message: string; refused: Array<{ threadId: string; reason: string }>; files: Map<string, string[]> };

async function patchAndPush(deps: HandleDeps, pr: PullSnapshot, fixes: ThreadPlan[]): Promise<PatchResult> {
  const workspace = await openWorkspace({
    dir: join(deps.workDir, `pr-${pr.number}`),
    serverUrl: deps.serverUrl,
    repository: `${deps.repo.owner}/${deps.repo.repo}`,
    token: deps.settings.pushToken ?? deps.settings.githubToken,
  });
  // Deep enough to read what the reviewers saw on earlier heads of this pull request.
  await workspace.cloneOrFetch({ branches: [pr.headRefName], depth: 50 });
  await workspace.checkout({ oid: pr.headRefOid });
  const edits: SuggestionEdit[] = fixes.map((plan) => ({
    threadId: plan.threadId,
    path: plan.path,
    startLine: plan.edit!.outdated ? plan.edit!.originalStartLine ?? plan.edit!.startLine : plan.edit!.startLine,
    endLine: plan.edit!.outdated ? plan.edit!.originalEndLine ?? plan.edit!.endLine : plan.edit!.endLine,
    text: plan.edit!.text,
    outdated: plan.edit!.outdated,
    originalCommitOid: plan.edit!.originalCommitOid,
  }));
  const plan = await applySuggestionsToWorkspace(workspace, pr.headRefOid, edits, {
    allowedPaths: deps.settings.allowedPaths,
    allowProtectedPaths: deps.settings.allowProtectedPaths,
    maxFiles: deps.settings.maxFiles,
    maxPatchBytes: deps.settings.maxPatchBytes,
  });
  const files = new Map<string, string[]>();
  for (const edit of edits) if (plan.applied.includes(edit.threadId)) files.set(edit.threadId, [edit.path]);
  if (plan.files.size === 0) return { kind: 'nothing', refused: plan.refused, files };

  const applied = fixes.filter((f) => plan.applied.includes(f.threadId));
  const message = [
    `fix(review): apply ${applied.length} review suggestion${applied.length === 1 ? '' : 's'}`,
    '',
    ...applied.map((f) => `- ${f.path}:${f.edit!.startLine}${f.edit!.endLine !== f.edit!.startLine ? `-${f.edit!.endLine}` : ''} (${f.bot ?? f.author?.login ?? 'reviewer'}, ${f.severity})`),
  ].join('\n');
  const sha = await workspace.commit(message, [...plan.files.keys()]);
  if (sha === null) return { kind: 'nothing', refused: plan.refused, files };
  const push = await workspace.pushWithLease({ branch: pr.headRefName, expectedOid: pr.headRefOid });
  if (push.pushed) return { kind: 'pushed', sha: push.oid, refused: plan.refused, files };
  if (push.reason === 'stale') return { kind: 'stale', message: push.message };
  return { kind: 'failed', message: `the push was refused (${push.reason}): ${push.message}`, refused: plan.refused, files };
}

function answerText(plan: ThreadPlan, commit: string | null, unchangedFix: boolean): string {
  if (plan.decision === 'fix') {
    return unchangedFix || !commit ? `The file already matches this suggestion. ${plan.rationale}` : `Applied in ${commit}. ${plan.rationale}`;
  }
  if (plan.decision === 'ignore') return `Not changed: ${plan.rationale}`;
  return `Left open for a human: ${plan.rationale}`;
}
