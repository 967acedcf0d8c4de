// Git objects (Commit, Tree, Blob) and refs, read from the repository's bare directory: the same
// bytes a `git fetch` from the emulator returns, so a query and a clone can never disagree.

import { GitHubError, type BranchProtection, type BranchRule, type Repository } from '../state.js';
import { ActorView } from './actors.js';
import { connection, type PageArgs } from './connection.js';
import { canWrite, keyedNodeId, repoUrl, type Context } from './context.js';
import { commitInfo, describeObject, readObject, treeEntries, type CommitInfo, type GitObjectInfo } from './git.js';
import { pullRequestsOf, type PullRequestFilter } from './issues.js';
import { BranchProtectionRuleView, RepositoryView } from './repository.js';
import { rollupFor, statusFor } from './checks.js';

export type GitObjectView = CommitView | TreeView | BlobView;

export function objectView(ctx: Context, repo: Repository, info: GitObjectInfo, path = ''): GitObjectView | null {
  if (info.type === 'commit') return new CommitView(ctx, repo, info.oid);
  if (info.type === 'tree') return new TreeView(ctx, repo, info.oid, path);
  if (info.type === 'blob') return new BlobView(ctx, repo, info, () => readObject(repo, info));
  return null; // annotated tags are not modelled
}

/** `repository.object(expression: "main:src/a.ts")` or `object(oid: ...)`. */
export function objectByExpression(ctx: Context, repo: Repository, expression: string): GitObjectView | null {
  const info = describeObject(repo, expression);
  if (!info) return null;
  const colon = expression.indexOf(':');
  // A `ref:path` blob is read by the id the expression resolved to, as any blob: the text and the
  // oid answered are the same object even when a push moves the ref meanwhile, and a blob's bytes
  // are read from git once (bare-git.ts `bareGitFixed`), where every run's read of its
  // .github/tend.yml forked a `git show`.
  return objectView(ctx, repo, info, colon >= 0 ? expression.slice(colon + 1) : '');
}

abstract class GitObjectBase {
  constructor(
    protected readonly ctx: Context,
    protected readonly repo: Repository,
    readonly oid: string,
  ) {}

  get abbreviatedOid(): string {
    return this.oid.slice(0, 7);
  }

  get repository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }

  get commitUrl(): string {
    return `${repoUrl(this.ctx, this.repo)}/commit/${this.oid}`;
  }

  get commitResourcePath(): string {
    return new URL(this.commitUrl).pathname;
  }
}

interface GitActorView {
  name: string;
  email: string;
  date: string;
  user: ActorView | null;
}

export class CommitView extends GitObjectBase {
  readonly __typename = 'Commit';
  private loaded: CommitInfo | null | undefined;

  private get info(): CommitInfo | null {
    if (this.loaded === undefined) this.loaded = commitInfo(this.repo, this.oid);
    return this.loaded;
  }

  get id(): string {
    return keyedNodeId('Commit', this.repo, this.oid);
  }

  get message(): string {
    return this.info?.message ?? '';
  }

  get messageHeadline(): string {
    return this.message.split('\n')[0] ?? '';
  }

  get messageBody(): string {
    const newline = this.message.indexOf('\n');
    return newline < 0 ? '' : this.message.slice(newline + 1).replace(/^\n+/, '');
  }

  get committedDate(): string {
    return this.info?.committedDate ?? new Date(0).toISOString();
  }

  get authoredDate(): string {
    return this.info?.authoredDate ?? new Date(0).toISOString();
  }

  get author(): GitActorView | null {
    const info = this.info;
    return info ? this.gitActor(info.authorName, info.authorEmail, info.authoredDate) : null;
  }

  get committer(): GitActorView | null {
    const info = this.info;
    return info ? this.gitActor(info.committerName, info.committerEmail, info.committedDate) : null;
  }

  private gitActor(name: string, email: string, date: string): GitActorView {
    // GitHub links a commit to an account by its noreply address `id+login@users.noreply.github.com`.
    const noreply = /^(\d+)\+([^@]+)@users\.noreply\.github\.com$/.exec(email);
    const account = noreply ? this.ctx.state.account(noreply[2]!) : this.ctx.state.account(name);
    return { name, email, date, user: account ? new ActorView(this.ctx, account) : null };
  }

  parents(args: PageArgs) {
    return connection(
      (this.info?.parents ?? []).map((oid) => new CommitView(this.ctx, this.repo, oid)),
      args,
    );
  }

