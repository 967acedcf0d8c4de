import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  RECORDS_BY_TITLE
} from "./chunk-ARTH7MB3.js";
import {
  hasMarker
} from "./chunk-UGMHMVMQ.js";
import {
  array,
  number,
  object,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/labelled-issues.ts
var toRecord = /* @__PURE__ */ __name((issue) => ({ id: issue.number, body: issue.body ?? "", authorId: issue.user?.id ?? 0 }), "toRecord");
var ByTitle = object({
  search: object({
    nodes: array(
      object({ __typename: string(), number: number().optional(), title: string().optional(), body: string().optional(), author: object({ databaseId: number().nullable().optional() }).nullable().optional() }).nullable()
    )
  })
});
function labelledIssueStore(octokit, repo, issue) {
  const ownRecord = /* @__PURE__ */ __name((r, selfId) => r.authorId === selfId && hasMarker(r.body), "ownRecord");
  return {
    async list() {
      const issues = await octokit.paginate(octokit.rest.issues.listForRepo, { ...repo, labels: issue.label, state: issue.closedToo ? "all" : "open", per_page: 100 });
      const labelled = issues.filter((i) => !i.pull_request).map(toRecord);
      const by = issue.byTitle;
      if (!by || labelled.some((r) => ownRecord(r, by.selfId))) return labelled;
      const search = `repo:${repo.owner}/${repo.repo} is:issue in:title ${JSON.stringify(issue.title)} sort:created-asc`;
      const found = ByTitle.parse(await octokit.graphql(RECORDS_BY_TITLE, { search }));
      const titled = found.search.nodes.flatMap(
        (n) => n && n.__typename === "Issue" && n.number !== void 0 && n.title === issue.title ? [{ id: n.number, body: n.body ?? "", authorId: n.author?.databaseId ?? 0 }] : []
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
      await octokit.rest.issues.update({ ...repo, issue_number: id, state: "closed", state_reason: "not_planned" });
    },
    async get(id) {
      const { data } = await octokit.rest.issues.get({ ...repo, issue_number: id });
      return toRecord(data);
    }
  };
}
__name(labelledIssueStore, "labelledIssueStore");

export {
  labelledIssueStore
};
