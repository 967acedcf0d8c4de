// A pull request as tend reads it from GitHub: its head, review threads, reviews and checks. The
// GitHub layer produces these from its queries; the workflows decide on them.

import type { CiFailure, HeadChange } from './ci-failure.js';

export interface Actor {
  /** As GraphQL reports it: an App's login without `[bot]`. Never match on it alone. */
  login: string;
  /** databaseId: what accounts are matched by. 0 when GitHub does not say (a deleted account). */
  id: number;
  /** GraphQL __typename: User, Bot, Organization, Mannequin, EnterpriseUserAccount. */
  type: string;
}

export interface ThreadComment {
  id: string;
  databaseId: number;
  author: Actor | null;
  body: string;
  createdAt: string;
  lastEditedAt: string | null;
  /** The head the comment was written on, and the one its position was originally on. */
  commitOid: string | null;
  originalCommitOid: string | null;
  diffHunk: string;
}

export interface ReviewThread {
  id: string;
  isResolved: boolean;
  /**
   * Who resolved it (null while open, or when GitHub does not say): a pull request's author may
   * resolve any thread on it (P3), so a resolved thread is settled only by the right account.
   * Absent where a thread is made up rather than read (nobody resolved it).
   */
  resolvedBy?: Actor | null;
  isOutdated: boolean;
  viewerCanResolve: boolean;
  viewerCanReply: boolean;
  path: string;
  /** Null on an outdated thread: use originalLine / originalStartLine and originalCommitOid. */
  line: number | null;
  startLine: number | null;
  originalLine: number | null;
  originalStartLine: number | null;
  diffSide: 'LEFT' | 'RIGHT';
  /** The first 100 comments (one page): the finding and the replies under it. */
  comments: ThreadComment[];
  /** How many comments the thread holds; more than `comments` when the page did not hold them all. */
  commentCount?: number;
}

export interface Review {
  id: string;
  /**
   * The review's REST id (GraphQL `fullDatabaseId`, parsed as comment ids are: github/database-id.ts):
   * what a person finds it by; null when GitHub does not say.
   */
  fullDatabaseId: number | null;
  author: Actor | null;
  /** Whether the author may push to the repository (GraphQL `authorCanPushToRepository`): only a writer's request for changes blocks. */
  authorCanPushToRepository: boolean;
  state: string;
  /** The review's own text: bots put findings here too (CodeRabbit's outside-diff and nitpick sections). */
  body: string;
  commitOid: string | null;
  submittedAt: string | null;
}

/** A comment on the pull request's conversation (not in a review thread). */
export interface PullComment {
  author: Actor | null;
  body: string;
  createdAt: string;
}

export interface Check {
  kind: 'check-run' | 'status';
  name: string;
  /** Normalised: pending until it has a result. */
  state: 'pending' | 'success' | 'failure' | 'neutral' | 'skipped';
  isRequired: boolean;
  /** For check runs the App's id, for statuses the creator's account id. */
  actorId: number | null;
  /**
   * The slug of the App that ran a check run (null for statuses). Review bots are recognised by it:
   * an App's id is not its bot account's id, and only Apps have slugs.
   */
  appSlug: string | null;
  /**
   * The Actions workflow whose run made this check run (`checkSuite.workflowRun.workflow.name`);
   * null for statuses and for Apps outside Actions. The workflow running tend is known by it: its
   * own job is a check run on the head too, and is never CI.
   */
  workflowName: string | null;
}

/** What decides whether a merged pull request's head branch may be deleted (ship/keep-branch.ts). */
export interface BranchDeletionFacts {
  /** The repository's default branch; null when it has none. */
  defaultBranch: string | null;
  /** Open pull requests whose base is this branch (stacked on it). */
  openPullsBasedOnIt: number;
  /** Classic branch protection covers it and does not allow deletions. */
  protectedAgainstDeletion: boolean;
  /** An active ruleset has a `deletion` rule (restrict deletions) for it. */
  rulesetRestrictsDeletion: boolean;
}

