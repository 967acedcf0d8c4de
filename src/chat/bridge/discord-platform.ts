// Discord in the bridge: the gateway (discord-gateway.ts) with DISCORD_BOT_TOKEN, the same bot
// token the adapter reads and replies with (the action's `discord-token`). TEND_DISCORD_API_URL
// points REST (and so GET /gateway/bot, which names the gateway) elsewhere, as it does for the
// action (main.ts: chatUrls.discord). Discord pushes no webhooks for messages, so no HTTP routes.
//
// Which channel an event wakes: its channel_id, as the adapter's chat_id. A reply (what the
// adapter calls a thread: a reply chain, message_reference) is posted in its channel's stream, so
// its MESSAGE_CREATE carries the channel's id. A message in a Discord thread channel carries the
// thread's id: it wakes that thread when the thread itself is configured as a channel (its messages
// are read from it by id); the parent's stream does not hold it, so waking the parent would read
// nothing new.

import type { BridgePlatform } from './platform.js';

export const discordBridgePlatform: BridgePlatform = {
  platform: 'discord',
  envHint: 'DISCORD_BOT_TOKEN (Discord gateway)',
  fromEnv(env) {
    const token = env.DISCORD_BOT_TOKEN?.trim();
    if (!token) return null;
    // A bot token is three base64url parts joined by dots; "Bot " is the header's prefix, not the token's.
    if (/^bot\s/i.test(token)) return 'DISCORD_BOT_TOKEN starts with "Bot "; expected the token alone (Developer Portal › Bot › Reset Token), without the prefix';
    if (/\s/.test(token)) return 'DISCORD_BOT_TOKEN contains whitespace; expected the bot token alone (Developer Portal › Bot › Reset Token)';
    const apiUrl = env.TEND_DISCORD_API_URL?.trim() || undefined;
    return {
      platform: 'discord',
      readToken: token,
      ...(apiUrl ? { apiUrl } : {}),
      secrets: [token],
      listensOn: ['Discord gateway'],
      routes: () => [],
      async connect(context) {
        // The gateway's client (@discordjs/ws and rest) is loaded only by a bridge that listens to Discord.
        const { startDiscordGateway } = await import('./discord-gateway.js');
        const gateway = await startDiscordGateway({
          token,
          ...(apiUrl ? { apiUrl } : {}),
          onMessage: (channelId) => context.wake(channelId),
          // READY (a new session: nothing is replayed) and RESUMED (replayed, but only since the
          // session began): either way read every channel once, as after any (re)connection.
          onConnected: (how) => {
            context.log(`bridge: Discord gateway ${how === 'ready' ? 'connected' : 'resumed'}`);
            context.wakeAll();
          },
          log: context.log,
        });
        return [{ name: 'discord_gateway', connected: () => gateway.connected(), stop: () => gateway.stop() }];
      },
    };
  },
};
