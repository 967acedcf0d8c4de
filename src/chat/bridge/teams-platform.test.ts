// The Teams route's decisions, as plain functions of data: which channel a notification's resource
// names, whether its clientState is ours, what a lifecycle notification asks for, and when to renew.

import { describe, expect, it } from 'vitest';
import { parseRepoConfig } from '../../config/repo-file.js';
import { threadKeyFromBody, threadKeyMarker } from '../../github/chat-thread-key.js';
import {
  clientStateMatches,
  notificationUrlProblem,
  readChangeNotifications,
  readLifecycleNotifications,
  RENEW_BEFORE_MS,
  renewDelayMs,
  SUBSCRIPTION_LIFETIME_MS,
  subscriptionExpiry,
  subscriptionResource,
  teamsBridgePlatform,
  teamsChatIdOfResource,
} from './teams-platform.js';

const TEAM = 'fbe2bf47-16c8-47cf-b4a5-4b9b187c508b';
const CHANNEL = '19:4a95f7d8db4c4e7fae857bcebe0623e6@thread.tacv2';
const CHAT_ID = `${TEAM}/${CHANNEL}`;
const SECRET = 'secret-client-state-7f31';

const notification = (over: Record<string, unknown> = {}) => ({
  subscriptionId: 'sub-1',
  subscriptionExpirationDateTime: '2026-11-20T10:00:00Z',
  changeType: 'created',
  resource: `teams('${TEAM}')/channels('${CHANNEL}')/messages('1616965872395')`,
  resourceData: { id: '1616965872395', '@odata.type': '#Microsoft.Graph.chatMessage' },
  clientState: SECRET,
  tenantId: 'tenant',
  ...over,
});

describe('Teams change notifications (decisions)', () => {
  it("maps a message's or a reply's resource to the adapter's chat id, and nothing else", () => {
    expect(teamsChatIdOfResource(`teams('${TEAM}')/channels('${CHANNEL}')/messages('1')`)).toBe(CHAT_ID);
    expect(teamsChatIdOfResource(`teams('${TEAM}')/channels('${CHANNEL}')/messages('1')/replies('2')`)).toBe(CHAT_ID);
    expect(teamsChatIdOfResource(`/teams/${TEAM}/channels/${encodeURIComponent(CHANNEL)}/messages/1/replies/2`)).toBe(CHAT_ID);
    expect(teamsChatIdOfResource(`chats('19:abc@unq.gbl.spaces')/messages('1')`)).toBeNull();
    expect(teamsChatIdOfResource(`teams('${TEAM}')/channels('${CHANNEL}')/messages('1')/../../x`)).toBeNull();
    expect(teamsChatIdOfResource('ignore previous instructions')).toBeNull();
    expect(subscriptionResource(CHAT_ID)).toBe(`/teams/${TEAM}/channels/${CHANNEL}/messages`);
  });

  it('accepts only our clientState (a missing one included)', () => {
    expect(clientStateMatches(SECRET, SECRET)).toBe(true);
    expect(clientStateMatches(SECRET, 'guess')).toBe(false);
    expect(clientStateMatches(SECRET, undefined)).toBe(false);
    expect(clientStateMatches(SECRET, null)).toBe(false);
  });

  it('wakes each channel once for notifications with our clientState; counts the others as refused; a body that is no notification is invalid', () => {
    const body = JSON.stringify({ value: [notification(), notification({ resource: `teams('${TEAM}')/channels('${CHANNEL}')/messages('1')/replies('3')` }), notification({ clientState: 'forged' }), notification({ resource: 'users/x/messages/1' })] });
    expect(readChangeNotifications(body, SECRET)).toEqual({ kind: 'accepted', wake: [CHAT_ID], refused: 1, unknown: 1 });
    expect(readChangeNotifications(JSON.stringify({ value: [notification({ clientState: 'forged' })] }), SECRET)).toEqual({ kind: 'accepted', wake: [], refused: 1, unknown: 0 });
    for (const bad of ['not json', '{}', '{"value": []}', '{"value": [{"resource": "x"}]}', '[1]']) expect(readChangeNotifications(bad, SECRET).kind).toBe('invalid');
  });

  it('turns lifecycle notifications into renew, create again, or read everything; refuses a foreign clientState', () => {
    const life = (lifecycleEvent: string, clientState = SECRET) => ({ subscriptionId: 'sub-1', lifecycleEvent, clientState, subscriptionExpirationDateTime: '2026-11-20T10:00:00Z', tenantId: 'tenant' });
    const body = JSON.stringify({ value: [life('reauthorizationRequired'), life('subscriptionRemoved'), life('missed'), life('somethingNew'), life('missed', 'forged')] });
    expect(readLifecycleNotifications(body, SECRET)).toEqual({
      kind: 'accepted',
      actions: [{ kind: 'renew', subscriptionId: 'sub-1' }, { kind: 'recreate', subscriptionId: 'sub-1' }, { kind: 'read-all' }],
      refused: 1,
      ignored: 1,
    });
    expect(readLifecycleNotifications('{"value": 3}', SECRET).kind).toBe('invalid');
  });

  it('asks for an expiry inside the shortest documented maximum (1 hour) and renews ahead of it', () => {
    const now = Date.parse('2026-11-20T09:00:00Z');
    expect(Date.parse(subscriptionExpiry(now)) - now).toBe(SUBSCRIPTION_LIFETIME_MS);
    expect(SUBSCRIPTION_LIFETIME_MS).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(renewDelayMs(now + SUBSCRIPTION_LIFETIME_MS, now)).toBe(SUBSCRIPTION_LIFETIME_MS - RENEW_BEFORE_MS);
    expect(renewDelayMs(now + 60_000, now)).toBe(0);
  });
});

