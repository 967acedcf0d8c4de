import { describe, expect, it } from 'vitest';
import { KNOWN_BOTS } from '../config/known-bots.js';
import { FORK_READ_ONLY, route, type RouteOptions } from './route.js';
import { parseCommand, verbFromLabel } from './verbs.js';
import { RouteError } from '../core/errors.js';

const options: RouteOptions = {
  command: undefined,
  number: undefined,
};
const repository = { name: 'widgets', full_name: 'acme/widgets', owner: { login: 'acme' }, default_branch: 'main' };
const alice = { login: 'alice', id: 1, type: 'User' };
const coderabbit = { login: 'coderabbitai[bot]', id: 136622811, type: 'Bot' };
const lookalike = { login: 'coderabbitai', id: 777, type: 'User' };
const issue = (pr: boolean) => ({ number: 7, title: 't', body: '', user: alice, labels: [], ...(pr ? { pull_request: {} } : {}) });
const comment = (body: string, user = alice, pr = true, action = 'created') => ({
  action,
  issue: issue(pr),
  comment: { id: 99, body, user, created_at: '2026-01-01T00:00:00Z' },
  repository,
  sender: user,
});
const pull = { number: 7, title: 't', user: alice, state: 'open', head: { sha: 'a'.repeat(40), ref: 'feature' }, base: { ref: 'main' } };

describe('commands in comments', () => {
  it('routes /tend ship on a pull request to a command with the comment as steering', () => {
    expect(route('issue_comment', comment('/tend ship please'), options)).toEqual({
      action: 'command',
      verb: 'ship',
      target: { kind: 'pull_request', number: 7 },
      steering: { actor: alice, via: 'comment', commentId: 99, at: '2026-01-01T00:00:00Z' },
      args: 'please',
    });
  });

  it('refuses verbs on the wrong kind of target without failing the run', () => {
    expect(route('issue_comment', comment('/tend ship', alice, false), options)).toMatchObject({ action: 'skip', reason: expect.stringContaining("'ship' does not apply to an issue") });
  });

  it('sends a person\'s plain comment on a tend:chat issue to the chat thread (an answer to a request for context), never a bot\'s, tend\'s own or one elsewhere', () => {
    const onChat = (body: string, user = alice, labels = [{ name: 'tend:chat' }]) => ({ ...comment(body, user, false), issue: { ...issue(false), labels } });
    expect(route('issue_comment', onChat('the deploy job on main'), options)).toEqual({ action: 'chat-context', number: 7, comment: { id: 99, body: 'the deploy job on main', author: alice, at: '2026-01-01T00:00:00Z' } });
    expect(route('issue_comment', onChat('the deploy job', coderabbit), options)).toMatchObject({ action: 'skip' });
    expect(route('issue_comment', onChat('Before investigating…\n\n<!-- tend:chat-context-request -->'), options)).toMatchObject({ action: 'skip', reason: "this is tend's own comment" });
    expect(route('issue_comment', onChat('the deploy job', alice, []), options)).toMatchObject({ action: 'skip' });
    expect(route('issue_comment', onChat('/tend approve'), options)).toMatchObject({ action: 'command', verb: 'approve' });
  });

  it('ignores comments that are not commands, edits and its own comments; sends free-form text to the intent classifier', () => {
    expect(route('issue_comment', comment('LGTM'), options)).toMatchObject({ action: 'skip' });
    expect(route('issue_comment', comment('/tend ship', alice, true, 'edited'), options)).toMatchObject({ action: 'skip' });
    expect(route('issue_comment', comment('/tend deploy it now'), options)).toMatchObject({ action: 'intent', text: 'deploy it now' });
    expect(route('issue_comment', comment('/tend ship\n<!-- tend:reply x -->'), options)).toMatchObject({ action: 'skip', reason: "this is tend's own comment" });
  });

  it('advances a pull request when a review bot (matched by id) comments, not when a lookalike does', () => {
    expect(route('issue_comment', comment('Walkthrough ...', coderabbit), options)).toMatchObject({ action: 'advance' });
    expect(route('issue_comment', comment('Walkthrough ...', lookalike), options)).toMatchObject({ action: 'skip' });
  });

  it('advances a pull request when a bot that only .github/tend.yml lists comments (routing needs no settings)', () => {
    const ownReviewer = { login: 'acme-reviewer[bot]', id: 4_242_424, type: 'Bot' };
    expect(KNOWN_BOTS.some((b) => b.id === ownReviewer.id)).toBe(false);
    expect(route('issue_comment', comment('Review complete: 2 findings.', ownReviewer), options)).toMatchObject({ action: 'advance', targets: [{ kind: 'pull_request', number: 7 }] });
    expect(route('issue_comment', comment('Review complete: 2 findings.', ownReviewer, false), options)).toMatchObject({ action: 'skip' });
  });

  it('parses the first line only, case-insensitively', () => {
    expect(parseCommand('  /TEND Status\nmore')).toEqual({ word: 'status', args: '' });
    expect(parseCommand('please /tend ship')).toBeNull();
    expect(parseCommand('/tendency')).toBeNull();
  });
});

