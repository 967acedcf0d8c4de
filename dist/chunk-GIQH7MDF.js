import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  looseObject,
  number,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/core/account.ts
var AccountSchema = looseObject({ login: string(), id: number(), type: string() });
function isBot(account, bots) {
  return account.type === "Bot" && bots.some((b) => b.id === account.id);
}
__name(isBot, "isBot");
function matchesAccount(account, matcher) {
  if (account.type !== matcher.type) return false;
  return "id" in matcher ? account.id === matcher.id : account.login.toLowerCase() === matcher.login.toLowerCase();
}
__name(matchesAccount, "matchesAccount");

export {
  AccountSchema,
  isBot,
  matchesAccount
};
