// How each platform carries a Messages request, for the one emulator that answers them all: the
// Anthropic API itself, Amazon Bedrock's InvokeModel, Vertex AI's rawPredict and Microsoft Foundry.
// A wire checks what its platform checks (path, authentication, where the API version and the model
// go) and hands the shared server a plain Messages body; the scripted model, validation, usage and
// caching are the same whichever wire a request came by. Errors go back in the platform's shape.
//
// Sources: Anthropic's "Claude on Amazon Bedrock" and "Claude on Vertex AI" pages (the model in the
// URL, not the body; `anthropic_version` in the body: bedrock-2023-05-31, vertex-2023-10-16), the
// AWS Bedrock runtime API reference (POST /model/{modelId}/invoke, errors as `{message}` with the
// x-amzn-ErrorType header), the AWS Signature Version 4 reference (credential scope
// date/region/service/aws4_request), Google's rawPredict REST reference and error model
// (`{error: {code, message, status}}`), and the Foundry client (`/anthropic/v1/messages`, x-api-key or
// an Entra bearer token).

import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Endpoint } from './validate.js';

export type WireName = 'anthropic' | 'bedrock' | 'vertex' | 'foundry';

/** The credentials and places a wire accepts. */
export interface WireCredentials {
  apiKey: string;
  aws: { accessKeyId: string; secretAccessKey: string; sessionToken: string; region: string };
  google: { accessToken: string; project: string; region: string };
  /** A Microsoft Entra token Foundry accepts besides its key. */
  entraToken: string;
}

export interface WireRequest {
  method: string;
  /** The path as sent, still percent-encoded. */
  rawPath: string;
  query: string;
  headers: IncomingMessage['headers'];
  raw: Buffer;
}

export type Accepted = { ok: true; endpoint: Endpoint; body: unknown; sent: unknown } | { ok: false; status: number; type: string; message: string };

export interface Wire {
  accept(request: WireRequest, credentials: WireCredentials): Accepted;
  /** An error answer in the platform's shape. */
  error(status: number, type: string, message: string, requestId: string): { body: unknown; headers: Record<string, string> };
}

/** An `anthropic-version` value: a dated API version (the SDK this repository pins sends 2026-10-21). */
export const API_VERSION = /^20\d\d-\d\d-\d\d$/;

/** The API's request size limit for Messages and token counting. */
export const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

export const PLATFORM_VERSIONS = { bedrock: 'bedrock-2023-05-31', vertex: 'vertex-2023-10-16' } as const;

const MESSAGES_ROUTES: Record<string, Endpoint> = {
  '/v1/messages': 'messages',
  '/v1/messages/count_tokens': 'count_tokens',
};

const refuse = (status: number, type: string, message: string): Accepted => ({ ok: false, status, type, message });

