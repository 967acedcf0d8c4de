// Check runs and commit statuses on the wire.

import type { components } from '@octokit/openapi-types';
import type { CheckRun, CommitStatus, Repository } from '../state.js';
import { integrationJson, repoApiUrl, repoHtmlUrl, userJson, type View } from './json-core.js';
import { pullMinimalJson, type PullRequest } from './json-pulls.js';

type Schemas = components['schemas'];

/**
 * The state has no check suites: GitHub groups an app's runs on one commit into one suite, so the
 * suite is named by the id of that app's first run on the commit.
 */
export function checkSuiteId(repo: Repository, run: CheckRun): number {
  const first = repo.checkRuns.find((r) => r.app.id === run.app.id && r.headSha === run.headSha);
  return (first ?? run).id;
}

/**
 * Open pull requests whose head is `sha`, as check runs and suites list them. GitHub does not
 * detect pushes to a fork's branch, so fork pull requests are never listed.
 */
export function pullsWithHead(view: View, repo: Repository, sha: string): PullRequest[] {
  return repo.issues.filter(
    (issue): issue is PullRequest =>
      issue.pull !== null && issue.pull.headRepoFullName === null && issue.state === 'open' && view.state.headOid(repo, issue as PullRequest) === sha,
  );
}

export function checkRunCore(view: View, repo: Repository, run: CheckRun) {
  const url = `${repoApiUrl(view, repo)}/check-runs/${run.id}`;
  const html = `${repoHtmlUrl(view, repo)}/runs/${run.id}`;
  return {
    id: run.id,
    head_sha: run.headSha,
    node_id: run.nodeId,
    external_id: '',
    url,
    html_url: html,
    details_url: html,
    status: run.status,
    // `stale` is GitHub's own conclusion for runs it expired: REST reports it although the
    // OpenAPI enum of check-run omits it.
    conclusion: run.conclusion as Schemas['check-run']['conclusion'],
    started_at: run.startedAt,
    completed_at: run.completedAt,
    output: {
      title: run.report?.output?.title ?? null,
      summary: run.report?.output?.summary ?? null,
      text: run.report?.output?.text ?? null,
      annotations_count: run.report?.annotations?.length ?? 0,
      annotations_url: `${url}/annotations`,
    },
    name: run.name,
    check_suite: { id: checkSuiteId(repo, run) },
    app: integrationJson(view, run.app),
    pull_requests: pullsWithHead(view, repo, run.headSha).map((pr) => pullMinimalJson(view, repo, pr)),
  } satisfies Schemas['check-run'];
}

export function checkRunJson(view: View, repo: Repository, run: CheckRun): Schemas['check-run'] {
  return checkRunCore(view, repo, run);
}

export function statusJson(view: View, repo: Repository, status: CommitStatus) {
  const creator = userJson(view, status.creator);
  return {
    url: `${repoApiUrl(view, repo)}/statuses/${status.sha}`,
    avatar_url: creator.avatar_url,
    id: status.id,
    node_id: status.nodeId,
    state: status.state,
    description: status.description === '' ? null : status.description,
    // The state keeps no target URL for a status.
    target_url: null,
    context: status.context,
    created_at: status.createdAt,
    updated_at: status.createdAt,
    creator,
  } satisfies Schemas['status'];
}

export function simpleStatusJson(view: View, repo: Repository, status: CommitStatus): Schemas['simple-commit-status'] {
  const { creator: _creator, ...rest } = statusJson(view, repo, status);
  return rest;
}
