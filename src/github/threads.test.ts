// Answering a round of review threads on the emulator through the real client: one request for
// every thread, replies as tend, resolves that stick, a resolve GitHub refuses that stays that
// thread's result, and a lost answer retried without a second reply.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import type { Issue, PullRequestData, ReviewThread } from '../../emulator/state.js';
import { createOctokit } from './client.js';
import { answerThreads, loadThreadComments, RESOLVE_NEEDS_CONTENTS_WRITE, type ThreadAnswer } from './threads.js';

let emu: Emulator;
let world: World;
let threads: ReviewThread[];

const MARKER = '<!-- tend:thread ';

async function reviewedPull(w: World, lines: number[]): Promise<ReviewThread[]> {
  await commitFiles(w.repo.bareDir, { branch: 'feature', from: 'main', files: { 'src/widget.ts': 'export const widget = 2;\nexport const b = 3;\nexport const c = 4;\n' }, message: 'Change' });
  const pr = emu.state.createPullRequest(w.repo, { title: 'Change', author: w.accounts.maintainer, head: 'feature' }) as Issue & { pull: PullRequestData };
  return emu.state.addReview(w.repo, pr, { author: w.accounts.coderabbit, comments: lines.map((line) => ({ path: 'src/widget.ts', line, body: `Comment on line ${line}.` })) }).threads;
}

beforeEach(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  threads = await reviewedPull(world, [1, 2, 3]);
});
afterEach(async () => {
  await emu.stop();
});

const client = (token: string) => createOctokit(token, { baseUrl: emu.apiUrl, retryBaseMs: 5, throttle: false });
const answer = (thread: ReviewThread, text: string, resolve = true): ThreadAnswer => {
  const marker = `${MARKER}${thread.nodeId} abc -->`;
  return { threadId: thread.nodeId, reply: { body: `${text}\n\n${marker}`, marker }, resolve };
};
const tendReplies = (thread: ReviewThread) => thread.comments.filter((c) => c.author.login === 'github-actions[bot]');

