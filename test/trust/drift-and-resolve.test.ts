// Trust suite: what happens on a pull request after a maintainer asked for it (#15, findings 2, 3
// and 7). Commits a fork's owner pushes after `/tend ship` are never merged unseen, and auto-merge
// is never switched back on for them (P4); a thread tend left for a human is settled only by
// someone with write access or a trusted bot, not by the pull request's author, who may resolve
// any thread on it (P3); `ship.auto.authors` matches accounts by type and id, not by login.
// One world for the file: each test opens its own pull request on its own branch.

import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from '../../emulator/git-seed.js';
import type { Account } from '../../emulator/state.js';
import { CODERABBIT_NEEDS_HUMAN, ciReports, command, SHIP_CONFIG } from '../e2e/ship-world.js';
import { startE2E, type E2E } from '../e2e/world.js';
import { pullRequestEvent } from '../../emulator/webhooks/pull-request-events.js';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
import type { Pr } from './trust-world.js';

const ENV = { TEND_GITHUB_THROTTLE: 'off' };
const ACTIVE = 'tend:active';
const ASK_AGAIN = 'new commits since /tend ship; ask again';

let t: E2E;
let branches = 0;
beforeAll(async () => {
  t = await startE2E({ config: SHIP_CONFIG, steps: 'in-process', mergeabilityAtOnce: { why: 'these threats move the head under tend; each needs tend to act (merge, hand over, pin) in the run that reads the head' } });
  t.emu.state.ensureLabel(t.world.repo, ACTIVE);
  t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
});
afterAll(async () => {
  await t.stop();
});

/** A pull request by `author` adding one file; from mallory's fork unless `fork` is false. */
async function openPull(author: Account, options: { fork?: boolean } = {}): Promise<{ pr: Pr; head: string }> {
  const branch = `drift-${++branches}`;
  const head = await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files: { [`drift/${branch}.txt`]: `${branch}\n` }, message: `Add ${branch}` });
  const pr = t.emu.state.createPullRequest(t.world.repo, { title: `Change ${branch}`, author, head: branch }) as Pr;
  if (options.fork ?? true) t.emu.state.moveHeadToFork(t.world.repo, pr, 'mallory/widgets');
  return { pr, head };
}

/** The fork's owner pushes one more commit to the fork's branch (what GitHub shows of it: the new head). */
async function forkOwnerPushes(pr: Pr, from: string): Promise<string> {
  const scratch = `fork-push-${pr.number}`;
  const oid = await commitFiles(t.world.repo.bareDir, { branch: scratch, from, files: { 'drift/after-the-command.txt': 'unseen\n' }, message: 'One more thing' });
  t.emu.state.deleteRef(t.world.repo, scratch);
  t.emu.state.pushToForkHead(t.world.repo, pr, oid, t.world.accounts.outsider);
  return oid;
}

function botsReview(pr: Pr, comments: Array<{ path: string; line: number; body: string }> = []) {
  const head = t.emu.state.headOid(t.world.repo, pr);
  const rabbit = t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, body: 'Reviewed.', commitOid: head, comments });
  t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.gemini, body: 'No further comments.', commitOid: head });
  return rabbit.threads;
}

const schedule = () => t.run('schedule', { schedule: '*/10 * * * *' }, { env: ENV });
const ask = (pr: Pr) => t.run('issue_comment', command(t, pr, '/tend ship'), { env: ENV });
/** What tend's tracking comment on `pr` says (a schedule run sweeps every pull request of the world). */
const tracked = (pr: Pr) => {
  const comment = pr.comments.find((c) => c.author.id === t.world.accounts.actions.id && c.body.includes('<!-- tend:state '));
  return comment ? readState(decodeMarker(comment.body)) : null;
};
const labels = (pr: Pr) => pr.labels.map((l) => l.name);
const autoMergeRequests = (after: number) => t.emu.log.entries.slice(after).filter((e) => e.operation === 'TendEnableAutoMerge');

