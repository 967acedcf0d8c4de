// Tier 0 on real chat: test/fixtures/chat-corpus holds public chat and issue-thread messages in
// nine languages, each labelled by hand (README.md there says how). Document 001 allows at most
// 1 miss (an actionable message not classified actionable) per 100 events (AC-11) and at most 40 %
// of the other messages let through (AC-01); both rates are computed and printed here.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ChatConfigSchema } from '../../config/chat-section.js';
import type { ChatEvent } from '../../core/chat-event.js';
import { compileClassifier } from './classify.js';

const CorpusSchema = z
  .array(
    z.strictObject({
      text: z.string().min(1),
      source: z.string().url(),
      language: z.enum(['en', 'de', 'fr', 'es', 'pt', 'id', 'ru', 'zh', 'ja']),
      label: z.enum(['actionable', 'ack', 'ambient']),
      note: z.string().min(1).optional(),
    }),
  )
  .min(300);

const read = (name: string, folder = 'chat-corpus') => JSON.parse(readFileSync(new URL(`../../../test/fixtures/${folder}/${name}`, import.meta.url), 'utf8')) as unknown;
const corpus = CorpusSchema.parse(read('corpus.json'));
// Collected and labelled after tier0-3's first words were written; its first run missed 6 of 47
// (12.8 per 100 events) and the gaps it showed were then closed, so it is fit too now (README.md).
const heldOut = CorpusSchema.element.array().min(40).parse(read('held-out.json'));
// Collected, labelled and committed before any tier0-4 rule was written, from 179 sources in
// neither file above. tier0-3's first run on it, the honest generalisation figure: 41 misses of
// 285 = 14.39 per 100 events (de 7, en 9, id 8, pt 8, zh 4, ja 3, fr 1, es 1), 34 of 143
// non-actionable let through = 23.8 %. tier0-4 then closed those gaps, so this set is fit now too.
const heldOut2 = CorpusSchema.element.array().min(150).parse(read('held-out-2.json'));
// Session 15 (test/fixtures/chat-heldout-s15/README.md): a held-out set committed before any
// tier0-5 rule, never read for misses, and two tuning splits the tier0-5 rules came from.
// tier0-4 on the held-out set: 18 misses of 311 = 5.79 per 100 events, 44 of 220 let through;
// tier0-8: 0 misses, 84 of 220 = 38.2 %; tier0-9: 0, 85 of 220 = 38.6 % (AC-01's 40 % is 88).
const s15HeldOut = CorpusSchema.element.array().min(300).parse(read('held-out.json', 'chat-heldout-s15'));
const s15Tuning = [...CorpusSchema.element.array().parse(read('tuning.json', 'chat-heldout-s15')), ...CorpusSchema.element.array().parse(read('tuning-2.json', 'chat-heldout-s15'))];
const S15_FIRST_RUN_MISSES = 18;
// Session 16 (test/fixtures/chat-heldout-s16/README.md): a held-out set collected from sources in no
// other set and committed with tier0-5's figures on it before any tier0-6 rule; never read for misses.
// tier0-5's first run on it: 21 misses of 323 = 6.50 per 100 events, 27 of 239 let through = 11.3 %;
// tier0-6 (rules from the older sets only): 12 = 3.72 per 100 events, 51 of 239 = 21.3 %;
// tier0-7 (written with this set as tuning data): 1 = 0.31 per 100 events, 56 of 239 = 23.4 %;
// tier0-8: 1 = 0.31 per 100 events, 58 of 239 = 24.3 %; tier0-9: the same.
const s16HeldOut = CorpusSchema.element.array().min(300).parse(read('held-out.json', 'chat-heldout-s16'));
const S16_FIRST_RUN_MISSES = 21;
// Session 17 (test/fixtures/chat-heldout-s17/README.md): collected from sources in no other set and
// committed with tier0-6's figures on it before any tier0-7 rule; never read for misses.
// tier0-6's first run on it: 15 misses of 385 = 3.90 per 100 events, 71 of 275 let through = 25.8 %;
// tier0-7 (classes of doubt, designed from the older sets only): 10 = 2.60 per 100 events, 74 of 275 = 26.9 %;
// tier0-8 (written with this set as tuning data): 0, 74 of 275 = 26.9 %; tier0-9: the same.
const s17HeldOut = CorpusSchema.element.array().min(300).parse(read('held-out.json', 'chat-heldout-s17'));
const S17_FIRST_RUN_MISSES = 15;
// Session 17, second round (test/fixtures/chat-heldout-s18/README.md): collected from sources in no
// other set (IRC meeting logs of other projects, a mailing-list archive, issue threads in six
// languages) and committed with tier0-7's figures on it before any tier0-8 rule; not read for misses
// until tier0-8 was measured on it.
// tier0-7's first run on it: 16 misses of 381 = 4.20 per 100 events, 65 of 267 let through = 24.3 %;
// tier0-8 (more classes, designed from the older sets only, which took s17 from 10 misses to 0):
// 15 = 3.94 per 100 events, 65 of 267 = 24.3 %;
// tier0-9's rules (written with this set as tuning data): 2 = 0.52 per 100 events, 67 of 267 = 25.1 %;
// its learned second chance (tier0-model.ts) is measured leaving each set out (bench/tier0-loso.ts).
const s18HeldOut = CorpusSchema.element.array().min(300).parse(read('held-out.json', 'chat-heldout-s18'));
const S18_FIRST_RUN_MISSES = 16;
// Session 18 (test/fixtures/chat-heldout-s19/README.md): collected from sources in no other set
// (IRC meeting logs of Gentoo, Jenkins, Koha, X.Org and Melange, issue and pull-request threads in
// nine languages) and committed with tier0-8's figures on it before any tier0-9 rule; never read for misses.
// tier0-8's first run on it: 12 misses of 423 = 2.84 per 100 events, 60 of 290 let through = 20.7 %;
// tier0-9 (rules from the older sets and the learned second chance, measured once at the end):
// 10 = 2.36 per 100 events, 67 of 290 = 23.1 %.
const s19HeldOut = CorpusSchema.element.array().min(300).parse(read('held-out.json', 'chat-heldout-s19'));
const S19_FIRST_RUN_MISSES = 12;
// Session 18, second round (test/fixtures/chat-heldout-s20/README.md): collected from sources in no
// other set (a Zulip chat archive, hardware and Discourse forums, game-mod, 3D-printer, microcontroller
// and data-science issue threads in nine languages) and committed with tier0-9's figures on it before
// any tier0-10 rule; not read for misses until tier0-10 was measured on it.
// tier0-9's first run on it: 10 misses of 415 = 2.41 per 100 events, 115 of 213 let through = 54.0 %:
// AC-01 (at most 40 %) does not hold on it, the first held-out set where it fails, so its bound is
// that first run's share, not 40 %. tier0-10 (not merged), measured once on it: 14 = 3.37 per 100
// events, 109 of 213 = 51.2 %. Since then tuning data (tier0-11's rules and learned stage were
// written with it): tier0-11's rules alone 9 = 2.17, 93 of 213 = 43.7 %; with the learned stage,
// trained on it too, 6 = 1.45, 93 of 213 = 43.7 %. Its bounds stay tier0-9's first run.
const s20HeldOut = CorpusSchema.element.array().min(300).parse(read('held-out.json', 'chat-heldout-s20'));
const S20_FIRST_RUN_MISSES = 10;
const S20_FIRST_RUN_PASS_THROUGH = (100 * 115) / 213;
// Session 19 (test/fixtures/chat-heldout-s21/README.md): collected from sources in no other set
// (openSUSE and KDE meeting logs, browser-extension, note-taking-plugin and Android-app threads after
// updates, small teams' own trackers, in nine languages) while tier0-10 was being written from the
// older sets, and committed before any tier0-11 rule; the fresh set for round 11, never read for misses.
// tier0-9's first run on it: 11 misses of 451 = 2.44 per 100 events, 106 of 252 let through = 42.1 %:
// AC-01 (at most 40 %) does not hold on it either, so its bound is that first run's share, as for s20.
// tier0-11 (not merged), measured once on it: 12 = 2.66, 99 of 252 = 39.3 %. Since then tuning data
// (tier0-12's rules and learned stage were written with it; tier0-12 designed from s15 to s20 took it,
// before its misses were read, to 11 and 102 of 252). Its bounds stay tier0-9's first run.
const s21HeldOut = CorpusSchema.element.array().min(400).parse(read('held-out.json', 'chat-heldout-s21'));
const S21_FIRST_RUN_MISSES = 11;
const S21_FIRST_RUN_PASS_THROUGH = (100 * 106) / 252;
// Session 19, round 12 (test/fixtures/chat-heldout-s22/README.md): collected from sources in no other
// set (OpenOffice.org, LEDE, Sugar Labs and X.Org meeting logs, mailing lists, "still maintained?",
// translation, course and update-check threads, in nine languages) while the round-12 rules were being
// written from the older sets; the fresh set for round 12, never read for misses.
// tier0-9's first run on it: 4 misses of 428 = 0.93 per 100 events, 82 of 320 let through = 25.6 %:
// AC-01 holds on it, so its bound is 40 % as for s15 to s19 (a quarter of it is actionable, s21 44 %).
const s22HeldOut = CorpusSchema.element.array().min(400).parse(read('held-out.json', 'chat-heldout-s22'));
const S22_FIRST_RUN_MISSES = 4;
// Session 19, round 13 (test/fixtures/chat-heldout-s23/README.md): collected from sources in no other
// set (issue threads on installs, updates, dark-mode requests, CSV encodings, clocks, notifications,
// memory and two-factor logins; Mageia meeting logs; mailing lists and forums; nine languages, half
// actionable) before any round-13 rule; the fresh set for round 13, never read for misses.
// tier0-12's first run on it: 35 misses of 425 = 8.24 per 100 events (35 of 208 actionable = 16.8 %),
// 78 of 217 let through = 35.9 %: AC-01 holds on it, so its bound is 40 %; AC-11 is far from holding.
const s23HeldOut = CorpusSchema.element.array().min(400).parse(read('held-out.json', 'chat-heldout-s23'));
const S23_FIRST_RUN_MISSES = 35;
// Session 19, round 14 (test/fixtures/chat-heldout-s24/README.md): collected from sources in no other
// set (issue threads on export buttons, settings that do not save, CSV imports, sync, crashes on
// opening files, e-mail notifications, image uploads, login codes and password changes, feature
// requests; a Wikimedia meeting log; mailing lists and forums; nine languages, 45.8 % actionable)
// before any round-14 rule; the fresh set for round 14, never read for misses.
// tier0-12.1's first run on it (main at ece661f): 20 misses of 404 = 4.95 per 100 events (20 of 185
// actionable = 10.8 %), 98 of 219 let through = 44.7 %: AC-01 does not hold on it, so its bound is that
// first run's share, as for s20 and s21; AC-11 does not hold either.
const s24HeldOut = CorpusSchema.element.array().min(400).parse(read('held-out.json', 'chat-heldout-s24'));
const S24_FIRST_RUN_MISSES = 20;
const S24_FIRST_RUN_PASS_THROUGH = (100 * 98) / 219;
const context = { inflight: new Set<string>(), classifiedAt: '2026-11-24T00:00:00.000Z' };

