// GitHub's own webhook payloads from `@octokit/webhooks-examples`, the starting point of every
// event fixture: the builders keep their shape and extra fields and overwrite what the emulator
// knows. Parsed once, on first use.

import definitions from '@octokit/webhooks-examples' with { type: 'json' };
import * as z from 'zod';

export type ExamplePayload = Record<string, unknown>;

const Definitions = z.array(z.object({ name: z.string(), examples: z.array(z.record(z.string(), z.unknown())) }));

let byEvent: Map<string, ExamplePayload[]> | undefined;

/** Every example GitHub documents for `event` (`issue_comment`, `pull_request`, ...). */
export function examplesOf(event: string): ExamplePayload[] {
  if (!byEvent) {
    const raw: unknown = definitions;
    byEvent = new Map(Definitions.parse(raw).map((d) => [d.name, d.examples]));
  }
  return byEvent.get(event) ?? [];
}

/**
 * A fresh copy of the example that best fits: the wanted `action` first (any example of the event
 * when GitHub documents none for it, e.g. `issues` `closed`), then one whose `organization` key
 * matches whether the owner is an organization, then one without an app `installation`.
 */
export function pickExample(event: string, options: { action?: string; organization: boolean }): ExamplePayload {
  const candidates = examplesOf(event);
  if (candidates.length === 0) throw new Error(`@octokit/webhooks-examples has no '${event}' example`);
  const score = (example: ExamplePayload) =>
    (options.action === undefined || example.action === options.action ? 100 : 0) +
    ('organization' in example === options.organization ? 10 : 0) +
    ('installation' in example ? 0 : 5);
  const best = candidates.reduce((a, b) => (score(b) > score(a) ? b : a));
  return structuredClone(best);
}
