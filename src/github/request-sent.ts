// When a request has left for GitHub. run/run.ts waits for its first read to be sent before it
// loads the rest of the run: loading compiles that code synchronously, and a compile started earlier
// would hold back the turns of the event loop that connect the socket and write the request, which
// then waits for the compile. Two clients announce their requests on diagnostics channels: node:http
// (http-fetch.ts, the client's own transport) each request it has handed its socket, whose 'finish'
// follows once the bytes are written (after the connection, and TLS, are up); undici (the
// proxy-aware fetch used behind a proxy) each request whose headers it has written to the socket.

import { subscribe, unsubscribe } from 'node:diagnostics_channel';

const HTTP_REQUEST_START = 'http.client.request.start';
const UNDICI_SEND_HEADERS = 'undici:client:sendHeaders';

/** The part of a node:http request that says when its bytes are written. */
type Outgoing = { once: (event: 'finish', listener: () => void) => unknown };

/**
 * Resolves once the next request is on the wire, or once `request` settles (it failed before
 * sending, or was answered without a new request): whichever comes first.
 */
export function sentOrSettled(request: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe(HTTP_REQUEST_START, started);
      unsubscribe(UNDICI_SEND_HEADERS, done);
      resolve();
    };
    const started = (message: unknown) => {
      const outgoing = (message as { request?: Partial<Outgoing> } | null)?.request;
      if (typeof outgoing?.once === 'function') (outgoing as Outgoing).once('finish', done);
    };
    subscribe(HTTP_REQUEST_START, started);
    subscribe(UNDICI_SEND_HEADERS, done);
    request.then(done, done);
  });
}
