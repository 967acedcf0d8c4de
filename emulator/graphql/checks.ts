// Check runs and commit statuses on a commit, and GitHub's roll-up of both (`statusCheckRollup`):
// the newest run per name and the newest status per context, as the merge box shows them.

import { GitHubError, type CheckRun, type CommitStatus, type Issue, type Repository } from '../state.js';
import { actor, AppView, type ActorView } from './actors.js';
import { connection, type PageArgs } from './connection.js';
import { keyedNodeId, repoUrl, type Context } from './context.js';
import { CommitView } from './git-objects.js';
import { RepositoryView } from './repository.js';

type RollupState = 'ERROR' | 'EXPECTED' | 'FAILURE' | 'PENDING' | 'SUCCESS';

const FAILING_CONCLUSIONS = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure']);

export function rollupState(runs: readonly CheckRun[], statuses: readonly CommitStatus[]): RollupState {
  if (runs.some((r) => r.status === 'completed' && FAILING_CONCLUSIONS.has(r.conclusion ?? ''))) return 'FAILURE';
  if (statuses.some((s) => s.state === 'failure')) return 'FAILURE';
  if (statuses.some((s) => s.state === 'error')) return 'ERROR';
  if (runs.some((r) => r.status !== 'completed') || statuses.some((s) => s.state === 'pending')) return 'PENDING';
  return 'SUCCESS';
}

/** GitHub answers null when nothing has reported on the commit yet. */
export function rollupFor(ctx: Context, repo: Repository, sha: string): RollupView | null {
  const runs = ctx.state.pullRequestCheckRuns(repo, sha);
  const statuses = ctx.state.latestStatuses(repo, sha);
  return runs.length + statuses.length === 0 ? null : new RollupView(ctx, repo, sha, runs, statuses);
}

export function statusFor(ctx: Context, repo: Repository, sha: string): StatusView | null {
  const statuses = ctx.state.latestStatuses(repo, sha);
  return statuses.length === 0 ? null : new StatusView(ctx, repo, sha, statuses);
}

type ContextView = CheckRunView | StatusContextView;

export class RollupView {
  readonly __typename = 'StatusCheckRollup';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    private readonly sha: string,
    private readonly runs: CheckRun[],
    private readonly statuses: CommitStatus[],
  ) {}

  get id(): string {
    return keyedNodeId('StatusCheckRollup', this.repo, this.sha);
  }

  get state(): RollupState {
    return rollupState(this.runs, this.statuses);
  }

  get commit(): CommitView {
    return new CommitView(this.ctx, this.repo, this.sha);
  }

  contexts(args: PageArgs) {
    return contextConnection(this.ctx, this.repo, this.runs, this.statuses, args);
  }
}

function contextConnection(ctx: Context, repo: Repository, runs: CheckRun[], statuses: CommitStatus[], args: PageArgs) {
  const items: ContextView[] = [
    ...runs.map((r) => new CheckRunView(ctx, repo, r)),
    ...statuses.map((s) => new StatusContextView(ctx, repo, s)),
  ];
  return connection(items, args, {
    checkRunCount: runs.length,
    statusContextCount: statuses.length,
    checkRunCountsByState: countBy(runs.map((r) => (r.status === 'completed' ? (r.conclusion ?? 'neutral') : r.status).toUpperCase())),
    statusContextCountsByState: countBy(statuses.map((s) => s.state.toUpperCase())),
  });
}

function countBy(states: string[]): Array<{ state: string; count: number }> {
  const counts = new Map<string, number>();
  for (const state of states) counts.set(state, (counts.get(state) ?? 0) + 1);
  return [...counts].map(([state, count]) => ({ state, count }));
}

export class StatusView {
  readonly __typename = 'Status';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    private readonly sha: string,
    private readonly statuses: CommitStatus[],
  ) {}

  get id(): string {
    return keyedNodeId('StatusCheckRollup', this.repo, `status:${this.sha}`);
  }

  get state(): RollupState {
    return rollupState([], this.statuses);
  }

  get contexts(): StatusContextView[] {
    return this.statuses.map((s) => new StatusContextView(this.ctx, this.repo, s));
  }

  context(args: { name: string }): StatusContextView | null {
    return this.contexts.find((c) => c.context === args.name) ?? null;
  }

  combinedContexts(args: PageArgs) {
    return contextConnection(this.ctx, this.repo, this.ctx.state.pullRequestCheckRuns(this.repo, this.sha), this.statuses, args);
  }

  get commit(): CommitView {
    return new CommitView(this.ctx, this.repo, this.sha);
  }
}

interface RequiredArgs {
  pullRequestId?: string | null;
  pullRequestNumber?: number | null;
}

/** Whether `name` is a required check on the base branch of the pull request the client names. */
function isRequired(ctx: Context, repo: Repository, name: string, args: RequiredArgs): boolean {
  let pr: Issue | undefined;
  if (args.pullRequestNumber != null) pr = ctx.state.issue(repo, args.pullRequestNumber);
  else if (args.pullRequestId != null) pr = repo.issues.find((i) => i.nodeId === args.pullRequestId);
  else throw new GitHubError(422, 'Either pullRequestId or pullRequestNumber must be provided.', 'UNPROCESSABLE');
  if (!pr?.pull) return false;
  // Classic protection and rulesets alike (unlike Ref.refUpdateRule, which shows classic protection only).
  return ctx.state.requiredContexts(repo, pr.pull.baseRef).includes(name);
}

