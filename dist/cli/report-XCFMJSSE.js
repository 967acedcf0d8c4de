import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  PlanRecordSchema
} from "./chunk-5SPUQ7TJ.js";
import {
  ChannelHealthSchema
} from "./chunk-CLCVSVJK.js";
import {
  ReviewRecordSchema
} from "./chunk-XTQ5HCP7.js";
import {
  TriageVerdictFileSchema
} from "./chunk-XNVTJ24R.js";
import {
  cell
} from "./chunk-S4IF65ND.js";
import {
  ReplyLogLineSchema
} from "./chunk-YYDTD32O.js";
import "./chunk-7ZDWGDKY.js";
import "./chunk-OOR5YXNA.js";
import "./chunk-WX6HNAQQ.js";
import "./chunk-UEZY675Q.js";
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  record,
  strictObject,
  string
} from "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/cli/report.ts
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join as join2 } from "node:path";
import { parseArgs } from "node:util";

// src/report/scorecard/figures.ts
var OUTCOMES = ["applied", "modelFixed", "declined", "escalated", "reverted"];
var OUTCOME_LABELS = {
  applied: "applied (suggestion)",
  modelFixed: "fixed by the model",
  declined: "declined",
  escalated: "escalated",
  reverted: "reverted after CI"
};
var SEVERITIES = ["critical", "major", "minor", "nitpick", "unknown"];
var NOT_RECORDED = [
  {
    figure: "Share of a bot\u2019s findings a person overruled",
    why: "an audit records tend\u2019s decision on each thread when it answered it, not what a person did with the thread afterwards"
  },
  {
    figure: "Median time from a bot\u2019s review to tend\u2019s answer",
    why: "an audit records when tend\u2019s run started and finished, not when the bot\u2019s review was posted"
  },
  {
    figure: "Findings per 100 changed lines",
    why: "an audit does not record how many lines the pull request changed"
  }
];
var RUNNER_NOTE = "Runner minutes are tend\u2019s own step, from the audit\u2019s startedAt to finishedAt; the job\u2019s setup and GitHub\u2019s rounding up to whole minutes are not in the audits.";
var TIME_TO_MERGE_NOTE = "Time to merge runs from the start of the first run that did ship work on the pull request (the run of the /tend ship command) to the end of the run that merged it.";
var REVERT_NOTE = /^Reverted tend's fix ([0-9a-f]{7,40}) in /;
var MINUTE = 6e4;
function pullKey(repository, number2) {
  return `${repository}#${number2}`;
}
__name(pullKey, "pullKey");
function serverOf(audit) {
  const url = audit.run.runUrl;
  const marker = `/${audit.run.repository}/actions/runs/`;
  if (url) {
    const at = url.indexOf(marker);
    if (at > 0) {
      const server = url.slice(0, at);
      try {
        const parsed = new URL(server);
        if (parsed.protocol === "https:" || parsed.protocol === "http:") return server;
      } catch {
      }
    }
  }
  return "https://github.com";
}
__name(serverOf, "serverOf");
function ms(iso) {
  return new Date(iso).getTime();
}
__name(ms, "ms");
function distribution(samples) {
  const sorted = samples.map((s) => s.value).sort((a, b) => a - b);
  const n = sorted.length;
  const total = sorted.reduce((sum, v) => sum + v, 0);
  if (n === 0) return { median: null, p90: null, total, samples };
  const median = n % 2 === 1 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  const p90 = sorted[Math.ceil(0.9 * n) - 1];
  return { median, p90, total, samples };
}
__name(distribution, "distribution");
function blockReason(reason) {
  const clause = reason.split(/:\s/)[0].replace(/\.$/, "").trim();
  const general = clause.replace(/\d+/g, "N");
  return general.length > 120 ? `${general.slice(0, 119)}\u2026` : general;
}
__name(blockReason, "blockReason");
function uniq(values) {
  return [...new Set(values)].sort(comparePulls);
}
__name(uniq, "uniq");
function comparePulls(a, b) {
  const [ra, na] = a.split("#");
  const [rb, nb] = b.split("#");
  return ra === rb ? Number(na) - Number(nb) : ra.localeCompare(rb);
}
__name(comparePulls, "comparePulls");
function dedupe(audits) {
  const seen = /* @__PURE__ */ new Set();
  const kept = [];
  for (const sourced of audits) {
    const key = JSON.stringify(sourced.audit);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(sourced);
  }
  return { kept, duplicates: audits.length - kept.length };
}
__name(dedupe, "dedupe");
function usedModel(llm) {
  return llm !== null && (llm.input_tokens > 0 || llm.output_tokens > 0 || llm.cost_usd > 0);
}
__name(usedModel, "usedModel");
function outcomeOf(track, reverted) {
  if ([...track.fixCommits].some((commit) => reverted.some((short) => commit.startsWith(short)))) return "reverted";
  if (track.decision === "fix") return track.usedModel ? "modelFixed" : "applied";
  return track.decision === "ignore" ? "declined" : "escalated";
}
__name(outcomeOf, "outcomeOf");
function computeScorecard(input) {
  const files = new Set(input.audits.map((a) => a.file)).size;
  const { kept, duplicates } = dedupe(input.audits);
  const since = input.since ?? null;
  const runs = kept.map((s) => s.audit).filter((a) => since === null || ms(a.run.startedAt) >= since.getTime()).sort((a, b) => ms(a.run.startedAt) - ms(b.run.startedAt) || ms(a.run.finishedAt) - ms(b.run.finishedAt));
  const pulls = {};
  const pullOf = /* @__PURE__ */ __name((audit, number2) => {
    const key = pullKey(audit.run.repository, number2);
    pulls[key] ??= { repository: audit.run.repository, number: number2, url: `${serverOf(audit)}/${audit.run.repository}/pull/${number2}` };
    return key;
  }, "pullOf");
  const findings = /* @__PURE__ */ new Map();
  const revertedByPull = /* @__PURE__ */ new Map();
  const minutes2 = /* @__PURE__ */ new Map();
  const cost = /* @__PURE__ */ new Map();
  const shipStart = /* @__PURE__ */ new Map();
  const mergedAt = /* @__PURE__ */ new Map();
  const blocks = /* @__PURE__ */ new Map();
  const untargeted = { runs: 0, minutes: 0, costUsd: 0 };
  for (const audit of runs) {
    const duration = Math.max(0, ms(audit.run.finishedAt) - ms(audit.run.startedAt)) / MINUTE;
    const pull = audit.target?.kind === "pull_request" ? pullOf(audit, audit.target.number) : null;
    if (pull === null) {
      untargeted.runs += 1;
      untargeted.minutes += duration;
      untargeted.costUsd += audit.llm.cost_usd;
    } else {
      minutes2.set(pull, (minutes2.get(pull) ?? 0) + duration);
      cost.set(pull, (cost.get(pull) ?? 0) + audit.llm.cost_usd);
      const isShip = audit.outcome.workflow === "ship" || audit.route.action === "command" && /^ship\b/.test(audit.route.detail);
      if (isShip && !shipStart.has(pull)) shipStart.set(pull, ms(audit.run.startedAt));
      if (audit.merge?.merged && !mergedAt.has(pull)) mergedAt.set(pull, ms(audit.run.finishedAt));
      if (audit.outcome.state === "blocked") {
        const reason = blockReason(audit.outcome.reason);
        blocks.set(reason, (blocks.get(reason) ?? /* @__PURE__ */ new Set()).add(pull));
      }
      for (const note of audit.notes) {
        const match = REVERT_NOTE.exec(note);
        if (match) revertedByPull.set(pull, [...revertedByPull.get(pull) ?? [], match[1]]);
      }
    }
    for (const thread of audit.threads) {
      const threadPull = pull ?? "unknown";
      const key = `${audit.run.repository} ${thread.id}`;
      const track = findings.get(key) ?? { bot: thread.author, pull: threadPull, severity: thread.severity, decision: thread.decision, fixCommits: /* @__PURE__ */ new Set(), usedModel: false };
      track.severity = thread.severity;
      track.decision = thread.decision;
      if (thread.decision === "fix" && thread.commit) track.fixCommits.add(thread.commit);
      track.usedModel ||= usedModel(thread.llm);
      if (track.pull === "unknown" && pull !== null) track.pull = pull;
      findings.set(key, track);
    }
  }
  const byBot = /* @__PURE__ */ new Map();
  for (const track of findings.values()) {
    const outcome = outcomeOf(track, revertedByPull.get(track.pull) ?? []);
    byBot.set(track.bot, [...byBot.get(track.bot) ?? [], { track, outcome }]);
  }
  const known = /* @__PURE__ */ __name((pull) => pull !== "unknown", "known");
  const bots = [...byBot.entries()].sort(([a, fa], [b, fb]) => fb.length - fa.length || a.localeCompare(b)).map(([bot, list]) => {
    const total = list.length;
    const share = /* @__PURE__ */ __name((items) => ({ count: items.length, share: total === 0 ? null : items.length / total, pulls: uniq(items.map((i) => i.track.pull).filter(known)) }), "share");
    const outcomes = Object.fromEntries(OUTCOMES.map((o) => [o, share(list.filter((i) => i.outcome === o))]));
    const severity = {};
    for (const level of [...SEVERITIES, ...new Set(list.map((i) => i.track.severity))]) {
      const items = list.filter((i) => i.track.severity === level);
      if (items.length > 0 && !(level in severity)) severity[level] = { count: items.length, pulls: uniq(items.map((i) => i.track.pull).filter(known)) };
    }
    return {
      bot,
      findings: { count: total, pulls: uniq(list.map((i) => i.track.pull).filter(known)) },
      outcomes,
      severity,
      overruledByPerson: null,
      reviewToAnswerMinutes: null,
      findingsPer100ChangedLines: null
    };
  });
  const shipped = uniq(mergedAt.keys());
  const timed = shipped.filter((p) => shipStart.has(p) && shipStart.get(p) <= mergedAt.get(p));
  const timeToMerge = distribution(timed.map((pull) => ({ pull, value: (mergedAt.get(pull) - shipStart.get(pull)) / MINUTE })));
  const worked = uniq(minutes2.keys());
  const all = [...findings.values()];
  const withoutModel = all.filter((t) => !t.usedModel);
  const times = runs.flatMap((a) => [a.run.startedAt, a.run.finishedAt]).sort((a, b) => ms(a) - ms(b));
  return {
    version: 1,
    sources: { files, runs: runs.length, duplicates, since: since?.toISOString() ?? null },
    period: times.length > 0 ? { from: times[0], to: times.at(-1) } : null,
    repositories: [...new Set(runs.map((a) => a.run.repository))].sort(),
    pulls,
    bots,
    tend: {
      shipped: { count: shipped.length, pulls: shipped },
      timeToMerge: { ...timeToMerge, at: Object.fromEntries(timed.map((p) => [p, new Date(mergedAt.get(p)).toISOString()])) },
      mergedWithoutShipRun: { count: shipped.length - timed.length, pulls: shipped.filter((p) => !timed.includes(p)) },
      runnerMinutes: distribution(worked.map((pull) => ({ pull, value: minutes2.get(pull) }))),
      modelCost: distribution(worked.map((pull) => ({ pull, value: cost.get(pull) }))),
      untargeted,
      threadsWithoutModel: { count: withoutModel.length, of: all.length, share: all.length === 0 ? null : withoutModel.length / all.length, pulls: uniq(withoutModel.map((t) => t.pull).filter(known)) },
      blocks: [...blocks.entries()].map(([reason, set]) => ({ reason, count: set.size, pulls: uniq(set) })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason))
    },
    notRecorded: NOT_RECORDED,
    notes: [TIME_TO_MERGE_NOTE, RUNNER_NOTE]
  };
}
__name(computeScorecard, "computeScorecard");

