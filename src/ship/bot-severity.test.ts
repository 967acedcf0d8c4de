import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { KNOWN_BOTS } from '../config/known-bots.js';
import { parseReviewComment } from './review-comment.js';
import { type Actor } from '../core/pull-request.js';

// Real comment bodies from public pull requests (test/fixtures/review-bots/sources.json names each source).
const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'review-bots');
const Sources = z.object({
  fixtures: z.array(
    z.object({
      file: z.string(),
      bot: z.string(),
      author: z.object({ login: z.string(), id: z.number(), type: z.string() }),
      source: z.url(),
      where: z.string().min(1),
      label: z.enum(['critical', 'major', 'minor', 'nitpick', 'unknown']),
      note: z.string().min(1).optional(),
      // The committable suggestions the body holds, each the lines between its fence lines as the
      // public record shows them (absent: none).
      suggestions: z.array(z.string()).optional(),
    }),
  ),
});
const sources = Sources.parse(JSON.parse(readFileSync(join(FIXTURES, 'sources.json'), 'utf8'))).fixtures;
// Session 16's held-out set: collected blind after the grammars above were written, measured
// before any change and never used to tune them (test/fixtures/review-bots/README.md, "The split").
const HELD_OUT_S16 = join(FIXTURES, 'heldout-s16');
const heldOutS16 = Sources.parse(JSON.parse(readFileSync(join(HELD_OUT_S16, 'sources.json'), 'utf8'))).fixtures;
const fixture = (file: string) => {
  const entry = sources.find((s) => s.file === file)!;
  return { author: entry.author as Actor, body: readFileSync(join(FIXTURES, file), 'utf8'), entry };
};
const parse = (author: Actor, body: string) => parseReviewComment({ author, body }, []);

describe('known bots: accounts', () => {
  it('knows each new review bot by its public account id, once', () => {
    const byName = Object.fromEntries(KNOWN_BOTS.map((b) => [b.name, b.id]));
    expect(byName).toMatchObject({ codex: 199175422, bugbot: 206951365, greptile: 165735046, graphite: 96075541, qodo: 151058649, devin: 158243242, claude: 209825114, ellipsis: 65095814, 'amazon-q': 208079219 });
    expect(new Set(KNOWN_BOTS.map((b) => b.id)).size).toBe(KNOWN_BOTS.length);
    expect(new Set(KNOWN_BOTS.map((b) => b.name)).size).toBe(KNOWN_BOTS.length);
  });

  it('every fixture is written by the account known-bots names for its bot', () => {
    for (const entry of sources) expect(KNOWN_BOTS.find((b) => b.name === entry.bot)?.id, entry.file).toBe(entry.author.id);
  });
});

describe('known bots: severity grammars on real comments', () => {
  it("reads Codex's P1 badge as major (siutsin/otaru#2289)", () => {
    const { author, body } = fixture('codex-p1.md');
    expect(parse(author, body)).toMatchObject({ bot: 'codex', severity: 'major' });
  });

  it("reads Greptile's P2 badge as minor (XortexAI/XMem#188)", () => {
    const { author, body } = fixture('greptile-p2.md');
    expect(parse(author, body)).toMatchObject({ bot: 'greptile', severity: 'minor' });
  });

  it("reads Bugbot's Medium Severity line under its title as minor (rjmurillo/ai-agents#2086)", () => {
    const { author, body } = fixture('bugbot-medium.md');
    expect(parse(author, body)).toMatchObject({ bot: 'bugbot', severity: 'minor' });
  });

  it('reads each level of the P0-P3 scale and of Bugbot, in the real layouts', () => {
    const codex = fixture('codex-p1.md');
    const greptile = fixture('greptile-p2.md');
    const bugbot = fixture('bugbot-medium.md');
    const levels = [['P0', 'critical'], ['P1', 'major'], ['P2', 'minor'], ['P3', 'nitpick']] as const;
    for (const [level, severity] of levels) {
      expect(parse(codex.author, codex.body.replaceAll('P1', level)).severity, level).toBe(severity);
      expect(parse(greptile.author, greptile.body.replaceAll('P2', level).replaceAll('p2', level.toLowerCase())).severity, level).toBe(severity);
    }
    for (const [level, severity] of [['Critical', 'critical'], ['High', 'major'], ['Medium', 'minor'], ['Low', 'nitpick']] as const) {
      expect(parse(bugbot.author, bugbot.body.replace('Medium Severity', `${level} Severity`)).severity, level).toBe(severity);
    }
  });

  it('a label copied by another account, or one that does not open the comment, counts for nothing', () => {
    const codex = fixture('codex-p1.md');
    const human: Actor = { login: 'octocat', id: 583231, type: 'User' };
    expect(parse(human, codex.body)).toEqual({ bot: null, severity: 'unknown', suggestions: [] });
    // Codex's badge in a Greptile comment, and the badge quoted after some text.
    expect(parse(fixture('greptile-p2.md').author, codex.body).severity).toBe('unknown');
    expect(parse(codex.author, `Note:\n\n${codex.body}`).severity).toBe('unknown');
    // Bugbot's severity line must follow its title directly; hidden in an HTML comment it is not read.
    const bugbot = fixture('bugbot-medium.md');
    expect(parse(bugbot.author, bugbot.body.replace('**Medium Severity**', '<!-- **Medium Severity** -->')).severity).toBe('unknown');
    // A Greptile badge whose alt and image disagree is not Greptile's.
    const greptile = fixture('greptile-p2.md');
    expect(parse(greptile.author, greptile.body.replace('alt="P2"', 'alt="P0"')).severity).toBe('unknown');
  });

  it("reads Claude Code Review's markers as its documentation gives them", () => {
    const claude: Actor = { login: 'claude', id: 209825114, type: 'Bot' };
    expect(parse(claude, '🔴 **Important** The loop reads past the end.').severity).toBe('major');
    expect(parse(claude, '🟡 Nit: prefer const.').severity).toBe('nitpick');
    expect(parse(claude, '🟣 Pre-existing: an old bug.').severity).toBe('minor');
    expect(parse(claude, '🔴 Nit: a mismatched marker.').severity).toBe('unknown');
    expect(parse(claude, 'I looked at 🔴 Important things.').severity).toBe('unknown');
  });
});

