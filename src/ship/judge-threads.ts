// The I/O half of the model path: for each undecided thread, ask the model to decide, apply the
// policy, and for a fix ask for a patch, validate it, apply it in the workspace and, when the
// workflow configures one, run verify-command (reverting the patch when it fails). A budget,
// a final API error or an unavailable API stops the model for the rest of the run; each thread
// it did not reach is left for a human with the reason.

import { PathEscapeError, type Workspace } from '../git/workspace.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError, type LlmSession } from '../llm/index.js';
import type { RepoTool } from '../llm/tools/repo-tool.js';
import type { ThreadPlan } from './decide-thread.js';
import { applyDecisionPolicy, decideSystem, ModelDecisionSchema, patchSystem, threadMessage } from './judge.js';
import type { PatchPolicy } from './patch/plan-patch.js';
import { applyModelPatch, ModelPatchSchema } from './patch/search-replace.js';
import { leftOpenSentence, settleModelDecision } from './model-resolve.js';
import { runVerifyCommand } from '../git/verify-command.js';
import { type PullSnapshot } from '../core/pull-request.js';
import { learningsFor, type Learning } from '../core/learning.js';

/** What the round decided per thread before anything is answered. */
export interface Decided {
  plan: ThreadPlan;
  /** Files this thread's fix changed (empty when none). */
  files: string[];
}

export interface ModelDeps {
  session: LlmSession;
  /** From the workflow file only: run after applying a model-written patch. */
  verifyCommand: string | undefined;
  /** Review bots, people with write access and tend: the only authors whose words reach the model. */
  trustedAuthorIds: ReadonlySet<number>;
  /** The read-only repository tools over a checkout. */
  tools: (root: string) => RepoTool[];
  /** The read-only tools of the workflow's MCP servers (llm/mcp/), for the fixer: started at the first call. */
  mcpTools: () => Promise<RepoTool[]>;
  /**
   * The repository's learnings (read once, when a thread first needs the model): those for ship on
   * the thread's path reach the model as quoted data.
   */
  learnings: () => Promise<readonly Learning[]>;
  /** The model usage spent on one thread (its subject), for the audit. */
  usageOf: (threadId: string) => { input_tokens: number; output_tokens: number; cost_usd: number };
}

const GUIDANCE_FILES = ['CONTRIBUTING.md', 'AGENTS.md', 'CLAUDE.md'];

