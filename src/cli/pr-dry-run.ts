// `tend pr <number> --repo owner/name --dry-run`: the read-and-decide half of the ship workflow
// against GitHub. It reads what a run reads (the run context with .github/tend.yml from the
// default branch, the pull request snapshot, reviewers' write access), asks the ship machine what
// it would do from a fresh request, and prints that plan. It performs no action: the client it
// uses refuses anything but GET requests and GraphQL queries before they leave the process.
//
// Where the machine would answer threads without changing code, the answers are folded in as if
// every reply went through, so the plan goes on to the checks and the merge gate. Where it would
// push fixes, the plan ends there: the next decisions are about a head that does not exist yet.

import { parseArgs } from 'node:util';
import type { Writable } from 'node:stream';
import * as z from 'zod';
import { parseInputs } from '../config/inputs.js';
import { parseBotReference } from '../config/known-bots.js';
import { repoConfigFromBlob } from '../config/repo-file.js';
import { buildSettings } from '../config/settings.js';
import { createOctokit, type Octokit } from '../github/client.js';
import { githubAccess } from './github-access.js';
import { progressLine, write } from './streams.js';
import type { RepoRef } from '../github/comments.js';
import { learnWriters, writeAccessOf } from '../ship/writers.js';
import { loadPullSnapshot, loadRulesetChecks, snapshotFromPull } from '../github/pull-snapshot.js';
import { loadRunContext } from '../github/run-context.js';
import { redactor } from '../core/redact.js';
import { RefusalError, InputError, ConfigError } from '../core/errors.js';
import { evaluateChecks, type ChecksVerdict } from '../ship/checks.js';
import type { ThreadPlan } from '../ship/decide-thread.js';
import { afterThreads, checksPolicy, shortSha, type ShipAction, type ShipContext, type ShipStep } from '../ship/machine.js';
import { driveShip } from '../ship/drive.js';
import { shipPolicy } from '../ship/run-ship.js';
import { loadRecentReviewers } from '../github/recent-reviewers.js';
import { initialState, transition, type TargetState, type ThreadRecord } from '../store/target-state.js';
import { cell } from '../core/text.js';
import { type PullSnapshot } from '../core/pull-request.js';

const PR_SYNOPSIS = 'tend pr <number> --repo owner/name --dry-run [--json] [--review-bots LIST]';

/** Answering threads happens at most once, so a plan takes a handful of steps; this only guards a loop. */
const MAX_STEPS = 6;

const ACTIONS = ['wait', 'reread-mergeability', 'handle-threads', 'answer-review-bodies', 'learn-review-bots', 'ask-again', 'merge', 'enable-auto-merge', 'disable-auto-merge', 'delete-branch', 'read-rules', 'read-waiting-runs', 'final-check', 'update-branch', 'ask-author-to-update', 'resolve-conflicts', 'read-ci-failure', 'red-ci', 'wake-for-mergeability', 'settle-offers', 'stop'] as const satisfies ReadonlyArray<ShipAction['kind']>;

export const DryRunPlanSchema = z.strictObject({
  dryRun: z.literal(true),
  /** owner/name */
  repository: z.string(),
  pullRequest: z.strictObject({
    number: z.number().int().positive(),
    title: z.string(),
    state: z.enum(['OPEN', 'CLOSED', 'MERGED']),
    headRef: z.string(),
    headSha: z.string(),
    baseRef: z.string(),
    isDraft: z.boolean(),
    mergeable: z.enum(['MERGEABLE', 'CONFLICTING', 'UNKNOWN']),
  }),
  settings: z.strictObject({
    reviewBots: z.array(z.string()),
    merge: z.enum(['immediate', 'auto', 'off']),
    mergeMethod: z.enum(['merge', 'squash', 'rebase']),
    ignoreNitpicks: z.boolean(),
    maxIterations: z.number().int(),
    /** The repository file read from the default branch, null when it has none. */
    configFile: z.string().nullable(),
  }),
  /** The statuses the machine passes through from a fresh request, each with its reason. */
  path: z.array(z.strictObject({ status: z.string(), reason: z.string() })),
  /** Where this run would stop, and the action it would take there. */
  stop: z.strictObject({ status: z.string(), action: z.enum(ACTIONS), reason: z.string() }),
  /** The threads the run would answer; null when it stops before answering any. */
  threads: z
    .array(
      z.strictObject({
        id: z.string(),
        path: z.string(),
        line: z.number().nullable(),
        author: z.string(),
        bot: z.string().nullable(),
        severity: z.enum(['critical', 'major', 'minor', 'nitpick', 'unknown']),
        decision: z.enum(['fix', 'ignore', 'escalate']),
        rationale: z.string(),
      }),
    )
    .nullable(),
  /** The merge gate's view of the head's checks (review bots' own checks left out). */
  checks: z.strictObject({ state: z.enum(['passing', 'pending', 'failing', 'no-ci']), names: z.array(z.string()) }),
  merge: z.strictObject({
    decision: z.enum(['merge', 'enable-auto-merge', 'none']),
    method: z.enum(['merge', 'squash', 'rebase']).nullable(),
    sha: z.string().nullable(),
    reason: z.string(),
  }),
});

