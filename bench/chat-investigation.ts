// The chat orchestrator's model tokens per investigation, measured on the wire: real investigations
// (the watcher's `tend-chat` dispatch run by the bundle, `node dist/index.js`) against the GitHub
// emulator, the local Messages API with scripted investigator and validator turns, and the local
// Slack server. Every token the Messages API served in a run that the audit does not book to the
// investigator or the validator is the orchestrator's; the audit's own
// `chat.orchestrator_model_tokens` must agree, or a note says it does not.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as z from 'zod';
import type { RecordedRequest, ScriptedContent, ScriptedReply } from '../emulator/anthropic/server.js';
import { countInputTokens, outputTokens } from '../emulator/anthropic/usage.js';
import {
  AREA, AREA_REF, PERIMETER, PERIMETER_REF, chatDispatchEvent, chatEnv, chatInputs, investigatorReturn, scriptRoles, slackQuestion, startChatServers, validatorVerdict,
  type ChatServers, type RoleHandlers,
} from '../emulator/chat-world.js';
import { createWorld } from '../emulator/fixtures.js';
import { commitFiles } from '../emulator/git-seed.js';
import { runAction } from '../emulator/runner.js';
import { startEmulator } from '../emulator/server.js';
import { jobSpacingS } from './simulate.js';

export interface InvestigationFigures {
  investigations: number;
  orchestratorTokens: number;
  investigatorTokens: number;
  validatorTokens: number;
  /** Wall time of each investigation run (ms): the job that turns a dispatch into a draft. */
  investigationWallMs: number[];
  /** Seconds each investigation run's requests would wait for GitHub's spacing, on top (run here unspaced: bench/pacing-waits.ts). */
  investigationSpacingS: number[];
  /** Wall time of a scheduled chat-watch run over a channel with nothing new (ms). */
  idleWatchWallMs: number;
  /** Its requests' wait for GitHub's spacing (s). */
  idleWatchSpacingS: number;
  notes: string[];
}

/** One question and how the model roles answer it. */
export interface Case {
  question: string;
  investigate: RoleHandlers['investigate'];
  validate: RoleHandlers['validate'];
  /** Model calls per role the case takes when tend does what it should (checked, so the figure is of this case). */
  calls: { investigate: number; validate: number };
}

/** A reply whose usage is the emulator's estimate of this request (4 characters a token), no prompt cache. */
export function turn(request: RecordedRequest, content: ScriptedContent[]): ScriptedReply {
  return { kind: 'message', content, usage: { input_tokens: countInputTokens(request.body), output_tokens: outputTokens(content), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } };
}
const submit = (request: RecordedRequest, tool: string, input: unknown) => turn(request, [{ type: 'tool_use', name: tool, input }]);

// Three kinds of investigation: answered at once; a file read before answering; a fabricated
// quote bounced by the evidence check, then a corrected second round.
export const CASES: Case[] = [
  {
    question: 'Why does area() accept negative sizes?',
    investigate: (r) => submit(r, 'submit_investigation', investigatorReturn('area() multiplies w and h with no guard, so negative sizes pass through.', [AREA_REF])),
    validate: (r) => submit(r, 'submit_validation', validatorVerdict()),
    calls: { investigate: 1, validate: 1 },
  },
  {
    question: 'What does perimeter() return for a 2x3 box?',
    investigate: (r, call) =>
      call === 1
        ? turn(r, [{ type: 'tool_use', name: 'read_file', input: { path: 'src/perimeter.ts' } }])
        : submit(r, 'submit_investigation', investigatorReturn('perimeter() returns 2 * (w + h): 10 for a 2x3 box.', [PERIMETER_REF])),
    validate: (r) => submit(r, 'submit_validation', validatorVerdict({ spot_check_ref: 'src/perimeter.ts:2' })),
    calls: { investigate: 2, validate: 1 },
  },
  {
    question: 'Does area() take the absolute value?',
    investigate: (r, call) =>
      call === 1
        ? submit(r, 'submit_investigation', investigatorReturn('area() returns the absolute value.', [{ ...AREA_REF, quote: '  return Math.abs(w * h);' }]))
        : submit(r, 'submit_investigation', investigatorReturn('No: area() returns w * h as is.', [AREA_REF], { investigator_round: 2 })),
    validate: (r) => submit(r, 'submit_validation', validatorVerdict()),
    calls: { investigate: 2, validate: 2 },
  },
];

