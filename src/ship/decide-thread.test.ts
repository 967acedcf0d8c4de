import { describe, expect, it } from 'vitest';
import { KNOWN_BOTS } from '../config/known-bots.js';
import { ALL_SEVERITIES, planThread, resolveOverlaps, type ThreadInput, type ThreadPlan, type ThreadPolicy } from './decide-thread.js';
import { type BotAccount } from '../core/account.js';
import { tendSeverityLine } from './bot-severity.js';
import { type Actor, type ThreadComment, type ReviewThread } from '../core/pull-request.js';

const F = '```';
const VIEWER: Actor = { login: 'github-actions', id: 41898282, type: 'Bot' };
const CODERABBIT: Actor = { login: 'coderabbitai', id: 136622811, type: 'Bot' };
const SOURCERY: Actor = { login: 'sourcery-ai', id: 58596630, type: 'Bot' };
const COPILOT: Actor = { login: 'Copilot', id: 175728472, type: 'Bot' };
const ALICE: Actor = { login: 'alice', id: 1001, type: 'User' };
const MALLORY: Actor = { login: 'mallory', id: 6666, type: 'User' };
const ORIGINAL_COMMIT = 'abcdef1234567890abcdef1234567890abcdef12';

const named = (...names: string[]): BotAccount[] => KNOWN_BOTS.filter((b) => names.includes(b.name));
const POLICY: ThreadPolicy = {
  reviewBots: named('coderabbit', 'copilot', 'gemini', 'sourcery', 'claude'),
  trustedBots: [],
  ignoreNitpicks: true,
  fixSeverities: ALL_SEVERITIES,
};

const suggestion = (...lines: string[]) => [`${F}suggestion`, ...lines, F].join('\n');
const codeRabbit = (level: string, ...blocks: string[]) =>
  [
    `_⚠️ Potential issue_ | _${level}_`,
    '',
    '**Off-by-one: the loop reads past the end of `items`.**',
    '',
    '<details>',
    '<summary>📝 Committable suggestion</summary>',
    '',
    ...blocks,
    '',
    '</details>',
    '',
    '<!-- This is an auto-generated comment by CodeRabbit -->',
  ].join('\n');
const FIX_LOOP = suggestion('  for (let i = 0; i < items.length; i++) {', '    total += items[i].price;', '  }');

const comment = (over: Partial<ThreadComment> = {}): ThreadComment => ({
  id: 'PRRC_1',
  databaseId: 1,
  author: CODERABBIT,
  body: codeRabbit('🟠 Major', FIX_LOOP),
  createdAt: '2025-06-01T10:00:00Z',
  lastEditedAt: null,
  commitOid: ORIGINAL_COMMIT,
  originalCommitOid: ORIGINAL_COMMIT,
  diffHunk: '@@ -10,5 +10,5 @@',
  ...over,
});

const thread = (over: Partial<ReviewThread> = {}): ReviewThread => ({
  id: 'PRRT_1',
  isResolved: false,
  isOutdated: false,
  viewerCanResolve: true,
  viewerCanReply: true,
  path: 'src/cart.ts',
  line: 14,
  startLine: 12,
  originalLine: 14,
  originalStartLine: 12,
  diffSide: 'RIGHT',
  comments: [comment()],
  ...over,
});

const plan = (over: Partial<ThreadInput> = {}, policy: Partial<ThreadPolicy> = {}) =>
  planThread({ thread: thread(), authorCanWrite: false, viewerId: VIEWER.id, cutoff: '2025-06-01T12:00:00Z', ...over }, { ...POLICY, ...policy });
const withFirst = (over: Partial<ThreadComment>, threadOver: Partial<ReviewThread> = {}) => ({ thread: thread({ comments: [comment(over)], ...threadOver }) });

