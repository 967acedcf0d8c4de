// Creates repository content in the emulator's bare repositories without a network or a working
// tree: git-fast-import(1) straight into the object store, so seeding is fast, needs no checkout
// and gives the same commit ids every run when a date is fixed.

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { branchCommit, refFromFiles } from './ref-files.js';

export interface SeedAuthor {
  name: string;
  email: string;
}

const DEFAULT_AUTHOR: SeedAuthor = { name: 'octocat', email: '583231+octocat@users.noreply.github.com' };
const ZERO_OID = '0'.repeat(40);

/**
 * Server-side settings that make a bare repository behave like one on github.com: pushes over
 * HTTP are accepted (the remote authenticates, not git), force pushes and branch deletion are
 * allowed but never of the default branch, objects are checked on receive, any reachable commit
 * can be fetched by id, and nothing runs in the background.
 */
const SERVER_CONFIG: Array<[string, string]> = [
  ['http.receivepack', 'true'],
  ['receive.denyNonFastForwards', 'false'],
  ['receive.denyDeletes', 'false'],
  ['receive.denyDeleteCurrent', 'refuse'],
  ['receive.fsckObjects', 'true'],
  ['receive.advertisePushOptions', 'true'],
  ['uploadpack.allowReachableSHA1InWant', 'true'],
  ['uploadpack.allowFilter', 'true'],
  ['core.logAllRefUpdates', 'true'],
  ['gc.auto', '0'],
  // receive-pack would still start `git gc --auto` after every push, only for it to find gc off.
  ['receive.autogc', 'false'],
];

/**
 * Repositories already made with a fixed date, by what they were made of: the same input gives the
 * same bytes, so a copy on disk stands in for git's processes (init, fast-import).
 * Test files start a world per test; the first one of a process pays for git.
 */
const templates = new Map<string, Promise<{ dir: string; headOid: string }>>();
let templateRoot: Promise<string> | undefined;
let templateCount = 0;

export async function createBareRepository(
  bareDir: string,
  init: { defaultBranch?: string; files: Record<string, string>; message?: string; author?: SeedAuthor; date?: Date },
): Promise<{ headOid: string }> {
  // Without a date the commit takes the time of day: never the same repository twice.
  if (init.date === undefined) return initBareRepository(bareDir, init);
  const key = JSON.stringify([init.defaultBranch ?? 'main', init.files, init.message ?? null, init.author ?? null, init.date.getTime()]);
  let template = templates.get(key);
  if (template === undefined) {
    templateRoot ??= mkdtemp(join(tmpdir(), 'tend-seed-templates-')).then((root) => {
      process.once('exit', () => rmSync(root, { recursive: true, force: true }));
      return root;
    });
    const root = templateRoot;
    const dir = String(++templateCount);
    template = initBareRepository(bareDir, init).then(async ({ headOid }) => {
      const copy = join(await root, dir);
      await cp(bareDir, copy, { recursive: true, verbatimSymlinks: true });
      return { dir: copy, headOid };
    });
    templates.set(key, template);
    // The first caller's repository is the one git made; a failure is not remembered.
    template.catch(() => templates.delete(key));
    return { headOid: (await template).headOid };
  }
  const { dir, headOid } = await template;
  await mkdir(dirname(bareDir), { recursive: true });
  await cp(dir, bareDir, { recursive: true, verbatimSymlinks: true, errorOnExist: true, force: false });
  return { headOid };
}

async function initBareRepository(
  bareDir: string,
  init: { defaultBranch?: string; files: Record<string, string>; message?: string; author?: SeedAuthor; date?: Date },
): Promise<{ headOid: string }> {
  const defaultBranch = init.defaultBranch ?? 'main';
  await mkdir(dirname(bareDir), { recursive: true });
  await git(dirname(bareDir), ['init', '--quiet', '--bare', `--initial-branch=${defaultBranch}`, bareDir]);
  // One write instead of a `git config` per key: each git started is a fork of the test's process.
  // The keys and values are ours and plain (git-config(1)'s syntax: `[section]` then `key = value`).
  const sections = new Map<string, string[]>();
  for (const [key, value] of SERVER_CONFIG) {
    const dot = key.indexOf('.');
    sections.set(key.slice(0, dot), [...(sections.get(key.slice(0, dot)) ?? []), `\t${key.slice(dot + 1)} = ${value}\n`]);
  }
  await appendFile(join(bareDir, 'config'), [...sections].map(([section, lines]) => `[${section}]\n${lines.join('')}`).join(''));
  const headOid = await commitFiles(bareDir, {
    branch: defaultBranch,
    files: init.files,
    message: init.message ?? 'Initial commit',
    author: init.author,
    date: init.date,
  });
  return { headOid };
}

