import { execFileSync } from 'node:child_process';
import { chmod, chown, copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVerifyCommand } from './verify-command.js';
import { confinementCandidates, detectConfinement, type MachineFacts } from './verify-confinement.js';

const linux = (facts: Partial<MachineFacts>): MachineFacts => ({ platform: 'linux', uid: 1001, gid: 118, ptraceScope: 1, ...facts });
const names = (facts: MachineFacts) => confinementCandidates(facts).map((candidate) => candidate.name);

describe('which confinement verify-command may run under', () => {
  it('as root: a PID namespace with no_new_privs and no capabilities, nothing weaker', () => {
    const [only, ...rest] = confinementCandidates(linux({ uid: 0, gid: 0 }));
    expect(rest).toEqual([]);
    expect(only!.prefix).toEqual(['unshare', '--pid', '--fork', '--kill-child', '--mount-proc', 'setpriv', '--no-new-privs', '--inh-caps=-all', '--bounding-set=-all']);
  });

  it('as the runner user: through sudo back to its own uid without groups, then a user namespace, then no_new_privs', () => {
    const candidates = confinementCandidates(linux({}));
    expect(candidates.map((c) => c.name)).toEqual(['sudo-pid-namespace', 'user-pid-namespace', 'no-new-privs']);
    expect(candidates[0]!.prefix).toEqual(expect.arrayContaining(['sudo', '-n', '--reuid=1001', '--regid=118', '--clear-groups', '--no-new-privs', '--kill-child']));
    expect(candidates[1]!.prefix).toEqual(expect.arrayContaining(['--user', '--map-current-user', '--no-new-privs']));
  });

  it('no_new_privs alone only where Yama keeps a child from attaching to tend', () => {
    expect(names(linux({ ptraceScope: 0 }))).not.toContain('no-new-privs');
    expect(names(linux({ ptraceScope: null }))).not.toContain('no-new-privs');
    expect(names(linux({ ptraceScope: 2 }))).toContain('no-new-privs');
  });

  it('nothing on other systems', () => {
    expect(confinementCandidates({ platform: 'darwin', uid: 501, gid: 20, ptraceScope: null })).toEqual([]);
    expect(confinementCandidates({ platform: 'win32', uid: null, gid: null, ptraceScope: null })).toEqual([]);
  });
});

describe('verify-command, confined on this machine', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tend-confine-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds a confinement here, and says which', async () => {
    const confinement = await detectConfinement();
    expect(confinement).not.toBeNull();
    const result = await runVerifyCommand('true', dir);
    expect(result).toMatchObject({ passed: true, isolation: confinement!.name });
  });

  it('runs with no_new_privs, and cannot see the process that started it', async () => {
    const result = await runVerifyCommand(`grep NoNewPrivs /proc/self/status; test -e /proc/${process.pid} && echo "tend visible" || echo "tend hidden"`, dir);
    expect(result.passed).toBe(true);
    expect(result.tail).toMatch(/NoNewPrivs:\s+1/);
    expect(result.tail).toContain('tend hidden');
  });

  it('the sudo path: what sudo runs as root comes back to the runner uid, without groups or capabilities', async () => {
    // GitHub-hosted runners' path. tend's test machines run as root without sudo, so this runs
    // what `sudo -n` would start, as root: the same argv after `sudo -n`, for uid and gid 65534.
    const viaSudo = confinementCandidates(linux({ uid: 65534, gid: 65534 })).find((candidate) => candidate.name === 'sudo-pid-namespace')!;
    expect(viaSudo.prefix.slice(0, 2)).toEqual(['sudo', '-n']);
    const asRoot = { name: viaSudo.name, prefix: viaSudo.prefix.slice(2) };
    const result = await runVerifyCommand(`id -u; id -G; grep -E "NoNewPrivs|CapEff" /proc/self/status; test -e /proc/${process.pid} && echo "tend visible" || echo "tend hidden"`, dir, { confinement: asRoot });
    expect(result.passed, result.tail).toBe(true);
    expect(result.tail.split('\n').slice(0, 2)).toEqual(['65534', '65534']);
    expect(result.tail).toMatch(/CapEff:\s+0+\n/);
    expect(result.tail).toMatch(/NoNewPrivs:\s+1/);
    expect(result.tail).toContain('tend hidden');
  });

  it('a setuid program does not raise its privileges (the way sudo would)', async () => {
    // A copy of `id` that is setuid to nobody: run plainly it reports nobody's euid, confined the
    // kernel ignores the bit, as it would for sudo's setuid-root bit.
    const id = join(dir, 'setuid-id');
    await copyFile(execFileSync('sh', ['-c', 'command -v id']).toString().trim(), id);
    await chown(id, 65534, 65534);
    await chmod(id, 0o4755);
    const plain = execFileSync(id, ['-u']).toString().trim();
    const confined = await runVerifyCommand(`${id} -u`, dir);
    expect(confined.passed).toBe(true);
    expect(confined.tail).not.toBe(plain);
    expect(confined.tail).toBe(String(process.getuid!()));
  });

  it('where nothing confines it, it is not run, unless verify-isolation is none', async () => {
    const marker = join(dir, 'ran.txt');
    const refused = await runVerifyCommand(`touch ${marker}`, dir, { confinement: null });
    expect(refused).toMatchObject({ passed: false, isolation: 'not run' });
    expect(refused.tail).toContain('set verify-isolation: none');
    await expect(readFile(marker, 'utf8')).rejects.toThrow(/ENOENT/);
    const unconfined = await runVerifyCommand(`touch ${marker}; grep NoNewPrivs /proc/self/status`, dir, { confinement: null, isolation: 'none' });
    expect(unconfined).toMatchObject({ passed: true, isolation: 'none' });
    expect(unconfined.tail).toMatch(/NoNewPrivs:\s+0/);
    expect(await readFile(marker, 'utf8')).toBe('');
  });

  it('a process that leaves the process group (setsid) dies with the command', async () => {
    const marker = join(dir, 'escaped.txt');
    const result = await runVerifyCommand(`setsid sh -c 'sleep 1; echo alive > ${marker}' & echo started`, dir);
    expect(result.passed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await expect(readFile(marker, 'utf8')).rejects.toThrow(/ENOENT/);
  });
});
