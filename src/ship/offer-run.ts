// The I/O half of offering fixes (offer.ts): read what the round changed in the workspace and the
// pull request's diff, post one review, and say per thread what was offered; on a later run, read
// the files on the new head and resolve each thread whose change is there.

import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { createCommentReview, loadDiffHunks } from '../github/pull-review.js';
import { answerThreads } from '../github/threads.js';
import type { Workspace } from '../git/workspace.js';
import type { PullSnapshot } from '../core/pull-request.js';
import { inert } from '../core/text.js';
import { trailingMarker } from '../store/marker.js';
import type { ShipOffer } from '../store/target-state.js';
import type { Decided } from './judge-threads.js';
import { codeSpan, OFFER_KIND, offerLanded, planOffer, type OfferedFile, type OfferPlan } from './offer.js';

export interface OfferDeps {
  octokit: Octokit;
  repo: RepoRef;
  serverUrl: string;
  redact: (text: string) => string;
}

export interface OfferOutcome {
  /** The review's address, or null when nothing could be offered. */
  url: string | null;
  offer: ShipOffer | null;
  /** Per thread of the round's fixes: how it was offered, or why it could not be. */
  offered: Map<string, { outside: boolean }>;
  withheld: Map<string, string>;
}

/**
 * Offers the round's fixes, as the workspace holds them against `pr.headRefOid`, in one review.
 * `why` says in a few words why tend does not push. Should GitHub refuse a comment's lines (P12:
 * all or nothing), the review is posted again with every change in its body: nothing is lost.
 */
export async function offerFixes(deps: OfferDeps, workspace: Workspace, pr: PullSnapshot, fixes: readonly Decided[], why: string): Promise<OfferOutcome> {
  const files: OfferedFile[] = [];
  for (const path of [...new Set(fixes.flatMap((d) => d.files))].sort()) {
    const threads = fixes
      .filter((d) => d.files.includes(path))
      .map((d) => ({ id: d.plan.threadId, lines: d.plan.edit && !d.plan.edit.outdated ? { start: d.plan.edit.startLine, end: d.plan.edit.endLine } : null }));
    files.push({ path, before: await workspace.readFileAt(pr.headRefOid, path), after: await workspace.readFile(path), threads });
  }
  const hunks = await loadDiffHunks(deps.octokit, deps.repo, pr.number);
  let plan = planOffer(files, hunks, deps.redact);
  if (plan.threads.size === 0) return { url: null, offer: null, offered: new Map(), withheld: plan.withheld };
  // A run that posted the review and died before answering left it on this head: it stands, never a second one.
  const earlier = pr.reviews.find((r) => r.author?.id === pr.viewer.id && r.fullDatabaseId !== null && trailingMarker(r.body, OFFER_KIND) === pr.headRefOid);
  let id = earlier?.fullDatabaseId ?? (await createCommentReview(deps.octokit, deps.repo, pr.number, { commitId: pr.headRefOid, body: reviewBody(pr, fixes, plan, why), comments: plan.comments }));
  if (id === 'off-diff') {
    plan = planOffer(files, new Map(), deps.redact);
    if (plan.threads.size === 0) return { url: null, offer: null, offered: new Map(), withheld: plan.withheld };
    id = await createCommentReview(deps.octokit, deps.repo, pr.number, { commitId: pr.headRefOid, body: reviewBody(pr, fixes, plan, why), comments: [] });
    if (id === 'off-diff') throw new Error('GitHub refused a review without inline comments as off the diff');
  }
  const url = `${deps.serverUrl.replace(/\/$/, '')}/${deps.repo.owner}/${deps.repo.repo}/pull/${pr.number}#pullrequestreview-${id}`;
  const threads = [...plan.threads].map(([threadId, t]) => ({ id: threadId, leaveOpen: fixes.find((d) => d.plan.threadId === threadId)?.plan.leaveOpen !== undefined, changes: t.changes }));
  return {
    url,
    offer: { review: id, head: pr.headRefOid, threads },
    offered: new Map([...plan.threads].map(([threadId, t]) => [threadId, { outside: t.outside }])),
    withheld: plan.withheld,
  };
}

