// A branch behind its base, and fixes committed as verified commits (issue #16 items 2 and 8), on
// the committed bundle: a branch the base moved past under "require branches to be up to date" is
// updated by GitHub at tend's request (pinned to the head, with push-token so CI runs on the new
// head, T3) and merges; a fork's branch tend may not update gets one comment asking its author;
// with `commit-method: api` a fix is made by createCommitOnBranch, verified, and merges under a
// ruleset that requires signed commits. One world for the file.

import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from '../../emulator/git-seed.js';
import { CODERABBIT_SUGGESTION, ciRunsOnActions, WIDGET_BEFORE } from '../../emulator/sample-review.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { startE2E, type E2E } from './world.js';
import { botsReviewHead, command, reviewEvent, SHIP_CONFIG, trackingState } from './ship-world.js';

type Pull = Issue & { pull: PullRequestData };

let t: E2E;
beforeAll(async () => {
  t = await startE2E({ config: `${SHIP_CONFIG}update-method: merge\n`, steps: 'in-process' });
  t.emu.state.ensureLabel(t.world.repo, 'tend:active');
});
afterAll(async () => {
  await t.stop();
});

const main = () => t.emu.state.refOid(t.world.repo, 'main')!;

/** A pull request adding `file` on `branch`, reviewed by both bots with nothing to say and green on its head. */
async function reviewedGreenPull(branch: string, file: string, author = t.world.accounts.maintainer): Promise<Pull> {
  await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files: { [file]: `export const ${branch.replace(/\W/g, '_')} = 1;\n` }, message: `Add ${file}` });
  const issue = t.emu.state.createPullRequest(t.world.repo, { title: `Add ${file}`, author, head: branch });
  const pr = t.emu.state.requirePull(t.world.repo, issue.number);
  botsReviewHead(t, pr);
  ciRunsOnActions(t.emu, t.world, pr, 'success');
  return pr;
}

/** Someone merges something else: the base moves on, and the pull request is behind it. */
async function baseMovesOn(file: string): Promise<string> {
  const oid = await commitFiles(t.world.repo.bareDir, { branch: 'main', files: { [file]: 'moved on\n' }, message: `Add ${file}` });
  t.emu.state.signedByGitHub.add(oid);
  return oid;
}

describe('a branch behind its base', () => {
  it('P7: behind a base that requires up-to-date branches, tend has GitHub merge the base into the branch (with push-token, pinned to the head), waits for CI on the new head, and merges', async () => {
    t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: true });
    try {
      const pr = await reviewedGreenPull('behind-own', 'src/behind.ts');
      const before = t.emu.state.headOid(t.world.repo, pr);
      const base = await baseMovesOn('docs/moved-on.md');
      const inputs = { 'push-token': t.world.tokens.maintainer };

      // The base moved: GitHub answers UNKNOWN to the first read (P7); tend reads again a moment
      // later (mergeability.ts), and BEHIND shows.
      const first = await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs });
      expect(first.exitCode, first.stdout).toBe(0);
      const updated = t.emu.state.headOid(t.world.repo, pr);
      expect(updated).not.toBe(before);
      // A merge commit of the base into the head: both the head tend saw and the base are in it.
      const history = (await getOctokit(t.world.tokens.maintainer, { baseUrl: t.emu.apiUrl }).rest.repos.getCommit({ owner: 'acme', repo: 'widgets', ref: updated })).data;
      expect(history.parents.map((p) => p.sha).sort()).toEqual([before, base].sort());
      expect(first.outputs.state).toBe('awaiting-checks');
      expect(pr.pull.merged).toBe(false);
      // The update was made with push-token (a person's token: its push starts CI, T3).
      const updates = t.emu.log.entries.filter((e) => e.fields.includes('updatePullRequestBranch') && e.status === 200);
      expect(updates.map((e) => e.actor)).toEqual([t.world.accounts.maintainer.login]);

      // CI runs on the updated head and passes: tend merges it (the update's run read the new
      // head's mergeability, so GitHub has computed it by now, P7).
      const { event } = ciRunsOnActions(t.emu, t.world, pr, 'success', t.world.accounts.maintainer);
      const second = await t.run('workflow_run', event, { inputs });
      expect(second.exitCode, second.stdout).toBe(0);
      expect(pr.pull.merged).toBe(true);
      expect(t.emu.state.fileAt(t.world.repo, 'main', 'src/behind.ts')).not.toBeNull();
    } finally {
      t.world.repo.protection.delete('main');
    }
  });

  it("P7: a fork's branch behind the base, whose author does not allow edits by maintainers, gets one comment asking its author to update it, and is not updated", async () => {
    t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: true });
    try {
      const pr = await reviewedGreenPull('behind-fork', 'src/fork-behind.ts', t.world.accounts.outsider);
      t.emu.state.moveHeadToFork(t.world.repo, pr, `${t.world.accounts.outsider.login}/widgets`);
      const before = t.emu.state.headOid(t.world.repo, pr);
      await baseMovesOn('docs/moved-on-again.md');

      const asks = () => pr.comments.filter((c) => c.author.id === t.world.accounts.actions.id && c.body.includes(`@${t.world.accounts.outsider.login}`) && c.body.includes('behind'));
      // The base moved: the first read is UNKNOWN (P7), the one a moment later BEHIND.
      const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
      expect(first.exitCode, first.stdout).toBe(0);
      expect(trackingState(pr)?.status).toBe('blocked');
      expect(trackingState(pr)?.reason).toContain('asked');
      expect(asks()).toHaveLength(1);
      expect(t.emu.state.headOid(t.world.repo, pr)).toBe(before);

      // Asked again (a new request): still one comment.
      const second = await t.run('issue_comment', command(t, pr, '/tend ship'));
      expect(second.exitCode, second.stdout).toBe(0);
      expect(second.outputs.state).toBe('blocked');
      expect(asks()).toHaveLength(1);
      expect(pr.pull.merged).toBe(false);
    } finally {
      t.world.repo.protection.delete('main');
    }
  });
});