type DryRunPlan = z.infer<typeof DryRunPlanSchema>;

interface PrRequest {
  number: number;
  repo: RepoRef;
  token: string;
  apiUrl: string;
  json: boolean;
  /** The --review-bots text, undefined when not given (then the input default and the repo file apply). */
  reviewBots: string | undefined;
}

/** Returns the exit code: 0 with the plan on stdout; 2 for bad input or config; 1 when GitHub fails. */
export async function prDryRun(argv: string[], env: Readonly<Record<string, string | undefined>>, stdout: Writable, stderr: Writable): Promise<number> {
  const request = parseRequest(argv, env);
  if (typeof request === 'string') {
    await write(stderr, `tend pr: ${request}\n`);
    return 2;
  }
  const redact = redactor([request.token]);
  try {
    const progress = progressLine(stderr, 'pr', redact);
    progress(`reading ${request.repo.owner}/${request.repo.repo}#${request.number} (read-only)`);
    const plan = DryRunPlanSchema.parse(await planPull(request, new Date(), progress));
    await write(stdout, redact(request.json ? `${JSON.stringify(plan, null, 2)}\n` : renderMarkdown(plan)));
    return 0;
  } catch (error) {
    await write(stderr, redact(`tend pr: ${describeError(error)}\n`));
    return error instanceof RefusalError || error instanceof ConfigError || error instanceof InputError ? 2 : 1;
  }
}

/** The request, or what is wrong with it in one line. Makes no request. */
function parseRequest(argv: string[], env: Readonly<Record<string, string | undefined>>): PrRequest | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { repo: { type: 'string' }, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' }, 'review-bots': { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return `${error instanceof Error ? error.message : String(error)}; usage: ${PR_SYNOPSIS}`;
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return `expected one pull request number, got ${positionals.length === 0 ? 'none' : positionals.map((p) => `'${p}'`).join(' ')}; usage: ${PR_SYNOPSIS}`;
  const text = positionals[0]!;
  if (!/^[1-9]\d{0,9}$/.test(text)) return `invalid pull request number '${text}'; expected a whole number such as 12`;
  const access = githubAccess(values.repo, env);
  if (!values['dry-run']) return `missing --dry-run: this command only plans and never writes to GitHub; run tend pr ${text} --repo ${values.repo} --dry-run`;
  const unknownBot = (values['review-bots'] ?? '').split(/[\n,]/).map((b) => b.trim()).find((b) => b !== '' && parseBotReference(b) === null);
  if (unknownBot !== undefined) return `--review-bots entry '${unknownBot}' is not a known bot (coderabbit, copilot, gemini, sourcery, claude, github-actions) nor login:id`;
  if (typeof access === 'string') return access;
  return { number: Number(text), ...access, json: values.json ?? false, reviewBots: values['review-bots'] };
}

