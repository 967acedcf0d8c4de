import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { classify, retryAfterMs } from './retry.js';

function apiError(status: number, type: string, message: string, headers: Record<string, string> = {}): InstanceType<typeof Anthropic.APIError> {
  return Anthropic.APIError.generate(status, { type: 'error', error: { type, message } }, undefined, new Headers(headers));
}

describe('classify', () => {
  it('retries overload, rate limits, server errors and lost connections', () => {
    for (const [status, type] of [[529, 'overloaded_error'], [429, 'rate_limit_error'], [500, 'api_error'], [502, 'api_error'], [503, 'api_error'], [504, 'timeout_error']] as const) {
      expect(classify(apiError(status, type, 'busy'), 'm')).toMatchObject({ retry: true });
    }
    expect(classify(new Anthropic.APIConnectionError({ message: 'socket hang up' }), 'm')).toMatchObject({ retry: true });
  });

  it('takes retry-after from a 429', () => {
    expect(classify(apiError(429, 'rate_limit_error', 'slow down', { 'retry-after': '7' }), 'm')).toMatchObject({ retry: true, retryAfterMs: 7000 });
  });

  it('treats bad requests, keys, permissions and unknown models as final', () => {
    expect(classify(apiError(400, 'invalid_request_error', 'messages: field required'), 'm')).toMatchObject({ retry: false, error: { reason: 'invalid-request', status: 400 } });
    expect(classify(apiError(401, 'authentication_error', 'invalid x-api-key'), 'm')).toMatchObject({ retry: false, error: { reason: 'authentication' } });
    expect(classify(apiError(403, 'permission_error', 'no'), 'm')).toMatchObject({ retry: false, error: { reason: 'permission' } });
    const notFound = classify(apiError(404, 'not_found_error', 'model: claude-nope'), 'claude-nope');
    expect(notFound).toMatchObject({ retry: false, error: { reason: 'not-found' } });
    expect(notFound?.retry === false && notFound.error.message).toMatch(/model 'claude-nope'.*Not retried\.$/);
  });

  it('treats an empty credit balance and a reached spend limit as final, whatever the status', () => {
    const credit = classify(apiError(400, 'invalid_request_error', 'Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.'), 'm');
    expect(credit).toMatchObject({ retry: false, error: { reason: 'credit' } });
    const limit = classify(apiError(429, 'rate_limit_error', 'You have reached your specified API usage limits. You will regain access on 2026-12-01 at 00:00 UTC.'), 'm');
    expect(limit).toMatchObject({ retry: false, error: { reason: 'spend-limit', status: 429 } });
    const coded = Anthropic.APIError.generate(429, { type: 'error', error: { type: 'rate_limit_error', message: 'Limit reached.', details: { error_code: 'enforced_spend_limit_reached' } } }, undefined, new Headers());
    expect(classify(coded, 'm')).toMatchObject({ retry: false, error: { reason: 'spend-limit' } });
  });

  it('leaves errors that are not from the API alone', () => {
    expect(classify(new TypeError('x is undefined'), 'm')).toBeUndefined();
  });
});

describe('retryAfterMs', () => {
  it('reads retry-after-ms, retry-after seconds and an HTTP date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2000);
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': 'Sun, 22 Nov 2026 00:00:03 GMT' }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({}))).toBeUndefined();
  });
});
