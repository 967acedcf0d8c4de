// The Query root: entry points into the state, plus `rateLimit` for the request being answered.

import { GitHubError } from '../state.js';
import { ActorView } from './actors.js';
import { connection, type PageArgs } from './connection.js';
import { canSee, type Context } from './context.js';
import { PullRequestView, viewOfIssue } from './issues.js';
import { nodeView } from './nodes.js';
import { repositoryByName } from './repository.js';
import { matchesIssue, parseIssueQuery, sortIssues } from './search.js';
import { indexIssue, type IndexedIssue } from './search-index.js';
import type { Issue } from '../state.js';

export interface RateLimitView {
  cost: number;
  limit: number;
  remaining: number;
  used: number;
  resetAt: string;
  nodeCount: number;
}

export function queryRoot(ctx: Context, rateLimit: RateLimitView) {
  const account = (login: string, type: 'User' | 'Organization') => {
    const found = ctx.state.accountByAnyLogin(login);
    return found && found.type === type ? new ActorView(ctx, found) : null;
  };

  return {
    viewer: new ActorView(ctx, ctx.viewer, true),

    rateLimit: () => rateLimit,

    repository: ({ owner, name }: { owner: string; name: string }) => repositoryByName(ctx, owner, name),

    node: ({ id }: { id: string }) => nodeView(ctx, id),

    /** A missing id fails only its own slot (`path: ["nodes", i]`), as on github.com. */
    nodes: ({ ids }: { ids: string[] }) =>
      ids.map((id) => {
        try {
          return nodeView(ctx, id);
        } catch (error) {
          return error as Error;
        }
      }),

    user({ login }: { login: string }) {
      const found = account(login, 'User');
      if (!found) throw new GitHubError(404, `Could not resolve to a User with the login of '${login}'.`, 'NOT_FOUND');
      return found;
    },

    organization({ login }: { login: string }) {
      const found = account(login, 'Organization');
      if (!found) throw new GitHubError(404, `Could not resolve to an Organization with the login of '${login}'.`, 'NOT_FOUND');
      return found;
    },

    repositoryOwner: ({ login }: { login: string }) => account(login, 'User') ?? account(login, 'Organization'),

    search(args: PageArgs & { query: string; type: string }) {
      const counts = { issueCount: 0, repositoryCount: 0, userCount: 0, codeCount: 0, wikiCount: 0, discussionCount: 0 };
      if (args.type !== 'ISSUE') return connection([], args, counts);
      const query = parseIssueQuery(args.query);
      // Matched against the index, which lags the repository (search-index.ts); the nodes are read live.
      const indexed = ctx.state.searchLag ? ctx.state.searchIndex.documents(ctx.reader, () => indexNow(ctx)) : null;
      const found = ctx.state.repositories
        .filter((repo) => canSee(ctx, repo))
        .flatMap((repo) =>
          repo.issues
            .filter((issue) => {
              const doc = indexed ? indexed.get(issue) : { issue, head: null };
              if (!doc) return false; // not indexed yet
              const view = viewOfIssue(ctx, repo, issue);
              const hasCommit = (prefix: string) => view instanceof PullRequestView && view.hasCommitStartingWith(prefix, doc.head ?? undefined);
              return matchesIssue(query, ctx.state.fullName(repo), doc.issue, hasCommit);
            })
            .map((issue) => viewOfIssue(ctx, repo, issue)),
        );
      const sorted = sortIssues(query, found);
      return connection(sorted, args, { ...counts, issueCount: sorted.length });
    },
  };
}

/** Every issue and pull request of the state indexed as it is now (search-index.ts). */
function indexNow(ctx: Context): Map<Issue, IndexedIssue> {
  const docs = new Map<Issue, IndexedIssue>();
  for (const repo of ctx.state.repositories) {
    for (const issue of repo.issues) docs.set(issue, indexIssue(issue, (i) => (i.pull ? ctx.state.headOid(repo, i as Issue & { pull: NonNullable<Issue['pull']> }) : null)));
  }
  return docs;
}