/**
 * git-fast-import(1), keeping what it writes as a pack: below `fastimport.unpackLimit` objects
 * (100 by default) it would start `git unpack-objects` to explode a small pack into loose objects,
 * a third process for every seeded commit.
 */
const FAST_IMPORT = ['-c', 'fastimport.unpackLimit=0', 'fast-import', '--quiet', '--done', '--date-format=raw'];

/** A path as git-fast-import(1) reads it: C-style quoted, which it accepts in all cases. */
function fastImportPath(path: string): string {
  return `"${path.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** fast-import's `data` command: the exact byte count, then the bytes. */
function fastImportData(text: string): string {
  return `data ${Buffer.byteLength(text, 'utf8')}\n${text}\n`;
}

/**
 * Commits `files` onto `branch` (starting from `from` when given, else from the branch itself, else
 * as a root commit) and moves the branch, refusing when it moved meanwhile.
 *
 * git-fast-import(1) writes the blobs, the tree and the commit and prints the commit's id. The
 * objects are the ones `hash-object`/`write-tree`/`commit-tree` wrote before, so ids do not change.
 * Where the new commit descends from the branch's commit (it continues the branch) or the branch is
 * new, fast-import moves the branch itself, under its lock and only as a fast-forward of what the
 * branch holds then: one process, each a fork of the test's process, and a push that moved the
 * branch meanwhile makes it refuse (exit 1, the branch unmoved), as a compare-and-swap would. Moving
 * an existing branch to another base (`from`) is no fast-forward: there the commit is written on a
 * scratch ref and `update-ref --stdin` swaps the branch from the value read here and drops the
 * scratch ref in one transaction.
 */
export async function commitFiles(
  bareDir: string,
  input: {
    branch: string;
    from?: string;
    files: Record<string, string | null>;
    message: string;
    author?: SeedAuthor;
    date?: Date;
  },
): Promise<string> {
  const ref = `refs/heads/${input.branch}`;
  const onFile = refFromFiles(bareDir, ref);
  const current = onFile === 'absent' ? null : onFile === 'ask-git' ? await resolveCommit(bareDir, ref) : onFile;
  const parent = input.from === undefined ? current : await resolveCommit(bareDir, input.from);
  if (input.from !== undefined && parent === null) throw new Error(`commitFiles: '${input.from}' is not a commit in ${bareDir}`);
  const fastForward = current === null || parent === current;

  const author = input.author ?? DEFAULT_AUTHOR;
  const identity = `${author.name} <${author.email}> ${Math.floor((input.date ?? new Date()).getTime() / 1000)} +0000`;
  const scratch = `refs/tend-seed/${randomUUID()}`;
  let stream = `commit ${fastForward ? ref : scratch}\nmark :1\nauthor ${identity}\ncommitter ${identity}\n`;
  stream += fastImportData(input.message.endsWith('\n') ? input.message : `${input.message}\n`);
  if (parent) stream += `from ${parent}\n`;
  // Without `from`, fast-import starts from an empty tree: a root commit, as `read-tree --empty` did.
  for (const [path, content] of Object.entries(input.files)) {
    if (/[\t\n]/.test(path)) throw new Error(`commitFiles: unsupported path ${JSON.stringify(path)}`);
    stream += content === null ? `D ${fastImportPath(path)}\n` : `M 100644 inline ${fastImportPath(path)}\n${fastImportData(content)}`;
  }
  stream += '\nget-mark :1\ndone\n';
  const commit = await git(bareDir, FAST_IMPORT, { input: stream });
  if (fastForward) return commit;
  try {
    // Compare-and-swap on the value read above, so a concurrent push is never overwritten.
    await git(bareDir, ['update-ref', '-m', 'seed', '--stdin'], { input: `update ${ref} ${commit} ${current ?? ZERO_OID}\ndelete ${scratch}\n` });
  } catch (error) {
    await git(bareDir, ['update-ref', '-d', scratch]).catch(() => {});
    throw error;
  }
  return commit;
}

async function resolveCommit(bareDir: string, rev: string): Promise<string | null> {
  // Most seeds start from a branch (`from: 'main'`): its commit read from the ref files, when they
  // can only mean that branch, spares a `git rev-parse` (a fork of the test's process) per seed.
  const onBranch = branchCommit(bareDir, rev);
  if (onBranch !== null) return onBranch;
  try {
    return await git(bareDir, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
  } catch {
    return null;
  }
}

/** Runs git with an environment free of any ambient GIT_* variable (a hook's GIT_DIR, say). */
function git(cwd: string, args: string[], options: { env?: Record<string, string>; input?: string } = {}): Promise<string> {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^GIT_/i.test(key)) env[key] = value;
  Object.assign(env, { LC_ALL: 'C', GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' }, options.env);
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd, env, stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(Buffer.concat(out).toString('utf8').trim());
      reject(new Error(`git ${args.join(' ')} failed (${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
    if (child.stdin) {
      // A git that fails early closes stdin; its exit status is the error worth reporting.
      child.stdin.on('error', () => {});
      child.stdin.end(options.input);
    }
  });
}

