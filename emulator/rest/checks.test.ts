import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from '../git-seed.js';
import { failure, startWorld, type World } from '../../test/support/test-world.js';

let world: World;

/** A route octokit does not type-check, to send bodies GitHub would reject. */
function untyped(route: string): string {
  return route;
}

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world.stop();
});

describe('check runs and statuses over REST', () => {
  it('lets an app create and complete a check run, and refuses a user token', async () => {
    const sha = world.headOid;
    const created = await world.as.bot.rest.checks.create({ owner: 'acme', repo: 'widgets', name: 'build', head_sha: sha, status: 'in_progress' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'build', head_sha: sha, status: 'in_progress', conclusion: null, app: { slug: 'github-actions' } });

    const done = await world.as.bot.rest.checks.update({ owner: 'acme', repo: 'widgets', check_run_id: created.data.id, conclusion: 'success' });
    expect(done.data).toMatchObject({ status: 'completed', conclusion: 'success' });

    const user = await failure(world.as.writer.rest.checks.create({ owner: 'acme', repo: 'widgets', name: 'build', head_sha: sha }));
    expect(user).toMatchObject({ status: 403, data: { message: 'You must authenticate via a GitHub App.' } });
    const unknownSha = await failure(world.as.bot.rest.checks.create({ owner: 'acme', repo: 'widgets', name: 'build', head_sha: 'f'.repeat(40) }));
    expect(unknownSha.status).toBe(422);
  });

  it('pages check runs on a branch with total_count and a Link header, latest per name unless filter=all', async () => {
    const sha = await commitFiles(world.repo.bareDir, { branch: 'feature/checks', from: 'main', files: { 'c.txt': 'c\n' }, message: 'checks' });
    for (let i = 0; i < 35; i++) world.emu.state.addCheckRun(world.repo, { name: `job-${i}`, headSha: sha, conclusion: 'success', app: world.bot });
    world.emu.state.addCheckRun(world.repo, { name: 'job-0', headSha: sha, status: 'in_progress', app: world.bot });

    const first = await world.as.reader.rest.checks.listForRef({ owner: 'acme', repo: 'widgets', ref: 'feature/checks', per_page: 10 });
    expect(first.data.total_count).toBe(35);
    expect(first.data.check_runs).toHaveLength(10);
    expect(first.headers.link).toContain('rel="next"');
    expect(first.headers.link).toContain('page=4>; rel="last"');

    const all = await world.as.reader.paginate(world.as.reader.rest.checks.listForRef, { owner: 'acme', repo: 'widgets', ref: sha, per_page: 10 });
    expect(all).toHaveLength(35);
    expect(new Set(all.map((r) => r.name)).size).toBe(35);
    expect(all.find((r) => r.name === 'job-0')?.status).toBe('in_progress');

    const history = await world.as.reader.rest.checks.listForRef({ owner: 'acme', repo: 'widgets', ref: sha, filter: 'all', check_name: 'job-0' });
    expect(history.data.total_count).toBe(2);
    expect(history.data.check_runs[0]?.check_suite?.id).toBe(history.data.check_runs[1]?.check_suite?.id);
  });

  it('records statuses and combines the newest per context', async () => {
    const sha = await commitFiles(world.repo.bareDir, { branch: 'feature/status', from: 'main', files: { 's.txt': 's\n' }, message: 'status' });
    const empty = await world.as.reader.rest.repos.getCombinedStatusForRef({ owner: 'acme', repo: 'widgets', ref: sha });
    expect(empty.data).toMatchObject({ state: 'pending', total_count: 0, sha });

    await world.as.bot.rest.repos.createCommitStatus({ owner: 'acme', repo: 'widgets', sha, state: 'pending', context: 'ci/test' });
    await world.as.bot.rest.repos.createCommitStatus({ owner: 'acme', repo: 'widgets', sha, state: 'success', context: 'ci/test', description: 'ok' });
    await world.as.bot.rest.repos.createCommitStatus({ owner: 'acme', repo: 'widgets', sha, state: 'success', context: 'ci/lint' });
    const combined = await world.as.reader.rest.repos.getCombinedStatusForRef({ owner: 'acme', repo: 'widgets', ref: 'feature/status' });
    expect(combined.data).toMatchObject({ state: 'success', total_count: 2, repository: { full_name: 'acme/widgets' } });
    expect(combined.data.statuses.map((s) => [s.context, s.state])).toEqual([
      ['ci/test', 'success'],
      ['ci/lint', 'success'],
    ]);

    const listed = await world.as.reader.rest.repos.listCommitStatusesForRef({ owner: 'acme', repo: 'widgets', ref: sha });
    expect(listed.data.map((s) => s.state)).toEqual(['success', 'success', 'pending']);

    await world.as.bot.rest.repos.createCommitStatus({ owner: 'acme', repo: 'widgets', sha, state: 'failure', context: 'ci/lint' });
    const failing = await world.as.reader.rest.repos.getCombinedStatusForRef({ owner: 'acme', repo: 'widgets', ref: sha });
    expect(failing.data.state).toBe('failure');

    const invalidState = await failure(
      world.as.bot.request(untyped('POST /repos/{owner}/{repo}/statuses/{sha}'), { owner: 'acme', repo: 'widgets', sha, state: 'green' }),
    );
    expect(invalidState).toMatchObject({ status: 422, data: { message: 'Validation Failed' } });
  });

  it('shows required checks through rules to anyone and through branch protection to admins only', async () => {
    const empty = await world.as.bot.rest.repos.getBranchRules({ owner: 'acme', repo: 'widgets', branch: 'main' });
    expect(empty.data).toEqual([]);
    const unprotected = await failure(world.as.bot.rest.repos.getStatusChecksProtection({ owner: 'acme', repo: 'widgets', branch: 'main' }));
    expect(unprotected.status).toBe(403);

    world.repo.protection.set('main', { requiredStatusChecks: ['ci/test'], requiredApprovingReviewCount: 1, strict: true });
    world.emu.state.addRuleset(world.repo, { name: 'CI', requiredStatusChecks: ['ci/build'], strict: true });
    try {
      // Rules come from rulesets only; classic protection is read through its own endpoint.
      const rules = await world.as.bot.rest.repos.getBranchRules({ owner: 'acme', repo: 'widgets', branch: 'main' });
      expect(rules.data).toMatchObject([
        { type: 'required_status_checks', parameters: { required_status_checks: [{ context: 'ci/build' }], strict_required_status_checks_policy: true } },
      ]);

      const admin = world.emu.state.addAccount('admin-ada');
      world.emu.state.setPermission(world.repo, admin.login, 'admin');
      world.emu.state.addToken('token-admin', admin);
      const asAdmin = getOctokit('token-admin', { baseUrl: world.emu.apiUrl });
      const policy = await asAdmin.rest.repos.getStatusChecksProtection({ owner: 'acme', repo: 'widgets', branch: 'main' });
      expect(policy.data).toMatchObject({ strict: true, contexts: ['ci/test'] });
      world.repo.protection.delete('main');
      const notProtected = await failure(asAdmin.rest.repos.getStatusChecksProtection({ owner: 'acme', repo: 'widgets', branch: 'main' }));
      expect(notProtected).toMatchObject({ status: 404, data: { message: 'Branch not protected' } });
    } finally {
      world.repo.protection.delete('main');
      world.repo.rulesets.length = 0;
    }
  });
});

