// The bundle, run as the runner runs it, against the offline GitHub: routing, who may steer,
// state in a tracking comment, idempotency, and bad input that changes nothing.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECONDARY_RATE_LIMIT } from '../../emulator/faults.js';
import { AuditSchema } from '../../src/report/audit.js';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
import { issueCommentEvent, issuesLabeledEvent } from '../../emulator/webhooks/issue-events.js';
import { pullRequestEvent } from '../../emulator/webhooks/pull-request-events.js';
import { checkSuiteEvent, statusEvent } from '../../emulator/webhooks/check-events.js';
import { repositoryDispatchEvent, scheduleEvent, workflowDispatchEvent } from '../../emulator/webhooks/dispatch-events.js';
import { reviewBotsActedBefore } from '../../emulator/sample-review.js';
import { runAction } from '../../emulator/runner.js';
import { createServer, type AddressInfo } from 'node:net';
import { ACTION_DIR, expectNoSecrets, expectOneClearError, lengthenDiscussion, LIST_COMMENTS_PATH, startE2E, type E2E } from './world.js';

let t: E2E;
/** Where the process is the point (its exit code, its one error line, no stack trace): the bundle, spawned as the runner does. */
const RUNNER_EXACT = new Set(['GitHub out of reach', 'bad input: one clear error, nothing touched', 'faults']);
beforeEach(async ({ task }) => {
  t = await startE2E({ steps: RUNNER_EXACT.has(task.suite?.name ?? '') ? 'spawn' : 'in-process' });
  // The default review bots are installed here (they reviewed an earlier pull request), so tend waits for them.
  await reviewBotsActedBefore(t.emu, t.world);
});
afterEach(async () => {
  await t.stop();
});

function trackingComments(number: number) {
  const issue = t.emu.state.issue(t.world.repo, number)!;
  return issue.comments.filter((c) => c.body.includes('<!-- tend:state '));
}

describe('a /tend command from a maintainer', () => {
  it('records the request in one tracking comment, labels the target and reports it', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'));

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ workflow: 'ship', target: String(pr.number), state: 'awaiting-reviews', merged: 'false' });
    const tracking = trackingComments(pr.number);
    expect(tracking).toHaveLength(1);
    expect(tracking[0]!.author.login).toBe('github-actions[bot]');
    expect(run.outputs['comment-id']).toBe(String(tracking[0]!.id));
    const state = readState(decodeMarker(tracking[0]!.body));
    expect(state).toMatchObject({ v: 1, workflow: 'ship', status: 'awaiting-reviews', requestedBy: { login: 'alice' }, handled: [`comment:${comment.id}`] });
    expect(state?.history.map((h) => h.status)).toEqual(['requested', 'awaiting-reviews']);
    // And the bot expected to review last, with the comment's creation: Claude came last on the
    // repository's earlier pull request that every bot tend waits for reviewed (ship/awaits.ts).
    expect(pr.labels.map((l) => l.name)).toEqual(['tend:active', 'tend:awaits claude[bot]']);
    expect(run.summary).toContain('## tend · ship · awaiting-reviews');
    expect(run.summary).toContain('@alice has write access');
    const audit = AuditSchema.parse(run.audit);
    expect(audit.outcome).toEqual({ workflow: 'ship', state: 'awaiting-reviews', reason: expect.stringContaining('Waiting for coderabbit, copilot, gemini, sourcery, claude to review') });
    // The audit's request counts are what the emulator saw.
    expect(audit.api.rest).toBe(t.emu.log.count({ kind: 'rest' }));
    expect(audit.api.graphql).toBe(t.emu.log.count({ kind: 'graphql' }));
    expectNoSecrets(run, t.world);
  });

  it('acts once when the same event is delivered twice', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    const event = issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created');
    expect((await t.run('issue_comment', event)).exitCode).toBe(0);
    const writesAfterFirst = t.emu.log.writes().length;
    const again = await t.run('issue_comment', event);
    expect(again.exitCode).toBe(0);
    expect(again.outputs.reason).toContain('Already handled');
    expect(t.emu.log.writes().length).toBe(writesAfterFirst);
    expect(trackingComments(pr.number)).toHaveLength(1);
  });

  it('answers /tend status once, even when the event is re-delivered', async () => {
    const pr = await t.openPullRequest();
    const ship = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, ship, 'created'));
    const status = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend status');
    const event = issueCommentEvent(t.emu.state, t.world.repo, pr, status, 'created');
    await t.run('issue_comment', event);
    await t.run('issue_comment', event);
    const replies = pr.comments.filter((c) => c.body.includes(`<!-- tend:reply comment:${status.id} -->`));
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain('tend is at **awaiting-reviews** in `ship`');
  });

  it('stops on /tend stop and removes the active label', async () => {
    const pr = await t.openPullRequest();
    for (const body of ['/tend ship', '/tend stop']) {
      const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, body);
      expect((await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'))).exitCode).toBe(0);
    }
    expect(readState(decodeMarker(trackingComments(pr.number)[0]!.body))?.status).toBe('stopped');
    expect(pr.labels).toEqual([]);
  });

  it('takes a tend:triage label on an issue from a maintainer', async () => {
    const issue = t.emu.state.createIssue(t.world.repo, { title: 'Crash on empty input', author: t.world.accounts.outsider });
    const label = t.emu.state.addLabel(t.world.repo, issue, 'tend:triage', t.world.accounts.maintainer);
    const run = await t.run('issues', issuesLabeledEvent(t.emu.state, t.world.repo, issue, label, t.world.accounts.maintainer));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ workflow: 'triage', state: 'requested' });
  });
});

