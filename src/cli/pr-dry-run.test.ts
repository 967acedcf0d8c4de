// `tend pr N --dry-run` against the emulator through the real client: it plans what the ship
// workflow would do (thread decisions, checks, merge) from GET requests and GraphQL queries alone,
// never prints the token, and refuses bad input in one line before making any request.

import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reviewBotsActedBefore } from '../../emulator/sample-review.js';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { CODERABBIT_SUGGESTION, GEMINI_NITPICK, WIDGET_BEFORE } from '../../emulator/sample-review.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { DryRunPlanSchema, prDryRun } from './pr-dry-run.js';

type Pull = Issue & { pull: PullRequestData };

class Collect extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

let emu: Emulator;
let world: World;
let env: Record<string, string>;

beforeEach(async () => {
  emu = await startEmulator();
  // These tests are about what a dry run says it would do, up to the merge; a dry run asks for no
  // sweep, so GitHub's UNKNOWN window (P7, carried by the e2e ship tests) would only stop it short.
  emu.state.mergeabilityUnknownReads = 0;
  world = await createWorld(emu);
  // tend as GITHUB_TOKEN would be: github-actions[bot] with write access.
  env = { GITHUB_TOKEN: world.tokens.actions, GITHUB_API_URL: emu.apiUrl };
});
afterEach(async () => {
  await emu.stop();
});

async function run(argv: string[], environment: Record<string, string> = env): Promise<{ code: number; out: string; err: string }> {
  const out = new Collect();
  const err = new Collect();
  const code = await prDryRun(argv, environment, out, err);
  return { code, out: out.text, err: err.text };
}

/** main requires a `build` check; a feature branch changes src/widget.ts and becomes a pull request. */
async function openPull(files: Record<string, string> = { 'src/widget.ts': WIDGET_BEFORE }): Promise<Pull> {
  await commitFiles(world.repo.bareDir, { branch: 'main', files: { 'src/widget.ts': WIDGET_BEFORE.replace('w + w + h + h', '0') }, message: 'Add widget helpers' });
  world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
  await commitFiles(world.repo.bareDir, { branch: 'feature/perimeter', from: 'main', files, message: 'Implement perimeter' });
  return emu.state.createPullRequest(world.repo, { title: 'Implement perimeter()', author: world.accounts.maintainer, head: 'feature/perimeter' }) as Pull;
}

/** CodeRabbit's committable suggestion on line 6 and Gemini's low-priority nitpick on line 10. */
function botsReview(pr: Pull): void {
  emu.state.addReview(world.repo, pr, { author: world.accounts.coderabbit, body: '**Actionable comments posted: 1**', comments: [{ path: 'src/widget.ts', line: 6, body: CODERABBIT_SUGGESTION }] });
  emu.state.addReview(world.repo, pr, { author: world.accounts.gemini, comments: [{ path: 'src/widget.ts', line: 10, body: GEMINI_NITPICK }] });
}

const BOTS = ['--review-bots', 'coderabbit,gemini'];

/** Only reads reached the emulator: no REST write, no GraphQL mutation, no git push. */
function expectReadOnly(): void {
  expect(emu.log.entries.length).toBeGreaterThan(0);
  expect(emu.log.writes()).toEqual([]);
  for (const entry of emu.log.entries) {
    if (entry.kind === 'graphql') expect(entry.mutation).toBe(false);
    else expect({ kind: entry.kind, method: entry.method }).toEqual({ kind: 'rest', method: 'GET' });
  }
}

