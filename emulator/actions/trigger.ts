// The Actions trigger model: given a workflow file, a webhook event and what caused it, does a run
// start, which of its jobs start, with what GITHUB_TOKEN and secrets, in which concurrency group,
// and on which commit its check runs land; or whether GitHub creates the run only to hold it for
// approval (T4, T9), and whether a schedule still runs at all (T6). Plain functions of data; the
// rows T1-T10 and E65-E66 of emulator/RULES.md hold the sources.

import picomatch from 'picomatch';
import { TOKEN_SCOPES, type ScopeAccess, type TokenPermissions } from '../state.js';
import { evaluateCondition, evaluateFlag, evaluateTemplate, type ExpressionContexts } from './expressions.js';
import type { ConcurrencySpec, EventFilter, JobSpec, PermissionsSpec, WorkflowSpec } from './workflow.js';

/** Who or what caused the event. Whatever is absent is read from the payload where it can be. */
export interface EventCause {
  /** REST login of the account behind the event (`github.actor`), e.g. `alice`, `dependabot[bot]`. */
  actor: string;
  /** The event was caused by a request made with a GITHUB_TOKEN (T3). */
  byGithubToken?: boolean;
  /** The pull request's head is in another repository (default: `pull_request.head.repo` ≠ `repository`). */
  fork?: boolean;
  /** Dependabot caused it (default: the actor is `dependabot[bot]`). */
  dependabot?: boolean;
  /**
   * check_run / check_suite: the suite was created by GitHub Actions, or its head SHA is associated
   * with GitHub Actions (default: the suite's app is `github-actions`) (T1).
   */
  actionsCheckSuite?: boolean;
  /** workflow_run: the chain depth of the run that completed (0 when another event started it). */
  workflowRunDepth?: number;
  /**
   * The pull request's author has no merged contribution to the repository yet (default: the
   * payload's `pull_request.author_association` is `FIRST_TIME_CONTRIBUTOR` or `FIRST_TIMER`) (T4).
   */
  firstTimeContributor?: boolean;
  /** ... and is new to GitHub (default: `author_association` is `FIRST_TIMER`) (T4). */
  newToGitHub?: boolean;
}

/**
 * The policies that make GitHub create a run and hold it until someone with write access approves
 * it ("Approve workflows to run"): the run concludes `action_required`, has no jobs and puts no
 * check run on the head (T4, T9).
 */
export interface ApprovalSettings {
  /**
   * T9: `pull_request` runs for a pull request that a workflow opened, reopened or pushed to with
   * GITHUB_TOKEN are created waiting for approval instead of not at all (github.com: github/docs
   * feature `actions-github-token-pull-request-approval`, `fpt: '*'`; not a repository setting).
   * Default true; false plays GitHub before it, or GitHub Enterprise Server: no run at all (T3).
   */
  githubTokenPullRequests?: boolean;
  /**
   * T4: the public repository's "Approval for running fork pull request workflows from
   * contributors" setting. Default `first-time-contributors`, GitHub's default.
   */
  forkPullRequests?: 'first-time-contributors-new-to-github' | 'first-time-contributors' | 'all-external-contributors';
}

/** The repository the event happened in, as far as the model needs it. */
export interface RepositoryFacts {
  /** owner/name */
  fullName: string;
  defaultBranch: string;
  /** The default branch's head: GITHUB_SHA of runs that act on the default branch. */
  defaultBranchSha: string;
  /** The repository's "Workflow permissions" setting: GITHUB_TOKEN's permissions when a workflow declares none. */
  defaultPermissions?: 'permissive' | 'restricted';
  /** Private repositories have neither the fork approval policy of T4 nor the 60-day schedule rule of T6. */
  private?: boolean;
  /** The last commit of a branch (a workflow_dispatch run's GITHUB_SHA is the dispatched ref's head). */
  refSha?: (ref: string) => string | null;
  approval?: ApprovalSettings;
  /**
   * T6: when the repository last saw activity, and now (ISO 8601): on a public repository, schedules
   * stop after 60 days without activity. Absent: never disabled.
   */
  lastActivityAt?: string;
  now?: string;
}

