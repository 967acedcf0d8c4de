import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  compileClassifier
} from "./chunk-EHJDBSGZ.js";
import {
  DEFAULT_CHAT_CONFIG,
  parseRepoConfig
} from "./chunk-SKSTU3KH.js";
import "./chunk-6R5FL2YM.js";
import {
  readAll,
  write
} from "./chunk-6WRBFQRW.js";
import {
  ConfigError
} from "./chunk-UEXZ74AC.js";
import {
  ChatEventSchema
} from "./chunk-2NYCHYZ4.js";
import "./chunk-KRQCIFPU.js";
import "./chunk-CZ44SP4R.js";
import "./chunk-BLH2SJWA.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/cli/chat-classify.ts
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
async function chatClassify(args, input, output, error, now = () => /* @__PURE__ */ new Date()) {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { config: { type: "string" }, inflight: { type: "string", multiple: true } }, strict: true }));
  } catch (e) {
    await write(error, `tend chat classify: ${e.message}
`);
    return 2;
  }
  let chat = DEFAULT_CHAT_CONFIG;
  if (values.config !== void 0) {
    let text;
    try {
      text = readFileSync(values.config, "utf8");
    } catch {
      await write(error, `tend chat classify: cannot read --config ${values.config}; expected a tend.yml with a chat: section.
`);
      return 2;
    }
    try {
      chat = parseRepoConfig(text, values.config).chat ?? DEFAULT_CHAT_CONFIG;
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      await write(error, `tend chat classify: ${e.message}
`);
      return 2;
    }
  }
  const classifier = compileClassifier(chat);
  const lines = (await readAll(input)).split("\n");
  const events = [];
  for (const [index, text] of lines.entries()) {
    if (text.trim() === "") continue;
    const problem = parseLine(text);
    if (typeof problem === "string") {
      await write(error, `line ${index + 1}: ${problem}
`);
      return 2;
    }
    events.push(problem);
  }
  const context = { inflight: new Set(values.inflight ?? []), classifiedAt: now().toISOString() };
  await write(output, events.map((e) => JSON.stringify(classifier.classify(e, context)) + "\n").join(""));
  return 0;
}
__name(chatClassify, "chatClassify");
function parseLine(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return "not valid JSON; expected one \xA73.1 chat event object per line";
  }
  const parsed = ChatEventSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue.path.length > 0 ? `'${issue.path.join(".")}'` : "the event";
  if (issue.code === "unrecognized_keys") return `unknown field '${issue.keys[0]}' in ${where === "the event" ? "the event" : where}; a \xA73.1 event has platform, chat_id, chat_name, message_id, create_time, msg_type, content, thread_id, sender, mentions`;
  return `${where}: ${issue.message}`;
}
__name(parseLine, "parseLine");
export {
  chatClassify
};
