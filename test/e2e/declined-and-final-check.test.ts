// Issue #16 items 6 and 7 end to end, on the committed bundle, in one world.
// Declined stays declined: a finding tend left unchanged, and one a maintainer declined, raised
// again by the same bot on a new head, get one answer each pointing at the earlier decision,
// are resolved, and cost no new decision (no model call).
// The final check (`final-check: model`): a scripted model reads the diff just before the merge;
// a blocking finding whose citation holds blocks the merge with an escalation, and with none the
// pull request merges, the call counted in the summary and the audit.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnthropicEmulator, type AnthropicEmulator, type ScriptedReply } from '../../emulator/anthropic/server.js';
import { commitFiles } from '../../emulator/git-seed.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { AuditSchema } from '../../src/report/audit.js';
import { CODERABBIT_NEEDS_HUMAN, command, openPerimeterPull, reviewEvent, seedWidgetHelpers, trackingState, WIDGET_BEFORE } from './ship-world.js';
import { startE2E, type E2E } from './world.js';

type Pull = Issue & { pull: PullRequestData };

let t: E2E;
let claude: AnthropicEmulator;
beforeAll(async () => {
  t = await startE2E({ config: CONFIG, steps: 'in-process', mergeabilityAtOnce: { why: 'these tests are about declined threads and the final check just before the merge; each expects the merge (or its block) in the run that reaches it' } });
  claude = await startAnthropicEmulator();
  await seedWidgetHelpers(t);
  t.emu.state.ensureLabel(t.world.repo, 'tend:active');
  t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
});
afterAll(async () => {
  await claude?.stop();
  await t?.stop();
});

/** The file's .github/tend.yml; the final-check tests add `final-check: model`. */
const CONFIG = 'review-bots: [coderabbit]\n';
const FINAL_CHECK = `${CONFIG}final-check: model\n`;
const withModel = () => ({ inputs: { 'anthropic-api-key': claude.apiKey }, env: { ANTHROPIC_BASE_URL: claude.url } });
const ci = (pr: Pull) => t.emu.state.addCheckRun(t.world.repo, { name: 'build', headSha: t.emu.state.headOid(t.world.repo, pr), conclusion: 'success', app: t.world.accounts.actions });
const tendSaid = (thread: Pull['pull']['threads'][number]) => thread.comments.filter((c) => c.author.id === t.world.accounts.actions.id);

/** CodeRabbit's finding on `area`, labelled minor (a decision the model may close a thread on), citing its line. */
const negativeSizes = (line: number) => `${CODERABBIT_NEEDS_HUMAN.replace('_🟠 Major_', '_🟡 Minor_')}\n\nSee line ${line}.`;
const CONCATENATION = ['_🛠️ Refactor suggestion_ | _🟡 Minor_', '', '**Prefer a template literal in `label`.**', '', 'String concatenation is harder to read than a template literal.'].join('\n');

/** CodeRabbit's review with both findings, at the lines they are on in the current head. */
const rabbitRaisesBoth = (pr: Pull, areaLine: number, labelLine: number) =>
  t.emu.state.addReview(t.world.repo, pr, {
    author: t.world.accounts.coderabbit,
    body: '**Actionable comments posted: 2**',
    comments: [
      { path: 'src/widget.ts', line: areaLine, body: negativeSizes(areaLine) },
      { path: 'src/widget.ts', line: labelLine, body: CONCATENATION },
    ],
  });

