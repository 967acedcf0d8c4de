// The offline Microsoft Teams: the Microsoft Graph v1.0 channel-message routes tend's Teams
// adapter uses, on 127.0.0.1, answering with Graph's documented shapes (chatMessage objects,
// OData collections with @odata.nextLink, `{error: {code, message, innerError}}` errors).
// Tests script the world (teams, channels, users, apps, messages) and read the request log;
// faults (429 with Retry-After, 5xx, hangs) come from the shared injector.
//
// Emulated (https://learn.microsoft.com/graph/api/resources/chatmessage):
//   GET  /v1.0/me                                                    delegated tokens only (an app
//        token gets Graph's 400 "/me request is only valid with delegated authentication flow.")
//   GET  /v1.0/teams/{team-id}/channels/{channel-id}/messages        top-level messages only (no
//        replies), newest activity first (lastModifiedDateTime), $top default 20, at most 50
//   GET  .../messages/{message-id}                                   one message
//   GET  .../messages/{message-id}/replies                           replies, newest first, $top
//        default 20, at most 50
//   POST .../messages/{message-id}/replies  {body: {contentType, content}, mentions?}   201 chatMessage;
//        delegated tokens only: Graph allows application permissions for this only for migration
//        (Teamwork.Migrate.All), so an app token gets 403; replying to a reply is a 400.
//   Paging: `@odata.nextLink` is an absolute URL with an opaque $skiptoken; follow it as is.
//   Message ids are the creation time in epoch milliseconds, as in Teams (bumped by one when two
//   messages share a millisecond, so ids stay unique while createdDateTime is equal).
//   POST   /v1.0/subscriptions  {changeType, notificationUrl, lifecycleNotificationUrl?, resource,
//          expirationDateTime, clientState?}  201 subscription. Only channel messages
//          (/teams/{id}/channels/{id}/messages). Before answering, Graph POSTs
//          `notificationUrl?validationToken=<token>` (and the same to lifecycleNotificationUrl) and
//          refuses the subscription (400 ValidationError) unless each answers 200 with the token as
//          text/plain within 10 s (https://learn.microsoft.com/graph/change-notifications-delivery-webhooks).
//          expirationDateTime must be in the future and at most 60 minutes ahead without a
//          lifecycleNotificationUrl, 4,320 with one (https://learn.microsoft.com/graph/teams-changenotifications-chatmessage,
//          https://learn.microsoft.com/graph/api/resources/subscription). notificationUrl must be https;
//          http is accepted on 127.0.0.1 and localhost only, since tests have no TLS (a deliberate
//          difference from Graph, which refuses any http URL).
//   PATCH  /v1.0/subscriptions/{id}  {expirationDateTime}  200 subscription (renewal; same limits)
//   DELETE /v1.0/subscriptions/{id}  204; 404 ResourceNotFound for an unknown or expired one
//   Delivery: a message posted in a subscribed channel (by a test or through the API) is POSTed to
//   each live subscription's notificationUrl as a changeNotificationCollection without resource data:
//   {value: [{subscriptionId, subscriptionExpirationDateTime, changeType: 'created', resource:
//   "teams('{team}')/channels('{channel}')/messages('{id}')" (or .../messages('{root}')/replies('{id}')),
//   resourceData: {id, @odata.type, @odata.id}, clientState, tenantId}]}; `lifecycle()` sends a
//   lifecycle notification ({lifecycleEvent, subscriptionId, clientState, ...}) on demand
//   (https://learn.microsoft.com/graph/change-notifications-lifecycle-events).
// Not emulated: delta queries (/messages/delta), notifications with resource data, retries of failed deliveries, $expand,
// chats (/chats/{id}/messages), edits, deletes and reactions through the API, hosted contents,
// attachments' content, permissions beyond delegated-vs-application, throttling other than
// injected faults. A reply does not change its root's lastModifiedDateTime here: Graph does not
// document that it does, so the adapter must not rely on it.

import { randomUUID } from 'node:crypto';
import { startJsonServer, type JsonReply, type JsonRequest } from './json-http.js';
import type { Faults } from '../faults.js';
import type { RequestLog } from '../request-log.js';

export interface TeamsIdentity {
  kind: 'user' | 'application';
  id: string;
  displayName: string;
}

export interface TeamsChannel {
  teamId: string;
  id: string;
  displayName: string;
}

