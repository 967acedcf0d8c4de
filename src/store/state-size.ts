// A tracking comment is one GitHub comment, at most 65,536 characters (GitHub rule L1), and its
// state marker is part of it. The marker gets a fixed share, so whatever the pull request's size
// the visible text keeps room and the marker always fits whole (a cut marker is lost state).
// Fitting is pure and deterministic: the same state always stores the same way.

import { encodeMarker } from './marker.js';
import { clip } from '../core/text.js';
import type { Settled, TargetState, ThreadRecord } from './target-state.js';

/** The marker's share of a tracking comment; the rest (over 35,000 characters) is for people. */
export const MARKER_BUDGET = 30_000;

/** Caps on texts the marker keeps when it has to shrink: they are for people, the audit has them whole. */
const CAPS = { reason: 1_000, note: 300, rationale: 500, path: 300, files: 20, login: 100 } as const;

const NO_SETTLED: Settled = { threads: 0, fixed: 0, ignored: 0, escalated: 0, judged: 0, tokens: 0, costUsd: 0 };

/**
 * The state as the marker stores it, within `budget` characters of `encodeMarker`: as it is when it
 * fits; else long texts are cut, then the oldest thread records are summarised into counts
 * (settled ones, resolved and not escalated, before the ones still open), then the oldest
 * history entries, pushed heads and handled keys go. What stays is the status, its reason and
 * the newest records. Dropping a record never makes tend answer a thread twice: an answered
 * thread carries tend's answer marker on GitHub, which the next run reads (decide-thread.ts).
 */
export function fitStateForMarker(state: TargetState, budget = MARKER_BUDGET): TargetState {
  const fits = (s: TargetState) => encodeMarker(s).length <= budget;
  if (fits(state)) return state;
  let current = capTexts(state);
  if (fits(current) || !current.ship) return trimLists(current, fits);

  const ship = current.ship;
  const order = summaryOrder(ship.threads);
  const withSummarised = (k: number): TargetState => {
    const gone = new Set(order.slice(0, k).map((r) => r.id));
    const settled = ship.threads.filter((r) => gone.has(r.id)).reduce(summarise, ship.settled ?? NO_SETTLED);
    return { ...current, ship: { ...ship, threads: ship.threads.filter((r) => !gone.has(r.id)), settled } };
  };
  // The fewest records summarised that fit: size only shrinks as more go, so a binary search.
  let low = 0;
  let high = order.length;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (fits(withSummarised(mid))) high = mid;
    else low = mid + 1;
  }
  current = withSummarised(low);
  return fits(current) ? current : trimLists(current, fits);
}

/** Settled records first (resolved, not left for a human), then the rest; oldest first within each. */
function summaryOrder(records: readonly ThreadRecord[]): ThreadRecord[] {
  const settled = (r: ThreadRecord) => r.resolved && r.decision !== 'escalate';
  return [...records.filter(settled), ...records.filter((r) => !settled(r))];
}

function summarise(sum: Settled, record: ThreadRecord): Settled {
  return {
    threads: sum.threads + 1,
    fixed: sum.fixed + (record.decision === 'fix' && record.commit ? 1 : 0),
    ignored: sum.ignored + (record.decision === 'ignore' ? 1 : 0),
    escalated: sum.escalated + (record.decision === 'escalate' ? 1 : 0),
    judged: sum.judged + (record.llm ? 1 : 0),
    tokens: sum.tokens + (record.llm ? record.llm.input_tokens + record.llm.output_tokens : 0),
    costUsd: sum.costUsd + (record.llm?.cost_usd ?? 0),
  };
}

function capTexts(state: TargetState): TargetState {
  return {
    ...state,
    reason: clip(state.reason, CAPS.reason),
    requestedBy: state.requestedBy && { ...state.requestedBy, login: clip(state.requestedBy.login, CAPS.login) },
    history: state.history.map((h) => ({ ...h, note: clip(h.note, CAPS.note) })),
    ...(state.ship
      ? {
          ship: {
            ...state.ship,
            threads: state.ship.threads.map((r) => ({
              ...r,
              path: clip(r.path, CAPS.path),
              author: clip(r.author, CAPS.login),
              rationale: clip(r.rationale, CAPS.rationale),
              files: r.files.slice(0, CAPS.files).map((f) => clip(f, CAPS.path)),
            })),
            ...(state.ship.reviewBodies
              ? {
                  reviewBodies: state.ship.reviewBodies.map((b) => ({
                    ...b,
                    findings: b.findings.map((f) => ({ ...f, path: clip(f.path, CAPS.path), rationale: clip(f.rationale, CAPS.rationale) })),
                  })),
                }
              : {}),
          },
        }
      : {}),
  };
}

/**
 * Last resort: the oldest history, pushed heads, handled event keys and answered review bodies go,
 * halving each time. A review body's record may go: tend's answer comment on GitHub carries the
 * review and its open escalations in its marker, which the merge gate reads too (decide-review-body.ts).
 */
function trimLists(state: TargetState, fits: (s: TargetState) => boolean): TargetState {
  let current = state;
  for (;;) {
    if (fits(current)) return current;
    const { history, handled } = current;
    const pushed = current.ship?.pushed ?? [];
    const bodies = current.ship?.reviewBodies ?? [];
    // The oldest remembered decisions on findings go too: the earlier threads still hold them (ship/declined.ts).
    const declined = current.ship?.declined ?? [];
    // The oldest offers too: their threads stay open, answered, for a person to settle (ship/offer.ts).
    const offers = current.ship?.offers ?? [];
    if (history.length === 0 && handled.length === 0 && pushed.length === 0 && bodies.length === 0 && declined.length === 0 && offers.length === 0) return current;
    current = {
      ...current,
      history: history.slice(Math.ceil(history.length / 2)),
      handled: handled.slice(Math.ceil(handled.length / 2)),
      ...(current.ship
        ? {
            ship: {
              ...current.ship,
              pushed: pushed.slice(Math.ceil(pushed.length / 2)),
              ...(current.ship.reviewBodies ? { reviewBodies: bodies.slice(Math.ceil(bodies.length / 2)) } : {}),
              ...(current.ship.declined ? { declined: declined.slice(Math.ceil(declined.length / 2)) } : {}),
              ...(current.ship.offers ? { offers: offers.slice(Math.ceil(offers.length / 2)) } : {}),
            },
          }
        : {}),
    };
  }
}
