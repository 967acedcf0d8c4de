// Lark (Feishu) in the bridge: the long connection (event subscription over WebSocket) through the
// official SDK's WSClient (lark-connection.ts), turned on by LARK_APP_ID and LARK_APP_SECRET. Each
// `im.message.receive_v1` wakes its chat; the SDK acknowledges the event when the handler returns
// (Lark pushes it again after 3 s otherwise), and the handler only wakes, so it returns at once. The
// SDK reconnects by itself after a drop; every (re)connection reads all channels once, since events
// sent while no connection was open are not replayed to us. Lark gives each event to one connected
// client of the app ("cluster mode"), so two bridges of one app would split the events between them.
// The adapter reads and replies with the same app credentials, as `<app_id>:<app_secret>`.
// Source: https://open.feishu.cn/document/uAjLw4CM/ukTMukTMukTM/event-subscription-guide/long-connection-mode
// and https://open.larksuite.com/document/server-docs/im-v1/message/events/receive

import type { BridgePlatform } from './platform.js';

/** Lark's own Open Platform; Feishu tenants set TEND_LARK_API_URL=https://open.feishu.cn. */
const LARK_DOMAIN = 'https://open.larksuite.com';
/** The SDK ignores (logs and returns) an app id of any other shape, so it is checked before. */
const APP_ID_SHAPE = /^cli_[0-9a-fA-F]{16}$/;

export const larkBridgePlatform: BridgePlatform = {
  platform: 'lark',
  envHint: 'LARK_APP_ID with LARK_APP_SECRET (long connection)',
  fromEnv(env) {
    const appId = env.LARK_APP_ID?.trim();
    const appSecret = env.LARK_APP_SECRET?.trim();
    if (!appId && !appSecret) return null;
    if (!appId) return 'LARK_APP_SECRET is set without LARK_APP_ID: set both (Developer Console › Credentials & Basic Info) so the bridge can open Lark\'s long connection';
    if (!appSecret) return 'LARK_APP_ID is set without LARK_APP_SECRET: set both (Developer Console › Credentials & Basic Info) so the bridge can open Lark\'s long connection';
    if (!APP_ID_SHAPE.test(appId)) return `LARK_APP_ID '${appId}' is not a Lark app id; expected cli_ followed by 16 hexadecimal characters`;
    const apiUrl = env.TEND_LARK_API_URL?.trim() || undefined;
    // The long connection's endpoint lives on the Open Platform's domain, the API's; tests may put it apart.
    const wsDomain = env.TEND_LARK_WS_URL?.trim() || apiUrl || LARK_DOMAIN;
    return {
      platform: 'lark',
      readToken: `${appId}:${appSecret}`,
      ...(apiUrl ? { apiUrl } : {}),
      secrets: [appSecret, `${appId}:${appSecret}`],
      listensOn: ['Lark long connection'],
      routes: () => [],
      async connect(context) {
        // The SDK (~6 MB) is loaded only by a bridge that listens to Lark (lark-connection.ts).
        const { startLarkConnection } = await import('./lark-connection.js');
        return [await startLarkConnection({ appId, appSecret, domain: wsDomain, context })];
      },
    };
  },
};
