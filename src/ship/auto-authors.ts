// Whether a pull request's author is one `ship.auto.authors` names. Bots and `login:id` entries are
// matched by id (core/account.ts). A bare person's login is bound to the account that held it the
// first time tend trusted it (store/login-bindings.ts), read and written only then: a later holder
// of the same login (the first account deleted, its login registered again) is refused in one line.

import { type AccountMatcher, matchesAccount } from '../core/account.js';
import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { labelledIssueStore } from '../github/labelled-issues.js';
import { checkLogin, LOGINS_LABEL, LOGINS_TITLE, readLoginBindings, renderLoginBindings } from '../store/login-bindings.js';
import { findOwnRecord, saveOwnRecord } from '../store/unique-record.js';

interface AuthorDeps {
  octokit: Octokit;
  repo: RepoRef;
  selfId: number;
  configPath: string;
  now: () => Date;
  log: (line: string) => void;
}

export async function autoAuthorMatches(deps: AuthorDeps, authors: readonly AccountMatcher[], author: { login: string; id: number; type: string } | null, number: number): Promise<boolean> {
  if (author === null) return false;
  if (authors.some((a) => 'id' in a && matchesAccount(author, a))) return true;
  const named = authors.find((a) => 'login' in a && matchesAccount(author, a));
  if (!named || !('login' in named)) return false;
  // Found whatever a triage-role user does to it (closes it, takes its label off): a lost record
  // would bind the login afresh, to whoever holds it now.
  const store = labelledIssueStore(deps.octokit, deps.repo, { label: LOGINS_LABEL, title: LOGINS_TITLE, closedToo: true, byTitle: { selfId: deps.selfId } });
  const found = findOwnRecord(await store.list(), deps.selfId);
  const check = checkLogin(readLoginBindings(found.record?.body ?? null), named.login, author, deps.now().toISOString());
  if (!check.trusted) {
    deps.log(`ship.auto: '${named.login}' in ${deps.configPath} named account ${check.boundId} when first trusted (${check.since}); the author of #${number} holds that login as account ${author.id}, so it is not trusted: write ${named.login}:${author.id} to trust this account.`);
    return false;
  }
  if (check.bindings) await saveOwnRecord(store, deps.selfId, found, renderLoginBindings(check.bindings));
  return true;
}
