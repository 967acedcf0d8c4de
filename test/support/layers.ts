// The floors of src/ (docs: ARCHITECTURE.md) and a checker for them. A file imports only from its own
// floor or below; the folder-level import graph has no cycles; nothing in src/ imports the emulator
// except the CLI's demo. The checker is a pure function of {file → import specifiers}, so tests can
// hand it a synthetic tree and see it catch each kind of breach.

import { readdir, readFile } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/** One floor: the folders of src/ (with a trailing slash) and root files of src/ that live on it. */
export interface Floor {
  floor: number;
  role: string;
  units: readonly string[];
}

/**
 * The one table. A new folder of src/ fails the architecture test until it is placed here, so every
 * folder is put on a floor on purpose. Workflows not yet written are placed already: they go on 3.
 */
export const FLOORS: readonly Floor[] = [
  { floor: 1, role: 'vocabulary', units: ['core/'] },
  {
    floor: 2,
    role: 'adapters and shared services',
    units: ['config/', 'route/', 'registry/', 'store/', 'evidence/', 'llm/', 'git/', 'github/'],
  },
  { floor: 3, role: 'workflows', units: ['ship/', 'triage/', 'chat/', 'review/', 'plan/', 'implement/', 'remember/', 'learnings/'] },
  { floor: 4, role: 'sequencing and publishing a run', units: ['run/', 'report/'] },
  { floor: 5, role: 'entry points', units: ['index.ts', 'main.ts', 'cli/'] },
];

/** Files of src/ that may import the emulator (src/emulator/** or the top-level emulator/**). */
export const EMULATOR_IMPORTERS: readonly string[] = ['src/cli/demo.ts'];

const TABLE = 'FLOORS in test/support/layers.ts';

/** One import of a file: what it names, and where. `computed` when import() is given an expression. */
export interface ImportRef {
  specifier: string;
  line: number;
  computed?: boolean;
}

/** Repository-relative POSIX path (`src/core/x.ts`) → the imports in that file. */
export type ImportGraph = Readonly<Record<string, readonly ImportRef[]>>;

/** One import, resolved: the file and line it is on and the folders (units) at both ends. */
export interface Edge {
  file: string;
  line: number;
  specifier: string;
  from: string;
  to: string;
}

export type Violation =
  | ({ kind: 'upward'; message: string; fromFloor: number; toFloor: number } & Edge)
  | { kind: 'emulator'; message: string; file: string; line: number; specifier: string; target: string }
  | { kind: 'outside'; message: string; file: string; line: number; specifier: string; target: string }
  | { kind: 'computed'; message: string; file: string; line: number; specifier: string }
  | { kind: 'unplaced'; message: string; unit: string; files: string[] }
  | { kind: 'cycle'; message: string; members: string[]; cycle: Edge[]; edges: Edge[] };

