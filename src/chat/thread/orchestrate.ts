// The chat orchestrator's runner: plain code, never a model. It loads the
// thread's state from its issue, feeds inputs to the pure state machine (machine.ts), saves the
// state after every transition, and carries out the actions the machine returns: investigate
// (model, in its own session role), check evidence (code), validate (model), dispatch Tier 2,
// post the approved reply, close the issue. The orchestrator itself reads no evidence and
// drafts nothing, so the audit's orchestrator model tokens are 0 by construction.

import { join } from 'node:path';
import type { Octokit } from '../../github/client.js';
import type { RepoRef } from '../../github/comments.js';
import { postComment } from '../../github/comments.js';
import { closeChatIssue, listChatIssues, reopenChatIssue, threadIssueStore } from '../../github/chat-issues.js';
import { dispatchWorkflow } from '../../github/dispatch.js';
import { openWorkspace, type Workspace } from '../../git/workspace.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError, type LlmSession } from '../../llm/index.js';
import { readFileTool } from '../../llm/tools/read-file.js';
import type { RepoTool } from '../../llm/tools/repo-tool.js';
import { repoTools } from '../../llm/tools/repo-tools.js';
import { toolContext } from '../../llm/tools/tool-context.js';
import { checkEvidenceRefs } from '../../evidence/check.js';
import { decodeMarker, encodeMarker } from '../../store/marker.js';
import type { ChatReplyPoster } from '../adapters/adapter.js';
import { step, type ChatAction, type ChatInput, type MachineConfig } from './machine.js';
import type { OpenThreadHint } from './prompt-sections.js';
import { renderThreadIssue, threadIssueTitle } from './render-thread-issue.js';
import { gloss, investigate, usageSince, validate, type RoleDeps } from './roles.js';
import { loadThread, threadWriter } from './thread-store.js';
import { fitForStorage, readChatState, withoutMessageText, publicCopy, type ChatThreadState, type MessageCopy, type ReplyLogLine } from './thread-state.js';
import { type ChatPlatform } from '../../core/chat-event.js';
import { inert } from '../../core/text.js';
import { refusalToPost, replyTargetOf } from './approval.js';

export interface ChatDeps {
  octokit: Octokit;
  repo: RepoRef;
  selfId: number;
  serverUrl: string;
  /** Token for the read-only clone of the default branch. */
  token: string;
  defaultBranch: string;
  workDir: string;
  session: LlmSession | null;
  /** The read-only tools of the workflow's MCP servers (llm/mcp/), for the investigator; started at the first call. */
  mcpTools?: (() => Promise<RepoTool[]>) | undefined;
  /** The platform's reply poster; its adapter (and SDK) is loaded when first asked for. */
  poster: (platform: ChatPlatform) => ChatReplyPoster | Promise<ChatReplyPoster>;
  config: MachineConfig;
  /** 1 in the dispatch run; 2 in the Tier-2 workflow run (longer caps, transcript). */
  tier: 1 | 2;
  now: () => Date;
  log: (line: string) => void;
  redact: (text: string) => string;
  runUrl: string | undefined;
  /** Tier 2's "attach and watch": every model turn and tool call as a line. */
  transcript: ((line: string) => void) | null;
  /** chat.redact-messages, resolved: how much of each message the thread's issue holds. */
  messageCopy: MessageCopy;
}

export interface ChatOutcome {
  threadKey: string;
  issue: number | null;
  state: ChatThreadState | null;
  notes: string[];
  /** Reply-log lines written in this run, for replies.ndjson. */
  replies: ReplyLogLine[];
}

interface ThreadHandle {
  threadKey: string;
  state: ChatThreadState;
  /** The issue body as loaded (what people were shown), null before the issue exists. */
  body: string | null;
  save: (state: ChatThreadState) => Promise<number>;
  issue: () => number | null;
}

