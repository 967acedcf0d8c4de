export const id = 164;
export const ids = [164];
export const modules = {

/***/ 25640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ chatAdapter)
});

// EXTERNAL MODULE: ./node_modules/@discordjs/rest/dist/index.mjs + 5 modules
var dist = __webpack_require__(76908);
// EXTERNAL MODULE: ./node_modules/discord-api-types/v10.mjs
var v10 = __webpack_require__(15170);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/core/message-link.ts
var message_link = __webpack_require__(5329);
;// CONCATENATED MODULE: ./src/chat/adapters/discord-snowflake.ts
// Discord ids are snowflakes: milliseconds since the Discord epoch (2015-01-01) shifted left by 22
// bits, then worker, process and increment bits. They order messages and carry their time, so a
// cursor can start at "one hour ago" without any message in hand.
const DISCORD_EPOCH_MS = 1420070400000n;
/** A snowflake for a moment: time << 22, then worker 0, process 1 and the increment. */
function snowflakeAt(at, increment = 0) {
    return (((BigInt(at.getTime()) - DISCORD_EPOCH_MS) << 22n) | (1n << 17n) | BigInt(increment & 0xfff)).toString();
}
function compareSnowflakes(a, b) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
}

// EXTERNAL MODULE: ./src/core/chat-event.ts
var chat_event = __webpack_require__(69404);
;// CONCATENATED MODULE: ./src/chat/adapters/errors.ts
// A chat API call that failed, said in one line without the token: which platform, which call,
// and the platform's own error (Slack's `error` code, Discord's message and code, an HTTP status).

class ChatApiError extends Error {
    platform;
    operation;
    constructor(platform, operation, detail) {
        super(`${platform} ${operation} failed: ${detail}`);
        this.platform = platform;
        this.operation = operation;
    }
}

;// CONCATENATED MODULE: ./src/chat/adapters/discord.ts
// Discord through the official `@discordjs/rest` client (API v10): channel messages after the
// cursor's snowflake, oldest first, and replies posted with `message_reference` as the bot. Discord
// has no thread id on a reply, only the message it answers: the chat event's thread_id is the root
// of the reply chain, resolved from the cursor's bounded map of recent replies, then from
// `referenced_message`, then (at most MAX_CHAIN_FETCHES hops) by fetching the referenced message.
// The token comes from the `discord-token` secret only.






const PAGE_LIMIT = 100;
const MAX_PAGES = 20;
/** Replies remembered (message id → root id) for chain resolution across runs. */
const MAX_ROOTS = 100;
const MAX_CHAIN_FETCHES = 5;
const Snowflake = schemas/* string */.YjP().regex(/^\d{1,20}$/);
const DiscordCursorSchema = schemas/* strictObject */.rej({
    v: schemas/* literal */.euz(1),
    /** Newest message id read; the next read starts after it. */
    after: Snowflake,
    /** Recent replies and the root of their chain, newest last. */
    roots: schemas/* array */.YOg(schemas/* tuple */.PVZ([Snowflake, Snowflake])).max(MAX_ROOTS),
});
const ReferenceSchema = schemas/* looseObject */._H3({ message_id: Snowflake.optional() });
const DiscordMessageSchema = schemas/* looseObject */._H3({
    id: Snowflake,
    type: schemas/* number */.aig(),
    content: schemas/* string */.YjP(),
    timestamp: schemas/* string */.YjP(),
    author: schemas/* looseObject */._H3({ id: Snowflake, bot: schemas/* boolean */.zMY().optional() }),
    mentions: schemas/* array */.YOg(schemas/* looseObject */._H3({ id: Snowflake })).default([]),
    attachments: schemas/* array */.YOg(schemas/* looseObject */._H3({ content_type: schemas/* string */.YjP().optional() })).default([]),
    message_reference: ReferenceSchema.optional(),
    referenced_message: schemas/* looseObject */._H3({ id: Snowflake, message_reference: ReferenceSchema.optional() }).nullable().optional(),
});
function discordAdapter(options) {
    const now = options.now ?? (() => new Date());
    const rest = new dist/* REST */.pX({
        version: '10',
        ...(options.apiUrl ? { api: options.apiUrl } : {}),
        retries: options.retries ?? 3,
        timeout: options.timeoutMs ?? 30_000,
        handlerSweepInterval: 0,
        hashSweepInterval: 0,
    }).setToken(options.token);
    async function call(operation, run, schema) {
        let data;
        try {
            data = await run();
        }
        catch (error) {
            throw new ChatApiError('discord', operation, discordErrorDetail(error));
        }
        return schema.parse(data);
    }
    // The guild of each channel, read once per adapter (GET /channels/{id}, `guild_id`; absent for a
    // DM, whose links use @me): message links need it. A channel that does not answer gets no links.
    const guilds = new Map();
    const guildOf = (channelId) => {
        let known = guilds.get(channelId);
        if (!known) {
            known = call('get channel', () => rest.get(v10/* Routes */.BV.channel(channelId)), schemas/* looseObject */._H3({ guild_id: Snowflake.nullish() })).then((c) => c.guild_id ?? '@me', () => null);
            guilds.set(channelId, known);
        }
        return known;
    };
    return {
        platform: 'discord',
        parseCursor: (stored) => DiscordCursorSchema.parse(stored),
        async readSince(channel, cursor, read = {}) {
            let after = cursor?.after ?? snowflakeAt(read.startAt ?? new Date(now().getTime() - 3600_000));
            const roots = new Map(cursor?.roots ?? []);
            const events = [];
            let fetches = 0;
            const rootOf = async (message) => {
                const parentId = message.message_reference?.message_id;
                if (message.type !== 19 || !parentId)
                    return null;
                let id = parentId;
                let parent = message.referenced_message ?? null;
                for (let hop = 0; hop <= MAX_CHAIN_FETCHES; hop += 1) {
                    const known = roots.get(id);
                    if (known)
                        return known;
                    const next = parent?.message_reference?.message_id;
                    if (parent && !next)
                        return id; // the referenced message is not a reply: it is the root
                    if (!parent) {
                        if (fetches >= MAX_CHAIN_FETCHES * 10)
                            return id;
                        fetches += 1;
                        try {
                            parent = await call('get message', () => rest.get(v10/* Routes */.BV.channelMessage(channel.chat_id, id)), DiscordMessageSchema);
                        }
                        catch {
                            return id; // deleted or unreadable: the chain ends at what we know
                        }
                        continue;
                    }
                    id = next;
                    parent = null;
                }
                return id;
            };
            for (let page = 0; page < MAX_PAGES; page += 1) {
                const list = await call('get channel messages', () => rest.get(v10/* Routes */.BV.channelMessages(channel.chat_id), { query: new URLSearchParams({ after, limit: String(PAGE_LIMIT) }) }), schemas/* array */.YOg(DiscordMessageSchema));
                const ascending = list.filter((m) => compareSnowflakes(m.id, after) > 0).sort((a, b) => compareSnowflakes(a.id, b.id));
                for (const message of ascending) {
                    const root = await rootOf(message);
                    if (root !== null)
                        roots.set(message.id, root);
                    events.push(toEvent(message, channel, root));
                    after = message.id;
                }
                // Pages go oldest first, so stopping early (MAX_PAGES) loses nothing: the next run goes on from `after`.
                if (list.length < PAGE_LIMIT)
                    break;
            }
            void read.followThreads; // Discord replies are in the channel stream: nothing extra to read.
            const guild = events.length > 0 ? await guildOf(channel.chat_id) : null;
            const linked = guild === null ? events : events.map((e) => withLink(e, guild));
            const kept = [...roots.entries()].sort((a, b) => compareSnowflakes(a[0], b[0])).slice(-MAX_ROOTS);
            return { events: linked, cursor: { v: 1, after, roots: kept } };
        },
        async postReply(target, text) {
            const posted = await call('create message', () => rest.post(v10/* Routes */.BV.channelMessages(target.chat_id), {
                body: { content: text, message_reference: { message_id: target.reply_to_message_id, fail_if_not_exists: true }, allowed_mentions: { parse: [] } },
            }), DiscordMessageSchema);
            return { posted_message_id: posted.id, posted_at: new Date(posted.timestamp).toISOString() };
        },
    };
}
/** The chat event of a Discord message; `root` is the reply chain's root, null for a top-level message. */
function toEvent(message, channel, root) {
    return {
        platform: 'discord',
        chat_id: channel.chat_id,
        chat_name: channel.chat_name,
        message_id: message.id,
        create_time: new Date(message.timestamp).toISOString(),
        msg_type: msgType(message, root),
        content: message.content,
        thread_id: root,
        sender: { id: message.author.id, type: message.author.bot ? 'bot' : 'user' },
        mentions: [...new Set(message.mentions.map((u) => u.id))],
    };
}
/** The message's link, `https://discord.com/channels/<guild or @me>/<channel>/<message>` (discord.js formatters, messageLink). */
function withLink(event, guild) {
    const link = (0,message_link/* platformMessageLink */.nh)('discord', `https://discord.com/channels/${guild}/${event.chat_id}/${event.message_id}`);
    return link ? { ...event, link } : event;
}
function msgType(message, root) {
    if (root !== null)
        return 'thread_reply';
    if (message.attachments.length > 0)
        return message.attachments.some((a) => a.content_type?.startsWith('image/')) ? 'image' : 'file';
    return message.type === 0 ? 'text' : `system:${message.type}`;
}
function discordErrorDetail(error) {
    if (error instanceof dist/* DiscordAPIError */.B0)
        return `${error.status} ${error.message} (code ${String(error.code)})`;
    if (error instanceof dist/* HTTPError */.Hl)
        return `HTTP ${error.status} ${error.message}`;
    return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}

