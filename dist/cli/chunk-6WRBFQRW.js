import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/cli/streams.ts
async function readAll(input) {
  const chunks = [];
  for await (const chunk of input) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}
__name(readAll, "readAll");
function write(stream, text) {
  if (text === "") return Promise.resolve();
  return new Promise((resolve, reject) => stream.write(text, (cause) => cause ? reject(cause) : resolve()));
}
__name(write, "write");
function progressLine(stream, command, redact = (text) => text) {
  if (stream.isTTY !== true) return () => void 0;
  return (step) => void stream.write(redact(`tend ${command}: ${step}
`));
}
__name(progressLine, "progressLine");

export {
  readAll,
  write,
  progressLine
};
