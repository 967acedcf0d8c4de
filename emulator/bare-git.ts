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
