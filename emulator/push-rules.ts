// What GitHub checks when a push arrives, before any ref moves: branch protection (no force
// pushes, no deletions, required checks passed on the pushed commit, signed commits, changes
// through the merge queue; admins pass unless the rule is enforced for them) and the `workflows`
// permission for files under `.github/workflows/`. git's own receive-pack runs a pre-receive hook
// that hands the ref updates back to the emulator, which decides with its state; the hook prints
// GitHub's words as `remote: error: …` lines and refuses the whole push.

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Account, GitHubState, Repository } from './state.js';

const ZERO = /^0{40}$/;

/** Where the hook posts; under `/_emulator/` so it can never shadow a GitHub route. */
export const PRE_RECEIVE_PATH = '/_emulator/pre-receive';

interface PendingPush {
  state: GitHubState;
  repo: Repository;
  actor: Account;
}

const pushes = new Map<string, PendingPush>();

/** The hook: posts what git hands it to the emulator and relays the answer. */
const HOOK = `#!/usr/bin/env node
const url = process.env.TEND_EMU_HOOK_URL;
if (!url) process.exit(0);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const body = {
    pushId: process.env.TEND_EMU_PUSH_ID,
    updates: Buffer.concat(chunks).toString('utf8'),
    objectDirectory: process.env.GIT_OBJECT_DIRECTORY || null,
    alternates: process.env.GIT_ALTERNATE_OBJECT_DIRECTORIES || null,
  };
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const { refusals } = await response.json();
  for (const line of refusals) process.stderr.write('error: ' + line + '\\n');
  process.exit(refusals.length > 0 ? 1 : 0);
});
`;

const hookDirs = new Set<string>();

/**
 * The environment http-backend needs so its receive-pack runs the hook for this push: the hooks
 * folder (written once under the emulator's root) and where to ask.
 */
export function pushHookEnv(input: { state: GitHubState; repo: Repository; actor: Account; root: string; hookUrl: string }): Record<string, string> {
  const dir = join(input.root, '.emulator-hooks');
  if (!hookDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'pre-receive'), HOOK);
    chmodSync(join(dir, 'pre-receive'), 0o755);
    hookDirs.add(dir);
  }
  const pushId = randomUUID();
  pushes.set(pushId, { state: input.state, repo: input.repo, actor: input.actor });
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'core.hooksPath',
    GIT_CONFIG_VALUE_0: dir,
    TEND_EMU_HOOK_URL: input.hookUrl,
    TEND_EMU_PUSH_ID: pushId,
  };
}

/** Forgets a push once http-backend has answered it. */
export function endPush(env: Record<string, string>): void {
  if (env.TEND_EMU_PUSH_ID) pushes.delete(env.TEND_EMU_PUSH_ID);
}

const hookRequest = z.object({
  pushId: z.string(),
  updates: z.string(),
  objectDirectory: z.string().nullable(),
  alternates: z.string().nullable(),
});

/** Answers the hook: GitHub's refusals for this push, none when every ref may move. */
export function answerPreReceive(body: unknown): { refusals: string[] } {
  const request = hookRequest.parse(body);
  const push = pushes.get(request.pushId);
  if (!push) return { refusals: ['unknown push'] };
  const env: NodeJS.ProcessEnv = { LC_ALL: 'C', GIT_CONFIG_NOSYSTEM: '1' };
  for (const [key, value] of Object.entries(process.env)) if (!/^GIT_/i.test(key)) env[key] = value;
  // The pushed objects are still in receive-pack's quarantine: read them from there.
  if (request.objectDirectory) env.GIT_OBJECT_DIRECTORY = request.objectDirectory;
  if (request.alternates) env.GIT_ALTERNATE_OBJECT_DIRECTORIES = request.alternates;
  const git = (args: string[]) => execFileSync('git', args, { cwd: push.repo.bareDir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const updates = request.updates
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [oldOid = '', newOid = '', ref = ''] = line.split(' ');
      return { oldOid, newOid, ref };
    });
  return { refusals: updates.flatMap((update) => refusalsFor(push, update, git)) };
}

function refusalsFor(push: PendingPush, update: { oldOid: string; newOid: string; ref: string }, git: (args: string[]) => string): string[] {
  const { state, repo, actor } = push;
  const deleting = ZERO.test(update.newOid);
  const newCommits = deleting ? [] : git(['rev-list', update.newOid, '--not', '--all']).split('\n').filter(Boolean);
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
    const workflow = newCommits
      .flatMap((oid) =>
        git(['diff-tree', '--no-commit-id', '--name-only', '--no-renames', '-r', '-m', '--root', oid])
          .split('\n')
          .filter((path) => path.startsWith('.github/workflows/'))
          .map((path) => ({ path, blob: blobAt(git, oid, path) })),
      )
      .find(({ path, blob }) => blob === null || !onSomeBranch(git, path, blob));
    if (workflow) refusals.push(`refusing to allow a GitHub App to create or update workflow \`${workflow.path}\` without \`workflows\` permission`);
  }
  return refusals;
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
