import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/config/known-bots.ts
var KNOWN_BOTS = [
  { name: "coderabbit", login: "coderabbitai[bot]", id: 136622811, appSlug: "coderabbitai" },
  // Copilot's reviewer appears as `Copilot`, `copilot-pull-request-reviewer[bot]` and more
  // depending on the surface; the account id is the same everywhere.
  { name: "copilot", login: "Copilot", id: 175728472, appSlug: "copilot-pull-request-reviewer" },
  { name: "gemini", login: "gemini-code-assist[bot]", id: 176961590, appSlug: "gemini-code-assist" },
  { name: "sourcery", login: "sourcery-ai[bot]", id: 58596630, appSlug: "sourcery-ai" },
  // Claude's GitHub App: claude-code-action and Claude's managed Code Review both post as it.
  { name: "claude", login: "claude[bot]", id: 209825114, appSlug: "claude" },
  // The ids below are public: GitHub writes an account's commits as `<id>+<login>@users.noreply.github.com`,
  // and each id was found that way (and in public bot registries) in public repositories.
  // OpenAI Codex code review. `199175422+chatgpt-codex-connector[bot]@users.noreply.github.com` in
  // mat-1/slopcheck src/indicators/commits.rs; the App is 1144995 (avatars.githubusercontent.com/in/1144995).
  { name: "codex", login: "chatgpt-codex-connector[bot]", id: 199175422, appSlug: "chatgpt-codex-connector" },
  // Cursor Bugbot. `cursor[bot] <206951365+cursor[bot]@users.noreply.github.com>` in public commit
  // trailers; the App is 1210556 (avatars.githubusercontent.com/in/1210556).
  { name: "bugbot", login: "cursor[bot]", id: 206951365, appSlug: "cursor" },
  // Greptile. `165735046+greptile-apps[bot]@users.noreply.github.com` in mat-1/slopcheck
  // src/indicators/commits.rs; the App is 867647.
  { name: "greptile", login: "greptile-apps[bot]", id: 165735046, appSlug: "greptile-apps" },
  // Graphite's reviewer. `96075541+graphite-app[bot]@users.noreply.github.com` in mat-1/slopcheck
  // src/indicators/commits.rs; the App is 158384.
  { name: "graphite", login: "graphite-app[bot]", id: 96075541, appSlug: "graphite-app" },
  // Qodo: one account, renamed from qodo-merge-pro[bot] to qodo-code-review[bot] (both spell
  // `151058649+…@users.noreply.github.com` in public commit trailers); the App is 484649.
  { name: "qodo", login: "qodo-code-review[bot]", id: 151058649, appSlug: "qodo-code-review" },
  // Devin. `Devin <158243242+devin-ai-integration[bot]@users.noreply.github.com>`, the trailer Devin
  // itself writes on its commits (public in many repositories).
  { name: "devin", login: "devin-ai-integration[bot]", id: 158243242, appSlug: "devin-ai-integration" },
  // Ellipsis. `ellipsis-dev[bot] <65095814+ellipsis-dev[bot]@users.noreply.github.com>`, the
  // co-author trailer GitHub writes when a suggestion of Ellipsis is committed (public commits).
  { name: "ellipsis", login: "ellipsis-dev[bot]", id: 65095814, appSlug: "ellipsis-dev" },
  // Amazon Q Developer. `208079219+amazon-q-developer[bot]@users.noreply.github.com` in public bot
  // registries (e.g. CHAOSS-derived lists of AI accounts).
  { name: "amazon-q", login: "amazon-q-developer[bot]", id: 208079219, appSlug: "amazon-q-developer" },
  { name: "github-actions", login: "github-actions[bot]", id: 41898282, appSlug: "github-actions" }
];
var GITHUB_ACTIONS_BOT = KNOWN_BOTS.find((b) => b.name === "github-actions");
function parseBotReference(reference) {
  const text = reference.trim();
  const known = KNOWN_BOTS.find((b) => b.name === text.toLowerCase());
  if (known) return known;
  const match = /^([A-Za-z0-9][A-Za-z0-9-]*(?:\[bot\])?):(\d{1,12})$/.exec(text);
  if (!match) return null;
  return { name: match[1], login: match[1], id: Number(match[2]), appSlug: match[1].replace(/\[bot\]$/, "") };
}
__name(parseBotReference, "parseBotReference");
function parseAuthorReference(reference) {
  const text = reference.trim();
  const known = KNOWN_BOTS.find((b) => b.name === text.toLowerCase());
  if (known) return { type: "Bot", id: known.id, name: known.login };
  const withId = /^([A-Za-z0-9][A-Za-z0-9-]*)(\[bot\])?:(\d{1,12})$/.exec(text);
  if (withId) return { type: withId[2] ? "Bot" : "User", id: Number(withId[3]), name: `${withId[1]}${withId[2] ?? ""}` };
  if (/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(text)) return { type: "User", login: text, name: text };
  return null;
}
__name(parseAuthorReference, "parseAuthorReference");

export {
  KNOWN_BOTS,
  GITHUB_ACTIONS_BOT,
  parseBotReference,
  parseAuthorReference
};
