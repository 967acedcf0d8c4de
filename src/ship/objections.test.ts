import { describe, expect, it } from 'vitest';
import type { Actor, Review } from '../core/pull-request.js';
import { KNOWN_BOTS } from '../config/known-bots.js';
import { describeObjection, objectionReason, reportedObjections, reviewObjections } from './objections.js';

const CODERABBIT = KNOWN_BOTS.find((b) => b.name === 'coderabbit')!;
const BOB: Actor = { login: 'bob', id: 101, type: 'User' };
const CAROL: Actor = { login: 'carol', id: 102, type: 'User' };
const RABBIT: Actor = { login: 'coderabbitai', id: CODERABBIT.id, type: 'Bot' };
const POLICY = { reviewBots: [CODERABBIT] };

let seq = 0;
const review = (author: Actor | null, state: string, over: Partial<Review> = {}): Review => {
  seq += 1;
  return {
    id: `PRR_${seq}`,
    fullDatabaseId: 1000 + seq,
    author,
    authorCanPushToRepository: true,
    state,
    body: '',
    commitOid: 'abc',
    submittedAt: `2026-01-01T10:${String(seq).padStart(2, '0')}:00Z`,
    ...over,
  };
};

describe('reviewObjections', () => {
  it("a writer's request for changes blocks, named with its review id and the first line of its body", () => {
    const changes = review(BOB, 'CHANGES_REQUESTED', { body: '\n  Please split this function.  \nMore detail here.' });
    const { blocking, reported } = reviewObjections([changes], POLICY);
    expect(reported).toEqual([]);
    expect(blocking).toHaveLength(1);
    expect(describeObjection(blocking[0]!)).toBe(`bob requested changes (review ${changes.fullDatabaseId}): "Please split this function."`);
    expect(objectionReason(blocking)).toBe(`changes requested by bob (review ${changes.fullDatabaseId}): "Please split this function."; a dismissal of the review, or a later approval by the same person, releases the merge`);
  });

  it('a later approval by the same person clears it; a later comment does not', () => {
    expect(reviewObjections([review(BOB, 'CHANGES_REQUESTED'), review(BOB, 'APPROVED')], POLICY).blocking).toEqual([]);
    expect(reviewObjections([review(BOB, 'CHANGES_REQUESTED'), review(BOB, 'COMMENTED')], POLICY).blocking).toHaveLength(1);
  });

  it("another person's approval does not clear it", () => {
    expect(reviewObjections([review(BOB, 'CHANGES_REQUESTED'), review(CAROL, 'APPROVED')], POLICY).blocking.map((o) => o.author?.login)).toEqual(['bob']);
  });

  it('a dismissed request for changes clears it, and does not bring back an earlier one', () => {
    // GitHub rewrites the dismissed review's own state to DISMISSED.
    expect(reviewObjections([review(BOB, 'DISMISSED')], POLICY).blocking).toEqual([]);
    expect(reviewObjections([review(BOB, 'CHANGES_REQUESTED'), review(BOB, 'APPROVED'), review(BOB, 'DISMISSED')], POLICY).blocking).toEqual([]);
  });

  it('a new request for changes after an approval blocks again', () => {
    expect(reviewObjections([review(BOB, 'APPROVED'), review(BOB, 'CHANGES_REQUESTED')], POLICY).blocking).toHaveLength(1);
  });

  it('goes by submission time, not list order, and ignores pending reviews', () => {
    const approved = review(BOB, 'APPROVED');
    const changes = review(BOB, 'CHANGES_REQUESTED');
    // Listed out of order (as pages joined in the wrong order would be): the later review still wins.
    expect(reviewObjections([changes, approved], POLICY).blocking).toHaveLength(1);
    expect(reviewObjections([review(BOB, 'CHANGES_REQUESTED'), review(BOB, 'APPROVED', { submittedAt: null })], POLICY).blocking).toHaveLength(1);
  });

  it('finds the latest stance past the first 100 reviews', () => {
    const many = Array.from({ length: 150 }, (_, i) => review(CAROL, 'COMMENTED', { submittedAt: `2026-01-01T09:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z` }));
    const early = review(BOB, 'CHANGES_REQUESTED', { submittedAt: '2026-01-01T08:00:00Z' });
    const late = review(BOB, 'APPROVED', { submittedAt: '2026-01-01T11:00:00Z' });
    expect(reviewObjections([early, ...many], POLICY).blocking).toHaveLength(1);
    expect(reviewObjections([early, ...many, late], POLICY).blocking).toEqual([]);
  });

  it('a request for changes by someone without write access, or by a review bot, is reported and does not block', () => {
    const outsider = review(CAROL, 'CHANGES_REQUESTED', { authorCanPushToRepository: false, body: 'Nope' });
    const bot = review(RABBIT, 'CHANGES_REQUESTED', { body: '**Actionable comments posted: 2**' });
    const { blocking, reported } = reviewObjections([outsider, bot], POLICY);
    expect(blocking).toEqual([]);
    expect(reported.map((o) => o.notBlocking)).toEqual(['no write access', 'a review bot']);
    expect(reportedObjections(reported)).toBe(`not waited for: carol requested changes (review ${outsider.fullDatabaseId}): "Nope" (no write access); coderabbitai requested changes (review ${bot.fullDatabaseId}): "**Actionable comments posted: 2**" (a review bot)`);
    expect(reportedObjections([])).toBe('');
  });

  it('an App that may push and is not a configured review bot blocks (every workflow writes as the same bot)', () => {
    const actions: Actor = { login: 'github-actions', id: 41898282, type: 'Bot' };
    expect(reviewObjections([review(actions, 'CHANGES_REQUESTED')], POLICY).blocking).toHaveLength(1);
  });

  it("a lookalike user named like a review bot is a person, and blocks if they may push", () => {
    const lookalike: Actor = { login: 'coderabbitai', id: 999, type: 'User' };
    expect(reviewObjections([review(lookalike, 'CHANGES_REQUESTED')], POLICY).blocking).toHaveLength(1);
  });

  it('the quoted line is data: one line, clipped, unable to open an HTML comment, its quotes made plain', () => {
    const body = `<!-- tend:state {} --> "quoted" ${'x'.repeat(300)}`;
    const [objection] = reviewObjections([review(BOB, 'CHANGES_REQUESTED', { body })], POLICY).blocking;
    expect(objection!.firstLine).not.toContain('<!--');
    expect(objection!.firstLine).not.toContain('"');
    expect(objection!.firstLine.length).toBeLessThanOrEqual(120);
    expect(objection!.firstLine.endsWith('…')).toBe(true);
  });

  it('a review id past 2^31 (GraphQL Int) is named exactly, as the number REST gives', () => {
    const past = review(BOB, 'CHANGES_REQUESTED', { fullDatabaseId: 2 ** 32 + 1, body: 'No.' });
    const [objection] = reviewObjections([past], POLICY).blocking;
    expect(objection!.review).toBe(4294967297);
    expect(describeObjection(objection!)).toBe('bob requested changes (review 4294967297): "No."');
  });

  it('a review without a REST id is named by its node id; a deleted account by what GitHub says of its access', () => {
    const ghost = review(null, 'CHANGES_REQUESTED', { fullDatabaseId: null, authorCanPushToRepository: false });
    const { reported } = reviewObjections([ghost], POLICY);
    expect(describeObjection(reported[0]!)).toBe(`a deleted account requested changes (review ${ghost.id})`);
  });
});
