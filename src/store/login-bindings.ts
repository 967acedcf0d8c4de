// Person logins named in configuration (`ship.auto.authors: [alice]`), bound to the account that
// held each login when tend first trusted it. GitHub frees a deleted account's login for anyone
// to register, so a login alone would hand the new holder what the configuration gave the old one:
// after the first match tend trusts the login only for that account id. The bindings live in one
// issue of tend's (labelled `tend:logins`, opened by tend's account, its state in the marker that
// ends the body: unique-record.ts); only tend and people with write access can edit its body. Pure.

import * as z from 'zod';
import { decodeMarker, encodeMarker } from './marker.js';
import { LOGINS_LABEL } from '../core/labels.js';

// Named in core/labels.ts, where routing reads it without loading this store.
export { LOGINS_LABEL };
export const LOGINS_TITLE = 'tend login bindings';
/** Bindings one record keeps: far more people than any configuration names. */
const BINDINGS_LIMIT = 500;

const BindingsSchema = z.strictObject({
  v: z.literal(1),
  /** Lowercased login → the account id it named when tend first trusted it, and when. */
  logins: z.record(z.string().max(39), z.strictObject({ id: z.number().int().positive(), at: z.string() })),
});
export type LoginBindings = z.infer<typeof BindingsSchema>;

/** The bindings a record's body holds; none for a body that is not such a record. */
export function readLoginBindings(body: string | null): LoginBindings {
  const parsed = BindingsSchema.safeParse(body === null ? undefined : decodeMarker(body));
  return parsed.success ? parsed.data : { v: 1, logins: {} };
}

export function renderLoginBindings(bindings: LoginBindings): string {
  const lines = Object.entries(bindings.logins).map(([login, b]) => `| \`${login}\` | ${b.id} | ${b.at} |`);
  return [
    'Person logins named in tend’s configuration, bound to the account that held each when tend first trusted it: a login that later names another account (the first was deleted and its login registered again) is refused. To trust the new account, name it as `login:id` in the configuration.',
    '',
    '| login | account id | since |',
    '|---|---|---|',
    ...lines,
    '',
    encodeMarker(bindings),
  ].join('\n');
}

export type LoginCheck = { trusted: true; bindings: LoginBindings | null } | { trusted: false; boundId: number; since: string };

/**
 * Whether `account` may be trusted as the person `login` names: yes when the login is bound to its
 * id, or is seen for the first time (then `bindings` is the record to save); no when the login is
 * bound to another id.
 */
export function checkLogin(bindings: LoginBindings, login: string, account: { id: number }, at: string): LoginCheck {
  const key = login.toLowerCase();
  const bound = bindings.logins[key];
  if (bound) return bound.id === account.id ? { trusted: true, bindings: null } : { trusted: false, boundId: bound.id, since: bound.at };
  const kept = Object.entries(bindings.logins).slice(-(BINDINGS_LIMIT - 1));
  return { trusted: true, bindings: { v: 1, logins: { ...Object.fromEntries(kept), [key]: { id: account.id, at } } } };
}
