// Rule tests for what GitHub says about a push to a fork's pull request after someone asked for it
// (#15, finding 2): who pushed is attested only by the event the push causes; the commits say only
// who wrote them, which their author chooses.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from './git-seed.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';
import { pullRequestEvent } from './webhooks/pull-request-events.js';

let w: RulesWorld;
beforeAll(async () => {
  w = await startRulesWorld();
});
afterAll(async () => {
  await w.emu.stop();
});

const owner = 'acme';
const repo = 'widgets';

describe('E130: who pushed to a fork’s pull request', () => {
  it('E130: a fork’s owner pushes after a maintainer’s command; GitHub names the pusher only as the synchronize event’s sender, while the commit claims whatever author it was written with', async () => {
    const { world, emu, as } = w;
    const { pr, head } = await w.openPull({ author: world.accounts.outsider });
    emu.state.moveHeadToFork(world.repo, pr, 'mallory/widgets');
    emu.state.addIssueComment(pr, world.accounts.maintainer, '/tend ship');

    // mallory writes the commit as alice (the maintainer's noreply address) and pushes it to her fork.
    const alice = world.accounts.maintainer;
    const forged = await commitFiles(world.repo.bareDir, {
      branch: 'fork-scratch',
      from: head,
      files: { 'later.txt': 'after the command\n' },
      message: 'Looks like alice',
      author: { name: alice.login, email: `${alice.id}+${alice.login}@users.noreply.github.com` },
    });
    emu.state.deleteRef(world.repo, 'fork-scratch');
    const push = emu.state.pushToForkHead(world.repo, pr, forged, world.accounts.outsider);

    // The API shows the new head and its commit as written: authored by alice, by her own account.
    const data = await as.maintainer.graphql<{ repository: { pullRequest: { headRefOid: string; isCrossRepository: boolean; commits: { nodes: Array<{ commit: { oid: string; author: { user: { login: string } | null } } }> } } } }>(
      `query($owner: String!, $name: String!, $n: Int!) { repository(owner: $owner, name: $name) { pullRequest(number: $n) { headRefOid isCrossRepository commits(last: 1) { nodes { commit { oid author { user { login } } } } } } } }`,
      { owner, name: repo, n: pr.number },
    );
    expect(data.repository.pullRequest.headRefOid).toBe(forged);
    expect(data.repository.pullRequest.isCrossRepository).toBe(true);
    expect(data.repository.pullRequest.commits.nodes[0]!.commit).toEqual({ oid: forged, author: { user: { login: 'alice' } } });
    const rest = await as.maintainer.rest.pulls.get({ owner, repo, pull_number: pr.number });
    expect(rest.data.head.sha).toBe(forged);

    // The push as the base repository learns of it: synchronize, sent by the one who pushed.
    expect(push).toEqual({ before: head, after: forged, pusher: world.accounts.outsider });
    const event = pullRequestEvent(emu.state, world.repo, pr, 'synchronize', { before: push.before, sender: push.pusher });
    expect({ before: event.before, after: event.after, sender: event.sender.login }).toEqual({ before: head, after: forged, sender: 'mallory' });
  });
});
