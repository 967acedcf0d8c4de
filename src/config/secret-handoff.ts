// Keeps secrets out of every tend process's environment block.
//
// Linux shows a process's exec-time environment at /proc/<pid>/environ to every process of the same
// user (a PTRACE_MODE_READ check, which Yama's ptrace_scope=1 does not restrict), and deleting from
// process.env does not change it. verify-command and triage-commands run repository code as that
// user, so the runner's INPUT_GITHUB-TOKEN, INPUT_PUSH-TOKEN, the Anthropic key, chat tokens and
// ACTIONS_RUNTIME_TOKEN would all be one `cat` away. So tend's first act is to replace its own
// image (process.execve: same pid, the runner still waits on it) with one whose environment keeps
// only variables tend reads and that hold no secret. The secret inputs cross the exec through a
// 0600 file in a 0700 directory that the new image reads once and deletes before it starts any
// other process: only same-user processes already running then could read it, and those could
// have read the original environment block just as well.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';

/** Names the handoff file in the re-executed image's environment (a path, not a secret). */
export const HANDOFF_VARIABLE = 'TEND_SECRET_HANDOFF';

/**
 * Variables tend, git, Node and the tools it starts read, by name or prefix; everything else in the
 * runner's environment is dropped, so a job-level `env: NPM_TOKEN: ${{ secrets.X }}` is not kept
 * either. Proxy settings stay because git needs them behind a proxy (a password inside a proxy URL
 * stays visible: see SECURITY.md).
 */
const KEPT = /^(GITHUB_|RUNNER_|INPUT_|TEND_|NODE_|LC_|SSL_CERT_)|^(PATH|HOME|USER|LOGNAME|SHELL|TMPDIR|TZ|LANG|LANGUAGE|CI|TERM|ImageOS|ImageVersion|ANTHROPIC_BASE_URL|ACTIONS_STEP_DEBUG|ACTIONS_RUNNER_DEBUG)$|^(https?_proxy|no_proxy|all_proxy)$/i;

/** A kept prefix can still carry a secret a workflow put there (GITHUB_TOKEN, GITHUB_APP_KEY). */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|(^|_)KEY($|_)|API_?KEY/i;

/** `INPUT_<NAME>` as the runner spells it: spaces become `_`, letters upper case, `-` kept. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

export interface EnvironmentSplit {
  /** What the re-executed image runs with. */
  kept: Record<string, string>;
  /** The secret inputs' variables with a value: handed over outside the environment. */
  handed: Record<string, string>;
  /** Names of the variables dropped (secret inputs included), for the debug log. */
  dropped: string[];
}

/** Pure: which variables stay in tend's environment, which secrets cross the exec, which go. */
export function splitEnvironment(env: NodeJS.ProcessEnv, secretInputs: readonly string[]): EnvironmentSplit {
  const secretVariables = new Set(secretInputs.map(inputVariable));
  const kept: Record<string, string> = {};
  const handed: Record<string, string> = {};
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (secretVariables.has(name.toUpperCase())) {
      if (value !== '') handed[name.toUpperCase()] = value;
      dropped.push(name);
    } else if (name === HANDOFF_VARIABLE) {
      // Only tend sets it, right before its own exec.
      dropped.push(name);
    } else if (KEPT.test(name) && !(SECRET_NAME.test(name) && !name.startsWith('INPUT_'))) {
      kept[name] = value;
    } else {
      dropped.push(name);
    }
  }
  return { kept, handed, dropped };
}

const HandoffSchema = z.record(z.string(), z.string());

/**
 * Secret inputs by variable name (`INPUT_GITHUB-TOKEN` → value). In the first image: writes them to
 * the handoff file and re-executes without them (never returns). In the re-executed image: reads
 * and deletes the file. Where the platform has no execve (Windows), returns them from the
 * environment as they are; /proc does not exist there.
 */
export function secretsOutOfEnvironment(secretInputs: readonly string[], env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const handoff = env[HANDOFF_VARIABLE];
  if (handoff) return takeHandoff(handoff);
  const split = splitEnvironment(env, secretInputs);
  if (typeof process.execve !== 'function') return split.handed;
  const dir = mkdtempSync(join(env.RUNNER_TEMP || tmpdir(), 'tend-handoff-'));
  const file = join(dir, 'secrets.json');
  writeFileSync(file, JSON.stringify(split.handed), { mode: 0o600, flag: 'wx' });
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...split.kept, [HANDOFF_VARIABLE]: file });
  throw new Error('process.execve returned');
}

const HANDOFF_DIR = /^tend-handoff-/;

function takeHandoff(file: string): Record<string, string> {
  if (basename(file) !== 'secrets.json' || !HANDOFF_DIR.test(basename(dirname(file)))) {
    throw new Error(`${HANDOFF_VARIABLE}=${file} is not a handoff file tend wrote; do not set ${HANDOFF_VARIABLE} in the workflow.`);
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } finally {
    // Gone before tend starts any other process.
    rmSync(file, { force: true });
    rmSync(dirname(file), { recursive: true, force: true });
    delete process.env[HANDOFF_VARIABLE];
  }
  const parsed = HandoffSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`The secret handoff file ${file} does not hold name → value pairs.`);
  return parsed.data;
}
