// The emulated GitHub's data model: plain records plus the operations that both the REST routes and
// the GraphQL resolvers call, so the two surfaces can never disagree about what a merge or a
// resolve does. Git data (branches, commits) is NOT stored here: it lives in the bare repository
// served over smart HTTP, and `refs` reads it, so a real `git push` moves a pull request's head.

import { SearchIndex } from './graphql/search-index.js';
import { execFileSync } from 'node:child_process';
import { refCommit } from './ref-files.js';
import { carriesSignature, commitsBetween, isAncestor, mergeInBareRepository, mergesCleanly, pathsChangedBetween, updateBranchInBareRepository } from './bare-merge.js';

export type AccountType = 'User' | 'Bot' | 'Organization';

export interface Account {
  /** REST `id` / GraphQL `databaseId`. */
  id: number;
  /** The REST login: bots carry the `[bot]` suffix here, GraphQL drops it (see `graphqlLogin`). */
  login: string;
  type: AccountType;
  nodeId: string;
}

/**
 * Who a REST read without any token acts as: GitHub serves public data unauthenticated. Nobody's
 * collaborator, so it reads public repositories only.
 */
export const ANONYMOUS: Account = { id: 0, login: '', type: 'User', nodeId: '' };

export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

/** The permission scopes of an installation token, `GITHUB_TOKEN`'s `permissions:` keys among them. */
export const TOKEN_SCOPES = [
  'actions',
  'attestations',
  'checks',
  'contents',
  'deployments',
  'discussions',
  'id-token',
  'issues',
  'metadata',
  'models',
  'packages',
  'pages',
  'pull-requests',
  'repository-projects',
  'security-events',
  'statuses',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export type ScopeAccess = 'read' | 'write' | 'none';
/** What a token may do per scope, on top of its account's repository permission; an absent scope is `none`. */
export type TokenPermissions = Partial<Record<TokenScope, ScopeAccess>>;

/**
 * Whether a token's ceiling lets it write through any of `scopes` (GitHub accepts either scope
 * for some endpoints, e.g. issues or pull-requests for a comment on a pull request). A token
 * without a ceiling is limited by its account's permission alone.
 */
export function ceilingAllowsWrite(ceiling: TokenPermissions | null | undefined, scopes: TokenScope | readonly TokenScope[]): boolean {
  if (!ceiling) return true;
  return (typeof scopes === 'string' ? [scopes] : scopes).some((scope) => ceiling[scope] === 'write');
}

export interface Label {
  id: number;
  nodeId: string;
  name: string;
  color: string;
}

/** A `labeled` / `unlabeled` timeline event: who put a label on or took it off, and when. */
export interface LabelEvent {
  id: number;
  nodeId: string;
  action: 'labeled' | 'unlabeled';
  label: Label;
  /** Null for an actor GitHub no longer knows (a deleted account). */
  actor: Account | null;
  createdAt: string;
}

/** A title change: the timeline's `RenamedTitleEvent` (a title edit sets no `lastEditedAt`, E203). */
export interface RenamedTitleEvent {
  id: number;
  nodeId: string;
  actor: Account | null;
  previousTitle: string;
  currentTitle: string;
  createdAt: string;
}

export interface IssueComment {
  id: number;
  nodeId: string;
  author: Account;
  body: string;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewComment {
  id: number;
  nodeId: string;
  author: Account;
  body: string;
  path: string;
  /** The head the comment was written on. */
  commitOid: string;
  originalCommitOid: string;
  line: number | null;
  startLine: number | null;
  originalLine: number | null;
  originalStartLine: number | null;
  diffHunk: string;
  inReplyToId: number | null;
  reviewId: number | null;
  createdAt: string;
  updatedAt: string;
  lastEditedAt: string | null;
}

export interface ReviewThread {
  id: number;
  nodeId: string;
  path: string;
  line: number | null;
  startLine: number | null;
  originalLine: number | null;
  originalStartLine: number | null;
  diffSide: 'LEFT' | 'RIGHT';
  isResolved: boolean;
  isOutdated: boolean;
  resolvedBy: Account | null;
  comments: ReviewComment[];
}

export type ReviewState = 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED' | 'PENDING';

export interface Review {
  id: number;
  nodeId: string;
  author: Account;
  state: ReviewState;
  body: string;
  commitOid: string;
  submittedAt: string;
}

export interface PullRequestData {
  headRef: string;
  baseRef: string;
  /** Set when the head lives in a fork; the emulator serves forks from the same bare repository. */
  headRepoFullName: string | null;
  /** "Allow edits by maintainers" on a fork's pull request: the base repository's writers may push to (and update) its branch. */
  maintainerCanModify?: boolean;
  draft: boolean;
  merged: boolean;
  mergedAt: string | null;
  mergedBy: Account | null;
  mergeCommitOid: string | null;
  /** Head oid at the time of the merge or close; while open the head is read from git. */
  frozenHeadOid: string | null;
  mergeable: 'MERGEABLE' | 'CONFLICTING' | 'UNKNOWN';
  reviews: Review[];
  threads: ReviewThread[];
  autoMergeMethod: MergeMethod | null;
  /** Accounts asked to review and not yet reviewed (P10): a review by one takes its request away. */
  reviewRequests?: Account[];
  /** Set while the pull request waits in its base branch's merge queue. */
  mergeQueueEntry?: MergeQueueEntry | null;
}

export interface MergeQueueEntry {
  id: number;
  nodeId: string;
  enqueuer: Account;
  enqueuedAt: string;
  /** Queued at the front ("jump the queue"). */
  jump: boolean;
  /** The head it was queued at: a later push takes it out of the queue, as on GitHub. */
  headOid: string;
}

export interface Issue {
  number: number;
  id: number;
  nodeId: string;
  title: string;
  body: string;
  author: Account;
  state: 'open' | 'closed';
  labels: Label[];
  /** Every `labeled` / `unlabeled` event, oldest first (GraphQL `timelineItems`, REST issue events). */
  labelEvents?: LabelEvent[];
  /** When the body was last edited (GraphQL `lastEditedAt`, E203); absent or null: never edited. */
  lastEditedAt?: string | null;
  /** Every title change, oldest first (GraphQL `RenamedTitleEvent`, E203). */
  titleEvents?: RenamedTitleEvent[];
  comments: IssueComment[];
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** Present when this issue is a pull request. */
  pull: PullRequestData | null;
}

export type CheckStatus = 'queued' | 'in_progress' | 'completed';
export type CheckConclusion =
  | 'success'
  | 'failure'
  | 'neutral'
  | 'cancelled'
  | 'skipped'
  | 'timed_out'
  | 'action_required'
  | 'stale';

export interface CheckRun {
  id: number;
  nodeId: string;
  name: string;
  headSha: string;
  status: CheckStatus;
  conclusion: CheckConclusion | null;
  app: Account;
  /**
   * The Actions workflow whose run made this check run (GraphQL `checkSuite.workflowRun.workflow.name`);
   * null for a check run an App made outside Actions.
   */
  workflowName: string | null;
  /**
   * The event of the Actions workflow run that made this check run (`pull_request`, `push`,
   * `workflow_dispatch` ...); null outside Actions. A `workflow_dispatch` run's check runs are on the
   * commit but not part of any pull request's checks (T10).
   */
  event: string | null;
  startedAt: string;
  completedAt: string | null;
  /**
   * Why it ended as it did, as the App (or Actions) reported it: the run's `output`, its
   * annotations, and for an Actions job its steps and log (emulator/rest/actions-jobs.ts). Absent: empty.
   */
  report?: CheckRunReport;
}

/** What a check run says about itself beyond its conclusion (REST check-runs, jobs and job logs). */
export interface CheckRunReport {
  output?: { title: string | null; summary: string | null; text: string | null };
  annotations?: Array<{ path: string; startLine: number; endLine: number; level: 'notice' | 'warning' | 'failure'; title: string | null; message: string }>;
  /** An Actions job's steps, in order. */
  steps?: Array<{ name: string; conclusion: CheckConclusion | null }>;
  /** An Actions job's log: plain text, one `<timestamp> <line>` per line as GitHub serves it. */
  log?: string;
}

export type StatusState = 'error' | 'failure' | 'pending' | 'success';

export interface CommitStatus {
  id: number;
  nodeId: string;
  sha: string;
  context: string;
  state: StatusState;
  description: string;
  creator: Account;
  createdAt: string;
}

export interface BranchProtection {
  requiredStatusChecks: string[];
  requiredApprovingReviewCount: number;
  /** "Require branches to be up to date before merging" (needs at least one required check). */
  strict: boolean;
  /** "Require merge queue": merges go through `enqueuePullRequest` only. */
  requiresMergeQueue?: boolean;
  /** "Require signed commits". */
  requiresCommitSignatures?: boolean;
  /** "Do not allow bypassing the above settings" (`enforce_admins`): admins are held too. */
  enforceAdmins?: boolean;
  /** "Allow force pushes" (off by default). */
  allowForcePushes?: boolean;
  /** "Allow deletions" (off by default). */
  allowDeletions?: boolean;
}

/**
 * A repository ruleset's branch rules, as far as the emulator models them: the required status
 * checks. Classic protection lives beside it in `Repository.protection`; GitHub enforces both.
 */
export interface Ruleset {
  id: number;
  name: string;
  /** Only `active` rulesets are enforced and listed by "Get rules for a branch". */
  enforcement: 'active' | 'evaluate' | 'disabled';
  /** Branch names it targets; `~DEFAULT_BRANCH` is the default branch (fnmatch patterns are not modelled). */
  branches: string[];
  requiredStatusChecks: string[];
  strict: boolean;
  /** The `required_signatures` rule: pushes and merges need signed commits (P11). */
  requiredSignatures?: boolean;
  /** "Repository admin" is on the ruleset's bypass list: an admin's merge passes its rules (E107). */
  bypassAdmins?: boolean;
  /** Other repository roles on the bypass list (a token with exactly that permission passes its rules, E107). */
  bypassRoles?: Array<'maintain' | 'write'>;
  /** Apps on the bypass list, by their bot account's id (an App's installation token passes its rules, E107). */
  bypassApps?: number[];
}

/** One rule of an active ruleset on a branch (`branchRules`). */
export type BranchRule =
  | { type: 'required_status_checks'; ruleset: Ruleset; contexts: string[]; strict: boolean }
  | { type: 'required_signatures'; ruleset: Ruleset };

export type MergeMethod = 'merge' | 'squash' | 'rebase';

export interface RepositoryDispatch {
  eventType: string;
  clientPayload: Record<string, unknown>;
  at: string;
}

export interface WorkflowDispatch {
  workflowId: string;
  ref: string;
  inputs: Record<string, unknown>;
  at: string;
}

/**
 * A workflow's `state` as REST shows it (OpenAPI `workflow.state`): `active`, or
 * `disabled_manually` after `PUT …/actions/workflows/{id}/disable`; a disabled workflow starts no run.
 */
export type WorkflowState = 'active' | 'disabled_manually';

export interface Repository {
  id: number;
  nodeId: string;
  owner: Account;
  name: string;
  defaultBranch: string;
  private: boolean;
  /** Bare repository on disk served by the smart-HTTP remote. */
  bareDir: string;
  collaborators: Map<string, Permission>;
  labels: Label[];
  issues: Issue[];
  checkRuns: CheckRun[];
  statuses: CommitStatus[];
  protection: Map<string, BranchProtection>;
  rulesets: Ruleset[];
  dispatches: RepositoryDispatch[];
  workflowDispatches: WorkflowDispatch[];
  /** By workflow file name (`tend-sweep.yml`); a file not here is `active`. */
  workflowStates: Map<string, WorkflowState>;
  allowedMergeMethods: MergeMethod[];
  deleteBranchOnMerge: boolean;
  /** The repository setting "Allow auto-merge"; unset counts as allowed. */
  allowAutoMerge?: boolean;
  /**
   * The setting "Allow GitHub Actions to create and approve pull requests" (P13): unset counts as
   * off, GitHub's default for a new repository.
   */
  actionsCanCreatePullRequests?: boolean;
}

/** A GitHub-flavoured error the REST layer maps to a status code and GraphQL to an error entry. */
export class GitHubError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** GraphQL error `type` (NOT_FOUND, FORBIDDEN, UNPROCESSABLE ...). */
    readonly graphqlType: string = statusToGraphqlType(status),
  ) {
    super(message);
  }
}

