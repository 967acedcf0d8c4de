// The ship end-to-end tests' view of the sample pull request in emulator/sample-review.ts.

import * as sample from '../../emulator/sample-review.js';
import { commitFiles } from '../../emulator/git-seed.js';
import type { Account, Issue, PullRequestData } from '../../emulator/state.js';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
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

/** The review bots of the sample pull request: the ship worlds' .github/tend.yml (`startE2E({ config })`). */
export const SHIP_CONFIG = 'review-bots: [coderabbit, gemini]\n';

type Pull = Issue & { pull: PullRequestData };

/** main with src/widget.ts before the perimeter change: its lines 1-3 stay outside the pull requests' diffs. */
export async function seedWidgetHelpers(t: E2E): Promise<void> {
  await commitFiles(t.world.repo.bareDir, { branch: 'main', files: { 'src/widget.ts': sample.WIDGET_BEFORE.replace('w + w + h + h', '0') }, message: 'Add widget helpers' });
}

/** A pull request on a branch of its own (`branch`) changing only line 6 of src/widget.ts. */
export async function openPerimeterPull(t: E2E, branch: string): Promise<Pull> {
  await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files: { 'src/widget.ts': sample.WIDGET_BEFORE }, message: 'Implement perimeter' });
  return t.emu.state.createPullRequest(t.world.repo, { title: `Implement perimeter (${branch})`, author: t.world.accounts.maintainer, head: branch }) as Pull;
}

/** The state in tend's tracking comment on the pull request, as the emulator holds it. */
export function trackingState(pr: Pull) {
  const comment = pr.comments.find((c) => c.body.includes('<!-- tend:state '));
  return comment ? readState(decodeMarker(comment.body)) : null;
}