describe('threat: commits pushed to a fork after /tend ship are merged unseen (finding 2)', () => {
  it('stops with "new commits since /tend ship; ask again", keeps the label and merges nothing; a new request from a writer goes on from the new head', async () => {
    await t.useConfig(SHIP_CONFIG);
    const { pr, head } = await openPull(t.world.accounts.outsider);
    botsReview(pr);
    // CI has not reported yet: tend waits for the required build.
    const asked = await ask(pr);
    expect(asked.exitCode, asked.stdout).toBe(0);
    expect(asked.outputs.state).toBe('awaiting-checks');

    const unseen = await forkOwnerPushes(pr, head);
    botsReview(pr);
    ciReports(t, pr, 'success');
    const after = await schedule();
    expect(after.exitCode, after.stdout).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(tracked(pr)?.status).toBe('blocked');
    expect(tracked(pr)?.reason).toContain(ASK_AGAIN);
    expect(tracked(pr)?.reason).toContain(unseen.slice(0, 7));
    expect(labels(pr)).toContain(ACTIVE);

    // A maintainer looked at the new commits and asks again: tend goes on from the new head.
    const again = await ask(pr);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(pr.pull.merged).toBe(true);
    expect(pr.pull.frozenHeadOid).toBe(unseen);
  });

  it('with merge: auto, pins auto-merge to the head it evaluated, and never enables it again after GitHub switched it off for a fork push', async () => {
    await t.useConfig(`${SHIP_CONFIG}merge: auto\n`);
    const { pr, head } = await openPull(t.world.accounts.outsider);
    botsReview(pr);
    const before = t.emu.log.entries.length;
    const asked = await ask(pr);
    expect(asked.exitCode, asked.stdout).toBe(0);
    expect(asked.outputs.state).toBe('auto-merge');
    expect(autoMergeRequests(before).map((e) => (e.body as { expectedHeadOid?: string }).expectedHeadOid)).toEqual([head]);
    expect(pr.pull.autoMergeMethod).toBe('squash');

    // GitHub turns auto-merge off: someone without write access pushed (P4).
    await forkOwnerPushes(pr, head);
    expect(pr.pull.autoMergeMethod).toBeNull();
    botsReview(pr);
    const pushedAt = t.emu.log.entries.length;
    const after = await schedule();
    expect(after.exitCode, after.stdout).toBe(0);
    expect(tracked(pr)?.status).toBe('blocked');
    expect(tracked(pr)?.reason).toContain(ASK_AGAIN);
    expect(autoMergeRequests(pushedAt)).toEqual([]);
    expect(pr.pull.autoMergeMethod).toBeNull();
    ciReports(t, pr, 'success');
    await schedule();
    expect(pr.pull.merged).toBe(false);
    expect(labels(pr)).toContain(ACTIVE);
  });

  it('a push by someone with write access to a branch of the repository itself is reviewed and merged as before', async () => {
    await t.useConfig(SHIP_CONFIG);
    const { pr, head } = await openPull(t.world.accounts.maintainer, { fork: false });
    botsReview(pr);
    expect((await ask(pr)).outputs.state).toBe('awaiting-checks');
    const pushed = await commitFiles(t.world.repo.bareDir, { branch: pr.pull.headRef, from: head, files: { 'drift/writer.txt': 'seen\n' }, message: 'Writer change' });
    botsReview(pr);
    ciReports(t, pr, 'success');
    const after = await t.run('pull_request', pullRequestEvent(t.emu.state, t.world.repo, pr, 'synchronize', { before: head, sender: t.world.accounts.maintainer }), { env: ENV });
    expect(after.exitCode, after.stdout).toBe(0);
    expect(pr.pull.merged).toBe(true);
    expect(pr.pull.frozenHeadOid).toBe(pushed);
  });
});

describe('threat: the pull request’s author resolves a thread tend left for a human (finding 3)', () => {
  it('keeps it blocking and says who resolved it; a writer resolving it settles it', async () => {
    await t.useConfig(SHIP_CONFIG);
    const { pr } = await openPull(t.world.accounts.outsider);
    const [thread] = botsReview(pr, [{ path: `drift/drift-${branches}.txt`, line: 1, body: CODERABBIT_NEEDS_HUMAN }]);
    ciReports(t, pr, 'success');
    const asked = await ask(pr);
    expect(asked.exitCode, asked.stdout).toBe(0);
    expect(asked.outputs.state).toBe('blocked');
    expect(thread!.isResolved).toBe(false);

    // GitHub lets the author of a pull request resolve any conversation on it (P3).
    const resolve = `mutation($id: ID!) { resolveReviewThread(input: {threadId: $id}) { thread { isResolved } } }`;
    const unresolve = `mutation($id: ID!) { unresolveReviewThread(input: {threadId: $id}) { thread { isResolved } } }`;
    const as = (token: string) => getOctokit(token, { baseUrl: t.emu.apiUrl });
    await as(t.world.tokens.outsider).graphql(resolve, { id: thread!.nodeId });
    expect(thread!.resolvedBy?.login).toBe('mallory');
    const after = await schedule();
    expect(after.exitCode, after.stdout).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(tracked(pr)?.status).toBe('blocked');
    expect(tracked(pr)?.reason).toContain('resolved by mallory, who cannot settle it');

    // A maintainer looks, and resolves it themselves.
    const maintainer = as(t.world.tokens.maintainer);
    await maintainer.graphql(unresolve, { id: thread!.nodeId });
    await maintainer.graphql(resolve, { id: thread!.nodeId });
    const settled = await schedule();
    expect(settled.exitCode, settled.stdout).toBe(0);
    expect(pr.pull.merged).toBe(true);
  });
});

