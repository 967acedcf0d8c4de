import { describe, expect, it } from 'vitest';
import { costUsd, modelFamily, resolvePrice, UnknownModelPriceError } from './pricing.js';
import { UsageLedger } from './usage.js';

describe('modelFamily', () => {
  it('maps dated ids, -0 aliases, -latest and context suffixes to their family', () => {
    expect(modelFamily('claude-sonnet-4-5-20250929')).toBe('claude-sonnet-4-5');
    expect(modelFamily('claude-sonnet-4-6')).toBe('claude-sonnet-4-6');
    expect(modelFamily('claude-haiku-4-5@20251001')).toBe('claude-haiku-4-5');
    expect(modelFamily('claude-opus-4-0')).toBe('claude-opus-4');
    expect(modelFamily('claude-opus-4-20250514')).toBe('claude-opus-4');
    expect(modelFamily('claude-3-5-haiku-latest')).toBe('claude-3-5-haiku');
    expect(modelFamily('claude-sonnet-4-6[1m]')).toBe('claude-sonnet-4-6');
  });
});

describe('resolvePrice', () => {
  it('knows the current families with cache writes at 1.25× and reads at 0.1× input', () => {
    expect(resolvePrice('claude-sonnet-4-6')).toEqual({ input: 3, output: 15, cacheWrite: 3.75, cacheWrite1h: 6, cacheRead: 0.3 });
    expect(resolvePrice('claude-sonnet-4-5-20250929')).toEqual(resolvePrice('claude-sonnet-4-6'));
    expect(resolvePrice('claude-haiku-4-5-20251001')).toEqual({ input: 1, output: 5, cacheWrite: 1.25, cacheWrite1h: 2, cacheRead: 0.1 });
    expect(resolvePrice('claude-opus-4-7')).toEqual({ input: 5, output: 25, cacheWrite: 6.25, cacheWrite1h: 10, cacheRead: 0.5 });
    expect(resolvePrice('claude-opus-4-1-20250805').input).toBe(15);
  });

  it('never lends a family price to a newer model of the same line', () => {
    expect(() => resolvePrice('claude-haiku-5-5')).toThrow(UnknownModelPriceError);
  });

  it('refuses an unknown model with the model named and how to pass a price', () => {
    expect(() => resolvePrice('claude-zeta-9')).toThrow(/'claude-zeta-9'.*prices: \{ 'claude-zeta-9': \{ input: 3, output: 15 \} \}/);
  });

  it('lets an override price a new model (by id or family) and derives its cache prices', () => {
    const prices = { 'claude-zeta-9': { input: 2, output: 10 } };
    expect(resolvePrice('claude-zeta-9-20261101', prices)).toEqual({ input: 2, output: 10, cacheWrite: 2.5, cacheWrite1h: 4, cacheRead: 0.2 });
    expect(resolvePrice('claude-sonnet-4-6', { 'claude-sonnet-4-6-20260217': { input: 1, output: 2, cacheRead: 0.05 } }).cacheRead).toBe(0.05);
  });

  it('rejects an override that is not a price', () => {
    expect(() => resolvePrice('claude-zeta-9', { 'claude-zeta-9': { input: -1, output: 10 } })).toThrow(/invalid: input/);
  });
});

describe('costUsd', () => {
  it('prices each kind of token at its own rate', () => {
    const price = resolvePrice('claude-sonnet-4-6');
    const cost = costUsd({ input_tokens: 1_000_000, output_tokens: 100_000, cache_creation_input_tokens: 200_000, cache_read_input_tokens: 2_000_000 }, price);
    expect(cost).toBeCloseTo(3 + 1.5 + 0.75 + 0.6, 10);
  });

  it('prices the 1-hour part of cache writes at 2× input', () => {
    const price = resolvePrice('claude-haiku-4-5');
    const cost = costUsd({ input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 1_000_000, cache_read_input_tokens: 0, cache_creation_1h_input_tokens: 400_000 }, price);
    expect(cost).toBeCloseTo(0.6 * 1.25 + 0.4 * 2, 10);
  });
});

describe('UsageLedger', () => {
  it('sums the reported integers and their cost, per role and per subject', () => {
    const ledger = new UsageLedger();
    const model = 'claude-sonnet-4-6';
    ledger.record({ role: 'decide', subject: 'T1', model, usage: { input_tokens: 100, output_tokens: 20, cache_creation_input_tokens: 1000, cache_read_input_tokens: null } });
    ledger.record({ role: 'decide', subject: 'T2', model, usage: { input_tokens: 50, output_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 1000 } });
    ledger.record({ role: 'patch', subject: 'T1', model, usage: { input_tokens: 7, output_tokens: 300 } });
    const totals = ledger.totals();
    expect(totals).toMatchObject({ input_tokens: 157, output_tokens: 330, cache_creation_input_tokens: 1000, cache_read_input_tokens: 1000, calls: 3 });
    expect(totals.cost_usd).toBeCloseTo((157 * 3 + 330 * 15 + 1000 * 3.75 + 1000 * 0.3) / 1e6, 12);
    expect(ledger.byRole()['decide']).toMatchObject({ input_tokens: 150, calls: 2 });
    expect(ledger.bySubject()['T1']).toMatchObject({ input_tokens: 107, output_tokens: 320, calls: 2 });
  });
});
