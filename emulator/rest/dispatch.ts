// repository_dispatch and workflow_dispatch: validated as GitHub validates them and recorded on
// the repository for tests to assert (nothing runs).

import * as z from 'zod';
import { GitHubError } from '../state.js';
import { repoFor } from './access.js';
import { resolveCommit } from './git-data.js';
import { route } from './route.js';
import { invalid, parseBody } from './validation.js';

/** GitHub's limits on a repository_dispatch (DESIGN.md). */
const MAX_EVENT_TYPE_LENGTH = 100;
const MAX_PAYLOAD_KEYS = 10;
const MAX_PAYLOAD_BYTES = 64 * 1024;
/** workflow_dispatch accepts at most this many inputs. */
const MAX_WORKFLOW_INPUTS = 25;

const repositoryDispatch = z.object({
  event_type: z.string().min(1),
  client_payload: z.record(z.string(), z.unknown()).optional(),
});

const workflowDispatch = z.object({
  ref: z.string().min(1),
  inputs: z.record(z.string(), z.unknown()).optional(),
});

export const dispatchRoutes = [
  route('POST', '/repos/{owner}/{repo}/dispatches', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'contents');
    const input = parseBody(repositoryDispatch, ctx.body, 'Repository');
    if (input.event_type.length > MAX_EVENT_TYPE_LENGTH) {
      invalid('Repository', 'event_type', 'invalid', `event_type is too long (maximum is ${MAX_EVENT_TYPE_LENGTH} characters)`);
    }
    const payload = input.client_payload ?? {};
    const keys = Object.keys(payload).length;
    if (keys > MAX_PAYLOAD_KEYS) {
      invalid('Repository', 'client_payload', 'invalid', `No more than ${MAX_PAYLOAD_KEYS} properties are allowed; ${keys} were supplied.`);
    }
    if (Buffer.byteLength(JSON.stringify(payload)) >= MAX_PAYLOAD_BYTES) {
      invalid('Repository', 'client_payload', 'invalid', `client_payload must be less than ${MAX_PAYLOAD_BYTES / 1024} KB`);
    }
    repo.dispatches.push({ eventType: input.event_type, clientPayload: payload, at: ctx.state.now() });
    return { status: 204 };
  }),

  route('POST', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'actions');
    const input = parseBody(workflowDispatch, ctx.body, 'Workflow');
    const ref = input.ref.replace(/^refs\/(heads|tags)\//, '');
    if (!resolveCommit(repo, ref)) invalid('Workflow', 'ref', 'invalid', `No ref found for: ${input.ref}`);
    const inputs = input.inputs ?? {};
    if (Object.keys(inputs).length > MAX_WORKFLOW_INPUTS) {
      invalid('Workflow', 'inputs', 'invalid', `No more than ${MAX_WORKFLOW_INPUTS} properties are allowed; ${Object.keys(inputs).length} were supplied.`);
    }
    // A workflow named by file must exist on that ref and accept workflow_dispatch.
    if (!/^\d+$/.test(params.workflow_id)) {
      const file = ctx.state.fileAt(repo, ref, `.github/workflows/${params.workflow_id}`);
      if (!file) throw new GitHubError(404, 'Not Found');
      if (!file.toString('utf8').includes('workflow_dispatch')) {
        throw new GitHubError(422, "Workflow does not have 'workflow_dispatch' trigger");
      }
    }
    repo.workflowDispatches.push({ workflowId: params.workflow_id, ref, inputs, at: ctx.state.now() });
    return { status: 204 };
  }),
];
