// Merge conflicts, end to end on the committed bundle: GitHub computes CONFLICTING from git
// (E108); tend merges the base into the head in its checkout, has a (scripted) model resolve a
// source file from its three sides, pushes one merge commit with two parents, and the pull
// request merges once the bots and CI have seen the new head. A lockfile conflict with no
// regenerate-command configured is left to a person with the conflicted files named. One world.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnthropicEmulator, type AnthropicEmulator, type ScriptedReply } from '../../emulator/anthropic/server.js';
import { bareGit } from '../../emulator/bare-git.js';
import { commitFiles } from '../../emulator/git-seed.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { startE2E, type E2E } from './world.js';
import { command, reviewEvent, trackingState } from './ship-world.js';

let t: E2E;
let claude: AnthropicEmulator;
beforeAll(async () => {
  t = await startE2E({ config: 'review-bots: [coderabbit, gemini]\n', steps: 'in-process' });
  claude = await startAnthropicEmulator();
  t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
});
afterAll(async () => {
  await claude?.stop();
  await t?.stop();
});

type Pr = Issue & { pull: PullRequestData };

/** Both review bots reviewed the head with nothing to say, and CI passed on it. */
function reviewedAndGreen(pr: Pr) {
  const reviews = [t.world.accounts.coderabbit, t.world.accounts.gemini].map((author) => t.emu.state.addReview(t.world.repo, pr, { author, body: 'No comments.' }));
  t.emu.state.addCheckRun(t.world.repo, { name: 'build', headSha: t.emu.state.headOid(t.world.repo, pr), conclusion: 'success', app: t.world.accounts.actions });
  return reviews;
}

/** `path` as `original` on main, changed to `ours` on `branch` and then to `theirs` on main: the same line on both sides. */
async function conflictingPull(branch: string, path: string, sides: { original: string; ours: string; theirs: string }): Promise<Pr> {
  const bare = t.world.repo.bareDir;
  await commitFiles(bare, { branch: 'main', files: { [path]: sides.original }, message: `Add ${path}` });
  await commitFiles(bare, { branch, from: 'main', files: { [path]: sides.ours }, message: `Change ${path} on ${branch}` });
  const pr = t.emu.state.createPullRequest(t.world.repo, { title: `Change ${path}`, author: t.world.accounts.maintainer, head: branch }) as Pr;
  await commitFiles(bare, { branch: 'main', files: { [path]: sides.theirs }, message: `Change ${path} on main` });
  reviewedAndGreen(pr);
  return pr;
}

const PRICE = {
  original: 'export const price = 10;\nexport const currency = "EUR";\n',
  ours: 'export const price = 12; // with tax\nexport const currency = "EUR";\n',
  theirs: 'export const price = 10;\nexport const currency = "USD";\nexport const rounding = 2;\n',
};
const RESOLVED = 'export const price = 12; // with tax\nexport const currency = "USD";\nexport const rounding = 2;\n';

const resolution = (content: string): ScriptedReply => ({
  kind: 'message',
  content: [{ type: 'tool_use', name: 'submit_resolution', input: { decision: 'resolve', content, explanation: 'Kept the taxed price and the base branch currency and rounding.' } }],
  usage: { input_tokens: 900, output_tokens: 80 },
});

describe('merge conflicts', () => {
  it('a conflict in a source file is resolved by the model from base, ours and theirs, pushed as a merge commit with two parents, and the pull request merges', async () => {
    const pr = await conflictingPull('feature/price', 'src/price.ts', PRICE);
    const before = t.emu.state.headOid(t.world.repo, pr);
    const baseTip = t.emu.state.refOid(t.world.repo, 'main')!;
    claude.script(resolution(RESOLVED));
    const inputs = { 'anthropic-api-key': claude.apiKey };

    // The base moved after the pull request was opened: GitHub answers UNKNOWN to the first read
    // (P7, E108), and the read a moment later shows the conflict.
    const env = { ANTHROPIC_BASE_URL: claude.url };
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs, env });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.visibleText).not.toContain(claude.apiKey);

    // The model saw the three sides, each in its own data section.
    const asked = JSON.stringify(claude.requests.filter((r) => r.path === '/v1/messages').map((r) => r.body.messages));
    for (const [tag, text] of [['merge_base', PRICE.original], ['ours', PRICE.ours], ['theirs', PRICE.theirs]] as const) {
      expect(asked).toContain(JSON.stringify(`<${tag}>\n${text}\n</${tag}>`).slice(1, -1));
    }

    // One merge commit on top of the head tend read: its parents are that head and main's tip.
    const merged = t.emu.state.headOid(t.world.repo, pr);
    expect(merged).not.toBe(before);
    const parents = bareGit(t.world.repo, ['rev-list', '--parents', '-n', '1', merged]).toString('utf8').trim().split(' ').slice(1);
    expect(parents).toEqual([before, baseTip]);
    expect(t.emu.state.fileAt(t.world.repo, merged, 'src/price.ts')?.toString('utf8')).toBe(RESOLVED);
    expect(trackingState(pr)?.status).toBe('awaiting-reviews');

    // The bots review the merge commit and CI passes on it: tend merges.
    const [review] = reviewedAndGreen(pr);
    // The merge commit is a new head: GitHub answers UNKNOWN to its first read (P7), and tend
    // merges on the read a moment later.
    const second = await t.run('pull_request_review', reviewEvent(t, pr, review!.review), { inputs });
    expect(second.exitCode, second.stdout).toBe(0);
    expect(pr.pull.merged, second.summary).toBe(true);
    expect(t.emu.state.fileAt(t.world.repo, 'main', 'src/price.ts')?.toString('utf8')).toBe(RESOLVED);
  });

  it('a lockfile conflict without regenerate-command is escalated with the conflicted files named, and nothing is pushed', async () => {
    const lock = (version: string) => `{\n  "name": "widgets",\n  "lockfileVersion": 3,\n  "packages": {\n    "node_modules/left-pad": { "version": "${version}" }\n  }\n}\n`;
    const pr = await conflictingPull('feature/deps', 'package-lock.json', { original: lock('1.0.0'), ours: lock('1.1.0'), theirs: lock('1.2.0') });
    const before = t.emu.state.headOid(t.world.repo, pr);

    const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(trackingState(pr)?.status).toBe('blocked');
    expect(t.emu.state.headOid(t.world.repo, pr)).toBe(before);
    expect(pr.pull.merged).toBe(false);
    const state = trackingState(pr);
    expect(state?.reason).toContain('1 conflicted file(s): package-lock.json (a lockfile, and no regenerate-command is configured to rebuild it)');
    // Named where a person reads it: the tracking comment's text, not only its state marker.
    const tracking = pr.comments.find((c) => c.body.includes('<!-- tend:state '))!;
    expect(tracking.body.split('<!-- tend:state ')[0]).toContain('package-lock.json (a lockfile, and no regenerate-command is configured to rebuild it)');
  });
});
