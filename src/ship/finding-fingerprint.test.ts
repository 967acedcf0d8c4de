import { describe, expect, it } from 'vitest';
import { findingFingerprint, normaliseFinding } from './finding-fingerprint.js';

const FINDING = '_⚠️ Potential issue_ | _🟠 Major_\n\n**`area` accepts negative sizes.**\n\nA negative width on line 2 yields a negative area.';

describe('findingFingerprint: the same finding raised again on a new head', () => {
  it('is the same when only line numbers, commit ids, hidden comments and whitespace differ', () => {
    const first = findingFingerprint({ botId: 7, path: 'src/widget.ts', text: FINDING });
    const moved = FINDING.replace('line 2', 'line 14') + '\n<!-- review 99 -->\n';
    expect(findingFingerprint({ botId: 7, path: 'src/widget.ts', text: `  ${moved.replace(/\n\n/g, '\n \n')}` })).toBe(first);
    expect(normaliseFinding('See src/a.ts:12-14, L3-L5 and lines 3 to 5 at 0123456789abcdef0123456789abcdef01234567.')).toBe(
      normaliseFinding('See src/a.ts:40-42, L9-L11 and lines 9 to 11 at fedcba9876543210fedcba9876543210fedcba98.'),
    );
  });

  it('differs for another bot, another file, or other words', () => {
    const first = findingFingerprint({ botId: 7, path: 'src/widget.ts', text: FINDING });
    expect(findingFingerprint({ botId: 8, path: 'src/widget.ts', text: FINDING })).not.toBe(first);
    expect(findingFingerprint({ botId: 7, path: 'src/other.ts', text: FINDING })).not.toBe(first);
    expect(findingFingerprint({ botId: 7, path: 'src/widget.ts', text: FINDING.replace('negative area', 'wrong area') })).not.toBe(first);
    // Numbers that are not line references are part of the finding.
    expect(normaliseFinding('a timeout of 30 seconds')).not.toBe(normaliseFinding('a timeout of 60 seconds'));
  });

  it('is a short hash, never the text', () => {
    const fingerprint = findingFingerprint({ botId: 7, path: 'src/widget.ts', text: FINDING });
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });
});
