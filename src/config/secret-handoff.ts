// Keeps secrets out of every tend process's environment block.
//
// Linux shows a process's exec-time environment at /proc/<pid>/environ to every process of the same
// user (a PTRACE_MODE_READ check, which Yama's ptrace_scope=1 does not restrict), and deleting from
// process.env does not change it. verify-command and triage-commands run repository code as that
// user, so the runner's INPUT_GITHUB-TOKEN, INPUT_PUSH-TOKEN, the Anthropic key, chat tokens and
// ACTIONS_RUNTIME_TOKEN would all be one `cat` away. So tend's first act is to replace its own
// image (process.execve: same pid, the runner still waits on it) with one whose environment keeps
// only variables tend reads and that hold no secret. The step's inputs (every INPUT_* variable: the
// secret ones among them, and any a later input adds) and the cloud credentials tend reads from the
// environment (CREDENTIAL_VARIABLES) cross the exec through a 0600 file in a 0700
// directory that the new image reads once and deletes before it starts any other process: only
// same-user processes already running then could read it, and those could have read the original
// environment block just as well.
//
// This module is the whole of what the first image loads (index.ts imports nothing else before the
// exec), so it imports nothing heavy: reading the file back is take-handoff.ts's, in the new image.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Taken, not imported: node:fs's ES namespace reads its ReadStream getters, which load Node's streams (~3 ms).
const { mkdtempSync, writeFileSync } = process.getBuiltinModule('node:fs');

/** Names the handoff file in the re-executed image's environment (a path, not a secret). */
export const HANDOFF_VARIABLE = 'TEND_SECRET_HANDOFF';
/** The handoff file's name, in a directory of its own named with this prefix. */
export const HANDOFF_FILE = 'secrets.json';
export const HANDOFF_DIR_PREFIX = 'tend-handoff-';

/**
 * Variables tend, git, Node and the tools it starts read, by name or prefix; everything else in the
 * runner's environment is dropped, so a job-level `env: NPM_TOKEN: ${{ secrets.X }}` is not kept
 * either. Proxy settings stay because git needs them behind a proxy (a password inside a proxy URL
 * stays visible: see docs/security.md).
 */
const KEPT = /^(GITHUB_|RUNNER_|TEND_|NODE_|LC_|SSL_CERT_)|^(PATH|HOME|USER|LOGNAME|SHELL|TMPDIR|TZ|LANG|LANGUAGE|CI|TERM|ImageOS|ImageVersion|ANTHROPIC_BASE_URL|ANTHROPIC_(?:BEDROCK|VERTEX|FOUNDRY)_BASE_URL|ACTIONS_STEP_DEBUG|ACTIONS_RUNNER_DEBUG)$|^(https?_proxy|no_proxy|all_proxy)$/i;

/**
 * Credentials tend itself uses, read from the environment under the names the cloud's own action
 * exports (aws-actions/configure-aws-credentials): handed over like the inputs, so tend has them and
 * no process it starts does.
 */
export const CREDENTIAL_VARIABLES = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'] as const;
export type CredentialVariable = (typeof CREDENTIAL_VARIABLES)[number];

/**
 * The inputs that hold tokens and keys (inputs.ts marks the same ones secret; config.test.ts holds
 * the two together): named here too, for the first image, which masks them without the input table.
 */
export const SECRET_INPUT_NAMES = [
  'github-token',
  'push-token',
  'anthropic-api-key',
  'google-access-token',
  'foundry-api-key',
  'slack-token',
  'discord-token',
  'mattermost-token',
  'teams-token',
  'lark-app-secret',
] as const;

/**
 * Every input action.yml declares (inputs.ts's table; config.test.ts holds the two together), for
 * the first image: a run whose environment carries any other INPUT_* variable (a `with:` key tend
 * no longer has, which the runner still passes) goes to the full step, which says where it went.
 */
