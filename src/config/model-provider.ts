// Which provider serves the model and with what: the model-provider input picks it, the secret
// inputs carry its credentials (Bedrock's come from the environment, as
// aws-actions/configure-aws-credentials exports them), .github/tend.yml its region, project or
// resource (settings a team sets once, never secrets). Every bad combination is one line here,
// before any request.

import { ConfigError } from '../core/errors.js';
import type { ModelProvider, ProviderName } from '../llm/providers.js';
import type { InputValues } from './inputs.js';
import type { RepoConfig } from './repo-file.js';

/** Where each provider's endpoint is, when not the public one (a proxy or VPC endpoint, or tests' local servers). */
export type PlatformBaseUrls = Partial<Record<Exclude<ProviderName, 'anthropic'>, string>>;

/**
 * Each provider's credential inputs, so a credential given for another provider is caught. Bedrock
 * has none: the AWS variables may be in a job's environment for other steps, and are no mistake.
 */
const CREDENTIAL_INPUTS = {
  anthropic: ['anthropic-api-key'],
  bedrock: [],
  vertex: ['google-access-token'],
  foundry: ['foundry-api-key'],
} as const satisfies Record<ProviderName, ReadonlyArray<keyof InputValues>>;

/**
 * The provider of this run, or null when no credential is given for Anthropic's API (tend then runs
 * its deterministic steps only). A cloud provider chosen without its credentials or settings is an
 * error: the workflow asked for it.
 */
export function modelProviderFor(v: InputValues, repo: RepoConfig, configPath: string): ModelProvider | null {
  const name = v['model-provider'];
  for (const [other, inputs] of Object.entries(CREDENTIAL_INPUTS) as Array<[ProviderName, readonly (keyof InputValues)[]]>) {
    if (other === name || other === 'anthropic') continue;
    const stray = inputs.find((input) => v[input] !== undefined);
    if (stray) throw new ConfigError(`Input '${stray}' is for model-provider ${other}, but model-provider is ${name}; set model-provider: ${other} or remove it.`);
  }
  switch (name) {
    case 'anthropic': {
      const apiKey = v['anthropic-api-key'];
      return apiKey ? { name, apiKey } : null;
    }
    case 'bedrock': {
      const accessKeyId = v.AWS_ACCESS_KEY_ID;
      const secretAccessKey = v.AWS_SECRET_ACCESS_KEY;
      if (!accessKeyId || !secretAccessKey) {
        const missing = [!accessKeyId && 'AWS_ACCESS_KEY_ID', !secretAccessKey && 'AWS_SECRET_ACCESS_KEY'].filter(Boolean).join(' and ');
        throw new ConfigError(`model-provider bedrock needs ${missing} in the environment: run aws-actions/configure-aws-credentials in a step before tend, see docs/providers.md.`);
      }
      const region = repo.bedrock?.region;
      if (!region) throw new ConfigError(`model-provider bedrock needs the AWS region: set bedrock.region (e.g. us-east-1) in ${configPath} on the default branch.`);
      return { name, region, accessKeyId, secretAccessKey, sessionToken: v.AWS_SESSION_TOKEN };
    }
    case 'vertex': {
      const accessToken = v['google-access-token'];
      if (!accessToken) throw new ConfigError('model-provider vertex needs google-access-token: pass the access_token output of google-github-actions/auth (token_format: access_token), see docs/providers.md.');
      const vertex = repo.vertex;
      if (!vertex) throw new ConfigError(`model-provider vertex needs the project and region: set vertex.project and vertex.region (e.g. us-east5) in ${configPath} on the default branch.`);
      return { name, project: vertex.project, region: vertex.region, accessToken };
    }
    case 'foundry': {
      const credential = v['foundry-api-key'];
      if (!credential) throw new ConfigError('model-provider foundry needs foundry-api-key: a Foundry API key or a Microsoft Entra access token, from a secret or azure/login, see docs/providers.md.');
      const resource = repo.foundry?.resource;
      if (!resource) throw new ConfigError(`model-provider foundry needs the resource: set foundry.resource (the name in https://<resource>.services.ai.azure.com) in ${configPath} on the default branch.`);
      return { name, resource, credential };
    }
  }
}
