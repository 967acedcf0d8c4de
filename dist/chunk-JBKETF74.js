import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError
} from "./chunk-SZHJZVAZ.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/llm/errors.ts
var LlmFinalError = class extends Error {
  constructor(message, reason, status, requestId) {
    super(message);
    this.reason = reason;
    this.status = status;
    this.requestId = requestId;
  }
  reason;
  status;
  requestId;
  static {
    __name(this, "LlmFinalError");
  }
  name = "LlmFinalError";
};
var LlmUnavailableError = class extends Error {
  constructor(message, attempts, status) {
    super(message);
    this.attempts = attempts;
    this.status = status;
  }
  attempts;
  status;
  static {
    __name(this, "LlmUnavailableError");
  }
  name = "LlmUnavailableError";
};
var BudgetExceededError = class extends Error {
  constructor(message, budget) {
    super(message);
    this.budget = budget;
  }
  budget;
  static {
    __name(this, "BudgetExceededError");
  }
  name = "BudgetExceededError";
};
var LlmOutputError = class extends Error {
  constructor(message, role) {
    super(message);
    this.role = role;
  }
  role;
  static {
    __name(this, "LlmOutputError");
  }
  name = "LlmOutputError";
};

// node_modules/is-network-error/index.js
var objectToString = Object.prototype.toString;
var isError = /* @__PURE__ */ __name((value) => objectToString.call(value) === "[object Error]", "isError");
var errorMessages = /* @__PURE__ */ new Set([
  "network error",
  // Chrome
  "NetworkError when attempting to fetch resource.",
  // Firefox
  "The Internet connection appears to be offline.",
  // Safari 16
  "Network request failed",
  // `cross-fetch`
  "fetch failed",
  // Undici (Node.js)
  "terminated",
  // Undici (Node.js)
  " A network error occurred.",
  // Bun (WebKit)
  "Network connection lost"
  // Cloudflare Workers (fetch)
]);
function isNetworkError(error) {
  const isValid = error && isError(error) && error.name === "TypeError" && typeof error.message === "string";
  if (!isValid) {
    return false;
  }
  const { message, stack } = error;
  if (message === "Load failed" || message.startsWith("Load failed (") && message.endsWith(")")) {
    return stack === void 0 || "__sentry_captured__" in error;
  }
  if (message.startsWith("error sending request for url")) {
    return true;
  }
  if (message === "Failed to fetch" || message.startsWith("Failed to fetch (") && message.endsWith(")")) {
    return true;
  }
  return errorMessages.has(message);
}
__name(isNetworkError, "isNetworkError");

