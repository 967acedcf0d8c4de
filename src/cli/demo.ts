// `tend demo`: the main job, offline, from "the bots have reviewed" to merged. It starts the
// built-in GitHub emulator, opens a pull request that CodeRabbit and Gemini review (a committable
// suggestion, a nitpick, a finding only a person can decide), and delivers the events a real
// repository would see, running dist/index.js for each exactly as the Actions runner does. People
// and CI are played between the runs. Each step states what it expects; the exit code is 0 only
// if every step did what it should and the pull request was merged. Each run keeps its own audit
// and job summary in DIR/runs/NN-<event>/, so the decisions of every step, not only the merge, can
// be read afterwards.

import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorld } from '../../emulator/fixtures.js';
import { runAction, type ActionRun } from '../../emulator/runner.js';
import { botsReviewHead, ciRunsOnActions, openReviewedPullRequest } from '../../emulator/sample-review.js';
import { startEmulator } from '../../emulator/server.js';
import { issueCommentEvent } from '../../emulator/webhooks/issue-events.js';
import { pullRequestEvent, pullRequestReviewEvent } from '../../emulator/webhooks/pull-request-events.js';

interface Step {
  title: string;
  /** What people, bots or CI do before the event (the demo plays them). */
  before?: () => void;
  eventName: string;
  /** Built when the step runs, so everything appears in the order it would happen. */
  payload: () => unknown;
  /** The states the step may end in (a real model may fix what the rules would escalate). */
  expect: { exitCode: number; state: string | string[] };
}

/** DIR/runs/<NN>-<event>: one per run, numbered from 01 so they sort in the order they ran. */
const RUN_FOLDER = /^\d{2,}-[a-z_]+$/;

/** The folder holding action.yml and dist/: two levels above dist/cli/index.js. */
function actionDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
}

