// When a request has left for GitHub: undici (Node's fetch, and the proxy-aware fetch used behind a
// proxy) announces on a diagnostics channel each request whose headers it has written to the socket.
// run/run.ts waits for its first read to be sent before it loads the rest of the run: loading
// compiles that code synchronously, and a compile started earlier would hold back the turns of the
// event loop that connect the socket and write the request, which then waits for the compile.

import { subscribe, unsubscribe } from 'node:diagnostics_channel';

const SEND_HEADERS = 'undici:client:sendHeaders';

/**
 * Resolves once the next request's headers are on the wire, or once `request` settles (it failed
 * before sending, or was answered without a new request): whichever comes first.
 */
export function sentOrSettled(request: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe(SEND_HEADERS, done);
      resolve();
    };
    subscribe(SEND_HEADERS, done);
    request.then(done, done);
  });
}
