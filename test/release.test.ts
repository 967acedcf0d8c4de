// Releases users can pin (issue #30 item 6): the version is said in five places, and they agree.
// release-please bumps package.json, its manifest, src/cli/help.ts and the reusable workflow's pin of
// the action (the `x-release-please-version` lines) together and writes the CHANGELOG's entry; a
// hand edit to one of them fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { VERSION } from '../src/cli/help.js';

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const packageVersion = (JSON.parse(read('package.json')) as { version: string }).version;

describe('the version', () => {
  it('is a semantic version', () => {
    expect(packageVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('is the same in package.json, the release manifest, the CLI and the CHANGELOG\'s top entry', () => {
    expect((JSON.parse(read('.release-please-manifest.json')) as Record<string, string>)['.']).toBe(packageVersion);
    expect(VERSION).toBe(packageVersion);
    expect(read('src/cli/help.ts')).toMatch(/^export const VERSION = '[^']+'; \/\/ x-release-please-version$/m);
    const top = /^## \[?(\d+\.\d+\.\d+)\]?/m.exec(read('CHANGELOG.md'));
    expect(top?.[1]).toBe(packageVersion);
  });

  it("is the release of the action the reusable workflow runs (a called workflow cannot read its own ref)", () => {
    const pins = [...read('.github/workflows/tend.yml').matchAll(/^\s*- uses: your-org\/tend@(\S+)(.*)$/gm)];
    expect(pins.map(([, ref, rest]) => [ref, rest])).toEqual([[`v${packageVersion}`, ' # x-release-please-version']]);
  });

  it("is the major version the example workflow's pin names (its comment is the tag the SHA stands for)", () => {
    const pin = /^\s*- uses: your-org\/tend@[0-9a-f]{40} # (v\d+)$/m.exec(read('examples/tend.yml'));
    expect(pin?.[1]).toBe(`v${packageVersion.split('.')[0]}`);
  });

  it('is released by release-please on the files it bumps, and the major tag moves with it', () => {
    const config = JSON.parse(read('release-please-config.json')) as { packages: Record<string, { 'release-type': string; 'package-name': string; 'extra-files': Array<{ path: string }> }> };
    expect(config.packages['.']).toMatchObject({ 'release-type': 'node', 'package-name': 'tend-action' });
    expect(config.packages['.']!['extra-files'].map((f) => f.path)).toEqual(['src/cli/help.ts', '.github/workflows/tend.yml']);
    const workflow = parseYaml(read('.github/workflows/release.yml')) as { jobs: Record<string, { steps: Array<{ run?: string; uses?: string }> }> };
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    expect(runs.some((run) => run.includes('npm publish --provenance'))).toBe(true);
    expect(runs.some((run) => /git push --force origin "refs\/tags\/\$MAJOR"/.test(run))).toBe(true);
  });
});
