import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

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

export {
  AbortError,
  pRetry
};
