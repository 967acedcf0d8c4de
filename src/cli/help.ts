// What `tend --help`, `tend <command> --help` and `tend --version` print: one entry per command,
// its usage and one example, so the whole list and each command's own help say the same thing.

export interface CommandHelp {
  /** The words that name it: 'demo', 'chat bridge'. */
  name: string;
  /** Its lines of the usage, synopsis first, as the full list shows them. */
  usage: string;
  example: string;
}

export const COMMANDS: readonly CommandHelp[] = [
  {
    name: 'demo',
    usage: `  demo [--out DIR]   run the action's bundle offline on the built-in GitHub emulator, as the
                     Actions runner would, and print what happened. Writes DIR/summary.md (the
                     demo's report), DIR/audit.json (the last run's audit, the merge) and, per
                     run, DIR/runs/NN-EVENT/audit.json and summary.md (its decisions and job
                     summary; 01-pull_request, 02-issue_comment, ...). DIR defaults to .tend-out`,
    example: 'tend demo --out .tend-out',
  },
  {
    name: 'review parse',
    usage: `  review parse       read review comments as JSON lines on stdin
                     ({"author", "author_type"?, "author_id"?, "body"}) and print one JSON line each:
                     {"bot", "severity", "suggestions": [{"text"}]}. A bot is recognised by
                     author_id; without one, a Bot's login is looked up among the known bots
                     (trusted here only because you supply the data). A bad line exits 2.`,
    example: `echo '{"author":"coderabbitai[bot]","author_type":"Bot","body":"_⚠️ Potential issue_ | _🟠 Major_"}' | tend review parse`,
  },
  {
    name: 'review local',
    usage: `  review local --root DIR --base REV [--head REV] --out OUT
                     review the diff BASE...HEAD (default HEAD) of the checkout DIR with the
                     model (ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL), as the review workflow
                     does: every finding's citation goes through the evidence check, then the
                     adversarial validator. Writes OUT/REVIEW.md and OUT/findings.json (path,
                     lines, quote, severity, body, suggestion, survivedEvidence,
                     survivedValidator). Posts nothing. Bad input exits 2.`,
    example: 'ANTHROPIC_API_KEY=… tend review local --root . --base origin/main --out review-out',
  },
  {
    name: 'evidence check',
    usage: `  evidence check --root DIR [--commit REV]
                     read an investigator's answer (InvestigatorReturn JSON) on stdin and print
                     a JSON array [{ref, result, reason}], one per evidence ref: verified,
                     fabricated or uncheckable against commit REV (default HEAD) of the checkout
                     DIR. Bad input exits 2.`,
    example: 'tend evidence check --root . --commit HEAD < investigation.json',
  },
  {
    name: 'chat classify',
    usage: `  chat classify [--config FILE] [--inflight KEY]...
                     the Tier-0 chat classifier as a filter: read §3.1 chat events as NDJSON on
                     stdin, print each with the §3.2 fields added (classification, confidence,
                     classifier_version ...). FILE is a tend.yml whose chat: section holds the
                     rules; KEY (platform:chat_id:root_id) marks a thread as in flight. A bad
                     line prints its number and the problem on stderr and exits 2.`,
    example: 'tend chat classify --config .github/tend.yml < events.ndjson',
  },
  {
    name: 'chat report',
    usage: `  chat report --repo owner/name [--json]
                     the chat triage numbers from the repository's tend:chat issues (open and
                     closed; GITHUB_TOKEN or GH_TOKEN, GITHUB_API_URL): threads per question
                     type, pass / bounce / escalate, first-round pass rate, escalations, Tier 2,
                     replies, time from message to reply (median, p95). Reads only.`,
    example: 'GITHUB_TOKEN=… tend chat report --repo acme/widgets --json',
  },
  {
    name: 'chat bridge',
    usage: `  chat bridge --repo owner/name [--config FILE] [--port N] [--state-author ID]
                     the chat watcher as a long-running process: Slack events as they happen
                     (Socket Mode with SLACK_APP_TOKEN; the Events API at POST /slack/events with
                     SLACK_SIGNING_SECRET), Discord's gateway (DISCORD_BOT_TOKEN), and Teams through
                     Microsoft Graph change notifications at POST /teams/notifications with
                     TEAMS_TOKEN, TEAMS_NOTIFICATION_URL (public https) and TEAMS_CLIENT_STATE,
                     classified by the same Tier 0, one tend-chat dispatch
                     per actionable thread, the same cursors in the same state issue as
                     chat-watch. SLACK_BOT_TOKEN, GITHUB_TOKEN (GITHUB_API_URL); GET /healthz on
                     --port (default PORT or 8080); SIGTERM finishes the read under way and exits.`,
    example: 'SLACK_APP_TOKEN=… SLACK_BOT_TOKEN=… GITHUB_TOKEN=… tend chat bridge --repo acme/widgets --port 8080',
  },
  {
    name: 'pr',
    usage: `  pr <number> --repo owner/name --dry-run [--json] [--review-bots LIST]
                     read the pull request from GitHub (GITHUB_TOKEN or GH_TOKEN; GITHUB_API_URL,
                     default https://api.github.com) and print what the ship workflow would do:
                     where it stops, each review thread's decision, the checks and the merge.
                     Writes nothing; Markdown by default, --json for a JSON document.`,
    example: 'GITHUB_TOKEN=… tend pr 42 --repo acme/widgets --dry-run',
  },
  {
    name: 'triage',
    usage: `  triage --issue-file F --root DIR --out OUT [--commit REV] [--command CMD]...
                     triage the issue text in F (a first '# ' line is its title) against the
                     checkout DIR at REV (default HEAD) with the model (ANTHROPIC_API_KEY,
                     ANTHROPIC_BASE_URL), and write OUT/TRIAGE.md and OUT/TRIAGE_VERDICT.json.
                     Every file:line cited passes the evidence check or the verdict is refused.
                     --command (repeatable) lists commands the model may run with a test-name
                     pattern as their only argument.`,
    example: 'ANTHROPIC_API_KEY=… tend triage --issue-file issue.md --root . --out triage-out',
  },
  {
    name: 'report',
    usage: `  report --audits DIR [DIR…] --out OUT [--since Nd]
                     the scorecard of every review bot and of tend, from tend's audit records
                     (folders of audit.json files, e.g. downloaded artifacts, or the files):
                     per bot, findings applied / fixed by the model / declined / escalated /
                     reverted and their severity; for tend, pull requests shipped, /tend ship
                     to merge (median, p90), runner minutes and model cost per pull request,
                     blocks by reason. Writes OUT/index.html (one self-contained page),
                     OUT/report.json and OUT/summary.md. Offline; a bad audit exits 2.`,
    example: 'tend report --audits .tend-out --out tend-report',
  },
  {
    name: 'selftest',
    usage: `  selftest --repo owner/name [--write] [--pull N] [--json]
                     check, against the repository, the GitHub rules tend depends on (token
                     identity, rate-limit headers, required checks from protection and rulesets,
                     page and body limits; with --write, on a scratch repository: comment size,
                     labels, dispatch limits and, with --pull N, resolving threads and head
                     pins) and print which hold. GITHUB_TOKEN or GH_TOKEN, GITHUB_API_URL.
                     Exits 1 when a rule differs.`,
    example: 'GITHUB_TOKEN=… tend selftest --repo acme/widgets',
  },
];

