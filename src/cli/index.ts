// `tend` on the command line: package.json's bin, as tend-action (the npm package; "tend" on npm is
// someone else's) and tend. Each command is one file; this only dispatches.

import { parseArgs } from 'node:util';
import { chatBridge } from './chat-bridge.js';
import { chatClassify } from './chat-classify.js';
import { runDemo } from './demo.js';
import { evidenceCheck } from './evidence-check.js';
import { prDryRun } from './pr-dry-run.js';
import { chatReport } from './chat-report.js';
import { reviewLocal } from './review-local.js';
import { reviewParse } from './review-parse.js';
import { selftest } from './selftest.js';
import { triageCli } from './triage.js';

const USAGE = `usage: tend <command> [options]
       npx tend-action <command> [options]   (without installing; the npm package "tend" is another tool)

commands:
  demo [--out DIR]   run the action's bundle offline on the built-in GitHub emulator, as the
                     Actions runner would, and print what happened. Writes DIR/summary.md (the
                     demo's report), DIR/audit.json (the last run's audit, the merge) and, per
                     run, DIR/runs/NN-EVENT/audit.json and summary.md (its decisions and job
                     summary; 01-pull_request, 02-issue_comment, ...). DIR defaults to .tend-out
  review parse       read review comments as JSON lines on stdin
                     ({"author", "author_type"?, "author_id"?, "body"}) and print one JSON line each:
                     {"bot", "severity", "suggestions": [{"text"}]}. A bot is recognised by
                     author_id; without one, a Bot's login is looked up among the known bots
                     (trusted here only because you supply the data). A bad line exits 2.
  review local --root DIR --base REV [--head REV] --out OUT
                     review the diff BASE...HEAD (default HEAD) of the checkout DIR with the
                     model (ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL), as the review workflow
                     does: every finding's citation goes through the evidence check, then the
                     adversarial validator. Writes OUT/REVIEW.md and OUT/findings.json (path,
                     lines, quote, severity, body, suggestion, survivedEvidence,
                     survivedValidator). Posts nothing. Bad input exits 2.
  evidence check --root DIR [--commit REV]
                     read an investigator's answer (InvestigatorReturn JSON) on stdin and print
                     a JSON array [{ref, result, reason}], one per evidence ref: verified,
                     fabricated or uncheckable against commit REV (default HEAD) of the checkout
                     DIR. Bad input exits 2.
  chat classify [--config FILE] [--inflight KEY]...
                     the Tier-0 chat classifier as a filter: read §3.1 chat events as NDJSON on
                     stdin, print each with the §3.2 fields added (classification, confidence,
                     classifier_version ...). FILE is a tend.yml whose chat: section holds the
                     rules; KEY (platform:chat_id:root_id) marks a thread as in flight. A bad
                     line prints its number and the problem on stderr and exits 2.
  chat report --repo owner/name [--json]
                     the chat triage numbers from the repository's tend:chat issues (open and
                     closed; GITHUB_TOKEN or GH_TOKEN, GITHUB_API_URL): threads per question
                     type, pass / bounce / escalate, first-round pass rate, escalations, Tier 2,
                     replies, time from message to reply (median, p95). Reads only.
  chat bridge --repo owner/name [--config FILE] [--port N] [--state-author ID]
                     the chat watcher as a long-running process: Slack events as they happen
                     (Socket Mode with SLACK_APP_TOKEN; the Events API at POST /slack/events with
                     SLACK_SIGNING_SECRET), Discord's gateway (DISCORD_BOT_TOKEN), and Teams through
                     Microsoft Graph change notifications at POST /teams/notifications with
                     TEAMS_TOKEN, TEAMS_NOTIFICATION_URL (public https) and TEAMS_CLIENT_STATE,
                     classified by the same Tier 0, one tend-chat dispatch
                     per actionable thread, the same cursors in the same state issue as
                     chat-watch. SLACK_BOT_TOKEN, GITHUB_TOKEN (GITHUB_API_URL); GET /healthz on
                     --port (default PORT or 8080); SIGTERM finishes the read under way and exits.
  pr <number> --repo owner/name --dry-run [--json] [--review-bots LIST]
                     read the pull request from GitHub (GITHUB_TOKEN or GH_TOKEN; GITHUB_API_URL,
                     default https://api.github.com) and print what the ship workflow would do:
                     where it stops, each review thread's decision, the checks and the merge.
                     Writes nothing; Markdown by default, --json for a JSON document.
  triage --issue-file F --root DIR --out OUT [--commit REV] [--command CMD]...
                     triage the issue text in F (a first '# ' line is its title) against the
                     checkout DIR at REV (default HEAD) with the model (ANTHROPIC_API_KEY,
                     ANTHROPIC_BASE_URL), and write OUT/TRIAGE.md and OUT/TRIAGE_VERDICT.json.
                     Every file:line cited passes the evidence check or the verdict is refused.
                     --command (repeatable) lists commands the model may run with a test-name
                     pattern as their only argument.
  selftest --repo owner/name [--write] [--pull N] [--json]
                     check, against the repository, the GitHub rules tend depends on (token
                     identity, rate-limit headers, required checks from protection and rulesets,
                     page and body limits; with --write, on a scratch repository: comment size,
                     labels, dispatch limits and, with --pull N, resolving threads and head
                     pins) and print which hold. GITHUB_TOKEN or GH_TOKEN, GITHUB_API_URL.
                     Exits 1 when a rule differs.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'demo': {
      const { values } = parseArgs({ args: rest, options: { out: { type: 'string', default: '.tend-out' } }, strict: true });
      return runDemo({ out: values.out, env: process.env });
    }
    case 'review': {
      const [subcommand, ...options] = rest;
      if (subcommand === 'local') return reviewLocal(options, process.env, process.stdout, process.stderr);
      if (subcommand !== 'parse') {
        process.stderr.write(`tend: unknown command '${['review', subcommand].filter(Boolean).join(' ')}'.\n${USAGE}\n`);
        return 2;
      }
      parseArgs({ args: options, options: {}, strict: true });
      return reviewParse(process.stdin, process.stdout, process.stderr);
    }
    case 'evidence': {
      const [subcommand, ...options] = rest;
      if (subcommand !== 'check') {
        process.stderr.write(`tend: unknown command '${['evidence', subcommand].filter(Boolean).join(' ')}'.\n${USAGE}\n`);
        return 2;
      }
      return evidenceCheck(options, process.stdin, process.stdout, process.stderr);
    }
    case 'triage':
      return triageCli(rest, process.env, process.stdout, process.stderr);
    case 'chat': {
      const [subcommand, ...options] = rest;
      if (subcommand === 'report') return chatReport(options, process.env, process.stdout, process.stderr);
      if (subcommand === 'bridge') return chatBridge(options, process.env, process.stderr);
      if (subcommand !== 'classify') {
        process.stderr.write(`tend: unknown command '${['chat', subcommand].filter(Boolean).join(' ')}'.\n${USAGE}\n`);
        return 2;
      }
      return chatClassify(options, process.stdin, process.stdout, process.stderr);
    }
    case 'pr':
      return prDryRun(rest, process.env, process.stdout, process.stderr);
    case 'selftest':
      return selftest(rest, process.env, process.stdout, process.stderr);
    case undefined:
    case '-h':
    case '--help':
      process.stdout.write(`${USAGE}\n`);
      return command === undefined ? 2 : 0;
    default:
      process.stderr.write(`tend: unknown command '${command}'.\n${USAGE}\n`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`tend: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