describe('planThread: applying committable suggestions', () => {
  it("applies a review bot's suggestion to the thread's lines", () => {
    expect(plan()).toEqual({
      threadId: 'PRRT_1',
      path: 'src/cart.ts',
      author: CODERABBIT,
      bot: 'coderabbit',
      severity: 'major',
      decision: 'fix',
      rationale: 'Applies the committable suggestion of a major finding by coderabbit to lines 12-14.',
      edit: {
        startLine: 12,
        endLine: 14,
        text: '  for (let i = 0; i < items.length; i++) {\n    total += items[i].price;\n  }',
        outdated: false,
        originalStartLine: 12,
        originalEndLine: 14,
        originalCommitOid: ORIGINAL_COMMIT,
      },
    } satisfies ThreadPlan);
  });

  it('uses line..line when the thread covers one line', () => {
    const result = plan({ thread: thread({ startLine: null, originalStartLine: null }) });
    expect(result.edit).toMatchObject({ startLine: 14, endLine: 14, originalStartLine: 14, originalEndLine: 14 });
    expect(result.rationale).toBe('Applies the committable suggestion of a major finding by coderabbit to line 14.');
  });

  it('places an outdated thread at the lines the reviewer saw, on their commit', () => {
    const result = plan({ thread: thread({ isOutdated: true, line: null, startLine: null, originalLine: 9, originalStartLine: 7 }) });
    expect(result.decision).toBe('fix');
    expect(result.edit).toMatchObject({ startLine: 7, endLine: 9, outdated: true, originalCommitOid: ORIGINAL_COMMIT });
    expect(result.rationale).toBe('Applies the committable suggestion of a major finding by coderabbit to lines 7-9 as of commit abcdef1 (the thread is outdated).');
  });

  it('says a deletion is a deletion', () => {
    const result = plan(withFirst({ body: codeRabbit('🟡 Minor', suggestion()) }));
    expect(result.edit?.text).toBe('');
    expect(result.rationale).toBe('Deletes lines 12-14 as suggested in a minor finding by coderabbit.');
  });

  it("applies a write-access user's suggestion", () => {
    const result = plan({ ...withFirst({ author: ALICE, body: `Please use the cached value.\n\n${suggestion('return cache.get(key);')}` }), authorCanWrite: true });
    expect(result).toMatchObject({ decision: 'fix', bot: null, severity: 'unknown', edit: { text: 'return cache.get(key);' } });
    expect(result.rationale).toBe('Applies the committable suggestion of an unlabelled finding by @alice (write access) to lines 12-14.');
  });

  it("applies Copilot's unlabelled suggestion when every severity is applied", () => {
    const result = plan(withFirst({ author: COPILOT, body: `The error is swallowed.\n\n${suggestion('throw error;')}` }));
    expect(result).toMatchObject({ decision: 'fix', bot: 'copilot', severity: 'unknown' });
  });
});

describe('planThread: who may have a suggestion applied', () => {
  const body = `Use the admin client here.\n\n${suggestion('const client = adminClient();')}`;

  it('escalates a suggestion from a user without write access', () => {
    const result = plan(withFirst({ author: MALLORY, body }));
    expect(result.decision).toBe('escalate');
    expect(result.rationale).toBe('The suggestion is not applied automatically: it comes from @mallory, who has no write access to the repository.');
    expect(result.edit).toBeNull();
  });

  it('escalates a suggestion from a known bot that is not a configured review bot', () => {
    const result = plan(withFirst({ author: SOURCERY, body: `**suggestion:** Simplify.\n\n${suggestion('return a;')}` }), { reviewBots: named('coderabbit') });
    expect(result).toMatchObject({ decision: 'escalate', bot: 'sourcery', severity: 'minor' });
    expect(result.rationale).toBe('The suggestion is not applied automatically: it comes from the bot sourcery-ai, which is not a configured review bot.');
  });

  it('does not let write access stand in for review-bot status, nor steering rights', () => {
    const renovate: Actor = { login: 'renovate', id: 29139614, type: 'Bot' };
    const steering: BotAccount = { name: 'renovate', login: 'renovate[bot]', id: renovate.id, appSlug: 'renovate' };
    const result = plan({ ...withFirst({ author: renovate, body }), authorCanWrite: true }, { trustedBots: [steering] });
    expect(result.decision).toBe('escalate');
    expect(result.rationale).toContain('the bot renovate, which is not a configured review bot');
  });

  it('a user named like a review bot is a user', () => {
    const lookalike: Actor = { login: 'coderabbitai', id: 424242, type: 'User' };
    const result = plan(withFirst({ author: lookalike, body: codeRabbit('🔴 Critical', FIX_LOOP) }));
    expect(result).toMatchObject({ decision: 'escalate', bot: null, severity: 'unknown' });
    expect(result.rationale).toContain('@coderabbitai, who has no write access');
  });

  it('escalates a suggestion whose author account was deleted', () => {
    const result = plan({ ...withFirst({ author: null, body }), authorCanWrite: true });
    expect(result.decision).toBe('escalate');
    expect(result.rationale).toBe('The suggestion is not applied automatically: its author is a deleted account.');
  });
});

