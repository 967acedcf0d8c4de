// Fixes offered where tend cannot push (#27): a fork's pull request, with or without "Allow edits
// by maintainers", and a push GitHub refuses. tend posts what it would have committed as one review
// (committable suggestions on diff lines, a `diff` block in the body for the rest), answers each
// thread with the review's link and leaves it open; once the author commits, the next run resolves
// it. One world for the file, a pull request of its own per test; every run spawns the committed
// bundle, as the runner does (#27's Done means: these tests run on the committed bundle).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnthropicEmulator, type AnthropicEmulator, type ScriptedReply } from '../../emulator/anthropic/server.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { commitSuggestion } from '../../emulator/commit-suggestion.js';
import type { Issue, PullRequestData, ReviewThread } from '../../emulator/state.js';
import { startE2E, type E2E } from './world.js';
import { CODERABBIT_NEEDS_HUMAN, CODERABBIT_SUGGESTION, command, seedWidgetHelpers, trackingState, WIDGET_BEFORE } from './ship-world.js';

type Pull = Issue & { pull: PullRequestData };

let t: E2E;
let claude: AnthropicEmulator;
beforeAll(async () => {
  t = await startE2E({ steps: 'spawn' });
  claude = await startAnthropicEmulator();
  await seedWidgetHelpers(t);
  t.emu.state.ensureLabel(t.world.repo, 'tend:active');
  await t.writeConfig('review-bots:\n  - coderabbit\n');
});
afterAll(async () => {
  await claude?.stop();
  await t?.stop();
});

const SUGGESTED = WIDGET_BEFORE.replace('  return w + w + h + h;', '  return 2 * (w + h);');
const GUARD = "  if (w < 0 || h < 0) throw new RangeError('negative size');";

/**
 * mallory's pull request from her fork: src/widget.ts's line 6 changed (its hunk is lines 3-9), and
 * CodeRabbit's finding on it. `finding` is where and what: its committable suggestion on line 6 by
 * default.
 */
async function forkPull(branch: string, options: { maintainerCanModify: boolean; finding?: { line: number; body: string } }): Promise<{ pr: Pull; thread: ReviewThread; head: string }> {
  const { emu, world } = t;
  await commitFiles(world.repo.bareDir, { branch, from: 'main', files: { 'src/widget.ts': WIDGET_BEFORE }, message: 'Implement perimeter' });
  const pr = emu.state.createPullRequest(world.repo, { title: `Perimeter (${branch})`, author: world.accounts.outsider, head: branch }) as Pull;
  emu.state.moveHeadToFork(world.repo, pr, `mallory/widgets-${branch}`, { maintainerCanModify: options.maintainerCanModify });
  const finding = options.finding ?? { line: 6, body: CODERABBIT_SUGGESTION };
  const review = emu.state.addReview(world.repo, pr, { author: world.accounts.coderabbit, body: '**Actionable comments posted: 1**', comments: [{ path: 'src/widget.ts', ...finding }] });
  return { pr, thread: review.threads[0]!, head: emu.state.headOid(world.repo, pr) };
}

/** The author applying a change by hand (the body's diff block) and pushing it to the fork's branch. */
async function authorCommits(pr: Pull, content: string): Promise<string> {
  const { emu, world } = t;
  const scratch = `scratch-${pr.number}`;
  const oid = await commitFiles(world.repo.bareDir, { branch: scratch, from: emu.state.headOid(world.repo, pr), files: { 'src/widget.ts': content }, message: 'Apply suggestions from code review' });
  emu.state.deleteRef(world.repo, scratch);
  emu.state.pushToForkHead(world.repo, pr, oid, world.accounts.outsider);
  return oid;
}

/** tend's offer reviews (a reply in a thread makes a review of its own, with no body, as on GitHub). */
const tendReviews = (pr: Pull) => pr.pull.reviews.filter((r) => r.author.id === t.world.accounts.actions.id && r.body.includes('<!-- tend:offer '));
const sweep = () => t.run('schedule', { schedule: '*/10 * * * *' });

