import fc from 'fast-check';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { examplesOf } from '../../emulator/webhooks/examples.js';
import { INPUTS } from '../config/inputs.js';
import { inputVariable } from '../config/secret-handoff.js';
import { RouteError } from '../core/errors.js';
import { ACTIVE_LABEL, HOLD_LABEL, LEARNINGS_LABEL, LOGINS_LABEL } from '../core/labels.js';
import { CHAT_LABEL } from '../github/chat-thread-key.js';
import { runStep } from '../main.js';
import { HANDLED_EVENTS } from '../route/decide.js';
import { EventSchemas } from '../route/events.js';
import { route, type RouteOptions } from '../route/route.js';
import { AuditSchema } from './audit.js';
import { earlySkip, skipBeforeReexec } from './early-skip.js';

// The events GitHub starts workflows for that tend is likely to meet: those it acts on, and some it does not.
const EVENTS = [...HANDLED_EVENTS, 'push', 'merge_group', 'pull_request_target', 'release', 'create', 'deployment_status'];
const ACTIONS = ['opened', 'edited', 'closed', 'reopened', 'synchronize', 'labeled', 'unlabeled', 'created', 'deleted', 'completed', 'requested', 'in_progress', 'submitted', 'resolved', 'assigned', 'tend-chat', 'tend-ship', 'tend-nope', 'deploy'];
const LABELS = ['bug', 'tend:ship', ' TEND:Fix ', HOLD_LABEL, ACTIVE_LABEL, LEARNINGS_LABEL, LOGINS_LABEL, CHAT_LABEL, 'tend:nope', 'tend:chat-draft'];
const BODIES = ['Looks good', '/tend ship', '/tend', '/tend fix now', '/TEND status', '/tend what is going on here?', 'done\n<!-- tend:reply comment:1 -->', '/tend ship\n<!-- tend:state {} -->'];
const ACCOUNTS = [
  { login: 'alice', id: 1, type: 'User' },
  { login: 'coderabbitai[bot]', id: 136622811, type: 'Bot' },
  { login: 'github-actions[bot]', id: 41898282, type: 'Bot' },
];
/** The inputs and workflow name routing reads: only the schedule, workflow_dispatch and workflow_run read them. */
const OPTIONS: RouteOptions[] = [
  { command: undefined, number: undefined, workflow: 'tend' },
  { command: 'chat-watch', number: undefined, workflow: 'CI' },
  { command: 'ship', number: '7', workflow: undefined },
  { command: 'chat-investigate', number: 'x', workflow: 'tend' },
];

/** GitHub's examples of the event, each with its action, label, comment, accounts, head and names varied. */
function variants(event: string): unknown[] {
  const examples = examplesOf(event).length > 0 ? examplesOf(event) : [{ ref: 'refs/heads/main' }];
  const out: unknown[] = [];
  for (const example of examples) {
    out.push(example);
    const base = structuredClone(example) as Record<string, any>;
    for (const [i, action] of ACTIONS.entries()) {
      const p = structuredClone(base);
      if ('action' in p || i % 3 === 0) p.action = action;
      const label = LABELS[i % LABELS.length]!;
      if (p.label || p.action === 'labeled' || p.action === 'unlabeled') p.label = { name: label };
      const account = ACCOUNTS[i % ACCOUNTS.length]!;
      p.sender = account;
      if (p.comment) p.comment = { ...p.comment, body: BODIES[i % BODIES.length], user: account };
      if (p.issue) p.issue = { ...p.issue, labels: i % 2 ? [{ name: CHAT_LABEL }] : [], ...(i % 4 < 2 ? { pull_request: {} } : { pull_request: undefined }) };
      if (p.pull_request?.head && p.repository) {
        const heads = [undefined, null, { full_name: p.repository.full_name }, { full_name: String(p.repository.full_name).toUpperCase() }, { full_name: 'fork/elsewhere' }];
        p.pull_request = { ...p.pull_request, head: { ...p.pull_request.head, repo: heads[i % heads.length] } };
      }
      if (event === 'status') p.state = ['pending', 'success', 'failure'][i % 3];
      if (p.workflow_run) p.workflow_run = { ...p.workflow_run, name: i % 2 ? 'tend' : 'CI' };
      if (event === 'repository_dispatch') p.client_payload = i % 2 ? { number: 7 } : null;
      out.push(p);
    }
  }
  return out;
}

function optionsFor(event: string): RouteOptions[] {
  return ['schedule', 'workflow_dispatch', 'workflow_run'].includes(event) ? OPTIONS : OPTIONS.slice(0, 1);
}

/** What the full step's routing answers: its route, or the malformed payload's error. */
function full(event: string, payload: unknown, options: RouteOptions): ReturnType<typeof route> | 'malformed' {
  try {
    return route(event, payload, options);
  } catch (error) {
    if (error instanceof RouteError) return 'malformed';
    throw error;
  }
}

