// Each cloud provider through its official client (@anthropic-ai/bedrock-sdk, vertex-sdk,
// foundry-sdk) against the emulator speaking that platform's wire: what the request looks like
// (path, model id, signing or token, API version in the body), that usage and cost come out as on
// Anthropic's API, and that a platform's refusal is one line saying what to do.

import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { PLATFORM_VERSIONS, startAnthropicEmulator, type AnthropicEmulator, type ScriptedReply, type WireName } from '../../emulator/anthropic/server.js';
import { LlmFinalError, LlmUnavailableError } from './errors.js';
import { costUsd, resolvePrice } from './pricing.js';
import { claudeModelId, platformModelId, type ModelProvider } from './providers.js';
import { LlmSession } from './session.js';
import { rejectionOf } from '../../test/support/rejection.js';

const Decision = z.strictObject({ decision: z.enum(['fix', 'ignore']), rationale: z.string().min(1) });
const OUTPUT = { name: 'record_decision', description: 'Record the decision.' };
const USAGE = { input_tokens: 1200, output_tokens: 60, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
const answer: ScriptedReply = { kind: 'message', content: [{ type: 'tool_use', name: OUTPUT.name, input: { decision: 'fix', rationale: 'Off by one.' } }], usage: USAGE };
const FAST_RETRY = { retries: 2, minTimeoutMs: 5, maxTimeoutMs: 10 };

let emu: AnthropicEmulator | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await emu?.stop();
  emu = undefined;
});

/** The provider settings tend would build for `wire`, pointed at the emulator the way ANTHROPIC_<PLATFORM>_BASE_URL does. */
function providerFor(server: AnthropicEmulator, overrides: Partial<Record<string, string>> = {}): ModelProvider {
  const { aws, google } = server.credentials;
  switch (server.wire) {
    case 'bedrock':
      return { name: 'bedrock', region: aws.region, accessKeyId: aws.accessKeyId, secretAccessKey: aws.secretAccessKey, sessionToken: aws.sessionToken, baseURL: server.url, ...overrides };
    case 'vertex':
      return { name: 'vertex', project: google.project, region: google.region, accessToken: google.accessToken, baseURL: `${server.url}/v1`, ...overrides };
    case 'foundry':
      return { name: 'foundry', resource: 'tend-test', credential: server.apiKey, baseURL: `${server.url}/anthropic/`, ...overrides };
    case 'anthropic':
      return { name: 'anthropic', apiKey: server.apiKey, baseURL: server.url };
  }
}

async function start(wire: WireName): Promise<AnthropicEmulator> {
  emu = await startAnthropicEmulator({ wire });
  return emu;
}

function decide(provider: ModelProvider, model = 'claude-sonnet-4-6', log: string[] = []) {
  const session = new LlmSession({ provider, model, maxCostUsd: 5, maxTurns: 10, retry: FAST_RETRY, log: (line) => log.push(line) });
  const result = session.structured({ role: 'decide', system: { stable: 'You decide review threads.' }, messages: 'Thread T1.', schema: Decision, outputTool: OUTPUT });
  return { session, result };
}

