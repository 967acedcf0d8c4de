// Runs the bundled action the way the GitHub Actions runner does: `node dist/index.js` in a clean
// environment with INPUT_* (action.yml defaults filled in, as the runner does), the GITHUB_* and
// RUNNER_* variables, and the files the runner provides (event payload, GITHUB_OUTPUT,
// GITHUB_STEP_SUMMARY, GITHUB_ENV, GITHUB_PATH, GITHUB_STATE). Then it reads back what a workflow
// would see: exit code, outputs, summary, annotations and the audit file.

import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Emulator } from './server.js';

export interface RunActionOptions {
  /** Folder holding action.yml and dist/index.js. */
  actionDir: string;
  emulator: Emulator;
  /** owner/name */
  repository: string;
  /** What `${{ github.token }}` expands to. */
  token: string;
  eventName: string;
  payload: unknown;
  /** `with:` values; everything else takes its action.yml default. */
  inputs?: Record<string, string>;
  /** Extra environment for the step (e.g. TEND_RETRY_BASE_MS). */
  env?: Record<string, string>;
  /** Write the payload file as-is (for malformed-payload tests). */
  rawPayload?: string;
  workspace?: string;
  timeoutMs?: number;
  /**
   * Kills the spawned step (SIGKILL, as the timeout does) when it aborts: a run dying mid-step, for
   * a test that kills it at a moment it can see (a request arriving) rather than after a timeout.
   */
  signal?: AbortSignal;
  /** The node binary; the Node 24 this process runs on by default. */
  node?: string;
  /**
   * Runs the step another way than `node dist/index.js`, in the same environment and files (the
   * in-process step of test/support/in-process-step.ts, for many events in one test file).
   */
  execute?: StepExecutor;
}

/** What runs the step: the environment and working folder in, what a process would leave out. */
export type StepExecutor = (env: Record<string, string>, cwd: string) => Promise<{ exitCode: number | null; stdout: string; stderr: string }>;

export interface Annotation {
  level: 'error' | 'warning' | 'notice' | 'debug';
  message: string;
  properties: Record<string, string>;
}

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  annotations: Annotation[];
  /** The audit JSON, parsed, when the run wrote one. */
  audit: unknown;
  /** Every text the run produced that a person or a later step can see. */
  visibleText: string;
  durationMs: number;
}

/** A job summary's limit per step (L5; the runner's wording observed in danielpalme/ReportGenerator-GitHub-Action#31). */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;

function summaryTooLarge(bytes: number): string {
  return `$GITHUB_STEP_SUMMARY upload aborted, supports content up to a size of 1024k, got ${Math.floor(bytes / 1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-markdown-summary`;
}

export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const root = await mkdtemp(join(tmpdir(), 'tend-runner-'));
  try {
    const runnerTemp = join(root, 'temp');
    const home = join(root, 'home');
    const workspace = options.workspace ?? join(root, 'workspace');
    const files = join(root, 'files');
    await Promise.all([runnerTemp, home, workspace, files].map((d) => mkdir(d, { recursive: true })));
    const eventPath = join(files, 'event.json');
    await writeFile(eventPath, options.rawPayload ?? JSON.stringify(options.payload));
    const fileVars = {
      GITHUB_OUTPUT: join(files, 'output'),
      GITHUB_STEP_SUMMARY: join(files, 'step_summary'),
      GITHUB_ENV: join(files, 'env'),
      GITHUB_PATH: join(files, 'path'),
      GITHUB_STATE: join(files, 'state'),
    };
    await Promise.all(Object.values(fileVars).map((f) => writeFile(f, '')));

    const inputs = await inputEnvironment(options.actionDir, options.inputs ?? {}, options.token);
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      RUNNER_OS: 'Linux',
      RUNNER_ARCH: 'X64',
      RUNNER_TEMP: runnerTemp,
      RUNNER_TOOL_CACHE: join(root, 'toolcache'),
      GITHUB_WORKSPACE: workspace,
      GITHUB_EVENT_NAME: options.eventName,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: options.repository,
      GITHUB_REPOSITORY_OWNER: options.repository.split('/')[0] ?? '',
      GITHUB_API_URL: options.emulator.apiUrl,
      GITHUB_GRAPHQL_URL: options.emulator.graphqlUrl,
      GITHUB_SERVER_URL: options.emulator.serverUrl,
      GITHUB_RUN_ID: '1000001',
      GITHUB_RUN_NUMBER: '1',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_JOB: 'tend',
      GITHUB_ACTION: 'tend',
      GITHUB_WORKFLOW: 'tend',
      GITHUB_ACTOR: 'octocat',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_SHA: '0'.repeat(40),
      // V8's code cache for the bundle, shared by every run on this machine: the same code runs,
      // compiled once instead of in every one of the thousands of runs a test suite makes.
      NODE_COMPILE_CACHE: join(tmpdir(), 'tend-node-compile-cache'),
      ...fileVars,
      ...inputs,
      ...(options.env ?? {}),
    };

    const started = Date.now();
    const { exitCode, stdout, stderr } = options.execute
      ? await options.execute(env, workspace)
      : await spawnNode(options.node ?? process.execPath, [join(options.actionDir, 'dist', 'index.js')], {
          cwd: workspace,
          env,
          timeoutMs: options.timeoutMs ?? 60_000,
          ...(options.signal ? { signal: options.signal } : {}),
        });
    const durationMs = Date.now() - started;
    const outputs = parseOutputFile(await readFile(fileVars.GITHUB_OUTPUT, 'utf8'));
    const written = await readFile(fileVars.GITHUB_STEP_SUMMARY, 'utf8');
    // GitHub rule L5: a step's summary over 1 MiB is not truncated but dropped, with an error.
    const summaryBytes = Buffer.byteLength(written, 'utf8');
    const summary = summaryBytes > SUMMARY_LIMIT_BYTES ? '' : written;
    const auditPath = outputs['audit-path'];
    let audit: unknown = null;
    let auditText = '';
    if (auditPath) {
      try {
        auditText = await readFile(auditPath, 'utf8');
        audit = JSON.parse(auditText);
      } catch {
        audit = null;
      }
    }
    const annotations = parseAnnotations(stdout);
    if (summaryBytes > SUMMARY_LIMIT_BYTES) annotations.push({ level: 'error', message: summaryTooLarge(summaryBytes), properties: {} });
    // `::add-mask::` lines are commands to the runner, which consumes them and never shows them.
    const shown = stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    const visibleText = [shown, stderr, summary, auditText, ...Object.values(outputs)].join('\n');
    return { exitCode, stdout, stderr, outputs, summary, annotations, audit, visibleText, durationMs };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * INPUT_<NAME> for every input in action.yml: the given value, else the default. A `with:` key the
 * action does not declare is passed too, as GitHub's runner does (it only warns, E204): what an
 * old workflow still sets reaches the action.
 */
