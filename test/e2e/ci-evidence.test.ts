// tend merges only on evidence that CI ran on the head, end to end on the committed bundle: "no
// checks" is not a pass (P2), a push with GITHUB_TOKEN starts no CI (T3), rulesets require checks
// that classic protection does not show (P1), the job running tend is a check run that is not CI
// (T7), and `required-checks` adds to what the repository requires. One world for the file; each
// test opens its own pull request and leaves no protection or ruleset behind.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from '../../emulator/git-seed.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
import { inProcessStep } from '../support/in-process-step.js';
import { botsReviewHead, command, openReviewedPullRequest, reviewEvent, SHIP_CONFIG } from './ship-world.js';
import { startE2E, type E2E } from './world.js';

type Pull = Issue & { pull: PullRequestData };

/** The .github/tend.yml of the tests whose pull requests no review bot looks at. */
const NO_BOTS = 'review-bots: []\n';

let t: E2E;
let branches = 0;

beforeAll(async () => {
  t = await startE2E({ config: NO_BOTS, steps: 'in-process', mergeabilityAtOnce: { why: 'these tests are about which checks count as evidence that CI ran; each carries a pull request to its merge in one run' } });
});
afterAll(async () => {
  await t?.stop();
});
afterEach(() => {
  t.world.repo.protection.clear();
  t.world.repo.rulesets.length = 0;
  t.emu.state.bypassersSeeClean = false;
  t.emu.state.refRulesUnreadable = false;
});

/** No review bots to wait for: a `/tend ship` goes straight to the merge gate. */

/** A pull request without review threads on a branch of its own; the maintainer wrote it. */
async function openPull(): Promise<{ pr: Pull; head: string }> {
  const branch = `ci-evidence-${++branches}`;
  const head = await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files: { [`notes/${branch}.md`]: `${branch}\n` }, message: `Add ${branch}` });
  const issue = t.emu.state.createPullRequest(t.world.repo, { title: `Add ${branch}`, author: t.world.accounts.maintainer, head: branch });
  return { pr: t.emu.state.requirePull(t.world.repo, issue.number), head };
}

/** CI (a workflow named CI, run by GitHub Actions) reports `name` on `sha`. */
function ci(sha: string, name: string, conclusion: 'success' | 'failure' = 'success') {
  return t.emu.state.addCheckRun(t.world.repo, { name, headSha: sha, conclusion, app: t.world.accounts.actions, workflowName: 'CI' });
}

const trackingBody = (pr: Pull) => pr.comments.find((c) => c.body.includes('<!-- tend:state '))?.body ?? '';
const trackingState = (pr: Pull) => readState(decodeMarker(trackingBody(pr)));
const mergeRequests = (pr: Pull) => t.emu.log.count({ kind: 'rest', method: 'PUT', path: `/repos/acme/widgets/pulls/${pr.number}/merge` });

