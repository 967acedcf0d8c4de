import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/store/marker.ts
var SUFFIX = " -->";
function encodeMarker(state, kind = "state") {
  const json = escapeDashesInStrings(JSON.stringify(state)).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");
  return `<!-- tend:${kind} ${json}${SUFFIX}`;
}
__name(encodeMarker, "encodeMarker");
function escapeDashesInStrings(json) {
  let out = "";
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const c = json[i];
    if (inString && c === "\\") {
      out += c + json[i + 1];
      i += 1;
    } else {
      if (c === '"') inString = !inString;
      out += inString && c === "-" ? "\\u002d" : c;
    }
  }
  return out;
}
__name(escapeDashesInStrings, "escapeDashesInStrings");
function repairEscapedNumbers(json) {
  return json.replace(/([0-9][eE]|[:,[])\\u002d(?=[0-9])/g, "$1-");
}
__name(repairEscapedNumbers, "repairEscapedNumbers");
function decodeMarker(body, kind = "state") {
  const json = trailingMarker(body, kind);
  if (json === null) return void 0;
  try {
    return JSON.parse(json);
  } catch {
    try {
      return JSON.parse(repairEscapedNumbers(json));
    } catch {
      return void 0;
    }
  }
}
__name(decodeMarker, "decodeMarker");
function hasMarker(body) {
  return trailingMarker(body, "state") !== null;
}
__name(hasMarker, "hasMarker");
function trailingMarker(body, kind) {
  const match = TRAILING_MARKER.exec(body);
  if (!match || match[1] !== kind) return null;
  return match[2] ?? "";
}
__name(trailingMarker, "trailingMarker");
function endsWithOwnMarker(body, kind) {
  const match = TRAILING_MARKER.exec(body);
  return match !== null && (kind === null || match[1] === kind);
}
__name(endsWithOwnMarker, "endsWithOwnMarker");
var TRAILING_MARKER = /<!-- tend:([a-z][a-z-]*)(?: ([^<>]*?))? -->\s*$/;

export {
  encodeMarker,
  decodeMarker,
  hasMarker,
  trailingMarker,
  endsWithOwnMarker
};
