// Starting a workflow run with workflow_dispatch: the way CI runs on a commit tend pushed with
// GITHUB_TOKEN, which starts no workflow runs of its own (DESIGN.md). GitHub's refusals (no such
// workflow, no workflow_dispatch trigger, a token without `actions: write`) are results.

import { restFailure } from './api-errors.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

/** The 422 GitHub answers for a workflow without an `on: workflow_dispatch` trigger. */
const NO_DISPATCH_TRIGGER = "Workflow does not have 'workflow_dispatch' trigger";

type DispatchOutcome =
  | { dispatched: true; message: string }
  | { dispatched: false; reason: 'not-found' | 'no-trigger' | 'forbidden' | 'invalid'; message: string };

/**
 * Dispatches `workflowFile` (a file name under .github/workflows/, or a workflow id) on `ref`.
 * The run uses the workflow file as it is on `ref`; `inputs` are its workflow_dispatch inputs.
 */
export async function dispatchWorkflow(octokit: Octokit, repo: RepoRef, workflowFile: string, ref: string, inputs?: Record<string, string>): Promise<DispatchOutcome> {
  try {
    await octokit.rest.actions.createWorkflowDispatch({ ...repo, workflow_id: workflowFile, ref, ...(inputs ? { inputs } : {}) });
    return { dispatched: true, message: `dispatched ${workflowFile} on ${ref}` };
  } catch (error) {
    const failure = restFailure(error);
    if (!failure) throw error;
    if (failure.status === 404) return { dispatched: false, reason: 'not-found', message: `workflow ${workflowFile} was not found on ${ref}` };
    if (failure.status === 403) {
      return { dispatched: false, reason: 'forbidden', message: `${failure.message} (dispatching a workflow needs the 'actions: write' permission)` };
    }
    if (failure.status === 422) {
      const reason = failure.message.includes(NO_DISPATCH_TRIGGER) ? 'no-trigger' : 'invalid';
      return { dispatched: false, reason, message: failure.message };
    }
    throw error;
  }
}
