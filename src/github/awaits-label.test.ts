// The tend:awaits label over GitHub, through the real client against the emulator: its node id
// (read, created, or read after another run created it), and its removal in one request with the
// tracking comment's write, whose answer holds the reviews as they are after the removal.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import { openFeaturePull, type Pull } from '../../test/support/feature-pull.js';
import { awaitsLabelId, saveAndUnlabel } from './awaits-label.js';
import { createOctokit } from './client.js';

let emu: Emulator;
let world: World;
let pr: Pull;
const repo = { owner: 'acme', repo: 'widgets' };
const NAME = 'tend:awaits coderabbitai[bot]';
const client = () => createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: 10 });
const labelCreations = () => emu.log.count({ kind: 'rest', method: 'POST', path: /\/labels$/ });

beforeEach(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  ({ pr } = await openFeaturePull(emu, world));
});
afterEach(async () => {
  await emu.stop();
});

describe('the tend:awaits label on GitHub', () => {
  it('is taken from what the run read (any letter case), else created once, else read when another run created it first', async () => {
    expect(await awaitsLabelId(client(), repo, NAME, new Map([['TEND:AWAITS CODERABBITAI[BOT]', 'LA_known']]))).toBe('LA_known');
    expect(labelCreations()).toBe(0);

    const created = await awaitsLabelId(client(), repo, NAME, new Map());
    const label = world.repo.labels.find((l) => l.name === NAME)!;
    expect(created).toBe(label.nodeId);
    expect(labelCreations()).toBe(1);

    // Created by another run meanwhile: 422 already_exists, then read.
    expect(await awaitsLabelId(client(), repo, NAME, new Map())).toBe(label.nodeId);
    expect(emu.log.count({ kind: 'rest', method: 'GET', path: /\/labels\/.+/ })).toBe(1);
  });

  it('comes off with the tracking comment write in one request, whose answer lists the reviews after the removal', async () => {
    const label = emu.state.addLabel(world.repo, pr, NAME);
    const comment = emu.state.addIssueComment(pr, world.accounts.actions, 'tracking <!-- tend:state {} -->');
    const rabbit = emu.state.addReview(world.repo, pr, { author: world.accounts.coderabbit, state: 'COMMENTED', body: 'ok' }).review;
    const before = emu.log.entries.length;
    const outcome = await saveAndUnlabel(client(), { comment: { id: comment.nodeId, body: 'tracking, new <!-- tend:state {} -->' }, labelableId: pr.nodeId, labelIds: [label.nodeId] });
    expect(emu.log.entries.length - before).toBe(1);
    expect(outcome).toEqual({ removed: true, reviewIds: [rabbit.nodeId] });
    expect(pr.labels.map((l) => l.name)).toEqual([]);
    expect(comment.body).toBe('tracking, new <!-- tend:state {} -->');

    // Nothing to write: the removal alone, still one request.
    const again = emu.state.addLabel(world.repo, pr, NAME);
    expect(await saveAndUnlabel(client(), { comment: null, labelableId: pr.nodeId, labelIds: [again.nodeId] })).toEqual({ removed: true, reviewIds: [rabbit.nodeId] });
    expect(pr.labels).toEqual([]);
  });

  it('leaves the label on when GitHub refuses its removal, the tracking comment written all the same', async () => {
    const label = emu.state.addLabel(world.repo, pr, NAME);
    const comment = emu.state.addIssueComment(pr, world.accounts.actions, 'tracking <!-- tend:state {} -->');
    emu.faults.inject({ kind: 'graphql', operation: 'removeLabelsFromLabelable', response: { type: 'graphql-error', errorType: 'FORBIDDEN', message: 'Resource not accessible by integration' }, times: 1 });
    const outcome = await saveAndUnlabel(client(), { comment: { id: comment.nodeId, body: 'written <!-- tend:state {} -->' }, labelableId: pr.nodeId, labelIds: [label.nodeId] });
    expect(outcome).toEqual({ removed: false, reviewIds: [] });
    expect(comment.body).toBe('written <!-- tend:state {} -->');
    expect(pr.labels.map((l) => l.name)).toEqual([NAME]);
  });
});