describe('declined stays declined', () => {
  it('answers a re-raised finding tend ignored, and one a maintainer declined, once each with a pointer to the earlier decision, resolves both, and asks the model nothing', async () => {
    await t.useConfig(CONFIG);
    const pr = await openPerimeterPull(t, 'declined');
    const maintainer = t.world.accounts.maintainer;
    const first = rabbitRaisesBoth(pr, 2, 10);
    const [ignored, declined] = first.threads as [Pull['pull']['threads'][number], Pull['pull']['threads'][number]];
    // A maintainer says no under the second finding: tend hands it to them without asking the model.
    t.emu.state.addThreadComment(declined, { author: maintainer, body: 'We keep the concatenation here; not doing this.', commitOid: t.emu.state.headOid(t.world.repo, pr) });
    claude.script({ kind: 'message', content: [{ type: 'tool_use', name: 'submit_decision', input: { decision: 'ignore', rationale: 'Sizes come from a validated form, so they cannot be negative.', risk: 'low' } }], usage: { input_tokens: 900, output_tokens: 40 } });
    const before = claude.requests.length;
    const run1 = await t.run('issue_comment', command(t, pr, '/tend ship'), withModel());
    expect(run1.exitCode, run1.stdout).toBe(0);
    expect(claude.requests.length - before).toBe(1);
    expect(ignored.isResolved).toBe(true);
    expect(tendSaid(ignored).at(-1)!.body).toContain('Not changed: Sizes come from a validated form');
    expect(declined.isResolved).toBe(false);
    // The step's outputs say the same, for a later step of the workflow.
    const head1 = t.emu.state.headOid(t.world.repo, pr);
    expect(run1.outputs).toMatchObject({
      'threads-fixed': '0', 'threads-ignored': '1', 'threads-escalated': '1', 'findings-posted': '0',
      'model-calls': '1', 'input-tokens': '900', 'output-tokens': '40', 'head-sha': head1, 'merged-sha': '', merged: 'false',
    });
    expect(Number(run1.outputs['cost-usd'])).toBeGreaterThan(0);
    expect(run1.outputs['cost-usd']).toMatch(/^\d+\.\d{4}$/);
    expect(run1.outputs['comment-url']).toBe(`${t.emu.serverUrl}/${t.world.owner}/${t.world.name}/pull/${pr.number}#issuecomment-${run1.outputs['comment-id']}`);
    // The maintainer settles it: resolved, unchanged.
    t.emu.state.setThreadResolved(t.world.repo, declined.nodeId, maintainer, true);

    // The maintainer pushes (a line above moves every finding down one line); CodeRabbit raises both again.
    await commitFiles(t.world.repo.bareDir, { branch: 'declined', files: { 'src/widget.ts': `// Widgets.\n${WIDGET_BEFORE}` }, message: 'Document widgets' });
    const again = rabbitRaisesBoth(pr, 3, 11);
    const [ignoredAgain, declinedAgain] = again.threads as [Pull['pull']['threads'][number], Pull['pull']['threads'][number]];
    ci(pr);
    const asked = claude.requests.length;
    const run2 = await t.run('pull_request_review', reviewEvent(t, pr, again.review), withModel());
    expect(run2.exitCode, run2.stdout).toBe(0);
    expect(claude.requests.length).toBe(asked); // no fresh decision

    const link = (thread: typeof ignored) => `/${t.world.owner}/${t.world.name}/pull/${pr.number}#discussion_r${thread.comments[0]!.id}`;
    expect(tendSaid(ignoredAgain)).toHaveLength(1);
    expect(tendSaid(ignoredAgain)[0]!.body).toContain('tend left the same finding unchanged on an earlier head');
    expect(tendSaid(ignoredAgain)[0]!.body).toContain(link(ignored));
    expect(ignoredAgain.isResolved).toBe(true);
    expect(tendSaid(declinedAgain)).toHaveLength(1);
    expect(tendSaid(declinedAgain)[0]!.body).toContain('A maintainer declined the same finding on an earlier head');
    expect(tendSaid(declinedAgain)[0]!.body).toContain(link(declined));
    expect(declinedAgain.isResolved).toBe(true);
    expect(pr.pull.merged, run2.summary).toBe(true);
    expect(run2.outputs).toMatchObject({ merged: 'true', 'merged-sha': pr.pull.mergeCommitOid, 'threads-ignored': '2', 'model-calls': '0', 'cost-usd': '0.0000' });
    expect(run2.outputs['merged-sha']).toMatch(/^[0-9a-f]{40}$/);

    // The state remembers the decisions as hashes, never the findings' text.
    const remembered = trackingState(pr)!.ship!.declined!;
    expect(remembered.length).toBeGreaterThanOrEqual(2);
    for (const entry of remembered) expect(entry).toMatch(/^[0-9a-f]{16}:[ide]:\d+$/);
    expect(JSON.stringify(remembered)).not.toContain('negative');
  });
});