/** The part of the audit artifact read here (the whole schema pins the orchestrator at 0: this reads what was written). */
const RoleUsage = z.object({ input_tokens: z.number(), output_tokens: z.number() });
export const ChatAudit = z.object({
  llm: RoleUsage,
  chat: z.object({ status: z.string(), orchestrator_model_tokens: z.number(), model_by_role: z.record(z.string(), RoleUsage) }),
});

const tokens = (u: { input_tokens: number; output_tokens: number } | undefined) => (u ? u.input_tokens + u.output_tokens : 0);

export async function measureInvestigations(small: boolean, actionDir: string): Promise<InvestigationFigures> {
  const cases = small ? CASES.slice(0, 1) : CASES;
  const notes: string[] = [];
  const emu = await startEmulator();
  const servers = await startChatServers();
  const dir = await mkdtemp(join(tmpdir(), 'tend-bench-chat-'));
  const totals = { orchestrator: 0, investigate: 0, validate: 0 };
  const investigationWallMs: number[] = [];
  const investigationSpacingS: number[] = [];
  let idleWatch = { wallMs: 0, spacingS: 0 };
  try {
    const world = await createWorld(emu, { files: { 'README.md': '# widgets\n', 'src/area.ts': AREA, 'src/perimeter.ts': PERIMETER } });
    for (const [index, c] of cases.entries()) {
      // What the Messages API served, by request: the usage each reply carried.
      const served = new Map<number, number>();
      const serve = (request: RecordedRequest, reply: ScriptedReply) => {
        if (reply.kind === 'message') served.set(request.seq, (reply.usage?.input_tokens ?? 0) + (reply.usage?.output_tokens ?? 0));
        return reply;
      };
      const calls = scriptRoles(servers.claude, {
        investigate: (r, call) => serve(r, c.investigate(r, call)),
        validate: (r, call) => serve(r, c.validate(r, call)),
        // A request neither role sent would be the orchestrator's: answered, and counted.
        other: (r) => serve(r, turn(r, [{ type: 'text', text: 'ok' }])),
      });
      const before = servers.claude.requests.length;
      const logged = emu.log.entries.length;
      const question = slackQuestion(servers.slack, c.question);
      const run = await runInvestigation(emu, world, servers, actionDir, chatDispatchEvent(emu.state, world.repo, question, world.accounts.maintainer), join(dir, `audit-${index}.json`));
      if (run.exitCode !== 0) throw new Error(`bench: chat investigation ${index + 1} failed: ${run.stdout.slice(-2000)}`);
      investigationWallMs.push(run.durationMs);
      investigationSpacingS.push(jobSpacingS(emu.log.entries.slice(logged)));
      const audit = ChatAudit.parse(run.audit);
      if (audit.chat.status !== 'pending-user') throw new Error(`bench: chat investigation ${index + 1} ended ${audit.chat.status}, expected pending-user: ${run.stdout.slice(-2000)}`);
      if (calls.investigate !== c.calls.investigate || calls.validate !== c.calls.validate) {
        throw new Error(`bench: chat investigation ${index + 1} made model calls ${JSON.stringify(calls)}, expected ${JSON.stringify(c.calls)}`);
      }
      const answered = servers.claude.requests.slice(before).filter((r) => r.status === 200);
      const wire = answered.reduce((sum, r) => sum + (served.get(r.seq) ?? 0), 0);
      const investigator = tokens(audit.chat.model_by_role.investigate);
      const validator = tokens(audit.chat.model_by_role.validate);
      const orchestrator = wire - investigator - validator;
      if (orchestrator !== audit.chat.orchestrator_model_tokens) {
        notes.push(`chat investigation ${index + 1}: the audit reports ${audit.chat.orchestrator_model_tokens} orchestrator tokens, the Messages API served ${orchestrator} outside the two roles.`);
      }
      if (tokens(audit.llm) !== wire) notes.push(`chat investigation ${index + 1}: the audit counts ${tokens(audit.llm)} model tokens, the Messages API served ${wire}.`);
      totals.orchestrator += orchestrator;
      totals.investigate += investigator;
      totals.validate += validator;
    }
    idleWatch = await measureIdleWatch(emu, world, servers, actionDir);
  } finally {
    await servers.stop();
    await emu.stop();
    await rm(dir, { recursive: true, force: true });
  }
  const per = (n: number) => Math.round((n / cases.length) * 10) / 10;
  return { investigations: cases.length, orchestratorTokens: per(totals.orchestrator), investigatorTokens: per(totals.investigate), validatorTokens: per(totals.validate), investigationWallMs, investigationSpacingS, idleWatchWallMs: idleWatch.wallMs, idleWatchSpacingS: idleWatch.spacingS, notes };
}

