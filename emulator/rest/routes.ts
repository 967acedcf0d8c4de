// The REST surface of the emulated GitHub: a table of `METHOD /path/{param}` routes, one file per
// resource. The server hands every authenticated `/api/v3` request here; `null` means "no such
// route" and the server answers 404 as GitHub does for unknown paths and unsupported methods.

import type { Account, GitHubState, TokenPermissions } from '../state.js';
import { actionsRunRoutes } from './actions-runs.js';
import { actionsWorkflowRoutes } from './actions-workflows.js';
import { checkRoutes } from './checks.js';
import { commentRoutes } from './comments.js';
import { commitRoutes } from './commits.js';
import { contentRoutes } from './contents.js';
import { dispatchRoutes } from './dispatch.js';
import { gitRefRoutes } from './git-refs.js';
import { issueRoutes } from './issues.js';
import { labelRoutes } from './labels.js';
import { protectionRoutes } from './protection.js';
import { pullRoutes } from './pulls.js';
import { repoRoutes } from './repos.js';
import { reviewRequestRoutes } from './review-requests.js';
import { reviewRoutes } from './reviews.js';
import type { Route } from './route.js';
import { statusRoutes } from './statuses.js';
import { actionsJobRoutes } from './actions-jobs.js';
import { ValidationFailed, validationBody } from './validation.js';

export interface RestContext {
  state: GitHubState;
  actor: Account;
  /** The token's per-scope ceiling (an installation token's permissions); none: the account decides. */
  ceiling?: TokenPermissions | null;
  method: string;
  /** Path without `/api/v3`, still percent-encoded, e.g. `/repos/o/r/issues/1/comments`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  apiUrl: string;
  serverUrl: string;
  /** The server's number for this request (`state.nextRequest`). */
  reader?: number;
}

export interface RestResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Specific paths come before the generic ones they would otherwise shadow. */
const ROUTES: Route[] = [
  ...repoRoutes,
  ...contentRoutes,
  ...commentRoutes,
  ...labelRoutes,
  ...issueRoutes,
  ...reviewRoutes,
  ...reviewRequestRoutes,
  ...pullRoutes,
  ...checkRoutes,
  ...statusRoutes,
  ...commitRoutes,
  ...protectionRoutes,
  ...gitRefRoutes,
  ...dispatchRoutes,
  ...actionsRunRoutes,
  ...actionsWorkflowRoutes,
  ...actionsJobRoutes,
];

export async function handleRest(ctx: RestContext): Promise<RestResponse | null> {
  for (const route of ROUTES) {
    if (route.method !== ctx.method) continue;
    const params = route.match(ctx.path);
    if (!params) continue;
    try {
      return await route.handle(ctx, params);
    } catch (error) {
      if (error instanceof ValidationFailed) return { status: 422, body: validationBody(error) };
      throw error;
    }
  }
  return null;
}
