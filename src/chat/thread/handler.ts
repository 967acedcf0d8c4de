// The chat-thread workflow behind the Workflow interface: a thread forwarded by the watcher, its
// Tier-2 investigation, or a person's approve / reject on its issue. Builds the orchestrator's
// dependencies from the run's services (the GitHub client, the model session, the chat adapters,
// the settings) and turns what it did into an outcome, with the audit's chat block (orchestrator
// model tokens, always 0, and the model usage by role) and the reply-log lines for replies.ndjson.

import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chatAdapter, type ChatConnections } from '../adapters/index.js';
import type { ChatDeps, ChatOutcome } from './orchestrate.js';
import { chatThreadOf, runChatCommand, runChatContext, runChatDispatch, runChatTier2 } from './run-chat.js';
import type { Account } from '../../core/account.js';
import { listChatIssues } from '../../github/chat-issues.js';
import { decodeMarker } from '../../store/marker.js';
import { contextWaitIsOver } from './machine.js';
import { needsPermissionLookup, hasWriteAccess } from '../../route/authorize.js';
import { repositoryPermission } from '../../github/permissions.js';
import type { Settings } from '../../config/settings.js';
import type { Octokit } from '../../github/client.js';
import type { RepoRef } from '../../github/comments.js';
import type { LlmSession } from '../../llm/index.js';
import type { RepoTool } from '../../llm/tools/repo-tool.js';
import type { RunEnvironment } from '../../config/environment.js';
import type { Outcome, Workflow } from '../../core/workflow.js';
import { EXCERPT_WORDS, messageCopy, readChatState, type MessageCopy, type ReplyLogLine } from './thread-state.js';
import { type Target } from '../../core/target.js';
import { capitalise } from '../../core/text.js';
import { mayBeChatVerdict } from './verdict-verbs.js';

/** A chat-thread run: where the thread stands, the model usage by role and the replies posted. */
export type ChatThreadOutcome = Outcome & {
  chat?: {
    thread_key: string;
    issue: number | null;
    status: string;
    badge: string | null;
    /** Always 0: the orchestrator is code; only the investigate and validate roles use the model. */
    orchestrator_model_tokens: 0;
    model_by_role: Record<string, { input_tokens: number; output_tokens: number; cost_usd: number; calls: number }>;
    replies: ReplyLogLine[];
  };
};

/** What a chat-thread run is asked to do. */
type ChatThreadRequest =
  | { kind: 'dispatch'; clientPayload: unknown; sender: string }
  | { kind: 'tier2'; issue: number; sender: string }
  /** A person's comment on a thread's issue: the answer to a request for context, if they may write. */
  | { kind: 'context'; issue: number; comment: { id: number; body: string; author: Account; at: string } };

export const chatThreadWorkflow: Workflow<ChatRunDeps, ChatThreadRequest, ChatThreadOutcome> = {
  handle: (deps, request) => {
    if (request.kind === 'dispatch') return chatDispatchRun(deps, request.clientPayload, request.sender);
    if (request.kind === 'context') return chatContextRun(deps, request.issue, request.comment);
    return chatTier2Run(deps, request.issue, request.sender);
  },
};

/** What a chat-thread run needs from the run. */
export interface ChatRunDeps {
  env: RunEnvironment;
  settings: Settings;
  octokit: Octokit;
  repo: RepoRef;
  selfId: number;
  /** The model, when an API key is configured: the investigate and validate roles share its session. */
  model: { deps: { session: LlmSession; mcpTools?: () => Promise<RepoTool[]> } } | null;
  /** Chat tokens and API URLs, for the adapter that posts the approved reply. */
  chat: ChatConnections;
  defaultBranch: string;
  /** Whether the repository is private, as the run's first query read it (null: not known). */
  repositoryIsPrivate: boolean | null;
  redact: (text: string) => string;
  log: (line: string) => void;
}

/** Where the chat artifacts go: next to the audit JSON (the audit directory). */
function chatArtifactDir(env: RunEnvironment, settings: Settings): string {
  return dirname(settings.auditPath ?? join(env.runnerTemp, 'tend', 'audit.json'));
}

