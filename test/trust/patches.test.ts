// Trust suite: what a patch may do. Even from an allow-listed author, tend never pushes a change to
// the files that decide what runs, who reviews or what gets installed (unless the workflow allows
// that path), nor a change that hides characters, leaves the repository through `..` or a symlink,
// or is larger than the caps. Both patch sources are covered: committable suggestions and the
// model's search/replace patches.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openReviewedPullRequest, SHIP_CONFIG } from '../e2e/ship-world.js';
import { commitSymlink, decision, expectEscalated, patch, pushes, rabbitSuggestion, review, startTrust, tendAnswers, type Pr, type Trust } from './trust-world.js';

let t: Trust;
let outside: string;
beforeEach(() => {
  outside = mkdtempSync(join(tmpdir(), 'tend-trust-outside-'));
});
afterEach(() => {
  rmSync(outside, { recursive: true, force: true });
});

/**
 * One world for a describe whose tests each open a pull request on a branch of their own and ship
 * only that one (`/tend ship` acts on the commented pull request): an emulator and repository
 * fewer per test. `pushed()` counts the pushes since the test began.
 */
let pushedBefore = 0;
const pushed = () => pushes(t) - pushedBefore;
function oneWorld(): void {
  beforeAll(async () => {
    t = await startTrust({ config: CONFIG, steps: 'in-process' });
  });
  afterAll(async () => {
    await t.stopAll();
  });
  beforeEach(() => {
    pushedBefore = pushes(t);
  });
}

/** A world per test: the model's tests share the sample pull request's branch and change main. */
function worldPerTest(): void {
  beforeEach(async () => {
    t = await startTrust({ config: SHIP_CONFIG, steps: 'in-process' });
  });
  afterEach(async () => {
    await t.stopAll();
  });
}

let branches = 0;
/** A branch no other test of the world uses. */
const branch = () => `feature/trust-${++branches}`;

/** The policy of the suggestion tests' worlds; a test that needs more adds to it. */
const CONFIG = 'review-bots: [coderabbit]\nmax-files: 100\n';
const BEFORE = 'line one\nline two\nline three\n';

/** Paths tend must never change unless allow-protected-paths names them, and why (as tend says it). */
const PROTECTED: Array<[path: string, why: string]> = [
  ['.github/workflows/ci.yml', 'GitHub configuration'],
  ['.github/actions/setup/action.yml', 'GitHub configuration'],
  ['.github/CODEOWNERS', 'GitHub configuration'],
  ['CODEOWNERS', 'CODEOWNERS decides who must review'],
  ['docs/CODEOWNERS', 'CODEOWNERS decides who must review'],
  ['package.json', 'package manifest or lockfile'],
  ['packages/app/package.json', 'package manifest or lockfile'],
  ['package-lock.json', 'package manifest or lockfile'],
  ['yarn.lock', 'package manifest or lockfile'],
  ['pnpm-lock.yaml', 'package manifest or lockfile'],
  ['requirements.txt', 'package manifest or lockfile'],
  ['pyproject.toml', 'package manifest or lockfile'],
  ['go.sum', 'package manifest or lockfile'],
  ['Cargo.lock', 'package manifest or lockfile'],
  ['Gemfile.lock', 'package manifest or lockfile'],
  ['AGENTS.md', 'instructions to coding agents'],
  ['CLAUDE.md', 'instructions to coding agents'],
  ['docs/claude.md', 'instructions to coding agents'],
  ['.husky/pre-commit', 'top-level dot-directory'],
  ['.vscode/settings.json', 'top-level dot-directory'],
  ['.devcontainer/devcontainer.json', 'top-level dot-directory'],
  ['.npmrc', 'tool configuration that can fetch or run code'],
];