const HEADER = `usage: tend <command> [options]
       npx tend-action <command> [options]   (without installing; the npm package "tend" is another tool)

`;

/** The whole list: `tend --help`, and what a wrong command prints. */
export const USAGE = `${HEADER}commands:\n${COMMANDS.map((command) => command.usage).join('\n')}`;

/** The command `argv` starts with (the longest name that matches), if any. */
export function commandOf(argv: readonly string[]): CommandHelp | undefined {
  return [...COMMANDS].sort((a, b) => b.name.length - a.name.length).find((command) => command.name.split(' ').every((word, i) => argv[i] === word));
}

/** `tend <command> --help`: the command's usage and its example. */
export function commandHelp(command: CommandHelp): string {
  return `usage: tend ${command.usage.trimStart()}\n\nexample:\n  ${command.example}\n`;
}

/** `tend <group> --help` (review, evidence, chat): the usage of the group's commands; undefined for no group. */
export function groupHelp(word: string): string | undefined {
  const members = COMMANDS.filter((command) => command.name.startsWith(`${word} `));
  return members.length === 0 ? undefined : `${HEADER}commands:\n${members.map((command) => command.usage).join('\n')}\n`;
}

/** Whether the options ask for help: `--help` or `-h` before a `--` that ends the options. */
export function asksForHelp(options: readonly string[]): boolean {
  const end = options.indexOf('--');
  return (end === -1 ? options : options.slice(0, end)).some((option) => option === '--help' || option === '-h');
}

/** package.json's version (src/ imports nothing outside it; help.test.ts keeps the two equal). */
export const VERSION = '0.1.0'; // x-release-please-version
