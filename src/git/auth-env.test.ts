import { describe, expect, it } from 'vitest';
import { DEFAULT_IDENTITY, extraHeaderKey, guardedKeys, inheritableEnv, workspaceEnv } from './auth-env.js';
import { redactor } from '../core/redact.js';
import { secretForms } from './auth-env.js';

const TOKEN = 'ghs_exampleToken0123456789';

describe('workspaceEnv', () => {
  it('sends the token as an extraheader scoped to the server, after resetting inherited ones', () => {
    const env = workspaceEnv({ serverUrl: 'https://github.com/', token: TOKEN });
    const count = Number(env.GIT_CONFIG_COUNT);
    const entries = Array.from({ length: count }, (_, i) => [env[`GIT_CONFIG_KEY_${i}`], env[`GIT_CONFIG_VALUE_${i}`]]);
    const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}`;
    expect(entries).toContainEqual(['http.https://github.com/.extraheader', header]);
    const reset = entries.findIndex(([k, v]) => k === 'http.https://github.com/.extraheader' && v === '');
    const set = entries.findIndex(([, v]) => v === header);
    expect(reset).toBeGreaterThanOrEqual(0);
    expect(reset).toBeLessThan(set);
    expect(entries).toContainEqual(['credential.helper', '']);
    // No housekeeping process beside the ones that carry the token.
    expect(entries).toContainEqual(['gc.auto', '0']);
    expect(entries).toContainEqual(['maintenance.auto', 'false']);
    expect(env.GIT_TERMINAL_PROMPT).toBe('0');
    expect(env.GIT_COMMITTER_NAME).toBe(DEFAULT_IDENTITY.name);
    expect(env.GIT_AUTHOR_EMAIL).toBe(DEFAULT_IDENTITY.email);
    expect(guardedKeys(env)).toContain(`GIT_CONFIG_VALUE_${set}`);
  });

  it('scopes the header to the origin as actions/checkout does, and refuses URLs with credentials', () => {
    expect(extraHeaderKey('https://ghes.example.com/some/path')).toBe('http.https://ghes.example.com/.extraheader');
    expect(extraHeaderKey('http://127.0.0.1:8080')).toBe('http.http://127.0.0.1:8080/.extraheader');
    expect(() => extraHeaderKey('https://x:y@github.com')).toThrow('must not carry credentials');
    expect(() => extraHeaderKey('file:///tmp/repo')).toThrow('Only http(s)');
    expect(() => workspaceEnv({ serverUrl: 'https://github.com', token: '' })).toThrow('A token is required');
  });

  it('passes on the runner environment without anything that reconfigures git', () => {
    const env = inheritableEnv({ PATH: '/bin', HOME: '/home/r', GIT_DIR: '/elsewhere', git_config_count: '1', GIT_ASKPASS: 'x', EDITOR: 'vi', PAGER: 'less', HTTPS_PROXY: 'http://proxy' });
    expect(env).toEqual({ PATH: '/bin', HOME: '/home/r', HTTPS_PROXY: 'http://proxy' });
  });

  it('never passes on the AWS credentials tend reads for Bedrock, even where they are still in its environment', () => {
    const env = inheritableEnv({ PATH: '/bin', AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'session', AWS_REGION: 'us-east-1' });
    expect(env).toEqual({ PATH: '/bin', AWS_REGION: 'us-east-1' });
  });
});

describe('redact', () => {
  it('masks the token in every form it could take', () => {
    const forms = secretForms(TOKEN);
    const basic = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
    const text = `a ${TOKEN} b ${basic} c ${Buffer.from(TOKEN).toString('base64')} d`;
    const out = redactor(forms)(text);
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain(basic);
    expect(out).toBe('a *** b *** c *** d');
    expect(secretForms('')).toEqual([]);
  });
});