// src/report/scorecard/read-audits.ts
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";

// src/llm/mcp/audit-record.ts
var McpServerRecordSchema = strictObject({
  name: string(),
  command: string(),
  /** not-started: no model call needed tools; refused: every tool may write (read-only.ts). */
  status: _enum(["not-started", "ready", "failed", "refused"]),
  /** Why it failed or was refused: one line. */
  error: string().nullable(),
  /** The names of the variables the process received (PATH, HOME and those the entry names). */
  env: array(string()),
  /** The server's tool names offered to the model. */
  offered: array(string()),
  refused: array(strictObject({ tool: string(), reason: string() }))
});
var McpCallRecordSchema = strictObject({
  server: string(),
  tool: string(),
  /** The model's arguments as JSON, redacted, at most 2000 characters. */
  arguments: string(),
  /** UTF-8 bytes of the result's text as the server sent it, before the cap. */
  result_bytes: number(),
  duration_ms: number(),
  /** The server's error result or the call's failure, one line; null when it answered. */
  error: string().nullable()
});
var McpAuditSchema = strictObject({
  servers: array(McpServerRecordSchema),
  calls: array(McpCallRecordSchema)
});

// src/report/audit.ts
var ImplementAuditSchema = strictObject({
  branch: string(),
  base: strictObject({ branch: string(), commit: string() }),
  files: array(strictObject({ path: string(), created: boolean() })),
  verify: strictObject({ command: string(), passed: boolean(), exitCode: number().nullable(), timedOut: boolean(), tail: string() }).nullable(),
  commands: array(strictObject({ command: string(), pattern: string().nullable(), exitCode: number().nullable(), timedOut: boolean() })),
  commit: string().nullable(),
  pullRequest: strictObject({ number: number(), url: string(), created: boolean() }).nullable(),
  stopped: string().nullable(),
  title: string().nullable(),
  summary: string().nullable()
});
var target = strictObject({ kind: _enum(["issue", "pull_request"]), number: number() });
var AuditSchema = strictObject({
  version: literal(1),
  tool: literal("tend"),
  run: strictObject({
    event: string(),
    repository: string(),
    startedAt: string(),
    finishedAt: string(),
    runUrl: string().nullable(),
    dryRun: boolean()
  }),
  route: strictObject({ action: string(), detail: string() }),
  target: target.nullable(),
  outcome: strictObject({ workflow: string(), state: string(), reason: string() }),
  decisions: array(
    strictObject({ target: target.nullable(), decision: string(), why: string() })
  ),
  threads: array(
    strictObject({
      id: string(),
      path: string(),
      line: number().nullable(),
      author: string(),
      severity: string(),
      decision: _enum(["fix", "ignore", "escalate"]),
      rationale: string(),
      commit: string().nullable(),
      files: array(string()),
      resolved: boolean(),
      llm: strictObject({ input_tokens: number(), output_tokens: number(), cost_usd: number() }).nullable()
    })
  ),
  merge: strictObject({ merged: boolean(), sha: string().nullable(), method: string().nullable() }).nullable(),
  /** The pull request's head the run ended on (ship, fix) or reviewed (review); absent in audits before it was kept. */
  head: string().nullable().optional(),
  api: strictObject({ rest: number(), graphql: number() }),
  llm: strictObject({
    input_tokens: number(),
    output_tokens: number(),
    cache_creation_input_tokens: number(),
    cache_read_input_tokens: number(),
    cost_usd: number(),
    calls: number()
  }),
  trackingCommentId: number().nullable(),
  notes: array(string()),
  /** chat-watch runs: health per watched channel. */
  chatWatch: array(ChannelHealthSchema).optional(),
  /** Chat-thread runs only. */
  chat: strictObject({
    thread_key: string(),
    issue: number().nullable(),
    status: string(),
    badge: string().nullable(),
    orchestrator_model_tokens: literal(0),
    model_by_role: record(string(), strictObject({ input_tokens: number(), output_tokens: number(), cost_usd: number(), calls: number() })),
    replies: array(ReplyLogLineSchema)
  }).optional(),
  /** TRIAGE.md and TRIAGE_VERDICT.json of a triage run (also written next to the audit file). */
  triage: strictObject({ markdown: string(), verdict: TriageVerdictFileSchema }).nullable().optional(),
  /** A review run: REVIEW.md, every finding with what became of it, the counts and the model cost. */
  review: ReviewRecordSchema.nullable().optional(),
  /** PLAN.md and the plan as the state keeps it, of a plan run (PLAN.md also next to the audit file). */
  plan: strictObject({ markdown: string(), record: PlanRecordSchema }).nullable().optional(),
  /** IMPLEMENT.md and what an implement run pushed and opened (IMPLEMENT.md also next to the audit file). */
  implement: strictObject({ markdown: string(), report: ImplementAuditSchema }).nullable().optional(),
  /** The MCP servers `mcp-servers` configures: what became of each and of its tools, and every call (llm/mcp/). */
  mcp: McpAuditSchema.optional()
});