export async function inputEnvironment(actionDir: string, given: Record<string, string>, token: string): Promise<Record<string, string>> {
  const declared = await declaredInputs(join(actionDir, 'action.yml'));
  const env: Record<string, string> = {};
  for (const [name, spec] of Object.entries(declared)) {
    const raw = given[name] ?? String(spec.default ?? '');
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = expand(raw, token);
  }
  for (const [name, raw] of Object.entries(given)) {
    if (!Object.hasOwn(declared, name)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = expand(raw, token);
  }
  return env;
}

type DeclaredInputs = Record<string, { default?: string }>;
const parsedActions = new Map<string, { stamp: string; inputs: DeclaredInputs }>();

/**
 * action.yml's inputs, parsed once per version of the file: a test file runs the action hundreds
 * of times, and parsing its YAML cost ~17 ms of CPU a run. The stamp (size and mtime) makes an
 * edited action.yml parsed again.
 */
async function declaredInputs(path: string): Promise<DeclaredInputs> {
  const { size, mtimeMs } = await stat(path);
  const stamp = `${size}:${mtimeMs}`;
  const kept = parsedActions.get(path);
  if (kept?.stamp === stamp) return kept.inputs;
  const action = parseYaml(await readFile(path, 'utf8')) as { inputs?: DeclaredInputs };
  const inputs = action.inputs ?? {};
  parsedActions.set(path, { stamp, inputs });
  return inputs;
}

/** The runner evaluates `${{ github.token }}` in defaults; nothing else is used in tend's. */
function expand(value: string, token: string): string {
  return value.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => {
    if (expression === 'github.token' || expression === 'secrets.GITHUB_TOKEN') return token;
    throw new Error(`runAction: cannot evaluate \${{ ${expression} }}`);
  });
}

/** Parses `name<<DELIMITER\nvalue\nDELIMITER` blocks (what @actions/core writes) and `name=value` lines. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      i += 1;
      while (i < lines.length && lines[i] !== delimiter) value.push(lines[i++]!);
      outputs[name!] = value.join('\n');
      continue;
    }
    const eq = line.indexOf('=');
    if (eq > 0) outputs[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return outputs;
}

/** Workflow commands on stdout: `::error file=a,line=1::message`. */
export function parseAnnotations(stdout: string): Annotation[] {
  const found: Annotation[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const match = /^::(error|warning|notice|debug)(?:\s+([^:]*))?::(.*)$/.exec(line);
    if (!match) continue;
    const properties: Record<string, string> = {};
    for (const pair of (match[2] ?? '').split(',').filter(Boolean)) {
      const eq = pair.indexOf('=');
      if (eq > 0) properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1));
    }
    found.push({ level: match[1] as Annotation['level'], message: unescapeData(match[3] ?? ''), properties });
  }
  return found;
}

function unescapeData(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function unescapeProperty(text: string): string {
  return unescapeData(text).replace(/%3A/g, ':').replace(/%2C/g, ',');
}

function spawnNode(
  node: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; timeoutMs: number; signal?: AbortSignal },
): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    const cancel = () => child.kill('SIGKILL');
    if (options.signal?.aborted) cancel();
    else options.signal?.addEventListener('abort', cancel, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
      resolve({ exitCode: code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  });
}
