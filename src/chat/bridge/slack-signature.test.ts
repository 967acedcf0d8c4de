import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySlackSignature } from './slack-signature.js';

// Slack's own worked example: https://api.slack.com/authentication/verifying-requests-from-slack
const SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
const TIMESTAMP = '1531420618';
const BODY = 'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c';
const SIGNATURE = 'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503';
const NOW = Number(TIMESTAMP) * 1000;

describe('verifySlackSignature', () => {
  it("accepts Slack's documented example", () => {
    expect(verifySlackSignature({ signingSecret: SECRET, timestamp: TIMESTAMP, signature: SIGNATURE, body: BODY, nowMs: NOW })).toEqual({ ok: true });
  });

  it('refuses a changed body, another secret, and a missing or malformed header', () => {
    expect(verifySlackSignature({ signingSecret: SECRET, timestamp: TIMESTAMP, signature: SIGNATURE, body: `${BODY}x`, nowMs: NOW }).ok).toBe(false);
    expect(verifySlackSignature({ signingSecret: 'other', timestamp: TIMESTAMP, signature: SIGNATURE, body: BODY, nowMs: NOW }).ok).toBe(false);
    expect(verifySlackSignature({ signingSecret: SECRET, timestamp: TIMESTAMP, signature: undefined, body: BODY, nowMs: NOW })).toMatchObject({ ok: false, why: expect.stringContaining('X-Slack-Signature') });
    expect(verifySlackSignature({ signingSecret: SECRET, timestamp: 'soon', signature: SIGNATURE, body: BODY, nowMs: NOW })).toMatchObject({ ok: false, why: expect.stringContaining('Timestamp') });
  });

  it('refuses a request signed more than five minutes away (a replay), and takes one within', () => {
    const at = (skewSeconds: number) => {
      const ts = String(Number(TIMESTAMP) + skewSeconds);
      const signature = `v0=${createHmac('sha256', SECRET).update(`v0:${ts}:${BODY}`).digest('hex')}`;
      return verifySlackSignature({ signingSecret: SECRET, timestamp: ts, signature, body: BODY, nowMs: NOW }).ok;
    };
    expect(at(-301)).toBe(false);
    expect(at(301)).toBe(false);
    expect(at(-299)).toBe(true);
  });
});
