import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/core/labels.ts
var ACTIVE_LABEL = "tend:active";
var HOLD_LABEL = "tend:hold";
var LEARNINGS_LABEL = "tend:learnings";
var LOGINS_LABEL = "tend:logins";
var AWAITS_LABEL_PREFIX = "tend:awaits ";
var LABEL_NAME_LIMIT = 50;
function awaitsLabel(login) {
  const name = `${AWAITS_LABEL_PREFIX}${login}`;
  return name.length <= LABEL_NAME_LIMIT ? name : null;
}
__name(awaitsLabel, "awaitsLabel");
function awaitedLogin(label) {
  if (label.slice(0, AWAITS_LABEL_PREFIX.length).toLowerCase() !== AWAITS_LABEL_PREFIX) return null;
  const login = label.slice(AWAITS_LABEL_PREFIX.length).trim();
  return login === "" ? null : login;
}
__name(awaitedLogin, "awaitedLogin");
var AWAITS_QUERY = "awaits";
function skipsReviews(label) {
  const name = `|${label}`;
  return name.toLowerCase().includes(`|${AWAITS_LABEL_PREFIX}`) || name.toUpperCase().includes(`|${AWAITS_LABEL_PREFIX.toUpperCase()}`);
}
__name(skipsReviews, "skipsReviews");
function awaitsLabelOf(label, login) {
  return /^[\x20-\x7e]*$/.test(label) && label.toLowerCase() === `${AWAITS_LABEL_PREFIX}${login}`.toLowerCase();
}
__name(awaitsLabelOf, "awaitsLabelOf");
var AWAITS_LABEL_DESCRIPTION = "tend waits for this review bot; other reviews start no tend job meanwhile";

export {
  ACTIVE_LABEL,
  HOLD_LABEL,
  LEARNINGS_LABEL,
  LOGINS_LABEL,
  awaitsLabel,
  awaitedLogin,
  AWAITS_QUERY,
  skipsReviews,
  awaitsLabelOf,
  AWAITS_LABEL_DESCRIPTION
};
