import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles, createBareRepository } from '../git-seed.js';
import { GitHubState, type Account, type Issue, type PullRequestData, type Repository } from '../state.js';
import type { View } from '../rest/json-core.js';
import { pickExample } from './examples.js';
import {
  checkRunEvent,
  checkSuiteEvent,
  issueCommentEvent,
  issuesEvent,
  issuesLabeledEvent,
  pullRequestEvent,
  pullRequestReviewCommentEvent,
  pullRequestReviewEvent,
  repositoryDispatchEvent,
  scheduleEvent,
  statusEvent,
  workflowDispatchEvent,
} from './index.js';

const view: View = { state: new GitHubState(), apiUrl: 'http://127.0.0.1:4321/api/v3', serverUrl: 'http://127.0.0.1:4321' };
const state = view.state;
let root: string;
let repo: Repository;
let author: Account;
let coderabbit: Account;
let actions: Account;
let issue: Issue;
let pr: Issue & { pull: PullRequestData };
let before: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tend-webhooks-'));
  const bareDir = join(root, 'acme', 'widgets.git');
  await createBareRepository(bareDir, { files: { 'src/app.ts': 'export const a = 1;\n' } });
  repo = state.addRepository({ owner: 'acme', name: 'widgets', bareDir });
  author = state.addAccount('dev-dana');
  state.setPermission(repo, author.login, 'write');
  coderabbit = state.addAccount('coderabbitai[bot]', 'Bot');
  actions = state.addAccount('github-actions[bot]', 'Bot');
  before = await commitFiles(bareDir, { branch: 'feature/x', from: 'main', files: { 'src/app.ts': 'export const a = 2;\n' }, message: 'two' });
  await commitFiles(bareDir, { branch: 'feature/x', files: { 'src/app.ts': 'export const a = 3;\n' }, message: 'three' });
  issue = state.createIssue(repo, { title: 'Bug', body: 'It breaks', author, labels: ['bug'] });
  const opened = state.createPullRequest(repo, { title: 'Fix the bug', author, head: 'feature/x' });
  pr = state.requirePull(repo, opened.number);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every value under `key` anywhere in `value`, with its path. */
function collect(value: unknown, key: string, path = '$'): Array<{ path: string; value: unknown }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => collect(item, key, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [...(k === key ? [{ path: `${path}.${k}`, value: v }] : []), ...collect(v, key, `${path}.${k}`)]);
}

function strings(value: unknown, path = '$'): Array<{ path: string; value: string }> {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
}

/**
 * Nothing of the example's world may survive: every login is an emulator account, every URL points
 * at the emulator, every 40-hex string is an object in the bare repository.
 */