/** A pull request whose head adds each path with BEFORE, and a CodeRabbit suggestion on line 2 of each. */
async function suggestOn(paths: string[]): Promise<{ pr: Pr; threads: Map<string, ReturnType<typeof review>[number]> }> {
  const pr = await t.openPr(Object.fromEntries(paths.map((p) => [p, BEFORE])), branch());
  const threads = review(t, pr, t.world.accounts.coderabbit, paths.map((path) => ({ path, line: 2, body: rabbitSuggestion('line two, changed by the bot') })));
  return { pr, threads: new Map(paths.map((p, i) => [p, threads[i]!])) };
}

function outcome(thread: ReturnType<typeof review>[number]): string {
  const answer = tendAnswers(thread)[0] ?? '';
  if (answer.startsWith('Applied in')) return 'applied';
  if (answer.startsWith('Left open for a human')) return answer.includes('the path is protected') ? 'protected' : `escalated: ${answer}`;
  return `unexpected: ${answer}`;
}

describe('threat: an allow-listed bot’s suggestion changes what runs, who reviews or what gets installed', () => {
  oneWorld();

  it('leaves every protected path to a human and pushes nothing', async () => {
    await t.useConfig(CONFIG);
    const paths = PROTECTED.map(([p]) => p);
    const { pr, threads } = await suggestOn(paths);
    const head = t.head(pr);
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(Object.fromEntries(paths.map((p) => [p, outcome(threads.get(p)!)]))).toEqual(Object.fromEntries(paths.map((p) => [p, 'protected'])));
    for (const [path, why] of PROTECTED) {
      expect(tendAnswers(threads.get(path)!)[0], path).toContain(why);
      expect(threads.get(path)!.isResolved, path).toBe(false);
      expect(t.file(pr.pull.headRef, path), path).toBe(BEFORE);
    }
    expect(t.head(pr)).toBe(head);
    expect(pushed()).toBe(0);
    expect(run.outputs.state).toBe('blocked');
  });

  it.each([
    ['.github/actions/setup/action.yml', '.github/actions/**', '.github/CODEOWNERS'],
    ['package.json', 'package.json', 'package-lock.json'],
    ['CODEOWNERS', 'CODEOWNERS', 'AGENTS.md'],
    ['.husky/pre-commit', '.husky/**', '.vscode/settings.json'],
  ])('applies a suggestion on %s when allow-protected-paths is %s, and still protects %s', async (allowed, glob, sibling) => {
    await t.useConfig(`${CONFIG}allow-protected-paths: ['${glob}']\n`);
    const { pr, threads } = await suggestOn([allowed, sibling]);
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(t.file(pr.pull.headRef, allowed)).toBe('line one\nline two, changed by the bot\nline three\n');
    expect(outcome(threads.get(allowed)!)).toBe('applied');
    expect(threads.get(allowed)!.isResolved).toBe(true);
    expect(t.file(pr.pull.headRef, sibling)).toBe(BEFORE);
    expect(outcome(threads.get(sibling)!)).toBe('protected');
  });

  // GitHub refuses a workflow-file change from a token without the workflows permission, which
  // GITHUB_TOKEN never has (emulator/RULES.md P6): allow-protected-paths alone is not enough.
  it('leaves a suggestion on .github/workflows/ci.yml to a human under GITHUB_TOKEN even when allow-protected-paths is .github/workflows/**, and still protects .github/CODEOWNERS', async () => {
    await t.useConfig(`${CONFIG}allow-protected-paths: ['.github/workflows/**']\n`);
    const { pr, threads } = await suggestOn(['.github/workflows/ci.yml', '.github/CODEOWNERS']);
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expectEscalated(threads.get('.github/workflows/ci.yml')!, 'it changes .github/workflows/, which GITHUB_TOKEN cannot push');
    expect(t.file(pr.pull.headRef, '.github/workflows/ci.yml')).toBe(BEFORE);
    expect(outcome(threads.get('.github/CODEOWNERS')!)).toBe('protected');
    expect(pushed()).toBe(0);
  });

  it('applies a suggestion on .github/workflows/ci.yml when allow-protected-paths is .github/workflows/** and push-token has the workflows permission', async () => {
    await t.useConfig(`${CONFIG}allow-protected-paths: ['.github/workflows/**']\n`);
    const app = t.emu.state.addAccount('tend-pusher[bot]', 'Bot');
    t.emu.state.setPermission(t.world.repo, app.login, 'write');
    t.emu.state.addToken('ghs_trustPushTokenWithWorkflows000000000', app);
    t.emu.state.grantWorkflowsPermission('ghs_trustPushTokenWithWorkflows000000000');
    const { pr, threads } = await suggestOn(['.github/workflows/ci.yml']);
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'), {
      inputs: { 'push-token': 'ghs_trustPushTokenWithWorkflows000000000' },
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(t.file(pr.pull.headRef, '.github/workflows/ci.yml')).toBe('line one\nline two, changed by the bot\nline three\n');
    expect(outcome(threads.get('.github/workflows/ci.yml')!)).toBe('applied');
    expect(run.visibleText).not.toContain('ghs_trustPushTokenWithWorkflows000000000');
  });

  it('does not take allow-protected-paths from a .github/tend.yml the pull request itself changes', async () => {
    await t.useConfig(CONFIG);
    const { pr, threads } = await suggestOn(['.github/workflows/ci.yml']);
    await t.push(pr, { '.github/tend.yml': "allow-protected-paths: ['**']\nallowed-paths: ['**']\n" });
    review(t, pr, t.world.accounts.coderabbit, []); // CodeRabbit reviews the new head too
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(outcome(threads.get('.github/workflows/ci.yml')!)).toBe('protected');
    expect(t.file(pr.pull.headRef, '.github/workflows/ci.yml')).toBe(BEFORE);
    expect(pushed()).toBe(0);
  });
});

