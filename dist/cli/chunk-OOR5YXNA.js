import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/evidence/spot-check.ts
var SPOT_CHECK_RESULTS = ["supports", "contradicts", "fabricated", "uncheckable"];
function spotCheckFailures(input) {
  const failures = [];
  if (input.check?.result === "fabricated" && input.result !== "fabricated") {
    failures.push(`the validator's spot-check of ${input.ref} said ${input.result}, but the evidence check found it fabricated`);
  }
  if (input.result !== "supports" && input.result !== "uncheckable") {
    failures.push(`validator: spot-check of ${input.ref || "a ref"} is ${input.result}${input.note ? ` (${input.note})` : ""}`);
  }
  return failures;
}
__name(spotCheckFailures, "spotCheckFailures");

export {
  SPOT_CHECK_RESULTS,
  spotCheckFailures
};
