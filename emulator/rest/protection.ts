// Required status checks, two ways: classic branch protection (admin only, which is why an app
// token such as GITHUB_TOKEN cannot read it) and the rules that apply to a branch (readable with
// plain read access; the emulator derives them from the same protection record).

import type { components } from '@octokit/openapi-types';
import { GitHubError } from '../state.js';
import { NOT_ACCESSIBLE, repoFor } from './access.js';
import { repoApiUrl } from './json-core.js';
import { route } from './route.js';

type Schemas = components['schemas'];

/** Rules are grouped in rulesets; the derived one gets a fixed id per repository. */
const RULESET_ID_OFFSET = 7_000_000;

export const protectionRoutes = [
  route('GET', '/repos/{owner}/{repo}/branches/{branch+}/protection/required_status_checks', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    if (ctx.state.permissionOf(repo, ctx.actor) !== 'admin') {
      // An app without the administration permission is refused; a user without admin sees nothing.
      throw ctx.actor.type === 'Bot' ? new GitHubError(403, NOT_ACCESSIBLE) : new GitHubError(404, 'Not Found');
    }
    if (ctx.state.refOid(repo, params.branch) === null) throw new GitHubError(404, 'Branch not found');
    const protection = repo.protection.get(params.branch);
    if (!protection) throw new GitHubError(404, 'Branch not protected');
    const url = `${repoApiUrl(ctx, repo)}/branches/${encodeURIComponent(params.branch)}/protection/required_status_checks`;
    const body: Schemas['status-check-policy'] = {
      url,
      strict: protection.strict,
      contexts: protection.requiredStatusChecks,
      checks: protection.requiredStatusChecks.map((context) => ({ context, app_id: null })),
      contexts_url: `${url}/contexts`,
    };
    return { status: 200, body };
  }),

  route('GET', '/repos/{owner}/{repo}/rules/branches/{branch+}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const protection = repo.protection.get(params.branch);
    const source = {
      ruleset_source_type: 'Repository' as const,
      ruleset_source: ctx.state.fullName(repo),
      ruleset_id: RULESET_ID_OFFSET + repo.id,
    };
    const body: Schemas['repository-rule-detailed'][] = [];
    if (protection && protection.requiredStatusChecks.length > 0) {
      body.push({
        type: 'required_status_checks',
        parameters: {
          required_status_checks: protection.requiredStatusChecks.map((context) => ({ context })),
          strict_required_status_checks_policy: protection.strict,
        },
        ...source,
      });
    }
    if (protection && protection.requiredApprovingReviewCount > 0) {
      body.push({
        type: 'pull_request',
        parameters: {
          allowed_merge_methods: repo.allowedMergeMethods,
          dismiss_stale_reviews_on_push: false,
          require_code_owner_review: false,
          require_last_push_approval: false,
          required_approving_review_count: protection.requiredApprovingReviewCount,
          required_review_thread_resolution: false,
        },
        ...source,
      });
    }
    return { status: 200, body };
  }),
];
