// A finding's identity across runs: its file and its normalised title. Line numbers move with every
// push and a model words the body differently each time, so neither is part of it; the same defect
// in the same file is the same finding, and a re-run on a new head does not post it again.

import { createHash } from 'node:crypto';
import { TEND_FINDING_KIND } from '../ship/bot-severity.js';
import { endsWithOwnMarker, trailingMarker } from '../store/marker.js';

export function findingFingerprint(path: string, title: string): string {
  const text = title.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return createHash('sha256').update(`${path}\n${text}`).digest('hex').slice(0, 16);
}

/** The marker that ends each finding tend posts: its fingerprint, nothing a reader sees. */
export function findingMarker(fingerprint: string): string {
  return `<!-- tend:${TEND_FINDING_KIND} ${fingerprint} -->`;
}

/** The kind of the marker that ends tend's review body: the fingerprints of the findings listed in it. */
const REVIEW_KIND = 'review';

/** The marker that ends a review's body: the findings it lists (those not on a diff line). */
export function reviewMarker(fingerprints: readonly string[]): string {
  return `<!-- tend:${REVIEW_KIND} ${fingerprints.join(',')} -->`;
}

/**
 * The fingerprints of findings tend posted on this pull request before: review comments by tend's
 * account (`selfId`) that end with the finding marker, and reviews by it whose body ends with the
 * review marker. Anyone else's text, even one quoting a marker, is not tend's.
 */
export function postedFingerprints(texts: readonly { authorId: number | null; body: string }[], selfId: number): Set<string> {
  const seen = new Set<string>();
  for (const text of texts) {
    if (text.authorId !== selfId) continue;
    const listed = endsWithOwnMarker(text.body, TEND_FINDING_KIND) ? trailingMarker(text.body, TEND_FINDING_KIND) : trailingMarker(text.body, REVIEW_KIND);
    for (const fingerprint of (listed ?? '').split(',')) if (/^[0-9a-f]{16}$/.test(fingerprint)) seen.add(fingerprint);
  }
  return seen;
}
