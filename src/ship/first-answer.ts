// Two runs of the same pull request at once (a review event and the schedule sweep, say) can both
// answer a new thread: GitHub has no compare-and-swap on comments, and tend does not read the
// threads again right before answering. The reply itself is the claim: the round's mutation reads
// each answered thread back right after its reply (the resolve's payload; one more request for
// threads left open) and tend deletes each answer of its own but the earliest. Every run applies
// the same rule to what GitHub holds, not to what it believes it posted, and each reads after its
// own write, so whichever run writes last sees both answers and removes the duplicate, and the
// answer that stays is the first one people could have read. Pure.

import type { ThreadComments } from '../github/threads.js';
import { isThreadAnswer } from './decide-thread.js';

/** Database ids of tend's answers that are not the first in their thread: to delete. */
export function laterAnswers(threads: readonly ThreadComments[], selfId: number): number[] {
  return threads.flatMap((thread) => {
    const answers = thread.comments
      .filter((c) => isThreadAnswer(c.authorId, c.body, selfId))
      .map((c) => c.databaseId)
      .sort((a, b) => a - b);
    return answers.slice(1);
  });
}
