// The rules of emulator/RULES.md about why a check failed and running it again (E170-E174): check
// run output and annotations, an Actions job with its steps (the check run of the same id), its
// log behind a 302, re-runs as new attempts, and a commit's parents and files. Each test is named by
// its rule id and drives the emulator through octokit over HTTP. One world for the whole file.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from './fixtures.js';
import type { Emulator } from './server.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';
import { completeWorkflowRun, scriptRerun, startWorkflowRun } from './workflow-runs.js';

let emu: Emulator;
let world: World;
let as: RulesWorld['as'];
let rules: RulesWorld;
const owner = 'acme';
const repo = 'widgets';

beforeAll(async () => {
  rules = await startRulesWorld();
  ({ emu, world, as } = rules);
});
afterAll(async () => {
  await emu?.stop();
});

async function failedRun() {
  const { pr, head } = await rules.openPull();
  const run = startWorkflowRun(emu.state, world.repo, pr);
  run.jobs[0]!.report = {
    output: { title: '1 error', summary: 'tsc failed', text: 'details' },
    annotations: [{ path: 'src/a.ts', startLine: 3, endLine: 3, level: 'failure', title: 'TS2322', message: 'bad type' }],
    steps: [{ name: 'Set up job', conclusion: 'success' }, { name: 'Type-check', conclusion: 'failure' }],
    log: '2026-01-01T00:00:00.0000000Z src/a.ts(3,1): error TS2322: bad type\n',
  };
  completeWorkflowRun(emu.state, run, 'failure');
  return { pr, head, run, job: run.jobs[0]! };
}

describe('why a check failed, and running it again', () => {
  it('E170: a check run carries its output (title, summary, text, annotations_count) and lists its annotations', async () => {
    const { head, job } = await failedRun();
    const { data } = await as.maintainer.rest.checks.listForRef({ owner, repo, ref: head, check_name: 'build' });
    expect(data.check_runs[0]).toMatchObject({ id: job.id, conclusion: 'failure', output: { title: '1 error', summary: 'tsc failed', text: 'details', annotations_count: 1 } });
    const annotations = await as.maintainer.rest.checks.listAnnotations({ owner, repo, check_run_id: job.id });
    expect(annotations.data).toEqual([expect.objectContaining({ path: 'src/a.ts', start_line: 3, end_line: 3, annotation_level: 'failure', title: 'TS2322', message: 'bad type' })]);
  });

  it('E171: an Actions job is the check run of the same id, with its run, attempt and steps; a check run outside Actions is no job (404)', async () => {
    const { run, job } = await failedRun();
    const { data } = await as.maintainer.rest.actions.getJobForWorkflowRun({ owner, repo, job_id: job.id });
    expect(data).toMatchObject({ id: job.id, run_id: run.id, run_attempt: 1, conclusion: 'failure', check_run_url: expect.stringMatching(new RegExp(`/check-runs/${job.id}$`)) });
    expect(data.steps?.map((s) => [s.name, s.conclusion])).toEqual([['Set up job', 'success'], ['Type-check', 'failure']]);
    const app = emu.state.addCheckRun(world.repo, { name: 'lint', headSha: job.headSha, conclusion: 'failure', app: world.accounts.actions });
    await expect(as.maintainer.rest.actions.getJobForWorkflowRun({ owner, repo, job_id: app.id })).rejects.toMatchObject({ status: 404 });
  });

  it('E172: a job log answers 302 to a plain-text download that needs no token and expires', async () => {
    const { job } = await failedRun();
    const redirect = await fetch(`${emu.apiUrl}/repos/${owner}/${repo}/actions/jobs/${job.id}/logs`, { headers: { authorization: `token ${world.tokens.maintainer}` }, redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location')!;
    const text = await (await fetch(location)).text();
    expect(text).toContain('error TS2322: bad type');
    // octokit follows the redirect: the log is the answer's data.
    const { data } = await as.maintainer.rest.actions.downloadJobLogsForWorkflowRun({ owner, repo, job_id: job.id });
    expect(String(data)).toContain('error TS2322');
    const forged = new URL(location);
    forged.searchParams.set('expires', String(Number(forged.searchParams.get('expires')) + 1));
    expect((await fetch(forged)).status).toBe(404);
  });

  it('E173: a re-run is a new attempt whose jobs are new check runs (the newest per name); rerun-failed-jobs needs a completed run; both need actions: write', async () => {
    const { head, run, job } = await failedRun();
    scriptRerun(run, 'success');
    await as.maintainer.request('POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun', { owner, repo, job_id: job.id });
    expect(run.runAttempt).toBe(2);
    const { data } = await as.maintainer.rest.checks.listForRef({ owner, repo, ref: head, check_name: 'build' });
    expect(data.check_runs[0]).toMatchObject({ conclusion: 'success' });
    expect(data.check_runs[0]!.id).not.toBe(job.id);
    const { data: all } = await as.maintainer.rest.checks.listForRef({ owner, repo, ref: head, check_name: 'build', filter: 'all' });
    expect(all.check_runs).toHaveLength(2);
    await expect(as.maintainer.request('POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs', { owner, repo, run_id: run.id })).rejects.toMatchObject({ status: 403 });
    const other = await failedRun();
    await as.maintainer.request('POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs', { owner, repo, run_id: other.run.id });
    expect(other.run).toMatchObject({ runAttempt: 2, status: 'in_progress' });
    await expect(as.outsider.request('POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun', { owner, repo, job_id: other.job.id })).rejects.toMatchObject({ status: 403 });
  });

  it('E174: a commit names its parents and the files it changed from the first', async () => {
    const { head } = await rules.openPull({ files: { 'src/changed.ts': 'export const x = 1;\n' } });
    const { data } = await as.maintainer.rest.repos.getCommit({ owner, repo, ref: head });
    expect(data.sha).toBe(head);
    expect(data.parents).toHaveLength(1);
    expect(data.files?.map((f) => f.filename)).toEqual(['src/changed.ts']);
  });
});
