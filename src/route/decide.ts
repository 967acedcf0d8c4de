// Event name + event → what this run should do, as plain data: routing's decisions, with no I/O
// and no import that is not plain code (no zod), so the first image can run them before it
// re-executes (run/early-skip.ts). route.ts validates the payload first and then asks here.

import { GITHUB_ACTIONS_BOT } from '../config/known-bots.js';
import type { EventPayload } from './events.js';
import { isVerb, parseCommand, VERBS, verbFromLabel, type Verb } from './verbs.js';
import { endsWithOwnMarker } from '../store/marker.js';
import type { Account } from '../core/account.js';
import { ACTIVE_LABEL, awaitedLogin, LEARNINGS_LABEL, LOGINS_LABEL } from '../core/labels.js';
import type { Target, TargetKind } from '../core/target.js';
import { RouteError } from '../core/errors.js';
import { CHAT_LABEL } from '../github/chat-thread-key.js';

/** Who asked, and how: what the write-access check runs on. */
export interface Steering {
  actor: Account;
  via: 'label' | 'comment' | 'repository_dispatch' | 'workflow_dispatch';
  /** The comment that carried the command, so replies and reactions can point at it. */
  commentId?: number;
  /** When the command was given: comments created or edited later are left out of its run. */
  at?: string;
}

export type Route =
  /** Someone asked for a verb on a target; runs only if the actor may steer. */
  | { action: 'command'; verb: Verb; target: Target; steering: Steering; args: string }
  /** Something changed on these pull requests; advance their state if tend is working on them. */
  | { action: 'advance'; targets: Target[]; cause: string }
  /** A status on a commit: the pull requests whose head it is are looked up, then advanced. */
  | { action: 'advance-commit'; sha: string; cause: string }
  /** Advance every target that has tend state (deadlines, lost events). */
  | { action: 'sweep'; cause: string }
  /** Read the watched chat channels (input `command: chat-watch`, on schedule or workflow_dispatch). */
  | { action: 'chat-watch'; cause: string }
  /** A free-form `/tend <text>` naming no verb: the intent classifier decides what it asks for. */
  | { action: 'intent'; text: string; target: Target; steering: Steering }
  /** A chat thread forwarded by the watcher (repository_dispatch `tend-chat`). */
  | { action: 'chat'; clientPayload: Record<string, unknown>; sender: Account }
  /** The Tier-2 chat investigation (workflow_dispatch, command `chat-investigate`, the thread issue's number). */
  | { action: 'chat-tier2'; number: number; sender: Account }
  /**
   * A person's comment (not a command) on a tend:chat thread issue: the answer to a request for
   * context, when the thread waits for one and the author may write (checked in the run).
   */
  | { action: 'chat-context'; number: number; comment: { id: number; body: string; author: Account; at: string } }
  /**
   * One of tend's own labels came off (`tend:active`, `tend:learnings`, `tend:logins`): put back
   * when whoever took it off may not steer tend and tend still holds what the label marks.
   */
  | { action: 'label-removed'; target: Target; label: string; sender: Account }
  /** Nothing to do; `notice` is a line worth an annotation (the run did nothing on purpose, and says why). */
  | { action: 'skip'; reason: string; notice?: boolean };

export interface RouteOptions {
  /** workflow_dispatch and schedule: the `command` / `number` action inputs. */
  command: string | undefined;
  number: string | undefined;
  /** This run's workflow name (GITHUB_WORKFLOW): its own workflow_run events are not news to it. */
  workflow?: string | undefined;
}

/** The `command` input that makes a run read the watched chat channels instead of sweeping. */
const CHAT_WATCH = 'chat-watch';

/** The events tend acts on, in the order the notice for any other lists them (events.ts holds a schema for each). */
export const HANDLED_EVENTS = [
  'issue_comment',
  'issues',
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment',
  'pull_request_review_thread',
  'check_suite',
  'check_run',
  'status',
  'workflow_run',
  'schedule',
  'repository_dispatch',
  'workflow_dispatch',
] as const;