export async function judgeThreads(
  model: ModelDeps,
  workspace: Workspace,
  pr: PullSnapshot,
  plans: ThreadPlan[],
  options: { repository: string; policy: PatchPolicy; alreadyChanged: ReadonlySet<string> },
): Promise<{ results: Map<string, Decided>; notes: string[]; stopped: string | null }> {
  const results = new Map<string, Decided>();
  const notes: string[] = [];
  const guidance = new Map<string, string>();
  // From the base branch: a pull request cannot rewrite the rules it is judged by.
  const guidanceFiles = await workspace.readFilesAt(pr.baseRefOid, GUIDANCE_FILES).catch(() => new Map<string, string | null>());
  for (const name of GUIDANCE_FILES) {
    const text = guidanceFiles.get(name) ?? null;
    if (text !== null) guidance.set(name, text);
  }
  const changed = new Set(options.alreadyChanged);
  let stopped: string | null = null;

  for (const plan of plans) {
    if (stopped) {
      results.set(plan.threadId, leave(plan, stopped));
      continue;
    }
    const thread = pr.threads.find((t) => t.id === plan.threadId)!;
    const original = thread.isOutdated ? thread.comments[0]?.originalCommitOid ?? null : null;
    const file = await workspace.readFileAt(original ?? pr.headRefOid, plan.path).catch(() => null);
    const learnings = learningsFor(await model.learnings(), { workflow: 'ship', paths: [plan.path] });
    const message = threadMessage({ repository: options.repository, plan, thread, trustedAuthorIds: model.trustedAuthorIds, file, guidance, learnings });
    try {
      const verdict = await model.session.structured({
        role: 'decide',
        subject: plan.threadId,
        system: { stable: decideSystem(options.repository) },
        messages: message,
        schema: ModelDecisionSchema,
        outputTool: { name: 'submit_decision', description: 'Submit the decision for this review thread.' },
        tools: [...model.tools(workspace.dir), ...(await model.mcpTools())],
      });
      const judged = settleModelDecision(applyDecisionPolicy(plan.severity, verdict, { verifyCommand: model.verifyCommand !== undefined }), {
        opener: plan.author?.type === 'Bot' ? { kind: 'review-bot', name: plan.bot ?? plan.author.login } : { kind: 'person' },
        severity: plan.severity,
        fork: pr.isCrossRepository,
      });
      if (judged.decision !== 'fix') {
        results.set(plan.threadId, { plan: { ...plan, decision: judged.decision, rationale: judged.rationale, needsJudgement: false }, files: [] });
        continue;
      }
      const patch = await model.session.structured({
        role: 'patch',
        subject: plan.threadId,
        system: { stable: patchSystem(options.repository) },
        messages: `${message}\n\nYou decided to fix this thread: ${judged.rationale}`,
        schema: ModelPatchSchema,
        outputTool: { name: 'submit_patch', description: 'Submit the search/replace edits that fix this review thread.' },
        tools: [...model.tools(workspace.dir), ...(await model.mcpTools())],
      });
      const before = new Map<string, string>();
      for (const path of new Set(patch.edits.map((e) => e.path))) {
        const content = await workspace.readFile(path).catch(() => null);
        if (content !== null) before.set(path, content);
      }
      const applied = applyModelPatch(before, patch, plan.path, options.policy);
      if (!applied.ok) {
        results.set(plan.threadId, leave(plan, `the model's patch was refused: ${applied.reason}`));
        continue;
      }
      const touched = new Set([...changed, ...applied.files.keys()]);
      if (touched.size > options.policy.maxFiles) {
        results.set(plan.threadId, leave(plan, `the patch would bring this round to ${touched.size} files; max-files is ${options.policy.maxFiles}`));
        continue;
      }
      const written: string[] = [];
      try {
        for (const [path, content] of applied.files) {
          await workspace.writeFile(path, content);
          written.push(path);
        }
      } catch (error) {
        // The workspace refuses some paths (a symlink, even one inside the checkout): undo, refuse.
        if (!(error instanceof PathEscapeError)) throw error;
        for (const path of written) await workspace.writeFile(path, before.get(path)!);
        results.set(plan.threadId, leave(plan, `the model's patch was refused: ${error.message}`));
        continue;
      }
      if (model.verifyCommand) {
        // The command runs the repository's code as tend's user and may rewrite any file: what is
        // committed is what tend validated, put back after it, never what the command left.
        const earlier = new Map<string, string | null>();
        for (const path of changed) if (!applied.files.has(path)) earlier.set(path, await workspace.readFile(path).catch(() => null));
        const verified = await runVerifyCommand(model.verifyCommand, workspace.dir);
        for (const [path, content] of earlier) await putBack(workspace, path, content);
        for (const [path, content] of applied.files) await putBack(workspace, path, verified.passed ? content : before.get(path) ?? null);
        if (!verified.passed) {
          const why = verified.timedOut ? 'timed out' : verified.tampered.length > 0 ? "changed git's own files" : `exited ${verified.exitCode}`;
          results.set(plan.threadId, leave(plan, `the patch was reverted because verify-command ${why}:\n\n\`\`\`\n${verified.tail}\n\`\`\``));
          continue;
        }
      }
      for (const path of applied.files.keys()) changed.add(path);
      const rationale = `${judged.rationale} ${patch.explanation}`.trim();
      results.set(plan.threadId, {
        plan: judged.leaveOpen === null
          ? { ...plan, decision: 'fix', rationale, needsJudgement: false }
          : { ...plan, decision: 'fix', rationale: `${rationale} ${leftOpenSentence(judged.leaveOpen)}`, needsJudgement: false, leaveOpen: judged.leaveOpen },
        files: [...applied.files.keys()],
      });
    } catch (error) {
      if (error instanceof LlmOutputError) {
        results.set(plan.threadId, leave(plan, `the model's answer was not usable (${error.message})`));
        continue;
      }
      if (error instanceof BudgetExceededError || error instanceof LlmFinalError || error instanceof LlmUnavailableError) {
        stopped = error.message;
        notes.push(`The model was stopped for the rest of this run: ${error.message}`);
        results.set(plan.threadId, leave(plan, stopped));
        continue;
      }
      throw error;
    }
  }
  return { results, notes, stopped };
}

function leave(plan: ThreadPlan, why: string): Decided {
  const sentence = why.charAt(0).toUpperCase() + why.slice(1);
  return { plan: { ...plan, decision: 'escalate', edit: null, needsJudgement: false, rationale: /[.`]$/.test(sentence) ? sentence : `${sentence}.` }, files: [] };
}

/** Deleted first: the command may have left a symlink where the file was, which writeFile refuses. */
async function putBack(workspace: Workspace, path: string, content: string | null): Promise<void> {
  await workspace.deleteFile(path);
  if (content !== null) await workspace.writeFile(path, content);
}
