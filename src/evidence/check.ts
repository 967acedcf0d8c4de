// The deterministic evidence check (DESIGN principle 1): before any model judges a claim, code
// confirms that what it cites exists in the checked-out commit and says what it quotes.
//
// A path is looked up in git's objects for that commit, one component at a time, never in the
// working tree. Symlinks: a link whose target stays inside the tree is followed (at most
// MAX_LINK_HOPS links) and the citation is held to the target's lines, as an editor opening the
// path would show them; the reason says so. A link that points outside the tree (absolute, or
// `..` past the root) or into `.git` makes the citation fabricated, as do `..`, absolute paths and
// `.git` in the path itself: evidence can only come from the repository.

import { checkRelativePath, PathEscapeError } from '../git/paths.js';
import { CommitTreeError, openCommitTree, type CommitTreeOptions, type CommitTreeReader, type TreeEntry } from '../git/commit-tree.js';
import { compareQuote, fileLines } from './compare-quote.js';
import { formatFileRef, parseFileRef } from './file-ref.js';
import type { EvidenceCheck, EvidenceResult, FileCitation } from './types.js';
import { type EvidenceRef } from './types.js';

const MAX_LINK_HOPS = 8;
/** A cited file larger than this is not read: its lines cannot be checked. */
const MAX_CITED_FILE_BYTES = 5 * 1024 * 1024;

type EvidenceCheckOptions = CommitTreeOptions;

/** Checks one file citation against `commit` (any revision naming a commit) of the repository at `root`. */
export async function checkFileCitation(root: string, commit: string, citation: FileCitation, options: EvidenceCheckOptions = {}): Promise<EvidenceCheck> {
  const ref = formatFileRef(citation);
  const session = await openSession(root, commit, options);
  if ('error' in session) return { ref, result: 'uncheckable', reason: session.error };
  return { ref, ...(await checkCitation(session, citation)) };
}

/** Checks chat evidence refs; one result per ref, in order. */
export async function checkEvidenceRefs(root: string, commit: string, refs: readonly EvidenceRef[], options: EvidenceCheckOptions = {}): Promise<EvidenceCheck[]> {
  const session = await openSession(root, commit, options);
  const results: EvidenceCheck[] = [];
  for (const evidence of refs) {
    const outcome = 'error' in session ? { result: 'uncheckable' as const, reason: session.error } : await checkRef(session, evidence);
    results.push({ ref: evidence.ref, ...outcome });
  }
  return results;
}

interface Session {
  reader: CommitTreeReader;
  commit: string;
  /** How the commit was named, for reasons. */
  label: string;
}

type Outcome = { result: EvidenceResult; reason: string };

async function openSession(root: string, commit: string, options: EvidenceCheckOptions): Promise<Session | { error: string }> {
  try {
    const reader = await openCommitTree(root, options);
    const oid = await reader.resolveCommit(commit);
    if (oid === null) return { error: `commit '${commit}' is not in the repository at ${root}, so nothing can be checked against it` };
    return { reader, commit: oid, label: commit === oid ? oid.slice(0, 12) : `${commit} (${oid.slice(0, 12)})` };
  } catch (error) {
    if (error instanceof CommitTreeError) return { error: error.message.replace(/\.$/, '') };
    throw error;
  }
}

async function checkRef(session: Session, evidence: EvidenceRef): Promise<Outcome> {
  switch (evidence.kind) {
    case 'file': {
      const parsed = parseFileRef(evidence.ref, evidence.quote);
      if (!parsed.ok) return { result: 'fabricated', reason: parsed.error };
      return checkCitation(session, parsed.citation);
    }
    case 'git_commit':
      return checkCommit(session, evidence.ref.trim());
    case 'memory':
    case 'triage_file': {
      const parsed = parseFileRef(evidence.ref, evidence.quote);
      if (parsed.ok) return checkCitation(session, parsed.citation);
      return { result: 'uncheckable', reason: `a ${evidence.kind} ref that is not a path:line reference cannot be checked against the checkout` };
    }
    case 'log_query':
      return { result: 'uncheckable', reason: 'a log query cannot be checked against the checkout; nothing here can rerun it' };
    case 'external_doc':
      return { result: 'uncheckable', reason: 'an external document is outside the checkout; nothing here can confirm it' };
  }
}

async function checkCommit(session: Session, id: string): Promise<Outcome> {
  if (!/^[0-9a-fA-F]{4,64}$/.test(id)) return { result: 'fabricated', reason: `'${short(id)}' is not a commit id (4 to 64 hex digits)` };
  try {
    const found = await session.reader.commitExists(id);
    if (found === 'yes') return { result: 'verified', reason: `commit ${id} exists in the repository` };
    if (found === 'ambiguous') return { result: 'uncheckable', reason: `'${id}' is ambiguous: several objects start with it; cite more digits` };
    return { result: 'fabricated', reason: `no commit ${id} in the repository` };
  } catch (error) {
    if (error instanceof CommitTreeError) return { result: 'uncheckable', reason: error.message.replace(/\.$/, '') };
    throw error;
  }
}

