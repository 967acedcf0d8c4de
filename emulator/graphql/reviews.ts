// Reviews, review threads and their comments. An outdated thread has `line: null`; its comments
// keep `originalLine` and `originalCommit`, which is where the reviewer actually looked.

import type { Repository, Review, ReviewComment, ReviewThread } from '../state.js';
import { actor, type ActorView } from './actors.js';
import { CommentView, EditableCommentView } from './comment-view.js';
import { connection, type PageArgs } from './connection.js';
import { canWrite, repoUrl, type Context } from './context.js';
import { CommitView } from './git-objects.js';
import { PullRequestView, type PullIssue } from './issues.js';
import { RepositoryView } from './repository.js';

export function reviewCommentsOf(pr: PullIssue): Array<{ thread: ReviewThread; comment: ReviewComment }> {
  return pr.pull.threads.flatMap((thread) => thread.comments.map((comment) => ({ thread, comment })));
}

function pullUrl(ctx: Context, repo: Repository, pr: PullIssue): string {
  return `${repoUrl(ctx, repo)}/pull/${pr.number}`;
}

export class ReviewView extends CommentView {
  readonly __typename = 'PullRequestReview';

  constructor(
    ctx: Context,
    repo: Repository,
    private readonly pr: PullIssue,
    readonly review: Review,
  ) {
    super(ctx, repo, review);
  }

  get state(): string {
    return this.review.state;
  }

  get authorCanPushToRepository(): boolean {
    return ['admin', 'maintain', 'write'].includes(this.ctx.state.permissionOf(this.repo, this.review.author));
  }

  get submittedAt(): string | null {
    return this.review.state === 'PENDING' ? null : this.review.submittedAt;
  }

  get createdAt(): string {
    return this.review.submittedAt;
  }

  get updatedAt(): string {
    return this.review.submittedAt;
  }

  readonly lastEditedAt = null;
  readonly isMinimized = false;
  readonly minimizedReason = null;

  get commit(): CommitView {
    return new CommitView(this.ctx, this.repo, this.review.commitOid);
  }

  get url(): string {
    return `${pullUrl(this.ctx, this.repo, this.pr)}#pullrequestreview-${this.review.id}`;
  }

  comments(args: PageArgs) {
    return connection(
      reviewCommentsOf(this.pr)
        .filter(({ comment }) => comment.reviewId === this.review.id)
        .map(({ thread, comment }) => new ReviewCommentView(this.ctx, this.repo, this.pr, thread, comment)),
      args,
    );
  }

  get pullRequest(): PullRequestView {
    return new PullRequestView(this.ctx, this.repo, this.pr);
  }

  get repository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }
}

export class ReviewThreadView {
  readonly __typename = 'PullRequestReviewThread';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    private readonly pr: PullIssue,
    readonly thread: ReviewThread,
  ) {}

  get id(): string {
    return this.thread.nodeId;
  }

  get isResolved(): boolean {
    return this.thread.isResolved;
  }

  get isOutdated(): boolean {
    return this.thread.isOutdated;
  }

  /** github.com folds resolved threads. */
  get isCollapsed(): boolean {
    return this.thread.isResolved;
  }

  /** As on github.com, false once resolved (then `viewerCanUnresolve` is the one that is true). */
  get viewerCanResolve(): boolean {
    return !this.thread.isResolved && this.ctx.state.canResolve(this.repo, this.ctx.viewer);
  }

  get viewerCanUnresolve(): boolean {
    return this.thread.isResolved && this.ctx.state.canResolve(this.repo, this.ctx.viewer);
  }

  get viewerCanReply(): boolean {
    return canWrite(this.ctx, this.repo, 'pull-requests');
  }

  get path(): string {
    return this.thread.path;
  }

  get line(): number | null {
    return this.thread.line;
  }

  get startLine(): number | null {
    return this.thread.startLine;
  }

  get originalLine(): number | null {
    return this.thread.originalLine;
  }

  get originalStartLine(): number | null {
    return this.thread.originalStartLine;
  }

  get diffSide(): string {
    return this.thread.diffSide;
  }

  get startDiffSide(): string | null {
    return this.thread.startLine === null && this.thread.originalStartLine === null ? null : this.thread.diffSide;
  }

  readonly subjectType = 'LINE';

  get resolvedBy(): ActorView | null {
    return actor(this.ctx, this.thread.resolvedBy);
  }

  comments(args: PageArgs & { skip?: number | null }) {
    const comments = this.thread.comments.slice(Math.max(0, args.skip ?? 0));
    return connection(
      comments.map((c) => new ReviewCommentView(this.ctx, this.repo, this.pr, this.thread, c)),
      args,
    );
  }

  get pullRequest(): PullRequestView {
    return new PullRequestView(this.ctx, this.repo, this.pr);
  }

  get repository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }
}

export class ReviewCommentView extends EditableCommentView {
  readonly __typename = 'PullRequestReviewComment';

  constructor(
    ctx: Context,
    repo: Repository,
    private readonly pr: PullIssue,
    private readonly thread: ReviewThread,
    readonly comment: ReviewComment,
  ) {
    super(ctx, repo, comment);
  }

  get draftedAt(): string {
    return this.comment.createdAt;
  }

  get lastEditedAt(): string | null {
    return this.comment.lastEditedAt;
  }

  get path(): string {
    return this.comment.path;
  }

  get line(): number | null {
    return this.comment.line;
  }

  get startLine(): number | null {
    return this.comment.startLine;
  }

  get originalLine(): number | null {
    return this.comment.originalLine;
  }

  get originalStartLine(): number | null {
    return this.comment.originalStartLine;
  }

  get diffHunk(): string {
    return this.comment.diffHunk;
  }

  get outdated(): boolean {
    return this.thread.isOutdated || this.comment.line === null;
  }

  get commit(): CommitView {
    return new CommitView(this.ctx, this.repo, this.comment.commitOid);
  }

  get originalCommit(): CommitView {
    return new CommitView(this.ctx, this.repo, this.comment.originalCommitOid);
  }

  get replyTo(): ReviewCommentView | null {
    const parent = this.thread.comments.find((c) => c.id === this.comment.inReplyToId);
    return parent ? new ReviewCommentView(this.ctx, this.repo, this.pr, this.thread, parent) : null;
  }

  get pullRequestReview(): ReviewView | null {
    const review = this.pr.pull.reviews.find((r) => r.id === this.comment.reviewId);
    return review ? new ReviewView(this.ctx, this.repo, this.pr, review) : null;
  }

  get url(): string {
    return `${pullUrl(this.ctx, this.repo, this.pr)}#discussion_r${this.comment.id}`;
  }

  readonly state = 'SUBMITTED';
  readonly subjectType = 'LINE';

  get pullRequest(): PullRequestView {
    return new PullRequestView(this.ctx, this.repo, this.pr);
  }

  get repository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }
}
