// tend installed the way a user installs it: the packed tarball (`npm pack`), offline, into an
// empty project, run through npm's bin link. Shared by the files that run the package as a user
// does (the chat bridge files, cli-bin.test.ts): the install is made once per content of the packed
// files and only read after, so each file's own folder (configs, home, npm cache) is its `temp`.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runProcess } from './spawn.js';

const ROOT = join(import.meta.dirname, '..', '..');

export interface InstalledTend {
  temp: string;
  project: string;
  /** The environment npm and the bin link run in (offline, a home of their own). */
  npmEnv: Record<string, string>;
  remove(): Promise<void>;
}

/**
 * What a user does: install the packed tarball, offline, into an empty project. The installed
 * project is the same for every file that installs it while the packed files are, and npm pack +
 * install cost ~6 s of two busy cores per file: it is made once per content of package.json,
 * action.yml and dist/ (`installedProject`) and only read after (the bridge and the CLI run from
 * it; their configs, home and npm cache live in this file's own `temp`).
 */
export async function installTend(): Promise<InstalledTend> {
  const temp = await mkdtemp(join(tmpdir(), 'tend-package-'));
  await mkdir(join(temp, 'home'));
  const npmEnv = {
    PATH: [dirname(process.execPath), process.env.PATH ?? '/usr/bin:/bin'].join(':'),
    HOME: join(temp, 'home'),
    npm_config_cache: join(temp, 'cache'),
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
  };
  const project = await installedProject(npmEnv);
  return { temp, project, npmEnv, remove: () => rm(temp, { recursive: true, force: true }) };
}

/**
 * The project tend was installed into, for the packed files as they are now: reused when an
 * install of the same content is complete, else installed in a directory of its own and moved
 * into place whole (two files installing at once both finish; one keeps its copy). Installs of
 * this checkout's older contents are removed.
 */
async function installedProject(npmEnv: Record<string, string>): Promise<string> {
  const hash = createHash('sha256');
  // What npm packs: package.json, its "files" (dist/, action.yml, schema/), README and LICENSE.
  const { files: packed } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
  const files = ['package.json', 'README.md', 'LICENSE'];
  for (const entry of packed) {
    const path = join(ROOT, entry);
    if (existsSync(path) && (await stat(path)).isDirectory()) files.push(...(await readdir(path, { recursive: true })).map((f) => join(entry, f)).sort());
    else files.push(entry);
  }
  for (const file of files) {
    const path = join(ROOT, file);
    if (!existsSync(path) || !(await stat(path)).isFile()) continue;
    hash.update(`${file}\0`).update(await readFile(path)).update('\0');
  }
  const prefix = `tend-installed-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}-`;
  const dir = join(tmpdir(), `${prefix}${hash.digest('hex').slice(0, 16)}`);
  const project = join(dir, 'project');
  if (existsSync(join(dir, 'installed'))) return project;
  const build = await mkdtemp(join(tmpdir(), 'tend-installing-'));
  try {
    const pack = join(build, 'pack');
    for (const sub of [join(build, 'project'), pack]) await mkdir(sub);
    const packed = await runProcess('npm', ['pack', '--json', '--pack-destination', pack], { cwd: ROOT, env: npmEnv });
    const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
    const installed = await runProcess('npm', ['install', '--offline', '--no-audit', '--no-fund', join(pack, filename)], { cwd: join(build, 'project'), env: npmEnv });
    if (installed.code !== 0) throw new Error(installed.stderr);
    await writeFile(join(build, 'installed'), `${filename}\n`);
    for (const old of await readdir(tmpdir())) if (old.startsWith(prefix) && join(tmpdir(), old) !== dir) await rm(join(tmpdir(), old), { recursive: true, force: true });
    await rename(build, dir).catch((error: NodeJS.ErrnoException) => {
      // Another file finished the same install first: its copy is as good as this one.
      if (!existsSync(join(dir, 'installed'))) throw error;
    });
  } finally {
    await rm(build, { recursive: true, force: true });
  }
  return project;
}
