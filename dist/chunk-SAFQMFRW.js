import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  PathEscapeError,
  REV_PATTERN,
  ToolInputError,
  checkRelativePath,
  defineTool,
  gitComplaint,
  resolveInside,
  runSafeGit
} from "./chunk-GSOCGSWP.js";
import {
  boolean,
  number,
  object,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/llm/tools/text-caps.ts
var MAX_LINE_CHARS = 2e3;
var NOTE_RESERVE_BYTES = 400;
function byteLength(text) {
  return Buffer.byteLength(text, "utf8");
}
__name(byteLength, "byteLength");
function cutLine(line, maxChars = MAX_LINE_CHARS) {
  if (line.length <= maxChars) return line;
  return `${line.slice(0, maxChars)}\u2026 [${line.length - maxChars} more characters on this line]`;
}
__name(cutLine, "cutLine");
function prefixWithinBytes(text, maxBytes) {
  if (byteLength(text) <= maxBytes) return text;
  const bytes = Buffer.from(text, "utf8").subarray(0, Math.max(0, maxBytes));
  let end = bytes.length;
  let start = end - 1;
  while (start >= 0 && (bytes[start] & 192) === 128) start--;
  if (start >= 0) {
    const lead = bytes[start];
    const need = lead >= 240 ? 4 : lead >= 224 ? 3 : lead >= 192 ? 2 : 1;
    if (end - start < need) end = start;
  }
  return bytes.subarray(0, end).toString("utf8");
}
__name(prefixWithinBytes, "prefixWithinBytes");
function takeLines(lines, maxBytes) {
  const kept = [];
  let used = 0;
  for (const line of lines) {
    const size = byteLength(line) + 1;
    if (used + size > maxBytes) {
      if (kept.length === 0) kept.push(prefixWithinBytes(line, maxBytes - 1));
      break;
    }
    kept.push(line);
    used += size;
  }
  return { text: kept.join("\n"), taken: kept.length };
}
__name(takeLines, "takeLines");
function capText(text, maxBytes, note) {
  const total = byteLength(text);
  if (total <= maxBytes) return text;
  const { text: kept } = takeLines(text.split("\n"), Math.max(1, maxBytes - NOTE_RESERVE_BYTES));
  return `${kept}
${note(byteLength(kept), total)}`;
}
__name(capText, "capText");
function numberLines(lines, firstLine) {
  const width = Math.max(4, String(firstLine + lines.length - 1).length);
  return lines.map((line, i) => `${String(firstLine + i).padStart(width)}\u2502 ${cutLine(line)}`);
}
__name(numberLines, "numberLines");
function splitLines(text) {
  if (text === "") return [];
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  return lines;
}
__name(splitLines, "splitLines");
function looksBinary(data) {
  if (typeof data === "string") return data.slice(0, 8e3).includes("\0");
  return data.subarray(0, 8e3).includes(0);
}
__name(looksBinary, "looksBinary");

// src/llm/tools/line-window.ts
function lineWindow(lines, label, request, continueWith) {
  const total = lines.length;
  if (total === 0) return `${label} is empty.`;
  const start = request.startLine ?? 1;
  if (request.endLine !== void 0 && request.endLine < start) {
    throw new ToolInputError(`end_line ${request.endLine} is before start_line ${start}.`);
  }
  if (start > total) {
    throw new ToolInputError(`${label} has only ${total} line${total === 1 ? "" : "s"}; ask for a start_line between 1 and ${total}.`);
  }
  const wantedEnd = Math.min(request.endLine ?? total, total);
  const end = Math.min(wantedEnd, start + request.maxLines - 1);
  const header = `${label}, lines ${start}-${end} of ${total}:`;
  const budget = request.maxBytes - byteLength(header) - 1 - NOTE_RESERVE_BYTES;
  const numbered = numberLines(lines.slice(start - 1, end), start);
  const { text, taken } = takeLines(numbered, Math.max(1, budget));
  const shownEnd = start + taken - 1;
  const shownHeader = shownEnd === end ? header : `${label}, lines ${start}-${shownEnd} of ${total}:`;
  if (shownEnd >= wantedEnd) return `${shownHeader}
${text}`;
  const why = shownEnd < end ? `the result is capped at ${request.maxBytes} bytes` : `a result shows at most ${request.maxLines} lines`;
  return `${shownHeader}
${text}
[Lines ${shownEnd + 1}-${wantedEnd} not shown: ${why}. ${continueWith(shownEnd + 1)}]`;
}
__name(lineWindow, "lineWindow");

// src/llm/tools/read-file.ts
import { readFile } from "node:fs/promises";

// src/llm/tools/tool-paths.ts
import { realpath, stat } from "node:fs/promises";
import { relative, sep } from "node:path";
function checkToolPath(path) {
  try {
    return checkRelativePath(path).join("/");
  } catch (error) {
    throw asInputError(error);
  }
}
__name(checkToolPath, "checkToolPath");
function checkToolDirectory(directory) {
  if (directory === void 0) return null;
  if (directory.split(/[\\/]+/).every((part) => part === "" || part === ".")) return null;
  return checkToolPath(directory);
}
__name(checkToolDirectory, "checkToolDirectory");
async function checkInside(root, path) {
  try {
    await resolveInside(root, path);
  } catch (error) {
    throw asInputError(error);
  }
}
__name(checkInside, "checkInside");
async function resolveExistingFile(root, path) {
  let resolved;
  try {
    resolved = await resolveInside(root, path);
  } catch (error) {
    throw asInputError(error);
  }
  let real;
  try {
    real = await realpath(resolved.absolute);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR") {
      throw new ToolInputError(`No file '${resolved.relative}' in the checkout. Use list_files or search to find the right path.`);
    }
    throw error;
  }
  const inside = relative(await realpath(root), real).split(sep);
  if (inside.some((part) => part.toLowerCase() === ".git")) {
    throw new ToolInputError(`Refusing path '${path}': it leads into a .git directory, which is off limits.`);
  }
  const info = await stat(real);
  if (info.isDirectory()) {
    throw new ToolInputError(`'${resolved.relative}' is a directory. Use list_files with directory '${resolved.relative}' to see what it holds.`);
  }
  if (!info.isFile()) throw new ToolInputError(`'${resolved.relative}' is not a regular file.`);
  return { relative: resolved.relative, real, size: info.size };
}
__name(resolveExistingFile, "resolveExistingFile");
function checkGlob(glob) {
  if (glob.startsWith(":")) throw new ToolInputError(`Refusing glob '${glob}': pathspec magic (a leading ':') is not supported; give a plain glob like 'src/**/*.ts'.`);
  try {
    checkRelativePath(glob);
  } catch (error) {
    throw asInputError(error, "glob");
  }
  return glob;
}
__name(checkGlob, "checkGlob");
function asInputError(error, what = "path") {
  if (error instanceof PathEscapeError) {
    return new ToolInputError(what === "path" ? error.message : error.message.replace(/^Refusing path/, `Refusing ${what}`));
  }
  return error;
}
__name(asInputError, "asInputError");

