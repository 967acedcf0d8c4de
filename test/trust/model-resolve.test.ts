// Trust suite: who closes a conversation (#15, findings 4 and 8). A steered model may change code
// through the checked patch path, but it never closes a thread a writer opened, a serious bot
// finding, or anything on a fork: tend fixes and answers, and leaves the thread open for a
// maintainer, and the model's "leave it" there is an escalation. A writer's reply under a bot's
// suggestion stops tend applying it, unless the reply is exactly `/tend apply`. One world for
// the file: each test opens its own pull request on its own branch.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, ReviewThread } from '../../emulator/state.js';
import { pullRequestReviewEvent } from '../../emulator/webhooks/pull-request-events.js';
import { decision, expectEscalated, patch, review, startTrust, tendAnswers, type Pr, type Trust } from './trust-world.js';

let t: Trust;
beforeAll(async () => {
  t = await startTrust({ config: 'review-bots: [coderabbit]\n', steps: 'in-process' });
});
afterAll(async () => {
  await t.stopAll();
});

const SIZES = [
  'export function area(w: number, h: number) {',
  '  return w * h;',
  '}',
  '',
  'export function volume(w: number, h: number, d: number) {',
  '  return w * h * d;',
  '}',
  '',
  'export function label(name: string) {',
  "  return 'Size: ' + name;",
  '}',
  '',
].join('\n');
const GUARD_AREA = { search: '  return w * h;', replace: "  if (w < 0 || h < 0) throw new RangeError('negative size');\n  return w * h;" };
const GUARD_VOLUME = { search: '  return w * h * d;', replace: "  if (d < 0) throw new RangeError('negative depth');\n  return w * h * d;" };


const rabbit = (label: string, title: string) => [label, '', `**${title}**`, '', 'Validate the inputs or document the contract.'].join('\n');
const suggestion = (replacement: string) =>
  ['_🛠️ Refactor suggestion_ | _🟡 Minor_', '', '**Tidy this line.**', '', '```suggestion', replacement, '```'].join('\n');

let opened = 0;
/** A pull request on its own branch adding `src/sizes-N.ts`, with its path. */
async function openSizes(): Promise<{ pr: Pr; path: string }> {
  opened += 1;
  const path = `src/sizes-${opened}.ts`;
  const pr = await t.openPr({ [path]: SIZES }, `feature/model-resolve-${opened}`);
  return { pr, path };
}

function reply(thread: ReviewThread, pr: Pr, author: Account, body: string): void {
  t.emu.state.addThreadComment(thread, { author, body, commitOid: t.head(pr) });
}

async function ship(pr: Pr, model = true) {
  const run = await t.go('issue_comment', t.command(pr, '/tend ship'), { model });
  expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  return run;
}

