// Every event the example workflows subscribe to (the `on:` keys of examples/*.yml, read from the
// files) and the two a user may well add that once ended red (merge_group,
// pull_request_review_thread), on GitHub's own example payloads (@octokit/webhooks-examples): one
// of each action GitHub publishes for the event, not only the types the examples list, and of each
// outcome. Each run ends 0 with the outcome the table below says, and one that does nothing says
// so in one line naming the event and its action. One world for the file. The committed bundle
// runs one payload of each event as the runner runs it; the others run in this process through
// the same runStep (test/support/in-process-step.ts), as a process per payload costs a second or more.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkflow } from '../../emulator/actions/workflow.js';
import { examplesOf, type ExamplePayload } from '../../emulator/webhooks/examples.js';
import { envelope, viewOf } from '../../emulator/webhooks/envelope.js';
import { scheduleEvent } from '../../emulator/webhooks/dispatch-events.js';
import { issueCommentEvent } from '../../emulator/webhooks/issue-events.js';
import { pullCore } from '../../emulator/rest/json-pulls.js';
import type { ActionRun } from '../../emulator/runner.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { AuditSchema } from '../../src/report/audit.js';
import { inProcessStep } from '../support/in-process-step.js';
import { ACTION_DIR, startE2E, type E2E } from './world.js';

/** Not in any example workflow, and once a red run: a user adds them for a merge queue, or for resolved threads. */
const ADDED_BY_USERS = ['merge_group', 'pull_request_review_thread'];

const WORKFLOWS = readdirSync(join(ACTION_DIR, 'examples'))
  .filter((f) => f.endsWith('.yml'))
  .map((f) => readWorkflow(join(ACTION_DIR, 'examples', f)));
const EVENTS = [...new Set([...WORKFLOWS.flatMap((w) => [...w.on.keys()]), ...ADDED_BY_USERS])].sort();

type Outcome = 'nothing to do' | 'advance' | 'advance-commit' | 'sweep' | 'chat-watch';
type Payload = ExamplePayload & { action?: string };

/**
 * What tend does with each event, on a pull request it is not working on. The examples'
 * comments are people's plain comments on an issue, their labels are 'bug' (not tend's), their
 * repository_dispatch type is 'on-demand-test' (not tend's).
 */
const EXPECTED: Record<string, (p: Payload) => Outcome> = {
  issue_comment: () => 'nothing to do',
  issues: () => 'nothing to do',
  pull_request: (p) => (['opened', 'reopened', 'synchronize', 'ready_for_review', 'edited', 'closed'].includes(p.action ?? '') ? 'advance' : 'nothing to do'),
  pull_request_review: () => 'advance',
  pull_request_review_thread: () => 'advance',
  // A check or workflow run of a fork's head lists no pull request: tend finds it by the commit.
  check_run: (p) => (p.action !== 'completed' ? 'nothing to do' : listed(p.check_run) ? 'advance' : 'advance-commit'),
  check_suite: (p) => (p.action !== 'completed' ? 'nothing to do' : listed(p.check_suite) ? 'advance' : 'advance-commit'),
  workflow_run: (p) => (p.action !== 'completed' ? 'nothing to do' : listed(p.workflow_run) ? 'advance' : 'advance-commit'),
  status: (p) => (p.state === 'pending' ? 'nothing to do' : 'advance-commit'),
  repository_dispatch: () => 'nothing to do',
  workflow_dispatch: () => 'sweep',
  merge_group: () => 'nothing to do',
  schedule: () => 'sweep',
};

function listed(subject: unknown): boolean {
  return ((subject as { pull_requests?: unknown[] }).pull_requests ?? []).length > 0;
}

interface Case {
  name: string;
  event: string;
  payload: Payload;
  inputs: Record<string, string>;
  outcome: Outcome;
  /** The one case of its event that the committed bundle runs in its own process. */
  spawned: boolean;
}

/** tend.yml's `with:` for every event (its inputs are empty outside workflow_dispatch); schedule runs as each of its workflows runs it. */
const TEND_INPUTS = {};
/** The repository's .github/tend.yml, as the README has it: tend switches tend-sweep.yml. */
const TEND_CONFIG = 'sweep-workflow: tend-sweep.yml\n';

let t: E2E;
let pr: Issue & { pull: PullRequestData };
let issue: Issue;
const CASES = buildCases();
const ran = new Map<string, { ms: number; spawned: boolean }>();

