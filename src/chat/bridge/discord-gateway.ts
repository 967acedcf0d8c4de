// Discord's gateway through @discordjs/ws: one shard, JSON encoding, no compression, and the
// gateway URL from GET /gateway/bot through a @discordjs/rest client on the same API base as the
// adapter. A MESSAGE_CREATE is only a wake-up for its channel id: the read goes through REST
// (adapters/discord.ts), which is also why the content of the event is never used.
//
// Intents (https://discord.com/developers/docs/events/gateway#list-of-intents):
// - GUILD_MESSAGES (1 << 9): MESSAGE_CREATE in guild text channels and in their threads (a
//   thread's messages carry the thread's own id as channel_id);
// - DIRECT_MESSAGES (1 << 12): MESSAGE_CREATE in DMs with the bot.
// Not GUILDS: tend keeps no guild, channel or thread cache, so GUILD_CREATE and THREAD_* are noise.
// Not the privileged MESSAGE_CONTENT in IDENTIFY: without it the events arrive with empty content,
// and the bridge never reads the content of an event. The app still needs Message Content switched
// on in the Developer Portal, because that switch also governs what REST returns for
// `content` (https://discord.com/developers/docs/events/gateway#message-content-intent), the
// same requirement the action's `discord-token` input already states.
//
// Reconnecting: the library resumes (op 6, with resume_gateway_url and the last `s`) after a drop,
// an op 7 RECONNECT or a resumable close, and identifies again after INVALID SESSION (false) or a
// non-resumable close, waiting 500 ms before each new socket and spacing identifies 5 s apart
// (the session start limit, max_concurrency). A resume replays what was missed
// (https://discord.com/developers/docs/events/gateway#resuming), but a new session replays
// nothing, and a bridge that was not running has no session at all: so READY and RESUMED both
// read every channel (wakeAll). That read costs one REST call per channel and is what makes
// "nothing lost" independent of whether Discord could resume.

import { DiscordAPIError, HTTPError, REST } from '@discordjs/rest';
import { WebSocketManager, WebSocketShardEvents, type SessionInfo } from '@discordjs/ws';
import { GatewayCloseCodes, GatewayDispatchEvents, GatewayIntentBits } from 'discord-api-types/v10';
import * as z from 'zod';

export const BRIDGE_INTENTS = GatewayIntentBits.GuildMessages | GatewayIntentBits.DirectMessages;

/** Close codes after which the library does not reconnect (OC: "Reconnect: false"), and what to do about each. */
const FATAL_CLOSES: Record<number, string> = {
  [GatewayCloseCodes.AuthenticationFailed]: "Discord's gateway refused DISCORD_BOT_TOKEN (close code 4004, authentication failed); expected the bot token from the Developer Portal › Bot › Reset Token",
  [GatewayCloseCodes.InvalidIntents]: "Discord's gateway refused the intents (close code 4013)",
  [GatewayCloseCodes.DisallowedIntents]: "Discord's gateway refused the intents (close code 4014, a privileged intent not switched on)",
  [GatewayCloseCodes.InvalidShard]: "Discord's gateway refused the shard (close code 4010)",
  [GatewayCloseCodes.ShardingRequired]: "Discord's gateway requires sharding for this bot (close code 4011); the bridge runs one shard",
  [GatewayCloseCodes.InvalidAPIVersion]: "Discord's gateway refused API version 10 (close code 4012)",
};

const MessageCreate = z.looseObject({ channel_id: z.string().regex(/^\d{1,20}$/) });

export interface DiscordGatewayConnection {
  connected(): boolean;
  stop(): Promise<void>;
}

interface DiscordGatewayOptions {
  token: string;
  /** REST base (…/api) for GET /gateway/bot; Discord's own when absent. */
  apiUrl?: string;
  onMessage(channelId: string): void;
  onConnected(how: 'ready' | 'resumed'): void;
  log(line: string): void;
}

export async function startDiscordGateway(options: DiscordGatewayOptions): Promise<DiscordGatewayConnection> {
  const rest = new REST({ version: '10', ...(options.apiUrl ? { api: options.apiUrl } : {}), retries: 3, timeout: 30_000, handlerSweepInterval: 0, hashSweepInterval: 0 }).setToken(options.token);
  // Sessions kept per manager (the library's default store is shared by every manager in the process).
  const sessions = new Map<number, SessionInfo>();
  const manager = new WebSocketManager({
    token: options.token,
    intents: BRIDGE_INTENTS,
    rest,
    shardCount: 1,
    compression: null,
    retrieveSessionInfo: (shardId) => sessions.get(shardId) ?? null,
    updateSessionInfo: (shardId, info) => {
      if (info) sessions.set(shardId, info);
      else sessions.delete(shardId);
    },
  });
  // Ready from READY or RESUMED until the socket closes: the shard's status, followed by its events.
  let ready = false;
  let stopping = false;
  let fatal: string | null = null;

  manager.on(WebSocketShardEvents.Dispatch, (payload) => {
    if (payload.t !== GatewayDispatchEvents.MessageCreate) return;
    const parsed = MessageCreate.safeParse(payload.d);
    if (parsed.success) options.onMessage(parsed.data.channel_id);
  });
  manager.on(WebSocketShardEvents.Ready, () => {
    ready = true;
    options.onConnected('ready');
  });
  manager.on(WebSocketShardEvents.Resumed, () => {
    ready = true;
    options.onConnected('resumed');
  });
  manager.on(WebSocketShardEvents.Closed, (code) => {
    ready = false;
    if (stopping) return;
    const why = FATAL_CLOSES[code];
    if (why) {
      fatal = why;
      options.log(`discord gateway: ${why}; not reconnecting`);
    } else options.log(`discord gateway: closed (${code}); reconnecting`);
  });
  // Without a listener the library's error events would throw; the close handler above says what happened.
  manager.on(WebSocketShardEvents.Error, (error) => options.log(`discord gateway: ${error.message.split('\n')[0]}`));

  try {
    await manager.connect();
  } catch (error) {
    await Promise.resolve(manager.destroy()).catch(() => {});
    throw new Error(fatal ?? connectFailure(error));
  }
  return {
    connected: () => ready && fatal === null,
    async stop() {
      stopping = true;
      // Close code 1000: Discord ends the session (the bot shows offline) instead of keeping it for a resume.
      await manager.destroy({ code: 1000, reason: 'tend chat bridge stopping' });
    },
  };
}

function connectFailure(error: unknown): string {
  if (error instanceof DiscordAPIError && error.status === 401) return 'Discord refused DISCORD_BOT_TOKEN (401 Unauthorized on GET /gateway/bot); expected the bot token from the Developer Portal › Bot';
  if (error instanceof DiscordAPIError) return `GET /gateway/bot failed: ${error.status} ${error.message}`;
  if (error instanceof HTTPError) return `GET /gateway/bot failed: HTTP ${error.status} ${error.message}`;
  return `could not open Discord's gateway: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`;
}
