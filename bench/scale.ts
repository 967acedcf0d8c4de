// A repository at scale (issue #29 item 4): `open` open pull requests, `tracked` of them tend's
// (labelled tend:active, a tracking comment with a waiting ship state). What the real bundle asks
// GitHub for in the runs whose cost could grow with the repository: the schedule sweep (nothing
// due, then a few due), a run's first read on a tracked pull request's event, and a run on a
// tracked pull request with more comments than its first read holds (the tracking-comment lookup).
// Each request's GraphQL points by GitHub's formula (emulator/graphql/cost.ts), checked against
// what the emulator's rate limiter charged the GITHUB_TOKEN.
//
// The repository is seeded straight into the emulator's state (one git-fast-import for every head
// branch, pull requests, labels and comments in memory), not through git pushes per pull request.

import { readFileSync } from 'node:fs';
import { Kind, parse, print, visit, type DirectiveNode } from 'graphql';
import { parse as parseYaml } from 'yaml';
import { join } from 'node:path';
import { createWorld, type World } from '../emulator/fixtures.js';
import { commitFiles, seedBranches } from '../emulator/git-seed.js';
import { graphqlCost } from '../emulator/graphql/cost.js';
import { GITHUB_HOURLY_LIMITS, GITHUB_SECONDARY_LIMITS } from '../emulator/rate-limits.js';
import type { LoggedRequest } from '../emulator/request-log.js';
import { runAction } from '../emulator/runner.js';
import { startEmulator, type Emulator } from '../emulator/server.js';
import type { Issue, PullRequestData } from '../emulator/state.js';
import { pullRequestReviewEvent } from '../emulator/webhooks/pull-request-events.js';
import * as queries from '../src/github/queries.js';
import { initialShip } from '../src/ship/machine.js';
import { renderTrackingBody } from '../src/store/tracking-body.js';
import { initialState, transition } from '../src/store/target-state.js';
import { jobSpacingS } from './simulate.js';

type Pr = Issue & { pull: PullRequestData };

/**
 * GitHub's hourly budget of a GITHUB_TOKEN, per repository: 1,000 REST requests and 1,000 GraphQL
 * points (docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api#primary-rate-limit-for-github_token-in-github-actions;
 * docs.github.com/en/graphql/overview/rate-limits-and-query-limits-for-the-graphql-api#primary-rate-limit).
 */
export const GITHUB_TOKEN_HOURLY = GITHUB_HOURLY_LIMITS['github-token'];
/** GitHub's search answers at most 1,000 results (schema: `Query.search`); tend's sweep reads at most 10 pages of 100 (src/github/run-context.ts). */
export const SEARCH_RESULTS_MAX = 1000;
/** Comments from people on the busy pull request, before tend's tracking comment: more than a first read's 100. */
const BUSY_COMMENTS = 250;

export interface RunCost {
  /** REST and GraphQL requests (git excluded). */
  requests: number;
  rest: number;
  graphql: number;
  /** GraphQL points by GitHub's formula over every field of each query's text (what the emulator charges), summed over the run. */
  graphql_points: number;
  /** The same over the fields each request asks for (`@include(if: false)` left out): the lower reading of the formula. */
  graphql_points_asked: number;
  /** What the emulator's rate limiter took from the GITHUB_TOKEN's budgets over the run (REST requests, GraphQL points). */
  charged: { core: number; graphql: number };
  /** Requests by REST endpoint (`GET /repos/{owner}/{repo}/…` shapes) or GraphQL operation. */
  by_operation: Record<string, number>;
  /** GraphQL points by operation over the run. */
  points_by_operation: Record<string, number>;
  /** The run's wall time here, unspaced (TEND_GITHUB_THROTTLE=off). */
  wall_ms: number;
  /** Seconds its requests would wait for GitHub's spacing on top (bench/pacing-waits.ts). */
  spacing_s: number;
}