describe('P2: no checks is not evidence that CI ran', () => {
  it('P2: with no protection and no check at all on the head, /tend ship never merges: it waits for a first check, then says blocked with why', async () => {
    await t.useConfig(NO_BOTS);
    const { pr } = await openPull();
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(run.outputs.state).toBe('awaiting-checks');
    expect(run.outputs.reason).toMatch(/^Waiting for a CI check to report on [0-9a-f]{7} \(none is required; until /);
    // Past the checks deadline (30 minutes), the sweep says why nothing merges.
    const later = await t.run('schedule', { schedule: '*/10 * * * *' }, { env: { TEND_NOW: new Date(Date.now() + 31 * 60_000).toISOString() } });
    expect(later.exitCode, later.stdout + later.stderr).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(mergeRequests(pr)).toBe(0);
    expect(trackingState(pr)?.status).toBe('blocked');
    expect(trackingState(pr)?.reason).toMatch(/^no CI check has reported on [0-9a-f]{7} and no check is required/);
    expect(trackingState(pr)?.reason).toContain('waiting for approval');
    expect(trackingState(pr)?.reason).toContain('set required-checks, or add CI');
  });

  it('P2, T3: after tend pushes a fix with GITHUB_TOKEN (no push-token) and no check appears, it is blocked and says GITHUB_TOKEN and push-token', async () => {
    await t.useConfig(SHIP_CONFIG);
    const { pr } = await openReviewedPullRequest(t);
    t.world.repo.protection.clear(); // the sample protects main; here nothing is required
    const before = t.emu.state.headOid(t.world.repo, pr);
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    const pushed = t.emu.state.headOid(t.world.repo, pr);
    expect(pushed).not.toBe(before);

    // The last bot's review (Gemini's): tend waits for it (its tend:awaits label), CodeRabbit's starts no job.
    const review = botsReviewHead(t, pr).at(-1);
    const second = await t.run('pull_request_review', reviewEvent(t, pr, review!));
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(mergeRequests(pr)).toBe(0);
    expect(second.outputs.state).toBe('blocked');
    expect(second.outputs.reason).toContain(`No CI check has reported on ${pushed.slice(0, 7)}`);
    expect(second.outputs.reason).toContain('tend pushed this head with GITHUB_TOKEN');
    expect(second.outputs.reason).toContain('set push-token');
  });
});

describe('P1: a ruleset requires a check that classic protection does not show', () => {
  it('P1: a ruleset (no classic protection) requires build, not reported: tend waits for it and never tries the merge; once build passes it merges', async () => {
    await t.useConfig(NO_BOTS);
    const { pr, head } = await openPull();
    t.emu.state.addRuleset(t.world.repo, { name: 'CI required', requiredStatusChecks: ['build'] });
    ci(head, 'lint');
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(mergeRequests(pr)).toBe(0);
    expect(first.outputs.state).toBe('awaiting-checks');
    expect(first.outputs.reason).toContain('build (not reported yet)');

    ci(head, 'build');
    const second = await t.run('schedule', { schedule: '*/10 * * * *' });
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    expect(pr.pull.merged).toBe(true);
  });
});

describe('E107: a github-token that may bypass the rules', () => {
  it("E107: an admin's token that GitHub shows CLEAN (bypassersSeeClean) still waits for a ruleset's build not reported yet; once build passes it merges", async () => {
    await t.useConfig(NO_BOTS);
    const { pr, head } = await openPull();
    const admin = t.emu.state.addAccount('ada-admin');
    t.emu.state.setPermission(t.world.repo, admin.login, 'admin');
    const token = `ghp_${'A1b2C3d4E5'.repeat(4).slice(0, 36)}`;
    t.emu.state.addToken(token, admin);
    // The ruleset's bypass list holds admins, and GitHub shows the admin CLEAN: the other way of E107.
    t.emu.state.addRuleset(t.world.repo, { name: 'CI required', requiredStatusChecks: ['build'], bypassAdmins: true });
    t.emu.state.bypassersSeeClean = true;
    ci(head, 'lint');
    // The world's request log is the file's: count this test's reads only.
    const allRulesReads = () => t.emu.log.count({ kind: 'rest', method: 'GET', path: '/repos/acme/widgets/rules/branches/main' });
    const before = allRulesReads();
    const rulesReads = () => allRulesReads() - before;
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'), { token, execute: inProcessStep });
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(mergeRequests(pr)).toBe(0);
    expect(first.outputs.state).toBe('awaiting-checks');
    expect(first.outputs.reason).toContain('build (not reported yet)');
    // The rules came with the snapshot (Ref.rules, E109): nothing read over REST.
    expect(rulesReads()).toBe(0);

    ci(head, 'build');
    const second = await t.run('schedule', { schedule: '*/10 * * * *' }, { token, execute: inProcessStep });
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    expect(pr.pull.merged).toBe(true);
  });

  /**
   * GITHUB_TOKEN (github-actions[bot], write) on the ruleset's bypass list by the Write role, which
   * GitHub shows CLEAN and tells it may not merge as an admin (viewerCanMergeAsAdmin false): the
   * emulator would merge it at once. build is not reported, then running, then passes.
   */
  async function bypassingGithubToken(config: string): Promise<void> {
    await t.useConfig(config);
    const { pr, head } = await openPull();
    t.emu.state.addRuleset(t.world.repo, { name: 'CI required', requiredStatusChecks: ['build'], bypassRoles: ['write'] });
    t.emu.state.bypassersSeeClean = true;
    ci(head, 'lint');
    const sweep = () => t.run('schedule', { schedule: '*/10 * * * *' });
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(mergeRequests(pr)).toBe(0);
    expect(first.outputs.state).toBe('awaiting-checks');
    expect(first.outputs.reason).toContain('build (not reported yet)');

    const build = t.emu.state.addCheckRun(t.world.repo, { name: 'build', headSha: head, status: 'in_progress', app: t.world.accounts.actions, workflowName: 'CI' });
    const running = await sweep();
    expect(running.exitCode, running.stdout + running.stderr).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(mergeRequests(pr)).toBe(0);
    expect(trackingState(pr)?.status).toBe('awaiting-checks');
    expect(trackingState(pr)?.reason).toMatch(/^waiting for checks: build /);

    t.emu.state.completeCheckRun(build, 'success');
    const passed = await sweep();
    expect(passed.exitCode, passed.stdout + passed.stderr).toBe(0);
    expect(pr.pull.merged).toBe(true);
  }

  it.each(['immediate', 'auto'])("E107: GITHUB_TOKEN on a ruleset's bypass list by the Write role, shown CLEAN and not admin (merge: %s), never merges nor hands over to auto-merge before the ruleset's build passes on the head; then it merges", async (merge) => {
    const before = t.emu.log.count({ kind: 'rest', method: 'GET', path: '/repos/acme/widgets/rules/branches/main' });
    await bypassingGithubToken(`${NO_BOTS}merge: ${merge}\n`);
    // Every run read the rules with its snapshot (Ref.rules): none over REST.
    expect(t.emu.log.count({ kind: 'rest', method: 'GET', path: '/repos/acme/widgets/rules/branches/main' })).toBe(before);
  });

  it("E107, E109: the same with Ref.rules unreadable (a FORBIDDEN field error): each run reads the ruleset's build over REST rules/branches once, before it would merge", async () => {
    t.emu.state.refRulesUnreadable = 'forbidden';
    const rulesReads = () => t.emu.log.count({ kind: 'rest', method: 'GET', path: '/repos/acme/widgets/rules/branches/main' });
    const before = rulesReads();
    await bypassingGithubToken(NO_BOTS);
    // The first run (build not reported) and the last (build passed) were about to merge; the run
    // that saw build running waited for it without reading (isRequired already names it).
    expect(rulesReads() - before).toBe(2);
  });
});

describe("T7: the job running tend is a check run on the head, and not CI", () => {
  it.each([
    ['failed', { conclusion: 'failure' as const }],
    ['in progress', { status: 'in_progress' as const }],
  ])("T7: with tend's own job %s on the head and CI build green, tend merges and never names its own check", async (_, own) => {
    await t.useConfig(NO_BOTS);
    const { pr, head } = await openPull();
    ci(head, 'build');
    t.emu.state.addCheckRun(t.world.repo, { name: 'tend', headSha: head, app: t.world.accounts.actions, workflowName: 'tend', ...own });
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(pr.pull.merged).toBe(true);
    expect(run.outputs.state).toBe('merged');
    for (const text of [run.visibleText, trackingBody(pr)]) {
      expect(text).not.toMatch(/failing checks: tend\b/);
      expect(text).not.toMatch(/waiting for checks: [^\n]*\btend\b/);
    }
  });
});

describe('required-checks: checks the workflow requires itself', () => {
  it('required-checks: build: with build missing (other CI green) tend does not merge; with build green it does', async () => {
    await t.useConfig(`${NO_BOTS}ship:\n  required-checks: [build]\n`);
    const missing = await openPull();
    ci(missing.head, 'lint');
    const waiting = await t.run('issue_comment', command(t, missing.pr, '/tend ship'));
    expect(waiting.exitCode, waiting.stdout + waiting.stderr).toBe(0);
    expect(missing.pr.pull.merged).toBe(false);
    expect(mergeRequests(missing.pr)).toBe(0);
    expect(waiting.outputs.state).toBe('awaiting-checks');
    expect(waiting.outputs.reason).toContain('build (not reported yet)');

    const green = await openPull();
    ci(green.head, 'build');
    const merged = await t.run('issue_comment', command(t, green.pr, '/tend ship'));
    expect(merged.exitCode, merged.stdout + merged.stderr).toBe(0);
    expect(green.pr.pull.merged).toBe(true);
  });
});
