import { describe, expect, it } from 'vitest';
import { logTail } from './check-failure.js';

describe('a job log tail', () => {
  it('keeps the last lines without the runner timestamps, redacted, within the line and byte bounds', () => {
    const log = Array.from({ length: 100 }, (_, i) => `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}.1234567Z line ${i} token=SECRET`).join('\r\n') + '\n\n';
    const tail = logTail(log, (text) => text.replaceAll('SECRET', '***'));
    expect(tail).toHaveLength(60);
    expect(tail[0]).toBe('line 40 token=***');
    expect(tail.at(-1)).toBe('line 99 token=***');
  });

  it('stops at 8 KB, keeping the newest lines', () => {
    const tail = logTail(Array.from({ length: 60 }, (_, i) => `${i} ${'x'.repeat(400)}`).join('\n'), (t) => t);
    expect(tail.join('\n').length).toBeLessThanOrEqual(8_000);
    expect(tail.at(-1)).toMatch(/^59 /);
  });
});
