// What GitHub checks when a push arrives, before any ref moves: branch protection (no force
// pushes, no deletions, required checks passed on the pushed commit, signed commits, changes
// through the merge queue; admins pass unless the rule is enforced for them) and the `workflows`
// permission for files under `.github/workflows/`. git's own receive-pack runs a pre-receive hook
// that hands the ref updates back to the emulator, which decides with its state; the hook prints
// GitHub's words as `remote: error: …` lines and refuses the whole push.

import { execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { Account, GitHubState, Repository } from './state.js';

const ZERO = /^0{40}$/;

/** The push a receive-pack is running: whose, to which repository, judged against which state. */
export interface PendingPush {
  state: GitHubState;
  repo: Repository;
  actor: Account;
}

/**
 * The hook, a POSIX shell script: no Node started per push (~0.5 s each on a loaded machine). It
 * asks on fd 3 and reads the answer on fd 4, two pipes the emulator opened when it started
 * receive-pack (`PUSH_STDIO`), which git hands down to its hooks as it does every descriptor it
 * does not use itself. The question: the quarantine's object directory, the alternates, then git's
 * ref update lines, then a `.` line; the answer: one refusal a line, then a `.` line.
 */
const HOOK = `#!/bin/sh
printf '%s\n%s\n' "$GIT_OBJECT_DIRECTORY" "$GIT_ALTERNATE_OBJECT_DIRECTORIES" >&3 || exit 1
while IFS= read -r update; do printf '%s\n' "$update" >&3; done
printf '.\n' >&3
refused=0
while IFS= read -r refusal <&4; do
  [ "$refusal" = . ] && exit $refused
  printf 'error: %s\n' "$refusal" >&2
  refused=1
done
echo 'error: the emulator gave no answer' >&2
exit 1
`;

/** receive-pack's stdio for a push: stdin, stdout, stderr, then the hook's question and answer pipes. */
export const PUSH_STDIO = ['pipe', 'pipe', 'pipe', 'pipe', 'pipe'] as const;

const hookDirs = new Set<string>();

/** The environment receive-pack needs to run the hook for a push: the hooks folder, written once under the emulator's root. */
export function pushHookEnv(root: string): Record<string, string> {
  const dir = join(root, '.emulator-hooks');
  if (!hookDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'pre-receive'), HOOK);
    chmodSync(join(dir, 'pre-receive'), 0o755);
    hookDirs.add(dir);
  }
  return { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'core.hooksPath', GIT_CONFIG_VALUE_0: dir };
}

/**
 * Answers the hook of a receive-pack started with `PUSH_STDIO` and `pushHookEnv`: reads its
 * question, decides with the emulator's state, writes GitHub's refusals (none when every ref may
 * move). A receive-pack that never runs the hook (nothing to update) simply closes the pipes.
 */
export function answerPushHook(child: ChildProcess, push: PendingPush): void {
  const question = child.stdio[3] as Readable;
  const answer = child.stdio[4] as Writable;
  answer.on('error', () => {
    // receive-pack gone (killed with its client): nobody to answer.
  });
  let text = '';
  question.setEncoding('utf8');
  question.on('data', (chunk: string) => {
    text += chunk;
    if (!text.endsWith('\n.\n')) return;
    const [objectDirectory = '', alternates = '', ...updates] = text.slice(0, -'.\n'.length).split('\n').filter((line, i) => i < 2 || line !== '');
    text = '';
    let refusals: string[];
    try {
      refusals = answerPreReceive(push, { updates, objectDirectory: objectDirectory || null, alternates: alternates || null });
    } catch (error) {
      refusals = [`emulator error: ${String(error)}`];
    }
    // One refusal a line; none may read as the end marker.
    answer.end(`${refusals.map((line) => line.replace(/\n/g, ' ').replace(/^\.$/, '. ')).join('\n')}${refusals.length > 0 ? '\n' : ''}.\n`);
  });
  question.on('error', () => {});
}