// The corpus split, fixed by a rule rather than by choice, and stable as fixtures are added: a
// fixture is held out when a checksum of its source URL (31·h + code, from 7) is divisible by 3.
const checksum = (text: string) => [...text].reduce((h, c) => (h * 31 + c.codePointAt(0)!) >>> 0, 7);
const bySource = [...sources].sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
const tuning = bySource.filter((e) => checksum(e.source) % 3 !== 0);
const heldOut = bySource.filter((e) => checksum(e.source) % 3 === 0);

function accuracy(name: string, entries: typeof sources, folder = FIXTURES) {
  const rows = entries.map((entry) => ({ entry, got: parse(entry.author as Actor, readFileSync(join(folder, entry.file), 'utf8')).severity }));
  const bots = [...new Set(entries.map((e) => e.bot))].sort();
  const share = (list: typeof rows) => (list.length === 0 ? 1 : list.filter((r) => r.got === r.entry.label).length / list.length);
  const perBot = Object.fromEntries(bots.map((bot) => [bot, rows.filter((r) => r.entry.bot === bot)]));
  console.log(
    `Severity ${name}: ${rows.filter((r) => r.got === r.entry.label).length}/${rows.length} = ${(100 * share(rows)).toFixed(1)} %; ` +
      bots.map((bot) => `${bot} ${perBot[bot]!.filter((r) => r.got === r.entry.label).length}/${perBot[bot]!.length}`).join(', '),
  );
  for (const r of rows) if (r.got !== r.entry.label) console.log(`  wrong ${r.entry.file}: read ${r.got}, labelled ${r.entry.label}`);
  return { overall: share(rows), perBot: Object.fromEntries(bots.map((bot) => [bot, share(perBot[bot]!)])) };
}

