// The platform wires refuse what the platforms refuse, so a client that stopped signing, put the
// model back in the body or sent the Messages API's version would fail here, not pass unnoticed.

import { AnthropicBedrock } from '@anthropic-ai/bedrock-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_VERSIONS, startAnthropicEmulator, type AnthropicEmulator, type WireName } from './server.js';

let emu: AnthropicEmulator | undefined;
afterEach(async () => {
  await emu?.stop();
  emu = undefined;
});

async function start(wire: WireName): Promise<AnthropicEmulator> {
  emu = await startAnthropicEmulator({ wire });
  emu.fallback({ kind: 'message', content: [{ type: 'text', text: 'ok' }] });
  return emu;
}

const MESSAGE = { max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] };

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

describe('the Bedrock wire', () => {
  it('refuses an unsigned request as AWS does: 403, {message}, x-amzn-ErrorType', async () => {
    const server = await start('bedrock');
    const answer = await post(`${server.url}/model/anthropic.claude-sonnet-4-6/invoke`, { anthropic_version: PLATFORM_VERSIONS.bedrock, ...MESSAGE });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Missing Authentication Token' });
    expect(answer.headers.get('x-amzn-errortype')).toMatch(/^MissingAuthenticationTokenException:/);
  });

  it('refuses a signature scoped to another region, and one made with another secret key', async () => {
    const server = await start('bedrock');
    const { aws } = server.credentials;
    const client = (options: { awsRegion: string; awsSecretKey: string }) =>
      new AnthropicBedrock({ ...options, awsAccessKey: aws.accessKeyId, awsSessionToken: aws.sessionToken, apiKey: null, baseURL: server.url, maxRetries: 0 });
    const call = (c: AnthropicBedrock) => c.messages.create({ model: 'anthropic.claude-sonnet-4-6', ...MESSAGE, messages: [{ role: 'user', content: 'hi' }] }).catch((error: unknown) => error);
    await call(client({ awsRegion: 'eu-west-1', awsSecretKey: aws.secretAccessKey }));
    await call(client({ awsRegion: aws.region, awsSecretKey: 'another-secret' }));
    await call(client({ awsRegion: aws.region, awsSecretKey: aws.secretAccessKey }));
    expect(server.requests.map((r) => [r.status, r.error?.split('.')[0]])).toEqual([
      [403, "Credential should be scoped to a valid region, not 'eu-west-1'"],
      [403, 'The request signature we calculated does not match the signature you provided'],
      // The client copies its header version into the body: the platform's own is what Bedrock documents.
      [400, "anthropic_version: expected 'bedrock-2023-05-31', got \"2026-10-21\""],
    ]);
  });
});

describe('the Vertex AI wire', () => {
  const path = (s: AnthropicEmulator, project = s.credentials.google.project) => `${s.url}/v1/projects/${project}/locations/us-east5/publishers/anthropic/models/claude-sonnet-4-6:rawPredict`;
  const bearer = (s: AnthropicEmulator) => ({ authorization: `Bearer ${s.credentials.google.accessToken}` });

  it('answers rawPredict with the model from the URL, and refuses a body that names one or lacks vertex-2023-10-16', async () => {
    const server = await start('vertex');
    expect((await post(path(server), { anthropic_version: PLATFORM_VERSIONS.vertex, ...MESSAGE }, bearer(server))).body).toMatchObject({ type: 'message', model: 'claude-sonnet-4-6' });
    const named = await post(path(server), { anthropic_version: PLATFORM_VERSIONS.vertex, model: 'claude-sonnet-4-6', ...MESSAGE }, bearer(server));
    expect(named).toMatchObject({ status: 400, body: { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'model: Extra inputs are not permitted (the model is named in the URL)' } } });
    const unversioned = await post(path(server), MESSAGE, bearer(server));
    expect(unversioned).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } });
  });

  it('refuses another token (401 UNAUTHENTICATED) and another project (403 PERMISSION_DENIED), in Google\'s error model', async () => {
    const server = await start('vertex');
    expect(await post(path(server), { anthropic_version: PLATFORM_VERSIONS.vertex, ...MESSAGE }, { authorization: 'Bearer ya29.other' })).toMatchObject({ status: 401, body: { error: { code: 401, status: 'UNAUTHENTICATED' } } });
    expect(await post(path(server, 'other-project'), { anthropic_version: PLATFORM_VERSIONS.vertex, ...MESSAGE }, bearer(server))).toMatchObject({ status: 403, body: { error: { code: 403, status: 'PERMISSION_DENIED' } } });
  });
});

describe('the Foundry wire', () => {
  it('serves the Messages API under /anthropic only, with the model in the body', async () => {
    const server = await start('foundry');
    const headers = { 'x-api-key': server.apiKey, 'anthropic-version': '2023-06-01' };
    expect(await post(`${server.url}/anthropic/v1/messages`, { model: 'claude-sonnet-4-6', ...MESSAGE }, headers)).toMatchObject({ status: 200, body: { model: 'claude-sonnet-4-6' } });
    expect(await post(`${server.url}/v1/messages`, { model: 'claude-sonnet-4-6', ...MESSAGE }, headers)).toMatchObject({ status: 404, body: { type: 'error', error: { type: 'not_found_error' } } });
  });
});
