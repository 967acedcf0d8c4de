// Issues, pull requests and issue comments. A pull request is an issue with `pull` data; GraphQL
// shows them as separate types with separate number spaces of lookups (`issue(number)` misses a
// pull request), which the filters here respect.

import type { Account, Issue, IssueComment, LabelEvent, PullRequestData, RenamedTitleEvent, Repository } from '../state.js';
import { autoMergeDetails } from '../state.js';
import { actor, ActorView } from './actors.js';
import { rollupFor, rollupState } from './checks.js';
import { CommentView, EditableCommentView } from './comment-view.js';
import { connection, encodeCursor, type PageArgs } from './connection.js';
import { canWrite, keyedNodeId, permissionOf, repoUrl, type Context } from './context.js';
import { changedFiles as diffFiles, commitsBetween, firstParent } from './git.js';
import { CommitView, refView, type RefView } from './git-objects.js';
import { labelConnection, LabelView, RepositoryView, type LabelArgs } from './repository.js';
import { MergeQueueEntryView } from './merge-queue.js';
import { ReviewThreadView, ReviewView, reviewCommentsOf } from './reviews.js';

export type PullIssue = Issue & { pull: PullRequestData };

interface IssueOrder {
  field: 'CREATED_AT' | 'UPDATED_AT' | 'COMMENTS';
  direction: 'ASC' | 'DESC';
}

export interface IssueFilter {
  states?: string[] | null;
  labels?: string[] | null;
  orderBy?: IssueOrder | null;
  filterBy?: { states?: string[] | null; labels?: string[] | null; createdBy?: string | null; since?: string | null } | null;
}

export interface PullRequestFilter {
  states?: string[] | null;
  labels?: string[] | null;
  headRefName?: string | null;
  baseRefName?: string | null;
  orderBy?: IssueOrder | null;
}

// What the auto-merge mutation recorded beyond the method; the state merges as `enabledBy`.
export { autoMergeDetails } from '../state.js';

export function issueStateOf(issue: Issue): 'OPEN' | 'CLOSED' | 'MERGED' {
  if (issue.pull?.merged) return 'MERGED';
  return issue.state === 'open' ? 'OPEN' : 'CLOSED';
}

function sortIssues(issues: Issue[], order: IssueOrder | null | undefined): Issue[] {
  if (!order) return issues;
  const key = (i: Issue): number | string =>
    order.field === 'COMMENTS' ? i.comments.length : order.field === 'UPDATED_AT' ? i.updatedAt : i.createdAt;
  const sorted = [...issues].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : a.number - b.number;
  });
  return order.direction === 'DESC' ? sorted.reverse() : sorted;
}

function hasAnyLabel(issue: Issue, labels: string[] | null | undefined): boolean {
  if (!labels || labels.length === 0) return true;
  const wanted = labels.map((l) => l.toLowerCase());
  return issue.labels.some((l) => wanted.includes(l.name.toLowerCase()));
}

export function issuesOf(ctx: Context, repo: Repository, filter: IssueFilter): IssueView[] {
  const states = filter.states ?? filter.filterBy?.states;
  const createdBy = filter.filterBy?.createdBy?.toLowerCase();
  const since = filter.filterBy?.since;
  const issues = repo.issues.filter(
    (i) =>
      !i.pull &&
      (!states || states.length === 0 || states.includes(issueStateOf(i))) &&
      hasAnyLabel(i, filter.labels) &&
      hasAnyLabel(i, filter.filterBy?.labels) &&
      (!createdBy || i.author.login.toLowerCase() === createdBy) &&
      (!since || i.updatedAt >= since),
  );
  return sortIssues(issues, filter.orderBy).map((i) => new IssueView(ctx, repo, i));
}

