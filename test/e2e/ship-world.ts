// The ship end-to-end tests' view of the sample pull request in emulator/sample-review.ts.

import * as sample from '../../emulator/sample-review.js';
import type { Account } from '../../emulator/state.js';
import { issueCommentEvent } from '../../emulator/webhooks/issue-events.js';
import { pullRequestReviewEvent } from '../../emulator/webhooks/pull-request-events.js';
import type { E2E } from './world.js';

export { WIDGET_BEFORE, CODERABBIT_SUGGESTION, GEMINI_NITPICK, CODERABBIT_NEEDS_HUMAN } from '../../emulator/sample-review.js';
export type ShipPr = sample.ReviewedPullRequest;

export const openReviewedPullRequest = (t: E2E, options: { needsHuman?: boolean } = {}) => sample.openReviewedPullRequest(t.emu, t.world, options);
export const botsReviewHead = (t: E2E, pr: ShipPr['pr'], bots?: Account[]) => sample.botsReviewHead(t.emu, t.world, pr, bots);
export const ciReports = (t: E2E, pr: ShipPr['pr'], conclusion: 'success' | 'failure' = 'success', name = 'build') => sample.ciReports(t.emu, t.world, pr, conclusion, name);

export function command(t: E2E, pr: ShipPr['pr'], body: string, author: Account = t.world.accounts.maintainer) {
  return issueCommentEvent(t.emu.state, t.world.repo, pr, t.emu.state.addIssueComment(pr, author, body), 'created');
}

export function reviewEvent(t: E2E, pr: ShipPr['pr'], review: ReturnType<typeof botsReviewHead>[number]) {
  return pullRequestReviewEvent(t.emu.state, t.world.repo, pr, review, 'submitted');
}

export const SHIP_INPUTS = { 'review-bots': 'coderabbit, gemini' };
