import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  restFailure
} from "./chunk-X7M4VJU3.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/dispatch.ts
var NO_DISPATCH_TRIGGER = "Workflow does not have 'workflow_dispatch' trigger";
async function dispatchWorkflow(octokit, repo, workflowFile, ref, inputs) {
  try {
    await octokit.rest.actions.createWorkflowDispatch({ ...repo, workflow_id: workflowFile, ref, ...inputs ? { inputs } : {} });
    return { dispatched: true, message: `dispatched ${workflowFile} on ${ref}` };
  } catch (error) {
    const failure = restFailure(error);
    if (!failure) throw error;
    if (failure.status === 404) return { dispatched: false, reason: "not-found", message: `workflow ${workflowFile} was not found on ${ref}` };
    if (failure.status === 403) {
      return { dispatched: false, reason: "forbidden", message: `${failure.message} (dispatching a workflow needs the 'actions: write' permission)` };
    }
    if (failure.status === 422) {
      const reason = failure.message.includes(NO_DISPATCH_TRIGGER) ? "no-trigger" : "invalid";
      return { dispatched: false, reason, message: failure.message };
    }
    throw error;
  }
}
__name(dispatchWorkflow, "dispatchWorkflow");

export {
  dispatchWorkflow
};