describe('who may steer', () => {
  it('refuses a command from someone without write access, changing nothing', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.outsider, '/tend ship');
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'));
    expectOneClearError(run, `tend refused 'ship' on #${pr.number}: @mallory has read access`);
    expect(t.emu.log.writes()).toEqual([]);
    expectNoSecrets(run, t.world);
  });

  it('does not take a user named like a trusted bot for the bot', async () => {
    await t.writeConfig('trusted-bots: [coderabbit]\n');
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.lookalike, '/tend ship');
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'));
    expectOneClearError(run, '@coderabbitai has read access');
    expect(t.emu.log.writes()).toEqual([]);
  });

  it('lets a bot steer only when it is on trusted-bots, matched by id', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.coderabbit, '/tend fix');
    const event = issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created');
    const refused = await t.run('issue_comment', event);
    expectOneClearError(refused, 'coderabbitai[bot] is a bot that is not in trusted-bots');
    await t.writeConfig('trusted-bots: [coderabbit]\n');
    const allowed = await t.run('issue_comment', event);
    expect(allowed.exitCode, allowed.stdout).toBe(0);
    expect(allowed.outputs).toMatchObject({ workflow: 'fix', state: 'awaiting-reviews' });
  });

  it('is never triggered by its own comments', async () => {
    const pr = await t.openPullRequest();
    const own = t.emu.state.addIssueComment(pr, t.world.accounts.actions, '/tend ship\n<!-- tend:reply comment:1 -->');
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, own, 'created'));
    expect(run.exitCode).toBe(0);
    expect(run.outputs.state).toBe('skipped');
    expect(t.emu.log.entries).toEqual([]);
  });
});