function statusToGraphqlType(status: number): string {
  if (status === 404) return 'NOT_FOUND';
  if (status === 403) return 'FORBIDDEN';
  if (status === 409) return 'CONFLICT';
  return 'UNPROCESSABLE';
}

/** GraphQL global ids: opaque strings with the type's prefix, as github.com's look. */
const NODE_PREFIX: Record<string, string> = {
  User: 'U_',
  Bot: 'BOT_',
  Organization: 'O_',
  Repository: 'R_',
  Issue: 'I_',
  PullRequest: 'PR_',
  IssueComment: 'IC_',
  PullRequestReview: 'PRR_',
  PullRequestReviewThread: 'PRRT_',
  PullRequestReviewComment: 'PRRC_',
  MergeQueueEntry: 'MQE_',
  Label: 'LA_',
  LabeledEvent: 'LE_',
  UnlabeledEvent: 'UNLE_',
  CheckRun: 'CR_',
  StatusContext: 'SC_',
};

export function nodeIdOf(type: string, id: number): string {
  return `${NODE_PREFIX[type] ?? 'N_'}${Buffer.from(`${type}:${id}`).toString('base64url')}`;
}

export function decodeNodeId(nodeId: string): { type: string; id: number } | null {
  const underscore = nodeId.indexOf('_');
  if (underscore < 0) return null;
  const decoded = Buffer.from(nodeId.slice(underscore + 1), 'base64url').toString('utf8');
  const match = /^([A-Za-z]+):(\d+)$/.exec(decoded);
  if (!match) return null;
  return { type: match[1]!, id: Number(match[2]) };
}

/** GraphQL shows an App's login without the `[bot]` suffix REST carries. */
export function graphqlLogin(account: Account): string {
  return account.type === 'Bot' ? account.login.replace(/\[bot\]$/, '') : account.login;
}

export interface Clock {
  now(): Date;
}

/** Workflow-run events whose check runs no pull request shows or counts (T10). */
const NOT_ON_PULL_REQUESTS = new Set(['workflow_dispatch']);

export const systemClock: Clock = { now: () => new Date() };

/** What the auto-merge mutation recorded beyond the method: GitHub's auto-merge merges as `enabledBy`. */
export const autoMergeDetails = new WeakMap<
  PullRequestData,
  { enabledAt: string; enabledBy: Account; commitHeadline: string | null; commitBody: string | null }
>();

export class GitHubState {
  private nextId = 1000;
  readonly accounts = new Map<string, Account>();
  readonly repositories: Repository[] = [];
  /** Tokens the server accepts, each acting as one account. */
  readonly tokens = new Map<string, Account>();
  /** Per-token permission ceilings (installation tokens such as a run's GITHUB_TOKEN). */
  readonly tokenCeilings = new Map<string, TokenPermissions>();
  /** Accounts whose installation tokens were granted the `workflows` permission. */
  private readonly workflowsGrants = new Set<number>();
  /** Commits GitHub made and signed itself (merges, branch updates, `createCommitOnBranch`). */
  readonly signedByGitHub = new Set<string>();
  /**
   * GitHub computes a pull request's mergeability in the background after its head or base moves
   * (P7): the first `mergeabilityUnknownReads` API requests that read it after a move answer
   * UNKNOWN (the first read starts the job, as GitHub's REST docs say), later ones the result.
   * Counted in requests, not time, so tests stay fast and deterministic. A read outside any request
   * (an event payload) counts for nothing. On in every world, as on GitHub; a test sets 0 only
   * where it says why.
   */
  mergeabilityUnknownReads = 1;
  /**
   * Issue search matches against an index that lags the repository by a search request
   * (graphql/search-index.ts, E201). On in every world, as on GitHub; a test turns it off only
   * where it says why.
   */
  searchLag = true;
  /**
   * E107 the other way: GraphQL `mergeStateStatus` computed for the viewer, so a viewer who may
   * bypass every rule holding the merge (an admin, E107) sees CLEAN or UNSTABLE, not BLOCKED.
   * Off by default: the row assumes BLOCKED; tests that show tend safe either way turn it on.
   */
  bypassersSeeClean = false;
  /**
   * GraphQL `Ref.rules` unreadable, as it may be to a token GitHub does not let read the rulesets
   * (who may is unpublished, E109): answered null, or null with a FORBIDDEN error on its path.
   * Tests of tend's fallback to REST rules/branches turn it on.
   */
  refRulesUnreadable: false | 'null' | 'forbidden' = false;
  readonly searchIndex = new SearchIndex();
  private readonly mergeabilityReads = new Map<string, { requests: number; last: number }>();
  private apiRequests = 0;

