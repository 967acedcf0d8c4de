// The ship workflow's policy for findings a review bot left in a review's body (P8): read them
// (review-body.ts), decide each as a thread finding would be decided (decide-thread.ts), and say
// so in one issue comment per review, since GitHub has no reply or resolve outside threads.
//
// They are never patched: their lines are outside the diff (or a nitpick's, in a block of many),
// there is no thread to answer with the commit or to resolve, and the model path works on
// threads. So a finding the thread rules would fix is left for a human, and the rationale says why.
//
// Escalated body findings block the merge until a person with write access asks again (`/tend
// ship`, the `tend:ship` label) after tend's answer. A newer review from the bot does not settle
// them: CodeRabbit's incremental reviews read only the new commits, so its silence on a finding
// outside the diff does not mean the finding was handled. Pure.

import { ALL_SEVERITIES, planThread, type ThreadPolicy } from './decide-thread.js';
import { botOf } from './review-comment.js';
import { parseReviewBodyFindings, type BodyFinding } from './review-body.js';
import type { Severity } from './types.js';
import { type Actor, type PullSnapshot, type Review, type ReviewThread } from '../core/pull-request.js';
import { cell, inert } from '../core/text.js';
import { trailingMarker } from '../store/marker.js';
import type { ReviewBodyRecord, ShipState } from '../store/target-state.js';

/** The hidden marker of tend's answer to a review body: `<!-- tend:review-body <review id> escalated=<n> -->`. */
export const REVIEW_BODY_MARKER = '<!-- tend:review-body ';
/** What that marker carries, read only where it ends the comment (store/marker.ts): review id, escalated count. */
const MARKER_CONTENT = /^(\S+) escalated=(\d+)$/;

/** The review id and escalated count of tend's answer: the marker ending a comment of tend's account. */
function answeredReview(comment: PullSnapshot['comments'][number], viewerId: number): RegExpExecArray | null {
  if (comment.author?.id !== viewerId || comment.author.type !== 'Bot') return null;
  const content = trailingMarker(comment.body, 'review-body');
  return content === null ? null : MARKER_CONTENT.exec(content);
}

export interface BodyFindingPlan {
  finding: BodyFinding;
  severity: Severity;
  decision: 'ignore' | 'escalate';
  rationale: string;
}

export interface ReviewBodyPlan {
  reviewId: string;
  bot: string;
  author: Actor;
  commitOid: string | null;
  findings: BodyFindingPlan[];
  unreadable: number;
}

/** Only CodeRabbit's body grammar is known; its findings are read from reviews by its own account. */
const BODY_GRAMMAR_BOTS = new Set(['coderabbit']);

/**
 * The reviews whose body findings tend has not answered yet, each with a decision per finding.
 * A review tend answered is known from the state and, should the state have been lost, from
 * GitHub: tend's answering comment, recognised by tend's account AND its marker.
 */
export function planReviewBodies(pr: PullSnapshot, ship: ShipState, policy: ThreadPolicy, cutoff: string | null): ReviewBodyPlan[] {
  const plans: ReviewBodyPlan[] = [];
  for (const review of pr.reviews) {
    const known = botOf(review.author, []);
    if (!review.author || !known || !BODY_GRAMMAR_BOTS.has(known.name)) continue;
    if (ship.reviewBodies?.some((r) => r.review === review.id) || answeredOnGitHub(pr, review.id) !== null) continue;
    // A review submitted after the run started is read by the next run, as threads are.
    if (cutoff !== null && review.submittedAt !== null && review.submittedAt > cutoff) continue;
    const parsed = parseReviewBodyFindings(review.body);
    if (parsed.findings.length === 0 && parsed.unreadable === 0) continue;
    plans.push({
      reviewId: review.id,
      bot: botOf(review.author, policy.reviewBots)?.name ?? known.name,
      author: review.author,
      commitOid: review.commitOid,
      findings: parsed.findings.map((finding, index) => planFinding(review, finding, index, policy)),
      unreadable: parsed.unreadable,
    });
  }
  return plans;
}

