// Trust suite: credentials never leave through tend. A change that would add a credential-shaped
// string (GitHub, Anthropic, AWS, Slack) is refused; text tend publishes (thread answers, the
// tracking comment, the job summary, the audit artifact, outputs) carries such a string only
// redacted, whoever wrote it: a model, a review bot, or a verify-command's output.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openReviewedPullRequest, SHIP_CONFIG } from '../e2e/ship-world.js';
import { decision, expectEscalated, patch, pushes, RABBIT_FINDING, rabbitSuggestion, review, startTrust, tendAnswers, type Trust } from './trust-world.js';

let t: Trust;
beforeEach(async () => {
  t = await startTrust({ config: SHIP_CONFIG });
});
afterEach(async () => {
  await t.stopAll();
});

/** One credential of each shape tend must recognise (all fake, all shaped like the real thing). */
const CREDENTIALS: Record<string, string> = {
  'GitHub App token (ghs_)': 'ghs_Zq8Xw2Lk5Rt9Yp3Vn6Bm1Jh4Gf7Dc0Sa2Qe5',
  'GitHub PAT (ghp_)': 'ghp_Ab3Cd5Ef7Gh9Ij1Kl3Mn5Op7Qr9St1Uv3Wx5',
  'GitHub fine-grained PAT': 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123456789ABCD',
  'Anthropic key (sk-ant-)': 'sk-ant-api03-Xy7_Zk2-Lm9Pq4Rs8Tu1Vw5Xa3Yb6Zc0Dd2Ee4Ff6Gg8Hh-AAAA',
  'AWS access key (AKIA)': 'AKIAIOSFODNN7EXAMPLE',
  'Slack bot token (xoxb-)': 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx',
};
const SHAPES = Object.keys(CREDENTIALS);

/** Everything tend wrote where people read it: thread answers, issue comments (tracking comment), and what the run printed. */
function published(t: Trust, run: { visibleText: string }, pr: { comments: Array<{ author: { id: number }; body: string }>; pull: { threads: Array<{ comments: Array<{ author: { id: number }; body: string }> }> } }): string {
  const self = t.world.accounts.actions.id;
  const comments = [...pr.comments, ...pr.pull.threads.flatMap((th) => th.comments)].filter((c) => c.author.id === self).map((c) => c.body);
  return [run.visibleText, ...comments].join('\n');
}

describe('threat: a suggestion smuggles a credential into the branch', () => {
  it('refuses every credential shape, pushes nothing and never repeats the string', async () => {
    await t.useConfig('review-bots: [coderabbit]\nmax-files: 20\n');
    const files = Object.fromEntries(SHAPES.map((_, i) => [`src/config${i}.ts`, `export const region = 'eu';\nexport const key = process.env.KEY;\n`]));
    const pr = await t.openPr(files);
    const threads = review(
      t,
      pr,
      t.world.accounts.coderabbit,
      SHAPES.map((shape, i) => ({ path: `src/config${i}.ts`, line: 2, body: rabbitSuggestion(`export const key = '${CREDENTIALS[shape]}';`) })),
    );
    const head = t.head(pr);
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    const outcome = (i: number) => (tendAnswers(threads[i]!)[0] ?? '').includes('Left open for a human: the suggestion could not be applied: the suggestion adds a credential-shaped string');
    expect(Object.fromEntries(SHAPES.map((shape, i) => [shape, outcome(i)]))).toEqual(Object.fromEntries(SHAPES.map((shape) => [shape, true])));
    for (const [i] of SHAPES.entries()) expect(t.file(pr.pull.headRef, `src/config${i}.ts`)).toBe(files[`src/config${i}.ts`]);
    expect(t.head(pr)).toBe(head);
    expect(pushes(t)).toBe(0);
    const out = published(t, run, pr);
    for (const shape of SHAPES) expect(out, shape).not.toContain(CREDENTIALS[shape]);
  });
});