// src/llm/tools/read-file.ts
var MAX_FILE_BYTES = 16 * 1024 * 1024;
var ReadFileInput = object({
  path: string().min(1).describe("File path relative to the repository root, e.g. 'src/app.ts'."),
  start_line: number().int().min(1).optional().describe("First line to show, 1-based; 1 by default."),
  end_line: number().int().min(1).optional().describe("Last line to show, inclusive; as many as fit by default.")
});
function readFileTool(context) {
  return defineTool({
    name: "read_file",
    description: `Read a file of the repository's working tree as numbered lines (at most ${context.maxLines} lines per call; use start_line/end_line for other parts).`,
    input: ReadFileInput,
    async run({ path, start_line, end_line }) {
      const file = await resolveExistingFile(context.root, path);
      if (file.size > MAX_FILE_BYTES) {
        throw new ToolInputError(`'${file.relative}' is ${file.size} bytes, too large to read; use search with path_glob '${file.relative}' to find the lines you need.`);
      }
      const data = await readFile(file.real);
      if (looksBinary(data)) return `'${file.relative}' is a binary file (${data.length} bytes); its content is not shown.`;
      return lineWindow(
        splitLines(data.toString("utf8")),
        file.relative,
        { startLine: start_line, endLine: end_line, maxLines: context.maxLines, maxBytes: context.maxBytes },
        (next) => `Call read_file with path '${file.relative}' and start_line ${next} to read on.`
      );
    }
  });
}
__name(readFileTool, "readFileTool");

