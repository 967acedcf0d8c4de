// Which rule drops each actionable message Tier 0 misses (tier0-12): the drop path, not the words.
// A miss is dropped by one of four paths: no rule saw a question or a report and the learned stage
// declined ("unseen"), an ack (short and made of ack words), a procedure line, or an answer
// (tier0-11's ANSWER). Counts per set and path are printed for every set; `--list <set>...` also
// prints the misses of the sets named (tuning data only: a fresh set's misses are never listed).
//
//   node --experimental-transform-types --no-warnings --import ./bench/ts-resolve.mjs bench/tier0-drops.ts [--list s20 s21]

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { ANSWER, ANSWER_OPENER, compileClassifier } from '../src/chat/watch/classify.js';
import { ChatConfigSchema } from '../src/config/chat-section.js';
import type { ChatEvent } from '../src/core/chat-event.js';
import { SETS } from './tier0-learn.js';

const FIXTURES = new URL('../test/fixtures/', import.meta.url);
const MessagesSchema = z.array(z.object({ text: z.string().min(1), label: z.enum(['actionable', 'ack', 'ambient']) }).passthrough());
const context = { inflight: new Set<string>(), classifiedAt: '2026-11-24T00:00:00.000Z' };
const event = (text: string, i: number): ChatEvent => ({ platform: 'slack', chat_id: 'C0', chat_name: 'c', message_id: `${i}`, create_time: context.classifiedAt, msg_type: 'text', content: text, thread_id: null, sender: { id: `U${i}`, type: 'user' }, mentions: [] });

const extra = (process.env.TIER0_EXTRA_SETS ?? '').split(',').filter(Boolean);
const sets: Record<string, string[]> = { ...SETS, ...Object.fromEntries(extra.map((s) => [s, [`chat-heldout-${s}/held-out.json`]])) };
const list = new Set(process.argv.slice(process.argv.indexOf('--list') + 1));
if (!process.argv.includes('--list')) list.clear();
// TIER0_COMMIT=<commit>: the rules and learned stage as they were at that commit (a set's first run).
const commit = process.env.TIER0_COMMIT;
async function classifierAt(at: string) {
  const dir = mkdtempSync(join(tmpdir(), `tier0-drops-${at}-`));
  execFileSync('sh', ['-c', `git archive ${at} src | tar -x -C ${dir}`], { cwd: new URL('..', import.meta.url) });
  symlinkSync(new URL('../node_modules', import.meta.url), join(dir, 'node_modules'));
  const old = (await import(pathToFileURL(join(dir, 'src/chat/watch/classify.ts')).href)) as typeof import('../src/chat/watch/classify.js');
  const config = (await import(pathToFileURL(join(dir, 'src/config/chat-section.ts')).href)) as typeof import('../src/config/chat-section.js');
  return old.compileClassifier(config.ChatConfigSchema.parse({}));
}
const classifier = commit === undefined ? compileClassifier(ChatConfigSchema.parse({})) : await classifierAt(commit);

type Path = 'unseen' | 'ack' | 'procedure' | 'answer';
function pathOf(text: string, isQuestion: boolean, isAck: boolean): Path {
  if (isAck) return 'ack';
  if (!isQuestion) return 'unseen';
  const said = text.trim().toLowerCase().replace(/’/g, "'");
  return ANSWER_OPENER.test(said) || ANSWER.test(said) || said.includes('resolved') ? 'answer' : 'procedure';
}

console.log('| set | messages | misses | unseen | ack | procedure | answer | chatter through |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [set, files] of Object.entries(sets)) {
  const messages = files.flatMap((f) => MessagesSchema.parse(JSON.parse(readFileSync(new URL(f, FIXTURES), 'utf8'))));
  const counts: Record<Path, number> = { unseen: 0, ack: 0, procedure: 0, answer: 0 };
  const shown: string[] = [];
  let through = 0;
  let chatter = 0;
  messages.forEach((m, i) => {
    const c = classifier.classify(event(m.text, i), context);
    if (m.label !== 'actionable') {
      chatter++;
      if (c.classification === 'actionable') through++;
      return;
    }
    if (c.classification === 'actionable') return;
    const path = pathOf(m.text, c.is_question, c.is_ack_or_emoji);
    counts[path]++;
    if (list.has(set)) shown.push(`  ${set} ${path} ${m.text.trim().split(/\s+/).length}w ${JSON.stringify(m.text.slice(0, 160))}`);
  });
  const misses = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`| ${set} | ${messages.length} | ${misses} | ${counts.unseen} | ${counts.ack} | ${counts.procedure} | ${counts.answer} | ${through}/${chatter} |`);
  for (const line of shown) console.log(line);
}