  get tree(): TreeView | null {
    return this.info ? new TreeView(this.ctx, this.repo, this.info.tree, '') : null;
  }

  get url(): string {
    return this.commitUrl;
  }

  get resourcePath(): string {
    return this.commitResourcePath;
  }

  get statusCheckRollup() {
    return rollupFor(this.ctx, this.repo, this.oid);
  }

  get status() {
    return statusFor(this.ctx, this.repo, this.oid);
  }

  file(args: { path: string }): TreeEntryView | null {
    const parts = args.path.split('/').filter(Boolean);
    const info = describeObject(this.repo, `${this.oid}:${parts.join('/')}`);
    if (!info || parts.length === 0) return null;
    const dir = parts.slice(0, -1).join('/');
    const treeInfo = describeObject(this.repo, `${this.oid}:${dir}`);
    const entry = treeInfo ? treeEntries(this.repo, treeInfo.oid).find((e) => e.name === parts.at(-1)) : undefined;
    return entry ? new TreeEntryView(this.ctx, this.repo, entry, dir) : null;
  }

  associatedPullRequests(args: PageArgs) {
    const pulls = pullRequestsOf(this.ctx, this.repo, {}).filter((pr) => pr.associatesCommit(this.oid));
    return connection(pulls, args);
  }
}

export class TreeView extends GitObjectBase {
  readonly __typename = 'Tree';

  constructor(
    ctx: Context,
    repo: Repository,
    oid: string,
    private readonly path: string,
  ) {
    super(ctx, repo, oid);
  }

  get id(): string {
    return keyedNodeId('Tree', this.repo, this.oid);
  }

  get entries(): TreeEntryView[] {
    return treeEntries(this.repo, this.oid).map((entry) => new TreeEntryView(this.ctx, this.repo, entry, this.path));
  }
}

export class TreeEntryView {
  readonly __typename = 'TreeEntry';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    private readonly entry: { mode: string; type: GitObjectInfo['type']; oid: string; size: number; name: string },
    private readonly dir: string,
  ) {}

  get name(): string {
    return this.entry.name;
  }

  get path(): string {
    return this.dir ? `${this.dir}/${this.entry.name}` : this.entry.name;
  }

  get type(): string {
    return this.entry.type;
  }

  get mode(): number {
    return Number.parseInt(this.entry.mode, 8);
  }

  get oid(): string {
    return this.entry.oid;
  }

  get size(): number {
    return this.entry.size;
  }

  get extension(): string | null {
    const dot = this.entry.name.lastIndexOf('.');
    return this.entry.type === 'blob' && dot > 0 ? this.entry.name.slice(dot) : null;
  }

  get isGenerated(): boolean {
    return false;
  }

  get object(): GitObjectView | null {
    return objectView(this.ctx, this.repo, { oid: this.entry.oid, type: this.entry.type, size: this.entry.size }, this.path);
  }

  get repository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }
}

export class BlobView extends GitObjectBase {
  readonly __typename = 'Blob';
  private content: Buffer | undefined;

  constructor(
    ctx: Context,
    repo: Repository,
    private readonly info: GitObjectInfo,
    private readonly load: () => Buffer,
  ) {
    super(ctx, repo, info.oid);
  }

  private get bytes(): Buffer {
    this.content ??= this.load();
    return this.content;
  }

  get id(): string {
    return keyedNodeId('Blob', this.repo, this.oid);
  }

  get byteSize(): number {
    return this.info.size;
  }

  /** git's own heuristic: a NUL byte in the first 8000 bytes. */
  get isBinary(): boolean {
    return this.bytes.subarray(0, 8000).includes(0);
  }

  get isTruncated(): boolean {
    return false;
  }

  get text(): string | null {
    return this.isBinary ? null : this.bytes.toString('utf8');
  }
}