// src/llm/tools/git-show.ts
var RevInput = string().min(1).max(200).refine((rev) => REV_PATTERN.test(rev) && !rev.startsWith("-"), "a revision is a sha, branch, tag or an expression like 'HEAD~1' (letters, digits and _ . / ~ ^ -, not starting with '-')");
var GitShowInput = object({
  rev: RevInput.describe("A commit: a sha, branch or tag name, or an expression like 'HEAD~1'."),
  path: string().min(1).optional().describe("Show this file as it was at rev instead of the commit, relative to the repository root."),
  start_line: number().int().min(1).optional().describe("With path: first line to show, 1-based."),
  end_line: number().int().min(1).optional().describe("With path: last line to show, inclusive.")
});
function gitShowTool(context) {
  return defineTool({
    name: "git_show",
    description: "Show a commit (message, changed-file stat and patch), or with path, a file as it was at that revision as numbered lines.",
    input: GitShowInput,
    async run({ rev, path, start_line, end_line }) {
      if (path === void 0) {
        if (start_line !== void 0 || end_line !== void 0) throw new ToolInputError("start_line and end_line only apply together with path.");
        return showCommit(context, rev);
      }
      return showFileAt(context, rev, checkToolPath(path), start_line, end_line);
    }
  });
}
__name(gitShowTool, "gitShowTool");
async function showCommit(context, rev) {
  const result = await context.git([
    "show",
    "--no-color",
    "--no-ext-diff",
    "--no-textconv",
    "--no-show-signature",
    "--pretty=medium",
    "--date=iso",
    "--patch-with-stat",
    "--end-of-options",
    rev,
    "--"
  ]);
  check(result, rev);
  return capText(
    result.stdout,
    context.maxBytes,
    (shown, total) => `[Output cut at ${shown} of ${result.truncated ? "more than " : ""}${total} bytes. Use git_show with rev '${rev}' and a path to read one file as of this commit.]`
  );
}
__name(showCommit, "showCommit");
async function showFileAt(context, rev, path, startLine, endLine) {
  const object2 = `${rev}:${path}`;
  const type = await context.git(["cat-file", "-t", object2]);
  check(type, rev, path);
  const kind = type.stdout.trim();
  const label = `${path} at ${rev}`;
  if (kind === "tree") {
    const listing = await context.git(["ls-tree", "-z", "--name-only", object2]);
    check(listing, rev, path);
    const names = listing.stdout.split("\0").filter(Boolean);
    return capText(`'${path}' is a directory at ${rev}; it holds:
${names.join("\n")}`, context.maxBytes, () => "[More entries not shown.]");
  }
  if (kind !== "blob") throw new ToolInputError(`'${path}' at ${rev} is a ${kind}, not a file.`);
  const blob = await context.git(["cat-file", "blob", object2], MAX_FILE_BYTES);
  if (blob.truncated) throw new ToolInputError(`'${path}' at ${rev} is larger than ${MAX_FILE_BYTES} bytes, too large to read.`);
  check(blob, rev, path);
  if (looksBinary(blob.stdout)) return `'${path}' at ${rev} is a binary file; its content is not shown.`;
  return lineWindow(
    splitLines(blob.stdout),
    label,
    { startLine, endLine, maxLines: context.maxLines, maxBytes: context.maxBytes },
    (next) => `Call git_show with rev '${rev}', path '${path}' and start_line ${next} to read on.`
  );
}
__name(showFileAt, "showFileAt");
function check(result, rev, path) {
  if (result.timedOut) throw new ToolInputError(`git timed out showing ${rev}.`);
  if (result.exitCode === 0 || result.truncated) return;
  const what = path === void 0 ? `'${rev}'` : `'${path}' at '${rev}'`;
  throw new ToolInputError(`Cannot show ${what}: ${gitComplaint(result)} Use git_log to find a commit, or list_files / search for paths.`);
}
__name(check, "check");

