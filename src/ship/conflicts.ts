// What tend does with a pull request whose head does not merge cleanly with its base, as plain
// functions of data. The base is merged into the head in tend's checkout (git/merge-base-into-head.ts);
// each file git leaves in conflict is then classified:
//   regenerate  a lockfile or generated file, rebuilt by the workflow's regenerate-command;
//   model       a text file the model resolves from its three sides (base, ours, theirs);
//   escalate    everything else, with the reason.
// One file that must be escalated escalates the merge: a half-resolved merge is never pushed.
// The model's resolution is data until validate-resolution below accepts it.

import picomatch from 'picomatch';
import { containsCredential } from '../core/redact.js';
import { introducedHiddenCharacter } from './patch/hidden-characters.js';
import { pathRefusal, type PathPolicy } from './patch/path-policy.js';
import type { ConflictSides } from '../git/merge-base-into-head.js';

export type { ConflictSides };

/** Lockfiles package managers write: a conflict in one is settled by regenerating it, never by editing. */
export const LOCKFILES: readonly string[] = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'Cargo.lock', 'poetry.lock', 'go.sum', 'uv.lock', 'Gemfile.lock', 'composer.lock'];

/** Most bytes any one side of a file may have for the model to see it (the prompt stays bounded). */
export const MAX_SIDE_BYTES = 24_000;
/** Most files one merge sends to the model. */
export const MAX_MODEL_FILES = 5;

export type ConflictHandling =
  | { path: string; how: 'regenerate' }
  | { path: string; how: 'model' }
  | { path: string; how: 'escalate'; reason: string };

export interface ConflictPolicy {
  /** `regenerate-command` from the workflow file; undefined when none is configured. */
  regenerateCommand: string | undefined;
  /** Globs (`generated-paths`) of files treated like lockfiles, besides LOCKFILES and `linguist-generated`. */
  generatedPaths: readonly string[];
  /** Patterns `.gitattributes` on the base marks `linguist-generated` (generatedPatterns). */
  linguistGenerated: readonly string[];
  /** A model is configured (anthropic-api-key). */
  model: boolean;
  /** tend may push to the head branch (false for a fork's). */
  canPush: boolean;
  /** `max-files`: most files the model may write in one merge (MAX_MODEL_FILES at most). */
  maxFiles?: number;
  pathPolicy: PathPolicy;
}

/** The patterns a `.gitattributes` text marks `linguist-generated` (set or `=true`; `-`/`=false` unset it). */
export function generatedPatterns(gitattributes: string | null): string[] {
  if (!gitattributes) return [];
  const patterns: string[] = [];
  for (const raw of gitattributes.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [pattern, ...attributes] = line.split(/\s+/);
    if (!pattern) continue;
    for (const attribute of attributes) {
      if (attribute === 'linguist-generated' || attribute === 'linguist-generated=true') patterns.push(pattern);
      if (attribute === '-linguist-generated' || attribute === '!linguist-generated' || attribute === 'linguist-generated=false') {
        const at = patterns.lastIndexOf(pattern);
        if (at >= 0) patterns.splice(at, 1);
      }
    }
  }
  return patterns;
}

