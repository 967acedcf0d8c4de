// Reads tend's audit records from files and folders (downloaded artifacts, the demo's output): the
// boundary where an audit is data from outside, checked by the audit's own schema. The first file
// that is not an audit stops the read with one line naming it and what was expected.

import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AuditSchema } from '../audit.js';
import type { SourcedAudit } from './figures.js';

/** audit.json, and names that end in it (tend-audit.json, 42.audit.json): what audit-path is usually set to. */
const AUDIT_NAME = /(?:^|[-_.])audit\.json$/;

export class AuditReadError extends Error {}

/** Every audit file under `paths` (a file is read whatever its name; a folder, recursively, for AUDIT_NAME). */
export async function findAuditFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (info === null) throw new AuditReadError(`${path} does not exist (expected a folder of audit.json files, or an audit file)`);
    if (info.isFile()) {
      files.push(path);
      continue;
    }
    const entries = await readdir(path, { withFileTypes: true, recursive: true });
    const found = entries.filter((e) => e.isFile() && AUDIT_NAME.test(e.name)).map((e) => join(e.parentPath, e.name));
    files.push(...found.sort());
  }
  return files;
}

/** One audit, parsed and checked; an AuditReadError naming the file and the first thing wrong. */
export function parseAudit(file: string, text: string): SourcedAudit {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AuditReadError(`${file} is not JSON (${error instanceof Error ? error.message : String(error)}); expected a tend audit (version 1)`);
  }
  const parsed = AuditSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = issue.path.length > 0 ? issue.path.join('.') : 'the top level';
    throw new AuditReadError(`${file} is not a tend audit: at ${at}: ${issue.message}; expected the audit.json a tend run writes (version 1, tool "tend")`);
  }
  return { file, audit: parsed.data };
}

/** Every audit under `paths`, or an AuditReadError for a missing path, a bad file, or none found. */
export async function readAudits(paths: readonly string[]): Promise<SourcedAudit[]> {
  const files = await findAuditFiles(paths);
  if (files.length === 0) throw new AuditReadError(`no audit files under ${paths.join(', ')} (expected files named audit.json or ending in -audit.json, as tend's audit-path writes them)`);
  const audits: SourcedAudit[] = [];
  for (const file of files) audits.push(parseAudit(file, await readFile(file, 'utf8')));
  return audits;
}
