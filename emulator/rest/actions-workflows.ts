// One workflow over REST, by file name: read it (`GET …/actions/workflows/{workflow_id}`, OpenAPI
// `actions/get-workflow`), disable it and enable it again (`PUT …/disable`, `PUT …/enable`: OpenAPI
// `actions/disable-workflow`, `actions/enable-workflow`). A disabled workflow starts no run
// (actions/host.ts reads the same state).

import { GitHubError, type Repository, type WorkflowState } from '../state.js';
import { NOT_ACCESSIBLE, repoFor } from './access.js';
import { route } from './route.js';
import type { RestContext } from './routes.js';

/** The state of workflow file `file` (`tend-sweep.yml`) of `repo`: a file never disabled is active. */
export function workflowState(repo: Repository, file: string): WorkflowState {
  return repo.workflowStates.get(file) ?? 'active';
}

/**
 * The workflow file the path names, on the default branch (where GitHub reads a workflow's
 * schedule from); 404 when there is none. The emulator knows workflows by file name only: a
 * numeric id answers 404 (tend names its workflows by file).
 */
function workflowFile(ctx: RestContext, repo: Repository, id: string): string {
  const file = id.replace(/^\.github\/workflows\//, '');
  if (/^\d+$/.test(file) || !ctx.state.fileAt(repo, repo.defaultBranch, `.github/workflows/${file}`)) throw new GitHubError(404, 'Not Found');
  return file;
}

function setState(ctx: RestContext, params: { owner: string; repo: string; workflow_id: string }, state: WorkflowState) {
  // "GitHub Apps must have the actions:write permission": a token whose ceiling holds actions:read
  // (or nothing) is refused as every write without its scope is.
  const repo = repoFor(ctx, params, 'write', 'actions');
  repo.workflowStates.set(workflowFile(ctx, repo, params.workflow_id), state);
  return { status: 204 };
}

export const actionsWorkflowRoutes = [
  route('GET', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    if (ctx.ceiling && ctx.ceiling.actions !== 'read' && ctx.ceiling.actions !== 'write') throw new GitHubError(403, NOT_ACCESSIBLE);
    const file = workflowFile(ctx, repo, params.workflow_id);
    return { status: 200, body: { name: file, path: `.github/workflows/${file}`, state: workflowState(repo, file) } };
  }),
  route('PUT', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable', (ctx, params) => setState(ctx, params, 'disabled_manually')),
  route('PUT', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable', (ctx, params) => setState(ctx, params, 'active')),
];
