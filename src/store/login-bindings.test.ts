import { describe, expect, it } from 'vitest';
import { findOwnRecord } from './unique-record.js';
import { checkLogin, readLoginBindings, renderLoginBindings } from './login-bindings.js';

describe('person logins from configuration are bound to an account id when first trusted', () => {
  it('binds a login on first sight, trusts the same id after, and refuses another account holding that login later', () => {
    const first = checkLogin(readLoginBindings(null), 'Dana', { id: 501 }, '2026-11-28T10:00:00Z');
    expect(first).toEqual({ trusted: true, bindings: { v: 1, logins: { dana: { id: 501, at: '2026-11-28T10:00:00Z' } } } });
    const saved = readLoginBindings(renderLoginBindings(first.trusted ? first.bindings! : { v: 1, logins: {} }));
    expect(checkLogin(saved, 'dana', { id: 501 }, '2026-11-29T00:00:00Z')).toEqual({ trusted: true, bindings: null });
    expect(checkLogin(saved, 'DANA', { id: 777 }, '2026-11-29T00:00:00Z')).toEqual({ trusted: false, boundId: 501, since: '2026-11-28T10:00:00Z' });
  });

  it('reads as no bindings a body that is not its record, and its record is tend’s own by author and marker', () => {
    expect(readLoginBindings('a person’s issue <!-- tend:state {"v":1,"logins":"x"} -->')).toEqual({ v: 1, logins: {} });
    const body = renderLoginBindings({ v: 1, logins: { dana: { id: 501, at: 'now' } } });
    expect(findOwnRecord([{ id: 3, body, authorId: 99 }], 41898282).record).toBeNull();
    expect(findOwnRecord([{ id: 3, body, authorId: 41898282 }], 41898282).record?.id).toBe(3);
  });
});
