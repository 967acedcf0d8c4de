// tend under GitHub's `workflows` permission (emulator/RULES.md P6), on the committed bundle: a
// fix to a file under .github/workflows/ is left to a human when tend pushes with GITHUB_TOKEN
// (which never holds the permission), and the round's other fixes still go out; a push-token
// without the permission is refused by GitHub, and tend pushes the round again without those
// fixes; a merge GitHub refuses with 403 because the pull request changes workflow files ends
// blocked, saying so, and is not tried again on that head. One world for the file.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ciReports } from './ship-world.js';
import { decision, expectEscalated, patch, rabbitSuggestion, RABBIT_FINDING, review, startTrust, tendAnswers, type Trust } from '../trust/trust-world.js';

let t: Trust;
beforeAll(async () => {
  t = await startTrust({ config: CONFIG, mergeabilityAtOnce: { why: 'P6 is GitHub refusing the merge of workflow changes; the test needs tend to reach the merge in the run that reads green CI' } });
});
afterAll(async () => {
  await t?.stopAll();
});

const BEFORE = 'line one\nline two\nline three\n';
const AFTER = 'line one\nline two, changed by the bot\nline three\n';
const WORKFLOW = '.github/workflows/ci.yml';
/** CodeRabbit may change workflow files: the user opted in, as allow-protected-paths allows. */
const CONFIG = 'review-bots: [coderabbit]\nmax-files: 100\nallow-protected-paths: [.github/workflows/**]\n';

/** A pull request on `branch` adding `paths`, with a CodeRabbit suggestion on line 2 of each. */
async function suggestOn(branch: string, paths: string[]) {
  const pr = await t.openPr(Object.fromEntries(paths.map((p) => [p, BEFORE])), branch);
  const threads = review(t, pr, t.world.accounts.coderabbit, paths.map((path) => ({ path, line: 2, body: rabbitSuggestion('line two, changed by the bot') })));
  return { pr, threads: Object.fromEntries(paths.map((p, i) => [p, threads[i]!])) };
}

/** Pushes (git receive-pack) the emulator served for this pull request's runs from `since` on, by status. */
function pushesSince(since: number): number[] {
  return t.emu.log.filter({ kind: 'git', method: 'POST', path: /git-receive-pack$/ }).slice(since).map((e) => e.status);
}
const pushCount = () => t.emu.log.count({ kind: 'git', method: 'POST', path: /git-receive-pack$/ });

/** A GitHub App with write access to the repository, as a push-token; granted `workflows` when asked. */
function pusherApp(login: string, token: string, options: { workflows: boolean }): string {
  const app = t.emu.state.addAccount(`${login}[bot]`, 'Bot');
  t.emu.state.setPermission(t.world.repo, app.login, 'write');
  t.emu.state.addToken(token, app);
  if (options.workflows) t.emu.state.grantWorkflowsPermission(token);
  return token;
}

