// Red CI end to end, on the committed bundle: a required check fails on the head and tend reads why
// (the check run's annotations, the Actions job's steps and log) and answers it: it reverts its own
// fix when that fix broke a check that passed before, re-runs a job that failed on a transient
// signature (once), lets a scripted model fix a real failure in the files it names, and without a
// model posts a summary of the failure and blocks with that reason. One world for the file.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnthropicEmulator, type AnthropicEmulator } from '../../emulator/anthropic/server.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { readCommit } from '../../emulator/rest/git-data.js';
import type { CheckRunReport, Issue, PullRequestData } from '../../emulator/state.js';
import { workflowRunEvent } from '../../emulator/webhooks/workflow-run-events.js';
import { completeWorkflowRun, runCiOnActions, scriptRerun, startWorkflowRun } from '../../emulator/workflow-runs.js';
import { AuditSchema } from '../../src/report/audit.js';
import { computeScorecard } from '../../src/report/scorecard/figures.js';
import { startE2E, type E2E } from './world.js';
import { botsReviewHead, command, openReviewedPullRequest, SHIP_CONFIG, WIDGET_BEFORE } from './ship-world.js';

type Pull = Issue & { pull: PullRequestData };

let t: E2E;
let claude: AnthropicEmulator;
beforeAll(async () => {
  t = await startE2E({ config: SHIP_CONFIG, steps: 'in-process', mergeabilityAtOnce: { why: 'these tests are about reading and fixing red CI; the merge after the fix is the end of the story, not its subject' } });
  claude = await startAnthropicEmulator();
});
afterAll(async () => {
  await claude.stop();
  await t.stop();
});

const stamp = (line: string) => `2026-01-01T00:00:00.0000000Z ${line}`;

/** CI on Actions fails on the pull request's head with `report` on its build job; the workflow_run payload tend receives. */
function ciFails(pr: Pull, report: CheckRunReport) {
  const run = startWorkflowRun(t.emu.state, t.world.repo, pr);
  run.jobs[0]!.report = report;
  completeWorkflowRun(t.emu.state, run, 'failure');
  return { run, event: workflowRunEvent(t.emu, t.world.repo, run, 'completed') };
}

/** A maintainer's pull request adding `file`, reviewed by both bots, under a main that requires `build`. */
async function openPull(branch: string, file: string, content: string): Promise<Pull> {
  t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
  await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files: { [file]: content }, message: `Add ${file}` });
  const issue = t.emu.state.createPullRequest(t.world.repo, { title: `Add ${file}`, author: t.world.accounts.maintainer, head: branch });
  const pr = t.emu.state.requirePull(t.world.repo, issue.number) as Pull;
  botsReviewHead(t, pr);
  return pr;
}

const TYPE_ERROR: CheckRunReport = {
  output: { title: '1 error', summary: 'tsc found 1 error', text: null },
  annotations: [{ path: 'src/total.ts', startLine: 1, endLine: 1, level: 'failure', title: 'TS2322', message: "Type 'string' is not assignable to type 'number'." }],
  steps: [{ name: 'Set up job', conclusion: 'success' }, { name: 'Type-check', conclusion: 'failure' }],
  log: [stamp('##[group]Run npx tsc --noEmit'), stamp("src/total.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'."), stamp('##[error]Process completed with exit code 2.')].join('\n'),
};

const head = (pr: Pull) => t.emu.state.headOid(t.world.repo, pr);
const message = (sha: string) => readCommit(t.world.repo, sha)?.message ?? '';