export type EventName = (typeof HANDLED_EVENTS)[number];

export function isHandledEvent(name: string): name is EventName {
  return (HANDLED_EVENTS as readonly string[]).includes(name);
}

/** The workflow_dispatch command of the Tier-2 chat workflow (examples/chat-investigate.yml). */
const CHAT_TIER2_COMMAND = 'chat-investigate';

/**
 * The route of an event whose payload has passed its schema (route.ts), or of an event tend does
 * not act on (its payload is never read). Run on a payload that has not, it either reads what a
 * valid one would hold and decides as it would, or throws: early-skip.ts trusts only its skips.
 */
export function routeEvent(eventName: string, event: unknown, options: RouteOptions): Route {
  // GitHub starts a run only for events the workflow lists: one tend does not act on is a line of
  // the workflow to drop, said in a notice, not a red run in the Actions tab every time it comes.
  if (!isHandledEvent(eventName)) return { action: 'skip', reason: unhandled(eventName), notice: true };
  if (isForkPullRequestEvent(eventName, event)) return { action: 'skip', reason: FORK_READ_ONLY, notice: true };
  switch (eventName) {
    case 'issue_comment':
      return routeComment(event as EventPayload<'issue_comment'>);
    case 'issues':
      return routeIssues(event as EventPayload<'issues'>, options);
    case 'pull_request':
      return routePullRequest(event as EventPayload<'pull_request'>, options);
    case 'pull_request_review': {
      const e = event as EventPayload<'pull_request_review'>;
      const awaited = awaitedElsewhere(e);
      if (awaited) return skip(`review ${e.action} by ${e.review.user?.login ?? 'a deleted account'}: tend waits for ${awaited} to review (its tend:awaits label)`);
      return advance([pr(e.pull_request.number)], `review ${e.action} by ${e.review.user?.login ?? 'a deleted account'}`);
    }
    case 'pull_request_review_comment': {
      const e = event as EventPayload<'pull_request_review_comment'>;
      if (endsWithOwnMarker(e.comment.body, null)) return skip("this is tend's own review comment");
      return advance([pr(e.pull_request.number)], `review comment ${e.action} by ${e.comment.user.login}`);
    }
    case 'pull_request_review_thread': {
      const e = event as EventPayload<'pull_request_review_thread'>;
      return advance([pr(e.pull_request.number)], `review thread ${e.action} by ${e.sender.login}`);
    }
    case 'check_suite': {
      const e = event as EventPayload<'check_suite'>;
      if (e.action !== 'completed') return skip(`check suite ${e.action}; tend waits for completed suites`);
      return checkEvent(e.check_suite.pull_requests, e.check_suite.head_sha, 'check suite completed');
    }
    case 'check_run': {
      const e = event as EventPayload<'check_run'>;
      if (e.action !== 'completed') return skip(`check run '${e.check_run.name}' ${e.action}; tend waits for completed runs`);
      return checkEvent(e.check_run.pull_requests, e.check_run.head_sha, `check run '${e.check_run.name}' completed`);
    }
    case 'status': {
      const e = event as EventPayload<'status'>;
      if (e.state === 'pending') return skip(`status '${e.context}' is pending`);
      return { action: 'advance-commit', sha: e.sha, cause: `status '${e.context}' is ${e.state}` };
    }
    case 'workflow_run':
      return routeWorkflowRun(event as EventPayload<'workflow_run'>, options);
    case 'schedule': {
      const cause = `schedule ${(event as EventPayload<'schedule'>).schedule ?? ''}`.trim();
      if (options.command?.trim().toLowerCase() === CHAT_WATCH) return { action: 'chat-watch', cause };
      return { action: 'sweep', cause };
    }
    case 'repository_dispatch':
      return routeRepositoryDispatch(event as EventPayload<'repository_dispatch'>);
    case 'workflow_dispatch':
      return routeWorkflowDispatch(event as EventPayload<'workflow_dispatch'>, options);
  }
}