function event(text: string, i: number): ChatEvent {
  return {
    platform: 'slack',
    chat_id: 'C0CORPUS',
    chat_name: 'corpus',
    message_id: `${i}`,
    create_time: '2026-11-24T00:00:00.000Z',
    msg_type: 'text',
    content: text,
    thread_id: null,
    sender: { id: `U${i}`, type: 'user' },
    mentions: [],
  };
}

/** `listMisses: false` for a held-out set: its figures are printed, its misses never (rules must not be written from them). */
function rates(name: string, messages: typeof corpus, listMisses = true) {
  const results = messages.map((m, i) => ({ ...m, got: classifier.classify(event(m.text, i), context).classification }));
  const misses = results.filter((r) => r.label === 'actionable' && r.got !== 'actionable');
  const others = results.filter((r) => r.label !== 'actionable');
  const letThrough = others.filter((r) => r.got === 'actionable');
  const missesPer100 = (100 * misses.length) / results.length;
  const passThrough = (100 * letThrough.length) / others.length;
  console.log(
    `Tier-0 ${name}: ${results.length} messages (${[...new Set(messages.map((m) => m.language))].join(', ')}); misses ${misses.length} = ${missesPer100.toFixed(2)} per 100 events; ` +
      `let through ${letThrough.length} of ${others.length} non-actionable = ${passThrough.toFixed(1)} %`,
  );
  if (listMisses) for (const m of misses) console.log(`  missed [${m.language}] ${JSON.stringify(m.text.slice(0, 100))}`);
  return { results, missesPer100, passThrough };
}

