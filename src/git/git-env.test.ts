// Every git tend runs ignores the machine's system and global configuration and never smudges
// through git-lfs: a runner's global config (git-lfs's filter, an insteadOf, hooks) and a fork's
// .gitattributes / .lfsconfig decide nothing.

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import { createBareRepository } from '../../emulator/git-seed.js';
import { isolatedGitEnv, workspaceEnv } from './auth-env.js';
import { runSafeGit } from './safe-git.js';
import { openWorkspace } from './workspace.js';

vi.mock('../emulator/rest/routes.js', () => ({ handleRest: async () => null }));

const TOKEN = 'ghs_gitEnvTestToken000000000000000000000';
const DATA = 'version https://git-lfs.github.com/spec/v1\noid sha256:0000\nsize 4\n';

let emu: Emulator;
let temp: string;
let marker: string;
const saved = { HOME: process.env.HOME, XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME };

beforeAll(async () => {
  emu = await startEmulator();
  temp = await mkdtemp(join(tmpdir(), 'tend-git-env-test-'));
  marker = join(temp, 'smudged');
  const bareDir = join(emu.root, 'acme', 'lfs.git');
  await createBareRepository(bareDir, {
    files: {
      '.gitattributes': '*.bin filter=lfs diff=lfs merge=lfs -text\n',
      '.lfsconfig': '[lfs]\n\turl = http://127.0.0.1:9/fork-lfs-server\n',
      'data.bin': DATA,
    },
  });
  const repo = emu.state.addRepository({ owner: 'acme', name: 'lfs', bareDir });
  const bot = emu.state.addAccount('tend-env[bot]', 'Bot');
  emu.state.setPermission(repo, bot.login, 'write');
  emu.state.addToken(TOKEN, bot);
  // A hostile (or just busy) global configuration: what `git lfs install` writes, plus a rewrite
  // of the server's URL to a dead port and a hooks folder. Honoured, the checkout would fail or
  // run the filter.
  const home = join(temp, 'home');
  await mkdir(join(home, '.config', 'git'), { recursive: true });
  const global = [
    '[filter "lfs"]',
    `\tsmudge = sh -c 'touch ${marker}; cat'`,
    `\tprocess = sh -c 'touch ${marker}'`,
    '\trequired = true',
    `[url "http://127.0.0.1:9/"]`,
    `\tinsteadOf = ${emu.serverUrl}/`,
    '[core]',
    `\thooksPath = ${join(temp, 'hooks')}`,
    '',
  ].join('\n');
  await writeFile(join(home, '.gitconfig'), global);
  await writeFile(join(home, '.config', 'git', 'config'), global);
  process.env.HOME = home;
  process.env.XDG_CONFIG_HOME = join(home, '.config');
});

afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await emu?.stop();
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe('the environment of every git tend runs', () => {
  it('ignores system and global config and skips git-lfs smudge, in the workspace and the read-only tools alike', () => {
    const isolated = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_LFS_SKIP_SMUDGE: '1' };
    expect(isolatedGitEnv()).toMatchObject(isolated);
    expect(workspaceEnv({ serverUrl: 'https://github.com', token: TOKEN })).toMatchObject(isolated);
  });

  it("clones and checks out a fork's .gitattributes and .lfsconfig under a hostile global config, untouched", async () => {
    const dir = join(temp, 'ws');
    const ws = await openWorkspace({ dir, serverUrl: emu.serverUrl, repository: 'acme/lfs', token: TOKEN });
    const heads = await ws.cloneOrFetch({ branches: ['main'] });
    await ws.checkout({ oid: heads.main! });
    expect(await ws.readFile('data.bin')).toBe(DATA);
    await ws.writeFile('data.bin', 'changed\n');
    expect(await ws.commit('Change data', ['data.bin'])).toMatch(/^[0-9a-f]{40}$/);
    // The read-only tools' git as well.
    const shown = await runSafeGit(['show', 'HEAD:data.bin'], { cwd: dir, gitBinary: 'git', timeoutMs: 10_000, maxOutputBytes: 10_000 });
    expect(shown).toMatchObject({ exitCode: 0, stdout: 'changed\n' });
    expect(existsSync(marker)).toBe(false);
  });
});
