// `tend evidence check --root DIR [--commit REV]`: reads an investigator's answer
// (InvestigatorReturn) as JSON on stdin and prints, for each of its evidence refs, what the
// deterministic check found in the checkout: `[{ref, result, reason}]`, one per ref, in order.

import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { InvestigatorReturnSchema } from '../chat/thread/returns.js';
import { CommitTreeError, openCommitTree } from '../git/commit-tree.js';
import { checkEvidenceRefs } from '../evidence/check.js';
import { readAll, write } from './streams.js';

/** Returns the exit code: 0 when every ref was checked, 2 for bad arguments or input (nothing written to `output`). */
export async function evidenceCheck(args: string[], input: Readable, output: Writable, error: Writable): Promise<number> {
  let root: string;
  let commit: string;
  try {
    const { values } = parseArgs({ args, options: { root: { type: 'string' }, commit: { type: 'string', default: 'HEAD' } }, strict: true, allowPositionals: false });
    if (values.root === undefined || values.root === '') throw new Error('--root DIR is required: the checkout to check the refs against');
    root = values.root;
    commit = values.commit;
  } catch (cause) {
    await write(error, `tend evidence check: ${message(cause)}\n`);
    return 2;
  }

  const answer = parseAnswer(await readAll(input));
  if (typeof answer === 'string') {
    await write(error, `tend evidence check: ${answer}\n`);
    return 2;
  }
  try {
    const reader = await openCommitTree(root);
    if ((await reader.resolveCommit(commit)) === null) {
      await write(error, `tend evidence check: --commit '${commit}' names no commit in ${root}; expected a sha, branch or tag there.\n`);
      return 2;
    }
  } catch (cause) {
    if (!(cause instanceof CommitTreeError)) throw cause;
    await write(error, `tend evidence check: ${cause.message}\n`);
    return 2;
  }
  const checks = await checkEvidenceRefs(root, commit, answer.evidence_refs);
  await write(output, `${JSON.stringify(checks, null, 2)}\n`);
  return 0;
}

function parseAnswer(text: string): z.infer<typeof InvestigatorReturnSchema> | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    return `stdin is not valid JSON (${message(cause)}); expected an InvestigatorReturn object.`;
  }
  const parsed = InvestigatorReturnSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const at = issue.path.length === 0 ? 'the input' : issue.path.join('.');
  return `stdin is not an InvestigatorReturn: ${at}: ${issue.message.replace(/\s+/g, ' ')}`;
}

function message(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
