import { describe, expect, it } from 'vitest';
import { THREAD_ANSWER_MARKER } from './decide-thread.js';
import { laterAnswers } from './first-answer.js';

const TEND = 41898282;
const answer = (databaseId: number, authorId: number | null = TEND) => ({ id: `C${databaseId}`, databaseId, authorId, body: `Not changed: why\n\n${THREAD_ANSWER_MARKER}T1 abc -->` });

describe('laterAnswers', () => {
  it("keeps tend's earliest answer in each thread and names the later ones, whatever order GitHub lists them in", () => {
    const threads = [
      { id: 'T1', comments: [{ id: 'C1', databaseId: 1, authorId: 7, body: 'nit: rename' }, answer(12), answer(10)] },
      { id: 'T2', comments: [{ id: 'C2', databaseId: 2, authorId: 7, body: 'typo' }, answer(11)] },
      { id: 'T3', comments: [answer(20), answer(21), answer(22)] },
    ];
    expect(laterAnswers(threads, TEND)).toEqual([12, 21, 22]);
  });

  it('orders ids past 2^31 (GraphQL Int) as the numbers they are', () => {
    const threads = [{ id: 'T1', comments: [answer(2 ** 31 + 7), answer(2 ** 31 - 1), answer(2 ** 32 + 1)] }];
    expect(laterAnswers(threads, TEND)).toEqual([2 ** 31 + 7, 2 ** 32 + 1]);
  });

  it("leaves alone what is not tend's answer: someone else's comment with the marker, tend's comment without it", () => {
    const threads = [
      { id: 'T1', comments: [answer(10), answer(11, 99), answer(12, null), { id: 'C13', databaseId: 13, authorId: TEND, body: 'a plain comment' }] },
    ];
    expect(laterAnswers(threads, TEND)).toEqual([]);
  });
});