describe('the request each provider makes', () => {
  it('Bedrock: POST /model/<Bedrock id>/invoke, SigV4-signed for the region and service bedrock with the session token, bedrock-2023-05-31 in the body and no model', async () => {
    const server = await start('bedrock');
    server.script(answer);
    const { session, result } = decide(providerFor(server), 'claude-haiku-4-5');
    expect(await result).toEqual({ decision: 'fix', rationale: 'Off by one.' });
    const [request] = server.requests;
    // The server recomputed the signature with the secret key; 200 means it matched.
    expect(request).toMatchObject({ status: 200, path: '/model/anthropic.claude-haiku-4-5-20251001-v1:0/invoke' });
    expect(request!.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request!.headers['x-amz-security-token']).toBe('[redacted]');
    expect(request!.headers['anthropic-version']).toBeUndefined();
    expect(request!.sent).toMatchObject({ anthropic_version: PLATFORM_VERSIONS.bedrock, max_tokens: 8192 });
    expect(request!.sent).not.toHaveProperty('model');
    expect(session.model).toBe('claude-haiku-4-5');
  });

  it('Vertex AI: POST /v1/projects/<p>/locations/<r>/publishers/anthropic/models/<id>:rawPredict with the bearer token, vertex-2023-10-16 in the body and no model', async () => {
    const server = await start('vertex');
    server.script(answer, answer);
    await decide(providerFor(server)).result;
    await decide(providerFor(server), 'claude-sonnet-4-5-20250929').result;
    const [current, dated] = server.requests;
    expect(current).toMatchObject({ status: 200, path: '/v1/projects/tend-emulator/locations/us-east5/publishers/anthropic/models/claude-sonnet-4-6:rawPredict' });
    expect(dated).toMatchObject({ status: 200, path: '/v1/projects/tend-emulator/locations/us-east5/publishers/anthropic/models/claude-sonnet-4-5@20250929:rawPredict' });
    expect(current!.sent).toMatchObject({ anthropic_version: PLATFORM_VERSIONS.vertex });
    expect(current!.sent).not.toHaveProperty('model');
    expect(current!.headers['anthropic-version']).toBeUndefined();
  });

  it.each([
    ['an API key, as x-api-key', (s: AnthropicEmulator) => s.apiKey, 'x-api-key'],
    ['a Microsoft Entra token, as a bearer token', (s: AnthropicEmulator) => s.credentials.entraToken, 'authorization'],
  ] as const)('Foundry with %s: POST /anthropic/v1/messages with the model in the body', async (_name, credential, header) => {
    const server = await start('foundry');
    server.script(answer);
    await decide(providerFor(server, { credential: credential(server) })).result;
    const [request] = server.requests;
    expect(request).toMatchObject({ status: 200, path: '/anthropic/v1/messages', body: { model: 'claude-sonnet-4-6' } });
    expect(request!.headers[header]).toBe('[redacted]');
    expect(request!.headers[header === 'x-api-key' ? 'authorization' : 'x-api-key']).toBeUndefined();
  });

  it.each(['bedrock', 'vertex', 'foundry'] as const)('%s: tokens and cost are counted exactly as on the Anthropic API', async (wire) => {
    const server = await start(wire);
    server.script(answer);
    const { session, result } = decide(providerFor(server));
    await result;
    const expected = costUsd(USAGE, resolvePrice('claude-sonnet-4-6'));
    expect(session.totals()).toMatchObject({ calls: 1, input_tokens: 1200, output_tokens: 60 });
    expect(session.totals().cost_usd).toBeCloseTo(expected, 12);
    expect(session.ledger.records()[0]!.model).toBe('claude-sonnet-4-6');
  });

  it('takes every credential, region and endpoint from its options, never from the environment the SDKs read', async () => {
    const server = await start('bedrock');
    server.script(answer);
    for (const [name, value] of Object.entries({
      AWS_ACCESS_KEY_ID: 'AKIAWRONG',
      AWS_SECRET_ACCESS_KEY: 'wrong',
      AWS_SESSION_TOKEN: 'wrong',
      AWS_REGION: 'eu-west-3',
      AWS_BEARER_TOKEN_BEDROCK: 'bedrock-api-key-from-env',
      ANTHROPIC_BEDROCK_BASE_URL: 'http://127.0.0.1:9',
      ANTHROPIC_API_KEY: 'sk-ant-from-env',
    })) {
      vi.stubEnv(name, value);
    }
    await decide(providerFor(server)).result;
    expect(server.requests.map((r) => r.status)).toEqual([200]);

    const vertex = await startAnthropicEmulator({ wire: 'vertex' });
    try {
      vertex.script(answer);
      vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', '/nonexistent/credentials.json');
      vi.stubEnv('CLOUD_ML_REGION', 'europe-west4');
      vi.stubEnv('ANTHROPIC_VERTEX_PROJECT_ID', 'wrong-project');
      await decide(providerFor(vertex)).result;
      expect(vertex.requests.map((r) => r.status)).toEqual([200]);
    } finally {
      await vertex.stop();
    }
  });
});