describe('nothing to do', () => {
  it('ends an event tend does not act on green, with one notice saying to drop it from the workflow, without a request', async () => {
    const run = await t.run('push', { ref: 'refs/heads/main' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ workflow: 'none', state: 'skipped' });
    expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(run.annotations.filter((a) => a.level === 'notice').map((a) => a.message)).toEqual([
      expect.stringContaining("tend does not act on push events; drop it from the workflow's on: (tend acts on issue_comment, issues, pull_request"),
    ]);
    expect(run.summary).toContain('Nothing to do for push: tend does not act on push events');
    expect(t.emu.log.entries).toEqual([]);
  });

  it('answers a comment that is not a command without a single API request', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, 'Looks good to me');
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'));
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ workflow: 'none', state: 'skipped', reason: 'Nothing to do for issue_comment created: the comment is not a /tend command.' });
    expect(run.summary).toContain('Nothing to do for issue_comment created: the comment is not a /tend command.');
    expect(t.emu.log.entries).toEqual([]);
  });

  it('re-enters a tracked pull request when a review bot that only .github/tend.yml lists comments (routed once, after nothing is skipped on input defaults)', async () => {
    const ownBot = t.emu.state.addAccount('acme-reviewer[bot]', 'Bot', 4_242_424);
    // Required: it has not acted on this repository yet, so tend would not wait for it otherwise.
    await t.writeConfig("review-bots:\n  - 'acme-reviewer[bot]:4242424'\nrequired-review-bots:\n  - 'acme-reviewer[bot]:4242424'\n");
    const pr = await t.openPullRequest();
    const command = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    expect((await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, command, 'created'))).outputs.state).toBe('awaiting-reviews');
    const summary = t.emu.state.addIssueComment(pr, ownBot, 'Review complete: no findings.');
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, summary, 'created'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ workflow: 'advance', target: String(pr.number), state: 'awaiting-reviews' });
    expect(run.outputs.reason).toContain('acme-reviewer[bot]');
    expect(run.summary).toContain('comment by review bot acme-reviewer[bot]');
  });

  it('re-enters on a pull request event and leaves untracked pull requests alone', async () => {
    const pr = await t.openPullRequest();
    const run = await t.run('pull_request', pullRequestEvent(t.emu.state, t.world.repo, pr, 'opened'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.workflow).toBe('advance');
    expect(run.summary).toContain('tend has no state here');
    expect(t.emu.log.writes()).toEqual([]);
  });

  it('sweeps every target labelled tend:active on schedule, in one search query', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'));
    t.emu.log.clear();
    const run = await t.run('schedule', scheduleEvent('*/10 * * * *'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ workflow: 'sweep' });
    expect(run.summary).toContain('1 target(s) labelled tend:active');
    expect(t.emu.log.count({ kind: 'graphql', field: 'search' })).toBe(1);
    expect(t.emu.log.writes()).toEqual([]);
  });
});

describe('every event tend handles reaches the right place', () => {
  async function shipped() {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'));
    t.emu.log.clear();
    return pr;
  }

  it('a status on the head finds the pull request by commit and re-enters it', async () => {
    const pr = await shipped();
    const head = t.emu.state.headOid(t.world.repo, pr);
    const status = t.emu.state.addStatus(t.world.repo, { sha: head, context: 'ci/build', state: 'success', creator: t.world.accounts.actions });
    const run = await t.run('status', statusEvent(t.emu.state, t.world.repo, status));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ workflow: 'advance', target: String(pr.number), state: 'awaiting-reviews' });
    expect(t.emu.log.writes()).toEqual([]);
  });

  it('a completed check suite re-enters the pull requests it lists', async () => {
    const pr = await shipped();
    const head = t.emu.state.headOid(t.world.repo, pr);
    t.emu.state.addCheckRun(t.world.repo, { name: 'build', headSha: head, conclusion: 'success', app: t.world.accounts.actions });
    const run = await t.run('check_suite', checkSuiteEvent(t.emu.state, t.world.repo, { app: t.world.accounts.actions, headSha: head }, 'completed'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ workflow: 'advance', state: 'awaiting-reviews' });
  });

  it('workflow_dispatch runs a command on the number given', async () => {
    const pr = await shipped();
    const event = workflowDispatchEvent(t.emu.state, t.world.repo, { workflowId: 'tend.yml', inputs: { command: 'stop', number: String(pr.number) } }, t.world.accounts.maintainer);
    const run = await t.run('workflow_dispatch', event, { inputs: { command: 'stop', number: String(pr.number) } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ workflow: 'stop', state: 'stopped' });
    expect(pr.labels).toEqual([]);
  });

  it('repository_dispatch tend-chat reaches the chat orchestrator, which refuses a payload that is not the watcher\'s in one line and writes nothing', async () => {
    const event = repositoryDispatchEvent(t.emu.state, t.world.repo, { eventType: 'tend-chat', clientPayload: { thread: 'C1/1700000000.1' } }, t.world.accounts.maintainer);
    const run = await t.run('repository_dispatch', event);
    expectOneClearError(run, 'The tend-chat dispatch is malformed: client_payload.v');
    expect(t.emu.log.writes()).toEqual([]);
  });

  it('dry-run decides and reports but writes nothing', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'), { inputs: { 'dry-run': 'true' } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.reason).toContain('Dry run: would have requested');
    expect(run.summary).toContain('dry run: nothing was written');
    expect(t.emu.log.writes()).toEqual([]);
  });
});