beforeAll(async () => {
  t = await startE2E({ config: TEND_CONFIG });
  pr = await t.openPullRequest();
  issue = t.emu.state.createIssue(t.world.repo, { title: 'An issue', author: t.world.accounts.maintainer });
}, 60_000);

afterAll(async () => {
  await t?.stop();
  const all = [...ran.entries()];
  const total = (spawned: boolean) => all.filter(([, r]) => r.spawned === spawned).reduce((sum, [, r]) => sum + r.ms, 0);
  const slowest = all.sort((a, b) => b[1].ms - a[1].ms).slice(0, 3).map(([name, r]) => `${name} ${r.ms} ms`);
  console.log(`events: ${ran.size} runs: ${all.filter(([, r]) => r.spawned).length} spawned (${total(true)} ms), the rest in process (${total(false)} ms); slowest: ${slowest.join(', ')}`);
});

/** The cases, from GitHub's examples as published: each is moved onto the world when it runs. */
function buildCases(): Case[] {
  const built: Array<Omit<Case, 'spawned'>> = [];
  for (const event of EVENTS) {
    const expected = EXPECTED[event];
    if (!expected) throw new Error(`examples/ subscribe to '${event}': add what tend does with it to EXPECTED`);
    if (event === 'schedule') {
      // Not a webhook: GitHub sends only the cron. tend-sweep.yml sweeps, chat-watch.yml reads the channels.
      const cron: Payload = { ...scheduleEvent('*/5 * * * *') };
      built.push({ name: 'schedule (tend-sweep.yml)', event, payload: cron, inputs: TEND_INPUTS, outcome: 'sweep' });
      built.push({ name: 'schedule (chat-watch.yml)', event, payload: cron, inputs: { command: 'chat-watch' }, outcome: 'chat-watch' });
      continue;
    }
    const examples = examplesOf(event);
    if (examples.length === 0) throw new Error(`@octokit/webhooks-examples has no '${event}' payload`);
    // One payload per action and outcome: GitHub's several examples of one action differ in
    // fields tend does not read (an organization, an installation), and each run costs time.
    const seen = new Set<string>();
    examples.forEach((example, i) => {
      const payload = example as Payload;
      const outcome = expected(payload);
      const key = `${payload.action ?? ''} ${outcome}`;
      if (seen.has(key)) return;
      seen.add(key);
      built.push({ name: `${event} ${payload.action ?? ''} #${i}`.replace('  ', ' '), event, payload, inputs: TEND_INPUTS, outcome });
    });
  }
  // The bundle runs one payload of each event: one that does something where the event has one.
  const chosen = new Set(EVENTS.map((event) => {
    const own = built.filter((c) => c.event === event);
    return (own.find((c) => c.outcome !== 'nothing to do') ?? own[0])!.name;
  }));
  return built.map((c) => ({ ...c, spawned: chosen.has(c.name) }));
}

/**
 * GitHub's example, moved onto this world: the envelope (repository, sender, organization) is the
 * world's, and what names a pull request, an issue or a commit names the world's. The rest of the
 * example stays as GitHub published it.
 */
function onWorld(event: string, example: ExamplePayload): Payload {
  const view = viewOf(t.emu.state);
  const { organization: _org, installation: _installation, ...rest } = structuredClone(example) as Payload & { repository?: never };
  const payload: Record<string, unknown> = { ...rest, ...envelope(view, t.world.repo, t.world.accounts.maintainer, example.repository as never) };
  const head = t.emu.state.headOid(t.world.repo, pr);
  const repoId = (payload.repository as { id: number }).id;
  const renumber = (list: unknown) => (list as Array<Record<string, unknown>>).map((p) => ({ ...p, number: pr.number, base: { ...(p.base as object), repo: { ...((p.base as { repo?: object }).repo ?? {}), id: repoId } } }));
  if (payload.pull_request) payload.pull_request = { ...(payload.pull_request as object), ...pullCore(view, t.world.repo, pr) };
  if (event === 'pull_request') payload.number = pr.number;
  if (payload.issue) payload.issue = { ...(payload.issue as object), number: issue.number };
  for (const key of ['check_suite', 'check_run', 'workflow_run'] as const) {
    const subject = payload[key] as Record<string, unknown> | undefined;
    if (subject) payload[key] = { ...subject, head_sha: head, pull_requests: renumber(subject.pull_requests) };
  }
  if (event === 'status') payload.sha = head;
  return payload as Payload;
}

