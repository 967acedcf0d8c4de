// Review bots tend knows by name. GitHub accounts are matched by type and numeric id, never by a
// login alone: anyone can register `coderabbitai` as a user, and GraphQL shows an App's login
// without the `[bot]` suffix REST carries. Ids are the public account ids of these Apps.

import type { AccountMatcher, BotAccount } from '../core/account.js';

export const KNOWN_BOTS: readonly BotAccount[] = [
  { name: 'coderabbit', login: 'coderabbitai[bot]', id: 136622811, appSlug: 'coderabbitai' },
  // Copilot's reviewer appears as `Copilot`, `copilot-pull-request-reviewer[bot]` and more
  // depending on the surface; the account id is the same everywhere.
  { name: 'copilot', login: 'Copilot', id: 175728472, appSlug: 'copilot-pull-request-reviewer' },
  { name: 'gemini', login: 'gemini-code-assist[bot]', id: 176961590, appSlug: 'gemini-code-assist' },
  { name: 'sourcery', login: 'sourcery-ai[bot]', id: 58596630, appSlug: 'sourcery-ai' },
  { name: 'claude', login: 'claude[bot]', id: 209825114, appSlug: 'claude' },
  { name: 'github-actions', login: 'github-actions[bot]', id: 41898282, appSlug: 'github-actions' },
];

/** The account GITHUB_TOKEN acts as: its own comments and pushes come from here. */
export const GITHUB_ACTIONS_BOT = KNOWN_BOTS.find((b) => b.name === 'github-actions')!;

/**
 * Parses one bot reference: a known short name (`coderabbit`) or `login:id`
 * (`my-reviewer[bot]:12345`). Returns null when it is neither.
 */
export function parseBotReference(reference: string): BotAccount | null {
  const text = reference.trim();
  const known = KNOWN_BOTS.find((b) => b.name === text.toLowerCase());
  if (known) return known;
  const match = /^([A-Za-z0-9][A-Za-z0-9-]*(?:\[bot\])?):(\d{1,12})$/.exec(text);
  if (!match) return null;
  return { name: match[1]!, login: match[1]!, id: Number(match[2]), appSlug: match[1]!.replace(/\[bot\]$/, '') };
}


/**
 * Parses one `ship.auto.authors` entry: a known bot's short name or `login[bot]:id` (a Bot, by
 * id), `login:id` (a User, by id), or a bare `login` (a User, by login: entries written before ids
 * keep working for people, and never match a bot). A bare `login[bot]` cannot be matched safely
 * (its id is not known): null, and the caller says what to write.
 */
export function parseAuthorReference(reference: string): AccountMatcher | null {
  const text = reference.trim();
  const known = KNOWN_BOTS.find((b) => b.name === text.toLowerCase());
  if (known) return { type: 'Bot', id: known.id, name: known.login };
  const withId = /^([A-Za-z0-9][A-Za-z0-9-]*)(\[bot\])?:(\d{1,12})$/.exec(text);
  if (withId) return { type: withId[2] ? 'Bot' : 'User', id: Number(withId[3]), name: `${withId[1]!}${withId[2] ?? ''}` };
  if (/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(text)) return { type: 'User', login: text, name: text };
  return null;
}