describe('GitHub out of reach', () => {
  it('a refused connection is one line saying so ("Could not connect to <host>: connection refused"), never "GitHub answered 500"', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const away = `http://127.0.0.1:${port}`;
    const run = await runAction({
      actionDir: ACTION_DIR,
      emulator: { ...t.emu, apiUrl: away, graphqlUrl: `${away}/graphql` },
      repository: t.world.fullName,
      token: t.world.tokens.actions,
      eventName: 'issue_comment',
      payload: issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'),
      env: { TEND_RETRY_BASE_MS: '20' },
    });
    expectOneClearError(run, `Could not connect to 127.0.0.1:${port}: connection refused (POST /graphql).`);
    expect(run.visibleText).not.toContain('answered 500');
    expect(run.summary).toContain('connection refused');
    expectNoSecrets(run, t.world);
  });
});

describe('bad input: one clear error, nothing touched', () => {
  it('a payload that is not JSON', async () => {
    const run = await t.run('issue_comment', null, { rawPayload: '{"action": "created", ' });
    expectOneClearError(run, 'The issue_comment event payload at');
    expect(run.annotations[0]!.message).toContain('is not valid JSON');
    expect(t.emu.log.entries).toEqual([]);
  });

  it('a payload missing a field tend reads', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    const event = issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created') as unknown as { comment: Record<string, unknown> };
    delete event.comment.body;
    const run = await t.run('issue_comment', event);
    expectOneClearError(run, "The issue_comment event payload is malformed: 'comment.body': expected string.");
    expect(t.emu.log.entries).toEqual([]);
  });

  it('a .github/tend.yml with an unknown key', async () => {
    await t.writeConfig('review-window-minuts: 5\n');
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'));
    expectOneClearError(run, ".github/tend.yml: unknown key 'review-window-minuts'; expected one of:");
    expect(t.emu.log.writes()).toEqual([]);
  });

  it('a .github/tend.yml with a wrong type', async () => {
    await t.writeConfig('merge: true\n');
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'));
    expectOneClearError(run, ".github/tend.yml: key 'merge' must be one of \"immediate\", \"auto\", \"off\" (got boolean true).");
    expect(t.emu.log.writes()).toEqual([]);
  });

  it('a missing token', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'), { inputs: { 'github-token': '' } });
    expectOneClearError(run, "Input 'github-token' is empty");
    expect(t.emu.log.entries).toEqual([]);
  });

  it('a token GitHub rejects', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'), { token: 'ghs_notarealtokenatall000000000000000000' });
    expectOneClearError(run, 'GitHub answered 401 to POST /api/graphql: Bad credentials. Check the github-token input.');
    expect(run.visibleText).not.toContain('ghs_notarealtokenatall');
    expect(t.emu.log.writes()).toEqual([]);
  });

  it('a bad input value', async () => {
    const run = await t.run('schedule', { schedule: '* * * * *' }, { inputs: { 'job-timeout-minutes': 'lots' } });
    expectOneClearError(run, "Input 'job-timeout-minutes' is \"lots\": expected a whole number from 1 to 7200.");
    expect(t.emu.log.entries).toEqual([]);
  });

  // GitHub passes a `with:` key action.yml no longer declares (E204): a workflow written for an
  // older tend would otherwise lose its `merge: off` without a word.
  it('an input tend no longer has, naming where its setting went, before any request', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'), { inputs: { merge: 'off' } });
    expectOneClearError(run, "input 'merge' is no longer an action input; set 'merge: off' in .github/tend.yml (docs/configuration.md)");
    expect(t.emu.log.entries).toEqual([]);
  });
});

