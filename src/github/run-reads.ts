// What the run's first query (RUN_CONTEXT) already read, answered from memory so a run does not ask
// GitHub twice: the target's comments, its pull request, its node id, the sweep's first page.
// Each answer is handed out once: a second read after a write must see the write, so it goes to
// GitHub. Labels tend writes in between are kept in step with the pull request read here.

import { ACTIVE_LABEL, awaitedLogin } from '../core/labels.js';
import type { PullSnapshot } from '../core/pull-request.js';
import type { CommentStore, StoredComment } from '../store/tracking-comment.js';
import type { Octokit } from './client.js';
import { addLabels } from './labels.js';
import { createCommentAndList, type RepoRef } from './comments.js';
import { loadPullSnapshots, snapshotFromPull } from './pull-snapshot.js';
import { storedComments, type KnownPermission, type LabelledTarget, type RunContext, type SweepTarget } from './run-context.js';
import { recentReviewersOf, type RecentReviewersRead } from './recent-reviewers.js';

export class RunReads {
  private readonly comments = new Map<number, StoredComment[]>();
  private readonly subjects = new Map<number, string>();
  private readonly labelsOnCreate = new Map<number, { ids: string[]; names: string[] }>();
  private readonly pulls = new Map<number, NonNullable<RunContext['pull']> & { labelsWritten: { add: string[]; remove: string[] } }>();
  /** The sweep's first page of targets, read with RUN_CONTEXT. */
  readonly sweep: RunContext['sweep'];
  /** Open targets with a recent `/tend` comment, read with RUN_CONTEXT by a sweep. */
  readonly sweepCommanded: readonly SweepTarget[];
  /** Closed targets still labelled tend:active, read with RUN_CONTEXT by a sweep. */
  readonly sweepClosed: readonly SweepTarget[];
  /** Open targets labelled tend:active as the repository lists them (not search), read with RUN_CONTEXT by a sweep. */
  readonly sweepLabelled: readonly LabelledTarget[];
  /** The steering person's permission as RUN_CONTEXT's collaborators list gave it; null when not read or not listed. */
  readonly actorPermission: KnownPermission | null;
  private recentReviewers: RecentReviewersRead | null;
  /** Pull requests read together before any was advanced (glancePulls): each answers its first read once. */
  private readonly glances = new Map<number, PullSnapshot>();

  constructor(
    private readonly octokit: Octokit,
    private readonly repo: RepoRef,
    private readonly context: RunContext,
  ) {
    this.sweep = context.sweep;
    this.sweepCommanded = context.sweepExtra?.commanded ?? [];
    this.sweepClosed = context.sweepExtra?.closed ?? [];
    this.sweepLabelled = context.sweepExtra?.labelled ?? [];
    this.actorPermission = context.actorPermission;
    const target = context.repository?.target;
    if (target) this.subjects.set(target.number, target.id);
    const comments = storedComments(target?.comments);
    if (target && comments) this.comments.set(target.number, comments);
    if (context.pull) this.pulls.set(context.pull.pull.number, { ...context.pull, labelsWritten: { add: [], remove: [] } });
    const recent = context.repository?.recentPulls;
    this.recentReviewers = recent ? recentReviewersOf(recent) : null;
  }

  /** Which bots act on the repository's recent pull requests, when RUN_CONTEXT read it (once); else null. */
  takeRecentReviewers(): RecentReviewersRead | null {
    const read = this.recentReviewers;
    this.recentReviewers = null;
    return read;
  }

  /** The repository's `tend:awaits` labels by name → node id, as RUN_CONTEXT read them with the pull request; empty when not read. */
  awaitsLabels(): ReadonlyMap<string, string> {
    const nodes = this.context.repository?.awaitsLabels?.nodes ?? [];
    return new Map(nodes.flatMap((n) => (n ? [[n.name, n.id] as const] : [])));
  }

  /** Comments another query read (the sweep's), to answer the next listing of that target. */
  rememberComments(number: number, comments: StoredComment[]): void {
    this.comments.set(number, comments);
  }