/** Opens the thread's issue store; `state` null means the thread has no issue yet. */
export async function openThread(deps: ChatDeps, threadKey: string, initial: (() => ChatThreadState) | null): Promise<ThreadHandle | null> {
  let title = threadKey;
  const store = threadIssueStore(deps.octokit, deps.repo, threadKey, () => title);
  const loaded = await loadThread(store, deps.selfId);
  const state = loaded.state ?? initial?.() ?? null;
  if (!state) return null;
  const writer = threadWriter(store, deps.selfId, loaded, (s) => {
    title = deps.redact(threadIssueTitle(s));
    return deps.redact(renderThreadIssue(s, deps.runUrl));
  });
  // The body holds the state marker; GitHub caps bodies, so a state too large is cut down first.
  // With chat.redact-messages the saved state (page and marker) holds no message text; the run
  // that received the messages still has them in memory for its own investigation.
  const stored = (s: ChatThreadState) => fitForStorage(deps.messageCopy === 'full' ? s : withoutMessageText(s, deps.messageCopy), (x) => encodeMarker(x).length);
  return { threadKey, state, body: loaded.tracking.comment?.body ?? null, save: (s) => writer.save(stored(s)), issue: () => writer.commentId };
}

/** Feeds one input, saves, then carries out the actions until none is left. */
export async function advanceThread(deps: ChatDeps, thread: ThreadHandle, input: ChatInput): Promise<ChatOutcome> {
  const notes: string[] = [];
  const replies: ReplyLogLine[] = [];
  let state = thread.state;
  const workspace = lazyWorkspace(deps, thread.threadKey);
  const apply = async (next: ChatInput): Promise<ChatAction[]> => {
    const wasClosed = state.status === 'closed';
    const result = step(state, next, deps.config);
    const changed = result.state !== state;
    state = result.state;
    // Notes reach the job log and summary, which the repository's readers see: quotes go as in the issue.
    const note = publicCopy(result.note, deps.messageCopy, state.messages);
    notes.push(note);
    deps.log(`chat ${thread.threadKey}: ${note}`);
    // Saved at every transition, before any action: a run that dies here loses nothing.
    if (changed || thread.issue() === null) await thread.save(state);
    if (wasClosed && state.status !== 'closed' && thread.issue() !== null) await reopenChatIssue(deps.octokit, deps.repo, thread.issue()!);
    return result.actions;
  };

  const queue = await apply(input);
  while (queue.length > 0) {
    const action = queue.shift()!;
    const next = await perform(deps, state, action, workspace, thread);
    if (next === null) continue;
    const before = state.reply_log.length;
    queue.push(...(await apply(next)));
    // The replies go to the audit artifact: a reply posted in this run from the in-memory draft
    // loses its quotes of the thread there as it does on the issue.
    const posted = state.reply_log.slice(before);
    replies.push(...publicCopy(posted, deps.messageCopy, state.messages));
  }
  return { threadKey: thread.threadKey, issue: thread.issue(), state, notes, replies };
}

