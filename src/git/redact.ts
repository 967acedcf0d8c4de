// Defence in depth: the token never reaches git's argv or config, but any text the workspace
// surfaces (errors, push results, logged commands) is scrubbed of every form it could take.

import { basicCredential } from './auth-env.js';

const MASK = '***';

/** The token as given, as Basic credentials, base64 alone, and URL-encoded. */
export function secretForms(token: string): string[] {
  if (!token) return [];
  const forms = new Set([
    token,
    basicCredential(token),
    Buffer.from(token, 'utf8').toString('base64'),
    encodeURIComponent(token),
  ]);
  // Longest first, so a form containing another is masked whole.
  return [...forms].filter((form) => form.length > 0).sort((a, b) => b.length - a.length);
}

export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join(MASK);
  return out;
}
