// `/tend remember [paths: ...] [for: ...] <directive>`: the directive becomes a learning, with its
// author (login and id) and date; a malformed one is one line saying what is expected, and nothing is stored.

import { describeScope, LEARNING_LIMITS } from '../core/learning.js';
import { rememberLearning } from '../store/learnings-store.js';
import type { JobContext, JobResult } from './handler.js';
import { commandText, parseDirective, REMEMBER_USAGE } from './parse-directive.js';

export async function rememberJob({ store, selfId, command, at }: JobContext): Promise<JobResult> {
  const parsed = parseDirective(commandText(command.body, 'remember'));
  if (!parsed.ok) {
    return { decision: 'refused', why: parsed.error, reply: `tend did not remember this: ${parsed.error}. Expected ${REMEMBER_USAGE}. Nothing was stored.` };
  }
  const entry = { text: parsed.value.text, author: { login: command.actor.login, id: command.actor.id }, createdAt: at, scope: parsed.value.scope };
  const stored = await rememberLearning(store, selfId, entry, command.eventKey);
  if (stored.kind === 'full') {
    const why = `tend keeps at most ${LEARNING_LIMITS.count} learnings and has ${stored.count}`;
    return { decision: 'refused', why, reply: `tend did not remember this: ${why}. Remove one with \`/tend forget N\` first (\`/tend learnings\` lists them). Nothing was stored.` };
  }
  const { id, scope } = stored.learning;
  const why = `@${command.actor.login} recorded learning #${id} (${describeScope(scope)})`;
  return { decision: stored.kind, why, reply: `Remembered as learning #${id} (${describeScope(scope)}). \`/tend learnings\` lists the learnings; \`/tend forget ${id}\` removes this one.` };
}
