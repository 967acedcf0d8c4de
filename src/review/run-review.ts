// The review workflow inside the action: reads the pull request, checks out its head (with the
// base's history, for the merge base), runs the review (review.ts), and posts what survives as ONE
// pull request review with inline comments, then REVIEW.md in the tracking comment. Decisions live
// in review.ts, validate.ts and render.ts; this file only sequences I/O.

import { join } from 'node:path';
import type { Target } from '../core/target.js';
import { createCommentReview, getPullForReview, listReviewBodies, listReviewComments } from '../github/pull-review.js';
import { editedAfterCommand } from '../github/text-edits.js';
import { openWorkspace } from '../git/workspace.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError } from '../llm/index.js';
import { repoTools } from '../llm/tools/repo-tools.js';
import { saveTracking, type CommentStore, type Tracking } from '../store/tracking-comment.js';
import { transition, type TargetState } from '../store/target-state.js';
import { DiffError, inOneHunk, readDiff } from './diff.js';
import { postedFingerprints } from './fingerprint.js';
import type { ReviewedFinding } from './findings.js';
import type { ReadLearnings } from './learnings.js';
import { countsLine, findingComment, renderReviewMarkdown, reviewBody, reviewCounts, type ReviewCounts } from './render.js';
import { postable, reviewDiff } from './review.js';
import type { WorkflowRunDeps } from '../triage/issue-run.js';

/** What a review run needs besides what every workflow run has. */
type ReviewRunDeps = WorkflowRunDeps & {
  selfId: number;
  readLearnings: ReadLearnings;
  costUsd: () => number;
};

export interface ReviewRunResult {
  state: TargetState;
  trackingCommentId: number;
  review: { markdown: string; head: string; counts: ReviewCounts; findings: ReviewedFinding[]; reviewId: number | null; costUsd: number } | null;
  notes: string[];
}

/** The statuses a review ends in: it no longer holds the pull request (src/run/admit.ts). */
export const REVIEW_END_STATUSES: readonly string[] = ['reviewed', 'failed'];

/** `commandAt`: when the command was given; the title and description are reviewed as they stood then. */
export async function runReview(deps: ReviewRunDeps, target: Target, tracking: Tracking, requested: TargetState, store: CommentStore, commandAt: string): Promise<ReviewRunResult> {
  const at = () => deps.now().toISOString();
  const save = (state: TargetState, artifact?: string) => saveTracking(store, target, deps.selfId, tracking, deps.redact(deps.render(state, artifact)));
  const fail = async (reason: string, notes: string[] = []) => {
    const failed = transition(requested, { status: 'failed', reason, at: at() });
    return { state: failed, trackingCommentId: await save(failed), review: null, notes };
  };
  if (deps.session === null) {
    const waiting = transition(requested, { status: 'requested', reason: `${requested.reason}; review needs the model (set anthropic-api-key), so it waits here`, at: at() });
    return { state: waiting, trackingCommentId: await save(waiting), review: null, notes: ['Review needs the model: no anthropic-api-key is configured, so the request was recorded and nothing was reviewed.'] };
  }

  const pull = await getPullForReview(deps.octokit, deps.repo, target.number);
  if (!pull.open) return fail(`#${target.number} is closed; tend reviews open pull requests`);
  const edited = await editedAfterCommand(deps.octokit, deps.repo, target, 'review', commandAt);
  if (edited !== null) return fail(edited);
  const workspace = await openWorkspace({ dir: join(deps.workDir, `pull-${target.number}`), serverUrl: deps.serverUrl, repository: `${deps.repo.owner}/${deps.repo.repo}`, token: deps.settings.githubToken });
  // The full history of both sides: the diff starts at their merge base, as the pull request's does.
  const heads = await workspace.cloneOrFetch({ branches: pull.fromFork ? [pull.baseRef] : [pull.baseRef, pull.headRef], depth: 0 });
  await workspace.checkout({ oid: pull.headSha });
  const base = heads[pull.baseRef]!;
  deps.log(`review #${target.number}: ${base.slice(0, 12)}...${pull.headSha.slice(0, 12)}`);

  let diff;
  try {
    diff = await readDiff(workspace.dir, base, pull.headSha);
  } catch (error) {
    if (error instanceof DiffError) return fail(`review failed: ${error.message}`);
    throw error;
  }
  const posted = postedFingerprints([...(await listReviewComments(deps.octokit, deps.repo, target.number)), ...(await listReviewBodies(deps.octokit, deps.repo, target.number))], deps.selfId);
  let result;
  try {
    result = await reviewDiff(
      { session: deps.session, root: workspace.dir, repository: `${deps.repo.owner}/${deps.repo.repo}`, tools: repoTools(workspace.dir), readFile: repoTools(workspace.dir).find((t) => t.name === 'read_file')! },
      { base, head: pull.headSha, diff, change: { title: pull.title, body: pull.body }, learnings: await deps.readLearnings(), posted, subject: `#${target.number}` },
    );
  } catch (error) {
    if (!(error instanceof LlmOutputError || error instanceof LlmFinalError || error instanceof BudgetExceededError || error instanceof LlmUnavailableError)) throw error;
    return fail(`review failed: ${error.message.replace(/\.$/, '')}`);
  }

  const toPost = postable(result.findings);
  const inDiff = toPost.filter((f) => inOneHunk(diff, f.path, f.lines.start, f.lines.end));
  const post = (inline: readonly ReviewedFinding[]) =>
    createCommentReview(deps.octokit, deps.repo, target.number, {
      commitId: pull.headSha,
      body: deps.redact(reviewBody(pull.headSha, result.summary, result.findings, toPost.filter((f) => !inline.includes(f)))),
      comments: inline.map((f) => ({ path: f.path, line: f.lines.end, startLine: f.lines.start < f.lines.end ? f.lines.start : null, body: deps.redact(findingComment(f, { inline: true })) })),
    });
  let reviewId: number | null = null;
  const notes: string[] = [];
  if (toPost.length > 0) {
    let posted = await post(inDiff);
    // GitHub read the diff's lines otherwise than tend did: every finding goes in the body instead.
    if (posted === 'off-diff') {
      notes.push('GitHub refused the inline comments (a line off its diff), so every finding is in the review body.');
      posted = await post([]);
    }
    reviewId = posted === 'off-diff' ? null : posted;
  }
  const counts = reviewCounts(result.findings);
  const costUsd = deps.costUsd();
  const markdown = deps.redact(renderReviewMarkdown({ head: pull.headSha, base, summary: result.summary, findings: result.findings, costUsd }));
  const done = transition(requested, { status: 'reviewed', reason: `reviewed ${pull.headSha.slice(0, 7)}: ${countsLine(counts).replace(/\.$/, '')}`, at: at() });
  const trackingCommentId = await save(done, markdown);
  return { state: done, trackingCommentId, review: { markdown, head: pull.headSha, counts, findings: result.findings, reviewId, costUsd }, notes };
}
