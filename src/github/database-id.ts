// Comment ids as tend keeps them: one type, `number`, the type REST and webhook payloads give the
// same ids in (octokit parses them as JSON numbers, exact up to 2^53). GitHub's GraphQL `Int` is
// 32-bit and review comment ids are past its range: `PullRequestReviewComment.databaseId` is
// deprecated for "does not support 64-bit signed integer identifiers", and issue comment ids passed
// 2^31 in 2024 (rust-lang/rfcbot-rs#325). So comments are read by `fullDatabaseId`, a `BigInt` that
// GitHub sends as a decimal string, and parsed here into that number. Strings everywhere would
// change every REST call and the order comparisons (first-answer.ts keeps the lowest id) for no
// gain: an id past 2^53 would already be wrong in every REST answer; it is refused here, by name.
// GitHub's schema types the field nullable, but a comment it lists has a row, so an id: a null is
// refused too, loudly, rather than guessed (0) or dropped, which is how comments used to be lost.
// Review ids are the same kind of id (`PullRequestReview.fullDatabaseId`, the REST review id) and
// take the same type; a review tend only names (objections.ts) may come without one.

import * as z from 'zod';

/** A decimal string GitHub sends for a BigInt id, as the number REST gives the same id in. */
const decimalId = (missing: string) =>
  z
    .string({ error: missing })
    .regex(/^[0-9]+$/, { error: 'GitHub answered a fullDatabaseId that is not a decimal number', abort: true })
    .refine(
      (digits) => Number.isSafeInteger(Number(digits)),
      { error: (issue) => `GitHub answered the database id ${String(issue.input)}, past ${Number.MAX_SAFE_INTEGER} (2^53 - 1): tend keeps ids as numbers, exact only up to there.` },
    )
    .transform(Number);

// z.lazy: built at the first parse, not before the run's first request (run-context.ts).
export const FullDatabaseId = z.lazy(() => decimalId('GitHub answered a comment without its fullDatabaseId: tend matches comments by it and needs it'));

/** A review's REST id (`PullRequestReview.fullDatabaseId`), null when GitHub gives none (the schema types it nullable). */
export const ReviewDatabaseId = z.lazy(() => decimalId('GitHub answered a review fullDatabaseId that is not a decimal string').nullable());
