import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/issues.ts
async function getIssue(octokit, repo, number) {
  const { data } = await octokit.rest.issues.get({ ...repo, issue_number: number });
  return { number: data.number, title: data.title, body: data.body ?? "", state: data.state, author: data.user ? { login: data.user.login, id: data.user.id } : null, labels: data.labels.map((l) => typeof l === "string" ? l : l.name ?? "") };
}
__name(getIssue, "getIssue");

export {
  getIssue
};
