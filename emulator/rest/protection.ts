// Required status checks, two ways: classic branch protection (admin only, which is why an app
// token such as GITHUB_TOKEN cannot read it) and the rulesets' rules that apply to a branch
// (readable with plain read access). GitHub enforces both; each endpoint shows only its own.

import type { components } from '@octokit/openapi-types';
import { GitHubError } from '../state.js';
import { NOT_ACCESSIBLE, repoFor } from './access.js';
import { repoApiUrl } from './json-core.js';
import { paginate } from './pagination.js';
import { route } from './route.js';

type Schemas = components['schemas'];

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

  // Only the rules of active rulesets: classic protection is not a ruleset and is not listed here.
  route('GET', '/repos/{owner}/{repo}/rules/branches/{branch+}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const source = (ruleset: { id: number }) => ({ ruleset_source_type: 'Repository' as const, ruleset_source: ctx.state.fullName(repo), ruleset_id: ruleset.id });
    const body: Schemas['repository-rule-detailed'][] = ctx.state.branchRules(repo, params.branch).map((rule) =>
      rule.type === 'required_status_checks'
        ? {
            type: rule.type,
            parameters: { required_status_checks: rule.contexts.map((context) => ({ context })), strict_required_status_checks_policy: rule.strict },
            ...source(rule.ruleset),
          }
        : { type: rule.type, ...source(rule.ruleset) },
    );
    const page = paginate(ctx, body);
    return { status: 200, body: page.items, headers: page.headers };
  }),
];
