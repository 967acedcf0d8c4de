import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  hasWriteAccess,
  repositoryPermission
} from "./chunk-FEOAC5OH.js";
import {
  channelHealth
} from "./chunk-CLCVSVJK.js";
import {
  RECORDS_BY_TITLE
} from "./chunk-BQKCHQKM.js";
import {
  parseTeamsChatId
} from "./chunk-ATIK5NIZ.js";
import {
  DEFAULT_JSON_API_RETRY,
  callJson
} from "./chunk-JY2UTRDB.js";
import {
  compileClassifier
} from "./chunk-EHJDBSGZ.js";
import {
  DEFAULT_CHAT_CONFIG,
  parseRepoConfig
} from "./chunk-SKSTU3KH.js";
import {
  restFailure
} from "./chunk-LVHWABGA.js";
import "./chunk-LG6AUEHQ.js";
import {
  redactor
} from "./chunk-YZVQOZV2.js";
import {
  cell
} from "./chunk-S4IF65ND.js";
import "./chunk-GNGUAHQX.js";
import "./chunk-N5SJCIZT.js";
import "./chunk-6R5FL2YM.js";
import {
  CHAT_LABEL,
  threadKeyFromBody
} from "./chunk-I73JRKIB.js";
import {
  createOctokit,
  githubAccess
} from "./chunk-A5AJFQET.js";
import {
  decodeMarker,
  encodeMarker,
  hasMarker
} from "./chunk-UGMHMVMQ.js";
import "./chunk-UEXZ74AC.js";
import "./chunk-KDLETJZ5.js";
import "./chunk-5EY3UU44.js";
import {
  ClassifiedEventSchema,
  threadKeyOf
} from "./chunk-2NYCHYZ4.js";
import {
  iso_exports
} from "./chunk-KRQCIFPU.js";
import "./chunk-UEZY675Q.js";
import {
  GITHUB_ACTIONS_BOT
} from "./chunk-PSBXGJWC.js";
import {
  array,
  literal,
  number,
  object,
  record,
  strictObject,
  string,
  union,
  unknown
} from "./chunk-CZ44SP4R.js";
import "./chunk-BLH2SJWA.js";
import "./chunk-SZHJZVAZ.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/cli/chat-bridge.ts
import { readFile } from "node:fs/promises";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join2 } from "node:path";
import { parseArgs } from "node:util";

// src/chat/watch/watch-state.ts
import { deflateRawSync, inflateRawSync } from "node:zlib";
var DISPATCHED_WINDOW = 100;
var MAX_STATE_BODY = 65536;
var ChannelStateSchema = strictObject({
  /** The adapter's cursor; null before the first successful read. */
  cursor: unknown(),
  /** create_time of the newest message read (RFC 3339); decides which state wins a merge. */
  read_until: string().nullable(),
  /** Message ids already dispatched, oldest first. */
  dispatched: array(string()).max(DISPATCHED_WINDOW),
  updated_at: string()
});
var WatchStateSchema = strictObject({
  v: literal(1),
  channels: record(string(), ChannelStateSchema),
  /** Channel key → until when a running bridge reads it (RFC 3339); absent when no bridge ever ran. */
  leases: record(string(), string()).optional(),
  /** Channel key → until when a scheduled run reads it (RFC 3339); only in the schedule's record. */
  intents: record(string(), string()).optional()
});
var EMPTY_WATCH_STATE = { v: 1, channels: {} };
function channelKey(channel) {
  return `${channel.platform}:${channel["chat-id"]}`;
}
__name(channelKey, "channelKey");
var StoredSchema = strictObject({ v: literal(1), deflated: string().max(MAX_STATE_BODY) });
function readWatchState(body) {
  const stored = StoredSchema.safeParse(body ? decodeMarker(body) : void 0);
  if (!stored.success) return EMPTY_WATCH_STATE;
  let json;
  try {
    json = JSON.parse(inflateRawSync(Buffer.from(stored.data.deflated, "base64"), { maxOutputLength: 4 * 1024 * 1024 }).toString("utf8"));
  } catch {
    return EMPTY_WATCH_STATE;
  }
  const parsed = WatchStateSchema.safeParse(json);
  return parsed.success ? parsed.data : EMPTY_WATCH_STATE;
}
__name(readWatchState, "readWatchState");
function storedMarker(state) {
  return encodeMarker({ v: 1, deflated: deflateRawSync(JSON.stringify(state), { level: 9 }).toString("base64") });
}
__name(storedMarker, "storedMarker");
function remember(window, ids) {
  const seen = new Set(window);
  const next = [...window];
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    next.push(id);
  }
  return next.slice(-DISPATCHED_WINDOW);
}
__name(remember, "remember");
function mergeWatchStates(stored, ours) {
  const channels = { ...stored.channels };
  for (const [key, mine] of Object.entries(ours.channels)) {
    const theirs = stored.channels[key];
    if (!theirs) {
      channels[key] = mine;
      continue;
    }
    const theirsFurther = theirs.read_until !== null && (mine.read_until === null || Date.parse(theirs.read_until) > Date.parse(mine.read_until));
    const winner = theirsFurther ? theirs : mine;
    channels[key] = { ...winner, dispatched: remember(theirs.dispatched, mine.dispatched) };
  }
  const leases = laterClaims(stored.leases, ours.leases);
  const intents = laterClaims(stored.intents, ours.intents);
  return { v: 1, channels, ...Object.keys(leases).length > 0 ? { leases } : {}, ...Object.keys(intents).length > 0 ? { intents } : {} };
}
__name(mergeWatchStates, "mergeWatchStates");
function laterClaims(a, b) {
  const claims = { ...a ?? {} };
  for (const [key, until] of Object.entries(b ?? {})) {
    if (claims[key] === void 0 || Date.parse(until) > Date.parse(claims[key])) claims[key] = until;
  }
  return claims;
}
__name(laterClaims, "laterClaims");
function mergeRecords(records) {
  const fromSchedule = { v: 1, channels: records.schedule.channels, ...records.schedule.intents ? { intents: records.schedule.intents } : {}, ...records.schedule.leases ? { leases: records.schedule.leases } : {} };
  return records.bridges.reduce((merged, bridge) => mergeWatchStates(merged, { v: 1, channels: bridge.channels, ...bridge.leases ? { leases: bridge.leases } : {} }), fromSchedule);
}
__name(mergeRecords, "mergeRecords");
function ownRecord(merged, writer, claims) {
  const kept = Object.keys(claims).length > 0 ? { [writer === "bridge" ? "leases" : "intents"]: claims } : {};
  return { v: 1, channels: merged.channels, ...kept };
}
__name(ownRecord, "ownRecord");
function renderBridgeRecord(state) {
  const body = ["tend chat bridge keeps its own cursors and leases here (the scheduled chat-watch reads them and leaves leased channels to the bridge). Do not edit or delete this comment.", "", storedMarker(state)].join("\n");
  if (body.length > MAX_STATE_BODY) throw new Error(`the chat bridge's state for ${Object.keys(state.channels).length} channels is ${body.length} characters, over GitHub's ${MAX_STATE_BODY}-character comment limit; run one bridge per group of channels.`);
  return body;
}
__name(renderBridgeRecord, "renderBridgeRecord");
function renderWatchBody(state, names) {
  const rows = Object.entries(state.channels).sort(([a], [b]) => a.localeCompare(b)).map(([key, c]) => `| ${cell(names[key] ?? key)} | \`${cell(key)}\` | ${cell(c.read_until ?? "not yet")} | ${cell(c.updated_at)} |`);
  const body = [
    "tend keeps the chat watcher's cursors here: which messages of each watched channel it has read and dispatched. Do not edit or close this issue; tend updates it on every chat-watch run.",
    "",
    "| channel | key | newest message read | updated |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
    storedMarker(state)
  ].join("\n");
  if (body.length > MAX_STATE_BODY) {
    throw new Error(`the chat-watch state for ${Object.keys(state.channels).length} channels is ${body.length} characters, over GitHub's ${MAX_STATE_BODY}-character issue body limit; watch fewer channels per workflow (one chat-watch workflow per group of channels, each with its own config-path).`);
  }
  return body;
}
__name(renderWatchBody, "renderWatchBody");

// src/chat/watch/watch.ts
import { appendFile, mkdir } from "node:fs/promises";
import { join } from "node:path";

// src/github/chat-dispatch-payload.ts
var CHAT_EVENT_TYPE = "tend-chat";
var MAX_PAYLOAD_BYTES = 6e4;
var MAX_EVENTS_PER_DISPATCH = 20;
var ChatDispatchPayloadSchema = object({
  /** Payload schema version. */
  v: literal(1),
  /** `platform:chat_id:root_message_id` (see threadKeyOf). */
  thread_key: string().min(3).max(300),
  /** The thread's new actionable messages, oldest first; the orchestrator ignores message_ids it has already seen. */
  events: array(ClassifiedEventSchema).min(1).max(MAX_EVENTS_PER_DISPATCH)
}).strict();
function payloadBytes(payload) {
  return Buffer.byteLength(JSON.stringify(payload), "utf8");
}
__name(payloadBytes, "payloadBytes");