// src/llm/tools/git-blame.ts
var BLAME_OUTPUT_BYTES = 8 * 1024 * 1024;
var GitBlameInput = object({
  path: string().min(1).describe("File path relative to the repository root."),
  start_line: number().int().min(1).describe("First line, 1-based."),
  end_line: number().int().min(1).describe("Last line, inclusive."),
  rev: RevInput.optional().describe("Blame the file as of this revision; 'HEAD' by default.")
});
function gitBlameTool(context) {
  return defineTool({
    name: "git_blame",
    description: `Show which commit (short sha, author, date) last changed each line in a range of a file, as of HEAD or rev (at most ${context.maxLines} lines per call).`,
    input: GitBlameInput,
    async run({ path, start_line, end_line, rev }) {
      const relative2 = checkToolPath(path);
      if (end_line < start_line) throw new ToolInputError(`end_line ${end_line} is before start_line ${start_line}.`);
      const end = Math.min(end_line, start_line + context.maxLines - 1);
      const at = rev ?? "HEAD";
      await checkIgnoreRevsFiles(context);
      const result = await context.git(["blame", "--porcelain", "--no-textconv", "-L", `${start_line},${end}`, at, "--", relative2], BLAME_OUTPUT_BYTES);
      if (result.timedOut) throw new ToolInputError("git blame timed out; ask for a smaller range.");
      if (result.exitCode !== 0 || result.truncated) throw new ToolInputError(`Cannot blame '${relative2}' at ${at}: ${gitComplaint(result)}`);
      const lines = parsePorcelainBlame(result.stdout);
      if (lines.length === 0) return `git blame returned nothing for '${relative2}' lines ${start_line}-${end} at ${at}.`;
      const authorWidth = Math.min(24, Math.max(...lines.map((l) => l.author.length)));
      const numberWidth = Math.max(4, String(lines.at(-1).line).length);
      const formatted = lines.map(
        (l) => `${l.sha.slice(0, 8)} ${l.author.slice(0, authorWidth).padEnd(authorWidth)} ${l.date} ${String(l.line).padStart(numberWidth)}\u2502 ${cutLine(l.text)}`
      );
      const header = `Blame of ${relative2} at ${at}, lines ${lines[0].line}-${lines.at(-1).line} (sha author date line\u2502 text):`;
      const budget = context.maxBytes - byteLength(header) - 1 - NOTE_RESERVE_BYTES;
      const { text, taken } = takeLines(formatted, Math.max(1, budget));
      const lastShown = lines[taken - 1].line;
      const cutByBytes = taken < lines.length;
      const cutByLines = end < end_line && lines.length === end - start_line + 1;
      if (!cutByBytes && !cutByLines) return `${header}
${text}`;
      const why = cutByBytes ? `the result is capped at ${context.maxBytes} bytes` : `a call blames at most ${context.maxLines} lines`;
      return `${header}
${text}
[Lines ${lastShown + 1}-${end_line} not shown: ${why}. Call git_blame again with start_line ${lastShown + 1}.]`;
    }
  });
}
__name(gitBlameTool, "gitBlameTool");
async function checkIgnoreRevsFiles(context) {
  const result = await context.git(["config", "--type=path", "--get-all", "blame.ignoreRevsFile"]);
  if (result.exitCode === 1) return;
  if (result.exitCode !== 0 || result.truncated) throw new ToolInputError(`git_blame is unavailable: cannot read this checkout's git config: ${gitComplaint(result)}`);
  for (const file of result.stdout.split("\n").filter(Boolean)) {
    try {
      await checkInside(context.root, file);
    } catch {
      throw new ToolInputError(`git_blame is unavailable in this checkout: its git config names '${file}' in blame.ignoreRevsFile, outside the repository. Use git_log with a path instead.`);
    }
  }
}
__name(checkIgnoreRevsFiles, "checkIgnoreRevsFiles");
function parsePorcelainBlame(output) {
  const commits = /* @__PURE__ */ new Map();
  const lines = [];
  let current = null;
  for (const raw of output.split("\n")) {
    if (raw.startsWith("	")) {
      if (current === null) continue;
      const info2 = commits.get(current.sha);
      lines.push({
        sha: current.sha,
        author: info2?.author ?? "?",
        date: info2 && Number.isFinite(info2.time) ? new Date(info2.time * 1e3).toISOString().slice(0, 10) : "?",
        line: current.line,
        text: raw.slice(1)
      });
      current = null;
      continue;
    }
    const header = /^([0-9a-f]{40,64}) \d+ (\d+)(?: \d+)?$/.exec(raw);
    if (header) {
      current = { sha: header[1], line: Number(header[2]) };
      if (!commits.has(current.sha)) commits.set(current.sha, { author: "?", time: Number.NaN });
      continue;
    }
    if (current === null) continue;
    const info = commits.get(current.sha);
    if (raw.startsWith("author ")) info.author = raw.slice("author ".length);
    else if (raw.startsWith("author-time ")) info.time = Number(raw.slice("author-time ".length));
  }
  return lines;
}
__name(parsePorcelainBlame, "parsePorcelainBlame");