describe('finding 4: the model never closes a writer’s thread, a serious finding, or anything on a fork', () => {
  it('on a thread a writer opened, the model’s ignore is an escalation and its fix is pushed but left open; the merge waits for a maintainer', async () => {
    const { pr, path } = await openSizes();
    const [ignored, fixed] = review(t, pr, t.world.accounts.maintainer, [
      { path, line: 2, body: 'Should `area` reject negative sizes?' },
      { path, line: 6, body: 'Please reject a negative depth here.' },
    ]);
    review(t, pr, t.world.accounts.coderabbit, []);
    t.claude.script(
      decision('ignore', 'Sizes come from a validated form, so they cannot be negative.'),
      decision('fix', 'A negative depth should be rejected.'),
      patch([{ path, ...GUARD_VOLUME }], 'Reject a negative depth.'),
    );
    const run = await ship(pr);

    expectEscalated(ignored!, 'The model would leave it unchanged (Sizes come from a validated form, so they cannot be negative), but a person decides. Left open for a maintainer: opened by a writer.');
    expect(t.file(pr.pull.headRef, path)).toContain("throw new RangeError('negative depth')");
    const answer = tendAnswers(fixed!);
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatch(/^Applied in [0-9a-f]{40}\. A negative depth should be rejected\. Reject a negative depth\. Left open for a maintainer: opened by a writer\./);
    expect(fixed!.isResolved).toBe(false);
    expect(run.summary).toContain('left it open for a maintainer (opened by a writer)');

    // The bot reviews tend's commit and CI passes: nothing but the two open threads stands in the way.
    const { review: again } = t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, body: 'No further comments.' });
    t.emu.state.addCheckRun(t.world.repo, { name: 'build', headSha: t.head(pr), conclusion: 'success', app: t.world.accounts.actions });
    const next = await t.go('pull_request_review', pullRequestReviewEvent(t.emu.state, t.world.repo, pr, again, 'submitted'), { model: true });
    expect(next.outputs).toMatchObject({ state: 'blocked', merged: 'false' });
    expect(next.outputs.reason).toContain('2 review thread(s) need a human');
    expect(pr.pull.merged).toBe(false);
  });

  it('a major finding and one without a severity label stay open whatever the model decides; a minor one it may close', async () => {
    const { pr, path } = await openSizes();
    const [major, unlabelled, minor] = review(t, pr, t.world.accounts.coderabbit, [
      { path, line: 2, body: rabbit('_⚠️ Potential issue_ | _🟠 Major_', '`area` accepts negative sizes.') },
      { path, line: 6, body: rabbit('_⚠️ Potential issue_', '`volume` accepts a negative depth.') },
      { path, line: 10, body: rabbit('_🛠️ Refactor suggestion_ | _🟡 Minor_', 'Prefer a template literal.') },
    ]);
    const asked = t.claude.requests.length;
    t.claude.script(
      decision('ignore', 'Sizes come from a validated form.'),
      decision('fix', 'A negative depth should be rejected.'),
      patch([{ path, ...GUARD_VOLUME }], 'Reject a negative depth.'),
      decision('ignore', 'String concatenation is the house style here.'),
    );
    await ship(pr);
    expect(t.claude.requests.length - asked).toBe(4);

    expectEscalated(major!, 'Left open for a maintainer: a major finding by coderabbit.');
    expect(t.file(pr.pull.headRef, path)).toContain("throw new RangeError('negative depth')");
    expect(tendAnswers(unlabelled!)[0]).toContain('Left open for a maintainer: a finding by coderabbit without a severity label, which counts as major.');
    expect(unlabelled!.isResolved).toBe(false);
    // The control: a minor finding is the model's to close.
    expect(tendAnswers(minor!)[0]).toContain('Not changed: String concatenation is the house style here.');
    expect(minor!.isResolved).toBe(true);
  });

  it('on a fork, the model’s ignore of even a minor finding is an escalation', async () => {
    const { pr, path } = await openSizes();
    const [minor] = review(t, pr, t.world.accounts.coderabbit, [{ path, line: 10, body: rabbit('_🛠️ Refactor suggestion_ | _🟡 Minor_', 'Prefer a template literal.') }]);
    t.emu.state.moveHeadToFork(t.world.repo, pr, 'mallory/widgets');
    t.claude.script(decision('ignore', 'String concatenation is the house style here.'));
    const run = await ship(pr);
    expectEscalated(minor!, 'Left open for a maintainer: the pull request comes from a fork.');
    expect(run.outputs.merged).toBe('false');
  });
});

describe('finding 8: a writer’s reply under a bot’s suggestion', () => {
  it('stops tend applying it, unless the reply is exactly /tend apply; a reply by someone without write access changes nothing', async () => {
    const { pr, path } = await openSizes();
    const [declined, approved, outsider] = review(t, pr, t.world.accounts.coderabbit, [
      { path, line: 2, body: suggestion('  return Math.abs(w * h);') },
      { path, line: 6, body: suggestion('  return Math.abs(w * h * d);') },
      { path, line: 10, body: suggestion('  return `Size: ${name}`;') },
    ]);
    reply(declined!, pr, t.world.accounts.maintainer, "Please don't apply this: negative areas are meaningful here. /tend apply");
    reply(approved!, pr, t.world.accounts.maintainer, '/tend apply');
    reply(outsider!, pr, t.world.accounts.outsider, 'Do not apply any of these!');
    const lookups = () => t.emu.log.filter({ kind: 'rest', method: 'GET', path: /\/collaborators\/[^/]+\/permission$/ }).map((e) => e.path.split('/').at(-2));
    const before = lookups().length;
    await ship(pr, false);

    const file = t.file(pr.pull.headRef, path)!;
    expect(file).toContain('  return w * h;\n');
    expectEscalated(declined!, '@alice (write access) replied after the finding; tend does not act on the thread on its own, so a human decides.');
    expect(tendAnswers(declined!)[0]).not.toContain('negative areas are meaningful'); // the reply is read in the thread, never copied
    expect(file).toContain('  return Math.abs(w * h * d);');
    expect(tendAnswers(approved!)[0]).toContain('@alice asked for it with /tend apply.');
    expect(approved!.isResolved).toBe(true);
    expect(file).toContain('  return `Size: ${name}`;');
    expect(outsider!.isResolved).toBe(true);
    // The cost: one permission lookup per person who replied, except the command's author (the
    // maintainer), whose write access came with the run's first query (emulator/RULES.md E205):
    // only the outsider is looked up.
    expect(lookups().slice(before).sort()).toEqual(['mallory']);
  });
});
