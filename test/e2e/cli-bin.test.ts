// What a user does with the npm package: `npm pack` the repository, install the tarball into an
// empty folder with npm offline (the bundles carry every dependency), and run the CLI through
// npm's bin link with `npx tend-action`, as the README says. Never `node dist/cli/index.js`: the
// interpreter line, the file mode, package.json's bin and its files list are what this protects.

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld } from '../../emulator/fixtures.js';
import { startEmulator } from '../../emulator/server.js';
import { installTend, type InstalledTend } from '../support/installed-tend.js';
import { runProcess, type Ran } from '../support/spawn.js';

const ROOT = join(import.meta.dirname, '..', '..');
/** What the README tells users to type after npx; "tend" on npm is another package. */
const NAME = 'tend-action';


let temp: string;
/** The user's folder: an empty project with only the tarball installed. */
let project: string;
let env: Record<string, string>;
let tend: InstalledTend;

function run(command: string, args: string[], cwd: string, stdin = ''): Promise<Ran> {
  return runProcess(command, args, { cwd, env, stdin });
}

async function succeed(command: string, args: string[], cwd: string, stdin = ''): Promise<Ran> {
  const result = await run(command, args, cwd, stdin);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.code}:\n${result.stderr}`);
  return result;
}

beforeAll(async () => {
  // npm pack, then npm install of the tarball offline into an empty project, with no npm_*
  // variables from an enclosing `npm test` (npm_config_local_prefix would point npm at this
  // repository), an empty cache and offline everywhere: whatever the install or npx would fetch
  // fails instead. Node 24 (this test's node) first, as npm scripts have it. The install is the
  // one the chat bridge files run from, made once per content of the packed files
  // (test/support/installed-tend.ts); npx runs here with this file's own home and cache.
  tend = await installTend();
  ({ temp, project, npmEnv: env } = tend);
}, 120_000);

afterAll(async () => {
  await tend?.remove();
});

describe(`npx ${NAME}, installed from the packed tarball`, () => {
  it('installs alone: nothing else lands in node_modules', async () => {
    const installed = (await readdir(join(project, 'node_modules'))).filter((name) => !name.startsWith('.'));
    expect(installed).toEqual([NAME]);
  });

  it('links a bin that starts with the node interpreter line', async () => {
    const bin = await readFile(join(project, 'node_modules', '.bin', NAME));
    expect(bin.subarray(0, 20).toString()).toBe('#!/usr/bin/env node\n');
  });

  it('--help prints the usage with every command', async () => {
    const { stdout } = await succeed('npx', [NAME, '--help'], project);
    expect(stdout).toMatch(/^usage: tend <command> \[options\]\n/);
    expect(stdout).toContain(`npx ${NAME} <command>`);
    for (const command of ['demo [--out DIR]', 'review parse', 'evidence check', 'chat classify', 'chat report', 'pr <number>', 'triage --issue-file', 'report --audits', 'selftest --repo']) {
      expect(stdout).toContain(`  ${command}`);
    }
  });

  it('--version says the package version; a command\'s --help its usage and an example; an unknown flag one line, that usage, exit 2', async () => {
    const version = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect((await succeed('npx', [NAME, '--version'], project)).stdout).toBe(`${version.version}\n`);
    const help = await succeed('npx', [NAME, 'chat', 'bridge', '--help'], project);
    expect(help.stdout).toMatch(/^usage: tend chat bridge --repo owner\/name/);
    expect(help.stdout).toContain('\nexample:\n  SLACK_APP_TOKEN=… SLACK_BOT_TOKEN=… GITHUB_TOKEN=… tend chat bridge --repo acme/widgets');
    const bad = await run('npx', [NAME, 'demo', '--outt', 'x'], project);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^tend demo: Unknown option '--outt'.*\nusage: tend demo \[--out DIR\]/);
    expect(bad.stdout).toBe('');
  });

  it('review parse reads a comment on stdin and prints the bot and its severity', async () => {
    const comment = { author: 'coderabbitai[bot]', author_type: 'Bot', body: '_⚠️ Potential issue_ | _🟠 Major_\n\nx' };
    const { stdout } = await succeed('npx', [NAME, 'review', 'parse'], project, `${JSON.stringify(comment)}\n`);
    expect(stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown)).toEqual([{ bot: 'coderabbit', severity: 'major', suggestions: [] }]);
  });

  it('demo runs the packaged action to a merge, outside any checkout', { timeout: 120_000 }, async () => {
    const out = join(temp, 'demo');
    const { stdout } = await succeed('npx', [NAME, 'demo', '--out', out], project);
    expect(stdout).toContain('Demo passed.');
    expect(await readFile(join(out, 'summary.md'), 'utf8')).toMatch(/Merged: yes, [0-9a-f]{7} on main/);
  });

  it('selftest checks GitHub\'s rules against a repository (the emulator here) and says they hold', async () => {
    const emu = await startEmulator();
    try {
      const world = await createWorld(emu);
      const ran = await runProcess('npx', [NAME, 'selftest', '--repo', world.fullName, '--write'], {
        cwd: project,
        env: { ...env, GITHUB_TOKEN: world.tokens.actions, GITHUB_API_URL: emu.apiUrl, TEND_GITHUB_THROTTLE: 'off' },
        stdin: '',
      });
      expect(ran.stderr).toBe('');
      expect(ran.code).toBe(0);
      expect(ran.stdout).toMatch(/^# tend selftest: acme\/widgets\n\n9 hold, 0 differ, 0 could not be checked, 3 skipped\./);
      expect(ran.stdout).toContain('| L1 |');
      expect(ran.stdout).not.toContain(world.tokens.actions);
    } finally {
      await emu.stop();
    }
  });
});
