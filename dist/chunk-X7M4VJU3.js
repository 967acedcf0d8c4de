import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  array,
  lazy,
  literal,
  number,
  object,
  record,
  string,
  union,
  unknown
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/api-errors.ts
var RestFailure = lazy(() => object({
  status: number(),
  response: object({ data: unknown() }).optional(),
  message: string()
}));
var MessageBody = lazy(() => object({ message: string() }));
function restFailure(error) {
  if (connectionFailure(error)) return null;
  const parsed = RestFailure.safeParse(error);
  if (!parsed.success) return null;
  const body = MessageBody.safeParse(parsed.data.response?.data);
  return { status: parsed.data.status, message: body.success ? body.data.message : parsed.data.message };
}
__name(restFailure, "restFailure");
var GraphqlFailure = lazy(() => object({
  errors: array(object({ type: string().optional(), path: array(union([string(), number()])).optional(), message: string() })).min(1)
}));
var PartialData = lazy(() => object({ data: record(string(), unknown()) }));
function graphqlErrors(error) {
  const parsed = GraphqlFailure.safeParse(error);
  return parsed.success ? parsed.data.errors : null;
}
__name(graphqlErrors, "graphqlErrors");
function graphqlPartial(error) {
  const errors = graphqlErrors(error);
  const partial = PartialData.safeParse(error);
  return errors && partial.success ? { data: partial.data.data, errors } : null;
}
__name(graphqlPartial, "graphqlPartial");
var RateHeaders = lazy(() => object({
  response: object({ headers: record(string(), unknown()) })
}));
function refusalHint(status, message, error) {
  const headers = RateHeaders.safeParse(error).data?.response.headers ?? {};
  if (status === 403 || status === 429) {
    if (/secondary rate limit/i.test(message)) {
      return " That is GitHub's secondary rate limit (too many requests at once), not a permission: tend's next run, or the schedule sweep, goes on where this one stopped.";
    }
    if (String(headers["x-ratelimit-remaining"]) === "0") {
      const reset = Number(headers["x-ratelimit-reset"]);
      const when = Number.isFinite(reset) && reset > 0 ? ` at ${new Date(reset * 1e3).toISOString()}` : "";
      return ` The token's rate limit is spent; it resets${when || " within the hour"}, and tend's next run goes on from there.`;
    }
  }
  if (status === 401) return " Check the github-token input.";
  if (status === 403) return " Check the workflow's permissions block.";
  return "";
}
__name(refusalHint, "refusalHint");
var RequestFailure = lazy(() => object({ status: number(), request: object({ method: string().optional(), url: string() }) }));
function requestFailureLine(error, message) {
  const connection = connectionFailure(error);
  if (connection) {
    const what = connection.connected ? `Lost the connection to ${connection.host}` : `Could not connect to ${connection.host}`;
    return `${what}: ${connection.reason} (${connection.request}). Check GITHUB_API_URL and the runner's network; tend's next run goes on from where this one stopped.`;
  }
  const parsed = RequestFailure.safeParse(error);
  if (!parsed.success) return null;
  const { status, request } = parsed.data;
  return `GitHub answered ${status} to ${request.method ?? "a request to"} ${new URL(request.url).pathname}: ${message}.${refusalHint(status, message, error)}`;
}
__name(requestFailureLine, "requestFailureLine");
function isRequestTimeout(error) {
  return object({ timedOut: literal(true) }).safeParse(error).success;
}
__name(isRequestTimeout, "isRequestTimeout");
var CONNECTION_CODES = {
  ECONNREFUSED: { connected: false, reason: "connection refused" },
  ENOTFOUND: { connected: false, reason: "the host name does not resolve (DNS)" },
  EAI_AGAIN: { connected: false, reason: "the DNS lookup failed (temporary failure in name resolution)" },
  ETIMEDOUT: { connected: false, reason: "the connection timed out" },
  UND_ERR_CONNECT_TIMEOUT: { connected: false, reason: "the connection timed out" },
  EHOSTUNREACH: { connected: false, reason: "the host is unreachable" },
  ENETUNREACH: { connected: false, reason: "the network is unreachable" },
  ECONNRESET: { connected: true, reason: "the connection was reset" },
  EPIPE: { connected: true, reason: "the connection was closed while sending" },
  UND_ERR_SOCKET: { connected: true, reason: "the connection was closed by the other side" },
  UND_ERR_HEADERS_TIMEOUT: { connected: true, reason: "no answer came in time" },
  UND_ERR_BODY_TIMEOUT: { connected: true, reason: "the answer stopped coming" }
};
var TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$)/;
var Caused = lazy(() => object({ cause: unknown() }));
var Coded = lazy(() => object({ code: string() }));
var Aggregate = lazy(() => object({ errors: array(unknown()).min(1) }));
var Requested = lazy(() => object({ request: object({ method: string().optional(), url: string() }) }));
function connectionFailure(error) {
  const requested = Requested.safeParse(error);
  if (!requested.success) return null;
  const found = connectionReason(error, 0);
  if (found === null) return null;
  const url = new URL(requested.data.request.url);
  return { host: url.host, ...found, request: `${requested.data.request.method ?? "a request to"} ${url.pathname}` };
}
__name(connectionFailure, "connectionFailure");
function connectionReason(error, depth) {
  if (depth > 6) return null;
  const code = Coded.safeParse(error).data?.code;
  if (code !== void 0 && Object.hasOwn(CONNECTION_CODES, code)) return CONNECTION_CODES[code];
  if (code !== void 0 && TLS_CODE.test(code)) return { connected: false, reason: `the TLS certificate was not accepted (${code})` };
  const first = Aggregate.safeParse(error).data?.errors[0];
  if (first !== void 0) {
    const inner = connectionReason(first, depth + 1);
    if (inner !== null) return inner;
  }
  const cause = Caused.safeParse(error).data?.cause;
  return cause === void 0 ? null : connectionReason(cause, depth + 1);
}
__name(connectionReason, "connectionReason");

export {
  restFailure,
  graphqlErrors,
  graphqlPartial,
  requestFailureLine,
  isRequestTimeout
};