describe('labels', () => {
  it('maps tend:<verb> labels and tend:hold', () => {
    expect(verbFromLabel('tend:ship')).toBe('ship');
    expect(verbFromLabel('tend:hold')).toBe('stop');
    expect(verbFromLabel('tend:active')).toBeNull();
    expect(verbFromLabel('bug')).toBeNull();
  });

  it('routes a labelled pull request and a labelled issue', () => {
    expect(route('pull_request', { action: 'labeled', number: 7, pull_request: pull, label: { name: 'tend:ship' }, repository, sender: alice }, options)).toMatchObject({
      action: 'command',
      verb: 'ship',
      steering: { via: 'label', actor: alice },
    });
    expect(route('issues', { action: 'labeled', issue: issue(false), label: { name: 'tend:triage' }, repository, sender: alice }, options)).toMatchObject({
      action: 'command',
      verb: 'triage',
      target: { kind: 'issue', number: 7 },
    });
  });

  it("looks at a removal of tend's own labels only, and not at tend's own (decided from the payload: any other label costs no API call)", () => {
    const actions = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };
    expect(route('pull_request', { action: 'unlabeled', number: 7, pull_request: pull, label: { name: 'tend:active' }, repository, sender: alice }, options)).toEqual({ action: 'label-removed', target: { kind: 'pull_request', number: 7 }, label: 'tend:active', sender: alice });
    expect(route('issues', { action: 'unlabeled', issue: issue(false), label: { name: 'tend:learnings' }, repository, sender: alice }, options)).toMatchObject({ action: 'label-removed', label: 'tend:learnings' });
    expect(route('issues', { action: 'unlabeled', issue: issue(false), label: { name: 'tend:logins' }, repository, sender: alice }, options)).toMatchObject({ action: 'label-removed', label: 'tend:logins' });
    expect(route('pull_request', { action: 'unlabeled', number: 7, pull_request: pull, label: { name: 'bug' }, repository, sender: alice }, options)).toMatchObject({ action: 'skip' });
    expect(route('pull_request', { action: 'unlabeled', number: 7, pull_request: pull, label: { name: 'tend:active' }, repository, sender: actions }, options)).toMatchObject({ action: 'skip' });
  });
});

