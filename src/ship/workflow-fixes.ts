// GitHub's `workflows` permission (emulator/RULES.md P6) as it bears on a round of fixes: whether
// the token tend pushes with may change files under `.github/workflows/` at all, and which fixes
// of a round to leave out when GitHub refused the push for one of them.

import { GITHUB_ACTIONS_BOT } from '../config/known-bots.js';
import type { Settings } from '../config/settings.js';
import type { Decided } from './judge-threads.js';
import { isWorkflowFile } from '../core/workflow-files.js';

/**
 * False when tend pushes with GITHUB_TOKEN, which never holds the `workflows` permission: no
 * push-token (or the same token as github-token) and github-token is the Actions bot's (GraphQL
 * `viewer`, P9). Any other token may hold it; if it does not, GitHub refuses the push and the
 * round goes out without those fixes (`splitWorkflowFixes`).
 */
export function pushTokenMayChangeWorkflows(settings: Pick<Settings, 'githubToken' | 'pushToken'>, viewer: { id: number }): boolean {
  const pushesWithGithubToken = settings.pushToken === undefined || settings.pushToken === settings.githubToken;
  return !(pushesWithGithubToken && viewer.id === GITHUB_ACTIONS_BOT.id);
}

/** Why a fix that changes a workflow file is left to a human after GitHub refused to push it. */
export const PUSH_TOKEN_LACKS_WORKFLOWS =
  "GitHub refused to push it: it changes .github/workflows/, and the token tend pushes with (push-token, else github-token) lacks the workflows permission (a GitHub App's workflows: write, a personal access token's workflow scope); grant it and ask again, or apply it by hand";

/** Why a fix is left out with one that changes a workflow file: they change the same file. */
export const SHARES_A_FILE_WITH_A_WORKFLOW_FIX =
  'it changes a file that a fix to .github/workflows/ changes too, and GitHub refused to push that fix (the token tend pushes with lacks the workflows permission); apply it by hand, or ask again once that token has the permission';

/**
 * After GitHub refused a round's push for its workflow files: the fixes that change a workflow
 * file are dropped, and with them every fix that changes a file a dropped fix changes (its edits
 * in that file cannot be told apart from the dropped one's), until no kept fix shares a file with
 * a dropped one. The kept fixes' files hold nothing of the dropped fixes, so they can be pushed.
 */
export function splitWorkflowFixes(fixes: readonly Decided[]): { kept: Decided[]; dropped: Array<{ fix: Decided; reason: string }> } {
  const dropped = new Map<Decided, string>();
  const droppedFiles = new Set<string>();
  const drop = (fix: Decided, reason: string) => {
    dropped.set(fix, reason);
    for (const file of fix.files) droppedFiles.add(file);
  };
  for (const fix of fixes) if (fix.files.some(isWorkflowFile)) drop(fix, PUSH_TOKEN_LACKS_WORKFLOWS);
  for (let grew = true; grew; ) {
    grew = false;
    for (const fix of fixes) {
      if (dropped.has(fix) || !fix.files.some((file) => droppedFiles.has(file))) continue;
      drop(fix, SHARES_A_FILE_WITH_A_WORKFLOW_FIX);
      grew = true;
    }
  }
  return {
    kept: fixes.filter((fix) => !dropped.has(fix)),
    dropped: [...dropped].map(([fix, reason]) => ({ fix, reason })),
  };
}