/** One sentence per offered thread, so the author knows what each suggestion answers. */
function reviewBody(pr: PullSnapshot, fixes: readonly Decided[], plan: OfferPlan, why: string): string {
  const inline = plan.comments.length;
  const listed = fixes.filter((d) => plan.threads.has(d.plan.threadId)).map((d) => {
    const thread = pr.threads.find((t) => t.id === d.plan.threadId);
    const line = thread?.line ?? thread?.originalLine ?? null;
    return `- ${codeSpan(`${d.plan.path}${line === null ? '' : `:${line}`}`)} (${d.plan.bot ?? d.plan.author?.login ?? 'a reviewer'})`;
  });
  const intro = [
    `tend does not push to this branch (${why}), so here is what it would have committed, for you to take:`,
    inline > 0 ? ` ${inline} suggestion${inline === 1 ? '' : 's'} on the lines ${inline === 1 ? 'it changes' : 'they change'} (**Commit suggestion** applies one; **Add suggestion to batch** commits several at once)` : '',
    plan.outside !== '' ? `${inline > 0 ? ', and' : ''} changes outside the diff, below` : '',
    '. tend resolves each review thread once its change is on the branch.',
  ].join('');
  const text = inert([intro, '', 'The threads answered:', ...listed].join('\n'));
  // The diff block is code: quoted in a fence longer than any backtick run in it (offer.ts), never altered.
  return [text, ...(plan.outside === '' ? [] : ['', plan.outside]), '', `<!-- tend:${OFFER_KIND} ${pr.headRefOid} -->`].join('\n');
}

export interface SettledOffers {
  /** Threads whose change is on the head: resolved (unless left open), with the head that holds it. */
  landed: Array<{ id: string; head: string; resolved: boolean; leftOpen: boolean }>;
  /** The offers still waiting, each marked as checked on this head. */
  offers: ShipOffer[];
  notes: string[];
}

/**
 * Reads each offered file on the offered head and on `pr.headRefOid` and settles the threads whose
 * changes are all on the head: resolved, unless the fix was one a maintainer must look at
 * (`leaveOpen`, model-resolve.ts). A thread resolved meanwhile by someone leaves the offer too.
 */
export async function settleOffers(deps: OfferDeps, workspace: Workspace, pr: PullSnapshot, offers: readonly ShipOffer[]): Promise<SettledOffers> {
  const landed: SettledOffers['landed'] = [];
  const notes: string[] = [];
  const remaining: ShipOffer[] = [];
  const toResolve: string[] = [];
  for (const offer of offers) {
    const waiting: ShipOffer['threads'] = [];
    for (const thread of offer.threads) {
      const now = pr.threads.find((t) => t.id === thread.id);
      if (!now || now.isResolved) continue;
      let all = true;
      for (const change of thread.changes) {
        const offered = await workspace.readFileAt(offer.head, change.path).catch(() => null);
        const current = await workspace.readFileAt(pr.headRefOid, change.path).catch(() => null);
        if (!offerLanded(offered, current, change)) all = false;
      }
      if (!all) waiting.push(thread);
      else if (thread.leaveOpen || !now.viewerCanResolve) landed.push({ id: thread.id, head: pr.headRefOid, resolved: false, leftOpen: true });
      else toResolve.push(thread.id);
    }
    if (waiting.length > 0) remaining.push({ ...offer, checked: pr.headRefOid, threads: waiting });
  }
  if (toResolve.length > 0) {
    const round = await answerThreads(deps.octokit, toResolve.map((threadId) => ({ threadId, reply: null, resolve: true })));
    for (const id of toResolve) {
      const answered = round.threads.find((t) => t.threadId === id);
      const resolved = answered?.resolve?.resolved === true;
      if (!resolved) notes.push(`The offered fix for the thread ${id} is on ${pr.headRefOid.slice(0, 7)}, but resolving it failed: ${answered?.resolve?.resolved === false ? answered.resolve.reason : 'no answer'}`);
      landed.push({ id, head: pr.headRefOid, resolved, leftOpen: false });
    }
  }
  const leftOpen = landed.filter((l) => l.leftOpen).length;
  if (landed.length > 0) notes.push(`${landed.length} offered fix(es) are on ${pr.headRefOid.slice(0, 7)}: ${landed.length - leftOpen} thread(s) resolved${leftOpen > 0 ? `, ${leftOpen} left open for a maintainer` : ''}.`);
  return { landed, offers: remaining, notes };
}