// src/report/scorecard/read-audits.ts
var AUDIT_NAME = /(?:^|[-_.])audit\.json$/;
var AuditReadError = class extends Error {
  static {
    __name(this, "AuditReadError");
  }
};
async function findAuditFiles(paths) {
  const files = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (info === null) throw new AuditReadError(`${path} does not exist (expected a folder of audit.json files, or an audit file)`);
    if (info.isFile()) {
      files.push(path);
      continue;
    }
    const entries = await readdir(path, { withFileTypes: true, recursive: true });
    const found = entries.filter((e) => e.isFile() && AUDIT_NAME.test(e.name)).map((e) => join(e.parentPath, e.name));
    files.push(...found.sort());
  }
  return files;
}
__name(findAuditFiles, "findAuditFiles");
function parseAudit(file, text2) {
  let json;
  try {
    json = JSON.parse(text2);
  } catch (error) {
    throw new AuditReadError(`${file} is not JSON (${error instanceof Error ? error.message : String(error)}); expected a tend audit (version 1)`);
  }
  const parsed = AuditSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue.path.length > 0 ? issue.path.join(".") : "the top level";
    throw new AuditReadError(`${file} is not a tend audit: at ${at}: ${issue.message}; expected the audit.json a tend run writes (version 1, tool "tend")`);
  }
  return { file, audit: parsed.data };
}
__name(parseAudit, "parseAudit");
async function readAudits(paths) {
  const files = await findAuditFiles(paths);
  if (files.length === 0) throw new AuditReadError(`no audit files under ${paths.join(", ")} (expected files named audit.json or ending in -audit.json, as tend's audit-path writes them)`);
  const audits = [];
  for (const file of files) audits.push(parseAudit(file, await readFile(file, "utf8")));
  return audits;
}
__name(readAudits, "readAudits");

