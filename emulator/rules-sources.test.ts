// Rules whose source was found late (RULES.md E1, E18, E24, E55, E56, E62, L2 for requests without
// credentials, and T4 for a fork the state does not hold), through the real clients and git. Each
// test pins what the source says; where GitHub's behaviour varies, what makes tend right both ways.

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { route, type RouteOptions } from '../src/route/route.js';
import { planRun, type RepositoryFacts } from './actions/trigger.js';
import { parseWorkflowText } from './actions/workflow.js';
import { createWorld } from './fixtures.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';
import { startEmulator, type Emulator } from './server.js';
import { scheduleEvent } from './webhooks/dispatch-events.js';
import { pullRequestEvent } from './webhooks/pull-request-events.js';

const run = promisify(execFile);
const owner = 'acme';
const repo = 'widgets';

let rules: RulesWorld;
let work: string;

beforeAll(async () => {
  rules = await startRulesWorld();
  work = await mkdtemp(join(tmpdir(), 'tend-rules-sources-'));
});

afterAll(async () => {
  await rules?.emu.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Plain git as a client runs it, the token in an environment-scoped header. */
function git(cwd: string, args: string[], token: string): Promise<{ stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^GIT_/i.test(key)));
  const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
  const config = [['user.name', 'Test'], ['user.email', 'test@example.com'], ['credential.helper', ''], [`http.${rules.emu.serverUrl}/.extraheader`, header]];
  Object.assign(env, { GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C', GIT_CONFIG_COUNT: String(config.length) });
  config.forEach(([key, value], i) => Object.assign(env, { [`GIT_CONFIG_KEY_${i}`]: key, [`GIT_CONFIG_VALUE_${i}`]: value }));
  return run('git', args, { cwd, env });
}

describe('requests without credentials', () => {
  it('E1: no token: a write to a repository is not found (404) and writes nothing, a user read answers 401 "Requires authentication", GraphQL 401; an unknown token "Bad credentials"', async () => {
    const { emu } = rules;
    const { pr } = await rules.openPull();
    const write = await fetch(`${emu.apiUrl}/repos/${owner}/${repo}/issues/${pr.number}/comments`, { method: 'POST', body: JSON.stringify({ body: 'anonymous' }) });
    expect(write.status).toBe(404);
    expect(await write.json()).toMatchObject({ message: 'Not Found' });
    expect(pr.comments).toHaveLength(0);
    const user = await fetch(`${emu.apiUrl}/user`);
    expect(user.status).toBe(401);
    expect(await user.json()).toMatchObject({ message: 'Requires authentication' });
    const graphql = await fetch(emu.graphqlUrl, { method: 'POST', body: JSON.stringify({ query: '{ viewer { login } }' }) });
    expect(graphql.status).toBe(401);
    expect(await graphql.json()).toMatchObject({ message: 'This endpoint requires you to be authenticated.' });
    const unknown = await fetch(emu.graphqlUrl, { method: 'POST', headers: { authorization: 'bearer nope' }, body: JSON.stringify({ query: '{ viewer { login } }' }) });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ message: 'Bad credentials' });
  });

  it("L2: requests without credentials spend their IP address's 60 an hour; the 61st answers 403 naming the address, until the window resets; a token's budget is its own", async () => {
    let ahead = 0;
    const emu: Emulator = await startEmulator({ clock: { now: () => new Date(Date.now() + ahead) } });
    try {
      const world = await createWorld(emu);
      const read = () => fetch(`${emu.apiUrl}/repos/${owner}/${repo}`);
      const first = await read();
      expect(first.status).toBe(200);
      expect(first.headers.get('x-ratelimit-limit')).toBe('60');
      expect(first.headers.get('x-ratelimit-remaining')).toBe('59');
      for (let i = 1; i < 60; i++) expect((await read()).status).toBe(200);
      const refused = await read();
      expect(refused.status).toBe(403);
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(await refused.json()).toMatchObject({
        message: "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
      });
      const withToken = await fetch(`${emu.apiUrl}/repos/${owner}/${repo}`, { headers: { authorization: `token ${world.tokens.maintainer}` } });
      expect(withToken.status).toBe(200);
      expect(withToken.headers.get('x-ratelimit-limit')).toBe('5000');
      ahead = Number(refused.headers.get('x-ratelimit-reset')) * 1000 - Date.now() + 1000;
      expect((await read()).status).toBe(200);
    } finally {
      await emu.stop();
    }
  });
});