export class CheckRunView {
  readonly __typename = 'CheckRun';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    private readonly run: CheckRun,
  ) {}

  get id(): string {
    return this.run.nodeId;
  }

  get databaseId(): number {
    return this.run.id;
  }

  get name(): string {
    return this.run.name;
  }

  get status(): string {
    return this.run.status.toUpperCase();
  }

  get conclusion(): string | null {
    return this.run.conclusion?.toUpperCase() ?? null;
  }

  get startedAt(): string {
    return this.run.startedAt;
  }

  get completedAt(): string | null {
    return this.run.completedAt;
  }

  get url(): string {
    return `${repoUrl(this.ctx, this.repo)}/runs/${this.run.id}`;
  }

  get permalink(): string {
    return this.url;
  }

  get resourcePath(): string {
    return new URL(this.url).pathname;
  }

  get detailsUrl(): string {
    return this.url;
  }

  readonly title = null;
  readonly summary = null;
  readonly text = null;
  readonly externalId = null;

  isRequired(args: RequiredArgs): boolean {
    return isRequired(this.ctx, this.repo, this.run.name, args);
  }

  get checkSuite(): CheckSuiteView {
    return new CheckSuiteView(this.ctx, this.repo, this.run.app, this.run.headSha, this.run.workflowName);
  }

  get repository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }

  annotations(args: PageArgs) {
    return connection([], args);
  }

  steps(args: PageArgs) {
    return connection([], args);
  }
}

/**
 * All runs one App made on one commit, or for GitHub Actions one workflow's run on it (each
 * workflow run is a check suite of its own); the emulator keeps no suites, so they are grouped here.
 */
export class CheckSuiteView {
  readonly __typename = 'CheckSuite';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    private readonly bot: CheckRun['app'],
    private readonly sha: string,
    private readonly workflowName: string | null = null,
  ) {}

  private get runs(): CheckRun[] {
    return this.ctx.state.latestCheckRuns(this.repo, this.sha).filter((r) => r.app.id === this.bot.id && r.workflowName === this.workflowName);
  }

  private get key(): string {
    return `${this.bot.id}:${this.sha}${this.workflowName === null ? '' : `:${this.workflowName}`}`;
  }

  get id(): string {
    return keyedNodeId('CheckSuite', this.repo, this.key);
  }

  get app(): AppView {
    return new AppView(this.ctx, this.repo, this.bot);
  }

  get commit(): CommitView {
    return new CommitView(this.ctx, this.repo, this.sha);
  }

  get status(): string {
    return this.runs.every((r) => r.status === 'completed') ? 'COMPLETED' : this.runs.some((r) => r.status === 'in_progress') ? 'IN_PROGRESS' : 'QUEUED';
  }

  get conclusion(): string | null {
    if (this.status !== 'COMPLETED') return null;
    const state = rollupState(this.runs, []);
    return state === 'FAILURE' ? 'FAILURE' : 'SUCCESS';
  }

  /** The Actions workflow run behind this suite; null for a suite an App made outside Actions. */
  get workflowRun(): WorkflowRunView | null {
    return this.workflowName === null ? null : new WorkflowRunView(this.repo, this, this.key, this.workflowName);
  }

  readonly branch = null;

  checkRuns(args: PageArgs) {
    return connection(
      this.runs.map((r) => new CheckRunView(this.ctx, this.repo, r)),
      args,
    );
  }

  get repository(): RepositoryView {
    return new RepositoryView(this.ctx, this.repo);
  }
}

/** One workflow's run on a commit (GraphQL `WorkflowRun`), as far as a check suite leads to it. */
export class WorkflowRunView {
  readonly __typename = 'WorkflowRun';

  constructor(
    private readonly repo: Repository,
    readonly checkSuite: CheckSuiteView,
    private readonly key: string,
    private readonly workflowName: string,
  ) {}

  get id(): string {
    return keyedNodeId('WorkflowRun', this.repo, this.key);
  }

  get workflow(): WorkflowView {
    return new WorkflowView(this.repo, this.workflowName);
  }
}

/** A workflow of the repository, known by its name (the `name:` of its file, as GITHUB_WORKFLOW says it). */
export class WorkflowView {
  readonly __typename = 'Workflow';

  constructor(
    private readonly repo: Repository,
    readonly name: string,
  ) {}

  get id(): string {
    return keyedNodeId('Workflow', this.repo, this.name);
  }

  readonly state = 'ACTIVE';
}

export class StatusContextView {
  readonly __typename = 'StatusContext';

  constructor(
    private readonly ctx: Context,
    private readonly repo: Repository,
    private readonly status: CommitStatus,
  ) {}

  get id(): string {
    return this.status.nodeId;
  }

  get context(): string {
    return this.status.context;
  }

  get state(): string {
    return this.status.state.toUpperCase();
  }

  get description(): string | null {
    return this.status.description || null;
  }

  readonly targetUrl = null;

  get createdAt(): string {
    return this.status.createdAt;
  }

  get creator(): ActorView | null {
    return actor(this.ctx, this.status.creator);
  }

  avatarUrl(): string | null {
    return null;
  }

  isRequired(args: RequiredArgs): boolean {
    return isRequired(this.ctx, this.repo, this.status.context, args);
  }

  get commit(): CommitView {
    return new CommitView(this.ctx, this.repo, this.status.sha);
  }
}
