import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asksForHelp, commandHelp, commandOf, COMMANDS, groupHelp, USAGE, VERSION } from './help.js';

describe('the CLI help', () => {
  it('finds the command the arguments start with, the longest name first', () => {
    expect(commandOf(['chat', 'bridge', '--help'])?.name).toBe('chat bridge');
    expect(commandOf(['pr', '12', '--help'])?.name).toBe('pr');
    expect(commandOf(['chat'])).toBeUndefined();
    expect(commandOf(['chatter'])).toBeUndefined();
  });

  it('counts --help and -h only before a -- that ends the options', () => {
    expect(asksForHelp(['--repo', 'a/b', '--help'])).toBe(true);
    expect(asksForHelp(['-h'])).toBe(true);
    expect(asksForHelp(['--', '--help'])).toBe(false);
    expect(asksForHelp(['--helpful'])).toBe(false);
  });

  it("gives every command its usage and an example that runs it, and the full list holds each one's usage", () => {
    for (const command of COMMANDS) {
      const help = commandHelp(command);
      expect(help.startsWith(`usage: tend ${command.name}`), command.name).toBe(true);
      expect(help).toMatch(new RegExp(`\\nexample:\\n  (\\S+=\\S+ )*(echo .* \\| )?tend ${command.name}( |\\n)`));
      expect(USAGE).toContain(command.usage);
    }
    expect(groupHelp('chat')).toContain('chat bridge --repo');
    expect(groupHelp('chat')).not.toContain('review parse');
    expect(groupHelp('demo')).toBeUndefined();
  });

  it("says package.json's version", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});