async function checkCitation(session: Session, citation: FileCitation): Promise<Outcome> {
  try {
    return await checkCitationIn(session, citation);
  } catch (error) {
    if (error instanceof CommitTreeError) return { result: 'uncheckable', reason: error.message.replace(/\.$/, '') };
    throw error;
  }
}

async function checkCitationIn(session: Session, citation: FileCitation): Promise<Outcome> {
  let parts: string[];
  try {
    parts = checkRelativePath(citation.path);
  } catch (error) {
    if (error instanceof PathEscapeError) return { result: 'fabricated', reason: `${error.message.replace(/\.$/, '')}: evidence must be a file inside the repository` };
    throw error;
  }
  const found = await lookUp(session, parts);
  if ('fabricated' in found) return { result: 'fabricated', reason: found.fabricated };
  if ('uncheckable' in found) return { result: 'uncheckable', reason: found.uncheckable };
  const where = `${citation.path}${found.via === null ? '' : ` (a symlink to ${found.via})`} at ${session.label}`;
  const blob = await session.reader.readBlob(found.entry.oid, MAX_CITED_FILE_BYTES);
  if (blob.truncated) return { result: 'uncheckable', reason: `${where} is larger than ${MAX_CITED_FILE_BYTES} bytes; its lines were not read` };
  if (blob.text.includes('\0')) return { result: 'uncheckable', reason: `${where} is a binary file; it has no lines to cite` };
  const lines = fileLines(blob.text);
  if (citation.startLine < 1 || citation.endLine < citation.startLine) {
    return { result: 'fabricated', reason: `lines ${citation.startLine}-${citation.endLine} are not a range of lines` };
  }
  if (citation.endLine > lines.length) {
    const past = citation.startLine > lines.length ? `line ${citation.startLine}` : `line ${citation.endLine}`;
    return { result: 'fabricated', reason: `${past} is past the end of ${where}, which has ${lines.length} line${lines.length === 1 ? '' : 's'}` };
  }
  const range = citation.endLine === citation.startLine ? `line ${citation.startLine}` : `lines ${citation.startLine}-${citation.endLine}`;
  if (citation.quote === undefined || citation.quote.trim() === '') {
    return { result: 'verified', reason: `${where} has ${range} (no quote to compare)` };
  }
  const comparison = compareQuote(citation.quote, lines.slice(citation.startLine - 1, citation.endLine), citation.startLine);
  if (!comparison.same) return { result: 'fabricated', reason: `${where}: the quote does not match ${range}: ${comparison.reason}` };
  return { result: 'verified', reason: `${where} ${range} match the quote` };
}

type LookUp = { entry: TreeEntry; via: string | null } | { fabricated: string } | { uncheckable: string };

/** Walks `parts` from the commit's root tree, following symlinks that stay inside it. */
async function lookUp(session: Session, start: string[]): Promise<LookUp> {
  const cited = start.join('/');
  let parts = start;
  let hops = 0;
  restart: for (;;) {
    let tree = await session.reader.rootTree(session.commit);
    for (let index = 0; index < parts.length; index++) {
      const name = parts[index]!;
      const here = parts.slice(0, index + 1).join('/');
      const entry = (await session.reader.listTree(tree)).find((candidate) => candidate.name === name);
      if (entry === undefined) return { fabricated: `no file '${here}' at ${session.label}${here === cited ? '' : ` (while resolving '${cited}')`}` };
      const last = index === parts.length - 1;
      if (entry.mode === '120000') {
        if (++hops > MAX_LINK_HOPS) return { fabricated: `'${cited}' goes through more than ${MAX_LINK_HOPS} symlinks (a loop?) at ${session.label}` };
        const target = (await session.reader.readBlob(entry.oid, 4096)).text;
        const next = followLink(parts.slice(0, index), target);
        if (next === null) return { fabricated: `'${here}' is a symlink to '${short(target)}', outside the repository: evidence must be a file inside it` };
        if (next.some((part) => part.toLowerCase() === '.git')) return { fabricated: `'${here}' is a symlink into .git, which is not evidence` };
        parts = [...next, ...parts.slice(index + 1)];
        if (parts.length === 0) return { fabricated: `'${cited}' is a directory at ${session.label}, not a file` };
        continue restart;
      }
      if (entry.type === 'commit') return { uncheckable: `'${here}' is a submodule at ${session.label}; its files are not in this repository` };
      if (entry.type === 'tree') {
        if (last) return { fabricated: `'${cited}' is a directory at ${session.label}, not a file` };
        tree = entry.oid;
        continue;
      }
      if (!last) return { fabricated: `'${here}' is a file at ${session.label}, so '${cited}' cannot be inside it` };
      const resolved = parts.join('/');
      return { entry, via: resolved === cited ? null : resolved };
    }
    return { fabricated: `'${cited}' names no file` };
  }
}

/** The parts a symlink at `directory/<link>` leads to, or null when it leaves the tree. */
function followLink(directory: string[], target: string): string[] | null {
  if (target === '' || target.startsWith('/') || /^[a-zA-Z]:/.test(target) || target.includes('\0')) return null;
  const parts = [...directory];
  for (const part of target.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
      continue;
    }
    parts.push(part);
  }
  return parts;
}

function short(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
