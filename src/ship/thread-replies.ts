// A review thread is a conversation: under a bot's finding a maintainer may have said not to apply
// it, or asked why, or asked to apply it. tend acts on a thread mechanically (applies its
// suggestion, leaves a nitpick, hands it to the model) only while nobody who speaks for the
// repository has replied (#15, finding 8). Replies are data: the only reply that changes what
// tend does is a writer's exact `/tend apply`, which lifts this rule and nothing else; any other
// words go to a person, who reads them in the thread (tend never copies them).

import type { Actor, ReviewThread, ThreadComment } from '../core/pull-request.js';
import { isAfter, isBefore } from './instants.js';

/** What is known of people's write access, by account id; a person in neither set is unknown. */
export interface WriteAccess {
  writers: ReadonlySet<number>;
  nonWriters: ReadonlySet<number>;
}

export const NO_ACCESS_KNOWN: WriteAccess = { writers: new Set(), nonWriters: new Set() };

export type RepliesVerdict =
  /** Nobody with (possibly) write access replied after the first comment. */
  | { kind: 'none' }
  /** The latest such reply is a writer's `/tend apply`; `by` names them. */
  | { kind: 'apply'; by: string }
  /** Someone with (possibly) write access replied: a person decides; `why` says who and why. */
  | { kind: 'replied'; why: string };

/**
 * The whole reply, nothing else: a sentence that contains the words is free text, and a command
 * with arguments would be a grammar to get wrong.
 */
const APPLY_INSTRUCTION = /^\/tend\s+apply$/i;

export function readReplies(
  thread: ReviewThread,
  input: {
    /** The first comment's author has write access (known from the snapshot step). */
    openerCanWrite: boolean;
    access: WriteAccess;
    /** Comments created or edited after this instant are not trusted as instructions. */
    cutoff: string | null;
  },
): RepliesVerdict {
  const [first, ...replies] = thread.comments;
  if (first === undefined) return { kind: 'none' };
  const canWrite = (author: Actor): boolean | null => {
    if (input.access.writers.has(author.id) || (input.openerCanWrite && author.id === first.author?.id)) return true;
    return input.access.nonWriters.has(author.id) ? false : null;
  };
  // People only: bots (the reviewer answering, tend) have no say here. A person whose access is
  // unknown, a deleted account included, counts as a writer: the safe side is to stop.
  const voices = replies.filter((c) => c.author === null || (c.author.type !== 'Bot' && canWrite(c.author) !== false));
  const last = voices.at(-1);
  if (last === undefined) return { kind: 'none' };
  const who = last.author === null ? 'a deleted account' : `@${last.author.login}`;
  const access = last.author !== null && canWrite(last.author) === true ? 'write access' : 'write access not known';
  const finding = first.author?.type === 'Bot' ? 'the finding' : 'the first comment';
  if (!APPLY_INSTRUCTION.test(last.body.trim())) {
    return { kind: 'replied', why: `${who} (${access}) replied after ${finding}; tend does not act on the thread on its own, so a human decides.` };
  }
  const refused = whyNotAnInstruction(last, first, access === 'write access', input.cutoff);
  if (refused !== null) return { kind: 'replied', why: `${who} asked to apply it (/tend apply), but ${refused}, so a human decides.` };
  return { kind: 'apply', by: who };
}

function whyNotAnInstruction(reply: ThreadComment, first: ThreadComment, writer: boolean, cutoff: string | null): string | null {
  if (!writer) return 'their write access is not known';
  if (isAfter(reply.createdAt, cutoff) || (reply.lastEditedAt !== null && isAfter(reply.lastEditedAt, cutoff))) return 'the request was written or edited after this run started';
  // The approval is of the text they saw: a suggestion changed since is not what they approved.
  if (first.lastEditedAt !== null && !isBefore(first.lastEditedAt, reply.createdAt)) return 'the finding was edited after the request';
  return null;
}
