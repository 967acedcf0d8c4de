// Applies review suggestions to a checked-out head: reads the files (and, for outdated threads,
// what the reviewer saw at the original commit) through the git workspace, plans the patch, and
// writes the changed files. It neither commits nor pushes: the caller does, with its message and
// a lease on this head.

import { GitCommandError, type Workspace } from '../../git/workspace.js';
import { fileLines } from './apply-suggestion.js';
import { pathRefusal } from './path-policy.js';
import { planPatch, type PatchPlan, type PatchPolicy, type ThreadEdit } from './plan-patch.js';

export interface SuggestionEdit {
  threadId: string;
  path: string;
  /** 1-based, inclusive: on the head for a current thread, on `originalCommitOid` for an outdated one. */
  startLine: number;
  endLine: number;
  /** The suggestion's lines joined by LF; '' deletes the lines. */
  text: string;
  outdated: boolean;
  /** The comment's original commit: where an outdated thread's lines are read from. */
  originalCommitOid: string | null;
}

export async function applySuggestionsToWorkspace(
  workspace: Pick<Workspace, 'headOid' | 'readFileAt' | 'writeFile'>,
  headOid: string,
  edits: readonly SuggestionEdit[],
  policy: PatchPolicy,
): Promise<PatchPlan> {
  const checkedOut = await workspace.headOid();
  if (checkedOut !== headOid) throw new Error(`The workspace is at ${checkedOut}, not at the head ${headOid} the suggestions are for.`);

  // A refused path is never read: it may not even be a path the workspace accepts.
  const readable = edits.filter((edit) => pathRefusal(edit.path, policy) === null);
  const files = new Map<string, string>();
  for (const path of new Set(readable.map((edit) => edit.path))) {
    const content = await workspace.readFileAt(headOid, path);
    if (content !== null) files.set(path, content);
  }

  const originals = new Map<string, string[] | null>();
  const originalLines = async (edit: SuggestionEdit): Promise<string[] | null> => {
    if (!edit.outdated || edit.originalCommitOid === null || !readable.includes(edit)) return null;
    const key = `${edit.originalCommitOid}:${edit.path}`;
    if (!originals.has(key)) {
      // A commit GitHub no longer serves leaves the thread unplaceable, not the whole patch.
      const content = await workspace.readFileAt(edit.originalCommitOid, edit.path).catch((error: unknown) => {
        if (error instanceof GitCommandError) return null;
        throw error;
      });
      originals.set(key, content === null ? null : fileLines(content));
    }
    const lines = originals.get(key) ?? null;
    if (lines === null || !(edit.startLine >= 1 && edit.endLine >= edit.startLine && edit.endLine <= lines.length)) return null;
    return lines.slice(edit.startLine - 1, edit.endLine);
  };

  const planned: ThreadEdit[] = [];
  for (const edit of edits) {
    const { threadId, path, startLine, endLine, text, outdated } = edit;
    planned.push({ threadId, path, edit: { startLine, endLine, text, outdated, originalLines: await originalLines(edit) } });
  }

  const plan = planPatch(files, planned, policy);
  for (const [path, content] of plan.files) await workspace.writeFile(path, content);
  return plan;
}