export const ACTION_INPUT_NAMES = [
  'github-token',
  'push-token',
  'anthropic-api-key',
  'model-provider',
  'google-access-token',
  'foundry-api-key',
  'slack-token',
  'discord-token',
  'mattermost-token',
  'teams-token',
  'lark-app-secret',
  'model',
  'command',
  'number',
  'config-path',
  'job-timeout-minutes',
  'verify-command',
  'verify-isolation',
  'verify-path',
  'regenerate-command',
  'triage-commands',
  'mcp-servers',
  'max-cost-usd',
  'audit-path',
  'dry-run',
] as const;

/** A kept prefix can still carry a secret a workflow put there (GITHUB_TOKEN, GITHUB_APP_KEY). */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|(^|_)KEY($|_)|API_?KEY/i;

/** `INPUT_<NAME>` as the runner spells it: spaces become `_`, letters upper case, `-` kept. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

export interface EnvironmentSplit {
  /** What the re-executed image runs with. */
  kept: Record<string, string>;
  /** The inputs' variables and the credentials with a value: handed over outside the environment. */
  handed: Record<string, string>;
  /** Names of the variables dropped (the inputs included). */
  dropped: string[];
}

/** The input that names the variables MCP servers receive (config/mcp-servers.ts). */
const MCP_SERVERS_VARIABLE = 'INPUT_MCP-SERVERS';

/**
 * Pure: which variables stay in tend's environment, which inputs cross the exec, which go. A
 * variable the `mcp-servers` input may name (its name appears as a word in that text) crosses the
 * exec with the inputs, out of the environment; the new image gives each server only those its
 * entry names (config/mcp-servers.ts) and forgets the rest. This image parses no YAML: a word is
 * enough to say which variables the workflow wrote down.
 */
export function splitEnvironment(env: NodeJS.ProcessEnv): EnvironmentSplit {
  const kept: Record<string, string> = {};
  const handed: Record<string, string> = {};
  const dropped: string[] = [];
  const mcpWords = new Set(env[MCP_SERVERS_VARIABLE]?.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (/^INPUT_/i.test(name)) {
      if (value !== '') handed[name.toUpperCase()] = value;
      dropped.push(name);
    } else if ((CREDENTIAL_VARIABLES as readonly string[]).includes(name)) {
      if (value !== '') handed[name] = value;
      dropped.push(name);
    } else if (name === HANDOFF_VARIABLE) {
      // Only tend sets it, right before its own exec.
      dropped.push(name);
    } else if (KEPT.test(name) && !SECRET_NAME.test(name)) {
      kept[name] = value;
    } else {
      if (mcpWords.has(name)) handed[name] = value;
      dropped.push(name);
    }
  }
  return { kept, handed, dropped };
}

/** Where the step's inputs are: in the handoff file of the re-executed image, or (no execve) here. */
export type Handoff = { kind: 'file'; file: string } | { kind: 'inline'; handed: Record<string, string> };

/**
 * In the first image: writes the inputs to the handoff file and re-executes without them and
 * without any other secret (never returns). In the re-executed image: the handoff file's path, for
 * take-handoff.ts. Where the platform has no execve (Windows), the inputs as they are; /proc does
 * not exist there.
 */
export function reexecWithoutSecrets(env: NodeJS.ProcessEnv = process.env): Handoff {
  const handoff = env[HANDOFF_VARIABLE];
  if (handoff) return { kind: 'file', file: handoff };
  const split = splitEnvironment(env);
  if (typeof process.execve !== 'function') return { kind: 'inline', handed: split.handed };
  const dir = mkdtempSync(join(env.RUNNER_TEMP || tmpdir(), HANDOFF_DIR_PREFIX));
  const file = join(dir, HANDOFF_FILE);
  writeFileSync(file, JSON.stringify(split.handed), { mode: 0o600, flag: 'wx' });
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...split.kept, [HANDOFF_VARIABLE]: file });
  throw new Error('process.execve returned');
}
