// Chat triage end to end: the bundle (`node dist/index.js`) runs as the Actions runner runs it,
// against the GitHub emulator, the local Messages API with scripted model turns, and the local
// Slack server spoken to by the real @slack/web-api client. The watcher's repository_dispatch
// payload is built here as the watcher sends it; everything after it is tend's.

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnthropicEmulator, ScriptedReply } from '../../emulator/anthropic/server.js';
import type { SlackEmulator } from '../../emulator/chat/slack-server.js';
import { startDiscordEmulator } from '../../emulator/chat/discord-server.js';
import { startLarkEmulator } from '../../emulator/chat/lark-server.js';
import {
  AREA, AREA_REF, CHAT_NOW, isAbout, PERIMETER, PERIMETER_REF, chatDispatchEvent, chatEnv, chatInputs, investigatorReturn as investigation, scriptRoles, slackQuestion, startChatServers, systemText, threadIssues,
  toolAnswer, validatorVerdict as verdict, modelRole as roleOf, type ChatQuestion, type ChatServers, type RoleHandlers,
} from '../../emulator/chat-world.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { issueCommentEvent } from '../../emulator/webhooks/issue-events.js';
import { repositoryDispatchEvent, workflowDispatchEvent } from '../../emulator/webhooks/dispatch-events.js';
import type { Issue } from '../../emulator/state.js';
import type { ClassifiedEvent } from '../../src/core/chat-event.js';
import { readChatState, type ChatThreadState } from '../../src/chat/thread/thread-state.js';
import { AuditSchema } from '../../src/report/audit.js';
import { decodeMarker } from '../../src/store/marker.js';
import { expectOneClearError, startE2E, type E2E, type Steps } from './world.js';

