// The floors of src/ (ARCHITECTURE.md): a file imports only from its own floor or below, folders never
// import each other round in a circle, and only the CLI's demo imports the emulator. The checker is
// first shown catching each breach in a small tree of its own, then run on the repository's src/.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLayers, formatViolations, parseImports, readImportGraph, type Violation } from './support/layers.js';

const root = join(import.meta.dirname, '..');

let temp: string;
beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'tend-architecture-'));
});
afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

/** Writes `files` (path → source) into a fresh repository folder and returns its violations. */
async function checkTree(name: string, files: Record<string, string>): Promise<Violation[]> {
  const repo = join(temp, name);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(repo, path)), { recursive: true });
    await writeFile(join(repo, path), text);
  }
  return checkLayers(await readImportGraph(repo));
}

function only<K extends Violation['kind']>(violations: Violation[], kind: K): Extract<Violation, { kind: K }>[] {
  return violations.filter((v): v is Extract<Violation, { kind: K }> => v.kind === kind);
}

describe('reading imports', () => {
  it('sees every way a file names another module, type-only and dynamic ones included', () => {
    const text = [
      "import { a } from '../a/a.js';",
      "import type { B } from '../b/b.js';",
      "import '../c/side-effect.js';",
      "export { d } from '../d/d.js';",
      "export type { E } from '../e/e.js';",
      "export * from '../f/f.js';",
      "import g = require('../g/g.js');",
      'type H = typeof import("../h/h.js");',
      'export async function late() {',
      "  const i = await import('../i/i.js');",
      '  const j = await import(`../j/j.js`);',
      '  return [i, j, g];',
      '}',
      "const k = require('../k/k.js');",
      "// import { z } from '../z/z.js'; (a comment is not an import)",
      "const s = \"import x from '../y/y.js'\";",
    ].join('\n');
    const refs = parseImports('src/x/x.ts', text);
    expect(refs.map((r) => r.specifier)).toEqual(['../a/a.js', '../b/b.js', '../c/side-effect.js', '../d/d.js', '../e/e.js', '../f/f.js', '../g/g.js', '../h/h.js', '../i/i.js', '../j/j.js', '../k/k.js']);
    expect(refs.find((r) => r.specifier === '../i/i.js')?.line).toBe(10);
  });

  it('marks an import() of a computed name, which the floors cannot be checked against', () => {
    const refs = parseImports('src/x/x.ts', 'const name = "./y.js";\nexport const m = import(name);\n');
    expect(refs).toEqual([{ specifier: 'name', line: 2, computed: true }]);
    expect(only(checkLayers({ 'src/run/x.ts': refs }), 'computed')[0]?.message).toContain('src/run/x.ts:2');
  });
});

