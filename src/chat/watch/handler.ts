// The chat watcher behind the Workflow interface: reads the watched channels, classifies what is
// new with the Tier-0 rules and dispatches one tend-chat run per thread that needs an answer.

import { warning } from '../../config/workflow-commands.js';
import { dirname, join } from 'node:path';
import type { RunEnvironment } from '../../config/environment.js';
import type { Settings } from '../../config/settings.js';
import type { Workflow } from '../../core/workflow.js';
import type { Octokit } from '../../github/client.js';
import type { RepoRef } from '../../github/comments.js';
import type { ChatConnections } from '../adapters/index.js';
import { cell } from '../../core/text.js';
import { runChatWatch, type ChatWatchOutcome } from './watch.js';
import { healthTable } from './watch-health.js';

/** What the watcher needs from the run. */
interface WatchServices {
  env: RunEnvironment;
  octokit: Octokit;
  repo: RepoRef;
  settings: Settings;
  selfId: number;
  chat: ChatConnections;
  redact: (text: string) => string;
  log: (line: string) => void;
}

export const chatWatchWorkflow: Workflow<WatchServices, { cause: string }, ChatWatchOutcome> = {
  handle: async (services, request) => {
    const outcome = await runChatWatch({
      octokit: services.octokit,
      repo: services.repo,
      selfId: services.selfId,
      chat: services.settings.chat,
      configPath: services.settings.configPath,
      connections: services.chat,
      now: services.env.now,
      log: services.log,
      warn: (line) => warning(services.redact(line)),
      redact: services.redact,
      dryRun: services.settings.dryRun,
      auditDir: dirname(services.settings.auditPath ?? join(services.env.runnerTemp, 'tend', 'audit.json')),
      cause: request.cause,
    });
    const channels = outcome.chatWatch ?? [];
    return { ...outcome, summary: channels.length > 0 ? [`### Chat channels\n\n${healthTable(channels, cell)}`] : [] };
  },
};