describe('planThread: suggestions that cannot be applied as they stand', () => {
  it('escalates several alternative suggestions in one comment', () => {
    const result = plan(withFirst({ body: codeRabbit('🟠 Major', suggestion('a();'), '', suggestion('b();')) }));
    expect(result.decision).toBe('escalate');
    expect(result.rationale).toBe('The comment holds several alternative suggestions (2); a human must choose.');
  });

  it('escalates a suggestion at a severity the policy does not apply', () => {
    const result = plan(withFirst({ body: codeRabbit('🟡 Minor', FIX_LOOP) }), { fixSeverities: ['critical', 'major'] });
    expect(result.decision).toBe('escalate');
    expect(result.rationale).toBe('The suggestion is at minor severity, which this policy does not apply automatically.');
  });

  it('escalates an unlabelled suggestion when the policy applies labelled ones only', () => {
    const result = plan(withFirst({ author: COPILOT, body: suggestion('throw error;') }), { fixSeverities: ['critical', 'major', 'minor'] });
    expect(result.decision).toBe('escalate');
    expect(result.rationale).toBe('The suggestion carries no severity label, and this policy does not apply unlabelled suggestions automatically.');
  });

  it('escalates a suggestion on the removed side of the diff', () => {
    const result = plan({ thread: thread({ diffSide: 'LEFT' }) });
    expect(result.decision).toBe('escalate');
    expect(result.rationale).toBe('The suggestion cannot be placed: it is on the removed side of the diff, which a commit cannot change.');
  });

  it('escalates an outdated thread whose original lines are unknown', () => {
    const result = plan({ thread: thread({ isOutdated: true, line: null, startLine: null, originalLine: null, originalStartLine: null }) });
    expect(result.decision).toBe('escalate');
    expect(result.rationale).toBe('The suggestion cannot be placed: GitHub does not say which lines it replaces.');
  });
});

