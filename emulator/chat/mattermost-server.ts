// The offline Mattermost: the REST API v4 routes tend's Mattermost adapter uses, on 127.0.0.1,
// answering with Mattermost's documented shapes so the adapter is tested against the wire format
// it meets on a self-hosted server. Tests script the world (channels, users and bot users, posts)
// and read the request log; faults (429 with Retry-After, 5xx, hangs) come from the shared injector.
//
// Emulated (https://developers.mattermost.com/api-documentation/):
//   GET  /api/v4/users/me, /api/v4/users/{user_id}
//   POST /api/v4/users/ids, /api/v4/users/usernames          (body: JSON array; answer: users)
//   GET  /api/v4/channels/{channel_id}                      (id, team_id, name, display_name, type)
//   GET  /api/v4/channels/{channel_id}/posts                page/per_page (default 60, max 200),
//        newest first; or since=<ms> alone: every post with update_at after it, oldest first,
//        capped at 1000 (the documented cap). Answer {order, posts, next_post_id, prev_post_id,
//        has_next}; as on a real server `posts` also holds the root posts of replies on the page
//        that `order` does not list.
//   POST /api/v4/posts {channel_id, message, root_id, pending_post_id}   201 post; root_id must be
//        a root post of the same channel; message at most 16383 characters; a repeated
//        pending_post_id answers the post already created (Mattermost's duplicate-post guard).
//   Errors as AppError {id, message, detailed_error, request_id, status_code}; a 429 fault answers
//   like Mattermost's rate limiter (text body, X-RateLimit-* and Retry-After headers).
// Not emulated: before/after post-id paging, collapsed threads, edits and deletes through the API,
// files, reactions, WebSocket events, channel membership and permissions (every token reads and
// posts in every channel).

import { startJsonServer, type JsonReply, type JsonRequest } from './json-http.js';
import type { Faults } from '../faults.js';
import type { RequestLog } from '../request-log.js';

export interface MattermostUser {
  id: string;
  username: string;
  is_bot: boolean;
  first_name: string;
  last_name: string;
}

export interface MattermostChannel {
  id: string;
  team_id: string;
  name: string;
  display_name: string;
  type: 'O' | 'P';
}

export interface MattermostPost {
  id: string;
  create_at: number;
  update_at: number;
  edit_at: number;
  delete_at: number;
  is_pinned: boolean;
  user_id: string;
  channel_id: string;
  root_id: string;
  original_id: string;
  message: string;
  type: string;
  props: Record<string, unknown>;
  hashtags: string;
  file_ids: string[];
  pending_post_id: string;
  metadata: Record<string, unknown>;
}

export const MATTERMOST_MAX_PER_PAGE = 200;
export const MATTERMOST_DEFAULT_PER_PAGE = 60;
export const MATTERMOST_SINCE_CAP = 1000;
export const MATTERMOST_MAX_MESSAGE = 16383;