// src/github/labelled-issues.ts
var toRecord = /* @__PURE__ */ __name((issue) => ({ id: issue.number, body: issue.body ?? "", authorId: issue.user?.id ?? 0 }), "toRecord");
var ByTitle = object({
  search: object({
    nodes: array(
      object({ __typename: string(), number: number().optional(), title: string().optional(), body: string().optional(), author: object({ databaseId: number().nullable().optional() }).nullable().optional() }).nullable()
    )
  })
});
function labelledIssueStore(octokit, repo, issue) {
  const ownRecord2 = /* @__PURE__ */ __name((r, selfId) => r.authorId === selfId && hasMarker(r.body), "ownRecord");
  return {
    async list() {
      const issues = await octokit.paginate(octokit.rest.issues.listForRepo, { ...repo, labels: issue.label, state: issue.closedToo ? "all" : "open", per_page: 100 });
      const labelled = issues.filter((i) => !i.pull_request).map(toRecord);
      const by = issue.byTitle;
      if (!by || labelled.some((r) => ownRecord2(r, by.selfId))) return labelled;
      const search = `repo:${repo.owner}/${repo.repo} is:issue in:title ${JSON.stringify(issue.title)} sort:created-asc`;
      const found = ByTitle.parse(await octokit.graphql(RECORDS_BY_TITLE, { search }));
      const titled = found.search.nodes.flatMap(
        (n) => n && n.__typename === "Issue" && n.number !== void 0 && n.title === issue.title ? [{ id: n.number, body: n.body ?? "", authorId: n.author?.databaseId ?? 0 }] : []
      );
      return [...labelled, ...titled.filter((r) => ownRecord2(r, by.selfId) && !labelled.some((l) => l.id === r.id))];
    },
    async create(body) {
      const { data } = await octokit.rest.issues.create({ ...repo, title: issue.title, body, labels: [issue.label] });
      return toRecord(data);
    },
    async update(id, body) {
      await octokit.rest.issues.update({ ...repo, issue_number: id, body });
    },
    async remove(id) {
      await octokit.rest.issues.update({ ...repo, issue_number: id, state: "closed", state_reason: "not_planned" });
    },
    async get(id) {
      const { data } = await octokit.rest.issues.get({ ...repo, issue_number: id });
      return toRecord(data);
    }
  };
}
__name(labelledIssueStore, "labelledIssueStore");

// src/github/chat-watch.ts
var WATCH_LABEL = "tend:chat-watch";
var WATCH_TITLE = "tend chat-watch state";
function watchStateStore(octokit, repo) {
  return labelledIssueStore(octokit, repo, { label: WATCH_LABEL, title: WATCH_TITLE });
}
__name(watchStateStore, "watchStateStore");
function stateCommentStore(octokit, repo, issueNumber) {
  const toRecord2 = /* @__PURE__ */ __name((c) => ({ id: c.id, body: c.body ?? "", authorId: c.user?.id ?? 0, authorLogin: c.user?.login ?? null }), "toRecord");
  return {
    async list() {
      return (await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 })).map(toRecord2);
    },
    async create(body) {
      return toRecord2((await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body, request: { retries: 0 } })).data);
    },
    async update(id, body) {
      await octokit.rest.issues.updateComment({ ...repo, comment_id: id, body });
    },
    async remove(id) {
      await octokit.rest.issues.deleteComment({ ...repo, comment_id: id });
    }
  };
}
__name(stateCommentStore, "stateCommentStore");
async function inflightThreadKeys(octokit, repo, selfId) {
  const issues = await octokit.paginate(octokit.rest.issues.listForRepo, { ...repo, labels: CHAT_LABEL, state: "open", per_page: 100 });
  const keys = /* @__PURE__ */ new Set();
  for (const issue of issues) {
    const key = issue.pull_request || issue.user?.id !== selfId ? null : threadKeyFromBody(issue.body ?? "");
    if (key) keys.add(key);
  }
  return keys;
}
__name(inflightThreadKeys, "inflightThreadKeys");
async function dispatchChatThread(octokit, repo, payload) {
  await octokit.rest.repos.createDispatchEvent({ ...repo, event_type: CHAT_EVENT_TYPE, client_payload: payload });
}
__name(dispatchChatThread, "dispatchChatThread");

// src/chat/adapters/index.ts
var TOKEN_INPUT = { slack: "slack-token", discord: "discord-token", mattermost: "mattermost-token", teams: "teams-token", lark: "lark-app-secret" };
var ChatAdapterError = class extends Error {
  static {
    __name(this, "ChatAdapterError");
  }
};
async function chatAdapter(platform, connections) {
  const token = connections.tokens[platform];
  const input = TOKEN_INPUT[platform];
  if (input !== void 0 && (token === void 0 || token.trim() === "")) {
    throw new ChatAdapterError(`a ${platform} channel is configured but the '${input}' input is empty: pass the bot token from a secret (with: ${input}: \${{ secrets.\u2026 }}).`);
  }
  const url = connections.urls[platform];
  switch (platform) {
    case "slack": {
      const { slackAdapter } = await import("./slack-ZNDJ2U3S.js");
      return slackAdapter({ token, ...url ? { apiUrl: url } : {}, now: connections.now, retryBaseMs: connections.retryBaseMs, log: connections.log });
    }
    case "discord": {
      const { discordAdapter } = await import("./discord-2755DFJ3.js");
      return discordAdapter({ token, ...url ? { apiUrl: url } : {}, now: connections.now });
    }
    case "mattermost": {
      if (!url) throw new ChatAdapterError("a mattermost channel is configured but no server is: set chat.mattermost-url in .github/tend.yml to your Mattermost site URL (e.g. https://chat.example.com).");
      const { createMattermostAdapter } = await import("./mattermost-DPZWDN7W.js");
      return createMattermostAdapter({ url, token, ...jsonApiTiming(connections) });
    }
    case "teams": {
      const { createTeamsAdapter } = await import("./teams-W4DAP4FN.js");
      return createTeamsAdapter({ token, ...url ? { url } : {}, ...jsonApiTiming(connections) });
    }
    case "lark": {
      if (!/^[^:\s]+:\S/.test(token)) throw new ChatAdapterError("a lark channel is configured but no app id is: set chat.lark-app-id in .github/tend.yml to the app id (cli_\u2026) of the app whose secret is the 'lark-app-secret' input.");
      const { createLarkAdapter } = await import("./lark-OVOBHBUC.js");
      return createLarkAdapter({ credentials: token, ...url ? { apiUrl: url } : {}, ...connections.now ? { now: /* @__PURE__ */ __name(() => connections.now().getTime(), "now") } : {}, ...connections.retryBaseMs !== void 0 ? { retryBaseMs: connections.retryBaseMs } : {} });
    }
    default:
      throw new ChatAdapterError(`tend has no ${platform} adapter yet; supported: ${Object.keys(TOKEN_INPUT).join(", ")}.`);
  }
}
__name(chatAdapter, "chatAdapter");
function jsonApiTiming(connections) {
  const now = connections.now;
  return {
    ...now ? { now: /* @__PURE__ */ __name(() => now().getTime(), "now") } : {},
    ...connections.retryBaseMs !== void 0 ? { retry: { ...DEFAULT_JSON_API_RETRY, minTimeoutMs: connections.retryBaseMs } } : {}
  };
}
__name(jsonApiTiming, "jsonApiTiming");

