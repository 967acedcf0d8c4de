// The model for this run, when a provider's credentials are configured: one session, so max-cost-usd and
// max-turns hold for the whole run, with the read-only repository tools, the read-only tools of the
// MCP servers the workflow configures, and verify-command.

import type { Settings } from '../config/settings.js';
import { LlmSession, type UsageTotals } from '../llm/index.js';
import { repoTools } from '../llm/tools/repo-tools.js';
import type { ModelDeps } from '../ship/judge-threads.js';
import type { Learning } from '../core/learning.js';
import type { PlatformBaseUrls } from '../config/model-provider.js';
import type { McpServers } from '../llm/mcp/mcp-servers.js';

export interface RunModel {
  deps: Omit<ModelDeps, 'trustedAuthorIds'>;
  totals: () => UsageTotals;
  /** The read-only MCP servers `mcp-servers` configures, started when a model call first needs tools. */
  mcp: McpServers | null;
}

export function modelForRun(
  settings: Settings,
  options: { baseURL: string | undefined; platformBaseUrls?: PlatformBaseUrls | undefined; retryBaseMs: number | undefined; log: (line: string) => void; learnings: () => Promise<readonly Learning[]>; mcp?: McpServers | null | undefined },
): RunModel | null {
  const provider = settings.modelProvider;
  if (!provider) return null;
  const mcp = options.mcp ?? null;
  const baseURL = provider.name === 'anthropic' ? options.baseURL : options.platformBaseUrls?.[provider.name];
  const session = new LlmSession({
    provider: { ...provider, baseURL },
    model: settings.model,
    maxCostUsd: settings.maxCostUsd,
    maxTurns: settings.maxTurns,
    prices: settings.modelPrices,
    log: options.log,
    ...(options.retryBaseMs !== undefined ? { retry: { minTimeoutMs: options.retryBaseMs, maxTimeoutMs: options.retryBaseMs * 8 } } : {}),
  });
  return {
    deps: {
      session,
      verifyCommand: settings.verifyCommand,
      tools: (root) => repoTools(root),
      mcpTools: () => mcp?.tools() ?? Promise.resolve([]),
      learnings: once(options.learnings),
      usageOf: (subject) => {
        const usage = session.ledger.bySubject()[subject];
        return { input_tokens: usage?.input_tokens ?? 0, output_tokens: usage?.output_tokens ?? 0, cost_usd: usage?.cost_usd ?? 0 };
      },
    },
    totals: () => session.ledger.totals(),
    mcp,
  };
}

/** The learnings read at most once per run, by whichever model call first needs them. */
function once(read: () => Promise<readonly Learning[]>): () => Promise<readonly Learning[]> {
  let read$: Promise<readonly Learning[]> | null = null;
  return () => (read$ ??= read());
}