describe('P6: tend and the workflows permission', () => {
  it('P6: with GITHUB_TOKEN, a suggestion on a workflow file is left to a human with the reason, and the other fix of the round is pushed, with no refused push', async () => {
    const { pr, threads } = await suggestOn('wf/github-token', [WORKFLOW, 'src/a.ts']);
    const before = pushCount();

    const run = await t.go('issue_comment', t.command(pr, '/tend ship'));

    expect(run.exitCode, run.stdout).toBe(0);
    expect(t.file(pr.pull.headRef, 'src/a.ts')).toBe(AFTER);
    expect(tendAnswers(threads['src/a.ts']!)[0]).toMatch(/^Applied in [0-9a-f]{40}\./);
    expect(t.file(pr.pull.headRef, WORKFLOW)).toBe(BEFORE);
    expectEscalated(threads[WORKFLOW]!, 'it changes .github/workflows/, which GITHUB_TOKEN cannot push (GitHub requires the workflows permission); set push-token to a token with the workflows permission, or apply it by hand');
    expect(pushesSince(before)).toEqual([200]);
    expect(run.summary).toContain('1 fix(es) change .github/workflows/, which GITHUB_TOKEN cannot push');
  });

  it('P6: with GITHUB_TOKEN, a model patch that changes a workflow file is refused before anything is pushed, with the reason', async () => {
    const pr = await t.openPr({ 'src/widget.ts': BEFORE, [WORKFLOW]: 'on: push\njobs: {}\n' }, 'wf/model');
    const [thread] = review(t, pr, t.world.accounts.coderabbit, [{ path: 'src/widget.ts', line: 2, body: RABBIT_FINDING }]);
    t.claude.script(
      decision('fix', 'Negative sizes should be rejected.'),
      patch([{ path: 'src/widget.ts', search: 'line two', replace: 'line two, validated' }, { path: WORKFLOW, search: 'jobs: {}', replace: 'jobs: { check: { runs-on: ubuntu-latest } }' }], 'Validate, and run a check in .github/workflows/ci.yml.'),
    );
    const before = pushCount();

    const run = await t.go('issue_comment', t.command(pr, '/tend ship'), { model: true });

    expect(run.exitCode, run.stdout).toBe(0);
    expectEscalated(thread!, "The model's patch was refused: edit 2: it changes .github/workflows/, which GITHUB_TOKEN cannot push");
    expect(t.file(pr.pull.headRef, 'src/widget.ts')).toBe(BEFORE);
    expect(t.file(pr.pull.headRef, WORKFLOW)).toBe('on: push\njobs: {}\n');
    expect(pushesSince(before)).toEqual([]);
  });

  it('P6: a push-token without the workflows permission: GitHub refuses the push, tend pushes the round again without the workflow fix, leaves that one to a human, and says so in one line', async () => {
    const token = pusherApp('tend-pusher', 'ghs_p6NoWorkflowsPermission0000000000000', { workflows: false });
    const { pr, threads } = await suggestOn('wf/no-permission', [WORKFLOW, 'src/b.ts']);
    const before = pushCount();

    const run = await t.go('issue_comment', t.command(pr, '/tend ship'), { inputs: { 'push-token': token } });

    expect(run.exitCode, run.stdout).toBe(0);
    // The refused push moved nothing; the second one carries only src/b.ts.
    expect(pushesSince(before)).toEqual([200, 200]);
    expect(t.file(pr.pull.headRef, 'src/b.ts')).toBe(AFTER);
    expect(t.file(pr.pull.headRef, WORKFLOW)).toBe(BEFORE);
    expect(tendAnswers(threads['src/b.ts']!)[0]).toMatch(/^Applied in [0-9a-f]{40}\./);
    expectEscalated(threads[WORKFLOW]!, 'GitHub refused to push it: it changes .github/workflows/, and the token tend pushes with (push-token, else github-token) lacks the workflows permission');
    const lines = run.summary.split('\n').filter((line) => line.includes('GitHub refused to push changes to .github/workflows/'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('tend pushed the other fixes without them and left 1 thread(s) for a human');
    expect(run.visibleText).not.toContain(token);
  });

  it('P6: a merge GitHub refuses with 403 because the pull request changes workflow files ends blocked, saying what to do, and is not tried again on that head', async () => {
    const pr = await t.openPr({ [WORKFLOW]: 'on: push\njobs: {}\n', 'src/c.ts': BEFORE }, 'wf/merge');
    review(t, pr, t.world.accounts.coderabbit, []);
    ciReports(t, pr);
    const merges = () => t.emu.log.count({ kind: 'rest', method: 'PUT', path: /\/pulls\/\d+\/merge$/ });
    const before = merges();

    const run = await t.go('issue_comment', t.command(pr, '/tend ship'));

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(pr.pull.merged).toBe(false);
    expect(run.outputs.state).toBe('blocked');
    expect(run.outputs.reason).toContain('GitHub refused the merge (403 Resource not accessible by integration): the pull request changes 1 file(s) under .github/workflows/, and github-token lacks the workflows permission (GITHUB_TOKEN never has it)');
    expect(run.outputs.reason).toContain('merge it by hand');
    expect(merges() - before).toBe(1);

    // The sweep re-evaluates the blocked pull request on the same head: it does not merge again.
    const sweep = await t.go('schedule', { schedule: '*/15 * * * *' });
    expect(sweep.exitCode, sweep.stdout + sweep.stderr).toBe(0);
    expect(sweep.stdout).toContain(`ship #${pr.number}: blocked → stop: GitHub refused the merge (403`);
    expect(merges() - before).toBe(1);
    expect(pr.pull.merged).toBe(false);
  });
});
