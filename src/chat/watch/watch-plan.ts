// What the watcher sends for one channel's read: one repository_dispatch `tend-chat` per thread
// with actionable messages not yet dispatched, each payload checked against GitHub's limits
// (≤ 10 top-level keys, under 64 KB; MAX_PAYLOAD_BYTES keeps a margin) before it may be sent.
// A thread with more messages than fit is split over several payloads, oldest first; a single
// message too large on its own has its content truncated with a note. Pure.

import { ChatDispatchPayloadSchema, MAX_EVENTS_PER_DISPATCH, MAX_PAYLOAD_BYTES, payloadBytes, type ChatDispatchPayload } from '../../github/chat-dispatch-payload.js';
import { threadKeyOf, type ClassifiedEvent } from '../../core/chat-event.js';

const MAX_PAYLOAD_KEYS = 10;

interface DispatchPlan {
  payloads: ChatDispatchPayload[];
  /** Things a person should know (truncations). */
  notes: string[];
}

export function planDispatches(events: readonly ClassifiedEvent[], alreadyDispatched: ReadonlySet<string>): DispatchPlan {
  const threads = new Map<string, ClassifiedEvent[]>();
  for (const event of events) {
    if (event.classification !== 'actionable' || alreadyDispatched.has(event.message_id)) continue;
    const key = threadKeyOf(event);
    const list = threads.get(key) ?? [];
    list.push(event);
    threads.set(key, list);
  }
  const payloads: ChatDispatchPayload[] = [];
  const notes: string[] = [];
  for (const [threadKey, list] of threads) {
    const sorted = [...list].sort((a, b) => Date.parse(a.create_time) - Date.parse(b.create_time));
    let batch: ClassifiedEvent[] = [];
    const flush = () => {
      if (batch.length > 0) payloads.push(checkedPayload({ v: 1, thread_key: threadKey, events: batch }));
      batch = [];
    };
    for (const original of sorted) {
      const event = fitAlone(threadKey, original, notes);
      const candidate: ChatDispatchPayload = { v: 1, thread_key: threadKey, events: [...batch, event] };
      if (batch.length >= MAX_EVENTS_PER_DISPATCH || payloadBytes(candidate) >= MAX_PAYLOAD_BYTES) flush();
      batch.push(event);
    }
    flush();
  }
  return { payloads, notes };
}

/** Truncates one event's content until a payload holding only it fits. */
function fitAlone(threadKey: string, event: ClassifiedEvent, notes: string[]): ClassifiedEvent {
  const alone = (e: ClassifiedEvent) => payloadBytes({ v: 1, thread_key: threadKey, events: [e] });
  if (alone(event) < MAX_PAYLOAD_BYTES) return event;
  const original = event.content.length;
  let keep = original;
  let fitted = event;
  while (alone(fitted) >= MAX_PAYLOAD_BYTES && keep > 0) {
    keep = Math.floor(keep * 0.8);
    fitted = { ...event, content: `${event.content.slice(0, keep)}\n[truncated by tend: ${original - keep} of ${original} characters left out to fit GitHub's repository_dispatch limit]` };
  }
  notes.push(`message ${event.message_id} in ${threadKey} was ${original} characters; its dispatch carries the first ${keep}.`);
  return fitted;
}

/** Refuses (throws) a payload GitHub would refuse or tend's receiver would not accept. */
export function checkedPayload(payload: ChatDispatchPayload): ChatDispatchPayload {
  const parsed = ChatDispatchPayloadSchema.parse(payload);
  const keys = Object.keys(parsed).length;
  const bytes = payloadBytes(parsed);
  if (keys > MAX_PAYLOAD_KEYS || bytes >= MAX_PAYLOAD_BYTES) {
    throw new Error(`a tend-chat payload for ${payload.thread_key} has ${keys} top-level keys and ${bytes} bytes; GitHub takes at most ${MAX_PAYLOAD_KEYS} keys and under 64 KB`);
  }
  return parsed;
}
