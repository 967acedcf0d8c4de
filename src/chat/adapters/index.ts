// Platform → adapter. The only place that knows which adapters exist; the watcher, the reply
// step and the CLI ask here. Tokens come from the action's secret inputs and base URLs from the
// environment (tests point them at local servers); neither ever comes from .github/tend.yml.
// Each adapter is imported when its platform is asked for: their SDKs are most of the chat code
// (Lark's alone ~6 MB, ~0.15 s of CPU to load; Slack's and Discord's ~0.1 s each), and a
// repository talks to one or two platforms, so a run or a bridge loads only the ones it uses.

import type { ChatAdapter } from './adapter.js';
import { DEFAULT_JSON_API_RETRY } from './json-api.js';
import { type ChatPlatform } from '../../core/chat-event.js';

export interface ChatConnections {
  /**
   * Secret tokens per platform (action inputs `slack-token`, `discord-token`, ...). Lark's is
   * `<app_id>:<app_secret>` from the `chat.lark-app-id` key of .github/tend.yml and the `lark-app-secret` input.
   */
  tokens: Partial<Record<ChatPlatform, string | undefined>>;
  /**
   * API base URLs per platform; the platform's own when absent. Mattermost is self-hosted and has
   * none: its site URL (`chat.mattermost-url` in .github/tend.yml, else TEND_MATTERMOST_URL) is required.
   */
  urls: Partial<Record<ChatPlatform, string | undefined>>;
  now?: () => Date;
  /** First retry delay for transient failures (short in tests). */
  retryBaseMs?: number;
  log?: (line: string) => void;
}

/** The platform's token input, for messages that tell people what to set. */
const TOKEN_INPUT: Partial<Record<ChatPlatform, string>> = { slack: 'slack-token', discord: 'discord-token', mattermost: 'mattermost-token', teams: 'teams-token', lark: 'lark-app-secret' };

class ChatAdapterError extends Error {}

export async function chatAdapter(platform: ChatPlatform, connections: ChatConnections): Promise<ChatAdapter> {
  const token = connections.tokens[platform];
  const input = TOKEN_INPUT[platform];
  if (input !== undefined && (token === undefined || token.trim() === '')) {
    throw new ChatAdapterError(`a ${platform} channel is configured but the '${input}' input is empty: pass the bot token from a secret (with: ${input}: \${{ secrets.… }}).`);
  }
  const url = connections.urls[platform];
  switch (platform) {
    case 'slack': {
      const { slackAdapter } = await import('./slack.js');
      return slackAdapter({ token: token!, ...(url ? { apiUrl: url } : {}), now: connections.now, retryBaseMs: connections.retryBaseMs, log: connections.log }) as ChatAdapter;
    }
    case 'discord': {
      const { discordAdapter } = await import('./discord.js');
      return discordAdapter({ token: token!, ...(url ? { apiUrl: url } : {}), now: connections.now }) as ChatAdapter;
    }
    case 'mattermost': {
      if (!url) throw new ChatAdapterError("a mattermost channel is configured but no server is: set chat.mattermost-url in .github/tend.yml to your Mattermost site URL (e.g. https://chat.example.com).");
      const { createMattermostAdapter } = await import('./mattermost.js');
      return createMattermostAdapter({ url, token: token!, ...jsonApiTiming(connections) }) as ChatAdapter;
    }
    case 'teams': {
      const { createTeamsAdapter } = await import('./teams.js');
      return createTeamsAdapter({ token: token!, ...(url ? { url } : {}), ...jsonApiTiming(connections) }) as ChatAdapter;
    }
    case 'lark': {
      if (!/^[^:\s]+:\S/.test(token!)) throw new ChatAdapterError("a lark channel is configured but no app id is: set chat.lark-app-id in .github/tend.yml to the app id (cli_…) of the app whose secret is the 'lark-app-secret' input.");
      const { createLarkAdapter } = await import('./lark.js');
      return createLarkAdapter({ credentials: token!, ...(url ? { apiUrl: url } : {}), ...(connections.now ? { now: () => connections.now!().getTime() } : {}), ...(connections.retryBaseMs !== undefined ? { retryBaseMs: connections.retryBaseMs } : {}) }) as ChatAdapter;
    }
    default:
      throw new ChatAdapterError(`tend has no ${platform} adapter yet; supported: ${Object.keys(TOKEN_INPUT).join(', ')}.`);
  }
}

/** The clock and retry pace of the fetch-based adapters (Mattermost, Teams) from the connections. */
function jsonApiTiming(connections: ChatConnections) {
  const now = connections.now;
  return {
    ...(now ? { now: () => now().getTime() } : {}),
    ...(connections.retryBaseMs !== undefined ? { retry: { ...DEFAULT_JSON_API_RETRY, minTimeoutMs: connections.retryBaseMs } } : {}),
  };
}
