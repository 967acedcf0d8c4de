// E37 and E190: GitHub's `reviewDecision` says something only where the base branch requires
// approving reviews, and a dismissed review no longer counts. Driven through the real clients
// (octokit REST and GraphQL over HTTP), one world for the file. The pull requests are opened by
// the outsider, so the maintainer (write) and the admin may review them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../test/support/test-world.js';
import type { BranchProtection } from './state.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';

let rules: RulesWorld;
const owner = 'acme';
const repo = 'widgets';

beforeAll(async () => {
  rules = await startRulesWorld();
});
afterAll(async () => {
  await rules?.emu.stop();
});

interface Decision {
  reviewDecision: string | null;
  reviews: { nodes: Array<{ fullDatabaseId: string; state: string; authorCanPushToRepository: boolean; author: { login: string } }> };
}

async function decision(number: number): Promise<Decision> {
  const data = await rules.as.actions.graphql<{ repository: { pullRequest: Decision } }>(
    `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) {
      reviewDecision reviews(first: 20) { nodes { fullDatabaseId state authorCanPushToRepository author { login } } }
    } } }`,
    { n: number },
  );
  return data.repository.pullRequest;
}

async function withProtection(protection: Partial<BranchProtection> | null, run: () => Promise<void>): Promise<void> {
  const repoState = rules.world.repo;
  if (protection) repoState.protection.set('main', { requiredStatusChecks: [], requiredApprovingReviewCount: 0, strict: false, ...protection });
  try {
    await run();
  } finally {
    repoState.protection.delete('main');
  }
}

const openPull = () => rules.openPull({ author: rules.world.accounts.outsider });
type Event = 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT';
const STATE = { APPROVE: 'APPROVED', REQUEST_CHANGES: 'CHANGES_REQUESTED', COMMENT: 'COMMENTED' } as const;
/** A writer reviews through REST; a reader (the lookalike, read access) is played through the state: the emulator's REST review needs write. */
const review = async (as: 'maintainer' | 'admin' | 'lookalike', number: number, event: Event): Promise<{ id: number }> => {
  if (as !== 'lookalike') return (await rules.as[as].rest.pulls.createReview({ owner, repo, pull_number: number, event, body: `${event} by ${as}` })).data;
  const pr = rules.emu.state.requirePull(rules.world.repo, number);
  return rules.emu.state.addReview(rules.world.repo, pr, { author: rules.world.accounts.lookalike, state: STATE[event], body: `${event} by ${as}` }).review;
};

