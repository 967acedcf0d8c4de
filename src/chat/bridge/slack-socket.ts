// Slack Socket Mode through @slack/socket-mode: each events_api envelope is acknowledged at once
// (Slack redelivers what is not acknowledged within 3 seconds) and, when it is a message event,
// wakes its channel. The client reconnects by itself after a drop or a `disconnect` refresh; the
// first connection is retried with backoff (p-retry), and every (re)connection reads all channels
// once, since events sent while no socket was open are not replayed.
// Source: https://api.slack.com/apis/socket-mode

import { SocketModeClient, LogLevel } from '@slack/socket-mode';
import pRetry from 'p-retry';

/** Slack's answers for a token it will not take (apps.connections.open's documented errors). */
const REFUSED_TOKEN = /\b(invalid_auth|not_authed|not_allowed_token_type|account_inactive|token_revoked|token_expired)\b/;

export interface SlackSocket {
  stop(): Promise<void>;
  connected(): boolean;
}

interface SlackSocketOptions {
  appToken: string;
  /** Slack's Web API base URL (ends with /api/); Slack's own when absent. */
  apiUrl?: string;
  onMessage(channel: string): void;
  onConnected(): void;
  log(line: string): void;
  retryBaseMs?: number;
}

export async function startSlackSocket(options: SlackSocketOptions): Promise<SlackSocket> {
  const client = new SocketModeClient({
    appToken: options.appToken,
    logLevel: LogLevel.ERROR,
    // The library logs through its own logger; ours keeps tokens out (they never reach a log line).
    logger: { debug: () => {}, info: () => {}, warn: (...m: unknown[]) => options.log(`slack socket: ${m.join(' ')}`), error: (...m: unknown[]) => options.log(`slack socket: ${m.join(' ')}`), setLevel: () => {}, getLevel: () => LogLevel.ERROR, setName: () => {} },
    ...(options.apiUrl ? { clientOptions: { slackApiUrl: options.apiUrl } } : {}),
  });
  let connected = false;
  client.on('connected', () => {
    connected = true;
    options.onConnected();
  });
  client.on('disconnected', () => {
    connected = false;
  });
  client.on('reconnecting', () => {
    connected = false;
    options.log('slack socket: reconnecting');
  });
  client.on('slack_event', async ({ ack, body }: { ack: () => Promise<void>; body?: { event?: { type?: unknown; channel?: unknown } } }) => {
    await ack();
    const event = body?.event;
    if (event?.type === 'message' && typeof event.channel === 'string') options.onMessage(event.channel);
  });
  await pRetry(() => client.start(), {
    retries: 5,
    minTimeout: options.retryBaseMs ?? 1000,
    // A token Slack refuses stays refused: say so at once instead of backing off.
    shouldRetry: ({ error }) => !REFUSED_TOKEN.test(error.message),
    onFailedAttempt: ({ error, attemptNumber }) => options.log(`slack socket: connecting failed (attempt ${attemptNumber}): ${error.message.split('\n')[0]}`),
  });
  return {
    connected: () => connected,
    async stop() {
      await client.disconnect();
    },
  };
}