let t: E2E;
let servers: ChatServers;
let claude: AnthropicEmulator;
let slack: SlackEmulator;
let out: string;
beforeEach(async () => {
  t = await startE2E({ steps: 'in-process' });
  servers = await startChatServers();
  ({ claude, slack } = servers);
  out = await mkdtemp(join(tmpdir(), 'tend-chat-e2e-'));
  await commitFiles(t.world.repo.bareDir, { branch: 'main', files: { 'src/area.ts': AREA, 'src/perimeter.ts': PERIMETER }, message: 'Add geometry' });
});
afterEach(async () => {
  await servers.stop();
  await t.stop();
  await rm(out, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// The world (emulator/chat-world.ts): a Slack question, the watcher's dispatch, scripted model roles.

const ask = (text: string, options: { mention?: boolean } = {}) => slackQuestion(slack, text, options);
// Runs at the same time need audit files of their own, or one reads the other's.
const INPUTS = (audit = 'audit.json') => chatInputs(servers, join(out, audit));
const ENV = () => chatEnv(servers);

// Runs at the same time, or a run killed at its timeout, need processes of their own (world.ts `Steps`).
async function dispatch(thread: ChatQuestion, options: { timeoutMs?: number; audit?: string; steps?: Steps } = {}) {
  const { timeoutMs, steps = timeoutMs ? 'spawn' : undefined } = options;
  return t.run('repository_dispatch', chatDispatchEvent(t.emu.state, t.world.repo, thread, t.world.accounts.maintainer), { inputs: INPUTS(options.audit), env: ENV(), ...(timeoutMs ? { timeoutMs } : {}), ...(steps ? { steps } : {}) });
}

async function comment(issue: Issue, body: string, author = t.world.accounts.maintainer) {
  const event = issueCommentEvent(t.emu.state, t.world.repo, issue, t.emu.state.addIssueComment(issue, author, body), 'created');
  return { event, run: () => t.run('issue_comment', event, { inputs: INPUTS(), env: ENV() }) };
}

function threadIssue(key: string): Issue {
  const found = threadIssues(t.world.repo, key);
  expect(found).toHaveLength(1);
  return found[0]!;
}
function stateOf(key: string): ChatThreadState {
  const state = readChatState(decodeMarker(threadIssue(key).body));
  expect(state).not.toBeNull();
  return state!;
}

const answer = (tool: string, input: unknown, tokens = 1000): ScriptedReply => toolAnswer(tool, input, tokens);
const brain = (handlers: RoleHandlers) => scriptRoles(claude, handlers);

// ---------------------------------------------------------------------------------------------

describe('chat triage: orchestrator, investigator, evidence check, validator', () => {
  it('triages two threads at once, each in its own issue, without swapping drafts; the orchestrator spends 0 model tokens', async () => {
    const a = ask('Why does area() accept negative sizes?');
    const b = ask('What does perimeter() return for a 2x3 box?');
    brain({
      investigate: (request) =>
        isAbout(request, a)
          ? answer('submit_investigation', investigation('area() multiplies w and h with no guard, so negative sizes pass through.', [AREA_REF]))
          : answer('submit_investigation', investigation('perimeter() returns 2 * (w + h): 10 for a 2x3 box.', [PERIMETER_REF])),
      validate: (request) => answer('submit_validation', verdict({ spot_check_ref: isAbout(request, a) ? 'src/area.ts:2' : 'src/perimeter.ts:2' }), 400),
    });
    const [runA, runB] = await Promise.all([dispatch(a, { audit: 'audit-a.json', steps: 'spawn' }), dispatch(b, { audit: 'audit-b.json', steps: 'spawn' })]);
    expect(runA.exitCode, runA.stdout).toBe(0);
    expect(runB.exitCode, runB.stdout).toBe(0);

    const sa = stateOf(a.key);
    const sb = stateOf(b.key);
    expect(threadIssue(a.key).number).not.toBe(threadIssue(b.key).number);
    expect(sa).toMatchObject({ status: 'pending-user', badge: 'validated', draft_pending: expect.stringContaining('area()') });
    expect(sb).toMatchObject({ status: 'pending-user', badge: 'validated', draft_pending: expect.stringContaining('perimeter()') });
    expect(sa.rounds[0]!.evidence_checks).toEqual([expect.objectContaining({ ref: 'src/area.ts:2', result: 'verified' })]);
    expect(threadIssue(a.key).body).toContain('✓ validated');
    expect(threadIssue(a.key).labels.map((l) => l.name)).toContain('tend:chat');
    // Each investigator saw only its own thread's question.
    const investigations = claude.requests.filter((r) => r.status === 200 && roleOf(r) === 'investigate').map(systemText);
    const ofA = investigations.find((s) => s.includes(`Thread ${a.key} in`))!;
    expect(ofA).toContain('Why does area() accept negative sizes?');
    expect(ofA).not.toContain('What does perimeter() return');
    // The validator got exactly one tool: read_file.
    const validation = claude.requests.find((r) => r.status === 200 && roleOf(r) === 'validate')!;
    expect((validation.body.tools ?? []).map((tool) => (tool as { name: string }).name)).toEqual(['read_file', 'submit_validation']);
    const audit = AuditSchema.parse(runA.audit);
    expect(audit.chat).toMatchObject({ thread_key: a.key, status: 'pending-user', orchestrator_model_tokens: 0 });
    expect(Object.keys(audit.chat!.model_by_role).sort()).toEqual(['investigate', 'validate']);
    // Every model token of the run is the investigator's or the validator's: none is the orchestrator's.
    const roles = Object.values(audit.chat!.model_by_role);
    expect(roles.reduce((sum, r) => sum + r.input_tokens + r.output_tokens, 0)).toBe(audit.llm.input_tokens + audit.llm.output_tokens);
    expect(roles.reduce((sum, r) => sum + r.calls, 0)).toBe(audit.llm.calls);
    expect(sa.usage).toMatchObject({ input_tokens: 1400, output_tokens: 200 });
    // Nothing reached the chat: V2 auto-reply is off by default, even for a high-confidence first-round pass on a mention.
    expect(slack.log.filter({ path: '/api/chat.postMessage' })).toHaveLength(0);
  });

  // The investigator gets the repository's read-only MCP tools (docs/mcp.md); the validator does not.
  it('lets the investigator call a read-only MCP tool of the workflow, and keeps the validator to read_file', async () => {
    const q = ask('Why does area() accept negative sizes?');
    brain({
      investigate: (_r, call) =>
        call === 1
          ? { kind: 'message', content: [{ type: 'tool_use', name: 'mcp__docs__lookup', input: { query: 'area' } }], usage: { input_tokens: 500, output_tokens: 30 } }
          : answer('submit_investigation', investigation('area() multiplies w and h with no guard, so negative sizes pass through.', [AREA_REF])),
      validate: () => answer('submit_validation', verdict({ spot_check_ref: 'src/area.ts:2' }), 400),
    });
    const docs = { command: process.execPath, args: [fileURLToPath(new URL('../support/mcp-docs-server.mjs', import.meta.url))] };
    const run = await t.run('repository_dispatch', chatDispatchEvent(t.emu.state, t.world.repo, q, t.world.accounts.maintainer), { inputs: { ...INPUTS(), 'mcp-servers': JSON.stringify({ docs }) }, env: ENV() });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(stateOf(q.key)).toMatchObject({ status: 'pending-user', badge: 'validated' });
    const toolsOf = (r: (typeof claude.requests)[number]) => (r.body.tools ?? []).map((tool) => (tool as { name: string }).name);
    const [first, second] = claude.requests.filter((r) => r.status === 200 && roleOf(r) === 'investigate');
    expect(toolsOf(first!)).toContain('mcp__docs__lookup');
    expect(toolsOf(first!)).not.toContain('mcp__docs__write_note');
    expect(JSON.stringify(second!.body.messages.at(-1))).toContain('docs for \\"area\\": sizes are validated by the form.');
    expect(toolsOf(claude.requests.find((r) => r.status === 200 && roleOf(r) === 'validate')!)).toEqual(['read_file', 'submit_validation']);
    const mcp = AuditSchema.parse(run.audit).mcp!;
    expect(mcp.calls.map((c) => [c.server, c.tool, c.arguments, c.error])).toEqual([['docs', 'lookup', '{"query":"area"}', null]]);
    expect(mcp.servers[0]).toMatchObject({ name: 'docs', status: 'ready', env: ['HOME', 'PATH'], offered: ['lookup'] });
  });

  it.each([
    ['a fabricated path', { kind: 'file' as const, ref: 'src/nowhere.ts:2', supports_claim: 'x', quote: '  return w * h;' }],
    ['a wrong line', { kind: 'file' as const, ref: 'src/area.ts:1', supports_claim: 'x', quote: '  return w * h;' }],
    ['wrong content', { kind: 'file' as const, ref: 'src/area.ts:2', supports_claim: 'x', quote: '  return Math.abs(w * h);' }],
  ])('catches %s: non-pass even though the scripted validator says pass (AC-04), then passes the corrected round 2', async (_name, bad) => {
    const q = ask('Does area() take the absolute value?');
    brain({
      investigate: (_r, call) => answer('submit_investigation', call === 1 ? investigation('area() returns the absolute value.', [bad]) : investigation('No: area() returns w * h as is.', [AREA_REF], { investigator_round: 2 })),
      validate: () => answer('submit_validation', verdict({ spot_check_ref: bad.ref })),
    });
    const run = await dispatch(q);
    expect(run.exitCode, run.stdout).toBe(0);
    const state = stateOf(q.key);
    expect(state.rounds[0]!.evidence_checks[0]!.result).toBe('fabricated');
    expect(state.rounds[0]!.final).toMatchObject({ verdict: 'bounce', model_verdict: 'pass' });
    expect(state.rounds[0]!.final!.reasons.join(' ')).toContain('fabricated');
    // Round 2 was told what was wrong.
    const second = claude.requests.filter((r) => r.status === 200 && roleOf(r) === 'investigate')[1]!;
    expect(systemText(second)).toContain('<bounce_feedback>');
    expect(systemText(second)).toContain(bad.ref);
    expect(state).toMatchObject({ status: 'pending-user', badge: 'bounced-then-passed', investigator_round: 2, draft_pending: 'No: area() returns w * h as is.' });
  });

  it('bounces once and then escalates to a human, counted in code', async () => {
    const q = ask('Why does area() accept negative sizes?');
    const calls = brain({
      investigate: () => answer('submit_investigation', investigation("I'd be happy to help! area() might not check.", [AREA_REF])),
      validate: () => answer('submit_validation', verdict({ verdict: 'bounce', tone_assessment: 'ai_smell', bounce_feedback: 'Drop the pleasantries.' })),
    });
    const run = await dispatch(q);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(calls).toEqual({ investigate: 2, validate: 2, other: 0 });
    const state = stateOf(q.key);
    expect(state).toMatchObject({ status: 'escalated', badge: 'escalated' });
    expect(state.status_history.map((h) => h.to)).toEqual(['investigating', 'awaiting-validation', 'bounced-round-1', 'awaiting-validation', 'escalated']);
    expect(threadIssue(q.key).body).toContain('⚠ escalated');
  });

  it('posts exactly the approved, edited text in the right Slack thread once, logs it, and a re-delivered approve posts nothing', async () => {
    const q = ask('Why does area() accept negative sizes?');
    brain({ investigate: () => answer('submit_investigation', investigation('area() has no guard.', [AREA_REF])), validate: () => answer('submit_validation', verdict()) });
    expect((await dispatch(q)).exitCode).toBe(0);
    const issue = threadIssue(q.key);
    const edited = 'area() multiplies w and h with no guard (src/area.ts line 2).\nA fix is tracked in #12.';
    const approve = await comment(issue, `/tend approve\n${edited}`);
    const run = await approve.run();
    expect(run.exitCode, run.stdout).toBe(0);
    const posts = slack.log.filter({ path: '/api/chat.postMessage' });
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ channel: 'C1', thread_ts: q.event.message_id, text: edited });
    const state = stateOf(q.key);
    expect(state).toMatchObject({ status: 'closed', approved_by: t.world.accounts.maintainer.login });
    expect(state.reply_log).toEqual([expect.objectContaining({ chat_id: 'C1', reply_to_message_id: q.event.message_id, reply_text: edited, validator_verdict: 'pass', investigator_rounds: 1, was_escalated: false })]);
    expect(state.posted_message_id).toBe(state.reply_log[0]!.posted_message_id);
    expect(issue.state).toBe('closed');
    const ndjson = (await readFile(join(out, 'replies.ndjson'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as unknown);
    expect(ndjson).toEqual(state.reply_log);
    // GitHub delivers the same comment again: nothing is posted twice.
    const again = await t.run('issue_comment', approve.event, { inputs: INPUTS(), env: ENV() });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(slack.log.filter({ path: '/api/chat.postMessage' })).toHaveLength(1);
  });

  it('refuses an approval from someone without write access and posts nothing', async () => {
    const q = ask('Why does area() accept negative sizes?');
    brain({ investigate: () => answer('submit_investigation', investigation('area() has no guard.', [AREA_REF])), validate: () => answer('submit_validation', verdict()) });
    expect((await dispatch(q)).exitCode).toBe(0);
    const run = await (await comment(threadIssue(q.key), '/tend approve', t.world.accounts.outsider)).run();
    expectOneClearError(run, 'write access');
    expect(slack.log.filter({ path: '/api/chat.postMessage' })).toHaveLength(0);
    expect(stateOf(q.key).status).toBe('pending-user');
  });

  it('a rejection closes the thread with the reason and posts nothing', async () => {
    const q = ask('Why does area() accept negative sizes?');
    brain({ investigate: () => answer('submit_investigation', investigation('area() has no guard.', [AREA_REF])), validate: () => answer('submit_validation', verdict()) });
    expect((await dispatch(q)).exitCode).toBe(0);
    const run = await (await comment(threadIssue(q.key), '/tend reject answered in person')).run();
    expect(run.exitCode, run.stdout).toBe(0);
    expect(stateOf(q.key)).toMatchObject({ status: 'closed', closed_reason: `rejected by @${t.world.accounts.maintainer.login}: answered in person` });
    expect(threadIssue(q.key).state).toBe('closed');
    expect(slack.log.filter({ path: '/api/chat.postMessage' })).toHaveLength(0);
  });

  it('ignores a re-delivered dispatch: no second investigation, no second issue', async () => {
    const q = ask('Why does area() accept negative sizes?');
    const calls = brain({ investigate: () => answer('submit_investigation', investigation('area() has no guard.', [AREA_REF])), validate: () => answer('submit_validation', verdict()) });
    expect((await dispatch(q)).exitCode).toBe(0);
    const again = await dispatch(q);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(calls).toEqual({ investigate: 1, validate: 1, other: 0 });
    expect(stateOf(q.key).status).toBe('pending-user');
  });

  it('refuses a malformed dispatch with one line and creates nothing', async () => {
    const payload = repositoryDispatchEvent(t.emu.state, t.world.repo, { eventType: 'tend-chat', clientPayload: { v: 1, thread_key: 'slack:C1:1', events: [] } }, t.world.accounts.maintainer);
    const run = await t.run('repository_dispatch', payload, { inputs: INPUTS(), env: ENV() });
    expectOneClearError(run, 'client_payload.events');
    expect(t.world.repo.issues).toHaveLength(0);
  });

  it('auto-replies only when tend.yml switches it on and all seven preconditions hold, with an audit notification', async () => {
    await t.writeConfig('chat:\n  auto-reply: true\n  working-hours: 8-18\n');
    const q = ask('Why does area() accept negative sizes?');
    brain({ investigate: () => answer('submit_investigation', investigation('area() has no guard.', [AREA_REF])), validate: () => answer('submit_validation', verdict()) });
    const run = await dispatch(q);
    expect(run.exitCode, run.stdout).toBe(0);
    const posts = slack.log.filter({ path: '/api/chat.postMessage' });
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ text: 'area() has no guard.', thread_ts: q.event.message_id });
    const state = stateOf(q.key);
    expect(state.reply_log[0]).toMatchObject({ validator_verdict: 'auto-reply' });
    expect(threadIssue(q.key).comments.map((c) => c.body).join('\n')).toContain('Auto-replied');
  });
});

describe('chat triage on Discord', () => {
  it('answers the newest message of a Discord reply chain with exactly the approved draft', async () => {
    const discord = await startDiscordEmulator();
    try {
      discord.addChannel('900000000000000001', 'support');
      const user = discord.addUser('800000000000000001', 'maria');
      const root = discord.post({ channel: '900000000000000001', author: user.id, content: 'Does area() validate its input?' });
      const follow = discord.post({ channel: '900000000000000001', author: user.id, content: 'I mean negative widths specifically?', replyTo: root });
      const base = { platform: 'discord' as const, chat_id: '900000000000000001', chat_name: 'support', msg_type: 'text', sender: { id: user.id, type: 'user' as const }, mentions: [discord.bot.id], is_bot_mention: true, is_question: true, is_ack_or_emoji: false, is_internal_chatter: false, mentions_thread_with_inflight: false, classification: 'actionable' as const, classifier_confidence: 0.9, classifier_version: 'test', classified_at: new Date().toISOString() };
      const events: ClassifiedEvent[] = [
        { ...base, message_id: root, create_time: '2026-03-02T09:58:00.000Z', content: 'Does area() validate its input?', thread_id: null },
        { ...base, message_id: follow, create_time: '2026-03-02T09:59:00.000Z', content: 'I mean negative widths specifically?', thread_id: root },
      ];
      const key = `discord:900000000000000001:${root}`;
      brain({ investigate: () => answer('submit_investigation', investigation('No: area() returns w * h without checking the sign.', [AREA_REF])), validate: () => answer('submit_validation', verdict()) });
      const inputs = { ...INPUTS(), 'discord-token': discord.token };
      const env = { ...ENV(), TEND_DISCORD_API_URL: discord.api };
      const payload = repositoryDispatchEvent(t.emu.state, t.world.repo, { eventType: 'tend-chat', clientPayload: { v: 1, thread_key: key, events } }, t.world.accounts.maintainer);
      const triage = await t.run('repository_dispatch', payload, { inputs, env });
      expect(triage.exitCode, triage.stdout).toBe(0);
      expect(stateOf(key)).toMatchObject({ status: 'pending-user', reply_to_message_id: follow, messages: [expect.objectContaining({ message_id: root }), expect.objectContaining({ message_id: follow })] });
      const approve = await comment(threadIssue(key), '/tend approve');
      const run = await t.run('issue_comment', approve.event, { inputs, env });
      expect(run.exitCode, run.stdout).toBe(0);
      const posts = discord.log.filter({ method: 'POST', path: '/api/v10/channels/900000000000000001/messages' });
      expect(posts, JSON.stringify(discord.log.entries.map((e) => e.path))).toHaveLength(1);
      expect(posts[0]!.body).toMatchObject({ content: 'No: area() returns w * h without checking the sign.', message_reference: { message_id: follow } });
      expect(stateOf(key)).toMatchObject({ status: 'closed', posted_message_id: discord.messages('900000000000000001').at(-1)!.id });
    } finally {
      await discord.stop();
    }
  });
});

describe('chat on Lark', () => {
  it('the scheduled chat-watch dispatches the Lark question and not the chatter; the approved answer is posted in its topic', async () => {
    const now = Date.parse(CHAT_NOW);
    const lark = await startLarkEmulator({ now: () => now });
    try {
      const chat = lark.addChat({ name: 'support' });
      const maria = lark.addUser({ name: 'Maria' });
      const joao = lark.addUser({ name: 'Joao' });
      lark.post({ chat, user: joao, text: 'good morning everyone', at: now - 50 * 60_000 });
      const question = lark.post({ chat, user: maria, text: `@${lark.botOpenId} does area() reject negative widths?`, at: now - 40 * 60_000 });
      lark.post({ chat, user: joao, text: 'deployed the docs site, all green', at: now - 30 * 60_000 });
      lark.post({ chat, user: joao, text: '👍', at: now - 20 * 60_000 });
      await t.writeConfig(['chat:', `  lark-app-id: ${lark.appId}`, '  channels:', `    - {platform: lark, chat-id: ${chat.chat_id}, name: support}`, `  bot-ids: {lark: ${lark.botOpenId}}`, '  lookback-minutes: 1440'].join('\n') + '\n');
      const inputs = { ...INPUTS(), 'lark-app-secret': lark.appSecret };
      const env = { ...ENV(), TEND_LARK_API_URL: lark.apiUrl, TEND_GITHUB_THROTTLE: 'off' };

      const watch = await t.run('schedule', { schedule: '*/5 * * * *' }, { inputs: { ...inputs, command: 'chat-watch' }, env });
      expect(watch.exitCode, watch.stdout).toBe(0);
      expect(watch.visibleText).not.toContain(lark.appSecret);
      const sent = t.world.repo.dispatches.filter((d) => d.eventType === 'tend-chat');
      const key = `lark:${chat.chat_id}:${question.message_id}`;
      expect(sent.map((d) => (d.clientPayload as { thread_key: string }).thread_key)).toEqual([key]);
      expect((sent[0]!.clientPayload as { events: ClassifiedEvent[] }).events.map((e) => [e.message_id, e.content])).toEqual([[question.message_id, '@tend does area() reject negative widths?']]);

      brain({ investigate: () => answer('submit_investigation', investigation('No: area() returns w * h without checking the sign.', [AREA_REF])), validate: () => answer('submit_validation', verdict()) });
      const triage = await t.run('repository_dispatch', repositoryDispatchEvent(t.emu.state, t.world.repo, { eventType: 'tend-chat', clientPayload: sent[0]!.clientPayload }, t.world.accounts.maintainer), { inputs, env });
      expect(triage.exitCode, triage.stdout).toBe(0);
      const approve = await comment(threadIssue(key), '/tend approve');
      const run = await t.run('issue_comment', approve.event, { inputs, env });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.visibleText).not.toContain(lark.appSecret);
      const replies = lark.log.filter({ method: 'POST', path: `/open-apis/im/v1/messages/${question.message_id}/reply` });
      expect(replies).toHaveLength(1);
      expect(replies[0]!.body).toMatchObject({ msg_type: 'text', reply_in_thread: true, content: JSON.stringify({ text: 'No: area() returns w * h without checking the sign.' }) });
      const posted = lark.messages(chat).at(-1)!;
      expect(posted).toMatchObject({ root_id: question.message_id, thread_id: expect.stringMatching(/^omt_/), sender: { sender_type: 'app' } });
      expect(stateOf(key)).toMatchObject({ status: 'closed', posted_message_id: posted.message_id });
    } finally {
      await lark.stop();
    }
  });
});