async function perform(deps: ChatDeps, state: ChatThreadState, action: ChatAction, workspace: () => Promise<{ ws: Workspace; commit: string }>, thread: ThreadHandle): Promise<ChatInput | null> {
  const at = () => deps.now().toISOString();
  switch (action.kind) {
    case 'investigate': {
      if (!deps.session) return { kind: 'investigation-failed', reason: 'no model is configured (anthropic-api-key is empty), so nothing can investigate', usage: ZERO, at: at() };
      const { ws, commit } = await workspace();
      const roles = roleDeps(deps, ws.dir, commit, state.messages, (await deps.mcpTools?.()) ?? []);
      const hints = await openHints(deps, state.thread_key);
      const before = deps.session.ledger.totals();
      try {
        deps.transcript?.(`investigate round ${action.round} on ${commit.slice(0, 12)} (${hints.length} other open thread(s))`);
        const { result, usage } = await investigate(roles, state, hints, action.round, action.feedback);
        deps.transcript?.(`investigator returned: confidence ${result.confidence}, ${result.evidence_refs.length} evidence ref(s), ${usage.input_tokens} in / ${usage.output_tokens} out tokens`);
        // Code checks every ref at the commit before any model looks at the draft.
        const checks = await checkEvidenceRefs(ws.dir, commit, result.evidence_refs);
        return { kind: 'investigated', result, checks, taskId: `${deps.runUrl ?? 'run'}#investigate-r${action.round}`, tier: deps.tier, usage, at: at() };
      } catch (error) {
        const reason = modelFailure(error);
        if (reason === null) throw error;
        return { kind: 'investigation-failed', reason: `the investigator failed: ${reason}`, usage: usageSince(deps.session, before), at: at() };
      }
    }
    case 'validate': {
      const investigation = state.investigator_return;
      if (!investigation) return { kind: 'validation-failed', reason: 'no investigation to validate', usage: ZERO, at: at() };
      if (!deps.session) return { kind: 'validation-failed', reason: 'no model is configured (anthropic-api-key is empty), so nothing can validate', usage: ZERO, at: at() };
      const { ws, commit } = await workspace();
      const checks = state.rounds[state.rounds.length - 1]?.evidence_checks ?? [];
      const before = deps.session.ledger.totals();
      try {
        deps.transcript?.(`validate round ${state.investigator_round}: evidence checks ${checks.map((c) => `${c.ref}=${c.result}`).join(', ') || 'none'}`);
        const { result, usage } = await validate(roleDeps(deps, ws.dir, commit, state.messages, []), state, investigation, checks, await openHints(deps, state.thread_key), at());
        deps.transcript?.(`validator returned: ${result.verdict}, spot-check ${result.spot_check_ref} ${result.spot_check_result}`);
        return { kind: 'validated', result, taskId: `${deps.runUrl ?? 'run'}#validate-r${state.investigator_round}`, usage, at: at() };
      } catch (error) {
        const reason = modelFailure(error);
        if (reason === null) throw error;
        return { kind: 'validation-failed', reason: `the validator failed: ${reason}`, usage: usageSince(deps.session, before), at: at() };
      }
    }
    case 'dispatch-tier2': {
      const issue = thread.issue();
      const outcome = await dispatchWorkflow(deps.octokit, deps.repo, deps.config.tier2.workflow, deps.defaultBranch, { issue: String(issue ?? '') });
      return { kind: 'tier2-dispatched', ok: outcome.dispatched, message: outcome.message, at: at() };
    }
    case 'post': {
      // The chat is outside the repository: a credential a draft or an approval carries is masked
      // there as in every other text tend publishes.
      const text = deps.redact(action.text);
      const target = replyTargetOf(state);
      // A person's approval binds to the text and target the issue showed (approval.ts). An
      // auto-reply was shown to nobody: the validator's pass and the auto-reply rules allowed it.
      const refusal = action.auto ? null : refusalToPost(state, action.text, deps.redact);
      if (refusal !== null) return { kind: 'post-refused', reason: refusal, at: at() };
      const poster = await deps.poster(target.platform as ChatPlatform);
      const posted = await poster.postReply({ chat_id: target.chat_id, thread_id: target.thread_id, reply_to_message_id: target.reply_to_message_id }, text);
      return { kind: 'posted', postedMessageId: posted.posted_message_id, postedAt: posted.posted_at, at: at(), auto: action.auto };
    }
    case 'notify': {
      const issue = thread.issue();
      // The note names the chat and the posted message (platform text): inert, then tend's marker.
      const id = (state.posted_message_id ?? '').replace(/[<>]/g, '');
      if (issue !== null) await postComment(deps.octokit, deps.repo, { kind: 'issue', number: issue }, `${inert(deps.redact(action.text))}\n\n<!-- tend:chat-notify ${id} -->`, { selfId: deps.selfId });
      return null;
    }
    case 'ask-context': {
      const issue = thread.issue();
      if (issue === null) return null;
      // The reasons are tend's own words (context.ts); the whole comment is inert all the same.
      const text = [
        `Before investigating, tend needs more context: ${action.missing.join('; ')}.`,
        '',
        `Reply on this issue with what the question is about (the error, the command, the file, what you expected). A reply by someone with write access starts the investigation with it; without one, tend investigates at ${action.dueAt} with what the thread has, and says so.`,
      ].join('\n');
      await postComment(deps.octokit, deps.repo, { kind: 'issue', number: issue }, `${inert(deps.redact(text))}\n\n${CONTEXT_REQUEST_MARKER}`, { selfId: deps.selfId });
      return null;
    }
    case 'gloss': {
      if (!deps.session) return { kind: 'glossed', glosses: action.messageIds.map((id) => ({ message_id: id, gloss: null, note: 'no English gloss: no model is configured' })), usage: ZERO, at: at() };
      const before = deps.session.ledger.totals();
      try {
        const { result, usage } = await gloss(deps.session, state, action.messageIds);
        return { kind: 'glossed', glosses: action.messageIds.map((id) => ({ message_id: id, gloss: result.get(id) ?? null, note: result.has(id) ? "the investigator's model" : 'no English gloss: the model gave none for this message' })), usage, at: at() };
      } catch (error) {
        const reason = modelFailure(error);
        if (reason === null) throw error;
        return { kind: 'glossed', glosses: action.messageIds.map((id) => ({ message_id: id, gloss: null, note: `no English gloss: ${reason}`.slice(0, 200) })), usage: usageSince(deps.session, before), at: at() };
      }
    }
    case 'close-issue': {
      const issue = thread.issue();
      if (issue !== null) await closeChatIssue(deps.octokit, deps.repo, issue, state.posted_message_id ? 'completed' : 'not_planned');
      return null;
    }
  }
}

