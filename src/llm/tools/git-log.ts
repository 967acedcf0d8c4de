// git_log: recent commits of the checked-out history, optionally only those touching a path.

import * as z from 'zod';
import { defineTool, ToolInputError, type RepoTool } from './repo-tool.js';
import { gitComplaint } from '../../git/safe-git.js';
import { capText, cutLine } from './text-caps.js';
import type { ToolContext } from './tool-context.js';
import { checkToolPath } from './tool-paths.js';

const DEFAULT_LOG_COUNT = 20;
const MAX_LOG_COUNT = 100;

const GitLogInput = z.object({
  path: z.string().min(1).optional().describe('Only commits that touched this file or directory, relative to the repository root.'),
  max_count: z.number().int().min(1).max(MAX_LOG_COUNT).optional().describe(`How many commits, newest first; ${DEFAULT_LOG_COUNT} by default.`),
});

export function gitLogTool(context: ToolContext): RepoTool {
  return defineTool({
    name: 'git_log',
    description: 'List recent commits (short sha, date, author, subject), newest first, optionally only those that touched a path.',
    input: GitLogInput,
    async run({ path, max_count }) {
      const relative = path === undefined ? null : checkToolPath(path);
      const count = max_count ?? DEFAULT_LOG_COUNT;
      const result = await context.git([
        'log',
        '--no-color',
        '--no-show-signature',
        '--date=short',
        `--max-count=${count}`,
        '--format=%h%x00%ad%x00%an%x00%s',
        'HEAD',
        '--',
        ...(relative === null ? [] : [relative]),
      ]);
      if (result.timedOut) throw new ToolInputError('git log timed out.');
      if (result.exitCode !== 0 && !result.truncated) throw new ToolInputError(`git log failed: ${gitComplaint(result)}`);
      const commits = result.stdout
        .split('\n')
        .filter((line) => line.includes('\0'))
        .map((line) => {
          const [sha, date, author, subject] = line.split('\0');
          return cutLine(`${sha} ${date} ${author} — ${subject}`, 300);
        });
      const scope = relative === null ? '' : ` touching '${relative}'`;
      if (commits.length === 0) return `No commits${scope}.`;
      const header = `${commits.length === count ? 'Latest ' : ''}${commits.length} commit${commits.length === 1 ? '' : 's'}${scope} (sha date author — subject):`;
      return capText(`${header}\n${commits.join('\n')}`, context.maxBytes, () => '[More commits not shown: the result is capped; ask for a smaller max_count.]');
    },
  });
}