export interface ScaleResult {
  open_prs: number;
  tracked_prs: number;
  seed_s: number;
  total_s: number;
  /** A schedule sweep with every tracked pull request waiting and none due. */
  sweep_idle: RunCost & { search_pages: number; advanced: number };
  /** The same sweep with `due` of them due (their review window has passed). */
  sweep_due: RunCost & { due: number; advanced: number; per_due_target: number };
  /** An approval on a tracked pull request: the run's first read (RUN_CONTEXT) and the whole run. */
  first_read: { operation: 'TendRunContext'; points: number; points_asked: number; reads_sweep_listings: boolean; run: RunCost };
  /** An approval on a tracked pull request with `comments` comments: the lookup of its tracking comment. */
  comment_lookup: { comments: number; list_pages: number; run: RunCost };
  /** Each query's points by GitHub's formula, as the runs above sent them. */
  points_by_operation: Record<string, number>;
}

/** Query text by operation name, from src/github/queries.ts: GitHub's formula needs the query; the log keeps its variables. */
const QUERY_BY_OPERATION = new Map(
  Object.values(queries).flatMap((q) => {
    const name = typeof q === 'string' ? /^\s*(?:query|mutation)\s+(\w+)/.exec(q)?.[1] : undefined;
    return name ? [[name, q as string] as const] : [];
  }),
);

/** Points of one logged GraphQL request by GitHub's formula (1 when its query is not one of tend's known texts). */
function pointsOf(entry: LoggedRequest): number {
  const query = entry.operation ? QUERY_BY_OPERATION.get(entry.operation) : undefined;
  return query ? graphqlCost({ query, variables: entry.body, operationName: entry.operation }) : 1;
}

/**
 * The same formula over the fields the request actually asks for: those under `@include(if: false)`
 * or `@skip(if: true)` left out. GitHub's page does not say whether its count leaves them out; the
 * emulator charges every field of the text (the higher reading), this is the lower one.
 */
function pointsAskedOf(entry: LoggedRequest): number {
  const query = entry.operation ? QUERY_BY_OPERATION.get(entry.operation) : undefined;
  if (!query) return 1;
  const variables = (entry.body ?? {}) as Record<string, unknown>;
  const excluded = (directives: readonly DirectiveNode[] | undefined) =>
    (directives ?? []).some((d) => {
      const arg = d.arguments?.find((a) => a.name.value === 'if')?.value;
      const value = arg?.kind === Kind.VARIABLE ? variables[arg.name.value] : arg?.kind === Kind.BOOLEAN ? arg.value : undefined;
      return (d.name.value === 'include' && value === false) || (d.name.value === 'skip' && value === true);
    });
  const drop = (node: { directives?: readonly DirectiveNode[] }) => (excluded(node.directives) ? null : undefined);
  const asked = print(visit(parse(query), { Field: drop, InlineFragment: drop, FragmentSpread: drop }));
  return graphqlCost({ query: asked, variables, operationName: entry.operation });
}

/** `GET /repos/acme/widgets/issues/12/comments` → `GET /repos/{owner}/{repo}/issues/{n}/comments`. */
function restShape(entry: LoggedRequest): string {
  return `${entry.method} ${entry.path.replace(/^\/repos\/[^/]+\/[^/]+/, '/repos/{owner}/{repo}').replace(/\/\d+(?=\/|$)/g, '/{n}')}`;
}

