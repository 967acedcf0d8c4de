// GitHub's rules on opening a pull request through the API (emulator/RULES.md E140, P13), the call
// tend's implement workflow makes. Each test is named by its rule id and drives the emulator
// through the real client (octokit REST over HTTP). One world for the whole file.

import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from './git-seed.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';
import { failure } from '../test/support/test-world.js';

let rules: RulesWorld;
const repo = { owner: 'acme', repo: 'widgets' };

beforeAll(async () => {
  rules = await startRulesWorld();
});
afterAll(async () => {
  await rules.emu.stop();
});

describe('opening a pull request', () => {
  it('E140: POST /pulls opens one from a branch (201); a second for the same head and base, a missing head or no commits answer 422', async () => {
    await commitFiles(rules.world.repo.bareDir, { branch: 'feature-a', from: 'main', files: { 'a.txt': 'a\n' }, message: 'a' });
    const { status, data } = await rules.as.maintainer.rest.pulls.create({ ...repo, head: 'feature-a', base: 'main', title: 'Add a', body: 'Closes #1' });
    expect(status).toBe(201);
    expect(data).toMatchObject({ title: 'Add a', body: 'Closes #1', state: 'open', head: { ref: 'feature-a' }, base: { ref: 'main' }, user: { login: rules.world.accounts.maintainer.login } });
    const listed = await rules.as.maintainer.rest.pulls.list({ ...repo, head: 'acme:feature-a', state: 'open' });
    expect(listed.data.map((p) => p.number)).toEqual([data.number]);

    const again = await failure(rules.as.maintainer.rest.pulls.create({ ...repo, head: 'acme:feature-a', base: 'main', title: 'Again' }));
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.data)).toContain('A pull request already exists for acme:feature-a.');
    const missing = await failure(rules.as.maintainer.rest.pulls.create({ ...repo, head: 'no-such-branch', base: 'main', title: 'Missing' }));
    expect(missing.status).toBe(422);
    expect(missing.data).toMatchObject({ message: 'Validation Failed', errors: [{ resource: 'PullRequest', field: 'head', code: 'invalid' }] });
    const mainOid = rules.emu.state.refOid(rules.world.repo, 'main')!;
    execFileSync('git', ['update-ref', 'refs/heads/even', mainOid], { cwd: rules.world.repo.bareDir });
    const empty = await failure(rules.as.maintainer.rest.pulls.create({ ...repo, head: 'even', base: 'main', title: 'Empty' }));
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.data)).toContain('No commits between main and even');
    // A reader may not open one.
    expect((await failure(rules.as.outsider.rest.pulls.create({ ...repo, head: 'feature-a', base: 'main', title: 'x' }))).status).toBe(403);
  });

  it('P13: GITHUB_TOKEN opens a pull request only where "Allow GitHub Actions to create and approve pull requests" is on (403 otherwise, the default)', async () => {
    await commitFiles(rules.world.repo.bareDir, { branch: 'feature-b', from: 'main', files: { 'b.txt': 'b\n' }, message: 'b' });
    const refused = await failure(rules.as.actions.rest.pulls.create({ ...repo, head: 'feature-b', base: 'main', title: 'Add b' }));
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.data)).toContain('GitHub Actions is not permitted to create or approve pull requests.');
    rules.world.repo.actionsCanCreatePullRequests = true;
    const { status, data } = await rules.as.actions.rest.pulls.create({ ...repo, head: 'feature-b', base: 'main', title: 'Add b' });
    expect(status).toBe(201);
    expect(data.user?.login).toBe('github-actions[bot]');
  });
});
