// The read-only tools a model may call while it investigates a checkout.

import { gitBlameTool } from './git-blame.js';
import { gitLogTool } from './git-log.js';
import { gitShowTool } from './git-show.js';
import { listFilesTool } from './list-files.js';
import { readFileTool } from './read-file.js';
import type { RepoTool } from './repo-tool.js';
import { searchTool } from './search.js';
import { toolContext, type RepoToolOptions } from './tool-context.js';

export { runTool, type RepoTool } from './repo-tool.js';

export const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;

/** read_file, search, list_files, git_log, git_show and git_blame over the checkout at `root`. */
export function repoTools(root: string, options: RepoToolOptions = {}): RepoTool[] {
  const context = toolContext(root, options);
  return [readFileTool(context), searchTool(context), listFilesTool(context), gitLogTool(context), gitShowTool(context), gitBlameTool(context)];
}