describe('threat: the model’s words carry a credential out', () => {
  // The thread answer and the tracking comment (its table and its state marker) are published on
  // the pull request like the summary is: a credential the model read and quoted must not be.
  it('redacts a credential in a model rationale from the thread answer and the tracking comment', async () => {
    await t.useConfig(SHIP_CONFIG);
    const { pr, threads } = await openReviewedPullRequest(t, { needsHuman: true });
    const extra = review(t, pr, t.world.accounts.coderabbit, SHAPES.slice(1).map((_, i) => ({ path: 'src/widget.ts', line: 9 + (i % 3), body: RABBIT_FINDING })));
    const judged = [threads.human!, ...extra];
    t.claude.script(...SHAPES.map((shape) => decision('ignore', `The fixture key ${CREDENTIALS[shape]} is a test value, so nothing leaks.`)));
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'), { model: true });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(t.claude.pending).toBe(0);
    // Summary, audit and outputs.
    for (const shape of SHAPES) expect(run.visibleText, `${shape} in summary/audit/outputs`).not.toContain(CREDENTIALS[shape]);
    // Each answer was posted (or the thread escalated), without the credential.
    for (const [i, thread] of judged.entries()) {
      const answer = tendAnswers(thread)[0] ?? '';
      expect(answer, SHAPES[i]).not.toBe('');
      expect(answer, SHAPES[i]).not.toContain(CREDENTIALS[SHAPES[i]!]!);
    }
    const out = published(t, run, pr);
    for (const shape of SHAPES) expect(out, shape).not.toContain(CREDENTIALS[shape]);
  });

  it('keeps a credential in a model rationale out of the summary, audit artifact and outputs', async () => {
    await t.useConfig(SHIP_CONFIG);
    const { pr } = await openReviewedPullRequest(t, { needsHuman: true });
    const key = CREDENTIALS['AWS access key (AKIA)']!;
    t.claude.script(decision('ignore', `The fixture key ${key} is a test value, so nothing leaks.`));
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'), { model: true });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.summary).toContain('The fixture key *** is a test value');
    expect(JSON.stringify(run.audit)).toContain('The fixture key *** is a test value');
    expect(run.visibleText).not.toContain(key);
  });

  it('refuses a model patch that adds a credential, and pushes nothing of it', async () => {
    await t.useConfig(SHIP_CONFIG);
    const { pr, threads } = await openReviewedPullRequest(t, { needsHuman: true });
    const key = CREDENTIALS['Slack bot token (xoxb-)']!;
    t.claude.script(
      decision('fix', 'Negative sizes should be rejected.'),
      patch([{ path: 'src/widget.ts', search: '  return w * h;', replace: `  const token = '${key}';\n  return w * h;` }]),
    );
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'), { model: true });
    expect(run.exitCode, run.stdout).toBe(0);
    expectEscalated(threads.human!, "The model's patch was refused: edit 1 would add a credential-shaped string");
    expect(t.file(pr.pull.headRef, 'src/widget.ts')).not.toContain(key);
    expect(published(t, run, pr)).not.toContain(key);
  });

  // A failing verify-command's output is quoted in the thread; a test that prints a fixture or an
  // .env dump must not publish the credential in it.
  it('redacts a credential printed by a failing verify-command before quoting its output in the thread', async () => {
    await t.useConfig(SHIP_CONFIG);
    const { pr, threads } = await openReviewedPullRequest(t, { needsHuman: true });
    const key = CREDENTIALS['AWS access key (AKIA)']!;
    t.claude.script(
      decision('fix', 'Negative sizes should be rejected.'),
      patch([{ path: 'src/widget.ts', search: '  return w * h;', replace: "  if (w < 0 || h < 0) throw new RangeError('negative size');\n  return w * h;" }]),
    );
    const run = await t.go('issue_comment', t.command(pr, '/tend ship'), { inputs: { 'verify-command': `echo "config dump: AWS_ACCESS_KEY_ID=${key}"; exit 1` }, model: true });
    expect(run.exitCode, run.stdout).toBe(0);
    const answer = tendAnswers(threads.human!)[0] ?? '';
    expect(answer).toContain('The patch was reverted because verify-command exited 1');
    expect(answer).toContain('config dump: AWS_ACCESS_KEY_ID=');
    expect(published(t, run, pr)).not.toContain(key);
  });
});