describe('a provider refusal is one line saying what to do', () => {
  it('Bedrock AccessDeniedException: the model, the region, the permission, not retried', async () => {
    const server = await start('bedrock');
    server.script({ kind: 'error', status: 403, type: 'AccessDeniedException', message: "You don't have access to the model with the specified model ID." });
    const error = await rejectionOf(decide(providerFor(server)).result);
    expect(error).toBeInstanceOf(LlmFinalError);
    expect((error as LlmFinalError).reason).toBe('permission');
    expect(error.message).toBe(
      "Amazon Bedrock denied model 'anthropic.claude-sonnet-4-6' in region us-east-1 (403 AccessDeniedException: You don't have access to the model with the specified model ID.); let the role call bedrock:InvokeModel on it and enable access to the model in that region. Not retried.",
    );
    expect(error.message.split('\n')).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it('Bedrock: a model not offered in the region is not-found, naming an inference profile to try', async () => {
    const server = await start('bedrock');
    server.script({ kind: 'error', status: 400, type: 'ValidationException', message: "Invocation of model ID anthropic.claude-sonnet-4-6 with on-demand throughput isn't supported. Retry your request with the ID or ARN of an inference profile that contains this model." });
    const error = (await rejectionOf(decide(providerFor(server)).result)) as LlmFinalError;
    expect(error.reason).toBe('not-found');
    expect(error.message).toMatch(/^Amazon Bedrock has no model 'anthropic\.claude-sonnet-4-6' in region us-east-1 for this account \(400 ValidationException: Invocation of model ID .*\); check the model id \(docs\/providers\.md\) .* or use an inference profile such as global\.anthropic\.claude-sonnet-4-6\. Not retried\.$/);
  });

  it('Bedrock ThrottlingException is retried, and after the retries one line says so', async () => {
    const server = await start('bedrock');
    const throttled: ScriptedReply = { kind: 'error', status: 429, type: 'ThrottlingException', message: 'Too many requests, please wait before trying again.' };
    server.script(throttled, answer);
    const log: string[] = [];
    await decide(providerFor(server), 'claude-sonnet-4-6', log).result;
    expect(server.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(log[0]).toMatch(/^Amazon Bedrock: 429 ThrottlingException: Too many requests, please wait before trying again\.; retry 1\/2 in /);

    server.script(throttled, throttled, throttled);
    const error = await rejectionOf(decide(providerFor(server)).result);
    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect(error.message).toBe('Amazon Bedrock is unavailable after 3 attempts (last: 429 ThrottlingException: Too many requests, please wait before trying again.); try again later.');
  });

  it('Vertex AI RESOURCE_EXHAUSTED (quota) is retried like any 429', async () => {
    const server = await start('vertex');
    server.script({ kind: 'error', status: 429, type: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded for aiplatform.googleapis.com/online_prediction_requests_per_base_model.' }, answer);
    const log: string[] = [];
    await decide(providerFor(server), 'claude-sonnet-4-6', log).result;
    expect(server.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(log[0]).toMatch(/^Vertex AI: 429 RESOURCE_EXHAUSTED: Quota exceeded for aiplatform\.googleapis\.com\/online_prediction_requests_per_base_model\.; retry 1\/2 in /);
  });

  it('Bedrock: a wrong secret key fails the signature check, and the line points at the credentials', async () => {
    const server = await start('bedrock');
    const error = (await rejectionOf(decide(providerFor(server, { secretAccessKey: 'not-the-secret' })).result)) as LlmFinalError;
    expect(server.requests[0]).toMatchObject({ status: 403, error: expect.stringContaining('signature we calculated does not match') });
    expect(error.reason).toBe('authentication');
    expect(error.message).toMatch(/^Amazon Bedrock did not accept the AWS credentials \(403 InvalidSignatureException: .*\); pass this job's aws-access-key-id, aws-secret-access-key and aws-session-token from aws-actions\/configure-aws-credentials/);
    expect(error.message).not.toContain('not-the-secret');
  });

  it.each([
    [403, 'PERMISSION_DENIED', "Permission 'aiplatform.endpoints.predict' denied on resource", 'permission', /^Vertex AI denied model 'claude-sonnet-4-6' in region us-east5 \(403 PERMISSION_DENIED: .*\); give the service account roles\/aiplatform\.user/],
    [404, 'NOT_FOUND', 'Publisher Model `claude-sonnet-4-6` was not found or your project does not have access to it.', 'not-found', /^Vertex AI has no model 'claude-sonnet-4-6' in region us-east5 for this project \(404 NOT_FOUND: .*\); check the model id .*enable it in Model Garden/],
  ] as const)('Vertex AI %i %s: one line with what to do, not retried', async (status, type, message, reason, line) => {
    const server = await start('vertex');
    server.script({ kind: 'error', status, type, message });
    const error = (await rejectionOf(decide(providerFor(server)).result)) as LlmFinalError;
    expect(error.reason).toBe(reason);
    expect(error.message).toMatch(line);
    expect(server.requests).toHaveLength(1);
  });

  it('Vertex AI: an expired token is an authentication line, and the token never appears in it', async () => {
    const server = await start('vertex');
    const error = (await rejectionOf(decide(providerFor(server, { accessToken: 'ya29.expired-token' })).result)) as LlmFinalError;
    expect(error.reason).toBe('authentication');
    expect(error.message).toMatch(/^Vertex AI did not accept the access token \(401 UNAUTHENTICATED: .*\); pass google-access-token from google-github-actions\/auth/);
    expect(error.message).not.toContain('ya29.expired-token');
  });

  it('Foundry 401: the line names the foundry-api-key secret', async () => {
    const server = await start('foundry');
    const error = (await rejectionOf(decide(providerFor(server, { credential: 'wrong-foundry-key' })).result)) as LlmFinalError;
    expect(error.reason).toBe('authentication');
    expect(error.message).toMatch(/^Microsoft Foundry did not accept the credential \(401 authentication_error: invalid x-api-key\); check the foundry-api-key secret/);
  });
});

describe('model ids per provider', () => {
  it.each([
    ['claude-sonnet-4-6', 'anthropic.claude-sonnet-4-6', 'claude-sonnet-4-6'],
    ['claude-opus-4-6', 'anthropic.claude-opus-4-6-v1', 'claude-opus-4-6'],
    ['claude-haiku-4-5', 'anthropic.claude-haiku-4-5-20251001-v1:0', 'claude-haiku-4-5@20251001'],
    ['claude-sonnet-4-5-20250929', 'anthropic.claude-sonnet-4-5-20250929-v1:0', 'claude-sonnet-4-5@20250929'],
    ['global.anthropic.claude-sonnet-4-6', 'global.anthropic.claude-sonnet-4-6', '(a Bedrock id)'],
    ['claude-sonnet-4@20250514', '(a Vertex id)', 'claude-sonnet-4@20250514'],
  ])('%s → Bedrock %s, Vertex AI %s; Anthropic and Foundry send it as given', (model, bedrock, vertex) => {
    if (!bedrock.startsWith('(')) expect(platformModelId('bedrock', model)).toBe(bedrock);
    if (!vertex.startsWith('(')) expect(platformModelId('vertex', model)).toBe(vertex);
    expect(platformModelId('anthropic', model)).toBe(model);
    expect(platformModelId('foundry', model)).toBe(model);
  });

  it('prices a platform id as the Claude model it names', () => {
    expect(claudeModelId('global.anthropic.claude-sonnet-4-6')).toBe('claude-sonnet-4-6');
    expect(claudeModelId('us.anthropic.claude-haiku-4-5-20251001-v1:0')).toBe('claude-haiku-4-5-20251001');
    expect(claudeModelId('anthropic.claude-opus-4-6-v1')).toBe('claude-opus-4-6');
    expect(claudeModelId('claude-haiku-4-5@20251001')).toBe('claude-haiku-4-5-20251001');
    const arn = 'arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/abc123';
    expect(claudeModelId(arn)).toBe(arn);
  });
});
