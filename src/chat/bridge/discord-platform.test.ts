// What turns Discord on in the bridge, and the one line a wrong DISCORD_BOT_TOKEN gets.

import { describe, expect, it } from 'vitest';
import { discordBridgePlatform } from './discord-platform.js';

describe('the Discord bridge platform from the environment', () => {
  it('is off without DISCORD_BOT_TOKEN, and on with it: the adapter reads with the same token, at TEND_DISCORD_API_URL when set', () => {
    expect(discordBridgePlatform.fromEnv({ SLACK_BOT_TOKEN: 'xoxb-1' })).toBeNull();
    expect(discordBridgePlatform.fromEnv({ DISCORD_BOT_TOKEN: '  ' })).toBeNull();
    const setup = discordBridgePlatform.fromEnv({ DISCORD_BOT_TOKEN: 'MTIz.abc.def', TEND_DISCORD_API_URL: 'http://127.0.0.1:9/api' });
    expect(setup).toMatchObject({ platform: 'discord', readToken: 'MTIz.abc.def', apiUrl: 'http://127.0.0.1:9/api', secrets: ['MTIz.abc.def'], listensOn: ['Discord gateway'] });
    expect(typeof setup === 'object' && setup?.routes({ wake: () => true, wakeAll: () => {}, log: () => {}, now: () => 0, chatIds: [] })).toEqual([]);
    expect(discordBridgePlatform.fromEnv({ DISCORD_BOT_TOKEN: 'MTIz.abc.def' })).not.toHaveProperty('apiUrl');
  });

  it('a token given with its "Bot " prefix, or with spaces in it, is one line saying what is expected', () => {
    expect(discordBridgePlatform.fromEnv({ DISCORD_BOT_TOKEN: 'Bot MTIz.abc.def' })).toBe('DISCORD_BOT_TOKEN starts with "Bot "; expected the token alone (Developer Portal › Bot › Reset Token), without the prefix');
    expect(discordBridgePlatform.fromEnv({ DISCORD_BOT_TOKEN: 'MTIz abc' })).toMatch(/^DISCORD_BOT_TOKEN contains whitespace; expected the bot token alone/);
  });
});