function expectConsistent(payload: object): void {
  const logins = collect(payload, 'login').map((l) => l.value);
  for (const login of logins) expect(state.account(String(login)) ?? state.accountByAnyLogin(String(login)), `login ${String(login)}`).toBeDefined();
  const foreignUrls = strings(payload).filter((s) => /^https?:\/\//.test(s.value) && !s.value.startsWith(view.serverUrl));
  expect(foreignUrls).toEqual([]);
  const shas = strings(payload).filter((s) => /^[0-9a-f]{40}$/.test(s.value) && !/signature|payload/.test(s.path));
  for (const sha of shas) {
    expect(() => execFileSync('git', ['cat-file', '-e', sha.value], { cwd: repo.bareDir, stdio: 'ignore' }), `${sha.path} ${sha.value}`).not.toThrow();
  }
  const known = knownIds();
  const foreignIds = collect(payload, 'id').filter((entry) => typeof entry.value === 'number' && !known.has(entry.value) && !entry.path.startsWith('$.installation'));
  expect(foreignIds).toEqual([]);
  expect(payload).toMatchObject({ repository: { id: repo.id, node_id: repo.nodeId, full_name: 'acme/widgets' } });
}

/** Every database id the emulator state has handed out. */
function knownIds(): Set<number> {
  const ids = new Set<number>([...state.accounts.values()].map((a) => a.id));
  for (const r of state.repositories) {
    ids.add(r.id);
    for (const label of r.labels) ids.add(label.id);
    for (const run of r.checkRuns) ids.add(run.id);
    for (const status of r.statuses) ids.add(status.id);
    for (const i of r.issues) {
      ids.add(i.id);
      for (const c of i.comments) ids.add(c.id);
      for (const review of i.pull?.reviews ?? []) ids.add(review.id);
      for (const c of (i.pull?.threads ?? []).flatMap((t) => t.comments)) ids.add(c.id);
    }
  }
  return ids;
}

/** The example's top-level keys all survive, except an app `installation` the emulator cannot back. */
function expectExampleKeys(payload: object, event: string, action?: string): void {
  const example = pickExample(event, { organization: true, ...(action === undefined ? {} : { action }) });
  const kept = Object.keys(example).filter((key) => key !== 'installation' || event === 'repository_dispatch');
  expect(Object.keys(payload)).toEqual(expect.arrayContaining(kept));
  if (event !== 'repository_dispatch') expect(payload).not.toHaveProperty('installation');
}

describe('webhook payloads built from GitHub examples', () => {
  it('issue_comment on an issue and on a pull request', () => {
    const comment = state.addIssueComment(issue, coderabbit, 'Looks like a duplicate.');
    const payload = issueCommentEvent(view, repo, issue, comment, 'created');
    expectExampleKeys(payload, 'issue_comment', 'created');
    expectConsistent(payload);
    expect(payload).toMatchObject({
      action: 'created',
      issue: { id: issue.id, number: issue.number, user: { login: 'dev-dana', id: author.id } },
      comment: { id: comment.id, body: 'Looks like a duplicate.', user: { login: 'coderabbitai[bot]', type: 'Bot', id: coderabbit.id } },
      sender: { login: 'coderabbitai[bot]', type: 'Bot' },
      organization: { login: 'acme' },
    });
    expect(payload.issue).not.toHaveProperty('pull_request');

    const onPull = state.addIssueComment(pr, author, '/tend ship');
    const pullPayload = issueCommentEvent(view, repo, pr, onPull, 'edited', { previousBody: '/tend' });
    expectConsistent(pullPayload);
    expect(pullPayload.issue.pull_request).toMatchObject({ url: `${view.apiUrl}/repos/acme/widgets/pulls/${pr.number}` });
    expect(pullPayload.changes).toEqual({ body: { from: '/tend' } });
  });

  it('issues opened, labeled and closed', () => {
    const label = state.addLabel(repo, issue, 'tend:triage');
    const labeled = issuesLabeledEvent(view, repo, issue, label, actions);
    expectExampleKeys(labeled, 'issues', 'labeled');
    expectConsistent(labeled);
    expect(labeled).toMatchObject({ action: 'labeled', label: { id: label.id, name: 'tend:triage' }, sender: { login: 'github-actions[bot]' } });

    const opened = issuesEvent(view, repo, issue, 'opened');
    expectExampleKeys(opened, 'issues', 'opened');
    expectConsistent(opened);
    expect(opened).not.toHaveProperty('label');
    expect(() => issuesEvent(view, repo, issue, 'unlabeled')).toThrow(/label/);
  });

  it('pull_request opened, synchronize and labeled', () => {
    const opened = pullRequestEvent(view, repo, pr, 'opened');
    expectExampleKeys(opened, 'pull_request', 'opened');
    expectConsistent(opened);
    const head = state.refOid(repo, 'feature/x');
    expect(opened).toMatchObject({ number: pr.number, pull_request: { id: pr.id, number: pr.number, head: { ref: 'feature/x', sha: head }, base: { ref: 'main' }, commits: 2 } });

    const pushed = pullRequestEvent(view, repo, pr, 'synchronize', { before, sender: author });
    expectExampleKeys(pushed, 'pull_request', 'synchronize');
    expectConsistent(pushed);
    expect(pushed).toMatchObject({ before, after: head });

    const label = state.addLabel(repo, pr, 'tend:ship');
    const labeled = pullRequestEvent(view, repo, pr, 'labeled', { label, sender: author });
    expectConsistent(labeled);
    expect(labeled.label).toMatchObject({ id: label.id });
  });

  it('pull_request_review and pull_request_review_comment from a bot review', () => {
    const { review, threads } = state.addReview(repo, pr, {
      author: coderabbit,
      state: 'CHANGES_REQUESTED',
      body: 'Actionable comments posted: 1',
      comments: [{ path: 'src/app.ts', line: 1, body: '_⚠️ Potential issue_ | _🟠 Major_', diffHunk: '@@ -1 +1 @@\n-export const a = 1;\n+export const a = 3;' }],
    });
    const submitted = pullRequestReviewEvent(view, repo, pr, review, 'submitted');
    expectExampleKeys(submitted, 'pull_request_review', 'submitted');
    expectConsistent(submitted);
    expect(submitted.review).toMatchObject({ id: review.id, state: 'changes_requested', commit_id: review.commitOid, user: { login: 'coderabbitai[bot]' } });

    const comment = threads[0]!.comments[0]!;
    const created = pullRequestReviewCommentEvent(view, repo, pr, comment, 'created');
    expectExampleKeys(created, 'pull_request_review_comment', 'created');
    expectConsistent(created);
    expect(created.comment).toMatchObject({ id: comment.id, path: 'src/app.ts', line: 1, pull_request_review_id: review.id, position: 2 });
    expect(created.comment).not.toHaveProperty('in_reply_to_id');
    expect(created.pull_request).toMatchObject({ id: pr.id, number: pr.number });
  });

  it('check_run, check_suite and status on the pull request head', () => {
    const head = state.headOid(repo, pr);
    const lint = state.addCheckRun(repo, { name: 'lint', headSha: head, conclusion: 'success', app: actions });
    const test = state.addCheckRun(repo, { name: 'test', headSha: head, conclusion: 'failure', app: actions });

    const run = checkRunEvent(view, repo, test, 'completed');
    expectExampleKeys(run, 'check_run', 'completed');
    expectConsistent(run);
    expect(run.check_run).toMatchObject({ id: test.id, head_sha: head, conclusion: 'failure', check_suite: { id: lint.id }, pull_requests: [{ number: pr.number }] });

    const suite = checkSuiteEvent(view, repo, { app: actions, headSha: head }, 'completed');
    expectExampleKeys(suite, 'check_suite', 'completed');
    expectConsistent(suite);
    expect(suite.check_suite).toMatchObject({ id: lint.id, head_sha: head, head_branch: 'feature/x', status: 'completed', conclusion: 'failure', latest_check_runs_count: 2 });

    const status = state.addStatus(repo, { sha: head, context: 'ci/test', state: 'success', creator: actions });
    const statusPayload = statusEvent(view, repo, status);
    expectExampleKeys(statusPayload, 'status');
    expectConsistent(statusPayload);
    expect(statusPayload).toMatchObject({ id: status.id, sha: head, state: 'success', branches: [{ name: 'feature/x' }], commit: { sha: head } });
  });

  it('schedule, repository_dispatch and workflow_dispatch', () => {
    expect(scheduleEvent('*/15 * * * *')).toEqual({ schedule: '*/15 * * * *' });

    const dispatched = repositoryDispatchEvent(view, repo, { eventType: 'tend-ci', clientPayload: { pr: pr.number } }, actions);
    expectExampleKeys(dispatched, 'repository_dispatch');
    expectConsistent(dispatched);
    expect(dispatched).toMatchObject({ action: 'tend-ci', branch: 'main', client_payload: { pr: pr.number } });

    const workflow = workflowDispatchEvent(view, repo, { workflowId: 'ci.yml', inputs: { pr: String(pr.number) } }, author);
    expectExampleKeys(workflow, 'workflow_dispatch');
    expectConsistent(workflow);
    expect(workflow).toMatchObject({ ref: 'refs/heads/main', workflow: '.github/workflows/ci.yml', inputs: { pr: String(pr.number) } });
  });

  it('points at github.com when given a bare state', () => {
    const comment = state.addIssueComment(issue, author, 'plain');
    const payload = issueCommentEvent(state, repo, issue, comment, 'created');
    expect(payload.comment.html_url).toBe(`https://github.com/acme/widgets/issues/${issue.number}#issuecomment-${comment.id}`);
    expect(payload.repository.url).toBe('https://api.github.com/repos/acme/widgets');
  });
});