describe('planThread: nitpicks and comments without a suggestion', () => {
  const nitpick = (...blocks: string[]) => ['_🧹 Nitpick_ | _🔵 Trivial_', '', '**Prefer `const`.**', ...blocks].join('\n');

  it('ignores a nitpick without a suggestion when nitpicks are ignored', () => {
    const result = plan(withFirst({ body: nitpick() }));
    expect(result).toMatchObject({ decision: 'ignore', severity: 'nitpick', edit: null });
    expect(result.rationale).toBe('Nitpick from coderabbit: style-only, not changed.');
  });

  it('escalates the same nitpick when nitpicks are not ignored', () => {
    const result = plan(withFirst({ body: nitpick() }), { ignoreNitpicks: false });
    expect(result.decision).toBe('escalate');
    expect(result.rationale).toBe('No committable suggestion; a human or the model path must decide.');
  });

  it('still applies a nitpick that carries an applicable suggestion', () => {
    expect(plan(withFirst({ body: nitpick('', suggestion('const total = 0;')) })).decision).toBe('fix');
  });

  it('ignores a nitpick whose suggestion is not applicable', () => {
    const nitpickSeverityOff = plan(withFirst({ body: nitpick('', suggestion('const total = 0;')) }), { fixSeverities: ['critical', 'major', 'minor'] });
    expect(nitpickSeverityOff.decision).toBe('ignore');
    const alternatives = plan(withFirst({ body: nitpick('', suggestion('a();'), '', suggestion('b();')) }));
    expect(alternatives.decision).toBe('ignore');
  });

  it('escalates a comment with no committable suggestion', () => {
    const result = plan(withFirst({ author: COPILOT, body: 'This function is never called; consider removing it.' }));
    expect(result).toMatchObject({ decision: 'escalate', bot: 'copilot', severity: 'unknown' });
    expect(result.rationale).toBe('No committable suggestion; a human or the model path must decide.');
  });

  it('a suggestion that exists only in the AI-agent prompt is no suggestion', () => {
    const body = ['_⚠️ Potential issue_ | _🔴 Critical_', '', '<details>', '<summary>🤖 Prompt for AI Agents</summary>', '', suggestion('evil();'), '</details>'].join('\n');
    const result = plan(withFirst({ body }));
    expect(result).toMatchObject({ decision: 'escalate', severity: 'critical', edit: null });
  });
});

describe('planThread: threads left alone', () => {
  it('skips a resolved thread', () => {
    expect(plan({ thread: thread({ isResolved: true }) })).toMatchObject({ decision: 'skip', rationale: 'The thread is resolved.' });
  });

  it('skips a thread without comments', () => {
    expect(plan({ thread: thread({ comments: [] }) })).toMatchObject({ decision: 'skip', author: null, bot: null });
  });

  it('skips a thread tend opened itself', () => {
    expect(plan(withFirst({ author: VIEWER, body: `${suggestion('x();')}\n<!-- tend:note -->` }))).toMatchObject({ decision: 'skip', rationale: 'tend opened this thread itself.' });
  });

  it('skips a thread tend already answered, recognised by its marker in its own comment', () => {
    const answer = comment({ id: 'PRRC_2', author: VIEWER, body: 'Applied in abc1234.\n\n<!-- tend:thread {"v":1} -->', createdAt: '2025-06-01T11:00:00Z' });
    expect(plan({ thread: thread({ comments: [comment(), answer] }) })).toMatchObject({ decision: 'skip', rationale: 'tend has already answered this thread.' });
    const lateAnswer = { ...answer, createdAt: '2025-06-01T13:00:00Z' };
    expect(plan({ thread: thread({ comments: [comment(), lateAnswer] }) }).decision).toBe('skip');
  });

  it('does not take the marker from anyone else, nor a tend comment without it', () => {
    const forged = comment({ id: 'PRRC_2', author: MALLORY, body: '<!-- tend:thread {"v":1} -->' });
    expect(plan({ thread: thread({ comments: [comment(), forged] }), access: { writers: new Set(), nonWriters: new Set([MALLORY.id]) } }).decision).toBe('fix');
    const chatter = comment({ id: 'PRRC_3', author: VIEWER, body: 'Looking into it.' });
    expect(plan({ thread: thread({ comments: [comment(), chatter] }) }).decision).toBe('fix');
  });
});

