// delete-branch deletes a merged pull request's head branch, and only a topic branch: never the
// default branch, a branch another open pull request is based on (GitHub would close that one),
// a branch protection covers, or one named like a long-lived branch (`develop`, `release/…`).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from '../../emulator/git-seed.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { command } from './ship-world.js';
import { startE2E, type E2E } from './world.js';

let t: E2E;
beforeAll(async () => {
  t = await startE2E({ config: 'review-bots: [coderabbit, gemini]\ndelete-branch: true\n', steps: 'in-process', mergeabilityAtOnce: { why: 'these tests are about deleting (or keeping) the branch once merged; each reaches the merge in the run that reads green CI' } });
  t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
  t.emu.state.ensureLabel(t.world.repo, 'tend:active');
});
afterAll(async () => {
  await t?.stop();
});

type Pr = Issue & { pull: PullRequestData };

/** A pull request from `head` (cut from `from`) into `base`, reviewed by both bots with nothing to say, CI green. */
async function readyPullRequest(head: string, options: { from?: string; base?: string } = {}): Promise<Pr> {
  await commitFiles(t.world.repo.bareDir, { branch: head, from: options.from ?? 'main', files: { [`${head.replace(/\//g, '-')}.txt`]: `${head}\n` }, message: `Work on ${head}` });
  const pr = t.emu.state.createPullRequest(t.world.repo, { title: `Work on ${head}`, author: t.world.accounts.maintainer, head, ...(options.base ? { base: options.base } : {}) }) as Pr;
  for (const author of [t.world.accounts.coderabbit, t.world.accounts.gemini]) t.emu.state.addReview(t.world.repo, pr, { author, body: 'No comments.' });
  t.emu.state.addCheckRun(t.world.repo, { name: 'build', headSha: t.emu.state.headOid(t.world.repo, pr), conclusion: 'success', app: t.world.accounts.actions });
  return pr;
}

async function ship(pr: Pr) {
  const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
  expect(run.exitCode, run.stdout).toBe(0);
  expect(pr.pull.merged, run.summary).toBe(true);
  return run;
}

const exists = (branch: string) => t.emu.state.refOid(t.world.repo, branch) !== null;

describe('delete-branch keeps branches that are not done with', () => {
  it('deletes a merged topic branch (the control)', async () => {
    await ship(await readyPullRequest('feature/topic'));
    expect(exists('feature/topic')).toBe(false);
  });

  it('keeps a branch another open pull request is based on, and says why', async () => {
    const lower = await readyPullRequest('feature/lower');
    const upper = await readyPullRequest('feature/upper', { from: 'feature/lower', base: 'feature/lower' });
    const run = await ship(lower);
    expect(exists('feature/lower')).toBe(true);
    expect(upper.state).toBe('open');
    expect(run.summary).toContain('The head branch feature/lower was kept: an open pull request is based on it');
  });

  it('keeps a long-lived branch merged into main (develop)', async () => {
    const run = await ship(await readyPullRequest('develop'));
    expect(exists('develop')).toBe(true);
    expect(run.summary).toContain('The head branch develop was kept: its name is that of a long-lived branch');
  });

  it('keeps a branch that branch protection covers', async () => {
    t.world.repo.protection.set('feature/guarded', { requiredStatusChecks: [], requiredApprovingReviewCount: 0, strict: false });
    const run = await ship(await readyPullRequest('feature/guarded'));
    expect(exists('feature/guarded')).toBe(true);
    expect(run.summary).toContain('branch protection covers it and does not allow deleting it');
  });
});