export class RefView {
  readonly __typename = 'Ref';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    /** Full name, e.g. `refs/heads/main`. */
    private readonly qualifiedName: string,
    private readonly targetOid: string,
  ) {}

  get id(): string {
    return keyedNodeId('Ref', this.repo, this.qualifiedName);
  }

  get name(): string {
    return this.qualifiedName.replace(/^refs\/(heads|tags)\//, '');
  }

  get prefix(): string {
    return /^refs\/(heads|tags)\//.exec(this.qualifiedName)?.[0] ?? 'refs/';
  }

  get target(): GitObjectView | null {
    const info = describeObject(this.repo, this.targetOid);
    return info ? objectView(this.ctx, this.repo, info) : null;
  }

  get repository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }

  get branchProtectionRule(): BranchProtectionRuleView | null {
    const protection = this.repo.protection.get(this.name);
    return protection && this.prefix === 'refs/heads/' ? new BranchProtectionRuleView(this.ctx, this.repo, this.name, protection) : null;
  }

  /**
   * The rules that apply to updates of this branch, readable without admin access (unlike
   * `branchProtectionRule`); null for an unprotected branch, as on github.com.
   */
  get refUpdateRule(): RefUpdateRuleView | null {
    const protection = this.repo.protection.get(this.name);
    return protection && this.prefix === 'refs/heads/' ? new RefUpdateRuleView(this.ctx, this.repo, this.name, protection) : null;
  }

  associatedPullRequests(args: PageArgs & PullRequestFilter) {
    if (this.prefix !== 'refs/heads/') return connection([], args);
    return connection(pullRequestsOf(this.ctx, this.repo, { ...args, headRefName: this.name }), args);
  }

  /**
   * "A list of rules from active Repository and Organization rulesets that apply to this ref"
   * (E109): the same rules REST rules/branches lists, to every reader, unless a test makes them
   * unreadable (`refRulesUnreadable`: null, or null with a FORBIDDEN error on this path).
   */
  rules(args: PageArgs) {
    const unreadable = this.ctx.state.refRulesUnreadable;
    if (unreadable === 'forbidden') throw new GitHubError(403, 'Resource not accessible by integration', 'FORBIDDEN');
    if (unreadable === 'null') return null;
    const rules = this.prefix === 'refs/heads/' ? this.ctx.state.branchRules(this.repo, this.name) : [];
    return connection(rules.map((rule, i) => new RepositoryRuleView(this.repo, rule, i)), args);
  }
}

/** One rule of an active ruleset (GraphQL `RepositoryRule`); `repositoryRuleset` is not modelled. */
class RepositoryRuleView {
  readonly __typename = 'RepositoryRule';

  constructor(
    private readonly repo: Repository,
    private readonly rule: BranchRule,
    private readonly index: number,
  ) {}

  get id(): string {
    return keyedNodeId('RepositoryRule', this.repo, `${this.rule.ruleset.id}:${this.index}`);
  }

  get type(): string {
    return this.rule.type.toUpperCase();
  }

  get parameters() {
    if (this.rule.type !== 'required_status_checks') return null;
    return {
      __typename: 'RequiredStatusChecksParameters',
      doNotEnforceOnCreate: false,
      strictRequiredStatusChecksPolicy: this.rule.strict,
      // `integration_id` is not modelled (P1): every required context is null here.
      requiredStatusChecks: this.rule.contexts.map((context) => ({ context, integrationId: null })),
    };
  }
}

/** A branch's protection as any reader sees it (GraphQL `RefUpdateRule`). */
export class RefUpdateRuleView {
  readonly __typename = 'RefUpdateRule';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    readonly pattern: string,
    private readonly rule: BranchProtection,
  ) {}

  get requiredStatusCheckContexts(): string[] {
    return this.rule.requiredStatusChecks;
  }

  get requiredApprovingReviewCount(): number {
    return this.rule.requiredApprovingReviewCount;
  }

  readonly allowsDeletions = false;
  readonly allowsForcePushes = false;
  readonly blocksCreations = false;
  readonly requiresCodeOwnerReviews = false;
  readonly requiresConversationResolution = false;
  readonly requiresLinearHistory = false;
  readonly requiresSignatures = false;

  get viewerAllowedToDismissReviews(): boolean {
    return canWrite(this.ctx, this.repo, 'pull-requests');
  }

  get viewerCanPush(): boolean {
    return canWrite(this.ctx, this.repo, 'contents');
  }
}

/** A branch (`main`), a qualified ref (`refs/heads/main`, `refs/tags/v1`), or null when absent. */
export function refView(ctx: Context, repo: Repository, name: string): RefView | null {
  const qualified = name.startsWith('refs/') ? name : `refs/heads/${name}`;
  if (qualified.includes('\n')) return null;
  if (qualified.startsWith('refs/heads/')) {
    const oid = ctx.state.refOid(repo, qualified.slice('refs/heads/'.length));
    return oid ? new RefView(ctx, repo, qualified, oid) : null;
  }
  const info = describeObject(repo, qualified);
  return info ? new RefView(ctx, repo, qualified, info.oid) : null;
}