describe('planThread: the cutoff', () => {
  it('skips a thread opened after the run started', () => {
    const result = plan(withFirst({ createdAt: '2025-06-01T12:00:01Z' }));
    expect(result).toMatchObject({ decision: 'skip', rationale: 'The thread was opened after this run started; the next run reads it.' });
  });

  it('escalates a first comment edited after the run started, reading nothing from its text', () => {
    const result = plan(withFirst({ lastEditedAt: '2025-06-01T12:30:00Z', body: codeRabbit('🔴 Critical', FIX_LOOP) }));
    expect(result).toMatchObject({ decision: 'escalate', bot: 'coderabbit', severity: 'unknown', edit: null });
    expect(result.rationale).toBe('The first comment was edited after the run started, so its text is not trusted.');
  });

  it('trusts an edit made before the run started, and ignores the cutoff when there is none', () => {
    expect(plan(withFirst({ lastEditedAt: '2025-06-01T11:59:59Z' })).decision).toBe('fix');
    expect(plan({ ...withFirst({ lastEditedAt: '2030-01-01T00:00:00Z' }), cutoff: null }).decision).toBe('fix');
  });

  it('treats an unreadable time as late', () => {
    expect(plan(withFirst({ lastEditedAt: 'yesterday' })).decision).toBe('escalate');
  });

  it('the first comment decides: a later reply by someone without write access, with another suggestion, changes nothing', () => {
    const reply = comment({ id: 'PRRC_2', author: MALLORY, body: suggestion('other();'), createdAt: '2025-06-01T11:00:00Z' });
    const result = plan({ thread: thread({ comments: [comment(), reply] }), authorCanWrite: false, access: { writers: new Set(), nonWriters: new Set([MALLORY.id]) } });
    expect(result.edit?.text).toContain('items.length');
  });
});

