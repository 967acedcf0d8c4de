// git as a client runs it against the emulator's smart-HTTP remote, for the emulator's own tests.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Plain git as a client runs it against the emulator at `serverUrl`: never prompting, no system or
 * runner configuration, the token (when given) only in an environment-scoped header.
 */
export async function clientGit(serverUrl: string, cwd: string, args: string[], token?: string): Promise<{ stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^GIT_/i.test(key)) env[key] = value;
  const config: Array<[string, string]> = [
    ['user.name', 'Test'],
    ['user.email', 'test@example.com'],
    ['credential.helper', ''],
    ...(token ? [[`http.${serverUrl}/.extraheader`, `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`] as [string, string]] : []),
  ];
  Object.assign(env, { GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C', GIT_CONFIG_COUNT: String(config.length) });
  config.forEach(([key, value], i) => Object.assign(env, { [`GIT_CONFIG_KEY_${i}`]: key, [`GIT_CONFIG_VALUE_${i}`]: value }));
  return promisify(execFile)('git', args, { cwd, env });
}
