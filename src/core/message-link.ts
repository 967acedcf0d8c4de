// A link to one chat message, as the thread's issue shows it next to the message (or its first
// words, chat.redact-messages): how a reader of the issue finds the message in the channel without
// GitHub holding its text. The link comes from outside (a platform's API answer, a dispatch
// payload), so it is kept only when it is an https URL on that platform's own host: a link that
// points anywhere else (a look-alike host, another scheme) is dropped, never shown.

import type { ChatPlatform } from './chat-event.js';

/** Longest link kept: real permalinks are well under it; anything longer is not one. */
export const MESSAGE_LINK_CHARS = 500;

/**
 * The hosts each platform's message links live on. Slack: `https://<workspace>.slack.com/archives/…`
 * (docs.slack.dev chat.getPermalink; auth.test's `url` is the workspace's). Discord:
 * `https://discord.com/channels/<guild or @me>/<channel>/<message>` (discord.js formatters
 * messageLink). Teams: the Graph chatMessage's `webUrl`, `https://teams.microsoft.com/l/message/…`.
 * Mattermost is self-hosted and Lark's hosts are its adapter's: neither has a fixed host here, so
 * neither gets a link from this check.
 */
const HOSTS: Partial<Record<ChatPlatform, (host: string) => boolean>> = {
  slack: (host) => /^[a-z0-9-]+(\.enterprise)?\.slack\.com$/.test(host),
  discord: (host) => host === 'discord.com',
  teams: (host) => host === 'teams.microsoft.com',
};

/** The link when it is an https URL on the platform's host, in its normalised form; else null. */
export function platformMessageLink(platform: ChatPlatform, link: string | null | undefined): string | null {
  if (!link || link.length > MESSAGE_LINK_CHARS) return null;
  const isHost = HOSTS[platform];
  if (!isHost || !URL.canParse(link)) return null;
  const url = new URL(link);
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '' || !isHost(url.hostname)) return null;
  return url.href;
}

/**
 * The link as a Markdown link destination: characters that could end it or start other Markdown
 * (parentheses, angle brackets, spaces, backticks) are percent-encoded, which keeps the URL the same.
 */
export function markdownLinkTarget(link: string): string {
  return link.replace(/[()<>\s`[\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
