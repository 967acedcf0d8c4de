// Switching one workflow of the repository on or off over REST (`PUT …/actions/workflows/{file}/
// enable` and `/disable`): GitHub starts no run of a disabled workflow, its schedule included.
// Both need `actions: write`; a token without it, or a workflow file the default branch does not
// hold, is answered as a refusal the caller reports, never as a failed run.

import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

export type WorkflowSwitch = { ok: true } | { ok: false; status: number | undefined; message: string };

export async function switchWorkflow(octokit: Octokit, repo: RepoRef, file: string, on: boolean): Promise<WorkflowSwitch> {
  try {
    const where = { ...repo, workflow_id: file };
    if (on) await octokit.rest.actions.enableWorkflow(where);
    else await octokit.rest.actions.disableWorkflow(where);
    return { ok: true };
  } catch (error) {
    const status = (error as { status?: number }).status;
    // 403: no actions: write; 404: no such workflow file on the default branch. Anything else
    // (a 5xx after octokit's retries) is reported the same way: the sweep keeps its cadence.
    if (status === undefined) throw error;
    return { ok: false, status, message: (error as Error).message.split(' - ')[0] ?? '' };
  }
}
