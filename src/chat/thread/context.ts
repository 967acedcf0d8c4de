// Two plain decisions of document 001 §5 (steps 3 and 5), rules only, no model:
// - whether a thread says too little to investigate, so the orchestrator asks the human first
//   ("don't draft replies that rest on guessed premises");
// - whether a message is not English, so the thread's issue shows an English gloss next to it.
// Pure functions of the text, unit-tested in context.test.ts.

/**
 * Words that tie a question to a repository: what the investigator can look up. A question
 * with none of these and no code-like token has nothing to read in the code.
 */
const REPOSITORY_NOUNS = new Set(
  (
    'api apis branch build builds bug bugs cache ci class classes cli commit commits compile config configuration container crash database db ' +
    'dependency dependencies deploy deployment docker endpoint endpoints env error errors exception feature field file files flag function ' +
    'functions handler import input job lib library lint log logs merge method migration module modules output package parameter pipeline ' +
    'query release repo repository request response route schema script server service setting settings stack table test tests timeout ' +
    'token type types validation variable version webhook workflow'
  ).split(' '),
);

/** Pronouns and phrases that point at something said or shown elsewhere. */
const DEICTIC = /\b(this|that|it|these|those|the above|same (thing|issue|error|problem)|again|still)\b/i;

/**
 * A concrete anchor in the text: a code span, a call `name()`, a path or file name, a URL, an
 * issue or pull request number, an identifier in camelCase / snake_case / kebab-case, or
 * an error text after a colon.
 */
const ANCHOR = /`[^`]+`|\b[A-Za-z_$][\w$]*\(\)|[\w.-]+\/[\w./-]+|\b[\w-]+\.(ts|js|tsx|jsx|py|go|rs|java|rb|yml|yaml|json|md|toml|sh|c|h|cpp)\b|https?:\/\/\S+|#\d+|\b[a-z]+[A-Z]\w*|\b\w+_\w+\b|\b[a-z]+-[a-z]+-[a-z-]+\b|\w+(Error|Exception)\b|:\s*"[^"]+"/;

/** Fewer words than this (after mentions and links are removed) is too short to investigate. */
export const MIN_QUESTION_WORDS = 4;

export interface ContextNeed {
  ask: boolean;
  /** What is missing, one short phrase per rule that fired, for the comment asking for it. */
  missing: string[];
}

/**
 * The rule set that decides whether to ask for context before investigating (§5 step 5):
 * 1. too short: fewer than MIN_QUESTION_WORDS words;
 * 2. only a reference: it points at "this" / "that" / "it" / "still" with no concrete anchor;
 * 3. nothing in the repository: no repository noun and no code-like anchor.
 * tend asks when at least two rules fire; rules 2 and 3 only fire without an anchor, so any
 * concrete name, path or error text is enough.
 * Non-Latin scripts are never asked (the rules are English words; such a question is glossed).
 */
export function contextNeed(texts: readonly string[]): ContextNeed {
  const text = texts.join('\n');
  if (!isLatinScript(text)) return { ask: false, missing: [] };
  const plain = text.replace(/<@[^>]+>|@\w[\w.-]*|https?:\/\/\S+/g, ' ');
  const words = plain.match(/[\p{L}\p{N}'’]+/gu) ?? [];
  const anchored = ANCHOR.test(text);
  const missing: string[] = [];
  if (words.length < MIN_QUESTION_WORDS) missing.push(`the question is ${words.length} word(s) long`);
  if (!anchored && DEICTIC.test(plain)) missing.push('it refers to something not in the thread (which error, command or change?)');
  if (!anchored && !words.some((w) => REPOSITORY_NOUNS.has(w.toLowerCase().replace(/s$/, '')) || REPOSITORY_NOUNS.has(w.toLowerCase()))) {
    missing.push('it names nothing in the repository (a file, function, test, command or error)');
  }
  // One weak signal alone is no reason to make a person wait: two rules must agree.
  const ask = missing.length >= 2;
  return { ask, missing: ask ? missing : [] };
}

/** Common English function words: a Latin-script text with few of them is another language. */
const ENGLISH_STOP_WORDS = new Set(
  'a about after all also am an and any are as at be because been but by can could did do does for from get had has have how i if in into is it its just me my no not of on or our please should so some than that the their them then there these they this to up us was we were what when where which who why will with would you your'.split(' '),
);

/** The share of English stop words below which a Latin-script text of enough words is not English. */
export const ENGLISH_STOP_RATIO = 0.12;

function isLatinScript(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return true;
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  return latin / letters.length >= 0.6;
}

/**
 * Whether a message is not English, cheaply: mostly non-Latin letters (Cyrillic, Han, Kana, …),
 * or Latin words with few English stop words (German, French, Spanish, …). Code spans, links and
 * mentions are left out first; texts of fewer than 3 words are taken as English (nothing to gloss).
 */
export function isNotEnglish(text: string): boolean {
  const prose = text.replace(/```[\s\S]*?```|`[^`]*`|<@[^>]+>|@\w[\w.-]*|https?:\/\/\S+/g, ' ');
  const letters = prose.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  if (!isLatinScript(prose)) return true;
  const words = (prose.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !/\d/.test(w));
  if (words.length < 3) return false;
  const english = words.filter((w) => ENGLISH_STOP_WORDS.has(w)).length;
  return english / words.length < ENGLISH_STOP_RATIO;
}

/** The gloss kept per message: a bounded string, since it is model output stored in the state marker. */
export const GLOSS_CHARS = 600;