/** Mattermost ids: 26 lowercase letters and digits. Counter-based so tests read them easily. */
function mattermostId(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(26 - prefix.length, '0')}`;
}

export class MattermostWorld {
  readonly users = new Map<string, MattermostUser>();
  readonly channels = new Map<string, MattermostChannel>();
  readonly posts: MattermostPost[] = [];
  private readonly tokens = new Map<string, string>();
  private counter = 0;

  constructor(readonly now: () => number = Date.now) {}

  addUser(options: { username: string; is_bot?: boolean; token?: string }): MattermostUser {
    const user: MattermostUser = { id: mattermostId(options.is_bot ? 'bot' : 'usr', ++this.counter), username: options.username, is_bot: options.is_bot ?? false, first_name: '', last_name: '' };
    this.users.set(user.id, user);
    if (options.token !== undefined) this.tokens.set(options.token, user.id);
    return user;
  }

  addChannel(options: { name: string; display_name?: string; team_id?: string }): MattermostChannel {
    const channel: MattermostChannel = { id: mattermostId('chn', ++this.counter), team_id: options.team_id ?? mattermostId('team', 1), name: options.name, display_name: options.display_name ?? options.name, type: 'O' };
    this.channels.set(channel.id, channel);
    return channel;
  }

  /** A post as if someone wrote it; `create_at` defaults to the clock (ms). */
  addPost(options: { channel: MattermostChannel; user: MattermostUser; message: string; root?: MattermostPost; create_at?: number; type?: string; file_ids?: string[]; pending_post_id?: string }): MattermostPost {
    const at = options.create_at ?? this.now();
    const post: MattermostPost = {
      id: mattermostId('pst', ++this.counter),
      create_at: at,
      update_at: at,
      edit_at: 0,
      delete_at: 0,
      is_pinned: false,
      user_id: options.user.id,
      channel_id: options.channel.id,
      root_id: options.root?.id ?? '',
      original_id: '',
      message: options.message,
      type: options.type ?? '',
      props: options.user.is_bot ? { from_bot: 'true' } : {},
      hashtags: '',
      file_ids: options.file_ids ?? [],
      pending_post_id: options.pending_post_id ?? '',
      metadata: {},
    };
    this.posts.push(post);
    return post;
  }

  userOfToken(token: string): MattermostUser | null {
    const id = this.tokens.get(token);
    return id === undefined ? null : (this.users.get(id) ?? null);
  }

  /** A channel's posts newest first (ties broken by id, descending, so pages are stable). */
  channelPosts(channelId: string): MattermostPost[] {
    return this.posts
      .filter((p) => p.channel_id === channelId && p.delete_at === 0)
      .sort((a, b) => b.create_at - a.create_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  }
}

export interface MattermostServer {
  /** Site URL: what the adapter is configured with (the API lives at `${url}/api/v4`). */
  url: string;
  world: MattermostWorld;
  log: RequestLog;
  faults: Faults;
  stop(): Promise<void>;
}

let requestCounter = 0;

function appError(status: number, id: string, message: string): JsonReply {
  return { status, body: { id, message, detailed_error: '', request_id: mattermostId('req', ++requestCounter), status_code: status } };
}

export async function startMattermostServer(options: { now?: () => number } = {}): Promise<MattermostServer> {
  const world = new MattermostWorld(options.now);
  const server = await startJsonServer<MattermostUser>({
    prefix: '/api/v4',
    authenticate: (token) => world.userOfToken(token),
    actorName: (user) => user.username,
    unauthorized: () => appError(401, 'api.context.session_expired.app_error', 'Invalid or expired session, please login again.'),
    faultReply: (status, message, headers) =>
      status === 429
        ? { status, text: 'limit exceeded\n', headers: { 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1', 'retry-after': '1', ...headers } }
        : { ...appError(status, 'api.emulator.fault.app_error', message ?? 'We encountered an error.'), headers },
    notFound: () => appError(404, 'api.context.404.app_error', 'Sorry, we could not find the page.'),
    badJson: () => appError(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing body in request body.'),
    route: (request) => route(world, request),
  });
  return { url: server.url, world, log: server.log, faults: server.faults, stop: server.stop };
}

function route(world: MattermostWorld, request: JsonRequest<MattermostUser>): JsonReply | null {
  const { method, path } = request;
  const parts = path.split('/').filter((p) => p !== '');
  if (method === 'GET' && parts[0] === 'users' && parts.length === 2) {
    const user = parts[1] === 'me' ? request.actor : world.users.get(parts[1] ?? '');
    return user ? { status: 200, body: userJson(user) } : appError(404, 'app.user.missing_account.const', 'Unable to find the user.');
  }
  if (method === 'POST' && parts[0] === 'users' && (parts[1] === 'ids' || parts[1] === 'usernames') && parts.length === 2) {
    const wanted = request.body;
    if (!Array.isArray(wanted) || !wanted.every((x) => typeof x === 'string')) return appError(400, 'api.context.invalid_body_param.app_error', `Invalid or missing user_${parts[1]} in request body.`);
    const byName = parts[1] === 'usernames';
    const found = [...world.users.values()].filter((u) => wanted.includes(byName ? u.username : u.id));
    return { status: 200, body: found.map(userJson) };
  }
  if (method === 'GET' && parts[0] === 'channels' && parts.length >= 2) {
    const channel = world.channels.get(parts[1] ?? '');
    if (!channel) return appError(404, 'app.channel.get.existing.app_error', 'Unable to find the existing channel.');
    if (parts.length === 2) return { status: 200, body: channel };
    if (parts.length === 3 && parts[2] === 'posts') return listPosts(world, channel, request.query);
    return null;
  }
  if (method === 'POST' && path === '/posts') return createPost(world, request.actor, request.body);
  return null;
}

function listPosts(world: MattermostWorld, channel: MattermostChannel, query: URLSearchParams): JsonReply {
  const all = world.channelPosts(channel.id);
  const since = query.get('since');
  let page: MattermostPost[];
  let hasNext = false;
  if (since !== null) {
    if (query.has('page') || query.has('per_page') || query.has('before') || query.has('after')) {
      return appError(400, 'api.context.invalid_url_param.app_error', 'Invalid or missing parameter in request URL: since must not be used with page, per_page, before or after.');
    }
    const ms = Number(since);
    if (!Number.isInteger(ms) || ms <= 0) return appError(400, 'api.context.invalid_url_param.app_error', 'Invalid or missing since parameter in request URL.');
    page = all.filter((p) => p.update_at > ms).reverse().slice(0, MATTERMOST_SINCE_CAP);
  } else {
    const pageNo = intParam(query.get('page'), 0);
    const askedPerPage = intParam(query.get('per_page'), MATTERMOST_DEFAULT_PER_PAGE);
    if (pageNo === null || askedPerPage === null) return appError(400, 'api.context.invalid_url_param.app_error', 'Invalid or missing page or per_page parameter in request URL.');
    const perPage = Math.min(askedPerPage, MATTERMOST_MAX_PER_PAGE);
    page = all.slice(pageNo * perPage, (pageNo + 1) * perPage);
    hasNext = all.length > (pageNo + 1) * perPage;
  }
  const posts: Record<string, MattermostPost> = {};
  for (const post of page) {
    posts[post.id] = post;
    const root = post.root_id === '' ? undefined : world.posts.find((p) => p.id === post.root_id);
    if (root) posts[root.id] = root;
  }
  return { status: 200, body: { order: page.map((p) => p.id), posts, next_post_id: '', prev_post_id: '', has_next: hasNext } };
}

function createPost(world: MattermostWorld, actor: MattermostUser, body: unknown): JsonReply {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return appError(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing post in request body.');
  const fields = body as Record<string, unknown>;
  const channel = typeof fields.channel_id === 'string' ? world.channels.get(fields.channel_id) : undefined;
  if (!channel) return appError(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing channel_id in request body.');
  if (typeof fields.message !== 'string') return appError(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing message in request body.');
  if ([...fields.message].length > MATTERMOST_MAX_MESSAGE) return appError(400, 'model.post.is_valid.message_length.app_error', `Post Message property is longer than the maximum permitted length of ${MATTERMOST_MAX_MESSAGE} characters.`);
  let root: MattermostPost | undefined;
  if (fields.root_id !== undefined && fields.root_id !== '') {
    root = world.posts.find((p) => p.id === fields.root_id);
    if (!root || root.channel_id !== channel.id || root.root_id !== '') return appError(400, 'api.post.create_post.root_id.app_error', 'Invalid RootId parameter.');
  }
  // Mattermost answers a repeated pending_post_id with the post it already created.
  const pending = typeof fields.pending_post_id === 'string' && fields.pending_post_id !== '' ? fields.pending_post_id : undefined;
  const earlier = pending === undefined ? undefined : world.posts.find((p) => p.pending_post_id === pending && p.user_id === actor.id);
  if (earlier) return { status: 201, body: earlier };
  const post = world.addPost({ channel, user: actor, message: fields.message, ...(root ? { root } : {}), ...(pending ? { pending_post_id: pending } : {}) });
  return { status: 201, body: post };
}

function userJson(user: MattermostUser) {
  return { ...user, create_at: 0, update_at: 0, delete_at: 0, nickname: '', email: `${user.username}@example.invalid`, auth_service: '', roles: 'system_user', locale: 'en', ...(user.is_bot ? { bot_description: '' } : {}) };
}

function intParam(raw: string | null, fallback: number): number | null {
  if (raw === null) return fallback;
  return /^\d+$/.test(raw) ? Number(raw) : null;
}
