import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  ChatApiError
} from "./chunk-5EY3UU44.js";
import {
  AbortError,
  backoff,
  pRetry,
  retryAfterMs,
  waitOutRetryAfter
} from "./chunk-JBKETF74.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/chat/adapters/json-api.ts
var DEFAULT_JSON_API_RETRY = { retries: 4, minTimeoutMs: 500, maxTimeoutMs: 2e4, maxRetryAfterMs: 6e4 };
var RETRYABLE = /* @__PURE__ */ new Set([408, 429, 500, 502, 503, 504]);
var AttemptError = class extends Error {
  constructor(detail, status, final) {
    super(detail);
    this.detail = detail;
    this.status = status;
    this.final = final;
  }
  detail;
  status;
  final;
  static {
    __name(this, "AttemptError");
  }
};
async function callJson(api, method, url, schema, options = {}) {
  const { body, recover } = options;
  const retry = api.retry ?? DEFAULT_JSON_API_RETRY;
  const doFetch = api.fetch ?? fetch;
  const route = `${method} ${new URL(url).pathname}`;
  let last;
  let attempts = 0;
  const attempt = /* @__PURE__ */ __name(async () => {
    attempts += 1;
    if (recover && last && last.status !== 429) {
      const found = await recover();
      if (found !== void 0) return found;
    }
    let response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          authorization: `Bearer ${api.token}`,
          accept: "application/json",
          ...body === void 0 ? {} : { "content-type": "application/json" }
        },
        ...body === void 0 ? {} : { body: JSON.stringify(body) }
      });
    } catch (error) {
      last = { status: void 0, summary: `could not connect (${redact(String(error.cause ?? error), api.token)})`, retryAfterMs: void 0 };
      throw new AttemptError(last.summary, void 0, false);
    }
    const text = await response.text();
    let parsed = void 0;
    try {
      parsed = text === "" ? void 0 : JSON.parse(text);
    } catch {
      parsed = void 0;
    }
    if (!response.ok) {
      const said = redact(api.describeError(parsed) ?? (text.trim().slice(0, 200) || response.statusText), api.token).replace(/\.$/, "");
      const summary = `${response.status} ${said}`;
      if (RETRYABLE.has(response.status)) {
        last = { status: response.status, summary, retryAfterMs: retryAfterMs(response.headers) };
        if (last.retryAfterMs !== void 0 && last.retryAfterMs > retry.maxRetryAfterMs) {
          throw new AbortError(new AttemptError(`asked to wait ${Math.ceil(last.retryAfterMs / 1e3)} s (${summary}), longer than tend waits; try again later.`, response.status, true));
        }
        throw new AttemptError(summary, response.status, false);
      }
      const hint = response.status === 401 ? ` The token was not accepted; ${api.authHint}.` : "";
      throw new AbortError(new AttemptError(`${summary}.${hint}`, response.status, true));
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
      throw new AbortError(new AttemptError(`unexpected answer shape${where}: ${issue?.message ?? "invalid"}.`, response.status, true));
    }
    return result.data;
  }, "attempt");
  try {
    return await pRetry(attempt, {
      ...backoff(retry),
      onFailedAttempt: /* @__PURE__ */ __name(async ({ retriesLeft, retryDelay }) => {
        if (retriesLeft > 0 && last) await waitOutRetryAfter(last.retryAfterMs, retryDelay);
      }, "onFailedAttempt")
    });
  } catch (error) {
    if (!(error instanceof AttemptError)) throw error;
    if (error.final || !last) throw new ChatApiError(api.platform, route, error.detail);
    const what = last.status === void 0 ? "unreachable" : "still failing";
    throw new ChatApiError(api.platform, route, `${what} after ${attempts} attempts (last: ${last.summary}); try again later.`);
  }
}
__name(callJson, "callJson");
function redact(text, token) {
  return token === "" ? text : text.split(token).join("***");
}
__name(redact, "redact");

export {
  DEFAULT_JSON_API_RETRY,
  callJson
};