export interface TokenGrant {
  permissions: TokenPermissions;
  /** Capped to read for a fork's or Dependabot's pull request event (T4). */
  readOnly: boolean;
}

export interface ConcurrencyGroup {
  group: string;
  cancelInProgress: boolean;
}

export interface JobPlan {
  id: string;
  name: string;
  starts: boolean;
  /** Why the job does not start (its `if:` is false). */
  why?: string;
  token: TokenGrant;
  /** Job-level concurrency: only a job that starts enters its group. */
  concurrency: ConcurrencyGroup | null;
}

export type RunPlan =
  | {
      starts: false;
      why: string;
      /** GitHub created the run but holds it for approval (T4, T9): action_required, no jobs, no check run. */
      awaitingApproval?: { reason: 'github-token' | 'fork-contributor'; headSha: string; headBranch: string };
    }
  | {
      starts: true;
      workflowName: string;
      eventName: string;
      /** GITHUB_SHA and GITHUB_REF of the run. */
      sha: string;
      ref: string;
      /** Where the run's check runs land (T7): the pull request's head, else GITHUB_SHA. */
      checkSha: string;
      /** Whether repository secrets reach the run (T4). */
      secrets: boolean;
      /** Workflow-level concurrency: applies to the run even when every job is skipped (T5). */
      concurrency: ConcurrencyGroup | null;
      jobs: JobPlan[];
      /** workflow_run chain depth of this run (0 unless a workflow_run started it). */
      depth: number;
      contexts: ExpressionContexts;
    };

/** Events GitHub starts a run for even when a GITHUB_TOKEN caused them (T3). */
const STARTS_FROM_GITHUB_TOKEN = new Set(['workflow_dispatch', 'repository_dispatch']);
/** pull_request events a fork's or Dependabot's head gets a read-only token and no secrets on (T4). */
const PULL_REQUEST_FAMILY = new Set(['pull_request', 'pull_request_review', 'pull_request_review_comment']);
/** Events whose check runs land on the pull request's head (T7); pull_request_target runs on the base but reports on the head. */
const CHECKS_ON_HEAD = new Set([...PULL_REQUEST_FAMILY, 'pull_request_target']);
/** Dependabot-caused events that get a read-only token and no secrets (T4). */
const DEPENDABOT_READ_ONLY = new Set([...PULL_REQUEST_FAMILY, 'push', 'create', 'deployment', 'deployment_status']);
/** `types` GitHub applies when a workflow names none (pull_request and pull_request_target only). */
const DEFAULT_TYPES: Record<string, string[]> = {
  pull_request: ['opened', 'synchronize', 'reopened'],
  pull_request_target: ['opened', 'synchronize', 'reopened'],
};
/** The pull_request activity a GITHUB_TOKEN push or pull request creation causes (T9). */
const GITHUB_TOKEN_PULL_REQUEST_ACTIONS = new Set(['opened', 'synchronize', 'reopened']);
/** `author_association` values of a first-time contributor; FIRST_TIMER is also new to GitHub (T4). */
const FIRST_TIME = new Set(['FIRST_TIME_CONTRIBUTOR', 'FIRST_TIMER']);
const INSIDERS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);
/** T6: on a public repository, scheduled workflows stop after 60 days without activity. */
export const SCHEDULE_INACTIVITY_DAYS = 60;
/** GitHub chains at most three levels of workflow_run (T2). */
export const MAX_WORKFLOW_RUN_DEPTH = 3;
const DEPENDABOT = 'dependabot[bot]';

type Json = Record<string, unknown>;