describe('threat: a suggestion hides characters, escapes the repository or is too large', () => {
  oneWorld();

  it.each([
    ['U+202E', '\u202E', 'a bidirectional control character (U+202E)'],
    ['U+2066', '\u2066', 'a bidirectional control character (U+2066)'],
    ['U+200F', '\u200F', 'a bidirectional control character (U+200F)'],
    ['U+200B', '\u200B', 'an invisible character (U+200B)'],
  ])('refuses a suggestion that adds %s, and pushes nothing', async (_name, char, why) => {
    await t.useConfig(CONFIG);
    const { pr, threads } = await suggestOn(['src/access.ts']);
    const thread = threads.get('src/access.ts')!;
    thread.comments[0]!.body = rabbitSuggestion(`line two /* admin only ${char} */ || isAdmin()`);
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expectEscalated(thread, `the suggestion would add ${why}`);
    expect(t.file(pr.pull.headRef, 'src/access.ts')).toBe(BEFORE);
    expect(pushed()).toBe(0);
  });

  it('refuses suggestions on paths that climb out with ../ or go through a symlink, and writes nothing outside', async () => {
    await t.useConfig(CONFIG);
    const target = join(outside, 'target.ts');
    writeFileSync(target, BEFORE);
    const pr = await t.openPr({ 'src/ok.ts': BEFORE }, branch());
    commitSymlink(t.world.repo.bareDir, pr.pull.headRef, { 'src/link.ts': target, 'src/alias.ts': 'ok.ts', lib: outside });
    const head = t.head(pr);
    const body = rabbitSuggestion('line two, changed by the bot');
    const threads = review(t, pr, t.world.accounts.coderabbit, [
      { path: 'src/../../../../../../../../..' + target, line: 2, body },
      { path: '../outside.ts', line: 2, body },
      { path: 'src/link.ts', line: 2, body },
      { path: 'src/alias.ts', line: 2, body },
      { path: 'lib/target.ts', line: 2, body },
    ]);
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expectEscalated(threads[0]!, "the path escapes the repository ('..')");
    expectEscalated(threads[1]!, "the path escapes the repository ('..')");
    for (const linked of threads.slice(2)) expectEscalated(linked, 'the file is not at the head (missing, or not a regular file)');
    expect(readFileSync(target, 'utf8')).toBe(BEFORE);
    expect(t.file(pr.pull.headRef, 'src/ok.ts')).toBe(BEFORE);
    expect(t.head(pr)).toBe(head);
    expect(pushed()).toBe(0);
  });

  it('refuses a suggestion larger than max-patch-bytes, and pushes nothing', async () => {
    await t.useConfig(`${CONFIG}max-patch-bytes: 300\n`);
    const { pr, threads } = await suggestOn(['src/big.ts']);
    const thread = threads.get('src/big.ts')!;
    thread.comments[0]!.body = rabbitSuggestion(Array.from({ length: 20 }, (_, i) => `const padding${i} = 'xxxxxxxxxxxxxxxxxxxx';`).join('\n'));
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expectEscalated(thread, 'would exceed 300 bytes of changed lines (maxPatchBytes)');
    expect(t.file(pr.pull.headRef, 'src/big.ts')).toBe(BEFORE);
    expect(pushed()).toBe(0);
  });

  it('applies suggestions up to max-files and refuses the file beyond it', async () => {
    await t.useConfig('review-bots: [coderabbit]\nmax-files: 1\n');
    const { pr, threads } = await suggestOn(['src/first.ts', 'src/second.ts']);
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(outcome(threads.get('src/first.ts')!)).toBe('applied');
    expectEscalated(threads.get('src/second.ts')!, 'the patch would change more than 1 file(s) (maxFiles)');
    expect(t.file(pr.pull.headRef, 'src/second.ts')).toBe(BEFORE);
    expect(pushed()).toBe(1);
    const changed = await changedFiles(t.head(pr));
    expect(changed).toEqual(['src/first.ts']);
  });
});

