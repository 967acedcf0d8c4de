// Test fixture for the REST tests: a running emulator with one seeded repository and tokens for a
// writer, a reader and the Actions bot, driven through the real Octokit `@actions/github` builds.

import { getOctokit } from '@actions/github';
import { join } from 'node:path';
import { createBareRepository } from '../../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import type { Account, Repository } from '../../emulator/state.js';

export type Octokit = ReturnType<typeof getOctokit>;

export interface World {
  emu: Emulator;
  repo: Repository;
  owner: string;
  name: string;
  headOid: string;
  writer: Account;
  reader: Account;
  bot: Account;
  /** Clients acting as each account. */
  as: { writer: Octokit; reader: Octokit; bot: Octokit };
  stop(): Promise<void>;
}

export const SEED_FILES = {
  'README.md': '# widgets\n\nA repository the emulator serves.\n',
  'src/index.ts': 'export const answer = 42;\n',
  'src/nested/deep.txt': 'deep\n',
};

export async function startWorld(options: { private?: boolean } = {}): Promise<World> {
  const emu = await startEmulator();
  const owner = 'acme';
  const name = 'widgets';
  const bareDir = join(emu.root, owner, `${name}.git`);
  const { headOid } = await createBareRepository(bareDir, { files: SEED_FILES, date: new Date('2024-05-01T00:00:00Z') });
  const repo = emu.state.addRepository({ owner, name, bareDir, private: options.private ?? false });
  const writer = emu.state.addAccount('maintainer-mona');
  emu.state.setPermission(repo, writer.login, 'write');
  const reader = emu.state.addAccount('reader-rex');
  emu.state.setPermission(repo, reader.login, 'read');
  const bot = emu.state.addAccount('github-actions[bot]', 'Bot');
  emu.state.setPermission(repo, bot.login, 'write');
  emu.state.addToken('token-writer', writer);
  emu.state.addToken('token-reader', reader);
  emu.state.addToken('token-bot', bot);
  const client = (token: string) => getOctokit(token, { baseUrl: emu.apiUrl });
  return {
    emu,
    repo,
    owner,
    name,
    headOid,
    writer,
    reader,
    bot,
    as: {
      writer: client('token-writer'),
      reader: client('token-reader'),
      bot: client('token-bot'),
    },
    stop: () => emu.stop(),
  };
}

/** The status and body of the error a request fails with (octokit's RequestError), or throws if it succeeds. */
export async function failure(promise: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    await promise;
  } catch (error) {
    const { status, response } = error as { status?: unknown; response?: { data?: unknown } };
    if (typeof status === 'number') return { status, data: response?.data };
    throw error;
  }
  throw new Error('expected the request to fail');
}

/** The HTTP status a request ends with, success or failure. */
export async function statusOf(promise: Promise<{ status: number }>): Promise<number> {
  try {
    return (await promise).status;
  } catch (error) {
    const { status } = error as { status?: unknown };
    if (typeof status === 'number') return status;
    throw error;
  }
}