describe('known bots: severity on the collected corpus', () => {
  it('reads the label of at least the measured share of the tuning split and of the held-out split', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(9);
    const tuned = accuracy('tuning', tuning);
    const held = accuracy('held-out', heldOut);
    // Measured on this split (26 fixtures) with the grammars as they were before Devin's and Qodo's:
    // tuning 11/17 = 64.7 %, held-out 4/9 = 44.4 % (every miss a Devin or Qodo finding); with them,
    // 17/17 and 9/9. Both must stay there, for every bot.
    expect(tuned.overall).toBeGreaterThanOrEqual(1);
    expect(held.overall).toBeGreaterThanOrEqual(1);
    for (const share of [...Object.values(tuned.perBot), ...Object.values(held.perBot)]) expect(share).toBeGreaterThanOrEqual(1);
    // Every bot with three or more fixtures sits in both splits, so neither figure hides one.
    const counts = new Map<string, number>();
    for (const entry of sources) counts.set(entry.bot, (counts.get(entry.bot) ?? 0) + 1);
    for (const [bot, count] of counts) if (count >= 3) expect([bot, bot in tuned.perBot && bot in held.perBot]).toEqual([bot, true]);
  });

  it.each(bySource.map((entry) => [entry.file, entry] as const))('%s: reads the label its source states', (_, entry) => {
    const { author, body } = fixture(entry.file);
    expect(parse(author, body)).toMatchObject({ bot: entry.bot, severity: entry.label });
  });

  it("reads at least the measured share of session 16's blind held-out set, newer bots and all", () => {
    expect(heldOutS16.length).toBeGreaterThanOrEqual(40);
    for (const entry of heldOutS16) expect(KNOWN_BOTS.find((b) => b.name === entry.bot)?.id, entry.file).toBe(entry.author.id);
    const newer = new Set(['devin', 'bugbot', 'codex', 'greptile', 'graphite', 'qodo', 'ellipsis', 'amazon-q']);
    const all = accuracy('held-out s16 (all bots)', heldOutS16, HELD_OUT_S16);
    const newerBots = accuracy('held-out s16 (newer bots)', heldOutS16.filter((e) => newer.has(e.bot)), HELD_OUT_S16);
    // Measured once, with the grammars as they stood before this set was collected: all bots
    // 46/47 = 97.9 %, newer bots 28/29 = 96.6 % (the miss: Devin's 🚩 analysis flag, read minor,
    // labelled nitpick by the README's rule for Devin's analysis notes). Measured again after the
    // grammar change that followed (High/Medium/Low priority prefixes, from bodies written in tests
    // only): unchanged, 46/47 and 28/29.
    expect(all.overall).toBeGreaterThanOrEqual(46 / 47);
    expect(newerBots.overall).toBeGreaterThanOrEqual(28 / 29);
  });

  it('reads every committable suggestion of both sets exactly, and none where the body has none', () => {
    const rows = [...sources.map((entry) => ({ entry, folder: FIXTURES })), ...heldOutS16.map((entry) => ({ entry, folder: HELD_OUT_S16 }))];
    const exact = rows.filter(({ entry, folder }) => {
      const read = parse(entry.author as Actor, readFileSync(join(folder, entry.file), 'utf8')).suggestions.map((s) => s.text);
      return JSON.stringify(read) === JSON.stringify(entry.suggestions ?? []);
    });
    const withSuggestion = rows.filter(({ entry }) => (entry.suggestions ?? []).length > 0);
    console.log(`Suggestions: ${exact.length}/${rows.length} comments exact, ${withSuggestion.length} of them with a suggestion`);
    expect(withSuggestion.length).toBeGreaterThanOrEqual(8);
    expect(exact.map((r) => r.entry.file)).toEqual(rows.map((r) => r.entry.file));
  });

  it('every label tend had to judge carries a note saying why', () => {
    // Devin's analysis notes have no level of their own, and a bot that states nothing is unknown by choice.
    for (const entry of [...sources, ...heldOutS16]) {
      const judged = (entry.bot === 'devin' && entry.label === 'nitpick') || entry.label === 'unknown';
      if (judged) expect(entry.note, entry.file).toBeDefined();
    }
  });
});

