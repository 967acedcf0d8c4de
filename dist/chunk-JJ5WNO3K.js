import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-JH2OTXNJ.js";
import {
  GITHUB_ACTIONS_BOT
} from "./chunk-PSBXGJWC.js";
import {
  containsCredential
} from "./chunk-TCPROEM4.js";
import {
  __name,
  __toESM
} from "./chunk-PN4QGNHY.js";

// src/core/workflow-files.ts
var WORKFLOWS_FOLDER = ".github/workflows/";
function isWorkflowFile(path) {
  return path.startsWith(WORKFLOWS_FOLDER);
}
__name(isWorkflowFile, "isWorkflowFile");

// src/ship/workflow-fixes.ts
function pushTokenMayChangeWorkflows(settings, viewer) {
  const pushesWithGithubToken = settings.pushToken === void 0 || settings.pushToken === settings.githubToken;
  return !(pushesWithGithubToken && viewer.id === GITHUB_ACTIONS_BOT.id);
}
__name(pushTokenMayChangeWorkflows, "pushTokenMayChangeWorkflows");
var PUSH_TOKEN_LACKS_WORKFLOWS = "GitHub refused to push it: it changes .github/workflows/, and the token tend pushes with (push-token, else github-token) lacks the workflows permission (a GitHub App's workflows: write, a personal access token's workflow scope); grant it and ask again, or apply it by hand";
var SHARES_A_FILE_WITH_A_WORKFLOW_FIX = "it changes a file that a fix to .github/workflows/ changes too, and GitHub refused to push that fix (the token tend pushes with lacks the workflows permission); apply it by hand, or ask again once that token has the permission";
function splitWorkflowFixes(fixes) {
  const dropped = /* @__PURE__ */ new Map();
  const droppedFiles = /* @__PURE__ */ new Set();
  const drop = /* @__PURE__ */ __name((fix, reason) => {
    dropped.set(fix, reason);
    for (const file of fix.files) droppedFiles.add(file);
  }, "drop");
  for (const fix of fixes) if (fix.files.some(isWorkflowFile)) drop(fix, PUSH_TOKEN_LACKS_WORKFLOWS);
  for (let grew = true; grew; ) {
    grew = false;
    for (const fix of fixes) {
      if (dropped.has(fix) || !fix.files.some((file) => droppedFiles.has(file))) continue;
      drop(fix, SHARES_A_FILE_WITH_A_WORKFLOW_FIX);
      grew = true;
    }
  }
  return {
    kept: fixes.filter((fix) => !dropped.has(fix)),
    dropped: [...dropped].map(([fix, reason]) => ({ fix, reason }))
  };
}
__name(splitWorkflowFixes, "splitWorkflowFixes");

// src/ship/patch/path-policy.ts
var import_picomatch = __toESM(require_picomatch(), 1);