describe('answering a round of threads', () => {
  it('replies to and resolves three threads in one request, and reads each back with its reply', async () => {
    const round = await answerThreads(client(world.tokens.actions), threads.map((t, i) => answer(t, `Fixed ${i}.`)));

    expect(emu.log.count({ kind: 'graphql' })).toBe(1);
    expect(emu.log.entries[0]).toMatchObject({ operation: 'TendAnswerThreads', mutation: true });
    expect(threads.map((t) => [t.isResolved, tendReplies(t).map((c) => c.body.split('\n')[0])])).toEqual([
      [true, ['Fixed 0.']],
      [true, ['Fixed 1.']],
      [true, ['Fixed 2.']],
    ]);
    expect(round.threads).toEqual(threads.map((t) => ({ threadId: t.nodeId, replied: true, resolve: { resolved: true } })));
    // The read-back shows each thread after its reply, as first-answer.ts needs it.
    expect(round.readBack.map((t) => [t.id, t.isResolved, t.comments.map((c) => c.databaseId)])).toEqual(
      threads.map((t) => [t.nodeId, true, t.comments.map((c) => c.id)]),
    );
  });

  it('sends the bodies as variables: the document holds no text of theirs', async () => {
    await answerThreads(client(world.tokens.actions), [answer(threads[0]!, 'x") { __typename } mutation Evil { deleteIssueComment(input: {id: "1"}) }')]);

    const logged = emu.log.entries[0]!;
    expect(logged.fields).toEqual(['addPullRequestReviewThreadReply', 'resolveReviewThread']);
    expect(JSON.stringify(logged.body)).toContain('mutation Evil');
    expect(tendReplies(threads[0]!)[0]!.body).toContain('mutation Evil');
  });

  it('answers a thread left open without resolving it, and resolves one it may not reply on', async () => {
    const round = await answerThreads(client(world.tokens.actions), [
      answer(threads[0]!, 'Left open for a human.', false),
      { threadId: threads[1]!.nodeId, reply: null, resolve: true },
    ]);

    expect(emu.log.count({ kind: 'graphql' })).toBe(1);
    expect([threads[0]!.isResolved, tendReplies(threads[0]!)]).toEqual([false, [expect.objectContaining({ body: expect.stringContaining('Left open') })]]);
    expect([threads[1]!.isResolved, tendReplies(threads[1]!)]).toEqual([true, []]);
    expect(round.threads).toEqual([
      { threadId: threads[0]!.nodeId, replied: true, resolve: null },
      { threadId: threads[1]!.nodeId, replied: false, resolve: { resolved: true } },
    ]);
    // A reply's payload cannot reach its thread: the open one is not read back here.
    expect(round.readBack.map((t) => t.id)).toEqual([threads[1]!.nodeId]);
  });

  it('keeps a FORBIDDEN resolve to its own thread: the other threads are answered and resolved', async () => {
    // The second repository's thread is one the token may read but not resolve.
    const other = await createWorld(emu, { name: 'gadgets' });
    emu.state.setPermission(other.repo, world.accounts.actions.login, 'read');
    const [foreign] = await reviewedPull(other, [1]);

    const round = await answerThreads(client(world.tokens.actions), [answer(threads[0]!, 'Fixed.'), { threadId: foreign!.nodeId, reply: null, resolve: true }, answer(threads[1]!, 'Not changed.')]);

    expect(emu.log.count({ kind: 'graphql' })).toBe(1);
    expect(round.threads).toEqual([
      { threadId: threads[0]!.nodeId, replied: true, resolve: { resolved: true } },
      { threadId: foreign!.nodeId, replied: false, resolve: { resolved: false, reason: RESOLVE_NEEDS_CONTENTS_WRITE } },
      { threadId: threads[1]!.nodeId, replied: true, resolve: { resolved: true } },
    ]);
    expect([threads[0]!.isResolved, foreign!.isResolved, threads[1]!.isResolved]).toEqual([true, false, true]);
  });

  it('answers every thread when GitHub refuses each resolve FORBIDDEN (a token without contents: write)', async () => {
    emu.faults.inject({ kind: 'graphql', operation: 'resolveReviewThread', response: { type: 'graphql-error', errorType: 'FORBIDDEN', message: 'Resource not accessible by integration' }, times: 1 });

    const round = await answerThreads(client(world.tokens.actions), threads.map((t) => answer(t, 'Fixed.')));

    expect(round.threads.map((t) => [t.replied, t.resolve])).toEqual(threads.map(() => [true, { resolved: false, reason: RESOLVE_NEEDS_CONTENTS_WRITE }]));
    expect(threads.map((t) => [t.isResolved, tendReplies(t).length])).toEqual(threads.map(() => [false, 1]));
    expect(round.readBack).toEqual([]);
  });

  it('throws when GitHub refuses a reply (a reader may not reply), naming why', async () => {
    await expect(answerThreads(client(world.tokens.outsider), [answer(threads[0]!, 'hi', false)])).rejects.toThrow(/Resource not accessible/);
    expect(threads[0]!.comments).toHaveLength(1);
  });

  it('throws on a resolve refused for another reason than permission', async () => {
    await expect(answerThreads(client(world.tokens.actions), [{ threadId: 'PRRT_doesnotexist', reply: null, resolve: true }])).rejects.toThrow(/Could not resolve to a node/);
  });

  it('does not reply twice when GitHub writes the round and loses the answer: it reads the threads and sends nothing again', async () => {
    emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'after-write', status: 500 }, times: 1 });

    const round = await answerThreads(client(world.tokens.actions), threads.map((t) => answer(t, 'Fixed.')));

    expect(threads.map((t) => [t.isResolved, tendReplies(t).length])).toEqual(threads.map(() => [true, 1]));
    expect(emu.log.entries.map((e) => [e.operation, e.status])).toEqual([
      ['TendAnswerThreads', 500],
      ['TendThreadAnswers', 200],
    ]);
    expect(round.threads.map((t) => [t.replied, t.resolve])).toEqual(threads.map(() => [true, { resolved: true }]));
    expect(round.readBack.map((t) => t.id).sort()).toEqual(threads.map((t) => t.nodeId).sort());
  });

  it('sends again only what is missing after a 5xx: a reply that landed is not sent twice, the rest is', async () => {
    // Another round's reply landed in the first thread (the marker names this one), then GitHub
    // fails the whole request before writing anything.
    const first = answer(threads[0]!, 'Fixed.');
    await answerThreads(client(world.tokens.actions), [{ ...first, resolve: false }]);
    emu.log.clear();
    emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'status', status: 502 }, times: 1 });

    const round = await answerThreads(client(world.tokens.actions), [first, answer(threads[1]!, 'Not changed.')]);

    expect(threads.slice(0, 2).map((t) => [t.isResolved, tendReplies(t).length])).toEqual([
      [true, 1],
      [true, 1],
    ]);
    const resent = emu.log.entries.at(-1)!;
    expect([resent.operation, resent.status, resent.fields]).toEqual(['TendAnswerThreads', 200, ['resolveReviewThread', 'addPullRequestReviewThreadReply']]);
    expect(round.threads.map((t) => [t.replied, t.resolve])).toEqual([
      [true, { resolved: true }],
      [true, { resolved: true }],
    ]);
  });

  it('keeps comments whose ids are past 2^31 (GraphQL Int): reads them back exactly, and finds its own reply after a lost answer', async () => {
    emu.state.skipIdsTo(2 ** 31 + 100);
    const pr = world.repo.issues.find((i) => i.pull)! as Issue & { pull: PullRequestData };
    const [big] = emu.state.addReview(world.repo, pr, { author: world.accounts.coderabbit, comments: [{ path: 'src/widget.ts', line: 1, body: 'Past Int32.' }] }).threads;
    emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'after-write', status: 500 }, times: 1 });

    const round = await answerThreads(client(world.tokens.actions), [answer(big!, 'Fixed.')]);

    const ids = big!.comments.map((c) => c.id);
    expect(ids.every((id) => id > 2 ** 31)).toBe(true);
    // The read after the lost answer found tend's reply by its marker: not sent twice, not dropped.
    expect(tendReplies(big!)).toHaveLength(1);
    expect(emu.log.entries.map((e) => e.operation)).toEqual(['TendAnswerThreads', 'TendThreadAnswers']);
    expect(round.readBack.map((t) => [t.id, t.comments.map((c) => c.databaseId)])).toEqual([[big!.nodeId, ids]]);
    expect((await loadThreadComments(client(world.tokens.actions), [big!.nodeId]))[0]!.comments.map((c) => [c.databaseId, c.authorId])).toEqual([
      [ids[0], world.accounts.coderabbit.id],
      [ids[1], emu.state.accounts.get('github-actions[bot]')!.id],
    ]);
  });

  describe('with writes that follow the answers in the same request (the asks and the tracking comment)', () => {
    const setup = () => {
      const pr = world.repo.issues.find((i) => i.pull)! as Issue & { pull: PullRequestData };
      const tracking = emu.state.addIssueComment(pr, emu.state.accounts.get('github-actions[bot]')!, 'tracking: before');
      const then = { subjectId: pr.nodeId, comments: ['/gemini review\n\n<!-- ask 1 -->'], update: { id: tracking.nodeId, body: 'tracking: after' } };
      return { pr, tracking, then };
    };

    it('answers the round, then posts the comments, then writes the tracking comment, in one request', async () => {
      const { pr, tracking, then } = setup();

      const round = await answerThreads(client(world.tokens.actions), threads.map((t) => answer(t, 'Fixed.')), then);

      expect(emu.log.entries.map((e) => [e.operation, e.fields])).toEqual([
        ['TendAnswerThreads', ['addPullRequestReviewThreadReply', 'resolveReviewThread', 'addComment', 'updateIssueComment']],
      ]);
      expect(round.then).toEqual({ refused: [null], updateRefused: null });
      expect(threads.map((t) => [t.isResolved, tendReplies(t).length])).toEqual(threads.map(() => [true, 1]));
      expect(pr.comments.map((c) => c.body)).toEqual(['tracking: after', then.comments[0]]);
      expect(tracking.body).toBe('tracking: after');
    });

    it('sends them with a round that has nothing to write in its threads', async () => {
      const { tracking, then } = setup();

      const round = await answerThreads(client(world.tokens.actions), [{ threadId: threads[0]!.nodeId, reply: null, resolve: false }], { ...then, comments: [] });

      expect(emu.log.entries.map((e) => [e.operation, e.fields])).toEqual([['TendAnswerThreads', ['updateIssueComment']]]);
      expect(round.then).toEqual({ refused: [], updateRefused: null });
      expect(tracking.body).toBe('tracking: after');
    });

    it('reports a refused tracking write as its own result: the answers and the comments stand', async () => {
      const { pr, tracking, then } = setup();
      emu.faults.inject({ kind: 'graphql', operation: 'updateIssueComment', response: { type: 'graphql-error', errorType: 'FORBIDDEN', message: 'Resource not accessible by integration' }, times: 1 });

      const round = await answerThreads(client(world.tokens.actions), threads.map((t) => answer(t, 'Fixed.')), then);

      expect(round.then).toEqual({ refused: [null], updateRefused: 'Resource not accessible by integration' });
      expect(round.threads.map((t) => [t.replied, t.resolve])).toEqual(threads.map(() => [true, { resolved: true }]));
      expect(pr.comments.map((c) => c.body)).toEqual(['tracking: before', then.comments[0]]);
      expect(tracking.body).toBe('tracking: before');
    });

    it('after a request with no answer, says it does not know (null) and never sends the comments again', async () => {
      const { pr, then } = setup();
      emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'after-write', status: 500 }, times: 1 });

      const round = await answerThreads(client(world.tokens.actions), threads.map((t) => answer(t, 'Fixed.')), then);

      expect(round.then).toBeNull();
      expect(pr.comments.filter((c) => c.body === then.comments[0])).toHaveLength(1);
      expect(threads.map((t) => [t.isResolved, tendReplies(t).length])).toEqual(threads.map(() => [true, 1]));
      expect(emu.log.entries.map((e) => [e.operation, e.status])).toEqual([
        ['TendAnswerThreads', 500],
        ['TendThreadAnswers', 200],
      ]);
    });
  });

  it('gives up after three attempts, without a duplicate reply', async () => {
    emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'after-write', status: 500 }, times: 1 });
    emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'status', status: 502 }, times: 5 });
    // The lost write answered and resolved everything; a thread that is reopened in between is
    // resolved again, and that request is the one that keeps failing.
    emu.faults.inject({ kind: 'graphql', operation: 'TendThreadAnswers', response: { type: 'before', run: () => void (threads[2]!.isResolved = false) }, times: 1 });

    await expect(answerThreads(client(world.tokens.actions), threads.map((t) => answer(t, 'Fixed.')))).rejects.toMatchObject({ status: 502 });

    expect(emu.log.count({ operation: 'TendAnswerThreads' })).toBe(3);
    expect(threads.map((t) => tendReplies(t).length)).toEqual([1, 1, 1]);
  });
});