// EXTERNAL MODULE: ./node_modules/p-retry/index.js + 1 modules
var p_retry = __webpack_require__(74995);
// EXTERNAL MODULE: ./src/llm/retry.ts
var llm_retry = __webpack_require__(35709);
;// CONCATENATED MODULE: ./src/chat/adapters/json-api.ts
// One authenticated JSON call for the chat platforms tend reaches over plain `fetch` (Mattermost,
// Microsoft Graph): Bearer token, zod-checked response, retries of 429/5xx that honour
// Retry-After, and one ChatApiError at the end that names the platform, the route and the status
// but never the token (nor a URL that could carry one: only the path, no query string).




const DEFAULT_JSON_API_RETRY = { retries: 4, minTimeoutMs: 500, maxTimeoutMs: 20_000, maxRetryAfterMs: 60_000 };
/** Statuses that mean "not now". */
const RETRYABLE = new Set([408, 429, 500, 502, 503, 504]);
/** One failed attempt; `final` ones are not retried. Becomes a ChatApiError at the end. */
class AttemptError extends Error {
    detail;
    status;
    final;
    constructor(detail, status, final) {
        super(detail);
        this.detail = detail;
        this.status = status;
        this.final = final;
    }
}
/** GET/POST/PATCH/DELETE `url` and parse the JSON answer with `schema`. `url` is absolute. Throws ChatApiError. */
async function callJson(api, method, url, schema, options = {}) {
    const { body, recover } = options;
    const retry = api.retry ?? DEFAULT_JSON_API_RETRY;
    const doFetch = api.fetch ?? fetch;
    const route = `${method} ${new URL(url).pathname}`;
    let last;
    let attempts = 0;
    const attempt = async () => {
        attempts += 1;
        if (recover && last && last.status !== 429) {
            const found = await recover();
            if (found !== undefined)
                return found;
        }
        let response;
        try {
            response = await doFetch(url, {
                method,
                headers: {
                    authorization: `Bearer ${api.token}`,
                    accept: 'application/json',
                    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                },
                ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            });
        }
        catch (error) {
            last = { status: undefined, summary: `could not connect (${redact(String(error.cause ?? error), api.token)})`, retryAfterMs: undefined };
            throw new AttemptError(last.summary, undefined, false);
        }
        const text = await response.text();
        let parsed = undefined;
        try {
            parsed = text === '' ? undefined : JSON.parse(text);
        }
        catch {
            parsed = undefined;
        }
        if (!response.ok) {
            const said = redact(api.describeError(parsed) ?? (text.trim().slice(0, 200) || response.statusText), api.token).replace(/\.$/, '');
            const summary = `${response.status} ${said}`;
            if (RETRYABLE.has(response.status)) {
                last = { status: response.status, summary, retryAfterMs: (0,llm_retry/* retryAfterMs */.Vs)(response.headers) };
                if (last.retryAfterMs !== undefined && last.retryAfterMs > retry.maxRetryAfterMs) {
                    throw new p_retry/* AbortError */.lc(new AttemptError(`asked to wait ${Math.ceil(last.retryAfterMs / 1000)} s (${summary}), longer than tend waits; try again later.`, response.status, true));
                }
                throw new AttemptError(summary, response.status, false);
            }
            const hint = response.status === 401 ? ` The token was not accepted; ${api.authHint}.` : '';
            throw new p_retry/* AbortError */.lc(new AttemptError(`${summary}.${hint}`, response.status, true));
        }
        const result = schema.safeParse(parsed);
        if (!result.success) {
            const issue = result.error.issues[0];
            const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
            throw new p_retry/* AbortError */.lc(new AttemptError(`unexpected answer shape${where}: ${issue?.message ?? 'invalid'}.`, response.status, true));
        }
        return result.data;
    };
    try {
        return await (0,p_retry/* default */.Ay)(attempt, {
            ...(0,llm_retry/* backoff */.JN)(retry),
            onFailedAttempt: async ({ retriesLeft, retryDelay }) => {
                if (retriesLeft > 0 && last)
                    await (0,llm_retry/* waitOutRetryAfter */.w5)(last.retryAfterMs, retryDelay);
            },
        });
    }
    catch (error) {
        if (!(error instanceof AttemptError))
            throw error;
        if (error.final || !last)
            throw new ChatApiError(api.platform, route, error.detail);
        const what = last.status === undefined ? 'unreachable' : 'still failing';
        throw new ChatApiError(api.platform, route, `${what} after ${attempts} attempts (last: ${last.summary}); try again later.`);
    }
}
function redact(text, token) {
    return token === '' ? text : text.split(token).join('***');
}

// EXTERNAL MODULE: ./node_modules/@larksuiteoapi/node-sdk/lib/index.js
var lib = __webpack_require__(68465);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/chat/adapters/lark.ts
// Lark / Feishu through the official SDK (@larksuiteoapi/node-sdk) as a self-built app: the SDK
// fetches and caches the tenant_access_token (POST /open-apis/auth/v3/tenant_access_token/internal,
// https://open.larkoffice.com/document/ukTMukTMukTM/ukDNz4SO0MjL5QzM/auth-v3/auth/tenant_access_token_internal),
// tend reads a chat since its cursor and replies in the message's topic as the bot.
//
// Reading (https://open.larksuite.com/document/server-docs/im-v1/message/list): GET
// /open-apis/im/v1/messages, oldest first, from `start_time` (seconds). In a group the "chat"
// container lists only a topic's root message; the topic's replies are read with container_id_type
// "thread" and the root's thread_id. Quote replies outside a topic are in the chat container with
// root_id/parent_id. Either way a reply's thread key is its root message id, like every adapter.
//
// Cursor: the newest create_time (ms) read plus the ids at that millisecond (start_time has
// second precision, so the adapter filters to the millisecond itself), and up to MAX_THREADS
// topics (root id, thread id, their own cursor). A topic is followed while it saw activity in the
// last THREAD_WINDOW_MS or tend has it in flight (the watcher passes those; a root not yet known
// as a topic is looked up with GET /open-apis/im/v1/messages/{id} to learn its thread_id).
//
// Errors: Lark answers most failures with a non-zero `code` (HTTP 200 or 400); the rate limit is
// HTTP 429 / code 99991400 with x-ogw-ratelimit-reset (seconds), waited out and retried.




const MAX_THREADS = 50;
const THREAD_WINDOW_MS = 48 * 3600_000;
const PAGE_SIZE = 50;
const lark_MAX_PAGES = 20;
const MAX_RETRIES = 3;
/** Longest wait tend accepts for a rate-limit reset before failing the read. */
const MAX_RESET_WAIT_MS = 60_000;
const RATE_LIMITED = 99991400;
/**
 * Rate limits: the gateway's 99991400 (HTTP 429, x-ogw-ratelimit-reset) and the message service's
 * per-chat 230020 and per-app 11232, observed on HTTP 400 (openclaw's Feishu client retries them).
 */
