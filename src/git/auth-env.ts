// The environment every git process of the workspace runs with. Authentication travels only here,
// as `GIT_CONFIG_*` entries (git >= 2.31), the way actions/checkout sends its token: an
// `http.<server>/.extraheader` with Basic credentials. Nothing lands in argv, in the remote URL or
// in .git/config, so the token cannot leak through an error message, `ps`, or a persisted clone.
// `isolatedGitEnv` is the part every git tend runs gets, the read-only tools' included.

import { devNull } from 'node:os';
import { trustedGitEnv } from './programs.js';

export interface GitIdentity {
  name: string;
  email: string;
}

export const DEFAULT_IDENTITY: GitIdentity = { name: 'tend[bot]', email: 'tend[bot]@users.noreply.github.com' };

/** `AUTHORIZATION: basic base64(x-access-token:TOKEN)`, what GitHub accepts for any token kind. */
function authorizationHeader(token: string): string {
  return `AUTHORIZATION: basic ${basicCredential(token)}`;
}

export function basicCredential(token: string): string {
  return Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
}

/** The `http.<url>.*` scope actions/checkout uses: the server's origin with a trailing slash. */
export function extraHeaderKey(serverUrl: string): string {
  return `http.${serverOrigin(serverUrl)}/.extraheader`;
}

export function serverOrigin(serverUrl: string): string {
  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    throw new Error(`Invalid server URL '${serverUrl}'. Expected e.g. https://github.com.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Invalid server URL '${serverUrl}'. Only http(s) remotes are supported.`);
  }
  if (url.username || url.password) throw new Error('The server URL must not carry credentials; pass the token separately.');
  return url.origin;
}

/**
 * Config entries applied to every git command through the environment. Order matters: an empty
 * value resets a multi-valued key, so a header or credential helper left in the clone's config
 * (actions/checkout persists its own by default) cannot be sent alongside ours.
 */
function authConfig(input: { serverUrl: string; token: string }): Array<[key: string, value: string]> {
  if (!input.token) throw new Error('A token is required for git operations.');
  const header = extraHeaderKey(input.serverUrl);
  return [
    ['credential.helper', ''],
    [header, ''],
    [header, authorizationHeader(input.token)],
    // A bot identity has no signing key; a global `commit.gpgSign` would fail every commit.
    ['commit.gpgSign', 'false'],
    // These git commands carry the token: no program named by the clone's own config or hooks
    // (verify-command runs the repository's code, which can write .git/) starts beside them.
    ['core.hooksPath', devNull],
    ['core.fsmonitor', 'false'],
    // Nor any housekeeping: `gc --auto` after commits and `maintenance --auto` after fetches would
    // each start a process that inherits the token, in a clone that lives for one run.
    ['gc.auto', '0'],
    ['maintenance.auto', 'false'],
  ];
}

/**
 * What every git process tend starts runs with: no system or global configuration (a runner's
 * global config may install git-lfs's filter, an `insteadOf`, a credential helper; nothing there
 * is tend's), no git-lfs smudge (a fork's .gitattributes and .lfsconfig would send git-lfs to a
 * server the fork names), no prompt; and its helpers and PATH only where foreign code cannot
 * write (programs.ts).
 */
export function isolatedGitEnv(): Record<string, string> {
  return {
    ...trustedGitEnv(),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: devNull,
    GIT_ATTR_NOSYSTEM: '1',
    GIT_LFS_SKIP_SMUDGE: '1',
    GIT_TERMINAL_PROMPT: '0',
  };
}

/**
 * Git-specific variables for the workspace's processes, to be layered over `inheritableEnv()`.
 * `LC_ALL=C` keeps git's messages in English, which push-result classification reads.
 */
export function workspaceEnv(input: { serverUrl: string; token: string; identity?: GitIdentity }): Record<string, string> {
  const identity = input.identity ?? DEFAULT_IDENTITY;
  const env: Record<string, string> = {
    ...isolatedGitEnv(),
    GIT_LITERAL_PATHSPECS: '1',
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
    LC_ALL: 'C',
    LANGUAGE: 'C',
  };
  const config = authConfig(input);
  env.GIT_CONFIG_COUNT = String(config.length);
  config.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}

/** Keys that redirect or reconfigure git, or name a program it would start. */
const GUARDED = /^(GIT_|EDITOR$|VISUAL$|PAGER$|PREFIX$|SSH_ASKPASS$)/i;
/** The AWS session tend reads for Bedrock (aws-actions/configure-aws-credentials exports these). */
const AWS_CREDENTIALS = /^(AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|AWS_SESSION_TOKEN)$/i;

/** Every key of `env` that reconfigures git: the workspace allows only those `workspaceEnv` set. */
export function guardedKeys(env: Record<string, string>): string[] {
  return Object.keys(env).filter((key) => GUARDED.test(key));
}

/**
 * The runner's environment minus whatever could redirect or reconfigure git behind our back
 * (a hook's GIT_DIR, GIT_CONFIG_*, GIT_ASKPASS, an EDITOR or PAGER): the workspace refuses guarded
 * keys other than its own, and none of these is ours to pass on. Nor are the cloud credentials
 * tend reads for Bedrock: the secret handoff already keeps them out of tend's environment; this
 * holds where there was no re-exec (a platform without execve).
 */
export function inheritableEnv(source: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (GUARDED.test(key) || AWS_CREDENTIALS.test(key)) continue;
    env[key] = value;
  }
  return env;
}

// Defence in depth: the token never reaches git's argv or config, but any text the workspace
// surfaces (errors, push results, logged commands) is scrubbed of every form it could take.
/** The token as given, as Basic credentials, base64 alone, and URL-encoded. */
export function secretForms(token: string): string[] {
  if (!token) return [];
  const forms = new Set([
    token,
    basicCredential(token),
    Buffer.from(token, 'utf8').toString('base64'),
    encodeURIComponent(token),
  ]);
  // Longest first, so a form containing another is masked whole.
  return [...forms].filter((form) => form.length > 0).sort((a, b) => b.length - a.length);
}