/**
 * One scheduled chat-watch run (the bundle, `command: chat-watch`) over a watched channel where
 * nothing was said: what each of the watcher's cron jobs costs when there is no chat traffic.
 */
async function measureIdleWatch(emu: Emulator, world: World, servers: ChatServers, actionDir: string): Promise<{ wallMs: number; spacingS: number }> {
  servers.slack.addChannel('C2', 'quiet');
  await commitFiles(world.repo.bareDir, { branch: 'main', files: { '.github/tend.yml': `chat:\n  channels:\n    - {platform: slack, chat-id: C2, name: quiet}\n  bot-ids: {slack: ${servers.slack.bot.id}}\n` }, message: 'Watch #quiet' });
  const logged = emu.log.entries.length;
  const run = await runChatWatch(emu, world, servers, actionDir, '*/5 * * * *');
  if (run.exitCode !== 0) throw new Error(`bench: idle chat-watch failed: ${run.stdout.slice(-2000)}`);
  if (world.repo.dispatches.some((d) => d.eventType === 'tend-chat' && JSON.stringify(d.clientPayload).includes('"C2"'))) throw new Error('bench: idle chat-watch dispatched a thread from an empty channel');
  return { wallMs: run.durationMs, spacingS: jobSpacingS(emu.log.entries.slice(logged)) };
}

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
type World = Awaited<ReturnType<typeof createWorld>>;
const QUICK_RETRIES = { TEND_GITHUB_THROTTLE: 'off', TEND_RETRY_BASE_MS: '20' };

/** A scheduled chat-watch job: the action's bundle, `command: chat-watch`, as the runner starts it. */
export function runChatWatch(emu: Emulator, world: World, servers: ChatServers, actionDir: string, schedule: string) {
  return runAction({
    actionDir,
    emulator: emu,
    repository: world.fullName,
    token: world.tokens.actions,
    eventName: 'schedule',
    payload: { schedule },
    inputs: { command: 'chat-watch', 'slack-token': servers.slack.token },
    env: { TEND_SLACK_API_URL: servers.slack.apiUrl, ...QUICK_RETRIES },
  });
}

/** The job a `tend-chat` repository_dispatch starts: the action's bundle investigating the thread with the scripted model. */
export function runInvestigation(emu: Emulator, world: World, servers: ChatServers, actionDir: string, payload: unknown, auditPath: string) {
  return runAction({
    actionDir,
    emulator: emu,
    repository: world.fullName,
    token: world.tokens.actions,
    eventName: 'repository_dispatch',
    payload,
    inputs: chatInputs(servers, auditPath),
    env: { ...chatEnv(servers), ...QUICK_RETRIES },
  });
}
