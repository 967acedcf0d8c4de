// `tend chat report --repo owner/name [--json]`: the chat triage numbers (classifications,
// pass / bounce / escalate, first-round pass rate, escalations, time to reply) from the state in
// the repository's tend:chat issues, open and closed. Reads only.

import { parseArgs } from 'node:util';
import { chatMetrics, renderMetrics } from '../chat/thread/metrics.js';
import { readChatState, type ChatThreadState } from '../chat/thread/thread-state.js';
import { listChatIssues } from '../github/chat-issues.js';
import { createOctokit } from '../github/client.js';
import { githubAccess } from './github-access.js';
import { decodeMarker } from '../store/marker.js';

const CHAT_REPORT_SYNOPSIS = 'tend chat report --repo owner/name [--json]';

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
  const access = githubAccess(values.repo, env);
  if (typeof access === 'string') {
    stderr.write(`tend: ${access}\n`);
    return 2;
  }
  const { token, apiUrl, repo } = access;
  const octokit = createOctokit(token, { baseUrl: apiUrl, log: (line) => stderr.write(`${line}\n`) });
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