export function pullRequestsOf(ctx: Context, repo: Repository, filter: PullRequestFilter): PullRequestView[] {
  const pulls = repo.issues.filter(
    (i): i is PullIssue =>
      i.pull !== null &&
      (!filter.states || filter.states.length === 0 || filter.states.includes(issueStateOf(i))) &&
      hasAnyLabel(i, filter.labels) &&
      (filter.headRefName == null || i.pull.headRef === filter.headRefName) &&
      (filter.baseRefName == null || i.pull.baseRef === filter.baseRefName),
  );
  return (sortIssues(pulls, filter.orderBy) as PullIssue[]).map((i) => new PullRequestView(ctx, repo, i));
}

export function viewOfIssue(ctx: Context, repo: Repository, issue: Issue): IssueView | PullRequestView {
  return issue.pull ? new PullRequestView(ctx, repo, issue as PullIssue) : new IssueView(ctx, repo, issue);
}

/** Fields Issue and PullRequest share. */
abstract class IssueLikeView extends CommentView {
  constructor(
    ctx: Context,
    repo: Repository,
    readonly issue: Issue,
  ) {
    super(ctx, repo, issue);
  }

  get number(): number {
    return this.issue.number;
  }

  get title(): string {
    return this.issue.title;
  }

  get closed(): boolean {
    return this.issue.state !== 'open';
  }

  get closedAt(): string | null {
    return this.issue.closedAt;
  }

  get createdAt(): string {
    return this.issue.createdAt;
  }

  get updatedAt(): string {
    return this.issue.updatedAt;
  }

  /** Set by an edit of the body only; a title change is a `RenamedTitleEvent` instead (E203). */
  get lastEditedAt(): string | null {
    return this.issue.lastEditedAt ?? null;
  }

  readonly locked = false;
  readonly activeLockReason = null;
  readonly milestone = null;

  get repository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }

  get viewerCanUpdate(): boolean {
    return this.viewerDidAuthor || canWrite(this.ctx, this.repo, ['issues', 'pull-requests']);
  }

  get viewerCanLabel(): boolean {
    return ['admin', 'maintain', 'write', 'triage'].includes(permissionOf(this.ctx, this.repo));
  }

  get viewerCanClose(): boolean {
    return this.issue.state === 'open' && this.viewerCanUpdate;
  }

  get viewerCanReopen(): boolean {
    return this.issue.state !== 'open' && this.viewerCanUpdate;
  }

  labels(args: LabelArgs) {
    return labelConnection(this.ctx, this.repo, this.issue.labels, args);
  }

  comments(args: PageArgs & { orderBy?: { field: string; direction: string } | null }) {
    const comments = [...this.issue.comments];
    if (args.orderBy?.field === 'UPDATED_AT') comments.sort((a, b) => (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : 0));
    if (args.orderBy?.direction === 'DESC') comments.reverse();
    return connection(
      comments.map((c) => new IssueCommentView(this.ctx, this.repo, this.issue, c)),
      args,
    );
  }

  assignees(args: PageArgs) {
    return connection([], args);
  }

  /**
   * The timeline, as far as the emulator records it: `labeled`, `unlabeled` (E148) and `renamed`
   * (E203) events, oldest first; any other item type asked for is simply never there.
   */
  timelineItems(args: PageArgs & { itemTypes?: string[] | null; since?: string | null }) {
    const wanted = args.itemTypes && args.itemTypes.length > 0 ? args.itemTypes : null;
    const labels = (this.issue.labelEvents ?? [])
      .filter((e) => !wanted || wanted.includes(e.action === 'labeled' ? 'LABELED_EVENT' : 'UNLABELED_EVENT'))
      .map((e) => ({ at: e.createdAt, id: e.id, view: new LabelEventView(this.ctx, this.repo, this.issue, e) as LabelEventView | RenamedTitleEventView }));
    const titles = (this.issue.titleEvents ?? [])
      .filter(() => !wanted || wanted.includes('RENAMED_TITLE_EVENT'))
      .map((e) => ({ at: e.createdAt, id: e.id, view: new RenamedTitleEventView(this.ctx, this.repo, this.issue, e) }));
    const events = [...labels, ...titles]
      .filter((e) => !args.since || e.at >= args.since)
      .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id))
      .map((e) => e.view);
    return connection(events, args, { filteredCount: events.length, pageCount: events.length, updatedAt: this.issue.updatedAt });
  }

  participants(args: PageArgs) {
    const seen = new Map<number, Account>([[this.issue.author.id, this.issue.author]]);
    for (const c of this.issue.comments) seen.set(c.author.id, c.author);
    return connection(
      [...seen.values()].map((a) => new ActorView(this.ctx, a)),
      args,
    );
  }
}

