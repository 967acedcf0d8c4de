// The services one run hands every workflow: built once, after the run's first query, from the
// inputs, the settings and what that query read. Each workflow's handler declares the part it
// needs (ShipServices, TriageServices ...); this object has all of them.

import { connectionsForRun } from '../chat/adapters/connections.js';
import type { ChatConnections } from '../chat/adapters/index.js';
import type { RunEnvironment } from '../config/environment.js';
import type { InputValues } from '../config/inputs.js';
import { GITHUB_ACTIONS_BOT } from '../config/known-bots.js';
import type { Settings } from '../config/settings.js';
import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { RunReads } from '../github/run-reads.js';
import type { RunContext } from '../github/run-context.js';
import type { ReadLearnings } from '../review/learnings.js';
import { modelForRun, type RunModel } from './model.js';
import { join } from 'node:path';
import { McpServers } from '../llm/mcp/mcp-servers.js';
import { verifyChildPath } from '../git/verify-command.js';
import { learningsSource } from '../github/learnings-issue.js';
import { readLearnings } from '../store/learnings-store.js';
import { payloadDefaultBranch } from './first-read.js';

export interface RunServices {
  env: RunEnvironment;
  /** Every text leaving tend passes this (known secrets and credential shapes removed). */
  redact: (text: string) => string;
  log: (line: string) => void;
  /** When this run started: comments created or edited later are left out of decisions. */
  startedAt: Date;
  settings: Settings;
  octokit: Octokit;
  repo: RepoRef;
  /** tend's own account id: its tracking comments are recognised by author. */
  selfId: number;
  /** The model when an API key is configured (one session per run: budgets hold per run). */
  model: RunModel | null;
  /** Chat tokens (secret inputs) and API URLs, for the chat adapters. */
  chat: ChatConnections;
  /** The repository's default branch, as the first query read it. */
  defaultBranch: string;
  /** Whether the repository is private (the first query read it); null when that query found no repository. */
  repositoryIsPrivate: boolean | null;
  /** What the first query already read: reads not to make again. */
  reads: RunReads;
  /** The repository's learnings (`/tend remember`), from the learnings store. */
  readLearnings: ReadLearnings;
}

export function runServices(
  base: { env: RunEnvironment; values: InputValues; startedAt: Date; octokit: Octokit; repo: RepoRef; settings: Settings; redact: (text: string) => string; log: (line: string) => void },
  context: RunContext,
): RunServices {
  const { env, settings, octokit, repo, redact, log } = base;
  const selfId = context.viewer.databaseId ?? GITHUB_ACTIONS_BOT.id;
  const learnings = () => readLearnings(learningsSource(octokit, repo), selfId);
  // Only where a model can use them; nothing starts until a model call needs tools.
  const mcp = settings.modelProvider && env.mcp && env.mcp.servers.length > 0 ? new McpServers({ servers: env.mcp.servers, variables: env.mcp.variables, path: verifyChildPath(), homeRoot: join(env.runnerTemp, 'tend', 'mcp'), log }) : null;
  const model = modelForRun(settings, { baseURL: env.anthropicBaseUrl, platformBaseUrls: env.platformBaseUrls, retryBaseMs: env.retryBaseMs, log, learnings, mcp });
  const chat = connectionsForRun(base.values, settings.chat, env, log);
  return {
    env,
    redact,
    log,
    startedAt: base.startedAt,
    settings,
    octokit,
    repo,
    selfId,
    model,
    chat,
    defaultBranch: context.repository?.defaultBranchRef?.name ?? payloadDefaultBranch(env.payload) ?? 'main',
    repositoryIsPrivate: context.repository?.isPrivate ?? null,
    reads: new RunReads(octokit, repo, context),
    // Read at most once per run, shared with ship's and triage's model calls.
    readLearnings: model?.deps.learnings ?? learnings,
  };
}