// src/report/scorecard/format.ts
function esc(text2) {
  return text2.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
__name(esc, "esc");
function percent(share) {
  return share === null ? "\u2014" : `${Math.round(share * 100)}%`;
}
__name(percent, "percent");
function minutes(value) {
  if (value === null) return "\u2014";
  if (value < 1) return `${Math.round(value * 60)} s`;
  if (value < 120) return `${value.toFixed(1)} min`;
  return `${(value / 60).toFixed(1)} h`;
}
__name(minutes, "minutes");
function usd(value) {
  if (value === null) return "\u2014";
  return value > 0 && value < 0.01 ? `$${value.toFixed(4)}` : `$${value.toFixed(2)}`;
}
__name(usd, "usd");
function pullLabel(card, key) {
  return card.repositories.length > 1 ? key : `#${key.split("#")[1]}`;
}
__name(pullLabel, "pullLabel");

// src/report/scorecard/charts.ts
var WIDTH = 720;
function svg(id, height, title, desc, body) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" id="${id}" viewBox="0 0 ${WIDTH} ${height}" width="100%" role="img" aria-labelledby="${id}-title ${id}-desc">`,
    `<title id="${id}-title">${esc(title)}</title>`,
    `<desc id="${id}-desc">${esc(desc)}</desc>`,
    ...body,
    "</svg>"
  ].join("\n");
}
__name(svg, "svg");
function text(x, y, content, options = {}) {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="${options.anchor ?? "start"}" class="${options.cls ?? "label"}">${esc(content)}</text>`;
}
__name(text, "text");
function emptyChart(id, title, reason) {
  return svg(id, 40, title, reason, [text(10, 25, reason)]);
}
__name(emptyChart, "emptyChart");
function link(href, inner) {
  return `<a href="${esc(href)}">${inner}</a>`;
}
__name(link, "link");
function outcomeChart(card) {
  const title = "What became of each review bot\u2019s findings";
  if (card.bots.length === 0) return emptyChart("chart-outcomes", title, "No review bot findings in these audits.");
  const labelWidth = 170;
  const barMax = 400;
  const row = 20;
  const body = [];
  let y = 10;
  for (const bot of card.bots) {
    y += 18;
    body.push(text(10, y, `${bot.bot}: ${bot.findings.count} finding(s)`, { cls: "label strong" }));
    y += 6;
    for (const outcome of OUTCOMES) {
      const figure = bot.outcomes[outcome];
      const length = Math.max(2, (figure.share ?? 0) * barMax);
      body.push(
        text(labelWidth - 8, y + 13, OUTCOME_LABELS[outcome], { anchor: "end" }),
        `<rect x="${labelWidth}" y="${y + 3}" width="${length.toFixed(1)}" height="${row - 6}" rx="2" class="bar o-${outcome}"><title>${esc(`${bot.bot}, ${OUTCOME_LABELS[outcome]}: ${figure.count} (${percent(figure.share)})`)}</title></rect>`,
        text(labelWidth + length + 6, y + 13, `${figure.count} \xB7 ${percent(figure.share)}`)
      );
      y += row;
    }
    y += 8;
  }
  const desc = card.bots.map((b) => `${b.bot}: ${OUTCOMES.map((o) => `${OUTCOME_LABELS[o]} ${b.outcomes[o].count}`).join(", ")}`).join("; ");
  return svg("chart-outcomes", y + 6, title, desc, body);
}
__name(outcomeChart, "outcomeChart");
function timeToMergeChart(card) {
  const title = "Time from /tend ship to merge, over the period";
  const samples = card.tend.timeToMerge.samples;
  if (samples.length === 0) return emptyChart("chart-merge", title, "No pull request was merged after a ship run in these audits.");
  const height = 240;
  const [left, right, top, bottom] = [70, WIDTH - 40, 20, height - 40];
  const at = samples.map((s) => new Date(card.tend.timeToMerge.at[s.pull]).getTime());
  const [t0, t1] = [Math.min(...at), Math.max(...at)];
  const yMax = Math.max(...samples.map((s) => s.value)) * 1.15 || 1;
  const x = /* @__PURE__ */ __name((t) => t1 === t0 ? (left + right) / 2 : left + (t - t0) / (t1 - t0) * (right - left), "x");
  const y = /* @__PURE__ */ __name((v) => bottom - v / yMax * (bottom - top), "y");
  const body = [
    `<line x1="${left}" y1="${bottom}" x2="${right}" y2="${bottom}" class="axis"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${bottom}" class="axis"/>`,
    text(left - 6, bottom + 4, "0", { anchor: "end" }),
    text(left - 6, top + 4, minutes(yMax), { anchor: "end" }),
    text(left, bottom + 20, new Date(t0).toISOString().slice(0, 10)),
    text(right, bottom + 20, new Date(t1).toISOString().slice(0, 10), { anchor: "end" }),
    text((left + right) / 2, height - 4, "merged at", { anchor: "middle", cls: "label muted" })
  ];
  const median = card.tend.timeToMerge.median;
  if (median !== null) {
    body.push(`<line x1="${left}" y1="${y(median).toFixed(1)}" x2="${right}" y2="${y(median).toFixed(1)}" class="median"/>`, text(right, y(median) - 5, `median ${minutes(median)}`, { anchor: "end", cls: "label muted" }));
  }
  samples.forEach((sample, i) => {
    const [cx, cy] = [x(at[i]), y(sample.value)];
    const label = `${pullLabel(card, sample.pull)}: ${minutes(sample.value)}`;
    body.push(link(card.pulls[sample.pull].url, `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="5" class="point"><title>${esc(label)}</title></circle>${text(cx + 8, cy - 6, label)}`));
  });
  const desc = samples.map((s) => `${pullLabel(card, s.pull)} merged ${minutes(s.value)} after ship`).join("; ");
  return svg("chart-merge", height, title, desc, body);
}
__name(timeToMergeChart, "timeToMergeChart");
function costChart(card) {
  const title = "Model cost per pull request";
  const samples = card.tend.modelCost.samples;
  if (samples.length === 0) return emptyChart("chart-cost", title, "No pull request in these audits.");
  const height = 220;
  const [left, right, top, bottom] = [20, WIDTH - 20, 30, height - 40];
  const slot = (right - left) / samples.length;
  const bar = Math.min(48, slot * 0.6);
  const max = Math.max(...samples.map((s) => s.value));
  const body = [`<line x1="${left}" y1="${bottom}" x2="${right}" y2="${bottom}" class="axis"/>`];
  if (max === 0) body.push(text((left + right) / 2, top, "No model calls: every decision was made by the rules.", { anchor: "middle", cls: "label muted" }));
  samples.forEach((sample, i) => {
    const h = max === 0 ? 0 : sample.value / max * (bottom - top - 20);
    const cx = left + slot * (i + 0.5);
    const label = `${pullLabel(card, sample.pull)}: ${usd(sample.value)}`;
    body.push(
      link(
        card.pulls[sample.pull].url,
        `<rect x="${(cx - bar / 2).toFixed(1)}" y="${(bottom - Math.max(h, 1)).toFixed(1)}" width="${bar.toFixed(1)}" height="${Math.max(h, 1).toFixed(1)}" class="bar cost"><title>${esc(label)}</title></rect>` + text(cx, bottom - h - 6, usd(sample.value), { anchor: "middle" }) + text(cx, bottom + 16, pullLabel(card, sample.pull), { anchor: "middle" })
      )
    );
  });
  const desc = samples.map((s) => `${pullLabel(card, s.pull)} ${usd(s.value)}`).join("; ");
  return svg("chart-cost", height, title, desc, body);
}
__name(costChart, "costChart");