/** A `RenamedTitleEvent` of the timeline: who changed the title, from what to what, when (E203). */
class RenamedTitleEventView {
  readonly __typename = 'RenamedTitleEvent';
  readonly id: string;
  readonly createdAt: string;
  readonly previousTitle: string;
  readonly currentTitle: string;

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    private readonly issue: Issue,
    private readonly event: RenamedTitleEvent,
  ) {
    this.id = event.nodeId;
    this.createdAt = event.createdAt;
    this.previousTitle = event.previousTitle;
    this.currentTitle = event.currentTitle;
  }

  get actor(): ActorView | null {
    return actor(this.ctx, this.event.actor);
  }

  get subject(): IssueView | PullRequestView {
    return viewOfIssue(this.ctx, this.repo, this.issue);
  }
}

/** A `LabeledEvent` or `UnlabeledEvent` of the timeline. */
class LabelEventView {
  readonly __typename: 'LabeledEvent' | 'UnlabeledEvent';
  readonly id: string;
  readonly createdAt: string;

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    private readonly issue: Issue,
    private readonly event: LabelEvent,
  ) {
    this.__typename = event.action === 'labeled' ? 'LabeledEvent' : 'UnlabeledEvent';
    this.id = event.nodeId;
    this.createdAt = event.createdAt;
  }

  get actor(): ActorView | null {
    return actor(this.ctx, this.event.actor);
  }

  get label(): LabelView {
    return new LabelView(this.ctx, this.repo, this.event.label);
  }

  get labelable(): IssueView | PullRequestView {
    return viewOfIssue(this.ctx, this.repo, this.issue);
  }
}

export class IssueView extends IssueLikeView {
  readonly __typename = 'Issue';

  get url(): string {
    return `${repoUrl(this.ctx, this.repo)}/issues/${this.issue.number}`;
  }

  get state(): string {
    return this.issue.state === 'open' ? 'OPEN' : 'CLOSED';
  }

  get stateReason(): string | null {
    return this.issue.state === 'open' ? null : 'COMPLETED';
  }

  get viewerCanDelete(): boolean {
    return permissionOf(this.ctx, this.repo) === 'admin';
  }
}

export class PullRequestView extends IssueLikeView {
  readonly __typename = 'PullRequest';
  declare readonly issue: PullIssue;

  constructor(ctx: Context, repo: Repository, issue: PullIssue) {
    super(ctx, repo, issue);
  }

  private get pull(): PullRequestData {
    return this.issue.pull;
  }

  get url(): string {
    return `${repoUrl(this.ctx, this.repo)}/pull/${this.issue.number}`;
  }

  get permalink(): string {
    return this.url;
  }

  get state(): string {
    return issueStateOf(this.issue);
  }

  get isDraft(): boolean {
    return this.pull.draft;
  }

  get merged(): boolean {
    return this.pull.merged;
  }

  get mergedAt(): string | null {
    return this.pull.mergedAt;
  }

  get mergedBy(): ActorView | null {
    return actor(this.ctx, this.pull.mergedBy);
  }

  get mergeCommit(): CommitView | null {
    return this.pull.mergeCommitOid ? new CommitView(this.ctx, this.repo, this.pull.mergeCommitOid) : null;
  }

  readonly potentialMergeCommit = null;

  get headRefName(): string {
    return this.pull.headRef;
  }

  get headRefOid(): string {
    return this.ctx.state.headOid(this.repo, this.issue);
  }

  get headRef(): RefView | null {
    return refView(this.ctx, this.repo, this.pull.headRef);
  }

  get baseRefName(): string {
    return this.pull.baseRef;
  }

