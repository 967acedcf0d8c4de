// `tend triage --issue-file F --root DIR --out OUT`: triages an issue text against a local
// checkout, as the action does on GitHub, and writes OUT/TRIAGE.md and OUT/TRIAGE_VERDICT.json.
// The model key comes from ANTHROPIC_API_KEY (ANTHROPIC_BASE_URL for another endpoint); runtime
// commands only from --command options, which the person running this supplies.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { MODEL_OPTIONS, modelChoice } from './model-options.js';
import { CommitTreeError, openCommitTree } from '../git/commit-tree.js';
import { LlmSession, LlmFinalError, LlmOutputError, BudgetExceededError, LlmUnavailableError } from '../llm/index.js';
import { repoTools } from '../llm/tools/repo-tools.js';
import { redactor } from '../core/redact.js';
import { triageIssue, type IssueText } from '../triage/triage.js';
import { progressLine } from './streams.js';

const TRIAGE_SYNOPSIS = 'tend triage --issue-file F --root DIR --out OUT [--commit REV] [--command CMD]... [--model M] [--max-cost-usd N]';

export async function triageCli(args: string[], env: NodeJS.ProcessEnv, output: Writable, error: Writable): Promise<number> {
  const fail = (message: string) => {
    error.write(`tend triage: ${message}\n`);
    return 2;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        'issue-file': { type: 'string' },
        root: { type: 'string' },
        out: { type: 'string' },
        commit: { type: 'string', default: 'HEAD' },
        command: { type: 'string', multiple: true, default: [] },
        ...MODEL_OPTIONS,
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (cause) {
    return fail(`${cause instanceof Error ? cause.message : String(cause)}; usage: ${TRIAGE_SYNOPSIS}`);
  }
  for (const name of ['issue-file', 'root', 'out'] as const) if (!values[name]) return fail(`--${name} is required; usage: ${TRIAGE_SYNOPSIS}`);
  const chosen = modelChoice(values, env, 'triage');
  if ('error' in chosen) return fail(chosen.error);

  let text: string;
  try {
    text = await readFile(values['issue-file']!, 'utf8');
  } catch {
    return fail(`cannot read --issue-file '${values['issue-file']}'; expected a text file with the issue (a first '# ' line is its title).`);
  }
  if (text.trim() === '') return fail(`--issue-file '${values['issue-file']}' is empty; expected the issue's text.`);

  let commit: string | null;
  try {
    commit = await (await openCommitTree(values.root!)).resolveCommit(values.commit);
  } catch (cause) {
    if (cause instanceof CommitTreeError) return fail(cause.message);
    throw cause;
  }
  if (commit === null) return fail(`--commit '${values.commit}' names no commit in ${values.root}.`);

  const redact = redactor([chosen.apiKey]);
  const progress = progressLine(error, 'triage', redact);
  progress(`triaging the issue at ${commit.slice(0, 7)} with ${chosen.model}`);
  const session = new LlmSession({ apiKey: chosen.apiKey, baseURL: chosen.baseURL, model: chosen.model, maxCostUsd: chosen.maxCostUsd, maxTurns: 40, log: progress });
  let outcome;
  try {
    outcome = await triageIssue(
      { session, root: values.root!, commit, repository: values.root!, commands: values.command, tools: repoTools(values.root!), redact },
      issueFromText(text),
    );
  } catch (cause) {
    if (cause instanceof LlmOutputError || cause instanceof LlmFinalError || cause instanceof BudgetExceededError || cause instanceof LlmUnavailableError) {
      error.write(`tend triage: the model gave no usable verdict: ${redact(cause.message)}\n`);
      return 1;
    }
    throw cause;
  }
  await mkdir(values.out!, { recursive: true });
  await writeFile(join(values.out!, 'TRIAGE.md'), `${outcome.markdown.trimEnd()}\n`);
  await writeFile(join(values.out!, 'TRIAGE_VERDICT.json'), `${JSON.stringify(outcome.verdict, null, 2)}\n`);
  const v = outcome.verdict;
  output.write(`${v.classification}: ${v.status}${v.refusal ? ` (${v.refusal})` : ''}; confidence ${v.confidence.toFixed(2)}; wrote ${join(values.out!, 'TRIAGE.md')} and TRIAGE_VERDICT.json\n`);
  return 0;
}

/** A first `# ` line is the title; the rest is the body. */
function issueFromText(text: string): IssueText {
  const normal = text.replace(/\r\n/g, '\n');
  const match = /^#\s+(.+)\n?/.exec(normal);
  if (match) return { number: null, title: match[1]!.trim(), body: normal.slice(match[0].length).trim(), discussion: null };
  const firstLine = normal.trim().split('\n', 1)[0]!;
  return { number: null, title: firstLine.slice(0, 200), body: normal.trim(), discussion: null };
}