function chatDeps(deps: ChatRunDeps, tier: 1 | 2): ChatDeps {
  const dir = chatArtifactDir(deps.env, deps.settings);
  let transcript: ((line: string) => void) | null = null;
  if (tier === 2) {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'transcript.log');
    // Tier 2's "attach and watch": each line goes to the job log as it happens and to the artifact.
    transcript = (line: string) => {
      const text = deps.redact(`[${deps.env.now().toISOString()}] ${line}`);
      deps.log(`tier2: ${text}`);
      appendFileSync(file, text + '\n');
    };
  }
  const log = transcript ?? deps.log;
  return {
    octokit: deps.octokit,
    repo: deps.repo,
    selfId: deps.selfId,
    serverUrl: deps.env.serverUrl,
    token: deps.settings.githubToken,
    defaultBranch: deps.defaultBranch,
    workDir: join(deps.env.runnerTemp, 'tend', 'work'),
    session: deps.model?.deps.session ?? null,
    mcpTools: deps.model?.deps.mcpTools,
    poster: (platform) => chatAdapter(platform, deps.chat),
    config: deps.settings.chatBrain,
    tier,
    now: deps.env.now,
    log,
    redact: deps.redact,
    runUrl: deps.env.runUrl,
    transcript,
    messageCopy: messageCopy(deps.settings.chat?.['redact-messages'] ?? 'auto', deps.repositoryIsPrivate),
  };
}

async function chatDispatchRun(deps: ChatRunDeps, clientPayload: unknown, sender: string): Promise<ChatThreadOutcome> {
  if (deps.settings.dryRun) return dryRun('chat', `tend-chat from ${sender}`);
  const outcome = await runChatDispatch(chatDeps(deps, 1), clientPayload);
  return toResult(deps, 'chat', { action: 'chat', detail: `tend-chat from ${sender} for ${outcome.threadKey}` }, outcome);
}

async function chatTier2Run(deps: ChatRunDeps, issue: number, sender: string): Promise<ChatThreadOutcome> {
  if (deps.settings.dryRun) return dryRun('chat-investigate', `Tier 2 on #${issue} by ${sender}`);
  const outcome = await runChatTier2(chatDeps(deps, 2), issue);
  return toResult(deps, 'chat-investigate', { action: 'chat-tier2', detail: `Tier 2 on #${issue} by ${sender}` }, outcome);
}

/**
 * A comment on a thread's issue. Only a person with write access answers a request for context:
 * the author is looked up, never taken from anything the text says. Anyone else's comment changes
 * nothing but lets a wait that is over end (the next event picks up the timeout).
 */
async function chatContextRun(deps: ChatRunDeps, issue: number, comment: { id: number; body: string; author: Account; at: string }): Promise<ChatThreadOutcome> {
  const route = { action: 'chat-context', detail: `comment ${comment.id} by @${comment.author.login} on chat thread #${issue}` };
  if (deps.settings.dryRun) return dryRun('chat-context', route.detail);
  const writer = needsPermissionLookup(comment.author) && hasWriteAccess(await repositoryPermission(deps.octokit, deps.repo, comment.author.login));
  const outcome = await runChatContext(chatDeps(deps, 1), issue, writer ? { actor: comment.author.login, text: comment.body } : null);
  return toResult(deps, 'chat-context', route, outcome);
}

/**
 * The scheduled chat run's pickup of timeouts: every open thread of tend's that waits for context
 * past its due time goes ahead and investigates with what it has. One line per thread woken.
 */
export async function chatContextSweep(deps: ChatRunDeps): Promise<string[]> {
  if (deps.settings.dryRun) return [];
  const at = deps.env.now().toISOString();
  const due = (await listChatIssues(deps.octokit, deps.repo, 'open')).filter((i) => {
    if (i.authorId !== deps.selfId) return false;
    const state = readChatState(decodeMarker(i.body));
    return state !== null && contextWaitIsOver(state, at);
  });
  const lines: string[] = [];
  for (const issue of due) {
    const outcome = await runChatContext(chatDeps(deps, 1), issue.number, null);
    lines.push(`chat thread #${issue.number}: ${outcome.notes.join('; ')}`);
  }
  return lines;
}