function routeComment(e: EventPayload<'issue_comment'>): Route {
  const target: Target = { kind: e.issue.pull_request ? 'pull_request' : 'issue', number: e.issue.number };
  // The loop guard looks at the marker that ends the comment, whoever wrote it: an App token's
  // account is not known here (P9 asks for account AND marker where tend decides what is its own;
  // here it only declines to act, which is safe either way).
  if (endsWithOwnMarker(e.comment.body, null)) return skip("this is tend's own comment");
  if (e.action !== 'created') return skip(`comment ${e.action}; only new comments carry commands`);
  const command = parseCommand(e.comment.body);
  if (!command) {
    // A review bot's summary comment on a pull request can mean its review is complete. Which bots
    // review is a setting that .github/tend.yml may extend, read only after routing: any App's
    // comment re-enters the run (a person's cannot pass as one: GitHub sets the account type), and
    // the workflow decides on the configured bots, matched by id.
    if (target.kind === 'pull_request' && e.comment.user.type === 'Bot') {
      return advance([target], `comment by review bot ${e.comment.user.login}`);
    }
    if (target.kind === 'issue' && e.comment.user.type !== 'Bot' && (e.issue.labels ?? []).some((l) => l.name === CHAT_LABEL)) {
      return { action: 'chat-context', number: target.number, comment: { id: e.comment.id, body: e.comment.body, author: e.comment.user, at: e.comment.created_at } };
    }
    return skip('the comment is not a /tend command');
  }
  if (isOwnAccount(e.comment.user)) return skip("this is tend's own comment");
  if (command.word === '') return skip(`'/tend' needs a verb: ${Object.keys(VERBS).join(', ')}`);
  const steering: Steering = { actor: e.comment.user, via: 'comment', commentId: e.comment.id, at: e.comment.created_at };
  if (!isVerb(command.word)) return { action: 'intent', text: `${command.word} ${command.args}`.trim(), target, steering };
  return commandRoute(command.word, target, steering, command.args);
}

function routeIssues(e: EventPayload<'issues'>, _options: RouteOptions): Route {
  if (e.action === 'unlabeled' && e.label) return labelRemoved({ kind: 'issue', number: e.issue.number }, e.label.name, e.sender);
  if (e.action !== 'labeled' || !e.label) return skip(`issue ${e.action}; tend acts on tend:<verb> labels`);
  const verb = verbFromLabel(e.label.name);
  if (!verb) return skip(`label '${e.label.name}' is not a tend label`);
  return commandRoute(verb, { kind: 'issue', number: e.issue.number }, { actor: e.sender, via: 'label' }, '');
}

function routePullRequest(e: EventPayload<'pull_request'>, _options: RouteOptions): Route {
  const target = pr(e.pull_request.number);
  if (e.action === 'unlabeled' && e.label) return labelRemoved(target, e.label.name, e.sender);
  if (e.action === 'labeled') {
    if (!e.label) throw new RouteError("The pull_request event payload is malformed: 'label': expected object.");
    const verb = verbFromLabel(e.label.name);
    if (!verb) return skip(`label '${e.label.name}' is not a tend label`);
    return commandRoute(verb, target, { actor: e.sender, via: 'label' }, '');
  }
  if (['opened', 'reopened', 'synchronize', 'ready_for_review', 'edited', 'closed'].includes(e.action)) {
    return advance([target], `pull request ${e.action}`);
  }
  return skip(`pull request ${e.action} needs nothing from tend`);
}

function checkEvent(pulls: Array<{ number: number }>, sha: string, cause: string): Route {
  // Pull requests from forks are not listed in check or workflow run payloads: find them by head SHA instead.
  if (pulls.length === 0) return { action: 'advance-commit', sha, cause };
  return advance(pulls.map((p) => pr(p.number)), cause);
}

