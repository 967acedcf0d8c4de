import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  parseReviewComment
} from "./chunk-TAPIOLWM.js";
import "./chunk-LG6AUEHQ.js";
import "./chunk-UI7E2DAO.js";
import "./chunk-7FMQZ3HF.js";
import {
  readAll,
  write
} from "./chunk-6WRBFQRW.js";
import {
  KNOWN_BOTS
} from "./chunk-PSBXGJWC.js";
import {
  number,
  strictObject,
  string
} from "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/cli/review-parse.ts
var LineSchema = strictObject({
  /** A login, as REST (`coderabbitai[bot]`) or GraphQL (`coderabbitai`) shows it. */
  author: string().min(1),
  /** User, Bot, ... Defaults to Bot for a `name[bot]` login (user logins cannot hold brackets), else User. */
  author_type: string().min(1).optional(),
  /** The numeric account id; what a bot is recognised by. */
  author_id: number().int().nonnegative().optional(),
  body: string()
});
async function reviewParse(input, output, error) {
  const lines = (await readAll(input)).split("\n");
  const records = [];
  for (const [index, text] of lines.entries()) {
    if (text.trim() === "") continue;
    const record = parseLine(text);
    if (typeof record === "string") {
      await write(error, `line ${index + 1}: ${record}
`);
      return 2;
    }
    records.push(record);
  }
  const results = records.map((record) => {
    const { bot, severity, suggestions } = parseReviewComment({ author: actorOf(record), body: record.body }, []);
    return `${JSON.stringify({ bot, severity, suggestions: suggestions.map(({ text }) => ({ text })) })}
`;
  });
  await write(output, results.join(""));
  return 0;
}
__name(reviewParse, "reviewParse");
function parseLine(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    return `not valid JSON (${cause instanceof Error ? cause.message : String(cause)})`;
  }
  const parsed = LineSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue.code === "unrecognized_keys") {
    return `unknown key '${issue.keys[0]}'; expected ${Object.keys(LineSchema.shape).join(", ")}`;
  }
  if (issue.path.length === 0) return `expected a JSON object with author and body, got ${typeName(data)}`;
  const key = String(issue.path[0]);
  const value = data[key];
  if (value === void 0) return `key '${key}' is required`;
  return `key '${key}' ${EXPECTED[key]} (got ${typeName(value)})`;
}
__name(parseLine, "parseLine");
var EXPECTED = {
  author: "must be a non-empty login",
  author_type: "must be a non-empty account type such as User or Bot",
  author_id: "must be a whole number, the account id",
  body: "must be a string"
};
function actorOf(record) {
  const login = record.author;
  const type = record.author_type ?? (login.endsWith("[bot]") ? "Bot" : "User");
  if (record.author_id !== void 0) return { login, id: record.author_id, type };
  if (type !== "Bot") return { login, id: 0, type };
  const wanted = login.toLowerCase().replace(/\[bot\]$/, "");
  const known = KNOWN_BOTS.find((b) => b.login.toLowerCase().replace(/\[bot\]$/, "") === wanted);
  return { login, id: known?.id ?? 0, type };
}
__name(actorOf, "actorOf");
function typeName(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}\u2026` : value);
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}
__name(typeName, "typeName");
export {
  reviewParse
};
