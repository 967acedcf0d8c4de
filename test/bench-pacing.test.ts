// The bench's count of GitHub's spacing (bench/pacing-waits.ts): the seconds a job's requests wait
// on GitHub for the throttling plugin's spacing, which the simulator's unspaced runs add to each
// job's runner time. Checked on a /tend ship run's shape: a GraphQL read, a labels POST, a comment
// mutation, each answered 100 ms after the one before.

import { describe, expect, it } from 'vitest';
import { spacedAs, spacingWaitS } from '../bench/pacing-waits.js';

const request = (at: number, kind: 'rest' | 'graphql', method: string, path: string, mutation = false) => ({ at, kind, method, path, mutation });
const shipRun = [
  request(0, 'graphql', 'POST', '/graphql'),
  request(100, 'rest', 'POST', '/repos/acme/widgets/issues/1/labels'),
  request(200, 'graphql', 'POST', '/graphql', true),
];

describe('the spacing a job waits for on GitHub', () => {
  it("tend's: writes (mutations among them) a second apart, reads not at all", () => {
    // The POST goes at once; the mutation a second after the POST started (at 100 ms): 0.9 s.
    expect(spacingWaitS(shipRun, 'tend')).toBeCloseTo(0.9, 6);
  });

  it("the plugin's own: every GraphQL request spaced as a write, so the first read holds the first write back", () => {
    // The POST waits to 1000 ms (0.9 s), which moves the mutation to 1100 ms; it waits to 2000 ms (0.9 s more).
    expect(spacingWaitS(shipRun, 'plugin')).toBeCloseTo(1.8, 6);
    expect(spacingWaitS(shipRun, 'none')).toBe(0);
  });

  it('notifying writes 3 s apart after their write turn, searches 2 s, and a gap already long enough waits nothing', () => {
    const comments = [request(0, 'rest', 'POST', '/repos/acme/widgets/issues/1/comments'), request(50, 'rest', 'POST', '/repos/acme/widgets/issues/1/comments')];
    expect(spacedAs(comments[0]!, 'tend')).toEqual(['write', 'notifications']);
    expect(spacingWaitS(comments, 'tend')).toBeCloseTo(2.95, 6);
    const searches = [request(0, 'rest', 'GET', '/search/issues'), request(10, 'rest', 'GET', '/repos/acme/widgets'), request(20, 'rest', 'GET', '/search/issues')];
    expect(spacingWaitS(searches, 'tend')).toBeCloseTo(1.98, 6);
    expect(spacingWaitS([request(0, 'rest', 'PATCH', '/repos/acme/widgets/issues/1'), request(1500, 'rest', 'DELETE', '/repos/acme/widgets/git/refs/heads/x')], 'tend')).toBe(0);
  });
});