describe('threat: the model’s patch hides characters, escapes the repository or is too large', () => {
  worldPerTest();
  const GUARD = { path: 'src/widget.ts', search: '  return w * h;', replace: "  if (w < 0 || h < 0) throw new RangeError('negative size');\n  return w * h;" };

  async function modelShip(edits: Array<{ path: string; search: string; replace: string }>, explanation: string, config = SHIP_CONFIG, prepare?: (pr: Pr) => Promise<void>) {
    await t.useConfig(config);
    const { pr, threads } = await openReviewedPullRequest(t, { needsHuman: true });
    await prepare?.(pr);
    const afterPrepare = t.head(pr);
    t.claude.script(decision('fix', 'Negative sizes should be rejected.'), patch(edits, explanation));
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'), { model: true });
    expect(run.exitCode, run.stdout).toBe(0);
    const file = t.file(pr.pull.headRef, 'src/widget.ts')!;
    // The model's patch never went in; only the mechanical suggestion of the sample did.
    expect(file).not.toContain('RangeError');
    expect(file).not.toContain('\u202E');
    expect(t.head(pr)).not.toBe(afterPrepare); // the suggestion's commit
    expect(await changedFiles(t.head(pr))).toEqual(['src/widget.ts']);
    return { pr, human: threads.human!, run };
  }

  it('refuses a patch that adds a bidi control', async () => {
    const { human } = await modelShip([{ ...GUARD, replace: "  if (w < 0 /* \u202E } \u2066 */) throw new RangeError('negative size');\n  return w * h;" }], 'Reject negative sizes.');
    expectEscalated(human, "The model's patch was refused: edit 1 would add a bidirectional control character (U+202E)");
  });

  it('refuses a patch whose path climbs out with ../', async () => {
    const target = join(outside, 'escape.ts');
    const { human } = await modelShip([GUARD, { path: `../../../../../../../..${target}`, search: 'x', replace: 'y' }], `Reject negative sizes and update ../../../../../../../..${target}.`);
    expectEscalated(human, "The model's patch was refused: edit 2: the path escapes the repository ('..')");
    expect(existsSync(target)).toBe(false);
  });

  it('refuses a patch through a symlink that leads outside the checkout, and writes nothing there', async () => {
    const target = join(outside, 'target.ts');
    writeFileSync(target, BEFORE);
    const { human } = await modelShip(
      [GUARD, { path: 'src/link.ts', search: 'line two', replace: 'line two, owned' }],
      'Reject negative sizes and fix src/link.ts.',
      SHIP_CONFIG,
      async (pr) => {
        commitSymlink(t.world.repo.bareDir, pr.pull.headRef, { 'src/link.ts': target });
        review(t, pr, t.world.accounts.coderabbit, []);
        review(t, pr, t.world.accounts.gemini, []);
      },
    );
    expectEscalated(human, "The model's patch was refused: edit 2: src/link.ts does not exist on the head");
    expect(readFileSync(target, 'utf8')).toBe(BEFORE);
  });

  // src/alias.ts → widget.ts: writing the link would change src/widget.ts behind the reviewer's back.
  const ALIAS_EDIT = { path: 'src/alias.ts', search: '  return w * h;', replace: "  if (w < 0 || h < 0) throw new RangeError('negative size');\n  return w * h;" };
  async function aliasShip() {
    const { pr, threads } = await openReviewedPullRequest(t, { needsHuman: true });
    commitSymlink(t.world.repo.bareDir, pr.pull.headRef, { 'src/alias.ts': 'widget.ts' });
    review(t, pr, t.world.accounts.coderabbit, []);
    review(t, pr, t.world.accounts.gemini, []);
    const head = t.head(pr);
    t.claude.script(decision('fix', 'Negative sizes should be rejected.'), patch([ALIAS_EDIT], 'Reject negative sizes in src/alias.ts.'));
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'), { model: true });
    return { pr, human: threads.human!, run, head };
  }

  it('never writes through a symlink to another file of the checkout: nothing of the patch is pushed', async () => {
    const { pr, head } = await aliasShip();
    expect(t.file(pr.pull.headRef, 'src/widget.ts')).not.toContain('RangeError');
    expect(t.emu.state.fileAt(t.world.repo, pr.pull.headRef, 'src/alias.ts')?.toString()).toBe('widget.ts');
    if (t.head(pr) !== head) expect(await changedFiles(t.head(pr))).toEqual(['src/widget.ts']);
  });

  // Found by this suite: the workspace refuses to write through a symlink, and that refusal used to
  // fail the whole run; now the patch is refused and the rest of the round goes on.
  it('refuses a patch through a symlink to another file of the checkout, leaving the thread to a human', async () => {
    const { human, run } = await aliasShip();
    expect(run.exitCode, run.stdout).toBe(0);
    expectEscalated(human, /The model's patch was refused: .*symlink/);
  });

  it('refuses a patch larger than max-patch-bytes', async () => {
    const { human } = await modelShip([{ ...GUARD, replace: `${'  // padding padding padding padding padding padding\n'.repeat(10)}  return w * h;` }], 'Reject negative sizes.', `${SHIP_CONFIG}max-patch-bytes: 200\n`);
    expectEscalated(human, /The model's patch was refused: the patch is \d+ bytes of changed lines; max-patch-bytes is 200/);
  });

  it('refuses a patch that changes more files than max-files', async () => {
    const { human } = await modelShip([GUARD, { path: 'README.md', search: '# widgets', replace: '# widgets (validated)' }], 'Reject negative sizes and note it in README.md.', `${SHIP_CONFIG}max-files: 1\n`);
    expectEscalated(human, "The model's patch was refused: the patch changes 2 files; max-files is 1");
  });
});

/** Files the commit changed against its first parent, read from the emulator's bare repository. */
async function changedFiles(commit: string): Promise<string[]> {
  const { execFileSync } = await import('node:child_process');
  return execFileSync('git', ['diff-tree', '--no-commit-id', '--name-only', '-r', `${commit}^`, commit], { cwd: t.world.repo.bareDir, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}
