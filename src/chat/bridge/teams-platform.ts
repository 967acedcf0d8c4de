// Microsoft Teams in the bridge: Microsoft Graph change notifications over HTTP. The bridge
// subscribes to each watched channel's messages (POST /subscriptions), renews the subscriptions
// before they expire, deletes them on stop, and serves the two URLs Graph posts to:
//   POST /teams/notifications  change notifications (a message created or edited in a channel)
//   POST /teams/lifecycle      lifecycle notifications (reauthorizationRequired, subscriptionRemoved, missed)
// TEAMS_TOKEN is the delegated Graph token the Teams adapter reads with (TEND_GRAPH_API_URL points
// it elsewhere, as in the action); TEAMS_NOTIFICATION_URL is the public https URL that reaches
// `/teams/notifications` (Graph only posts to https: a reverse proxy or tunnel in front of the
// bridge's port); TEAMS_CLIENT_STATE is a secret put in each subscription and checked on every
// notification, since Graph signs nothing else on notifications without resource data.
//
// Sources (Microsoft Graph documentation):
// - https://learn.microsoft.com/graph/change-notifications-delivery-webhooks: the validation
//   request (POST notificationUrl?validationToken=…, answer 200 text/plain with the decoded token
//   within 10 seconds), clientState to check on each notification, 202 Accepted when the work is
//   queued, answers later than 10 s mark the endpoint slow and then drop notifications.
// - https://learn.microsoft.com/graph/teams-changenotifications-chatmessage: resource
//   /teams/{team-id}/channels/{channel-id}/messages, notifications for messages and replies,
//   lifecycleNotificationUrl required past 1 hour of expiry.
// - https://learn.microsoft.com/graph/api/resources/subscription (maximum lifetime per resource;
//   PATCH expirationDateTime renews, DELETE removes).
// - https://learn.microsoft.com/graph/change-notifications-lifecycle-events: reauthorizationRequired
//   (renew or reauthorize), subscriptionRemoved (create it again), missed (resynchronise).
// A notification only wakes its channel: the read goes through the adapter like chat-watch's.

import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { callJson, type JsonApi } from '../adapters/json-api.js';
import { parseTeamsChatId } from '../adapters/teams.js';
import type { BridgeContext, BridgePlatform, BridgeReply, BridgeRoute, EventSource } from './platform.js';

/**
 * How far ahead each subscription asks to expire. The subscription resource page gives channel
 * messages up to 4,320 minutes with a lifecycle URL; older versions of it (and the chatMessage page's
 * note) say 60 minutes without one. 55 minutes is inside both, so Graph never refuses the request
 * for its length; renewing costs one PATCH per channel an hour.
 */
export const SUBSCRIPTION_LIFETIME_MS = 55 * 60 * 1000;
/** Renew this long before expiry: room for a slow or retried PATCH. */
export const RENEW_BEFORE_MS = 10 * 60 * 1000;
/** After a failed renewal or creation, try again this soon (while the subscription may still live). */
export const RETRY_AFTER_MS = 60 * 1000;
/** Graph's limit on clientState. */
const MAX_CLIENT_STATE = 128;

// ---------- decisions (plain functions of data) ----------

/**
 * The adapter's chat id (`<team-id>/<channel-id>`) of a notification's resource, e.g.
 * `teams('{team-id}')/channels('{channel-id}')/messages('{id}')` or with `/replies('{id}')`
 * (the documented form), or the same path as segments (`/teams/{id}/channels/{id}/messages/{id}`).
 * Null for anything else: a resource is untrusted text and never more than an id to look up.
 */
export function teamsChatIdOfResource(resource: string): string | null {
  const quoted = /^\/?teams\('([^'/]+)'\)\/channels\('([^'/]+)'\)\/messages(?:\('[^'/]+'\)(?:\/replies\('[^'/]+'\))?)?$/i.exec(resource);
  const segments = /^\/?teams\/([^/]+)\/channels\/([^/]+)\/messages(?:\/[^/]+(?:\/replies\/[^/]+)?)?$/i.exec(resource);
  const match = quoted ?? segments;
  if (!match) return null;
  try {
    return `${decodeURIComponent(match[1]!)}/${decodeURIComponent(match[2]!)}`;
  } catch {
    return null;
  }
}

/** The subscription resource for a watched channel. */
export function subscriptionResource(chatId: string): string {
  const { teamId, channelId } = parseTeamsChatId(chatId);
  return `/teams/${teamId}/channels/${channelId}/messages`;
}

