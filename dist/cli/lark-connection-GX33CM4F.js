import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  require_lib
} from "./chunk-CQX2ZII4.js";
import "./chunk-BPKRQO7J.js";
import "./chunk-3GE3FSEK.js";
import "./chunk-6HV5XJKX.js";
import {
  __name,
  __toESM
} from "./chunk-PN4QGNHY.js";

// src/chat/bridge/lark-connection.ts
var import_node_sdk = __toESM(require_lib(), 1);
var CONNECT_TIMEOUT_MS = 6e4;
function larkLogger(log) {
  const line = /* @__PURE__ */ __name((level) => (...parts) => log(`lark long connection: ${level}: ${parts.map((p) => p instanceof Error ? p.message : typeof p === "string" ? p : JSON.stringify(p)).join(" ")}`), "line");
  return { error: line("error"), warn: line("warning"), info: /* @__PURE__ */ __name(() => {
  }, "info"), debug: /* @__PURE__ */ __name(() => {
  }, "debug"), trace: /* @__PURE__ */ __name(() => {
  }, "trace") };
}
__name(larkLogger, "larkLogger");
async function startLarkConnection(options) {
  const { context } = options;
  const logger = larkLogger(context.log);
  let settle;
  const ready = new Promise((resolve, reject) => settle = { resolve, reject });
  const client = new import_node_sdk.WSClient({
    appId: options.appId,
    appSecret: options.appSecret,
    domain: options.domain,
    logger,
    loggerLevel: import_node_sdk.LoggerLevel.warn,
    onReady: /* @__PURE__ */ __name(() => {
      context.log("bridge: Lark long connection connected");
      context.wakeAll();
      settle?.resolve();
    }, "onReady"),
    onReconnected: /* @__PURE__ */ __name(() => {
      context.log("bridge: Lark long connection reconnected");
      context.wakeAll();
    }, "onReconnected"),
    onReconnecting: /* @__PURE__ */ __name(() => context.log("bridge: Lark long connection lost; reconnecting"), "onReconnecting"),
    // Before the first connection: connect() fails with it. Later (retries exhausted): a line in the log, and /healthz says disconnected.
    onError: /* @__PURE__ */ __name((error) => settle ? settle.reject(new Error(refusal(error.message))) : context.log(`bridge: ${refusal(error.message)}`), "onError")
  });
  const dispatcher = new import_node_sdk.EventDispatcher({ logger, loggerLevel: import_node_sdk.LoggerLevel.warn }).register({
    "im.message.receive_v1": /* @__PURE__ */ __name(async (data) => {
      const chatId = data.message?.chat_id;
      if (typeof chatId === "string" && chatId.length > 0) context.wake(chatId);
    }, "im.message.receive_v1")
  });
  await client.start({ eventDispatcher: dispatcher });
  const timeout = setTimeout(() => settle?.reject(new Error(`no long connection to Lark at ${options.domain} within ${(options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS) / 1e3} s (the SDK keeps retrying); check the network and that the app receives events through the long connection`)), options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);
  try {
    await ready;
  } catch (error) {
    client.close({ force: true });
    throw error;
  } finally {
    clearTimeout(timeout);
    settle = void 0;
  }
  return {
    name: "lark_long_connection",
    // The SDK's own view: 'connected' only while its socket is open, not while it reconnects.
    connected: /* @__PURE__ */ __name(() => client.getConnectionStatus().state === "connected", "connected"),
    async stop() {
      client.close();
    }
  };
}
__name(startLarkConnection, "startLarkConnection");
function refusal(message) {
  if (/code=514\b/.test(message)) return "Lark refused the app id and secret (code 514): check LARK_APP_ID and LARK_APP_SECRET (Developer Console \u203A Credentials & Basic Info)";
  if (/code=403\b/.test(message)) return 'Lark refused the long connection (code 403): enable "Receive events through persistent connection" for the app (Events & Callbacks \u203A Mode of event subscription)';
  if (/code=1000040350\b/.test(message)) return "Lark refused the long connection: the app has too many connections open (code 1000040350); stop other bridges of this app";
  return `Lark refused the long connection: ${message.split("\n")[0]}`;
}
__name(refusal, "refusal");
export {
  larkLogger,
  startLarkConnection
};
