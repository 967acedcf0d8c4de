// The model-provider input with its credentials (inputs) and its region, project or resource
// (.github/tend.yml): each provider's settings, and every bad combination as one line.

import { describe, expect, it } from 'vitest';
import { ConfigError } from '../core/errors.js';
import { parseInputs, type InputName } from './inputs.js';
import { parseRepoConfig } from './repo-file.js';
import { buildSettings } from './settings.js';

const PATH = '.github/tend.yml';
/** What aws-actions/configure-aws-credentials exports into the job's environment. */
const AWS = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret/key', AWS_SESSION_TOKEN: 'session' };

async function provider(inputs: Partial<Record<InputName, string>>, tendYml = '', environment: Record<string, string> = {}) {
  const parsed = await parseInputs((name) => inputs[name as InputName] ?? (name === 'github-token' ? 'ghs_example' : undefined), (variable) => environment[variable]);
  return buildSettings(parsed, parseRepoConfig(tendYml, PATH), PATH).modelProvider;
}

async function refusal(inputs: Partial<Record<InputName, string>>, tendYml = '', environment: Record<string, string> = {}): Promise<string> {
  try {
    await provider(inputs, tendYml, environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('model-provider', () => {
  it('anthropic is the default: the key, or no model at all without one', async () => {
    expect(await provider({ 'anthropic-api-key': 'sk-ant-x' })).toEqual({ name: 'anthropic', apiKey: 'sk-ant-x' });
    expect(await provider({})).toBeNull();
  });

  it("bedrock takes the session from the environment's AWS_* variables and the region from tend.yml", async () => {
    expect(await provider({ 'model-provider': 'bedrock' }, 'bedrock:\n  region: eu-central-1\n', AWS)).toEqual({
      name: 'bedrock',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/key',
      sessionToken: 'session',
    });
  });

  it('vertex takes the token from google-access-token and the project and region from tend.yml', async () => {
    expect(await provider({ 'model-provider': 'vertex', 'google-access-token': 'ya29.x' }, 'vertex:\n  project: acme-ml\n  region: us-east5\n')).toEqual({
      name: 'vertex',
      project: 'acme-ml',
      region: 'us-east5',
      accessToken: 'ya29.x',
    });
  });

  it('foundry takes the key (or Entra token) from foundry-api-key and the resource from tend.yml', async () => {
    expect(await provider({ 'model-provider': 'Foundry', 'foundry-api-key': 'k' }, 'foundry:\n  resource: acme-ai\n')).toEqual({ name: 'foundry', resource: 'acme-ai', credential: 'k' });
  });

  it.each([
    [{ 'model-provider': 'bedrock' }, 'bedrock:\n  region: us-east-1\n', 'model-provider bedrock needs AWS_SECRET_ACCESS_KEY in the environment: run aws-actions/configure-aws-credentials in a step before tend, see docs/providers.md.', { AWS_ACCESS_KEY_ID: 'AKIA' }],
    [{ 'model-provider': 'bedrock' }, '', 'model-provider bedrock needs the AWS region: set bedrock.region (e.g. us-east-1) in .github/tend.yml on the default branch.', AWS],
    [{ 'model-provider': 'vertex' }, 'vertex:\n  project: p\n  region: us-east5\n', 'model-provider vertex needs google-access-token: pass the access_token output of google-github-actions/auth (token_format: access_token), see docs/providers.md.'],
    [{ 'model-provider': 'vertex', 'google-access-token': 'ya29.x' }, '', 'model-provider vertex needs the project and region: set vertex.project and vertex.region (e.g. us-east5) in .github/tend.yml on the default branch.'],
    [{ 'model-provider': 'foundry', 'foundry-api-key': 'k' }, '', 'model-provider foundry needs the resource: set foundry.resource (the name in https://<resource>.services.ai.azure.com) in .github/tend.yml on the default branch.'],
    [{ 'model-provider': 'vertex', 'google-access-token': 'ya29.x', 'foundry-api-key': 'k' }, 'vertex:\n  project: p\n  region: r\n', "Input 'foundry-api-key' is for model-provider foundry, but model-provider is vertex; set model-provider: foundry or remove it."],
  ] as Array<[Partial<Record<InputName, string>>, string, string, Record<string, string>?]>)('a bad combination is one line before any request: %j', async (inputs, tendYml, line, environment) => {
    expect(await refusal(inputs, tendYml, environment)).toBe(line);
  });

  it("leaves AWS credentials in the job's environment alone when another provider is chosen (other steps may use them)", async () => {
    expect(await provider({ 'anthropic-api-key': 'sk-ant-x' }, '', AWS)).toEqual({ name: 'anthropic', apiKey: 'sk-ant-x' });
  });

  it('an unknown provider or a malformed region is refused naming what is expected', async () => {
    await expect(provider({ 'model-provider': 'azure' })).rejects.toThrow("Input 'model-provider' is \"azure\": expected one of anthropic, bedrock, vertex, foundry.");
    expect(() => parseRepoConfig('bedrock:\n  region: US East\n', PATH)).toThrow(`${PATH}: key 'bedrock.region' is invalid: expected an AWS region such as us-east-1 (got string "US East").`);
    expect(() => parseRepoConfig('foundry:\n  resource: https://acme.services.ai.azure.com\n', PATH)).toThrow('expected the resource name, such as my-resource (not a URL)');
  });
});
