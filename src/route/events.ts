// The parts of each webhook payload tend reads, validated with zod. Payloads carry far more;
// schemas are loose objects so extra fields pass, but every field tend uses must be there and
// have the right type, or the run stops with one line saying which.

import * as z from 'zod';
import { AccountSchema } from '../core/account.js';
import type { EventName } from './decide.js';

const account = AccountSchema;
// Each schema below is built at its first parse, not when the module loads (z.lazy): a run reads
// one event's payload, and building every event's schemas cost ~3 ms of CPU before the first
// request to GitHub.
const label = z.lazy(() => z.looseObject({ name: z.string() }));
const repositoryShape = () => ({
  name: z.string(),
  full_name: z.string(),
  owner: z.looseObject({ login: z.string() }),
  default_branch: z.string().optional(),
});
const repository = z.lazy(() => z.looseObject(repositoryShape()));
const prRef = z.lazy(() => z.looseObject({ number: z.number() }));

const issue = z.lazy(() =>
  z.looseObject({
    number: z.number(),
    title: z.string(),
    body: z.string().nullable().optional(),
    user: account,
    labels: z.array(label).optional(),
    pull_request: z.looseObject({}).optional(),
    state: z.string().optional(),
  }),
);

const pullRequest = z.lazy(() =>
  z.looseObject({
    number: z.number(),
    title: z.string(),
    user: account,
    draft: z.boolean().optional(),
    state: z.string(),
    // `head.repo` is the repository the head lives in: a fork's, or null once the fork is deleted.
    head: z.looseObject({ sha: z.string(), ref: z.string(), repo: z.looseObject({ full_name: z.string() }).nullable().optional() }),
    base: z.looseObject({ ref: z.string() }),
    labels: z.array(label).optional(),
  }),
);

export const EventSchemas = {
  issue_comment: z.lazy(() =>
    z.looseObject({
      action: z.string(),
      issue,
      comment: z.looseObject({ id: z.number(), body: z.string(), user: account, created_at: z.string() }),
      repository,
      sender: account,
    }),
  ),
  issues: z.lazy(() => z.looseObject({ action: z.string(), issue, label: label.optional(), repository, sender: account })),
  pull_request: z.lazy(() =>
    z.looseObject({
      action: z.string(),
      number: z.number(),
      pull_request: pullRequest,
      label: label.optional(),
      repository,
      sender: account,
    }),
  ),
  pull_request_review: z.lazy(() =>
    z.looseObject({
      action: z.string(),
      review: z.looseObject({ id: z.number(), user: account.nullable(), state: z.string() }),
      pull_request: pullRequest,
      repository,
      sender: account,
    }),
  ),
  pull_request_review_comment: z.lazy(() =>
    z.looseObject({
      action: z.string(),
      comment: z.looseObject({ id: z.number(), body: z.string(), user: account }),
      pull_request: pullRequest,
      repository,
      sender: account,
    }),
  ),
  // A thread resolved or unresolved: what ship waits on when it left a thread for a person.
  pull_request_review_thread: z.lazy(() =>
    z.looseObject({
      action: z.string(),
      pull_request: pullRequest,
      repository,
      sender: account,
    }),
  ),
  check_suite: z.lazy(() =>
    z.looseObject({
      action: z.string(),
      check_suite: z.looseObject({ head_sha: z.string(), status: z.string().nullable(), pull_requests: z.array(prRef) }),
      repository,
      sender: account,
    }),
  ),
  check_run: z.lazy(() =>
    z.looseObject({
      action: z.string(),
      check_run: z.looseObject({ head_sha: z.string(), name: z.string(), status: z.string(), pull_requests: z.array(prRef) }),
      repository,
      sender: account,
    }),
  ),
  status: z.lazy(() => z.looseObject({ sha: z.string(), state: z.string(), context: z.string(), repository, sender: account })),
  // CI on GitHub Actions wakes tend only through this event: check_run / check_suite never start a
  // workflow for suites Actions made (GitHub rule T1). `pull_requests` is empty for fork heads and
  // may name pull requests of other repositories whose head matches, hence the base repository id.
  workflow_run: z.lazy(() =>
    z.looseObject({
      action: z.string(),
      workflow_run: z.looseObject({
        name: z.string().nullable(),
        head_sha: z.string().regex(/^[0-9a-f]{40}$/, 'expected a 40-character commit SHA'),
        conclusion: z.string().nullable(),
        pull_requests: z.array(z.looseObject({ number: z.number(), base: z.looseObject({ repo: z.looseObject({ id: z.number() }) }) }).nullable()),
      }),
      repository: z.looseObject({ ...repositoryShape(), id: z.number() }),
      sender: account,
    }),
  ),
  // GitHub sends only the cron expression: the repository comes from GITHUB_REPOSITORY.
  schedule: z.lazy(() => z.looseObject({ schedule: z.string().optional() })),
  repository_dispatch: z.lazy(() =>
    z.looseObject({
      action: z.string(),
      client_payload: z.record(z.string(), z.unknown()).nullable().optional(),
      repository,
      sender: account,
    }),
  ),
  workflow_dispatch: z.lazy(() =>
    z.looseObject({
      inputs: z.record(z.string(), z.unknown()).nullable().optional(),
      ref: z.string().optional(),
      repository,
      sender: account,
    }),
  ),
} as const satisfies Record<EventName, z.ZodType>;

export type EventPayload<E extends EventName> = z.infer<(typeof EventSchemas)[E]>;
