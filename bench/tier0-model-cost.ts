// The CPU cost of Tier 0's learned second chance per event, on bench/chat.ts's day of traffic:
// the same classifier with the shipped model and without it (the rules alone), in alternating
// passes over the day in one process, each pass timed by process.cpuUsage(); the median of each.
// Also how many of the day's events reach the model (the rules' drops it may turn around), and
// the model's own cost per message it scores.
//
//   node --experimental-transform-types --no-warnings --import ./bench/ts-resolve.mjs bench/tier0-model-cost.ts

import { readFileSync } from 'node:fs';
import { compileClassifier } from '../src/chat/watch/classify.js';
import { MAX_FEATURES, modelText, scoreOf, SHIPPED_MODEL } from '../src/chat/watch/tier0-model.js';
import { DEFAULT_CHAT_CONFIG } from '../src/config/chat-section.js';
import type { ChatEvent } from '../src/core/chat-event.js';
import { chatDayEvents } from './chat.js';

const PASSES = 15;
const events: ChatEvent[] = chatDayEvents(50_000);
const context = { inflight: new Set<string>(), classifiedAt: events[0]!.create_time };
const withModel = compileClassifier(DEFAULT_CHAT_CONFIG, SHIPPED_MODEL);
const rulesAlone = compileClassifier(DEFAULT_CHAT_CONFIG, null);

function pass(classifier: typeof withModel): number {
  const started = process.cpuUsage();
  for (const e of events) classifier.classify(e, context);
  const cpu = process.cpuUsage(started);
  return cpu.user + cpu.system;
}

// Warm both up on the whole day, then alternate, so load and tier-ups fall on both alike.
pass(withModel);
pass(rulesAlone);
const times = { model: [] as number[], alone: [] as number[] };
for (let i = 0; i < PASSES; i++) {
  times.model.push(pass(withModel));
  times.alone.push(pass(rulesAlone));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const perEvent = (µs: number) => µs / events.length;

// The events that reach the model: those the rules drop as ambient that the model is asked about
// (a model that lets everything through turns exactly those to actionable).
const passAll = compileClassifier(DEFAULT_CHAT_CONFIG, { ...SHIPPED_MODEL, threshold: -Infinity });
const asked = events.filter((e) => rulesAlone.classify(e, context).classification !== 'actionable' && passAll.classify(e, context).classification === 'actionable');
const rescued = events.filter((e) => rulesAlone.classify(e, context).classification !== 'actionable' && withModel.classify(e, context).classification === 'actionable');
const scratch = new Int32Array(MAX_FEATURES);
const texts = asked.map((e) => modelText(e.content));
let sink = 0;
for (const t of texts) sink += scoreOf(SHIPPED_MODEL, t, scratch);
const scoring: number[] = [];
for (let i = 0; i < PASSES; i++) {
  const started = process.cpuUsage();
  for (const t of texts) sink += scoreOf(SHIPPED_MODEL, t, scratch);
  const cpu = process.cpuUsage(started);
  scoring.push(cpu.user + cpu.system);
}

console.log(`day: ${events.length} events; ${asked.length} reach the model (${((100 * asked.length) / events.length).toFixed(1)} %), ${rescued.length} let through by it`);
console.log(`rules alone: ${perEvent(median(times.alone)).toFixed(3)} µs CPU per event (median of ${PASSES} passes) = ${Math.round(1e6 / perEvent(median(times.alone))).toLocaleString('en')} events per CPU-second`);
console.log(`rules + model: ${perEvent(median(times.model)).toFixed(3)} µs CPU per event = ${Math.round(1e6 / perEvent(median(times.model))).toLocaleString('en')} events per CPU-second`);
console.log(`the stage: ${(perEvent(median(times.model)) - perEvent(median(times.alone))).toFixed(3)} µs CPU per event of the day (difference of medians)`);
console.log(`scoring alone: ${(median(scoring) / texts.length).toFixed(3)} µs CPU per message scored, ${(median(scoring) / events.length).toFixed(3)} µs per event of the day (checksum ${sink.toFixed(1)})`);
