// Chat threads copied into a repository others can read (#15, "also found"): the bundle warns in
// the job summary when it writes a chat thread into a public repository, and with
// `chat.redact-messages: true` in .github/tend.yml the thread's issue (page, title, hidden state)
// names messages by id instead of holding their text. One world for the file.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AREA, AREA_REF, chatDispatchEvent, chatEnv, chatInputs, investigatorReturn, scriptRoles, slackQuestion, startChatServers, threadIssues, toolAnswer, validatorVerdict,
  type ChatServers,
} from '../../emulator/chat-world.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { decodeMarker } from '../../src/store/marker.js';
import { quoteLeftOut, readChatState } from '../../src/chat/thread/thread-state.js';
import { slackAdapter } from '../../src/chat/adapters/slack.js';
import { startE2E, type E2E } from './world.js';

let t: E2E;
let servers: ChatServers;
let dir: string;
beforeAll(async () => {
  t = await startE2E({ steps: 'in-process' });
  servers = await startChatServers();
  dir = mkdtempSync(join(tmpdir(), 'tend-chat-private-'));
  await commitFiles(t.world.repo.bareDir, { branch: 'main', files: { 'src/area.ts': AREA }, message: 'Add area' });
});
afterAll(async () => {
  await servers.stop();
  await t.stop();
  rmSync(dir, { recursive: true, force: true });
});

const WARNING = 'This repository is public: chat thread #';

async function ask(text: string, options: { draft?: string; read?: boolean } = {}) {
  let q = slackQuestion(servers.slack, text);
  if (options.read) {
    // The event as the watcher and the bridge send it: read from the channel through the Slack adapter.
    const { events } = await slackAdapter({ token: servers.slack.token, apiUrl: servers.slack.apiUrl }).readSince({ chat_id: 'C1', chat_name: 'eng' }, null, { startAt: new Date(0) });
    q = { ...q, event: { ...q.event, ...events.find((e) => e.message_id === q.event.message_id)! } };
  }
  const draft = options.draft ?? 'area() multiplies w and h with no guard.';
  scriptRoles(servers.claude, {
    investigate: () => toolAnswer('submit_investigation', investigatorReturn(draft, [AREA_REF], { research_notes: `Searched for "${text}".` })),
    validate: () => toolAnswer('submit_validation', validatorVerdict()),
  });
  const run = await t.run('repository_dispatch', chatDispatchEvent(t.emu.state, t.world.repo, q, t.world.accounts.maintainer), {
    inputs: chatInputs(servers, join(dir, 'audit.json')),
    env: { TEND_GITHUB_THROTTLE: 'off', ...chatEnv(servers) },
  });
  expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  const issues = threadIssues(t.world.repo, q.key);
  expect(issues).toHaveLength(1);
  return { q, run, issue: issues[0]! };
}

describe('chat text in a repository others can read', () => {
  it('into a public repository, by default, the thread issue holds only each message\'s first words, and the summary says so once; into a private one, the whole text and no warning', { timeout: 120_000 }, async () => {
    const before = servers.claude.requests.length;
    const publicRun = await ask('Why does area() accept negative sizes in the billing export for Initech?');
    expect(publicRun.issue.body).toContain(`Why does area() accept negative sizes … (message ${publicRun.q.event.message_id}: the rest left out of GitHub`);
    expect(publicRun.issue.body).toContain(publicRun.q.key);
    for (const words of ['billing export', 'Initech']) {
      expect(publicRun.issue.body).not.toContain(words);
      expect(publicRun.issue.title).not.toContain(words);
    }
    // The run that received it still investigated the whole message.
    expect(JSON.stringify(servers.claude.requests.slice(before).map((r) => r.body))).toContain('billing export for Initech');
    expect(publicRun.run.summary.split(WARNING)).toHaveLength(2);
    expect(publicRun.run.summary).toContain('shows only the first 6 words of each message');

    t.world.repo.private = true;
    try {
      const privateRun = await ask('How is area() computed for the invoices of Globex?');
      expect(privateRun.issue.body).toContain('computed for the invoices of Globex');
      expect(privateRun.run.summary).not.toContain(WARNING);
    } finally {
      t.world.repo.private = false;
    }
  });

  it('links each message on its platform next to its first words; a draft and notes quoting the question lose the quote on the public issue', { timeout: 120_000 }, async () => {
    const question = 'Why does area() accept negative sizes in the Hooli payroll export?';
    const { q, issue, run } = await ask(question, { read: true, draft: 'You asked why area() accept negative sizes in the Hooli payroll export: it multiplies w and h with no guard.' });
    const link = `https://tend-emulator.slack.com/archives/C1/p${q.event.message_id.replace('.', '')}`;
    expect(q.event.link).toBe(link);
    expect(issue.body).toContain(`**In slack:** [message \`${q.event.message_id}\`](${link})`);
    expect(issue.body).toContain(`Why does area() accept negative sizes … (message ${q.event.message_id}`);
    for (const text of [issue.body, issue.title, run.summary, run.stdout]) {
      expect(text).not.toContain('Hooli');
      expect(text).not.toContain('payroll export');
    }
    const state = readChatState(decodeMarker(issue.body))!;
    expect(state.draft_pending).toBe(`You asked why ${quoteLeftOut(q.event.message_id)} it multiplies w and h with no guard.`);
    expect(state.messages[0]).toMatchObject({ link, redacted: true });
  });

  it('with chat.redact-messages: false, a public repository gets the whole text, and the warning says how to stop it', { timeout: 120_000 }, async () => {
    await t.writeConfig('chat:\n  redact-messages: false\n');
    const { issue, run } = await ask('Why does area() round the Umbrella Corp totals down?');
    expect(issue.body).toContain('round the Umbrella Corp totals down');
    expect(run.summary).toContain('copies whole messages from the chat channel');
    expect(run.summary).toContain('chat.redact-messages: true');
  });

  it('with chat.redact-messages, the thread issue names the message by id, never holds its text, and the run still investigated it', { timeout: 120_000 }, async () => {
    await t.writeConfig('chat:\n  redact-messages: true\n');
    const secret = 'Does area() break for the Acme Corp migration next quarter?';
    const before = servers.claude.requests.length;
    const { q, issue, run } = await ask(secret);
    for (const word of ['Acme', 'migration']) {
      expect(issue.body).not.toContain(word);
      expect(issue.title).not.toContain(word);
    }
    expect(issue.body).toContain(`(message ${q.event.message_id}: text left out of GitHub, chat.redact-messages)`);
    const state = readChatState(decodeMarker(issue.body));
    expect(state).toMatchObject({ status: 'pending-user', draft_pending: 'area() multiplies w and h with no guard.' });
    expect(state!.messages).toEqual([expect.objectContaining({ message_id: q.event.message_id, sender_id: 'U1', content: '', redacted: true })]);
    // The run that received the message gave its text to the investigator (in memory, never stored).
    expect(JSON.stringify(servers.claude.requests.slice(before).map((r) => r.body))).toContain('Acme Corp migration');
    expect(run.summary).toContain("names the channel's messages by id only");
  });
});