describe('tend pr --dry-run', () => {
  it('plans a fix for the CodeRabbit suggestion and ignores the Gemini nitpick, writing nothing', async () => {
    const pr = await openPull();
    botsReview(pr);

    const result = await run([String(pr.number), '--repo', world.fullName, '--dry-run', ...BOTS]);

    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`# tend pr ${pr.number} --dry-run: acme/widgets#${pr.number}`);
    expect(result.out).toContain('**fixing** → `handle-threads`: would commit 1 suggestion(s) to feature/perimeter, push, answer 2 thread(s)');
    expect(result.out).toMatch(/^\| src\/widget\.ts:6 \| coderabbitai \| coderabbit \| minor \| \*\*fix\*\* \| .+ \|$/m);
    expect(result.out).toMatch(/^\| src\/widget\.ts:10 \| gemini-code-assist \| gemini \| nitpick \| \*\*ignore\*\* \| Nitpick from .+ \|$/m);
    expect(result.out).toContain('**pending**: build (not reported yet)');
    expect(result.out).toContain('**none**: no merge in this run: tend pushes 1 fix(es) first');
    expectReadOnly();
    expect(result.out + result.err).not.toContain(world.tokens.actions);
  });

  it('prints the same plan as a JSON document with --json', async () => {
    const pr = await openPull();
    botsReview(pr);
    const head = emu.state.headOid(world.repo, pr);

    const result = await run([String(pr.number), '--repo', world.fullName, '--dry-run', '--json', ...BOTS]);

    expect(result).toMatchObject({ code: 0, err: '' });
    const plan = DryRunPlanSchema.parse(JSON.parse(result.out));
    expect(plan.pullRequest).toMatchObject({ number: pr.number, headRef: 'feature/perimeter', headSha: head, baseRef: 'main', state: 'OPEN' });
    expect(plan.settings).toMatchObject({ reviewBots: ['coderabbit', 'gemini'], merge: 'immediate', mergeMethod: 'squash', configFile: null });
    expect(plan.path.map((p) => p.status)).toEqual(['requested', 'awaiting-reviews', 'fixing']);
    expect(plan.stop).toMatchObject({ status: 'fixing', action: 'handle-threads' });
    expect(plan.threads?.map((t) => [`${t.path}:${t.line}`, t.bot, t.severity, t.decision])).toEqual([
      ['src/widget.ts:6', 'coderabbit', 'minor', 'fix'],
      ['src/widget.ts:10', 'gemini', 'nitpick', 'ignore'],
    ]);
    expect(plan.checks).toEqual({ state: 'pending', names: ['build (not reported yet)'] });
    expect(plan.merge).toMatchObject({ decision: 'none', sha: null });
    expectReadOnly();
  });

  it('goes past threads it would only answer to the checks and the merge it would make', async () => {
    const pr = await openPull();
    emu.state.addReview(world.repo, pr, { author: world.accounts.coderabbit, body: 'No actionable comments.' });
    emu.state.addReview(world.repo, pr, { author: world.accounts.gemini, comments: [{ path: 'src/widget.ts', line: 10, body: GEMINI_NITPICK }] });
    const head = emu.state.headOid(world.repo, pr);
    emu.state.addCheckRun(world.repo, { name: 'build', headSha: head, conclusion: 'success', app: world.accounts.actions });

    const result = await run([String(pr.number), '--repo', world.fullName, '--dry-run', '--json', ...BOTS]);

    expect(result).toMatchObject({ code: 0, err: '' });
    const plan = DryRunPlanSchema.parse(JSON.parse(result.out));
    expect(plan.threads?.map((t) => t.decision)).toEqual(['ignore']);
    expect(plan.path.map((p) => p.status)).toEqual(['requested', 'awaiting-reviews', 'fixing', 'awaiting-checks', 'merging']);
    expect(plan.checks).toEqual({ state: 'passing', names: ['build'] });
    expect(plan.stop).toMatchObject({ status: 'merging', action: 'merge' });
    expect(plan.merge).toEqual({ decision: 'merge', method: 'squash', sha: head, reason: expect.stringContaining(`would merge ${head.slice(0, 7)} with squash`) });
    expectReadOnly();
    expect(emu.state.requirePull(world.repo, pr.number).pull.merged).toBe(false);
  });

  it('reads .github/tend.yml from the default branch, and --review-bots overrides it', async () => {
    await commitFiles(world.repo.bareDir, { branch: 'main', files: { '.github/tend.yml': 'review-bots: [gemini]\nmerge: "off"\nmerge-method: rebase\n' }, message: 'Configure tend' });
    const pr = await openPull();
    await reviewBotsActedBefore(emu, world, ['coderabbit']);
    emu.state.addReview(world.repo, pr, { author: world.accounts.gemini, body: 'Looks fine.' });
    emu.state.addCheckRun(world.repo, { name: 'build', headSha: emu.state.headOid(world.repo, pr), conclusion: 'success', app: world.accounts.actions });

    const fromFile = DryRunPlanSchema.parse(JSON.parse((await run([String(pr.number), '--repo', world.fullName, '--dry-run', '--json'])).out));
    expect(fromFile.settings).toMatchObject({ reviewBots: ['gemini'], merge: 'off', mergeMethod: 'rebase', configFile: '.github/tend.yml' });
    expect(fromFile.stop).toMatchObject({ status: 'ready', action: 'stop' });
    expect(fromFile.merge).toMatchObject({ decision: 'none', reason: expect.stringContaining('merge is off') });

    const overridden = DryRunPlanSchema.parse(JSON.parse((await run([String(pr.number), '--repo', world.fullName, '--dry-run', '--json', '--review-bots', 'gemini,coderabbit'])).out));
    expect(overridden.settings.reviewBots).toEqual(['gemini', 'coderabbit']);
    expect(overridden.stop).toMatchObject({ status: 'awaiting-reviews', action: 'wait', reason: expect.stringContaining('waiting for coderabbit') });
    expect(overridden.threads).toBeNull();
    expectReadOnly();
  });

  it('says it would wait for the default review bots, and how to name the ones the repository uses', async () => {
    const pr = await openPull();
    await reviewBotsActedBefore(emu, world);
    botsReview(pr);

    const result = await run([String(pr.number), '--repo', world.fullName, '--dry-run']);

    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('**awaiting-reviews** → `wait`: waiting for copilot, sourcery, claude to review');
    expect(result.out).toContain('Not reached: the run waits for the review bots first. Name the bots this repository uses with --review-bots');
    expectReadOnly();
  });

  it('applies a person’s suggestion only when GitHub says they can write, asking once per person', async () => {
    const pr = await openPull();
    const suggestion = (text: string) => `Use a clearer name.\n\n\`\`\`suggestion\n${text}\n\`\`\``;
    emu.state.addReview(world.repo, pr, {
      author: world.accounts.maintainer,
      comments: [
        { path: 'src/widget.ts', line: 1, body: suggestion('export function area(width: number, h: number) {') },
        { path: 'src/widget.ts', line: 9, body: suggestion('export function label(title: string) {') },
      ],
    });
    emu.state.addReview(world.repo, pr, { author: world.accounts.outsider, comments: [{ path: 'src/widget.ts', line: 5, body: suggestion('export function perimeter(a: number, b: number) {') }] });

    const result = await run([String(pr.number), '--repo', world.fullName, '--dry-run', '--json', '--review-bots', '']);

    expect(result).toMatchObject({ code: 0, err: '' });
    const plan = DryRunPlanSchema.parse(JSON.parse(result.out));
    expect(plan.threads?.map((t) => [t.author, t.line, t.decision])).toEqual([
      ['alice', 1, 'fix'],
      ['alice', 9, 'fix'],
      ['mallory', 5, 'escalate'],
    ]);
    expect(plan.threads?.[2]?.rationale).toContain('no write access');
    expect(emu.log.filter({ kind: 'rest', path: /\/collaborators\/[^/]+\/permission$/ }).map((e) => e.path)).toEqual([
      '/repos/acme/widgets/collaborators/alice/permission',
      '/repos/acme/widgets/collaborators/mallory/permission',
    ]);
    expectReadOnly();
  });

  it('stops with one line and exit 2 on a bad .github/tend.yml', async () => {
    await commitFiles(world.repo.bareDir, { branch: 'main', files: { '.github/tend.yml': 'merge: sometimes\n' }, message: 'Configure tend' });
    const pr = await openPull();

    const result = await run([String(pr.number), '--repo', world.fullName, '--dry-run']);

    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toBe(`tend pr: .github/tend.yml: key 'merge' must be one of "immediate", "auto", "off" (got string "sometimes").\n`);
    expect(emu.log.writes()).toEqual([]);
  });

  it('stops with one line and exit 2 when the pull request does not exist', async () => {
    const result = await run(['99', '--repo', world.fullName, '--dry-run']);

    expect(result).toEqual({ code: 2, out: '', err: 'tend pr: Pull request #99 was not found in acme/widgets.\n' });
    expect(emu.log.writes()).toEqual([]);
  });

  type Env = Record<string, string>;
  const same = (e: Env) => e;
  const BAD_INPUT: Array<[string, string[], (e: Env) => Env, RegExp]> = [
    ['no token', ['1', '--repo', 'acme/widgets', '--dry-run'], (e) => ({ GITHUB_API_URL: e.GITHUB_API_URL! }), /^tend pr: no token: set GITHUB_TOKEN \(or GH_TOKEN\)/],
    ['an empty token', ['1', '--repo', 'acme/widgets', '--dry-run'], (e) => ({ ...e, GITHUB_TOKEN: ' ' }), /^tend pr: no token:/],
    ['a repository without an owner', ['1', '--repo', 'widgets', '--dry-run'], same, /^tend pr: invalid repository 'widgets'; expected --repo owner\/name$/],
    ['no --repo', ['1', '--dry-run'], same, /^tend pr: missing --repo; expected --repo owner\/name$/],
    ['a number that is not one', ['12a', '--repo', 'acme/widgets', '--dry-run'], same, /^tend pr: invalid pull request number '12a'; expected a whole number/],
    ['no number', ['--repo', 'acme/widgets', '--dry-run'], same, /^tend pr: expected one pull request number, got none; usage: tend pr <number>/],
    ['no --dry-run', ['1', '--repo', 'acme/widgets'], same, /^tend pr: missing --dry-run: this command only plans and never writes to GitHub; run tend pr 1 --repo acme\/widgets --dry-run$/],
    ['an unknown review bot', ['1', '--repo', 'acme/widgets', '--dry-run', '--review-bots', 'coderabbit,robocop'], same, /^tend pr: --review-bots entry 'robocop' is not a known bot/],
    ['an unknown option', ['1', '--repo', 'acme/widgets', '--dry-run', '--force'], same, /^tend pr: Unknown option '--force'.*; usage: tend pr <number>/],
    ['an API URL that is not one', ['1', '--repo', 'acme/widgets', '--dry-run'], (e) => ({ ...e, GITHUB_API_URL: 'ftp://example.com' }), /^tend pr: GITHUB_API_URL 'ftp:\/\/example\.com' is not an http\(s\) URL/],
  ];

  it.each(BAD_INPUT)('refuses %s with one line and exit 2, before any request', async (_name, argv, environment, expected) => {
    const result = await run(argv, environment(env));

    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err.endsWith('\n')).toBe(true);
    expect(result.err.trimEnd().split('\n')).toHaveLength(1);
    expect(result.err.trimEnd()).toMatch(expected);
    expect(result.err).not.toContain(world.tokens.actions);
    expect(emu.log.entries).toEqual([]);
  });

  it('takes the token from GH_TOKEN when GITHUB_TOKEN is not set', async () => {
    const pr = await openPull();

    const result = await run([String(pr.number), '--repo', world.fullName, '--dry-run'], { GH_TOKEN: world.tokens.actions, GITHUB_API_URL: emu.apiUrl });

    expect(result.code).toBe(0);
    expect(emu.log.entries.every((e) => e.actor === 'github-actions[bot]')).toBe(true);
  });
});
