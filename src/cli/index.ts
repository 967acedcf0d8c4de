// `tend` on the command line: package.json's bin, as tend-action (the npm package; "tend" on npm is
// someone else's) and tend. Each command is one file; this only dispatches.

import { parseArgs } from 'node:util';
import { asksForHelp, commandHelp, commandOf, groupHelp, USAGE, VERSION } from './help.js';

// Each command's module is loaded when that command runs: the chat bridge's SDKs, the demo's
// emulator and the model clients are most of the bundle, and `tend evidence check` or `--help`
// parsed all of it first (~2 CPU-seconds a start against node's 0.15).
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const known = commandOf(argv);
  // `tend <command> --help` answers before the command reads anything: usage, one example, exit 0.
  if (known && asksForHelp(argv.slice(known.name.split(' ').length))) {
    process.stdout.write(commandHelp(known));
    return 0;
  }
  // `tend chat --help`: the commands of that group.
  const group = !known && command !== undefined ? groupHelp(command) : undefined;
  if (group !== undefined && asksForHelp(rest)) {
    process.stdout.write(group);
    return 0;
  }
  switch (command) {
    case '--version':
    case '-V':
      process.stdout.write(`${VERSION}\n`);
      return 0;
    case 'demo': {
      const parsed = flags(() => parseArgs({ args: rest, options: { out: { type: 'string', default: '.tend-out' } }, strict: true }), 'demo');
      if (typeof parsed === 'number') return parsed;
      return (await import('./demo.js')).runDemo({ out: parsed.values.out, env: process.env });
    }
    case 'review': {
      const [subcommand, ...options] = rest;
      if (subcommand === 'local') return (await import('./review-local.js')).reviewLocal(options, process.env, process.stdout, process.stderr);
      if (subcommand !== 'parse') {
        process.stderr.write(`tend: unknown command '${['review', subcommand].filter(Boolean).join(' ')}'.\n${USAGE}\n`);
        return 2;
      }
      const parsed = flags(() => parseArgs({ args: options, options: {}, strict: true }), 'review parse');
      if (typeof parsed === 'number') return parsed;
      return (await import('./review-parse.js')).reviewParse(process.stdin, process.stdout, process.stderr);
    }
    case 'evidence': {
      const [subcommand, ...options] = rest;
      if (subcommand !== 'check') {
        process.stderr.write(`tend: unknown command '${['evidence', subcommand].filter(Boolean).join(' ')}'.\n${USAGE}\n`);
        return 2;
      }
      return (await import('./evidence-check.js')).evidenceCheck(options, process.stdin, process.stdout, process.stderr);
    }
    case 'triage':
      return (await import('./triage.js')).triageCli(rest, process.env, process.stdout, process.stderr);
    case 'chat': {
      const [subcommand, ...options] = rest;
      if (subcommand === 'report') return (await import('./chat-report.js')).chatReport(options, process.env, process.stdout, process.stderr);
      if (subcommand === 'bridge') return (await import('./chat-bridge.js')).chatBridge(options, process.env, process.stderr);
      if (subcommand !== 'classify') {
        process.stderr.write(`tend: unknown command '${['chat', subcommand].filter(Boolean).join(' ')}'.\n${USAGE}\n`);
        return 2;
      }
      return (await import('./chat-classify.js')).chatClassify(options, process.stdin, process.stdout, process.stderr);
    }
    case 'pr':
      return (await import('./pr-dry-run.js')).prDryRun(rest, process.env, process.stdout, process.stderr);
    case 'report':
      return (await import('./report.js')).report(rest, process.stdout, process.stderr);
    case 'selftest':
      return (await import('./selftest.js')).selftest(rest, process.env, process.stdout, process.stderr);
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

/** The options as parsed, or 2 after one line saying what was wrong and the command's usage. */
function flags<T>(parse: () => T, name: string): T | 2 {
  try {
    return parse();
  } catch (error) {
    const help = commandOf(name.split(' '));
    process.stderr.write(`tend ${name}: ${error instanceof Error ? error.message : String(error)}\n${help ? commandHelp(help) : ''}`);
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