export interface TeamsMention {
  id: number;
  mentionText: string;
  mentioned: { user: { id: string; displayName: string; userIdentityType: 'aadUser' } | null; application: { id: string; displayName: string; applicationIdentityType: 'bot' } | null };
}

export interface TeamsMessage {
  id: string;
  replyToId: string | null;
  etag: string;
  messageType: string;
  createdDateTime: string;
  lastModifiedDateTime: string;
  lastEditedDateTime: string | null;
  deletedDateTime: string | null;
  subject: string | null;
  summary: string | null;
  chatId: null;
  importance: 'normal';
  locale: 'en-us';
  webUrl: string;
  policyViolation: null;
  eventDetail: null;
  from: { application: { id: string; displayName: string; applicationIdentityType: 'bot' } | null; device: null; user: { id: string; displayName: string; userIdentityType: 'aadUser'; tenantId: string } | null } | null;
  body: { contentType: 'text' | 'html'; content: string };
  channelIdentity: { teamId: string; channelId: string };
  attachments: Array<{ id: string; contentType: string; contentUrl: string | null; name: string | null }>;
  mentions: TeamsMention[];
  reactions: [];
}

export interface TeamsSubscription {
  id: string;
  resource: string;
  changeType: string;
  notificationUrl: string;
  lifecycleNotificationUrl: string | null;
  clientState: string | null;
  expirationDateTime: string;
  creatorId: string;
  /** The channel it watches. */
  teamId: string;
  channelId: string;
}

/** One POST Graph made to a subscriber: a validation, a change or a lifecycle notification. */
export interface TeamsDelivery {
  kind: 'validation' | 'change' | 'lifecycle';
  url: string;
  subscriptionId: string | null;
  /** The answer's status; 0 when it did not answer in time or could not be reached. */
  status: number;
  body: unknown;
}

/** Graph's limit on a validation answer (and on any notification answer before it counts as slow). */
export const TEAMS_VALIDATION_TIMEOUT_MS = 10_000;
/** Channel messages: at most 1 hour without a lifecycleNotificationUrl, 4,320 minutes with one. */
export const TEAMS_MAX_EXPIRY_MS = { withoutLifecycle: 60 * 60 * 1000, withLifecycle: 4320 * 60 * 1000 };

export const TEAMS_DEFAULT_TOP = 20;
export const TEAMS_MAX_TOP = 50;
const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

export class TeamsWorld {
  readonly identities = new Map<string, TeamsIdentity>();
  readonly channels: TeamsChannel[] = [];
  readonly messages: TeamsMessage[] = [];
  readonly subscriptions = new Map<string, TeamsSubscription>();
  readonly deliveries: TeamsDelivery[] = [];
  private readonly tokens = new Map<string, TeamsIdentity>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(readonly now: () => number = Date.now) {}

  addUser(options: { displayName: string; token?: string }): TeamsIdentity {
    return this.addIdentity('user', options);
  }

  /** A bot or app: reads with an app-only token, and appears as `from.application`. */
  addApp(options: { displayName: string; token?: string }): TeamsIdentity {
    return this.addIdentity('application', options);
  }

  addChannel(options: { displayName: string; teamId?: string }): TeamsChannel {
    const channel = { teamId: options.teamId ?? randomUUID(), id: `19:${randomUUID().replace(/-/g, '')}@thread.tacv2`, displayName: options.displayName };
    this.channels.push(channel);
    return channel;
  }

