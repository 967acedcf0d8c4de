// `tend chat report --repo owner/name [--json]`: the chat triage numbers (classifications,
// pass / bounce / escalate, first-round pass rate, escalations, time to reply) from the state in
// the repository's tend:chat issues, open and closed. Reads only.

import { parseArgs } from 'node:util';
import { chatMetrics, renderMetrics } from '../chat/thread/metrics.js';
import { readChatState, type ChatThreadState } from '../chat/thread/thread-state.js';
import { listChatIssues } from '../github/chat-issues.js';
import { createOctokit } from '../github/client.js';
import { decodeMarker } from '../store/marker.js';

const CHAT_REPORT_SYNOPSIS = 'tend chat report --repo owner/name [--json]';
const DEFAULT_API_URL = 'https://api.github.com';

interface Writable {
  write(text: string): unknown;
}

export async function chatReport(argv: string[], env: Readonly<Record<string, string | undefined>>, stdout: Writable, stderr: Writable): Promise<number> {
  let values: { repo?: string | undefined; json?: boolean | undefined };
  try {
    values = parseArgs({ args: argv, options: { repo: { type: 'string' }, json: { type: 'boolean' } }, strict: true }).values;
  } catch (error) {
    stderr.write(`tend: ${error instanceof Error ? error.message : String(error)}; usage: ${CHAT_REPORT_SYNOPSIS}\n`);
    return 2;
  }
  const slug = values.repo === undefined ? null : /^([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(values.repo);
  if (!slug) {
    stderr.write(`tend: ${values.repo === undefined ? 'missing --repo' : `invalid repository '${values.repo}'`}; expected --repo owner/name\n`);
    return 2;
  }
  const token = env.GITHUB_TOKEN?.trim() || env.GH_TOKEN?.trim();
  if (!token) {
    stderr.write('tend: no token: set GITHUB_TOKEN (or GH_TOKEN) to a token that can read the repository\n');
    return 2;
  }
  const apiUrl = (env.GITHUB_API_URL?.trim() || DEFAULT_API_URL).replace(/\/+$/, '');
  const octokit = createOctokit(token, { baseUrl: apiUrl, log: (line) => stderr.write(`${line}\n`) });
  const repo = { owner: slug[1]!, repo: slug[2]! };
  const issues = await listChatIssues(octokit, repo, 'all');
  const states: ChatThreadState[] = [];
  let unreadable = 0;
  for (const issue of issues) {
    const state = readChatState(decodeMarker(issue.body));
    if (state) states.push(state);
    else unreadable += 1;
  }
  const metrics = chatMetrics(states);
  if (values.json) stdout.write(`${JSON.stringify({ repository: `${repo.owner}/${repo.repo}`, ...metrics, unreadableIssues: unreadable }, null, 2)}\n`);
  else stdout.write(renderMetrics(`${repo.owner}/${repo.repo}`, metrics) + (unreadable > 0 ? `(${unreadable} tend:chat issue(s) hold no readable state and were left out)\n` : ''));
  return 0;
}