const RATE_LIMITS = new Set([RATE_LIMITED, 230020, 11232]);
/** Invalid, expired or missing tenant_access_token (Lark's general error codes). */
const TOKEN_REFUSED = new Set([99991661, 99991663, 99991668]);
const Position = { since_ms: schemas/* number */.aig().int().nonnegative(), ids_at_since: schemas/* array */.YOg(schemas/* string */.YjP()) };
const LarkCursorSchema = schemas/* strictObject */.rej({
    v: schemas/* literal */.euz(1),
    ...Position,
    threads: schemas/* array */.YOg(schemas/* strictObject */.rej({ root: schemas/* string */.YjP().min(1), thread: schemas/* string */.YjP().min(1), ...Position, active_ms: schemas/* number */.aig().int().nonnegative() })).max(MAX_THREADS * 2),
});
const MentionSchema = schemas/* looseObject */._H3({
    key: schemas/* string */.YjP(),
    // A string open_id in the message APIs; an id object in events (im.message.receive_v1).
    id: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* looseObject */._H3({ open_id: schemas/* string */.YjP().optional() })]),
    name: schemas/* string */.YjP().optional().default(''),
});
const MessageSchema = schemas/* looseObject */._H3({
    message_id: schemas/* string */.YjP().min(1),
    root_id: schemas/* string */.YjP().optional(),
    parent_id: schemas/* string */.YjP().optional(),
    thread_id: schemas/* string */.YjP().optional(),
    msg_type: schemas/* string */.YjP().min(1),
    create_time: schemas/* string */.YjP().regex(/^\d+$/),
    deleted: schemas/* boolean */.zMY().optional(),
    chat_id: schemas/* string */.YjP().optional(),
    sender: schemas/* looseObject */._H3({ id: schemas/* string */.YjP(), id_type: schemas/* string */.YjP().optional(), sender_type: schemas/* string */.YjP() }),
    body: schemas/* looseObject */._H3({ content: schemas/* string */.YjP() }).optional(),
    mentions: schemas/* array */.YOg(MentionSchema).optional(),
});
const ListDataSchema = schemas/* looseObject */._H3({ has_more: schemas/* boolean */.zMY().optional(), page_token: schemas/* string */.YjP().optional(), items: schemas/* array */.YOg(MessageSchema).optional().default([]) });
const GetDataSchema = schemas/* looseObject */._H3({ items: schemas/* array */.YOg(MessageSchema).optional().default([]) });
const EnvelopeSchema = schemas/* looseObject */._H3({ code: schemas/* number */.aig(), msg: schemas/* string */.YjP().optional().default(''), data: schemas/* unknown */.L5J().optional() });
/** Splits `<app_id>:<app_secret>`; app ids are `cli_…` and hold no colon, the secret may. */
function splitLarkCredentials(credentials) {
    const at = credentials.indexOf(':');
    const appId = at < 0 ? '' : credentials.slice(0, at).trim();
    const appSecret = at < 0 ? '' : credentials.slice(at + 1).trim();
    if (appId === '' || appSecret === '') {
        throw new Error("lark needs both the chat.lark-app-id key of .github/tend.yml (cli_…) and the 'lark-app-secret' secret of a self-built app with the bot ability.");
    }
    return { appId, appSecret };
}
function createLarkAdapter(options) {
    const { appId, appSecret } = splitLarkCredentials(options.credentials);
    const now = options.now ?? Date.now;
    const retryBaseMs = options.retryBaseMs ?? 1000;
    const pageSize = Math.min(options.pageSize ?? PAGE_SIZE, PAGE_SIZE);
    const tokenCache = new Map();
    const client = new lib/* Client */.Kj({
        appId,
        appSecret,
        appType: lib/* AppType */.uC.SelfBuild,
        domain: (options.apiUrl ?? 'https://open.larksuite.com').replace(/\/+$/, ''),
        // The SDK logs failed requests whole (headers included): tend says what failed itself.
        loggerLevel: lib/* LoggerLevel */.T3.fatal,
        logger: { error: () => { }, warn: () => { }, info: () => { }, debug: () => { }, trace: () => { } },
        // One cache per adapter: the SDK's default cache is process-wide and keyed by app id only.
        cache: {
            set: async (key, value, expire) => (tokenCache.set(String(key), { value, expire }), true),
            get: async (key) => {
                const hit = tokenCache.get(String(key));
                return hit && (hit.expire === undefined || hit.expire > Date.now()) ? hit.value : undefined;
            },
        },
    });
    async function call(operation, run, schema) {
        let refreshed = false;
        for (let attempt = 0;; attempt += 1) {
            let answer;
            try {
                answer = await run();
            }
            catch (error) {
                const failure = larkFailure(error);
                // Lark may retire a token before its `expire` (a new secret, a revoked app): fetch a new
                // one once; a second refusal is the credentials' fault and fails.
                if (failure.code !== undefined && TOKEN_REFUSED.has(failure.code) && !refreshed) {
                    refreshed = true;
                    tokenCache.clear();
                    continue;
                }
                if (failure.retryAfterMs !== undefined && attempt < MAX_RETRIES && failure.retryAfterMs <= MAX_RESET_WAIT_MS) {
                    await sleep(failure.retryAfterMs > 0 ? failure.retryAfterMs : retryBaseMs * 2 ** attempt);
                    continue;
                }
                throw new ChatApiError('lark', operation, failure.detail);
            }
            const envelope = EnvelopeSchema.safeParse(answer);
            if (!envelope.success)
                throw new ChatApiError('lark', operation, 'the answer was not a Lark Open API response ({code, msg, data}).');
            const { code, msg } = envelope.data;
            if (code !== 0) {
                if (TOKEN_REFUSED.has(code) && !refreshed) {
                    refreshed = true;
                    tokenCache.clear();
                    continue;
                }
                if (RATE_LIMITS.has(code) && attempt < MAX_RETRIES) {
                    await sleep(retryBaseMs * 2 ** attempt);
                    continue;
                }
                throw new ChatApiError('lark', operation, describeCode(code, msg));
            }
            const data = schema.safeParse(envelope.data.data);
            if (!data.success)
                throw new ChatApiError('lark', operation, `unexpected answer shape: ${data.error.issues[0]?.message ?? 'invalid'}.`);
            return data.data;
        }
    }
    /** Every message of a container from `sinceMs` on (to the second), oldest first. */
    async function readContainer(type, containerId, sinceMs) {
        const out = [];
        let pageToken;
        for (let page = 0; page < lark_MAX_PAGES; page += 1) {
            const params = { container_id_type: type, container_id: containerId, start_time: String(Math.floor(sinceMs / 1000)), sort_type: 'ByCreateTimeAsc', page_size: pageSize, ...(pageToken ? { page_token: pageToken } : {}) };
            const data = await call(`GET /open-apis/im/v1/messages (${type})`, () => client.im.v1.message.list({ params }), ListDataSchema);
            out.push(...data.items);
            if (!data.has_more || !data.page_token)
                break;
            pageToken = data.page_token;
        }
        return out;
    }
    async function threadIdOf(rootId) {
        const data = await call('GET /open-apis/im/v1/messages/{message_id}', () => client.im.v1.message.get({ path: { message_id: rootId } }), GetDataSchema);
        return data.items.find((m) => m.message_id === rootId)?.thread_id;
    }
    return {
        platform: 'lark',
        parseCursor: (stored) => LarkCursorSchema.parse(stored),
        async readSince(channel, cursor, read = {}) {
            const firstFrom = Math.max(0, read.startAt?.getTime() ?? now() - (options.lookbackMs ?? 24 * 3600_000));
            const from = cursor ?? { v: 1, since_ms: firstFrom, ids_at_since: [], threads: [] };
            const seen = new Set();
            const events = [];
            const take = (messages) => {
                for (const m of messages) {
                    if (seen.has(m.message_id) || m.deleted === true)
                        continue;
                    seen.add(m.message_id);
                    events.push(lark_toEvent(m, channel));
                }
            };
            const top = after(await readContainer('chat', channel.chat_id, from.since_ms), from);
            take(top);
            const topics = new Map(from.threads.map((t) => [t.root, t]));
            // A topic shows up in the chat container as its root carrying a thread_id.
            for (const m of top) {
                if (m.thread_id && !topics.has(m.message_id))
                    topics.set(m.message_id, { root: m.message_id, thread: m.thread_id, since_ms: Number(m.create_time), ids_at_since: [m.message_id], active_ms: Number(m.create_time) });
            }
            for (const root of read.followThreads ?? []) {
                if (topics.has(root))
                    continue;
                const thread = await threadIdOf(root);
                if (thread)
                    topics.set(root, { root, thread, since_ms: 0, ids_at_since: [], active_ms: now() });
            }
            const followed = new Set(read.followThreads ?? []);
            const kept = [];
            for (const topic of topics.values()) {
                if (!followed.has(topic.root) && topic.active_ms < now() - THREAD_WINDOW_MS)
                    continue;
                const replies = after(await readContainer('thread', topic.thread, topic.since_ms), topic).filter((m) => m.message_id !== topic.root);
                take(replies);
                const next = advance(topic, replies);
                kept.push({ ...topic, ...next, active_ms: Math.max(topic.active_ms, next.since_ms) });
            }
            kept.sort((a, b) => Number(followed.has(b.root)) - Number(followed.has(a.root)) || b.active_ms - a.active_ms);
            events.sort((a, b) => a.create_time.localeCompare(b.create_time) || (a.message_id < b.message_id ? -1 : 1));
            const next = { v: 1, ...advance(from, top), threads: kept.slice(0, MAX_THREADS) };
            return { events, cursor: LarkCursorSchema.parse(next) };
        },
        async postReply(target, text) {
            // The uuid makes a resend after a lost answer return the reply already posted (documented
            // de-duplication on the reply route), so a reply is never posted twice.
            const uuid = (0,external_node_crypto_.randomUUID)();
            const reply = await call('POST /open-apis/im/v1/messages/{message_id}/reply', () => client.im.v1.message.reply({ path: { message_id: target.reply_to_message_id }, data: { msg_type: 'text', content: JSON.stringify({ text }), reply_in_thread: true, uuid } }), MessageSchema);
            return { posted_message_id: reply.message_id, posted_at: new Date(Number(reply.create_time)).toISOString() };
        },
    };
}
/** Messages past a position: later than its millisecond, or at it and not read yet. */
function after(messages, position) {
    const known = new Set(position.ids_at_since);
    return messages.filter((m) => Number(m.create_time) > position.since_ms || (Number(m.create_time) === position.since_ms && !known.has(m.message_id)));
}
function advance(position, read) {
    const newest = read.reduce((max, m) => Math.max(max, Number(m.create_time)), position.since_ms);
    const atNewest = read.filter((m) => Number(m.create_time) === newest).map((m) => m.message_id);
    return { since_ms: newest, ids_at_since: newest === position.since_ms ? [...position.ids_at_since, ...atNewest] : atNewest };
}
function lark_toEvent(m, channel) {
    const rootId = m.root_id && m.root_id !== m.message_id ? m.root_id : null;
    const mentions = (m.mentions ?? []).map((x) => (typeof x.id === 'string' ? x.id : (x.id.open_id ?? ''))).filter((id) => id !== '');
    return {
        platform: 'lark',
        chat_id: channel.chat_id,
        chat_name: channel.chat_name,
        message_id: m.message_id,
        create_time: new Date(Number(m.create_time)).toISOString(),
        msg_type: rootId !== null ? 'thread_reply' : m.msg_type,
        content: plainText(m),
        thread_id: rootId,
        // Apps (tend's bot among them) send as sender_type "app" with their app_id.
        sender: { id: m.sender.id || 'unknown', type: m.sender.sender_type === 'app' ? 'bot' : 'user' },
        mentions: [...new Set(mentions)],
    };
}
const TextContentSchema = schemas/* looseObject */._H3({ text: schemas/* string */.YjP() });
const PostElementSchema = schemas/* looseObject */._H3({ tag: schemas/* string */.YjP(), text: schemas/* string */.YjP().optional(), user_id: schemas/* string */.YjP().optional(), user_name: schemas/* string */.YjP().optional(), href: schemas/* string */.YjP().optional() });
const PostBodySchema = schemas/* looseObject */._H3({ title: schemas/* string */.YjP().optional(), content: schemas/* array */.YOg(schemas/* array */.YOg(PostElementSchema)) });
/**
 * The message as plain text: text content with `@_user_N` keys named, rich text (post) flattened
 * line by line. Other types (images, files, cards) read as empty: Tier 0 has no words to weigh.
 */