describe('chat triage: Tier 2', () => {
  it('dispatches a long investigation to the Tier-2 workflow; a Tier-2 run killed before validation loses nothing: the next run validates its return (AC-09)', async () => {
    const workflow = await readFile(join(import.meta.dirname, '..', '..', 'examples', 'chat-investigate.yml'), 'utf8');
    await commitFiles(t.world.repo.bareDir, { branch: 'main', files: { '.github/workflows/chat-investigate.yml': workflow }, message: 'Tier 2 workflow' });
    const q = ask('Investigate the latency regression across every service: check the logs and find the root cause of the incident in area().');
    let validatorCalls = 0;
    // The Tier-2 run is killed the moment its validation request arrives (it hangs there): the
    // state was saved before the action started, so the kill lands mid-validation every time. The
    // timeout only bounds a run that never gets there (at 15 s, a loaded machine could kill it sooner).
    const killed = new AbortController();
    claude.fallback((request) => {
      if (roleOf(request) === 'investigate') {
        const turns = request.body.messages.length;
        // First turn: read the file (the transcript shows the tool call); then answer.
        if (turns === 1) return { kind: 'message', content: [{ type: 'tool_use', name: 'read_file', input: { path: 'src/area.ts' } }] };
        return answer('submit_investigation', investigation('area() multiplies with no guard; nothing in the code explains latency.', [AREA_REF], { confidence: 'medium' }));
      }
      validatorCalls += 1;
      if (validatorCalls === 1) killed.abort();
      return validatorCalls === 1 ? { kind: 'hang' } : answer('submit_validation', verdict());
    });
    const dispatcher = await dispatch(q);
    expect(dispatcher.exitCode, dispatcher.stdout).toBe(0);
    const issue = threadIssue(q.key);
    expect(t.world.repo.workflowDispatches).toEqual([expect.objectContaining({ workflowId: 'chat-investigate.yml', inputs: { issue: String(issue.number) } })]);
    expect(stateOf(q.key)).toMatchObject({ status: 'investigating', is_escalated: true, investigator_return: null });
    expect(claude.requests).toHaveLength(0);

    // The Tier-2 run: investigates with a transcript, saves the return, then dies mid-validation.
    const tier2Event = workflowDispatchEvent(t.emu.state, t.world.repo, { workflowId: 'chat-investigate.yml', inputs: { issue: String(issue.number) } }, t.world.accounts.maintainer);
    const tier2 = await t.run('workflow_dispatch', tier2Event, { inputs: { ...INPUTS(), command: 'chat-investigate', number: String(issue.number) }, env: ENV(), timeoutMs: 45_000, signal: killed.signal, steps: 'spawn' });
    expect(tier2.exitCode).not.toBe(0);
    expect(tier2.stdout).toMatch(/tier2: .*tool read_file/);
    const saved = stateOf(q.key);
    expect(saved).toMatchObject({ status: 'awaiting-validation', is_escalated: true });
    expect(saved.rounds[0]).toMatchObject({ tier: 2 });

    // The watcher re-delivers the thread's dispatch: the next run picks the Tier-2 return up and validates it.
    const next = await dispatch(q);
    expect(next.exitCode, next.stdout).toBe(0);
    expect(stateOf(q.key)).toMatchObject({ status: 'pending-user', badge: 'validated', draft_pending: expect.stringContaining('nothing in the code explains latency') });
  }, 90_000);
});
