// GitHub accounts as tend compares them: by type and numeric id, never by a login alone. Anyone
// can register `coderabbitai` as a user, and GraphQL shows an App's login without the `[bot]`
// suffix REST carries.

import { z } from 'zod';

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
