// `check_run`, `check_suite` and `status` event payloads. The state has no check suites; a suite
// is an app's runs on one commit, named by the first run's id (as the REST check runs say).

import type { Account, CheckConclusion, CheckRun, CommitStatus, Repository } from '../state.js';
import { nodeIdOf } from '../state.js';
import { branchesAt, readCommit, type CommitInfo } from '../rest/git-data.js';
import { checkRunCore, checkSuiteId, pullsWithHead } from '../rest/json-checks.js';
import { integrationJson, repoApiUrl, repoHtmlUrl, type View } from '../rest/json-core.js';
import { pullMinimalJson } from '../rest/json-pulls.js';
import { fromExample, headCommitJson, viewOf, type Schemas, type WebhookSource } from './envelope.js';

export interface CheckRunEvents {
  created: Schemas['webhook-check-run-created'];
  completed: Schemas['webhook-check-run-completed'];
  rerequested: Schemas['webhook-check-run-rerequested'];
  requested_action: Schemas['webhook-check-run-requested-action'];
}

export interface CheckSuiteEvents {
  completed: Schemas['webhook-check-suite-completed'];
  requested: Schemas['webhook-check-suite-requested'];
  rerequested: Schemas['webhook-check-suite-rerequested'];
}

type SuiteConclusion = Schemas['webhook-check-suite-completed']['check_suite']['conclusion'];

/** A failing run decides the suite, in this order; otherwise success unless every run was skipped or neutral. */
const FAILING: CheckConclusion[] = ['action_required', 'cancelled', 'timed_out', 'failure', 'stale'];

/** `check_run`; the sender defaults to the app that owns the run. */
export function checkRunEvent<A extends keyof CheckRunEvents>(
  source: WebhookSource,
  repo: Repository,
  run: CheckRun,
  action: A,
  options: { sender?: Account } = {},
): CheckRunEvents[A] {
  const view = viewOf(source);
  const payload = fromExample<Schemas['webhook-check-run-completed']>(view, repo, options.sender ?? run.app, 'check_run', { action });
  const core = checkRunCore(view, repo, run);
  const suite = checkSuiteJson(view, repo, run.app, run.headSha);
  const checkRun: Schemas['webhook-check-run-completed']['check_run'] = {
    ...payload.check_run,
    ...core,
    conclusion: run.conclusion,
    started_at: run.startedAt,
    app: integrationJson(view, run.app),
    check_suite: {
      id: suite.id,
      node_id: suite.node_id,
      head_branch: suite.head_branch,
      head_sha: suite.head_sha,
      status: suite.status,
      conclusion: suite.conclusion,
      url: suite.url,
      before: suite.before,
      after: suite.after,
      pull_requests: suite.pull_requests,
      app: integrationJson(view, run.app),
      created_at: suite.created_at,
      updated_at: suite.updated_at,
    },
  };
  return { ...payload, action, check_run: checkRun } as unknown as CheckRunEvents[A];
}

/** `check_suite` for `app`'s runs on `headSha`; the sender defaults to the app. */
export function checkSuiteEvent<A extends keyof CheckSuiteEvents>(
  source: WebhookSource,
  repo: Repository,
  suite: { app: Account; headSha: string },
  action: A,
  options: { sender?: Account } = {},
): CheckSuiteEvents[A] {
  const view = viewOf(source);
  const payload = fromExample<Schemas['webhook-check-suite-completed']>(view, repo, options.sender ?? suite.app, 'check_suite', { action });
  const checkSuite: Schemas['webhook-check-suite-completed']['check_suite'] = {
    ...payload.check_suite,
    ...checkSuiteJson(view, repo, suite.app, suite.headSha),
  };
  return { ...payload, action, check_suite: checkSuite } as unknown as CheckSuiteEvents[A];
}

