// The issue text a plan was made from, as the state keeps it: a hash of the title and body, so that
// implement can tell whether the issue still says what the writer saw planned (README "implement").
// Pure.

import { createHash } from 'node:crypto';

/** The SHA-256 of the title and body together; any edit of either changes it. */
export function issueTextHash(issue: { title: string; body: string }): string {
  // JSON keeps the boundary between title and body, so no edit can move text from one to the other unseen.
  return createHash('sha256').update(JSON.stringify([issue.title, issue.body])).digest('hex');
}
