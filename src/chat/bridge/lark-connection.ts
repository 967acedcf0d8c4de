// The Lark long connection itself, through the official SDK's WSClient (lark-platform.ts says when
// the bridge opens it and why it only wakes channels): its own file so that only a bridge listening
// to Lark loads the SDK.

import { EventDispatcher, LoggerLevel, WSClient, type Logger } from '@larksuiteoapi/node-sdk';
import type { BridgeContext, EventSource } from './platform.js';

const CONNECT_TIMEOUT_MS = 60_000;

/** The SDK's log lines through the bridge's log (redacted there); its info and debug chatter stays out. */
export function larkLogger(log: (line: string) => void): Logger {
  const line = (level: string) => (...parts: unknown[]) => log(`lark long connection: ${level}: ${parts.map((p) => (p instanceof Error ? p.message : typeof p === 'string' ? p : JSON.stringify(p))).join(' ')}`);
  return { error: line('error'), warn: line('warning'), info: () => {}, debug: () => {}, trace: () => {} };
}

interface LarkConnectionOptions {
  appId: string;
  appSecret: string;
  domain: string;
  context: BridgeContext;
  connectTimeoutMs?: number;
}

/** Opens the long connection; resolves once it is up, rejects with one line when Lark refuses it. */
export async function startLarkConnection(options: LarkConnectionOptions): Promise<EventSource> {
  const { context } = options;
  const logger = larkLogger(context.log);
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const client = new WSClient({
    appId: options.appId,
    appSecret: options.appSecret,
    domain: options.domain,
    logger,
    loggerLevel: LoggerLevel.warn,
    onReady: () => {
      context.log('bridge: Lark long connection connected');
      context.wakeAll();
      settle?.resolve();
    },
    onReconnected: () => {
      context.log('bridge: Lark long connection reconnected');
      context.wakeAll();
    },
    onReconnecting: () => context.log('bridge: Lark long connection lost; reconnecting'),
    // Before the first connection: connect() fails with it. Later (retries exhausted): a line in the log, and /healthz says disconnected.
    onError: (error) => (settle ? settle.reject(new Error(refusal(error.message))) : context.log(`bridge: ${refusal(error.message)}`)),
  });
  const dispatcher = new EventDispatcher({ logger, loggerLevel: LoggerLevel.warn }).register({
    'im.message.receive_v1': async (data) => {
      const chatId = data.message?.chat_id;
      if (typeof chatId === 'string' && chatId.length > 0) context.wake(chatId);
    },
  });
  await client.start({ eventDispatcher: dispatcher });
  const timeout = setTimeout(() => settle?.reject(new Error(`no long connection to Lark at ${options.domain} within ${(options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS) / 1000} s (the SDK keeps retrying); check the network and that the app receives events through the long connection`)), options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);
  try {
    await ready;
  } catch (error) {
    client.close({ force: true });
    throw error;
  } finally {
    clearTimeout(timeout);
    settle = undefined;
  }
  return {
    name: 'lark_long_connection',
    // The SDK's own view: 'connected' only while its socket is open, not while it reconnects.
    connected: () => client.getConnectionStatus().state === 'connected',
    async stop() {
      client.close();
    },
  };
}

/** What the SDK's final error means for the person starting the bridge. */
function refusal(message: string): string {
  if (/code=514\b/.test(message)) return 'Lark refused the app id and secret (code 514): check LARK_APP_ID and LARK_APP_SECRET (Developer Console › Credentials & Basic Info)';
  if (/code=403\b/.test(message)) return 'Lark refused the long connection (code 403): enable "Receive events through persistent connection" for the app (Events & Callbacks › Mode of event subscription)';
  if (/code=1000040350\b/.test(message)) return 'Lark refused the long connection: the app has too many connections open (code 1000040350); stop other bridges of this app';
  return `Lark refused the long connection: ${message.split('\n')[0]}`;
}
