// The bundle's cold start, as a runner pays it: a fresh `node dist/index.js` per run, no V8 code
// cache (the runner keeps none between jobs), measured beside `node -e ''` in the same loop, so the
// ratio says what the bundle costs on top of Node itself whatever the machine's speed.

import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inputEnvironment } from '../emulator/runner.js';

export interface ColdStart {
  /** Medians, in ms, of `reps` interleaved runs. */
  node_ms: number;
  /** An event tend skips: `pull_request` `labeled` with a label not tend's; the run exits 0. */
  nothing_to_do_ms: number;
  /** A pull request opened: from the spawn to the first request reaching GitHub's API. */
  ship_first_request_ms: number;
  /** Each figure divided by node_ms. */
  nothing_to_do_ratio: number;
  ship_first_request_ratio: number;
  reps: number;
}

const REPOSITORY = 'octo/cold';

export async function measureColdStart(actionDir: string, reps = 7): Promise<ColdStart> {
  const root = await mkdtemp(join(tmpdir(), 'tend-cold-'));
  // The API answers nothing useful: the run is stopped at its first request, which is the point.
  let firstRequest: (() => void) | undefined;
  const server: Server = createServer((request, response) => {
    firstRequest?.();
    firstRequest = undefined;
    request.resume();
    response.writeHead(503).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('cold start: the API stand-in has no port');
  const apiUrl = `http://127.0.0.1:${address.port}`;
  try {
    const env = async (eventName: string, payload: unknown, name: string): Promise<Record<string, string>> => {
      const dir = join(root, name);
      await rm(dir, { recursive: true, force: true });
      const { mkdir } = await import('node:fs/promises');
      await mkdir(join(dir, 'temp'), { recursive: true });
      await writeFile(join(dir, 'event.json'), JSON.stringify(payload));
      for (const file of ['output', 'summary']) await writeFile(join(dir, file), '');
      return {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: dir,
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        RUNNER_TEMP: join(dir, 'temp'),
        GITHUB_WORKSPACE: dir,
        GITHUB_EVENT_NAME: eventName,
        GITHUB_EVENT_PATH: join(dir, 'event.json'),
        GITHUB_REPOSITORY: REPOSITORY,
        GITHUB_API_URL: apiUrl,
        GITHUB_GRAPHQL_URL: `${apiUrl}/graphql`,
        GITHUB_SERVER_URL: apiUrl,
        GITHUB_WORKFLOW: 'tend',
        GITHUB_OUTPUT: join(dir, 'output'),
        GITHUB_STEP_SUMMARY: join(dir, 'summary'),
        // One try, no waits: the stand-in's 503 ends the run at once.
        TEND_RETRY_BASE_MS: '0',
        ...(await inputEnvironment(actionDir, {}, 'cold-start-token')),
      };
    };
    const pullRequest = {
      number: 1,
      title: 'Change',
      body: '',
      state: 'open',
      draft: false,
      user: { login: 'octocat', id: 583231, type: 'User' },
      labels: [],
      head: { ref: 'feature', sha: 'a'.repeat(40), repo: { full_name: REPOSITORY } },
      base: { ref: 'main', sha: 'b'.repeat(40), repo: { full_name: REPOSITORY } },
    };
    const envelope = { repository: { full_name: REPOSITORY, name: 'cold', owner: { login: 'octo' } }, sender: { login: 'octocat', id: 583231, type: 'User' } };
    const skipEnv = await env('pull_request', { ...envelope, action: 'labeled', number: 1, label: { name: 'bug' }, pull_request: pullRequest }, 'skip');
    const shipEnv = await env('pull_request', { ...envelope, action: 'opened', number: 1, pull_request: pullRequest }, 'ship');
    const bundle = join(actionDir, 'dist', 'index.js');

    const node: number[] = [];
    const skip: number[] = [];
    const ship: number[] = [];
    // Interleaved, so a slow moment of a shared machine falls on all three alike.
    for (let i = 0; i < reps; i += 1) {
      node.push(await timed(['-e', ''], { PATH: process.env.PATH ?? '' }));
      skip.push(await timed([bundle], skipEnv, 0));
      const reached = new Promise<bigint>((done) => (firstRequest = () => done(process.hrtime.bigint())));
      ship.push(await timed([bundle], shipEnv, undefined, reached));
    }
    const nodeMs = median(node);
    const skipMs = median(skip);
    const shipMs = median(ship);
    return {
      node_ms: round(nodeMs),
      nothing_to_do_ms: round(skipMs),
      ship_first_request_ms: round(shipMs),
      nothing_to_do_ratio: round(skipMs / nodeMs, 2),
      ship_first_request_ratio: round(shipMs / nodeMs, 2),
      reps,
    };
  } finally {
    server.close();
    await rm(root, { recursive: true, force: true });
  }
}

/**
 * ms from the spawn to the process's exit, or to `until` when given (the child is then killed).
 * With `expectCode`, a run that exits otherwise is an error: a skip that fails measures nothing.
 */
function timed(args: string[], env: Record<string, string>, expectCode?: number, until?: Promise<bigint>): Promise<number> {
  return new Promise((done, fail) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    // Its output, for the error when a run ends otherwise than measured (the runner's ::error:: is on stdout).
    let stderr = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    if (until) {
      void until.then((at) => {
        child.kill('SIGKILL');
        done(Number(at - started) / 1e6);
      });
      child.once('exit', (code) => setTimeout(() => fail(new Error(`cold start: the ship run exited (${code}) before any request: ${stderr.trim()}`)), 1000).unref());
      return;
    }
    child.once('error', fail);
    child.once('exit', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (expectCode !== undefined && code !== expectCode) fail(new Error(`cold start: ${args.join(' ')} exited ${code}: ${stderr.trim()}`));
      else done(ms);
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

// `node … bench/cold-start.ts [reps]`: the figures alone, without the rest of the bench.
if (import.meta.main) {
  console.log(JSON.stringify(await measureColdStart(join(import.meta.dirname, '..'), Number(process.argv[2] ?? 7)), null, 2));
}
