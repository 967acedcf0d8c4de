// One GitHub issue per chat thread (label `tend:chat`) holds that thread's state. The watcher
// needs only "which threads are in flight" (open issues with the label), so each issue's body
// carries its thread key on a marker line of its own, readable without parsing the state.

export const CHAT_LABEL = 'tend:chat';
const PREFIX = '<!-- tend:chat-thread ';
const SUFFIX = ' -->';

export function threadKeyMarker(threadKey: string): string {
  // Thread keys are platform ids joined by ':' (a Teams chat id holds a '/'); refuse anything that could end the HTML comment.
  if (!/^[A-Za-z0-9:._@/\-]+$/.test(threadKey)) throw new Error(`invalid chat thread key '${threadKey.slice(0, 80)}'`);
  return `${PREFIX}${threadKey}${SUFFIX}`;
}

/**
 * The thread key in an issue body, or null when the body does not START with a valid marker (tend
 * writes it as the first line; one further down is text someone put there). Only an issue tend's
 * account opened is a thread's: the callers match the author too.
 */
export function threadKeyFromBody(body: string): string | null {
  const match = /^\s*<!-- tend:chat-thread ([A-Za-z0-9:._@/\-]+) -->/.exec(body);
  return match?.[1] ?? null;
}
