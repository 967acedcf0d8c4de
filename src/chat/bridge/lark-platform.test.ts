// Lark's platform in the bridge, through the real SDK (WSClient, EventDispatcher) against the local
// long-connection server (emulator/chat/lark-ws.ts): events wake their chat and are acknowledged,
// a cut connection comes back and reads everything, refused credentials stop it with one line,
// stop() closes the socket, and no log line holds the secret.

import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageReceiveEvent, startLarkLongConnection, type LarkLongConnection } from '../../../emulator/chat/lark-ws.js';
import { startLarkConnection } from './lark-connection.js';
import { larkBridgePlatform } from './lark-platform.js';
import type { BridgeContext, BridgePlatformSetup, EventSource } from './platform.js';
import { until } from '../../../test/support/until.js';

const APP_ID = 'cli_0123456789abcdef';
const APP_SECRET = 'lark-platform-test-secret-77c1';

let lark: LarkLongConnection;
beforeAll(async () => {
  lark = await startLarkLongConnection({ appId: APP_ID, appSecret: APP_SECRET, ackTimeoutMs: 500, pingIntervalS: 0.2, reconnectIntervalS: 0.1, reconnectNonceS: 0 });
});
afterAll(() => lark.stop());

function recorder(): BridgeContext & { woken: string[]; wakeAlls: number; lines: string[] } {
  const context = {
    woken: [] as string[],
    wakeAlls: 0,
    lines: [] as string[],
    wake: (chatId: string) => context.woken.push(chatId),
    wakeAll: () => (context.wakeAlls += 1),
    log: (line: string) => context.lines.push(line),
    now: () => Date.now(),
    chatIds: [],
  };
  return context;
}

function setup(env: Record<string, string>): BridgePlatformSetup {
  const result = larkBridgePlatform.fromEnv({ TEND_LARK_API_URL: 'http://127.0.0.1:9', TEND_LARK_WS_URL: lark.domain, ...env });
  if (!result || typeof result === 'string') throw new Error(`expected a setup, got ${result}`);
  return result;
}

describe('Lark in the bridge (long connection)', () => {
  it('is turned on by LARK_APP_ID and LARK_APP_SECRET together, each missing one said in one line', () => {
    expect(larkBridgePlatform.fromEnv({})).toBeNull();
    const noSecret = larkBridgePlatform.fromEnv({ LARK_APP_ID: APP_ID });
    expect(noSecret).toMatch(/^LARK_APP_ID is set without LARK_APP_SECRET: set both/);
    expect(larkBridgePlatform.fromEnv({ LARK_APP_SECRET: APP_SECRET })).toMatch(/^LARK_APP_SECRET is set without LARK_APP_ID: set both/);
    expect(larkBridgePlatform.fromEnv({ LARK_APP_ID: 'my-app', LARK_APP_SECRET: APP_SECRET })).toBe("LARK_APP_ID 'my-app' is not a Lark app id; expected cli_ followed by 16 hexadecimal characters");
    const on = setup({ LARK_APP_ID: APP_ID, LARK_APP_SECRET: APP_SECRET });
    expect(on).toMatchObject({ platform: 'lark', readToken: `${APP_ID}:${APP_SECRET}`, apiUrl: 'http://127.0.0.1:9', listensOn: ['Lark long connection'] });
    expect(on.secrets).toContain(APP_SECRET);
    expect(on.routes(recorder())).toEqual([]);
  });

  it('an event wakes its chat and is acknowledged; a cut connection comes back by itself and reads everything; stop closes the socket', async () => {
    const context = recorder();
    const opened = lark.connectionsOpened();
    const [source] = (await setup({ LARK_APP_ID: APP_ID, LARK_APP_SECRET: APP_SECRET }).connect(context)) as [EventSource];
    expect(source.name).toBe('lark_long_connection');
    expect(source.connected()).toBe(true);
    expect(lark.connectionsOpened()).toBe(opened + 1);
    expect(context.wakeAlls).toBe(1);

    const events = ['oc_help', 'oc_mirror', 'oc_help'].map((chatId, i) => lark.push(messageReceiveEvent(APP_ID, { messageId: `om_${i}`, chatId, senderOpenId: 'ou_alice', text: `message ${i}` })));
    await until('every event acknowledged', () => events.every((id) => lark.acks.includes(id)));
    expect(context.woken).toEqual(['oc_help', 'oc_mirror', 'oc_help']);
    expect(events.map((id) => lark.deliveries(id))).toEqual([1, 1, 1]);

    lark.drop();
    // The SDK may be back within one poll of the probe: wait for the second connection itself.
    await until('the reconnection', () => lark.connectionsOpened() === opened + 2 && source.connected() && context.wakeAlls === 2);
    const after = lark.push(messageReceiveEvent(APP_ID, { messageId: 'om_9', chatId: 'oc_late', senderOpenId: 'ou_bob', text: 'after the cut' }));
    await until('the ack after the cut', () => lark.acks.includes(after));
    expect(context.woken.at(-1)).toBe('oc_late');
    expect(lark.unacked()).toEqual([]);

    await source.stop();
    await until('the socket closed', () => lark.connections() === 0);
    expect(source.connected()).toBe(false);
    // Closed for good: no reconnection after stop.
    await new Promise((r) => setTimeout(r, 300));
    expect(lark.connectionsOpened()).toBe(opened + 2);
    expect(context.lines.join('\n')).not.toContain(APP_SECRET);
  });

  it('a wrong secret fails connect() with one clear line, and no log line holds the secret', async () => {
    const context = recorder();
    const wrong = 'a-wrong-secret-5d2e';
    const failure = await setup({ LARK_APP_ID: APP_ID, LARK_APP_SECRET: wrong }).connect(context).then(
      () => 'connected',
      (error: Error) => error.message,
    );
    expect(failure).toBe('Lark refused the app id and secret (code 514): check LARK_APP_ID and LARK_APP_SECRET (Developer Console › Credentials & Basic Info)');
    expect(context.wakeAlls).toBe(0);
    expect(lark.connections()).toBe(0);
    expect(context.lines.length).toBeGreaterThan(0);
    for (const line of context.lines) {
      expect(line).not.toContain(wrong);
      expect(line).not.toContain('\n');
    }
  });

  it('an endpoint that never answers fails connect() after the timeout with one line', async () => {
    const context = recorder();
    // Takes the connection and never answers, like a proxy that swallows it.
    const silent = createServer(() => {}).listen(0, '127.0.0.1');
    await new Promise((r) => silent.once('listening', r));
    const port = (silent.address() as { port: number }).port;
    const failure = await startLarkConnection({ appId: APP_ID, appSecret: APP_SECRET, domain: `http://127.0.0.1:${port}`, context, connectTimeoutMs: 300 }).then(
      () => 'connected',
      (error: Error) => error.message,
    );
    expect(failure).toBe(`no long connection to Lark at http://127.0.0.1:${port} within 0.3 s (the SDK keeps retrying); check the network and that the app receives events through the long connection`);
    expect(context.wakeAlls).toBe(0);
    silent.close();
  });
});
