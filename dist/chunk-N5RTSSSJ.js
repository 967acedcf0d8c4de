import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  _enum,
  object,
  string
} from "./chunk-HYZO7EOR.js";

// src/evidence/types.ts
var EVIDENCE_KINDS = ["file", "log_query", "git_commit", "external_doc", "memory", "triage_file"];
var EvidenceRefSchema = object({
  kind: _enum(EVIDENCE_KINDS),
  ref: string().min(1).max(2e3),
  supports_claim: string().min(1).max(1e3),
  quote: string().max(4e3).optional()
}).strict().refine((e) => e.kind !== "file" || e.quote !== void 0 && e.quote.trim() !== "", {
  message: "a file evidence ref must carry the verbatim quote of the lines it cites",
  path: ["quote"]
});

export {
  EvidenceRefSchema
};