/** Whether a notification carries our client state; constant-time, so timing says nothing about the secret. */
export function clientStateMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/** The expirationDateTime to ask for, from now. */
export function subscriptionExpiry(nowMs: number): string {
  return new Date(nowMs + SUBSCRIPTION_LIFETIME_MS).toISOString();
}

/** Milliseconds until a subscription expiring at `expiresMs` should be renewed (0: now). */
export function renewDelayMs(expiresMs: number, nowMs: number): number {
  return Math.max(0, expiresMs - RENEW_BEFORE_MS - nowMs);
}

const ChangeNotification = z.object({
  subscriptionId: z.string().min(1),
  clientState: z.string().nullish(),
  changeType: z.string(),
  resource: z.string().max(2000),
  tenantId: z.string().optional(),
  subscriptionExpirationDateTime: z.string().optional(),
  resourceData: z.object({}).loose().nullish(),
});
const ChangeNotificationCollection = z.object({ value: z.array(ChangeNotification.loose()).min(1).max(1000) });

const LifecycleNotification = z.object({
  subscriptionId: z.string().min(1),
  clientState: z.string().nullish(),
  lifecycleEvent: z.string(),
});
const LifecycleNotificationCollection = z.object({ value: z.array(LifecycleNotification.loose()).min(1).max(1000) });

export type NotificationOutcome =
  | { kind: 'invalid'; why: string }
  /** `wake`: chat ids to read, once each; `refused`: notifications whose clientState is not ours; `unknown`: resources that are no channel message. */
  | { kind: 'accepted'; wake: string[]; refused: number; unknown: number };

/** What a change notification body asks for. */
export function readChangeNotifications(body: string, clientState: string): NotificationOutcome {
  const parsed = parseJson(body, ChangeNotificationCollection);
  if (!parsed) return { kind: 'invalid', why: 'the body is not a Microsoft Graph change notification collection ({"value": [{subscriptionId, clientState, changeType, resource, ...}]})' };
  const wake = new Set<string>();
  let refused = 0;
  let unknown = 0;
  for (const n of parsed.value) {
    if (!clientStateMatches(clientState, n.clientState)) {
      refused += 1;
      continue;
    }
    const chatId = teamsChatIdOfResource(n.resource);
    if (chatId) wake.add(chatId);
    else unknown += 1;
  }
  return { kind: 'accepted', wake: [...wake], refused, unknown };
}

export type LifecycleAction = { kind: 'renew' | 'recreate'; subscriptionId: string } | { kind: 'read-all' };

export type LifecycleOutcome = { kind: 'invalid'; why: string } | { kind: 'accepted'; actions: LifecycleAction[]; refused: number; ignored: number };

/** What a lifecycle notification body asks for: renew, create again, or read everything. */
export function readLifecycleNotifications(body: string, clientState: string): LifecycleOutcome {
  const parsed = parseJson(body, LifecycleNotificationCollection);
  if (!parsed) return { kind: 'invalid', why: 'the body is not a Microsoft Graph lifecycle notification collection ({"value": [{subscriptionId, clientState, lifecycleEvent}]})' };
  const actions: LifecycleAction[] = [];
  let refused = 0;
  let ignored = 0;
  for (const n of parsed.value) {
    if (!clientStateMatches(clientState, n.clientState)) refused += 1;
    else if (n.lifecycleEvent === 'reauthorizationRequired') actions.push({ kind: 'renew', subscriptionId: n.subscriptionId });
    else if (n.lifecycleEvent === 'subscriptionRemoved') actions.push({ kind: 'recreate', subscriptionId: n.subscriptionId });
    else if (n.lifecycleEvent === 'missed') actions.push({ kind: 'read-all' });
    else ignored += 1;
  }
  return { kind: 'accepted', actions, refused, ignored };
}

function parseJson<T>(body: string, schema: z.ZodType<T>): T | null {
  try {
    const result = schema.safeParse(JSON.parse(body));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Graph's validation request: the token, decoded, echoed as text/plain. */
function validationReply(query: URLSearchParams): BridgeReply | null {
  const token = query.get('validationToken');
  if (token === null) return null;
  return { status: 200, body: token, contentType: 'text/plain; charset=utf-8' };
}

/** Whether Graph could post to this URL: https, or http on this machine (a local tunnel's end, tests). */
export function notificationUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `TEAMS_NOTIFICATION_URL '${text.slice(0, 100)}' is not a URL; expected the public https URL of the bridge's POST /teams/notifications (e.g. https://tend-bridge.example.com/teams/notifications)`;
  }
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return `TEAMS_NOTIFICATION_URL must be an https URL (Microsoft Graph posts only to https; put a reverse proxy or tunnel in front of the bridge's port); got ${url.protocol}//${url.host}`;
  return null;
}

