// Trust suite: pull requests from forks. tend never pushes to a fork's branch (it offers its fixes
// in a review instead, #27), and no code from the fork runs in a job that holds the repository's
// secrets: verify-command (which runs the checkout's code) is never started for a fork, whatever
// the model decides.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openReviewedPullRequest, SHIP_CONFIG } from '../e2e/ship-world.js';
import { decision, patch, pushes, startTrust, type Trust } from './trust-world.js';
import type { ReviewThread } from '../../emulator/state.js';

let t: Trust;
let dir: string;
beforeEach(async () => {
  t = await startTrust({ config: SHIP_CONFIG });
  dir = mkdtempSync(join(tmpdir(), 'tend-trust-fork-'));
});
afterEach(async () => {
  await t.stopAll();
  rmSync(dir, { recursive: true, force: true });
});

/** tend's one answer in the thread: the fix offered in its review, the thread left open for the author. */
function expectOffered(thread: ReviewThread): void {
  const answers = thread.comments.filter((c) => c.body.includes('<!-- tend:thread ')).map((c) => c.body);
  expect(answers).toHaveLength(1);
  expect(answers[0]).toMatch(/^Offered in review \S+#pullrequestreview-\d+, /);
  expect(answers[0]).toContain('Left open for the author');
  expect(thread.isResolved).toBe(false);
}

/** What GitHub's GraphQL API says about the pull request's head repository. */
async function headRepository(number: number): Promise<{ isCrossRepository: boolean; headRepositoryOwner: { login: string } | null }> {
  const query = `query { repository(owner: "acme", name: "widgets") { pullRequest(number: ${number}) { isCrossRepository headRepositoryOwner { login } } } }`;
  const response = await fetch(t.emu.graphqlUrl, { method: 'POST', headers: { authorization: `bearer ${t.world.tokens.maintainer}`, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const json = (await response.json()) as { data: { repository: { pullRequest: { isCrossRepository: boolean; headRepositoryOwner: { login: string } | null } } } };
  return json.data.repository.pullRequest;
}

describe('threat: tend pushes to a fork, or runs a fork’s code with the repository’s secrets', () => {
  // Was "escalates every fix … and never asks for a patch": since #27 a fork's fixes, the model's
  // included, are offered in a review for its author to commit. What this protects is unchanged:
  // nothing is pushed, and nothing of the fork's runs (no verify-command, no spawn but git).
  it('offers every fix on a fork’s pull request in a review, pushes nothing and never starts verify-command', async () => {
    const { pr, threads } = await openReviewedPullRequest(t, { needsHuman: true });
    // As on GitHub: mallory's branch is not in acme/widgets; only refs/pull/N/head is.
    t.emu.state.moveHeadToFork(t.world.repo, pr, 'mallory/widgets');
    expect(await headRepository(pr.number)).toEqual({ isCrossRepository: true, headRepositoryOwner: { login: 'mallory' } });

    const marker = join(dir, 'VERIFY_RAN');
    const spawns = join(dir, 'spawns.jsonl');
    const head = t.head(pr);
    t.claude.script(
      decision('fix', 'Negative sizes should be rejected.'),
      patch([{ path: 'src/widget.ts', search: '  return w * h;', replace: "  if (w < 0 || h < 0) throw new RangeError('negative size');\n  return w * h;" }]),
    );
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'), {
      inputs: { 'verify-command': `touch ${marker}` },
      model: true,
      env: { NODE_OPTIONS: `--require ${join(import.meta.dirname, 'spawn-spy.cjs')}`, TEND_SPAWN_LOG: spawns },
    });
    expect(run.exitCode, run.stdout).toBe(0);

    expect(t.head(pr)).toBe(head);
    expect(pushes(t)).toBe(0);
    expectOffered(threads.suggestion);
    expectOffered(threads.human!);
    expect(existsSync(marker)).toBe(false);
    const spawned = existsSync(spawns) ? readFileSync(spawns, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { file: string }) : [];
    expect(spawned.filter((s) => basename(s.file) !== 'git')).toEqual([]);
    expect(run.outputs.state).toBe('blocked');
  });
});
