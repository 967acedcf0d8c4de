// The I/O half of settling merge conflicts (decisions in conflicts.ts): merge the base into the
// head in tend's checkout; push a clean merge as it is; otherwise regenerate lockfiles and
// generated files with regenerate-command, have the model resolve the other files from their three
// sides, validate every resolution, run verify-command, and push one merge commit (two parents)
// with a lease on the head the run read. Anything short of that pushes nothing and escalates,
// naming every conflicted file. Never a force-push over someone's commit.

import { join } from 'node:path';
import * as z from 'zod';
import type { Settings } from '../config/settings.js';
import type { RepoRef } from '../github/comments.js';
import { openWorkspace, PathEscapeError, type Workspace } from '../git/workspace.js';
import { mergeBaseIntoHead, pushMerge } from '../git/merge-base-into-head.js';
import { runVerifyCommand } from '../git/verify-command.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError, type LlmSession } from '../llm/index.js';
import { dataSection, renderPrompt } from '../llm/prompts.js';
import { type PullSnapshot } from '../core/pull-request.js';
import { escalationReason, generatedPatterns, planConflicts, resolutionRefusal, type ConflictHandling, type ConflictSides } from './conflicts.js';
import { pushTokenMayChangeWorkflows } from './workflow-fixes.js';

export interface ConflictDeps {
  repo: RepoRef;
  settings: Settings;
  serverUrl: string;
  workDir: string;
  log: (line: string) => void;
  /** The model, when an API key is configured. */
  model: { session: LlmSession } | null;
  redact: (text: string) => string;
}

export type ConflictOutcome =
  | { kind: 'pushed'; sha: string; files: string[]; notes: string[] }
  /** The head moved while tend merged: nothing pushed; the next snapshot decides again. */
  | { kind: 'stale'; notes: string[] }
  | { kind: 'escalated'; reason: string; files: string[]; notes: string[] };

export const ResolutionSchema = z.strictObject({
  decision: z.enum(['resolve', 'decline']),
  content: z.string().max(200_000).optional().describe('The whole file after the merge, without conflict markers (decision resolve)'),
  explanation: z.string().min(1).max(500).describe('One sentence: how the conflict was resolved, or why it was declined'),
});

export async function resolveConflicts(deps: ConflictDeps, pr: PullSnapshot): Promise<ConflictOutcome> {
  const workspace = await openWorkspace({
    dir: join(deps.workDir, `pr-${pr.number}`),
    serverUrl: deps.serverUrl,
    repository: `${deps.repo.owner}/${deps.repo.repo}`,
    token: deps.settings.pushToken ?? deps.settings.githubToken,
  });
  const attempt = await mergeBaseIntoHead(workspace, pr);
  const notes: string[] = [];
  const paths = attempt.conflicts.map((c) => c.path);
  const escalate = (handling: ConflictHandling[], why?: string): ConflictOutcome => ({ kind: 'escalated', reason: deps.redact(escalationReason(handling, why)), files: paths, notes });
  const message = (resolved: string) => `Merge branch '${pr.baseRefName}' into ${pr.headRefName}\n\n${resolved}`;
  const push = async (text: string, files: string[]): Promise<ConflictOutcome> => {
    const pushed = await pushMerge(workspace, { message: text, paths: files, branch: pr.headRefName, expectedOid: pr.headRefOid });
    if (pushed.pushed) return { kind: 'pushed', sha: pushed.sha, files, notes };
    if (pushed.stale) return { kind: 'stale', notes: [...notes, `The head of #${pr.number} moved while tend merged its base; nothing was pushed, and tend decides again on the new head.`] };
    return escalate(attempt.conflicts.map((c) => ({ path: c.path, how: 'escalate', reason: 'resolved, but not pushed' })), `the merge could not be pushed: ${pushed.message}`);
  };

  if (attempt.contained) {
    // GitHub's answer is older than the head (it computes mergeability asynchronously): trying
    // again would only repeat this, so a person looks, and a new head starts over.
    return { kind: 'escalated', reason: `GitHub reports merge conflicts, but the head already contains ${pr.baseRefName}'s tip ${attempt.baseOid.slice(0, 7)}: nothing for tend to merge; update the branch or ask again with /tend ship once GitHub shows it mergeable`, files: [], notes };
  }
  if (attempt.conflicts.length === 0) {
    // GitHub said CONFLICTING, git here merges cleanly (the base moved on, say): push that merge.
    if (pr.isCrossRepository) return { kind: 'escalated', reason: 'the pull request has merge conflicts, and it comes from a fork, which tend cannot push to: the author merges the base branch in', files: [], notes };
    return push(message('No conflicts.'), []);
  }

  const plan = planConflicts(attempt.conflicts, {
    regenerateCommand: deps.settings.regenerateCommand,
    generatedPaths: deps.settings.generatedPaths,
    linguistGenerated: generatedPatterns(await workspace.readFileAt(attempt.baseOid, '.gitattributes').catch(() => null)),
    model: deps.model !== null,
    canPush: !pr.isCrossRepository,
    maxFiles: deps.settings.maxFiles,
    pathPolicy: { allowedPaths: deps.settings.allowedPaths, allowProtectedPaths: deps.settings.allowProtectedPaths, canPushWorkflows: pushTokenMayChangeWorkflows(deps.settings, pr.viewer) },
  });
  if (!plan.go) return escalate(plan.handling);

  // What tend validated is what it commits: the commands below run repository code, which may rewrite any file.
  const validated = new Map<string, string>();
  for (const handling of plan.handling.filter((h) => h.how === 'model')) {
    const sides = attempt.conflicts.find((c) => c.path === handling.path)!;
    const resolved = await askModel(deps, sides, `${deps.repo.owner}/${deps.repo.repo}`);
    if (!resolved.ok) return escalate(plan.handling, `${handling.path}: ${resolved.reason}`);
    const refused = resolutionRefusal(sides, resolved.content);
    if (refused) return escalate(plan.handling, `${handling.path}: the model's resolution was refused: ${refused}`);
    if (!(await written(workspace, handling.path, resolved.content))) return escalate(plan.handling, `${handling.path}: tend does not write through a symlink`);
    validated.set(handling.path, resolved.content);
    notes.push(`Resolved the merge conflict in ${handling.path} with the model: ${deps.redact(resolved.explanation)}`);
  }

  const regenerated = plan.handling.filter((h) => h.how === 'regenerate').map((h) => h.path);
  if (regenerated.length > 0) {
    // From the base's version: the command brings it in line with the merged manifests.
    for (const path of regenerated) {
      const theirs = attempt.conflicts.find((c) => c.path === path)!.theirs;
      if (theirs !== null && !(await written(workspace, path, theirs))) return escalate(plan.handling, `${path}: tend does not write through a symlink`);
    }
    const ran = await runVerifyCommand(deps.settings.regenerateCommand!, workspace.dir);
    if (!ran.passed) return escalate(plan.handling, `regenerate-command ${failure(ran)}:\n\n\`\`\`\n${deps.redact(ran.tail)}\n\`\`\``);
    await putBack(workspace, validated);
    for (const path of regenerated) {
      const content = await workspace.readFile(path).catch(() => null);
      if (content === null || resolutionRefusal({ path, base: null, ours: null, theirs: null, conflicted: null }, content) === 'the resolution still holds conflict markers') {
        return escalate(plan.handling, `regenerate-command left ${path} ${content === null ? 'missing' : 'with conflict markers'}`);
      }
      validated.set(path, content);
    }
    notes.push(`Regenerated ${regenerated.join(', ')} with regenerate-command.`);
  }

  const verifyCommand = deps.settings.verifyCommand;
  if (verifyCommand) {
    const verified = await runVerifyCommand(verifyCommand, workspace.dir);
    await putBack(workspace, validated);
    if (!verified.passed) return escalate(plan.handling, `verify-command ${failure(verified)} on the resolved merge:\n\n\`\`\`\n${deps.redact(verified.tail)}\n\`\`\``);
  }

  const how = plan.handling.map((h) => `- ${h.path}: ${h.how === 'regenerate' ? 'regenerated (regenerate-command)' : 'resolved by the model'}`);
  return push(message(`Resolved ${plan.handling.length} conflicted file(s):\n${how.join('\n')}`), [...validated.keys()]);
}

