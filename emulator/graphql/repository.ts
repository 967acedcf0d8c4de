// Repository, its labels and branch protection rules. Lookups that miss raise the NOT_FOUND
// errors github.com returns, worded as it words them.

import { GitHubError, type BranchProtection, type Label, type Repository } from '../state.js';
import { ActorView } from './actors.js';
import { connection, type PageArgs } from './connection.js';
import { canSee, canWrite, keyedNodeId, permissionOf, repoUrl, WRITE_PERMISSIONS, type Context } from './context.js';
import { listRefs } from './git.js';
import { objectByExpression, RefView, refView, type GitObjectView } from './git-objects.js';
import { issuesOf, IssueView, pullRequestsOf, PullRequestView, viewOfIssue, type IssueFilter, type PullRequestFilter } from './issues.js';

export function repositoryByName(ctx: Context, owner: string, name: string): RepositoryView {
  const repo = ctx.state.repository(owner, name);
  if (!repo || !canSee(ctx, repo)) {
    throw new GitHubError(404, `Could not resolve to a Repository with the name '${owner}/${name}'.`, 'NOT_FOUND');
  }
  return new RepositoryView(ctx, repo);
}

export class RepositoryView {
  readonly __typename = 'Repository';

  constructor(
    private readonly ctx: Context,
    readonly repo: Repository,
  ) {}

  get id(): string {
    return this.repo.nodeId;
  }

  get databaseId(): number {
    return this.repo.id;
  }

  get name(): string {
    return this.repo.name;
  }

  get nameWithOwner(): string {
    return this.ctx.state.fullName(this.repo);
  }

  get owner(): ActorView {
    return new ActorView(this.ctx, this.repo.owner);
  }

  get url(): string {
    return repoUrl(this.ctx, this.repo);
  }

  get resourcePath(): string {
    return `/${this.nameWithOwner}`;
  }

  get description(): string | null {
    return null;
  }

  get isPrivate(): boolean {
    return this.repo.private;
  }

  get visibility(): string {
    return this.repo.private ? 'PRIVATE' : 'PUBLIC';
  }

  readonly isArchived = false;
  readonly isFork = false;
  readonly isDisabled = false;
  readonly isLocked = false;
  readonly isTemplate = false;

  get isEmpty(): boolean {
    return listRefs(this.repo, 'refs/heads/').length === 0;
  }

  get viewerPermission(): string | null {
    const permission = permissionOf(this.ctx, this.repo);
    return permission === 'none' ? null : permission.toUpperCase();
  }

  get viewerCanAdminister(): boolean {
    return permissionOf(this.ctx, this.repo) === 'admin';
  }

  get viewerCanPush(): boolean {
    return canWrite(this.ctx, this.repo, 'contents');
  }

  /**
   * The people with access granted on the repository, the owner of a user's repository first
   * (admin), each edge with its permission; `login` keeps one, `query` those whose login holds it.
   * Listed only to a viewer with push access, as on github.com (E205); `affiliation` is not
   * modelled (every grant is direct here).
   */
  collaborators(args: PageArgs & { login?: string | null; query?: string | null }) {
    if (!WRITE_PERMISSIONS.includes(permissionOf(this.ctx, this.repo))) {
      throw new GitHubError(403, 'Must have push access to view repository collaborators.', 'FORBIDDEN');
    }
    const owner = this.repo.owner.type === 'User' ? [{ account: this.repo.owner, permission: 'admin' as const }] : [];
    const granted = [...this.repo.collaborators].flatMap(([login, permission]) => {
      const account = this.ctx.state.account(login);
      return account && permission !== 'none' && account.id !== this.repo.owner.id ? [{ account, permission }] : [];
    });
    const wanted = [...owner, ...granted].filter(
      ({ account }) => (args.login == null || account.login.toLowerCase() === args.login.toLowerCase()) && (args.query == null || account.login.toLowerCase().includes(args.query.toLowerCase())),
    );
    const page = connection(wanted, args);
    const edges = page.edges.map((e) => ({ cursor: e.cursor, node: new ActorView(this.ctx, e.node.account), permission: e.node.permission.toUpperCase() }));
    return { ...page, edges, nodes: edges.map((e) => e.node) };
  }

  get defaultBranchRef(): RefView | null {
    return refView(this.ctx, this.repo, this.repo.defaultBranch);
  }

  object(args: { expression?: string | null; oid?: string | null }): GitObjectView | null {
    const expression = args.oid ?? args.expression;
    return expression ? objectByExpression(this.ctx, this.repo, expression) : null;
  }

  ref(args: { qualifiedName: string }): RefView | null {
    return refView(this.ctx, this.repo, args.qualifiedName);
  }

  refs(args: PageArgs & { refPrefix: string; query?: string | null; direction?: string | null }) {
    const prefix = args.refPrefix.endsWith('/') ? args.refPrefix : `${args.refPrefix}/`;
    let refs = listRefs(this.repo, prefix).filter((r) => !args.query || r.name.slice(prefix.length).includes(args.query));
    if (args.direction === 'DESC') refs = refs.reverse();
    return connection(
      refs.map((r) => new RefView(this.ctx, this.repo, r.name, r.oid)),
      args,
    );
  }