// src/report/scorecard/render-html.ts
var STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --card: #f6f8fa; --link: #0550ae;
  --applied: #1a7f37; --modelFixed: #8250df; --declined: #6e7781; --escalated: #bf8700; --reverted: #cf222e; --cost: #0969da; --point: #0969da; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --card: #151b23; --link: #4493f8;
    --applied: #3fb950; --modelFixed: #a371f7; --declined: #9198a1; --escalated: #d29922; --reverted: #f85149; --cost: #4493f8; --point: #4493f8; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 1160px; margin: 0 auto; padding: 24px 16px 48px; }
h1 { font-size: 1.6em; margin: 0 0 4px; } h2 { font-size: 1.25em; margin: 32px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
p.meta, .muted { color: var(--muted); }
a { color: var(--link); }
table { border-collapse: collapse; width: 100%; margin: 8px 0 16px; font-size: 0.93em; }
th, td { border: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
th { background: var(--card); }
td.num { text-align: right; white-space: nowrap; }
.scroll { overflow-x: auto; }
#bots { font-size: 0.85em; } #bots th, #bots td { padding: 5px 6px; }
.pulls { display: block; font-size: 0.85em; }
.not-recorded { color: var(--muted); font-style: italic; }
figure { margin: 12px 0 24px; padding: 12px; background: var(--card); border: 1px solid var(--line); border-radius: 6px; }
figcaption { font-weight: 600; margin-bottom: 6px; }
svg.chart text { fill: var(--fg); font: 12px system-ui, -apple-system, "Segoe UI", sans-serif; }
svg.chart text.strong { font-weight: 600; font-size: 13px; }
svg.chart text.muted { fill: var(--muted); }
svg.chart .axis { stroke: var(--muted); stroke-width: 1; }
svg.chart .median { stroke: var(--muted); stroke-dasharray: 4 3; }
svg.chart .point { fill: var(--point); }
svg.chart .cost { fill: var(--cost); }
${OUTCOMES.map((o) => `svg.chart .o-${o} { fill: var(--${o}); }`).join("\n")}
`;
var NOT_RECORDED2 = '<span class="not-recorded">not recorded</span>';
function pullLinks(card, pulls) {
  if (pulls.length === 0) return "";
  return `<span class="pulls">${pulls.map((p) => `<a href="${esc(card.pulls[p].url)}">${esc(pullLabel(card, p))}</a>`).join(" ")}</span>`;
}
__name(pullLinks, "pullLinks");
function countCell(card, figure) {
  const share = "share" in figure ? ` (${percent(figure.share)})` : "";
  return `<td class="num">${figure.count}${share}${pullLinks(card, figure.pulls)}</td>`;
}
__name(countCell, "countCell");
function botsSection(card) {
  if (card.bots.length === 0) return "<p>No review bot findings in these audits.</p>";
  const head = ["Bot", "Findings", ...OUTCOMES.map((o) => OUTCOME_LABELS[o]), "Severity mix", "Overruled by a person", "Review \u2192 answer (median)", "Per 100 changed lines"];
  const rows = card.bots.map((bot) => {
    const severity = Object.entries(bot.severity).map(([level, c]) => `${esc(level)} ${c.count}`).join(", ");
    return `<tr><th scope="row">${esc(bot.bot)}</th>${countCell(card, bot.findings)}${OUTCOMES.map((o) => countCell(card, bot.outcomes[o])).join("")}<td>${severity}</td><td>${NOT_RECORDED2}</td><td>${NOT_RECORDED2}</td><td>${NOT_RECORDED2}</td></tr>`;
  });
  return `<div class="scroll"><table id="bots"><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join("")}</tr></thead><tbody>
${rows.join("\n")}
</tbody></table></div>`;
}
__name(botsSection, "botsSection");
function tendSection(card) {
  const t = card.tend;
  const samplesOf = /* @__PURE__ */ __name((d) => d.samples.map((s) => s.pull), "samplesOf");
  const rows = [
    ["Pull requests shipped (merged by tend)", String(t.shipped.count), t.shipped.pulls],
    ["Time from /tend ship to merge, median", minutes(t.timeToMerge.median), samplesOf(t.timeToMerge)],
    ["Time from /tend ship to merge, p90", minutes(t.timeToMerge.p90), samplesOf(t.timeToMerge)],
    ["Merged with no ship run among the audits (not timed)", String(t.mergedWithoutShipRun.count), t.mergedWithoutShipRun.pulls],
    ["Runner minutes per pull request, median", minutes(t.runnerMinutes.median), samplesOf(t.runnerMinutes)],
    ["Runner minutes, all pull requests", minutes(t.runnerMinutes.total), samplesOf(t.runnerMinutes)],
    ["Model cost per pull request, median", usd(t.modelCost.median), samplesOf(t.modelCost)],
    ["Model cost, all pull requests", usd(t.modelCost.total), samplesOf(t.modelCost)],
    ["Review threads answered without a model", `${t.threadsWithoutModel.count} of ${t.threadsWithoutModel.of} (${percent(t.threadsWithoutModel.share)})`, t.threadsWithoutModel.pulls],
    ["Runs tied to no pull request (sweeps, chat, issues)", `${t.untargeted.runs} run(s), ${minutes(t.untargeted.minutes)}, ${usd(t.untargeted.costUsd)}`, []]
  ];
  return `<table id="tend"><thead><tr><th scope="col">Figure</th><th scope="col">Value</th><th scope="col">Pull requests</th></tr></thead><tbody>
${rows.map(([name, value, pulls]) => `<tr><th scope="row">${esc(name)}</th><td class="num">${esc(value)}</td><td>${pullLinks(card, pulls)}</td></tr>`).join("\n")}
</tbody></table>`;
}
__name(tendSection, "tendSection");
function blocksSection(card) {
  if (card.tend.blocks.length === 0) return "<p>No run ended blocked.</p>";
  return `<table id="blocks"><thead><tr><th scope="col">Blocked because</th><th scope="col">Pull requests</th></tr></thead><tbody>
${card.tend.blocks.map((b) => `<tr><td>${esc(b.reason)}</td>${countCell(card, b)}</tr>`).join("\n")}
</tbody></table>`;
}
__name(blocksSection, "blocksSection");
function pullsSection(card) {
  const keys = card.tend.runnerMinutes.samples.map((s) => s.pull);
  if (keys.length === 0) return "<p>No pull request in these audits.</p>";
  const value = /* @__PURE__ */ __name((samples, key) => samples.find((s) => s.pull === key)?.value ?? null, "value");
  return `<table id="pulls"><thead><tr><th scope="col">Pull request</th><th scope="col">Runner minutes</th><th scope="col">Model cost</th><th scope="col">Ship \u2192 merge</th></tr></thead><tbody>
${keys.map(
    (key) => `<tr><th scope="row"><a href="${esc(card.pulls[key].url)}">${esc(pullLabel(card, key))}</a></th><td class="num">${minutes(value(card.tend.runnerMinutes.samples, key))}</td><td class="num">${usd(value(card.tend.modelCost.samples, key))}</td><td class="num">${minutes(value(card.tend.timeToMerge.samples, key))}</td></tr>`
  ).join("\n")}
</tbody></table>`;
}
__name(pullsSection, "pullsSection");
function renderHtml(card) {
  const period = card.period ? `${card.period.from.slice(0, 16).replace("T", " ")} to ${card.period.to.slice(0, 16).replace("T", " ")} UTC` : "no runs";
  const sources = `${card.sources.runs} run(s) from ${card.sources.files} audit file(s)${card.sources.duplicates > 0 ? `, ${card.sources.duplicates} duplicate(s) counted once` : ""}${card.sources.since ? `, since ${card.sources.since.slice(0, 10)}` : ""}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>tend scorecard: ${esc(card.repositories.join(", ") || "no repository")}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>What the review bots are worth</h1>
<p class="meta">${esc(card.repositories.join(", ") || "No repository")} \xB7 ${esc(period)} \xB7 ${esc(sources)}</p>

<h2 id="bots-heading">Review bots</h2>
<p>Each review thread a bot opened is one finding; what tend last did with it is its outcome. The pull requests behind each number are linked under it.</p>
${botsSection(card)}
<figure><figcaption>Outcomes per bot (share of its findings)</figcaption>
${outcomeChart(card)}
</figure>

<h2 id="tend-heading">tend</h2>
${tendSection(card)}
<figure><figcaption>Time from /tend ship to merge</figcaption>
${timeToMergeChart(card)}
</figure>
<figure><figcaption>Model cost per pull request</figcaption>
${costChart(card)}
</figure>

<h2 id="blocks-heading">Blocks by reason</h2>
${blocksSection(card)}

<h2 id="pulls-heading">Pull requests</h2>
${pullsSection(card)}

<h2 id="not-recorded-heading">Not recorded</h2>
<p>The audits do not record these, so the page shows none rather than a guess:</p>
<ul id="not-recorded">
${card.notRecorded.map((n) => `<li><strong>${esc(n.figure)}</strong>: ${esc(n.why)}.</li>`).join("\n")}
</ul>
<h2 id="notes-heading">How the figures are counted</h2>
<ul>
${card.notes.map((n) => `<li>${esc(n)}</li>`).join("\n")}
</ul>
</main>
</body>
</html>
`;
}
__name(renderHtml, "renderHtml");

// src/report/scorecard/render-markdown.ts
function md(text2) {
  return cell(text2).replace(/([[\]*_`<>])/g, "\\$1");
}
__name(md, "md");
function code(text2) {
  return `\`${cell(text2).replace(/`/g, "'")}\``;
}
__name(code, "code");
function mermaidLabel(text2) {
  return text2.replace(/["\r\n\\]/g, " ");
}
__name(mermaidLabel, "mermaidLabel");
var LINKS_PER_CELL = 20;
function links(card, pulls) {
  const shown = pulls.slice(0, LINKS_PER_CELL).map((p) => `[${md(pullLabel(card, p))}](${card.pulls[p].url.replace(/[()\s<>]/g, encodeURIComponent)})`);
  return [...shown, ...pulls.length > LINKS_PER_CELL ? [`+${pulls.length - LINKS_PER_CELL} more in report.json`] : []].join(" ");
}
__name(links, "links");
function count(card, figure) {
  const share = "share" in figure ? ` (${percent(figure.share)})` : "";
  const behind = links(card, figure.pulls);
  return `${figure.count}${share}${behind ? ` ${behind}` : ""}`;
}
__name(count, "count");
function renderMarkdown(card) {
  const lines = ["## tend scorecard", ""];
  const period = card.period ? `${card.period.from.slice(0, 10)} to ${card.period.to.slice(0, 10)}` : "no runs";
  lines.push(`${card.repositories.map(code).join(", ") || "No repository"} \xB7 ${period} \xB7 ${card.sources.runs} run(s) from ${card.sources.files} audit file(s)`, "");
  lines.push("### Review bots", "");
  if (card.bots.length === 0) lines.push("No review bot findings in these audits.", "");
  else {
    lines.push(`| Bot | Findings | ${OUTCOMES.map((o) => OUTCOME_LABELS[o]).join(" | ")} | Severity mix |`, `|---|---:|${OUTCOMES.map(() => "---:").join("|")}|---|`);
    for (const bot of card.bots) {
      const severity = Object.entries(bot.severity).map(([level, c]) => `${md(level)} ${c.count}`).join(", ");
      lines.push(`| ${code(bot.bot)} | ${count(card, bot.findings)} | ${OUTCOMES.map((o) => count(card, bot.outcomes[o])).join(" | ")} | ${severity} |`);
    }
    lines.push("");
    const totals = OUTCOMES.map((o) => [OUTCOME_LABELS[o], card.bots.reduce((sum, b) => sum + b.outcomes[o].count, 0)]).filter(([, n]) => n > 0);
    lines.push("```mermaid", "pie showData title Review-bot findings by outcome", ...totals.map(([label, n]) => `    "${mermaidLabel(label)}" : ${n}`), "```", "");
  }
  const t = card.tend;
  const samples = /* @__PURE__ */ __name((d) => d.samples.map((s) => s.pull), "samples");
  lines.push("### tend", "", "| Figure | Value | Pull requests |", "|---|---:|---|");
  const rows = [
    ["Pull requests shipped", String(t.shipped.count), t.shipped.pulls],
    ["/tend ship to merge, median", minutes(t.timeToMerge.median), samples(t.timeToMerge)],
    ["/tend ship to merge, p90", minutes(t.timeToMerge.p90), samples(t.timeToMerge)],
    ["Runner minutes per pull request, median", minutes(t.runnerMinutes.median), samples(t.runnerMinutes)],
    ["Model cost per pull request, median", usd(t.modelCost.median), samples(t.modelCost)],
    ["Model cost, all pull requests", usd(t.modelCost.total), samples(t.modelCost)],
    ["Threads answered without a model", `${t.threadsWithoutModel.count} of ${t.threadsWithoutModel.of} (${percent(t.threadsWithoutModel.share)})`, t.threadsWithoutModel.pulls]
  ];
  for (const [name, value, pulls] of rows) lines.push(`| ${md(name)} | ${value} | ${links(card, pulls)} |`);
  lines.push("");
  lines.push("### Blocks by reason", "");
  if (t.blocks.length === 0) lines.push("No run ended blocked.", "");
  else lines.push("| Blocked because | Pull requests |", "|---|---|", ...t.blocks.map((b) => `| ${md(b.reason)} | ${count(card, b)} |`), "");
  lines.push("### Not recorded", "", ...card.notRecorded.map((n) => `- ${n.figure}: ${n.why}.`), "");
  return lines.join("\n");
}
__name(renderMarkdown, "renderMarkdown");

// src/cli/report.ts
var SYNOPSIS = "tend report --audits DIR [DIR\u2026] --out OUT [--since Nd]";
function parseSince(text2, now) {
  const match = /^(\d{1,4})d$/.exec(text2);
  return match ? new Date(now.getTime() - Number(match[1]) * 864e5) : void 0;
}
__name(parseSince, "parseSince");
async function report(argv, stdout, stderr, now = /* @__PURE__ */ new Date()) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { audits: { type: "string", multiple: true }, out: { type: "string" }, since: { type: "string" }, repo: { type: "string" } }, allowPositionals: true, strict: true });
  } catch (error) {
    stderr.write(`tend report: ${error instanceof Error ? error.message : String(error)}; usage: ${SYNOPSIS}
`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.repo !== void 0) {
    stderr.write(`tend report: --repo (reading a repository through the API) is not built yet; download its audit artifacts and pass them with --audits; usage: ${SYNOPSIS}
`);
    return 2;
  }
  const paths = [...values.audits ?? [], ...values.audits ? positionals : []];
  if (paths.length === 0 || positionals.length > 0 && !values.audits) {
    stderr.write(`tend report: --audits is required (folders of tend's audit.json files, or audit files); usage: ${SYNOPSIS}
`);
    return 2;
  }
  if (!values.out) {
    stderr.write(`tend report: --out is required (the folder to write index.html, report.json and summary.md to); usage: ${SYNOPSIS}
`);
    return 2;
  }
  const since = values.since === void 0 ? null : parseSince(values.since, now);
  if (since === void 0) {
    stderr.write(`tend report: --since '${values.since}' is not a number of days; expected e.g. --since 30d
`);
    return 2;
  }
  let audits;
  try {
    audits = await readAudits(paths);
  } catch (error) {
    if (!(error instanceof AuditReadError)) throw error;
    stderr.write(`tend report: ${error.message}
`);
    return 2;
  }
  const card = computeScorecard({ audits, since });
  const files = [
    ["report.json", `${JSON.stringify(card, null, 2)}
`],
    ["summary.md", renderMarkdown(card)],
    ["index.html", renderHtml(card)]
  ];
  const out = values.out;
  await mkdir(out, { recursive: true });
  for (const [name, text2] of files) {
    await writeFile(join2(out, `${name}.tmp`), text2);
    await rename(join2(out, `${name}.tmp`), join2(out, name));
  }
  stdout.write(`tend report: ${card.sources.runs} run(s), ${card.bots.length} review bot(s), ${card.tend.shipped.count} pull request(s) shipped. Wrote ${files.map(([name]) => join2(out, name)).join(", ")}.
`);
  return 0;
}
__name(report, "report");
export {
  parseSince,
  report
};