function plainText(m) {
    const names = new Map((m.mentions ?? []).map((x) => [x.key, x.name]));
    const named = (s) => s.replace(/@_user_\d+/g, (key) => (names.has(key) ? `@${names.get(key)}` : key));
    let parsed;
    try {
        parsed = JSON.parse(m.body?.content ?? '');
    }
    catch {
        return '';
    }
    if (m.msg_type === 'text') {
        const text = TextContentSchema.safeParse(parsed);
        return text.success ? named(text.data.text) : '';
    }
    if (m.msg_type === 'post') {
        // Sent posts are wrapped in a locale ({zh_cn: {...}}); read back they are not. Accept both.
        const direct = PostBodySchema.safeParse(parsed);
        const localized = direct.success ? direct : PostBodySchema.safeParse(Object.values((parsed ?? {}))[0]);
        if (!localized.success)
            return '';
        const lines = localized.data.content.map((line) => line.map((el) => (el.tag === 'at' ? `@${el.user_name || names.get(el.user_id ?? '') || el.user_id || ''}` : (el.text ?? ''))).join(''));
        return named([localized.data.title ?? '', ...lines].filter((s) => s !== '').join('\n'));
    }
    return '';
}
const AxiosLikeSchema = schemas/* looseObject */._H3({
    response: schemas/* looseObject */._H3({
        status: schemas/* number */.aig(),
        data: schemas/* unknown */.L5J(),
        // AxiosHeaders, not a plain object: read through headerOf.
        headers: schemas/* unknown */.L5J().optional(),
    }),
});
/** One line for a failed SDK call (never its request: that holds the token), and whether to retry. */
function larkFailure(error) {
    const http = AxiosLikeSchema.safeParse(error);
    if (http.success) {
        const { status, data, headers } = http.data.response;
        const body = EnvelopeSchema.safeParse(data);
        const code = body.success ? body.data.code : undefined;
        if (status === 429 || (code !== undefined && RATE_LIMITS.has(code))) {
            const reset = Number(headerOf(headers, 'x-ogw-ratelimit-reset'));
            return { detail: `rate limited (${code ?? status}) beyond ${MAX_RETRIES} retries.`, retryAfterMs: Number.isFinite(reset) && reset >= 0 ? reset * 1000 : 0 };
        }
        if (status >= 500)
            return { detail: `HTTP ${status}.`, retryAfterMs: 0 };
        return body.success ? { detail: describeCode(body.data.code, body.data.msg), code: body.data.code } : { detail: `HTTP ${status}.` };
    }
    const message = error instanceof Error ? error.message : String(error);
    // The SDK's own line when the token request is refused: "failed to get tenant_access_token, code: …, msg: …".
    if (/tenant_access_token/.test(message))
        return { detail: `${message}; check the chat.lark-app-id key and the lark-app-secret secret (a self-built app's credentials).` };
    if (/ECONNREFUSED|ECONNRESET|ETIMEDOUT|socket hang up/i.test(message))
        return { detail: message, retryAfterMs: 0 };
    return { detail: message };
}
function headerOf(headers, name) {
    if (typeof headers !== 'object' || headers === null)
        return undefined;
    const get = headers.get;
    return typeof get === 'function' ? get.call(headers, name) : headers[name];
}
/** Lark's documented codes tend can say something useful about. */
function describeCode(code, msg) {
    const hint = TOKEN_REFUSED.has(code)
        ? ' The tenant_access_token was refused; check the chat.lark-app-id key and the lark-app-secret secret.'
        : code === 230002
            ? ' Add the bot to the chat (chat settings → Bots) so it can read and reply there.'
            : code === 99991672 || code === 99991679
                ? ' The app lacks a scope: grant im:message (and im:message.group_msg to read group messages) and publish a new version.'
                : '';
    return `code ${code}: ${msg.replace(/\.+$/, '')}.${hint}`;
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}

;// CONCATENATED MODULE: ./src/chat/adapters/mattermost.ts
// Mattermost adapter: reads a channel's posts through REST API v4 and posts replies in threads
// as the bot user. Plain `fetch` (json-api.ts) rather than a client library: the official
// `@mattermost/client` drags in the web app's types and a large dependency tree for the four
// routes used here, and every answer is zod-checked anyway.
//
// Reading: newest-first pages (page/per_page) back to the cursor. Not `since=`: the documented
// `since` returns posts *modified* after a time (edits of old posts come back), is capped at 1000
// posts and "gives no guarantee that the posts are consecutive". Paging newest first while new
// posts arrive can only shift posts to a later page (a repeat, dropped by id), never skip one.
// The cursor is the newest create_at seen plus the ids of the posts at exactly that millisecond,
// so two posts sharing a timestamp are neither lost nor read twice.



const PostSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP().min(1),
    create_at: schemas/* number */.aig().int(),
    update_at: schemas/* number */.aig().int().optional(),
    delete_at: schemas/* number */.aig().int().optional(),
    user_id: schemas/* string */.YjP().min(1),
    channel_id: schemas/* string */.YjP().min(1),
    root_id: schemas/* string */.YjP().optional().default(''),
    message: schemas/* string */.YjP(),
    type: schemas/* string */.YjP().optional().default(''),
    props: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish(),
    file_ids: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
});
const PostListSchema = schemas/* object */.Ikc({
    order: schemas/* array */.YOg(schemas/* string */.YjP()),
    posts: schemas/* record */.g1P(schemas/* string */.YjP(), PostSchema),
});
const UserSchema = schemas/* object */.Ikc({ id: schemas/* string */.YjP().min(1), username: schemas/* string */.YjP(), is_bot: schemas/* boolean */.zMY().optional().default(false) });
const MattermostCursorSchema = schemas/* object */.Ikc({
    /** Newest create_at (ms) read so far. */
    since_ms: schemas/* number */.aig().int().nonnegative(),
    /** Posts created at exactly `since_ms` already read. */
    ids_at_since: schemas/* array */.YOg(schemas/* string */.YjP()),
})
    .strict();