// src/chat/watch/watch-plan.ts
var MAX_PAYLOAD_KEYS = 10;
function planDispatches(events, alreadyDispatched) {
  const threads = /* @__PURE__ */ new Map();
  for (const event of events) {
    if (event.classification !== "actionable" || alreadyDispatched.has(event.message_id)) continue;
    const key = threadKeyOf(event);
    const list = threads.get(key) ?? [];
    list.push(event);
    threads.set(key, list);
  }
  const payloads = [];
  const notes = [];
  for (const [threadKey, list] of threads) {
    const sorted = [...list].sort((a, b) => Date.parse(a.create_time) - Date.parse(b.create_time));
    let batch = [];
    const flush = /* @__PURE__ */ __name(() => {
      if (batch.length > 0) payloads.push(checkedPayload({ v: 1, thread_key: threadKey, events: batch }));
      batch = [];
    }, "flush");
    for (const original of sorted) {
      const event = fitAlone(threadKey, original, notes);
      const candidate = { v: 1, thread_key: threadKey, events: [...batch, event] };
      if (batch.length >= MAX_EVENTS_PER_DISPATCH || payloadBytes(candidate) >= MAX_PAYLOAD_BYTES) flush();
      batch.push(event);
    }
    flush();
  }
  return { payloads, notes };
}
__name(planDispatches, "planDispatches");
function fitAlone(threadKey, event, notes) {
  const alone = /* @__PURE__ */ __name((e) => payloadBytes({ v: 1, thread_key: threadKey, events: [e] }), "alone");
  if (alone(event) < MAX_PAYLOAD_BYTES) return event;
  const original = event.content.length;
  let keep = original;
  let fitted = event;
  while (alone(fitted) >= MAX_PAYLOAD_BYTES && keep > 0) {
    keep = Math.floor(keep * 0.8);
    fitted = { ...event, content: `${event.content.slice(0, keep)}
[truncated by tend: ${original - keep} of ${original} characters left out to fit GitHub's repository_dispatch limit]` };
  }
  notes.push(`message ${event.message_id} in ${threadKey} was ${original} characters; its dispatch carries the first ${keep}.`);
  return fitted;
}
__name(fitAlone, "fitAlone");
function checkedPayload(payload) {
  const parsed = ChatDispatchPayloadSchema.parse(payload);
  const keys = Object.keys(parsed).length;
  const bytes = payloadBytes(parsed);
  if (keys > MAX_PAYLOAD_KEYS || bytes >= MAX_PAYLOAD_BYTES) {
    throw new Error(`a tend-chat payload for ${payload.thread_key} has ${keys} top-level keys and ${bytes} bytes; GitHub takes at most ${MAX_PAYLOAD_KEYS} keys and under 64 KB`);
  }
  return parsed;
}
__name(checkedPayload, "checkedPayload");

// src/chat/watch/watch-exclusion.ts
var INTENT_MINUTES = 10;
var LEASE_SAFE_MS = 6e4;
var live = /* @__PURE__ */ __name((until, now, marginMs = 0) => until !== void 0 && Date.parse(until) > now.getTime() + marginMs, "live");
function scheduleMayRead(merged, key, now) {
  return !live(merged.leases?.[key], now);
}
__name(scheduleMayRead, "scheduleMayRead");
function bridgeMayRead(merged, key, now) {
  return !live(merged.intents?.[key], now);
}
__name(bridgeMayRead, "bridgeMayRead");
function claimCoversDispatch(until, now) {
  return live(until, now, LEASE_SAFE_MS);
}
__name(claimCoversDispatch, "claimCoversDispatch");
function leaseNeedsWrite(own, keys, leaseMinutes, now) {
  return keys.some((key) => !live(own.leases?.[key], now, leaseMinutes * 6e4 / 2));
}
__name(leaseNeedsWrite, "leaseNeedsWrite");
function claimed(claims, keys, until) {
  const next = { ...claims ?? {} };
  for (const key of keys) if (next[key] === void 0 || Date.parse(next[key]) < until.getTime()) next[key] = until.toISOString();
  return next;
}
__name(claimed, "claimed");

// src/store/unique-record.ts
function findOwnRecord(records, selfId) {
  const ours = records.filter((r) => r.authorId === selfId && hasMarker(r.body)).sort((a, b) => a.id - b.id);
  const [record2 = null, ...duplicates] = ours;
  return { record: record2, duplicates };
}
__name(findOwnRecord, "findOwnRecord");
var ATTEMPTS = 3;
async function again(step) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}
__name(again, "again");
async function fold(store, found, body) {
  if (found.record.body !== body) await store.update(found.record.id, body);
  for (const duplicate of found.duplicates) await again(() => store.remove(duplicate.id));
  return found.record.id;
}
__name(fold, "fold");
async function saveOwnRecord(store, selfId, found, body) {
  if (found.record) return fold(store, { ...found, record: found.record }, body);
  for (let attempt = 1; ; attempt += 1) {
    let createError = null;
    let listed = null;
    try {
      if (store.createAndList) listed = await store.createAndList(body);
      else await store.create(body);
    } catch (error) {
      createError = error;
    }
    const after = findOwnRecord(listed ?? await again(() => store.list()), selfId);
    if (after.record) return fold(store, { ...after, record: after.record }, body);
    if (createError === null) throw new Error("the record was created but cannot be found");
    const status = createError.status;
    if (typeof status !== "number" || status < 500 || attempt >= ATTEMPTS) throw createError;
  }
}
__name(saveOwnRecord, "saveOwnRecord");

// src/chat/watch/watch-records.ts
async function bridgeStates(comments, trusted) {
  const states = [];
  for (const comment of comments) if (hasMarker(comment.body) && await trusted(comment)) states.push(readWatchState(comment.body));
  return states;
}
__name(bridgeStates, "bridgeStates");
function writerCheck(octokit, repo, selfIds) {
  const known = /* @__PURE__ */ new Map();
  return async (comment) => {
    if (selfIds().includes(comment.authorId)) return true;
    if (comment.authorLogin === null || comment.authorId === 0) return false;
    if (!known.has(comment.authorId)) known.set(comment.authorId, hasWriteAccess(await repositoryPermission(octokit, repo, comment.authorLogin)));
    return known.get(comment.authorId);
  };
}
__name(writerCheck, "writerCheck");
async function scheduleRecords(octokit, repo, selfId, names) {
  const issues = watchStateStore(octokit, repo);
  let found = findOwnRecord(await issues.list(), selfId);
  let fresh = found.record;
  const trusted = writerCheck(octokit, repo, () => []);
  return {
    async read() {
      if (!found.record) return { merged: { v: 1, channels: {} }, own: { v: 1, channels: {} } };
      const issue = fresh ?? await issues.get(found.record.id);
      fresh = null;
      const own = readWatchState(issue.body);
      const bridges = await bridgeStates(await stateCommentStore(octokit, repo, found.record.id).list(), trusted);
      return { merged: mergeRecords({ schedule: own, bridges }), own };
    },
    async readOwn() {
      return found.record ? readWatchState((await issues.get(found.record.id)).body) : { v: 1, channels: {} };
    },
    async save(own) {
      const body = renderWatchBody(own, names);
      const id = await saveOwnRecord(issues, selfId, found, body);
      found = { record: { id, body, authorId: selfId }, duplicates: [] };
    }
  };
}
__name(scheduleRecords, "scheduleRecords");
async function bridgeRecords(octokit, repo, stateAuthor, identity) {
  const issues = watchStateStore(octokit, repo);
  const issue = findOwnRecord(await issues.list(), stateAuthor).record;
  if (!issue) throw new Error(`no chat-watch state issue by account ${stateAuthor}: run the chat-watch workflow once so it starts the cursors`);
  let fresh = issue;
  const comments = stateCommentStore(octokit, repo, issue.id);
  const trusted = writerCheck(octokit, repo, () => [identity.id]);
  let own = { record: null, duplicates: [] };
  return {
    async read() {
      const body = (fresh ?? await issues.get(issue.id)).body;
      fresh = null;
      const listed = await comments.list();
      own = identity.id === null ? own : findOwnRecord(listed, identity.id);
      const bridges = await bridgeStates(listed, trusted);
      return { merged: mergeRecords({ schedule: readWatchState(body), bridges }), own: readWatchState(own.record?.body) };
    },
    async readOwn() {
      return readWatchState(own.record?.body);
    },
    async save(state) {
      const body = renderBridgeRecord(state);
      if (identity.id === null) {
        const created = await comments.create(body);
        identity.id = created.authorId;
        own = { record: { ...created, body }, duplicates: [] };
        return;
      }
      const id = await saveOwnRecord(comments, identity.id, own, body);
      own = { record: { id, body, authorId: identity.id }, duplicates: [] };
    }
  };
}
__name(bridgeRecords, "bridgeRecords");

