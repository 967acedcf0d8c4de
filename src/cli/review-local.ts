// `tend review local --root DIR --base REV [--head REV] --out OUT`: reviews a local diff as the
// action reviews a pull request (the same model roles, evidence check and validator) and writes
// OUT/REVIEW.md and OUT/findings.json; nothing is posted anywhere. The model key comes from
// ANTHROPIC_API_KEY (ANTHROPIC_BASE_URL for another endpoint).

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { MODEL_OPTIONS, modelChoice } from './model-options.js';
import { redactor } from '../core/redact.js';
import { CommitTreeError, openCommitTree } from '../git/commit-tree.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmSession, LlmUnavailableError } from '../llm/index.js';
import { repoTools } from '../llm/tools/repo-tools.js';
import { DiffError, readDiff } from '../review/diff.js';
import { countsLine, renderReviewMarkdown, reviewCounts } from '../review/render.js';
import { reviewDiff } from '../review/review.js';
import { progressLine } from './streams.js';

const REVIEW_SYNOPSIS = 'tend review local --root DIR --base REV [--head REV] --out OUT [--model M] [--max-cost-usd N]';

export async function reviewLocal(args: string[], env: NodeJS.ProcessEnv, output: Writable, error: Writable): Promise<number> {
  const fail = (message: string) => {
    error.write(`tend review local: ${message}\n`);
    return 2;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        root: { type: 'string' },
        base: { type: 'string' },
        head: { type: 'string', default: 'HEAD' },
        out: { type: 'string' },
        ...MODEL_OPTIONS,
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (cause) {
    return fail(`${cause instanceof Error ? cause.message : String(cause)}; usage: ${REVIEW_SYNOPSIS}`);
  }
  for (const name of ['root', 'base', 'out'] as const) if (!values[name]) return fail(`--${name} is required; usage: ${REVIEW_SYNOPSIS}`);
  const chosen = modelChoice(values, env, 'review');
  if ('error' in chosen) return fail(chosen.error);

  const root = values.root!;
  let base: string | null;
  let head: string | null;
  try {
    const tree = await openCommitTree(root);
    base = await tree.resolveCommit(values.base!);
    head = await tree.resolveCommit(values.head);
  } catch (cause) {
    if (cause instanceof CommitTreeError) return fail(cause.message);
    throw cause;
  }
  if (base === null) return fail(`--base '${values.base}' names no commit in ${root}.`);
  if (head === null) return fail(`--head '${values.head}' names no commit in ${root}.`);
  let diff;
  try {
    diff = await readDiff(root, base, head);
  } catch (cause) {
    if (cause instanceof DiffError) return fail(cause.message);
    throw cause;
  }
  if (diff.text.trim() === '') return fail(`${values.base}...${values.head} changes nothing; expected a base the head differs from.`);

  const redact = redactor([chosen.apiKey]);
  const progress = progressLine(error, 'review local', redact);
  progress(`reviewing ${diff.text.split('\n').length} lines of diff ${base.slice(0, 7)}...${head.slice(0, 7)} with ${chosen.model}`);
  const session = new LlmSession({ apiKey: chosen.apiKey, baseURL: chosen.baseURL, model: chosen.model, maxCostUsd: chosen.maxCostUsd, maxTurns: 40, log: progress });
  const tools = repoTools(root);
  let result;
  try {
    result = await reviewDiff(
      { session, root, repository: root, tools, readFile: tools.find((t) => t.name === 'read_file')! },
      { base, head, diff, change: null, learnings: [], posted: new Set(), subject: 'local' },
    );
  } catch (cause) {
    if (cause instanceof LlmOutputError || cause instanceof LlmFinalError || cause instanceof BudgetExceededError || cause instanceof LlmUnavailableError) {
      error.write(`tend review local: the model gave no usable review: ${redact(cause.message)}\n`);
      return 1;
    }
    throw cause;
  }
  const costUsd = session.ledger.totals().cost_usd;
  await mkdir(values.out!, { recursive: true });
  await writeFile(join(values.out!, 'REVIEW.md'), `${redact(renderReviewMarkdown({ head, base, summary: result.summary, findings: result.findings, costUsd })).trimEnd()}\n`);
  const findings = result.findings.map((f) => ({
    path: f.path,
    lines: f.lines,
    quote: f.quote,
    severity: f.severity,
    title: f.title,
    body: f.body,
    suggestion: f.suggestion,
    survivedEvidence: f.survivedEvidence,
    survivedValidator: f.survivedValidator === true,
    evidence: f.evidence,
    validator: f.validator,
  }));
  await writeFile(join(values.out!, 'findings.json'), `${redact(JSON.stringify(findings, null, 2))}\n`);
  output.write(`${countsLine(reviewCounts(result.findings))} Cost $${costUsd.toFixed(4)}; wrote ${join(values.out!, 'REVIEW.md')} and findings.json\n`);
  return 0;
}