/** gitattributes matching: a pattern without a slash matches the file name at any depth; a leading slash anchors. */
function attributeMatches(pattern: string, path: string): boolean {
  const anchored = pattern.replace(/^\//, '');
  const options = { dot: true, basename: !pattern.includes('/') };
  return picomatch(anchored, options)(path) || picomatch(`${anchored.replace(/\/$/, '')}/**`, { dot: true })(path);
}

/** Whether `path` is a lockfile or a generated file, and which. */
export function generatedKind(path: string, policy: Pick<ConflictPolicy, 'generatedPaths' | 'linguistGenerated'>): string | null {
  const name = path.split('/').at(-1) ?? path;
  if (LOCKFILES.includes(name)) return 'a lockfile';
  if (policy.generatedPaths.length > 0 && picomatch([...policy.generatedPaths], { dot: true })(path)) return 'a generated file (generated-paths)';
  if (policy.linguistGenerated.some((pattern) => attributeMatches(pattern, path))) return 'a generated file (linguist-generated in .gitattributes)';
  return null;
}

/** How one conflicted file is to be settled. */
export function classifyConflict(sides: ConflictSides, policy: ConflictPolicy): ConflictHandling {
  const { path } = sides;
  const escalate = (reason: string): ConflictHandling => ({ path, how: 'escalate', reason });
  if (!policy.canPush) return escalate('the pull request comes from a fork, which tend cannot push to');
  const kind = generatedKind(path, policy);
  if (kind) {
    if (policy.regenerateCommand === undefined) return escalate(`${kind}, and no regenerate-command is configured to rebuild it`);
    return { path, how: 'regenerate' };
  }
  if (sides.ours === null || sides.theirs === null) return escalate(`deleted on one side and changed on the other`);
  if ([sides.base, sides.ours, sides.theirs].some((side) => side !== null && side.includes('\0'))) return escalate('a binary file');
  const refused = pathRefusal(path, policy.pathPolicy);
  if (refused) return escalate(refused);
  if (!policy.model) return escalate('no model is configured (anthropic-api-key) to resolve it');
  const largest = Math.max(...[sides.base, sides.ours, sides.theirs].map((side) => Buffer.byteLength(side ?? '', 'utf8')));
  if (largest > MAX_SIDE_BYTES) return escalate(`too large for the model (${largest} bytes on one side; at most ${MAX_SIDE_BYTES})`);
  return { path, how: 'model' };
}

export interface ConflictPlan {
  /** Go on (every file regenerates or goes to the model), or escalate the merge. */
  go: boolean;
  handling: ConflictHandling[];
}

/** The plan for the whole merge: any escalated file, or too many for the model, escalates it. */
export function planConflicts(files: readonly ConflictSides[], policy: ConflictPolicy): ConflictPlan {
  let handling = files.map((sides) => classifyConflict(sides, policy));
  const forModel = handling.filter((h) => h.how === 'model').length;
  const most = Math.min(MAX_MODEL_FILES, policy.maxFiles ?? MAX_MODEL_FILES);
  if (forModel > most) {
    handling = handling.map((h) => (h.how === 'model' ? { path: h.path, how: 'escalate', reason: `one of ${forModel} conflicted files for the model; at most ${most} in one merge (max-files caps it too)` } : h));
  }
  return { go: files.length > 0 && handling.every((h) => h.how !== 'escalate'), handling };
}

/** A line git writes around a conflict: `<<<<<<<`, `|||||||`, `=======`, `>>>>>>>`. */
const CONFLICT_MARKER = /^(<{7}|\|{7}|={7}|>{7})(\s|$)/m;

export function hasConflictMarkers(text: string): boolean {
  return CONFLICT_MARKER.test(text);
}

/**
 * Null when the resolution may be committed, else why not: no conflict marker left, no
 * credential or hidden character that no side had, and no bigger than its sides together (a resolution keeps or drops lines; it does not write a new file).
 */
export function resolutionRefusal(sides: ConflictSides, resolved: string): string | null {
  if (hasConflictMarkers(resolved)) return 'the resolution still holds conflict markers';
  const sources = [sides.base, sides.ours, sides.theirs].filter((s): s is string => s !== null);
  if (containsCredential(resolved) && !sources.some(containsCredential)) return 'the resolution adds a credential-shaped string';
  const hidden = introducedHiddenCharacter(sources.join('\n'), resolved);
  if (hidden) return `the resolution adds ${hidden}`;
  const allowed = sources.reduce((sum, s) => sum + Buffer.byteLength(s, 'utf8'), 0);
  if (Buffer.byteLength(resolved, 'utf8') > allowed) return 'the resolution is larger than its sides together';
  if (resolved.trim() === '' && sources.some((s) => s.trim() !== '')) return 'the resolution is empty';
  return null;
}

/** The blocked reason for a merge tend leaves to a person, naming every conflicted file. */
export function escalationReason(handling: readonly ConflictHandling[], why?: string): string {
  const files = handling.map((h) => (h.how === 'escalate' ? `${h.path} (${h.reason})` : h.path));
  const because = why ? `${why}; ` : '';
  return `the pull request has merge conflicts tend did not resolve: ${because}${files.length} conflicted file(s): ${files.join(', ')}; merge the base branch into the head by hand, and tend goes on from the new head`;
}