/** A body finding decided by the thread rules, as if it were a thread's first comment. */
function planFinding(review: Review, finding: BodyFinding, index: number, policy: ThreadPolicy): BodyFindingPlan {
  const labels = finding.labels !== '' ? finding.labels : finding.section === 'nitpick' ? '_🧹 Nitpick_' : '';
  const thread: ReviewThread = {
    id: `${review.id}#${index}`,
    isResolved: false,
    isOutdated: false,
    viewerCanResolve: false,
    viewerCanReply: false,
    path: finding.path,
    line: finding.endLine,
    startLine: finding.startLine,
    originalLine: finding.endLine,
    originalStartLine: finding.startLine,
    diffSide: 'RIGHT',
    comments: [
      {
        id: '',
        databaseId: 0,
        author: review.author,
        body: [labels, finding.title === '' ? '' : `**${finding.title}**`, finding.body].filter((p) => p !== '').join('\n\n'),
        createdAt: review.submittedAt ?? '',
        lastEditedAt: null,
        commitOid: review.commitOid,
        originalCommitOid: review.commitOid,
        diffHunk: '',
      },
    ],
  };
  // The cutoff was applied to the review as a whole; the viewer never wrote this text.
  const plan = planThread({ thread, authorCanWrite: false, viewerId: -1, cutoff: null }, { ...policy, fixSeverities: ALL_SEVERITIES });
  const outside = finding.section === 'outside-diff' ? 'it is outside the diff, where GitHub allows no review thread' : 'it sits in the review body, not in a review thread';
  if (plan.decision === 'ignore') return { finding, severity: plan.severity, decision: 'ignore', rationale: plan.rationale };
  if (plan.decision === 'fix') {
    return { finding, severity: plan.severity, decision: 'escalate', rationale: `Not applied automatically although it carries a suggestion: ${outside}, so there is no thread to answer with the commit or to resolve; a human decides.` };
  }
  const rationale = plan.needsJudgement || plan.rationale.startsWith('No committable suggestion')
    ? `No committable suggestion, and ${outside}; a human decides.`
    : plan.rationale;
  return { finding, severity: plan.severity, decision: 'escalate', rationale };
}

/** The escalated count of tend's answer to `reviewId` on GitHub, or null when tend has not answered it. */
function answeredOnGitHub(pr: PullSnapshot, reviewId: string): number | null {
  for (const comment of pr.comments) {
    const match = answeredReview(comment, pr.viewer.id);
    if (match && match[1] === reviewId) return Number(match[2]);
  }
  return null;
}

/**
 * tend's answers to one review's body as GitHub holds them, known by tend's account AND the marker
 * together (a marker in anyone else's comment is not tend's): the oldest is the answer, and any
 * later one is a duplicate that two runs answering at once left, to delete. Every run applies this
 * to what it reads back after its own post, so whichever posts last removes the duplicate, and the
 * answer that stays is the first one people could read (as first-answer.ts does for threads).
 */
export function bodyAnswers(comments: ReadonlyArray<{ id: number; body: string; authorId: number }>, selfId: number, reviewId: string): { kept: number | null; later: number[] } {
  const marker = `${REVIEW_BODY_MARKER}${reviewId} escalated=`;
  const ours = comments.filter((c) => c.authorId === selfId && c.body.includes(marker)).map((c) => c.id).sort((a, b) => a - b);
  const [kept = null, ...later] = ours;
  return { kept, later };
}

/** How many findings of an answered review wait for a human. */
export function escalatedCount(record: Pick<ReviewBodyRecord, 'findings' | 'unreadable'>): number {
  return record.findings.filter((f) => f.decision === 'escalate').length + record.unreadable;
}

/**
 * Reviews with body findings left for a human and not yet settled, as "path:lines" places. From
 * the state and, for an answer whose record was lost, from tend's answering comment on GitHub.
 */
