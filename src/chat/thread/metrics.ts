// The weekly review numbers of the chat workflow from the state stored in tend:chat issues:
// classifications, final verdicts, first-round pass rate, escalations, and time from message to
// reply. Pure.

import type { ChatThreadState } from './thread-state.js';

interface ChatMetrics {
  threads: number;
  open: number;
  byQuestionType: Record<string, number>;
  byStatus: Record<string, number>;
  /** Final verdicts of every validated round. */
  verdicts: { pass: number; bounce: number; escalate: number };
  /** First rounds that passed, over first rounds validated (the target is 60–90 %). */
  firstRoundPassRate: number | null;
  firstRoundsValidated: number;
  /** Validator model said pass but the rules (evidence check, fields) did not. */
  overruledByCode: number;
  escalatedToHuman: number;
  tier2: number;
  replies: { posted: number; autoReplies: number; rejected: number };
  /** Seconds from the first message answered to the reply posted. */
  timeToReply: { count: number; medianSeconds: number | null; p95Seconds: number | null };
  model: { inputTokens: number; outputTokens: number; costUsd: number };
}

export function chatMetrics(states: readonly ChatThreadState[]): ChatMetrics {
  const byQuestionType: Record<string, number> = {};
  const byStatus: Record<string, number> = {};
  const verdicts = { pass: 0, bounce: 0, escalate: 0 };
  let firstValidated = 0;
  let firstPassed = 0;
  let overruled = 0;
  const durations: number[] = [];
  let posted = 0;
  let auto = 0;
  let rejected = 0;
  const model = { inputTokens: 0, outputTokens: 0, costUsd: 0 };
  for (const state of states) {
    byQuestionType[state.question_type] = (byQuestionType[state.question_type] ?? 0) + 1;
    byStatus[state.status] = (byStatus[state.status] ?? 0) + 1;
    state.rounds.forEach((round, index) => {
      if (!round.final) return;
      verdicts[round.final.verdict] += 1;
      if (round.final.model_verdict === 'pass' && round.final.verdict !== 'pass') overruled += 1;
      if (index === 0) {
        firstValidated += 1;
        if (round.final.verdict === 'pass') firstPassed += 1;
      }
    });
    for (const line of state.reply_log) {
      posted += 1;
      if (line.validator_verdict === 'auto-reply') auto += 1;
      const seconds = (Date.parse(line.posted_at) - Date.parse(state.first_message_at)) / 1000;
      if (Number.isFinite(seconds) && seconds >= 0) durations.push(seconds);
    }
    if (state.closed_reason?.startsWith('rejected')) rejected += 1;
    model.inputTokens += state.usage.input_tokens;
    model.outputTokens += state.usage.output_tokens;
    model.costUsd += state.usage.cost_usd;
  }
  durations.sort((a, b) => a - b);
  return {
    threads: states.length,
    open: states.filter((s) => s.status !== 'closed').length,
    byQuestionType,
    byStatus,
    verdicts,
    firstRoundPassRate: firstValidated === 0 ? null : firstPassed / firstValidated,
    firstRoundsValidated: firstValidated,
    overruledByCode: overruled,
    escalatedToHuman: states.filter((s) => s.status_history.some((h) => h.to === 'escalated')).length,
    tier2: states.filter((s) => s.tier2 !== null || s.rounds.some((r) => r.tier === 2)).length,
    replies: { posted, autoReplies: auto, rejected },
    timeToReply: { count: durations.length, medianSeconds: percentile(durations, 0.5), p95Seconds: percentile(durations, 0.95) },
    model,
  };
}

/** Nearest-rank percentile of sorted values; null for none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

export function renderMetrics(repository: string, m: ChatMetrics): string {
  const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(0)} %`);
  const secs = (x: number | null) => (x === null ? '—' : x < 120 ? `${Math.round(x)} s` : `${(x / 60).toFixed(1)} min`);
  const counts = (r: Record<string, number>) => Object.entries(r).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k} ${v}`).join(', ') || '—';
  return [
    `# tend chat report · ${repository}`,
    '',
    `Threads: ${m.threads} (${m.open} open)`,
    `By question type: ${counts(m.byQuestionType)}`,
    `By status: ${counts(m.byStatus)}`,
    `Verdicts (every validated round): pass ${m.verdicts.pass}, bounce ${m.verdicts.bounce}, escalate ${m.verdicts.escalate}`,
    `First-round pass rate: ${pct(m.firstRoundPassRate)} of ${m.firstRoundsValidated} (AC-05 wants 60–90 %)`,
    `Validator "pass" overruled by the evidence check or the rules: ${m.overruledByCode}`,
    `Escalated to a human: ${m.escalatedToHuman}; sent to Tier 2: ${m.tier2}`,
    `Replies posted: ${m.replies.posted} (auto-replies ${m.replies.autoReplies}); rejected: ${m.replies.rejected}`,
    `Time from message to reply: median ${secs(m.timeToReply.medianSeconds)}, p95 ${secs(m.timeToReply.p95Seconds)} (${m.timeToReply.count} replies)`,
    `Model: ${m.model.inputTokens} in / ${m.model.outputTokens} out tokens, $${m.model.costUsd.toFixed(4)}; orchestrator 0 tokens`,
    '',
  ].join('\n');
}