async function planPull(request: PrRequest, now: Date, log: (line: string) => void): Promise<DryRunPlan> {
  const { repo, number } = request;
  const octokit = readOnly(createOctokit(request.token, { baseUrl: request.apiUrl, log }));
  const inputs = await parseInputs(() => undefined);
  const configPath = inputs.values['config-path'];
  const context = await loadRunContext(octokit, repo, { configPath, defaultBranch: undefined, targetNumber: number, withPull: true });
  const target = context.repository?.target;
  if (!target) throw new RefusalError(`Pull request #${number} was not found in ${repo.owner}/${repo.repo}.`);
  if (target.__typename !== 'PullRequest') throw new RefusalError(`#${number} in ${repo.owner}/${repo.repo} is an issue, not a pull request.`);
  const blob = context.repository?.config ?? null;
  // --review-bots stands in for the file's review-bots, to plan as if the repository named them.
  const reviewBots = request.reviewBots?.split(/[\n,]/).map((bot) => bot.trim()).filter((bot) => bot !== '');
  const repoConfig = repoConfigFromBlob(blob, configPath);
  const settings = buildSettings(inputs, reviewBots === undefined ? repoConfig : { ...repoConfig, 'review-bots': reviewBots }, configPath);
  // Not inside a workflow: no check run on the head is this process's own job.
  const policy = shipPolicy(settings, null);

  const read = context.pull ? await snapshotFromPull(octokit, repo, context.pull.viewer, context.pull.pull) : await loadPullSnapshot(octokit, repo, number);
  // The plan reads the rulesets up front, so the machine never stops to ask for them.
  const snapshot: PullSnapshot = { ...read, rulesetChecks: read.rulesetChecks ?? (await loadRulesetChecks(octokit, repo, read.baseRefName)) };
  const known = new Map<number, boolean>();
  const writers = await learnWriters(octokit, repo, snapshot, known);
  // Read up front (one bounded query): whether a silent review bot is installed decides the wait.
  const recentReviewers = await loadRecentReviewers(octokit, repo);
  const ctx: ShipContext = { snapshot, policy, now, writers, nonWriters: writeAccessOf(known).nonWriters, cutoff: now.toISOString(), recentReviewers };
  const at = now.toISOString();
  const requested = transition(initialState({ kind: 'pull_request', number }, at), { status: 'requested', reason: 'tend pr --dry-run', at, workflow: 'ship' });
  const walk = await walkMachine(requested, ctx);

  const checks = evaluateChecks(snapshot, checksPolicy(policy));
  return {
    dryRun: true,
    repository: `${repo.owner}/${repo.repo}`,
    pullRequest: {
      number,
      title: snapshot.title,
      state: snapshot.state,
      headRef: snapshot.headRefName,
      headSha: snapshot.headRefOid,
      baseRef: snapshot.baseRefName,
      isDraft: snapshot.isDraft,
      mergeable: snapshot.mergeable,
    },
    settings: {
      reviewBots: settings.reviewBots.map((b) => b.name),
      merge: settings.merge,
      mergeMethod: settings.mergeMethod,
      ignoreNitpicks: settings.ignoreNitpicks,
      maxIterations: settings.maxIterations,
      configFile: blob ? configPath : null,
    },
    path: walk.state.history.map((h) => ({ status: h.status, reason: h.note })),
    stop: walk.stop,
    threads: walk.plans?.map((plan) => threadRow(plan, snapshot)) ?? null,
    checks: { state: checks.state, names: checkNames(checks) },
    merge: walk.merge,
  };
}

interface Walk {
  state: TargetState;
  stop: DryRunPlan['stop'];
  plans: ThreadPlan[] | null;
  merge: DryRunPlan['merge'];
}

/** Asks the machine for its next step until it would wait, stop, push or merge; performs nothing. */
async function walkMachine(start: TargetState, ctx: ShipContext): Promise<Walk> {
  let plans: ThreadPlan[] | null = null;
  const fixesIn = (threads: ThreadPlan[]) => threads.filter((p) => p.decision === 'fix').length;
  const { step, settled } = await driveShip({
    start,
    maxSteps: MAX_STEPS,
    context: () => ctx,
    act: (next) => {
      if (next.action.kind !== 'handle-threads') return { state: next.state, end: true };
      plans = next.action.plans;
      if (fixesIn(plans) > 0) return { state: next.state, end: true };
      // Nothing to push: fold in the answers as if each went through, and ask again.
      return { state: afterThreads(next.state, { pushed: null, records: plans.map((p) => answered(p, ctx.snapshot)) }, ctx), end: false };
    },
  });
  if (!settled || step === null) throw new Error(`the ship machine did not settle within ${MAX_STEPS} steps; this is a bug in tend`);
  if (step.action.kind !== 'handle-threads') return { state: step.state, plans, stop: stopOf(step), merge: mergeOf(step) };
  const threads = step.action.plans;
  const fixes = fixesIn(threads);
  const reason = `would commit ${fixes} suggestion(s) to ${ctx.snapshot.headRefName}, push, answer ${threads.length} thread(s), then wait for the review bots on the new head`;
  const none = `no merge in this run: tend pushes ${fixes} fix(es) first and decides again once the review bots have seen the new head`;
  return { state: step.state, plans: threads, stop: { status: step.state.status, action: 'handle-threads', reason }, merge: { decision: 'none', method: null, sha: null, reason: none } };
}

function checkNames(checks: ChecksVerdict): string[] {
  if (checks.state === 'passing') return checks.checked;
  if (checks.state === 'failing') return checks.failing;
  if (checks.state === 'pending') return checks.waitingFor;
  return [];
}

function stopOf(step: ShipStep): DryRunPlan['stop'] {
  const { action } = step;
  const reason = 'reason' in action
    ? action.reason
    : action.kind === 'delete-branch'
      ? `would delete the branch ${action.branch}`
      : action.kind === 'resolve-conflicts'
        ? `would merge the base branch into ${shortSha(action.head)} and settle its conflicts`
        : step.state.reason;
  return { status: step.state.status, action: action.kind, reason };
}