export interface CheckOptions {
  floors?: readonly Floor[];
  emulatorImporters?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Reading imports

/**
 * Every module a file names, by the TypeScript parser: import and export ... from (type-only too:
 * they couple the layers all the same), import = require, require('x'), import('x') as a call and
 * as a type (`typeof import('x')`).
 */
export function parseImports(fileName: string, text: string): ImportRef[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const refs: ImportRef[] = [];
  const add = (node: ts.Node, specifier: string, computed = false): void => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    refs.push(computed ? { specifier, line, computed } : { specifier, line });
  };
  const literal = (node: ts.Node | undefined): string | undefined =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const specifier = literal(node.moduleSpecifier);
      if (specifier !== undefined) add(node, specifier);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const specifier = literal(node.moduleReference.expression);
      if (specifier !== undefined) add(node, specifier);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const specifier = literal(node.argument.literal);
      if (specifier !== undefined) add(node, specifier);
    } else if (ts.isCallExpression(node)) {
      const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (dynamic || required) {
        const argument = node.arguments[0];
        const specifier = literal(argument);
        if (specifier !== undefined) add(node, specifier);
        else if (dynamic && argument) add(node, argument.getText(source), true);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

const CODE = /\.(?:[cm]?ts|tsx)$/;

/** The import graph of every TypeScript file under `root/srcDir`, keyed by repository-relative path. */
export async function readImportGraph(root: string, srcDir = 'src'): Promise<Record<string, ImportRef[]>> {
  const graph: Record<string, ImportRef[]> = {};
  const entries = await readdir(join(root, srcDir), { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !CODE.test(entry.name)) continue;
    const full = join(entry.parentPath, entry.name);
    const path = relative(root, full).split(sep).join('/');
    graph[path] = parseImports(path, await readFile(full, 'utf8'));
  }
  return graph;
}

// ---------------------------------------------------------------------------------------------
// Checking

type Target =
  | { kind: 'package' }
  | { kind: 'emulator'; path: string }
  | { kind: 'outside'; path: string }
  | { kind: 'unit'; unit: string };

/** `src/chat/adapters/x.ts` → `chat/`; `src/main.ts` → `main.ts`; undefined outside src/. */
function unitOf(path: string): string | undefined {
  if (!path.startsWith('src/')) return undefined;
  const rest = path.slice('src/'.length);
  const slash = rest.indexOf('/');
  if (slash >= 0) return rest.slice(0, slash + 1);
  // A root file: './main.js' names main.ts. A bare name without extension is a folder import.
  return /\.[cm]?[jt]sx?$/.test(rest) ? rest.replace(/\.[cm]?[jt]sx?$/, '.ts') : `${rest}/`;
}

function isEmulator(path: string): boolean {
  return ['src/emulator', 'emulator'].some((dir) => path === dir || path.startsWith(`${dir}/`));
}

function resolveTarget(file: string, specifier: string): Target {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') {
    return { kind: 'package' };
  }
  const path = posix.normalize(posix.join(posix.dirname(file), specifier));
  if (isEmulator(path)) return { kind: 'emulator', path };
  const unit = unitOf(path);
  return unit === undefined ? { kind: 'outside', path } : { kind: 'unit', unit };
}

/** Files the layer rules apply to: product code of src/, not its tests, not the emulator. */
function isProductFile(path: string): boolean {
  return path.startsWith('src/') && !isEmulator(path) && !/\.test\.[cm]?tsx?$/.test(path);
}

/**
 * Every breach of the floors in `graph`, unplaced folders and cycles first. An empty list is a
 * tree whose imports all go sideways or down and never come back round.
 */
export function checkLayers(graph: ImportGraph, options: CheckOptions = {}): Violation[] {
  const floors = options.floors ?? FLOORS;
  const emulatorImporters = new Set(options.emulatorImporters ?? EMULATOR_IMPORTERS);
  const floorOf = new Map<string, Floor>();
  for (const floor of floors) for (const unit of floor.units) floorOf.set(unit, floor);
  const describe = (unit: string): string => {
    const floor = floorOf.get(unit);
    return floor ? `${unit} (floor ${floor.floor}, ${floor.role})` : `${unit} (on no floor)`;
  };

  const unitFiles = new Map<string, string[]>();
  const edges: Edge[] = [];
  const upward: Violation[] = [];
  const emulator: Violation[] = [];
  const outside: Violation[] = [];
  const computed: Violation[] = [];

  for (const file of Object.keys(graph).sort()) {
    if (!file.startsWith('src/') || isEmulator(file)) continue;
    const from = unitOf(file)!;
    unitFiles.set(from, [...(unitFiles.get(from) ?? []), file]);
    if (!isProductFile(file)) continue;

    for (const ref of graph[file] ?? []) {
      const at = `${file}:${ref.line}`;
      if (ref.computed) {
        computed.push({
          kind: 'computed',
          file,
          line: ref.line,
          specifier: ref.specifier,
          message: `${at} imports a computed module (import(${ref.specifier})) from ${describe(from)}: the layers cannot be checked; name the module with a string literal`,
        });
        continue;
      }
      const target = resolveTarget(file, ref.specifier);
      if (target.kind === 'package') continue;
      if (target.kind === 'emulator') {
        if (emulatorImporters.has(file)) continue;
        emulator.push({
          kind: 'emulator',
          file,
          line: ref.line,
          specifier: ref.specifier,
          target: target.path,
          message: `${at} imports '${ref.specifier}' — the emulator (${target.path}, on no floor) — from ${describe(from)}: nothing in src/ imports the emulator except ${[...emulatorImporters].join(', ')}`,
        });
        continue;
      }
      if (target.kind === 'outside') {
        outside.push({
          kind: 'outside',
          file,
          line: ref.line,
          specifier: ref.specifier,
          target: target.path,
          message: `${at} imports '${ref.specifier}' (${target.path}, outside src/) from ${describe(from)}: src/ holds only what ships, and imports nothing beside it`,
        });
        continue;
      }
      if (target.unit === from) continue;
      const edge: Edge = { file, line: ref.line, specifier: ref.specifier, from, to: target.unit };
      edges.push(edge);
      const fromFloor = floorOf.get(from);
      const toFloor = floorOf.get(target.unit);
      if (fromFloor && toFloor && toFloor.floor > fromFloor.floor) {
        upward.push({
          kind: 'upward',
          ...edge,
          fromFloor: fromFloor.floor,
          toFloor: toFloor.floor,
          message: `${at} imports '${ref.specifier}': ${describe(from)} reaches up to ${describe(target.unit)}; a file imports only from its own floor or below`,
        });
      }
    }
  }

  // Units named only as import targets (a folder with no files yet) must be placed as well.
  for (const edge of edges) if (!unitFiles.has(edge.to)) unitFiles.set(edge.to, []);
  const unplaced: Violation[] = [...unitFiles.keys()]
    .filter((unit) => !floorOf.has(unit))
    .sort()
    .map((unit) => {
      const files = unitFiles.get(unit) ?? [];
      const shown = files.length > 0 ? `${files.slice(0, 3).join(', ')}${files.length > 3 ? `, … ${files.length} files` : ''}` : 'imported, no files';
      return {
        kind: 'unplaced',
        unit,
        files,
        message: `src/${unit} is on no floor (${shown}): add it to the floor table (${TABLE}), or fold it into a folder that has a floor`,
      };
    });

  const floorNumber = (unit: string): number | undefined => floorOf.get(unit)?.floor;
  return [...unplaced, ...findCycles(edges, floorNumber), ...upward, ...emulator, ...outside, ...computed];
}

/** Folder cycles: each strongly connected component of two or more folders, with a shortest loop. */
function findCycles(edges: readonly Edge[], floorOf: (unit: string) => number | undefined): Violation[] {
  const describe = (unit: string): string => `${unit} (${floorOf(unit) === undefined ? 'no floor' : `floor ${floorOf(unit)}`})`;
  // Which way an import goes: up is a breach of its own; same-floor and down ones only close loops.
  const direction = (e: Edge): string => {
    const [from, to] = [floorOf(e.from), floorOf(e.to)];
    if (from === undefined || to === undefined) return 'no floor';
    return to > from ? `up ${from}→${to}` : to === from ? `same floor ${from}` : `down ${from}→${to}`;
  };
  const next = new Map<string, Map<string, Edge[]>>();
  for (const edge of edges) {
    const out = next.get(edge.from) ?? new Map<string, Edge[]>();
    out.set(edge.to, [...(out.get(edge.to) ?? []), edge]);
    next.set(edge.from, out);
  }
  const units = [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort();
  const neighbours = (unit: string): string[] => [...(next.get(unit)?.keys() ?? [])].sort();

  return stronglyConnected(units, neighbours)
    .filter((component) => component.length > 1)
    .map((component) => [...component].sort())
    .sort((a, b) => a[0]!.localeCompare(b[0]!))
    .map((members) => {
      const inside = new Set(members);
      const loop = shortestLoop(members, (u) => neighbours(u).filter((v) => inside.has(v)));
      const cycle = loop.map((unit, i) => next.get(unit)!.get(loop[(i + 1) % loop.length]!)![0]!);
      const pairs = members.flatMap((u) =>
        neighbours(u)
          .filter((v) => inside.has(v))
          .map((v) => next.get(u)!.get(v)!),
      );
      const lines = [
        `folder cycle among ${members.length} folders: ${members.map(describe).join(', ')}`,
        `  shortest loop: ${[...loop, loop[0]].join(' → ')}`,
        ...cycle.map((e) => `    ${e.file}:${e.line} imports '${e.specifier}' (${e.from} → ${e.to}, ${direction(e)})`),
        `  every folder import inside the cycle (${pairs.length}); break the loop by moving code down or sideways:`,
        ...pairs.map((group) => {
          const e = group[0]!;
          return `    ${e.from} → ${e.to} [${direction(e)}]: ${group.length} import${group.length === 1 ? '' : 's'}, e.g. ${e.file}:${e.line} '${e.specifier}'`;
        }),
      ];
      return { kind: 'cycle' as const, members, cycle, edges: pairs.flat(), message: lines.join('\n') };
    });
}

/** Tarjan's algorithm; components come out in reverse topological order. */
function stronglyConnected(nodes: readonly string[], neighbours: (node: string) => string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const other of neighbours(node)) {
      if (!index.has(other)) {
        connect(other);
        low.set(node, Math.min(low.get(node)!, low.get(other)!));
      } else if (onStack.has(other)) {
        low.set(node, Math.min(low.get(node)!, index.get(other)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of nodes) if (!index.has(node)) connect(node);
  return components;
}

/** The shortest directed loop through any of `nodes` (breadth-first from each; ties by name). */
function shortestLoop(nodes: readonly string[], neighbours: (node: string) => string[]): string[] {
  let best: string[] = [];
  for (const start of nodes) {
    const parent = new Map<string, string>();
    const queue = [start];
    let found: string | undefined;
    for (let i = 0; i < queue.length && found === undefined; i += 1) {
      const node = queue[i]!;
      for (const other of neighbours(node)) {
        if (other === start) {
          found = node;
          break;
        }
        if (!parent.has(other)) {
          parent.set(other, node);
          queue.push(other);
        }
      }
    }
    if (found === undefined) continue;
    const loop = [found];
    while (loop[0] !== start) loop.unshift(parent.get(loop[0]!)!);
    if (best.length === 0 || loop.length < best.length) best = loop;
  }
  return best;
}

/** The violations as a report: a count by kind, then one entry each. Empty for a clean tree. */
export function formatViolations(violations: readonly Violation[]): string {
  if (violations.length === 0) return '';
  const counts = new Map<string, number>();
  for (const v of violations) counts.set(v.kind, (counts.get(v.kind) ?? 0) + 1);
  const label: Record<Violation['kind'], [string, string]> = {
    unplaced: ['folder on no floor', 'folders on no floor'],
    cycle: ['folder cycle', 'folder cycles'],
    upward: ['upward import', 'upward imports'],
    emulator: ['import of the emulator', 'imports of the emulator'],
    outside: ['import from outside src/', 'imports from outside src/'],
    computed: ['computed import', 'computed imports'],
  };
  const summary = [...counts].map(([kind, n]) => `${n} ${label[kind as Violation['kind']][n === 1 ? 0 : 1]}`).join(', ');
  return [
    `src/ breaks its floors (ARCHITECTURE.md; table: ${TABLE}): ${summary}`,
    ...violations.map((v) => `- ${v.message}`),
  ].join('\n');
}