  /**
   * A message as if someone wrote it. `content` is HTML unless `contentType: 'text'`; each entry of
   * `mentions` becomes `<at id="n">name</at>` where `{n}` appears in the content.
   */
  addMessage(options: {
    channel: TeamsChannel;
    from: TeamsIdentity;
    content: string;
    contentType?: 'text' | 'html';
    replyTo?: TeamsMessage;
    createdMs?: number;
    mentions?: TeamsIdentity[];
    messageType?: string;
    attachments?: TeamsMessage['attachments'];
    /** A message whose change notification Graph dropped (it may, under load or to a slow endpoint). */
    silent?: boolean;
  }): TeamsMessage {
    const ms = options.createdMs ?? this.now();
    let idNumber = ms;
    while (this.messages.some((m) => m.id === String(idNumber))) idNumber += 1;
    const id = String(idNumber);
    const at = new Date(ms).toISOString();
    const mentions = (options.mentions ?? []).map((who, index): TeamsMention => ({
      id: index,
      mentionText: who.displayName,
      mentioned: {
        user: who.kind === 'user' ? { id: who.id, displayName: who.displayName, userIdentityType: 'aadUser' } : null,
        application: who.kind === 'application' ? { id: who.id, displayName: who.displayName, applicationIdentityType: 'bot' } : null,
      },
    }));
    let content = options.content;
    mentions.forEach((m) => (content = content.replace(`{${m.id}}`, `<at id="${m.id}">${m.mentionText}</at>`)));
    const message: TeamsMessage = {
      id,
      replyToId: options.replyTo?.id ?? null,
      etag: id,
      messageType: options.messageType ?? 'message',
      createdDateTime: at,
      lastModifiedDateTime: at,
      lastEditedDateTime: null,
      deletedDateTime: null,
      subject: null,
      summary: null,
      chatId: null,
      importance: 'normal',
      locale: 'en-us',
      // chatMessage resource (https://learn.microsoft.com/en-us/graph/api/resources/chatmessage):
      // `webUrl`, "link to the message in Microsoft Teams", of the form teams.microsoft.com/l/message/….
      webUrl: `https://teams.microsoft.com/l/message/${encodeURIComponent(options.channel.id)}/${id}?groupId=${options.channel.teamId}&tenantId=${TENANT}`,
      policyViolation: null,
      eventDetail: null,
      from: {
        application: options.from.kind === 'application' ? { id: options.from.id, displayName: options.from.displayName, applicationIdentityType: 'bot' } : null,
        device: null,
        user: options.from.kind === 'user' ? { id: options.from.id, displayName: options.from.displayName, userIdentityType: 'aadUser', tenantId: TENANT } : null,
      },
      body: { contentType: options.contentType ?? 'html', content },
      channelIdentity: { teamId: options.channel.teamId, channelId: options.channel.id },
      attachments: options.attachments ?? [],
      mentions,
      reactions: [],
    };
    this.messages.push(message);
    if (!options.silent) this.notifyChange(message);
    return message;
  }

  /** Live (unexpired) subscriptions. */
  liveSubscriptions(): TeamsSubscription[] {
    return [...this.subscriptions.values()].filter((s) => Date.parse(s.expirationDateTime) > this.now());
  }

  /** POSTs a lifecycle notification for a subscription to its lifecycleNotificationUrl (or notificationUrl). */
  lifecycle(subscriptionId: string, lifecycleEvent: 'reauthorizationRequired' | 'subscriptionRemoved' | 'missed'): Promise<void> {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    // subscriptionRemoved: Graph has removed it, so it no longer delivers.
    if (lifecycleEvent === 'subscriptionRemoved') this.subscriptions.delete(subscriptionId);
    const value = { subscriptionId, subscriptionExpirationDateTime: sub.expirationDateTime, tenantId: TENANT, clientState: sub.clientState, lifecycleEvent, resource: sub.resource, resourceData: null, organizationId: TENANT };
    return this.track(this.deliver('lifecycle', sub.lifecycleNotificationUrl ?? sub.notificationUrl, subscriptionId, { value: [value] }));
  }

  /** Waits for every delivery under way. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Graph's validation request: 200 with exactly the token as text/plain, within 10 s. */
  async validate(url: string): Promise<boolean> {
    const token = `Validation: Testing client application reachability for subscription Request-Id: ${randomUUID()}`;
    const target = new URL(url);
    target.searchParams.set('validationToken', token);
    try {
      const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'text/plain; charset=utf-8' }, signal: AbortSignal.timeout(TEAMS_VALIDATION_TIMEOUT_MS) });
      const text = await response.text();
      const ok = response.status === 200 && text === token && (response.headers.get('content-type') ?? '').startsWith('text/plain');
      this.deliveries.push({ kind: 'validation', url, subscriptionId: null, status: response.status, body: text });
      return ok;
    } catch {
      this.deliveries.push({ kind: 'validation', url, subscriptionId: null, status: 0, body: null });
      return false;
    }
  }

  private notifyChange(message: TeamsMessage): void {
    const { teamId, channelId } = message.channelIdentity;
    const resource = message.replyToId
      ? `teams('${teamId}')/channels('${channelId}')/messages('${message.replyToId}')/replies('${message.id}')`
      : `teams('${teamId}')/channels('${channelId}')/messages('${message.id}')`;
    for (const sub of this.liveSubscriptions()) {
      if (sub.teamId !== teamId || sub.channelId !== channelId || !sub.changeType.split(',').includes('created')) continue;
      const value = {
        subscriptionId: sub.id,
        subscriptionExpirationDateTime: sub.expirationDateTime,
        changeType: 'created',
        resource,
        resourceData: { id: message.id, '@odata.type': '#Microsoft.Graph.chatMessage', '@odata.id': resource },
        clientState: sub.clientState,
        tenantId: TENANT,
      };
      void this.track(this.deliver('change', sub.notificationUrl, sub.id, { value: [value] }));
    }
  }

  private async deliver(kind: TeamsDelivery['kind'], url: string, subscriptionId: string, body: unknown): Promise<void> {
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(TEAMS_VALIDATION_TIMEOUT_MS) });
      await response.text();
      this.deliveries.push({ kind, url, subscriptionId, status: response.status, body });
    } catch {
      this.deliveries.push({ kind, url, subscriptionId, status: 0, body });
    }
  }

  private track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  identityOfToken(token: string): TeamsIdentity | null {
    return this.tokens.get(token) ?? null;
  }

  private addIdentity(kind: TeamsIdentity['kind'], options: { displayName: string; token?: string }): TeamsIdentity {
    const identity = { kind, id: randomUUID(), displayName: options.displayName };
    this.identities.set(identity.id, identity);
    if (options.token !== undefined) this.tokens.set(options.token, identity);
    return identity;
  }
}