// src/chat/watch/watch.ts
var EVENTS_FILE = "chat-events.ndjson";
async function runChatWatch(deps) {
  const route = { action: "chat-watch", detail: deps.cause };
  const channels = deps.chat?.channels ?? [];
  if (channels.length === 0) {
    return {
      workflow: "chat-watch",
      target: null,
      state: "skipped",
      reason: `Nothing to do: no chat channels are configured; list them under chat.channels in ${deps.configPath} on the default branch.`,
      route,
      decisions: [],
      merged: false,
      trackingCommentId: null
    };
  }
  const chat = deps.chat;
  const names = Object.fromEntries(channels.map((c) => [channelKey(c), c.name]));
  const bridge = deps.leaseMinutes !== void 0;
  const records = bridge ? await bridgeRecords(deps.octokit, deps.repo, deps.selfId, deps.bridgeIdentity ?? { id: null }) : await scheduleRecords(deps.octokit, deps.repo, deps.selfId, names);
  const loaded = await records.read();
  let state = loaded.merged;
  let claims = bridge ? { ...loaded.own.leases ?? {} } : {};
  let writtenClaims = claims;
  const refresh = /* @__PURE__ */ __name(async () => {
    state = mergeWatchStates((await records.read()).merged, { v: 1, channels: state.channels });
  }, "refresh");
  const refreshOwn = /* @__PURE__ */ __name(async () => {
    if (!bridge) state = mergeWatchStates(state, await records.readOwn());
  }, "refreshOwn");
  const write = /* @__PURE__ */ __name(async () => {
    if (deps.dryRun) return;
    await records.save(ownRecord(state, bridge ? "bridge" : "schedule", claims));
    writtenClaims = claims;
  }, "write");
  const keys = channels.map(channelKey);
  if (!deps.dryRun && bridge && leaseNeedsWrite(loaded.own, keys, deps.leaseMinutes, deps.now())) {
    claims = claimed(claims, keys, new Date(deps.now().getTime() + deps.leaseMinutes * 6e4));
    await write();
    await refresh();
  }
  if (!deps.dryRun && !bridge) {
    const wanted = keys.filter((key) => scheduleMayRead(state, key, deps.now()));
    if (wanted.length > 0) {
      claims = claimed({}, wanted, new Date(deps.now().getTime() + INTENT_MINUTES * 6e4));
      await write();
      await refresh();
    }
  }
  const deferred = [];
  const release = /* @__PURE__ */ __name((key) => {
    if (bridge || claims[key] === void 0) return;
    claims = Object.fromEntries(Object.entries(claims).filter(([k]) => k !== key));
  }, "release");
  const inflight = await inflightThreadKeys(deps.octokit, deps.repo, deps.selfId);
  const classifier = compileClassifier(chat);
  const adapters = /* @__PURE__ */ new Map();
  const health = [];
  const notes = [];
  await mkdir(deps.auditDir, { recursive: true });
  for (const channel of channels) {
    const key = channelKey(channel);
    const at = deps.now();
    let events = [];
    let dispatches = 0;
    const before = state.channels[key] ?? { cursor: null, read_until: null, dispatched: [], updated_at: at.toISOString() };
    const heldAway = /* @__PURE__ */ __name(() => bridge ? !bridgeMayRead(state, key, deps.now()) : !scheduleMayRead(state, key, deps.now()), "heldAway");
    const claimEnding = /* @__PURE__ */ __name(() => !deps.dryRun && !claimCoversDispatch(claims[key], deps.now()), "claimEnding");
    if (heldAway()) {
      if (bridge) {
        deferred.push(key);
        notes.push(`${channel.name}: a scheduled chat-watch is reading it (until ${state.intents?.[key]}); read again shortly.`);
      } else {
        notes.push(`${channel.name}: read by a running tend chat bridge (lease until ${state.leases?.[key]}); left to it.`);
        release(key);
      }
      health.push(channelHealth({ channel: channel.name, key, events, dispatches, readUntil: before.read_until, at, error: null }));
      continue;
    }
    let handedOver = false;
    try {
      const adapter = adapters.get(channel.platform) ?? await chatAdapter(channel.platform, deps.connections);
      adapters.set(channel.platform, adapter);
      let cursor = null;
      if (before.cursor !== null && before.cursor !== void 0) {
        const parsed = safeParseCursor(adapter, before.cursor);
        if (parsed.ok) cursor = parsed.cursor;
        else notes.push(`${channel.name}: the stored cursor was not readable (${parsed.why}); read again from ${chat["lookback-minutes"]} minutes back, already dispatched messages are skipped.`);
      }
      const prefix = `${key}:`;
      const followThreads = [...inflight].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
      const read = await adapter.readSince({ chat_id: channel["chat-id"], chat_name: channel.name }, cursor, {
        followThreads,
        startAt: new Date(at.getTime() - chat["lookback-minutes"] * 6e4)
      });
      const classifiedAt = deps.now().toISOString();
      events = read.events.map((e) => classifier.classify(e, { inflight, classifiedAt }));
      if (events.length > 0) await appendFile(join(deps.auditDir, EVENTS_FILE), events.map((e) => deps.redact(JSON.stringify(e)) + "\n").join(""));
      const plan = planDispatches(events, new Set(before.dispatched));
      notes.push(...plan.notes.map((n) => `${channel.name}: ${n}`));
      for (const planned of plan.payloads) {
        if (deps.dryRun) {
          deps.log(`dry run: would dispatch tend-chat for ${planned.thread_key} with ${planned.events.length} message(s)`);
          continue;
        }
        await refresh();
        if (heldAway() || claimEnding()) {
          handedOver = true;
          if (bridge) deferred.push(key);
          notes.push(`${channel.name}: ${bridge ? "a scheduled chat-watch" : "a tend chat bridge"} took the channel over, or this run's claim on it ran out; left to the next read.`);
          break;
        }
        const sent = new Set(state.channels[key]?.dispatched ?? []);
        const events2 = planned.events.filter((e) => !sent.has(e.message_id));
        if (events2.length === 0) continue;
        await dispatchChatThread(deps.octokit, deps.repo, { ...planned, events: events2 });
        dispatches += 1;
        await refreshOwn();
        const current2 = state.channels[key] ?? before;
        state = { ...state, channels: { ...state.channels, [key]: { ...current2, dispatched: remember(current2.dispatched, events2.map((e) => e.message_id)), updated_at: deps.now().toISOString() } } };
        await write();
      }
      if (handedOver) {
        release(key);
        health.push(channelHealth({ channel: channel.name, key, events, dispatches, readUntil: state.channels[key]?.read_until ?? null, at: deps.now(), error: null }));
        continue;
      }
      await refreshOwn();
      const current = state.channels[key] ?? before;
      const newest = events.reduce((m, e) => m === null || Date.parse(e.create_time) > Date.parse(m) ? e.create_time : m, before.read_until);
      const further = current.read_until !== null && (newest === null || Date.parse(current.read_until) > Date.parse(newest));
      if (!further) state = { ...state, channels: { ...state.channels, [key]: { ...current, cursor: read.cursor, read_until: newest, updated_at: deps.now().toISOString() } } };
      release(key);
      await write();
      health.push(channelHealth({ channel: channel.name, key, events, dispatches, readUntil: state.channels[key].read_until, at: deps.now(), error: null }));
    } catch (error) {
      const line = deps.redact(errorLine(error));
      deps.warn(`chat-watch: ${channel.name} (${key}): ${line}`);
      health.push(channelHealth({ channel: channel.name, key, events, dispatches, readUntil: state.channels[key]?.read_until ?? null, at: deps.now(), error: line }));
      release(key);
    }
  }
  if (!bridge && Object.keys(writtenClaims).length > 0) {
    claims = {};
    await refreshOwn();
    await write();
  }
  const failed = health.filter((h) => h.error !== null).length;
  const total = /* @__PURE__ */ __name((f) => health.reduce((sum, h) => sum + f(h), 0), "total");
  const reason = `Read ${total((h) => h.events_read)} message(s) in ${channels.length} channel(s): ${total((h) => h.actionable)} actionable, ${total((h) => h.ambient)} ambient, ${total((h) => h.ack)} ack; ${deps.dryRun ? "dry run, nothing dispatched" : `${total((h) => h.dispatches)} tend-chat dispatch(es)`}` + (failed > 0 ? `; ${failed} channel(s) failed and keep their cursor for the next run.` : ".");
  return {
    workflow: "chat-watch",
    target: null,
    state: failed === 0 ? "watched" : failed === channels.length ? "failed" : "partial",
    reason,
    route,
    decisions: health.map((h) => ({
      target: null,
      decision: h.error ? "channel failed" : `${h.dispatches} dispatch(es)`,
      why: `${h.channel}: ${h.error ?? `${h.events_read} read, ${h.actionable} actionable, ${h.ambient} ambient, ${h.ack} ack`}`
    })),
    merged: false,
    trackingCommentId: null,
    notes,
    chatWatch: health,
    ...deferred.length > 0 ? { deferred } : {}
  };
}
__name(runChatWatch, "runChatWatch");
function safeParseCursor(adapter, stored) {
  try {
    return { ok: true, cursor: adapter.parseCursor(stored) };
  } catch (error) {
    return { ok: false, why: errorLine(error).slice(0, 200) };
  }
}
__name(safeParseCursor, "safeParseCursor");
function errorLine(error) {
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0].replace(/ - https?:\/\/\S+$/, "");
  const status = restFailure(error)?.status;
  return status !== void 0 && !message.includes(String(status)) ? `GitHub answered ${status}: ${message}` : message;
}
__name(errorLine, "errorLine");