export async function measureScale(input: { open: number; tracked: number; due: number }): Promise<ScaleResult> {
  if (input.tracked > input.open || input.due > input.tracked) throw new Error(`bench scale: needs due ≤ tracked ≤ open, got ${input.due} ≤ ${input.tracked} ≤ ${input.open}`);
  const started = performance.now();
  // Seeding writes thousands of comments and labels in memory, not through the API: no secondary limits to meet.
  const emu = await startEmulator();
  try {
    // The repository's policy, as the sweep example has it: the bots and the switched sweep workflow.
    const world = await createWorld(emu, { config: 'review-bots: [coderabbit, gemini]\nsweep-workflow: tend-sweep.yml\n' });
    const pulls = await seed(emu, world, input.open, input.tracked);
    const seedS = (performance.now() - started) / 1000;
    const points = new Map<string, number>();

    const sweepIdle = await run(emu, world, points, 'schedule', { schedule: '*/5 * * * *' });
    const idleAdvanced = sweepIdle.by_operation.TendPullSnapshot ?? 0;
    // The sweep's search pages: the first comes with RUN_CONTEXT, the next ones 100 targets a request.
    const searchPages = lastLog.filter((e) => e.operation === 'TendRunContext' || e.operation === 'TendSweepTargets').length;

    // A few due: their review window passed (the state's deadline is in the past).
    const tracked = pulls.slice(0, input.tracked);
    const dueOnes = tracked.slice(0, input.due);
    for (const pr of dueOnes) writeTracking(emu, world, pr, new Date(Date.now() - 60_000));
    const idleRequests = sweepIdle.requests;
    const sweepDue = await run(emu, world, points, 'schedule', { schedule: '*/5 * * * *' });

    // A tracked pull request that was not due: an approval starts a run; its first read is RUN_CONTEXT.
    const approved = tracked[input.due] ?? tracked[0]!;
    const firstRead = await run(emu, world, points, 'pull_request_review', approvalEvent(emu, world, approved));
    const context = lastLog.find((e) => e.operation === 'TendRunContext');
    if (!context) throw new Error('bench scale: the approval run sent no TendRunContext');
    const contextVariables = context.body as Record<string, unknown>;

    // A tracked pull request with more comments than a first read holds: its tracking comment is
    // found by listing them (REST, 100 a page).
    const busy = tracked[input.due + 1] ?? tracked[0]!;
    for (let i = 0; i < BUSY_COMMENTS; i += 1) emu.state.addIssueComment(busy, i % 2 ? world.accounts.maintainer : world.accounts.outsider, `Comment ${i} on the busy pull request.`);
    const lookup = await run(emu, world, points, 'pull_request_review', approvalEvent(emu, world, busy));
    const listPages = lastLog.filter((e) => e.kind === 'rest' && e.method === 'GET' && e.path.endsWith(`/issues/${busy.number}/comments`)).length;

    return {
      open_prs: input.open,
      tracked_prs: input.tracked,
      seed_s: round(seedS),
      total_s: round((performance.now() - started) / 1000),
      sweep_idle: { ...sweepIdle, search_pages: searchPages, advanced: idleAdvanced },
      sweep_due: { ...sweepDue, due: input.due, advanced: sweepDue.by_operation.TendPullSnapshot ?? 0, per_due_target: round((sweepDue.requests - idleRequests) / Math.max(1, input.due)) },
      first_read: { operation: 'TendRunContext', points: pointsOf(context), points_asked: pointsAskedOf(context), reads_sweep_listings: contextVariables.withSweep === true, run: firstRead },
      comment_lookup: { comments: busy.comments.length, list_pages: listPages, run: lookup },
      points_by_operation: Object.fromEntries([...points].sort(([a], [b]) => a.localeCompare(b))),
    };
  } finally {
    await emu.stop();
  }
}

const round = (x: number) => Math.round(x * 10) / 10;
let lastLog: LoggedRequest[] = [];

/** `open` pull requests, each on its own head branch; the first `tracked` labelled tend:active with a waiting tracking comment. */
async function seed(emu: Emulator, world: World, open: number, tracked: number): Promise<Pr[]> {
  const { repo, accounts } = world;
  await commitFiles(repo.bareDir, { branch: 'main', files: { '.github/workflows/tend-sweep.yml': readFileSync(join(import.meta.dirname, '..', 'examples', 'tend-sweep.yml'), 'utf8') }, message: 'Add the sweep' });
  const branch = (i: number) => `feature/s${i}`;
  await seedBranches(repo.bareDir, {
    from: 'main',
    branches: Array.from({ length: open }, (_, i) => ({ branch: branch(i), files: { [`src/s${i}.ts`]: `export const s = ${i};\n` }, message: `Change ${i}` })),
  });
  emu.state.ensureLabel(repo, 'tend:active');
  const pulls: Pr[] = [];
  for (let i = 0; i < open; i += 1) {
    const pr = emu.state.createPullRequest(repo, { title: `Change ${i}`, author: i % 3 ? accounts.maintainer : accounts.outsider, head: branch(i) }) as Pr;
    pulls.push(pr);
  }
  const deadline = new Date(Date.now() + 60 * 60_000);
  for (const pr of pulls.slice(0, tracked)) {
    emu.state.addLabel(repo, pr, 'tend:active');
    writeTracking(emu, world, pr, deadline);
  }
  return pulls;
}

