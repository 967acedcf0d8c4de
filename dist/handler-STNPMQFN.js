import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  forgetLearning,
  learningsSource,
  readLearnings,
  rememberLearning
} from "./chunk-MI4VZKAR.js";
import "./chunk-FN2HDMEV.js";
import {
  commentStore,
  postComment
} from "./chunk-AJMW6HTC.js";
import "./chunk-MYJ3MQW6.js";
import {
  LEARNING_LIMITS,
  LEARNING_WORKFLOWS,
  describeScope,
  hasReplied,
  renderReply,
  replyMarker
} from "./chunk-JH2OTXNJ.js";
import "./chunk-ARTH7MB3.js";
import "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import "./chunk-X7M4VJU3.js";
import "./chunk-UGMHMVMQ.js";
import "./chunk-QRLKW63P.js";
import "./chunk-OYWUD6ZV.js";
import "./chunk-2E2DVOZW.js";
import "./chunk-OPKEDLQ4.js";
import {
  capitalise
} from "./chunk-WUB523E6.js";
import {
  RefusalError
} from "./chunk-B5NACFDK.js";
import "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/learnings/parse-directive.ts
var REMEMBER_USAGE = "`/tend remember [paths: GLOB, ...] [for: review|ship|triage, ...] <directive>`";
function commandText(body, verb) {
  const match = new RegExp(`^\\s*/tend\\s+${verb}\\b`, "i").exec(body);
  return match ? body.slice(match[0].length).trim() : "";
}
__name(commandText, "commandText");
var SCOPE = /^\[\s*(paths|for)\s*:([^\]]*)\]/i;
function parseDirective(input) {
  let rest = input.trim();
  let paths = null;
  let workflows = null;
  for (let match = SCOPE.exec(rest); match; match = SCOPE.exec(rest)) {
    const key = match[1].toLowerCase();
    const values = match[2].split(/[\s,]+/).filter((v) => v !== "");
    rest = rest.slice(match[0].length).trimStart();
    if (key === "paths") {
      if (paths !== null) return fail("`[paths: ...]` is given twice");
      const wrong = checkPaths(values);
      if (wrong) return fail(wrong);
      paths = values;
    } else {
      if (workflows !== null) return fail("`[for: ...]` is given twice");
      const unknown = values.filter((v) => !LEARNING_WORKFLOWS.includes(v.toLowerCase()));
      if (values.length === 0 || unknown.length > 0) return fail(`\`[for: ${values.join(", ")}]\` names ${unknown.length > 0 ? `'${unknown.join("', '")}', which is not a workflow learnings apply to` : "no workflow"}; expected some of ${LEARNING_WORKFLOWS.join(", ")}`);
      workflows = [...new Set(values.map((v) => v.toLowerCase()))];
    }
  }
  if (rest.startsWith("[")) return fail(`a scope must be \`[paths: ...]\` or \`[for: ...]\`, closed by \`]\`, got '${rest.slice(0, 40)}'`);
  if (rest === "") return fail("there is no directive to remember");
  if (rest.length > LEARNING_LIMITS.chars) return fail(`the directive is ${rest.length} characters; at most ${LEARNING_LIMITS.chars} are kept`);
  return { ok: true, value: { text: rest, scope: { paths: paths ?? [], workflows: workflows ?? [] } } };
}
__name(parseDirective, "parseDirective");
function checkPaths(globs) {
  if (globs.length === 0) return "`[paths: ]` names no path";
  if (globs.length > LEARNING_LIMITS.paths) return `\`[paths: ...]\` names ${globs.length} globs; at most ${LEARNING_LIMITS.paths}`;
  const long = globs.find((g) => g.length > LEARNING_LIMITS.pathChars);
  if (long) return `the glob '${long.slice(0, 40)}\u2026' is longer than ${LEARNING_LIMITS.pathChars} characters`;
  const outside = globs.find((g) => g.startsWith("/") || g.split("/").includes(".."));
  if (outside) return `the glob '${outside}' is not relative to the repository root`;
  return null;
}
__name(checkPaths, "checkPaths");
function parseForget(input) {
  const match = /^#?(\d{1,9})$/.exec(input.trim());
  if (!match || Number(match[1]) < 1) return fail(`\`/tend forget\` takes a learning's number, as \`/tend learnings\` lists them (e.g. \`/tend forget 3\`), got '${input.trim().slice(0, 40)}'`);
  return { ok: true, value: Number(match[1]) };
}
__name(parseForget, "parseForget");
function fail(error) {
  return { ok: false, error };
}
__name(fail, "fail");

