// Read-only git in a repository's bare directory, the one runner the REST routes (rest/git-data.ts)
// and the GraphQL views (graphql/git.ts) share. The caller's GIT_* variables are left out so a
// GIT_DIR or GIT_INDEX_FILE around the emulator cannot point git elsewhere, and the C locale keeps
// git's output in the form both parsers read.

import { execFileSync } from 'node:child_process';
import type { Repository } from './state.js';

/** git's stdout for `args` run in the bare repository, `input` on stdin; throws when git fails. */
export function bareGit(repo: Repository, args: string[], input?: string): Buffer {
  const env: NodeJS.ProcessEnv = { LC_ALL: 'C', GIT_CONFIG_NOSYSTEM: '1' };
  for (const [key, value] of Object.entries(process.env)) if (!/^GIT_/i.test(key)) env[key] = value;
  return execFileSync('git', args, {
    cwd: repo.bareDir,
    env,
    input: input ?? '',
    stdio: ['pipe', 'pipe', 'ignore'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

const OBJECT_ID = /^[0-9a-f]{40}$/;

/** Whether `revision` names a fixed object: a full id, or a path inside one (`<oid>:src/a.ts`). */
export function namesFixedObject(revision: string): boolean {
  const colon = revision.indexOf(':');
  return OBJECT_ID.test(colon < 0 ? revision : revision.slice(0, colon)) && !revision.includes('\n');
}

const fixedAnswers = new WeakMap<Repository, Map<string, Buffer>>();

/**
 * `bareGit` for a question about fixed objects only (every revision in `args` and `input` a full
 * id, or a path inside one, which the caller checks with `namesFixedObject`): objects never change,
 * so git's answer is asked once per repository and kept, where a GraphQL query or REST route asks
 * it again on every read, each time a fork of the test's process. A failure is not kept, since the
 * object may arrive with a later push; a new Repository (recreated at the same path) starts empty.
 */
export function bareGitFixed(repo: Repository, args: string[], input?: string): Buffer {
  let answers = fixedAnswers.get(repo);
  if (!answers) fixedAnswers.set(repo, (answers = new Map()));
  const key = `${args.join('\0')}\0\0${input ?? ''}`;
  const kept = answers.get(key);
  if (kept) return kept;
  const answer = bareGit(repo, args, input);
  answers.set(key, answer);
  return answer;
}