// ---------- the platform ----------

const SubscriptionSchema = z.object({ id: z.string().min(1), expirationDateTime: z.iso.datetime({ offset: true }) }).loose();

interface Live {
  id: string;
  expiresMs: number;
}

export const teamsBridgePlatform: BridgePlatform = {
  platform: 'teams',
  envHint: 'TEAMS_TOKEN with TEAMS_NOTIFICATION_URL and TEAMS_CLIENT_STATE (Microsoft Graph change notifications)',
  fromEnv(env) {
    const token = env.TEAMS_TOKEN?.trim();
    const notificationUrl = env.TEAMS_NOTIFICATION_URL?.trim();
    const clientState = env.TEAMS_CLIENT_STATE?.trim();
    if (!token && !notificationUrl && !clientState) return null;
    if (!token) return 'no Microsoft Graph token: set TEAMS_TOKEN (a delegated token with ChannelMessage.Read.All) so the bridge can subscribe and read channels';
    if (!notificationUrl) return "no TEAMS_NOTIFICATION_URL: set the public https URL that reaches the bridge's POST /teams/notifications (Graph posts change notifications there)";
    const urlProblem = notificationUrlProblem(notificationUrl);
    if (urlProblem) return urlProblem;
    if (!clientState) return 'no TEAMS_CLIENT_STATE: set a random secret (up to 128 characters); the bridge puts it in each subscription and ignores notifications without it';
    if (clientState.length > MAX_CLIENT_STATE) return `TEAMS_CLIENT_STATE is ${clientState.length} characters long; Microsoft Graph accepts at most ${MAX_CLIENT_STATE}`;
    const lifecycleUrl = new URL('lifecycle', notificationUrl).toString();
    const apiUrl = env.TEND_GRAPH_API_URL?.trim() || undefined;
    const base = `${(apiUrl ?? 'https://graph.microsoft.com').replace(/\/+$/, '')}/v1.0`;
    const api: JsonApi = {
      platform: 'teams',
      token,
      describeError: (body) => {
        const parsed = z.object({ error: z.object({ code: z.string(), message: z.string() }) }).safeParse(body);
        return parsed.success ? `${parsed.data.error.code}: ${parsed.data.error.message}` : undefined;
      },
      authHint: 'check TEAMS_TOKEN (a delegated Microsoft Graph token with ChannelMessage.Read.All)',
      retry: { retries: 2, minTimeoutMs: 500, maxTimeoutMs: 5_000, maxRetryAfterMs: 60_000 },
    };

    // One subscription per watched channel, shared by the routes (lifecycle) and the connection.
    const live = new Map<string, Live>();
    const timers = new Map<string, NodeJS.Timeout>();
    let chatIds: readonly string[] = [];
    let stopping = false;

    const create = async (chatId: string, context: BridgeContext): Promise<void> => {
      const made = await callJson(api, 'POST', `${base}/subscriptions`, SubscriptionSchema, {
        body: { changeType: 'created,updated', notificationUrl, lifecycleNotificationUrl: lifecycleUrl, resource: subscriptionResource(chatId), expirationDateTime: subscriptionExpiry(context.now()), clientState },
      });
      live.set(chatId, { id: made.id, expiresMs: Date.parse(made.expirationDateTime) });
      schedule(chatId, context);
    };
    const renew = async (chatId: string, context: BridgeContext): Promise<void> => {
      const current = live.get(chatId);
      if (!current) return create(chatId, context);
      try {
        const renewed = await callJson(api, 'PATCH', `${base}/subscriptions/${encodeURIComponent(current.id)}`, SubscriptionSchema, { body: { expirationDateTime: subscriptionExpiry(context.now()) } });
        live.set(chatId, { id: current.id, expiresMs: Date.parse(renewed.expirationDateTime) });
        schedule(chatId, context);
      } catch (error) {
        // Gone (expired or removed): subscribe again, and read the channel for what fell in between.
        if (!/ failed: 404 /.test(errorLine(error))) throw error;
        live.delete(chatId);
        await create(chatId, context);
        context.wake(chatId);
      }
    };
    const schedule = (chatId: string, context: BridgeContext, delayMs?: number) => {
      clearTimeout(timers.get(chatId));
      if (stopping) return;
      const expiresMs = live.get(chatId)?.expiresMs ?? 0;
      const timer = setTimeout(() => void keep(chatId, context), delayMs ?? renewDelayMs(expiresMs, context.now()));
      timer.unref();
      timers.set(chatId, timer);
    };
    const keep = async (chatId: string, context: BridgeContext) => {
      if (stopping) return;
      try {
        await renew(chatId, context);
      } catch (error) {
        context.log(`bridge: could not renew the Teams subscription of ${chatId}: ${errorLine(error)}; trying again in ${RETRY_AFTER_MS / 1000} s`);
        schedule(chatId, context, RETRY_AFTER_MS);
      }
    };
    // A subscription left behind would keep posting to a URL nobody answers until it expires.
    const removeAll = async (context: BridgeContext) => {
      stopping = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(
        [...live.entries()].map(async ([chatId, s]) => {
          try {
            await callJson(api, 'DELETE', `${base}/subscriptions/${encodeURIComponent(s.id)}`, z.unknown());
            live.delete(chatId);
          } catch (error) {
            context.log(`bridge: could not delete the Teams subscription of ${chatId}: ${errorLine(error)} (it expires by itself)`);
          }
        }),
      );
    };
    const chatIdOfSubscription = (id: string) => [...live.entries()].find(([, s]) => s.id === id)?.[0];

    return {
      platform: 'teams',
      readToken: token,
      ...(apiUrl ? { apiUrl } : {}),
      secrets: [token, clientState],
      listensOn: ['POST /teams/notifications', 'POST /teams/lifecycle'],
      routes(context): BridgeRoute[] {
        return [
          {
            method: 'POST',
            path: '/teams/notifications',
            handle({ body, query }) {
              const validation = validationReply(query);
              if (validation) return validation;
              const outcome = readChangeNotifications(body, clientState);
              if (outcome.kind === 'invalid') return { status: 400, body: { error: outcome.why } };
              // 202 at once (Graph wants an answer within seconds); the reads follow.
              return {
                status: 202,
                body: { accepted: true },
                after: () => {
                  if (outcome.refused > 0) context.log(`bridge: ignored ${outcome.refused} Teams notification(s) whose clientState is not this bridge's`);
                  if (outcome.unknown > 0) context.log(`bridge: ignored ${outcome.unknown} Teams notification(s) for a resource that is not a channel message`);
                  for (const chatId of outcome.wake) context.wake(chatId);
                },
              };
            },
          },
          {
            method: 'POST',
            path: '/teams/lifecycle',
            handle({ body, query }) {
              const validation = validationReply(query);
              if (validation) return validation;
              const outcome = readLifecycleNotifications(body, clientState);
              if (outcome.kind === 'invalid') return { status: 400, body: { error: outcome.why } };
              return {
                status: 202,
                body: { accepted: true },
                after: () => {
                  if (outcome.refused > 0) context.log(`bridge: ignored ${outcome.refused} Teams lifecycle notification(s) whose clientState is not this bridge's`);
                  for (const action of outcome.actions) {
                    if (action.kind === 'read-all') {
                      context.log('bridge: Graph missed change notifications; reading every channel');
                      context.wakeAll();
                      continue;
                    }
                    const chatId = chatIdOfSubscription(action.subscriptionId);
                    if (!chatId) continue;
                    context.log(`bridge: Teams subscription of ${chatId}: ${action.kind === 'renew' ? 'reauthorization required; renewing' : 'removed by Graph; subscribing again'}`);
                    if (action.kind === 'recreate') live.delete(chatId);
                    void (action.kind === 'renew' ? keep(chatId, context) : create(chatId, context).then(() => context.wake(chatId))).catch((error: unknown) => {
                      context.log(`bridge: could not subscribe to ${chatId} again: ${errorLine(error)}; trying again in ${RETRY_AFTER_MS / 1000} s`);
                      schedule(chatId, context, RETRY_AFTER_MS);
                    });
                  }
                },
              };
            },
          },
        ];
      },
      async connect(context): Promise<EventSource[]> {
        chatIds = context.chatIds;
        // Sequential: Graph validates each new subscription against the notification URL first.
        try {
          for (const chatId of chatIds) await create(chatId, context);
        } catch (error) {
          await removeAll(context);
          throw error;
        }
        context.log(`bridge: subscribed to ${chatIds.length} Teams channel(s) through Microsoft Graph change notifications`);
        const source: EventSource = {
          name: 'teams_subscriptions',
          connected: () => chatIds.every((id) => (live.get(id)?.expiresMs ?? 0) > context.now()),
          async stop() {
            await removeAll(context);
            context.log('bridge: Teams subscriptions deleted');
          },
        };
        return [source];
      },
    };
  },
};

function errorLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
