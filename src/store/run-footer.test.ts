import { describe, expect, it } from 'vitest';
import { renderRunFooter, runMarker } from './run-footer.js';

describe('run footer', () => {
  it('says what the run cost, in how many turns and how long, with a marker naming the workflow', () => {
    const footer = renderRunFooter({ workflow: 'triage', costUsd: 0.01234, turns: 3, wallClockMs: 8421, runUrl: 'https://github.com/acme/widgets/actions/runs/7' });
    expect(footer).toBe('<sub>triage run: $0.0123 · 3 model turn(s) · 8.4 s wall-clock · [run](https://github.com/acme/widgets/actions/runs/7)</sub>\n<!-- tend:run triage -->');
    expect(runMarker('tri--><b>age')).toBe('<!-- tend:run tri--bage -->');
  });
});
