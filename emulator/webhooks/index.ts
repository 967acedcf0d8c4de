// Webhook event fixtures for the e2e harness: GitHub's example payloads with every id, number,
// login, sha and URL taken from the emulator state.

export { viewOf, type WebhookSource } from './envelope.js';
export { issueCommentEvent, issuesEvent, issuesLabeledEvent, type IssueCommentEvents, type IssuesEvents } from './issue-events.js';
export {
  pullRequestEvent,
  pullRequestReviewCommentEvent,
  pullRequestReviewEvent,
  type PullRequestEvents,
  type PullRequestReviewCommentEvents,
  type PullRequestReviewEvents,
} from './pull-request-events.js';
export { checkRunEvent, checkSuiteEvent, statusEvent, type CheckRunEvents, type CheckSuiteEvents } from './check-events.js';
export { workflowRunEvent, type Workflow, type WorkflowRun, type WorkflowRunEvents } from './workflow-run-events.js';
export { repositoryDispatchEvent, scheduleEvent, workflowDispatchEvent, type ScheduleEvent } from './dispatch-events.js';
