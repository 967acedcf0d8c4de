import { describe, expect, it } from 'vitest';
import { commandText, parseDirective, parseForget } from './parse-directive.js';

describe('the directive of /tend remember', () => {
  it('takes the text after the command, lines below included', () => {
    expect(commandText('/tend remember Prefer early returns.\nEven in tests.', 'remember')).toBe('Prefer early returns.\nEven in tests.');
    expect(commandText('/tend learnings', 'remember')).toBe('');
  });

  it('without a scope, applies everywhere', () => {
    expect(parseDirective('Prefer early returns.')).toEqual({ ok: true, value: { text: 'Prefer early returns.', scope: { paths: [], workflows: [] } } });
  });

  it('reads [paths: ...] and [for: ...] in either order, globs split on commas or spaces', () => {
    expect(parseDirective('[for: Ship, review] [paths: src/**/*.ts, docs/*.md test/**]  Never log tokens.')).toEqual({
      ok: true,
      value: { text: 'Never log tokens.', scope: { paths: ['src/**/*.ts', 'docs/*.md', 'test/**'], workflows: ['ship', 'review'] } },
    });
  });

  it('refuses with one line what it cannot read, saying what is expected', () => {
    const cases: Array<[string, RegExp]> = [
      ['', /no directive/],
      ['[paths: src/**]', /no directive/],
      ['[for: deploy] x', /'deploy', which is not a workflow.*expected some of review, ship, triage/],
      ['[for: ship] [for: review] x', /given twice/],
      ['[paths: /etc/passwd] x', /not relative to the repository root/],
      ['[paths: ../x] x', /not relative/],
      ['[paths: ] x', /names no path/],
      ['[owner: me] x', /a scope must be `\[paths: ...\]` or `\[for: ...\]`/],
      ['[paths: src/** x', /a scope must be/],
      [`${'x'.repeat(2001)}`, /2001 characters; at most 2000/],
    ];
    for (const [input, error] of cases) {
      const parsed = parseDirective(input);
      expect(parsed.ok, input).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error).toMatch(error);
        expect(parsed.error).not.toContain('\n');
      }
    }
  });

  it('keeps a bracket that is part of the text once the scopes are done', () => {
    expect(parseDirective('[for: triage] Label [WIP] issues as unclear.')).toEqual({ ok: true, value: { text: 'Label [WIP] issues as unclear.', scope: { paths: [], workflows: ['triage'] } } });
  });
});

describe('the number of /tend forget', () => {
  it('takes N or #N, and refuses anything else with what is expected', () => {
    expect(parseForget('3')).toEqual({ ok: true, value: 3 });
    expect(parseForget(' #12 ')).toEqual({ ok: true, value: 12 });
    for (const input of ['', 'all', '0', '3 4', '-1']) {
      const parsed = parseForget(input);
      expect(parsed.ok, input).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain("a learning's number");
    }
  });
});