// src/llm/tools/git-log.ts
var DEFAULT_LOG_COUNT = 20;
var MAX_LOG_COUNT = 100;
var GitLogInput = object({
  path: string().min(1).optional().describe("Only commits that touched this file or directory, relative to the repository root."),
  max_count: number().int().min(1).max(MAX_LOG_COUNT).optional().describe(`How many commits, newest first; ${DEFAULT_LOG_COUNT} by default.`)
});
function gitLogTool(context) {
  return defineTool({
    name: "git_log",
    description: "List recent commits (short sha, date, author, subject), newest first, optionally only those that touched a path.",
    input: GitLogInput,
    async run({ path, max_count }) {
      const relative2 = path === void 0 ? null : checkToolPath(path);
      const count = max_count ?? DEFAULT_LOG_COUNT;
      const result = await context.git([
        "log",
        "--no-color",
        "--no-show-signature",
        "--date=short",
        `--max-count=${count}`,
        "--format=%h%x00%ad%x00%an%x00%s",
        "HEAD",
        "--",
        ...relative2 === null ? [] : [relative2]
      ]);
      if (result.timedOut) throw new ToolInputError("git log timed out.");
      if (result.exitCode !== 0 && !result.truncated) throw new ToolInputError(`git log failed: ${gitComplaint(result)}`);
      const commits = result.stdout.split("\n").filter((line) => line.includes("\0")).map((line) => {
        const [sha, date, author, subject] = line.split("\0");
        return cutLine(`${sha} ${date} ${author} \u2014 ${subject}`, 300);
      });
      const scope = relative2 === null ? "" : ` touching '${relative2}'`;
      if (commits.length === 0) return `No commits${scope}.`;
      const header = `${commits.length === count ? "Latest " : ""}${commits.length} commit${commits.length === 1 ? "" : "s"}${scope} (sha date author \u2014 subject):`;
      return capText(`${header}
${commits.join("\n")}`, context.maxBytes, () => "[More commits not shown: the result is capped; ask for a smaller max_count.]");
    }
  });
}
__name(gitLogTool, "gitLogTool");