describe('verified commits', () => {
  it('P11: with commit-method api, the fix is made by createCommitOnBranch, verified, and the pull request merges under a ruleset that requires signed commits', async () => {
    await commitFiles(t.world.repo.bareDir, { branch: 'main', files: { 'src/signed.ts': WIDGET_BEFORE.replace('w + w + h + h', '0'), '.github/tend.yml': `${SHIP_CONFIG}commit-method: api\n` }, message: 'Add signed helpers; commit-method: api' });
    const start = await commitFiles(t.world.repo.bareDir, { branch: 'signed-fix', from: 'main', files: { 'src/signed.ts': WIDGET_BEFORE }, message: 'Implement perimeter' });
    // The contributor signs their commits (what the emulator holds for a verified signature).
    t.emu.state.signedByGitHub.add(start);
    const ruleset = t.emu.state.addRuleset(t.world.repo, { name: 'signed', requiredStatusChecks: ['build'], requiredSignatures: true });
    try {
      const issue = t.emu.state.createPullRequest(t.world.repo, { title: 'Implement perimeter (signed)', author: t.world.accounts.maintainer, head: 'signed-fix' });
      const pr = t.emu.state.requirePull(t.world.repo, issue.number);
      t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, body: '**Actionable comments posted: 1**', comments: [{ path: 'src/signed.ts', line: 6, body: CODERABBIT_SUGGESTION }] });
      t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.gemini, body: 'No comments.' });
      const inputs = { 'push-token': t.world.tokens.maintainer };

      const first = await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs });
      expect(first.exitCode, first.stdout).toBe(0);
      const fixed = t.emu.state.headOid(t.world.repo, pr);
      expect(fixed).not.toBe(start);
      const read = await getOctokit(t.world.tokens.maintainer, { baseUrl: t.emu.apiUrl }).rest.repos.getCommit({ owner: 'acme', repo: 'widgets', ref: fixed });
      expect(read.data.commit.verification).toMatchObject({ verified: true, reason: 'valid' });
      expect(read.data.parents.map((p) => p.sha)).toEqual([start]);
      expect(t.emu.state.fileAt(t.world.repo, fixed, 'src/signed.ts')?.toString('utf8')).toContain('return 2 * (w + h);');
      // No git push carried it.
      const commits = t.emu.log.entries.filter((e) => e.fields.includes('createCommitOnBranch') && e.status === 200);
      expect(commits.map((e) => e.actor)).toEqual([t.world.accounts.maintainer.login]);

      // The bots review the new head, CI passes on it: tend merges, and GitHub accepts the signed commits.
      // The last bot's review (Gemini's): tend waits for it (its tend:awaits label), CodeRabbit's starts no job.
      const review = botsReviewHead(t, pr).at(-1);
      const second = await t.run('pull_request_review', reviewEvent(t, pr, review!), { inputs });
      expect(second.exitCode, second.stdout).toBe(0);
      const { event } = ciRunsOnActions(t.emu, t.world, pr, 'success', t.world.accounts.maintainer);
      const third = await t.run('workflow_run', event, { inputs });
      expect(third.exitCode, third.stdout).toBe(0);
      expect(pr.pull.merged).toBe(true);
      expect(t.emu.state.fileAt(t.world.repo, 'main', 'src/signed.ts')?.toString('utf8')).toContain('return 2 * (w + h);');
    } finally {
      t.world.repo.rulesets.splice(t.world.repo.rulesets.indexOf(ruleset), 1);
    }
  });
});