// src/chat/bridge/bridge.ts
var LEASE_MINUTES = 10;
var RENEW_EVERY_MS = 3 * 6e4;
var RETRY_DEFERRED_MS = 5e3;
function createBridge(deps, onRead) {
  const channels = new Map(deps.chat.channels.map((c) => [channelKey(c), c]));
  const pending = /* @__PURE__ */ new Set();
  let running = null;
  let stopping = false;
  const status = { reads: 0, failedReads: 0, lastReadAt: null, lastError: null };
  let idleWaiters = [];
  const renew = setInterval(() => wakeAll(), RENEW_EVERY_MS);
  renew.unref();
  const retries = /* @__PURE__ */ new Set();
  const deferred = /* @__PURE__ */ new Set();
  const retryLater = /* @__PURE__ */ __name((keys) => {
    if (stopping || keys.length === 0) return;
    for (const key of keys) deferred.add(key);
    const timer = setTimeout(() => {
      retries.delete(timer);
      for (const key of keys) deferred.delete(key);
      if (stopping) return;
      for (const key of keys) pending.add(key);
      kick();
    }, deps.retryDeferredMs ?? RETRY_DEFERRED_MS);
    retries.add(timer);
  }, "retryLater");
  const identity = deps.bridgeIdentity ?? { id: null };
  const wakeAll = /* @__PURE__ */ __name(() => {
    if (stopping) return;
    for (const key of channels.keys()) pending.add(key);
    kick();
  }, "wakeAll");
  const drain = /* @__PURE__ */ __name(async () => {
    while (pending.size > 0) {
      const keys = [...pending];
      pending.clear();
      const chat = { ...deps.chat, channels: keys.map((k) => channels.get(k)) };
      try {
        const outcome = await runChatWatch({ ...deps, chat, cause: "bridge", leaseMinutes: LEASE_MINUTES, bridgeIdentity: identity });
        status.reads += 1;
        status.lastReadAt = deps.now().toISOString();
        const failed = (outcome.chatWatch ?? []).filter((h) => h.error !== null);
        if (failed.length > 0) {
          status.failedReads += 1;
          status.lastError = failed.map((h) => `${h.channel}: ${h.error}`).join("; ");
        }
        deps.log(`bridge: ${outcome.reason}`);
        retryLater(outcome.deferred ?? []);
        onRead?.(outcome);
      } catch (error) {
        status.reads += 1;
        status.failedReads += 1;
        status.lastError = deps.redact(error instanceof Error ? error.message : String(error)).split("\n")[0];
        deps.warn(`bridge: a read failed: ${status.lastError}`);
      }
    }
  }, "drain");
  const kick = /* @__PURE__ */ __name(() => {
    if (running) return;
    running = drain().finally(() => {
      running = null;
      if (pending.size > 0 && !stopping) kick();
      else {
        const waiters = idleWaiters;
        idleWaiters = [];
        for (const w of waiters) w();
      }
    });
  }, "kick");
  return {
    wake(platform, chatId) {
      const key = `${platform}:${chatId}`;
      if (stopping || !channels.has(key)) return false;
      pending.add(key);
      kick();
      return true;
    },
    wakeAll,
    idle() {
      if (!running && pending.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    health: /* @__PURE__ */ __name(() => ({ channels: [...channels.keys()], ...status, pending: (/* @__PURE__ */ new Set([...pending, ...deferred])).size, reading: running !== null, stopping }), "health"),
    async stop() {
      stopping = true;
      clearInterval(renew);
      for (const timer of retries) clearTimeout(timer);
      deferred.clear();
      if (running) await running;
      if (pending.size > 0) {
        kick();
        if (running) await running;
      }
    }
  };
}
__name(createBridge, "createBridge");

// src/chat/bridge/http-server.ts
import { createServer } from "node:http";
var MAX_BODY_BYTES = 1024 * 1024;
async function startBridgeHttp(options) {
  const paths = ["GET /healthz", ...options.routes.map((r) => `${r.method} ${r.path}`)];
  const server = createServer((req, res) => {
    const send = /* @__PURE__ */ __name((reply) => {
      const text = reply.contentType ? String(reply.body) : JSON.stringify(reply.body);
      res.writeHead(reply.status, { "content-type": reply.contentType ?? "application/json" });
      res.end(text, () => reply.after?.());
    }, "send");
    const url = new URL(req.url ?? "/", "http://bridge.invalid");
    if (req.method === "GET" && url.pathname === "/healthz") {
      const { ok, detail } = options.health();
      send({ status: ok ? 200 : 503, body: { ok, ...detail } });
      return;
    }
    const route = options.routes.find((r) => r.method === req.method && r.path === url.pathname);
    if (!route) {
      send({ status: 404, body: { error: `not found; this server answers ${paths.join(", ")}` } });
      return;
    }
    readBody(req).then(
      (body) => {
        if (body === null) return send({ status: 413, body: { error: "body too large" } });
        const headers = {};
        for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value[0] : value;
        send(route.handle({ body, headers, query: url.searchParams }));
      },
      () => send({ status: 400, body: { error: "the request body could not be read" } })
    );
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "0.0.0.0", () => resolve());
  });
  const port = server.address().port;
  return {
    server,
    port,
    stop: /* @__PURE__ */ __name(() => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    }), "stop")
  };
}
__name(startBridgeHttp, "startBridgeHttp");
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
__name(readBody, "readBody");

// src/chat/bridge/discord-platform.ts
var discordBridgePlatform = {
  platform: "discord",
  envHint: "DISCORD_BOT_TOKEN (Discord gateway)",
  fromEnv(env) {
    const token = env.DISCORD_BOT_TOKEN?.trim();
    if (!token) return null;
    if (/^bot\s/i.test(token)) return 'DISCORD_BOT_TOKEN starts with "Bot "; expected the token alone (Developer Portal \u203A Bot \u203A Reset Token), without the prefix';
    if (/\s/.test(token)) return "DISCORD_BOT_TOKEN contains whitespace; expected the bot token alone (Developer Portal \u203A Bot \u203A Reset Token)";
    const apiUrl = env.TEND_DISCORD_API_URL?.trim() || void 0;
    return {
      platform: "discord",
      readToken: token,
      ...apiUrl ? { apiUrl } : {},
      secrets: [token],
      listensOn: ["Discord gateway"],
      routes: /* @__PURE__ */ __name(() => [], "routes"),
      async connect(context) {
        const { startDiscordGateway } = await import("./discord-gateway-ERDLHM2E.js");
        const gateway = await startDiscordGateway({
          token,
          ...apiUrl ? { apiUrl } : {},
          onMessage: /* @__PURE__ */ __name((channelId) => context.wake(channelId), "onMessage"),
          // READY (a new session: nothing is replayed) and RESUMED (replayed, but only since the
          // session began): either way read every channel once, as after any (re)connection.
          onConnected: /* @__PURE__ */ __name((how) => {
            context.log(`bridge: Discord gateway ${how === "ready" ? "connected" : "resumed"}`);
            context.wakeAll();
          }, "onConnected"),
          log: context.log
        });
        return [{ name: "discord_gateway", connected: /* @__PURE__ */ __name(() => gateway.connected(), "connected"), stop: /* @__PURE__ */ __name(() => gateway.stop(), "stop") }];
      }
    };
  }
};

// src/chat/bridge/lark-platform.ts
var LARK_DOMAIN = "https://open.larksuite.com";
var APP_ID_SHAPE = /^cli_[0-9a-fA-F]{16}$/;
var larkBridgePlatform = {
  platform: "lark",
  envHint: "LARK_APP_ID with LARK_APP_SECRET (long connection)",
  fromEnv(env) {
    const appId = env.LARK_APP_ID?.trim();
    const appSecret = env.LARK_APP_SECRET?.trim();
    if (!appId && !appSecret) return null;
    if (!appId) return "LARK_APP_SECRET is set without LARK_APP_ID: set both (Developer Console \u203A Credentials & Basic Info) so the bridge can open Lark's long connection";
    if (!appSecret) return "LARK_APP_ID is set without LARK_APP_SECRET: set both (Developer Console \u203A Credentials & Basic Info) so the bridge can open Lark's long connection";
    if (!APP_ID_SHAPE.test(appId)) return `LARK_APP_ID '${appId}' is not a Lark app id; expected cli_ followed by 16 hexadecimal characters`;
    const apiUrl = env.TEND_LARK_API_URL?.trim() || void 0;
    const wsDomain = env.TEND_LARK_WS_URL?.trim() || apiUrl || LARK_DOMAIN;
    return {
      platform: "lark",
      readToken: `${appId}:${appSecret}`,
      ...apiUrl ? { apiUrl } : {},
      secrets: [appSecret, `${appId}:${appSecret}`],
      listensOn: ["Lark long connection"],
      routes: /* @__PURE__ */ __name(() => [], "routes"),
      async connect(context) {
        const { startLarkConnection } = await import("./lark-connection-GX33CM4F.js");
        return [await startLarkConnection({ appId, appSecret, domain: wsDomain, context })];
      }
    };
  }
};