/** GitHub's refusals for a push's ref updates (`<old> <new> <ref>` lines), none when every ref may move. */
export function answerPreReceive(push: PendingPush, request: { updates: string[]; objectDirectory: string | null; alternates: string | null }): string[] {
  const env: NodeJS.ProcessEnv = { LC_ALL: 'C', GIT_CONFIG_NOSYSTEM: '1' };
  for (const [key, value] of Object.entries(process.env)) if (!/^GIT_/i.test(key)) env[key] = value;
  // The pushed objects are still in receive-pack's quarantine: read them from there.
  if (request.objectDirectory) env.GIT_OBJECT_DIRECTORY = request.objectDirectory;
  if (request.alternates) env.GIT_ALTERNATE_OBJECT_DIRECTORIES = request.alternates;
  const git = (args: string[]) => execFileSync('git', args, { cwd: push.repo.bareDir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const updates = request.updates.map((line) => {
    const update = /^([0-9a-f]{40}) ([0-9a-f]{40}) (\S+)$/.exec(line);
    if (!update) throw new Error(`not a ref update line: ${JSON.stringify(line)}`);
    return { oldOid: update[1]!, newOid: update[2]!, ref: update[3]! };
  });
  return updates.flatMap((update) => refusalsFor(push, update, git));
}

function refusalsFor(push: PendingPush, update: { oldOid: string; newOid: string; ref: string }, git: (args: string[]) => string): string[] {
  const { state, repo, actor } = push;
  const deleting = ZERO.test(update.newOid);
  const pushed = deleting ? [] : newCommitsWithPaths(git, update.newOid);
  const newCommits = pushed.map(({ oid }) => oid);
  const refusals: string[] = [];

  const branch = update.ref.startsWith('refs/heads/') ? update.ref.slice('refs/heads/'.length) : null;
  const protection = branch === null ? undefined : repo.protection.get(branch);
  if (protection && !state.bypassesProtection(repo, protection, actor)) {
    const reasons: string[] = [];
    if (deleting) {
      if (!protection.allowDeletions) reasons.push('Cannot delete this protected branch');
    } else {
      const forced = !ZERO.test(update.oldOid) && !isAncestor(git, update.oldOid, update.newOid);
      if (forced && !protection.allowForcePushes) reasons.push('Cannot force-push to this protected branch');
      if (protection.requiresMergeQueue) reasons.push('Changes must be made through the merge queue');
      else {
        for (const context of protection.requiredStatusChecks) {
          if (!state.requiredCheckPassed(repo, update.newOid, context)) reasons.push(`Required status check "${context}" is expected.`);
        }
      }
      if (protection.requiresCommitSignatures && newCommits.some((oid) => !signed(state, git, oid))) {
        reasons.push('Commits must have valid signatures.');
      }
    }
    if (reasons.length > 0) refusals.push(`GH006: Protected branch update failed for ${update.ref}.`, ...reasons);
  }
  // A ruleset's required_signatures rule (no bypass modelled): GH013, each unsigned commit listed.
  if (branch !== null && !deleting && state.activeRulesets(repo, branch).some((r) => r.requiredSignatures)) {
    const unsigned = newCommits.filter((oid) => !signed(state, git, oid));
    if (unsigned.length > 0) {
      refusals.push(`GH013: Repository rule violations found for ${update.ref}.`, '- Commits must have verified signatures.', `  Found ${unsigned.length} violation${unsigned.length === 1 ? '' : 's'}:`, ...unsigned.map((oid) => `  ${oid}`));
    }
  }

  if (!state.hasWorkflowsPermission(repo, actor)) {
    const workflow = pushed
      .flatMap(({ oid, paths }) => paths.filter((path) => path.startsWith('.github/workflows/')).map((path) => ({ path, blob: blobAt(git, oid, path) })))
      .find(({ path, blob }) => blob === null || !onSomeBranch(git, path, blob));
    if (workflow) refusals.push(`refusing to allow a GitHub App to create or update workflow \`${workflow.path}\` without \`workflows\` permission`);
  }
  return refusals;
}

/**
 * The commits the push brings (reachable from `newOid` and from no ref, newest first, as
 * `rev-list newOid --not --all` lists them) and the paths each changes against each of its parents
 * (`diff-tree -r -m --root --name-only`): one `git log` for what was a rev-list and a diff-tree per
 * commit, each a fork of the test's process.
 */
function newCommitsWithPaths(git: (args: string[]) => string, newOid: string): Array<{ oid: string; paths: string[] }> {
  const commits = new Map<string, string[]>();
  // With -m a merge comes once per parent, each time with that parent's diff.
  for (const record of git(['log', '--format=%x00%H', '--name-only', '--no-renames', '-m', '--root', newOid, '--not', '--all']).split('\0')) {
    const [oid = '', ...paths] = record.split('\n');
    if (!/^[0-9a-f]{40}$/.test(oid)) continue;
    commits.set(oid, [...(commits.get(oid) ?? []), ...paths.filter(Boolean)]);
  }
  return [...commits].map(([oid, paths]) => ({ oid, paths }));
}

/** The blob at `path` in `commit`, or null when the commit has no file there (a deletion). */
function blobAt(git: (args: string[]) => string, commit: string, path: string): string | null {
  const entry = git(['ls-tree', '-z', commit, '--', path]).split('\0')[0] ?? '';
  const [meta = '', name] = entry.split('\t');
  return name === path ? (meta.split(' ')[2] ?? null) : null;
}

/**
 * Whether a branch already holds this very file (path and contents): such a workflow file may be
 * committed without the permission, GitHub's one exception.
 */
function onSomeBranch(git: (args: string[]) => string, path: string, blob: string): boolean {
  const tips = git(['for-each-ref', '--format=%(objectname)', 'refs/heads/']).split('\n').filter(Boolean);
  return tips.some((tip) => blobAt(git, tip, path) === blob);
}

function isAncestor(git: (args: string[]) => string, ancestor: string, descendant: string): boolean {
  try {
    git(['merge-base', '--is-ancestor', ancestor, descendant]);
    return true;
  } catch {
    return false;
  }
}

/** As `GitHubState.isSigned`, reading the commit from the quarantine it still sits in. */
function signed(state: GitHubState, git: (args: string[]) => string, oid: string): boolean {
  return state.signedByGitHub.has(oid) || /\ngpgsig /.test(`\n${git(['cat-file', 'commit', oid])}`);
}