export interface TeamsServer {
  /** Graph base URL without the version (what TEND_GRAPH_API_URL holds); the API is at `${url}/v1.0`. */
  url: string;
  world: TeamsWorld;
  log: RequestLog;
  faults: Faults;
  stop(): Promise<void>;
}

function graphError(status: number, code: string, message: string): JsonReply {
  return { status, body: { error: { code, message, innerError: { date: new Date().toISOString().slice(0, 19), 'request-id': randomUUID(), 'client-request-id': randomUUID() } } } };
}

export async function startTeamsServer(options: { now?: () => number } = {}): Promise<TeamsServer> {
  const world = new TeamsWorld(options.now);
  const server = await startJsonServer<TeamsIdentity>({
    prefix: '/v1.0',
    authenticate: (token) => world.identityOfToken(token),
    actorName: (who) => who.displayName,
    unauthorized: (reason) => graphError(401, 'InvalidAuthenticationToken', reason === 'missing' ? 'Access token is empty.' : 'Access token validation failure. Invalid audience.'),
    faultReply: (status, message, headers) => {
      const code = status === 429 ? 'TooManyRequests' : status === 503 ? 'ServiceNotAvailable' : status >= 500 ? 'InternalServerError' : 'BadRequest';
      const defaults: Record<string, string> = status === 429 || status === 503 ? { 'retry-after': '1' } : {};
      return { ...graphError(status, code, message ?? (status === 429 ? 'Too many requests.' : 'An error occurred.')), headers: { ...defaults, ...headers } };
    },
    notFound: (path) => graphError(400, 'BadRequest', `Resource not found for the segment '${path.split('/').pop() ?? ''}'.`),
    badJson: (message) => graphError(400, 'BadRequest', `Unable to read JSON request payload: ${message}`),
    route: (request) => route(world, request),
  });
  return { url: server.url, world, log: server.log, faults: server.faults, stop: server.stop };
}

