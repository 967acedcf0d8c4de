// What main.ts reads from the Actions environment, as one plain object: the rest of tend takes
// this, never process.env, so runs are reproducible from data.

import type { ChatPlatform } from '../core/chat-event.js';
import { InputError } from '../core/errors.js';
import type { PlatformBaseUrls } from './model-provider.js';
import type { McpSetup } from './mcp-servers.js';

// Taken, not imported: node:fs's ES namespace reads its ReadStream getters, which load Node's streams (~3 ms).
const { readFileSync } = process.getBuiltinModule('node:fs');

export interface RunEnvironment {
  eventName: string;
  payload: unknown;
  owner: string;
  repo: string;
  /** REST base URL (GITHUB_API_URL); GraphQL is derived from it. */
  apiUrl: string;
  /** Web and git host (GITHUB_SERVER_URL). */
  serverUrl: string;
  /** Where the audit JSON goes unless audit-path says otherwise (RUNNER_TEMP). */
  runnerTemp: string;
  /**
   * The name of the workflow running tend (GITHUB_WORKFLOW): its jobs are check runs on the head
   * that are not CI, and its own workflow_run events are not CI finishing. Absent outside a run.
   */
  workflow?: string | undefined;
  /** GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/file.yml@ref`): which workflow file runs tend. */
  workflowRef?: string | undefined;
  /** Link to this run, for comments (GITHUB_SERVER_URL/GITHUB_REPOSITORY/actions/runs/GITHUB_RUN_ID). */
  runUrl: string | undefined;
  /** Base of octokit's retry backoff in ms (TEND_RETRY_BASE_MS; tests shorten it). */
  retryBaseMs: number | undefined;
  /** How many ms a second of rate-limit waiting lasts (TEND_RATE_LIMIT_SECOND_MS; tests shorten it; 1000 otherwise). */
  rateLimitSecondMs: number | undefined;
  /** Per-request timeout in ms (TEND_REQUEST_TIMEOUT_MS; tests shorten it). */
  requestTimeoutMs: number | undefined;
  /** False only when TEND_GITHUB_THROTTLE=off (tests and benchmarks against the emulator). */
  throttle: boolean;
  /** How many ms a second of that spacing lasts (TEND_GITHUB_PACING_MS; tests shorten it; 1000 otherwise). */
  pacingSecondMs: number | undefined;
  /** ANTHROPIC_BASE_URL: another endpoint for the Messages API (a proxy, or the local emulator). */
  anthropicBaseUrl: string | undefined;
  /**
   * The cloud platforms' endpoints, under the names their official clients use:
   * ANTHROPIC_BEDROCK_BASE_URL, ANTHROPIC_VERTEX_BASE_URL, ANTHROPIC_FOUNDRY_BASE_URL (a proxy or a
   * private endpoint; tests point them at local servers).
   */
  platformBaseUrls?: PlatformBaseUrls;
  /**
   * Chat API base URLs from the environment: TEND_SLACK_API_URL and TEND_DISCORD_API_URL (tests
   * point them at local servers), TEND_MATTERMOST_URL (the self-hosted site; the
   * `chat.mattermost-url` key of .github/tend.yml wins over it), TEND_GRAPH_API_URL (tests point Teams at a local Graph)
   * and TEND_LARK_API_URL (Lark's Open API base: open.larksuite.com, or open.feishu.cn for Feishu).
   */
  chatUrls?: Partial<Record<ChatPlatform, string>>;
  /** First poll interval for wait-mode: poll (TEND_POLL_MS; tests shorten it). */
  pollMs: number | undefined;
  /** The pause before reading a pull request's mergeability again (TEND_MERGEABILITY_REREAD_MS; tests shorten it). */
  mergeabilityRereadMs: number | undefined;
  /**
   * The `mcp-servers` input, parsed, and the values of the variables it names (handed over with
   * the inputs, or from the step's environment): what the MCP servers may receive, and nothing else.
   */
  mcp?: McpSetup | undefined;
  /** The time this run started (TEND_NOW overrides it for reproducible demos and tests). */
  now: () => Date;
}

