import { describe, expect, it } from 'vitest';
import { contextNeed, isNotEnglish } from './context.js';

describe('contextNeed: ask the human before investigating (document 001 §5 step 5)', () => {
  it('asks when a question is short and names nothing in the repository', () => {
    const need = contextNeed(['it does not work?']);
    expect(need.ask).toBe(true);
    expect(need.missing.join(' ')).toMatch(/refers to something not in the thread/);
    expect(contextNeed(['help?']).ask).toBe(true);
    expect(contextNeed(['any idea why this keeps happening again?']).ask).toBe(true);
  });

  it('does not ask when the question has an anchor: a call, a path, an identifier, a code span or an error name', () => {
    for (const q of ['Does area() validate its input?', 'why does src/area.ts accept this?', 'what does `npm run build` do to it?', 'is maxRetries still used?', 'it throws TypeError again', 'see #42, still broken?']) {
      expect(contextNeed([q]), q).toEqual({ ask: false, missing: [] });
    }
  });

  it('does not ask for a full question about the repository, or when an earlier message of the thread gives the anchor', () => {
    expect(contextNeed(['the build on main fails since yesterday, which test broke?']).ask).toBe(false);
    expect(contextNeed(['Why does area() accept negative sizes?', 'I mean negative widths specifically?']).ask).toBe(false);
  });

  it('never asks a question in a non-Latin script (its words are not the rules\' words; it is glossed instead)', () => {
    expect(contextNeed(['почему?']).ask).toBe(false);
  });
});

describe('isNotEnglish: which messages get an English gloss', () => {
  it('finds Cyrillic, Han and Kana by script', () => {
    expect(isNotEnglish('Почему функция area() принимает отрицательные размеры?')).toBe(true);
    expect(isNotEnglish('为什么构建失败了？')).toBe(true);
    expect(isNotEnglish('ビルドが失敗するのはなぜですか')).toBe(true);
  });

  it('finds German, French and Spanish by the share of English stop words', () => {
    expect(isNotEnglish('Warum akzeptiert die Funktion area() negative Größen?')).toBe(true);
    expect(isNotEnglish('Pourquoi la fonction area() accepte des tailles négatives ?')).toBe(true);
    expect(isNotEnglish('¿Por qué la función area() acepta tamaños negativos?')).toBe(true);
  });

  it('keeps English, code-heavy English and very short texts as English', () => {
    expect(isNotEnglish('Why does area() accept negative sizes?')).toBe(false);
    expect(isNotEnglish('is `fooBarBaz(quxQuux)` the thing that breaks the build in the CI?')).toBe(false);
    expect(isNotEnglish('ok danke')).toBe(false);
    expect(isNotEnglish('```\nconst x = 1\n```')).toBe(false);
  });
});
