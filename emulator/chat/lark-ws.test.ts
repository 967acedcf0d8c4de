// The long-connection emulator against the real WSClient and EventDispatcher of
// @larksuiteoapi/node-sdk: endpoint credentials, ping/pong, events as data frames (also in
// fragments), acknowledgements, re-push of what is not acknowledged, single-use URLs.
// Source: https://open.feishu.cn/document/uAjLw4CM/ukTMukTMukTM/event-subscription-guide/long-connection-mode

import { EventDispatcher, LoggerLevel, WSClient } from '@larksuiteoapi/node-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LARK_WS_AUTH_FAILED, messageReceiveEvent, startLarkLongConnection, type LarkLongConnection } from './lark-ws.js';
import { until } from '../../test/support/until.js';

const APP_ID = 'cli_a1b2c3d4e5f60718';
const APP_SECRET = 'emulator-lark-secret-0f9e8d';
const quiet = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {}, trace: () => {} };

let lark: LarkLongConnection;
beforeAll(async () => {
  lark = await startLarkLongConnection({ appId: APP_ID, appSecret: APP_SECRET, ackTimeoutMs: 300, pingIntervalS: 0.2, reconnectIntervalS: 0.1, reconnectNonceS: 0 });
});
afterAll(() => lark.stop());

/** A real WSClient whose handler records each message and fails when told to. */
function client(secret = APP_SECRET, fail: () => boolean = () => false) {
  const received: Array<{ chat_id: string; message_id: string; event_id: string }> = [];
  const errors: string[] = [];
  let ready = false;
  const ws = new WSClient({ appId: APP_ID, appSecret: secret, domain: lark.domain, logger: quiet, loggerLevel: LoggerLevel.error, onReady: () => (ready = true), onError: (e) => errors.push(e.message) });
  const dispatcher = new EventDispatcher({ logger: quiet, loggerLevel: LoggerLevel.error }).register({
    'im.message.receive_v1': async (data) => {
      if (fail()) throw new Error('handler failed');
      received.push({ chat_id: data.message.chat_id, message_id: data.message.message_id, event_id: (data as unknown as { event_id: string }).event_id });
    },
  });
  void ws.start({ eventDispatcher: dispatcher });
  return { ws, received, errors, ready: () => ready };
}

describe('Lark long connection (emulator)', () => {
  it('the endpoint refuses an unknown secret with code 514, which the SDK takes as final', async () => {
    const before = lark.connectionsOpened();
    const c = client('not-the-secret');
    await until('onError', () => c.errors.length > 0);
    expect(c.errors[0]).toContain(`code=${LARK_WS_AUTH_FAILED}`);
    expect(lark.endpointRequests.at(-1)).toEqual({ appId: APP_ID, code: LARK_WS_AUTH_FAILED });
    expect(lark.connectionsOpened()).toBe(before);
    c.ws.close({ force: true });
  });

  it('pushes an event as a data frame the SDK dispatches and acknowledges; answers pings with pongs; fragments are merged', async () => {
    const c = client();
    await until('ready', () => c.ready());
    const id = lark.push(messageReceiveEvent(APP_ID, { messageId: 'om_1', chatId: 'oc_help', senderOpenId: 'ou_alice', text: 'where are the logs?' }));
    await until('the ack', () => lark.acks.includes(id));
    expect(c.received).toEqual([{ chat_id: 'oc_help', message_id: 'om_1', event_id: id }]);
    const split = lark.push(messageReceiveEvent(APP_ID, { messageId: 'om_2', chatId: 'oc_help', senderOpenId: 'ou_bob', text: 'a longer message sent in three fragments' }), { fragments: 3 });
    await until('the split ack', () => lark.acks.includes(split));
    expect(c.received.map((r) => r.message_id)).toEqual(['om_1', 'om_2']);
    const pings = lark.pings();
    await until('a ping answered', () => lark.pings() > pings);
    expect(lark.deliveries(id)).toBe(1);
    c.ws.close({ force: true });
  });

  it('pushes again, with the same event_id, what the client did not acknowledge with code 200', async () => {
    let failures = 1;
    const c = client(APP_SECRET, () => failures-- > 0);
    await until('ready', () => c.ready());
    const id = lark.push(messageReceiveEvent(APP_ID, { messageId: 'om_3', chatId: 'oc_help', senderOpenId: 'ou_alice', text: 'retry me' }));
    await until('the ack after a re-push', () => lark.acks.includes(id));
    expect(lark.deliveries(id)).toBe(2);
    expect(c.received).toEqual([{ chat_id: 'oc_help', message_id: 'om_3', event_id: id }]);
    expect(lark.unacked()).toEqual([]);
    c.ws.close({ force: true });
  });

  it('after a drop the client reconnects by itself and gets what was pushed meanwhile; a URL is good for one connection', async () => {
    const c = client();
    await until('ready', () => c.ready());
    const opened = lark.connectionsOpened();
    lark.drop();
    const id = lark.push(messageReceiveEvent(APP_ID, { messageId: 'om_4', chatId: 'oc_other', senderOpenId: 'ou_carol', text: 'sent while down' }));
    await until('the reconnect', () => lark.connectionsOpened() > opened && lark.connections() > 0);
    await until('the ack', () => lark.acks.includes(id));
    expect(c.received.map((r) => r.chat_id)).toEqual(['oc_other']);
    c.ws.close({ force: true });

    const res = await fetch(`${lark.domain}/callback/ws/endpoint`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ AppID: APP_ID, AppSecret: APP_SECRET }) });
    const { data } = (await res.json()) as { data: { URL: string } };
    const first = new WebSocket(data.URL);
    await new Promise((r) => first.once('open', r));
    const status = await new Promise<number>((resolve) => new WebSocket(data.URL).once('unexpected-response', (_req, response) => resolve(response.statusCode ?? 0)));
    expect(status).toBe(403);
    first.close();
  });
});