function routeWorkflowRun(e: EventPayload<'workflow_run'>, options: RouteOptions): Route {
  const run = e.workflow_run;
  const name = run.name ?? 'a workflow';
  // Decided from the payload alone, so the requested / in_progress deliveries cost no API call.
  if (e.action !== 'completed') return skip(`workflow run '${name}' ${e.action}; tend waits for completed runs`);
  if (options.workflow !== undefined && run.name === options.workflow) return skip(`workflow run '${name}' is tend's own workflow`);
  const pulls = run.pull_requests.filter((p): p is NonNullable<typeof p> => p !== null && p.base.repo.id === e.repository.id);
  return checkEvent(pulls, run.head_sha, `workflow run '${name}' completed (${run.conclusion ?? 'no conclusion'})`);
}

function routeRepositoryDispatch(e: EventPayload<'repository_dispatch'>): Route {
  const payload = e.client_payload ?? {};
  if (e.action === 'tend-chat') return { action: 'chat', clientPayload: payload, sender: e.sender };
  if (!e.action.startsWith('tend-')) return skip(`repository_dispatch '${e.action}' is not for tend`);
  const word = e.action.slice('tend-'.length);
  if (!isVerb(word)) return skip(`repository_dispatch '${e.action}' names no verb tend knows`);
  const target = dispatchTarget(word, payload.number, payload.kind, `client_payload.number of repository_dispatch '${e.action}'`);
  return commandRoute(word, target, { actor: e.sender, via: 'repository_dispatch' }, '');
}

function routeWorkflowDispatch(e: EventPayload<'workflow_dispatch'>, options: RouteOptions): Route {
  const inputs = e.inputs ?? {};
  const word = (options.command ?? stringOrUndefined(inputs.command))?.toLowerCase();
  if (!word || word === 'sweep') return { action: 'sweep', cause: 'workflow_dispatch' };
  if (word === CHAT_WATCH) return { action: 'chat-watch', cause: 'workflow_dispatch' };
  if (word === CHAT_TIER2_COMMAND) {
    const raw = options.number ?? inputs.number;
    const number = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : typeof raw === 'number' ? raw : NaN;
    if (!Number.isInteger(number) || number < 1) throw new RouteError(`the 'number' input must be the chat thread's issue number for '${CHAT_TIER2_COMMAND}', got ${JSON.stringify(raw ?? null)}.`);
    return { action: 'chat-tier2', number, sender: e.sender };
  }
  if (!isVerb(word)) {
    throw new RouteError(`workflow_dispatch command '${word}' is not a verb tend knows; expected one of: sweep, ${CHAT_WATCH}, ${Object.keys(VERBS).join(', ')}.`);
  }
  const target = dispatchTarget(word, options.number ?? inputs.number, inputs.kind, "the 'number' input");
  return commandRoute(word, target, { actor: e.sender, via: 'workflow_dispatch' }, '');
}

function dispatchTarget(verb: Verb, rawNumber: unknown, rawKind: unknown, what: string): Target {
  const number = typeof rawNumber === 'number' ? rawNumber : typeof rawNumber === 'string' && /^\d+$/.test(rawNumber.trim()) ? Number(rawNumber) : NaN;
  if (!Number.isInteger(number) || number < 1) {
    throw new RouteError(`${what} must be an issue or pull request number for '${verb}', got ${JSON.stringify(rawNumber ?? null)}.`);
  }
  const targets: readonly TargetKind[] = VERBS[verb].targets;
  const kind: TargetKind = rawKind === 'issue' || rawKind === 'pull_request' ? rawKind : targets[0]!;
  return { kind, number };
}

function commandRoute(verb: Verb, target: Target, steering: Steering, args: string): Route {
  const targets: readonly TargetKind[] = VERBS[verb].targets;
  if (!targets.includes(target.kind)) {
    const noun = target.kind === 'issue' ? 'an issue' : 'a pull request';
    return skip(`'${verb}' does not apply to ${noun} (#${target.number}); it takes ${targets.map((t) => (t === 'issue' ? 'issues' : 'pull requests')).join(' or ')}`);
  }
  return { action: 'command', verb, target, steering, args };
}

