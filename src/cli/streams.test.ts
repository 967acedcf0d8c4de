import { describe, expect, it } from 'vitest';
import { progressLine } from './streams.js';

describe('progressLine', () => {
  const stream = (isTTY: boolean | undefined) => {
    const lines: string[] = [];
    return { lines, write: (text: string) => lines.push(text), ...(isTTY === undefined ? {} : { isTTY }) };
  };

  it('writes one redacted line per step to a terminal', () => {
    const tty = stream(true);
    const progress = progressLine(tty, 'review local', (text) => text.replace('sk-secret', '***'));
    progress('asking the model with key sk-secret');
    progress('checking citations');
    expect(tty.lines).toEqual(['tend review local: asking the model with key ***\n', 'tend review local: checking citations\n']);
  });

  it('writes nothing to a pipe or a file (no isTTY, or false)', () => {
    for (const piped of [stream(undefined), stream(false)]) {
      progressLine(piped, 'triage')('reading the issue');
      expect(piped.lines).toEqual([]);
    }
  });
});
