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
    tokens: { slack: values['slack-token'], discord: values['discord-token'], mattermost: values['mattermost-token'], teams: values['teams-token'] },
    urls,
    now: env.now,
    retryBaseMs: env.retryBaseMs,
    log,
  };
}