const DEFAULTS = { perPage: 200, lookbackMs: 24 * 60 * 60 * 1000, maxPages: 50 };
function createMattermostAdapter(options) {
    const base = `${options.url.replace(/\/+$/, '')}/api/v4`;
    const perPage = options.perPage ?? DEFAULTS.perPage;
    const maxPages = options.maxPages ?? DEFAULTS.maxPages;
    const now = options.now ?? Date.now;
    const api = {
        platform: 'mattermost',
        token: options.token,
        describeError: (body) => {
            const parsed = schemas/* object */.Ikc({ message: schemas/* string */.YjP() }).safeParse(body);
            return parsed.success ? parsed.data.message : undefined;
        },
        authHint: 'check the mattermost-token secret (a bot account access token)',
        ...(options.retry ? { retry: options.retry } : {}),
    };
    const users = new Map();
    let me;
    const self = async () => (me ??= await callJson(api, 'GET', `${base}/users/me`, UserSchema));
    async function lookUp(kind, wanted) {
        const missing = [...new Set(wanted)].filter((key) => ![...users.values()].some((u) => (kind === 'ids' ? u.id : u.username) === key));
        if (missing.length === 0)
            return;
        for (const user of await callJson(api, 'POST', `${base}/users/${kind}`, schemas/* array */.YOg(UserSchema), { body: missing }))
            users.set(user.id, user);
    }
    async function readPosts(channelId, sinceMs) {
        const seen = new Map();
        for (let page = 0; page < maxPages; page += 1) {
            const list = await callJson(api, 'GET', `${base}/channels/${encodeURIComponent(channelId)}/posts?page=${page}&per_page=${perPage}`, PostListSchema);
            const posts = list.order.map((id) => {
                const post = list.posts[id];
                if (!post)
                    throw new Error(`Mattermost listed post ${id} in order but not in posts.`);
                return post;
            });
            for (const post of posts)
                seen.set(post.id, post);
            const oldest = posts[posts.length - 1];
            if (posts.length < perPage || oldest === undefined || oldest.create_at < sinceMs)
                break;
        }
        return [...seen.values()];
    }
    return {
        platform: 'mattermost',
        parseCursor: (stored) => MattermostCursorSchema.parse(stored),
        // The channel's posts include every reply, so threads to follow (read.followThreads) need no
        // extra request here.
        async readSince(channel, cursor, read = {}) {
            const firstFrom = read.startAt?.getTime() ?? now() - (options.lookbackMs ?? DEFAULTS.lookbackMs);
            const from = cursor ?? { since_ms: Math.max(0, firstFrom), ids_at_since: [] };
            const known = new Set(from.ids_at_since);
            const fresh = (await readPosts(channel.chat_id, from.since_ms))
                .filter((p) => (p.delete_at ?? 0) === 0 && p.channel_id === channel.chat_id)
                .filter((p) => p.create_at > from.since_ms || (p.create_at === from.since_ms && !known.has(p.id)))
                .sort((a, b) => a.create_at - b.create_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
            await lookUp('ids', fresh.map((p) => p.user_id));
            await lookUp('usernames', fresh.flatMap((p) => mentionCandidates(p.message)));
            const byName = new Map([...users.values()].map((u) => [u.username.toLowerCase(), u.id]));
            // tend's own account reads as a bot even when it is a regular user with an access token.
            const selfId = fresh.length > 0 ? (await self()).id : '';
            const events = fresh.map((post) => mattermost_toEvent(post, channel, users.get(post.user_id), byName, selfId));
            const newest = fresh.reduce((max, p) => Math.max(max, p.create_at), from.since_ms);
            const atNewest = fresh.filter((p) => p.create_at === newest).map((p) => p.id);
            const next = { since_ms: newest, ids_at_since: newest === from.since_ms ? [...from.ids_at_since, ...atNewest] : atNewest };
            return { events, cursor: MattermostCursorSchema.parse(next) };
        },
        async postReply(target, text) {
            const bot = await self();
            // Mattermost returns the existing post for a repeated pending_post_id, so a resend after a
            // lost response does not post twice.
            const pendingPostId = `${bot.id}:${(0,external_node_crypto_.randomUUID)()}`;
            const post = await callJson(api, 'POST', `${base}/posts`, PostSchema, {
                body: { channel_id: target.chat_id, message: text, root_id: target.thread_id, pending_post_id: pendingPostId },
            });
            return { posted_message_id: post.id, posted_at: new Date(post.create_at).toISOString() };
        },
    };
}
function mattermost_toEvent(post, channel, author, byName, selfId) {
    const fromBot = author?.is_bot === true || post.props?.from_bot === 'true' || post.user_id === selfId;
    const mentions = [...new Set(mentionCandidates(post.message).map((name) => byName.get(name.toLowerCase())).filter((id) => id !== undefined))];
    return {
        platform: 'mattermost',
        chat_id: channel.chat_id,
        chat_name: channel.chat_name,
        message_id: post.id,
        create_time: new Date(post.create_at).toISOString(),
        msg_type: post.type !== '' ? post.type : post.root_id !== '' ? 'thread_reply' : (post.file_ids?.length ?? 0) > 0 ? 'file' : 'text',
        content: post.message,
        thread_id: post.root_id === '' ? null : post.root_id,
        sender: { id: post.user_id, type: fromBot ? 'bot' : 'user' },
        mentions,
    };
}
/**
 * `@name` words of a message, with and without trailing punctuation ("@alice." is alice):
 * Mattermost usernames are letters, digits, `.`, `-` and `_`.
 */
function mentionCandidates(message) {
    const out = new Set();
    for (const match of message.matchAll(/(?:^|[^\w@])@([a-z0-9][a-z0-9._-]*)/gi)) {
        const name = match[1] ?? '';
        out.add(name);
        const trimmed = name.replace(/[._-]+$/, '');
        if (trimmed !== '')
            out.add(trimmed);
    }
    return [...out];
}

// EXTERNAL MODULE: ./node_modules/@slack/web-api/dist/index.js
var web_api_dist = __webpack_require__(85105);
;// CONCATENATED MODULE: ./src/chat/adapters/slack-ts.ts
// Slack message ids are `ts` strings: seconds since the epoch with six fractional digits, unique
// per channel. They order messages, so they are compared exactly (as integers of microseconds),
// never as floats.
function compareTs(a, b) {
    const x = tsMicros(a);
    const y = tsMicros(b);
    return x < y ? -1 : x > y ? 1 : 0;
}
function tsMicros(ts) {
    const [seconds = '0', fraction = ''] = ts.split('.');
    return BigInt(seconds || '0') * 1000000n + BigInt((fraction + '000000').slice(0, 6));
}
function maxTs(a, b) {
    return compareTs(b, a) > 0 ? b : a;
}
/** The ts of a moment (millisecond precision). */
function tsOf(date) {
    const ms = Math.max(0, date.getTime());
    return `${Math.floor(ms / 1000)}.${String(ms % 1000).padStart(3, '0')}000`;
}
/** RFC 3339 time of a ts. */
function timeOfTs(ts) {
    return new Date(Number(tsMicros(ts) / 1000n)).toISOString();
}

;// CONCATENATED MODULE: ./src/chat/adapters/slack.ts
// Slack through the official `@slack/web-api` WebClient: channel history since the cursor, the new
// replies of the threads it follows (Slack keeps replies out of channel history), and replies
// posted in the thread as the bot. The token comes from the `slack-token` secret only.
//
// Cursor: the newest top-level `ts` read, plus up to MAX_THREADS followed threads (each with the
// newest reply read). A thread is followed while it saw activity in the last THREAD_WINDOW_MS or is
// in flight (the watcher passes those), so a reply to a quiet old thread is read only if tend
// works on that thread: a bound on requests per run (one conversations.replies per thread).





const slack_MAX_THREADS = 50;
const slack_THREAD_WINDOW_MS = 48 * 3600_000;
const slack_PAGE_LIMIT = 200;
const MAX_HISTORY_PAGES = 10;
const MAX_REPLY_PAGES = 5;
const Ts = schemas/* string */.YjP().regex(/^\d+\.\d{6}$/);
const SlackCursorSchema = schemas/* strictObject */.rej({
    v: schemas/* literal */.euz(1),
    /** Newest top-level message ts read; history is read strictly after it. */
    oldest: Ts,
    threads: schemas/* array */.YOg(schemas/* strictObject */.rej({ ts: Ts, /** newest reply read */ last: Ts, /** newest activity seen */ active: Ts }))
        .max(slack_MAX_THREADS * 2),
});
/** The parts of a Slack message tend reads (conversations.history / replies items). */
const SlackMessageSchema = schemas/* looseObject */._H3({
    ts: Ts,
    type: schemas/* string */.YjP().optional(),
    subtype: schemas/* string */.YjP().optional(),
    user: schemas/* string */.YjP().optional(),
    bot_id: schemas/* string */.YjP().optional(),
    text: schemas/* string */.YjP().optional(),
    thread_ts: schemas/* string */.YjP().optional(),
    reply_count: schemas/* number */.aig().optional(),
    latest_reply: schemas/* string */.YjP().optional(),
    files: schemas/* array */.YOg(schemas/* looseObject */._H3({ mimetype: schemas/* string */.YjP().optional() })).optional(),
});
const PageSchema = schemas/* looseObject */._H3({
    messages: schemas/* array */.YOg(SlackMessageSchema).default([]),
    has_more: schemas/* boolean */.zMY().optional(),
    response_metadata: schemas/* looseObject */._H3({ next_cursor: schemas/* string */.YjP().optional() }).optional(),
});
function slackAdapter(options) {
    const now = options.now ?? (() => new Date());
    const base = options.retryBaseMs ?? 1000;
    const client = new web_api_dist.WebClient(options.token, {
        ...(options.apiUrl ? { slackApiUrl: options.apiUrl } : {}),
        logger: quietLogger(options.log),
        retryConfig: { retries: 3, factor: 2, minTimeout: base, maxTimeout: base * 8, randomize: false },
        timeout: 30_000,
    });
    async function call(method, args) {
        try {
            return await client.apiCall(method, args);
        }
        catch (error) {
            throw new ChatApiError('slack', method, slackErrorDetail(error));
        }
    }
    // The workspace's address (auth.test `url`), read once per adapter: message links are built from
    // it in chat.getPermalink's documented form, one call per run instead of one per message. A
    // workspace that does not answer gets no links; the read goes on.
    let workspace = null;
    const workspaceUrl = () => (workspace ??= call('auth.test', {}).then((data) => schemas/* looseObject */._H3({ url: schemas/* string */.YjP() }).safeParse(data).data?.url ?? null, () => null));
    return {
        platform: 'slack',
        parseCursor: (stored) => SlackCursorSchema.parse(stored),
        async readSince(channel, cursor, read = {}) {
            const at = now();
            const start = cursor?.oldest ?? tsOf(read.startAt ?? new Date(at.getTime() - 3600_000));
            const events = new Map();
            // 1. Channel history (top-level messages), newest first, page by page.
            const history = [];
            let next;
            for (let page = 0;; page += 1) {
                if (page === MAX_HISTORY_PAGES) {
                    throw new ChatApiError('slack', 'conversations.history', `more than ${MAX_HISTORY_PAGES * slack_PAGE_LIMIT} new messages in ${channel.chat_name}; the cursor stays where it was`);
                }
                const data = PageSchema.parse(await call('conversations.history', { channel: channel.chat_id, oldest: start, limit: slack_PAGE_LIMIT, ...(next ? { cursor: next } : {}) }));
                history.push(...data.messages.filter((m) => compareTs(m.ts, start) > 0));
                next = data.response_metadata?.next_cursor || undefined;
                if (!data.has_more || !next)
                    break;
            }
            let oldest = start;
            const threads = new Map((cursor?.threads ?? []).map((t) => [t.ts, { ...t }]));
            // Messages this history read shows without replies need no conversations.replies call now.
            const quiet = new Set();
            for (const message of history) {
                if (!message.reply_count && !message.thread_ts)
                    quiet.add(message.ts);
                oldest = maxTs(oldest, message.ts);
                const isReply = message.thread_ts !== undefined && message.thread_ts !== message.ts;
                events.set(message.ts, slack_toEvent(message, channel, isReply ? message.thread_ts : null));
                if (!isReply && !threads.has(message.ts)) {
                    // Follow every new top-level message: a reply may come later. Replies already there are read below.
                    threads.set(message.ts, { ts: message.ts, last: message.ts, active: maxTs(message.ts, message.latest_reply ?? message.ts) });
                }
                else if (!isReply) {
                    const known = threads.get(message.ts);
                    known.active = maxTs(known.active, message.latest_reply ?? message.ts);
                }
            }
            for (const root of read.followThreads ?? []) {
                // An in-flight thread the cursor stopped following: its replies since the last read are new.
                if (Ts.safeParse(root).success && !threads.has(root))
                    threads.set(root, { ts: root, last: maxTs(root, start), active: root });
            }
            // 2. New replies of every followed thread.
            const follow = new Set(read.followThreads ?? []);
            const horizon = tsOf(new Date(at.getTime() - slack_THREAD_WINDOW_MS));
            const kept = [...threads.values()]
                .filter((t) => follow.has(t.ts) || compareTs(t.active, horizon) >= 0)
                .sort((a, b) => (follow.has(b.ts) ? 1 : 0) - (follow.has(a.ts) ? 1 : 0) || compareTs(b.active, a.active))
                .slice(0, Math.max(slack_MAX_THREADS, follow.size));
            for (const thread of kept) {
                if (quiet.has(thread.ts) && !follow.has(thread.ts))
                    continue;
                let after;
                for (let page = 0; page < MAX_REPLY_PAGES; page += 1) {
                    let data;
                    try {
                        data = PageSchema.parse(await call('conversations.replies', { channel: channel.chat_id, ts: thread.ts, oldest: thread.last, limit: slack_PAGE_LIMIT, ...(after ? { cursor: after } : {}) }));
                    }
                    catch (error) {
                        // A deleted parent ends the thread; anything else fails the channel (cursor unchanged).
                        if (error instanceof ChatApiError && error.message.endsWith('thread_not_found'))
                            break;
                        throw error;
                    }
                    for (const reply of data.messages) {
                        if (reply.ts === thread.ts || compareTs(reply.ts, thread.last) <= 0)
                            continue;
                        events.set(reply.ts, slack_toEvent(reply, channel, thread.ts));
                    }
                    after = data.response_metadata?.next_cursor || undefined;
                    if (!data.has_more || !after)
                        break;
                }
                const newest = [...events.values()].filter((e) => e.thread_id === thread.ts).reduce((m, e) => maxTs(m, e.message_id), thread.last);
                thread.last = newest;
                thread.active = maxTs(thread.active, newest);
            }
            const base = events.size > 0 ? await workspaceUrl() : null;
            const sorted = [...events.values()].sort((a, b) => compareTs(a.message_id, b.message_id)).map((e) => slack_withLink(e, base));
            return { events: sorted, cursor: { v: 1, oldest, threads: kept.slice(0, slack_MAX_THREADS * 2) } };
        },
        async postReply(target, text) {
            const data = schemas/* looseObject */._H3({ ts: Ts })
                .parse(await call('chat.postMessage', { channel: target.chat_id, thread_ts: target.thread_id, text }));
            return { posted_message_id: data.ts, posted_at: timeOfTs(data.ts) };
        },
    };
}
/** The chat event of a Slack message. */
function slack_toEvent(message, channel, threadId) {
    const bot = message.bot_id !== undefined || message.subtype === 'bot_message';
    return {
        platform: 'slack',
        chat_id: channel.chat_id,
        chat_name: channel.chat_name,
        message_id: message.ts,
        create_time: timeOfTs(message.ts),
        msg_type: slack_msgType(message, threadId),
        content: message.text ?? '',
        thread_id: threadId,
        sender: { id: message.user ?? message.bot_id ?? 'unknown', type: bot ? 'bot' : 'user' },
        mentions: slackMentions(message.text ?? ''),
    };
}
/**
 * The message's permalink, in the form chat.getPermalink documents
 * (https://docs.slack.dev/reference/methods/chat.getPermalink): `<workspace>/archives/<channel>/p<ts
 * without its dot>`, and for a reply `?thread_ts=<root ts>&cid=<channel>`.
 */
function slackMessageLink(workspace, event) {
    const base = workspace.endsWith('/') ? workspace : `${workspace}/`;
    const reply = event.thread_id === null ? '' : `?thread_ts=${encodeURIComponent(event.thread_id)}&cid=${encodeURIComponent(event.chat_id)}`;
    return (0,message_link/* platformMessageLink */.nh)('slack', `${base}archives/${encodeURIComponent(event.chat_id)}/p${event.message_id.replace('.', '')}${reply}`);
}
function slack_withLink(event, workspace) {
    const link = workspace === null ? null : slackMessageLink(workspace, event);
    return link ? { ...event, link } : event;
}
function slack_msgType(message, threadId) {
    if (threadId !== null)
        return 'thread_reply';
    if (message.files && message.files.length > 0)
        return message.files.some((f) => f.mimetype?.startsWith('image/')) ? 'image' : 'file';
    if (message.subtype && !['bot_message', 'thread_broadcast', 'file_share', 'me_message'].includes(message.subtype))
        return message.subtype;
    return 'text';
}
/** `<@U123>` and `<@U123|name>` user mentions, in order, without repeats. */
function slackMentions(text) {
    const found = new Set();
    for (const match of text.matchAll(/<@([UWB][A-Z0-9]+)(?:\|[^>]*)?>/g))
        found.add(match[1]);
    return [...found];
}
function slackErrorDetail(error) {
    const data = error.data;
    if (typeof data?.error === 'string')
        return data.error;
    const status = error.statusCode;
    if (typeof status === 'number')
        return `HTTP ${status}`;
    return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}
/** WebClient logs through this: warnings and errors reach tend's log (already redacted there); debug is dropped. */
function quietLogger(log) {
    let level = web_api_dist.LogLevel.WARN;
    const say = (prefix) => (...msg) => log?.(`slack: ${prefix}${msg.map(String).join(' ')}`);
    return {
        debug: () => undefined,
        info: (...msg) => (String(msg[0]).includes('rate limit') ? say('')(...msg) : undefined),
        warn: say('warning: '),
        error: say('error: '),
        setLevel: (l) => {
            level = l;
        },
        getLevel: () => level,
        setName: () => undefined,
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(64377);
;// CONCATENATED MODULE: ./src/chat/adapters/teams.ts
// Microsoft Teams adapter: reads a channel through Microsoft Graph v1.0 and posts replies in its
// threads. Plain `fetch` (json-api.ts) rather than `@microsoft/microsoft-graph-client`: that client
// brings its own auth-provider plumbing for three routes, and every answer is zod-checked anyway.
//
// Identity: chat_id is `<team-id>/<channel-id>` (a channel id never holds a `/`; a team id is a
// GUID). The token is a delegated token of the account tend speaks as: Graph allows posting
// channel replies with application permissions only for migration, so "the bot" in Teams is a
// dedicated service account; its own messages, and any message `from.application`, read as bot.
//
// Reading: Graph lists top-level messages without their replies, newest activity first, and
// documents no date filter for them (delta queries exist but are not used: they need a stored
// deltaLink per channel and still list replies separately). So each read pages the top-level
// messages back to the cursor, then lists the replies of every thread that may have new ones:
// threads started or touched since the cursor, and the recently active threads the cursor keeps
// (bounded by count and age), and the threads the watcher asks to follow (replies awaited by an
// open question). A reply to any other thread that went quiet for longer than that window
// and whose root shows no newer activity is not seen: the bound is deliberate and documented.
// A quiet read costs one request per polled thread plus one page (21 with the defaults), which
// is why the tracked threads are few: in-flight threads come from the watcher's followThreads.
// Like Mattermost's, the cursor holds the newest createdDateTime plus the ids at that millisecond.



const IdentitySchema = schemas/* object */.Ikc({ id: schemas/* string */.YjP().min(1), displayName: schemas/* string */.YjP().nullish() }).nullish();
const teams_MessageSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP().min(1),
    replyToId: schemas/* string */.YjP().nullish(),
    messageType: schemas/* string */.YjP(),
    createdDateTime: iso/* datetime */.w$({ offset: true }),
    lastModifiedDateTime: iso/* datetime */.w$({ offset: true }).nullish(),
    deletedDateTime: schemas/* string */.YjP().nullish(),
    from: schemas/* object */.Ikc({ user: IdentitySchema, application: IdentitySchema }).nullish(),
    body: schemas/* object */.Ikc({ contentType: schemas/* enum */.k5n(['text', 'html']), content: schemas/* string */.YjP().nullish() }),
    /** The message's link in Teams (Graph chatMessage resource, `webUrl`). */
    webUrl: schemas/* string */.YjP().nullish(),
    attachments: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish(),
    mentions: schemas/* array */.YOg(schemas/* object */.Ikc({
        id: schemas/* number */.aig().int(),
        mentioned: schemas/* object */.Ikc({ user: IdentitySchema, application: IdentitySchema, conversation: IdentitySchema, tag: IdentitySchema })
            .partial()
            .nullish(),
    }))
        .nullish(),
});
const teams_PageSchema = schemas/* object */.Ikc({ value: schemas/* array */.YOg(teams_MessageSchema), '@odata.nextLink': schemas/* url */.OZ5().optional() });
const MeSchema = schemas/* object */.Ikc({ id: schemas/* string */.YjP().min(1) });
const TeamsCursorSchema = schemas/* object */.Ikc({
    /** Newest createdDateTime read so far, epoch ms. */
    since_ms: schemas/* number */.aig().int().nonnegative(),
    /** Messages created at exactly `since_ms` already read. */
    ids_at_since: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** Recently active threads whose replies are polled: root id and newest activity (ms). */
    threads: schemas/* array */.YOg(schemas/* object */.Ikc({ root_id: schemas/* string */.YjP().min(1), active_ms: schemas/* number */.aig().int().nonnegative() }).strict()),
})
    .strict();
const teams_DEFAULTS = { url: 'https://graph.microsoft.com', top: 50, lookbackMs: 24 * 60 * 60 * 1000, maxPages: 20, maxThreads: 20, threadWindowMs: 3 * 24 * 60 * 60 * 1000 };
/** `<team-id>/<channel-id>` → its two parts; anything else is refused with what is expected. */
function parseTeamsChatId(chatId) {
    const slash = chatId.indexOf('/');
    const teamId = chatId.slice(0, slash);
    const channelId = chatId.slice(slash + 1);
    if (slash <= 0 || channelId === '' || channelId.includes('/')) {
        throw new Error(`Teams chat_id '${chatId}' is not '<team-id>/<channel-id>' (e.g. 8f5b…-…/19:abc…@thread.tacv2).`);
    }
    return { teamId, channelId };
}
function createTeamsAdapter(options) {
    const base = `${(options.url ?? teams_DEFAULTS.url).replace(/\/+$/, '')}/v1.0`;
    const top = options.top ?? teams_DEFAULTS.top;
    const maxPages = options.maxPages ?? teams_DEFAULTS.maxPages;
    const now = options.now ?? Date.now;
    const api = {
        platform: 'teams',
        token: options.token,
        describeError: (body) => {
            const parsed = schemas/* object */.Ikc({ error: schemas/* object */.Ikc({ code: schemas/* string */.YjP(), message: schemas/* string */.YjP() }) }).safeParse(body);
            return parsed.success ? `${parsed.data.error.code}: ${parsed.data.error.message}` : undefined;
        },
        authHint: 'check the teams-token secret (a delegated Microsoft Graph token with ChannelMessage.Read.All and ChannelMessage.Send)',
        ...(options.retry ? { retry: options.retry } : {}),
    };
    let me;
    const self = async () => (me ??= (await callJson(api, 'GET', `${base}/me`, MeSchema)).id);
    const channelUrl = (chatId) => {
        const { teamId, channelId } = parseTeamsChatId(chatId);
        return `${base}/teams/${encodeURIComponent(teamId)}/channels/${encodeURIComponent(channelId)}/messages`;
    };
    /** Pages newest first until a page reaches back past `sinceMs` (by `timeOf`). */
    async function pagesBack(url, sinceMs, timeOf) {
        const out = [];
        let next = `${url}?$top=${top}`;
        for (let page = 0; next !== undefined && page < maxPages; page += 1) {
            const result = await callJson(api, 'GET', next, teams_PageSchema);
            out.push(...result.value);
            if (result.value.some((m) => timeOf(m) < sinceMs))
                break;
            next = result['@odata.nextLink'];
        }
        return out;
    }
    return {
        platform: 'teams',
        parseCursor: (stored) => TeamsCursorSchema.parse(stored),
        async readSince(channel, cursor, read = {}) {
            const messagesUrl = channelUrl(channel.chat_id);
            const at = now();
            const firstFrom = read.startAt?.getTime() ?? at - (options.lookbackMs ?? teams_DEFAULTS.lookbackMs);
            const from = cursor ?? { since_ms: Math.max(0, firstFrom), ids_at_since: [], threads: [] };
            const selfId = await self();
            const roots = await pagesBack(messagesUrl, from.since_ms, activityOf);
            const toPoll = new Set([...roots.filter((r) => activityOf(r) >= from.since_ms).map((r) => r.id), ...from.threads.map((t) => t.root_id), ...(read.followThreads ?? [])]);
            const replies = [];
            for (const rootId of toPoll) {
                replies.push(...(await pagesBack(`${messagesUrl}/${encodeURIComponent(rootId)}/replies`, from.since_ms, createdOf)));
            }
            const known = new Set(from.ids_at_since);
            const unique = new Map([...roots, ...replies].map((m) => [m.id, m]));
            const fresh = [...unique.values()]
                .filter((m) => !m.deletedDateTime)
                .filter((m) => createdOf(m) > from.since_ms || (createdOf(m) === from.since_ms && !known.has(m.id)))
                .sort((a, b) => createdOf(a) - createdOf(b) || a.id.localeCompare(b.id));
            const events = fresh.map((m) => teams_toEvent(m, channel, selfId));
            const newest = fresh.reduce((max, m) => Math.max(max, createdOf(m)), from.since_ms);
            const atNewest = fresh.filter((m) => createdOf(m) === newest).map((m) => m.id);
            const next = {
                since_ms: newest,
                ids_at_since: newest === from.since_ms ? [...from.ids_at_since, ...atNewest] : atNewest,
                threads: activeThreads(from.threads, roots, replies, at - (options.threadWindowMs ?? teams_DEFAULTS.threadWindowMs), options.maxThreads ?? teams_DEFAULTS.maxThreads),
            };
            return { events, cursor: TeamsCursorSchema.parse(next) };
        },
        async postReply(target, text) {
            const repliesUrl = `${channelUrl(target.chat_id)}/${encodeURIComponent(target.thread_id)}/replies`;
            const selfId = await self();
            const startedMs = now() - 60_000;
            // Graph has no idempotency key: after a failure that may have posted, look for the reply first.
            const recover = async () => {
                const recent = await pagesBack(repliesUrl, startedMs, createdOf);
                return recent.find((m) => m.from?.user?.id === selfId && m.body.contentType === 'text' && m.body.content === text);
            };
            // contentType text: the reply is shown exactly as written, never interpreted as HTML.
            const posted = await callJson(api, 'POST', repliesUrl, teams_MessageSchema, { body: { body: { contentType: 'text', content: text } }, recover });
            return { posted_message_id: posted.id, posted_at: new Date(createdOf(posted)).toISOString() };
        },
    };
}
function createdOf(m) {
    return Date.parse(m.createdDateTime);
}
function activityOf(m) {
    return Math.max(createdOf(m), m.lastModifiedDateTime ? Date.parse(m.lastModifiedDateTime) : 0);
}
/** Threads to keep polling: newest activity first, within the window, at most `max`. */
function activeThreads(previous, roots, replies, oldestMs, max) {
    const active = new Map(previous.map((t) => [t.root_id, t.active_ms]));
    const touch = (id, ms) => active.set(id, Math.max(active.get(id) ?? 0, ms));
    for (const root of roots)
        touch(root.id, createdOf(root));
    for (const reply of replies)
        if (reply.replyToId)
            touch(reply.replyToId, createdOf(reply));
    return [...active.entries()]
        .filter(([, ms]) => ms >= oldestMs)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, max)
        .map(([root_id, active_ms]) => ({ root_id, active_ms }));
}
function teams_toEvent(m, channel, selfId) {
    const senderId = m.from?.user?.id ?? m.from?.application?.id ?? 'unknown';
    const isBot = m.from?.application != null || senderId === selfId;
    const mentions = (m.mentions ?? [])
        .map((x) => x.mentioned?.user?.id ?? x.mentioned?.application?.id ?? x.mentioned?.conversation?.id ?? x.mentioned?.tag?.id)
        .filter((id) => id !== undefined);
    const content = m.body.content ?? '';
    const link = (0,message_link/* platformMessageLink */.nh)('teams', m.webUrl);
    return {
        platform: 'teams',
        chat_id: channel.chat_id,
        chat_name: channel.chat_name,
        message_id: m.id,
        create_time: new Date(createdOf(m)).toISOString(),
        msg_type: m.messageType !== 'message' ? m.messageType : m.replyToId ? 'thread_reply' : (m.attachments?.length ?? 0) > 0 ? 'file' : 'text',
        content: m.body.contentType === 'html' ? htmlToText(content) : content,
        thread_id: m.replyToId ?? null,
        sender: { id: senderId, type: isBot ? 'bot' : 'user' },
        mentions: [...new Set(mentions)],
        ...(link ? { link } : {}),
    };
}
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/**
 * Teams message HTML as the text a person reads: `<at>` mentions become `@Name`, block ends become
 * line breaks, other tags go, entities are decoded. Only for reading; the result stays data.
 */
