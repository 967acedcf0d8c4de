import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/core/message-link.ts
var MESSAGE_LINK_CHARS = 500;
var HOSTS = {
  slack: /* @__PURE__ */ __name((host) => /^[a-z0-9-]+(\.enterprise)?\.slack\.com$/.test(host), "slack"),
  discord: /* @__PURE__ */ __name((host) => host === "discord.com", "discord"),
  teams: /* @__PURE__ */ __name((host) => host === "teams.microsoft.com", "teams")
};
function platformMessageLink(platform, link) {
  if (!link || link.length > MESSAGE_LINK_CHARS) return null;
  const isHost = HOSTS[platform];
  if (!isHost || !URL.canParse(link)) return null;
  const url = new URL(link);
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.port !== "" || !isHost(url.hostname)) return null;
  return url.href;
}
__name(platformMessageLink, "platformMessageLink");
function markdownLinkTarget(link) {
  return link.replace(/[()<>\s`[\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
__name(markdownLinkTarget, "markdownLinkTarget");

export {
  MESSAGE_LINK_CHARS,
  platformMessageLink,
  markdownLinkTarget
};