describe("fixes offered on a fork's pull request", () => {
  it('edits not allowed: one review with the suggestion on its line, the thread answered and left open; the author commits it; the next run resolves the thread and offers nothing again', async () => {
    const { pr, thread, head } = await forkPull('fork-no-edits', { maintainerCanModify: false });

    const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(first.exitCode, first.stdout).toBe(0);
    // Nothing pushed anywhere: the fork's head is as it was, and no branch of that name appeared here.
    expect(t.emu.state.headOid(t.world.repo, pr)).toBe(head);
    expect(t.emu.state.refOid(t.world.repo, 'fork-no-edits')).toBeNull();

    const [review] = tendReviews(pr);
    expect(tendReviews(pr)).toHaveLength(1);
    expect(review!.state).toBe('COMMENTED');
    expect(review!.body).toContain("tend does not push to this branch (it comes from a fork, whose branch is its author's to change)");
    const offered = pr.pull.threads.filter((th) => th.comments[0]!.author.id === t.world.accounts.actions.id);
    expect(offered.map((th) => [th.path, th.line, th.diffSide])).toEqual([['src/widget.ts', 6, 'RIGHT']]);
    expect(offered[0]!.comments[0]!.body).toContain('```suggestion\n  return 2 * (w + h);\n```');

    const url = `/acme/widgets/pull/${pr.number}#pullrequestreview-${review!.id}`;
    expect(thread.isResolved).toBe(false);
    expect(thread.comments.at(-1)!.body).toMatch(new RegExp(`^Offered in review \\S+${url.replace(/[/#-]/g, '\\$&')}, as a committable suggestion`));
    expect(trackingState(pr)).toMatchObject({ status: 'blocked', reason: expect.stringContaining('1 fix(es) offered to the author') });
    expect(trackingState(pr)!.ship!.offers).toEqual([expect.objectContaining({ review: review!.id, head, threads: [expect.objectContaining({ id: thread.nodeId, leaveOpen: false })] })]);

    // A sweep before the author acts changes nothing and offers nothing again.
    expect((await sweep()).exitCode).toBe(0);
    expect(tendReviews(pr)).toHaveLength(1);
    expect(thread.comments).toHaveLength(2);

    // mallory clicks "Commit suggestion" on tend's comment: a commit on her fork's branch (which tend's runs hear of through the sweep).
    const committed = await commitSuggestion(t.emu.state, t.world.repo, pr, offered[0]!, t.world.accounts.outsider);
    expect(t.emu.state.headOid(t.world.repo, pr)).toBe(committed);
    expect(t.emu.state.fileAt(t.world.repo, committed, 'src/widget.ts')!.toString('utf8')).toBe(SUGGESTED);
    const next = await sweep();
    expect(next.exitCode, next.stdout).toBe(0);
    expect(thread.isResolved).toBe(true);
    expect(thread.comments).toHaveLength(2); // resolved, not answered twice
    expect(tendReviews(pr)).toHaveLength(1);
    const state = trackingState(pr)!;
    expect(state.ship!.threads.find((r) => r.id === thread.nodeId)).toMatchObject({ decision: 'fix', commit: committed, resolved: true });
    expect(state.ship!.offers).toBeUndefined();
    // The fork's new commits still wait for someone with write access to ask again (E130).
    expect(state).toMatchObject({ status: 'blocked', reason: expect.stringContaining('new commits since /tend ship; ask again') });
  });

  // tend's remote is this repository, and its token (GITHUB_TOKEN, or push-token) is this
  // repository's: pushing to a fork, allowed edits or not, needs a token for the fork. So it offers.
  it('edits allowed: tend still offers rather than pushes, and the fork is left as it was', async () => {
    const { pr, thread, head } = await forkPull('fork-edits', { maintainerCanModify: true });
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(t.emu.state.headOid(t.world.repo, pr)).toBe(head);
    expect(t.emu.state.refOid(t.world.repo, 'fork-edits')).toBeNull();
    expect(tendReviews(pr)).toHaveLength(1);
    expect(thread.isResolved).toBe(false);
    expect(thread.comments.at(-1)!.body).toContain('Offered in review ');
  });

  it("a model's fix outside the diff's hunks goes into the review body as a diff block that git apply takes; the thread stays open for a maintainer once committed (a fork's model fix is never closed by tend)", async () => {
    // The finding sits on line 3 (in the hunk); its fix adds a line after line 1, which is not.
    const { pr, thread, head } = await forkPull('fork-outside', { maintainerCanModify: false, finding: { line: 3, body: CODERABBIT_NEEDS_HUMAN.replace('_🟠 Major_', '_🟡 Minor_') } });
    claude.script(
      { kind: 'message', content: [{ type: 'tool_use', name: 'submit_decision', input: { decision: 'fix', rationale: 'Negative sizes should be rejected.', risk: 'low' } }], usage: { input_tokens: 100, output_tokens: 10 } } satisfies ScriptedReply,
      { kind: 'message', content: [{ type: 'tool_use', name: 'submit_patch', input: { edits: [{ path: 'src/widget.ts', search: '  return w * h;', replace: `${GUARD}\n  return w * h;` }], explanation: 'Reject negative sizes.' } }], usage: { input_tokens: 100, output_tokens: 10 } } satisfies ScriptedReply,
    );
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs: { 'anthropic-api-key': claude.apiKey }, env: { ANTHROPIC_BASE_URL: claude.url } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.visibleText).not.toContain(claude.apiKey);
    expect(t.emu.state.headOid(t.world.repo, pr)).toBe(head);

    const [review] = tendReviews(pr);
    expect(pr.pull.threads.filter((th) => th.comments[0]!.author.id === t.world.accounts.actions.id)).toHaveLength(0); // nothing inline
    expect(review!.body).toContain('### Outside the diff');
    expect(review!.body).not.toContain(claude.apiKey);
    const block = /^```diff\n([\s\S]*?)\n```$/m.exec(review!.body)![1]!;
    expect(block).toContain(`+${GUARD}`);
    // The author's side: the block, saved as the body says, applies to the head and makes the fix.
    const dir = mkdtempSync(join(tmpdir(), 'fork-offer-'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/widget.ts'), t.emu.state.fileAt(t.world.repo, head, 'src/widget.ts')!.toString('utf8'));
    writeFileSync(join(dir, 'tend-offer.patch'), `${block}\n`);
    execFileSync('git', ['init', '-q'], { cwd: dir });
    execFileSync('git', ['apply', 'tend-offer.patch'], { cwd: dir });
    const fixed = readFileSync(join(dir, 'src/widget.ts'), 'utf8');
    expect(fixed).toBe(WIDGET_BEFORE.replace('  return w * h;', `${GUARD}\n  return w * h;`));
    expect(thread.comments.at(-1)!.body).toContain("as a diff in its body (the change is outside the pull request's diff)");
    expect(thread.isResolved).toBe(false);

    await authorCommits(pr, fixed);
    expect((await sweep()).exitCode).toBe(0);
    expect(thread.isResolved).toBe(false);
    expect(trackingState(pr)!.ship!.threads.find((r) => r.id === thread.nodeId)).toMatchObject({ decision: 'fix', resolved: false, rationale: expect.stringContaining('left open for a maintainer') });
  });
});

describe('fixes offered when GitHub refuses the push', () => {
  it('a protected head branch refuses the push: the same fix is offered in the same run, nothing lost', async () => {
    const { emu, world } = t;
    await commitFiles(world.repo.bareDir, { branch: 'guarded', from: 'main', files: { 'src/widget.ts': WIDGET_BEFORE }, message: 'Implement perimeter' });
    const pr = emu.state.createPullRequest(world.repo, { title: 'Perimeter (guarded)', author: world.accounts.maintainer, head: 'guarded' }) as Pull;
    const review = emu.state.addReview(world.repo, pr, { author: world.accounts.coderabbit, body: '**Actionable comments posted: 1**', comments: [{ path: 'src/widget.ts', line: 6, body: CODERABBIT_SUGGESTION }] });
    const head = emu.state.headOid(world.repo, pr);
    // The head branch itself is protected: a push needs the `build` check passed on the new commit.
    world.repo.protection.set('guarded', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });

    const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emu.state.headOid(world.repo, pr)).toBe(head);
    const [offer] = tendReviews(pr);
    expect(offer!.body).toContain('tend does not push to this branch (GitHub refused the push: ');
    expect(offer!.body).toContain('GH006');
    const thread = review.threads[0]!;
    expect(thread.isResolved).toBe(false);
    expect(thread.comments.at(-1)!.body).toContain('Offered in review ');
    expect(pr.pull.threads.some((th) => th.comments[0]!.author.id === world.accounts.actions.id && th.comments[0]!.body.includes('```suggestion\n  return 2 * (w + h);'))).toBe(true);
  });
});