/**
 * What the model reads about one conflicted file: every part (the path included) is repository
 * data, so each sits in its own data section, whose closing tag the text cannot forge.
 */
export function conflictMessage(sides: ConflictSides): string {
  const side = (tag: string, text: string | null) => dataSection(tag, text ?? '(no file on this side)');
  return [side('path', sides.path), side('merge_base', sides.base), side('ours', sides.ours), side('theirs', sides.theirs), side('conflicted', sides.conflicted)].join('\n\n');
}

type Resolved = { ok: true; content: string; explanation: string } | { ok: false; reason: string };

async function askModel(deps: ConflictDeps, sides: ConflictSides, repository: string): Promise<Resolved> {
  const messages = conflictMessage(sides);
  try {
    const answer = await deps.model!.session.structured({
      role: 'resolve-conflict',
      subject: `conflict:${sides.path}`,
      system: { stable: renderPrompt('resolve-conflict', { repository }) },
      messages,
      schema: ResolutionSchema,
      outputTool: { name: 'submit_resolution', description: 'Submit the whole resolved file, or decline.' },
    });
    if (answer.decision === 'decline' || answer.content === undefined) return { ok: false, reason: `the model declined: ${answer.explanation}` };
    return { ok: true, content: answer.content, explanation: answer.explanation };
  } catch (error) {
    if (error instanceof LlmOutputError || error instanceof BudgetExceededError || error instanceof LlmFinalError || error instanceof LlmUnavailableError) {
      return { ok: false, reason: `the model gave no usable resolution (${error.message})` };
    }
    throw error;
  }
}

function failure(result: { timedOut: boolean; tampered: string[]; exitCode: number | null }): string {
  return result.timedOut ? 'timed out' : result.tampered.length > 0 ? "changed git's own files" : `exited ${result.exitCode}`;
}

/** False when the workspace refuses the path (a symlink, even one inside the checkout). */
async function written(workspace: Workspace, path: string, content: string): Promise<boolean> {
  try {
    await workspace.writeFile(path, content);
    return true;
  } catch (error) {
    if (error instanceof PathEscapeError) return false;
    throw error;
  }
}

/** Deleted first: a command may have left a symlink where the file was, which writeFile refuses. */
async function putBack(workspace: Workspace, files: ReadonlyMap<string, string>): Promise<void> {
  for (const [path, content] of files) {
    await workspace.deleteFile(path);
    await workspace.writeFile(path, content);
  }
}
