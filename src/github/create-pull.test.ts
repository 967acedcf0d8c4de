import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import { createOctokit } from './client.js';
import { openOrUpdatePull } from './create-pull.js';

let emu: Emulator;
let world: World;
const repo = { owner: 'acme', repo: 'widgets' };

beforeAll(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  await commitFiles(world.repo.bareDir, { branch: 'tend/issue-1', from: 'main', files: { 'src/widget.ts': 'export const widget = 2;\n' }, message: 'Change' });
});
afterAll(async () => {
  await emu.stop();
});

const client = () => createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: 10 });
const input = { head: 'tend/issue-1', base: 'main', title: 'Change the widget', body: 'Closes #1\n' };

describe('openOrUpdatePull', () => {
  it('says in one sentence what to change when the repository does not let GITHUB_TOKEN open pull requests (P13), and opens nothing', async () => {
    const outcome = await openOrUpdatePull(client(), repo, input);
    expect(outcome).toEqual({ ok: false, reason: expect.stringContaining('turn on "Allow GitHub Actions to create and approve pull requests"') });
    expect(world.repo.issues.filter((i) => i.pull !== null)).toHaveLength(0);
  });

  it('opens the pull request, and on a re-run updates the open one instead of a second (E140)', async () => {
    world.repo.actionsCanCreatePullRequests = true;
    const first = await openOrUpdatePull(client(), repo, input);
    expect(first).toMatchObject({ ok: true, created: true });
    const again = await openOrUpdatePull(client(), repo, { ...input, title: 'Change the widget again', body: 'Closes #1, again\n' });
    expect(again).toMatchObject({ ok: true, created: false, number: first.ok ? first.number : -1 });
    const pulls = world.repo.issues.filter((i) => i.pull !== null);
    expect(pulls).toHaveLength(1);
    expect(pulls[0]).toMatchObject({ title: 'Change the widget again', body: 'Closes #1, again\n' });
  });
});
