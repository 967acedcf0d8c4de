// Ordering ISO instants from GitHub when the answer decides what tend trusts: an instant that
// cannot be read is never shown to be early enough.

/** An instant that cannot be read counts as late: it cannot be shown to be before the cutoff. */
export function isAfter(instant: string, cutoff: string | null): boolean {
  if (cutoff === null) return false;
  const at = Date.parse(instant);
  const limit = Date.parse(cutoff);
  return Number.isNaN(at) || Number.isNaN(limit) || at > limit;
}

/** True only when both instants read and `instant` is strictly earlier. */
export function isBefore(instant: string, other: string): boolean {
  const at = Date.parse(instant);
  const limit = Date.parse(other);
  return !Number.isNaN(at) && !Number.isNaN(limit) && at < limit;
}
