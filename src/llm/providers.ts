// Where the Messages API is reached: Anthropic's own API, Amazon Bedrock, Google Vertex AI or
// Microsoft Foundry, each through Anthropic's official client for it. Every credential, region and
// endpoint is passed to the client explicitly, so no client reads them from the environment or from
// files (tend's environment keeps none of them: config/secret-handoff.ts). Each client is its own
// dynamic import: a Bedrock run never loads the Vertex client, and a run without a model loads none.

import type Anthropic from '@anthropic-ai/sdk';

export type ProviderName = 'anthropic' | 'bedrock' | 'vertex' | 'foundry';

export type ModelProvider =
  | { name: 'anthropic'; apiKey: string; baseURL?: string | undefined }
  | { name: 'bedrock'; region: string; accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined; baseURL?: string | undefined }
  | { name: 'vertex'; project: string; region: string; accessToken: string; baseURL?: string | undefined }
  /** `credential` is a Foundry API key, or a Microsoft Entra access token (a JWT), sent as a bearer token. */
  | { name: 'foundry'; resource: string | undefined; credential: string; baseURL?: string | undefined };

/** What a client needs besides the provider: tend retries itself, and bounds each call. */
export interface ClientCommon {
  timeoutMs: number;
}

/**
 * The body's `anthropic_version` on the platforms that take it there. The current clients copy the
 * Messages API's header version (2026-10-21) into the body, which the models Bedrock's InvokeModel
 * serves by ARN-versioned ids do not accept (Anthropic's "Claude on Amazon Bedrock" page); the
 * platforms document these values.
 */
export const PLATFORM_VERSIONS = { bedrock: 'bedrock-2023-05-31', vertex: 'vertex-2023-10-16' } as const;

/** The messages resource every client has; the platform clients leave out batches and more. */
export interface MessagesClient {
  messages: { create(body: Anthropic.MessageCreateParamsNonStreaming): Promise<Anthropic.Message> };
}

export async function createClient(provider: ModelProvider, common: ClientCommon): Promise<MessagesClient> {
  const shared = { maxRetries: 0, timeout: common.timeoutMs };
  switch (provider.name) {
    case 'anthropic': {
      const { default: Sdk } = await import('@anthropic-ai/sdk');
      return new Sdk({ ...shared, apiKey: provider.apiKey, baseURL: provider.baseURL ?? null });
    }
    case 'bedrock': {
      const { AnthropicBedrock } = await import('@anthropic-ai/bedrock-sdk');
      return new AnthropicBedrock({
        ...shared,
        awsRegion: provider.region,
        awsAccessKey: provider.accessKeyId,
        awsSecretKey: provider.secretAccessKey,
        awsSessionToken: provider.sessionToken ?? null,
        // null: sign with the keys above, never a Bedrock API key from AWS_BEARER_TOKEN_BEDROCK.
        apiKey: null,
        baseURL: provider.baseURL ?? `https://bedrock-runtime.${provider.region}.amazonaws.com`,
        defaultHeaders: { 'anthropic-version': PLATFORM_VERSIONS.bedrock },
      });
    }
    case 'vertex': {
      const { AnthropicVertex } = await import('@anthropic-ai/vertex-sdk');
      type AuthClient = NonNullable<NonNullable<ConstructorParameters<typeof AnthropicVertex>[0]>['authClient']>;
      // The client's `accessToken` option is stored and never sent (vertex-sdk 1.1.3); what it calls
      // is an auth client's getRequestHeaders. This one gives the token the workflow obtained, so
      // google-auth-library never looks for Application Default Credentials (files, metadata server).
      const token = provider.accessToken;
      const authClient = { projectId: provider.project, getRequestHeaders: async () => new Headers({ authorization: `Bearer ${token}` }) } as unknown as AuthClient;
      return new AnthropicVertex({
        ...shared,
        region: provider.region,
        projectId: provider.project,
        authClient,
        baseURL: provider.baseURL ?? vertexBaseURL(provider.region),
        defaultHeaders: { 'anthropic-version': PLATFORM_VERSIONS.vertex },
      });
    }
    case 'foundry': {
      const { AnthropicFoundry } = await import('@anthropic-ai/foundry-sdk');
      const credential = provider.credential;
      const auth = isJwt(credential) ? { azureADTokenProvider: async () => credential } : { apiKey: credential };
      const where = provider.baseURL ? { baseURL: provider.baseURL, resource: null } : { resource: provider.resource ?? null, baseURL: null };
      return new AnthropicFoundry({ ...shared, ...auth, ...where }) as unknown as MessagesClient;
    }
  }
}