describe('the early skip, against the full routing', () => {
  it('lists the events whose payload schemas route.ts holds, in their order', () => {
    expect([...HANDLED_EVENTS]).toEqual(Object.keys(EventSchemas));
  });

  it("skips exactly where the full routing skips, with its reason and notice, on GitHub's example payloads and variants of each", () => {
    let skips = 0;
    let others = 0;
    for (const event of EVENTS) {
      for (const payload of variants(event)) {
        for (const options of optionsFor(event)) {
          const early = earlySkip(event, payload, options);
          const routed = full(event, payload, options);
          if (routed === 'malformed') continue;
          if (routed.action === 'skip') {
            // Both ways: every skip routing decides from a valid payload ends in the first image.
            expect(early, `${event} ${JSON.stringify(payload).slice(0, 200)}`).toEqual({ reason: routed.reason, notice: routed.notice === true });
            skips += 1;
          } else {
            expect(early, `${event} → ${routed.action}`).toBeUndefined();
            others += 1;
          }
        }
      }
    }
    // Every kind of case was met, not only skips.
    expect(skips).toBeGreaterThan(500);
    expect(others).toBeGreaterThan(500);
  });

  it('on a payload the schemas reject, skips only where the full routing reads the same skip or names the malformed field', () => {
    const corpus = EVENTS.flatMap((event) => variants(event).map((payload) => ({ event, payload })));
    const junk = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.string(), fc.constant([]), fc.constant({}), fc.constant(['tend:ship']));
    fc.assert(
      fc.property(fc.nat(corpus.length - 1), fc.array(fc.tuple(fc.nat(), junk), { minLength: 1, maxLength: 3 }), fc.nat(OPTIONS.length - 1), (index, edits, o) => {
        const { event, payload } = corpus[index]!;
        const broken = structuredClone(payload) as Record<string, unknown>;
        for (const [pick, value] of edits) setAt(broken, pick, value);
        const options = OPTIONS[o % optionsFor(event).length]!;
        const early = earlySkip(event, broken, options);
        if (!early) return;
        const routed = full(event, broken, options);
        if (routed !== 'malformed') expect(routed).toEqual({ action: 'skip', reason: early.reason, ...(early.notice ? { notice: true } : {}) });
      }),
      { numRuns: 1000, seed: 29 },
    );
  });
});

/** Sets the `pick`-th field of the object tree (depth first) to `value`. */
function setAt(root: Record<string, unknown>, pick: number, value: unknown): void {
  const slots: Array<[Record<string, unknown>, string]> = [];
  const walk = (node: unknown, depth: number) => {
    if (node === null || typeof node !== 'object' || depth > 4) return;
    for (const key of Object.keys(node)) {
      slots.push([node as Record<string, unknown>, key]);
      walk((node as Record<string, unknown>)[key], depth + 1);
    }
  };
  walk(root, 0);
  if (slots.length === 0) return;
  const [parent, key] = slots[pick % slots.length]!;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
}

