import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import "./chunk-TJAG6WUX.js";
import {
  readChatState
} from "./chunk-YYDTD32O.js";
import {
  CHAT_LABEL
} from "./chunk-I73JRKIB.js";
import {
  createOctokit,
  githubAccess
} from "./chunk-A5AJFQET.js";
import {
  decodeMarker
} from "./chunk-UGMHMVMQ.js";
import "./chunk-7ZDWGDKY.js";
import "./chunk-OOR5YXNA.js";
import "./chunk-UEXZ74AC.js";
import "./chunk-WX6HNAQQ.js";
import "./chunk-KDLETJZ5.js";
import "./chunk-UEZY675Q.js";
import "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/cli/chat-report.ts
import { parseArgs } from "node:util";

// src/chat/thread/metrics.ts
function chatMetrics(states) {
  const byQuestionType = {};
  const byStatus = {};
  const verdicts = { pass: 0, bounce: 0, escalate: 0 };
  let firstValidated = 0;
  let firstPassed = 0;
  let overruled = 0;
  const durations = [];
  let posted = 0;
  let auto = 0;
  let rejected = 0;
  const model = { inputTokens: 0, outputTokens: 0, costUsd: 0 };
  for (const state of states) {
    byQuestionType[state.question_type] = (byQuestionType[state.question_type] ?? 0) + 1;
    byStatus[state.status] = (byStatus[state.status] ?? 0) + 1;
    state.rounds.forEach((round, index) => {
      if (!round.final) return;
      verdicts[round.final.verdict] += 1;
      if (round.final.model_verdict === "pass" && round.final.verdict !== "pass") overruled += 1;
      if (index === 0) {
        firstValidated += 1;
        if (round.final.verdict === "pass") firstPassed += 1;
      }
    });
    for (const line of state.reply_log) {
      posted += 1;
      if (line.validator_verdict === "auto-reply") auto += 1;
      const seconds = (Date.parse(line.posted_at) - Date.parse(state.first_message_at)) / 1e3;
      if (Number.isFinite(seconds) && seconds >= 0) durations.push(seconds);
    }
    if (state.closed_reason?.startsWith("rejected")) rejected += 1;
    model.inputTokens += state.usage.input_tokens;
    model.outputTokens += state.usage.output_tokens;
    model.costUsd += state.usage.cost_usd;
  }
  durations.sort((a, b) => a - b);
  return {
    threads: states.length,
    open: states.filter((s) => s.status !== "closed").length,
    byQuestionType,
    byStatus,
    verdicts,
    firstRoundPassRate: firstValidated === 0 ? null : firstPassed / firstValidated,
    firstRoundsValidated: firstValidated,
    overruledByCode: overruled,
    escalatedToHuman: states.filter((s) => s.status_history.some((h) => h.to === "escalated")).length,
    tier2: states.filter((s) => s.tier2 !== null || s.rounds.some((r) => r.tier === 2)).length,
    replies: { posted, autoReplies: auto, rejected },
    timeToReply: { count: durations.length, medianSeconds: percentile(durations, 0.5), p95Seconds: percentile(durations, 0.95) },
    model
  };
}
__name(chatMetrics, "chatMetrics");
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}
__name(percentile, "percentile");
function renderMetrics(repository, m) {
  const pct = /* @__PURE__ */ __name((x) => x === null ? "\u2014" : `${(x * 100).toFixed(0)} %`, "pct");
  const secs = /* @__PURE__ */ __name((x) => x === null ? "\u2014" : x < 120 ? `${Math.round(x)} s` : `${(x / 60).toFixed(1)} min`, "secs");
  const counts = /* @__PURE__ */ __name((r) => Object.entries(r).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k} ${v}`).join(", ") || "\u2014", "counts");
  return [
    `# tend chat report \xB7 ${repository}`,
    "",
    `Threads: ${m.threads} (${m.open} open)`,
    `By question type: ${counts(m.byQuestionType)}`,
    `By status: ${counts(m.byStatus)}`,
    `Verdicts (every validated round): pass ${m.verdicts.pass}, bounce ${m.verdicts.bounce}, escalate ${m.verdicts.escalate}`,
    `First-round pass rate: ${pct(m.firstRoundPassRate)} of ${m.firstRoundsValidated} (AC-05 wants 60\u201390 %)`,
    `Validator "pass" overruled by the evidence check or the rules: ${m.overruledByCode}`,
    `Escalated to a human: ${m.escalatedToHuman}; sent to Tier 2: ${m.tier2}`,
    `Replies posted: ${m.replies.posted} (auto-replies ${m.replies.autoReplies}); rejected: ${m.replies.rejected}`,
    `Time from message to reply: median ${secs(m.timeToReply.medianSeconds)}, p95 ${secs(m.timeToReply.p95Seconds)} (${m.timeToReply.count} replies)`,
    `Model: ${m.model.inputTokens} in / ${m.model.outputTokens} out tokens, $${m.model.costUsd.toFixed(4)}; orchestrator 0 tokens`,
    ""
  ].join("\n");
}
__name(renderMetrics, "renderMetrics");

// src/github/chat-issues.ts
async function listChatIssues(octokit, repo, state) {
  const issues = await octokit.paginate(octokit.rest.issues.listForRepo, { ...repo, labels: CHAT_LABEL, state, per_page: 100 });
  return issues.filter((i) => !i.pull_request).map((i) => ({
    number: i.number,
    title: i.title,
    body: i.body ?? "",
    authorId: i.user?.id ?? 0,
    state: i.state === "closed" ? "closed" : "open",
    createdAt: i.created_at,
    closedAt: i.closed_at ?? null
  }));
}
__name(listChatIssues, "listChatIssues");

// src/cli/chat-report.ts
var CHAT_REPORT_SYNOPSIS = "tend chat report --repo owner/name [--json]";
async function chatReport(argv, env, stdout, stderr) {
  let values;
  try {
    values = parseArgs({ args: argv, options: { repo: { type: "string" }, json: { type: "boolean" } }, strict: true }).values;
  } catch (error) {
    stderr.write(`tend: ${error instanceof Error ? error.message : String(error)}; usage: ${CHAT_REPORT_SYNOPSIS}
`);
    return 2;
  }
  const access = githubAccess(values.repo, env);
  if (typeof access === "string") {
    stderr.write(`tend: ${access}
`);
    return 2;
  }
  const { token, apiUrl, repo } = access;
  const octokit = createOctokit(token, { baseUrl: apiUrl, log: /* @__PURE__ */ __name((line) => stderr.write(`${line}
`), "log") });
  const issues = await listChatIssues(octokit, repo, "all");
  const states = [];
  let unreadable = 0;
  for (const issue of issues) {
    const state = readChatState(decodeMarker(issue.body));
    if (state) states.push(state);
    else unreadable += 1;
  }
  const metrics = chatMetrics(states);
  if (values.json) stdout.write(`${JSON.stringify({ repository: `${repo.owner}/${repo.repo}`, ...metrics, unreadableIssues: unreadable }, null, 2)}
`);
  else stdout.write(renderMetrics(`${repo.owner}/${repo.repo}`, metrics) + (unreadable > 0 ? `(${unreadable} tend:chat issue(s) hold no readable state and were left out)
` : ""));
  return 0;
}
__name(chatReport, "chatReport");
export {
  chatReport
};
