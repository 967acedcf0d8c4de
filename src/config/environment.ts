// What main.ts reads from the Actions environment, as one plain object: the rest of tend takes
// this, never process.env, so runs are reproducible from data.

import { type ChatPlatform } from '../core/chat-event.js';
import type { PlatformBaseUrls } from './model-provider.js';
import type { McpSetup } from './mcp-servers.js';

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