function mergeOf(step: ShipStep): DryRunPlan['merge'] {
  const { action } = step;
  if (action.kind === 'merge') return { decision: 'merge', method: action.method, sha: action.sha, reason: `would merge ${shortSha(action.sha)} with ${action.method}: ${step.state.reason}` };
  if (action.kind === 'enable-auto-merge') return { decision: 'enable-auto-merge', method: action.method, sha: null, reason: `would enable GitHub auto-merge (${action.method})` };
  if (action.kind === 'delete-branch') return { decision: 'none', method: null, sha: null, reason: `already merged: ${step.state.reason}` };
  return { decision: 'none', method: null, sha: null, reason: `no merge in this run: ${'reason' in action ? action.reason : step.state.reason}` };
}

/** The record handle-threads keeps for a thread it answered without pushing. */
function answered(plan: ThreadPlan, pr: PullSnapshot): ThreadRecord {
  const thread = pr.threads.find((t) => t.id === plan.threadId);
  return {
    id: plan.threadId,
    path: plan.path,
    line: thread ? (thread.line ?? thread.originalLine) : null,
    author: plan.author?.login ?? 'ghost',
    severity: plan.severity,
    decision: plan.decision === 'skip' ? 'ignore' : plan.decision,
    rationale: plan.rationale,
    commit: null,
    files: [],
    replied: true,
    resolved: plan.decision === 'ignore',
    head: pr.headRefOid,
  };
}

function threadRow(plan: ThreadPlan, pr: PullSnapshot): NonNullable<DryRunPlan['threads']>[number] {
  const record = answered(plan, pr);
  return { id: record.id, path: record.path, line: record.line, author: record.author, bot: plan.bot, severity: record.severity, decision: record.decision, rationale: record.rationale };
}

/** Refuses, before it is sent, any request that could change something on GitHub. */
function readOnly(octokit: Octokit): Octokit {
  octokit.hook.before('request', (options) => {
    const url = String(options.url);
    const isGraphql = url.endsWith('/graphql');
    const writes = isGraphql ? /^\s*mutation\b/.test(String(options.query ?? '')) : options.method !== 'GET' && options.method !== 'HEAD';
    if (writes) throw new Error(`refused ${isGraphql ? 'a GraphQL mutation' : `${options.method} ${url}`}: a dry run writes nothing (this is a bug in tend)`);
  });
  return octokit;
}

function describeError(error: unknown): string {
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    return `GitHub answered in an unexpected shape${issue ? ` at ${issue.path.join('.') || 'the top level'}: ${issue.message}` : ''}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n', 1)[0]!;
}

function renderMarkdown(plan: DryRunPlan): string {
  const pr = plan.pullRequest;
  const s = plan.settings;
  const lines = [
    `# tend pr ${pr.number} --dry-run: ${plan.repository}#${pr.number}`,
    '',
    `**${oneLine(pr.title)}** · \`${pr.headRef}\` @ ${shortSha(pr.headSha)} → \`${pr.baseRef}\` · ${pr.state.toLowerCase()}${pr.isDraft ? ' · draft' : ''}`,
    '',
    `Nothing was written: this plan comes from GET requests and GraphQL queries only.`,
    '',
    `Settings: review bots ${s.reviewBots.join(', ') || '(none)'} · merge ${s.merge} (${s.mergeMethod}) · ignore nitpicks ${s.ignoreNitpicks} · max iterations ${s.maxIterations} · config ${s.configFile ?? '(none on the default branch)'}`,
    '',
    '## Where the run would stop',
    '',
    `**${plan.stop.status}** → \`${plan.stop.action}\`: ${plan.stop.reason}`,
    '',
    '| status | why |',
    '| --- | --- |',
    ...plan.path.map((p) => `| ${p.status} | ${cell(p.reason)} |`),
    '',
    '## Review threads',
    '',
  ];
  if (plan.threads === null) {
    lines.push(
      plan.stop.status === 'awaiting-reviews'
        ? 'Not reached: the run waits for the review bots first. Name the bots this repository uses with --review-bots (or review-bots in the config file) to plan the threads now.'
        : 'Not reached: the run stops before answering any thread.',
    );
  } else if (plan.threads.length === 0) {
    lines.push('No thread to answer.');
  } else {
    lines.push('| thread | author | bot | severity | decision | rationale |', '| --- | --- | --- | --- | --- | --- |');
    for (const t of plan.threads) {
      lines.push(`| ${cell(`${t.path}${t.line === null ? '' : `:${t.line}`}`)} | ${cell(t.author)} | ${t.bot ?? '—'} | ${t.severity} | **${t.decision}** | ${cell(t.rationale)} |`);
    }
  }
  lines.push('', '## Checks', '', `**${plan.checks.state}**${plan.checks.names.length > 0 ? `: ${plan.checks.names.join(', ')}` : ' (no check reported)'}`);
  lines.push('', '## Merge', '', `**${plan.merge.decision}**: ${plan.merge.reason}`, '');
  return `${lines.join('\n')}\n`;
}


function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}

