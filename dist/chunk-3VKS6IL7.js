import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/config/workflow-commands.ts
import { access, appendFile, constants } from "node:fs/promises";
import { EOL } from "node:os";
var { appendFileSync, existsSync } = process.getBuiltinModule("node:fs");
var randomUUID = /* @__PURE__ */ __name(() => process.getBuiltinModule("node:crypto").randomUUID(), "randomUUID");
function escapeData(message) {
  return message.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
__name(escapeData, "escapeData");
function command(name, message) {
  process.stdout.write(`::${name}::${escapeData(message)}${EOL}`);
}
__name(command, "command");
function info(message) {
  process.stdout.write(message + EOL);
}
__name(info, "info");
function debug(message) {
  command("debug", message);
}
__name(debug, "debug");
function notice(message) {
  command("notice", message);
}
__name(notice, "notice");
function warning(message) {
  command("warning", message);
}
__name(warning, "warning");
function error(message) {
  command("error", message);
}
__name(error, "error");
function setSecret(secret) {
  command("add-mask", secret);
}
__name(setSecret, "setSecret");
function startGroup(name) {
  command("group", name);
}
__name(startGroup, "startGroup");
function endGroup() {
  command("endgroup", "");
}
__name(endGroup, "endGroup");
function setOutput(name, value) {
  const file = process.env.GITHUB_OUTPUT || "";
  if (!file) {
    process.stdout.write(EOL);
    process.stdout.write(`::set-output name=${escapeProperty(name)}::${escapeData(value)}${EOL}`);
    return;
  }
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) throw new Error(`Unexpected input: the output ${name} holds its own delimiter "${delimiter}"`);
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: "utf8" });
}
__name(setOutput, "setOutput");
function escapeProperty(value) {
  return escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
__name(escapeProperty, "escapeProperty");
async function appendSummary(markdown) {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) throw new Error("Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.");
  try {
    await access(file, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
  }
  await appendFile(file, markdown, { encoding: "utf8" });
}
__name(appendSummary, "appendSummary");

export {
  info,
  debug,
  notice,
  warning,
  error,
  setSecret,
  startGroup,
  endGroup,
  setOutput,
  appendSummary
};
