import { describe, expect, it } from 'vitest';
import { containsCredential, redactor } from './redact.js';
import { truncate } from './text.js';
import { decodeMarker, encodeMarker } from '../store/marker.js';

describe('redactor', () => {
  it('removes known secrets, their base64 forms, and credential-shaped strings', () => {
    const secret = 'plain-secret-value';
    const redact = redactor([secret, undefined, '']);
    const basic = Buffer.from(`x-access-token:${secret}`).toString('base64');
    const text = `a ${secret} b ${basic} c ghs_abcdefghijklmnopqrstuvwxyz0123456789 d sk-ant-api03-abcdefghijkl e xoxb-1234567890-abcdef f AKIAABCDEFGHIJKLMNOP`;
    const out = redact(text);
    for (const leaked of [secret, basic, 'ghs_', 'sk-ant-', 'xoxb-', 'AKIA']) expect(out).not.toContain(leaked);
    expect(containsCredential(text)).toBe(true);
    expect(containsCredential('nothing here')).toBe(false);
  });

  it('removes them from a state marker too, where every dash is written \\u002d', () => {
    const secret = 'known-secret-value';
    const marker = encodeMarker({ draft: `a ${secret} b sk-ant-api03-abcdefghijkl c xoxb-1234567890-abcdef d ghp_abcdefghijklmnopqrstuvwxyz0123456789` });
    const out = redactor([secret])(marker);
    expect(out).not.toMatch(/known|sk\\u002dant|xoxb|ghp_/);
    expect(decodeMarker(out)).toEqual({ draft: 'a *** b *** c *** d ***' });
  });
});

describe('truncate', () => {
  it('keeps the tail (the state marker) intact and says what was cut', () => {
    const out = truncate('x'.repeat(70_000), 65_536, '<!-- tend:state {} -->');
    expect(out.length).toBeLessThanOrEqual(65_536);
    expect(out.endsWith('<!-- tend:state {} -->')).toBe(true);
    expect(out).toContain('truncated');
  });
});