describe('the skip report of the first image', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  const pullRequest = { number: 1, title: 'Change', body: '', state: 'open', user: { login: 'octocat', id: 583231, type: 'User' }, labels: [], head: { ref: 'f', sha: 'a'.repeat(40), repo: { full_name: 'octo/cold' } }, base: { ref: 'main' } };
  const envelope = { repository: { full_name: 'octo/cold', name: 'cold', owner: { login: 'octo' } }, sender: { login: 'octocat', id: 583231, type: 'User' } };
  const TOKEN = 'ghs_' + 'k'.repeat(36);

  /** A runner's environment for one run: the event file, the outputs and summary files, every input at its default. */
  async function runnerEnv(name: string, event: string, payload: unknown, inputs: Record<string, string> = {}): Promise<Record<string, string>> {
    dir ??= await mkdtemp(join(tmpdir(), 'tend-early-skip-'));
    const at = (file: string) => join(dir!, `${name}-${file}`);
    await writeFile(at('event.json'), typeof payload === 'string' ? payload : JSON.stringify(payload));
    for (const file of ['output', 'summary']) await writeFile(at(file), '');
    const env: Record<string, string> = {
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: at('event.json'),
      GITHUB_REPOSITORY: 'octo/cold',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '42',
      GITHUB_WORKFLOW: 'tend',
      GITHUB_OUTPUT: at('output'),
      GITHUB_STEP_SUMMARY: at('summary'),
      RUNNER_TEMP: join(dir!, name),
      TEND_NOW: '2026-06-01T12:00:00Z',
      AWS_SECRET_ACCESS_KEY: ' aws-secret-value ',
    };
    for (const [input, spec] of Object.entries(INPUTS)) env[inputVariable(input)] = inputs[input] ?? (input === 'github-token' ? TOKEN : spec.default);
    return env;
  }

  /** Runs `step` with `env` as the process's environment, and what it wrote: stdout, outputs, summary, audit. */
  async function capture(env: Record<string, string>, step: () => Promise<unknown>) {
    const saved = { ...process.env };
    const write = process.stdout.write.bind(process.stdout);
    let stdout = '';
    for (const name of Object.keys(process.env)) delete process.env[name];
    Object.assign(process.env, env);
    process.stdout.write = ((chunk: string | Uint8Array) => ((stdout += String(chunk)), true)) as typeof process.stdout.write;
    let answer: unknown;
    try {
      answer = await step();
    } finally {
      process.stdout.write = write;
      for (const name of Object.keys(process.env)) delete process.env[name];
      Object.assign(process.env, saved);
    }
    const audit = await readFile(join(env.RUNNER_TEMP!, 'tend', 'audit.json'), 'utf8').catch(() => undefined);
    return { answer, stdout, outputs: await readFile(env.GITHUB_OUTPUT!, 'utf8'), summary: await readFile(env.GITHUB_STEP_SUMMARY!, 'utf8'), audit };
  }

  /** Output blocks are `name<<delimiter` with a random delimiter: the same text with it named. */
  const sameDelimiter = (text: string) => text.replace(/ghadelimiter_[0-9a-f-]+/g, 'ghadelimiter');

  const skips: Array<[string, string, unknown]> = [
    ['another label on a pull request', 'pull_request', { ...envelope, action: 'labeled', number: 1, label: { name: 'bug <!-- ' + TOKEN + ' -->' }, pull_request: pullRequest }],
    ['an event tend does not act on (a notice)', 'push', { ref: 'refs/heads/main' }],
    ["a fork's pull request (a notice)", 'pull_request', { ...envelope, action: 'synchronize', number: 1, pull_request: { ...pullRequest, head: { ...pullRequest.head, repo: { full_name: 'fork/cold' } } } }],
  ];
  for (const [name, event, payload] of skips) {
    it(`writes what the full step writes for ${name}, secrets masked and redacted alike, and the audit its schema gives back`, async () => {
      const early = await capture(await runnerEnv('early', event, payload), () => skipBeforeReexec(process.env));
      const stepped = await capture(await runnerEnv('full', event, payload), () => runStep(process.env, () => ({})));
      expect(early.answer).toBe(true);
      expect(stepped.answer).toBe(0);
      expect(early.stdout).toContain(`::add-mask::${TOKEN}`);
      expect(early.stdout).toContain('::add-mask::aws-secret-value\n');
      expect(early.stdout).toMatch(/^tend: none · skipped · Nothing to do for /m);
      expect(early.stdout).toBe(stepped.stdout);
      expect(early.summary).toBe(stepped.summary);
      // The label named the token: masked for the runner, and redacted from every text written.
      const logged = early.stdout.replace(/^::add-mask::.*$/gm, '');
      expect(`${early.summary}${logged}${early.outputs}${early.audit}`).not.toContain(TOKEN.slice(4));
      // The two runs' audit paths differ by the run's folder only.
      expect(sameDelimiter(early.outputs)).toBe(sameDelimiter(stepped.outputs).replaceAll(join(dir!, 'full'), join(dir!, 'early')));
      // Time runs on from TEND_NOW: the two runs' clocks differ by the milliseconds between them.
      const timeless = (text: string) => text.replace(/"(startedAt|finishedAt)": "[^"]*"/g, '"$1": ""');
      expect(timeless(early.audit!)).toBe(timeless(stepped.audit!));
      const audit: unknown = JSON.parse(early.audit!);
      expect(AuditSchema.parse(audit)).toEqual(audit);
    });
  }

  const notHere: Array<[string, string, unknown, Record<string, string>]> = [
    ['a pull request opened (something to do)', 'pull_request', { ...envelope, action: 'opened', number: 1, pull_request: pullRequest }, {}],
    ['an empty github-token', 'pull_request', skips[0]![2], { 'github-token': ' ' }],
    ['a dry-run that is not true or false', 'pull_request', skips[0]![2], { 'dry-run': 'maybe' }],
    ['a payload that is not JSON', 'pull_request', '{"action": "labeled"', {}],
    ['a labeled event without its label', 'pull_request', { ...envelope, action: 'labeled', number: 1, pull_request: pullRequest }, {}],
    ['a schedule (always a sweep)', 'schedule', { schedule: '*/5 * * * *' }, {}],
  ];
  for (const [name, event, payload, inputs] of notHere) {
    it(`leaves ${name} to the full step, writing nothing`, async () => {
      const early = await capture(await runnerEnv('early', event, payload, inputs), () => skipBeforeReexec(process.env));
      expect(early).toEqual({ answer: false, stdout: '', outputs: '', summary: '', audit: undefined });
    });
  }

  it('leaves a run with an input action.yml no longer declares (merge: off) to the full step, which says where it went', async () => {
    const env = await runnerEnv('early', 'pull_request', skips[0]![2]);
    env['INPUT_MERGE'] = 'off';
    expect(await capture(env, () => skipBeforeReexec(process.env))).toEqual({ answer: false, stdout: '', outputs: '', summary: '', audit: undefined });
  });

  it('leaves a run whose event file is missing to the full step', async () => {
    const env = await runnerEnv('early', 'push', {});
    env.GITHUB_EVENT_PATH = join(dir!, 'nowhere.json');
    expect((await capture(env, () => skipBeforeReexec(process.env))).answer).toBe(false);
  });
});
