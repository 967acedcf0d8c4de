// "Commit suggestion" on a review comment (RULES P12 (commit)): the suggestion block's lines replace the lines
// the comment is on (`start_line`..`line`, head side) in the file on the pull request's head, as
// one commit by the person who clicked, on the head branch (a fork's too: its author may always
// commit to their own branch). The thread stays as it is: resolving is another click.

import { commitFiles } from './git-seed.js';
import type { Account, GitHubState, Issue, PullRequestData, Repository, ReviewThread } from './state.js';

/** The one suggestion block of a comment body: a fence of three or more backticks with the info string `suggestion`. */
export function suggestionLines(body: string): string[] | null {
  const blocks = [...body.matchAll(/^(`{3,})suggestion[ \t]*\n([\s\S]*?)^\1[ \t]*$/gm)];
  if (blocks.length !== 1) return null;
  const text = blocks[0]![2]!;
  return text === '' ? [] : text.replace(/\n$/, '').split('\n');
}

export async function commitSuggestion(state: GitHubState, repo: Repository, pr: Issue & { pull: PullRequestData }, thread: ReviewThread, by: Account): Promise<string> {
  const lines = suggestionLines(thread.comments[0]?.body ?? '');
  if (lines === null || thread.line === null || thread.diffSide !== 'RIGHT') throw new Error(`commitSuggestion: thread ${thread.nodeId} holds no committable suggestion on current head-side lines`);
  const head = state.headOid(repo, pr);
  const file = state.fileAt(repo, head, thread.path)?.toString('utf8');
  if (file === undefined) throw new Error(`commitSuggestion: ${thread.path} is not on ${head}`);
  const endsWithNewline = file.endsWith('\n');
  const old = (endsWithNewline ? file.slice(0, -1) : file).split('\n');
  const start = thread.startLine ?? thread.line;
  const next = [...old.slice(0, start - 1), ...lines, ...old.slice(thread.line)].join('\n') + (endsWithNewline ? '\n' : '');
  const fork = pr.pull.headRepoFullName !== null;
  // A fork's head is kept at refs/pull/N/head (E58): committed on a scratch branch, then pushed there.
  const branch = fork ? `suggestion-${pr.number}-${thread.id}` : pr.pull.headRef;
  const oid = await commitFiles(repo.bareDir, { branch, from: head, files: { [thread.path]: next }, message: 'Apply suggestions from code review', author: { name: by.login, email: `${by.id}+${by.login}@users.noreply.github.com` } });
  if (fork) {
    state.deleteRef(repo, branch);
    state.pushToForkHead(repo, pr, oid, by);
  }
  return oid;
}