describe('GraphQL and labels', () => {
  it('E18: nodes(ids:) with an id that resolves to nothing answers null in that slot with a NOT_FOUND error at ["nodes", i]; the other ids are answered', async () => {
    const { pr } = await rules.openPull();
    const missing = 'I_doesNotExist';
    const answer = await fetch(rules.emu.graphqlUrl, {
      method: 'POST',
      headers: { authorization: `bearer ${rules.world.tokens.maintainer}` },
      body: JSON.stringify({ query: 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', variables: { ids: [pr.nodeId, missing, pr.nodeId] } }),
    });
    const body = (await answer.json()) as { data: { nodes: Array<{ id: string } | null> }; errors: Array<{ type: string; path: unknown[]; message: string }> };
    expect(answer.status).toBe(200);
    expect(body.data.nodes).toEqual([{ id: pr.nodeId }, null, { id: pr.nodeId }]);
    expect(body.errors).toEqual([expect.objectContaining({ type: 'NOT_FOUND', path: ['nodes', 1], message: `Could not resolve to a node with the global id of '${missing}'.` })]);
  });

  it('E24: adding a label the repository does not have to an issue creates it, with color ededed and no description', async () => {
    const { pr } = await rules.openPull();
    const name = 'brand-new-label';
    expect(rules.world.repo.labels.some((l) => l.name === name)).toBe(false);
    await rules.as.maintainer.rest.issues.addLabels({ owner, repo, issue_number: pr.number, labels: [name] });
    const { data: label } = await rules.as.outsider.rest.issues.getLabel({ owner, repo, name });
    expect(label).toMatchObject({ name, color: 'ededed', description: null });
    expect((await rules.as.outsider.rest.issues.listLabelsOnIssue({ owner, repo, issue_number: pr.number })).data.map((l) => l.name)).toContain(name);
  });
});

describe('pushes', () => {
  it('E55: a push moves the pull request head in REST and GraphQL, and a merge pinned to the head read before the push is refused', async () => {
    const { emu, world, as } = rules;
    const { pr, head, branch } = await rules.openPull();
    const clone = join(work, 'e55');
    await git(work, ['clone', '--quiet', '--branch', branch, emu.cloneUrl(owner, repo), clone], world.tokens.maintainer);
    await writeFile(join(clone, 'later.txt'), 'later\n');
    await git(clone, ['add', '-A'], world.tokens.maintainer);
    await git(clone, ['commit', '--quiet', '--no-gpg-sign', '-m', 'later'], world.tokens.maintainer);
    await git(clone, ['push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`], world.tokens.maintainer);
    const pushed = (await git(clone, ['rev-parse', 'HEAD'], world.tokens.maintainer)).stdout.trim();

    expect((await as.maintainer.rest.pulls.get({ owner, repo, pull_number: pr.number })).data.head.sha).toBe(pushed);
    const gql = await as.maintainer.graphql<{ repository: { pullRequest: { headRefOid: string } } }>(`{ repository(owner: "${owner}", name: "${repo}") { pullRequest(number: ${pr.number}) { headRefOid } } }`);
    expect(gql.repository.pullRequest.headRefOid).toBe(pushed);
    // A client that read the head before the push (or from a lagging answer) cannot merge it.
    const stale = await as.maintainer.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }).then(() => null, (error: { status: number }) => error);
    expect(stale).toMatchObject({ status: 409 });
    expect(pr.state).toBe('open');
  });

  it('E56: deleting the default branch by a push is refused ("refusing to delete the current branch: refs/heads/main"); another branch is deleted', async () => {
    const { emu, world } = rules;
    const { branch } = await rules.openPull();
    const local = join(work, 'e56');
    await run('git', ['init', '--quiet', local]);
    await git(local, ['push', '--quiet', emu.cloneUrl(owner, repo), `:refs/heads/${branch}`], world.tokens.maintainer);
    expect(emu.state.refOid(world.repo, branch)).toBeNull();
    const refused = await git(local, ['push', emu.cloneUrl(owner, repo), ':refs/heads/main'], world.tokens.maintainer).then(
      () => '',
      (error: { stderr?: string }) => error.stderr ?? '',
    );
    expect(refused).toContain('refusing to delete the current branch: refs/heads/main');
    expect(emu.state.refOid(world.repo, 'main')).not.toBeNull();
  });
});

describe('payloads', () => {
  const options: RouteOptions = { command: undefined, number: undefined };

  it('E62: the schedule payload is the cron line; tend routes it the same with or without the repository and sender GitHub has added since', () => {
    const minimal = scheduleEvent('*/15 * * * *');
    expect(minimal).toEqual({ schedule: '*/15 * * * *' });
    const fuller = { ...minimal, repository: { full_name: 'acme/widgets' }, sender: { login: 'github-actions[bot]' }, workflow: '.github/workflows/tend.yml' };
    expect(route('schedule', fuller, options)).toEqual(route('schedule', minimal, options));
    expect(route('schedule', minimal, options)).toEqual({ action: 'sweep', cause: 'schedule */15 * * * *' });
  });

  it('T4: a fork the state does not hold is named as the head repository (REST and the pull_request payload), so its pull_request run gets a read-only token', async () => {
    const { emu, world, as } = rules;
    const { pr } = await rules.openPull({ author: world.accounts.outsider });
    emu.state.moveHeadToFork(world.repo, pr, 'stranger/widgets');
    expect(emu.state.repository('stranger', 'widgets')).toBeFalsy();

    const { data } = await as.maintainer.rest.pulls.get({ owner, repo, pull_number: pr.number });
    expect(data.head.repo).toMatchObject({ full_name: 'stranger/widgets', fork: true, owner: { login: 'stranger' } });
    expect(data.base.repo).toMatchObject({ full_name: 'acme/widgets', fork: false });
    const gql = await as.maintainer.graphql<{ repository: { pullRequest: { headRepository: { id: string; nameWithOwner: string }; isCrossRepository: boolean } } }>(
      `{ repository(owner: "${owner}", name: "${repo}") { pullRequest(number: ${pr.number}) { isCrossRepository headRepository { id nameWithOwner } } } }`,
    );
    expect(gql.repository.pullRequest).toEqual({ isCrossRepository: true, headRepository: { id: data.head.repo!.node_id, nameWithOwner: 'stranger/widgets' } });

    const payload = pullRequestEvent(emu.state, world.repo, pr, 'reopened') as unknown as Record<string, unknown> & { pull_request: { head: { repo: { full_name: string } } } };
    expect(payload.pull_request.head.repo.full_name).toBe('stranger/widgets');
    const workflow = parseWorkflowText('name: t\non: [pull_request]\njobs:\n  work:\n    runs-on: ubuntu-latest\n    steps: [{ run: "true" }]\n', '.github/workflows/t.yml');
    const facts: RepositoryFacts = { fullName: world.fullName, defaultBranch: 'main', defaultBranchSha: emu.state.refOid(world.repo, 'main')! };
    const plan = planRun(workflow, 'pull_request', payload, { actor: 'stranger' }, facts);
    expect(plan.starts && plan.jobs[0]!.token.readOnly).toBe(true);
  });
});
