import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/core/redact.ts
var DASH = String.raw`(?:-|\\u002d)`;
var CREDENTIAL_SHAPES = [
  /\bgh[pousr]_[A-Za-z0-9]{20,255}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,255}\b/g,
  new RegExp(String.raw`\bsk${DASH}ant${DASH}(?:[A-Za-z0-9_]|${DASH}){10,}\b`, "g"),
  new RegExp(String.raw`\bxox[abposr]${DASH}(?:[A-Za-z0-9]|${DASH}){10,}\b`, "g"),
  /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g
];
var REDACTED = "***";
function redactor(secrets) {
  const values = /* @__PURE__ */ new Set();
  for (const secret of secrets) {
    if (!secret || secret.length < 4) continue;
    values.add(secret);
    values.add(secret.replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/-/g, "\\u002d"));
    values.add(Buffer.from(secret).toString("base64"));
    values.add(Buffer.from(`x-access-token:${secret}`).toString("base64"));
  }
  const ordered = [...values].sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const value of ordered) out = out.split(value).join(REDACTED);
    for (const shape of CREDENTIAL_SHAPES) out = out.replace(shape, REDACTED);
    return out;
  };
}
__name(redactor, "redactor");

export {
  redactor
};
