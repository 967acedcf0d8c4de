import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  DEFAULT_JSON_API_RETRY
} from "./chunk-XYMXGTE2.js";
import {
  ClassifiedEventSchema
} from "./chunk-7NRPTQMM.js";
import {
  array,
  literal,
  object,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

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
      const { slackAdapter } = await import("./slack-2JITZI73.js");
      return slackAdapter({ token, ...url ? { apiUrl: url } : {}, now: connections.now, retryBaseMs: connections.retryBaseMs, log: connections.log });
    }
    case "discord": {
      const { discordAdapter } = await import("./discord-46RJROOJ.js");
      return discordAdapter({ token, ...url ? { apiUrl: url } : {}, now: connections.now });
    }
    case "mattermost": {
      if (!url) throw new ChatAdapterError("a mattermost channel is configured but no server is: set chat.mattermost-url in .github/tend.yml to your Mattermost site URL (e.g. https://chat.example.com).");
      const { createMattermostAdapter } = await import("./mattermost-AWSP5PR4.js");
      return createMattermostAdapter({ url, token, ...jsonApiTiming(connections) });
    }
    case "teams": {
      const { createTeamsAdapter } = await import("./teams-ETH4CHJ3.js");
      return createTeamsAdapter({ token, ...url ? { url } : {}, ...jsonApiTiming(connections) });
    }
    case "lark": {
      if (!/^[^:\s]+:\S/.test(token)) throw new ChatAdapterError("a lark channel is configured but no app id is: set chat.lark-app-id in .github/tend.yml to the app id (cli_\u2026) of the app whose secret is the 'lark-app-secret' input.");
      const { createLarkAdapter } = await import("./lark-BUCMN72T.js");
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

export {
  chatAdapter,
  CHAT_EVENT_TYPE,
  MAX_PAYLOAD_BYTES,
  MAX_EVENTS_PER_DISPATCH,
  ChatDispatchPayloadSchema,
  payloadBytes
};