// src/chat/bridge/slack-signature.ts
import { createHmac, timingSafeEqual } from "node:crypto";
var MAX_SKEW_SECONDS = 5 * 60;
function verifySlackSignature(input) {
  if (!input.timestamp || !/^\d+$/.test(input.timestamp)) return { ok: false, why: "missing or malformed X-Slack-Request-Timestamp" };
  if (Math.abs(input.nowMs / 1e3 - Number(input.timestamp)) > MAX_SKEW_SECONDS) return { ok: false, why: "X-Slack-Request-Timestamp is more than five minutes from now" };
  if (!input.signature || !/^v0=[0-9a-f]{64}$/.test(input.signature)) return { ok: false, why: "missing or malformed X-Slack-Signature" };
  const expected = Buffer.from(`v0=${createHmac("sha256", input.signingSecret).update(`v0:${input.timestamp}:${input.body}`).digest("hex")}`);
  const given = Buffer.from(input.signature);
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, why: "X-Slack-Signature does not match the body" };
}
__name(verifySlackSignature, "verifySlackSignature");

// src/chat/bridge/slack-platform.ts
var SlackEventBody = union([
  object({ type: literal("url_verification"), challenge: string().max(1e3) }),
  object({ type: literal("event_callback"), event: object({ type: string(), channel: string().optional() }).loose() }).loose(),
  object({ type: string() }).loose()
]);
var slackBridgePlatform = {
  platform: "slack",
  envHint: "SLACK_BOT_TOKEN with SLACK_APP_TOKEN (Socket Mode) and/or SLACK_SIGNING_SECRET (Events API)",
  fromEnv(env) {
    const botToken = env.SLACK_BOT_TOKEN?.trim();
    const appToken = env.SLACK_APP_TOKEN?.trim();
    const signingSecret = env.SLACK_SIGNING_SECRET?.trim();
    if (!botToken && !appToken && !signingSecret) return null;
    if (!botToken) return "no Slack bot token: set SLACK_BOT_TOKEN (xoxb-...) so the bridge can read channels";
    if (!appToken && !signingSecret) return "no way to receive Slack events: set SLACK_APP_TOKEN (xapp-..., Socket Mode) or SLACK_SIGNING_SECRET (Events API over HTTP), or both";
    if (appToken && !appToken.startsWith("xapp-")) return "SLACK_APP_TOKEN is not an app-level token; expected one starting with xapp- (Basic Information \u203A App-Level Tokens, scope connections:write)";
    const apiUrl = env.TEND_SLACK_API_URL?.trim() || void 0;
    return {
      platform: "slack",
      readToken: botToken,
      ...apiUrl ? { apiUrl } : {},
      secrets: [botToken, appToken, signingSecret].filter((s) => Boolean(s)),
      listensOn: [...appToken ? ["Slack Socket Mode"] : [], ...signingSecret ? ["POST /slack/events"] : []],
      routes(context) {
        if (!signingSecret) return [];
        return [
          {
            method: "POST",
            path: "/slack/events",
            handle({ body, headers }) {
              const check = verifySlackSignature({ signingSecret, timestamp: headers["x-slack-request-timestamp"], signature: headers["x-slack-signature"], body, nowMs: context.now() });
              if (!check.ok) {
                context.log(`bridge: refused a /slack/events request: ${check.why}`);
                return { status: 401, body: { error: check.why } };
              }
              let parsed;
              try {
                parsed = SlackEventBody.parse(JSON.parse(body));
              } catch {
                return { status: 400, body: { error: "the body is not a Slack Events API JSON payload" } };
              }
              if (parsed.type === "url_verification" && "challenge" in parsed) return { status: 200, body: { challenge: parsed.challenge } };
              const event = "event" in parsed ? parsed.event : null;
              const channel = parsed.type === "event_callback" && event?.type === "message" ? event.channel : void 0;
              return { status: 200, body: { ok: true }, ...channel ? { after: /* @__PURE__ */ __name(() => context.wake(channel), "after") } : {} };
            }
          }
        ];
      },
      async connect(context) {
        if (!appToken) return [];
        const { startSlackSocket } = await import("./slack-socket-CIPA2ZUL.js");
        const socket = await startSlackSocket({
          appToken,
          ...apiUrl ? { apiUrl } : {},
          onMessage: /* @__PURE__ */ __name((channel) => context.wake(channel), "onMessage"),
          // Events sent while no socket was open are not replayed: read every channel on each (re)connect.
          onConnected: /* @__PURE__ */ __name(() => {
            context.log("bridge: Socket Mode connected");
            context.wakeAll();
          }, "onConnected"),
          log: context.log
        });
        return [{ name: "socket_mode", connected: /* @__PURE__ */ __name(() => socket.connected(), "connected"), stop: /* @__PURE__ */ __name(() => socket.stop(), "stop") }];
      }
    };
  }
};

