// `schedule`, `repository_dispatch` and `workflow_dispatch` event payloads.

import type { Account, Repository, RepositoryDispatch, WorkflowDispatch } from '../state.js';
import { fromExample, viewOf, type Schemas, type WebhookSource } from './envelope.js';

/** The `schedule` payload is the cron line and nothing else: no repository, no sender. */
export interface ScheduleEvent {
  schedule: string;
}

export function scheduleEvent(cron: string): ScheduleEvent {
  return { schedule: cron };
}

/**
 * `repository_dispatch`: `action` is the event type and the run is on the default branch. The
 * example's `installation` stays (the emulator has no app installations).
 */
export function repositoryDispatchEvent(
  source: WebhookSource,
  repo: Repository,
  dispatch: Pick<RepositoryDispatch, 'eventType' | 'clientPayload'>,
  sender: Account,
): Schemas['webhook-repository-dispatch-sample'] {
  const view = viewOf(source);
  const payload = fromExample<Schemas['webhook-repository-dispatch-sample']>(view, repo, sender, 'repository_dispatch', { keepInstallation: true });
  return { ...payload, action: dispatch.eventType, branch: repo.defaultBranch, client_payload: dispatch.clientPayload };
}

/** `workflow_dispatch` of `.github/workflows/{workflowId}` on a branch (the default one unless given). */
export function workflowDispatchEvent(
  source: WebhookSource,
  repo: Repository,
  dispatch: Pick<WorkflowDispatch, 'workflowId' | 'inputs'> & { ref?: string },
  sender: Account,
): Schemas['webhook-workflow-dispatch'] {
  const view = viewOf(source);
  const payload = fromExample<Schemas['webhook-workflow-dispatch']>(view, repo, sender, 'workflow_dispatch');
  const ref = dispatch.ref ?? repo.defaultBranch;
  return {
    ...payload,
    inputs: dispatch.inputs,
    ref: ref.startsWith('refs/') ? ref : `refs/heads/${ref}`,
    workflow: `.github/workflows/${dispatch.workflowId}`,
  };
}