/** `status`; the sender defaults to the status's creator. */
export function statusEvent(source: WebhookSource, repo: Repository, status: CommitStatus, options: { sender?: Account } = {}): Schemas['webhook-status'] {
  const view = viewOf(source);
  const payload = fromExample<Schemas['webhook-status']>(view, repo, options.sender ?? status.creator, 'status');
  const commit = requireCommit(repo, status.sha);
  const api = repoApiUrl(view, repo);
  const html = repoHtmlUrl(view, repo);
  return {
    ...payload,
    id: status.id,
    sha: status.sha,
    name: view.state.fullName(repo),
    target_url: null,
    avatar_url: payload.sender.avatar_url,
    context: status.context,
    description: status.description === '' ? null : status.description,
    state: status.state,
    commit: {
      sha: commit.sha,
      node_id: `C_${Buffer.from(`${repo.id}:${commit.sha}`).toString('base64url')}`,
      commit: {
        author: { ...commit.author },
        committer: { ...commit.committer },
        message: commit.message,
        tree: { sha: commit.tree, url: `${api}/git/trees/${commit.tree}` },
        url: `${api}/git/commits/${commit.sha}`,
        comment_count: 0,
        verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
      },
      url: `${api}/commits/${commit.sha}`,
      html_url: `${html}/commit/${commit.sha}`,
      comments_url: `${api}/commits/${commit.sha}/comments`,
      // Commits seeded into the emulator carry e-mail addresses, not accounts.
      author: null,
      committer: null,
      parents: commit.parents.map((sha) => ({ sha, url: `${api}/commits/${sha}`, html_url: `${html}/commit/${sha}` })),
    },
    branches: branchesAt(repo, status.sha).map((name) => ({
      name,
      commit: { sha: status.sha, url: `${api}/commits/${status.sha}` },
      protected: repo.protection.has(name),
    })),
    created_at: status.createdAt,
    updated_at: status.createdAt,
  };
}

function requireCommit(repo: Repository, sha: string): CommitInfo {
  const commit = readCommit(repo, sha);
  if (!commit) throw new Error(`${sha} is not a commit in ${repo.bareDir}`);
  return commit;
}

function checkSuiteJson(view: View, repo: Repository, app: Account, headSha: string) {
  const runs = repo.checkRuns.filter((r) => r.app.id === app.id && r.headSha === headSha);
  const first = runs[0];
  if (!first) throw new Error(`no check runs of ${app.login} on ${headSha}`);
  const id = checkSuiteId(repo, first);
  const commit = requireCommit(repo, headSha);
  const latest = view.state.latestCheckRuns(repo, headSha).filter((r) => r.app.id === app.id);
  const status = latest.every((r) => r.status === 'completed') ? 'completed' : latest.some((r) => r.status === 'in_progress') ? 'in_progress' : 'queued';
  const times = runs.flatMap((r) => [r.startedAt, r.completedAt ?? r.startedAt]).sort();
  const url = `${repoApiUrl(view, repo)}/check-suites/${id}`;
  return {
    id,
    node_id: nodeIdOf('CheckSuite', id),
    head_branch: branchesAt(repo, headSha)[0] ?? null,
    head_sha: headSha,
    status,
    conclusion: status === 'completed' ? suiteConclusion(latest) : null,
    url,
    before: commit.parents[0] ?? null,
    after: headSha,
    pull_requests: pullsWithHead(view, repo, headSha).map((pr) => pullMinimalJson(view, repo, pr)),
    app: { ...integrationJson(view, app), permissions: {}, events: [] },
    created_at: first.startedAt,
    updated_at: times.at(-1) ?? first.startedAt,
    latest_check_runs_count: latest.length,
    check_runs_url: `${url}/check-runs`,
    head_commit: headCommitJson(commit),
    rerequestable: true,
    runs_rerequestable: true,
  } satisfies Schemas['webhook-check-suite-completed']['check_suite'];
}

function suiteConclusion(runs: CheckRun[]): SuiteConclusion {
  const conclusions = runs.map((r) => r.conclusion);
  const failing = FAILING.find((c) => conclusions.includes(c));
  if (failing) return failing;
  if (conclusions.every((c) => c === 'skipped')) return 'skipped';
  if (conclusions.every((c) => c === 'neutral' || c === 'skipped')) return 'neutral';
  return 'success';
}