// src/ship/patch/hidden-characters.ts
var BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
var INVISIBLE = /[\u00AD\u115F\u1160\u180E\u200B-\u200D\u2060-\u2064\u3164\uFEFF\uFFA0\u{E0001}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
var CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;
var ANY_HIDDEN = new RegExp(`${BIDI.source}|${INVISIBLE.source}|${CONTROL.source}`, "gu");
function codePointName(char) {
  return `U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}
__name(codePointName, "codePointName");
function kind(char) {
  if (BIDI.test(char)) return "a bidirectional control character";
  if (INVISIBLE.test(char)) return "an invisible character";
  return "a control character";
}
__name(kind, "kind");
function hiddenCharacters(text) {
  const counts = /* @__PURE__ */ new Map();
  for (const [char] of text.matchAll(ANY_HIDDEN)) counts.set(char, (counts.get(char) ?? 0) + 1);
  return counts;
}
__name(hiddenCharacters, "hiddenCharacters");
function describeHiddenCharacter(text) {
  const [first] = hiddenCharacters(text).keys();
  return first === void 0 ? null : `${kind(first)} (${codePointName(first)})`;
}
__name(describeHiddenCharacter, "describeHiddenCharacter");
function introducedHiddenCharacter(before, after) {
  const had = hiddenCharacters(before);
  for (const [char, count] of hiddenCharacters(after)) {
    if (count > (had.get(char) ?? 0)) return `${kind(char)} (${codePointName(char)})`;
  }
  return null;
}
__name(introducedHiddenCharacter, "introducedHiddenCharacter");

// src/ship/patch/path-policy.ts
var GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS = "it changes .github/workflows/, which GITHUB_TOKEN cannot push (GitHub requires the workflows permission); set push-token to a token with the workflows permission, or apply it by hand";
var anywhere = /* @__PURE__ */ __name((names, why) => names.map((name) => ({ pattern: `**/${name}`, why })), "anywhere");
var MANIFEST = "a package manifest or lockfile decides what gets installed and run";
var TOOLING = "tool configuration that can fetch or run code";
var PROTECTED_PATHS = [
  { pattern: ".github/**", why: "GitHub configuration (workflows, actions, CODEOWNERS) decides what runs and who reviews" },
  ...anywhere(["CODEOWNERS"], "CODEOWNERS decides who must review"),
  { pattern: ".*/**", why: "a top-level dot-directory holds tool configuration and hooks (.husky, .vscode, .devcontainer ...)" },
  ...anywhere(["AGENTS.md", "CLAUDE.md", "CLAUDE.local.md", "GEMINI.md", ".cursorrules"], "instructions to coding agents"),
  // JavaScript and TypeScript
  ...anywhere(
    ["package.json", "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "pnpm-workspace.yaml", "bun.lock", "bun.lockb", "deno.json", "deno.jsonc", "deno.lock"],
    MANIFEST
  ),
  // Python
  ...anywhere(
    ["requirements*.txt", "requirements/*.txt", "constraints*.txt", "Pipfile", "Pipfile.lock", "poetry.lock", "pyproject.toml", "setup.py", "setup.cfg", "uv.lock", "pdm.lock"],
    MANIFEST
  ),
  // Rust, Go, Ruby, PHP
  ...anywhere(["Cargo.toml", "Cargo.lock", "go.mod", "go.sum", "go.work", "go.work.sum"], MANIFEST),
  ...anywhere(["Gemfile", "Gemfile.lock", "*.gemspec", "composer.json", "composer.lock"], MANIFEST),
  // JVM and .NET
  ...anywhere(
    ["pom.xml", "build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts", "gradle.lockfile", "gradle-wrapper.properties"],
    MANIFEST
  ),
  ...anywhere(
    ["*.csproj", "*.fsproj", "*.vbproj", "packages.lock.json", "Directory.Build.props", "Directory.Build.targets", "Directory.Packages.props", "NuGet.config"],
    MANIFEST
  ),
  // Others with a package manager
  ...anywhere(["mix.exs", "mix.lock", "Package.swift", "Package.resolved", "pubspec.yaml", "pubspec.lock"], MANIFEST),
  // Dotfiles (top-level dot-directories are covered above) that fetch or run code
  ...anywhere([".npmrc", ".yarnrc", ".yarnrc.yml", ".gitmodules", ".gitattributes", ".envrc", ".pre-commit-config.yaml", ".gitlab-ci.yml"], TOOLING)
];
var protectedMatchers = PROTECTED_PATHS.map((entry) => ({ ...entry, matches: (0, import_picomatch.default)(entry.pattern, { dot: true, nocase: true }) }));
function pathRefusal(path, policy) {
  const shape = shapeRefusal(path);
  if (shape) return shape;
  const guarded = protectedMatchers.find((entry) => entry.matches(path));
  if (guarded && !matchesAny(path, policy.allowProtectedPaths)) {
    return `the path is protected: ${guarded.why} (allowProtectedPaths can allow it)`;
  }
  if (!matchesAny(path, policy.allowedPaths)) {
    return policy.allowedPaths.length === 0 ? "no paths are allowed (allowedPaths is empty)" : `the path is outside the allowed paths (${policy.allowedPaths.join(", ")})`;
  }
  if (!policy.canPushWorkflows && isWorkflowFile(path)) return GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS;
  return null;
}
__name(pathRefusal, "pathRefusal");
function shapeRefusal(path) {
  if (path.length === 0) return "the path is empty";
  if (/[\n\r]/.test(path)) return "the path contains a line break";
  const hidden = describeHiddenCharacter(path);
  if (hidden) return `the path contains ${hidden}`;
  if (path.includes("\\")) return "the path contains a backslash";
  if (path.startsWith("/") || /^[A-Za-z]:/.test(path)) return "the path is absolute";
  const segments = path.split("/");
  if (segments.includes("..")) return "the path escapes the repository ('..')";
  if (segments.some((segment) => segment === "" || segment === ".")) return "the path has an empty or '.' segment";
  if (segments.some((segment) => segment.toLowerCase() === ".git")) return "the path is inside .git";
  return null;
}
__name(shapeRefusal, "shapeRefusal");
function matchesAny(path, globs) {
  return globs.length > 0 && (0, import_picomatch.default)(globs, { dot: true })(path);
}
__name(matchesAny, "matchesAny");

// src/ship/patch/apply-suggestion.ts
var BOM = "\uFEFF";
function split(content) {
  const bom = content.startsWith(BOM);
  const body = bom ? content.slice(1) : content;
  const lines = [];
  const eols = [];
  for (const [, line, eol] of body.matchAll(/([^\n]*?)(\r\n|\n|$)/g)) {
    if (line === "" && eol === "") break;
    lines.push(line);
    eols.push(eol);
  }
  return { bom, lines, eols };
}
__name(split, "split");
function fileLines(content) {
  return split(content).lines;
}
__name(fileLines, "fileLines");
function suggestionLines(text) {
  if (text === "") return [];
  const normalized = text.replace(/\r\n/g, "\n");
  return (normalized.endsWith("\n") ? normalized.slice(0, -1) : normalized).split("\n");
}
__name(suggestionLines, "suggestionLines");
function locateEdit(lines, edit) {
  if (edit.outdated) {
    const seen = edit.originalLines;
    if (seen === null || seen.length === 0) return { ok: false, reason: "the thread is outdated and the lines the reviewer saw are unknown" };
    const starts = occurrences(lines, seen);
    if (starts.length === 0) return { ok: false, reason: "the lines the reviewer saw are no longer in the file" };
    if (starts.length > 1) return { ok: false, reason: `ambiguous: the lines the reviewer saw appear ${starts.length} times in the file` };
    const startLine2 = starts[0] + 1;
    return { ok: true, startLine: startLine2, endLine: startLine2 + seen.length - 1, relocated: true };
  }
  const { startLine, endLine } = edit;
  if (!Number.isInteger(startLine) || !Number.isInteger(endLine) || startLine < 1 || endLine < startLine) {
    return { ok: false, reason: `invalid line range ${startLine}-${endLine}` };
  }
  if (endLine > lines.length) {
    return { ok: false, reason: `the range (${linesLabel({ startLine, endLine })}) is past the end of the file (${lines.length} lines)` };
  }
  if (edit.originalLines !== null && !sameLines(lines.slice(startLine - 1, endLine), edit.originalLines)) {
    return { ok: false, reason: `the range (${linesLabel({ startLine, endLine })}) no longer holds what the reviewer saw` };
  }
  return { ok: true, startLine, endLine, relocated: false };
}
__name(locateEdit, "locateEdit");
function replaceLines(content, range, newLines) {
  const { bom, lines, eols } = split(content);
  const { startLine, endLine } = range;
  if (!(startLine >= 1 && endLine >= startLine && endLine <= lines.length)) throw new RangeError(`No ${linesLabel(range)} in a file of ${lines.length} lines.`);
  const atEnd = endLine === lines.length;
  const finalEol = eols[lines.length - 1];
  const eol = eols[endLine - 1] || usualEol(eols);
  const outLines = [...lines.slice(0, startLine - 1), ...newLines, ...lines.slice(endLine)];
  const outEols = [...eols.slice(0, startLine - 1), ...newLines.map(() => eol), ...eols.slice(endLine)];
  if (atEnd && finalEol === "" && outEols.length > 0) outEols[outEols.length - 1] = "";
  return (bom ? BOM : "") + outLines.map((line, i) => line + outEols[i]).join("");
}
__name(replaceLines, "replaceLines");
function linesLabel({ startLine, endLine }) {
  return startLine === endLine ? `line ${startLine}` : `lines ${startLine}-${endLine}`;
}
__name(linesLabel, "linesLabel");
function usualEol(eols) {
  const crlf = eols.filter((eol) => eol === "\r\n").length;
  const lf = eols.filter((eol) => eol === "\n").length;
  return crlf > lf ? "\r\n" : "\n";
}
__name(usualEol, "usualEol");
function sameLines(a, b) {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}
__name(sameLines, "sameLines");
function occurrences(lines, block) {
  const starts = [];
  for (let i = 0; i + block.length <= lines.length; i++) {
    if (block.every((line, j) => lines[i + j] === line)) starts.push(i);
  }
  return starts;
}
__name(occurrences, "occurrences");

// src/ship/patch/plan-patch.ts
function planPatch(files, edits, policy) {
  const outcomes = edits.map(() => ({ kind: "applied" }));
  const byPath = /* @__PURE__ */ new Map();
  edits.forEach((edit, index) => byPath.set(edit.path, [...byPath.get(edit.path) ?? [], index]));
  const planned = [];
  for (const [path, indexes] of byPath) {
    const plan = planFile(path, files.get(path), indexes, edits, policy, outcomes);
    if (plan) planned.push(plan);
  }
  const result = /* @__PURE__ */ new Map();
  let diffBytes = 0;
  for (const plan of planned) {
    const overCap = !(result.size + 1 <= policy.maxFiles) ? `the patch would change more than ${policy.maxFiles} file(s) (maxFiles)` : !(diffBytes + plan.bytes <= policy.maxPatchBytes) ? `the patch would exceed ${policy.maxPatchBytes} bytes of changed lines (maxPatchBytes); this file's changes take ${plan.bytes}` : null;
    if (overCap) {
      for (const index of plan.changedBy) outcomes[index] = { kind: "refused", reason: overCap };
      continue;
    }
    result.set(plan.path, plan.content);
    diffBytes += plan.bytes;
  }
  const pick = /* @__PURE__ */ __name((kind2) => edits.filter((_, i) => outcomes[i].kind === kind2).map((edit) => edit.threadId), "pick");
  const refused = [];
  outcomes.forEach((outcome, i) => {
    if (outcome.kind === "refused") refused.push({ threadId: edits[i].threadId, reason: outcome.reason });
  });
  return { files: result, applied: pick("applied"), unchanged: pick("unchanged"), refused, diffBytes };
}
__name(planPatch, "planPatch");
function planFile(path, content, indexes, edits, policy, outcomes) {
  const refuseAll = /* @__PURE__ */ __name((reason) => {
    for (const index of indexes) outcomes[index] = { kind: "refused", reason };
    return null;
  }, "refuseAll");
  const pathProblem = pathRefusal(path, policy);
  if (pathProblem) return refuseAll(pathProblem);
  if (content === void 0) return refuseAll("the file is not at the head (missing, or not a regular file)");
  if (/[\0\uFFFD]/.test(content)) return refuseAll("the file is not UTF-8 text");
  const lines = fileLines(content);
  const claimed = [];
  const changes = [];
  const changedBy = [];
  let bytes = 0;
  for (const index of indexes) {
    const { threadId, edit } = edits[index];
    const refuse = /* @__PURE__ */ __name((reason) => outcomes[index] = { kind: "refused", reason }, "refuse");
    const located = locateEdit(lines, edit);
    if (!located.ok) {
      refuse(located.reason);
      continue;
    }
    const before = lines.slice(located.startLine - 1, located.endLine);
    const after = suggestionLines(edit.text);
    const hidden = introducedHiddenCharacter(before.join("\n"), after.join("\n"));
    if (hidden) {
      refuse(`the suggestion would add ${hidden}`);
      continue;
    }
    if (containsCredential(edit.text)) {
      refuse("the suggestion adds a credential-shaped string");
      continue;
    }
    const first = claimed.find((range) => range.startLine <= located.endLine && located.startLine <= range.endLine);
    if (first && first.startLine === located.startLine && first.endLine === located.endLine && sameLines2(first.after, after)) {
      if (first.changes) changedBy.push(index);
      else outcomes[index] = { kind: "unchanged" };
      continue;
    }
    if (first) {
      refuse(`the range (${linesLabel(located)}) overlaps ${linesLabel(first)}, taken by thread ${first.threadId} which comes first`);
      continue;
    }
    const changesLines = !sameLines2(before, after);
    claimed.push({ startLine: located.startLine, endLine: located.endLine, threadId, after, changes: changesLines });
    if (!changesLines) {
      outcomes[index] = { kind: "unchanged" };
      continue;
    }
    changes.push({ range: located, lines: after });
    changedBy.push(index);
    bytes += changedLineBytes(before, after);
  }
  if (changes.length === 0) return null;
  let next = content;
  for (const change of [...changes].sort((a, b) => b.range.startLine - a.range.startLine)) next = replaceLines(next, change.range, change.lines);
  return { path, content: next, changedBy, bytes };
}
__name(planFile, "planFile");
function changedLineBytes(before, after) {
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const cost = /* @__PURE__ */ __name((lines) => lines.slice(head, lines.length - tail).reduce((sum, line) => sum + Buffer.byteLength(line, "utf8") + 2, 0), "cost");
  return cost(before) + cost(after);
}
__name(changedLineBytes, "changedLineBytes");
function sameLines2(a, b) {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}
__name(sameLines2, "sameLines");

export {
  isWorkflowFile,
  introducedHiddenCharacter,
  GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS,
  pathRefusal,
  fileLines,
  planPatch,
  changedLineBytes,
  pushTokenMayChangeWorkflows,
  splitWorkflowFixes
};