describe('threat: a User who registers an App’s login is auto-shipped (finding 7)', () => {
  // Last in the file: the configuration it commits would apply to the pull requests above.
  it('ship.auto.authors matches the App by type and id: its pull request ships, the User holding its login does not', async () => {
    const app = t.emu.state.addAccount('helper[bot]', 'Bot', 4242);
    const squatter = t.emu.state.addAccount('helper', 'User');
    t.emu.state.setPermission(t.world.repo, squatter.login, 'read');
    await t.writeConfig(`${SHIP_CONFIG}ship:\n  auto:\n    authors: ["helper[bot]:4242"]\n`);
    const opened = (pr: Pr) => t.run('pull_request', pullRequestEvent(t.emu.state, t.world.repo, pr, 'opened'), { env: ENV });

    const { pr: byUser } = await openPull(squatter, { fork: false });
    const ignored = await opened(byUser);
    expect(ignored.exitCode, ignored.stdout).toBe(0);
    expect(ignored.outputs.state).toBe('none');
    expect(labels(byUser)).not.toContain(ACTIVE);
    expect(tracked(byUser)).toBeNull();

    const { pr: byApp } = await openPull(app, { fork: false });
    const shipped = await opened(byApp);
    expect(shipped.exitCode, shipped.stdout).toBe(0);
    expect(labels(byApp)).toContain(ACTIVE);
    expect(tracked(byApp)?.history[0]?.note).toBe('ship.auto in .github/tend.yml matches this pull request');
  });
});

describe('threat: a person’s login in ship.auto.authors, freed by a deleted account, is registered by someone else', () => {
  // After the test above: its configuration is replaced here, last in the file.
  it('binds the login to the account that held it when first trusted; the next holder of the login is refused in one line and nothing ships', async () => {
    const dana = t.emu.state.addAccount('dana', 'User');
    t.emu.state.setPermission(t.world.repo, dana.login, 'read');
    await t.writeConfig(`${SHIP_CONFIG}ship:\n  auto:\n    authors: [dana]\n`);
    const opened = (pr: Pr) => t.run('pull_request', pullRequestEvent(t.emu.state, t.world.repo, pr, 'opened'), { env: ENV });

    const { pr: byDana } = await openPull(dana, { fork: false });
    const first = await opened(byDana);
    expect(first.exitCode, first.stdout).toBe(0);
    expect(labels(byDana)).toContain(ACTIVE);
    const record = t.world.repo.issues.find((i) => i.labels.some((l) => l.name === 'tend:logins'));
    expect(record?.author.login).toBe('github-actions[bot]');
    expect(record?.body).toContain(`| \`dana\` | ${dana.id} |`);

    // dana deletes the account; someone else registers the login (a new account id).
    t.emu.state.accounts.delete('dana');
    const taker = t.emu.state.addAccount('dana', 'User');
    t.emu.state.setPermission(t.world.repo, taker.login, 'read');
    expect(taker.id).not.toBe(dana.id);
    const { pr: byTaker } = await openPull(taker, { fork: false });
    const refused = await opened(byTaker);
    expect(refused.exitCode, refused.stdout).toBe(0);
    expect(refused.outputs.state).toBe('none');
    expect(labels(byTaker)).not.toContain(ACTIVE);
    expect(tracked(byTaker)).toBeNull();
    expect(refused.stdout).toContain(`ship.auto: 'dana' in .github/tend.yml named account ${dana.id} when first trusted`);
    expect(refused.stdout).toContain(`write dana:${taker.id} to trust this account.`);
  });

  it('a triage-role user who closes the bindings issue and takes its label off resets nothing: the next holder is still refused, no fresh record is opened', async () => {
    const record = t.world.repo.issues.find((i) => i.labels.some((l) => l.name === 'tend:logins'))!;
    // The record was written when dana was first trusted, long before the login changed hands:
    // GitHub's search index has it (E201 lags minutes, not days).
    t.emu.state.searchIndex.settle();
    const trudy = t.emu.state.addAccount('trudy', 'User');
    t.emu.state.setPermission(t.world.repo, trudy.login, 'triage');
    // The triage role may close any issue and remove any label (GitHub's repository roles).
    t.emu.state.removeLabel(record, 'tend:logins', trudy);
    record.state = 'closed';
    record.closedAt = t.emu.state.now();
    const taker = t.emu.state.accounts.get('dana')!;
    const { pr: again } = await openPull(taker, { fork: false });
    const refused = await t.run('pull_request', pullRequestEvent(t.emu.state, t.world.repo, again, 'opened'), { env: ENV });
    expect(refused.exitCode, refused.stdout).toBe(0);
    expect(refused.outputs.state).toBe('none');
    expect(labels(again)).not.toContain(ACTIVE);
    expect(refused.stdout).toContain(`write dana:${taker.id} to trust this account.`);
    expect(t.world.repo.issues.filter((i) => i.title === 'tend login bindings')).toEqual([record]);
  });
});