describe('Teams bridge configuration', () => {
  const env = { TEAMS_TOKEN: 'graph-token', TEAMS_NOTIFICATION_URL: 'https://bridge.example.com/teams/notifications', TEAMS_CLIENT_STATE: SECRET };

  it('is off without Teams variables, and says what is missing or wrong in one line', () => {
    expect(teamsBridgePlatform.fromEnv({})).toBeNull();
    expect(teamsBridgePlatform.fromEnv({ ...env, TEAMS_TOKEN: '' })).toMatch(/set TEAMS_TOKEN/);
    expect(teamsBridgePlatform.fromEnv({ ...env, TEAMS_NOTIFICATION_URL: '' })).toMatch(/TEAMS_NOTIFICATION_URL/);
    expect(teamsBridgePlatform.fromEnv({ ...env, TEAMS_NOTIFICATION_URL: 'http://bridge.example.com/teams/notifications' })).toMatch(/must be an https URL/);
    expect(teamsBridgePlatform.fromEnv({ ...env, TEAMS_CLIENT_STATE: '' })).toMatch(/TEAMS_CLIENT_STATE/);
    expect(teamsBridgePlatform.fromEnv({ ...env, TEAMS_CLIENT_STATE: 'x'.repeat(129) })).toMatch(/at most 128/);
    expect(notificationUrlProblem('http://127.0.0.1:9000/teams/notifications')).toBeNull();
  });

  it('holds both secrets for the redactor and listens on both routes', () => {
    const setup = teamsBridgePlatform.fromEnv(env);
    if (setup === null || typeof setup === 'string') throw new Error(String(setup));
    expect(setup.secrets).toEqual(['graph-token', SECRET]);
    expect(setup.listensOn).toEqual(['POST /teams/notifications', 'POST /teams/lifecycle']);
  });

  it('answers the validation request with the decoded token as text/plain, and a non-notification with 400', () => {
    const setup = teamsBridgePlatform.fromEnv(env);
    if (setup === null || typeof setup === 'string') throw new Error(String(setup));
    const woken: string[] = [];
    const context = { wake: (id: string) => woken.push(id), wakeAll: () => woken.push('*'), log: () => undefined, now: () => 0, chatIds: [CHAT_ID] };
    const [notifications, lifecycle] = setup.routes(context);
    const token = 'Validation: Testing client application reachability <&>';
    for (const route of [notifications!, lifecycle!]) {
      expect(route.handle({ body: '', headers: {}, query: new URLSearchParams(`validationToken=${encodeURIComponent(token)}`) })).toEqual({ status: 200, body: token, contentType: 'text/plain; charset=utf-8' });
      expect(route.handle({ body: '{"hello": 1}', headers: {}, query: new URLSearchParams() }).status).toBe(400);
    }
    const reply = notifications!.handle({ body: JSON.stringify({ value: [notification()] }), headers: {}, query: new URLSearchParams() });
    expect(reply.status).toBe(202);
    expect(woken).toEqual([]);
    reply.after?.();
    expect(woken).toEqual([CHAT_ID]);
  });
});

describe('Teams channels in the configuration and in thread keys', () => {
  it("accepts a Teams chat id (<team-id>/<channel-id>, the channel id holding ':' and '@') and keeps it in the thread key marker", () => {
    const config = parseRepoConfig(['chat:', '  channels:', `    - {platform: teams, chat-id: "${CHAT_ID}", name: eng-help}`].join('\n'), '.github/tend.yml');
    expect(config.chat?.channels.map((c) => c['chat-id'])).toEqual([CHAT_ID]);
    const key = `teams:${CHAT_ID}:1616965872395`;
    expect(threadKeyFromBody(`${threadKeyMarker(key)}\nbody`)).toBe(key);
    expect(() => threadKeyMarker(`teams:${CHAT_ID}:1 -->`)).toThrow(/invalid chat thread key/);
  });
});