/**
 * The pull request's tracking comment: tend's ship state waiting for the review bots until
 * `deadline`, with which bots act on the repository already learnt (as the command's run keeps it).
 */
function writeTracking(emu: Emulator, world: World, pr: Pr, deadline: Date): void {
  const at = new Date().toISOString();
  const head = emu.state.headOid(world.repo, pr);
  const state = { ...transition(initialState({ kind: 'pull_request', number: pr.number }, at), { status: 'awaiting-reviews', workflow: 'ship', reason: 'waiting for the review bots', at }), ship: { ...initialShip('ship', head, deadline.toISOString()), notInstalledBots: { ids: [], at } } };
  const body = renderTrackingBody(state, undefined);
  const own = pr.comments.find((c) => c.author.id === world.accounts.actions.id);
  if (own) emu.state.updateIssueComment(world.repo, own.id, body);
  else emu.state.addIssueComment(pr, world.accounts.actions, body);
}

function approvalEvent(emu: Emulator, world: World, pr: Pr): Record<string, unknown> {
  const { review } = emu.state.addReview(world.repo, pr, { author: world.accounts.maintainer, state: 'APPROVED', body: 'LGTM' });
  return pullRequestReviewEvent(emu.state, world.repo, pr, review, 'submitted') as Record<string, unknown>;
}

/** One run of the bundle (examples/tend-sweep.yml's, with the world's .github/tend.yml), with what it cost. */
async function run(emu: Emulator, world: World, points: Map<string, number>, eventName: string, payload: unknown): Promise<RunCost> {
  const before = emu.log.entries.length;
  const budget = (resource: 'core' | 'graphql') => emu.rateLimits.peek(world.tokens.actions, world.accounts.actions, resource).used;
  const charged = { core: budget('core'), graphql: budget('graphql') };
  const result = await runAction({
    actionDir: join(import.meta.dirname, '..'),
    emulator: emu,
    repository: world.fullName,
    token: world.tokens.actions,
    eventName,
    payload,
    inputs: {},
    timeoutMs: 300_000,
    env: { TEND_GITHUB_THROTTLE: 'off', GITHUB_WORKFLOW_REF: `${world.fullName}/.github/workflows/${eventName === 'schedule' ? 'tend-sweep.yml' : 'tend.yml'}@refs/heads/main` },
  });
  if (result.exitCode !== 0) throw new Error(`bench scale: ${eventName} run failed (exit ${result.exitCode}): ${result.stdout.slice(-1500)}\n${result.stderr.slice(-1500)}`);
  lastLog = emu.log.entries.slice(before).filter((e) => e.kind !== 'git');
  const byOperation: Record<string, number> = {};
  const pointsByOperation: Record<string, number> = {};
  let graphqlPoints = 0;
  let graphqlPointsAsked = 0;
  for (const entry of lastLog) {
    const key = entry.kind === 'graphql' ? (entry.operation ?? 'graphql') : restShape(entry);
    byOperation[key] = (byOperation[key] ?? 0) + 1;
    if (entry.kind !== 'graphql') continue;
    const p = pointsOf(entry);
    graphqlPoints += p;
    graphqlPointsAsked += pointsAskedOf(entry);
    pointsByOperation[key] = (pointsByOperation[key] ?? 0) + p;
    points.set(key, Math.max(points.get(key) ?? 0, p));
  }
  return {
    requests: lastLog.length,
    rest: lastLog.filter((e) => e.kind === 'rest').length,
    graphql: lastLog.filter((e) => e.kind === 'graphql').length,
    graphql_points: graphqlPoints,
    graphql_points_asked: graphqlPointsAsked,
    charged: { core: budget('core') - charged.core, graphql: budget('graphql') - charged.graphql },
    by_operation: Object.fromEntries(Object.entries(byOperation).sort(([, a], [, b]) => b - a)),
    points_by_operation: pointsByOperation,
    wall_ms: Math.round(result.durationMs),
    spacing_s: Math.round(jobSpacingS(lastLog) * 10) / 10,
  };
}

