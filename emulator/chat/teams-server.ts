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
// Not emulated: delta queries (/messages/delta), change notifications (subscriptions), $expand,
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

export const TEAMS_DEFAULT_TOP = 20;
export const TEAMS_MAX_TOP = 50;
const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

export class TeamsWorld {
  readonly identities = new Map<string, TeamsIdentity>();
  readonly channels: TeamsChannel[] = [];
  readonly messages: TeamsMessage[] = [];
  private readonly tokens = new Map<string, TeamsIdentity>();

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
    return message;
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

function route(world: TeamsWorld, request: JsonRequest<TeamsIdentity>): JsonReply | null {
  const { method, actor } = request;
  const parts = request.path
    .split('/')
    .filter((p) => p !== '')
    .map((p) => decodeURIComponent(p));
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