// src/llm/tools/list-files.ts
var MAX_ENTRIES = 500;
var LS_OUTPUT_BYTES = 8 * 1024 * 1024;
var ListFilesInput = object({
  directory: string().optional().describe("Only list files under this directory, relative to the repository root, e.g. 'src/git'."),
  glob: string().min(1).optional().describe("Only list files matching this glob, e.g. '*.test.ts' ('*' also crosses '/'); relative to directory when both are given.")
});
function listFilesTool(context) {
  return defineTool({
    name: "list_files",
    description: `List the repository's tracked files, optionally under a directory or matching a glob (at most ${MAX_ENTRIES} per call).`,
    input: ListFilesInput,
    async run({ directory, glob }) {
      const dir = checkToolDirectory(directory);
      if (dir !== null) await checkInside(context.root, dir);
      const pattern = glob === void 0 ? void 0 : checkGlob(glob);
      const pathspec = dir === null ? pattern ?? null : pattern === void 0 ? dir : `${dir}/${pattern}`;
      const result = await context.git(["ls-files", "-z", "--cached", "--", ...pathspec === null ? [] : [pathspec]], LS_OUTPUT_BYTES);
      if (result.timedOut) throw new ToolInputError("Listing the files timed out; narrow it with directory or glob.");
      if (result.exitCode !== 0 && !result.truncated) throw new ToolInputError(`git ls-files refused: ${gitComplaint(result)}`);
      const files = result.stdout.split("\0");
      files.pop();
      const scope = [dir === null ? "" : ` under '${dir}'`, pattern === void 0 ? "" : ` matching '${pattern}'`].join("");
      if (files.length === 0) return `No tracked files${scope}.`;
      const header = `${result.truncated ? "At least " : ""}${files.length} tracked file${files.length === 1 ? "" : "s"}${scope}:`;
      const budget = context.maxBytes - byteLength(header) - 1 - NOTE_RESERVE_BYTES;
      const { text, taken } = takeLines(files.slice(0, MAX_ENTRIES), Math.max(1, budget));
      if (taken === files.length && !result.truncated) return `${header}
${text}`;
      return `${header}
${text}
[${result.truncated ? "At least " : ""}${files.length - taken} more not shown. Narrow the listing with directory or glob.]`;
    }
  });
}
__name(listFilesTool, "listFilesTool");

