// `tend demo`: the main job, offline. It starts the built-in GitHub emulator, opens a pull request
// that two review bots comment on, and delivers the events a real repository would see, running
// dist/index.js for each exactly as the Actions runner does. Each step states what it expects;
// the exit code is 0 only if every step did what it should.

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorld } from '../emulator/fixtures.js';
import { commitFiles } from '../emulator/git-seed.js';
import { runAction, type ActionRun } from '../emulator/runner.js';
import { startEmulator } from '../emulator/server.js';
import type { Issue, PullRequestData } from '../emulator/state.js';
import { issueCommentEvent } from '../emulator/webhooks/issue-events.js';
import { pullRequestEvent, pullRequestReviewEvent } from '../emulator/webhooks/pull-request-events.js';

interface Step {
  title: string;
  eventName: string;
  /** Built when the step runs, so comments appear in the order a person would write them. */
  payload: () => unknown;
  /** What the step must produce for the demo to pass. */
  expect: { exitCode: number; state: string };
}

/** The folder holding action.yml and dist/: two levels above dist/cli/index.js. */
function actionDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
}

export async function runDemo(options: { out: string }): Promise<number> {
  const emu = await startEmulator();
  try {
    const world = await createWorld(emu, {
      files: {
        'README.md': '# widgets\n',
        'src/widget.ts': 'export function area(w: number, h: number) {\n  return w * h;\n}\n',
        '.github/tend.yml': 'version: 1\nreview-bots: [coderabbit, gemini]\nreview-window-minutes: 20\nmerge-method: squash\n',
      },
    });
    const { state, repo } = { state: emu.state, repo: world.repo };
    await commitFiles(repo.bareDir, {
      branch: 'feature/perimeter',
      from: 'main',
      files: { 'src/widget.ts': 'export function area(w: number, h: number) {\n  return w * h;\n}\n\nexport function perimeter(w: number, h: number) {\n  return 2 * w + 2 * h;\n}\n' },
      message: 'Add perimeter',
      date: new Date('2026-01-02T00:00:00Z'),
    });
    const pr = state.createPullRequest(repo, { title: 'Add perimeter()', author: world.accounts.maintainer, head: 'feature/perimeter' }) as Issue & { pull: PullRequestData };
    state.addReview(repo, pr, {
      author: world.accounts.coderabbit,
      body: '**Actionable comments posted: 1**',
      comments: [
        {
          path: 'src/widget.ts',
          line: 6,
          body: '_🛠️ Refactor suggestion_ | _🟡 Minor_\n\n**Simplify the expression.**\n\n```suggestion\n  return 2 * (w + h);\n```',
        },
      ],
    });
    const { review: gemini } = state.addReview(repo, pr, {
      author: world.accounts.gemini,
      comments: [{ path: 'src/widget.ts', line: 5, body: '![medium](https://www.gstatic.com/codereviewagent/medium-priority.svg)\n\nConsider validating that `w` and `h` are non-negative.' }],
    });
    const comment = (login: 'maintainer' | 'outsider', body: string) => issueCommentEvent(state, repo, pr, state.addIssueComment(pr, world.accounts[login], body), 'created');

    const steps: Step[] = [
      { title: 'The pull request is opened: tend has no state on it yet, so it does nothing', eventName: 'pull_request', payload: () => pullRequestEvent(state, repo, pr, 'opened'), expect: { exitCode: 0, state: 'none' } },
      { title: 'A maintainer comments `/tend ship`: tend records the request in its tracking comment', eventName: 'issue_comment', payload: () => comment('maintainer', '/tend ship'), expect: { exitCode: 0, state: 'requested' } },
      { title: 'Gemini submits its review: tend re-enters and finds its state', eventName: 'pull_request_review', payload: () => pullRequestReviewEvent(state, repo, pr, gemini, 'submitted'), expect: { exitCode: 0, state: 'requested' } },
      { title: 'The maintainer asks `/tend status`: tend answers in the conversation', eventName: 'issue_comment', payload: () => comment('maintainer', '/tend status'), expect: { exitCode: 0, state: 'requested' } },
      { title: 'Someone without write access comments `/tend ship`: refused, nothing written', eventName: 'issue_comment', payload: () => comment('outsider', '/tend ship'), expect: { exitCode: 1, state: '' } },
    ];

    const out = resolve(options.out);
    await mkdir(out, { recursive: true });
    const report: string[] = ['# tend demo', '', `Pull request #${pr.number} "${pr.title}" in ${world.fullName} (emulated), reviewed by CodeRabbit and Gemini.`, ''];
    let failures = 0;
    let lastAudit: unknown = null;
    for (const [index, step] of steps.entries()) {
      const before = emu.log.entries.length;
      const run: ActionRun = await runAction({
        actionDir: actionDir(),
        emulator: emu,
        repository: world.fullName,
        token: world.tokens.actions,
        eventName: step.eventName,
        payload: step.payload(),
      });
      const requests = emu.log.entries.length - before;
      const ok = run.exitCode === step.expect.exitCode && (step.expect.state === '' || run.outputs.state === step.expect.state);
      if (!ok) failures += 1;
      if (run.audit) lastAudit = run.audit;
      const error = run.annotations.find((a) => a.level === 'error')?.message;
      const lines = [
        `## ${index + 1}. ${step.title}`,
        '',
        `\`${step.eventName}\` → exit ${run.exitCode}, ${requests} API request(s)${ok ? '' : ` — UNEXPECTED (wanted exit ${step.expect.exitCode}, state ${step.expect.state || 'n/a'})`}`,
        '',
        ...(error ? [`> ${error}`, ''] : []),
        run.summary.trim().replace(/^## /gm, '### '),
        '',
      ];
      report.push(...lines);
      process.stdout.write(`${lines.join('\n')}\n`);
    }
    const conversation = pr.comments.map((c) => `- **@${c.author.login}**: ${c.body.replace(/<!--[\s\S]*?-->/g, '').trim().split('\n')[0]}`);
    const tail = ['## The pull request conversation afterwards', '', ...conversation, '', `Labels: ${pr.labels.map((l) => l.name).join(', ') || 'none'}`, ''];
    report.push(...tail);
    process.stdout.write(`${tail.join('\n')}\n`);
    await writeFile(join(out, 'summary.md'), report.join('\n'));
    await writeFile(join(out, 'audit.json'), JSON.stringify(lastAudit, null, 2) + '\n');
    process.stdout.write(`${failures === 0 ? 'Demo passed' : `Demo FAILED: ${failures} step(s) did not do what they should`}. Wrote ${join(out, 'summary.md')} and ${join(out, 'audit.json')}.\n`);
    return failures === 0 ? 0 : 1;
  } finally {
    await emu.stop();
  }
}