/** `/tend approve|reject` on an issue: handled here when it is a chat thread's, else null. */
export async function chatCommandRun(
  deps: ChatRunDeps,
  command: { verb: string; target: Target; actor: string; body: string; eventKey: string; why: string },
): Promise<ChatThreadOutcome | null> {
  if (!mayBeChatVerdict(command.verb, command.target)) return null;
  const threadKey = await chatThreadOf(deps, command.target.number);
  if (!threadKey) return null;
  if (deps.settings.dryRun) return dryRun(command.verb, `${command.verb} on #${command.target.number}`);
  const outcome = await runChatCommand(chatDeps(deps, 1), { verb: command.verb, threadKey, actor: command.actor, body: command.body, eventKey: command.eventKey });
  return toResult(deps, command.verb, { action: 'command', detail: `${command.verb} on chat thread #${command.target.number} by @${command.actor} (${command.why})` }, outcome);
}

function toResult(deps: ChatRunDeps, workflow: string, route: Outcome['route'], outcome: ChatOutcome): ChatThreadOutcome {
  const target: Target | null = outcome.issue === null ? null : { kind: 'issue', number: outcome.issue };
  const byRole = deps.model?.deps.session.ledger.byRole() ?? {};
  return {
    workflow,
    target,
    state: outcome.state?.status ?? 'none',
    reason: capitalise(outcome.notes[outcome.notes.length - 1] ?? 'nothing to do') + '.',
    route,
    decisions: outcome.notes.map((note) => ({ target, decision: outcome.state?.status ?? 'none', why: note })),
    merged: false,
    trackingCommentId: null,
    notes: publicCopyWarning(deps.repositoryIsPrivate, messageCopy(deps.settings.chat?.['redact-messages'] ?? 'auto', deps.repositoryIsPrivate), outcome.issue),
    chat: {
      thread_key: outcome.threadKey,
      issue: outcome.issue,
      status: outcome.state?.status ?? 'none',
      badge: outcome.state?.badge ?? null,
      // The orchestrator is plain code: it has no model role, so no ledger entry can be its.
      orchestrator_model_tokens: 0,
      model_by_role: Object.fromEntries(Object.entries(byRole).map(([role, t]) => [role, { input_tokens: t.input_tokens, output_tokens: t.output_tokens, cost_usd: t.cost_usd, calls: t.calls }])),
      replies: outcome.replies,
    },
  };
}

/**
 * One warning in the job summary when a chat thread was written into a repository that is not
 * private: its issue (and the run's artifacts) can be read by people outside the channel.
 */
export function publicCopyWarning(repositoryIsPrivate: boolean | null, copy: MessageCopy, issue: number | null): string[] {
  if (issue === null || repositoryIsPrivate !== false) return [];
  const held = {
    none: "names the channel's messages by id only",
    excerpt: `shows only the first ${EXCERPT_WORDS} words of each message from the channel`,
    full: 'copies whole messages from the chat channel (chat.redact-messages: false)',
  }[copy];
  return [
    copy === 'full'
      ? `This repository is public: chat thread #${issue} ${held}. Set \`chat.redact-messages: true\` in .github/tend.yml to name messages by id only, or leave it unset (auto) to keep their first words and links.`
      : `This repository is public: chat thread #${issue} ${held}, with a link to each; quotes of them in tend's draft reply, the investigation's notes and the run's log are cut out too.${copy === 'none' ? '' : ' Set `chat.redact-messages: true` in .github/tend.yml to name messages by id only.'}`,
  ];
}

function dryRun(workflow: string, detail: string): ChatThreadOutcome {
  return { workflow, target: null, state: 'skipped', reason: 'Dry run: chat triage reads and writes nothing in a dry run.', route: { action: 'chat', detail }, decisions: [], merged: false, trackingCommentId: null };
}