describe('faults', () => {
  it('a lost response to the POST that creates the tracking comment leaves exactly one', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    // The tracking comment is created with a mutation that reads the comments back (TendAddCommentAndList).
    t.emu.faults.inject({ kind: 'graphql', operation: 'TendAddCommentAndList', response: { type: 'after-write', status: 500 }, times: 1 });
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(t.emu.faults.pending).toBe(0);
    expect(t.emu.log.count({ kind: 'graphql', operation: 'TendAddCommentAndList' })).toBeGreaterThanOrEqual(1);
    expect(trackingComments(pr.number)).toHaveLength(1);
    expect(run.outputs['comment-id']).toBe(String(trackingComments(pr.number)[0]!.id));
  });

  it('ends with one clear line, promptly, when GitHub stops answering', async () => {
    const pr = await t.openPullRequest();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    t.emu.faults.inject({ kind: 'graphql', response: { type: 'hang' }, times: 10 });
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'), { env: { TEND_REQUEST_TIMEOUT_MS: '300' } });
    expectOneClearError(run, 'GitHub did not answer POST /api/graphql within 300 ms');
    expect(run.durationMs).toBeLessThan(10_000);
    expect(t.emu.log.writes()).toEqual([]);
  });

  /** A pull request whose comments a run lists over REST (world.ts › lengthenDiscussion). */
  const longDiscussion = async () => {
    const pr = await t.openPullRequest();
    lengthenDiscussion(t, pr);
    return pr;
  };

  it('rides out a secondary rate limit and a 502 on reads', async () => {
    const pr = await longDiscussion();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    t.emu.faults.inject({ kind: 'graphql', response: { type: 'status', status: 502 }, times: 1 });
    t.emu.faults.inject({
      kind: 'rest',
      method: 'GET',
      path: LIST_COMMENTS_PATH,
      response: { type: 'status', status: 403, message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', headers: { 'retry-after': '1' } },
      times: 1,
    });
    // The retry-after second waited out in 20 ms (TEND_RATE_LIMIT_SECOND_MS), as the E10 test below.
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'), { env: { TEND_RATE_LIMIT_SECOND_MS: '20' } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.state).toBe('awaiting-reviews');
    expect(t.emu.faults.pending).toBe(0);
  });

  it('names a secondary rate limit it could not ride out as one, not as a permission problem, and stops cleanly (E10)', async () => {
    const pr = await longDiscussion();
    const comment = t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship');
    // The limit outlasts tend's three waits (throttling off spaces nothing, but a limit GitHub
    // answers is still waited out), so the run ends on it: cleanly, for the next run to go on.
    t.emu.faults.inject({ kind: 'rest', method: 'GET', path: LIST_COMMENTS_PATH, response: SECONDARY_RATE_LIMIT, times: 4 });
    const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, comment, 'created'), { env: { TEND_GITHUB_THROTTLE: 'off', TEND_RATE_LIMIT_SECOND_MS: '20' } });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.state).toBe('rate-limited');
    expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    const warning = run.annotations.find((a) => a.level === 'warning' && a.message.includes("GitHub's secondary rate limit"));
    expect(warning?.message).not.toContain('permissions');
    expect(run.summary).toContain("GitHub's secondary rate limit still held this token");
  });
});