// src/chat/bridge/teams-platform.ts
import { createHash, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var SUBSCRIPTION_LIFETIME_MS = 55 * 60 * 1e3;
var RENEW_BEFORE_MS = 10 * 60 * 1e3;
var RETRY_AFTER_MS = 60 * 1e3;
var MAX_CLIENT_STATE = 128;
function teamsChatIdOfResource(resource) {
  const quoted = /^\/?teams\('([^'/]+)'\)\/channels\('([^'/]+)'\)\/messages(?:\('[^'/]+'\)(?:\/replies\('[^'/]+'\))?)?$/i.exec(resource);
  const segments = /^\/?teams\/([^/]+)\/channels\/([^/]+)\/messages(?:\/[^/]+(?:\/replies\/[^/]+)?)?$/i.exec(resource);
  const match = quoted ?? segments;
  if (!match) return null;
  try {
    return `${decodeURIComponent(match[1])}/${decodeURIComponent(match[2])}`;
  } catch {
    return null;
  }
}
__name(teamsChatIdOfResource, "teamsChatIdOfResource");
function subscriptionResource(chatId) {
  const { teamId, channelId } = parseTeamsChatId(chatId);
  return `/teams/${teamId}/channels/${channelId}/messages`;
}
__name(subscriptionResource, "subscriptionResource");
function clientStateMatches(expected, given) {
  if (typeof given !== "string") return false;
  const digest = /* @__PURE__ */ __name((text) => createHash("sha256").update(text, "utf8").digest(), "digest");
  return timingSafeEqual2(digest(expected), digest(given));
}
__name(clientStateMatches, "clientStateMatches");
function subscriptionExpiry(nowMs) {
  return new Date(nowMs + SUBSCRIPTION_LIFETIME_MS).toISOString();
}
__name(subscriptionExpiry, "subscriptionExpiry");
function renewDelayMs(expiresMs, nowMs) {
  return Math.max(0, expiresMs - RENEW_BEFORE_MS - nowMs);
}
__name(renewDelayMs, "renewDelayMs");
var ChangeNotification = object({
  subscriptionId: string().min(1),
  clientState: string().nullish(),
  changeType: string(),
  resource: string().max(2e3),
  tenantId: string().optional(),
  subscriptionExpirationDateTime: string().optional(),
  resourceData: object({}).loose().nullish()
});
var ChangeNotificationCollection = object({ value: array(ChangeNotification.loose()).min(1).max(1e3) });
var LifecycleNotification = object({
  subscriptionId: string().min(1),
  clientState: string().nullish(),
  lifecycleEvent: string()
});
var LifecycleNotificationCollection = object({ value: array(LifecycleNotification.loose()).min(1).max(1e3) });
function readChangeNotifications(body, clientState) {
  const parsed = parseJson(body, ChangeNotificationCollection);
  if (!parsed) return { kind: "invalid", why: 'the body is not a Microsoft Graph change notification collection ({"value": [{subscriptionId, clientState, changeType, resource, ...}]})' };
  const wake = /* @__PURE__ */ new Set();
  let refused = 0;
  let unknown2 = 0;
  for (const n of parsed.value) {
    if (!clientStateMatches(clientState, n.clientState)) {
      refused += 1;
      continue;
    }
    const chatId = teamsChatIdOfResource(n.resource);
    if (chatId) wake.add(chatId);
    else unknown2 += 1;
  }
  return { kind: "accepted", wake: [...wake], refused, unknown: unknown2 };
}
__name(readChangeNotifications, "readChangeNotifications");
function readLifecycleNotifications(body, clientState) {
  const parsed = parseJson(body, LifecycleNotificationCollection);
  if (!parsed) return { kind: "invalid", why: 'the body is not a Microsoft Graph lifecycle notification collection ({"value": [{subscriptionId, clientState, lifecycleEvent}]})' };
  const actions = [];
  let refused = 0;
  let ignored = 0;
  for (const n of parsed.value) {
    if (!clientStateMatches(clientState, n.clientState)) refused += 1;
    else if (n.lifecycleEvent === "reauthorizationRequired") actions.push({ kind: "renew", subscriptionId: n.subscriptionId });
    else if (n.lifecycleEvent === "subscriptionRemoved") actions.push({ kind: "recreate", subscriptionId: n.subscriptionId });
    else if (n.lifecycleEvent === "missed") actions.push({ kind: "read-all" });
    else ignored += 1;
  }
  return { kind: "accepted", actions, refused, ignored };
}
__name(readLifecycleNotifications, "readLifecycleNotifications");
function parseJson(body, schema) {
  try {
    const result = schema.safeParse(JSON.parse(body));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
__name(parseJson, "parseJson");
function validationReply(query) {
  const token = query.get("validationToken");
  if (token === null) return null;
  return { status: 200, body: token, contentType: "text/plain; charset=utf-8" };
}
__name(validationReply, "validationReply");
function notificationUrlProblem(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return `TEAMS_NOTIFICATION_URL '${text.slice(0, 100)}' is not a URL; expected the public https URL of the bridge's POST /teams/notifications (e.g. https://tend-bridge.example.com/teams/notifications)`;
  }
  const local = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return `TEAMS_NOTIFICATION_URL must be an https URL (Microsoft Graph posts only to https; put a reverse proxy or tunnel in front of the bridge's port); got ${url.protocol}//${url.host}`;
  return null;
}
__name(notificationUrlProblem, "notificationUrlProblem");
var SubscriptionSchema = object({ id: string().min(1), expirationDateTime: iso_exports.datetime({ offset: true }) }).loose();
var teamsBridgePlatform = {
  platform: "teams",
  envHint: "TEAMS_TOKEN with TEAMS_NOTIFICATION_URL and TEAMS_CLIENT_STATE (Microsoft Graph change notifications)",
  fromEnv(env) {
    const token = env.TEAMS_TOKEN?.trim();
    const notificationUrl = env.TEAMS_NOTIFICATION_URL?.trim();
    const clientState = env.TEAMS_CLIENT_STATE?.trim();
    if (!token && !notificationUrl && !clientState) return null;
    if (!token) return "no Microsoft Graph token: set TEAMS_TOKEN (a delegated token with ChannelMessage.Read.All) so the bridge can subscribe and read channels";
    if (!notificationUrl) return "no TEAMS_NOTIFICATION_URL: set the public https URL that reaches the bridge's POST /teams/notifications (Graph posts change notifications there)";
    const urlProblem = notificationUrlProblem(notificationUrl);
    if (urlProblem) return urlProblem;
    if (!clientState) return "no TEAMS_CLIENT_STATE: set a random secret (up to 128 characters); the bridge puts it in each subscription and ignores notifications without it";
    if (clientState.length > MAX_CLIENT_STATE) return `TEAMS_CLIENT_STATE is ${clientState.length} characters long; Microsoft Graph accepts at most ${MAX_CLIENT_STATE}`;
    const lifecycleUrl = new URL("lifecycle", notificationUrl).toString();
    const apiUrl = env.TEND_GRAPH_API_URL?.trim() || void 0;
    const base = `${(apiUrl ?? "https://graph.microsoft.com").replace(/\/+$/, "")}/v1.0`;
    const api = {
      platform: "teams",
      token,
      describeError: /* @__PURE__ */ __name((body) => {
        const parsed = object({ error: object({ code: string(), message: string() }) }).safeParse(body);
        return parsed.success ? `${parsed.data.error.code}: ${parsed.data.error.message}` : void 0;
      }, "describeError"),
      authHint: "check TEAMS_TOKEN (a delegated Microsoft Graph token with ChannelMessage.Read.All)",
      retry: { retries: 2, minTimeoutMs: 500, maxTimeoutMs: 5e3, maxRetryAfterMs: 6e4 }
    };
    const live2 = /* @__PURE__ */ new Map();
    const timers = /* @__PURE__ */ new Map();
    let chatIds = [];
    let stopping = false;
    const create = /* @__PURE__ */ __name(async (chatId, context) => {
      const made = await callJson(api, "POST", `${base}/subscriptions`, SubscriptionSchema, {
        body: { changeType: "created,updated", notificationUrl, lifecycleNotificationUrl: lifecycleUrl, resource: subscriptionResource(chatId), expirationDateTime: subscriptionExpiry(context.now()), clientState }
      });
      live2.set(chatId, { id: made.id, expiresMs: Date.parse(made.expirationDateTime) });
      schedule(chatId, context);
    }, "create");
    const renew = /* @__PURE__ */ __name(async (chatId, context) => {
      const current = live2.get(chatId);
      if (!current) return create(chatId, context);
      try {
        const renewed = await callJson(api, "PATCH", `${base}/subscriptions/${encodeURIComponent(current.id)}`, SubscriptionSchema, { body: { expirationDateTime: subscriptionExpiry(context.now()) } });
        live2.set(chatId, { id: current.id, expiresMs: Date.parse(renewed.expirationDateTime) });
        schedule(chatId, context);
      } catch (error) {
        if (!/ failed: 404 /.test(errorLine2(error))) throw error;
        live2.delete(chatId);
        await create(chatId, context);
        context.wake(chatId);
      }
    }, "renew");
    const schedule = /* @__PURE__ */ __name((chatId, context, delayMs) => {
      clearTimeout(timers.get(chatId));
      if (stopping) return;
      const expiresMs = live2.get(chatId)?.expiresMs ?? 0;
      const timer = setTimeout(() => void keep(chatId, context), delayMs ?? renewDelayMs(expiresMs, context.now()));
      timer.unref();
      timers.set(chatId, timer);
    }, "schedule");
    const keep = /* @__PURE__ */ __name(async (chatId, context) => {
      if (stopping) return;
      try {
        await renew(chatId, context);
      } catch (error) {
        context.log(`bridge: could not renew the Teams subscription of ${chatId}: ${errorLine2(error)}; trying again in ${RETRY_AFTER_MS / 1e3} s`);
        schedule(chatId, context, RETRY_AFTER_MS);
      }
    }, "keep");
    const removeAll = /* @__PURE__ */ __name(async (context) => {
      stopping = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(
        [...live2.entries()].map(async ([chatId, s]) => {
          try {
            await callJson(api, "DELETE", `${base}/subscriptions/${encodeURIComponent(s.id)}`, unknown());
            live2.delete(chatId);
          } catch (error) {
            context.log(`bridge: could not delete the Teams subscription of ${chatId}: ${errorLine2(error)} (it expires by itself)`);
          }
        })
      );
    }, "removeAll");
    const chatIdOfSubscription = /* @__PURE__ */ __name((id) => [...live2.entries()].find(([, s]) => s.id === id)?.[0], "chatIdOfSubscription");
    return {
      platform: "teams",
      readToken: token,
      ...apiUrl ? { apiUrl } : {},
      secrets: [token, clientState],
      listensOn: ["POST /teams/notifications", "POST /teams/lifecycle"],
      routes(context) {
        return [
          {
            method: "POST",
            path: "/teams/notifications",
            handle({ body, query }) {
              const validation = validationReply(query);
              if (validation) return validation;
              const outcome = readChangeNotifications(body, clientState);
              if (outcome.kind === "invalid") return { status: 400, body: { error: outcome.why } };
              return {
                status: 202,
                body: { accepted: true },
                after: /* @__PURE__ */ __name(() => {
                  if (outcome.refused > 0) context.log(`bridge: ignored ${outcome.refused} Teams notification(s) whose clientState is not this bridge's`);
                  if (outcome.unknown > 0) context.log(`bridge: ignored ${outcome.unknown} Teams notification(s) for a resource that is not a channel message`);
                  for (const chatId of outcome.wake) context.wake(chatId);
                }, "after")
              };
            }
          },
          {
            method: "POST",
            path: "/teams/lifecycle",
            handle({ body, query }) {
              const validation = validationReply(query);
              if (validation) return validation;
              const outcome = readLifecycleNotifications(body, clientState);
              if (outcome.kind === "invalid") return { status: 400, body: { error: outcome.why } };
              return {
                status: 202,
                body: { accepted: true },
                after: /* @__PURE__ */ __name(() => {
                  if (outcome.refused > 0) context.log(`bridge: ignored ${outcome.refused} Teams lifecycle notification(s) whose clientState is not this bridge's`);
                  for (const action of outcome.actions) {
                    if (action.kind === "read-all") {
                      context.log("bridge: Graph missed change notifications; reading every channel");
                      context.wakeAll();
                      continue;
                    }
                    const chatId = chatIdOfSubscription(action.subscriptionId);
                    if (!chatId) continue;
                    context.log(`bridge: Teams subscription of ${chatId}: ${action.kind === "renew" ? "reauthorization required; renewing" : "removed by Graph; subscribing again"}`);
                    if (action.kind === "recreate") live2.delete(chatId);
                    void (action.kind === "renew" ? keep(chatId, context) : create(chatId, context).then(() => context.wake(chatId))).catch((error) => {
                      context.log(`bridge: could not subscribe to ${chatId} again: ${errorLine2(error)}; trying again in ${RETRY_AFTER_MS / 1e3} s`);
                      schedule(chatId, context, RETRY_AFTER_MS);
                    });
                  }
                }, "after")
              };
            }
          }
        ];
      },
      async connect(context) {
        chatIds = context.chatIds;
        try {
          for (const chatId of chatIds) await create(chatId, context);
        } catch (error) {
          await removeAll(context);
          throw error;
        }
        context.log(`bridge: subscribed to ${chatIds.length} Teams channel(s) through Microsoft Graph change notifications`);
        const source = {
          name: "teams_subscriptions",
          connected: /* @__PURE__ */ __name(() => chatIds.every((id) => (live2.get(id)?.expiresMs ?? 0) > context.now()), "connected"),
          async stop() {
            await removeAll(context);
            context.log("bridge: Teams subscriptions deleted");
          }
        };
        return [source];
      }
    };
  }
};
function errorLine2(error) {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0];
}
__name(errorLine2, "errorLine");