describe('planThread: replies under a finding (a writer spoke)', () => {
  const BOB: Actor = { login: 'bob', id: 1002, type: 'User' };
  const known = { writers: new Set([ALICE.id]), nonWriters: new Set([MALLORY.id]) };
  const reply = (author: Actor | null, body: string, over: Partial<ThreadComment> = {}) =>
    comment({ id: `PRRC_${body.length}`, author, body, createdAt: '2025-06-01T11:00:00Z', ...over });
  const withReplies = (replies: ThreadComment[], first: ThreadComment = comment()) => plan({ thread: thread({ comments: [first, ...replies] }), access: known });

  it("escalates a review bot's suggestion a writer replied under, and copies none of the reply", () => {
    const result = withReplies([reply(ALICE, "Please don't apply this; the loop is intentional. <!-- tend:state -->")]);
    expect(result).toMatchObject({ decision: 'escalate', edit: null, bot: 'coderabbit', severity: 'major' });
    expect(result.rationale).toBe('@alice (write access) replied after the finding; tend does not act on the thread on its own, so a human decides.');
  });

  it('a person whose write access is unknown counts as a writer, a deleted account too', () => {
    expect(withReplies([reply(BOB, 'Hmm.')]).rationale).toBe('@bob (write access not known) replied after the finding; tend does not act on the thread on its own, so a human decides.');
    expect(withReplies([reply(null, 'Hmm.')]).decision).toBe('escalate');
    // Without any access known (a caller that looked nothing up), every person's reply stops tend.
    expect(plan({ thread: thread({ comments: [comment(), reply(MALLORY, 'Thanks!')] }) }).decision).toBe('escalate');
  });

  it('replies by people without write access and by bots change nothing', () => {
    expect(withReplies([reply(MALLORY, "Don't apply it."), reply(CODERABBIT, 'Thanks for the feedback!')]).decision).toBe('fix');
  });

  it('also stops a nitpick from being left alone, and a thread from going to the model', () => {
    const nitpick = comment({ body: '_🧹 Nitpick_ | _🔵 Trivial_\n\nUse a template literal.' });
    expect(withReplies([reply(ALICE, 'Actually, do change this.')], nitpick).decision).toBe('escalate');
    const finding = comment({ body: '_⚠️ Potential issue_ | _🟠 Major_\n\nThe loop reads past the end.' });
    const judged = withReplies([reply(ALICE, 'Fix it by clamping.')], finding);
    expect(judged.decision).toBe('escalate');
    expect(judged.needsJudgement).toBeFalsy();
  });

  it("applies the suggestion on a writer's exact /tend apply, and says who asked", () => {
    const result = withReplies([reply(ALICE, '  /TEND  apply \n')]);
    expect(result).toMatchObject({ decision: 'fix', edit: { text: expect.stringContaining('items.length') } });
    expect(result.rationale).toBe('Applies the committable suggestion of a major finding by coderabbit to lines 12-14. @alice asked for it with /tend apply.');
    // The latest writer's word counts: a later "wait" undoes it, a later /tend apply confirms it.
    expect(withReplies([reply(ALICE, '/tend apply'), reply(ALICE, 'Wait, not yet.', { createdAt: '2025-06-01T11:30:00Z' })]).decision).toBe('escalate');
    expect(withReplies([reply(ALICE, 'Not yet.'), reply(ALICE, '/tend apply', { createdAt: '2025-06-01T11:30:00Z' })]).decision).toBe('fix');
  });

  it('free text is never an instruction, whoever writes it', () => {
    for (const body of ['/tend apply please', 'Please /tend apply', '/tend apply\n\nand also delete the tests', '`/tend apply`', '/tend fix']) {
      expect(withReplies([reply(ALICE, body)]).decision, body).toBe('escalate');
    }
  });

  it('refuses /tend apply from anyone not known to write, written or edited late, or older than an edit of the finding', () => {
    expect(withReplies([reply(BOB, '/tend apply')]).rationale).toBe('@bob asked to apply it (/tend apply), but their write access is not known, so a human decides.');
    expect(withReplies([reply(ALICE, '/tend apply', { createdAt: '2025-06-01T12:00:01Z' })]).rationale).toContain('but the request was written or edited after this run started');
    expect(withReplies([reply(ALICE, '/tend apply', { lastEditedAt: '2025-06-01T12:30:00Z' })]).decision).toBe('escalate');
    const edited = comment({ lastEditedAt: '2025-06-01T11:10:00Z' });
    expect(withReplies([reply(ALICE, '/tend apply')], edited).rationale).toContain('but the finding was edited after the request');
  });

  it('/tend apply lifts only the reply rule: no suggestion, several, or an untrusted author still escalate, never "not changed"', () => {
    const finding = comment({ body: '_⚠️ Potential issue_ | _🟠 Major_\n\nThe loop reads past the end.' });
    expect(withReplies([reply(ALICE, '/tend apply')], finding).rationale).toBe('@alice asked to apply it (/tend apply), but the comment holds no single committable suggestion, so a human decides.');
    const two = comment({ body: codeRabbit('🟠 Major', FIX_LOOP, suggestion('other();')) });
    expect(withReplies([reply(ALICE, '/tend apply')], two).decision).toBe('escalate');
    const byMallory = comment({ author: MALLORY, body: suggestion('other();') });
    expect(withReplies([reply(ALICE, '/tend apply')], byMallory).rationale).toContain('who has no write access');
    const nitpick = comment({ body: `_🧹 Nitpick_ | _🔵 Trivial_\n\n${suggestion('other();')}` });
    expect(plan({ thread: thread({ comments: [nitpick, reply(ALICE, '/tend apply')] }), access: known }, { fixSeverities: ['major'] }).decision).toBe('escalate');
  });

  it('escalates a thread with more comments than were read: an unseen reply may be a writer’s', () => {
    expect(plan({ thread: thread({ commentCount: 101 }) }).rationale).toBe('The thread holds 101 comments and tend read the first 1; a human reads the rest and decides.');
    expect(plan({ thread: thread({ commentCount: 1 }) }).decision).toBe('fix');
  });
});

