// How each review bot is asked to review a head tend pushed, when it does not review new heads by
// itself (GitHub rule P10, emulator/RULES.md): Copilot by a review request, Gemini Code Assist by a
// `/gemini review` comment. `.github/tend.yml` may change any bot's way or turn it off:
//
//   ask-again:
//     copilot: request-review      # a review request to the bot's [bot] login
//     gemini: /gemini review       # any other text: a comment tend posts
//     codex: never                 # never ask
//
// Pure: settings.ts applies it to the configured review bots.

import { ConfigError } from '../core/errors.js';
import { type BotAccount } from '../core/account.js';

export type AskAgain =
  /** A review request to `login`, the bot's REST login with `[bot]` (GitHub refuses it without). */
  | { how: 'request-review'; login: string }
  | { how: 'comment'; text: string }
  | { how: 'never' };

export interface BotAskAgain {
  bot: BotAccount;
  ask: Exclude<AskAgain, { how: 'never' }>;
}

/** The longest comment text tend posts to ask a bot. */
export const ASK_TEXT_LIMIT = 200;

/**
 * The bots known not to review a new head by themselves, and how each is asked: Copilot
 * (https://docs.github.com/en/copilot/how-tos/copilot-on-github/use-copilot-agents/copilot-code-review,
 * "Copilot does not automatically re-review when you push new changes") and Gemini Code Assist
 * (https://developers.google.com/gemini-code-assist/docs/use-code-assist-github, `/gemini review`).
 * Copilot's reviewer is asked by its REST login, not the `Copilot` GraphQL shows.
 */
const DEFAULTS: Readonly<Record<string, AskAgain>> = {
  copilot: { how: 'request-review', login: 'copilot-pull-request-reviewer[bot]' },
  gemini: { how: 'comment', text: '/gemini review' },
};

/**
 * The review bots tend asks after it pushes, from the defaults and the file's `ask-again` map
 * (bot name → `request-review` | `never` | comment text). A key that is not one of `reviewBots`, a
 * text over ASK_TEXT_LIMIT or on several lines, or one that is a tend command, throws one line.
 */
export function askAgainFor(reviewBots: readonly BotAccount[], configured: Readonly<Record<string, string>> | undefined, configPath: string): BotAskAgain[] {
  const names = reviewBots.map((b) => b.name.toLowerCase());
  for (const key of Object.keys(configured ?? {})) {
    if (!names.includes(key.toLowerCase())) {
      throw new ConfigError(`${configPath}: 'ask-again' names '${key}', which is not one of review-bots (${reviewBots.map((b) => b.name).join(', ')}); expected a review bot's name.`);
    }
  }
  const asks: BotAskAgain[] = [];
  for (const bot of reviewBots) {
    const value = Object.entries(configured ?? {}).find(([key]) => key.toLowerCase() === bot.name.toLowerCase())?.[1];
    const ask = value === undefined ? DEFAULTS[bot.name] : parseAsk(value, bot, configPath);
    if (ask !== undefined && ask.how !== 'never') asks.push({ bot, ask });
  }
  return asks;
}

function parseAsk(value: string, bot: BotAccount, configPath: string): AskAgain {
  const text = value.trim();
  if (text === 'never') return { how: 'never' };
  if (text === 'request-review') {
    const known = DEFAULTS[bot.name];
    const login = known?.how === 'request-review' ? known.login : bot.login.endsWith('[bot]') ? bot.login : `${bot.login}[bot]`;
    return { how: 'request-review', login };
  }
  const problem =
    text === '' ? 'is empty'
    : text.length > ASK_TEXT_LIMIT ? `is longer than ${ASK_TEXT_LIMIT} characters`
    : /[\r\n]/.test(text) ? 'spans several lines'
    : /^\/tend\b/i.test(text) ? 'is a tend command'
    : null;
  if (problem) {
    throw new ConfigError(`${configPath}: 'ask-again.${bot.name}' ${problem}; expected request-review, never, or a one-line comment of at most ${ASK_TEXT_LIMIT} characters that asks the bot (e.g. /gemini review).`);
  }
  return { how: 'comment', text };
}
