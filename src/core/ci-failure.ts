// Why a check failed on a pull request's head, as tend reads it from GitHub (github/check-failure.ts)
// for the red-CI decision (ship/red-ci.ts). Every text in it came from CI output: untrusted,
// bounded and redacted when read, never an instruction.

export interface CiAnnotation {
  path: string;
  line: number;
  /** `failure`, `warning` or `notice`. */
  level: string;
  message: string;
}

export interface CiFailure {
  /** The check's name (a check run's, or a status's context). */
  check: string;
  /** The check run's id; null for a commit status, which has neither output nor log. */
  checkRunId: number | null;
  /** The Actions job behind the check run (the same id), its run and attempt; null outside Actions. */
  job: { id: number; runId: number; attempt: number } | null;
  /** The check run's output title and summary/text (bounded). */
  title: string | null;
  summary: string | null;
  annotations: CiAnnotation[];
  /** Names of the job's failed steps, in order. */
  failedSteps: string[];
  /** The job log's last lines (bounded in count and bytes, timestamps stripped). */
  logTail: string[];
  /** The same check on the head's first parent: whether it passed there (null: it did not report). */
  previousGreen: boolean | null;
}

/** The head's first parent and the files the head commit changed from it (the change since that head). */
export interface HeadChange {
  parent: string | null;
  files: string[];
}
