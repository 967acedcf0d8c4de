// What a failed `git push --force-with-lease --porcelain` means, read from git's output (the
// workspace runs git with LC_ALL=C, so these English strings are stable).

type PushFailureReason = 'stale' | 'workflows' | 'rejected' | 'auth' | 'error';

export type PushResult = { pushed: true; oid: string } | { pushed: false; reason: PushFailureReason; message: string };

/** The server refused our credentials or our permission (401/403, or a "denied" from GitHub). */
const AUTH_PATTERNS = [
  /Authentication failed/i,
  /could not read (?:Username|Password)/i,
  /terminal prompts disabled/i,
  /The requested URL returned error: 40[13]/i,
  /Permission to \S+ denied/i,
  /Write access to repository not granted/i,
  /Invalid username or (?:password|token)/i,
];

/**
 * git refused locally because the remote ref is not what we leased: someone pushed between our
 * fetch and our push. (`[rejected]` is git's own refusal; `[remote rejected]` is the server's.)
 */
const STALE_PATTERNS = [
  /stale info/i,
  /fetch first/i,
  /non-fast-forward/i,
  /(?<!remote )\[rejected\]/i,
  // The same race caught by the server: the ref moved between its advertisement and our update.
  /cannot lock ref '[^']*': is at [0-9a-f]+ but expected [0-9a-f]+/i,
];

/**
 * GitHub refused the push because it creates or changes a file under `.github/workflows/` and the
 * token lacks the `workflows` permission (an App's, GITHUB_TOKEN's) or the `workflow` scope (an
 * OAuth App's, a personal access token's): "refusing to allow a GitHub App | an OAuth App | a Personal
 * Access Token to create or update workflow `<path>` without …". Nothing of the push landed.
 */
const WORKFLOWS_PATTERN = /refusing to allow an? [\w ]{1,40}? to create or update workflow/i;

/** The server's hooks declined the update: branch protection and the like. */
const REJECTED_PATTERNS = [/\[remote rejected\]/i, /hook declined/i, /protected branch/i, /GH006/];

export function classifyPushFailure(output: string): PushFailureReason {
  if (WORKFLOWS_PATTERN.test(output)) return 'workflows';
  if (AUTH_PATTERNS.some((p) => p.test(output))) return 'auth';
  if (STALE_PATTERNS.some((p) => p.test(output))) return 'stale';
  if (REJECTED_PATTERNS.some((p) => p.test(output))) return 'rejected';
  return 'error';
}

/**
 * Whether a push that exited 0 left `ref` as it found it (`=`, "[up to date]" in `--porcelain`
 * output). git checks the lease only when it has something to send: when the remote already holds
 * our exact commit — another run built the same fix in the same second, byte for byte — it reports
 * success without writing. That commit is not ours to answer for.
 */
export function pushWasUpToDate(porcelain: string, ref: string): boolean {
  return porcelain.split('\n').some((line) => {
    const [flag, refs] = line.split('\t');
    return flag === '=' && refs?.split(':')[1] === ref;
  });
}