/**
 * The Actions environment as a RunEnvironment: the event file read and parsed, the repository
 * split; anything missing or malformed throws one line saying what the runner should have set.
 */
export function readEnvironment(env: NodeJS.ProcessEnv): RunEnvironment {
  const required = (name: string, what: string): string => {
    const value = env[name];
    if (!value) throw new InputError(`${name} is not set: it should hold ${what}, as the Actions runner sets it.`);
    return value;
  };
  const eventName = required('GITHUB_EVENT_NAME', 'the name of the event that started the workflow');
  const eventPath = required('GITHUB_EVENT_PATH', 'the path of the event payload file');
  let text: string;
  try {
    text = readFileSync(eventPath, 'utf8');
  } catch {
    throw new InputError(`The event payload file GITHUB_EVENT_PATH=${eventPath} cannot be read; the runner writes it for every run.`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    throw new InputError(`The ${eventName} event payload at ${eventPath} is not valid JSON.`);
  }
  const repository = required('GITHUB_REPOSITORY', 'owner/name of the repository');
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(repository);
  if (!match) throw new InputError(`GITHUB_REPOSITORY is '${repository}'; expected owner/name.`);
  const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/$/, '');
  const runId = env.GITHUB_RUN_ID;
  const started = Date.now();
  const fixedStart = env.TEND_NOW ? Date.parse(env.TEND_NOW) : NaN;
  return {
    eventName,
    payload,
    workflow: env.GITHUB_WORKFLOW || undefined,
    workflowRef: env.GITHUB_WORKFLOW_REF || undefined,
    owner: match[1]!,
    repo: match[2]!,
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/$/, ''),
    serverUrl,
    runnerTemp: env.RUNNER_TEMP ?? process.cwd(),
    runUrl: runId ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined,
    retryBaseMs: wholeMs(env.TEND_RETRY_BASE_MS),
    rateLimitSecondMs: wholeMs(env.TEND_RATE_LIMIT_SECOND_MS),
    requestTimeoutMs: wholeMs(env.TEND_REQUEST_TIMEOUT_MS),
    pollMs: wholeMs(env.TEND_POLL_MS),
    mergeabilityRereadMs: wholeMs(env.TEND_MERGEABILITY_REREAD_MS),
    anthropicBaseUrl: env.ANTHROPIC_BASE_URL || undefined,
    platformBaseUrls: { bedrock: env.ANTHROPIC_BEDROCK_BASE_URL || undefined, vertex: env.ANTHROPIC_VERTEX_BASE_URL || undefined, foundry: env.ANTHROPIC_FOUNDRY_BASE_URL || undefined },
    chatUrls: {
      ...(env.TEND_SLACK_API_URL ? { slack: env.TEND_SLACK_API_URL } : {}),
      ...(env.TEND_DISCORD_API_URL ? { discord: env.TEND_DISCORD_API_URL } : {}),
      ...(env.TEND_MATTERMOST_URL ? { mattermost: env.TEND_MATTERMOST_URL } : {}),
      ...(env.TEND_GRAPH_API_URL ? { teams: env.TEND_GRAPH_API_URL } : {}),
      ...(env.TEND_LARK_API_URL ? { lark: env.TEND_LARK_API_URL } : {}),
    },
    throttle: env.TEND_GITHUB_THROTTLE !== 'off',
    pacingSecondMs: wholeMs(env.TEND_GITHUB_PACING_MS),
    // TEND_NOW shifts the clock (demos and tests of deadlines); time still advances from there.
    now: Number.isNaN(fixedStart) ? () => new Date() : () => new Date(fixedStart + (Date.now() - started)),
  };
}

/** A test knob in ms (TEND_*_MS): a whole number, else unset (tend's own timing). */
export function wholeMs(value: string | undefined): number | undefined {
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}