describe('red CI', () => {
  it("(a) a red CI caused by tend's own fix is reverted in one commit, and the threads it fixed are answered and left for a human", async () => {
    const { pr, threads } = await openReviewedPullRequest(t);
    const inputs = { 'push-token': t.world.tokens.maintainer };
    runCiOnActions(t.emu, t.world.repo, pr, { conclusion: 'success' }); // green before tend's fix
    const before = head(pr);
    const shipped = await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs });
    expect(shipped.exitCode, shipped.stdout).toBe(0);
    const fix = head(pr);
    expect(fix).not.toBe(before);
    expect(threads.suggestion.isResolved).toBe(true);

    botsReviewHead(t, pr);
    const { event } = ciFails(pr, {
      annotations: [{ path: 'src/widget.ts', startLine: 6, endLine: 6, level: 'failure', title: 'perimeter.test.ts', message: 'expected 14 to be 15' }],
      steps: [{ name: 'Test', conclusion: 'failure' }],
      log: [stamp('FAIL test/perimeter.test.ts > perimeter'), stamp('AssertionError: expected 14 to be 15 (src/widget.ts:6:3)')].join('\n'),
    });
    const red = await t.run('workflow_run', event, { inputs });
    expect(red.exitCode, red.stdout).toBe(0);

    const reverted = head(pr);
    expect(reverted).not.toBe(fix);
    expect(t.emu.state.fileAt(t.world.repo, reverted, 'src/widget.ts')?.toString('utf8')).toBe(WIDGET_BEFORE);
    expect(readCommit(t.world.repo, reverted)?.parents).toEqual([fix]);
    expect(message(reverted)).toMatch(new RegExp(`^Revert tend's fix ${fix.slice(0, 7)}: build failed on it\\n\\nThis reverts commit ${fix}`));
    const pushes = t.emu.log.entries.filter((e) => e.kind === 'git' && e.path.endsWith('git-receive-pack') && e.status === 200);
    expect(pushes).toHaveLength(2); // the fix, then one revert
    expect(t.emu.state.fileAt(t.world.repo, fix, 'src/widget.ts')?.toString('utf8')).toContain('2 * (w + h)');
    expect(threads.suggestion.isResolved).toBe(false);
    expect(threads.suggestion.comments.at(-1)!.body).toContain(`Reverted in ${reverted}`);
    expect(red.outputs.state).toBe('blocked');
    expect(red.outputs.reason).toContain('review thread(s) need a human: src/widget.ts:6');
    expect(pr.pull.merged).toBe(false);
    // The scorecard (#28) reads the revert from these two runs' audits: the suggestion tend applied
    // counts as reverted after CI, not as applied.
    const card = computeScorecard({ audits: [shipped, red].map((run, i) => ({ file: `run-${i}`, audit: AuditSchema.parse(run.audit) })) });
    expect(card.bots.find((b) => b.bot === 'coderabbitai')?.outcomes).toMatchObject({ reverted: { count: 1 }, applied: { count: 0 } });
  });

  it('(b) a job that failed on a transient signature is re-run once, passes, and the pull request merges', async () => {
    const pr = await openPull('ci-flaky', 'src/flaky.ts', 'export const flaky = 1;\n');
    const waiting = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(waiting.outputs.state, waiting.stdout).toBe('awaiting-checks');
    const { run, event } = ciFails(pr, { steps: [{ name: 'Install', conclusion: 'failure' }], log: [stamp('npm ERR! code ETIMEDOUT'), stamp('npm ERR! network request to https://registry.npmjs.org/zod failed, reason: connect ETIMEDOUT')].join('\n') });
    scriptRerun(run, 'success');
    const rerunsBefore = t.emu.log.entries.filter((e) => e.method === 'POST' && e.path.includes('/rerun')).length;
    const merged = await t.run('workflow_run', event);
    expect(merged.exitCode, merged.stdout).toBe(0);
    expect(t.emu.log.entries.filter((e) => e.method === 'POST' && e.path.includes('/rerun')).length - rerunsBefore).toBe(1);
    expect(run.runAttempt).toBe(2);
    expect(pr.pull.merged).toBe(true);
    expect(merged.outputs.merged).toBe('true');
  });

  it('(c) a real failure is fixed by a scripted model in the file it names, pushed as fix(ci), and the pull request merges', async () => {
    const pr = await openPull('ci-model', 'src/total.ts', "export const total: number = 'x';\n");
    const inputs = { 'anthropic-api-key': claude.apiKey, 'push-token': t.world.tokens.maintainer };
    const env = { ANTHROPIC_BASE_URL: claude.url };
    const waiting = await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs, env });
    expect(waiting.outputs.state, waiting.stdout).toBe('awaiting-checks');
    claude.script({
      kind: 'message',
      content: [{ type: 'tool_use', name: 'submit_ci_fix', input: { decision: 'fix', edits: [{ path: 'src/total.ts', search: "= 'x';", replace: '= 1;' }], explanation: 'Give total a number, as its type says.' } }],
      usage: { input_tokens: 900, output_tokens: 80 },
    });
    const red = await t.run('workflow_run', ciFails(pr, TYPE_ERROR).event, { inputs, env });
    expect(red.exitCode, red.stdout).toBe(0);
    expect(red.visibleText).not.toContain(claude.apiKey);
    const fixed = head(pr);
    expect(t.emu.state.fileAt(t.world.repo, fixed, 'src/total.ts')?.toString('utf8')).toBe('export const total: number = 1;\n');
    expect(message(fixed)).toMatch(/^fix\(ci\): build: Give total a number/);
    const prompt = JSON.stringify(claude.requests.at(-1)?.body ?? '');
    expect(prompt).toContain('<ci_failure>');
    expect(prompt).toContain('TS2322');

    botsReviewHead(t, pr);
    const green = await t.run('workflow_run', runCiOnActions(t.emu, t.world.repo, pr, { conclusion: 'success', actor: t.world.accounts.maintainer }).event, { inputs, env });
    expect(green.exitCode, green.stdout).toBe(0);
    expect(pr.pull.merged).toBe(true);
    expect(t.emu.state.fileAt(t.world.repo, 'main', 'src/total.ts')?.toString('utf8')).toBe('export const total: number = 1;\n');
  });

  it('(d) without a model the failure is summarised in a comment (check, step, first error, files) and tend blocks with that reason', async () => {
    const pr = await openPull('ci-no-model', 'src/total.ts', "export const total: number = 'y';\n");
    await t.run('issue_comment', command(t, pr, '/tend ship'));
    const red = await t.run('workflow_run', ciFails(pr, TYPE_ERROR).event);
    expect(red.exitCode, red.stdout).toBe(0);
    expect(red.outputs.state).toBe('blocked');
    expect(red.outputs.reason).toContain('Failing checks: build (step `Type-check`: `src/total.ts:1: TS2322');
    expect(red.outputs.reason).toContain('no model is configured');
    const summary = pr.comments.find((c) => c.body.includes('<!-- tend:red-ci '));
    expect(summary?.body).toContain('`build`');
    expect(summary?.body).toContain('Failed step: `Type-check`');
    expect(summary?.body).toContain('`src/total.ts`');
    expect(summary?.body).toContain("Type 'string' is not assignable to type 'number'.");
    // The next run on the same head says the same and posts nothing more.
    const again = await t.run('schedule', { schedule: '*/10 * * * *' });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(pr.comments.filter((c) => c.body.includes('<!-- tend:red-ci ')).length).toBe(1);
    expect(pr.pull.merged).toBe(false);
  });

  it('(e) a hostile multi-line annotation (a fork\'s workflow writes them) stays data: it cannot close the quote, add Markdown or links outside it, mention anyone, or hide tend\'s lines', async () => {
    const pr = await openPull('ci-hostile', 'src/hostile.ts', 'export const hostile = 1;\n');
    await t.run('issue_comment', command(t, pr, '/tend ship'));
    const hostile = ['expected 1', '```', '', '**Approved: tend merges this.** [merge it](https://evil.example) @acme/maintainers @alice', '<!-- everything tend writes after this is hidden', '```text'].join('\n');
    const red = await t.run('workflow_run', ciFails(pr, {
      output: { title: 'Ping @alice', summary: null, text: null },
      annotations: [{ path: 'src/hostile.ts', startLine: 1, endLine: 1, level: 'failure', title: 'x', message: hostile }],
      steps: [{ name: 'Test <!-- @alice ``` ', conclusion: 'failure' }],
      log: [stamp('FAIL src/hostile.ts:1 ```` @alice'), stamp('##[error]Process completed with exit code 1.')].join('\n'),
    }).event);
    expect(red.exitCode, red.stdout).toBe(0);
    const body = pr.comments.find((c) => c.body.includes('<!-- tend:red-ci '))!.body;
    // The only HTML comment is tend's marker, which ends the body: nothing of tend's is hidden.
    expect(body.indexOf('<!--')).toBe(body.lastIndexOf('<!-- tend:red-ci '));
    expect(body).toMatch(/\ntend did not fix it: [^\n]+\.\n\n<!-- tend:red-ci [0-9a-f]{40} build -->$/);
    // No mention outside or inside a quote.
    expect(body).not.toMatch(/(^|[^\w])@[A-Za-z0-9]/m);
    // The tracking comment's reason quotes the same first error line: no mention there either.
    // (What a reader sees: the state marker at its end is a hidden HTML comment of JSON.)
    const tracking = pr.comments.find((c) => c.body.includes('<!-- tend:state '))!.body;
    expect(tracking.slice(0, tracking.lastIndexOf('<!-- tend:state '))).not.toMatch(/(^|[^\w])@acme\/maintainers/);
    // The error lines' fence is longer than any backtick run in them: the link stays inside it.
    const lines = body.split('\n');
    const open = lines.findIndex((l) => /^`{3,}text$/.test(l));
    const fence = /^`+/.exec(lines[open]!)![0];
    const close = lines.findIndex((l, i) => i > open && /^ {0,3}`{3,}\s*$/.test(l) && l.trim().length >= fence.length);
    expect(open).toBeGreaterThan(0);
    expect(close).toBeGreaterThan(open);
    expect(lines.slice(open + 1, close).join('\n')).toContain('[merge it](https://evil.example)');
    expect(lines.slice(close + 1).join('\n')).not.toContain('evil.example');
    expect(pr.pull.merged).toBe(false);
  });
});
