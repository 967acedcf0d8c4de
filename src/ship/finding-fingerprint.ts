// A review bot's finding, known again when the bot raises it on a new head: the same bot account,
// the same file, the same text once line numbers, commit ids and whitespace are set aside (bots
// re-anchor a finding after every push, and link to the new commit). Only the hash is kept in
// tend's state: the finding's text is untrusted, and the state never holds it.

import { createHash } from 'node:crypto';

/** Hex digits kept of the SHA-256: 64 bits, ample for the few hundred findings one pull request sees. */
const FINGERPRINT_HEX = 16;

/**
 * The finding's text with what moves between heads taken out: hidden HTML comments (bots put
 * per-review ids there), line references (`line 12`, `lines 3-5`, `L12-L14`, `:12`, `` `12-14` ``),
 * commit ids, and differences of whitespace and case.
 */
export function normaliseFinding(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\b[0-9a-f]{40}\b/gi, '<commit>')
    .replace(/\b(lines?)\s+\d+(\s*(?:-|–|to|and)\s*\d+)?/gi, '$1 <n>')
    .replace(/#?\bL\d+(?:-L?\d+)?\b/g, '<lines>')
    .replace(/:\d+(?:-\d+)?\b/g, ':<n>')
    .replace(/`\d+(?:-\d+)?`/g, '`<n>`')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The fingerprint of one finding: a hash of the bot's account id, the path and the normalised text. */
export function findingFingerprint(finding: { botId: number; path: string; text: string }): string {
  return createHash('sha256').update(`${finding.botId}\n${finding.path}\n${normaliseFinding(finding.text)}`).digest('hex').slice(0, FINGERPRINT_HEX);
}