/** The labels whose removal tend looks at: each marks something tend still holds. */
const OWN_LABELS: readonly string[] = [ACTIVE_LABEL, LEARNINGS_LABEL, LOGINS_LABEL];

/** Decided from the payload alone, so removing any other label costs no API call. */
function labelRemoved(target: Target, label: string, sender: Account): Route {
  if (!OWN_LABELS.includes(label)) return skip(`label '${label}' removed; tend looks only at its own labels (${OWN_LABELS.join(', ')})`);
  if (isOwnAccount(sender)) return skip(`tend itself removed '${label}'`);
  return { action: 'label-removed', target, label, sender };
}

/**
 * The bot a `tend:awaits` label on the pull request names, when this review is one the label lets
 * pass without a job (examples/tend.yml's `if:` says the same, for workflows that skip it there): a
 * review submitted, not a request for changes, by anyone but the bot named. The named bot's review,
 * dismissals and requests for changes always run. A label anyone with triage put on can only make
 * tend skip such a review: every run that acts reads the pull request afresh (and the sweep does).
 * Labels are read as awaitedLogin reads them (a name that begins `tend:awaits `), fewer than the
 * `if:` reads (core/labels.ts skipsReviews: `x|tend:awaits y` too): a review only the `if:` would
 * skip costs a job here, nothing more.
 */
export function awaitedElsewhere(e: { action: string; review: { user: Account | null; state: string }; pull_request: { labels?: Array<{ name: string }> | undefined } }): string | null {
  if (e.action !== 'submitted' || e.review.state.toLowerCase() === 'changes_requested') return null;
  const awaited = (e.pull_request.labels ?? []).flatMap((l) => {
    const login = awaitedLogin(l.name);
    return login === null ? [] : [login];
  });
  if (awaited.length === 0) return null;
  const author = e.review.user?.login.toLowerCase();
  return awaited.some((login) => login.toLowerCase() === author) ? null : awaited.join(', ');
}

/** The account GITHUB_TOKEN comments as; an App token's account is recognised by the marker. */
export function isOwnAccount(account: Account): boolean {
  return account.type === 'Bot' && account.id === GITHUB_ACTIONS_BOT.id;
}

function pr(number: number): Target {
  return { kind: 'pull_request', number };
}

function advance(targets: Target[], cause: string): Route {
  return { action: 'advance', targets, cause };
}

/**
 * GitHub gives pull_request and pull_request_review* runs of a fork's pull request a read-only
 * GITHUB_TOKEN and no secrets (private repositories may opt into more; either way nothing is lost
 * by waiting): tend could write nothing there, and trying would only fail the run after a partial
 * read. Comments, the schedule and workflow_run act in the base repository with a write token.
 */
export const FORK_READ_ONLY =
  "read-only token on a fork's pull request event: tend does nothing here; comments, the schedule and workflow_run carry on";

const FORK_READ_ONLY_EVENTS: readonly string[] = ['pull_request', 'pull_request_review', 'pull_request_review_comment', 'pull_request_review_thread'];

/** Why tend lets an event it does not act on pass, for the run's one line. */
function unhandled(eventName: string): string {
  const why = eventName === 'merge_group' ? 'a merge queue runs your CI, not tend (GitHub merges the group once its required checks pass)' : `tend does not act on ${eventName} events`;
  return `${why}; drop it from the workflow's on: (tend acts on ${HANDLED_EVENTS.join(', ')})`;
}

function isForkPullRequestEvent(eventName: EventName, event: unknown): boolean {
  if (!FORK_READ_ONLY_EVENTS.includes(eventName)) return false;
  const e = event as EventPayload<'pull_request'>;
  const head = e.pull_request.head.repo;
  // Absent: a payload that does not say, so not known to be a fork. Null: the fork was deleted.
  if (head === undefined) return false;
  return head === null || head.full_name.toLowerCase() !== e.repository.full_name.toLowerCase();
}

function skip(reason: string): Route {
  return { action: 'skip', reason };
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
