// The fetch octokit's requests go through when no proxy is set: fetch's contract, as
// @octokit/request uses it, on node:http and node:https. Node's own fetch is undici, whose code a
// fresh process loads and compiles at its first request: ~40 ms of CPU before a first POST on this
// machine (a first node:http POST: ~10 ms), paid by every run before GitHub sees its first read.
//
// What it keeps of fetch: the URL, method, headers and a text or byte body; redirects followed as
// fetch follows them (up to 20, a 303 and a POST's 301/302 become a GET without body, the
// credentials dropped when the redirect leaves the origin: a job log's 302 to its storage must not
// carry the token there); `accept-encoding: gzip, deflate` sent unless given, and gzip, deflate and
// br answers decoded; an abort signal that ends the exchange, its body included, and rejects with
// the signal's reason; failures as fetch's `TypeError('fetch failed')` with the cause, which octokit
// turns into its message. Connections are kept alive by Node's global agents (keep-alive, idle
// sockets closed after 5 s). A body fetch would take that this does not (a stream, a form) goes to
// Node's fetch itself.

// Node's modules are taken with process.getBuiltinModule, not imported: an ES import of node:http
// builds its module namespace from every export, and node:http's WebSocket, CloseEvent and
// MessageEvent are getters that load undici (~28 ms of a profiled start, all of what this file saves).
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

/** fetch's init, as far as octokit fills it. */
export interface HttpFetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  redirect?: 'follow' | 'manual' | 'error';
  signal?: AbortSignal | null;
}

/** What octokit reads of a fetch Response. */
export interface HttpFetchResponse {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly url: string;
  readonly redirected: boolean;
  readonly headers: ResponseHeaders;
  readonly body: ReadableStream<Uint8Array> | null;
  text(): Promise<string>;
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;
/** Statuses whose answer has no body, whatever its headers say (fetch's null body statuses). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
/** Headers that describe a body: a redirect that drops the body drops them too. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location'];
/** Headers that carry credentials: a redirect to another origin drops them. */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];

export async function httpFetch(input: string | URL, init: HttpFetchInit = {}): Promise<HttpFetchResponse | Response> {
  const given = init.body ?? undefined;
  if (given !== undefined && typeof given !== 'string' && !(given instanceof Uint8Array) && !(given instanceof ArrayBuffer)) {
    return globalThis.fetch(input, init as RequestInit);
  }
  const signal = init.signal ?? undefined;
  signal?.throwIfAborted();
  let url = new URL(input);
  let method = (init.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
  headers['accept-encoding'] ??= 'gzip, deflate';
  if (typeof given === 'string') headers['content-type'] ??= 'text/plain;charset=UTF-8';
  let body = given === undefined ? undefined : typeof given === 'string' ? given : given instanceof ArrayBuffer ? new Uint8Array(given) : given;
  for (let redirects = 0; ; redirects += 1) {
    const answer = await exchange(url, method, headers, body, signal);
    const status = answer.statusCode ?? 0;
    const location = REDIRECT_STATUSES.has(status) ? answer.headers.location : undefined;
    if (location === undefined || init.redirect === 'manual') {
      const bodyless = method === 'HEAD' || NULL_BODY_STATUSES.has(status);
      if (bodyless) await drained(answer, signal);
      return new HttpResponse(answer, bodyless, url, redirects > 0, signal);
    }
    await drained(answer, signal);
    if (init.redirect === 'error') throw failed(new Error(`redirect (${status}) where none was allowed`));
    if (redirects === MAX_REDIRECTS) throw failed(new Error('redirect count exceeded'));
    let next: URL;
    try {
      next = new URL(location, url);
    } catch (error) {
      throw failed(error);
    }
    if (next.protocol !== 'http:' && next.protocol !== 'https:') throw failed(new Error(`redirect to a URL that is not HTTP (${next.protocol})`));
    if (status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST') {
      method = 'GET';
      body = undefined;
      for (const name of BODY_HEADERS) delete headers[name];
    }
    if (next.origin !== url.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
    url = next;
  }
}

/** One request and its answer's head; the body is the response's to read. */
function exchange(url: URL, method: string, headers: Record<string, string>, body: string | Uint8Array | undefined, signal: AbortSignal | undefined): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = url.protocol === 'https:' ? process.getBuiltinModule('node:https').request : url.protocol === 'http:' ? process.getBuiltinModule('node:http').request : undefined;
    if (request === undefined) return reject(failed(new Error(`not an HTTP URL (${url.protocol})`)));
    // An aborted signal fires no 'abort' again: no request goes out for one (a redirect's, after the caller gave up).
    if (signal?.aborted) return reject(signal.reason);
    let outgoing: ClientRequest;
    try {
      outgoing = request(url, { method, headers });
    } catch (error) {
      return reject(failed(error));
    }
    const onAbort = () => {
      outgoing.destroy();
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    outgoing.once('response', (answer) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(answer);
    });
    // `on`, not `once`: a second error (a reset after the answer began) must not go unhandled.
    outgoing.on('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(signal?.aborted ? signal.reason : failed(error));
    });
    outgoing.end(body);
  });
}

/**
 * Once an answer whose body is not wanted (a redirect's, a 204's) has been read to its end: only
 * then does its connection go back to the pool, for the next request to reuse rather than open
 * another (a TLS handshake more, on GitHub). An abort meanwhile ends the answer and the exchange,
 * as fetch's does: a redirect followed once its body ended would send the request again after its
 * caller gave up (a 307 keeps a POST's body), behind the caller's own retry.
 */
