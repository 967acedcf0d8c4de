// Creates repository content in the emulator's bare repositories without a network or a working
// tree: git plumbing against a throwaway index, so seeding is fast, needs no checkout and gives
// the same commit ids every run when a date is fixed.

import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

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
];

export async function createBareRepository(
  bareDir: string,
  init: { defaultBranch?: string; files: Record<string, string>; message?: string; author?: SeedAuthor; date?: Date },
): Promise<{ headOid: string }> {
  const defaultBranch = init.defaultBranch ?? 'main';
  await mkdir(dirname(bareDir), { recursive: true });
  await git(dirname(bareDir), ['init', '--quiet', '--bare', `--initial-branch=${defaultBranch}`, bareDir]);
  for (const [key, value] of SERVER_CONFIG) await git(bareDir, ['config', key, value]);
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
 * Commits `files` onto `branch` (starting from `from` when given, else from the branch itself, else
 * as a root commit) and moves the branch, refusing when it moved meanwhile.
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
  await git(bareDir, ['check-ref-format', ref]);
  const current = await resolveCommit(bareDir, ref);
  const parent = input.from === undefined ? current : await resolveCommit(bareDir, input.from);
  if (input.from !== undefined && parent === null) throw new Error(`commitFiles: '${input.from}' is not a commit in ${bareDir}`);

  const indexDir = await mkdtemp(join(tmpdir(), 'tend-seed-index-'));
  try {
    const env = { GIT_INDEX_FILE: join(indexDir, 'index') };
    await git(bareDir, parent ? ['read-tree', parent] : ['read-tree', '--empty'], { env });
    for (const [path, content] of Object.entries(input.files)) {
      if (/[\t\n]/.test(path)) throw new Error(`commitFiles: unsupported path ${JSON.stringify(path)}`);
      if (content === null) {
        // A mode-0 entry removes the path; `--force-remove` would demand a work tree.
        await git(bareDir, ['update-index', '--index-info'], { env, input: `0 ${ZERO_OID}\t${path}\n` });
      } else {
        const blob = await git(bareDir, ['hash-object', '-w', '--stdin'], { input: content });
        await git(bareDir, ['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], { env });
      }
    }
    const tree = await git(bareDir, ['write-tree'], { env });
    const author = input.author ?? DEFAULT_AUTHOR;
    const when = `${Math.floor((input.date ?? new Date()).getTime() / 1000)} +0000`;
    const commit = await git(bareDir, ['commit-tree', tree, ...(parent ? ['-p', parent] : [])], {
      input: input.message.endsWith('\n') ? input.message : `${input.message}\n`,
      env: {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_AUTHOR_DATE: when,
        GIT_COMMITTER_NAME: author.name,
        GIT_COMMITTER_EMAIL: author.email,
        GIT_COMMITTER_DATE: when,
      },
    });
    // Compare-and-swap on the value read above, so a concurrent push is never overwritten.
    await git(bareDir, ['update-ref', '-m', 'seed', ref, commit, current ?? ZERO_OID]);
    return commit;
  } finally {
    await rm(indexDir, { recursive: true, force: true });
  }
}

async function resolveCommit(bareDir: string, rev: string): Promise<string | null> {
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
