// `/tend forget N`: learning N is no longer applied (its comment on the learnings issue becomes a
// tombstone that keeps the number, so it is never given to another learning).

import { forgetLearning } from '../store/learnings-store.js';
import type { JobContext, JobResult } from './handler.js';
import { commandText, parseForget } from './parse-directive.js';

export async function forgetJob({ store, selfId, command, at }: JobContext): Promise<JobResult> {
  const parsed = parseForget(commandText(command.body, 'forget'));
  if (!parsed.ok) return { decision: 'refused', why: parsed.error, reply: `tend forgot nothing: ${parsed.error}. Nothing was changed.` };
  const forgotten = await forgetLearning(store, selfId, parsed.value, { login: command.actor.login, id: command.actor.id }, at);
  if (!forgotten) {
    const why = `there is no learning #${parsed.value}`;
    return { decision: 'refused', why, reply: `tend forgot nothing: ${why} (\`/tend learnings\` lists them). Nothing was changed.` };
  }
  const quoted = forgotten.text.split(/\r?\n/).map((line) => `> ${line}`).join('\n');
  return { decision: 'forgotten', why: `@${command.actor.login} removed learning #${forgotten.id}`, reply: `Forgot learning #${forgotten.id}; tend no longer applies it:\n\n${quoted}` };
}
