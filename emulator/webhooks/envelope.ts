// What every webhook payload carries besides its subject: `repository`, `sender` and, for an
// organization's repository, `organization`, all taken from the emulator state. URLs follow the
// emulator when the builders get one, else github.com's.

import type { components } from '@octokit/openapi-types';
import { GitHubState, type Account, type Repository } from '../state.js';
import type { CommitInfo } from '../rest/git-data.js';
import { repositoryCore, userJson, type View } from '../rest/json-core.js';
import { pickExample } from './examples.js';

export type Schemas = components['schemas'];

/** The emulator (its state and URLs) or a bare state, whose payloads then point at github.com. */
export type WebhookSource = GitHubState | View;

export function viewOf(source: WebhookSource): View {
  return source instanceof GitHubState ? { state: source, apiUrl: 'https://api.github.com', serverUrl: 'https://github.com' } : source;
}

export interface Envelope {
  repository: Schemas['repository-webhooks'];
  sender: Schemas['simple-user'];
  organization?: Schemas['organization-simple-webhooks'];
}

/**
 * The example for `event`/`action`, typed as the webhook schema it is GitHub's instance of (the
 * one trusted step: the builders then overwrite every field the emulator knows with checked
 * values), with its envelope replaced by the emulator's.
 */
export function fromExample<T extends Envelope>(
  view: View,
  repo: Repository,
  sender: Account,
  event: string,
  options: { action?: string; keepInstallation?: boolean } = {},
): T {
  const organization = repo.owner.type === 'Organization';
  const example = pickExample(event, { organization, ...(options.action === undefined ? {} : { action: options.action }) }) as unknown as T & {
    installation?: unknown;
  };
  // The emulator has no app installations: the example's would be an id from another world, so it
  // goes, except where the schema requires one (repository_dispatch).
  const { organization: _theirs, installation, ...rest } = example;
  return {
    ...rest,
    ...(options.keepInstallation && installation !== undefined ? { installation } : {}),
    ...envelope(view, repo, sender, example.repository),
  } as unknown as T;
}

export function envelope(view: View, repo: Repository, sender: Account, exampleRepository?: Schemas['repository-webhooks']): Envelope {
  const { organization: _theirs, template_repository: _template, ...extra } = exampleRepository ?? ({} as Partial<Schemas['repository-webhooks']>);
  const isOrganization = repo.owner.type === 'Organization';
  return {
    repository: {
      ...extra,
      ...repositoryCore(view, repo),
      ...(isOrganization ? { organization: userJson(view, repo.owner) } : {}),
    },
    sender: userJson(view, sender),
    ...(isOrganization ? { organization: organizationJson(view, repo.owner) } : {}),
  };
}

export function organizationJson(view: View, owner: Account): Schemas['organization-simple-webhooks'] {
  const api = `${view.apiUrl}/orgs/${owner.login}`;
  return {
    login: owner.login,
    id: owner.id,
    node_id: owner.nodeId,
    url: api,
    repos_url: `${api}/repos`,
    events_url: `${api}/events`,
    hooks_url: `${api}/hooks`,
    issues_url: `${api}/issues`,
    members_url: `${api}/members{/member}`,
    public_members_url: `${api}/public_members{/member}`,
    avatar_url: `${view.serverUrl}/avatars/u/${owner.id}?v=4`,
    description: null,
  };
}

/** `value` without `keys`: for example fields that must go (a `pull_request` key on a plain issue). */
export function without<T extends object, K extends PropertyKey>(value: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...value } as Record<PropertyKey, unknown>;
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}

/** A commit as check suites and workflow runs show their head (`head_commit`). */
export function headCommitJson(commit: CommitInfo) {
  return {
    id: commit.sha,
    tree_id: commit.tree,
    message: commit.message,
    timestamp: commit.committer.date,
    author: { name: commit.author.name, email: commit.author.email },
    committer: { name: commit.committer.name, email: commit.committer.email },
  };
}