/**
 * A pull request read again within a run (mergeability.ts) keeps what only the run's first query
 * read about its head branch (the default branch, the pull requests based on it), when the head
 * branch is the same: seconds old, as they would be anyway by the time the branch is deleted
 * (branch-deletion-facts.ts). Pure.
 */
export function keepFirstReadDeletionFacts(earlier: PullSnapshot | null, fresh: PullSnapshot): PullSnapshot {
  const known = earlier?.deletionFacts;
  if (!known || earlier.headRefName !== fresh.headRefName) return fresh;
  const carried: Partial<BranchDeletionFacts> = {
    ...(known.defaultBranch !== undefined ? { defaultBranch: known.defaultBranch } : {}),
    ...(known.openPullsBasedOnIt !== undefined ? { openPullsBasedOnIt: known.openPullsBasedOnIt } : {}),
  };
  return { ...fresh, deletionFacts: { ...carried, ...fresh.deletionFacts } };
}

export interface PullSnapshot {
  /** tend's own account: its replies are recognised by it. */
  viewer: { login: string; id: number };
  id: string;
  number: number;
  title: string;
  state: 'OPEN' | 'CLOSED' | 'MERGED';
  isDraft: boolean;
  author: Actor | null;
  headRefName: string;
  headRefOid: string;
  baseRefName: string;
  baseRefOid: string;
  /** True for a pull request from a fork: tend can neither push to it nor delete its branch. */
  isCrossRepository: boolean;
  /** A fork's author lets maintainers push to its branch (then GitHub lets the base repository update it). */
  maintainerCanModify?: boolean;
  mergeable: 'MERGEABLE' | 'CONFLICTING' | 'UNKNOWN';
  mergeStateStatus: string;
  /**
   * GitHub says tend's token may bypass the branch's rules and merge now (`viewerCanMergeAsAdmin`).
   * The merge gate never relies on it: a token on a ruleset's bypass list by a role or as an App
   * may be told false, so tend checks the rulesets' contexts itself whatever it says (E107).
   */
  viewerCanMergeAsAdmin: boolean;
  reviewDecision: 'APPROVED' | 'CHANGES_REQUESTED' | 'REVIEW_REQUIRED' | null;
  labels: string[];
  /** Node ids of the labels by name, and of the head branch (null when it is gone): for batched writes. */
  labelIds?: Record<string, string>;
  headRefId?: string | null;
  /**
   * What the reads behind this snapshot already say about deleting the head branch once merged
   * (its protection; with RUN_CONTEXT, the default branch and the pull requests based on it), so
   * the deletion reads only the rest (github/branch-deletion-facts.ts). Absent when the head is gone.
   */
  deletionFacts?: Partial<BranchDeletionFacts>;
  reviews: Review[];
  threads: ReviewThread[];
  /** The latest 100 conversation comments: who has acted on the pull request, and tend's answers to review bodies. */
  comments: PullComment[];
  /** Check runs and statuses on the head, newest per name. */
  checks: Check[];
  /** Contexts classic branch protection requires on the base branch (`refUpdateRule`); null when the branch has none. */
  requiredChecks: string[] | null;
  /**
   * Contexts the base branch's rulesets require, which `refUpdateRule` never shows: from `Ref.rules`
   * in the snapshot, or, when GitHub did not let the token read that (E109), from REST
   * rules/branches once the merge gate needs them; absent until known.
   */
  rulesetChecks?: string[];
  /**
   * Workflow runs on the head that GitHub holds for approval (REST actions/runs, rules T4, T9),
   * which show no check run. Read only when tend is about to block for want of CI; absent until
   * then, null when the token may not read runs.
   */
  runsAwaitingApproval?: number | null;
  /**
   * Why the failing checks failed, and what the head commit changed (ship/red-ci.ts). Read only
   * when a required check fails; absent until then.
   */
  ciFailures?: { failures: CiFailure[]; change: HeadChange };
  requiredApprovals: number;
  autoMergeEnabled: boolean;
}