  /** The pull request as RUN_CONTEXT read it (once), with the labels tend wrote since; else null. */
  async takePull(number: number): Promise<PullSnapshot | null> {
    const read = this.pulls.get(number);
    if (!read) return null;
    this.pulls.delete(number);
    const snapshot = await snapshotFromPull(this.octokit, this.repo, read.viewer, read.pull);
    const { add, remove } = read.labelsWritten;
    const labels = [...new Set([...snapshot.labels, ...add])].filter((l) => !remove.includes(l));
    // Counted by RUN_CONTEXT for the head the event named: only when that is this pull request's head.
    const based = this.context.basedOnHead;
    if (!based || based.branch !== snapshot.headRefName || !snapshot.deletionFacts) return { ...snapshot, labels };
    const deletionFacts = { ...snapshot.deletionFacts, defaultBranch: this.context.repository?.defaultBranchRef?.name ?? null, openPullsBasedOnIt: based.openPulls };
    return { ...snapshot, labels, deletionFacts };
  }

  /**
   * Reads these pull requests in one request (the sweep's, before it advances any of them). What
   * was read then is older by the time a later one is advanced: the ship machine only decides to
   * wait or stop on it, and reads again before any action (run-ship.ts, `glance`).
   */
  async glancePulls(numbers: readonly number[]): Promise<void> {
    for (const [number, snapshot] of await loadPullSnapshots(this.octokit, this.repo, numbers)) this.glances.set(number, snapshot);
  }

  /** A pull request glancePulls read (once); else null. */
  takeGlance(number: number): PullSnapshot | null {
    const read = this.glances.get(number) ?? null;
    this.glances.delete(number);
    return read;
  }

  /** The `tend:awaits` labels on the target pull request as RUN_CONTEXT read them; [] for any other number. */
  awaitsLabelsOn(number: number): string[] {
    const target = this.context.repository?.target;
    if (target?.number !== number) return [];
    return (target.awaitsOn?.nodes ?? []).flatMap((l) => (l && awaitedLogin(l.name) !== null ? [l.name] : []));
  }

  /** Keeps the read pull request's labels in step with the labels tend just wrote on it. */
  noteLabels(number: number, labels: { add: string[]; remove: string[] }): void {
    const read = this.pulls.get(number);
    if (!read) return;
    read.labelsWritten.add.push(...labels.add);
    read.labelsWritten.remove.push(...labels.remove);
  }

  /**
   * Labels to add to a target: with the creation of its tracking comment, in the same request,
   * when RUN_CONTEXT read every one of them (only tend:active is read) and a comment is about to
   * be created; else now, by REST. `flushLabels` adds them if nothing created the comment.
   */
  async addLabels(number: number, names: string[], creatingComment: boolean): Promise<void> {
    const active = this.context.repository?.activeLabel?.id;
    const sendWithComment = creatingComment && names.length > 0 && active && names.every((n) => n === ACTIVE_LABEL);
    if (sendWithComment) {
      // Beside any label already waiting for the comment (a tend:awaits label, labelOnCreate).
      const pending = this.labelsOnCreate.get(number) ?? { ids: [], names: [] };
      this.labelsOnCreate.set(number, { ids: [...pending.ids, active], names: [...pending.names, ...names] });
    }
    else await addLabels(this.octokit, this.repo, number, names);
  }

  /**
   * One more label (by node id) to put on with the creation of the target's tracking comment, when
   * the comment will be created by createAndList; false when it cannot carry it (no subject id).
   */
  labelOnCreate(number: number, id: string, name: string): boolean {
    if (!this.subjects.has(number)) return false;
    const pending = this.labelsOnCreate.get(number) ?? { ids: [], names: [] };
    this.labelsOnCreate.set(number, { ids: [...pending.ids, id], names: [...pending.names, name] });
    return true;
  }

  /** Labels still waiting for a tracking comment that was never created: they go on by themselves. */
  async flushLabels(number: number): Promise<void> {
    const pending = this.labelsOnCreate.get(number);
    this.labelsOnCreate.delete(number);
    if (pending) await addLabels(this.octokit, this.repo, number, pending.names);
  }

  /** The comment store, answering the first listing of a target from what is already read. */
  store(store: CommentStore): CommentStore {
    return {
      ...store,
      list: async (target) => {
        const known = this.comments.get(target.number);
        if (!known) return store.list(target);
        this.comments.delete(target.number);
        return known;
      },
      createAndList: async (target, body) => {
        const subjectId = this.subjects.get(target.number);
        if (!subjectId) {
          await store.create(target, body);
          return null;
        }
        const labels = this.labelsOnCreate.get(target.number);
        const listed = await createCommentAndList(this.octokit, subjectId, body, labels?.ids ?? []);
        // Sent with the comment: nothing is left to add (a failed request leaves them for flushLabels).
        this.labelsOnCreate.delete(target.number);
        return listed;
      },
    };
  }
}