describe('re-entry events', () => {
  it('advances pull requests on reviews, review comments and completed checks', () => {
    expect(route('pull_request_review', { action: 'submitted', review: { id: 1, user: coderabbit, state: 'commented' }, pull_request: pull, repository, sender: coderabbit }, options)).toMatchObject({
      action: 'advance',
      targets: [{ kind: 'pull_request', number: 7 }],
    });
    expect(route('check_suite', { action: 'completed', check_suite: { head_sha: 'a'.repeat(40), status: 'completed', pull_requests: [{ number: 7 }] }, repository, sender: alice }, options)).toMatchObject({ action: 'advance' });
    expect(route('check_run', { action: 'created', check_run: { head_sha: 'a', name: 'ci', status: 'queued', pull_requests: [] }, repository, sender: alice }, options)).toMatchObject({ action: 'skip' });
  });

  it("does nothing on a fork's pull_request and pull_request_review* events (read-only token), and says so in a notice", () => {
    const fork = { ...pull, head: { ...pull.head, repo: { full_name: 'mallory/widgets' } } };
    const skipped = { action: 'skip', reason: FORK_READ_ONLY, notice: true };
    expect(route('pull_request', { action: 'labeled', number: 7, label: { name: 'tend:ship' }, pull_request: fork, repository, sender: alice }, options)).toEqual(skipped);
    expect(route('pull_request_review', { action: 'submitted', review: { id: 1, user: coderabbit, state: 'commented' }, pull_request: fork, repository, sender: coderabbit }, options)).toEqual(skipped);
    expect(route('pull_request_review_comment', { action: 'created', comment: { id: 2, body: 'x', user: coderabbit }, pull_request: fork, repository, sender: coderabbit }, options)).toEqual(skipped);
    expect(route('pull_request_review_thread', { action: 'resolved', thread: { node_id: 'T' }, pull_request: fork, repository, sender: alice }, options)).toEqual(skipped);
    // A deleted fork leaves head.repo null: still not this repository.
    expect(route('pull_request', { action: 'closed', number: 7, pull_request: { ...pull, head: { ...pull.head, repo: null } }, repository, sender: alice }, options)).toEqual(skipped);
    // Its own repository's head, in any letter case, is no fork.
    const own = { ...pull, head: { ...pull.head, repo: { full_name: 'Acme/Widgets' } } };
    expect(route('pull_request', { action: 'closed', number: 7, pull_request: own, repository, sender: alice }, options)).toMatchObject({ action: 'advance' });
  });

  it("skips a review submitted while a tend:awaits label names another bot, and never the named bot's review, a request for changes or a dismissal", () => {
    const gemini = { login: 'gemini-code-assist[bot]', id: 176961590, type: 'Bot' };
    const awaiting = { ...pull, labels: [{ name: 'tend:active' }, { name: 'tend:awaits coderabbitai[bot]' }] };
    const review = (user: typeof alice, state: string, action = 'submitted', p: typeof pull & { labels?: Array<{ name: string }> } = awaiting) => ({ action, review: { id: 1, user, state }, pull_request: p, repository, sender: user });
    expect(route('pull_request_review', review(gemini, 'commented'), options)).toEqual({
      action: 'skip',
      reason: 'review submitted by gemini-code-assist[bot]: tend waits for coderabbitai[bot] to review (its tend:awaits label)',
    });
    expect(route('pull_request_review', review(alice, 'approved'), options)).toMatchObject({ action: 'skip' });
    // The bot named (GitHub compares label names case aside), a request for changes, a dismissal: each is tend's to see.
    expect(route('pull_request_review', review(coderabbit, 'commented'), options)).toMatchObject({ action: 'advance' });
    expect(route('pull_request_review', review(coderabbit, 'commented', 'submitted', { ...pull, labels: [{ name: 'tend:awaits CodeRabbitAI[bot]' }] }), options)).toMatchObject({ action: 'advance' });
    expect(route('pull_request_review', review(alice, 'changes_requested'), options)).toMatchObject({ action: 'advance' });
    expect(route('pull_request_review', review(alice, 'approved', 'dismissed'), options)).toMatchObject({ action: 'advance' });
    // No tend:awaits label (or a label that only looks like one): every review runs, as before.
    expect(route('pull_request_review', review(alice, 'approved', 'submitted', { ...pull, labels: [{ name: 'tend:active' }] }), options)).toMatchObject({ action: 'advance' });
    expect(route('pull_request_review', review(alice, 'approved', 'submitted', { ...pull, labels: [{ name: 'tend:awaits' }, { name: 'x tend:awaits coderabbitai[bot]' }] }), options)).toMatchObject({ action: 'advance' });
  });

  it('advances the pull request when a person resolves or unresolves a review thread (ship may wait on one it left open)', () => {
    for (const action of ['resolved', 'unresolved']) {
      expect(route('pull_request_review_thread', { action, thread: { node_id: 'T' }, pull_request: pull, repository, sender: alice }, options)).toEqual({
        action: 'advance',
        targets: [{ kind: 'pull_request', number: 7 }],
        cause: `review thread ${action} by alice`,
      });
    }
  });

  it('looks fork pull requests up by head SHA when the check payload lists none', () => {
    expect(route('check_suite', { action: 'completed', check_suite: { head_sha: 'b'.repeat(40), status: 'completed', pull_requests: [] }, repository, sender: alice }, options)).toEqual({
      action: 'advance-commit',
      sha: 'b'.repeat(40),
      cause: 'check suite completed',
    });
    expect(route('status', { sha: 'c'.repeat(40), state: 'success', context: 'ci', repository, sender: alice }, options)).toMatchObject({ action: 'advance-commit' });
  });

  describe('workflow_run: CI on GitHub Actions', () => {
    const head = 'd'.repeat(40);
    const repositoryWithId = { ...repository, id: 500 };
    const minimalPull = (number: number, baseRepoId = 500) => ({
      id: number * 10,
      number,
      url: `https://api.github.com/repos/acme/widgets/pulls/${number}`,
      head: { ref: 'feature', sha: head, repo: { id: 500, url: 'https://api.github.com/repos/acme/widgets', name: 'widgets' } },
      base: { ref: 'main', sha: 'e'.repeat(40), repo: { id: baseRepoId, url: 'https://api.github.com/repos/acme/widgets', name: 'widgets' } },
    });
    const workflowRun = (action: string, pullRequests: unknown[], name: string | null = 'CI') => ({
      action,
      workflow_run: { id: 1, name, head_sha: head, head_branch: 'feature', event: 'pull_request', status: action === 'completed' ? 'completed' : 'in_progress', conclusion: action === 'completed' ? 'success' : null, pull_requests: pullRequests },
      workflow: { id: 2, name, path: '.github/workflows/ci.yml', state: 'active' },
      repository: repositoryWithId,
      sender: alice,
    });

    it('advances every pull request a completed run names', () => {
      expect(route('workflow_run', workflowRun('completed', [minimalPull(7), minimalPull(8)]), options)).toEqual({
        action: 'advance',
        targets: [
          { kind: 'pull_request', number: 7 },
          { kind: 'pull_request', number: 8 },
        ],
        cause: "workflow run 'CI' completed (success)",
      });
    });

    it('looks a fork head up by its SHA when the run names no pull request', () => {
      expect(route('workflow_run', workflowRun('completed', []), options)).toEqual({ action: 'advance-commit', sha: head, cause: "workflow run 'CI' completed (success)" });
    });

    it("leaves out pull requests of other repositories, which GitHub lists when their head matches", () => {
      expect(route('workflow_run', workflowRun('completed', [minimalPull(3, 999), minimalPull(7)]), options)).toMatchObject({ action: 'advance', targets: [{ kind: 'pull_request', number: 7 }] });
      expect(route('workflow_run', workflowRun('completed', [minimalPull(3, 999)]), options)).toMatchObject({ action: 'advance-commit', sha: head });
    });

    it('does nothing for requested and in_progress runs, from the payload alone', () => {
      expect(route('workflow_run', workflowRun('requested', [minimalPull(7)]), options)).toEqual({ action: 'skip', reason: "workflow run 'CI' requested; tend waits for completed runs" });
      expect(route('workflow_run', workflowRun('in_progress', [minimalPull(7)]), options)).toMatchObject({ action: 'skip' });
    });

    it("ignores its own workflow's runs", () => {
      expect(route('workflow_run', workflowRun('completed', [minimalPull(7)], 'tend'), { ...options, workflow: 'tend' })).toEqual({ action: 'skip', reason: "workflow run 'tend' is tend's own workflow" });
      expect(route('workflow_run', workflowRun('completed', [minimalPull(7)], 'CI'), { ...options, workflow: 'tend' })).toMatchObject({ action: 'advance' });
    });

    it('refuses a payload whose head_sha is not a commit SHA, in one line', () => {
      const bad = { ...workflowRun('completed', []), workflow_run: { ...workflowRun('completed', []).workflow_run, head_sha: 'main OR is:closed' } };
      expect(() => route('workflow_run', bad, options)).toThrow(RouteError);
      expect(() => route('workflow_run', bad, options)).toThrow("The workflow_run event payload is malformed: 'workflow_run.head_sha': expected a 40-character commit SHA.");
    });
  });

  it('sweeps on schedule (whose payload holds only the cron) and on a bare workflow_dispatch', () => {
    expect(route('schedule', { schedule: '*/15 * * * *' }, options)).toEqual({ action: 'sweep', cause: 'schedule */15 * * * *' });
    expect(route('workflow_dispatch', { inputs: {}, repository, sender: alice }, options)).toMatchObject({ action: 'sweep' });
  });

  it('reads the chat channels instead when the command input is chat-watch, on schedule and workflow_dispatch', () => {
    const chat = { ...options, command: 'chat-watch' };
    expect(route('schedule', { schedule: '*/5 * * * *' }, chat)).toEqual({ action: 'chat-watch', cause: 'schedule */5 * * * *' });
    expect(route('workflow_dispatch', { inputs: {}, repository, sender: alice }, chat)).toEqual({ action: 'chat-watch', cause: 'workflow_dispatch' });
    expect(route('workflow_dispatch', { inputs: { command: 'chat-watch' }, repository, sender: alice }, options)).toMatchObject({ action: 'chat-watch' });
  });
});

