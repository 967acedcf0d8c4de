// The adapter factory's inputs for one action run: each platform's token from its secret input
// and its base URL from the environment (`chat.mattermost-url` in .github/tend.yml wins for the
// self-hosted Mattermost). Built once per run; the watcher and the reply step both take it.

import type { InputValues } from '../../config/inputs.js';
import type { ChatConfig } from '../../config/chat-section.js';
import type { RunEnvironment } from '../../config/environment.js';
import type { ChatConnections } from './index.js';

export function connectionsForRun(values: InputValues, chat: ChatConfig | null, env: RunEnvironment, log: (line: string) => void): ChatConnections {
  const urls = { ...(env.chatUrls ?? {}) };
  if (chat?.['mattermost-url']) urls.mattermost = chat['mattermost-url'];
  return {
    tokens: { slack: values['slack-token'], discord: values['discord-token'], mattermost: values['mattermost-token'], teams: values['teams-token'], lark: larkCredentials(values, chat?.['lark-app-id']) },
    urls,
    now: env.now,
    retryBaseMs: env.retryBaseMs,
    log,
  };
}

/**
 * Lark's adapter token: `<app_id>:<app_secret>` (app ids are `cli_…`, no colon). Absent without
 * the secret; with the secret but no app id it is `:<secret>`, which the adapter factory refuses
 * in one line naming the missing key.
 */
function larkCredentials(values: InputValues, appId: string | undefined): string | undefined {
  const secret = values['lark-app-secret'];
  if (!secret) return undefined;
  return `${appId ?? ''}:${secret}`;
}
