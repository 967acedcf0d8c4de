// GitHub accounts as tend compares them: by type and numeric id, never by a login alone. Anyone
// can register `coderabbitai` as a user, and GraphQL shows an App's login without the `[bot]`
// suffix REST carries.

import * as z from 'zod';

/** An account as webhook payloads carry it (`user`, `sender`, `comment.user`). */
export const AccountSchema = z.looseObject({ login: z.string(), id: z.number(), type: z.string() });
export type Account = z.infer<typeof AccountSchema>;

export interface BotAccount {
  /** Short name used in configuration (`review-bots: coderabbit, gemini`). */
  name: string;
  /** REST login (with `[bot]` where GitHub shows it). */
  login: string;
  id: number;
  /** The App's slug: how its check runs are recognised (an App's id differs from its account's). */
  appSlug: string;
}

interface AccountRef {
  login: string;
  id: number;
  type: string;
}

/** True when `account` is one of `bots`: a Bot-typed account with the same id. */
export function isBot(account: AccountRef, bots: readonly BotAccount[]): boolean {
  return account.type === 'Bot' && bots.some((b) => b.id === account.id);
}

/**
 * An account named in configuration (`ship.auto.authors`): by type and id, as bots are; or, for a
 * person only, by login (what the configuration held before ids: a login names one User at a
 * time, while a bot's login is not its own, as GraphQL shows `renovate` for `renovate[bot]`).
 */
export type AccountMatcher = { type: 'User' | 'Bot'; id: number; name: string } | { type: 'User'; login: string; name: string };

/** True when `account` is the one `matcher` names: the same type, and the same id (or, for a person named by login, the same login). */
export function matchesAccount(account: AccountRef, matcher: AccountMatcher): boolean {
  if (account.type !== matcher.type) return false;
  return 'id' in matcher ? account.id === matcher.id : account.login.toLowerCase() === matcher.login.toLowerCase();
}