describe('dispatches over REST', () => {
  it('records a valid repository_dispatch and refuses the payloads GitHub refuses', async () => {
    const ok = await world.as.bot.rest.repos.createDispatchEvent({
      owner: 'acme',
      repo: 'widgets',
      event_type: 'tend-ci',
      client_payload: { pr: 7, sha: world.headOid },
    });
    expect(ok.status).toBe(204);
    expect(world.repo.dispatches.at(-1)).toMatchObject({ eventType: 'tend-ci', clientPayload: { pr: 7, sha: world.headOid } });

    const count = world.repo.dispatches.length;
    const elevenKeys = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]));
    const tooMany = await failure(world.as.bot.rest.repos.createDispatchEvent({ owner: 'acme', repo: 'widgets', event_type: 'x', client_payload: elevenKeys }));
    expect(tooMany).toMatchObject({ status: 422, data: { message: 'Validation Failed', errors: [{ field: 'client_payload' }] } });
    const longType = await failure(world.as.bot.rest.repos.createDispatchEvent({ owner: 'acme', repo: 'widgets', event_type: 'e'.repeat(101) }));
    expect(longType).toMatchObject({ status: 422, data: { errors: [{ field: 'event_type' }] } });
    const missingType = await failure(world.as.bot.request(untyped('POST /repos/{owner}/{repo}/dispatches'), { owner: 'acme', repo: 'widgets' }));
    expect(missingType).toMatchObject({ status: 422, data: { errors: [{ field: 'event_type', code: 'missing_field' }] } });
    const reader = await failure(world.as.reader.rest.repos.createDispatchEvent({ owner: 'acme', repo: 'widgets', event_type: 'x' }));
    expect(reader.status).toBe(403);
    expect(world.repo.dispatches).toHaveLength(count);
  });

  it('records a workflow_dispatch for a workflow that accepts it', async () => {
    await commitFiles(world.repo.bareDir, {
      branch: 'main',
      files: { '.github/workflows/ci.yml': 'on:\n  workflow_dispatch:\njobs: {}\n', '.github/workflows/push.yml': 'on: push\n' },
      message: 'workflows',
    });
    const ok = await world.as.bot.rest.actions.createWorkflowDispatch({ owner: 'acme', repo: 'widgets', workflow_id: 'ci.yml', ref: 'main', inputs: { pr: '7' } });
    expect(ok.status).toBe(204);
    expect(world.repo.workflowDispatches.at(-1)).toMatchObject({ workflowId: 'ci.yml', ref: 'main', inputs: { pr: '7' } });

    const noTrigger = await failure(world.as.bot.rest.actions.createWorkflowDispatch({ owner: 'acme', repo: 'widgets', workflow_id: 'push.yml', ref: 'main' }));
    expect(noTrigger.status).toBe(422);
    const noWorkflow = await failure(world.as.bot.rest.actions.createWorkflowDispatch({ owner: 'acme', repo: 'widgets', workflow_id: 'nope.yml', ref: 'main' }));
    expect(noWorkflow.status).toBe(404);
    const noRef = await failure(world.as.bot.rest.actions.createWorkflowDispatch({ owner: 'acme', repo: 'widgets', workflow_id: 'ci.yml', ref: 'gone' }));
    expect(noRef.status).toBe(422);
  });
});
