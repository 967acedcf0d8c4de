// How verify-command is kept away from tend's secrets while it runs the repository's code (finding
// 5 of #15). tend's environment, disk and git configuration hold no secret by then
// (config/secret-handoff.ts), but tend's *memory* does, and two things reach memory: a process of
// the same user where Yama's ptrace_scope is 0, and root. GitHub-hosted runners give the runner
// user passwordless sudo, and container jobs run as root. So the command runs:
// - in a PID namespace of its own (`unshare --pid --mount-proc`): tend, its git processes and
//   every other process of the job are not there to be read or signalled, and when the command
//   ends the kernel kills everything left in the namespace (`--kill-child`), a `setsid` escapee
//   included;
// - with no_new_privs (`setpriv --no-new-privs`): setuid programs such as sudo no longer raise
//   privileges (https://docs.kernel.org/userspace-api/no_new_privs.html);
// - as root, with every capability dropped; as the runner user through sudo, back under its own
//   uid with no supplementary groups (the `docker` group is root by another name).
// The first candidate that starts on this machine is used; when none does, the command is not run
// unless the workflow says `verify-isolation: none`.

import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { PROGRAMS, pinPrograms, type ProgramName } from './programs.js';

/** What tend knows about the machine, as data, so the choice below is a plain function. */
export interface MachineFacts {
  platform: NodeJS.Platform;
  /** The effective uid and gid, or null where there are none (Windows). */
  uid: number | null;
  gid: number | null;
  /** /proc/sys/kernel/yama/ptrace_scope, or null when Yama is absent. */
  ptraceScope: number | null;
}

export interface Confinement {
  /** Named in the summary and in refusals. */
  name: 'pid-namespace' | 'sudo-pid-namespace' | 'user-pid-namespace' | 'no-new-privs';
  /** argv that runs the rest of the command line confined. */
  prefix: string[];
}

const NO_NEW_PRIVS_NO_CAPS = ['setpriv', '--no-new-privs', '--inh-caps=-all', '--bounding-set=-all'];
const PID_NAMESPACE = ['--pid', '--fork', '--kill-child', '--mount-proc'];

/**
 * The confinements worth trying on this machine, strongest first. An empty list: nothing here
 * closes the paths to tend's memory, and verify-command only runs with `verify-isolation: none`.
 */
export function confinementCandidates(facts: MachineFacts): Confinement[] {
  if (facts.platform !== 'linux' || facts.uid === null || facts.gid === null) return [];
  if (facts.uid === 0) {
    return [{ name: 'pid-namespace', prefix: ['unshare', ...PID_NAMESPACE, ...NO_NEW_PRIVS_NO_CAPS] }];
  }
  const candidates: Confinement[] = [
    // sudo first where it is passwordless: it is also the only way to drop the user's groups.
    {
      name: 'sudo-pid-namespace',
      prefix: ['sudo', '-n', 'unshare', ...PID_NAMESPACE, 'setpriv', `--reuid=${facts.uid}`, `--regid=${facts.gid}`, '--clear-groups', ...NO_NEW_PRIVS_NO_CAPS.slice(1)],
    },
    // An unprivileged user namespace, where the kernel allows one (Ubuntu 24.04's AppArmor may not).
    { name: 'user-pid-namespace', prefix: ['unshare', '--user', '--map-current-user', ...PID_NAMESPACE, 'setpriv', '--no-new-privs'] },
  ];
  // Without a namespace tend stays visible: only Yama (scope >= 1) keeps a descendant from
  // attaching to it, and no_new_privs keeps sudo from lifting that.
  if (facts.ptraceScope !== null && facts.ptraceScope >= 1) candidates.push({ name: 'no-new-privs', prefix: ['setpriv', '--no-new-privs'] });
  return candidates;
}

export async function machineFacts(): Promise<MachineFacts> {
  const scope = await readFile('/proc/sys/kernel/yama/ptrace_scope', 'utf8').then((text) => Number.parseInt(text, 10), () => null);
  return {
    platform: process.platform,
    uid: process.getuid?.() ?? null,
    gid: process.getgid?.() ?? null,
    ptraceScope: scope !== null && Number.isFinite(scope) ? scope : null,
  };
}

/**
 * The prefix with every program in it (sudo, unshare, setpriv) named by the absolute path
 * programs.ts found before any foreign code ran; null when one of them has no such path. A
 * program found through PATH later could be one verify-command left there, and starting a fake
 * `unshare` would run the next command with no confinement at all.
 */
export function pinnedPrefix(prefix: readonly string[], paths: Partial<Record<ProgramName, string>>): string[] | null {
  const pinned: string[] = [];
  for (const arg of prefix) {
    if (!(PROGRAMS as readonly string[]).includes(arg)) {
      pinned.push(arg);
      continue;
    }
    const path = paths[arg as ProgramName];
    if (path === undefined) return null;
    pinned.push(path);
  }
  return pinned;
}

/** Starts `prefix true` and says whether it exited 0 within a few seconds. */
function starts(prefix: readonly string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(prefix[0]!, [...prefix.slice(1), 'true'], { stdio: 'ignore', env: { PATH: pinPrograms().systemDirs.join(':') } });
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.on('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}

let chosen: Promise<Confinement | null> | null = null;

/** The strongest confinement that starts here, found once per process, its programs by absolute path. */
export function detectConfinement(): Promise<Confinement | null> {
  chosen ??= (async () => {
    const { paths } = pinPrograms();
    for (const candidate of confinementCandidates(await machineFacts())) {
      const prefix = pinnedPrefix(candidate.prefix, paths);
      if (prefix !== null && (await starts(prefix))) return { ...candidate, prefix };
    }
    return null;
  })();
  return chosen;
}