describe('the events of the example workflows, and merge_group and pull_request_review_thread', () => {
  it('come from the files: a new event in examples/ needs a line in EXPECTED', () => {
    expect(EVENTS).toEqual(expect.arrayContaining(['check_run', 'check_suite', 'issue_comment', 'issues', 'merge_group', 'pull_request', 'pull_request_review', 'pull_request_review_thread', 'repository_dispatch', 'schedule', 'status', 'workflow_dispatch', 'workflow_run']));
    expect(CASES.length).toBeGreaterThan(45);
    expect(CASES.filter((c) => c.spawned).map((c) => c.event)).toEqual(EVENTS);
  });
});

describe('the committed bundle, as the runner runs it, on one payload of each event', () => {
  for (const c of CASES.filter((c) => c.spawned)) it(`${c.name}: ${c.outcome}, exit 0`, () => play(c));
});

describe('every other action GitHub publishes an example of, in process through the same runStep', () => {
  for (const c of CASES.filter((c) => !c.spawned)) it(`${c.name}: ${c.outcome}, exit 0`, () => play(c));
});

// The bundle loads a workflow's code where a run dispatches to it (src/run/workflows.ts), from a
// chunk of dist/ of its own: a chunk the runner cannot find or not run would fail only the runs of
// that workflow. So the bundle, spawned, runs a command of each workflow a comment can start on a
// fresh target; without a model key each ends where the workflow's own module says it needs one.
// (The chat workflows' chunks are spawned by e2e/chat and e2e/chat-watch; plan and implement need
// a triaged or planned issue first, and run in process in e2e/plan-implement.)
describe('the committed bundle loads the workflow a command starts, from its own chunk of dist/', () => {
  const cases: Array<{ verb: string; target: () => Issue; says: RegExp }> = [
    { verb: 'triage', target: () => issue, says: /triage needs the model/ },
    { verb: 'review', target: () => pr, says: /review needs the model/ },
    { verb: 'learnings', target: () => issue, says: /tend has no learnings yet/ },
  ];
  for (const c of cases) {
    it(`/tend ${c.verb}`, async () => {
      const target = c.target();
      const comment = t.emu.state.addIssueComment(target, t.world.accounts.maintainer, `/tend ${c.verb}`);
      const run = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, target, comment, 'created'), { inputs: TEND_INPUTS });
      const errors = run.annotations.filter((a) => a.level === 'error').map((a) => a.message);
      expect(`exit ${run.exitCode} ${errors.join(' / ')}`.trim()).toBe('exit 0');
      const written = target.comments.filter((w) => w.author.id === t.world.accounts.actions.id).map((w) => w.body).join('\n');
      expect(written).toMatch(c.says);
    });
  }
});

async function play(c: Case): Promise<void> {
  const started = Date.now();
  const payload = c.event === 'schedule' ? c.payload : onWorld(c.event, c.payload);
  const run = await t.run(c.event, payload, { inputs: c.inputs, ...(c.spawned ? {} : { execute: inProcessStep }) });
  ran.set(c.name, { ms: Date.now() - started, spawned: c.spawned });
  expect(whatIsWrong(c, payload, run)).toBeNull();
}

/** Null when the run did what the case expects; else one line saying what it did. */
function whatIsWrong(c: Case, payload: Payload, run: ActionRun): string | null {
  const errors = run.annotations.filter((a) => a.level === 'error').map((a) => a.message);
  if (run.exitCode !== 0 || errors.length > 0) return `exit ${run.exitCode}: ${errors.join(' / ') || run.stderr.split('\n')[0]}`;
  if (c.outcome === 'nothing to do') {
    const line = `Nothing to do for ${c.event}${payload.action ? ` ${payload.action}` : ''}: `;
    if (run.outputs.state !== 'skipped' || !run.outputs.reason?.startsWith(line)) return `expected '${line}…', got ${run.outputs.state}: ${run.outputs.reason}`;
    if (!run.summary.includes(line)) return `the job summary does not say '${line}…'`;
    return null;
  }
  const route = AuditSchema.parse(run.audit).route.action;
  return route === c.outcome ? null : `expected ${c.outcome}, routed to ${route} (${run.outputs.state}: ${run.outputs.reason})`;
}