describe('the checker', () => {
  it('reports an import up a floor with the file, the import and both floors (type-only and dynamic ones too)', async () => {
    const violations = await checkTree('upward', {
      'src/core/target.ts': "import type { Client } from '../github/client.js';\nexport type Target = { client: Client };\n",
      'src/core/late.ts': "export async function late() {\n  return (await import('../run/run.js')).run;\n}\n",
      'src/github/client.ts': "import type { Target } from '../core/target.js';\nexport type Client = { target?: Target };\n",
      'src/run/run.ts': "import { late } from '../core/late.js';\nexport const run = late;\n",
      'src/ship/handler.ts': "import type { Client } from '../github/client.js';\nexport type Handler = Client;\n",
    });
    const upward = only(violations, 'upward');
    expect(upward.map((v) => [v.file, v.line, v.from, v.to, v.fromFloor, v.toFloor])).toEqual([
      ['src/core/late.ts', 2, 'core/', 'run/', 1, 4],
      ['src/core/target.ts', 1, 'core/', 'github/', 1, 2],
    ]);
    const message = upward[1]!.message;
    for (const part of ['src/core/target.ts:1', "'../github/client.js'", 'core/ (floor 1', 'github/ (floor 2']) expect(message).toContain(part);
    // Each upward import closes a loop with a downward one; the loops are reported as well.
    expect(only(violations, 'cycle').map((v) => v.members)).toEqual([['core/', 'github/', 'run/']]);
    expect(only(violations, 'unplaced')).toEqual([]);
  });

  it('reports folders of one floor that import each other, directly or through others, naming every member', async () => {
    const violations = await checkTree('cycle', {
      'src/git/commit-tree.ts': "import { safe } from '../llm/tools/safe-git.js';\nexport const tree = safe;\n",
      'src/llm/tools/safe-git.ts': "import { pr } from '../../github/pull.js';\nexport const safe = pr;\n",
      'src/github/pull.ts': "import type { Ref } from '../git/refs.js';\nexport const pr = 1 as Ref;\n",
      'src/git/refs.ts': 'export type Ref = number;\n',
      'src/store/target-state.ts': "import { admit } from '../registry/dispatch.js';\nexport const state = admit;\n",
      'src/registry/dispatch.ts': "import type { State } from '../store/marker.js';\nexport const admit = 1 as State;\n",
      'src/store/marker.ts': 'export type State = number;\n',
      'src/ship/handler.ts': "import { tree } from '../git/commit-tree.js';\nexport const handler = tree;\n",
    });
    const cycles = only(violations, 'cycle');
    expect(cycles.map((v) => v.members)).toEqual([['git/', 'github/', 'llm/'], ['registry/', 'store/']]);
    const three = cycles[0]!;
    expect(three.cycle.map((e) => `${e.from}→${e.to}`)).toEqual(['git/→llm/', 'llm/→github/', 'github/→git/']);
    for (const part of ['git/ (floor 2)', 'github/ (floor 2)', 'llm/ (floor 2)', 'git/ → llm/ → github/ → git/', "src/llm/tools/safe-git.ts:1 imports '../../github/pull.js'", "src/github/pull.ts:1 imports '../git/refs.js'"]) {
      expect(three.message).toContain(part);
    }
    expect(only(violations, 'upward')).toEqual([]);
    expect(violations).toHaveLength(2);
  });

  it('reports product code that imports the emulator, in src/ or at the top level; the demo and tests may', async () => {
    const violations = await checkTree('emulator', {
      'src/ship/run-ship.ts': "import { startEmulator } from '../emulator/server.js';\nexport const go = startEmulator;\n",
      'src/ship/world.ts': "import type { World } from '../../emulator/github/state.js';\nexport type W = World;\n",
      'src/ship/run-ship.test.ts': "import { startEmulator } from '../emulator/server.js';\nvoid startEmulator;\n",
      'src/cli/demo.ts': "import { runner } from '../../emulator/runner.js';\nexport const demo = runner;\n",
      'src/cli/index.ts': "export const lazy = () => import('../emulator/server.js');\n",
      'src/emulator/server.ts': "import { go } from '../ship/run-ship.js';\nexport const startEmulator = go;\n",
      'emulator/runner.ts': 'export const runner = 1;\n',
      'emulator/github/state.ts': 'export type World = number;\n',
    });
    expect(violations.map((v) => v.kind)).toEqual(['emulator', 'emulator', 'emulator']);
    const emulator = only(violations, 'emulator');
    expect(emulator.map((v) => [v.file, v.target])).toEqual([
      ['src/cli/index.ts', 'src/emulator/server.js'],
      ['src/ship/run-ship.ts', 'src/emulator/server.js'],
      ['src/ship/world.ts', 'emulator/github/state.js'],
    ]);
    for (const part of ['src/ship/run-ship.ts:1', "'../emulator/server.js'", 'ship/ (floor 3', 'the emulator']) expect(emulator[1]!.message).toContain(part);
  });

  it('fails a folder that is on no floor and says to add it to the table', async () => {
    const violations = await checkTree('unplaced', {
      'src/digest/digest.ts': "import { cell } from '../core/text.js';\nexport const digest = cell;\n",
      'src/triage/verdict.ts': "import { digest } from '../digest/digest.js';\nexport const verdict = digest;\n",
      'src/core/text.ts': 'export const cell = 1;\n',
      'src/main.ts': "import { verdict } from './triage/verdict.js';\nexport default verdict;\n",
      'src/helpers.ts': 'export const h = 1;\n',
    });
    const unplaced = only(violations, 'unplaced');
    expect(unplaced.map((v) => v.unit)).toEqual(['digest/', 'helpers.ts']);
    expect(unplaced[0]!.message).toContain('src/digest/ is on no floor (src/digest/digest.ts)');
    expect(unplaced[0]!.message).toContain('add it to the floor table (FLOORS in test/support/layers.ts)');
    expect(violations).toHaveLength(2);
  });

  it('passes a tree that only imports sideways and down', async () => {
    const violations = await checkTree('clean', {
      'src/core/errors.ts': 'export class TendError extends Error {}\n',
      'src/github/client.ts': "import { TendError } from '../core/errors.js';\nexport const fail = () => new TendError();\n",
      'src/git/workspace.ts': "import { fail } from '../github/client.js';\nexport const ws = fail;\n",
      'src/ship/handler.ts': "import type { TendError } from '../core/errors.js';\nimport { ws } from '../git/workspace.js';\nexport const h = (e: TendError) => [e, ws];\n",
      'src/run/run.ts': "import { h } from '../ship/handler.js';\nexport const run = h;\n",
      'src/main.ts': "export const main = () => import('./run/run.js');\n",
      'src/cli/index.ts': "import { main } from '../main.js';\nexport const cli = main;\n",
    });
    expect(formatViolations(violations)).toBe('');
  });
});

describe('src/', () => {
  it('imports only from its own floor or below, without folder cycles, and never the emulator', async () => {
    const graph = await readImportGraph(root);
    // The reader reaches the real files (a checker that sees nothing would pass anything).
    expect(graph['src/main.ts']?.map((r) => r.specifier)).toContain('./run/run.js');
    const violations = checkLayers(graph);
    if (violations.length > 0) expect.fail(formatViolations(violations));
  });
});
