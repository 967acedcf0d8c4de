// The scorecard (#28): what every review bot's findings became, and what tend itself did, as a pure
// function of tend's audit records. Only what the audits record is counted; a figure they cannot
// give is null here and named in `notRecorded`, never estimated.

import type { AuditRecord } from '../audit.js';

/** One audit as read, with the file it came from (for error lines and for the page's sources). */
export interface SourcedAudit {
  file: string;
  audit: AuditRecord;
}

/** What a finding became, one outcome each (a reverted fix counts as reverted, not as applied). */
export const OUTCOMES = ['applied', 'modelFixed', 'declined', 'escalated', 'reverted'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const OUTCOME_LABELS: Record<Outcome, string> = {
  applied: 'applied (suggestion)',
  modelFixed: 'fixed by the model',
  declined: 'declined',
  escalated: 'escalated',
  reverted: 'reverted after CI',
};

export const SEVERITIES = ['critical', 'major', 'minor', 'nitpick', 'unknown'] as const;

/** A count and the pull requests behind it (keys of Scorecard.pulls). */
export interface Count {
  count: number;
  pulls: string[];
}

/** A count as a share of a whole (null when the whole is 0). */
export interface Share extends Count {
  share: number | null;
}

export interface BotFigures {
  /** The review thread's author login, as the audit records it. */
  bot: string;
  findings: Count;
  outcomes: Record<Outcome, Share>;
  severity: Record<string, Count>;
  /** Not recorded by audits (see notRecorded): always null. */
  overruledByPerson: null;
  reviewToAnswerMinutes: null;
  findingsPer100ChangedLines: null;
}

export interface PullSample {
  pull: string;
  value: number;
}

export interface Distribution {
  median: number | null;
  p90: number | null;
  total: number;
  samples: PullSample[];
}

export interface TendFigures {
  shipped: Count;
  /** From the first ship run's start to the merging run's end, per shipped pull request, in minutes. */
  timeToMerge: Distribution & { at: Record<string, string> };
  /** Shipped pull requests with no ship run among the audits: no start to measure from. */
  mergedWithoutShipRun: Count;
  /** tend's runs per pull request, start to finish, in minutes. */
  runnerMinutes: Distribution;
  /** Model cost per pull request, USD. */
  modelCost: Distribution;
  /** Runs tied to no pull request (sweeps, chat, triage of issues): their time and cost. */
  untargeted: { runs: number; minutes: number; costUsd: number };
  threadsWithoutModel: Share & { of: number };
  blocks: Array<{ reason: string } & Count>;
}

export interface PullInfo {
  repository: string;
  number: number;
  url: string;
}

export interface Scorecard {
  version: 1;
  sources: { files: number; runs: number; duplicates: number; since: string | null };
  period: { from: string; to: string } | null;
  repositories: string[];
  pulls: Record<string, PullInfo>;
  bots: BotFigures[];
  tend: TendFigures;
  notRecorded: Array<{ figure: string; why: string }>;
  notes: string[];
}

/** Figures the issue asks for that tend's audits do not record; the page says so instead of guessing. */
export const NOT_RECORDED: Scorecard['notRecorded'] = [
  {
    figure: 'Share of a bot’s findings a person overruled',
    why: 'an audit records tend’s decision on each thread when it answered it, not what a person did with the thread afterwards',
  },
  {
    figure: 'Median time from a bot’s review to tend’s answer',
    why: 'an audit records when tend’s run started and finished, not when the bot’s review was posted',
  },
  {
    figure: 'Findings per 100 changed lines',
    why: 'an audit does not record how many lines the pull request changed',
  },
];

const RUNNER_NOTE =
  'Runner minutes are tend’s own step, from the audit’s startedAt to finishedAt; the job’s setup and GitHub’s rounding up to whole minutes are not in the audits.';
const TIME_TO_MERGE_NOTE =
  'Time to merge runs from the start of the first run that did ship work on the pull request (the run of the /tend ship command) to the end of the run that merged it.';

/** "Reverted tend's fix abc1234 in def5678: …" (ship/red-ci-run.ts): the commit a revert undid. */
const REVERT_NOTE = /^Reverted tend's fix ([0-9a-f]{7,40}) in /;

const MINUTE = 60_000;

function pullKey(repository: string, number: number): string {
  return `${repository}#${number}`;
}

/** The server a run was on, from its run URL (https://github.com/o/r/actions/runs/1 → https://github.com). */
function serverOf(audit: AuditRecord): string {
  const url = audit.run.runUrl;
  const marker = `/${audit.run.repository}/actions/runs/`;
  if (url) {
    const at = url.indexOf(marker);
    if (at > 0) {
      const server = url.slice(0, at);
      try {
        const parsed = new URL(server);
        // Only web links: a run URL is data, and a javascript: one must never become a link.
        if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return server;
      } catch {
        // not a URL: fall through
      }
    }
  }
  return 'https://github.com';
}

function ms(iso: string): number {
  return new Date(iso).getTime();
}

/** The median (mean of the middle two for an even count) and nearest-rank p90; null for no samples. */
export function distribution(samples: PullSample[]): Distribution {
  const sorted = samples.map((s) => s.value).sort((a, b) => a - b);
  const n = sorted.length;
  const total = sorted.reduce((sum, v) => sum + v, 0);
  if (n === 0) return { median: null, p90: null, total, samples };
  const median = n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  const p90 = sorted[Math.ceil(0.9 * n) - 1]!;
  return { median, p90, total, samples };
}

/** A block reason without what varies between pull requests: its first clause, numbers as N. */
export function blockReason(reason: string): string {
  const clause = reason.split(/:\s/)[0]!.replace(/\.$/, '').trim();
  const general = clause.replace(/\d+/g, 'N');
  return general.length > 120 ? `${general.slice(0, 119)}…` : general;
}

function uniq(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(comparePulls);
}

/** owner/name#2 before owner/name#10. */
function comparePulls(a: string, b: string): number {
  const [ra, na] = a.split('#');
  const [rb, nb] = b.split('#');
  return ra === rb ? Number(na) - Number(nb) : ra!.localeCompare(rb!);
}

/** Identical records counted once: the demo, and a downloaded artifact, may hold the same run twice. */
export function dedupe(audits: readonly SourcedAudit[]): { kept: SourcedAudit[]; duplicates: number } {
  const seen = new Set<string>();
  const kept: SourcedAudit[] = [];
  for (const sourced of audits) {
    const key = JSON.stringify(sourced.audit);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(sourced);
  }
  return { kept, duplicates: audits.length - kept.length };
}

interface FindingTrack {
  bot: string;
  pull: string;
  severity: string;
  decision: 'fix' | 'ignore' | 'escalate';
  fixCommits: Set<string>;
  usedModel: boolean;
}

function usedModel(llm: AuditRecord['threads'][number]['llm']): boolean {
  return llm !== null && (llm.input_tokens > 0 || llm.output_tokens > 0 || llm.cost_usd > 0);
}

function outcomeOf(track: FindingTrack, reverted: readonly string[]): Outcome {
  if ([...track.fixCommits].some((commit) => reverted.some((short) => commit.startsWith(short)))) return 'reverted';
  if (track.decision === 'fix') return track.usedModel ? 'modelFixed' : 'applied';
  return track.decision === 'ignore' ? 'declined' : 'escalated';
}

/**
 * The scorecard of `audits` (runs that started at or after `since`, when given). Each review
 * thread is one finding, keyed by repository and thread id, and its latest record (by run start)
 * says what became of it.
 */
export function computeScorecard(input: { audits: readonly SourcedAudit[]; since?: Date | null }): Scorecard {
  const files = new Set(input.audits.map((a) => a.file)).size;
  const { kept, duplicates } = dedupe(input.audits);
  const since = input.since ?? null;
  const runs = kept
    .map((s) => s.audit)
    .filter((a) => since === null || ms(a.run.startedAt) >= since.getTime())
    .sort((a, b) => ms(a.run.startedAt) - ms(b.run.startedAt) || ms(a.run.finishedAt) - ms(b.run.finishedAt));

  const pulls: Record<string, PullInfo> = {};
  const pullOf = (audit: AuditRecord, number: number): string => {
    const key = pullKey(audit.run.repository, number);
    pulls[key] ??= { repository: audit.run.repository, number, url: `${serverOf(audit)}/${audit.run.repository}/pull/${number}` };
    return key;
  };

  const findings = new Map<string, FindingTrack>();
  const revertedByPull = new Map<string, string[]>();
  const minutes = new Map<string, number>();
  const cost = new Map<string, number>();
  const shipStart = new Map<string, number>();
  const mergedAt = new Map<string, number>();
  const blocks = new Map<string, Set<string>>();
  const untargeted = { runs: 0, minutes: 0, costUsd: 0 };

  for (const audit of runs) {
    const duration = Math.max(0, ms(audit.run.finishedAt) - ms(audit.run.startedAt)) / MINUTE;
    const pull = audit.target?.kind === 'pull_request' ? pullOf(audit, audit.target.number) : null;
    if (pull === null) {
      untargeted.runs += 1;
      untargeted.minutes += duration;
      untargeted.costUsd += audit.llm.cost_usd;
    } else {
      minutes.set(pull, (minutes.get(pull) ?? 0) + duration);
      cost.set(pull, (cost.get(pull) ?? 0) + audit.llm.cost_usd);
      const isShip = audit.outcome.workflow === 'ship' || (audit.route.action === 'command' && /^ship\b/.test(audit.route.detail));
      if (isShip && !shipStart.has(pull)) shipStart.set(pull, ms(audit.run.startedAt));
      if (audit.merge?.merged && !mergedAt.has(pull)) mergedAt.set(pull, ms(audit.run.finishedAt));
      if (audit.outcome.state === 'blocked') {
        const reason = blockReason(audit.outcome.reason);
        blocks.set(reason, (blocks.get(reason) ?? new Set()).add(pull));
      }
      for (const note of audit.notes) {
        const match = REVERT_NOTE.exec(note);
        if (match) revertedByPull.set(pull, [...(revertedByPull.get(pull) ?? []), match[1]!]);
      }
    }
    for (const thread of audit.threads) {
      // A thread belongs to the run's pull request; a run without one (a sweep) names none here.
      const threadPull = pull ?? 'unknown';
      const key = `${audit.run.repository} ${thread.id}`;
      const track = findings.get(key) ?? { bot: thread.author, pull: threadPull, severity: thread.severity, decision: thread.decision, fixCommits: new Set<string>(), usedModel: false };
      track.severity = thread.severity;
      track.decision = thread.decision;
      if (thread.decision === 'fix' && thread.commit) track.fixCommits.add(thread.commit);
      track.usedModel ||= usedModel(thread.llm);
      if (track.pull === 'unknown' && pull !== null) track.pull = pull;
      findings.set(key, track);
    }
  }

  const byBot = new Map<string, Array<{ track: FindingTrack; outcome: Outcome }>>();
  for (const track of findings.values()) {
    const outcome = outcomeOf(track, revertedByPull.get(track.pull) ?? []);
    byBot.set(track.bot, [...(byBot.get(track.bot) ?? []), { track, outcome }]);
  }
  const known = (pull: string): boolean => pull !== 'unknown';
  const bots: BotFigures[] = [...byBot.entries()]
    .sort(([a, fa], [b, fb]) => fb.length - fa.length || a.localeCompare(b))
    .map(([bot, list]) => {
      const total = list.length;
      const share = (items: typeof list): Share => ({ count: items.length, share: total === 0 ? null : items.length / total, pulls: uniq(items.map((i) => i.track.pull).filter(known)) });
      const outcomes = Object.fromEntries(OUTCOMES.map((o) => [o, share(list.filter((i) => i.outcome === o))])) as Record<Outcome, Share>;
      const severity: Record<string, Count> = {};
      for (const level of [...SEVERITIES, ...new Set(list.map((i) => i.track.severity))]) {
        const items = list.filter((i) => i.track.severity === level);
        if (items.length > 0 && !(level in severity)) severity[level] = { count: items.length, pulls: uniq(items.map((i) => i.track.pull).filter(known)) };
      }
      return {
        bot,
        findings: { count: total, pulls: uniq(list.map((i) => i.track.pull).filter(known)) },
        outcomes,
        severity,
        overruledByPerson: null,
        reviewToAnswerMinutes: null,
        findingsPer100ChangedLines: null,
      };
    });

  const shipped = uniq(mergedAt.keys());
  const timed = shipped.filter((p) => shipStart.has(p) && shipStart.get(p)! <= mergedAt.get(p)!);
  const timeToMerge = distribution(timed.map((pull) => ({ pull, value: (mergedAt.get(pull)! - shipStart.get(pull)!) / MINUTE })));
  const worked = uniq(minutes.keys());
  const all = [...findings.values()];
  const withoutModel = all.filter((t) => !t.usedModel);
  const times = runs.flatMap((a) => [a.run.startedAt, a.run.finishedAt]).sort((a, b) => ms(a) - ms(b));

  return {
    version: 1,
    sources: { files, runs: runs.length, duplicates, since: since?.toISOString() ?? null },
    period: times.length > 0 ? { from: times[0]!, to: times.at(-1)! } : null,
    repositories: [...new Set(runs.map((a) => a.run.repository))].sort(),
    pulls,
    bots,
    tend: {
      shipped: { count: shipped.length, pulls: shipped },
      timeToMerge: { ...timeToMerge, at: Object.fromEntries(timed.map((p) => [p, new Date(mergedAt.get(p)!).toISOString()])) },
      mergedWithoutShipRun: { count: shipped.length - timed.length, pulls: shipped.filter((p) => !timed.includes(p)) },
      runnerMinutes: distribution(worked.map((pull) => ({ pull, value: minutes.get(pull)! }))),
      modelCost: distribution(worked.map((pull) => ({ pull, value: cost.get(pull)! }))),
      untargeted,
      threadsWithoutModel: { count: withoutModel.length, of: all.length, share: all.length === 0 ? null : withoutModel.length / all.length, pulls: uniq(withoutModel.map((t) => t.pull).filter(known)) },
      blocks: [...blocks.entries()].map(([reason, set]) => ({ reason, count: set.size, pulls: uniq(set) })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    },
    notRecorded: NOT_RECORDED,
    notes: [TIME_TO_MERGE_NOTE, RUNNER_NOTE],
  };
}