// src/chat/bridge/platforms.ts
var BRIDGE_PLATFORMS = [slackBridgePlatform, discordBridgePlatform, teamsBridgePlatform, larkBridgePlatform];

// src/config/environment.ts
var { readFileSync } = process.getBuiltinModule("node:fs");
function wholeMs(value) {
  return value && /^\d+$/.test(value) ? Number(value) : void 0;
}
__name(wholeMs, "wholeMs");

// src/cli/chat-bridge.ts
var SYNOPSIS = "tend chat bridge --repo owner/name [--config FILE] [--port N] [--state-author ID]";
var REPO_CONFIG_PATH = ".github/tend.yml";
async function chatBridge(argv, env, stderr, signals = process) {
  let values;
  try {
    values = parseArgs({ args: argv, options: { repo: { type: "string" }, config: { type: "string" }, port: { type: "string" }, host: { type: "string" }, "state-author": { type: "string" } }, strict: true }).values;
  } catch (error) {
    stderr.write(`tend: ${error instanceof Error ? error.message : String(error)}; usage: ${SYNOPSIS}
`);
    return 2;
  }
  const access = githubAccess(values.repo, env);
  if (typeof access === "string") {
    stderr.write(`tend: ${access}
`);
    return 2;
  }
  const setups = [];
  for (const platform of BRIDGE_PLATFORMS) {
    const setup = platform.fromEnv(env);
    if (typeof setup === "string") return usage(stderr, setup);
    if (setup) setups.push(setup);
  }
  if (setups.length === 0) return usage(stderr, `no chat platform to listen to: set ${BRIDGE_PLATFORMS.map((p) => p.envHint).join("; or ")}`);
  const portText = values.port ?? env.PORT ?? "8080";
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) return usage(stderr, `invalid port '${portText}'; expected a number from 0 to 65535`);
  const authorText = values["state-author"] ?? String(GITHUB_ACTIONS_BOT.id);
  if (!/^\d+$/.test(authorText)) return usage(stderr, `invalid --state-author '${authorText}'; expected the numeric id of the account the action runs as`);
  const stateAuthor = Number(authorText);
  const redact = redactor([access.token, ...setups.flatMap((s) => s.secrets)]);
  const log = /* @__PURE__ */ __name((line) => stderr.write(`${redact(line)}
`), "log");
  const octokit = createOctokit(access.token, { baseUrl: access.apiUrl, log, throttle: env.TEND_GITHUB_THROTTLE !== "off", pacingSecondMs: wholeMs(env.TEND_GITHUB_PACING_MS) });
  let configText;
  let configPath;
  try {
    if (values.config) {
      configPath = values.config;
      configText = await readFile(values.config, "utf8");
    } else {
      configPath = REPO_CONFIG_PATH;
      const { data } = await octokit.rest.repos.getContent({ ...access.repo, path: REPO_CONFIG_PATH });
      if (Array.isArray(data) || data.type !== "file" || data.encoding !== "base64") throw new Error(`${REPO_CONFIG_PATH} is not a file`);
      configText = Buffer.from(data.content, "base64").toString("utf8");
    }
  } catch (error) {
    return usage(stderr, redact(`could not read the configuration (${values.config ?? `${REPO_CONFIG_PATH} on the default branch`}): ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`));
  }
  let chat;
  try {
    chat = parseRepoConfig(configText, configPath).chat ?? DEFAULT_CHAT_CONFIG;
  } catch (error) {
    return usage(stderr, error instanceof Error ? error.message.split("\n")[0] : String(error));
  }
  const listened = new Set(setups.map((s) => s.platform));
  const channels = chat.channels.filter((c) => listened.has(c.platform));
  if (channels.length === 0) return usage(stderr, `no ${[...listened].join(" or ")} channels under chat.channels in ${configPath}; the bridge reads the channels of the platforms it listens to (others stay with the scheduled chat-watch)`);
  const found = findOwnRecord(await watchStateStore(octokit, access.repo).list(), stateAuthor);
  if (!found.record) {
    return usage(stderr, `no chat-watch state issue by account ${stateAuthor} in ${access.repo.owner}/${access.repo.repo}: run the chat-watch workflow once (workflow_dispatch) so it starts the cursors, or pass --state-author with the id of the account the action runs as`);
  }
  const bridgeIdentity = { id: await octokit.rest.users.getAuthenticated().then((r) => r.data.id, () => null) };
  const auditDir = env.TEND_BRIDGE_AUDIT_DIR?.trim() || await mkdtemp(join2(tmpdir(), "tend-bridge-"));
  const bridge = createBridge({
    octokit,
    repo: access.repo,
    selfId: stateAuthor,
    bridgeIdentity,
    chat: { ...chat, channels },
    configPath,
    connections: { tokens: Object.fromEntries(setups.map((s) => [s.platform, s.readToken])), urls: Object.fromEntries(setups.map((s) => [s.platform, s.apiUrl])), log },
    now: /* @__PURE__ */ __name(() => /* @__PURE__ */ new Date(), "now"),
    log,
    warn: /* @__PURE__ */ __name((line) => log(`warning: ${line}`), "warn"),
    redact,
    dryRun: false,
    auditDir,
    retryDeferredMs: wholeMs(env.TEND_BRIDGE_RETRY_MS)
  });
  const contextFor = /* @__PURE__ */ __name((setup) => ({
    wake: /* @__PURE__ */ __name((chatId) => bridge.wake(setup.platform, chatId), "wake"),
    wakeAll: /* @__PURE__ */ __name(() => bridge.wakeAll(), "wakeAll"),
    log,
    now: /* @__PURE__ */ __name(() => Date.now(), "now"),
    chatIds: channels.filter((c) => c.platform === setup.platform).map((c) => c["chat-id"])
  }), "contextFor");
  const sources = [];
  let connecting = true;
  const http = await startBridgeHttp({
    port: Number(portText),
    ...values.host ? { host: values.host } : {},
    routes: setups.flatMap((s) => s.routes(contextFor(s))),
    health: /* @__PURE__ */ __name(() => {
      const health = bridge.health();
      const connections = Object.fromEntries(sources.map((s) => [s.name, s.connected() ? "connected" : "disconnected"]));
      const up = sources.every((s) => s.connected());
      return { ok: !connecting && !health.stopping && up, detail: { ...connections, ...health } };
    }, "health")
  });
  log(`bridge: listening on port ${http.port} (GET /healthz; ${setups.flatMap((s) => s.listensOn).join(", ")}); ${channels.length} channel(s) of ${access.repo.owner}/${access.repo.repo}`);
  bridge.wakeAll();
  for (const setup of setups) {
    try {
      sources.push(...await setup.connect(contextFor(setup)));
    } catch (error) {
      log(`tend: ${setup.platform} could not connect: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      await Promise.all(sources.map((s) => s.stop()));
      await bridge.stop();
      await http.stop();
      return 1;
    }
  }
  connecting = false;
  await new Promise((resolve) => {
    const stop = /* @__PURE__ */ __name(() => resolve(), "stop");
    signals.once("SIGTERM", stop);
    signals.once("SIGINT", stop);
  });
  log("bridge: stopping: no new events; finishing the read under way");
  await Promise.all(sources.map((s) => s.stop()));
  await bridge.stop();
  await http.stop();
  log("bridge: stopped; cursors saved");
  return 0;
}
__name(chatBridge, "chatBridge");
function usage(stderr, line) {
  stderr.write(`tend: ${line}
`);
  return 2;
}
__name(usage, "usage");
export {
  chatBridge
};