export function planRun(workflow: WorkflowSpec, eventName: string, payload: Json, cause: EventCause, repo: RepositoryFacts, runId = '1'): RunPlan {
  const filter = workflow.on.get(eventName);
  if (!filter) return { starts: false, why: `${workflow.name} has no on.${eventName}` };
  const action = typeof payload.action === 'string' ? payload.action : null;
  const heldByToken = Boolean(cause.byGithubToken) && !STARTS_FROM_GITHUB_TOKEN.has(eventName);
  const tokenApproval = heldByToken && eventName === 'pull_request' && GITHUB_TOKEN_PULL_REQUEST_ACTIONS.has(action ?? '') && (repo.approval?.githubTokenPullRequests ?? true);
  if (heldByToken && !tokenApproval) {
    return { starts: false, why: `events caused by GITHUB_TOKEN start no workflow run (${eventName})` };
  }
  if (eventName === 'schedule' && schedulesDisabled(repo)) {
    return { starts: false, why: `scheduled workflows are disabled: no activity in this public repository for ${SCHEDULE_INACTIVITY_DAYS} days` };
  }
  if ((eventName === 'check_run' || eventName === 'check_suite') && (cause.actionsCheckSuite ?? suiteByActions(payload))) {
    return { starts: false, why: `${eventName} of a check suite GitHub Actions created starts no workflow run` };
  }
  const types = filter.types ?? DEFAULT_TYPES[eventName];
  if (types && action !== null && !types.includes(action)) return { starts: false, why: `on.${eventName} does not list '${action}'` };
  const unlisted = unlistedWorkflow(eventName, filter, payload);
  if (unlisted) return { starts: false, why: unlisted };
  const depth = eventName === 'workflow_run' ? (cause.workflowRunDepth ?? 0) + 1 : 0;
  if (depth > MAX_WORKFLOW_RUN_DEPTH) return { starts: false, why: `workflow_run chains stop after ${MAX_WORKFLOW_RUN_DEPTH} levels` };
  const branch = filteredBranch(eventName, payload);
  if (branch !== null && !branchMatches(filter, branch)) return { starts: false, why: `on.${eventName} branch filters exclude '${branch}'` };

  const fork = cause.fork ?? headInFork(payload, repo.fullName);
  if (tokenApproval) return awaitingApproval(payload, 'github-token', `${workflow.name}: a pull request GITHUB_TOKEN opened or pushed to starts its pull_request runs only once someone with write access approves them`);
  if (eventName === 'pull_request' && fork && !repo.private && forkNeedsApproval(payload, cause, repo.approval?.forkPullRequests ?? 'first-time-contributors')) {
    return awaitingApproval(payload, 'fork-contributor', `${workflow.name}: a fork's pull request from this contributor runs only once someone with write access approves it`);
  }
  const dependabot = cause.dependabot ?? cause.actor.toLowerCase() === DEPENDABOT;
  const readOnly = (PULL_REQUEST_FAMILY.has(eventName) && fork) || (dependabot && DEPENDABOT_READ_ONLY.has(eventName));
  const { sha, ref } = runCommit(eventName, payload, repo);
  const checkSha = CHECKS_ON_HEAD.has(eventName) ? headSha(payload) ?? sha : sha;
  const contexts: ExpressionContexts = {
    github: githubContext(workflow, eventName, payload, cause, repo, { sha, ref, runId }),
    inputs: eventName === 'workflow_dispatch' ? ((payload.inputs as Json | undefined) ?? {}) : {},
    vars: {},
  };
  const defaults = repo.defaultPermissions ?? 'permissive';
  const workflowToken = permissionsOf(workflow.permissions, defaults);
  return {
    starts: true,
    workflowName: workflow.name,
    eventName,
    sha,
    ref,
    checkSha,
    secrets: !readOnly,
    concurrency: groupOf(workflow.concurrency, contexts),
    depth,
    contexts,
    jobs: workflow.jobs.map((job) => planJob(job, contexts, job.permissions ? permissionsOf(job.permissions, defaults) : workflowToken, readOnly)),
  };
}

function awaitingApproval(payload: Json, reason: 'github-token' | 'fork-contributor', why: string): RunPlan {
  const pull = payload.pull_request as { head?: { sha?: string; ref?: string } } | undefined;
  return { starts: false, why, awaitingApproval: { reason, headSha: pull?.head?.sha ?? '', headBranch: pull?.head?.ref ?? '' } };
}

