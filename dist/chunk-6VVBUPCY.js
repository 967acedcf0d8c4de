import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  AccountSchema
} from "./chunk-GIQH7MDF.js";
import {
  isHandledEvent,
  routeEvent
} from "./chunk-RLIWDC2U.js";
import {
  array,
  boolean,
  lazy,
  looseObject,
  number,
  record,
  string,
  unknown
} from "./chunk-HYZO7EOR.js";
import {
  RouteError
} from "./chunk-B5NACFDK.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/route/events.ts
var account = AccountSchema;
var label = lazy(() => looseObject({ name: string() }));
var repositoryShape = /* @__PURE__ */ __name(() => ({
  name: string(),
  full_name: string(),
  owner: looseObject({ login: string() }),
  default_branch: string().optional()
}), "repositoryShape");
var repository = lazy(() => looseObject(repositoryShape()));
var prRef = lazy(() => looseObject({ number: number() }));
var issue = lazy(
  () => looseObject({
    number: number(),
    title: string(),
    body: string().nullable().optional(),
    user: account,
    labels: array(label).optional(),
    pull_request: looseObject({}).optional(),
    state: string().optional()
  })
);
var pullRequest = lazy(
  () => looseObject({
    number: number(),
    title: string(),
    user: account,
    draft: boolean().optional(),
    state: string(),
    // `head.repo` is the repository the head lives in: a fork's, or null once the fork is deleted.
    head: looseObject({ sha: string(), ref: string(), repo: looseObject({ full_name: string() }).nullable().optional() }),
    base: looseObject({ ref: string() }),
    labels: array(label).optional()
  })
);
var EventSchemas = {
  issue_comment: lazy(
    () => looseObject({
      action: string(),
      issue,
      comment: looseObject({ id: number(), body: string(), user: account, created_at: string() }),
      repository,
      sender: account
    })
  ),
  issues: lazy(() => looseObject({ action: string(), issue, label: label.optional(), repository, sender: account })),
  pull_request: lazy(
    () => looseObject({
      action: string(),
      number: number(),
      pull_request: pullRequest,
      label: label.optional(),
      repository,
      sender: account
    })
  ),
  pull_request_review: lazy(
    () => looseObject({
      action: string(),
      review: looseObject({ id: number(), user: account.nullable(), state: string() }),
      pull_request: pullRequest,
      repository,
      sender: account
    })
  ),
  pull_request_review_comment: lazy(
    () => looseObject({
      action: string(),
      comment: looseObject({ id: number(), body: string(), user: account }),
      pull_request: pullRequest,
      repository,
      sender: account
    })
  ),
  // A thread resolved or unresolved: what ship waits on when it left a thread for a person.
  pull_request_review_thread: lazy(
    () => looseObject({
      action: string(),
      pull_request: pullRequest,
      repository,
      sender: account
    })
  ),
  check_suite: lazy(
    () => looseObject({
      action: string(),
      check_suite: looseObject({ head_sha: string(), status: string().nullable(), pull_requests: array(prRef) }),
      repository,
      sender: account
    })
  ),
  check_run: lazy(
    () => looseObject({
      action: string(),
      check_run: looseObject({ head_sha: string(), name: string(), status: string(), pull_requests: array(prRef) }),
      repository,
      sender: account
    })
  ),
  status: lazy(() => looseObject({ sha: string(), state: string(), context: string(), repository, sender: account })),
  // CI on GitHub Actions wakes tend only through this event: check_run / check_suite never start a
  // workflow for suites Actions made (GitHub rule T1). `pull_requests` is empty for fork heads and
  // may name pull requests of other repositories whose head matches, hence the base repository id.
  workflow_run: lazy(
    () => looseObject({
      action: string(),
      workflow_run: looseObject({
        name: string().nullable(),
        head_sha: string().regex(/^[0-9a-f]{40}$/, "expected a 40-character commit SHA"),
        conclusion: string().nullable(),
        pull_requests: array(looseObject({ number: number(), base: looseObject({ repo: looseObject({ id: number() }) }) }).nullable())
      }),
      repository: looseObject({ ...repositoryShape(), id: number() }),
      sender: account
    })
  ),
  // GitHub sends only the cron expression: the repository comes from GITHUB_REPOSITORY.
  schedule: lazy(() => looseObject({ schedule: string().optional() })),
  repository_dispatch: lazy(
    () => looseObject({
      action: string(),
      client_payload: record(string(), unknown()).nullable().optional(),
      repository,
      sender: account
    })
  ),
  workflow_dispatch: lazy(
    () => looseObject({
      inputs: record(string(), unknown()).nullable().optional(),
      ref: string().optional(),
      repository,
      sender: account
    })
  )
};

// src/route/route.ts
function route(eventName, payload, options) {
  return routeEvent(eventName, isHandledEvent(eventName) ? validate(eventName, payload) : payload, options);
}
__name(route, "route");
function validate(eventName, payload) {
  const schema = EventSchemas[eventName];
  const parsed = schema.safeParse(payload, { jitless: true });
  if (parsed.success) return parsed.data;
  const issue2 = parsed.error.issues[0];
  const where = issue2.path.length > 0 ? `'${issue2.path.join(".")}'` : "the payload";
  const expected = issue2.code === "invalid_type" ? `expected ${issue2.expected}` : issue2.message;
  throw new RouteError(`The ${eventName} event payload is malformed: ${where}: ${expected}.`);
}
__name(validate, "validate");

export {
  route
};