export async function runDemo(options: { out: string; env?: Readonly<Record<string, string | undefined>> }): Promise<number> {
  // With ANTHROPIC_API_KEY set (ANTHROPIC_BASE_URL honoured), the threads the rules cannot settle
  // go to the model, so anyone can watch that path work on the same pull request.
  const apiKey = options.env?.ANTHROPIC_API_KEY;
  const modelInputs: Record<string, string> = apiKey ? { 'anthropic-api-key': apiKey } : {};
  const modelEnv: Record<string, string> = apiKey && options.env?.ANTHROPIC_BASE_URL ? { ANTHROPIC_BASE_URL: options.env.ANTHROPIC_BASE_URL } : {};
  const emu = await startEmulator();
  try {
    // The repository's policy: the two bots that review the demo's pull request.
    const world = await createWorld(emu, { config: 'review-bots: [coderabbit, gemini]\n' });
    const { state } = emu;
    const repo = world.repo;
    const { pr, threads } = await openReviewedPullRequest(emu, world, { needsHuman: true });
    const comment = (body: string) => issueCommentEvent(state, repo, pr, state.addIssueComment(pr, world.accounts.maintainer, body), 'created');
    let lastReview = pr.pull.reviews.at(-1)!;
    let ciCompleted: unknown = null;

    const steps: Step[] = [
      {
        title: 'The pull request is opened; tend has not been asked to do anything, so it does nothing',
        eventName: 'pull_request',
        payload: () => pullRequestEvent(state, repo, pr, 'opened'),
        expect: { exitCode: 0, state: 'none' },
      },
      {
        title: 'A maintainer comments `/tend ship`. Both bots have reviewed this head, so tend does not wait: it applies the suggestion, pushes, answers every thread and resolves what it settled',
        eventName: 'issue_comment',
        payload: () => comment('/tend ship'),
        expect: { exitCode: 0, state: 'awaiting-reviews' },
      },
      {
        title: 'The bots review the new head with nothing more to say. One thread still needs a person, so tend will not merge',
        before: () => {
          lastReview = botsReviewHead(emu, world, pr).at(-1)!;
        },
        eventName: 'pull_request_review',
        payload: () => pullRequestReviewEvent(state, repo, pr, lastReview, 'submitted'),
        // With a model the open thread may have been fixed instead: then checks are what is left.
        expect: { exitCode: 0, state: apiKey ? ['blocked', 'awaiting-checks'] : 'blocked' },
      },
      {
        title: 'The maintainer answers the open thread and resolves it; CI finishes green on the head tend pushed. tend merges, pinned to that head, and deletes the branch',
        before: () => {
          if (!threads.human!.isResolved) {
            state.addThreadComment(threads.human!, { author: world.accounts.maintainer, body: 'Negative sizes are documented as unsupported; resolving.', commitOid: state.headOid(repo, pr) });
            state.setThreadResolved(repo, threads.human!.nodeId, world.accounts.maintainer, true);
          }
          ciCompleted = ciRunsOnActions(emu, world, pr, 'success').event;
        },
        // CI on GitHub Actions reaches other workflows only as workflow_run (no check_suite event
        // starts a workflow for a suite Actions made).
        eventName: 'workflow_run',
        payload: () => ciCompleted,
        expect: { exitCode: 0, state: 'merged' },
      },
    ];

    const out = resolve(options.out);
    const runsDir = join(out, 'runs');
    // A reused DIR must not keep the runs of an earlier demo that made more of them; only the
    // demo's own run folders are removed, whatever else DIR/runs holds stays.
    for (const entry of await readdir(runsDir).catch(() => [])) {
      if (RUN_FOLDER.test(entry)) await rm(join(runsDir, entry), { recursive: true, force: true });
    }
    await mkdir(out, { recursive: true });
    const report: string[] = [
      '# tend demo',
      '',
      `Pull request #${pr.number} "${pr.title}" in ${world.fullName} (emulated), reviewed by CodeRabbit and Gemini. ${apiKey ? 'Model path on: threads the rules cannot settle go to Claude.' : 'No ANTHROPIC_API_KEY: every decision is deterministic; set it to watch the model path.'}`,
      '',
    ];
    let failures = 0;
    let lastAudit: unknown = null;
    for (const [index, step] of steps.entries()) {
      step.before?.();
      const before = emu.log.entries.length;
      const runName = `${String(index + 1).padStart(2, '0')}-${step.eventName}`;
      const runDir = join(runsDir, runName);
      await mkdir(runDir, { recursive: true });
      const run: ActionRun = await runAction({
        actionDir: actionDir(),
        emulator: emu,
        repository: world.fullName,
        token: world.tokens.actions,
        eventName: step.eventName,
        payload: step.payload(),
        // Its own audit path: the default is under the run's RUNNER_TEMP, deleted when the run ends.
        inputs: { 'audit-path': join(runDir, 'audit.json'), ...modelInputs },
        // The emulator, not GitHub: GitHub's pacing (writes 1 s apart, comments 3 s) in 10 ms
        // seconds and mergeability read again after 5 ms instead of 3 s, as the e2e tests run it
        // (test/e2e/world.ts). The requests and their order are the same; a run slept ~10 s without.
        env: { TEND_GITHUB_PACING_MS: '10', TEND_MERGEABILITY_REREAD_MS: '5', ...modelEnv },
      });
      const requests = emu.log.entries.slice(before);
      const states = Array.isArray(step.expect.state) ? step.expect.state : [step.expect.state];
      const ok = run.exitCode === step.expect.exitCode && states.includes(run.outputs.state ?? '');
      if (!ok) failures += 1;
      if (run.audit) lastAudit = run.audit;
      await writeFile(join(runDir, 'summary.md'), run.summary);
      const error = run.annotations.find((a) => a.level === 'error')?.message;
      const counts = `${requests.filter((r) => r.kind === 'rest').length} REST, ${requests.filter((r) => r.kind === 'graphql').length} GraphQL, ${requests.filter((r) => r.kind === 'git').length} git request(s)`;
      const lines = [
        `## ${index + 1}. ${step.title}`,
        '',
        `\`${step.eventName}\` → exit ${run.exitCode}, state \`${run.outputs.state ?? '—'}\`, ${counts}, ${(run.durationMs / 1000).toFixed(1)} s${ok ? '' : ` — UNEXPECTED (wanted exit ${step.expect.exitCode}, state ${states.join(' or ')})`}`,
        '',
        `Files: \`runs/${runName}/summary.md\`${run.audit ? `, \`runs/${runName}/audit.json\`` : ' (this run wrote no audit)'}`,
        '',
        ...(error ? [`> ${error}`, ''] : []),
        run.summary.trim().replace(/^## /gm, '### '),
        '',
      ];
      report.push(...lines);
      process.stdout.write(`${lines.join('\n')}\n`);
    }
    const merged = pr.pull.merged;
    if (!merged) failures += 1;
    const conversation = pr.comments.map((c) => `- **@${c.author.login}**: ${c.body.replace(/<!--[\s\S]*?-->/g, '').trim().split('\n')[0]}`);
    const threadLines = pr.pull.threads.map(
      (t) => `- \`${t.path}\` (${t.isResolved ? 'resolved' : 'open'}): ${t.comments.map((c) => `**@${c.author.login}**: ${c.body.replace(/<!--[\s\S]*?-->/g, '').trim().split('\n').find((l) => l.trim() !== '') ?? ''}`).join(' → ')}`,
    );
    const tail = [
      '## Afterwards',
      '',
      `Merged: ${merged ? `yes, ${pr.pull.mergeCommitOid?.slice(0, 7)} on main` : 'no'}; branch \`${pr.pull.headRef}\` ${state.refOid(repo, pr.pull.headRef) ? 'still exists' : 'deleted'}.`,
      '',
      'Review threads:',
      ...threadLines,
      '',
      'Conversation:',
      ...conversation,
      '',
    ];
    report.push(...tail);
    process.stdout.write(`${tail.join('\n')}\n`);
    await writeFile(join(out, 'summary.md'), report.join('\n'));
    await writeFile(join(out, 'audit.json'), JSON.stringify(lastAudit, null, 2) + '\n');
    process.stdout.write(`${failures === 0 ? 'Demo passed' : `Demo FAILED: ${failures} step(s) did not do what they should`}. Wrote ${join(out, 'summary.md')} (this report), ${join(out, 'audit.json')} (the last run's audit) and each run's audit.json and job summary in ${join(runsDir, '<NN>-<event>')}/.\n`);
    return failures === 0 ? 0 : 1;
  } finally {
    await emu.stop();
  }
}