  pullRequest(args: { number: number }): PullRequestView {
    const issue = this.ctx.state.issue(this.repo, args.number);
    if (!issue?.pull) {
      throw new GitHubError(404, `Could not resolve to a PullRequest with the number of ${args.number}.`, 'NOT_FOUND');
    }
    return new PullRequestView(this.ctx, this.repo, issue as PullRequestView['issue']);
  }

  pullRequests(args: PageArgs & PullRequestFilter) {
    return connection(pullRequestsOf(this.ctx, this.repo, args), args);
  }

  issue(args: { number: number }): IssueView {
    const issue = this.ctx.state.issue(this.repo, args.number);
    if (!issue || issue.pull) {
      throw new GitHubError(404, `Could not resolve to an Issue with the number of ${args.number}.`, 'NOT_FOUND');
    }
    return new IssueView(this.ctx, this.repo, issue);
  }

  issues(args: PageArgs & IssueFilter) {
    return connection(issuesOf(this.ctx, this.repo, args), args);
  }

  issueOrPullRequest(args: { number: number }): IssueView | PullRequestView {
    const issue = this.ctx.state.issue(this.repo, args.number);
    if (!issue) {
      throw new GitHubError(404, `Could not resolve to an issue or pull request with the number of ${args.number}.`, 'NOT_FOUND');
    }
    return viewOfIssue(this.ctx, this.repo, issue);
  }

  label(args: { name: string }): LabelView | null {
    const label = this.repo.labels.find((l) => l.name.toLowerCase() === args.name.toLowerCase());
    return label ? new LabelView(this.ctx, this.repo, label) : null;
  }

  labels(args: LabelArgs & { query?: string | null }) {
    const query = args.query?.toLowerCase();
    const labels = this.repo.labels.filter((l) => !query || l.name.toLowerCase().includes(query));
    return labelConnection(this.ctx, this.repo, labels, args);
  }

  get mergeCommitAllowed(): boolean {
    return this.repo.allowedMergeMethods.includes('merge');
  }

  get squashMergeAllowed(): boolean {
    return this.repo.allowedMergeMethods.includes('squash');
  }

  get rebaseMergeAllowed(): boolean {
    return this.repo.allowedMergeMethods.includes('rebase');
  }

  get autoMergeAllowed(): boolean {
    return this.repo.allowAutoMerge ?? true;
  }

  readonly allowUpdateBranch = false;

  get viewerDefaultMergeMethod(): string {
    return (this.repo.allowedMergeMethods[0] ?? 'merge').toUpperCase();
  }

  get deleteBranchOnMerge(): boolean {
    return this.repo.deleteBranchOnMerge;
  }

  branchProtectionRules(args: PageArgs) {
    return connection(
      [...this.repo.protection].map(([pattern, rule]) => new BranchProtectionRuleView(this.ctx, this.repo, pattern, rule)),
      args,
    );
  }
}

export type LabelArgs = PageArgs & { orderBy?: { field: string; direction: string } | null };

/** `labels` of a repository or an issue: in the order they were added unless `orderBy` names NAME. */
export function labelConnection(ctx: Context, repo: Repository, labels: Label[], args: LabelArgs) {
  const ordered = [...labels];
  if (args.orderBy?.field === 'NAME') ordered.sort((a, b) => a.name.localeCompare(b.name));
  if (args.orderBy?.direction === 'DESC') ordered.reverse();
  return connection(
    ordered.map((l) => new LabelView(ctx, repo, l)),
    args,
  );
}

export class LabelView {
  readonly __typename = 'Label';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    private readonly label: Label,
  ) {}

  get id(): string {
    return this.label.nodeId;
  }

  get name(): string {
    return this.label.name;
  }

  get color(): string {
    return this.label.color;
  }

  readonly description = null;
  readonly isDefault = false;

  get url(): string {
    return `${repoUrl(this.ctx, this.repo)}/labels/${encodeURIComponent(this.label.name)}`;
  }

  get repository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }
}

export class BranchProtectionRuleView {
  readonly __typename = 'BranchProtectionRule';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    readonly pattern: string,
    private readonly rule: BranchProtection,
  ) {}

  get id(): string {
    return keyedNodeId('BranchProtectionRule', this.repo, this.pattern);
  }

  get requiredStatusCheckContexts(): string[] {
    return this.rule.requiredStatusChecks;
  }

  get requiredStatusChecks(): Array<{ context: string; app: null }> {
    return this.rule.requiredStatusChecks.map((context) => ({ context, app: null }));
  }

  get requiresStatusChecks(): boolean {
    return this.rule.requiredStatusChecks.length > 0;
  }

  get requiresStrictStatusChecks(): boolean {
    return this.rule.strict;
  }

  get requiredApprovingReviewCount(): number {
    return this.rule.requiredApprovingReviewCount;
  }

  get requiresApprovingReviews(): boolean {
    return this.rule.requiredApprovingReviewCount > 0;
  }

  readonly requiresConversationResolution = false;
  readonly requiresCodeOwnerReviews = false;
  readonly requiresCommitSignatures = false;
  readonly requiresLinearHistory = false;
  readonly dismissesStaleReviews = false;
  readonly isAdminEnforced = false;
  readonly allowsForcePushes = false;
  readonly allowsDeletions = false;
  readonly restrictsPushes = false;
  readonly lockBranch = false;

  get repository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }
}