describe('known bots: the newer grammars, on real bodies', () => {
  const human: Actor = { login: 'octocat', id: 583231, type: 'User' };

  it("reads each of Devin's kinds from the line under its structured header", () => {
    const severe = fixture('devin-08.md');
    expect(parse(severe.author, severe.body).severity).toBe('major');
    for (const [mark, severity] of [['🔴', 'major'], ['🟡', 'minor'], ['🚩', 'minor'], ['🔍', 'nitpick'], ['📝', 'nitpick']] as const) {
      expect(parse(severe.author, severe.body.replace('🔴 **', `${mark} **`)).severity, mark).toBe(severity);
    }
    // Devin's reply in its own thread states no kind.
    expect(parse(severe.author, '✅ **Resolved**: The crawler now rejects non-2xx responses.').severity).toBe('unknown');
  });

  it("a Devin mark copied by a person, in another bot's comment, or below the first line counts for nothing", () => {
    const { author, body } = fixture('devin-08.md');
    expect(parse(human, body)).toEqual({ bot: null, severity: 'unknown', suggestions: [] });
    expect(parse(fixture('greptile-03.md').author, body).severity).toBe('unknown');
    expect(parse(author, body.replace('🔴 **', 'Note: see below\n\n🔴 **')).severity).toBe('unknown');
    // The kind inside the structured header is markup a reader never sees: never read as a label.
    expect(parse(author, body.replace('🔴 **', '**')).severity).toBe('unknown');
  });

  it("finds Bugbot's severity line anywhere in its own header, never in the description", () => {
    // A real Bugbot body, with the description block Bugbot ends its header with (written here).
    const real = fixture('bugbot-medium.md');
    const author = real.author;
    const body = `${real.body.trimEnd()}\n\n<!-- DESCRIPTION START -->\nThe pull request changes the security agent's taxonomy.\n<!-- DESCRIPTION END -->\n`;
    expect(parse(author, body).severity).toBe('minor');
    // A line between the title and the severity line (Bugbot moving it) does not hide it.
    expect(parse(author, body.replace('\n\n**Medium Severity**', '\n\n_Reviewed on retry_\n\n**Medium Severity**')).severity).toBe('minor');
    // Moved into the description (where the pull request may be quoted), or hidden in an HTML comment, it is not read.
    const moved = body.replace('**Medium Severity**\n\n', '').replace('<!-- DESCRIPTION START -->\n', '<!-- DESCRIPTION START -->\n**High Severity**\n');
    expect(parse(author, moved).severity).toBe('unknown');
    expect(parse(author, body.replace('**Medium Severity**', '<!-- **Medium Severity** -->')).severity).toBe('unknown');
    // The same header written by a person is nobody's label.
    expect(parse(human, body).severity).toBe('unknown');
  });

  it("reads Qodo's banner, from Qodo's host or shields.io, only as the first line of Qodo's own comment", () => {
    const { author, body } = fixture('qodo-01.md');
    expect(parse(author, body)).toMatchObject({ bot: 'qodo', severity: 'major' });
    const shields = '<img src="https://img.shields.io/badge/Medium-634FD1?style=flat-square" height="20px" alt="Remediation recommended">';
    expect(parse(author, body.replace(/^<img[^\n]*/, shields)).severity).toBe('minor');
    expect(parse(author, body.replace('alt="Action required"', 'alt="Looks fine"')).severity).toBe('unknown');
    expect(parse(author, body.replace('https://www.qodo.ai/', 'https://example.com/')).severity).toBe('unknown');
    expect(parse(author, `Note\n\n${body}`).severity).toBe('unknown');
    expect(parse(human, body).severity).toBe('unknown');
    expect(parse(fixture('greptile-03.md').author, body).severity).toBe('unknown');
  });

  // No real Copilot or Claude comment with a priority prefix was found with its source: the body
  // is written here, in Copilot's account (known-bots.ts).
  const copilot = { author: { login: 'Copilot', id: 175728472, type: 'Bot' } as Actor, body: 'The file handle is never closed when `parse` throws; close it in a `finally` block.\n' };

  it("reads a priority prefix from the repository's instructions at the start of Copilot's and Claude's comments", () => {
    const claude: Actor = { login: 'claude', id: 209825114, type: 'Bot' };
    const cases = [['**[P0]** ', 'critical'], ['P1: ', 'major'], ['[P2] ', 'minor'], ['**P3:** ', 'nitpick'], ['[critical] ', 'critical'], ['**[major]** ', 'major'], ['Minor: ', 'minor'], ['[nit] ', 'nitpick'], ['[High] ', 'major'], ['**Medium:** ', 'minor'], ['LOW: ', 'nitpick']] as const;
    for (const [prefix, severity] of cases) {
      expect(parse(copilot.author, `${prefix}${copilot.body}`).severity, prefix).toBe(severity);
      expect(parse(claude, `${prefix}${copilot.body}`).severity, prefix).toBe(severity);
    }
    expect(parse(copilot.author, copilot.body).severity).toBe('unknown');
  });

  it("a priority word that is prose, not at the start, or not the bot's own, counts for nothing", () => {
    for (const text of ['Major refactor needed here.', 'High memory use on every call.', 'Low risk, but [High] elsewhere.', 'P1 and P2 both race here.', `Note: [P0] ${copilot.body}`, `**[P1] ${copilot.body}`, `[P1 ${copilot.body}`]) {
      expect(parse(copilot.author, text).severity, text).toBe('unknown');
    }
    expect(parse(human, `**[P0]** ${copilot.body}`).severity).toBe('unknown');
    // Another bot's comment with a priority prefix: that bot's grammar does not read it.
    expect(parse(fixture('greptile-03.md').author, `**[P0]** ${copilot.body}`).severity).toBe('unknown');
  });
});
