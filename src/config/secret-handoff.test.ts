import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_VARIABLE, splitEnvironment } from './secret-handoff.js';

describe('splitEnvironment', () => {
  it('hands every input over, keeps what tend reads, and drops everything else', () => {
    const split = splitEnvironment(
      {
        'INPUT_GITHUB-TOKEN': 'ghs_x',
        'INPUT_PUSH-TOKEN': '',
        'INPUT_REVIEW-BOTS': 'coderabbit',
        GITHUB_REPOSITORY: 'acme/widgets',
        GITHUB_TOKEN: 'ghs_y',
        GITHUB_APP_PRIVATE_KEY: 'pem',
        RUNNER_TEMP: '/t',
        ACTIONS_RUNTIME_TOKEN: 'jwt',
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'jwt2',
        NPM_TOKEN: 'npm_x',
        PATH: '/bin',
        HOME: '/h',
        https_proxy: 'http://proxy:3128',
        TEND_RETRY_BASE_MS: '20',
        NODE_OPTIONS: '--require x',
        [HANDOFF_VARIABLE]: '/forged',
        'input_model': 'claude',
      },
    );
    expect(split.handed).toEqual({ 'INPUT_GITHUB-TOKEN': 'ghs_x', 'INPUT_REVIEW-BOTS': 'coderabbit', INPUT_MODEL: 'claude' });
    expect(split.kept).toEqual({
      GITHUB_REPOSITORY: 'acme/widgets',
      RUNNER_TEMP: '/t',
      PATH: '/bin',
      HOME: '/h',
      https_proxy: 'http://proxy:3128',
      TEND_RETRY_BASE_MS: '20',
      NODE_OPTIONS: '--require x',
    });
    expect(split.dropped.sort()).toEqual(
      ['INPUT_GITHUB-TOKEN', 'INPUT_PUSH-TOKEN', 'INPUT_REVIEW-BOTS', 'input_model', 'GITHUB_TOKEN', 'GITHUB_APP_PRIVATE_KEY', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'NPM_TOKEN', HANDOFF_VARIABLE].sort(),
    );
  });

  it('keeps the platform endpoints, hands the AWS credentials over like an input, and drops every other cloud credential', () => {
    const split = splitEnvironment({
      'INPUT_FOUNDRY-API-KEY': 'key',
      ANTHROPIC_BEDROCK_BASE_URL: 'https://vpce.example',
      ANTHROPIC_VERTEX_BASE_URL: 'https://psc.example/v1',
      ANTHROPIC_FOUNDRY_BASE_URL: 'https://proxy.example/anthropic/',
      AWS_ACCESS_KEY_ID: 'AKIA',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_SESSION_TOKEN: 'session',
      AWS_REGION: 'us-east-1',
      GOOGLE_APPLICATION_CREDENTIALS: '/w/gha-creds-1.json',
      GOOGLE_GHA_CREDS_PATH: '/w/gha-creds-1.json',
      ANTHROPIC_FOUNDRY_API_KEY: 'k',
    });
    // Bedrock's credentials reach tend through the handoff file only: no process it starts inherits them.
    expect(split.handed).toEqual({ 'INPUT_FOUNDRY-API-KEY': 'key', AWS_ACCESS_KEY_ID: 'AKIA', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'session' });
    expect(split.dropped).toEqual(expect.arrayContaining(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_REGION', 'GOOGLE_APPLICATION_CREDENTIALS', 'ANTHROPIC_FOUNDRY_API_KEY']));
    expect(split.kept).toEqual({ ANTHROPIC_BEDROCK_BASE_URL: 'https://vpce.example', ANTHROPIC_VERTEX_BASE_URL: 'https://psc.example/v1', ANTHROPIC_FOUNDRY_BASE_URL: 'https://proxy.example/anthropic/' });
  });
});

describe('reexecWithoutSecrets, then takeHandoff', () => {
  let temp: string;
  beforeAll(async () => {
    temp = await mkdtemp(join(tmpdir(), 'tend-handoff-test-'));
  });
  afterAll(async () => {
    await rm(temp, { recursive: true, force: true });
  });

  // A real process: Node re-executes itself (process.execve), same pid, and /proc shows the new
  // environment block; the secret comes back from the handoff file, which is gone afterwards.
  it('re-executes the process without its secrets, hands them over, and leaves no file behind', async () => {
    const module = join(import.meta.dirname, 'secret-handoff.ts');
    const take = join(import.meta.dirname, 'take-handoff.ts');
    const script = [
      `import { readFileSync } from 'node:fs';`,
      `const first = process.env.FIRST_PID ?? String(process.pid);`,
      `if (!process.env.FIRST_PID) process.env.FIRST_PID = first;`,
      `const { reexecWithoutSecrets } = await import(${JSON.stringify(module)});`,
      `const { takeHandoff } = await import(${JSON.stringify(take)});`,
      `const secrets = takeHandoff(reexecWithoutSecrets());`,
      `const environ = readFileSync('/proc/self/environ', 'utf8');`,
      `console.log(JSON.stringify({ secrets, first, pid: String(process.pid), leaked: environ.includes('ghs_handoff_secret'), npm: environ.includes('npm_other'), aws: environ.includes('aws_handoff_secret') }));`,
    ].join('\n');
    // take-handoff.ts imports secret-handoff.js: the bench's resolve hook maps that to the .ts file.
    const resolveHook = join(import.meta.dirname, '..', '..', 'bench', 'ts-resolve.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', resolveHook, '--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH, RUNNER_TEMP: temp, 'INPUT_GITHUB-TOKEN': 'ghs_handoff_secret', INPUT_MODEL: 'claude', NPM_TOKEN: 'npm_other', AWS_SECRET_ACCESS_KEY: 'aws_handoff_secret' },
    });
    const out = JSON.parse(stdout) as { secrets: Record<string, string>; first: string; pid: string; leaked: boolean; npm: boolean; aws: boolean };
    expect(out).toEqual({ secrets: { 'INPUT_GITHUB-TOKEN': 'ghs_handoff_secret', INPUT_MODEL: 'claude', AWS_SECRET_ACCESS_KEY: 'aws_handoff_secret' }, first: out.pid, pid: out.pid, leaked: false, npm: false, aws: false });
    expect(await readdir(temp)).toEqual([]);
  });
});