/**
 * Many branches at once, each one commit on `from` adding its own files (a repository with
 * thousands of open pull requests in seconds, where `commitFiles` would start two git processes a
 * branch): one git-fast-import(1) writes every commit (on a scratch ref, each its own mark), then one
 * `update-ref --stdin` transaction creates the branches, refusing any that exists. Not fast-import's
 * own branch updates, which write one ref at a time.
 */
export async function seedBranches(
  bareDir: string,
  input: { from: string; branches: Array<{ branch: string; files: Record<string, string>; message: string }>; author?: SeedAuthor; date?: Date },
): Promise<void> {
  const parent = await resolveCommit(bareDir, input.from);
  if (parent === null) throw new Error(`seedBranches: '${input.from}' is not a commit in ${bareDir}`);
  const author = input.author ?? DEFAULT_AUTHOR;
  const identity = `${author.name} <${author.email}> ${Math.floor((input.date ?? new Date()).getTime() / 1000)} +0000`;
  const scratch = `refs/tend-seed/${randomUUID()}`;
  const parts: string[] = [];
  let marks = new Map<string, string>();
  input.branches.forEach(({ files, message }, i) => {
    parts.push(`commit ${scratch}\nmark :${i + 1}\nauthor ${identity}\ncommitter ${identity}\n`, fastImportData(message.endsWith('\n') ? message : `${message}\n`), `from ${parent}\n`);
    for (const [path, content] of Object.entries(files)) {
      if (/[\t\n]/.test(path)) throw new Error(`seedBranches: unsupported path ${JSON.stringify(path)}`);
      parts.push(`M 100644 inline ${fastImportPath(path)}\n${fastImportData(content)}`);
    }
    parts.push('\n');
  });
  parts.push('done\n');
  // The marks file, not `get-mark`: fast-import answering one mark at a time costs ~5 ms each.
  const marksFile = join(bareDir, `tend-seed-marks-${randomUUID()}`);
  try {
    await git(bareDir, [...FAST_IMPORT, `--export-marks=${marksFile}`], { input: parts.join('') });
    marks = new Map((await readFile(marksFile, 'utf8')).trim().split('\n').map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)] as const));
  } finally {
    await rm(marksFile, { force: true });
  }
  const commits = input.branches.map((_, i) => marks.get(`:${i + 1}`));
  if (commits.some((c) => c === undefined)) throw new Error(`seedBranches: fast-import marked ${marks.size} commits for ${input.branches.length} branches`);
  const updates = input.branches.map(({ branch }, i) => `create refs/heads/${branch} ${commits[i]}\n`);
  try {
    await git(bareDir, ['update-ref', '-m', 'seed', '--stdin'], { input: `${updates.join('')}delete ${scratch}\n` });
  } catch (error) {
    await git(bareDir, ['update-ref', '-d', scratch]).catch(() => {});
    throw error;
  }
}
