// The Socket Mode emulator against Slack's documented protocol, spoken by a plain WebSocket and
// the real WebClient: https://api.slack.com/apis/socket-mode,
// https://api.slack.com/methods/apps.connections.open (errors: not_allowed_token_type, invalid_auth).

import { WebClient } from '@slack/web-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startSlackEmulator, type SlackEmulator } from './slack-server.js';

let slack: SlackEmulator;
beforeAll(async () => {
  slack = await startSlackEmulator();
  slack.addChannel('C0SOCK', 'sock');
  slack.addUser('U0ALICE', 'alice');
});
afterAll(() => slack.stop());

const client = (token: string) => new WebClient(token, { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } });

function connect(url: string): Promise<{ socket: WebSocket; next(): Promise<Record<string, unknown>> }> {
  const socket = new WebSocket(url);
  const queue: Array<Record<string, unknown>> = [];
  const waiters: Array<(m: Record<string, unknown>) => void> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const next = () => (queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise<Record<string, unknown>>((r) => waiters.push(r)));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next }));
    socket.once('error', reject);
  });
}

describe('Slack Socket Mode (emulator)', () => {
  it('apps.connections.open takes only the app-level token, and the bot token nothing but the Web API', async () => {
    await expect(client(slack.token).apps.connections.open({})).rejects.toMatchObject({ data: { error: 'not_allowed_token_type' } });
    await expect(client('xapp-wrong').apps.connections.open({})).rejects.toMatchObject({ data: { error: 'invalid_auth' } });
    await expect(client(slack.appToken).conversations.history({ channel: 'C0SOCK' })).rejects.toMatchObject({ data: { error: 'not_allowed_token_type' } });
    const { url } = await client(slack.appToken).apps.connections.open({});
    expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\//);
  });

  it('says hello, sends each message as an events_api envelope, and sends again on the next connection what was not acknowledged', async () => {
    const first = await connect((await client(slack.appToken).apps.connections.open({})).url!);
    expect(await first.next()).toMatchObject({ type: 'hello', connection_info: { app_id: 'A0TEND' } });
    const ts = slack.post({ channel: 'C0SOCK', user: 'U0ALICE', text: 'hello?' });
    const envelope = await first.next();
    expect(envelope).toMatchObject({ type: 'events_api', retry_attempt: 0, payload: { type: 'event_callback', event: { type: 'message', channel: 'C0SOCK', ts, text: 'hello?' } } });
    first.socket.close();

    const second = await connect((await client(slack.appToken).apps.connections.open({})).url!);
    expect(await second.next()).toMatchObject({ type: 'hello' });
    const again = await second.next();
    expect(again).toMatchObject({ envelope_id: envelope.envelope_id, retry_attempt: 1 });
    second.socket.send(JSON.stringify({ envelope_id: envelope.envelope_id }));
    await new Promise((r) => setTimeout(r, 50));
    expect(slack.socket.acks).toContain(envelope.envelope_id);
    expect(slack.socket.unacked()).toEqual([]);
    second.socket.close();
  });

  it('a connection URL is good for one connection', async () => {
    const { url } = await client(slack.appToken).apps.connections.open({});
    const once = await connect(url!);
    const closed = new Promise<number>((resolve) => new WebSocket(url!).once('close', (code) => resolve(code)));
    expect(await closed).toBe(4001);
    once.socket.close();
  });
});