  get baseRefOid(): string {
    return this.ctx.state.baseOid(this.repo, this.issue);
  }

  get baseRef(): RefView | null {
    return refView(this.ctx, this.repo, this.pull.baseRef);
  }

  get baseRepository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }

  get headRepository(): RepositoryView | ForkView {
    const fork = this.pull.headRepoFullName;
    if (!fork || fork.toLowerCase() === this.ctx.state.fullName(this.repo).toLowerCase()) return new RepositoryView(this.ctx, this.repo);
    const [owner = '', name = ''] = fork.split('/');
    const known = this.ctx.state.repository(owner, name);
    return known ? new RepositoryView(this.ctx, known) : new ForkView(this.ctx, this.repo, owner, name);
  }

  get headRepositoryOwner(): ActorView | ForkView['owner'] {
    return this.headRepository.owner;
  }

  get isCrossRepository(): boolean {
    const fork = this.pull.headRepoFullName;
    return fork !== null && fork.toLowerCase() !== this.ctx.state.fullName(this.repo).toLowerCase();
  }

  get maintainerCanModify(): boolean {
    return this.pull.maintainerCanModify === true;
  }
  readonly createdViaEmail = false;

  get isInMergeQueue(): boolean {
    return !!this.pull.mergeQueueEntry;
  }

  get isMergeQueueEnabled(): boolean {
    return !!this.repo.protection.get(this.pull.baseRef)?.requiresMergeQueue;
  }

  get mergeQueueEntry(): MergeQueueEntryView | null {
    return this.pull.mergeQueueEntry ? new MergeQueueEntryView(this.ctx, this.repo, this.issue, this.pull.mergeQueueEntry) : null;
  }

  get mergeable(): string {
    return this.issue.state === 'open' ? this.ctx.state.mergeableState(this.repo, this.issue, this.ctx.reader) : 'UNKNOWN';
  }

  get canBeRebased(): boolean {
    return this.issue.state === 'open' && this.mergeable === 'MERGEABLE';
  }

  /**
   * GitHub's merge box state: DIRTY on conflicts, BLOCKED when a rule (required check or review)
   * stops a merge, UNSTABLE when it may merge but a check is failing or still running.
   */
  get mergeStateStatus(): string {
    if (this.issue.state !== 'open') return 'UNKNOWN';
    if (this.pull.draft) return 'DRAFT';
    const mergeable = this.mergeable;
    if (mergeable === 'CONFLICTING') return 'DIRTY';
    if (mergeable === 'UNKNOWN') return 'UNKNOWN';
    if (this.ctx.state.mustUpdateBranch(this.repo, this.issue)) return 'BEHIND';
    // E107: BLOCKED to every viewer, unless a test turns on `bypassersSeeClean` (computed for the viewer).
    if (this.ctx.state.mergeBlocker(this.repo, this.issue, this.ctx.state.bypassersSeeClean ? this.ctx.viewer : undefined)) return 'BLOCKED';
    const head = this.headRefOid;
    const state = rollupState(this.ctx.state.pullRequestCheckRuns(this.repo, head), this.ctx.state.latestStatuses(this.repo, head));
    return state === 'SUCCESS' ? 'CLEAN' : 'UNSTABLE';
  }

  get reviewDecision(): string | null {
    return this.ctx.state.reviewDecision(this.repo, this.issue);
  }

  get statusCheckRollup() {
    return rollupFor(this.ctx, this.repo, this.headRefOid);
  }

  get autoMergeRequest() {
    const method = this.pull.autoMergeMethod;
    if (!method) return null;
    const details = autoMergeDetails.get(this.pull);
    return {
      __typename: 'AutoMergeRequest',
      mergeMethod: method.toUpperCase(),
      enabledAt: details?.enabledAt ?? this.issue.updatedAt,
      enabledBy: details ? new ActorView(this.ctx, details.enabledBy) : null,
      commitHeadline: details?.commitHeadline ?? null,
      commitBody: details?.commitBody ?? null,
      authorEmail: null,
      pullRequest: this,
    };
  }

  /** Where the pull request's commits start: the base it was merged into, or the base branch now. */
  private get basePoint(): string {
    if (this.pull.mergeCommitOid) return firstParent(this.repo, this.pull.mergeCommitOid) ?? this.baseRefOid;
    return this.baseRefOid;
  }

  /** Whether `oid` is one of the pull request's commits or its merge commit. */
  includesCommit(oid: string): boolean {
    return this.pull.mergeCommitOid === oid || this.commitOids.includes(oid);
  }

  /**
   * Whether GitHub associates `oid` with the pull request (`Commit.associatedPullRequests`): as
   * `includesCommit`, except that a fork's commits are not associated in the base repository, only
   * the merge commit of a merged one.
   */
  associatesCommit(oid: string): boolean {
    return this.isCrossRepository ? this.pull.mergeCommitOid === oid : this.includesCommit(oid);
  }

  /**
   * Whether a commit of the pull request, or its merge commit, starts with `prefix` (search by SHA);
   * `head`: the head the search index holds (search-index.ts), the live head when not given.
   */
  hasCommitStartingWith(prefix: string, head: string = this.headRefOid): boolean {
    const lower = prefix.toLowerCase();
    return (this.pull.mergeCommitOid?.startsWith(lower) ?? false) || this.commitsUpTo(head).some((oid) => oid.startsWith(lower));
  }

  private get commitOids(): string[] {
    return this.commitsUpTo(this.headRefOid);
  }

  private commitsUpTo(head: string): string[] {
    const oids = commitsBetween(this.repo, this.basePoint, head);
    return oids.length > 0 ? oids : [head];
  }

  commits(args: PageArgs) {
    return connection(
      this.commitOids.map((oid) => new PullRequestCommitView(this.ctx, this.repo, this, oid)),
      args,
    );
  }

  private get diff() {
    return diffFiles(this.repo, this.basePoint, this.headRefOid);
  }

  files(args: PageArgs) {
    return connection(
      this.diff.map((f) => ({ __typename: 'PullRequestChangedFile', ...f, viewerViewedState: 'UNVIEWED' })),
      args,
    );
  }

  get additions(): number {
    return this.diff.reduce((sum, f) => sum + f.additions, 0);
  }

  get deletions(): number {
    return this.diff.reduce((sum, f) => sum + f.deletions, 0);
  }

  get changedFiles(): number {
    return this.diff.length;
  }

  reviews(args: PageArgs & { states?: string[] | null; author?: string | null }) {
    const author = args.author?.toLowerCase();
    const reviews = this.pull.reviews.filter(
      (r) =>
        (!args.states || args.states.length === 0 || args.states.includes(r.state)) &&
        (!author || r.author.login.toLowerCase() === author || r.author.login.toLowerCase() === `${author}[bot]`),
    );
    return connection(
      reviews.map((r) => new ReviewView(this.ctx, this.repo, this.issue, r)),
      args,
    );
  }

  latestReviews(args: PageArgs) {
    const latest = new Map<number, PullIssue['pull']['reviews'][number]>();
    for (const review of this.pull.reviews) if (review.state !== 'PENDING') latest.set(review.author.id, review);
    return connection(
      [...latest.values()].map((r) => new ReviewView(this.ctx, this.repo, this.issue, r)),
      args,
    );
  }

  reviewThreads(args: PageArgs) {
    return connection(
      this.pull.threads.map((t) => new ReviewThreadView(this.ctx, this.repo, this.issue, t)),
      args,
    );
  }

  /** Reviewers asked and not yet reviewed (P10); a bot shows as `Bot`, its login without `[bot]`. */
  reviewRequests(args: PageArgs) {
    const requests = (this.pull.reviewRequests ?? []).map((account) => ({
      __typename: 'ReviewRequest',
      id: keyedNodeId('ReviewRequest', this.repo, `${this.issue.number}:${account.id}`),
      databaseId: null,
      asCodeOwner: false,
      pullRequest: this,
      requestedReviewer: new ActorView(this.ctx, account),
    }));
    return connection(requests, args);
  }

  get totalCommentsCount(): number {
    return this.issue.comments.length + reviewCommentsOf(this.issue).length;
  }

  get viewerCanEnableAutoMerge(): boolean {
    return this.issue.state === 'open' && !this.pull.autoMergeMethod && this.repo.allowAutoMerge !== false && canWrite(this.ctx, this.repo, 'pull-requests');
  }

  get viewerCanDisableAutoMerge(): boolean {
    return this.pull.autoMergeMethod !== null && canWrite(this.ctx, this.repo, 'pull-requests');
  }

  get viewerCanMergeAsAdmin(): boolean {
    return permissionOf(this.ctx, this.repo) === 'admin';
  }

  get viewerCanDeleteHeadRef(): boolean {
    return this.issue.state !== 'open' && canWrite(this.ctx, this.repo, 'contents') && this.ctx.state.refOid(this.repo, this.pull.headRef) !== null;
  }

  /** "Update branch" is offered to writers while the base has commits the head lacks. */
  get viewerCanUpdateBranch(): boolean {
    return this.issue.state === 'open' && canWrite(this.ctx, this.repo, 'contents') && this.ctx.state.isBehind(this.repo, this.issue);
  }
}

