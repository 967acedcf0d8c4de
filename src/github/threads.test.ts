// Replying to and resolving review threads on the emulator through the real client: a reply lands
// in the thread as tend's account, a resolve sticks, and a token that may not resolve gets a
// result that says which permission is missing instead of an exception.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, fakeToken, type World } from '../emulator/fixtures.js';
import { commitFiles } from '../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../emulator/server.js';
import type { Issue, PullRequestData, ReviewThread } from '../emulator/state.js';
import { createOctokit } from './client.js';
import { replyToThread, resolveThread } from './threads.js';

let emu: Emulator;
let world: World;
let thread: ReviewThread;

beforeEach(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  await commitFiles(world.repo.bareDir, { branch: 'feature', from: 'main', files: { 'src/widget.ts': 'export const widget = 2;\n' }, message: 'Change' });
  const pr = emu.state.createPullRequest(world.repo, { title: 'Change', author: world.accounts.maintainer, head: 'feature' }) as Issue & { pull: PullRequestData };
  thread = emu.state.addReview(world.repo, pr, { author: world.accounts.coderabbit, comments: [{ path: 'src/widget.ts', line: 1, body: 'Use a constant.' }] }).threads[0]!;
});
afterEach(async () => {
  await emu.stop();
});

const client = (token: string) => createOctokit(token, { baseUrl: emu.apiUrl, retryBaseMs: 5 });

describe('review threads', () => {
  it('replies as tend and then resolves the thread', async () => {
    const octokit = client(world.tokens.actions);

    const reply = await replyToThread(octokit, thread.nodeId, 'Fixed in abc1234.');
    const outcome = await resolveThread(octokit, thread.nodeId);

    expect(thread.comments.map((c) => [c.author.login, c.body])).toEqual([
      ['coderabbitai[bot]', 'Use a constant.'],
      ['github-actions[bot]', 'Fixed in abc1234.'],
    ]);
    expect(reply).toEqual({ id: thread.comments[1]!.nodeId, databaseId: thread.comments[1]!.id });
    expect(outcome).toEqual({ resolved: true });
    expect(thread.isResolved).toBe(true);
  });

  it('replying does not resolve', async () => {
    await replyToThread(client(world.tokens.actions), thread.nodeId, 'Not a bug: the value is validated upstream.');

    expect(thread.isResolved).toBe(false);
  });

  it('returns a FORBIDDEN resolve as a result naming contents: write, and changes nothing', async () => {
    const reader = emu.state.addAccount('reader-rita');
    emu.state.setPermission(world.repo, reader.login, 'read');
    const token = fakeToken();
    emu.state.addToken(token, reader);

    const outcome = await resolveThread(client(token), thread.nodeId);

    expect(outcome.resolved).toBe(false);
    expect(outcome.resolved === false && outcome.reason).toContain('contents: write');
    expect(thread.isResolved).toBe(false);
  });

  it('throws on an error that is not a refusal to resolve', async () => {
    await expect(resolveThread(client(world.tokens.actions), 'PRRT_doesnotexist')).rejects.toThrow(/Could not resolve to a node/);
  });

  it('throws when a reply is refused (a reader may not reply)', async () => {
    await expect(replyToThread(client(world.tokens.outsider), thread.nodeId, 'hi')).rejects.toThrow(/Resource not accessible/);
    expect(thread.comments).toHaveLength(1);
  });
});
