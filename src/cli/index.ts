// `tend` on the command line: package.json's bin, as tend-action (the npm package; "tend" on npm is
// someone else's) and tend. Each command is one file; this only dispatches.

import { parseArgs } from 'node:util';
import { chatBridge } from './chat-bridge.js';
import { chatClassify } from './chat-classify.js';
import { runDemo } from './demo.js';
import { evidenceCheck } from './evidence-check.js';
import { prDryRun } from './pr-dry-run.js';
import { chatReport } from './chat-report.js';
import { report } from './report.js';
import { reviewLocal } from './review-local.js';
import { reviewParse } from './review-parse.js';
import { selftest } from './selftest.js';
import { triageCli } from './triage.js';
import { asksForHelp, commandHelp, commandOf, groupHelp, USAGE, VERSION } from './help.js';

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
      return runDemo({ out: parsed.values.out, env: process.env });
    }
    case 'review': {
      const [subcommand, ...options] = rest;
      if (subcommand === 'local') return reviewLocal(options, process.env, process.stdout, process.stderr);
      if (subcommand !== 'parse') {
        process.stderr.write(`tend: unknown command '${['review', subcommand].filter(Boolean).join(' ')}'.\n${USAGE}\n`);
        return 2;
      }
      const parsed = flags(() => parseArgs({ args: options, options: {}, strict: true }), 'review parse');
      if (typeof parsed === 'number') return parsed;
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
    case 'report':
      return report(rest, process.stdout, process.stderr);
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