function header(headers: IncomingMessage['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseJson(raw: Buffer): { body: unknown } | { problem: string } {
  try {
    return { body: JSON.parse(raw.toString('utf8')) };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function anthropicError(type: string, message: string, requestId: string) {
  return { body: { type: 'error', error: { type, message }, request_id: requestId }, headers: {} };
}

/** The Messages API as Anthropic serves it, under `prefix` (Foundry serves it under /anthropic). */
function messagesWire(prefix: string, presented: (headers: IncomingMessage['headers'], credentials: WireCredentials) => 'ok' | 'missing' | 'wrong'): Wire {
  return {
    accept(request, credentials) {
      const endpoint = request.rawPath.startsWith(prefix) ? MESSAGES_ROUTES[request.rawPath.slice(prefix.length)] : undefined;
      if (request.method !== 'POST' || !endpoint) return refuse(404, 'not_found_error', `Not found: ${request.method} ${request.rawPath}`);
      const auth = presented(request.headers, credentials);
      if (auth === 'missing') return refuse(401, 'authentication_error', 'x-api-key header or Authorization: Bearer <key> is required');
      if (auth === 'wrong') return refuse(401, 'authentication_error', 'invalid x-api-key');
      const version = header(request.headers, 'anthropic-version');
      if (version === undefined) return refuse(400, 'invalid_request_error', 'anthropic-version: header is required');
      if (!API_VERSION.test(version)) return refuse(400, 'invalid_request_error', `anthropic-version: invalid version '${version}' (expected a date such as 2023-06-01)`);
      if (request.raw.length > MAX_REQUEST_BYTES) return refuse(413, 'request_too_large', `Request exceeds the maximum allowed number of bytes (${MAX_REQUEST_BYTES}).`);
      const parsed = parseJson(request.raw);
      if ('problem' in parsed) return refuse(400, 'invalid_request_error', `There was an error parsing the body of your request: ${parsed.problem}`);
      return { ok: true, endpoint, body: parsed.body, sent: parsed.body };
    },
    error: (_status, type, message, requestId) => anthropicError(type, message, requestId),
  };
}

/**
 * The key a request presents. Older SDKs send it as `x-api-key`; the pinned SDK (1.x, API version
 * 2026-10-21) sends `Authorization: Bearer <key>`. Both are accepted; x-api-key wins when both are set.
 */
function presentedKey(headers: IncomingMessage['headers']): string | undefined {
  const key = header(headers, 'x-api-key');
  if (key !== undefined) return key;
  return /^Bearer\s+(\S+)$/i.exec(header(headers, 'authorization') ?? '')?.[1];
}

const anthropicWire = messagesWire('', (headers, credentials) => {
  const key = presentedKey(headers);
  return key === undefined ? 'missing' : key === credentials.apiKey ? 'ok' : 'wrong';
});

/** Foundry: the key as x-api-key, or an Entra token as a bearer token. */
const foundryWire = messagesWire('/anthropic', (headers, credentials) => {
  const key = header(headers, 'x-api-key');
  if (key !== undefined) return key === credentials.apiKey ? 'ok' : 'wrong';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header(headers, 'authorization') ?? '')?.[1];
  if (bearer === undefined) return 'missing';
  return bearer === credentials.entraToken ? 'ok' : 'wrong';
});

/** The body a platform wraps: `anthropic_version` as it demands, no `model` (it is in the URL). */
function platformBody(raw: Buffer, version: string, model: string, invalid: string): Accepted {
  const parsed = parseJson(raw);
  if ('problem' in parsed) return refuse(400, invalid, `Malformed input request: ${parsed.problem}`);
  const sent = parsed.body;
  if (!isObject(sent)) return refuse(400, invalid, 'Malformed input request: expected a JSON object');
  if (sent['anthropic_version'] !== version) return refuse(400, invalid, `anthropic_version: expected '${version}', got ${JSON.stringify(sent['anthropic_version'] ?? null)}`);
  if ('model' in sent) return refuse(400, invalid, 'model: Extra inputs are not permitted (the model is named in the URL)');
  const { anthropic_version: _version, ...rest } = sent;
  return { ok: true, endpoint: 'messages', body: { model, ...rest }, sent };
}

/** Bedrock model ids: a base id, an inference profile (`global.` …), or an ARN. */
const BEDROCK_MODEL = /^(?:arn:aws[a-z-]*:bedrock:[a-z0-9-]+:\d{12}:[a-z-]+\/\S+|(?:[a-z-]+\.)?anthropic\.claude-[a-z0-9-]+(?:-v\d+(?::\d+)?)?)$/;

const bedrockWire: Wire = {
  accept(request, credentials) {
    const route = /^\/model\/([^/]+)\/(invoke|invoke-with-response-stream)$/.exec(request.rawPath);
    if (request.method !== 'POST' || !route) return refuse(404, 'UnknownOperationException', `Not found: ${request.method} ${request.rawPath}`);
    if (route[2] !== 'invoke') return refuse(400, 'ValidationException', 'the emulator answers InvokeModel only; tend does not stream');
    const signed = checkSigV4(request, credentials.aws);
    if (signed) return signed;
    const model = decodeURIComponent(route[1]!);
    if (!BEDROCK_MODEL.test(model)) return refuse(400, 'ValidationException', `The provided model identifier is invalid: ${model}`);
    return platformBody(request.raw, PLATFORM_VERSIONS.bedrock, model, 'ValidationException');
  },
  error: (_status, type, message) => ({ body: { message }, headers: { 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/` } }),
};

/**
 * Checks an AWS Signature Version 4 `Authorization` header: its form, a credential scope of this
 * key, today's date, the region and service `bedrock`, the session token, and the signature itself,
 * recomputed from the request with the secret key.
 */
function checkSigV4(request: WireRequest, aws: WireCredentials['aws']): Accepted | null {
  const authorization = header(request.headers, 'authorization');
  if (!authorization) return refuse(403, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
  const form = /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!form) return refuse(403, 'IncompleteSignatureException', `Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' in the AWS4-HMAC-SHA256 form: ${authorization.replace(/Signature=\w+/, 'Signature=…')}`);
  const [, keyId, date, region, service, signedHeaders, signature] = form as unknown as [string, string, string, string, string, string, string];
  if (keyId !== aws.accessKeyId) return refuse(403, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
  const amzDate = header(request.headers, 'x-amz-date');
  if (!amzDate || !amzDate.startsWith(date)) return refuse(403, 'IncompleteSignatureException', `x-amz-date '${amzDate ?? ''}' does not match the credential scope's date ${date}`);
  if (region !== aws.region) return refuse(403, 'InvalidSignatureException', `Credential should be scoped to a valid region, not '${region}'.`);
  if (service !== 'bedrock') return refuse(403, 'InvalidSignatureException', `Credential should be scoped to correct service: 'bedrock', not '${service}'.`);
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return refuse(403, 'IncompleteSignatureException', 'SignedHeaders must include host and x-amz-date');
  if (header(request.headers, 'x-amz-security-token') !== aws.sessionToken || !names.includes('x-amz-security-token')) {
    return refuse(403, 'UnrecognizedClientException', 'The security token included in the request is invalid (x-amz-security-token missing, unsigned or not this session\'s).');
  }
  const canonical = [
    request.method,
    request.rawPath
      .split('/')
      .map((segment) => awsEscape(segment))
      .join('/'),
    canonicalQuery(request.query),
    ...names.map((name) => `${name}:${(header(request.headers, name) ?? '').trim().replace(/\s+/g, ' ')}`),
    '',
    signedHeaders,
    sha256(request.raw),
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key: Buffer = hmac(`AWS4${aws.secretAccessKey}`, date);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(toSign).digest('hex');
  if (expected !== signature) return refuse(403, 'InvalidSignatureException', 'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.');
  return null;
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 3986 escaping as SigV4 wants it (each path segment escaped once more, as sent). */
function awsEscape(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(query: string): string {
  if (!query) return '';
  return new URLSearchParams(query)
    .toString()
    .split('&')
    .filter((pair) => pair !== '')
    .sort()
    .join('&');
}

const vertexWire: Wire = {
  accept(request, credentials) {
    const route = /^\/v1\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/:]+):(rawPredict|streamRawPredict)$/.exec(request.rawPath);
    if (request.method !== 'POST' || !route) return refuse(404, 'NOT_FOUND', `Not found: ${request.method} ${request.rawPath}`);
    const token = /^Bearer\s+(\S+)$/i.exec(header(request.headers, 'authorization') ?? '')?.[1];
    if (token !== credentials.google.accessToken) {
      return refuse(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.');
    }
    const [, project, region, model, method] = route as unknown as [string, string, string, string, string];
    if (method !== 'rawPredict') return refuse(400, 'INVALID_ARGUMENT', 'the emulator answers rawPredict only; tend does not stream');
    if (project !== credentials.google.project || region !== credentials.google.region) {
      return refuse(403, 'PERMISSION_DENIED', `Permission 'aiplatform.endpoints.predict' denied on resource '//aiplatform.googleapis.com/projects/${project}/locations/${region}/publishers/anthropic/models/${model}'.`);
    }
    return platformBody(request.raw, PLATFORM_VERSIONS.vertex, decodeURIComponent(model), 'INVALID_ARGUMENT');
  },
  // Google's own refusals (UPPER_CASE statuses) in its error model; the model's (overloaded_error, ...) as Anthropic's.
  error: (status, type, message, requestId) => (/^[A-Z_]+$/.test(type) ? { body: { error: { code: status, message, status: type } }, headers: {} } : anthropicError(type, message, requestId)),
};

export const WIRES: Readonly<Record<WireName, Wire>> = { anthropic: anthropicWire, bedrock: bedrockWire, vertex: vertexWire, foundry: foundryWire };
