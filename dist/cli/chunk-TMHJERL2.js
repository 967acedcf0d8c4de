import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/git/ref-files.ts
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
var OID = /^[0-9a-f]{40}$/;
var PLAIN_REF = /^refs\/(heads|pull|remotes)\/(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/;
function readText(path) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd, "utf8") : null;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
__name(readText, "readText");
function refFromFiles(gitDir, ref) {
  if (!PLAIN_REF.test(ref) || ref.split("/").some((part) => part.endsWith(".lock") || part.endsWith("."))) return "ask-git";
  const loose = readText(join(gitDir, ref));
  if (loose !== null) return OID.test(loose.trim()) ? loose.trim() : "ask-git";
  const packed = readText(join(gitDir, "packed-refs"));
  if (packed === null) return "absent";
  for (const line of packed.split("\n")) {
    const space = line.indexOf(" ");
    if (space === 40 && line.slice(space + 1) === ref) {
      const oid = line.slice(0, space);
      return OID.test(oid) ? oid : "ask-git";
    }
  }
  return "absent";
}
__name(refFromFiles, "refFromFiles");
function refExists(gitDir, ref) {
  try {
    if (!lstatSync(join(gitDir, ref)).isDirectory()) return true;
  } catch {
  }
  return (readText(join(gitDir, "packed-refs")) ?? "").split("\n").some((line) => line.endsWith(` ${ref}`));
}
__name(refExists, "refExists");
function headFromFiles(gitDir) {
  const head = readText(join(gitDir, "HEAD"))?.trim();
  if (head === void 0) return null;
  if (OID.test(head)) return head;
  if (!head.startsWith("ref: ")) return null;
  const oid = refFromFiles(gitDir, head.slice("ref: ".length));
  return oid === "absent" || oid === "ask-git" ? null : oid;
}
__name(headFromFiles, "headFromFiles");

export {
  refFromFiles,
  refExists,
  headFromFiles
};