function htmlToText(html) {
    return html
        .replace(/<at\b[^>]*>([\s\S]*?)<\/at>/gi, '@$1')
        .replace(/<br\s*\/?>/gi, '\n')
        .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, '\n')
        .replace(/<[^>]*>/g, '')
        .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
        if (!name.startsWith('#'))
            return ENTITIES[name.toLowerCase()] ?? whole;
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
        .replace(/[ \t]+\n/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
}

;// CONCATENATED MODULE: ./src/chat/adapters/index.ts
// Platform → adapter. The only place that knows which adapters exist; the watcher, the reply
// step and the CLI ask here. Tokens come from the action's secret inputs and base URLs from the
// environment (tests point them at local servers); neither ever comes from .github/tend.yml.







/** The platform's token input, for messages that tell people what to set. */
const TOKEN_INPUT = { slack: 'slack-token', discord: 'discord-token', mattermost: 'mattermost-token', teams: 'teams-token', lark: 'lark-app-secret' };
class ChatAdapterError extends Error {
}
function chatAdapter(platform, connections) {
    const token = connections.tokens[platform];
    const input = TOKEN_INPUT[platform];
    if (input !== undefined && (token === undefined || token.trim() === '')) {
        throw new ChatAdapterError(`a ${platform} channel is configured but the '${input}' input is empty: pass the bot token from a secret (with: ${input}: \${{ secrets.… }}).`);
    }
    const url = connections.urls[platform];
    switch (platform) {
        case 'slack':
            return slackAdapter({ token: token, ...(url ? { apiUrl: url } : {}), now: connections.now, retryBaseMs: connections.retryBaseMs, log: connections.log });
        case 'discord':
            return discordAdapter({ token: token, ...(url ? { apiUrl: url } : {}), now: connections.now });
        case 'mattermost': {
            if (!url)
                throw new ChatAdapterError("a mattermost channel is configured but no server is: set chat.mattermost-url in .github/tend.yml to your Mattermost site URL (e.g. https://chat.example.com).");
            return createMattermostAdapter({ url, token: token, ...jsonApiTiming(connections) });
        }
        case 'teams':
            return createTeamsAdapter({ token: token, ...(url ? { url } : {}), ...jsonApiTiming(connections) });
        case 'lark': {
            if (!/^[^:\s]+:\S/.test(token))
                throw new ChatAdapterError("a lark channel is configured but no app id is: set chat.lark-app-id in .github/tend.yml to the app id (cli_…) of the app whose secret is the 'lark-app-secret' input.");
            return createLarkAdapter({ credentials: token, ...(url ? { apiUrl: url } : {}), ...(connections.now ? { now: () => connections.now().getTime() } : {}), ...(connections.retryBaseMs !== undefined ? { retryBaseMs: connections.retryBaseMs } : {}) });
        }
        default:
            throw new ChatAdapterError(`tend has no ${platform} adapter yet; supported: ${Object.keys(TOKEN_INPUT).join(', ')}.`);
    }
}
/** The clock and retry pace of the fetch-based adapters (Mattermost, Teams) from the connections. */
function jsonApiTiming(connections) {
    const now = connections.now;
    return {
        ...(now ? { now: () => now().getTime() } : {}),
        ...(connections.retryBaseMs !== undefined ? { retry: { ...DEFAULT_JSON_API_RETRY, minTimeoutMs: connections.retryBaseMs } } : {}),
    };
}