/** The head repository of a fork the emulator does not hold (it serves the fork's branch itself). */
class ForkView {
  readonly __typename = 'Repository';

  constructor(
    private readonly ctx: Context,
    private readonly base: Repository,
    private readonly ownerLogin: string,
    readonly name: string,
  ) {}

  get id(): string {
    return keyedNodeId('Repository', this.base, `fork:${this.ownerLogin}/${this.name}`);
  }

  get nameWithOwner(): string {
    return `${this.ownerLogin}/${this.name}`;
  }

  get owner() {
    const account = this.ctx.state.accountByAnyLogin(this.ownerLogin);
    return account ? new ActorView(this.ctx, account) : { __typename: 'User', login: this.ownerLogin, id: '', url: `${this.ctx.serverUrl}/${this.ownerLogin}` };
  }

  get url(): string {
    return `${this.ctx.serverUrl}/${this.nameWithOwner}`;
  }

  readonly isFork = true;
  readonly isPrivate = false;
}

export class PullRequestCommitView {
  readonly __typename = 'PullRequestCommit';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    readonly pullRequest: PullRequestView,
    private readonly oid: string,
  ) {}

  get id(): string {
    return keyedNodeId('PullRequestCommit', this.repo, `${this.pullRequest.number}:${this.oid}`);
  }

  get commit(): CommitView {
    return new CommitView(this.ctx, this.repo, this.oid);
  }

  get url(): string {
    return `${this.pullRequest.url}/commits/${this.oid}`;
  }

  get resourcePath(): string {
    return new URL(this.url).pathname;
  }
}

export class IssueCommentView extends EditableCommentView {
  readonly __typename = 'IssueComment';

  constructor(
    ctx: Context,
    repo: Repository,
    private readonly parent: Issue,
    readonly comment: IssueComment,
  ) {
    super(ctx, repo, comment);
  }

  get lastEditedAt(): string | null {
    return this.comment.updatedAt !== this.comment.createdAt ? this.comment.updatedAt : null;
  }

  get url(): string {
    return `${viewOfIssue(this.ctx, this.repo, this.parent).url}#issuecomment-${this.comment.id}`;
  }

  get issue(): IssueView {
    // `IssueComment.issue` is typed Issue; on a pull request GitHub still answers with its issue side.
    return new IssueView(this.ctx, this.repo, this.parent);
  }

  get pullRequest(): PullRequestView | null {
    return this.parent.pull ? new PullRequestView(this.ctx, this.repo, this.parent as PullIssue) : null;
  }

  get repository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }
}

/** The edge `addComment` returns, with the cursor the comment would have in `comments`. */
export function commentEdge(ctx: Context, repo: Repository, issue: Issue, comment: IssueComment) {
  return { cursor: encodeCursor(issue.comments.indexOf(comment)), node: new IssueCommentView(ctx, repo, issue, comment) };
}
