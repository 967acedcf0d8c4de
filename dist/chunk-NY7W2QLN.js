import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);

// src/core/labels.ts
var ACTIVE_LABEL = "tend:active";
var HOLD_LABEL = "tend:hold";
var LEARNINGS_LABEL = "tend:learnings";
var LOGINS_LABEL = "tend:logins";

export {
  ACTIVE_LABEL,
  HOLD_LABEL,
  LEARNINGS_LABEL,
  LOGINS_LABEL
};
