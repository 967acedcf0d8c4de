// GitHub's size limits on one GraphQL request and on a job summary (emulator/RULES.md, rows
// E71–E73 and L5), driven through the real clients as tend drives github.com. One world.

import { getOctokit } from '@actions/github';
import { GraphqlResponseError } from '@octokit/graphql';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures.js';
import { commitFiles } from './git-seed.js';
import { MUTATION_FIELDS_LIMIT } from './graphql/limit-rules.js';
import { runAction } from './runner.js';
import { startEmulator, type Emulator } from './server.js';
import type { ReviewThread } from './state.js';

type Octokit = ReturnType<typeof getOctokit>;

let emu: Emulator;
let world: World;
let octokit: Octokit;
let threads: ReviewThread[];

beforeAll(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  octokit = getOctokit(world.tokens.actions, { baseUrl: emu.apiUrl });
  await commitFiles(world.repo.bareDir, { branch: 'limits', from: 'main', files: { 'limits.txt': 'x\n' }, message: 'limits' });
  const pr = emu.state.createPullRequest(world.repo, { title: 'Limits', author: world.accounts.maintainer, head: 'limits' });
  const pull = emu.state.requirePull(world.repo, pr.number);
  const review = emu.state.addReview(world.repo, pull, {
    author: world.accounts.coderabbit,
    comments: Array.from({ length: 120 }, (_, i) => ({ path: 'limits.txt', line: 1, body: `finding ${i}` })),
  });
  threads = review.threads;
});

afterAll(async () => {
  await emu?.stop();
});

/** What GitHub answered a request it refused in part or whole (octokit rejects with GraphqlResponseError). */
async function graphqlErrors(request: Promise<unknown>): Promise<{ data: unknown; errors: Array<{ type?: string; path?: unknown[]; message: string }> }> {
  const refused = await request.then((): unknown => 'answered in full', (e: unknown) => e);
  if (!(refused instanceof GraphqlResponseError)) throw new Error(`expected GitHub to refuse the request, got: ${String(refused)}`);
  return { data: refused.data as unknown, errors: refused.errors as Array<{ type?: string; path?: unknown[]; message: string }> };
}

const NODES = `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`;

describe('GraphQL request limits', () => {
  it('E71: nodes(ids:) takes at most 100 ids; 101 answer ARGUMENT_LIMIT with data null, and two lists of 99 in one document are fine', async () => {
    const ids = threads.map((t) => t.nodeId);
    const ok = await octokit.graphql<{ nodes: Array<{ id: string }> }>(NODES, { ids: ids.slice(0, 100) });
    expect(ok.nodes).toHaveLength(100);
    const { data, errors } = await graphqlErrors(octokit.graphql(NODES, { ids: ids.slice(0, 101) }));
    expect(data).toBeNull();
    expect(errors).toEqual([expect.objectContaining({ type: 'ARGUMENT_LIMIT', path: ['nodes'], message: 'You may not provide more than 100 node ids; you provided 101.' })]);
    const split = await octokit.graphql<{ a: unknown[]; b: unknown[] }>(`query($a: [ID!]!, $b: [ID!]!) { a: nodes(ids: $a) { id } b: nodes(ids: $b) { id } }`, { a: ids.slice(0, 99), b: ids.slice(0, 99) });
    expect(split.a.length + split.b.length).toBe(198);
  });

  it('E72: a document asking for more than 500,000 nodes is refused before it runs (MAX_NODE_LIMIT_EXCEEDED); 500,000 pass', async () => {
    const doc = (inner: number) =>
      `query { search(query: "repo:acme/widgets is:pr", type: ISSUE, first: 100) { nodes { ... on PullRequest { reviewThreads(first: 100) { nodes { comments(first: ${inner}) { nodes { id } } } } } } } }`;
    // 100 + 100 × 100 + 100 × 100 × 49 = 500,100 nodes.
    const { errors } = await graphqlErrors(octokit.graphql(doc(49)));
    expect(errors).toEqual([expect.objectContaining({ type: 'MAX_NODE_LIMIT_EXCEEDED', message: 'This query requests up to 500,100 possible nodes which exceeds the maximum limit of 500,000.' })]);
    // 100 + 10,000 + 480,000 = 490,100 nodes: under the limit, it runs.
    await expect(octokit.graphql(doc(48))).resolves.toBeDefined();
  });

  it(`E73: a mutation runs its first ${MUTATION_FIELDS_LIMIT} top-level fields and answers RESOURCE_LIMITS_EXCEEDED for the rest (partial results)`, async () => {
    const count = MUTATION_FIELDS_LIMIT + 2;
    const fields = threads.slice(0, count).map((t, i) => `s${i}: resolveReviewThread(input: { threadId: "${t.nodeId}" }) { thread { isResolved } }`);
    const { data, errors } = await graphqlErrors(octokit.graphql(`mutation { ${fields.join('\n')} }`));
    const answered = data as Record<string, { thread: { isResolved: boolean } } | null>;
    expect(answered[`s${MUTATION_FIELDS_LIMIT - 1}`]?.thread.isResolved).toBe(true);
    expect(answered[`s${MUTATION_FIELDS_LIMIT}`]).toBeNull();
    expect(errors.map((e) => e.type)).toEqual(['RESOURCE_LIMITS_EXCEEDED', 'RESOURCE_LIMITS_EXCEEDED']);
    expect(errors[0]).toMatchObject({ path: [`s${MUTATION_FIELDS_LIMIT}`], message: 'Resource limits for this query exceeded.' });
    // Only the fields that ran wrote anything.
    expect(threads[MUTATION_FIELDS_LIMIT - 1]!.isResolved).toBe(true);
    expect(threads[MUTATION_FIELDS_LIMIT]!.isResolved).toBe(false);
  });
});

describe('job summaries', () => {
  it('L5: a job summary over 1 MiB (in UTF-8 bytes) is dropped with an error annotation; 1 MiB passes', async () => {
    const dir = join(tmpdir(), `tend-l5-${process.pid}`);
    await mkdir(join(dir, 'dist'), { recursive: true });
    await writeFile(join(dir, 'action.yml'), 'name: summary\nruns:\n  using: node24\n  main: dist/index.js\n');
    // 349,526 three-byte characters: fewer than 1 Mi characters, 2 bytes more than 1 MiB.
    const write = (text: string) => `require('node:fs').appendFileSync(process.env.GITHUB_STEP_SUMMARY, ${JSON.stringify(text)});`;
    await writeFile(join(dir, 'dist', 'index.js'), write('字'.repeat(349_526)));
    const over = await runAction({ actionDir: dir, emulator: emu, eventName: 'push', payload: {}, repository: 'acme/widgets', token: world.tokens.actions });
    expect(over.summary).toBe('');
    expect(over.annotations).toContainEqual(expect.objectContaining({ level: 'error', message: '$GITHUB_STEP_SUMMARY upload aborted, supports content up to a size of 1024k, got 1024k. For more information see: https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-markdown-summary' }));
    await writeFile(join(dir, 'dist', 'index.js'), write('a'.repeat(1024 * 1024)));
    const fits = await runAction({ actionDir: dir, emulator: emu, eventName: 'push', payload: {}, repository: 'acme/widgets', token: world.tokens.actions });
    expect(fits.summary).toHaveLength(1024 * 1024);
    expect(fits.annotations.filter((a) => a.level === 'error')).toEqual([]);
  });
});
