// One triage, as the action and the CLI both run it: the model reads the issue (and the digest of
// its discussion) with the read-only repository tools and the allowed runtime commands, answers a
// verdict, and the verdict goes through the deterministic evidence check and the gate before
// anything is published. Returns TRIAGE.md and TRIAGE_VERDICT.json as data; writing them is the
// caller's job.

import type { LlmSession } from '../llm/index.js';
import { dataSection, renderPrompt } from '../llm/prompts.js';
import type { RepoTool } from '../llm/tools/repo-tool.js';
import { checkFileCitation } from '../evidence/check.js';
import type { EvidenceCheck } from '../evidence/types.js';
import { commandTool, describeCommands } from './commands.js';
import { renderTriageMarkdown } from './render.js';
import { citationOf, gateVerdict, ModelVerdictSchema, TriageVerdictFileSchema, type CommandRun, type TriageVerdictFile } from './verdict.js';
import { sanitizeForModel } from '../llm/untrusted-text.js';

export interface IssueText {
  number: number | null;
  title: string;
  body: string;
  /** The digest of the discussion (maintainer directives, untrusted context), or null. */
  discussion: string | null;
}

interface TriageDeps {
  session: LlmSession;
  /** The checkout the model reads and the evidence is checked against. */
  root: string;
  /** The commit checked out at `root` (full id). */
  commit: string;
  repository: string;
  /** `triage-commands` from the workflow file. */
  commands: readonly string[];
  /** The read-only repository tools over `root`. */
  tools: readonly RepoTool[];
  redact: (text: string) => string;
  commandTimeoutMs?: number;
}

interface TriageOutcome {
  verdict: TriageVerdictFile;
  checks: EvidenceCheck[];
  runs: CommandRun[];
  /** TRIAGE.md, redacted. */
  markdown: string;
}

const TRIAGE_TOOL_ITERATIONS = 16;

export async function triageIssue(deps: TriageDeps, issue: IssueText): Promise<TriageOutcome> {
  const runs: CommandRun[] = [];
  const tools = [...deps.tools, ...(deps.commands.length > 0 ? [commandTool({ commands: deps.commands, root: deps.root, redact: deps.redact, runs, ...(deps.commandTimeoutMs === undefined ? {} : { timeoutMs: deps.commandTimeoutMs }) })] : [])];
  const model = await deps.session.structured({
    role: 'triage',
    subject: issue.number === null ? 'issue' : `#${issue.number}`,
    system: { stable: renderPrompt('triage', { repository: deps.repository, commit: deps.commit, commands: describeCommands(deps.commands) }) },
    messages: issueMessage(issue),
    schema: ModelVerdictSchema,
    outputTool: { name: 'submit_triage', description: 'Submit the triage verdict and the TRIAGE.md report.' },
    tools,
    maxToolIterations: TRIAGE_TOOL_ITERATIONS,
  });
  const checks: EvidenceCheck[] = [];
  for (const entry of model.evidence) {
    const citation = citationOf(entry);
    if (citation) checks.push(await checkFileCitation(deps.root, deps.commit, citation));
  }
  const verdict = TriageVerdictFileSchema.parse(gateVerdict(model, checks, runs, deps.commit));
  const redacted = TriageVerdictFileSchema.parse(JSON.parse(deps.redact(JSON.stringify(verdict))));
  return { verdict: redacted, checks, runs, markdown: deps.redact(renderTriageMarkdown(model.report, redacted)) };
}

/** The issue (and its discussion digest) as data sections of the model's first message. */
export function issueMessage(issue: IssueText): string {
  const title = `Issue${issue.number === null ? '' : ` #${issue.number}`}: ${sanitizeForModel(issue.title)}`;
  const sections = [dataSection('issue', `${title}\n\n${sanitizeForModel(issue.body) || '(no description)'}`)];
  if (issue.discussion) sections.push(dataSection('discussion', issue.discussion));
  return sections.join('\n\n');
}