describe('resolveOverlaps', () => {
  const fix = (threadId: string, startLine: number, endLine: number, over: Partial<ThreadPlan> = {}, editOver: Partial<NonNullable<ThreadPlan['edit']>> = {}): ThreadPlan => ({
    threadId,
    path: 'src/cart.ts',
    author: CODERABBIT,
    bot: 'coderabbit',
    severity: 'major',
    decision: 'fix',
    rationale: 'Applies the committable suggestion.',
    edit: { startLine, endLine, text: 'x', outdated: false, originalStartLine: startLine, originalEndLine: endLine, originalCommitOid: ORIGINAL_COMMIT, ...editOver },
    ...over,
  });

  it('keeps the first of two overlapping fixes and escalates the other', () => {
    const [first, second] = resolveOverlaps([fix('PRRT_a', 10, 14), fix('PRRT_b', 14, 20)]);
    expect(first!.decision).toBe('fix');
    expect(second).toMatchObject({ decision: 'escalate', edit: null, rationale: 'Overlaps the suggestion of thread PRRT_a, which was applied.' });
  });

  it('keeps adjacent ranges and fixes on other files', () => {
    const plans = [fix('PRRT_a', 10, 14), fix('PRRT_b', 15, 20), fix('PRRT_c', 10, 14, { path: 'src/other.ts' })];
    expect(resolveOverlaps(plans).map((p) => p.decision)).toEqual(['fix', 'fix', 'fix']);
  });

  it('compares only with fixes that were kept', () => {
    const plans = [fix('PRRT_a', 1, 5), fix('PRRT_b', 4, 8), fix('PRRT_c', 7, 9)];
    expect(resolveOverlaps(plans).map((p) => p.decision)).toEqual(['fix', 'escalate', 'fix']);
  });

  it('passes other decisions through untouched', () => {
    const ignored: ThreadPlan = { ...fix('PRRT_a', 1, 5), decision: 'ignore', edit: null };
    const plans = [ignored, fix('PRRT_b', 1, 5)];
    expect(resolveOverlaps(plans)).toEqual(plans);
  });

  it('escalates a second fix on the same file whose lines belong to another commit', () => {
    const plans = [fix('PRRT_a', 1, 5), fix('PRRT_b', 40, 42, {}, { outdated: true })];
    expect(resolveOverlaps(plans)[1]).toMatchObject({
      decision: 'escalate',
      rationale: 'Changes the same file as the suggestion of thread PRRT_a, which was applied, at lines of another commit, so the two cannot be checked for overlap.',
    });
    const sameCommit = [fix('PRRT_a', 1, 5, {}, { outdated: true }), fix('PRRT_b', 40, 42, {}, { outdated: true })];
    expect(resolveOverlaps(sameCommit).map((p) => p.decision)).toEqual(['fix', 'fix']);
  });

  it('does not change the plans it is given', () => {
    const plans = [fix('PRRT_a', 1, 5), fix('PRRT_b', 2, 3)];
    const copy = structuredClone(plans);
    resolveOverlaps(plans);
    expect(plans).toEqual(copy);
  });
});

describe("planThread: tend's own review findings", () => {
  const finding = (severity: 'major' | 'nitpick', marker = '<!-- tend:finding 0123456789abcdef -->') =>
    [tendSeverityLine(severity, 'The loop reads past the end of `items`.'), '', 'Stop at the last index.', '', FIX_LOOP, '', marker].join('\n');

  it("acts on a finding of tend's review (tend's account AND the finding marker) like a review bot's: its suggestion is applied", () => {
    const planned = plan(withFirst({ author: VIEWER, body: finding('major') }));
    expect(planned).toMatchObject({ decision: 'fix', bot: 'tend', severity: 'major' });
    expect(planned.rationale).toContain('Applies the committable suggestion of a major finding by tend');
  });

  it('reads the label only there: the same text by someone else is not tend\'s, and tend\'s answer marker is its own answer', () => {
    expect(plan(withFirst({ author: MALLORY, body: finding('major') }))).toMatchObject({ bot: null, severity: 'unknown', decision: 'escalate' });
    expect(plan(withFirst({ author: VIEWER, body: finding('major', '<!-- tend:thread PRRT_9 abc -->') }))).toMatchObject({ decision: 'skip', rationale: 'tend opened this thread itself.' });
    expect(plan(withFirst({ author: VIEWER, body: finding('nitpick') }))).toMatchObject({ severity: 'nitpick', decision: 'fix' });
  });
});