describe('E37: reviewDecision is null unless the base branch requires approving reviews', () => {
  it('E37: without branch protection it is null, whatever the reviews say', async () => {
    const { pr } = await openPull();
    await review('maintainer', pr.number, 'REQUEST_CHANGES');
    await review('admin', pr.number, 'APPROVE');
    await withProtection(null, async () => {
      expect((await decision(pr.number)).reviewDecision).toBeNull();
    });
  });

  it('E37: with protection requiring 0 approving reviews it is null, whatever the reviews say', async () => {
    const { pr } = await openPull();
    await review('maintainer', pr.number, 'REQUEST_CHANGES');
    await withProtection({ requiredApprovingReviewCount: 0 }, async () => {
      expect((await decision(pr.number)).reviewDecision).toBeNull();
      await review('maintainer', pr.number, 'APPROVE');
      expect((await decision(pr.number)).reviewDecision).toBeNull();
    });
  });

  it('E37: requiring 1, it is REVIEW_REQUIRED until a writer approves (a reader\'s approval does not count), then APPROVED', async () => {
    const { pr } = await openPull();
    await withProtection({ requiredApprovingReviewCount: 1 }, async () => {
      expect((await decision(pr.number)).reviewDecision).toBe('REVIEW_REQUIRED');
      await review('lookalike', pr.number, 'APPROVE');
      expect((await decision(pr.number)).reviewDecision).toBe('REVIEW_REQUIRED');
      await review('maintainer', pr.number, 'APPROVE');
      expect((await decision(pr.number)).reviewDecision).toBe('APPROVED');
    });
  });

  it("E37: requiring 1, a writer's request for changes makes it CHANGES_REQUESTED though another writer approved, until the same writer approves", async () => {
    const { pr } = await openPull();
    await withProtection({ requiredApprovingReviewCount: 1 }, async () => {
      await review('admin', pr.number, 'APPROVE');
      await review('maintainer', pr.number, 'REQUEST_CHANGES');
      expect((await decision(pr.number)).reviewDecision).toBe('CHANGES_REQUESTED');
      // A comment changes no one's stance.
      await review('maintainer', pr.number, 'COMMENT');
      expect((await decision(pr.number)).reviewDecision).toBe('CHANGES_REQUESTED');
      await review('maintainer', pr.number, 'APPROVE');
      expect((await decision(pr.number)).reviewDecision).toBe('APPROVED');
    });
  });

  it('E37, E190: a dismissed review no longer counts: a dismissed request for changes stops blocking, a dismissed approval stops approving', async () => {
    const { pr } = await openPull();
    await withProtection({ requiredApprovingReviewCount: 1 }, async () => {
      const changes = await review('maintainer', pr.number, 'REQUEST_CHANGES');
      const approval = await review('admin', pr.number, 'APPROVE');
      expect((await decision(pr.number)).reviewDecision).toBe('CHANGES_REQUESTED');
      await rules.as.admin.rest.pulls.dismissReview({ owner, repo, pull_number: pr.number, review_id: changes.id, message: 'Addressed in the last push' });
      expect((await decision(pr.number)).reviewDecision).toBe('APPROVED');
      await rules.as.maintainer.rest.pulls.dismissReview({ owner, repo, pull_number: pr.number, review_id: approval.id, message: 'Stale' });
      expect((await decision(pr.number)).reviewDecision).toBe('REVIEW_REQUIRED');
    });
  });
});

describe('E190: dismissing a review', () => {
  it('E190: a writer dismisses a review: 200 with the review, its own state now DISMISSED; a reader is refused 403 and nothing changes', async () => {
    const { pr } = await openPull();
    const changes = await review('maintainer', pr.number, 'REQUEST_CHANGES');
    const refused = await failure(rules.as.outsider.rest.pulls.dismissReview({ owner, repo, pull_number: pr.number, review_id: changes.id, message: 'no' }));
    expect(refused.status).toBe(403);
    expect((await decision(pr.number)).reviews.nodes.map((r) => r.state)).toEqual(['CHANGES_REQUESTED']);
    const dismissed = await rules.as.admin.rest.pulls.dismissReview({ owner, repo, pull_number: pr.number, review_id: changes.id, message: 'Settled in chat' });
    expect(dismissed.data).toMatchObject({ id: changes.id, state: 'DISMISSED' });
    // The same review, rewritten in place: nothing is appended.
    expect((await decision(pr.number)).reviews.nodes).toEqual([{ fullDatabaseId: String(changes.id), state: 'DISMISSED', authorCanPushToRepository: true, author: { login: rules.world.accounts.maintainer.login } }]);
  });

  it("E190: GraphQL says whether a review's author may push (authorCanPushToRepository) and its REST id as a string (fullDatabaseId)", async () => {
    const { pr } = await openPull();
    const mine = await review('maintainer', pr.number, 'REQUEST_CHANGES');
    const theirs = await review('lookalike', pr.number, 'REQUEST_CHANGES');
    expect((await decision(pr.number)).reviews.nodes.map((r) => [r.fullDatabaseId, r.author.login, r.authorCanPushToRepository])).toEqual([
      [String(mine.id), rules.world.accounts.maintainer.login, true],
      [String(theirs.id), rules.world.accounts.lookalike.login, false],
    ]);
  });
});
