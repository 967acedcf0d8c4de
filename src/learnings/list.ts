// `/tend learnings`: every learning tend applies, with its number, author, date and scope, the
// text quoted (the reply is made inert as a whole, core/text.ts).

import { describeScope, LEARNING_LIMITS } from '../core/learning.js';
import { readLearnings } from '../store/learnings-store.js';
import type { JobContext, JobResult } from './handler.js';

export async function listJob({ store, selfId }: JobContext): Promise<JobResult> {
  const learnings = await readLearnings(store, selfId);
  if (learnings.length === 0) {
    return { decision: 'replied', why: 'there are no learnings', reply: 'tend has no learnings yet. Record one with `/tend remember [paths: GLOB] [for: review|ship|triage] <directive>`.' };
  }
  const entries = learnings.map((l) => [`- **#${l.id}** · @${l.author.login} · ${l.createdAt.slice(0, 10)} · ${describeScope(l.scope)}`, ...l.text.split(/\r?\n/).map((line) => `  > ${line}`)].join('\n'));
  const reply = [`**Learnings** (${learnings.length} of at most ${LEARNING_LIMITS.count}); \`/tend forget N\` removes one:`, '', ...entries].join('\n');
  return { decision: 'replied', why: `listed ${learnings.length} learning(s)`, reply };
}