/** T4: whether the repository's fork approval policy holds this pull request's runs. */
function forkNeedsApproval(payload: Json, cause: EventCause, policy: NonNullable<ApprovalSettings['forkPullRequests']>): boolean {
  const association = (payload.pull_request as { author_association?: string } | undefined)?.author_association ?? 'NONE';
  if (policy === 'all-external-contributors') return !INSIDERS.has(association);
  if (policy === 'first-time-contributors-new-to-github') return cause.newToGitHub ?? association === 'FIRST_TIMER';
  return cause.firstTimeContributor ?? FIRST_TIME.has(association);
}

/** T6: a public repository without activity for 60 days runs no schedule. */
function schedulesDisabled(repo: RepositoryFacts): boolean {
  if (repo.private || !repo.lastActivityAt || !repo.now) return false;
  return Date.parse(repo.now) - Date.parse(repo.lastActivityAt) >= SCHEDULE_INACTIVITY_DAYS * 24 * 60 * 60 * 1000;
}

function planJob(job: JobSpec, contexts: ExpressionContexts, permissions: TokenPermissions, readOnly: boolean): JobPlan {
  const starts = job.if === null || evaluateCondition(job.if, contexts);
  return {
    id: job.id,
    name: job.name,
    starts,
    ...(starts ? {} : { why: `jobs.${job.id}.if is false` }),
    token: { permissions: readOnly ? capToRead(permissions) : permissions, readOnly },
    concurrency: starts ? groupOf(job.concurrency, contexts) : null,
  };
}

function groupOf(spec: ConcurrencySpec | null, contexts: ExpressionContexts): ConcurrencyGroup | null {
  if (!spec) return null;
  return { group: evaluateTemplate(spec.group, contexts), cancelInProgress: evaluateFlag(spec.cancelInProgress, contexts) };
}

/**
 * GITHUB_TOKEN's permissions: what the workflow (or job) declares, every scope it leaves out being
 * `none`; without `permissions:`, the repository's default (GitHub's table: permissive = write on
 * every scope but metadata (read) and id-token (none); restricted = contents, packages and
 * metadata read, the rest none).
 */
export function permissionsOf(spec: PermissionsSpec | null, defaults: 'permissive' | 'restricted'): TokenPermissions {
  const every = (level: ScopeAccess): TokenPermissions => Object.fromEntries(TOKEN_SCOPES.map((scope) => [scope, level]));
  if (spec === null) {
    if (defaults === 'restricted') return { contents: 'read', packages: 'read', metadata: 'read' };
    return { ...every('write'), metadata: 'read', 'id-token': 'none' };
  }
  if (spec === 'read-all') return every('read');
  if (spec === 'write-all') return { ...every('write'), metadata: 'read' };
  return { metadata: 'read', ...spec };
}

/** A fork's (or Dependabot's) pull request run: every scope at most `read` (id-token stays none). */
function capToRead(permissions: TokenPermissions): TokenPermissions {
  return Object.fromEntries(Object.entries(permissions).map(([scope, level]) => [scope, level === 'write' ? 'read' : level])) as TokenPermissions;
}

function suiteByActions(payload: Json): boolean {
  const run = payload.check_run as { check_suite?: { app?: { slug?: string } }; app?: { slug?: string } } | undefined;
  const suite = payload.check_suite as { app?: { slug?: string } } | undefined;
  const slug = suite?.app?.slug ?? run?.check_suite?.app?.slug ?? run?.app?.slug;
  return slug === 'github-actions';
}

/** workflow_run: only the workflows named in `workflows:` start this one. */
function unlistedWorkflow(eventName: string, filter: EventFilter, payload: Json): string | null {
  if (eventName !== 'workflow_run') return null;
  const name = (payload.workflow_run as { name?: string } | undefined)?.name ?? (payload.workflow as { name?: string } | undefined)?.name ?? '';
  if (!filter.workflows?.includes(name)) return `on.workflow_run.workflows does not name '${name}'`;
  return null;
}

