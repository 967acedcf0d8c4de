// The comment store against a real server: what two runs of the same target do to its comments.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import { encodeMarker } from '../store/marker.js';
import { loadTracking, saveTracking } from '../store/tracking-comment.js';
import { createOctokit } from './client.js';
import { commentStore, createCommentAndList } from './comments.js';

let emu: Emulator;
let world: World;
beforeEach(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
});
afterEach(async () => {
  await emu.stop();
});

describe('tracking comment store', () => {
  it('lets two runs fold the same duplicate tracking comment: the second DELETE finds it gone (404) and the run goes on', async () => {
    const issue = emu.state.createIssue(world.repo, { title: 'An issue', author: world.accounts.maintainer });
    const tend = world.accounts.actions;
    // An earlier failure left two tracking comments.
    emu.state.addIssueComment(issue, tend, encodeMarker({ run: 1 }));
    emu.state.addIssueComment(issue, tend, encodeMarker({ run: 1 }));
    const store = commentStore(createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: 10 }), { owner: 'acme', repo: 'widgets' });
    const target = { kind: 'issue', number: issue.number } as const;
    // Both runs read the comments before either folds them.
    const [first, second] = [await loadTracking(store, target, tend.id), await loadTracking(store, target, tend.id)];
    expect(second.duplicates).toHaveLength(1);
    await saveTracking(store, target, tend.id, first!, encodeMarker({ run: 2 }));
    await expect(saveTracking(store, target, tend.id, second!, encodeMarker({ run: 3 }))).resolves.toBe(first!.comment!.id);
    expect(emu.log.count({ kind: 'rest', method: 'DELETE', status: 404 })).toBe(1);
    expect(issue.comments.map((c) => c.body)).toEqual([encodeMarker({ run: 3 })]);
  });

  it('creates a tracking comment and reads the comments back in one request; two runs creating at once leave one', async () => {
    const issue = emu.state.createIssue(world.repo, { title: 'An issue', author: world.accounts.maintainer });
    const tend = world.accounts.actions;
    const octokit = createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: 10 });
    const rest = commentStore(octokit, { owner: 'acme', repo: 'widgets' });
    const store = { ...rest, createAndList: (_target: unknown, body: string) => createCommentAndList(octokit, issue.nodeId, body) };
    const target = { kind: 'issue', number: issue.number } as const;
    const none = { comment: null, state: null, duplicates: [] };
    // Another run created its tracking comment a moment earlier, unseen by this one.
    emu.state.addIssueComment(issue, tend, encodeMarker({ run: 'other' }));
    const before = emu.log.entries.length;

    const id = await saveTracking(store, target, tend.id, none, encodeMarker({ run: 'this' }));

    // One create that read the comments back, then the fold: the oldest keeps this run's body.
    expect(emu.log.entries.slice(before).map((e) => `${e.kind} ${e.operation ?? `${e.method} ${e.path}`}`)).toEqual([
      'graphql TendAddCommentAndList',
      `rest PATCH /repos/acme/widgets/issues/comments/${id}`,
      expect.stringMatching(/^rest DELETE \/repos\/acme\/widgets\/issues\/comments\/\d+$/),
    ]);
    expect(issue.comments.map((c) => c.body)).toEqual([encodeMarker({ run: 'this' })]);
  });

  it('reads the comments back with ids past 2^31 (GraphQL Int) exactly: none is lost or renumbered', async () => {
    emu.state.skipIdsTo(2 ** 31 + 100);
    const issue = emu.state.createIssue(world.repo, { title: 'An issue', author: world.accounts.maintainer });
    const earlier = emu.state.addIssueComment(issue, world.accounts.actions, encodeMarker({ run: 'other' }));
    const octokit = createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: 10 });

    const listed = await createCommentAndList(octokit, issue.nodeId, 'tracking');

    expect(earlier.id).toBeGreaterThan(2 ** 31);
    expect(listed?.map((c) => [c.id, c.body])).toEqual(issue.comments.map((c) => [c.id, c.body]));
  });

  it('puts the labels of a new request on with the tracking comment, in the same request', async () => {
    const issue = emu.state.createIssue(world.repo, { title: 'An issue', author: world.accounts.maintainer });
    const label = emu.state.ensureLabel(world.repo, 'tend:active');
    const octokit = createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: 10 });
    const before = emu.log.entries.length;

    const listed = await createCommentAndList(octokit, issue.nodeId, 'tracking', [label.nodeId]);

    expect(emu.log.entries.slice(before).map((e) => e.operation)).toEqual(['TendAddCommentAndList']);
    expect(issue.labels.map((l) => l.name)).toEqual(['tend:active']);
    expect(listed?.map((c) => c.body)).toEqual(['tracking']);
  });
});