  constructor(readonly clock: Clock = systemClock) {}

  newId(): number {
    return ++this.nextId;
  }

  /**
   * Ids from here on come after `id`. On github.com comment ids are past 2^31, GraphQL's `Int`
   * (issuecomment-2250077004, rust-lang/rfcbot-rs#325): tests of how tend reads such ids start here.
   */
  skipIdsTo(id: number): void {
    this.nextId = Math.max(this.nextId, id);
  }

  now(): string {
    return this.clock.now().toISOString();
  }

  addAccount(login: string, type: AccountType = 'User', id?: number): Account {
    const existing = this.accounts.get(login.toLowerCase());
    if (existing) return existing;
    const databaseId = id ?? this.newId();
    const typeName = type === 'Bot' ? 'Bot' : type === 'Organization' ? 'Organization' : 'User';
    const account: Account = { id: databaseId, login, type, nodeId: nodeIdOf(typeName, databaseId) };
    this.accounts.set(login.toLowerCase(), account);
    return account;
  }

  account(login: string): Account | undefined {
    return this.accounts.get(login.toLowerCase());
  }

  /** Finds an account by the login GraphQL shows (bots without `[bot]`) or by the REST login. */
  accountByAnyLogin(login: string): Account | undefined {
    return this.account(login) ?? this.account(`${login}[bot]`);
  }

  /**
   * A token acting as `account`. With `permissions`, the token is also capped per scope, as an
   * installation token is: a write needs the account's write access AND `write` on the scope.
   */
  addToken(token: string, account: Account, options: { permissions?: TokenPermissions } = {}): void {
    this.tokens.set(token, account);
    if (options.permissions) this.tokenCeilings.set(token, { ...options.permissions });
    else this.tokenCeilings.delete(token);
  }

  /** Grants the installation token's App the `workflows` permission (users with write hold it already). */
  grantWorkflowsPermission(token: string): void {
    const account = this.tokens.get(token);
    if (!account) throw new Error(`grantWorkflowsPermission: unknown token`);
    this.workflowsGrants.add(account.id);
  }

  /**
   * Whether `account` may create or change files under `.github/workflows/`: GITHUB_TOKEN never
   * may, another App only when granted `workflows`, a user with write access may.
   */
  hasWorkflowsPermission(repo: Repository, account: Account): boolean {
    if (!['admin', 'maintain', 'write'].includes(this.permissionOf(repo, account))) return false;
    return account.type === 'User' || this.workflowsGrants.has(account.id);
  }

  addRepository(input: { owner: string; name: string; bareDir: string; defaultBranch?: string; private?: boolean }): Repository {
    const owner = this.addAccount(input.owner, 'Organization');
    const id = this.newId();
    const repo: Repository = {
      id,
      nodeId: nodeIdOf('Repository', id),
      owner,
      name: input.name,
      defaultBranch: input.defaultBranch ?? 'main',
      private: input.private ?? false,
      bareDir: input.bareDir,
      collaborators: new Map(),
      labels: [],
      issues: [],
      checkRuns: [],
      statuses: [],
      protection: new Map(),
      rulesets: [],
      dispatches: [],
      workflowDispatches: [],
      workflowStates: new Map(),
      allowedMergeMethods: ['merge', 'squash', 'rebase'],
      deleteBranchOnMerge: false,
    };
    this.repositories.push(repo);
    return repo;
  }

  repository(owner: string, name: string): Repository | undefined {
    return this.repositories.find(
      (r) => r.owner.login.toLowerCase() === owner.toLowerCase() && r.name.toLowerCase() === name.toLowerCase(),
    );
  }

  requireRepository(owner: string, name: string): Repository {
    const repo = this.repository(owner, name);
    if (!repo) throw new GitHubError(404, 'Not Found');
    return repo;
  }

  fullName(repo: Repository): string {
    return `${repo.owner.login}/${repo.name}`;
  }

  permissionOf(repo: Repository, account: Account): Permission {
    if (account.login.toLowerCase() === repo.owner.login.toLowerCase()) return 'admin';
    return repo.collaborators.get(account.login.toLowerCase()) ?? (repo.private ? 'none' : 'read');
  }

  setPermission(repo: Repository, login: string, permission: Permission): void {
    repo.collaborators.set(login.toLowerCase(), permission);
  }

  // ---- git refs (read from the bare repository, the single source of truth) ----

  refOid(repo: Repository, branch: string): string | null {
    return refCommit(repo.bareDir, `refs/heads/${branch}`);
  }

  deleteRef(repo: Repository, branch: string): void {
    if (this.refOid(repo, branch) === null) throw new GitHubError(422, 'Reference does not exist');
    execFileSync('git', ['update-ref', '-d', `refs/heads/${branch}`], { cwd: repo.bareDir, stdio: 'ignore' });
  }

