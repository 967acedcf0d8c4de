import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  number,
  object,
  string
} from "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/pull-review.ts
var PullForReview = object({
  number: number(),
  state: string(),
  title: string(),
  body: string().nullable(),
  head: object({ sha: string(), ref: string(), repo: object({ full_name: string() }).nullable() }),
  base: object({ ref: string() })
});
var ReviewComment = object({ body: string(), user: object({ id: number() }).nullable() });
var Review = object({ body: string().nullable(), user: object({ id: number() }).nullable() });
var DiffFile = object({ filename: string(), patch: string().optional() });
function patchHunks(patch) {
  const hunks = [];
  for (const match of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === void 0 ? 1 : Number(match[2]);
    if (count > 0) hunks.push({ start, end: start + count - 1 });
  }
  return hunks;
}
__name(patchHunks, "patchHunks");

export {
  patchHunks
};