export function openBodyEscalations(pr: PullSnapshot, ship: ShipState): { reviewId: string; places: string[] }[] {
  const settled = new Set(ship.settledReviewBodies ?? []);
  const open: { reviewId: string; places: string[] }[] = [];
  for (const record of ship.reviewBodies ?? []) {
    if (settled.has(record.review) || escalatedCount(record) === 0) continue;
    const places = record.findings.filter((f) => f.decision === 'escalate').map((f) => `${f.path}:${lines(f.startLine, f.endLine)}`);
    open.push({ reviewId: record.review, places: record.unreadable > 0 ? [...places, `${record.unreadable} unreadable in review ${record.review}`] : places });
  }
  for (const comment of pr.comments) {
    const match = answeredReview(comment, pr.viewer.id);
    if (!match || Number(match[2]) === 0 || settled.has(match[1]!) || open.some((o) => o.reviewId === match[1])) continue;
    if (ship.reviewBodies?.some((r) => r.review === match[1])) continue;
    open.push({ reviewId: match[1]!, places: [`review ${match[1]} (${match[2]} finding(s))`] });
  }
  return open;
}

/** The record of an answered review, for the state. */
export function reviewBodyRecord(plan: ReviewBodyPlan, comment: number | null, at: string, redact: (text: string) => string): ReviewBodyRecord {
  return {
    review: plan.reviewId,
    bot: plan.bot,
    commit: plan.commitOid,
    comment,
    answeredAt: at,
    findings: plan.findings.slice(0, 100).map((f) => ({
      path: f.finding.path,
      startLine: f.finding.startLine,
      endLine: f.finding.endLine,
      severity: f.severity,
      decision: f.decision,
      rationale: redact(f.rationale),
    })),
    unreadable: plan.unreadable,
  };
}

/** tend's one comment answering a review's body findings. The bot's text is never echoed but its title, quoted as data. */
export function renderReviewBodyAnswer(plan: ReviewBodyPlan): string {
  const escalated = plan.findings.filter((f) => f.decision === 'escalate').length + plan.unreadable;
  const rows = plan.findings.map((f) =>
    `| \`${cell(quote(f.finding.path))}:${lines(f.finding.startLine, f.finding.endLine)}\` | ${cell(quote(f.finding.title) || '—')} | ${f.severity} | ${f.decision === 'escalate' ? 'left for a human' : 'not changed'} | ${cell(f.rationale)} |`,
  );
  const parts = [
    `tend read ${plan.findings.length} finding(s) that ${plan.bot} left in the body of its review${plan.commitOid ? ` of ${plan.commitOid.slice(0, 7)}` : ''}, outside review threads, where GitHub has nothing to reply to or resolve; this comment answers them.`,
    '',
    '| where | finding | severity | decision | why |',
    '|---|---|---|---|---|',
    ...rows,
  ];
  if (plan.unreadable > 0) parts.push('', `${plan.unreadable} more finding(s) announced in the review body could not be read; a human must read the review.`);
  parts.push(
    '',
    escalated > 0
      ? `${escalated} finding(s) wait for a human: tend does not merge this pull request until someone with write access has dealt with them and asks again with \`/tend ship\` (a newer review from ${plan.bot} does not settle them).`
      : 'Nothing here blocks the merge.',
  );
  // The text above is inert as a whole (core/text.ts): only the marker below is tend's.
  return `${inert(parts.join('\n'))}\n\n${REVIEW_BODY_MARKER}${plan.reviewId} escalated=${escalated} -->`;
}

/** Untrusted text shown as data: one line, short, no HTML (so no marker), no mention that pings anyone. */
function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const short = line.length > 160 ? `${line.slice(0, 157)}…` : line;
  return short.replace(/[<>`]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : "'")).replace(/@(?=\w)/g, '@\u200b');
}

function lines(start: number, end: number): string {
  return start === end ? String(start) : `${start}-${end}`;
}