const ZERO = { input_tokens: 0, output_tokens: 0, cost_usd: 0 };

/** Ends tend's request for context on a thread's issue (the loop guard skips the comment as tend's own). */
export const CONTEXT_REQUEST_MARKER = '<!-- tend:chat-context-request -->';

function roleDeps(deps: ChatDeps, root: string, commit: string, messages: ChatThreadState['messages'], mcpTools: readonly RepoTool[]): RoleDeps {
  const session = deps.session!;
  // The transcript goes to the job log and an artifact: a tool call quoting the question (a search
  // for its words) loses the quote as the issue does.
  const transcript = deps.transcript;
  const watch = transcript && ((line: string) => transcript(publicCopy(line, deps.messageCopy, messages)));
  const tools = [...repoTools(root), ...mcpTools].map((tool) => (watch ? watched(tool, watch) : tool));
  return {
    session,
    repository: `${deps.repo.owner}/${deps.repo.repo}`,
    root,
    commit,
    investigatorTools: tools,
    readFile: readFileTool(toolContext(root)),
    maxToolIterations: deps.tier === 2 ? 24 : 8,
  };
}

/** A tool that writes each call to the transcript before it runs. */
function watched(tool: RepoTool, line: (text: string) => void): RepoTool {
  return { ...tool, run: async (input) => {
    line(`tool ${tool.name} ${JSON.stringify(input).slice(0, 300)}`);
    return tool.run(input);
  } };
}

function modelFailure(error: unknown): string | null {
  if (error instanceof LlmOutputError || error instanceof BudgetExceededError || error instanceof LlmFinalError || error instanceof LlmUnavailableError) return error.message;
  return null;
}

/** The default branch, cloned once per run and only when a role needs it. */
function lazyWorkspace(deps: ChatDeps, threadKey: string): () => Promise<{ ws: Workspace; commit: string }> {
  let opened: Promise<{ ws: Workspace; commit: string }> | null = null;
  return () => {
    opened ??= (async () => {
      const ws = await openWorkspace({ dir: join(deps.workDir, 'chat', threadKey.replace(/[^A-Za-z0-9._-]/g, '_')), serverUrl: deps.serverUrl, repository: `${deps.repo.owner}/${deps.repo.repo}`, token: deps.token });
      const heads = await ws.cloneOrFetch({ branches: [deps.defaultBranch], depth: 1 });
      const commit = heads[deps.defaultBranch]!;
      await ws.checkout({ oid: commit });
      return { ws, commit };
    })();
    return opened;
  };
}

/** ≤ 2-sentence summaries of the other open tend:chat threads, from their stored state. */
async function openHints(deps: Pick<ChatDeps, 'octokit' | 'repo' | 'selfId'>, threadKey: string): Promise<OpenThreadHint[]> {
  const open = await listChatIssues(deps.octokit, deps.repo, 'open');
  const hints: OpenThreadHint[] = [];
  for (const issue of open) {
    if (issue.authorId !== deps.selfId) continue;
    const state = readChatState(decodeMarker(issue.body));
    if (!state || state.thread_key === threadKey) continue;
    const summary = state.investigator_return?.summary_for_orchestrator;
    if (summary) hints.push({ thread_key: state.thread_key, summary });
  }
  return hints.slice(0, 10);
}
