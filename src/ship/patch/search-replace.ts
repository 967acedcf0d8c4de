// A model-written patch: exact search/replace edits against the files on the head. Everything is
// checked before a byte is written: each search text occurs exactly once, the file is the
// thread's (another only when the explanation names it), the path is allowed, the size is within
// the caps, and no credential or hidden character is added. Pure: files in, files out.

import * as z from 'zod';
import { containsCredential } from '../../core/redact.js';
import { introducedHiddenCharacter } from './hidden-characters.js';
import { pathRefusal } from './path-policy.js';
import { changedLineBytes, type PatchPolicy } from './plan-patch.js';
import { fileLines } from './apply-suggestion.js';

export const ModelPatchSchema = z.strictObject({
  edits: z
    .array(
      z.strictObject({
        path: z.string().min(1).max(300).describe('Repository path of the file to change'),
        search: z.string().min(1).max(20_000).describe('Exact excerpt of the current file, occurring exactly once'),
        replace: z.string().max(20_000).describe('The text that replaces it'),
      }),
    )
    .min(1)
    .max(10),
  explanation: z.string().min(1).max(500).describe('One sentence: what the patch changes and why'),
});

export type ModelPatch = z.infer<typeof ModelPatchSchema>;

type SearchReplaceResult =
  | { ok: true; files: Map<string, string>; diffBytes: number }
  | { ok: false; reason: string };

/**
 * Applies `patch` to `files` (path → current content on the head; a path missing from the map is
 * a file that does not exist). `threadPath` is the file under review.
 */
export function applyModelPatch(files: ReadonlyMap<string, string>, patch: ModelPatch, threadPath: string, policy: PatchPolicy): SearchReplaceResult {
  const changed = new Map<string, string>();
  for (const [index, edit] of patch.edits.entries()) {
    const which = `edit ${index + 1}`;
    const refused = pathRefusal(edit.path, policy);
    if (refused) return { ok: false, reason: `${which}: ${refused}` };
    if (edit.path !== threadPath && !patch.explanation.includes(edit.path)) {
      return { ok: false, reason: `${which} changes ${edit.path}, not the file under review, and the explanation does not say why` };
    }
    const current = changed.get(edit.path) ?? files.get(edit.path);
    if (current === undefined) return { ok: false, reason: `${which}: ${edit.path} does not exist on the head` };
    const search = matchLineEndings(edit.search, current);
    const replace = matchLineEndings(edit.replace, current);
    const count = occurrences(current, search);
    if (count === 0) return { ok: false, reason: `${which}: the search text is not in ${edit.path} (the patch does not apply)` };
    if (count > 1) return { ok: false, reason: `${which}: the search text occurs ${count} times in ${edit.path}; it must be unique` };
    const hidden = introducedHiddenCharacter(search, replace);
    if (hidden) return { ok: false, reason: `${which} would add ${hidden}` };
    if (containsCredential(replace) && !containsCredential(search)) return { ok: false, reason: `${which} would add a credential-shaped string` };
    changed.set(edit.path, current.replace(search, () => replace));
  }
  if (changed.size > policy.maxFiles) return { ok: false, reason: `the patch changes ${changed.size} files; max-files is ${policy.maxFiles}` };
  let diffBytes = 0;
  for (const [path, content] of changed) diffBytes += changedLineBytes(fileLines(files.get(path)!), fileLines(content));
  if (diffBytes > policy.maxPatchBytes) return { ok: false, reason: `the patch is ${diffBytes} bytes of changed lines; max-patch-bytes is ${policy.maxPatchBytes}` };
  for (const [path, content] of changed) if (content === files.get(path)) changed.delete(path);
  if (changed.size === 0) return { ok: false, reason: 'the patch changes nothing' };
  return { ok: true, files: changed, diffBytes };
}

function occurrences(text: string, search: string): number {
  let count = 0;
  for (let at = text.indexOf(search); at >= 0; at = text.indexOf(search, at + 1)) count += 1;
  return count;
}

/** Models write LF; a CRLF file keeps its line endings. */
function matchLineEndings(text: string, file: string): string {
  return file.includes('\r\n') ? text.replace(/\r?\n/g, '\r\n') : text;
}
