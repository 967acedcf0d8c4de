// The writes after tend's merge, through the real client against the emulator: one request
// deletes the head branch, writes the tracking comment and takes the label off; a branch already
// gone is what deleting wanted; a refused deletion is reported and the other writes still land.

import { schema as githubSchema } from '@octokit/graphql-schema';
import { buildSchema, parse, validate } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import { openFeaturePull, type Pull } from '../../test/support/feature-pull.js';
import { createOctokit } from './client.js';
import { finishMerged, type FinishMergedWrites } from './finish-merged.js';
import { finishMergedDocument } from './queries.js';
import { mergePull } from './merge.js';
import { loadPullSnapshot } from './pull-snapshot.js';
import { loadRunContext } from './run-context.js';

let emu: Emulator;
let world: World;
let pr: Pull;
const repo = { owner: 'acme', repo: 'widgets' };
const schema = buildSchema(githubSchema.idl, { assumeValidSDL: true });
const client = () => createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: 10 });

beforeEach(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  const opened = await openFeaturePull(emu, world);
  pr = opened.pr;
  emu.state.addLabel(world.repo, pr, 'tend:active');
  emu.state.addIssueComment(pr, world.accounts.actions, 'tracking <!-- tend:state {} -->');
  expect((await mergePull(client(), repo, { number: pr.number, sha: opened.head, method: 'squash' })).merged).toBe(true);
});
afterEach(async () => {
  await emu.stop();
});

/** What a run knows after reading the pull request and its comments with its first query. */
async function writesAfterMerge(body: string): Promise<FinishMergedWrites> {
  const octokit = client();
  const snapshot = await loadPullSnapshot(octokit, repo, pr.number);
  const context = await loadRunContext(octokit, repo, { configPath: '.github/tend.yml', defaultBranch: 'main', targetNumber: pr.number });
  const tracking = context.repository?.target?.comments?.nodes.find((c) => c?.body.includes('tend:state'));
  return { refId: snapshot.headRefId ?? null, comment: { id: tracking!.id, body }, label: { labelableId: snapshot.id, labelId: snapshot.labelIds!['tend:active']! } };
}

describe('finishMerged', () => {
  it('reads the mergeability of the base’s other open pull requests labelled tend:active in the same request, so their next read finds it computed (P7)', async () => {
    const open = async (branch: string, labelled: boolean) => {
      await commitFiles(world.repo.bareDir, { branch, from: 'main', files: { [`${branch}.txt`]: `${branch}\n` }, message: branch });
      const other = emu.state.createPullRequest(world.repo, { title: branch, author: world.accounts.maintainer, head: branch }) as Pull;
      if (labelled) emu.state.addLabel(world.repo, other, 'tend:active');
      return other;
    };
    const tracked = await open('tracked', true);
    const untracked = await open('untracked', false);
    const writes = await writesAfterMerge('merged <!-- tend:state {"status":"merged"} -->');
    const before = emu.log.entries.length;

    await finishMerged(client(), { ...writes, warmBase: 'main' });

    expect(emu.log.entries.slice(before).map((e) => `${e.kind} ${e.operation ?? e.path}`)).toEqual(['graphql TendFinishMerged']);
    // GitHub started computing when the finishing request read it; the untracked one starts now.
    expect((await loadPullSnapshot(client(), repo, tracked.number)).mergeable).toBe('MERGEABLE');
    expect((await loadPullSnapshot(client(), repo, untracked.number)).mergeable).toBe('UNKNOWN');
  });

  it('finishes a merge whose other pull requests’ read GitHub refused: the tracking comment, written, is not reported refused', async () => {
    // Anyone with triage can label any open pull request tend:active, so what the warm read finds
    // is not tend's to vouch for; GitHub answering the writes but not that read (a field error
    // under the tracking comment's path) must not fail a merge that is done.
    const writes = await writesAfterMerge('merged <!-- tend:state {"status":"merged"} -->');
    const octokit = client();
    const graphql = octokit.graphql;
    octokit.graphql = Object.assign(async (query: string, variables?: Record<string, unknown>) => {
      const data = await graphql<Record<string, unknown>>(query, variables);
      throw Object.assign(new Error('Request failed due to following response errors'), {
        data,
        errors: [{ type: 'SERVICE_UNAVAILABLE', path: ['tracking', 'issueComment', 'repository', 'warmed'], message: 'Something went wrong while executing your query.' }],
      });
    }, graphql) as typeof graphql;

    const outcome = await finishMerged(octokit, { ...writes, warmBase: 'main' });

    expect(outcome).toEqual({ branchDeleted: true, labelRemoved: true, notes: [] });
    expect(pr.comments.at(-1)?.body).toBe(writes.comment.body);
  });

  it('deletes the branch, writes the tracking comment and removes the label in one request', async () => {
    const writes = await writesAfterMerge('merged <!-- tend:state {"status":"merged"} -->');
    const before = emu.log.entries.length;

    const outcome = await finishMerged(client(), writes);

    expect(outcome).toEqual({ branchDeleted: true, labelRemoved: true, notes: [] });
    expect(emu.log.entries.slice(before).map((e) => `${e.kind} ${e.operation ?? e.path}`)).toEqual(['graphql TendFinishMerged']);
    expect(emu.state.refOid(world.repo, 'feature')).toBeNull();
    expect(pr.comments.at(-1)?.body).toBe(writes.comment.body);
    expect(pr.labels.map((l) => l.name)).not.toContain('tend:active');
  });

  it('takes a branch that is already gone as deleted, and still writes the rest', async () => {
    const writes = await writesAfterMerge('merged');
    emu.state.deleteRef(world.repo, 'feature');

    const outcome = await finishMerged(client(), writes);

    expect(outcome).toEqual({ branchDeleted: true, labelRemoved: true, notes: [] });
    expect(pr.comments.at(-1)?.body).toBe('merged');
  });

  it('reports a deletion GitHub refuses, and the comment and label writes still land', async () => {
    // GitHub refuses to delete the default branch: the refusal is that field's alone.
    const main = (await client().graphql<{ repository: { defaultBranchRef: { id: string } } }>('query { repository(owner: "acme", name: "widgets") { defaultBranchRef { id } } }')).repository.defaultBranchRef.id;
    const writes = { ...(await writesAfterMerge('merged')), refId: main };

    const outcome = await finishMerged(client(), writes);

    expect(outcome.branchDeleted).toBe(false);
    expect(outcome.notes).toEqual(['The head branch was not deleted: Cannot delete the default branch']);
    expect(emu.state.refOid(world.repo, 'main')).not.toBeNull();
    expect(pr.comments.at(-1)?.body).toBe('merged');
    expect(pr.labels.map((l) => l.name)).not.toContain('tend:active');
  });

  it.each([
    ['every part', { refId: 'R', comment: { id: 'C', body: 'b' }, label: { labelableId: 'P', labelId: 'L' } }],
    ['no branch to delete', { refId: null, comment: { id: 'C', body: 'b' }, label: { labelableId: 'P', labelId: 'L' } }],
    ['no label', { refId: 'R', comment: { id: 'C', body: 'b' }, label: null }],
    ['the base’s other pull requests warmed', { refId: 'R', comment: { id: 'C', body: 'b' }, label: null, warmBase: 'main' }],
  ] as const)("sends a document GitHub's schema accepts: %s", (_name, writes) => {
    expect(validate(schema, parse(finishMergedDocument(writes))).map((e) => e.message)).toEqual([]);
  });
});
