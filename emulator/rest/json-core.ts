// How accounts, repositories and labels look on the wire. Each builder is checked against GitHub's
// OpenAPI schema with `satisfies` yet keeps its exact type, so the same object also fits the
// webhook schemas (which type `id` as number and `type` as a union where REST says string).

import type { components } from '@octokit/openapi-types';
import type { Account, GitHubState, Label, Repository } from '../state.js';

type Schemas = components['schemas'];

/** What a representation needs besides the record: the state and the server's URLs. */
export interface View {
  state: GitHubState;
  apiUrl: string;
  serverUrl: string;
  /** The API request being served (`state.nextRequest`); none for event payloads, whose reads count for nothing. */
  reader?: number;
}

/** Repositories have no creation time in the state; a fixed one keeps payloads reproducible. */
const REPOSITORY_CREATED_AT = '2024-01-02T03:04:05Z';

export function userJson(view: View, account: Account) {
  const api = `${view.apiUrl}/users/${encodeURIComponent(account.login)}`;
  const slug = account.login.replace(/\[bot\]$/, '');
  return {
    login: account.login,
    id: account.id,
    node_id: account.nodeId,
    avatar_url: `${view.serverUrl}/avatars/${account.type === 'Bot' ? 'in' : 'u'}/${account.id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: account.type === 'Bot' ? `${view.serverUrl}/apps/${slug}` : `${view.serverUrl}/${account.login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: account.type,
    user_view_type: 'public',
    site_admin: false,
  } satisfies Schemas['simple-user'];
}

export function repoApiUrl(view: View, repo: Repository): string {
  return `${view.apiUrl}/repos/${view.state.fullName(repo)}`;
}

export function repoHtmlUrl(view: View, repo: Repository): string {
  return `${view.serverUrl}/${view.state.fullName(repo)}`;
}

/** The fields every repository representation shares (`minimal-repository`, webhooks' `repository`). */
export function repositoryCore(view: View, repo: Repository) {
  const api = repoApiUrl(view, repo);
  const html = repoHtmlUrl(view, repo);
  const fullName = view.state.fullName(repo);
  const openIssues = repo.issues.filter((i) => i.state === 'open').length;
  const host = new URL(view.serverUrl).host;
  const now = view.state.now();
  return {
    id: repo.id,
    node_id: repo.nodeId,
    name: repo.name,
    full_name: fullName,
    private: repo.private,
    owner: userJson(view, repo.owner),
    html_url: html,
    description: null,
    fork: false,
    url: api,
    archive_url: `${api}/{archive_format}{/ref}`,
    assignees_url: `${api}/assignees{/user}`,
    blobs_url: `${api}/git/blobs{/sha}`,
    branches_url: `${api}/branches{/branch}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    comments_url: `${api}/comments{/number}`,
    commits_url: `${api}/commits{/sha}`,
    compare_url: `${api}/compare/{base}...{head}`,
    contents_url: `${api}/contents/{+path}`,
    contributors_url: `${api}/contributors`,
    deployments_url: `${api}/deployments`,
    downloads_url: `${api}/downloads`,
    events_url: `${api}/events`,
    forks_url: `${api}/forks`,
    git_commits_url: `${api}/git/commits{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_url: `git://${host}/${fullName}.git`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    issue_events_url: `${api}/issues/events{/number}`,
    issues_url: `${api}/issues{/number}`,
    keys_url: `${api}/keys{/key_id}`,
    labels_url: `${api}/labels{/name}`,
    languages_url: `${api}/languages`,
    merges_url: `${api}/merges`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    pulls_url: `${api}/pulls{/number}`,
    releases_url: `${api}/releases{/id}`,
    ssh_url: `git@${host}:${fullName}.git`,
    stargazers_url: `${api}/stargazers`,
    statuses_url: `${api}/statuses/{sha}`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    tags_url: `${api}/tags`,
    teams_url: `${api}/teams`,
    trees_url: `${api}/git/trees{/sha}`,
    clone_url: `${view.serverUrl}/${fullName}.git`,
    mirror_url: null,
    hooks_url: `${api}/hooks`,
    svn_url: html,
    homepage: null,
    language: 'TypeScript',
    forks_count: 0,
    stargazers_count: 0,
    watchers_count: 0,
    size: 0,
    default_branch: repo.defaultBranch,
    open_issues_count: openIssues,
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: repo.private ? ('private' as const) : ('public' as const),
    pushed_at: now,
    created_at: REPOSITORY_CREATED_AT,
    updated_at: now,
    allow_forking: true,
    web_commit_signoff_required: false,
    license: null,
    forks: 0,
    open_issues: openIssues,
    watchers: 0,
    allow_merge_commit: repo.allowedMergeMethods.includes('merge'),
    allow_squash_merge: repo.allowedMergeMethods.includes('squash'),
    allow_rebase_merge: repo.allowedMergeMethods.includes('rebase'),
    delete_branch_on_merge: repo.deleteBranchOnMerge,
  } satisfies Schemas['minimal-repository'] & Schemas['repository-webhooks'];
}

/** `permissions` as the token's account holds them on `repo`. */
export function permissionsJson(view: View, repo: Repository, account: Account) {
  const permission = view.state.permissionOf(repo, account);
  const rank = ['none', 'read', 'triage', 'write', 'maintain', 'admin'].indexOf(permission);
  return { admin: rank >= 5, maintain: rank >= 4, push: rank >= 3, triage: rank >= 2, pull: rank >= 1 };
}

export function repositoryJson(view: View, repo: Repository, viewer?: Account): Schemas['repository'] {
  return { ...repositoryCore(view, repo), ...(viewer ? { permissions: permissionsJson(view, repo, viewer) } : {}) };
}

export function fullRepositoryJson(view: View, repo: Repository, viewer: Account): Schemas['full-repository'] {
  return {
    ...repositoryCore(view, repo),
    permissions: permissionsJson(view, repo, viewer),
    ...(repo.owner.type === 'Organization' ? { organization: userJson(view, repo.owner) } : {}),
    subscribers_count: 0,
    network_count: 0,
    squash_merge_commit_title: 'COMMIT_OR_PR_TITLE',
    squash_merge_commit_message: 'COMMIT_MESSAGES',
    merge_commit_title: 'MERGE_MESSAGE',
    merge_commit_message: 'PR_TITLE',
    allow_auto_merge: repo.allowAutoMerge ?? true,
    allow_update_branch: false,
    use_squash_pr_title_as_default: false,
  };
}

export function labelJson(view: View, repo: Repository, label: Label) {
  return {
    id: label.id,
    node_id: label.nodeId,
    url: `${repoApiUrl(view, repo)}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    // The state keeps no label descriptions; GitHub answers null for a label without one.
    description: null,
    color: label.color,
    default: false,
  } satisfies Schemas['label'];
}

export type AuthorAssociation = Schemas['author-association'];

/** OWNER for the repository's owner, COLLABORATOR for anyone granted access, NONE otherwise. */
export function authorAssociation(repo: Repository, account: Account): AuthorAssociation {
  if (account.id === repo.owner.id) return 'OWNER';
  const granted = repo.collaborators.get(account.login.toLowerCase());
  return granted && granted !== 'none' ? 'COLLABORATOR' : 'NONE';
}

export function reactionsJson(url: string) {
  return {
    url: `${url}/reactions`,
    total_count: 0,
    '+1': 0,
    '-1': 0,
    laugh: 0,
    hooray: 0,
    confused: 0,
    heart: 0,
    rocket: 0,
    eyes: 0,
  } satisfies Schemas['reaction-rollup'];
}

/** A GitHub App as check runs and `performed_via_github_app` show it, from its bot account. */
export function integrationJson(view: View, app: Account) {
  const slug = app.login.replace(/\[bot\]$/, '');
  const owner: Account = { id: app.id, login: slug, type: 'Organization', nodeId: app.nodeId };
  return {
    id: app.id,
    slug,
    node_id: app.nodeId,
    owner: userJson(view, owner),
    name: slug,
    description: null,
    external_url: `${view.serverUrl}/apps/${slug}`,
    html_url: `${view.serverUrl}/apps/${slug}`,
    created_at: REPOSITORY_CREATED_AT,
    updated_at: REPOSITORY_CREATED_AT,
    permissions: { checks: 'write', contents: 'write', issues: 'write', metadata: 'read', pull_requests: 'write' },
    events: ['check_run', 'check_suite', 'issue_comment', 'pull_request', 'pull_request_review'],
  } satisfies NonNullable<Schemas['nullable-integration']>;
}