/**
 * A held-out set's checks: it shares no source with the older sets, AC-01 holds on it, and it loses
 * no more actionable messages than the rules had on it before the next round's rules were written.
 * AC-11 (≤ 1 per 100 events) does not hold on these yet: the figure is printed, and guarded against
 * getting worse than that first run on data the rules were not written from. Where AC-01 does not
 * hold either on a set's first run (s20, s21, s24), `maxPassThrough` is that first run's share instead of 40 %,
 * so the test guards the figure against getting worse without claiming the criterion is met.
 */
function heldOutHolds(name: string, set: typeof corpus, older: typeof corpus, firstRunMisses: number, maxPassThrough = 40) {
  const seen = new Set(older.map((m) => m.source));
  expect(set.filter((m) => seen.has(m.source))).toEqual([]);
  const held = rates(name, set, false);
  expect(held.results.filter((r) => r.label === 'actionable' && r.got !== 'actionable').length).toBeLessThanOrEqual(firstRunMisses);
  expect(held.passThrough).toBeLessThanOrEqual(maxPassThrough);
}

// The default configuration: English configured, every other language found by its script.
const classifier = compileClassifier(ChatConfigSchema.parse({}));

describe('Tier 0 on the chat corpus', () => {
  it('misses at most 1 actionable message per 100 events (AC-11) and lets through at most 40 % of the rest (AC-01), on each set and on all three', () => {
    const sets = [rates('corpus', corpus), rates('held-out', heldOut), rates('held-out-2', heldOut2)];
    const all = rates('corpus + held-out + held-out-2', [...corpus, ...heldOut, ...heldOut2]);
    for (const messages of [corpus, heldOut2]) expect([...new Set(messages.map((m) => m.language))].sort()).toEqual(['de', 'en', 'es', 'fr', 'id', 'ja', 'pt', 'ru', 'zh']);
    // held-out-2 shares no source with the other two: it measures chat the rules were not written from.
    const seen = new Set([...corpus, ...heldOut].map((m) => m.source));
    expect(heldOut2.filter((m) => seen.has(m.source))).toEqual([]);
    expect(sets.reduce((n, set) => n + set.results.length, 0)).toBe(all.results.length);
    for (const set of [...sets, all]) {
      expect(set.missesPer100).toBeLessThanOrEqual(1);
      expect(set.passThrough).toBeLessThanOrEqual(40);
    }
  });

  it('on the s15 held-out set (sources in no other set): AC-01 holds, and no more misses than tier0-4 had on it before any tier0-5 rule', () => {
    const tuning = rates('s15 tuning + tuning-2', s15Tuning);
    heldOutHolds('s15 held-out', s15HeldOut, [...corpus, ...heldOut, ...heldOut2, ...s15Tuning], S15_FIRST_RUN_MISSES);
    expect(tuning.results.length).toBe(s15Tuning.length);
  });

  it('on the s16 held-out set (sources in no other set): AC-01 holds, and no more misses than tier0-5 had on it before any tier0-6 rule', () => {
    heldOutHolds('s16 held-out', s16HeldOut, [...corpus, ...heldOut, ...heldOut2, ...s15Tuning, ...s15HeldOut], S16_FIRST_RUN_MISSES);
  });

  it('on the s17 held-out set (sources in no other set): AC-01 holds, and no more misses than tier0-6 had on it before any tier0-7 rule', () => {
    heldOutHolds('s17 held-out', s17HeldOut, [...corpus, ...heldOut, ...heldOut2, ...s15Tuning, ...s15HeldOut, ...s16HeldOut], S17_FIRST_RUN_MISSES);
  });

  it('on the s18 held-out set (sources in no other set): AC-01 holds, and no more misses than tier0-7 had on it before any tier0-8 rule', () => {
    heldOutHolds('s18 held-out', s18HeldOut, [...corpus, ...heldOut, ...heldOut2, ...s15Tuning, ...s15HeldOut, ...s16HeldOut, ...s17HeldOut], S18_FIRST_RUN_MISSES);
  });

  it('on the s19 held-out set (sources in no other set): AC-01 holds, and no more misses than tier0-8 had on it before any tier0-9 rule', () => {
    heldOutHolds('s19 held-out', s19HeldOut, [...corpus, ...heldOut, ...heldOut2, ...s15Tuning, ...s15HeldOut, ...s16HeldOut, ...s17HeldOut, ...s18HeldOut], S19_FIRST_RUN_MISSES);
  });

  it('on the s20 set (sources in no other set; tuning data since tier0-11): no more misses and no more chatter let through than tier0-9 had on it before any tier0-10 rule (AC-01 does not hold on it)', () => {
    heldOutHolds('s20 held-out', s20HeldOut, [...corpus, ...heldOut, ...heldOut2, ...s15Tuning, ...s15HeldOut, ...s16HeldOut, ...s17HeldOut, ...s18HeldOut, ...s19HeldOut], S20_FIRST_RUN_MISSES, S20_FIRST_RUN_PASS_THROUGH);
  });

  it('on the s21 set (sources in no other set; tuning data since tier0-12): no more misses and no more chatter let through than tier0-9 had on it before any tier0-11 rule (AC-01 does not hold on it)', () => {
    heldOutHolds('s21 held-out', s21HeldOut, [...corpus, ...heldOut, ...heldOut2, ...s15Tuning, ...s15HeldOut, ...s16HeldOut, ...s17HeldOut, ...s18HeldOut, ...s19HeldOut, ...s20HeldOut], S21_FIRST_RUN_MISSES, S21_FIRST_RUN_PASS_THROUGH);
  });

  it('on the s22 held-out set (sources in no other set): AC-01 holds, and no more misses than tier0-9 had on it before any round-12 rule', () => {
    heldOutHolds('s22 held-out', s22HeldOut, [...corpus, ...heldOut, ...heldOut2, ...s15Tuning, ...s15HeldOut, ...s16HeldOut, ...s17HeldOut, ...s18HeldOut, ...s19HeldOut, ...s20HeldOut, ...s21HeldOut], S22_FIRST_RUN_MISSES);
  });

  it('on the s23 held-out set (sources in no other set): AC-01 holds, and no more misses than tier0-12 had on it before any round-13 rule', () => {
    heldOutHolds('s23 held-out', s23HeldOut, [...corpus, ...heldOut, ...heldOut2, ...s15Tuning, ...s15HeldOut, ...s16HeldOut, ...s17HeldOut, ...s18HeldOut, ...s19HeldOut, ...s20HeldOut, ...s21HeldOut, ...s22HeldOut], S23_FIRST_RUN_MISSES);
  });

  it('on the s24 held-out set (sources in no other set): no more misses and no more chatter let through than tier0-12.1 had on it before any round-14 rule (AC-01 does not hold on it)', () => {
    heldOutHolds('s24 held-out', s24HeldOut, [...corpus, ...heldOut, ...heldOut2, ...s15Tuning, ...s15HeldOut, ...s16HeldOut, ...s17HeldOut, ...s18HeldOut, ...s19HeldOut, ...s20HeldOut, ...s21HeldOut, ...s22HeldOut, ...s23HeldOut], S24_FIRST_RUN_MISSES, S24_FIRST_RUN_PASS_THROUGH);
  });
});
