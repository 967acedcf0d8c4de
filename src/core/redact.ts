// Last line of defence for secrets: every text tend publishes (summary, comments, audit, errors)
// passes through here. Known secret values are replaced, and so is anything shaped like a
// credential (GitHub, Anthropic, Slack, AWS), whoever put it there.

// A dash, written plainly or as the state marker writes it (`\u002d`, src/store/marker.ts): a
// credential inside a tracking comment's hidden state is masked like one in its visible text.
const DASH = String.raw`(?:-|\\u002d)`;

const CREDENTIAL_SHAPES: readonly RegExp[] = [
  /\bgh[pousr]_[A-Za-z0-9]{20,255}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,255}\b/g,
  new RegExp(String.raw`\bsk${DASH}ant${DASH}(?:[A-Za-z0-9_]|${DASH}){10,}\b`, 'g'),
  new RegExp(String.raw`\bxox[abposr]${DASH}(?:[A-Za-z0-9]|${DASH}){10,}\b`, 'g'),
  /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g,
];

const REDACTED = '***';

/** A function that removes `secrets` (and their base64 forms, as in auth headers) and credential-shaped strings. */
export function redactor(secrets: ReadonlyArray<string | undefined>): (text: string) => string {
  const values = new Set<string>();
  for (const secret of secrets) {
    if (!secret || secret.length < 4) continue;
    values.add(secret);
    values.add(secret.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/-/g, '\\u002d')); // as the state marker writes it
    values.add(Buffer.from(secret).toString('base64'));
    values.add(Buffer.from(`x-access-token:${secret}`).toString('base64'));
  }
  const ordered = [...values].sort((a, b) => b.length - a.length);
  return (text: string) => {
    let out = text;
    for (const value of ordered) out = out.split(value).join(REDACTED);
    for (const shape of CREDENTIAL_SHAPES) out = out.replace(shape, REDACTED);
    return out;
  };
}

/** True when `text` holds something credential-shaped (used to refuse, not only to mask). */
export function containsCredential(text: string): boolean {
  return CREDENTIAL_SHAPES.some((shape) => {
    shape.lastIndex = 0;
    const found = shape.test(text);
    shape.lastIndex = 0;
    return found;
  });
}
