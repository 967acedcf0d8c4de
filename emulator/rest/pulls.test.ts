import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from '../git-seed.js';
import { failure, startWorld, statusOf, type World } from '../../test/support/test-world.js';

let world: World;

beforeAll(async () => {
  world = await startWorld();
  // These tests pin the REST fields once GitHub has computed mergeability; the UNKNOWN window
  // after a move (P7) is pinned by rules-github.test.ts › P7 and rules-conflicts.test.ts.
  world.emu.state.mergeabilityUnknownReads = 0;
});

afterAll(async () => {
  await world.stop();
});

async function openPull(branch: string, files: Record<string, string>) {
  const head = await commitFiles(world.repo.bareDir, { branch, from: 'main', files, message: `change on ${branch}` });
  const issue = world.emu.state.createPullRequest(world.repo, { title: `Update ${branch}`, body: 'Please review', author: world.writer, head: branch });
  return { pr: world.emu.state.requirePull(world.repo, issue.number), head };
}

describe('pull requests over REST', () => {
  it('shows head, base, mergeability, stats and files read from git', async () => {
    const { pr, head } = await openPull('feature/stats', { 'src/index.ts': 'export const answer = 43;\nexport const more = 1;\n', 'NEW.md': 'new\n' });
    const { data } = await world.as.reader.rest.pulls.get({ owner: 'acme', repo: 'widgets', pull_number: pr.number });
    expect(data).toMatchObject({
      number: pr.number,
      state: 'open',
      draft: false,
      merged: false,
      mergeable: true,
      mergeable_state: 'clean',
      head: { ref: 'feature/stats', sha: head, label: 'acme:feature/stats', repo: { full_name: 'acme/widgets' } },
      base: { ref: 'main', sha: world.emu.state.refOid(world.repo, 'main') },
      user: { login: 'maintainer-mona', type: 'User' },
      commits: 1,
      additions: 3,
      deletions: 1,
      changed_files: 2,
    });

    const files = await world.as.reader.rest.pulls.listFiles({ owner: 'acme', repo: 'widgets', pull_number: pr.number });
    expect(files.data.map((f) => [f.filename, f.status, f.additions, f.deletions])).toEqual([
      ['NEW.md', 'added', 1, 0],
      ['src/index.ts', 'modified', 2, 1],
    ]);
    expect(files.data[1]?.patch).toMatch(/^@@ -1 \+1,2 @@/);

    const asIssue = await world.as.reader.rest.issues.get({ owner: 'acme', repo: 'widgets', issue_number: pr.number });
    expect(asIssue.data.pull_request?.url).toBe(`${world.emu.apiUrl}/repos/acme/widgets/pulls/${pr.number}`);
  });

  it('lists pull requests filtered by head and base', async () => {
    const { pr } = await openPull('feature/listed', { 'listed.txt': 'x\n' });
    const byHead = await world.as.reader.rest.pulls.list({ owner: 'acme', repo: 'widgets', head: 'acme:feature/listed' });
    expect(byHead.data.map((p) => p.number)).toEqual([pr.number]);
    const otherBase = await world.as.reader.rest.pulls.list({ owner: 'acme', repo: 'widgets', base: 'develop' });
    expect(otherBase.data).toEqual([]);
  });

  it('merges only at the expected head: 409 for a stale sha, then merged for the right one', async () => {
    const { pr, head } = await openPull('feature/merge-me', { 'merge.txt': 'merge\n' });
    const stale = await failure(
      world.as.writer.rest.pulls.merge({ owner: 'acme', repo: 'widgets', pull_number: pr.number, sha: world.headOid, merge_method: 'squash' }),
    );
    expect(stale).toMatchObject({ status: 409, data: { message: 'Head branch was modified. Review and try the merge again.' } });

    const merged = await world.as.writer.rest.pulls.merge({ owner: 'acme', repo: 'widgets', pull_number: pr.number, sha: head, merge_method: 'squash' });
    expect(merged.data).toMatchObject({ merged: true, message: 'Pull Request successfully merged' });
    expect(world.emu.state.refOid(world.repo, 'main')).toBe(merged.data.sha);

    const after = await world.as.reader.rest.pulls.get({ owner: 'acme', repo: 'widgets', pull_number: pr.number });
    expect(after.data).toMatchObject({ state: 'closed', merged: true, merge_commit_sha: merged.data.sha, merged_by: { login: 'maintainer-mona' } });
    expect(after.data.changed_files).toBe(1);
    expect(await statusOf(world.as.reader.rest.pulls.checkIfMerged({ owner: 'acme', repo: 'widgets', pull_number: pr.number }))).toBe(204);

    await world.as.writer.rest.git.deleteRef({ owner: 'acme', repo: 'widgets', ref: 'heads/feature/merge-me' });
    expect(world.emu.state.refOid(world.repo, 'feature/merge-me')).toBeNull();
    const again = await failure(world.as.writer.rest.git.deleteRef({ owner: 'acme', repo: 'widgets', ref: 'heads/feature/merge-me' }));
    expect(again).toMatchObject({ status: 422, data: { message: 'Reference does not exist' } });
  });

  it('answers 405 while a required check is missing and 403 to a read-only token', async () => {
    const { pr, head } = await openPull('feature/blocked', { 'blocked.txt': 'b\n' });
    world.repo.protection.set('main', { requiredStatusChecks: ['ci/test'], requiredApprovingReviewCount: 0, strict: false });
    try {
      const blocked = await failure(world.as.writer.rest.pulls.merge({ owner: 'acme', repo: 'widgets', pull_number: pr.number, sha: head }));
      expect(blocked).toMatchObject({ status: 405, data: { message: 'Required status check "ci/test" is expected.' } });
      const shown = await world.as.reader.rest.pulls.get({ owner: 'acme', repo: 'widgets', pull_number: pr.number });
      expect(shown.data.mergeable_state).toBe('blocked');
      const reader = await failure(world.as.reader.rest.pulls.merge({ owner: 'acme', repo: 'widgets', pull_number: pr.number, sha: head }));
      expect(reader.status).toBe(403);
    } finally {
      world.repo.protection.delete('main');
    }
  });

  it('reads branch refs whose names hold slashes and never deletes the default branch', async () => {
    const head = await commitFiles(world.repo.bareDir, { branch: 'fix/a/b', from: 'main', files: { 'ab.txt': 'ab\n' }, message: 'ab' });
    const { data } = await world.as.reader.rest.git.getRef({ owner: 'acme', repo: 'widgets', ref: 'heads/fix/a/b' });
    expect(data).toMatchObject({ ref: 'refs/heads/fix/a/b', object: { type: 'commit', sha: head } });
    expect((await failure(world.as.reader.rest.git.getRef({ owner: 'acme', repo: 'widgets', ref: 'heads/none' }))).status).toBe(404);
    const defaultBranch = await failure(world.as.writer.rest.git.deleteRef({ owner: 'acme', repo: 'widgets', ref: 'heads/main' }));
    expect(defaultBranch).toMatchObject({ status: 422, data: { message: 'Cannot delete the default branch' } });
  });

  it('lists reviews and review comments and replies in a thread without resolving it', async () => {
    const { pr, head } = await openPull('feature/reviewed', { 'reviewed.ts': 'const a = 1;\n' });
    const coderabbit = world.emu.state.addAccount('coderabbitai[bot]', 'Bot');
    const { review, threads } = world.emu.state.addReview(world.repo, pr, {
      author: coderabbit,
      state: 'COMMENTED',
      body: 'Actionable comments posted: 1',
      comments: [{ path: 'reviewed.ts', line: 1, body: '_⚠️ Potential issue_ | _🟠 Major_\n\nUse `let`.' }],
    });
    const reviews = await world.as.reader.rest.pulls.listReviews({ owner: 'acme', repo: 'widgets', pull_number: pr.number });
    expect(reviews.data).toMatchObject([{ id: review.id, state: 'COMMENTED', commit_id: head, user: { login: 'coderabbitai[bot]', type: 'Bot' } }]);

    const root = threads[0]!.comments[0]!;
    const replied = await world.as.bot.rest.pulls.createReplyForReviewComment({
      owner: 'acme',
      repo: 'widgets',
      pull_number: pr.number,
      comment_id: root.id,
      body: 'Fixed in the next commit.',
    });
    expect(replied.status).toBe(201);
    expect(replied.data).toMatchObject({ in_reply_to_id: root.id, path: 'reviewed.ts', user: { login: 'github-actions[bot]' } });

    const comments = await world.as.reader.paginate(world.as.reader.rest.pulls.listReviewComments, { owner: 'acme', repo: 'widgets', pull_number: pr.number });
    expect(comments.map((c) => [c.id, c.in_reply_to_id ?? null, c.line])).toEqual([
      [root.id, null, 1],
      [replied.data.id, root.id, 1],
    ]);
    expect(threads[0]!.isResolved).toBe(false);

    world.emu.state.markOutdated(pr, [threads[0]!.nodeId]);
    const outdated = await world.as.reader.rest.pulls.getReviewComment({ owner: 'acme', repo: 'widgets', comment_id: root.id });
    expect(outdated.data.line).toBeNull();
    expect(outdated.data.original_line).toBe(1);
  });
});
