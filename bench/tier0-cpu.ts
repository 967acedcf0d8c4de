// Tier 0's CPU per event, for comparing two versions of the classifier on a shared machine:
// bench/chat.ts's day of events (the same texts, in turn), classified `rounds` times (9 unless given) after a
// warm-up pass, timed by process.cpuUsage (user + system), not the wall clock, which the other
// engineers' load moves. Prints µs per event and events/s for each round and their median.
// Run: node --experimental-transform-types --no-warnings --import ./bench/ts-resolve.mjs bench/tier0-cpu.ts [rounds]

import { compileClassifier } from '../src/chat/watch/classify.js';
import { DEFAULT_CHAT_CONFIG } from '../src/config/chat-section.js';
import { chatDayEvents } from './chat.js';

const rounds = Number(process.argv[2] ?? 9);
const classifier = compileClassifier(DEFAULT_CHAT_CONFIG);
const events = chatDayEvents(50_000);
const context = { inflight: new Set<string>(), classifiedAt: new Date(0).toISOString() };
for (const e of events) classifier.classify(e, context);
const perEvent = Array.from({ length: rounds }, () => {
  const before = process.cpuUsage();
  for (const e of events) classifier.classify(e, context);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / events.length;
});
const median = [...perEvent].sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
console.log(`rounds (µs/event): ${perEvent.map((us) => us.toFixed(3)).join(' ')}`);
console.log(`median: ${median.toFixed(3)} µs/event = ${Math.round(1e6 / median).toLocaleString('en')} events/s (CPU)`);
