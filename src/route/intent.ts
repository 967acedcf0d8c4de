// The intent classifier for a free-form `/tend <text>` that names no verb: the
// model answers {workflow, confidence, rationale} and a plain function decides what happens:
// a known workflow that applies to the target and clears the threshold runs as if its verb had
// been written; below the threshold tend asks what is wanted; anything else is refused politely.

import * as z from 'zod';
import type { LlmSession } from '../llm/index.js';
import { dataSection, renderPrompt } from '../llm/prompts.js';
import { VERBS, type Verb } from './verbs.js';
import { type Target } from '../core/target.js';
import { sanitizeForModel } from '../llm/untrusted-text.js';

const IntentSchema = z.strictObject({
  workflow: z.string().min(1).max(40).describe("A workflow name from the list, or 'none'"),
  confidence: z.number().min(0).max(1),
  rationale: z.string().min(1).max(400),
});
type Intent = z.infer<typeof IntentSchema>;

export type IntentDecision = { kind: 'run'; verb: Verb; why: string } | { kind: 'clarify'; reply: string; why: string } | { kind: 'refuse'; reply: string; why: string };

const noun = (target: Target) => (target.kind === 'issue' ? 'issue' : 'pull request');

/** The verbs a free-form request may resolve to on this target. */
function candidateVerbs(target: Target): Verb[] {
  return (Object.keys(VERBS) as Verb[]).filter((verb) => (VERBS[verb].targets as readonly string[]).includes(target.kind));
}

export function verbList(target: Target): string {
  return candidateVerbs(target).map((verb) => `\`/tend ${verb}\` (${VERBS[verb].summary})`).join(', ');
}

export function decideIntent(intent: Intent, target: Target, threshold: number): IntentDecision {
  const name = intent.workflow.trim().toLowerCase();
  const known = candidateVerbs(target).find((verb) => verb === name);
  const options = verbList(target);
  if (intent.confidence < threshold) {
    return {
      kind: 'clarify',
      why: `the request reads as '${name}' with confidence ${intent.confidence.toFixed(2)}, below ${threshold}`,
      reply: `I am not sure what you would like me to do here (my best guess was \`${name}\`, at confidence ${intent.confidence.toFixed(2)}). On this ${noun(target)} I can do: ${options}. Which one do you mean?`,
    };
  }
  if (!known) {
    return {
      kind: 'refuse',
      why: `the request asks for '${name}', which tend does not do on a ${noun(target)}`,
      reply: `Sorry, that is not something I can do on this ${noun(target)}. What I can do: ${options}.`,
    };
  }
  return { kind: 'run', verb: known, why: `read as \`/tend ${known}\` (confidence ${intent.confidence.toFixed(2)}): ${intent.rationale}` };
}

export async function classifyIntent(session: LlmSession, input: { repository: string; target: Target; text: string }): Promise<Intent> {
  return session.structured({
    role: 'intent',
    subject: `#${input.target.number}`,
    system: { stable: renderPrompt('intent', { repository: input.repository, target: `${noun(input.target)} #${input.target.number}`, workflows: candidateVerbs(input.target).map((v) => `- ${v}: ${VERBS[v].summary}`).join('\n') }) },
    messages: dataSection('request', sanitizeForModel(input.text)),
    schema: IntentSchema,
    outputTool: { name: 'submit_intent', description: 'Submit which workflow the request asks for.' },
    maxToolIterations: 0,
  });
}