/** The branch `branches` filters test: the base of a pull request, the pushed branch, the completed run's head branch. */
function filteredBranch(eventName: string, payload: Json): string | null {
  if (eventName === 'pull_request' || eventName === 'pull_request_target') return (payload.pull_request as { base?: { ref?: string } } | undefined)?.base?.ref ?? null;
  if (eventName === 'push') return typeof payload.ref === 'string' ? payload.ref.replace(/^refs\/heads\//, '') : null;
  if (eventName === 'workflow_run') return (payload.workflow_run as { head_branch?: string | null } | undefined)?.head_branch ?? null;
  return null;
}

function branchMatches(filter: EventFilter, branch: string): boolean {
  const match = (patterns: string[]) => patterns.some((p) => picomatch(p, { dot: true })(branch));
  if (filter.branches) return match(filter.branches);
  if (filter['branches-ignore']) return !match(filter['branches-ignore']);
  return true;
}

function headInFork(payload: Json, fullName: string): boolean {
  const pull = payload.pull_request as { head?: { repo?: { full_name?: string } | null } } | undefined;
  if (!pull?.head) return false;
  // A deleted fork leaves `head.repo` null: still not this repository.
  return (pull.head.repo?.full_name ?? null) !== fullName;
}

function headSha(payload: Json): string | null {
  return (payload.pull_request as { head?: { sha?: string } } | undefined)?.head?.sha ?? null;
}

/** GITHUB_SHA / GITHUB_REF as GitHub sets them per event (the "Events that trigger workflows" table). */
function runCommit(eventName: string, payload: Json, repo: RepositoryFacts): { sha: string; ref: string } {
  const pull = payload.pull_request as { number?: number; head?: { sha?: string } } | undefined;
  if (PULL_REQUEST_FAMILY.has(eventName) && pull?.number !== undefined) {
    // The run checks out refs/pull/N/merge; the model has no merge commit, so it reports the head.
    return { sha: pull.head?.sha ?? repo.defaultBranchSha, ref: `refs/pull/${pull.number}/merge` };
  }
  if (eventName === 'push' && typeof payload.after === 'string' && typeof payload.ref === 'string') return { sha: payload.after, ref: payload.ref };
  if (eventName === 'workflow_dispatch' && typeof payload.ref === 'string') {
    // "Last commit on the GITHUB_REF branch or tag".
    const ref = payload.ref.startsWith('refs/') ? payload.ref : `refs/heads/${payload.ref}`;
    return { sha: repo.refSha?.(ref.replace(/^refs\/(heads|tags)\//, '')) ?? repo.defaultBranchSha, ref };
  }
  // issue_comment, issues, schedule, workflow_run, repository_dispatch, check_*, status,
  // pull_request_target: the last commit on the default branch.
  return { sha: repo.defaultBranchSha, ref: `refs/heads/${repo.defaultBranch}` };
}

function githubContext(
  workflow: WorkflowSpec,
  eventName: string,
  payload: Json,
  cause: EventCause,
  repo: RepositoryFacts,
  run: { sha: string; ref: string; runId: string },
): Json {
  const pull = payload.pull_request as { head?: { ref?: string }; base?: { ref?: string } } | undefined;
  const onPull = PULL_REQUEST_FAMILY.has(eventName) || eventName === 'pull_request_target';
  return {
    event_name: eventName,
    event: payload,
    actor: cause.actor,
    triggering_actor: cause.actor,
    repository: repo.fullName,
    repository_owner: repo.fullName.split('/')[0],
    workflow: workflow.name,
    run_id: run.runId,
    run_number: run.runId,
    run_attempt: '1',
    sha: run.sha,
    ref: run.ref,
    ref_name: run.ref.replace(/^refs\/(heads|tags)\//, ''),
    head_ref: onPull ? (pull?.head?.ref ?? '') : '',
    base_ref: onPull ? (pull?.base?.ref ?? '') : '',
  };
}