// src/learnings/forget.ts
async function forgetJob({ store, selfId, command, at }) {
  const parsed = parseForget(commandText(command.body, "forget"));
  if (!parsed.ok) return { decision: "refused", why: parsed.error, reply: `tend forgot nothing: ${parsed.error}. Nothing was changed.` };
  const forgotten = await forgetLearning(store, selfId, parsed.value, { login: command.actor.login, id: command.actor.id }, at);
  if (!forgotten) {
    const why = `there is no learning #${parsed.value}`;
    return { decision: "refused", why, reply: `tend forgot nothing: ${why} (\`/tend learnings\` lists them). Nothing was changed.` };
  }
  const quoted = forgotten.text.split(/\r?\n/).map((line) => `> ${line}`).join("\n");
  return { decision: "forgotten", why: `@${command.actor.login} removed learning #${forgotten.id}`, reply: `Forgot learning #${forgotten.id}; tend no longer applies it:

${quoted}` };
}
__name(forgetJob, "forgetJob");

// src/learnings/list.ts
async function listJob({ store, selfId }) {
  const learnings = await readLearnings(store, selfId);
  if (learnings.length === 0) {
    return { decision: "replied", why: "there are no learnings", reply: "tend has no learnings yet. Record one with `/tend remember [paths: GLOB] [for: review|ship|triage] <directive>`." };
  }
  const entries = learnings.map((l) => [`- **#${l.id}** \xB7 @${l.author.login} \xB7 ${l.createdAt.slice(0, 10)} \xB7 ${describeScope(l.scope)}`, ...l.text.split(/\r?\n/).map((line) => `  > ${line}`)].join("\n"));
  const reply = [`**Learnings** (${learnings.length} of at most ${LEARNING_LIMITS.count}); \`/tend forget N\` removes one:`, "", ...entries].join("\n");
  return { decision: "replied", why: `listed ${learnings.length} learning(s)`, reply };
}
__name(listJob, "listJob");

// src/learnings/remember.ts
async function rememberJob({ store, selfId, command, at }) {
  const parsed = parseDirective(commandText(command.body, "remember"));
  if (!parsed.ok) {
    return { decision: "refused", why: parsed.error, reply: `tend did not remember this: ${parsed.error}. Expected ${REMEMBER_USAGE}. Nothing was stored.` };
  }
  const entry = { text: parsed.value.text, author: { login: command.actor.login, id: command.actor.id }, createdAt: at, scope: parsed.value.scope };
  const stored = await rememberLearning(store, selfId, entry, command.eventKey);
  if (stored.kind === "full") {
    const why2 = `tend keeps at most ${LEARNING_LIMITS.count} learnings and has ${stored.count}`;
    return { decision: "refused", why: why2, reply: `tend did not remember this: ${why2}. Remove one with \`/tend forget N\` first (\`/tend learnings\` lists them). Nothing was stored.` };
  }
  const { id, scope } = stored.learning;
  const why = `@${command.actor.login} recorded learning #${id} (${describeScope(scope)})`;
  return { decision: stored.kind, why, reply: `Remembered as learning #${id} (${describeScope(scope)}). \`/tend learnings\` lists the learnings; \`/tend forget ${id}\` removes this one.` };
}
__name(rememberJob, "rememberJob");

// src/learnings/handler.ts
function changeRefusal(command) {
  if (command.verb === "learnings" || command.actor.type !== "Bot") return null;
  return `tend refused '${command.verb}' on #${command.target.number}: ${command.actor.login} is a bot; only people with write access record or forget learnings. Nothing was changed.`;
}
__name(changeRefusal, "changeRefusal");
var JOBS = { remember: rememberJob, learnings: listJob, forget: forgetJob };
var learningsWorkflow = {
  async handle(services, command) {
    const { target } = command;
    const route = { action: "command", detail: `${command.verb} on #${target.number} by @${command.actor.login} (${command.why})` };
    const base = { workflow: command.verb, target, route, merged: false, trackingCommentId: null };
    const job = JOBS[command.verb];
    if (!job) throw new Error(`the learnings workflow has no job for '${command.verb}'`);
    const refused = changeRefusal(command);
    if (refused) throw new RefusalError(refused);
    if (services.settings.dryRun) {
      return { ...base, state: "none", reason: `Dry run: would have acted on \`/tend ${command.verb}\`.`, decisions: [{ target, decision: "dry run", why: `@${command.actor.login} asked for ${command.verb}` }] };
    }
    const comments = await commentStore(services.octokit, services.repo).list(target);
    if (hasReplied(comments, command.eventKey, services.selfId)) {
      const why = `event ${command.eventKey} was answered by an earlier run`;
      return { ...base, state: "none", reason: `Already handled: ${why}.`, decisions: [{ target, decision: "already handled", why }] };
    }
    const result = await job({ store: learningsSource(services.octokit, services.repo), selfId: services.selfId, command, at: services.env.now().toISOString() });
    await postComment(services.octokit, services.repo, target, services.redact(renderReply(result.reply, command.eventKey)), { marker: replyMarker(command.eventKey), selfId: services.selfId });
    return { ...base, state: "none", reason: `${capitalise(result.decision)}: ${result.why}.`, decisions: [{ target, decision: result.decision, why: result.why }] };
  }
};
export {
  changeRefusal,
  learningsWorkflow
};