function drained(answer: IncomingMessage, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      answer.destroy();
      reject(signal!.reason);
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    answer.once('end', done);
    answer.once('close', done);
    answer.on('error', done);
    answer.resume();
  });
}

class ResponseHeaders implements Iterable<[string, string]> {
  readonly #values: Map<string, string>;

  constructor(distinct: NodeJS.Dict<string[]>) {
    // As fetch's Headers: lower-case names in order, repeated values joined.
    this.#values = new Map(
      Object.keys(distinct)
        .sort()
        .map((name) => [name, distinct[name]!.join(', ')]),
    );
  }

  get(name: string): string | null {
    return this.#values.get(name.toLowerCase()) ?? null;
  }

  has(name: string): boolean {
    return this.#values.has(name.toLowerCase());
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.#values.entries();
  }
}

class HttpResponse implements HttpFetchResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: ResponseHeaders;
  readonly url: string;
  readonly redirected: boolean;
  readonly #stream: Readable | null;
  readonly #signal: AbortSignal | undefined;
  #used = false;

  constructor(answer: IncomingMessage, bodyless: boolean, url: URL, redirected: boolean, signal: AbortSignal | undefined) {
    this.status = answer.statusCode ?? 0;
    this.statusText = answer.statusMessage ?? '';
    this.headers = new ResponseHeaders(answer.headersDistinct);
    this.url = url.href;
    this.redirected = redirected;
    this.#signal = signal;
    if (bodyless) {
      this.#stream = null;
    } else {
      this.#stream = decoded(answer, answer.headers);
      // A body nobody reads may still fail (the connection reset): the read, if any, reports it
      // (stream.errored); unheard, it would end the process.
      this.#stream.on('error', () => undefined);
    }
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  get body(): ReadableStream<Uint8Array> | null {
    if (this.#stream === null) return null;
    this.#take();
    return process.getBuiltinModule('node:stream').Readable.toWeb(this.#stream) as ReadableStream<Uint8Array>;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await this.#bytes();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  async text(): Promise<string> {
    // fetch's text(): UTF-8, a byte order mark dropped.
    return new TextDecoder().decode(await this.#bytes());
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }

  #take(): void {
    if (this.#used) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
  }

  #bytes(): Promise<Buffer> {
    this.#take();
    const stream = this.#stream;
    if (stream === null) return Promise.resolve(Buffer.alloc(0));
    const signal = this.#signal;
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const settle = () => signal?.removeEventListener('abort', onAbort);
      const onAbort = () => {
        stream.destroy();
        reject(signal!.reason);
      };
      if (signal?.aborted) return onAbort();
      if (stream.errored) return reject(new TypeError('terminated', { cause: stream.errored }));
      signal?.addEventListener('abort', onAbort, { once: true });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.once('end', () => {
        settle();
        resolve(Buffer.concat(chunks));
      });
      stream.on('error', (error) => {
        settle();
        reject(signal?.aborted ? signal.reason : new TypeError('terminated', { cause: error }));
      });
    });
  }
}

/** The most content codings an answer may stack (Node's fetch allows as many). */
const MAX_CODINGS = 5;

/**
 * The body with its content codings undone, last applied first, as fetch does; a coding it does
 * not know leaves the body as sent (fetch's rule too). zlib is loaded by the first coded answer.
 */
function decoded(answer: IncomingMessage, headers: IncomingHttpHeaders): Readable {
  const codings = (headers['content-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim())
    .filter((coding) => coding !== '' && coding !== 'identity')
    .reverse();
  if (codings.length === 0) return answer;
  // Each coding is a decoder: a hostile server could stack thousands (2,700 gzip cost 34 MB and a
  // quarter second of CPU). Node's fetch refuses more than five; so does this.
  if (codings.length > MAX_CODINGS) {
    answer.destroy();
    throw failed(new Error(`the answer stacks ${codings.length} content codings; at most ${MAX_CODINGS} are decoded`));
  }
  const zlib = process.getBuiltinModule('node:zlib');
  // Lenient about a stream cut short, as fetch is: what arrived is decoded.
  const lenient = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const decoders = [];
  for (const coding of codings) {
    if (coding === 'gzip' || coding === 'x-gzip') decoders.push(zlib.createGunzip(lenient));
    else if (coding === 'deflate') decoders.push(zlib.createInflate(lenient));
    else if (coding === 'br') decoders.push(zlib.createBrotliDecompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }));
    else return answer;
  }
  let stream: Readable = answer;
  for (const decoder of decoders) {
    // An error on either side ends the other: a reset connection fails the read, a corrupt body frees the socket.
    stream.on('error', (error) => decoder.destroy(error));
    decoder.on('error', () => answer.destroy());
    // A decoder closed before the body all came (an abort, a reader gone) closes the connection
    // too: piped to nothing, it would stay open, neither read nor back in the pool.
    decoder.on('close', () => {
      if (!answer.complete) answer.destroy();
    });
    stream = stream.pipe(decoder);
  }
  return stream;
}

/** A failure as fetch reports one: octokit takes the cause's message for its own. */
function failed(cause: unknown): TypeError {
  return new TypeError('fetch failed', { cause });
}
