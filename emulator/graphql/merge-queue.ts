// A pull request's place in its base branch's merge queue (GitHub's `MergeQueueEntry`): where it
// stands, who queued it, and whether the queue can merge it yet.

import type { Issue, MergeQueueEntry, PullRequestData, Repository } from '../state.js';
import { ActorView } from './actors.js';
import type { Context } from './context.js';
import { CommitView } from './git-objects.js';
import { PullRequestView } from './issues.js';

export class MergeQueueEntryView {
  readonly __typename = 'MergeQueueEntry';
  readonly solo = false;
  readonly estimatedTimeToMerge = null;
  readonly mergeQueue = null;

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    private readonly pr: Issue & { pull: PullRequestData },
    private readonly entry: MergeQueueEntry,
  ) {}

  get id(): string {
    return this.entry.nodeId;
  }

  get enqueuedAt(): string {
    return this.entry.enqueuedAt;
  }

  get enqueuer(): ActorView {
    return new ActorView(this.ctx, this.entry.enqueuer);
  }

  get jump(): boolean {
    return this.entry.jump;
  }

  /** 1 for the entry the queue merges next. */
  get position(): number {
    return this.ctx.state.mergeQueue(this.repo, this.pr.pull.baseRef).indexOf(this.pr) + 1;
  }

  /** MERGEABLE once nothing blocks the merge, UNMERGEABLE on conflicts, else waiting for checks. */
  get state(): string {
    const blocker = this.ctx.state.mergeBlocker(this.repo, this.pr);
    if (blocker === null) return 'MERGEABLE';
    return blocker === 'Pull Request is not mergeable' ? 'UNMERGEABLE' : 'AWAITING_CHECKS';
  }

  get headCommit(): CommitView {
    return new CommitView(this.ctx, this.repo, this.entry.headOid);
  }

  get baseCommit(): CommitView {
    return new CommitView(this.ctx, this.repo, this.ctx.state.baseOid(this.repo, this.pr));
  }

  get pullRequest(): PullRequestView {
    return new PullRequestView(this.ctx, this.repo, this.pr);
  }
}