  /** Contents of `path` at `ref` (branch, tag or oid), or null when absent. */
  fileAt(repo: Repository, ref: string, path: string): Buffer | null {
    try {
      return execFileSync('git', ['show', `${ref}:${path}`], {
        cwd: repo.bareDir,
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch {
      return null;
    }
  }

  // ---- issues and pull requests ----

  private nextNumber(repo: Repository): number {
    return repo.issues.reduce((max, issue) => Math.max(max, issue.number), 0) + 1;
  }

  createIssue(repo: Repository, input: { title: string; body?: string; author: Account; labels?: string[] }): Issue {
    const id = this.newId();
    const now = this.now();
    const issue: Issue = {
      number: this.nextNumber(repo),
      id,
      nodeId: nodeIdOf('Issue', id),
      title: input.title,
      body: input.body ?? '',
      author: input.author,
      state: 'open',
      labels: [],
      comments: [],
      createdAt: now,
      updatedAt: now,
      closedAt: null,
      pull: null,
    };
    repo.issues.push(issue);
    for (const name of input.labels ?? []) this.addLabel(repo, issue, name, input.author);
    return issue;
  }

  createPullRequest(
    repo: Repository,
    input: { title: string; body?: string; author: Account; head: string; base?: string; draft?: boolean },
  ): Issue {
    if (this.refOid(repo, input.head) === null) throw new GitHubError(422, `No commits found for head '${input.head}'`);
    const issue = this.createIssue(repo, input);
    issue.nodeId = nodeIdOf('PullRequest', issue.id);
    issue.pull = {
      headRef: input.head,
      baseRef: input.base ?? repo.defaultBranch,
      headRepoFullName: null,
      draft: input.draft ?? false,
      merged: false,
      mergedAt: null,
      mergedBy: null,
      mergeCommitOid: null,
      frozenHeadOid: null,
      mergeable: 'MERGEABLE',
      reviews: [],
      threads: [],
      autoMergeMethod: null,
    };
    return issue;
  }

  issue(repo: Repository, number: number): Issue | undefined {
    return repo.issues.find((i) => i.number === number);
  }

  requireIssue(repo: Repository, number: number): Issue {
    const issue = this.issue(repo, number);
    if (!issue) throw new GitHubError(404, 'Not Found');
    return issue;
  }

  requirePull(repo: Repository, number: number): Issue & { pull: PullRequestData } {
    const issue = this.issue(repo, number);
    if (!issue?.pull) throw new GitHubError(404, 'Not Found');
    return issue as Issue & { pull: PullRequestData };
  }

  headOid(repo: Repository, issue: Issue & { pull: PullRequestData }): string {
    if (issue.pull.frozenHeadOid) return issue.pull.frozenHeadOid;
    const head = issue.pull.headRepoFullName === null ? this.refOid(repo, issue.pull.headRef) : this.pullRefOid(repo, issue.number);
    return head ?? '0'.repeat(40);
  }

  /**
   * Makes the pull request come from a fork, as GitHub stores one: its branch is not in this
   * repository; only `refs/pull/N/head` here points at its head (which tend may fetch, by that
   * ref or by commit id).
   */
  moveHeadToFork(repo: Repository, issue: Issue & { pull: PullRequestData }, fullName: string, options: { maintainerCanModify?: boolean } = {}): void {
    const head = this.headOid(repo, issue);
    execFileSync('git', ['update-ref', `refs/pull/${issue.number}/head`, head], { cwd: repo.bareDir, stdio: 'ignore' });
    execFileSync('git', ['update-ref', '-d', `refs/heads/${issue.pull.headRef}`], { cwd: repo.bareDir, stdio: 'ignore' });
    issue.pull.headRepoFullName = fullName;
    issue.pull.maintainerCanModify = options.maintainerCanModify ?? false;
  }

  /**
   * A push to a fork's head branch (the emulator keeps the fork's head at `refs/pull/N/head`), at
   * any time, by the fork's owner or anyone who may push there. GitHub turns auto-merge off when
   * someone without write access to the base repository pushes (P4). Returns the push as the base
   * repository learns of it: `pull_request.synchronize` from `before` to `after`, sent by the
   * pusher (E130; build it with `pullRequestEvent(…, 'synchronize', { before, sender: pusher })`).
   * Nothing else names the pusher: the commits say only who wrote them.
   */
  pushToForkHead(repo: Repository, issue: Issue & { pull: PullRequestData }, oid: string, pusher: Account): { before: string; after: string; pusher: Account } {
    if (issue.pull.headRepoFullName === null) throw new Error(`pushToForkHead: #${issue.number} is not from a fork`);
    const before = this.headOid(repo, issue);
    execFileSync('git', ['update-ref', `refs/pull/${issue.number}/head`, oid], { cwd: repo.bareDir, stdio: 'ignore' });
    if (!['admin', 'maintain', 'write'].includes(this.permissionOf(repo, pusher))) issue.pull.autoMergeMethod = null;
    return { before, after: oid, pusher };
  }

  private pullRefOid(repo: Repository, number: number): string | null {
    return refCommit(repo.bareDir, `refs/pull/${number}/head`);
  }

  baseOid(repo: Repository, issue: Issue & { pull: PullRequestData }): string {
    return this.refOid(repo, issue.pull.baseRef) ?? '0'.repeat(40);
  }

  // ---- labels ----

  ensureLabel(repo: Repository, name: string): Label {
    const found = repo.labels.find((l) => l.name.toLowerCase() === name.toLowerCase());
    if (found) return found;
    const id = this.newId();
    const label: Label = { id, nodeId: nodeIdOf('Label', id), name, color: 'ededed' };
    repo.labels.push(label);
    return label;
  }

  /**
   * Puts a label on; a label not there yet records a `labeled` event by `actor` (E148). A test
   * that sets up a world by hand and names nobody labels as the repository's owner.
   */
  addLabel(repo: Repository, issue: Issue, name: string, actor: Account | null = repo.owner): Label {
    const label = this.ensureLabel(repo, name);
    if (!issue.labels.some((l) => l.id === label.id)) {
      issue.labels.push(label);
      this.recordLabelEvent(issue, 'labeled', label, actor);
    }
    issue.updatedAt = this.now();
    return label;
  }

  removeLabel(issue: Issue, name: string, actor: Account | null = null): void {
    const index = issue.labels.findIndex((l) => l.name.toLowerCase() === name.toLowerCase());
    if (index < 0) throw new GitHubError(404, 'Label does not exist');
    const [label] = issue.labels.splice(index, 1);
    this.recordLabelEvent(issue, 'unlabeled', label!, actor);
    issue.updatedAt = this.now();
  }

  /**
   * Edits the body; a change of it sets `lastEditedAt` (E203). `now`: the request's one moment, so
   * `lastEditedAt` and `updated_at` agree.
   */
  editIssueBody(issue: Issue, body: string, now = this.now()): void {
    if (body === issue.body) return;
    issue.body = body;
    issue.lastEditedAt = now;
    issue.updatedAt = now;
  }

  /** Changes the title; a change of it is a `RenamedTitleEvent` by `actor` (E203). */
  renameIssue(issue: Issue, title: string, actor: Account | null): void {
    if (title === issue.title) return;
    const id = this.newId();
    const now = this.now();
    (issue.titleEvents ??= []).push({ id, nodeId: nodeIdOf('RenamedTitleEvent', id), actor, previousTitle: issue.title, currentTitle: title, createdAt: now });
    issue.title = title;
    issue.updatedAt = now;
  }

  private recordLabelEvent(issue: Issue, action: LabelEvent['action'], label: Label, actor: Account | null): void {
    const id = this.newId();
    (issue.labelEvents ??= []).push({ id, nodeId: nodeIdOf(action === 'labeled' ? 'LabeledEvent' : 'UnlabeledEvent', id), action, label, actor, createdAt: this.now() });
  }

  // ---- comments ----

  addIssueComment(issue: Issue, author: Account, body: string): IssueComment {
    if (body.length > 65536) throw new GitHubError(422, 'Body is too long (maximum is 65536 characters)');
    const id = this.newId();
    const now = this.now();
    const comment: IssueComment = { id, nodeId: nodeIdOf('IssueComment', id), author, body, createdAt: now, updatedAt: now };
    issue.comments.push(comment);
    issue.updatedAt = now;
    return comment;
  }

  findIssueComment(repo: Repository, commentId: number): { issue: Issue; comment: IssueComment } {
    for (const issue of repo.issues) {
      const comment = issue.comments.find((c) => c.id === commentId);
      if (comment) return { issue, comment };
    }
    throw new GitHubError(404, 'Not Found');
  }

  updateIssueComment(repo: Repository, commentId: number, body: string): IssueComment {
    if (body.length > 65536) throw new GitHubError(422, 'Body is too long (maximum is 65536 characters)');
    const { comment } = this.findIssueComment(repo, commentId);
    comment.body = body;
    comment.updatedAt = this.now();
    return comment;
  }

  deleteIssueComment(repo: Repository, commentId: number): void {
    const { issue, comment } = this.findIssueComment(repo, commentId);
    issue.comments.splice(issue.comments.indexOf(comment), 1);
  }

  // ---- reviews and threads ----

  addReview(
    repo: Repository,
    pr: Issue & { pull: PullRequestData },
    input: {
      author: Account;
      state?: ReviewState;
      body?: string;
      commitOid?: string;
      comments?: Array<{ path: string; line: number; startLine?: number; body: string; diffHunk?: string }>;
    },
  ): { review: Review; threads: ReviewThread[] } {
    const id = this.newId();
    const commitOid = input.commitOid ?? this.headOid(repo, pr);
    const now = this.now();
    const review: Review = {
      id,
      nodeId: nodeIdOf('PullRequestReview', id),
      author: input.author,
      state: input.state ?? 'COMMENTED',
      body: input.body ?? '',
      commitOid,
      submittedAt: now,
    };
    pr.pull.reviews.push(review);
    // A submitted review answers the request for it (P10); a pending one does not yet.
    if (review.state !== 'PENDING' && pr.pull.reviewRequests) pr.pull.reviewRequests = pr.pull.reviewRequests.filter((a) => a.id !== input.author.id);
    const threads = (input.comments ?? []).map((c) =>
      this.addThread(pr, { ...c, author: input.author, commitOid, reviewId: id }),
    );
    if (review.state === 'APPROVED') this.settleAutoMerges(repo);
    return { review, threads };
  }

  /**
   * Asks `reviewers` for a review (P10): each must be able to read the repository and may not be
   * the pull request's author; asking again for a request still open changes nothing.
   */
  requestReviews(repo: Repository, pr: Issue & { pull: PullRequestData }, reviewers: Account[]): void {
    if (reviewers.some((a) => a.id === pr.author.id)) throw new GitHubError(422, 'Review cannot be requested from pull request author.');
    if (reviewers.some((a) => this.permissionOf(repo, a) === 'none' || !repo.collaborators.has(a.login.toLowerCase()))) {
      throw new GitHubError(422, `Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the ${this.fullName(repo)} repository.`);
    }
    const requested = pr.pull.reviewRequests ?? [];
    pr.pull.reviewRequests = [...requested, ...reviewers.filter((a) => !requested.some((r) => r.id === a.id))];
  }

  addThread(
    pr: Issue & { pull: PullRequestData },
    input: {
      author: Account;
      path: string;
      line: number;
      startLine?: number;
      body: string;
      commitOid: string;
      diffHunk?: string;
      reviewId?: number;
    },
  ): ReviewThread {
    const threadId = this.newId();
    const thread: ReviewThread = {
      id: threadId,
      nodeId: nodeIdOf('PullRequestReviewThread', threadId),
      path: input.path,
      line: input.line,
      startLine: input.startLine ?? null,
      originalLine: input.line,
      originalStartLine: input.startLine ?? null,
      diffSide: 'RIGHT',
      isResolved: false,
      isOutdated: false,
      resolvedBy: null,
      comments: [],
    };
    pr.pull.threads.push(thread);
    this.addThreadComment(thread, {
      author: input.author,
      body: input.body,
      commitOid: input.commitOid,
      diffHunk: input.diffHunk ?? '',
      reviewId: input.reviewId ?? null,
    });
    return thread;
  }

  addThreadComment(
    thread: ReviewThread,
    input: { author: Account; body: string; commitOid: string; diffHunk?: string; reviewId?: number | null },
  ): ReviewComment {
    if (input.body.length > 65536) throw new GitHubError(422, 'Body is too long (maximum is 65536 characters)');
    const id = this.newId();
    const now = this.now();
    const first = thread.comments[0];
    const comment: ReviewComment = {
      id,
      nodeId: nodeIdOf('PullRequestReviewComment', id),
      author: input.author,
      body: input.body,
      path: thread.path,
      commitOid: input.commitOid,
      originalCommitOid: input.commitOid,
      line: thread.line,
      startLine: thread.startLine,
      originalLine: thread.originalLine,
      originalStartLine: thread.originalStartLine,
      diffHunk: input.diffHunk ?? first?.diffHunk ?? '',
      inReplyToId: first ? first.id : null,
      reviewId: input.reviewId ?? null,
      createdAt: now,
      updatedAt: now,
      lastEditedAt: null,
    };
    thread.comments.push(comment);
    return comment;
  }

  findThread(repo: Repository, threadNodeId: string): { pr: Issue & { pull: PullRequestData }; thread: ReviewThread } {
    for (const issue of repo.issues) {
      const thread = issue.pull?.threads.find((t) => t.nodeId === threadNodeId);
      if (thread) return { pr: issue as Issue & { pull: PullRequestData }, thread };
    }
    throw new GitHubError(404, `Could not resolve to a node with the global id of '${threadNodeId}'.`);
  }

  findThreadAnywhere(threadNodeId: string): { repo: Repository; pr: Issue & { pull: PullRequestData }; thread: ReviewThread } {
    for (const repo of this.repositories) {
      try {
        return { repo, ...this.findThread(repo, threadNodeId) };
      } catch {
        // not in this repository
      }
    }
    throw new GitHubError(404, `Could not resolve to a node with the global id of '${threadNodeId}'.`);
  }

  /**
   * GitHub lets the pull request's author and anyone with write access resolve a thread (app
   * tokens need contents: write; the emulator models that as the token's permission).
   */
  canResolve(repo: Repository, viewer: Account, pr?: Issue): boolean {
    return pr?.author.id === viewer.id || ['admin', 'maintain', 'write'].includes(this.permissionOf(repo, viewer));
  }

  setThreadResolved(repo: Repository, threadNodeId: string, viewer: Account, resolved: boolean): ReviewThread {
    const { pr, thread } = this.findThread(repo, threadNodeId);
    if (!this.canResolve(repo, viewer, pr)) {
      throw new GitHubError(403, 'Resource not accessible by integration', 'FORBIDDEN');
    }
    thread.isResolved = resolved;
    thread.resolvedBy = resolved ? viewer : null;
    return thread;
  }

  /** Marks threads whose commented line no longer exists as written, as GitHub does after a push. */
  markOutdated(pr: Issue & { pull: PullRequestData }, threadNodeIds: string[]): void {
    for (const thread of pr.pull.threads) {
      if (threadNodeIds.includes(thread.nodeId)) {
        thread.isOutdated = true;
        thread.line = null;
        thread.startLine = null;
        for (const comment of thread.comments) {
          comment.line = null;
          comment.startLine = null;
        }
      }
    }
  }

  // ---- checks and statuses ----

  addCheckRun(
    repo: Repository,
    input: { name: string; headSha: string; status?: CheckStatus; conclusion?: CheckConclusion | null; app: Account; workflowName?: string; event?: string },
  ): CheckRun {
    const id = this.newId();
    const now = this.now();
    const status = input.status ?? (input.conclusion ? 'completed' : 'queued');
    const run: CheckRun = {
      id,
      nodeId: nodeIdOf('CheckRun', id),
      name: input.name,
      headSha: input.headSha,
      status,
      conclusion: input.conclusion ?? null,
      app: input.app,
      workflowName: input.workflowName ?? null,
      event: input.event ?? null,
      startedAt: now,
      completedAt: status === 'completed' ? now : null,
    };
    repo.checkRuns.push(run);
    if (status === 'completed') this.settleAutoMerges(repo);
    this.advanceMergeQueues(repo);
    return run;
  }

  completeCheckRun(run: CheckRun, conclusion: CheckConclusion): void {
    run.status = 'completed';
    run.conclusion = conclusion;
    run.completedAt = this.now();
    const repo = this.repositories.find((r) => r.checkRuns.includes(run));
    if (repo) this.settleAutoMerges(repo);
    if (repo) this.advanceMergeQueues(repo);
  }

  addStatus(repo: Repository, input: { sha: string; context: string; state: StatusState; description?: string; creator: Account }): CommitStatus {
    const id = this.newId();
    const status: CommitStatus = {
      id,
      nodeId: nodeIdOf('StatusContext', id),
      sha: input.sha,
      context: input.context,
      state: input.state,
      description: input.description ?? '',
      creator: input.creator,
      createdAt: this.now(),
    };
    repo.statuses.push(status);
    this.settleAutoMerges(repo);
    this.advanceMergeQueues(repo);
    return status;
  }

  /** The newest status per context on `sha`, as GitHub's combined status reports them. */
  latestStatuses(repo: Repository, sha: string): CommitStatus[] {
    const byContext = new Map<string, CommitStatus>();
    for (const status of repo.statuses) if (status.sha === sha) byContext.set(status.context, status);
    return [...byContext.values()];
  }

  /** The newest check run per name on `sha`. */
  latestCheckRuns(repo: Repository, sha: string): CheckRun[] {
    const byName = new Map<string, CheckRun>();
    for (const run of repo.checkRuns) if (run.headSha === sha) byName.set(run.name, run);
    return [...byName.values()];
  }

  /**
   * The newest check run per name that counts for a pull request (its `statusCheckRollup`, its merge
   * box, required checks): a `workflow_dispatch` run's check runs sit on the commit (REST lists them)
   * but GitHub associates their suite with no pull request, so they count for none (T10).
   */
  pullRequestCheckRuns(repo: Repository, sha: string): CheckRun[] {
    const byName = new Map<string, CheckRun>();
    for (const run of repo.checkRuns) if (run.headSha === sha && !NOT_ON_PULL_REQUESTS.has(run.event ?? '')) byName.set(run.name, run);
    return [...byName.values()];
  }

  // ---- rulesets ----

  /** Adds an active ruleset requiring `requiredStatusChecks` on `branches` (the default branch unless given). */
  addRuleset(
    repo: Repository,
    input: {
      name: string;
      requiredStatusChecks: string[];
      branches?: string[];
      strict?: boolean;
      enforcement?: Ruleset['enforcement'];
      requiredSignatures?: boolean;
      bypassAdmins?: boolean;
      bypassRoles?: Ruleset['bypassRoles'];
      bypassApps?: number[];
    },
  ): Ruleset {
    const ruleset: Ruleset = {
      id: this.newId(),
      name: input.name,
      enforcement: input.enforcement ?? 'active',
      branches: input.branches ?? ['~DEFAULT_BRANCH'],
      requiredStatusChecks: input.requiredStatusChecks,
      strict: input.strict ?? false,
      ...(input.requiredSignatures ? { requiredSignatures: true } : {}),
      ...(input.bypassAdmins ? { bypassAdmins: true } : {}),
      ...(input.bypassRoles ? { bypassRoles: input.bypassRoles } : {}),
      ...(input.bypassApps ? { bypassApps: input.bypassApps } : {}),
    };
    repo.rulesets.push(ruleset);
    return ruleset;
  }

  /** The active rulesets whose rules apply to `branch`. */
  activeRulesets(repo: Repository, branch: string): Ruleset[] {
    const targets = (name: string) => name === branch || (name === '~DEFAULT_BRANCH' && branch === repo.defaultBranch);
    return repo.rulesets.filter((r) => r.enforcement === 'active' && r.branches.some(targets));
  }

  /**
   * The rules of the active rulesets on `branch`, in ruleset order: the two kinds the emulator
   * models (required status checks, required signatures). REST rules/branches and GraphQL
   * `Ref.rules` both list these.
   */
  branchRules(repo: Repository, branch: string): BranchRule[] {
    return this.activeRulesets(repo, branch).flatMap((ruleset): BranchRule[] => [
      ...(ruleset.requiredStatusChecks.length > 0 ? [{ type: 'required_status_checks' as const, ruleset, contexts: ruleset.requiredStatusChecks, strict: ruleset.strict }] : []),
      ...(ruleset.requiredSignatures ? [{ type: 'required_signatures' as const, ruleset }] : []),
    ]);
  }

  /** Contexts required on `branch` by classic protection and by active rulesets. */
  requiredContexts(repo: Repository, branch: string): string[] {
    const classic = repo.protection.get(branch)?.requiredStatusChecks ?? [];
    return [...new Set([...classic, ...this.activeRulesets(repo, branch).flatMap((r) => r.requiredStatusChecks)])];
  }

  // ---- merge ----

  /**
   * GitHub's `mergeable`: a test may force CONFLICTING or UNKNOWN; otherwise UNKNOWN for the first
   * requests that read it after the head or base moved (`mergeabilityUnknownReads`), then whether
   * git merges the two cleanly. `reader` is the API request reading it (`nextRequest`).
   */
  mergeableState(repo: Repository, pr: Issue & { pull: PullRequestData }, reader?: number): 'MERGEABLE' | 'CONFLICTING' | 'UNKNOWN' {
    if (pr.pull.mergeable !== 'MERGEABLE') return pr.pull.mergeable;
    if (this.mergeabilityUnknownReads > 0) {
      const key = `${repo.id}:${pr.number}:${this.baseOid(repo, pr)}:${this.headOid(repo, pr)}`;
      let seen = this.mergeabilityReads.get(key) ?? { requests: 0, last: 0 };
      if (reader !== undefined && seen.last !== reader) this.mergeabilityReads.set(key, (seen = { requests: seen.requests + 1, last: reader }));
      if (seen.requests <= this.mergeabilityUnknownReads) return 'UNKNOWN';
    }
    return this.mergesCleanly(repo, pr) ? 'MERGEABLE' : 'CONFLICTING';
  }

  /** A number for each API request the server serves: a request reads a pull request's mergeability once however often it asks. */
  nextRequest(): number {
    return ++this.apiRequests;
  }

  private mergesCleanly(repo: Repository, pr: Issue & { pull: PullRequestData }): boolean {
    const head = this.headOid(repo, pr);
    const base = this.baseOid(repo, pr);
    if (/^0+$/.test(head) || /^0+$/.test(base)) return true;
    return mergesCleanly(repo.bareDir, base, head);
  }

  /** Whether the base has commits the head lacks. */
  isBehind(repo: Repository, pr: Issue & { pull: PullRequestData }): boolean {
    const head = this.headOid(repo, pr);
    const base = this.baseOid(repo, pr);
    if (/^0+$/.test(head) || /^0+$/.test(base)) return false;
    return !isAncestor(repo.bareDir, base, head);
  }

  /**
   * The contexts "Require branches to be up to date before merging" holds on `branch`: classic
   * protection's `strict`, and active rulesets' `strict_required_status_checks_policy` (P7), each
   * only with at least one required check ("will not take effect unless at least one status check
   * is enabled").
   */
  strictContexts(repo: Repository, branch: string): { classic: string[]; rulesets: string[] } {
    return strictOf(repo.protection.get(branch), this.activeRulesets(repo, branch));
  }

  /** "Require branches to be up to date" (classic or a ruleset's) holds this pull request back (GraphQL `BEHIND`). */
  mustUpdateBranch(repo: Repository, pr: Issue & { pull: PullRequestData }): boolean {
    const { classic, rulesets } = this.strictContexts(repo, pr.pull.baseRef);
    return (classic.length > 0 || rulesets.length > 0) && this.isBehind(repo, pr);
  }

  /** By default the rules of a branch protection do not apply to admins (`enforce_admins` off). */
  bypassesProtection(repo: Repository, protection: BranchProtection, actor: Account): boolean {
    return !protection.enforceAdmins && this.permissionOf(repo, actor) === 'admin';
  }

  /**
   * A ruleset's bypass list holds `actor`: by the admin role, by its own role (an exact match: the
   * emulator does not guess whether a higher role inherits a lower one's place), or as an App.
   */
  bypassesRuleset(repo: Repository, ruleset: Ruleset, actor: Account): boolean {
    const permission = this.permissionOf(repo, actor);
    if (ruleset.bypassAdmins && permission === 'admin') return true;
    if ((ruleset.bypassRoles as string[] | undefined)?.includes(permission)) return true;
    return actor.type === 'Bot' && (ruleset.bypassApps ?? []).includes(actor.id);
  }

  /** Whether a commit counts as signed: made by GitHub, or carrying a signature (not verified). */
  isSigned(repo: Repository, oid: string): boolean {
    return this.signedByGitHub.has(oid) || carriesSignature(repo.bareDir, oid);
  }

  /**
   * What GitHub would say blocks a merge of `pr` now, or null when it may merge. With `actor`,
   * an admin passes the branch protection's rules unless they are enforced for admins, and a
   * ruleset's rules when its bypass list holds the actor (bypassesRuleset); each holds the others (E107).
   */
  mergeBlocker(repo: Repository, pr: Issue & { pull: PullRequestData }, actor?: Account): string | null {
    if (pr.state !== 'open' || pr.pull.merged) return 'Pull Request is not mergeable';
    if (pr.pull.draft) return 'Pull Request is still a draft';
    if (pr.pull.mergeable === 'CONFLICTING' || !this.mergesCleanly(repo, pr)) return 'Pull Request is not mergeable';
    const held = repo.protection.get(pr.pull.baseRef);
    const protection = held && actor && this.bypassesProtection(repo, held, actor) ? undefined : held;
    const rulesets = this.activeRulesets(repo, pr.pull.baseRef).filter((r) => !(actor && this.bypassesRuleset(repo, r, actor)));
    const head = this.headOid(repo, pr);
    // Behind a strict base, every required check counts as expected again: it has to pass on
    // the updated head.
    const strict = strictOf(protection, rulesets);
    const behind = (strict.classic.length > 0 || strict.rulesets.length > 0) && this.isBehind(repo, pr);
    if (behind && strict.classic.length > 0) return expectedChecks(strict.classic);
    for (const context of protection?.requiredStatusChecks ?? []) {
      if (!this.requiredCheckPassed(repo, head, context)) return `Required status check "${context}" is expected.`;
    }
    // A ruleset's refusal comes wrapped in "Repository rule violations found", one violation per paragraph.
    if (behind && strict.rulesets.length > 0) return `Repository rule violations found\n\n${strict.rulesets.map((c) => `Required status check "${c}" is expected.`).join('\n\n')}\n\n`;
    for (const context of rulesets.flatMap((r) => r.requiredStatusChecks)) {
      const state = this.requiredCheckState(repo, head, context);
      if (state !== 'passed') return `Repository rule violations found\n\nRequired status check "${context}" is ${state}.\n\n`;
    }
    if (protection && protection.requiredApprovingReviewCount > 0 && this.approvals(repo, pr) < protection.requiredApprovingReviewCount) {
      return 'At least 1 approving review is required by reviewers with write access.';
    }
    const signatures = protection?.requiresCommitSignatures ? 'classic' : rulesets.some((r) => r.requiredSignatures) ? 'ruleset' : null;
    if (signatures) {
      const unsigned = commitsBetween(repo.bareDir, this.baseOid(repo, pr), head).some((oid) => !this.isSigned(repo, oid));
      if (unsigned) return signatures === 'classic' ? 'Commits must have verified signatures.' : 'Repository rule violations found\n\nCommits must have verified signatures.\n\n';
    }
    return null;
  }

  /**
   * A required context on `head`: passed when its latest check run concluded success, neutral or
   * skipped, or its latest status is success; else failing (concluded otherwise), pending
   * (reported, not finished) or expected (never reported).
   */
  private requiredCheckState(repo: Repository, head: string, context: string): 'passed' | 'failing' | 'pending' | 'expected' {
    const run = this.pullRequestCheckRuns(repo, head).find((r) => r.name === context);
    const status = this.latestStatuses(repo, head).find((s) => s.context === context);
    if ((run?.status === 'completed' && ['success', 'neutral', 'skipped'].includes(run.conclusion ?? '')) || status?.state === 'success') return 'passed';
    if (run?.status === 'completed' || status?.state === 'failure' || status?.state === 'error') return 'failing';
    if (run || status) return 'pending';
    return 'expected';
  }

  /** A required check passes with its latest run success, neutral or skipped, or its status success. */
  requiredCheckPassed(repo: Repository, oid: string, context: string): boolean {
    return this.requiredCheckState(repo, oid, context) === 'passed';
  }

  /**
   * GitHub's auto-merge: a pull request with auto-merge enabled merges by itself once nothing
   * blocks it, as the account that enabled it, right after the check, status or approval that
   * cleared the way. Nothing is delivered: the emulator sends no event by itself, and on GitHub a
   * merge by auto-merge enabled with GITHUB_TOKEN starts no workflow either (T8).
   */
  settleAutoMerges(repo: Repository): void {
    for (const issue of repo.issues) {
      const method = issue.pull?.autoMergeMethod;
      if (!issue.pull || !method || issue.state !== 'open' || issue.pull.mergeable !== 'MERGEABLE') continue;
      const pr = issue as Issue & { pull: PullRequestData };
      if (this.mergeBlocker(repo, pr) !== null) continue;
      const details = autoMergeDetails.get(pr.pull);
      try {
        this.mergePullRequest(repo, pr, {
          method,
          actor: details?.enabledBy ?? pr.author,
          ...(details?.commitHeadline != null ? { title: details.commitHeadline } : {}),
          ...(details?.commitBody != null ? { message: details.commitBody } : {}),
        });
      } catch (error) {
        // A merge git cannot make stays open with auto-merge on, as on GitHub until someone acts.
        if (!(error instanceof GitHubError)) throw error;
      }
    }
  }

  /**
   * Each reviewer's stance: their latest APPROVED, CHANGES_REQUESTED or DISMISSED review (a
   * COMMENTED or pending one changes nothing; a dismissal rewrites the review's own state), among
   * reviewers with write access, whose reviews alone count toward required reviews (E31, E37).
   */
  private writerStances(repo: Repository, pr: Issue & { pull: PullRequestData }): Review[] {
    const latest = new Map<number, Review>();
    for (const review of pr.pull.reviews) {
      if (review.state === 'COMMENTED' || review.state === 'PENDING') continue;
      latest.set(review.author.id, review);
    }
    return [...latest.values()].filter((r) => ['admin', 'maintain', 'write'].includes(this.permissionOf(repo, r.author)));
  }

  /** Approving reviews that count toward required reviews: the latest stance per writer. */
  approvals(repo: Repository, pr: Issue & { pull: PullRequestData }): number {
    return this.writerStances(repo, pr).filter((r) => r.state === 'APPROVED').length;
  }

  /**
   * GraphQL `reviewDecision` (E37): null unless the base branch requires approving reviews
   * (no protection, or a required count of 0, whatever the reviews say); then CHANGES_REQUESTED
   * while a writer's request for changes stands, APPROVED once enough writers approve, else
   * REVIEW_REQUIRED. Rulesets here hold no pull request rule, so they never require reviews.
   */
  reviewDecision(repo: Repository, pr: Issue & { pull: PullRequestData }): 'APPROVED' | 'CHANGES_REQUESTED' | 'REVIEW_REQUIRED' | null {
    const required = repo.protection.get(pr.pull.baseRef)?.requiredApprovingReviewCount ?? 0;
    if (required === 0) return null;
    if (this.writerStances(repo, pr).some((r) => r.state === 'CHANGES_REQUESTED')) return 'CHANGES_REQUESTED';
    return this.approvals(repo, pr) >= required ? 'APPROVED' : 'REVIEW_REQUIRED';
  }

  /**
   * Dismisses a review (REST `PUT …/reviews/{id}/dismissals`): its own state becomes DISMISSED, so
   * it no longer counts, an approval no more than a request for changes. A change of what the
   * required reviews say may let an auto-merge through.
   */
  dismissReview(repo: Repository, pr: Issue & { pull: PullRequestData }, reviewId: number): Review {
    const review = pr.pull.reviews.find((r) => r.id === reviewId && r.state !== 'PENDING');
    if (!review) throw new GitHubError(404, 'Not Found');
    review.state = 'DISMISSED';
    pr.updatedAt = this.now();
    this.settleAutoMerges(repo);
    return review;
  }

  /** Whether the pull request changes files under `.github/workflows/`. */
  touchesWorkflows(repo: Repository, pr: Issue & { pull: PullRequestData }): boolean {
    const paths = pathsChangedBetween(repo.bareDir, this.baseOid(repo, pr), this.headOid(repo, pr));
    return paths.some((path) => path.startsWith('.github/workflows/'));
  }

  /**
   * Merges `pr` pinned to `expectedHeadOid` when given: 409 when the head moved, 405 when
   * something GitHub checks blocks it (or the base requires its merge queue, which alone merges
   * with `viaQueue`), 403 when the change touches workflows and the actor may not. The merge
   * itself runs in the bare repository.
   */
  mergePullRequest(
    repo: Repository,
    pr: Issue & { pull: PullRequestData },
    input: { method: MergeMethod; expectedHeadOid?: string; title?: string; message?: string; actor: Account; viaQueue?: boolean },
  ): { sha: string } {
    const head = this.headOid(repo, pr);
    if (input.expectedHeadOid && input.expectedHeadOid !== head) {
      throw new GitHubError(409, 'Head branch was modified. Review and try the merge again.');
    }
    if (!repo.allowedMergeMethods.includes(input.method)) throw new GitHubError(405, mergeMethodRefusal(input.method));
    const protection = repo.protection.get(pr.pull.baseRef);
    if (protection?.requiresMergeQueue && !input.viaQueue && !this.bypassesProtection(repo, protection, input.actor)) {
      throw new GitHubError(405, pr.pull.mergeQueueEntry ? 'Pull Request is in the merge queue' : 'Changes must be made through the merge queue');
    }
    const blocker = this.mergeBlocker(repo, pr, input.actor);
    if (blocker) throw new GitHubError(405, blocker);
    if (this.touchesWorkflows(repo, pr) && !this.hasWorkflowsPermission(repo, input.actor)) {
      throw new GitHubError(403, 'Resource not accessible by integration');
    }
    const sha = mergeInBareRepository(repo.bareDir, {
      base: pr.pull.baseRef,
      headOid: head,
      method: input.method,
      message: input.title ?? `Merge pull request #${pr.number} from ${pr.pull.headRef}`,
      body: input.message ?? pr.title,
      actor: input.actor,
      when: this.clock.now(),
    });
    this.signedByGitHub.add(sha);
    const now = this.now();
    pr.pull.merged = true;
    pr.pull.mergedAt = now;
    pr.pull.mergedBy = input.actor;
    pr.pull.mergeCommitOid = sha;
    pr.pull.frozenHeadOid = head;
    pr.pull.mergeQueueEntry = null;
    pr.state = 'closed';
    pr.closedAt = now;
    pr.updatedAt = now;
    if (repo.deleteBranchOnMerge) this.deleteRef(repo, pr.pull.headRef);
    return { sha };
  }

  /**
   * "Update branch": brings the head up to date with its base by a merge commit or a rebase,
   * pinned to `expectedHeadOid` (422 when the head moved, or when there is nothing to bring in).
   */
  updatePullRequestBranch(
    repo: Repository,
    pr: Issue & { pull: PullRequestData },
    input: { expectedHeadOid?: string; method: 'merge' | 'rebase'; actor: Account },
  ): string {
    if (pr.state !== 'open') throw new GitHubError(422, 'Pull request is closed');
    const head = this.headOid(repo, pr);
    if (input.expectedHeadOid && input.expectedHeadOid !== head) {
      throw new GitHubError(422, "expected head sha didn't match current head ref.");
    }
    if (!this.isBehind(repo, pr)) throw new GitHubError(422, 'There are no new commits on the base branch.');
    // A fork's branch is its owner's: the base repository updates it only with "Allow edits by maintainers".
    if (pr.pull.headRepoFullName !== null && !pr.pull.maintainerCanModify) throw new GitHubError(422, "user doesn't have permission to update head repository");
    const base = this.baseOid(repo, pr);
    const incoming = pathsChangedBetween(repo.bareDir, head, base).find((path) => path.startsWith('.github/workflows/'));
    if (incoming && !this.hasWorkflowsPermission(repo, input.actor)) {
      throw new GitHubError(403, `refusing to allow a GitHub App to create or update workflow ${incoming} without workflows permission`);
    }
    const updated = updateBranchInBareRepository(repo.bareDir, {
      headRef: pr.pull.headRepoFullName === null ? `refs/heads/${pr.pull.headRef}` : `refs/pull/${pr.number}/head`,
      headOid: head,
      baseOid: base,
      baseName: pr.pull.baseRef,
      headName: pr.pull.headRef,
      method: input.method,
      actor: input.actor,
      when: this.clock.now(),
    });
    for (const oid of commitsBetween(repo.bareDir, base, updated)) if (!commitsBetween(repo.bareDir, base, head).includes(oid)) this.signedByGitHub.add(oid);
    pr.updatedAt = this.now();
    return updated;
  }

  // ---- merge queues ----

  /** Adds `pr` to its base branch's merge queue (GitHub's `enqueuePullRequest`). */
  enqueuePullRequest(repo: Repository, pr: Issue & { pull: PullRequestData }, input: { actor: Account; expectedHeadOid?: string; jump?: boolean }): MergeQueueEntry {
    const head = this.headOid(repo, pr);
    if (pr.state !== 'open') throw new GitHubError(422, 'Pull request is closed');
    if (input.expectedHeadOid && input.expectedHeadOid !== head) {
      throw new GitHubError(422, 'Head branch was modified. Review and try the merge again.');
    }
    if (!repo.protection.get(pr.pull.baseRef)?.requiresMergeQueue) {
      throw new GitHubError(422, `Merge queue is not enabled for the ${pr.pull.baseRef} branch`);
    }
    if (pr.pull.draft) throw new GitHubError(422, 'Pull Request is still a draft');
    if (pr.pull.mergeQueueEntry) return pr.pull.mergeQueueEntry;
    const id = this.newId();
    const entry: MergeQueueEntry = { id, nodeId: nodeIdOf('MergeQueueEntry', id), enqueuer: input.actor, enqueuedAt: this.now(), jump: input.jump ?? false, headOid: head };
    pr.pull.mergeQueueEntry = entry;
    this.advanceMergeQueues(repo);
    return entry;
  }

  dequeuePullRequest(pr: Issue & { pull: PullRequestData }): MergeQueueEntry {
    const entry = pr.pull.mergeQueueEntry;
    if (!entry) throw new GitHubError(422, 'Pull request is not in the merge queue');
    pr.pull.mergeQueueEntry = null;
    return entry;
  }

  /** The pull requests queued for `branch`, in merge order: those that jumped first. */
  mergeQueue(repo: Repository, branch: string): Array<Issue & { pull: PullRequestData }> {
    const queued = repo.issues.filter((i): i is Issue & { pull: PullRequestData } => !!i.pull?.mergeQueueEntry && i.pull.baseRef === branch);
    return queued.sort((a, b) => Number(b.pull.mergeQueueEntry!.jump) - Number(a.pull.mergeQueueEntry!.jump) || a.pull.mergeQueueEntry!.id - b.pull.mergeQueueEntry!.id);
  }

  /**
   * Merges queued pull requests whose requirements pass, front first, as GitHub's merge queue
   * does once the checks it waits for are green; a head that moved leaves the queue. Called
   * whenever a check or status lands, and by tests.
   */
  advanceMergeQueues(repo: Repository): void {
    for (const [branch, protection] of repo.protection) {
      if (!protection.requiresMergeQueue) continue;
      for (const pr of this.mergeQueue(repo, branch)) {
        const entry = pr.pull.mergeQueueEntry!;
        if (pr.state !== 'open' || this.headOid(repo, pr) !== entry.headOid) {
          pr.pull.mergeQueueEntry = null;
          continue;
        }
        if (this.mergeBlocker(repo, pr) !== null) break;
        const method = repo.allowedMergeMethods.includes('merge') ? 'merge' : repo.allowedMergeMethods[0]!;
        try {
          this.mergePullRequest(repo, pr, { method, actor: entry.enqueuer, viaQueue: true });
        } catch (error) {
          // GitHub removes an entry it cannot merge from the queue.
          if (!(error instanceof GitHubError)) throw error;
          pr.pull.mergeQueueEntry = null;
        }
      }
    }
  }
}

/** What "Require branches to be up to date" holds in the given protection and rulesets (`strictContexts`). */
function strictOf(protection: BranchProtection | undefined, rulesets: readonly Ruleset[]): { classic: string[]; rulesets: string[] } {
  const classic = protection?.strict ? protection.requiredStatusChecks : [];
  return { classic, rulesets: [...new Set(rulesets.filter((r) => r.strict).flatMap((r) => r.requiredStatusChecks))] };
}

/** GitHub's words when a strict base holds back required checks that passed on an old base. */
function expectedChecks(contexts: string[]): string {
  return contexts.length === 1 ? `Required status check "${contexts[0]}" is expected.` : `${contexts.length} of ${contexts.length} required status checks are expected.`;
}

/** GitHub's refusal of a merge method the repository does not allow (REST merge, rule E32). */
export function mergeMethodRefusal(method: MergeMethod): string {
  const name = { merge: 'Merge commits', squash: 'Squash merges', rebase: 'Rebase merges' }[method];
  return `${name} are not allowed on this repository.`;
}

/**
 * enablePullRequestAutoMerge words the same refusal its own way (rule E32: observed for merge commits
 * and squash merging; the rebase wording is the emulator's, by analogy).
 */
export function autoMergeMethodRefusal(method: MergeMethod): string {
  const name = { merge: 'merge commits are', squash: 'squash merging is', rebase: 'rebase merging is' }[method];
  return `Merge method ${name} not allowed on this repository.`;
}
