// The model options every model-backed command shares (`tend triage`, `tend review local`): the
// `--model` and `--max-cost-usd` flags with the action's defaults, and the key from the
// environment, checked once with one line saying what is wrong.

import { INPUTS } from '../config/inputs.js';

export const MODEL_OPTIONS = {
  model: { type: 'string', default: INPUTS.model.default },
  'max-cost-usd': { type: 'string', default: INPUTS['max-cost-usd'].default },
} as const;

export type ModelChoice = { apiKey: string; model: string; maxCostUsd: number; baseURL: string | undefined } | { error: string };

/** The key (ANTHROPIC_API_KEY), the endpoint (ANTHROPIC_BASE_URL) and the budget, or what is wrong. */
export function modelChoice(values: { model: string; 'max-cost-usd': string }, env: NodeJS.ProcessEnv, purpose: string): ModelChoice {
  const apiKey = env.ANTHROPIC_API_KEY ?? '';
  if (apiKey.trim() === '') return { error: `ANTHROPIC_API_KEY is not set; ${purpose} needs the model.` };
  const maxCostUsd = Number(values['max-cost-usd']);
  if (!(maxCostUsd > 0)) return { error: `--max-cost-usd must be a positive number of dollars, got '${values['max-cost-usd']}'.` };
  return { apiKey, model: values.model, maxCostUsd, baseURL: env.ANTHROPIC_BASE_URL || undefined };
}
