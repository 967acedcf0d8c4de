import { describe, expect, it } from 'vitest';
import type { StoredComment } from '../store/tracking-comment.js';
import { lostCommands, type LostCommandInput } from './lost-commands.js';

const SELF = 900;
const alice = { login: 'alice', type: 'User' };
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 2, 12, minutes)).toISOString();
const comment = (id: number, body: string, extra: Partial<StoredComment> = {}): StoredComment => ({ id, body, authorId: 1, author: alice, createdAt: at(id), edited: false, ...extra });
const input = (comments: StoredComment[], extra: Partial<LostCommandInput> = {}): LostCommandInput => ({
  target: { kind: 'pull_request', number: 7 },
  comments,
  lastCommandId: undefined,
  handled: [],
  selfId: SELF,
  since: new Date(at(0)),
  until: new Date(at(50)),
  ...extra,
});
const ids = (found: ReturnType<typeof lostCommands>) => found.map((c) => c.steering.commentId);

describe('lostCommands', () => {
  it('finds /tend verbs newest first, as the comment route reads them, with who wrote them and when', () => {
    const found = lostCommands(input([comment(10, '/tend ship'), comment(12, 'looks good'), comment(14, '/tend stop now')]));
    expect(ids(found)).toEqual([14, 10]);
    expect(found[0]).toMatchObject({ action: 'command', verb: 'stop', args: 'now', target: { kind: 'pull_request', number: 7 }, steering: { actor: { login: 'alice', id: 1, type: 'User' }, via: 'comment', commentId: 14, at: at(14) } });
  });

  it('never returns a comment tend already acted on: none at or before lastCommandId, none in handled', () => {
    const comments = [comment(10, '/tend ship'), comment(12, '/tend fix'), comment(14, '/tend stop')];
    expect(ids(lostCommands(input(comments, { lastCommandId: 12 })))).toEqual([14]);
    expect(ids(lostCommands(input(comments, { handled: ['comment:14', 'comment:10'] })))).toEqual([12]);
  });

  it("leaves out tend's own comments, GITHUB_TOKEN's, edited comments, other text and verbs that do not fit the target", () => {
    const comments = [
      comment(10, '/tend ship', { authorId: SELF }),
      comment(11, '/tend ship', { authorId: 41898282, author: { login: 'github-actions', type: 'Bot' } }),
      comment(12, '/tend ship <!-- tend:reply -->'),
      comment(13, '/tend ship', { edited: true }),
      comment(14, 'please /tend ship'),
      comment(15, '/tend triage'),
      comment(16, '/tend make it faster'),
      comment(17, '/tend'),
    ];
    expect(lostCommands(input(comments))).toEqual([]);
    // Chat decisions are remembered by their chat thread, not here: never taken for lost ones.
    expect(lostCommands(input([comment(18, '/tend approve')], { target: { kind: 'issue', number: 7 } }))).toEqual([]);
    expect(ids(lostCommands(input([comment(19, '/tend status')], { target: { kind: 'issue', number: 7 } })))).toEqual([19]);
  });

  it('only counts comments written in the window and before the run started', () => {
    const comments = [comment(5, '/tend ship'), comment(20, '/tend fix'), comment(40, '/tend stop')];
    expect(ids(lostCommands(input(comments, { since: new Date(at(10)), until: new Date(at(40)) })))).toEqual([20]);
  });

  it('cannot see a command in a listing that does not say who wrote it or when', () => {
    const { author: _author, ...anonymous } = comment(10, '/tend ship');
    const { createdAt: _createdAt, ...undated } = comment(11, '/tend ship');
    expect(lostCommands(input([anonymous, undated]))).toEqual([]);
  });
});