function route(world: TeamsWorld, request: JsonRequest<TeamsIdentity>): JsonReply | null | Promise<JsonReply | null> {
  const { method, actor } = request;
  const parts = request.path
    .split('/')
    .filter((p) => p !== '')
    .map((p) => decodeURIComponent(p));
  if (parts[0] === 'subscriptions') return subscriptionsRoute(world, request, parts);
  if (method === 'GET' && parts.length === 1 && parts[0] === 'me') {
    if (actor.kind !== 'user') return graphError(400, 'BadRequest', '/me request is only valid with delegated authentication flow.');
    return { status: 200, body: { '@odata.context': `${request.apiUrl}/$metadata#users/$entity`, id: actor.id, displayName: actor.displayName, userPrincipalName: `${actor.displayName.toLowerCase().replace(/\W+/g, '.')}@contoso.example` } };
  }
  if (parts[0] !== 'teams' || parts[2] !== 'channels' || parts[4] !== 'messages') return null;
  const channel = world.channels.find((c) => c.teamId === parts[1] && c.id === parts[3]);
  if (!channel) return graphError(404, 'NotFound', 'Team or channel not found.');
  const inChannel = world.messages.filter((m) => m.channelIdentity.channelId === channel.id && m.deletedDateTime === null);

  if (parts.length === 5 && method === 'GET') {
    const roots = inChannel.filter((m) => m.replyToId === null).sort((a, b) => b.lastModifiedDateTime.localeCompare(a.lastModifiedDateTime) || Number(b.id) - Number(a.id));
    return collection(request, roots);
  }
  const message = inChannel.find((m) => m.id === parts[5]);
  if (!message) return graphError(404, 'NotFound', `Message ${parts[5] ?? ''} not found.`);
  if (parts.length === 6 && method === 'GET') return { status: 200, body: message };
  if (parts.length !== 7 || parts[6] !== 'replies') return null;
  if (method === 'GET') {
    const replies = inChannel.filter((m) => m.replyToId === message.id).sort((a, b) => b.createdDateTime.localeCompare(a.createdDateTime) || Number(b.id) - Number(a.id));
    return collection(request, replies);
  }
  if (method !== 'POST') return null;
  if (actor.kind !== 'user') return graphError(403, 'Forbidden', 'Forbidden: application permissions can post channel messages only for migration (Teamwork.Migrate.All).');
  if (message.replyToId !== null) return graphError(400, 'BadRequest', 'Replies can only be posted to a root message of the channel.');
  const body = request.body as { body?: { contentType?: unknown; content?: unknown } } | null;
  const content = body?.body?.content;
  const contentType = body?.body?.contentType ?? 'html';
  if (typeof content !== 'string' || content === '') return graphError(400, 'BadRequest', 'Missing body content.');
  if (contentType !== 'text' && contentType !== 'html') return graphError(400, 'BadRequest', `Invalid contentType '${String(contentType)}'; expected text or html.`);
  const reply = world.addMessage({ channel, from: actor, content, contentType, replyTo: message });
  return { status: 201, body: { '@odata.context': `${request.apiUrl}/$metadata#teams('${channel.teamId}')/channels('${channel.id}')/messages('${message.id}')/replies/$entity`, ...reply } };
}

/** An OData page: `$top` items from the $skiptoken offset, and a nextLink while more remain. */
function collection(request: JsonRequest<TeamsIdentity>, items: TeamsMessage[]): JsonReply {
  const topRaw = request.query.get('$top');
  const top = topRaw === null ? TEAMS_DEFAULT_TOP : /^\d+$/.test(topRaw) ? Number(topRaw) : NaN;
  if (!Number.isInteger(top) || top < 1 || top > TEAMS_MAX_TOP) return graphError(400, 'BadRequest', `Invalid page size specified: '${topRaw ?? ''}'. Must be between 1 and ${TEAMS_MAX_TOP} inclusive.`);
  const skipToken = request.query.get('$skiptoken');
  const offset = skipToken === null ? 0 : Number(Buffer.from(skipToken, 'base64url').toString('utf8').replace(/^offset:/, ''));
  if (!Number.isInteger(offset) || offset < 0) return graphError(400, 'BadRequest', 'Invalid $skiptoken.');
  const page = items.slice(offset, offset + top);
  const body: Record<string, unknown> = { '@odata.context': `${request.apiUrl}/$metadata#Collection(chatMessage)`, '@odata.count': page.length, value: page };
  if (offset + top < items.length) {
    const next = new URL(`${request.apiUrl}${request.path}`);
    next.searchParams.set('$top', String(top));
    next.searchParams.set('$skiptoken', Buffer.from(`offset:${offset + top}`).toString('base64url'));
    body['@odata.nextLink'] = next.toString();
  }
  return { status: 200, body };
}

const SUBSCRIBABLE = /^\/?teams\/([^/]+)\/channels\/([^/]+)\/messages$/;

