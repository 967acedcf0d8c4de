// P12 of emulator/RULES.md: one pull request review with its inline comments, created through
// REST `POST …/pulls/{n}/reviews` (the review workflow posts its findings this way), driven
// through octokit over HTTP. One world for the file.

import { getOctokit } from '@actions/github';
import { RequestError } from '@octokit/request-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures.js';
import { commitFiles } from './git-seed.js';
import { WIDGET_BEFORE, type ReviewedPullRequest } from './sample-review.js';
import { startEmulator, type Emulator } from './server.js';

let emu: Emulator;
let world: World;
let actions: ReturnType<typeof getOctokit>;
let pr: ReviewedPullRequest['pr'];
const owner = 'acme';
const repo = 'widgets';

beforeAll(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  actions = getOctokit(world.tokens.actions, { baseUrl: emu.apiUrl });
  // main's widget has 11 lines; the pull request changes line 6 only, so its hunk is lines 3-9.
  await commitFiles(world.repo.bareDir, { branch: 'main', files: { 'src/widget.ts': WIDGET_BEFORE.replace('w + w + h + h', '0') }, message: 'Add widget helpers' });
  await commitFiles(world.repo.bareDir, { branch: 'perimeter', from: 'main', files: { 'src/widget.ts': WIDGET_BEFORE }, message: 'Implement perimeter' });
  pr = emu.state.createPullRequest(world.repo, { title: 'Perimeter', author: world.accounts.maintainer, head: 'perimeter' }) as ReviewedPullRequest['pr'];
});
afterAll(async () => {
  await emu?.stop();
});

async function refusal(call: Promise<unknown>): Promise<{ status: number; errors: unknown }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof RequestError) return { status: error.status, errors: (error.response?.data as { errors?: unknown }).errors };
    throw error;
  }
  throw new Error('the request was not refused');
}

describe('creating a review', () => {
  it('P12: a review with a comment outside the diff is refused whole (422, nothing posted); on diff lines it opens one thread per comment', async () => {
    const base = { owner, repo, pull_number: pr.number, event: 'COMMENT' as const, body: 'Two findings.' };
    const outside = await refusal(
      actions.rest.pulls.createReview({ ...base, comments: [{ path: 'src/widget.ts', line: 6, side: 'RIGHT', body: 'on the diff' }, { path: 'src/widget.ts', line: 11, side: 'RIGHT', body: 'outside every hunk' }] }),
    );
    expect(outside).toEqual({ status: 422, errors: ['Pull request review thread line must be part of the diff'] });
    const backwards = await refusal(actions.rest.pulls.createReview({ ...base, comments: [{ path: 'src/widget.ts', start_line: 6, line: 6, side: 'RIGHT', body: 'one line as a range' }] }));
    expect(backwards).toEqual({ status: 422, errors: ['Pull request review thread start line must precede the end line.'] });
    expect(pr.pull.reviews).toHaveLength(0);
    expect(pr.pull.threads).toHaveLength(0);

    const { data } = await actions.rest.pulls.createReview({
      ...base,
      comments: [
        { path: 'src/widget.ts', line: 6, side: 'RIGHT', body: 'the changed line' },
        { path: 'src/widget.ts', start_line: 3, line: 5, side: 'RIGHT', start_side: 'RIGHT', body: 'context lines of the hunk' },
      ],
    });
    expect(data).toMatchObject({ state: 'COMMENTED', body: 'Two findings.', user: { login: 'github-actions[bot]' } });
    expect(pr.pull.threads.map((th) => [th.path, th.startLine, th.line, th.comments[0]!.body])).toEqual([
      ['src/widget.ts', null, 6, 'the changed line'],
      ['src/widget.ts', 3, 5, 'context lines of the hunk'],
    ]);
    const { data: comments } = await actions.rest.pulls.listReviewComments({ owner, repo, pull_number: pr.number });
    expect(comments.map((c) => c.pull_request_review_id)).toEqual([data.id, data.id]);
  });
});
