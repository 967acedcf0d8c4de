// Open issues carrying one label, as the records of src/store/unique-record.ts: the chat
// watcher's state issue and the learnings issue are each one such issue, found by label and
// author; a duplicate is closed, never deleted (what it says stays readable).
//
// A record whose loss would let someone gain trust (the login bindings) is found whatever a
// triage-role user does to it: the triage role may close any issue and take any label off, but
// not edit the title of an issue tend opened. So `closedToo` lists it open or closed, and when the
// label finds no record of tend's, `byTitle` looks it up by its exact title (search; the search
// index lags only a fresh issue, and a fresh one still has its label).

import * as z from 'zod';
import { hasMarker } from '../store/marker.js';
import type { RecordStore, StoredRecord } from '../store/unique-record.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';
import { RECORDS_BY_TITLE } from './queries.js';

interface IssueLike {
  number: number;
  body?: string | null;
  user: { id: number } | null;
  pull_request?: unknown;
}

const toRecord = (issue: IssueLike): StoredRecord => ({ id: issue.number, body: issue.body ?? '', authorId: issue.user?.id ?? 0 });

const ByTitle = z.object({
  search: z.object({
    nodes: z.array(
      z
        .object({ __typename: z.string(), number: z.number().optional(), title: z.string().optional(), body: z.string().optional(), author: z.object({ databaseId: z.number().nullable().optional() }).nullable().optional() })
        .nullable(),
    ),
  }),
});

interface Options {
  label: string;
  title: string;
  /** List closed issues too: closing the record does not hide it. */
  closedToo?: boolean;
  /** tend's account: with it, a label that finds no record of tend's is followed by a lookup by title. */
  byTitle?: { selfId: number };
}

export function labelledIssueStore(octokit: Octokit, repo: RepoRef, issue: Options): RecordStore & { get(id: number): Promise<StoredRecord> } {
  const ownRecord = (r: StoredRecord, selfId: number) => r.authorId === selfId && hasMarker(r.body);
  return {
    async list() {
      const issues = await octokit.paginate(octokit.rest.issues.listForRepo, { ...repo, labels: issue.label, state: issue.closedToo ? 'all' : 'open', per_page: 100 });
      const labelled = issues.filter((i) => !i.pull_request).map(toRecord);
      const by = issue.byTitle;
      if (!by || labelled.some((r) => ownRecord(r, by.selfId))) return labelled;
      const search = `repo:${repo.owner}/${repo.repo} is:issue in:title ${JSON.stringify(issue.title)} sort:created-asc`;
      const found = ByTitle.parse(await octokit.graphql(RECORDS_BY_TITLE, { search }));
      const titled = found.search.nodes.flatMap((n) =>
        n && n.__typename === 'Issue' && n.number !== undefined && n.title === issue.title ? [{ id: n.number, body: n.body ?? '', authorId: n.author?.databaseId ?? 0 }] : [],
      );
      return [...labelled, ...titled.filter((r) => ownRecord(r, by.selfId) && !labelled.some((l) => l.id === r.id))];
    },
    async create(body) {
      const { data } = await octokit.rest.issues.create({ ...repo, title: issue.title, body, labels: [issue.label] });
      return toRecord(data);
    },
    async update(id, body) {
      await octokit.rest.issues.update({ ...repo, issue_number: id, body });
    },
    async remove(id) {
      await octokit.rest.issues.update({ ...repo, issue_number: id, state: 'closed', state_reason: 'not_planned' });
    },
    async get(id) {
      const { data } = await octokit.rest.issues.get({ ...repo, issue_number: id });
      return toRecord(data);
    },
  };
}
