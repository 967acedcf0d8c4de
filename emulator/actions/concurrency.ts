// GitHub's concurrency groups (T5): per group, at most one running and one pending run or job. A
// newcomer waits while one runs and replaces (cancels) the pending one; with cancel-in-progress it
// cancels the running one and runs. Group names are case-insensitive. Ordering between runs that
// arrive together is arbitrary on GitHub; here it is arrival order.

export type EntryState = 'running' | 'pending' | 'cancelled' | 'finished';

export interface Admission {
  state: 'running' | 'pending';
  /** Entries this one cancelled: the pending one it replaced, or with cancel-in-progress the running one. */
  cancelled: string[];
}

interface Group {
  running: string | null;
  pending: string | null;
}

export class ConcurrencyQueue {
  private readonly groups = new Map<string, Group>();
  private readonly states = new Map<string, EntryState>();
  private readonly groupOf = new Map<string, string>();
  private readonly reasons = new Map<string, string>();

  /** A run (workflow-level group) or a job (job-level group) asks to start; null group: no queue. */
  enqueue(id: string, concurrency: { group: string; cancelInProgress: boolean } | null): Admission {
    if (this.states.has(id)) throw new Error(`ConcurrencyQueue: '${id}' was already queued`);
    if (!concurrency) {
      this.states.set(id, 'running');
      return { state: 'running', cancelled: [] };
    }
    const key = concurrency.group.toLowerCase();
    this.groupOf.set(id, key);
    const group = this.groups.get(key) ?? { running: null, pending: null };
    this.groups.set(key, group);
    const cancelled: string[] = [];
    if (group.pending) {
      this.cancel(group.pending, `a newer run or job of group '${concurrency.group}' replaced it while it was pending (by ${id})`);
      cancelled.push(group.pending);
      group.pending = null;
    }
    if (group.running && concurrency.cancelInProgress) {
      this.cancel(group.running, `cancel-in-progress: ${id} of group '${concurrency.group}' cancelled it`);
      cancelled.push(group.running);
      group.running = null;
    }
    if (group.running) {
      group.pending = id;
      this.states.set(id, 'pending');
      return { state: 'pending', cancelled };
    }
    group.running = id;
    this.states.set(id, 'running');
    return { state: 'running', cancelled };
  }

  /** A running entry ended; returns the pending entry of its group that starts now, if any. */
  finish(id: string): string | null {
    if (this.states.get(id) !== 'running') return null;
    this.states.set(id, 'finished');
    const key = this.groupOf.get(id);
    const group = key === undefined ? undefined : this.groups.get(key);
    if (!group || group.running !== id) return null;
    group.running = group.pending;
    group.pending = null;
    if (group.running) this.states.set(group.running, 'running');
    return group.running;
  }

  state(id: string): EntryState | undefined {
    return this.states.get(id);
  }

  /** Every cancelled entry with why it was cancelled. */
  cancelled(): Array<{ id: string; why: string }> {
    return [...this.reasons].map(([id, why]) => ({ id, why }));
  }

  private cancel(id: string, why: string): void {
    this.states.set(id, 'cancelled');
    this.reasons.set(id, why);
  }
}