describe('the final check before merging (final-check: model)', () => {
  const finalCheck = (findings: Array<{ path?: string; startLine?: number; endLine?: number; quote?: string; problem: string }>): ScriptedReply => ({
    kind: 'message',
    content: [{ type: 'tool_use', name: 'submit_final_check', input: { findings, summary: findings.length > 0 ? 'One blocking problem.' : 'Nothing blocks the merge.' } }],
    usage: { input_tokens: 3000, output_tokens: 90 },
  });
  /** A pull request CodeRabbit reviewed with nothing to say, CI green: everything else lets it merge. */
  const SQUARE = ['export function square(side: number) {', '  return side * side;', '}', ''].join('\n');
  async function readyPull(branch: string): Promise<Pull> {
    await t.useConfig(FINAL_CHECK);
    await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files: { [`src/${branch}.ts`]: SQUARE }, message: `Add ${branch}` });
    const pr = t.emu.state.createPullRequest(t.world.repo, { title: `Add ${branch}`, author: t.world.accounts.maintainer, head: branch }) as Pull;
    t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, body: 'No actionable comments were generated in the recent review.' });
    ci(pr);
    return pr;
  }

  it('blocks the merge with an escalation when the model raises a blocking finding whose citation holds, and drops and counts the uncited and the one whose citation does not hold', async () => {
    const pr = await readyPull('final-block');
    claude.script(
      finalCheck([
        { path: 'src/final-block.ts', startLine: 2, endLine: 2, quote: '  return side * side;', problem: 'A negative side gives a positive area, hiding bad input.' },
        { path: 'src/final-block.ts', startLine: 2, endLine: 2, quote: '  return side * 4;', problem: 'A line that is not there.' },
        { problem: 'Something, somewhere, uncited.' },
      ]),
    );
    const asked = claude.requests.length;
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'), withModel());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(claude.requests.length - asked).toBe(1);
    expect(pr.pull.merged).toBe(false);
    expect(run.outputs.state).toBe('blocked');
    expect(run.outputs.reason).toContain('The final check raised 1 blocking finding(s) that need a human: src/final-block.ts:2 (listed in the tracking comment)');
    const tracking = pr.comments.find((c) => c.body.includes('<!-- tend:state '))!.body;
    expect(tracking).toContain('Final check of');
    expect(tracking).toContain('A negative side gives a positive area, hiding bad input.');
    expect(tracking).not.toContain('A line that is not there.');
    expect(tracking).not.toContain('uncited');
    expect(trackingState(pr)!.ship!.finalCheck).toMatchObject({ head: t.emu.state.headOid(t.world.repo, pr), dropped: 2, blocked: null });
    expect(run.summary).toContain('raised 1 blocking finding(s); 2 more cited no lines, or lines that are not in the head as quoted, and were dropped');
    // The diff reached the model as fenced data.
    const sent = JSON.stringify(claude.requests.at(-1)!.body);
    expect(sent).toContain('<diff>');
    expect(sent).toContain('+  return side * side;');
  });

  it("a writer's request for changes made while the final check runs blocks the merge; the same writer's approval releases it without a second check", async () => {
    const pr = await readyPull('final-objection');
    const bob = t.emu.state.addAccount('bob', 'User');
    t.emu.state.setPermission(t.world.repo, bob.login, 'write');
    let changes: Pull['pull']['reviews'][number] | undefined;
    // The model's answer takes its time; bob asks for changes meanwhile (reviewDecision stays null: no review is required).
    claude.script(() => {
      changes = t.emu.state.addReview(t.world.repo, pr, { author: bob, state: 'CHANGES_REQUESTED', body: 'Wait: what is the square of a negative side?' }).review;
      return finalCheck([]);
    });
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'), withModel());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(changes).toBeDefined();
    expect(t.emu.state.reviewDecision(t.world.repo, pr)).toBeNull();
    expect(pr.pull.merged).toBe(false);
    expect(run.outputs.state).toBe('blocked');
    expect(run.outputs.reason).toContain(`Changes requested by bob (review ${changes!.id}): "Wait: what is the square of a negative side?"`);

    const approval = t.emu.state.addReview(t.world.repo, pr, { author: bob, state: 'APPROVED', body: 'Negative sides never reach it.' }).review;
    const asked = claude.requests.length;
    const after = await t.run('pull_request_review', reviewEvent(t, pr, approval), withModel());
    expect(after.exitCode, after.stdout).toBe(0);
    expect(pr.pull.merged, after.summary).toBe(true);
    expect(claude.requests.length).toBe(asked);
  });

  it('merges when the model raises nothing, and counts the call in the summary and the audit', async () => {
    const pr = await readyPull('final-pass');
    claude.script(finalCheck([]));
    const asked = claude.requests.length;
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'), withModel());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(claude.requests.length - asked).toBe(1);
    expect(pr.pull.merged, run.summary).toBe(true);
    const audit = AuditSchema.parse(run.audit);
    expect(audit.llm).toMatchObject({ calls: 1, input_tokens: 3000, output_tokens: 90 });
    expect(audit.llm.cost_usd).toBeGreaterThan(0);
    expect(run.summary).toMatch(/\| Model \| 1 call\(s\)/);
  });
});
