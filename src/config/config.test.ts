import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { INPUTS, OUTPUTS, parseInputs, type InputName } from './inputs.js';
import { parseRepoConfig } from './repo-file.js';
import { buildSettings } from './settings.js';
import { ConfigError } from '../core/errors.js';
import { matchesAccount } from '../core/account.js';

const defaults = (overrides: Partial<Record<InputName, string>> = {}) =>
  parseInputs((name) => overrides[name] ?? (name === 'github-token' ? 'ghs_example' : INPUTS[name].default));

describe('action inputs', () => {
  it('action.yml declares exactly the inputs and defaults the code parses, and the outputs it sets', () => {
    const action = parseYaml(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
      inputs: Record<string, { default: string; description: string }>;
      outputs: Record<string, { description: string }>;
      runs: { using: string; main: string };
    };
    expect(Object.keys(action.inputs).sort()).toEqual(Object.keys(INPUTS).sort());
    for (const [name, spec] of Object.entries(INPUTS)) {
      expect(action.inputs[name]!.default, name).toBe(spec.default);
      expect(action.inputs[name]!.description.length, name).toBeGreaterThan(10);
    }
    expect(Object.keys(action.outputs).sort()).toEqual(Object.keys(OUTPUTS).sort());
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('parses every default', () => {
    const { values, explicit } = defaults();
    expect(values['review-window-minutes']).toBe(20);
    expect(values['merge-method']).toBe('squash');
    expect(values['delete-branch']).toBe(true);
    expect(values['review-bots']).toEqual(['coderabbit', 'copilot', 'gemini', 'sourcery', 'claude']);
    expect(values['push-token']).toBeUndefined();
    expect([...explicit]).toEqual(['github-token']);
  });

  it('names the input and the expected shape on a bad value', () => {
    expect(() => defaults({ 'review-window-minutes': 'soon' })).toThrow(
      "Input 'review-window-minutes' is \"soon\": expected a whole number from 1 to 1440.",
    );
    expect(() => defaults({ 'merge-method': 'octopus' })).toThrow("Input 'merge-method' is \"octopus\": expected one of merge, squash, rebase.");
    expect(() => defaults({ 'dry-run': 'maybe' })).toThrow("Input 'dry-run' is \"maybe\": expected true or false.");
    expect(() => defaults({ 'model-prices': '{"claude-x": {"input": "cheap"}}' })).toThrow("Input 'model-prices' is");
    expect(defaults({ 'model-prices': '{"claude-x-1": {"input": 1, "output": 5}}' }).values['model-prices']).toEqual({ 'claude-x-1': { input: 1, output: 5 } });
  });

  it('marks every token and key input secret, so main masks it before anything is logged', () => {
    const secret = Object.entries(INPUTS).filter(([, spec]) => (spec as { secret?: boolean }).secret).map(([name]) => name);
    expect(secret.sort()).toEqual(['anthropic-api-key', 'aws-access-key-id', 'aws-secret-access-key', 'aws-session-token', 'discord-token', 'foundry-api-key', 'github-token', 'google-access-token', 'lark-app-secret', 'mattermost-token', 'push-token', 'slack-token', 'teams-token']);
  });
});

describe('.github/tend.yml', () => {
  it('accepts a full, valid file', () => {
    const config = parseRepoConfig(
      ['version: 1', 'review-bots: [coderabbit, "my-bot[bot]:42"]', 'review-window-minutes: 10', 'merge: auto', 'ship:', '  auto:', '    labels: [autoship]'].join('\n'),
      '.github/tend.yml',
    );
    expect(config['review-window-minutes']).toBe(10);
    expect(config.ship?.auto?.labels).toEqual(['autoship']);
  });

  it('treats an empty file as no settings', () => {
    expect(parseRepoConfig('', '.github/tend.yml')).toEqual({});
  });

  it.each([
    ['review-windw-minutes: 10', "unknown key 'review-windw-minutes'; expected one of: version, review-bots"],
    ['review-window-minutes: "10"', "key 'review-window-minutes' must be a number (got string \"10\")."],
    ['merge: yes-please', "key 'merge' must be one of \"immediate\", \"auto\", \"off\""],
    ['ship:\n  auto:\n    author: [me]', "unknown key 'author' under 'ship.auto'; expected one of: authors, labels, base-branches."],
    ['review-bots: coderabbit', "key 'review-bots' must be a list (got string \"coderabbit\")."],
    ['- just\n- a list', 'expected a mapping of settings at the top level, got a list.'],
    ['key: [unclosed', '.github/tend.yml is not valid YAML'],
    ['verify-command: rm -rf /', "unknown key 'verify-command'"],
  ])('refuses %j with one line naming the key', (text, message) => {
    let error: unknown;
    try {
      parseRepoConfig(text, '.github/tend.yml');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('settings precedence', () => {
  it('takes the repository file over action defaults, and an explicit input over both', () => {
    const repo = parseRepoConfig('review-window-minutes: 5\nmerge-method: rebase\n', '.github/tend.yml');
    const fromFile = buildSettings(defaults(), repo, '.github/tend.yml');
    expect(fromFile.reviewWindowMinutes).toBe(5);
    expect(fromFile.mergeMethod).toBe('rebase');
    const explicit = buildSettings(defaults({ 'merge-method': 'merge' }), repo, '.github/tend.yml');
    expect(explicit.mergeMethod).toBe('merge');
    expect(explicit.reviewWindowMinutes).toBe(5);
  });

  it('required-checks: a comma- or newline-separated input, else ship.required-checks in the repository file, else none', () => {
    expect(buildSettings(defaults(), {}, '.github/tend.yml').requiredChecks).toEqual([]);
    const repo = parseRepoConfig('ship:\n  required-checks: [build, "ci / test"]\n', '.github/tend.yml');
    expect(buildSettings(defaults(), repo, '.github/tend.yml').requiredChecks).toEqual(['build', 'ci / test']);
    expect(buildSettings(defaults({ 'required-checks': 'lint,\n e2e \n' }), repo, '.github/tend.yml').requiredChecks).toEqual(['lint', 'e2e']);
    expect(() => parseRepoConfig('ship:\n  required-checks: build\n', '.github/tend.yml')).toThrow(ConfigError);
  });

  it('ship.auto.authors names accounts by type and id; a bare login names a person only; a bot without its id is refused', () => {
    const repo = parseRepoConfig('ship:\n  auto:\n    authors: [alice, "bob:42", "my-app[bot]:99", coderabbit]\n', '.github/tend.yml');
    const authors = buildSettings(defaults(), repo, '.github/tend.yml').shipAuto!.authors;
    expect(authors).toEqual([
      { type: 'User', login: 'alice', name: 'alice' },
      { type: 'User', id: 42, name: 'bob' },
      { type: 'Bot', id: 99, name: 'my-app[bot]' },
      { type: 'Bot', id: 136622811, name: 'coderabbitai[bot]' },
    ]);
    const [alice, bob, app] = authors;
    expect(matchesAccount({ login: 'Alice', id: 7, type: 'User' }, alice!)).toBe(true);
    // GraphQL shows an App's login without [bot]: a bare login never names it.
    expect(matchesAccount({ login: 'alice', id: 8, type: 'Bot' }, alice!)).toBe(false);
    expect(matchesAccount({ login: 'someone-else', id: 42, type: 'User' }, bob!)).toBe(true);
    expect(matchesAccount({ login: 'bob', id: 43, type: 'User' }, bob!)).toBe(false);
    expect(matchesAccount({ login: 'my-app', id: 99, type: 'Bot' }, app!)).toBe(true);
    // A User who registers the App's login is not the App.
    expect(matchesAccount({ login: 'my-app', id: 100, type: 'User' }, app!)).toBe(false);
    const bare = parseRepoConfig('ship:\n  auto:\n    authors: ["renovate[bot]"]\n', '.github/tend.yml');
    expect(() => buildSettings(defaults(), bare, '.github/tend.yml')).toThrow(
      "'ship.auto.authors' entry 'renovate[bot]' in .github/tend.yml is not a person's login, login:id, a known bot",
    );
  });

  it('resolves bot names to accounts by id, and refuses unknown bot references', () => {
    const settings = buildSettings(defaults({ 'trusted-bots': 'coderabbit, helper[bot]:99' }), {}, '.github/tend.yml');
    expect(settings.trustedBots.map((b) => b.id)).toEqual([136622811, 99]);
    expect(() => buildSettings(defaults({ 'trusted-bots': 'coderabbitai' }), {}, '.github/tend.yml')).toThrow(
      "'trusted-bots' entry 'coderabbitai' is not a known bot",
    );
  });
});