/**
 * Where GitHub's primary limits stop tend first in such a repository, from the measured runs: the
 * schedule sweep's share of the GITHUB_TOKEN's hour, what is left for event runs (each priced as
 * the approval run above), and how many tracked targets the sweeps alone could afford. The sweep's
 * points grow by one SWEEP_TARGETS page per 100 tracked targets; nothing in them grows with the
 * untracked pull requests.
 */
export function scaleFigures(result: ScaleResult, sweepCron: { cron: string; minutes: number }) {
  const sweepsPerHour = 60 / sweepCron.minutes;
  const hourly = { rest: GITHUB_TOKEN_HOURLY, graphql_points: GITHUB_TOKEN_HOURLY };
  const run = result.first_read.run;
  // Both readings of GitHub's formula (every field of the text, or only those asked for).
  const reading = (points: (c: RunCost) => number) => {
    const sweeps = { rest: result.sweep_idle.rest * sweepsPerHour, graphql_points: points(result.sweep_idle) * sweepsPerHour };
    const left = (budget: number, spent: number, each: number) => (each === 0 ? null : Math.floor((budget - spent) / each));
    const runsLeft = { rest: left(hourly.rest, sweeps.rest, run.rest), graphql_points: left(hourly.graphql_points, sweeps.graphql_points, points(run)) };
    const first = runsLeft.rest !== null && (runsLeft.graphql_points === null || runsLeft.rest < runsLeft.graphql_points) ? 'rest' : 'graphql_points';
    return {
      idle_sweeps: sweeps,
      idle_sweeps_share_of_graphql: Math.round((sweeps.graphql_points / hourly.graphql_points) * 1000) / 1000,
      event_run: { rest: run.rest, graphql_points: points(run) },
      event_runs_left: runsLeft,
      first_limit: first,
    };
  };
  const contextPoints = result.sweep_idle.points_by_operation.TendRunContext ?? 0;
  const pagePoints = sweepPagePoints();
  // Tracked targets whose idle sweeps alone would spend the GraphQL hour (charged reading): the
  // first page of 100 with RUN_CONTEXT, every further 100 one SWEEP_TARGETS page.
  const pagesAffordable = Math.floor((hourly.graphql_points / sweepsPerHour - contextPoints) / pagePoints) + 1;
  return {
    ...result,
    limits: {
      github_token_hourly: hourly,
      secondary: { graphql_points_per_minute: GITHUB_SECONDARY_LIMITS.graphqlPointsPerMinute, rest_points_per_minute: GITHUB_SECONDARY_LIMITS.restPointsPerMinute, concurrent: GITHUB_SECONDARY_LIMITS.concurrent },
      search_results_max: SEARCH_RESULTS_MAX,
    },
    hour: {
      sweep_cron: sweepCron.cron,
      sweeps_per_hour: sweepsPerHour,
      charged: reading((c) => c.graphql_points),
      asked: reading((c) => c.graphql_points_asked),
      sweep_context_points: contextPoints,
      sweep_page_points: pagePoints,
      tracked_until_idle_sweeps_spend_graphql: pagesAffordable * 100,
    },
  };
}

/** GitHub's formula over SWEEP_TARGETS: the points of each further page of 100 sweep targets. */
export function sweepPagePoints(): number {
  return graphqlCost({ query: queries.SWEEP_TARGETS, variables: { search: '', after: null }, operationName: 'TendSweepTargets' });
}

// `node … bench/scale.ts [open] [tracked] [due]`: the scenario alone, its figures on stdout.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [open = 10_000, tracked = 500, due = 5] = process.argv.slice(2).map(Number);
  const cron = (parseYaml(readFileSync(join(import.meta.dirname, '..', 'examples', 'tend-sweep.yml'), 'utf8')) as { on: { schedule: Array<{ cron: string }> } }).on.schedule[0]!.cron;
  const every = /^\*\/(\d+) \* \* \* \*$/.exec(cron);
  if (!every) throw new Error(`bench scale: examples/tend-sweep.yml has schedule '${cron}'; only '*/N * * * *' is read`);
  console.log(JSON.stringify(scaleFigures(await measureScale({ open, tracked, due }), { cron, minutes: Number(every[1]) }), null, 2));
}