/** POST/PATCH/DELETE /subscriptions, with Graph's validation of the notification URLs. */
async function subscriptionsRoute(world: TeamsWorld, request: JsonRequest<TeamsIdentity>, parts: string[]): Promise<JsonReply | null> {
  const { method } = request;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const render = (sub: TeamsSubscription) => {
    const { teamId: _t, channelId: _c, ...shown } = sub;
    return { '@odata.context': `${request.apiUrl}/$metadata#subscriptions/$entity`, ...shown, applicationId: '24d3b144-21ae-4080-943f-7067b395b913', includeResourceData: false, latestSupportedTlsVersion: 'v1_2', notificationContentType: null, encryptionCertificate: null, encryptionCertificateId: null, notificationQueryOptions: null, notificationUrlAppId: null };
  };
  const expiryProblem = (value: unknown, withLifecycle: boolean): string | null => {
    const ms = typeof value === 'string' ? Date.parse(value) : NaN;
    if (Number.isNaN(ms)) return 'expirationDateTime is a required property for subscription creation.';
    if (ms <= world.now()) return 'Subscription expiration can only be in the future.';
    const max = withLifecycle ? TEAMS_MAX_EXPIRY_MS.withLifecycle : TEAMS_MAX_EXPIRY_MS.withoutLifecycle;
    if (ms - world.now() > max) {
      return withLifecycle
        ? `Subscription expiration can only be ${max / 60_000} minutes in the future.`
        : 'lifecycleNotificationUrl is a required property for subscription creation on this resource when the expirationDateTime value is set to greater than 1 hour.';
    }
    return null;
  };

  if (parts.length === 1 && method === 'POST') {
    const { changeType, notificationUrl, lifecycleNotificationUrl, resource, expirationDateTime, clientState } = body;
    if (typeof changeType !== 'string' || !changeType.split(',').every((c) => ['created', 'updated', 'deleted'].includes(c))) return graphError(400, 'ValidationError', 'changeType must be a comma-separated list of created, updated, deleted.');
    for (const [name, url] of [['notificationUrl', notificationUrl], ['lifecycleNotificationUrl', lifecycleNotificationUrl ?? null]] as const) {
      if (url === null && name === 'lifecycleNotificationUrl') continue;
      if (typeof url !== 'string' || !subscriberUrlOk(url)) return graphError(400, 'ValidationError', `Invalid ${name}: the URL must be absolute and use https.`);
    }
    if (clientState !== undefined && (typeof clientState !== 'string' || clientState.length > 128)) return graphError(400, 'ValidationError', 'clientState cannot be longer than 128 characters.');
    const match = typeof resource === 'string' ? SUBSCRIBABLE.exec(resource) : null;
    if (!match) return graphError(400, 'InvalidRequest', `Resource '${String(resource)}' is not supported here; expected /teams/{team-id}/channels/{channel-id}/messages.`);
    const channel = world.channels.find((c) => c.teamId === match[1] && c.id === match[2]);
    if (!channel) return graphError(404, 'NotFound', 'Team or channel not found.');
    const problem = expiryProblem(expirationDateTime, typeof lifecycleNotificationUrl === 'string');
    if (problem) return graphError(400, 'ValidationError', problem);
    for (const url of [notificationUrl, lifecycleNotificationUrl].filter((u): u is string => typeof u === 'string')) {
      if (!(await world.validate(url))) return graphError(400, 'ValidationError', 'Subscription validation request failed. Notification endpoint must respond with 200 OK to validation request.');
    }
    const sub: TeamsSubscription = {
      id: randomUUID(),
      resource: resource as string,
      changeType,
      notificationUrl: notificationUrl as string,
      lifecycleNotificationUrl: typeof lifecycleNotificationUrl === 'string' ? lifecycleNotificationUrl : null,
      clientState: typeof clientState === 'string' ? clientState : null,
      expirationDateTime: new Date(Date.parse(expirationDateTime as string)).toISOString(),
      creatorId: request.actor.id,
      teamId: channel.teamId,
      channelId: channel.id,
    };
    world.subscriptions.set(sub.id, sub);
    return { status: 201, body: render(sub) };
  }
  if (parts.length !== 2) return null;
  const sub = world.subscriptions.get(parts[1]!);
  const live = sub && Date.parse(sub.expirationDateTime) > world.now() ? sub : undefined;
  if (!live) return graphError(404, 'ResourceNotFound', `The object was not found. Subscription Id '${parts[1]}'.`);
  if (method === 'PATCH') {
    const problem = expiryProblem(body.expirationDateTime, live.lifecycleNotificationUrl !== null);
    if (problem) return graphError(400, 'ValidationError', problem);
    live.expirationDateTime = new Date(Date.parse(body.expirationDateTime as string)).toISOString();
    return { status: 200, body: render(live) };
  }
  if (method === 'DELETE') {
    world.subscriptions.delete(live.id);
    return { status: 204 };
  }
  return null;
}

/** https, as Graph requires; http only on 127.0.0.1 and localhost (tests have no TLS). */
function subscriberUrlOk(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || (url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost'));
  } catch {
    return false;
  }
}
