// The pull request the GitHub adapters' tests run against on the emulator: branch `feature`, one
// commit on main (src/widget.ts changed), opened by the world's maintainer.

import type { World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import type { Emulator } from '../../emulator/server.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';

export type Pull = Issue & { pull: PullRequestData };

/** Pushes `feature` and opens its pull request; `head` is the commit it points at. */
export async function openFeaturePull(emu: Emulator, world: World): Promise<{ pr: Pull; head: string }> {
  const head = await commitFiles(world.repo.bareDir, { branch: 'feature', from: 'main', files: { 'src/widget.ts': 'export const widget = 2;\n' }, message: 'Change' });
  const pr = emu.state.createPullRequest(world.repo, { title: 'Change the widget', author: world.accounts.maintainer, head: 'feature' }) as Pull;
  return { pr, head };
}
