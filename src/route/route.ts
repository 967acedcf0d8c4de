// Event name + payload → what this run should do, as plain data. No I/O: write-access checks
// and state lookups happen after, in the run, on what this returns. The payload is validated here
// (events.ts, zod); the decisions are decide.ts's, plain code the first image can load too.

import type { z } from 'zod';
import { EventSchemas } from './events.js';
import { isHandledEvent, routeEvent, type EventName, type Route, type RouteOptions } from './decide.js';
import { RouteError } from '../core/errors.js';

export { FORK_READ_ONLY, isOwnAccount, type Route, type RouteOptions, type Steering } from './decide.js';

export function route(eventName: string, payload: unknown, options: RouteOptions): Route {
  // An event tend does not act on is not read: its payload is whatever GitHub sends for it.
  return routeEvent(eventName, isHandledEvent(eventName) ? validate(eventName, payload) : payload, options);
}

function validate(eventName: EventName, payload: unknown): unknown {
  const schema: z.ZodType = EventSchemas[eventName];
  // Without zod's compiled fast path (this call only; the check is the same): a run parses one
  // payload once, and compiling the parser costs more than it saves on it (~2.5 of ~4 ms of CPU).
  const parsed = schema.safeParse(payload, { jitless: true });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? `'${issue.path.join('.')}'` : 'the payload';
  const expected = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
  throw new RouteError(`The ${eventName} event payload is malformed: ${where}: ${expected}.`);
}
