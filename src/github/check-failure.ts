// Reads why checks failed on a head, through GitHub's REST API: the check run's output and its
// annotations, and for a GitHub Actions job (the check run of the same id) the failed steps and
// the tail of the job's log (`GET actions/jobs/{id}/logs` answers 302 to a short-lived plain-text
// download, which octokit's fetch follows). Also the head commit's first parent, the files it
// changed, and whether each check passed on that parent. Every text is bounded and redacted here:
// it is CI output, untrusted. Reads that GitHub refuses (no `actions: read`) leave their part empty.
// Re-runs go through the same endpoints family (`POST actions/jobs/{id}/rerun`).

import * as z from 'zod';
import type { CiAnnotation, CiFailure, HeadChange } from '../core/ci-failure.js';
import { restFailure } from './api-errors.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

/** The App GitHub Actions reports its jobs as. */
const ACTIONS_APP_SLUG = 'github-actions';
/** Bounds on what is kept of a failure: a few checks, a page of annotations, a log tail. */
const MAX_CHECKS = 3;
const MAX_ANNOTATIONS = 20;
const LOG_LINES = 60;
const LOG_BYTES = 8_000;
const TEXT_CHARS = 2_000;

const CheckRunsPage = z.object({
  check_runs: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      conclusion: z.string().nullable(),
      app: z.object({ slug: z.string().optional() }).nullable(),
      output: z.object({ title: z.string().nullable(), summary: z.string().nullable(), text: z.string().nullable().optional() }),
    }),
  ),
});
const Annotations = z.array(z.object({ path: z.string(), start_line: z.number(), annotation_level: z.string().nullable(), title: z.string().nullable(), message: z.string().nullable() }));
const Job = z.object({
  id: z.number(),
  run_id: z.number(),
  run_attempt: z.number().optional(),
  steps: z.array(z.object({ name: z.string(), conclusion: z.string().nullable() })).optional(),
});
const Commit = z.object({ parents: z.array(z.object({ sha: z.string() })), files: z.array(z.object({ filename: z.string() })).optional() });

type CheckRun = z.infer<typeof CheckRunsPage>['check_runs'][number];

export async function readCiFailures(octokit: Octokit, repo: RepoRef, sha: string, checks: readonly string[], redact: (text: string) => string): Promise<{ failures: CiFailure[]; change: HeadChange }> {
  const change = await readHeadChange(octokit, repo, sha);
  const failures: CiFailure[] = [];
  for (const name of checks.slice(0, MAX_CHECKS)) {
    const run = await latestCheckRun(octokit, repo, sha, name);
    const previous = change.parent === null ? null : await latestCheckRun(octokit, repo, change.parent, name);
    const previousGreen = previous === null ? null : previous.conclusion === 'success';
    if (run === null) {
      failures.push({ check: name, checkRunId: null, job: null, title: null, summary: null, annotations: [], failedSteps: [], logTail: [], previousGreen });
      continue;
    }
    const job = run.app?.slug === ACTIONS_APP_SLUG ? await readJob(octokit, repo, run.id) : null;
    failures.push({
      check: name,
      checkRunId: run.id,
      job: job ? { id: job.id, runId: job.run_id, attempt: job.run_attempt ?? 1 } : null,
      title: bounded(run.output.title, redact),
      summary: bounded([run.output.summary, run.output.text].filter(Boolean).join('\n\n') || null, redact),
      annotations: await readAnnotations(octokit, repo, run.id, redact),
      failedSteps: (job?.steps ?? []).filter((s) => s.conclusion === 'failure').map((s) => redact(s.name).slice(0, 200)),
      logTail: job ? await readLogTail(octokit, repo, job.id, redact) : [],
      previousGreen,
    });
  }
  return { failures, change };
}

/** Asks GitHub to run the job again (a new attempt); false with GitHub's message when it refuses. */
export async function rerunJob(octokit: Octokit, repo: RepoRef, jobId: number): Promise<{ rerun: true } | { rerun: false; message: string }> {
  try {
    await octokit.request('POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun', { ...repo, job_id: jobId });
    return { rerun: true };
  } catch (error) {
    const failure = restFailure(error);
    if (!failure || failure.status >= 500) throw error;
    return { rerun: false, message: `${failure.status} ${failure.message}` };
  }
}

async function latestCheckRun(octokit: Octokit, repo: RepoRef, sha: string, name: string): Promise<CheckRun | null> {
  const { data } = await octokit.rest.checks.listForRef({ ...repo, ref: sha, check_name: name, filter: 'latest', per_page: 10 });
  return CheckRunsPage.parse(data).check_runs.find((r) => r.name === name) ?? null;
}

async function readHeadChange(octokit: Octokit, repo: RepoRef, sha: string): Promise<HeadChange> {
  const { data } = await octokit.rest.repos.getCommit({ ...repo, ref: sha, per_page: 100 });
  const commit = Commit.parse(data);
  return { parent: commit.parents[0]?.sha ?? null, files: (commit.files ?? []).map((f) => f.filename) };
}

async function readAnnotations(octokit: Octokit, repo: RepoRef, checkRunId: number, redact: (text: string) => string): Promise<CiAnnotation[]> {
  const { data } = await octokit.rest.checks.listAnnotations({ ...repo, check_run_id: checkRunId, per_page: 50 });
  return Annotations.parse(data)
    .slice(0, MAX_ANNOTATIONS)
    .map((a) => ({ path: a.path, line: a.start_line, level: a.annotation_level ?? 'failure', message: redact([a.title, a.message].filter(Boolean).join(': ')).slice(0, 500) }));
}

/** The job, or null when the token may not read it (403/404). */
async function readJob(octokit: Octokit, repo: RepoRef, jobId: number): Promise<z.infer<typeof Job> | null> {
  try {
    const { data } = await octokit.rest.actions.getJobForWorkflowRun({ ...repo, job_id: jobId });
    return Job.parse(data);
  } catch (error) {
    if (refused(error)) return null;
    throw error;
  }
}

async function readLogTail(octokit: Octokit, repo: RepoRef, jobId: number, redact: (text: string) => string): Promise<string[]> {
  try {
    const { data } = await octokit.rest.actions.downloadJobLogsForWorkflowRun({ ...repo, job_id: jobId });
    return logTail(typeof data === 'string' ? data : '', redact);
  } catch (error) {
    if (refused(error)) return [];
    throw error;
  }
}

/** The last lines of a job log, each without the runner's timestamp, within LOG_LINES and LOG_BYTES. */
export function logTail(log: string, redact: (text: string) => string): string[] {
  const lines = log.replace(/\r\n/g, '\n').split('\n').map((line) => line.replace(/^\d{4}-\d\d-\d\dT[\d:.]+Z ?/, '').replace(/^\uFEFF/, ''));
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  const tail: string[] = [];
  let bytes = 0;
  for (const line of lines.slice(-LOG_LINES).reverse()) {
    const kept = redact(line).slice(0, 500);
    bytes += Buffer.byteLength(kept) + 1;
    if (bytes > LOG_BYTES) break;
    tail.unshift(kept);
  }
  return tail;
}

function bounded(text: string | null | undefined, redact: (text: string) => string): string | null {
  if (!text) return null;
  return redact(text).slice(0, TEXT_CHARS);
}

function refused(error: unknown): boolean {
  const status = restFailure(error)?.status;
  return status === 403 || status === 404 || status === 410;
}