describe('dispatches', () => {
  it('routes workflow_dispatch commands from inputs and refuses a bad number with one line', () => {
    expect(route('workflow_dispatch', { inputs: {}, repository, sender: alice }, { ...options, command: 'ship', number: '12' })).toMatchObject({
      action: 'command',
      verb: 'ship',
      target: { kind: 'pull_request', number: 12 },
    });
    expect(() => route('workflow_dispatch', { inputs: { command: 'ship', number: 'twelve' }, repository, sender: alice }, options)).toThrow(
      "the 'number' input must be an issue or pull request number for 'ship', got \"twelve\".",
    );
  });

  it('routes tend-chat repository dispatches to chat and ignores other event types', () => {
    expect(route('repository_dispatch', { action: 'tend-chat', client_payload: { thread: 'x' }, repository, sender: alice }, options)).toMatchObject({ action: 'chat' });
    expect(route('repository_dispatch', { action: 'deploy', client_payload: {}, repository, sender: alice }, options)).toMatchObject({ action: 'skip' });
  });
});

describe('events tend does not act on', () => {
  it('ends them green with a notice naming the event, saying to drop it from the workflow and which events tend acts on', () => {
    expect(route('push', { ref: 'refs/heads/main' }, options)).toEqual({
      action: 'skip',
      notice: true,
      reason: expect.stringMatching(/^tend does not act on push events; drop it from the workflow's on: \(tend acts on issue_comment, issues, pull_request, .*workflow_dispatch\)$/),
    });
    expect(route('merge_group', { action: 'checks_requested' }, options)).toMatchObject({
      action: 'skip',
      notice: true,
      reason: expect.stringContaining('a merge queue runs your CI, not tend'),
    });
  });
});

describe('bad input', () => {
  it('refuses a malformed payload naming the field', () => {
    const broken = comment('/tend ship') as Record<string, unknown>;
    (broken.comment as Record<string, unknown>).body = 42;
    expect(() => route('issue_comment', broken, options)).toThrow("The issue_comment event payload is malformed: 'comment.body': expected string.");
    expect(() => route('pull_request', null, options)).toThrow('The pull_request event payload is malformed');
  });
});