/** The endpoint the Vertex client would pick for `region` (written out so no variable changes it). */
function vertexBaseURL(region: string): string {
  if (region === 'global') return 'https://aiplatform.googleapis.com/v1';
  if (region === 'us' || region === 'eu') return `https://aiplatform.${region}.rep.googleapis.com/v1`;
  return `https://${region}-aiplatform.googleapis.com/v1`;
}

/** A Microsoft Entra access token is a JWT (three base64url parts, the first a JSON header); a Foundry key is not. */
export function isJwt(credential: string): boolean {
  return /^eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(credential);
}

/**
 * Snapshot dates of the models before the 4.6 generation, by the alias the Claude API accepts:
 * Bedrock and Vertex know only the dated ids (Anthropic, "Model IDs and versioning").
 */
const SNAPSHOTS: Readonly<Record<string, string>> = {
  'claude-opus-4-5': '20251101',
  'claude-haiku-4-5': '20251001',
  'claude-sonnet-4-5': '20250929',
  'claude-opus-4-1': '20250805',
  'claude-opus-4': '20250514',
  'claude-opus-4-0': '20250514',
  'claude-sonnet-4': '20250514',
  'claude-sonnet-4-0': '20250514',
  'claude-3-7-sonnet': '20250219',
  'claude-3-5-haiku': '20241022',
  'claude-3-haiku': '20240307',
};

/** A Bedrock model id, inference profile (`global.anthropic…`) or ARN, given as is. */
const BEDROCK_ID = /^(?:arn:|(?:[a-z-]+\.)?anthropic\.)/;

/**
 * The id `provider` knows `model` by. `model` is the Claude API's id (claude-sonnet-4-6,
 * claude-haiku-4-5-20251001, or an alias with a known snapshot); a platform's own id is used as
 * given. Following Anthropic's "Model IDs and versioning": from the 4.6 generation Bedrock prefixes
 * `anthropic.` (Opus 4.6 alone keeps `-v1`) and Vertex uses the Claude API's id; dated ids become
 * `anthropic.<id>-v1:0` on Bedrock and `<name>@<date>` on Vertex.
 */
export function platformModelId(provider: ProviderName, model: string): string {
  const id = model.trim();
  if (provider === 'anthropic' || provider === 'foundry') return id;
  if (provider === 'bedrock' && BEDROCK_ID.test(id)) return id;
  if (provider === 'vertex' && id.includes('@')) return id;
  const dated = /^(claude-[a-z0-9-]+?)-(\d{8})$/.exec(id);
  const name = dated?.[1] ?? id;
  const date = dated?.[2] ?? SNAPSHOTS[id];
  if (provider === 'vertex') return date ? `${name}@${date}` : id;
  if (date) return `anthropic.${name}-${date}-v1:0`;
  return id === 'claude-opus-4-6' ? 'anthropic.claude-opus-4-6-v1' : `anthropic.${id}`;
}

/**
 * The Claude API's id for a platform id, so a run prices `global.anthropic.claude-sonnet-4-6` or
 * `claude-haiku-4-5@20251001` as the model it is. An ARN is left as it is (price it with model-prices).
 */
export function claudeModelId(model: string): string {
  const id = model.trim();
  if (id.startsWith('arn:')) return id;
  return id
    .replace(/^(?:[a-z-]+\.)?anthropic\./, '')
    .replace(/-v\d+(?::\d+)?$/, '')
    .replace(/@(\d{8})$/, '-$1');
}

/** How the provider is named in what tend tells the user. */
export const PROVIDER_LABELS: Readonly<Record<ProviderName, string>> = {
  anthropic: 'The Anthropic API',
  bedrock: 'Amazon Bedrock',
  vertex: 'Vertex AI',
  foundry: 'Microsoft Foundry',
};
