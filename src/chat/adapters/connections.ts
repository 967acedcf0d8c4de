// The adapter factory's inputs for one action run: each platform's token from its secret input
// and its base URL from the environment (the `mattermost-url` input wins for the self-hosted
// Mattermost). Built once per run; the watcher and the reply step both take it.

import type { InputValues } from '../../config/inputs.js';
import type { RunEnvironment } from '../../config/environment.js';
import type { ChatConnections } from './index.js';

export function connectionsForRun(values: InputValues, env: RunEnvironment, log: (line: string) => void): ChatConnections {
  const urls = { ...(env.chatUrls ?? {}) };
  if (values['mattermost-url']) urls.mattermost = values['mattermost-url'];
  return {
    tokens: { slack: values['slack-token'], discord: values['discord-token'], mattermost: values['mattermost-token'], teams: values['teams-token'], lark: larkCredentials(values) },
    urls,
    now: env.now,
    retryBaseMs: env.retryBaseMs,
    log,
  };
}

/**
 * Lark's adapter token: `<app_id>:<app_secret>` (app ids are `cli_…`, no colon). Absent without
 * the secret; with the secret but no app id it is `:<secret>`, which the adapter factory refuses
 * in one line naming the missing input.
 */
function larkCredentials(values: InputValues): string | undefined {
  const secret = values['lark-app-secret'];
  if (!secret) return undefined;
  return `${values['lark-app-id'] ?? ''}:${secret}`;
}
