// Slack in the bridge: Socket Mode (SLACK_APP_TOKEN, slack-socket.ts) and/or the Events API over
// HTTP (SLACK_SIGNING_SECRET, `POST /slack/events`); the adapter reads with SLACK_BOT_TOKEN.
// Events API: the signature is checked on the raw body before anything is parsed (401 otherwise),
// the url_verification challenge is answered, and a message event wakes its channel. Slack expects
// an answer within 3 seconds: the read happens afterwards.
// Source: https://api.slack.com/apis/events-api (url_verification, event_callback, 3-second answer)

import * as z from 'zod';
import type { BridgePlatform, BridgeRoute } from './platform.js';
import { verifySlackSignature } from './slack-signature.js';

const SlackEventBody = z.union([
  z.object({ type: z.literal('url_verification'), challenge: z.string().max(1000) }),
  z.object({ type: z.literal('event_callback'), event: z.object({ type: z.string(), channel: z.string().optional() }).loose() }).loose(),
  z.object({ type: z.string() }).loose(),
]);

export const slackBridgePlatform: BridgePlatform = {
  platform: 'slack',
  envHint: 'SLACK_BOT_TOKEN with SLACK_APP_TOKEN (Socket Mode) and/or SLACK_SIGNING_SECRET (Events API)',
  fromEnv(env) {
    const botToken = env.SLACK_BOT_TOKEN?.trim();
    const appToken = env.SLACK_APP_TOKEN?.trim();
    const signingSecret = env.SLACK_SIGNING_SECRET?.trim();
    if (!botToken && !appToken && !signingSecret) return null;
    if (!botToken) return 'no Slack bot token: set SLACK_BOT_TOKEN (xoxb-...) so the bridge can read channels';
    if (!appToken && !signingSecret) return 'no way to receive Slack events: set SLACK_APP_TOKEN (xapp-..., Socket Mode) or SLACK_SIGNING_SECRET (Events API over HTTP), or both';
    if (appToken && !appToken.startsWith('xapp-')) return 'SLACK_APP_TOKEN is not an app-level token; expected one starting with xapp- (Basic Information › App-Level Tokens, scope connections:write)';
    const apiUrl = env.TEND_SLACK_API_URL?.trim() || undefined;
    return {
      platform: 'slack',
      readToken: botToken,
      ...(apiUrl ? { apiUrl } : {}),
      secrets: [botToken, appToken, signingSecret].filter((s): s is string => Boolean(s)),
      listensOn: [...(appToken ? ['Slack Socket Mode'] : []), ...(signingSecret ? ['POST /slack/events'] : [])],
      routes(context): BridgeRoute[] {
        if (!signingSecret) return [];
        return [
          {
            method: 'POST',
            path: '/slack/events',
            handle({ body, headers }) {
              const check = verifySlackSignature({ signingSecret, timestamp: headers['x-slack-request-timestamp'], signature: headers['x-slack-signature'], body, nowMs: context.now() });
              if (!check.ok) {
                context.log(`bridge: refused a /slack/events request: ${check.why}`);
                return { status: 401, body: { error: check.why } };
              }
              let parsed;
              try {
                parsed = SlackEventBody.parse(JSON.parse(body));
              } catch {
                return { status: 400, body: { error: 'the body is not a Slack Events API JSON payload' } };
              }
              if (parsed.type === 'url_verification' && 'challenge' in parsed) return { status: 200, body: { challenge: parsed.challenge } };
              const event = 'event' in parsed ? (parsed.event as { type: string; channel?: string }) : null;
              const channel = parsed.type === 'event_callback' && event?.type === 'message' ? event.channel : undefined;
              return { status: 200, body: { ok: true }, ...(channel ? { after: () => context.wake(channel) } : {}) };
            },
          },
        ];
      },
      async connect(context) {
        if (!appToken) return [];
        // Socket Mode's client is loaded only by a bridge that opens it (the Events API needs none).
        const { startSlackSocket } = await import('./slack-socket.js');
        const socket = await startSlackSocket({
          appToken,
          ...(apiUrl ? { apiUrl } : {}),
          onMessage: (channel) => context.wake(channel),
          // Events sent while no socket was open are not replayed: read every channel on each (re)connect.
          onConnected: () => {
            context.log('bridge: Socket Mode connected');
            context.wakeAll();
          },
          log: context.log,
        });
        return [{ name: 'socket_mode', connected: () => socket.connected(), stop: () => socket.stop() }];
      },
    };
  },
};