// node_modules/p-retry/index.js
function validateRetries(retries) {
  if (typeof retries === "number") {
    if (retries < 0) {
      throw new TypeError("Expected `retries` to be a non-negative number.");
    }
    if (Number.isNaN(retries)) {
      throw new TypeError("Expected `retries` to be a valid number or Infinity, got NaN.");
    }
    if (Number.isFinite(retries) && !Number.isInteger(retries)) {
      throw new TypeError("Expected `retries` to be a non-negative integer or Infinity.");
    }
  } else if (retries !== void 0) {
    throw new TypeError("Expected `retries` to be a number or Infinity.");
  }
}
__name(validateRetries, "validateRetries");
function validateNumberOption(name, value, { allowInfinity = false } = {}) {
  if (typeof value !== "number" || Number.isNaN(value)) {
    throw new TypeError(`Expected \`${name}\` to be a number${allowInfinity ? " or Infinity" : ""}.`);
  }
  if (!allowInfinity && !Number.isFinite(value)) {
    throw new TypeError(`Expected \`${name}\` to be a finite number.`);
  }
  if (value < 0) {
    throw new TypeError(`Expected \`${name}\` to be \u2265 0.`);
  }
}
__name(validateNumberOption, "validateNumberOption");
function validateOption(name, value, type) {
  if (value === void 0 || value === null) {
    return;
  }
  if (typeof value !== type) {
    throw new TypeError(`Expected \`${name}\` to be a ${type}.`);
  }
}
__name(validateOption, "validateOption");
function validateSignal(value) {
  if (value === void 0 || value === null) {
    return;
  }
  if (typeof value.throwIfAborted !== "function" || typeof value.addEventListener !== "function" || typeof value.removeEventListener !== "function") {
    throw new TypeError("Expected `signal` to be an AbortSignal.");
  }
}
__name(validateSignal, "validateSignal");
var AbortError = class _AbortError extends Error {
  static {
    __name(this, "AbortError");
  }
  constructor(message) {
    super(typeof message === "string" ? message : void 0);
    this.name = "AbortError";
    if (message instanceof Error) {
      this.originalError = message;
      ({ message } = message);
    } else {
      this.originalError = new Error(message);
      ({ message } = this.originalError);
      Error.captureStackTrace?.(this.originalError, _AbortError);
    }
    this.message = message;
  }
};
var maximumDelay = 2 ** 31 - 1;
function calculateDelay(retriesConsumed, options) {
  if (options.minTimeout === 0) {
    return 0;
  }
  const attempt = retriesConsumed + 1;
  const random = options.randomize ? Math.random() + 1 : 1;
  const timeout = Math.round(random * options.minTimeout * options.factor ** (attempt - 1));
  return Math.min(timeout, Math.ceil(options.maxTimeout), maximumDelay);
}
__name(calculateDelay, "calculateDelay");
function calculateRemainingTime(start, max) {
  return Number.isFinite(max) ? max - (performance.now() - start) : max;
}
__name(calculateRemainingTime, "calculateRemainingTime");
async function delayForRetry(delay, options) {
  if (delay <= 0) {
    return;
  }
  await new Promise((resolve, reject) => {
    const onAbort = /* @__PURE__ */ __name(() => {
      clearTimeout(timeoutToken);
      reject(options.signal.reason);
    }, "onAbort");
    const timeoutToken = setTimeout(() => {
      options.signal?.removeEventListener("abort", onAbort);
      resolve();
    }, delay);
    if (options.unref) {
      timeoutToken.unref?.();
    }
    options.signal?.addEventListener("abort", onAbort, { once: true });
  });
}
__name(delayForRetry, "delayForRetry");
function stringifyThrownValue(value) {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
__name(stringifyThrownValue, "stringifyThrownValue");
function unwrapAbortError(error) {
  let cause = error;
  while (cause instanceof AbortError && cause.originalError instanceof Error) {
    cause = cause.originalError;
  }
  return cause;
}
__name(unwrapAbortError, "unwrapAbortError");
async function onAttemptFailure({ error, attemptNumber, retriesConsumed, startTime, options }) {
  const abortIfNeeded = /* @__PURE__ */ __name(() => {
    options.signal?.throwIfAborted();
  }, "abortIfNeeded");
  const normalizedError = error instanceof Error ? error : new TypeError(`Non-error was thrown: "${stringifyThrownValue(error)}". You should only throw errors.`);
  abortIfNeeded();
  if (normalizedError instanceof AbortError) {
    throw unwrapAbortError(normalizedError);
  }
  const retriesLeft = options.retries - retriesConsumed;
  const isRetriableError = !(normalizedError instanceof TypeError) || isNetworkError(normalizedError);
  const timeLeft = calculateRemainingTime(startTime, options.maxRetryTime);
  const delayTime = isRetriableError && timeLeft > 0 && retriesLeft > 0 ? calculateDelay(retriesConsumed, options) : 0;
  const consumeRetryContext = Object.freeze({
    error: normalizedError,
    attemptNumber,
    retriesLeft,
    retriesConsumed,
    retryDelay: delayTime
  });
  const consumeRetry = await options.shouldConsumeRetry(consumeRetryContext) ?? true;
  abortIfNeeded();
  const effectiveDelay = consumeRetry ? delayTime : 0;
  const context = Object.freeze({
    error: normalizedError,
    attemptNumber,
    retriesLeft,
    retriesConsumed,
    retryDelay: effectiveDelay
  });
  await options.onFailedAttempt(context);
  abortIfNeeded();
  const remainingTime = calculateRemainingTime(startTime, options.maxRetryTime);
  if (!isRetriableError || remainingTime <= 0 || retriesLeft <= 0) {
    throw normalizedError;
  }
  const shouldRetry = await options.shouldRetry(context);
  abortIfNeeded();
  if (!shouldRetry) {
    throw normalizedError;
  }
  const remainingTimeAfterShouldRetry = calculateRemainingTime(startTime, options.maxRetryTime);
  if (remainingTimeAfterShouldRetry <= 0) {
    throw normalizedError;
  }
  if (!consumeRetry) {
    return false;
  }
  await delayForRetry(Math.min(effectiveDelay, remainingTimeAfterShouldRetry), options);
  return true;
}
__name(onAttemptFailure, "onAttemptFailure");
async function pRetry(input, options = {}) {
  options = { ...options };
  options.retries ??= 10;
  validateRetries(options.retries);
  if (Object.hasOwn(options, "forever")) {
    throw new Error("The `forever` option is no longer supported. For many use-cases, you can set `retries: Infinity` instead.");
  }
  options.factor ??= 2;
  options.minTimeout ??= 1e3;
  options.maxTimeout ??= Infinity;
  options.maxRetryTime ??= Infinity;
  options.randomize ??= false;
  options.onFailedAttempt ??= () => {
  };
  options.shouldRetry ??= () => true;
  options.shouldConsumeRetry ??= () => true;
  validateOption("onFailedAttempt", options.onFailedAttempt, "function");
  validateOption("shouldRetry", options.shouldRetry, "function");
  validateOption("shouldConsumeRetry", options.shouldConsumeRetry, "function");
  validateOption("randomize", options.randomize, "boolean");
  validateOption("unref", options.unref, "boolean");
  validateSignal(options.signal);
  validateNumberOption("factor", options.factor);
  validateNumberOption("minTimeout", options.minTimeout);
  validateNumberOption("maxTimeout", options.maxTimeout, { allowInfinity: true });
  validateNumberOption("maxRetryTime", options.maxRetryTime, { allowInfinity: true });
  if (options.factor === 0) {
    options.factor = 1;
  }
  options.signal?.throwIfAborted();
  let attemptNumber = 0;
  let retriesConsumed = 0;
  const startTime = performance.now();
  while (retriesConsumed <= options.retries) {
    attemptNumber++;
    try {
      options.signal?.throwIfAborted();
      const result = await input(attemptNumber);
      options.signal?.throwIfAborted();
      return result;
    } catch (error) {
      if (await onAttemptFailure({
        error,
        attemptNumber,
        retriesConsumed,
        startTime,
        options
      })) {
        retriesConsumed++;
      }
    }
  }
  throw new Error("Retry attempts exhausted without throwing an error.");
}
__name(pRetry, "pRetry");

// src/llm/providers.ts
var PLATFORM_VERSIONS = { bedrock: "bedrock-2023-05-31", vertex: "vertex-2023-10-16" };
async function createClient(provider, common) {
  const shared = { maxRetries: 0, timeout: common.timeoutMs };
  switch (provider.name) {
    case "anthropic": {
      const { default: Sdk } = await import("./sdk-VCVPLA7U.js");
      return new Sdk({ ...shared, apiKey: provider.apiKey, baseURL: provider.baseURL ?? null });
    }
    case "bedrock": {
      const { AnthropicBedrock } = await import("./bedrock-sdk-BKBSOR2K.js");
      return new AnthropicBedrock({
        ...shared,
        awsRegion: provider.region,
        awsAccessKey: provider.accessKeyId,
        awsSecretKey: provider.secretAccessKey,
        awsSessionToken: provider.sessionToken ?? null,
        // null: sign with the keys above, never a Bedrock API key from AWS_BEARER_TOKEN_BEDROCK.
        apiKey: null,
        baseURL: provider.baseURL ?? `https://bedrock-runtime.${provider.region}.amazonaws.com`,
        defaultHeaders: { "anthropic-version": PLATFORM_VERSIONS.bedrock }
      });
    }
    case "vertex": {
      const { AnthropicVertex } = await import("./vertex-sdk-6HTOUM52.js");
      const token = provider.accessToken;
      const authClient = { projectId: provider.project, getRequestHeaders: /* @__PURE__ */ __name(async () => new Headers({ authorization: `Bearer ${token}` }), "getRequestHeaders") };
      return new AnthropicVertex({
        ...shared,
        region: provider.region,
        projectId: provider.project,
        authClient,
        baseURL: provider.baseURL ?? vertexBaseURL(provider.region),
        defaultHeaders: { "anthropic-version": PLATFORM_VERSIONS.vertex }
      });
    }
    case "foundry": {
      const { AnthropicFoundry } = await import("./foundry-sdk-XYH4QPQT.js");
      const credential = provider.credential;
      const auth = isJwt(credential) ? { azureADTokenProvider: /* @__PURE__ */ __name(async () => credential, "azureADTokenProvider") } : { apiKey: credential };
      const where = provider.baseURL ? { baseURL: provider.baseURL, resource: null } : { resource: provider.resource ?? null, baseURL: null };
      return new AnthropicFoundry({ ...shared, ...auth, ...where });
    }
  }
}
__name(createClient, "createClient");
function vertexBaseURL(region) {
  if (region === "global") return "https://aiplatform.googleapis.com/v1";
  if (region === "us" || region === "eu") return `https://aiplatform.${region}.rep.googleapis.com/v1`;
  return `https://${region}-aiplatform.googleapis.com/v1`;
}
__name(vertexBaseURL, "vertexBaseURL");
function isJwt(credential) {
  return /^eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(credential);
}
__name(isJwt, "isJwt");
var SNAPSHOTS = {
  "claude-opus-4-5": "20251101",
  "claude-haiku-4-5": "20251001",
  "claude-sonnet-4-5": "20250929",
  "claude-opus-4-1": "20250805",
  "claude-opus-4": "20250514",
  "claude-opus-4-0": "20250514",
  "claude-sonnet-4": "20250514",
  "claude-sonnet-4-0": "20250514",
  "claude-3-7-sonnet": "20250219",
  "claude-3-5-haiku": "20241022",
  "claude-3-haiku": "20240307"
};
var BEDROCK_ID = /^(?:arn:|(?:[a-z-]+\.)?anthropic\.)/;
function platformModelId(provider, model) {
  const id = model.trim();
  if (provider === "anthropic" || provider === "foundry") return id;
  if (provider === "bedrock" && BEDROCK_ID.test(id)) return id;
  if (provider === "vertex" && id.includes("@")) return id;
  const dated = /^(claude-[a-z0-9-]+?)-(\d{8})$/.exec(id);
  const name = dated?.[1] ?? id;
  const date = dated?.[2] ?? SNAPSHOTS[id];
  if (provider === "vertex") return date ? `${name}@${date}` : id;
  if (date) return `anthropic.${name}-${date}-v1:0`;
  return id === "claude-opus-4-6" ? "anthropic.claude-opus-4-6-v1" : `anthropic.${id}`;
}
__name(platformModelId, "platformModelId");
function claudeModelId(model) {
  const id = model.trim();
  if (id.startsWith("arn:")) return id;
  return id.replace(/^(?:[a-z-]+\.)?anthropic\./, "").replace(/-v\d+(?::\d+)?$/, "").replace(/@(\d{8})$/, "-$1");
}
__name(claudeModelId, "claudeModelId");
var PROVIDER_LABELS = {
  anthropic: "The Anthropic API",
  bedrock: "Amazon Bedrock",
  vertex: "Vertex AI",
  foundry: "Microsoft Foundry"
};

// src/llm/retry.ts
var ANTHROPIC = { name: "anthropic" };
var DEFAULT_RETRY = { retries: 4, minTimeoutMs: 1e3, maxTimeoutMs: 3e4, maxRetryAfterMs: 6e4 };
var RETRYABLE_STATUSES = /* @__PURE__ */ new Set([408, 429, 500, 502, 503, 504, 529]);
var SPEND_LIMIT_MESSAGES = [
  /reached your specified (?:api )?usage limits?/i,
  /spend(?:ing)? limit/i,
  /usage limit/i,
  /extra usage is required/i,
  /usage credits are required/i
];
var CREDIT_BALANCE_MESSAGE = /credit balance is too low/i;
var SPEND_LIMIT_ERROR_CODES = /* @__PURE__ */ new Set([
  "contract_spend_limit_reached",
  "enforced_spend_limit_reached",
  "linked_organization_spend_limit_reached"
]);
function classify(error, model, where = ANTHROPIC) {
  if (error instanceof APIUserAbortError) {
    return { retry: false, error: new LlmFinalError("The model call was cancelled.", "other", void 0, void 0) };
  }
  if (error instanceof APIConnectionError) {
    const what = error instanceof APIConnectionTimeoutError ? "timed out" : "could not connect";
    return { retry: true, retryAfterMs: void 0, summary: `connection ${what} (${firstLine(error.message)})` };
  }
  if (!(error instanceof APIError)) return void 0;
  const status = error.status;
  const type = platformErrorType(error) ?? error.type ?? "error";
  const apiMessage = firstLine(error.apiMessage ?? platformMessage(error) ?? error.message);
  const requestId = error.requestID ?? error.headers?.get("x-amzn-requestid") ?? void 0;
  const said = `${status ?? "?"} ${type}: ${apiMessage}`;
  const final = /* @__PURE__ */ __name((reason, message) => ({ retry: false, error: new LlmFinalError(`${message} Not retried.`, reason, status, requestId) }), "final");
  const who = PROVIDER_LABELS[where.name];
  if (where.name !== "anthropic") {
    const platform = platformVerdict(where, status, type, said, model);
    if (platform) return final(platform.reason, platform.message);
  }
  if (isSpendLimit(error)) {
    return final("spend-limit", `The Anthropic API says a spend or usage limit is reached (${said}); model calls resume when it lifts or is raised in the Claude Console.`);
  }
  if (CREDIT_BALANCE_MESSAGE.test(apiMessage)) {
    return final("credit", `The Anthropic account has too little credit (${said}); add credit in the Claude Console.`);
  }
  const hint = error.headers?.get("x-should-retry");
  const retryable = hint === "true" || hint !== "false" && status !== void 0 && RETRYABLE_STATUSES.has(status);
  if (retryable) return { retry: true, retryAfterMs: retryAfterMs(error.headers), summary: said };
  if (hint === "false" && status !== void 0 && status >= 500) {
    return final("other", `${who} failed and said not to retry (${said}).`);
  }
  switch (status) {
    case 400:
      return final("invalid-request", `${who} rejected the request (${said}).`);
    case 401:
      return final("authentication", `The Anthropic API key was not accepted (${said}); check the anthropic-api-key secret.`);
    case 402:
      return final("billing", `The Anthropic API refused for billing (${said}); check the payment details in the Claude Console.`);
    case 403:
      return final("permission", `The Anthropic API key may not do this (${said}).`);
    case 404:
      return final("not-found", `The Anthropic API did not find it (${said}); check that model '${model}' exists and the key may use it.`);
    default:
      return final("other", `${who} refused the request (${said}).`);
  }
}
__name(classify, "classify");
function isSpendLimit(error) {
  if (error.errorCode && SPEND_LIMIT_ERROR_CODES.has(error.errorCode)) return true;
  if (error.status !== 429 && error.status !== 400 && error.status !== 402) return false;
  const message = error.apiMessage ?? error.message;
  return SPEND_LIMIT_MESSAGES.some((pattern) => pattern.test(message));
}
__name(isSpendLimit, "isSpendLimit");
function platformErrorType(error) {
  const amzn = error.headers?.get("x-amzn-errortype");
  if (amzn) return amzn.split(":")[0];
  const status = error.error?.error?.status;
  return typeof status === "string" ? status : void 0;
}
__name(platformErrorType, "platformErrorType");
function platformMessage(error) {
  const body = error.error;
  const message = body?.message ?? body?.Message;
  return typeof message === "string" ? message : void 0;
}
__name(platformMessage, "platformMessage");
function platformVerdict(where, status, type, said, model) {
  const who = PROVIDER_LABELS[where.name];
  const region = where.region ? ` in region ${where.region}` : "";
  if (where.name === "bedrock") {
    if (/^(UnrecognizedClient|ExpiredToken|InvalidSignature|IncompleteSignature|MissingAuthenticationToken|InvalidClientTokenId)/.test(type) || status === 401) {
      return { reason: "authentication", message: `${who} did not accept the AWS credentials (${said}); pass this job's aws-access-key-id, aws-secret-access-key and aws-session-token from aws-actions/configure-aws-credentials (they expire with the role session).` };
    }
    if (type === "AccessDeniedException" || status === 403) {
      return { reason: "permission", message: `${who} denied model '${model}'${region} (${said}); let the role call bedrock:InvokeModel on it and enable access to the model in that region.` };
    }
    if (type === "ResourceNotFoundException" || status === 404 || type === "ValidationException" && /model|inference profile|on-demand/i.test(said)) {
      return { reason: "not-found", message: `${who} has no model '${model}'${region} for this account (${said}); check the model id (docs/providers.md) and that the model is offered there, or use an inference profile such as global.${model}.` };
    }
    return void 0;
  }
  if (where.name === "vertex") {
    if (type === "UNAUTHENTICATED" || status === 401) {
      return { reason: "authentication", message: `${who} did not accept the access token (${said}); pass google-access-token from google-github-actions/auth with token_format: access_token in this job (it expires).` };
    }
    if (type === "PERMISSION_DENIED" || status === 403) {
      return { reason: "permission", message: `${who} denied model '${model}'${region} (${said}); give the service account roles/aiplatform.user on the project and enable the model in Model Garden.` };
    }
    if (type === "NOT_FOUND" || type === "FAILED_PRECONDITION" || status === 404) {
      return { reason: "not-found", message: `${who} has no model '${model}'${region} for this project (${said}); check the model id (docs/providers.md), enable it in Model Garden, or pick a region that offers it.` };
    }
    return void 0;
  }
  if (where.name === "foundry") {
    if (status === 401) return { reason: "authentication", message: `${who} did not accept the credential (${said}); check the foundry-api-key secret (a Foundry key or a Microsoft Entra token).` };
    if (status === 403) return { reason: "permission", message: `${who} denied model '${model}' (${said}); give the identity access to the Foundry resource.` };
    if (status === 404) return { reason: "not-found", message: `${who} has no deployment '${model}' on this resource (${said}); deploy the model or set model to the deployment's name.` };
  }
  return void 0;
}
__name(platformVerdict, "platformVerdict");
function retryAfterMs(headers, now = Date.now()) {
  if (!headers) return void 0;
  const ms = Number.parseFloat(headers.get("retry-after-ms") ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers.get("retry-after");
  if (!raw) return void 0;
  const seconds2 = Number(raw);
  if (raw.trim() !== "" && Number.isFinite(seconds2) && seconds2 >= 0) return seconds2 * 1e3;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - now);
}
__name(retryAfterMs, "retryAfterMs");
function firstLine(text) {
  const line = text.split("\n", 1)[0] ?? "";
  return line.length > 300 ? `${line.slice(0, 300)}\u2026` : line;
}
__name(firstLine, "firstLine");
async function withRetries(call, options) {
  const { retry, model, log } = options;
  const where = options.provider ?? ANTHROPIC;
  const who = PROVIDER_LABELS[where.name];
  let attempts = 0;
  let last;
  try {
    return await pRetry(
      async () => {
        attempts += 1;
        try {
          return await call();
        } catch (error) {
          const verdict = classify(error, model, where);
          if (!verdict) throw new AbortError(error instanceof Error ? error : new Error(String(error)));
          if (!verdict.retry) throw new AbortError(verdict.error);
          last = { status: error instanceof APIError ? error.status : void 0, summary: verdict.summary, retryAfterMs: verdict.retryAfterMs };
          if (verdict.retryAfterMs !== void 0 && verdict.retryAfterMs > retry.maxRetryAfterMs) {
            throw new AbortError(
              new LlmUnavailableError(
                `${who} asks to wait ${seconds(verdict.retryAfterMs)} (${verdict.summary}), longer than the ${seconds(retry.maxRetryAfterMs)} tend waits; try again later.`,
                attempts,
                last.status
              )
            );
          }
          throw error;
        }
      },
      {
        ...backoff(retry),
        onFailedAttempt: /* @__PURE__ */ __name(async ({ retriesLeft, retryDelay }) => {
          if (retriesLeft <= 0 || !last) return;
          log(`${who}: ${last.summary}; retry ${attempts}/${retry.retries} in ${seconds(Math.max(retryDelay, last.retryAfterMs ?? 0))}.`);
          await waitOutRetryAfter(last.retryAfterMs, retryDelay);
        }, "onFailedAttempt")
      }
    );
  } catch (error) {
    if (error instanceof LlmFinalError || error instanceof LlmUnavailableError) throw error;
    const verdict = classify(error, model, where);
    if (verdict?.retry) {
      throw new LlmUnavailableError(`${who} is unavailable after ${attempts} attempts (last: ${verdict.summary}); try again later.`, attempts, last?.status);
    }
    throw error;
  }
}
__name(withRetries, "withRetries");
function backoff(retry) {
  return { retries: retry.retries, minTimeout: retry.minTimeoutMs, maxTimeout: retry.maxTimeoutMs, randomize: true };
}
__name(backoff, "backoff");
async function waitOutRetryAfter(retryAfterMs2, retryDelay) {
  const extra = Math.max(0, (retryAfterMs2 ?? 0) - retryDelay);
  if (extra > 0) await new Promise((resolve) => setTimeout(resolve, extra));
}
__name(waitOutRetryAfter, "waitOutRetryAfter");
function seconds(ms) {
  return ms >= 1e3 ? `${(ms / 1e3).toFixed(1)} s` : `${Math.round(ms)} ms`;
}
__name(seconds, "seconds");

export {
  LlmFinalError,
  LlmUnavailableError,
  BudgetExceededError,
  LlmOutputError,
  createClient,
  platformModelId,
  claudeModelId,
  AbortError,
  pRetry,
  DEFAULT_RETRY,
  retryAfterMs,
  withRetries,
  backoff,
  waitOutRetryAfter
};