/***/ }),

/***/ 27059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ih: () => (/* binding */ payloadBytes),
/* harmony export */   Ue: () => (/* binding */ ChatDispatchPayloadSchema),
/* harmony export */   oC: () => (/* binding */ MAX_EVENTS_PER_DISPATCH),
/* harmony export */   p6: () => (/* binding */ CHAT_EVENT_TYPE),
/* harmony export */   qY: () => (/* binding */ MAX_PAYLOAD_BYTES)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41514);
/* harmony import */ var _core_chat_event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69404);
// What the watcher sends and the orchestrator receives: one repository_dispatch `tend-chat` per
// chat thread. GitHub caps client_payload at 10 top-level keys and under 64 KB (DESIGN.md), and
// the payload comes from whoever holds a write token, so the receiver validates it like any input.


const CHAT_EVENT_TYPE = 'tend-chat';
/** GitHub refuses a client_payload of 64 KB or more; stay well under with JSON overhead. */
const MAX_PAYLOAD_BYTES = 60_000;
const MAX_EVENTS_PER_DISPATCH = 20;
const ChatDispatchPayloadSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Payload schema version. */
    v: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1),
    /** `platform:chat_id:root_message_id` (see threadKeyOf). */
    thread_key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(3).max(300),
    /** The thread's new actionable messages, oldest first; the orchestrator ignores message_ids it has already seen. */
    events: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_core_chat_event_js__WEBPACK_IMPORTED_MODULE_0__/* .ClassifiedEventSchema */ .b9).min(1).max(MAX_EVENTS_PER_DISPATCH),
})
    .strict();
function payloadBytes(payload) {
    return Buffer.byteLength(JSON.stringify(payload), 'utf8');
}


/***/ })

};