// src/llm/tools/search.ts
var DEFAULT_MAX_RESULTS = 100;
var MAX_RESULTS = 500;
var MATCH_LINE_CHARS = 300;
var GREP_OUTPUT_BYTES = 2 * 1024 * 1024;
var SearchInput = object({
  pattern: string().min(1).max(1e3).refine((p) => !/[\r\n\0]/.test(p), "the pattern must be a single line").describe("What to look for: an extended regular expression (POSIX ERE), or literal text when fixed_string is true."),
  path_glob: string().min(1).optional().describe("Only search paths matching this glob, e.g. 'src/**/*.ts' or '*.md' ('*' also crosses '/')."),
  fixed_string: boolean().optional().describe("Treat the pattern as literal text rather than a regular expression."),
  case_insensitive: boolean().optional().describe("Ignore case."),
  max_results: number().int().min(1).max(MAX_RESULTS).optional().describe(`How many matching lines to show; ${DEFAULT_MAX_RESULTS} by default.`)
});
function searchTool(context) {
  return defineTool({
    name: "search",
    description: "Search the tracked files of the repository with git grep; returns matching lines as path:line: text. Narrow with path_glob when there are many matches.",
    input: SearchInput,
    async run({ pattern, path_glob, fixed_string, case_insensitive, max_results }) {
      const pathspec = path_glob === void 0 ? [] : [checkGlob(path_glob)];
      const args = ["grep", "-n", "-I", "-z", "--no-color", "--no-textconv", fixed_string ? "-F" : "-E"];
      if (case_insensitive) args.push("-i");
      args.push("-e", pattern, "--", ...pathspec);
      const result = await context.git(args, GREP_OUTPUT_BYTES);
      const where = path_glob === void 0 ? "tracked files" : `tracked files matching '${path_glob}'`;
      if (result.timedOut) throw new ToolInputError(`The search timed out; use a simpler pattern or narrow it with path_glob.`);
      if (result.exitCode === 1 && !result.truncated) return `No matches for ${describe(pattern, fixed_string)} in ${where}.`;
      if (result.exitCode !== 0 && !result.truncated) throw new ToolInputError(`git grep refused the search: ${gitComplaint(result)}`);
      const records = result.stdout.split("\n");
      records.pop();
      const matches = records.map(formatMatch);
      const limit = max_results ?? DEFAULT_MAX_RESULTS;
      const header = `${result.truncated ? "At least " : ""}${matches.length} match${matches.length === 1 ? "" : "es"} for ${describe(pattern, fixed_string)} in ${where}:`;
      const budget = context.maxBytes - byteLength(header) - 1 - NOTE_RESERVE_BYTES;
      const { text, taken } = takeLines(matches.slice(0, limit), Math.max(1, budget));
      if (taken === matches.length && !result.truncated) return `${header}
${text}`;
      const hidden = `${result.truncated ? "at least " : ""}${matches.length - taken}`;
      return `${header}
${text}
[${hidden} more not shown. Narrow the search with path_glob or a more specific pattern${taken === limit && limit < MAX_RESULTS ? `, or raise max_results (up to ${MAX_RESULTS})` : ""}.]`;
    }
  });
}
__name(searchTool, "searchTool");
function formatMatch(record) {
  const first = record.indexOf("\0");
  const second = record.indexOf("\0", first + 1);
  if (first < 0 || second < 0) return cutLine(record, MATCH_LINE_CHARS);
  return `${record.slice(0, first)}:${record.slice(first + 1, second)}: ${cutLine(record.slice(second + 1), MATCH_LINE_CHARS)}`;
}
__name(formatMatch, "formatMatch");
function describe(pattern, fixed) {
  return fixed ? JSON.stringify(pattern) : `/${pattern}/`;
}
__name(describe, "describe");

// src/llm/tools/tool-context.ts
import { realpath as realpath2 } from "node:fs/promises";
var DEFAULT_MAX_BYTES = 2e4;
var DEFAULT_MAX_LINES = 400;
var DEFAULT_TIMEOUT_MS = 1e4;
function toolContext(root, options = {}) {
  const maxBytes = positive(options.maxBytes, DEFAULT_MAX_BYTES, "maxBytes");
  const maxLines = positive(options.maxLines, DEFAULT_MAX_LINES, "maxLines");
  const timeoutMs = positive(options.timeoutMs, DEFAULT_TIMEOUT_MS, "timeoutMs");
  if (maxBytes < 1e3) throw new Error(`maxBytes ${maxBytes} is too small: a result needs room for its note; use at least 1000.`);
  let real;
  const realRoot = /* @__PURE__ */ __name(() => real ??= realpath2(root), "realRoot");
  return {
    root,
    maxBytes,
    maxLines,
    realRoot,
    async git(args, maxOutputBytes = maxBytes * 4) {
      return runSafeGit(args, { cwd: await realRoot(), gitBinary: options.gitBinary, timeoutMs, maxOutputBytes });
    }
  };
}
__name(toolContext, "toolContext");
function positive(value, fallback, name) {
  if (value === void 0) return fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${value}.`);
  return value;
}
__name(positive, "positive");

// src/llm/tools/repo-tools.ts
var TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;
function repoTools(root, options = {}) {
  const context = toolContext(root, options);
  return [readFileTool(context), searchTool(context), listFilesTool(context), gitLogTool(context), gitShowTool(context), gitBlameTool(context)];
}
__name(repoTools, "repoTools");

export {
  byteLength,
  capText,
  checkToolPath,
  readFileTool,
  DEFAULT_MAX_BYTES,
  toolContext,
  TOOL_NAME_PATTERN,
  repoTools
};
