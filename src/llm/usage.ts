// Every model call's tokens, exactly as the API reported them, and what they cost. One ledger per
// run feeds the audit's `llm` block and the max-cost-usd / max-turns budgets.

import { costUsd, resolvePrice, type ModelPrice, type PriceOverrides } from './pricing.js';

/** The parts of the Messages API `usage` object that are billed. */
interface ApiUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  cache_creation?: { ephemeral_5m_input_tokens?: number; ephemeral_1h_input_tokens?: number } | null;
}

interface UsageRecord {
  /** The model role that made the call (prompts/<role>.md). */
  role: string;
  /** What the call was about (a thread id, an issue number), for per-target subtotals. */
  subject: string | undefined;
  model: string;
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  cost_usd: number;
}

/** The audit artifact's `llm` block. */
export interface UsageTotals {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  cost_usd: number;
  calls: number;
}

function emptyTotals(): UsageTotals {
  return { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0, calls: 0 };
}

export class UsageLedger {
  private readonly entries: UsageRecord[] = [];

  constructor(private readonly prices: PriceOverrides = {}) {}

  /** The price this ledger counts `model` at; throws UnknownModelPriceError when it has none. */
  priceOf(model: string): ModelPrice {
    return resolvePrice(model, this.prices);
  }

  /** Records one call; throws UnknownModelPriceError for a model without a price. */
  record(call: { role: string; subject?: string | undefined; model: string; usage: ApiUsage }): UsageRecord {
    const { usage } = call;
    const tokens = {
      input_tokens: count(usage.input_tokens),
      output_tokens: count(usage.output_tokens),
      cache_creation_input_tokens: count(usage.cache_creation_input_tokens),
      cache_read_input_tokens: count(usage.cache_read_input_tokens),
    };
    const cost = costUsd({ ...tokens, cache_creation_1h_input_tokens: count(usage.cache_creation?.ephemeral_1h_input_tokens) }, this.priceOf(call.model));
    const entry: UsageRecord = { role: call.role, subject: call.subject, model: call.model, ...tokens, cost_usd: cost };
    this.entries.push(entry);
    return entry;
  }

  records(): readonly UsageRecord[] {
    return this.entries;
  }

  totals(): UsageTotals {
    return sum(this.entries);
  }

  /** Subtotals per role (decide, patch, triage, ...). */
  byRole(): Record<string, UsageTotals> {
    return group(this.entries, (entry) => entry.role);
  }

  /** Subtotals per subject; calls made without one are left out. */
  bySubject(): Record<string, UsageTotals> {
    return group(
      this.entries.filter((entry) => entry.subject !== undefined),
      (entry) => entry.subject as string,
    );
  }
}

function count(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function sum(entries: readonly UsageRecord[]): UsageTotals {
  const totals = emptyTotals();
  for (const entry of entries) {
    totals.input_tokens += entry.input_tokens;
    totals.output_tokens += entry.output_tokens;
    totals.cache_creation_input_tokens += entry.cache_creation_input_tokens;
    totals.cache_read_input_tokens += entry.cache_read_input_tokens;
    totals.cost_usd += entry.cost_usd;
    totals.calls += 1;
  }
  return totals;
}

function group(entries: readonly UsageRecord[], key: (entry: UsageRecord) => string): Record<string, UsageTotals> {
  const groups = new Map<string, UsageRecord[]>();
  for (const entry of entries) {
    const k = key(entry);
    groups.set(k, [...(groups.get(k) ?? []), entry]);
  }
  return Object.fromEntries([...groups].map(([k, list]) => [k, sum(list)]));
}
