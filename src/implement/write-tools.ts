// The model's write tools for implement: write_file and edit_file, confined to the workspace by
// the workspace's own path rules (no symlinks, nothing outside the checkout or inside .git) and
// by write-policy.ts (ship's path policy and caps). No shell: these two tools and the read-only
// ones are all the model has. Each landed change is remembered, so tend knows exactly which files
// to verify, put back after verify-command, and commit.

import * as z from 'zod';
import { PathEscapeError, type Workspace } from '../git/workspace.js';
import { defineTool, ToolInputError, type RepoTool } from '../llm/tools/repo-tool.js';
import { checkToolPath } from '../llm/tools/tool-paths.js';
import type { PatchPolicy } from '../ship/patch/plan-patch.js';
import { replaceOnce, writeRefusal, type FileChange } from './write-policy.js';

const Path = z.string().min(1).max(300).describe('Repository path, relative to the root');

export interface WriteTools {
  tools: RepoTool[];
  /** Every file the model changed: its content on the default branch and what it wrote. */
  changes: ReadonlyMap<string, FileChange>;
}

export function writeTools(workspace: Pick<Workspace, 'readFileAt' | 'writeFile'>, base: string, policy: PatchPolicy): WriteTools {
  const changes = new Map<string, FileChange>();
  const original = async (path: string): Promise<string | null> => (changes.has(path) ? changes.get(path)!.before : await workspace.readFileAt(base, path));
  const land = async (path: string, before: string | null, after: string): Promise<string> => {
    const refused = writeRefusal(path, before, after, changes, policy);
    if (refused) throw new ToolInputError(refused);
    try {
      await workspace.writeFile(path, after);
    } catch (error) {
      if (error instanceof PathEscapeError) throw new ToolInputError(error.message);
      throw error;
    }
    changes.set(path, { before, after });
    return `Wrote ${path} (${after.split('\n').length} line(s)). ${changes.size} file(s) changed so far.`;
  };
  const writeFile = defineTool({
    name: 'write_file',
    description: 'Write the whole content of one file (creating it if it does not exist). Checked against the allowed paths and the size caps before it lands.',
    input: z.strictObject({ path: Path, content: z.string().max(200_000) }),
    async run({ path, content }) {
      const plain = checkToolPath(path);
      return land(plain, await original(plain), content);
    },
  });
  const editFile = defineTool({
    name: 'edit_file',
    description: 'Replace one exact excerpt of an existing file (it must occur exactly once) with new text.',
    input: z.strictObject({ path: Path, search: z.string().min(1).max(20_000), replace: z.string().max(20_000) }),
    async run({ path, search, replace }) {
      const plain = checkToolPath(path);
      const before = await original(plain);
      const current = changes.get(plain)?.after ?? before;
      if (current === null) throw new ToolInputError(`No file '${plain}' on the branch; use write_file to create it.`);
      const edited = replaceOnce(current, search, replace);
      if (!edited.ok) throw new ToolInputError(edited.reason);
      return land(plain, before, edited.content);
    },
  });
  return { tools: [writeFile, editFile], changes };
}
