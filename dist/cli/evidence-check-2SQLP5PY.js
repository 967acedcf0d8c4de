import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  CommitTreeError,
  checkEvidenceRefs,
  openCommitTree
} from "./chunk-2ZZ7UQU2.js";
import {
  readAll,
  write
} from "./chunk-6WRBFQRW.js";
import {
  InvestigatorReturnSchema
} from "./chunk-7ZDWGDKY.js";
import "./chunk-OOR5YXNA.js";
import "./chunk-WX6HNAQQ.js";
import "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/cli/evidence-check.ts
import { parseArgs } from "node:util";
async function evidenceCheck(args, input, output, error) {
  let root;
  let commit;
  try {
    const { values } = parseArgs({ args, options: { root: { type: "string" }, commit: { type: "string", default: "HEAD" } }, strict: true, allowPositionals: false });
    if (values.root === void 0 || values.root === "") throw new Error("--root DIR is required: the checkout to check the refs against");
    root = values.root;
    commit = values.commit;
  } catch (cause) {
    await write(error, `tend evidence check: ${message(cause)}
`);
    return 2;
  }
  const answer = parseAnswer(await readAll(input));
  if (typeof answer === "string") {
    await write(error, `tend evidence check: ${answer}
`);
    return 2;
  }
  try {
    const reader = await openCommitTree(root);
    if (await reader.resolveCommit(commit) === null) {
      await write(error, `tend evidence check: --commit '${commit}' names no commit in ${root}; expected a sha, branch or tag there.
`);
      return 2;
    }
  } catch (cause) {
    if (!(cause instanceof CommitTreeError)) throw cause;
    await write(error, `tend evidence check: ${cause.message}
`);
    return 2;
  }
  const checks = await checkEvidenceRefs(root, commit, answer.evidence_refs);
  await write(output, `${JSON.stringify(checks, null, 2)}
`);
  return 0;
}
__name(evidenceCheck, "evidenceCheck");
function parseAnswer(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    return `stdin is not valid JSON (${message(cause)}); expected an InvestigatorReturn object.`;
  }
  const parsed = InvestigatorReturnSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const at = issue.path.length === 0 ? "the input" : issue.path.join(".");
  return `stdin is not an InvestigatorReturn: ${at}: ${issue.message.replace(/\s+/g, " ")}`;
}
__name(parseAnswer, "parseAnswer");
function message(cause) {
  return cause instanceof Error ? cause.message : String(cause);
}
__name(message, "message");
export {
  evidenceCheck
};
