// Slack's request signing for the Events API, as Slack documents it: the `X-Slack-Signature`
// header is `v0=` + hex HMAC-SHA256 of `v0:<X-Slack-Request-Timestamp>:<raw body>` keyed with the
// app's signing secret; a timestamp more than five minutes from now is refused (a replayed request).
// Source: https://api.slack.com/authentication/verifying-requests-from-slack

import { createHmac, timingSafeEqual } from 'node:crypto';

/** Slack's replay window. */
const MAX_SKEW_SECONDS = 5 * 60;

export type SignatureCheck = { ok: true } | { ok: false; why: string };

export function verifySlackSignature(input: { signingSecret: string; timestamp: string | undefined; signature: string | undefined; body: string; nowMs: number }): SignatureCheck {
  if (!input.timestamp || !/^\d+$/.test(input.timestamp)) return { ok: false, why: 'missing or malformed X-Slack-Request-Timestamp' };
  if (Math.abs(input.nowMs / 1000 - Number(input.timestamp)) > MAX_SKEW_SECONDS) return { ok: false, why: 'X-Slack-Request-Timestamp is more than five minutes from now' };
  if (!input.signature || !/^v0=[0-9a-f]{64}$/.test(input.signature)) return { ok: false, why: 'missing or malformed X-Slack-Signature' };
  const expected = Buffer.from(`v0=${createHmac('sha256', input.signingSecret).update(`v0:${input.timestamp}:${input.body}`).digest('hex')}`);
  const given = Buffer.from(input.signature);
  // Equal lengths are guaranteed by the pattern above; the comparison takes the same time either way.
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, why: 'X-Slack-Signature does not match the body' };
}
