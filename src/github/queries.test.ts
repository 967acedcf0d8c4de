// Every GraphQL document tend can send is valid against GitHub's published schema
// (@octokit/graphql-schema) and uses no field, argument or enum value GitHub has deprecated: a
// wrong name fails here instead of on github.com, and a deprecated one before GitHub removes it.
//
// Which documents, without a hand-kept list:
// 1. A document is text, and text in the sources is in string and template literals. The
//    TypeScript parser lists every literal of src/ (so comments and code are not mistaken for
//    documents, and a document split around `${…}` is still seen); every definition a literal's
//    text holds (`query|mutation|subscription Name`, `fragment Name on`) is one the sources can
//    send. An anonymous operation is refused: its name is what ties a literal to its document.
// 2. What is validated: every export of queries.ts, each a document or a builder called below in
//    every shape it takes (BUILDERS; an unlisted builder fails), and each whole literal outside
//    queries.ts that holds a definition (only the selftest's probes may; see OUTSIDE_QUERIES).
// 3. Every definition of 1 must be defined by a document of 2, by name (names are unique), so a
//    document in the sources that is not validated fails.
// 4. Every `.graphql(` call of src/ is traced back from its first argument to an import from
//    queries.ts or a literal (through variables, and through a parameter to its callers in the
//    file), so no document reaches the client from anywhere 1 and 2 do not see.
// The rules are graphql-js's own: `specifiedRules` (what GitHub's validation checks) and
// `NoDeprecatedCustomRule`.

import { schema as githubSchema } from '@octokit/graphql-schema';
import { buildSchema, Kind, NoDeprecatedCustomRule, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as queries from './queries.js';

const schema = buildSchema(githubSchema.idl, { assumeValidSDL: true });
const RULES = [...specifiedRules, NoDeprecatedCustomRule];

/** What GitHub's schema says is wrong with a document, deprecations included; [] when nothing. */
function schemaProblems(document: string): string[] {
  return validate(schema, parse(document), RULES).map((e) => e.message);
}

const SRC = join(import.meta.dirname, '..');
const QUERIES = 'github/queries.ts';

/**
 * The documents queries.ts builds per request, with every shape they can take. A builder's
 * fields depend only on its flags, so these are all the documents it can return.
 */
const BUILDERS: Record<string, unknown[][]> = {
  answerThreadsDocument: [
    [[{ reply: true, resolve: true }, { reply: true, resolve: false }, { reply: false, resolve: true }]],
    [[{ reply: true, resolve: false }]],
    [[{ reply: false, resolve: true }]],
    [[{ reply: true, resolve: true }], { comments: 0 }],
    [[{ reply: true, resolve: false }, { reply: false, resolve: true }], { comments: 2 }],
    [[{ reply: true, resolve: false }], { comments: 0, addLabels: true }],
    [[{ reply: true, resolve: true }], { comments: 1, addLabels: true, removeLabels: true }],
    [[{ reply: false, resolve: true }], { comments: 0, removeLabels: true }],
  ],
  saveAndUnlabelDocument: [[true], [false]],
  commentsThenUpdateDocument: [[1], [2]],
  pullSnapshotsDocument: [[1], [3]],
  finishMergedDocument: [
    [{ refId: 'R', label: {} }],
    [{ refId: null, label: {} }],
    [{ refId: 'R', label: null }],
    [{ refId: null, label: null }],
    [{ refId: 'R', label: {}, warmBase: 'main' }],
  ],
};

/**
 * The only documents outside queries.ts: the selftest's probes of what GitHub refuses, whole
 * literals in selftest-probes.ts. One of them is meant to fail the schema, with this error.
 */
const OUTSIDE_QUERIES = 'cli/selftest-probes.ts';
const REFUSED_ON_PURPOSE: Record<string, string> = {
  SelftestNoSuchField: 'Cannot query field "tendSelftestNoSuchField" on type "Repository".',
};

// ---- 1: the definitions the sources hold ----

interface Definition {
  /** src-relative path and line of the literal. */
  where: string;
  file: string;
  kind: 'operation' | 'fragment' | 'anonymous';
  name: string;
  /** The literal's text when it is whole (no `${…}`): a document that can be validated as it is. */
  whole: string | null;
}

const NAMED = /\b(query|mutation|subscription)\s+([_A-Za-z]\w*)\s*[({@]|\bfragment\s+([_A-Za-z]\w*)\s+on\s/g;
const ANONYMOUS = /(?:^|[^\w$])(query|mutation|subscription)\s*[({]/;

/** The text of a literal, `${…}` replaced by a space; null for a node that is not a literal. */
function literalText(node: ts.Node): { text: string; whole: boolean } | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { text: node.text, whole: true };
  if (ts.isTemplateExpression(node)) return { text: [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' '), whole: false };
  return null;
}

/** Whether a whole literal is a GraphQL document of its own, as `{ viewer { login } }` is. */
function parsesAsDocument(text: string): boolean {
  try {
    return parse(text).definitions.length > 0;
  } catch {
    return false;
  }
}

function definitionsIn(file: string, source: string): Definition[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Definition[] = [];
  const visit = (node: ts.Node) => {
    const literal = literalText(node);
    if (literal) {
      const where = `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const whole = literal.whole ? literal.text : null;
      const named = [...literal.text.matchAll(NAMED)];
      for (const match of named) found.push({ where, file, kind: match[3] ? 'fragment' : 'operation', name: match[2] ?? match[3]!, whole });
      if (named.length === 0 && (ANONYMOUS.test(literal.text) || (literal.whole && literal.text.trimStart().startsWith('{') && parsesAsDocument(literal.text)))) {
        found.push({ where, file, kind: 'anonymous', name: '', whole });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles().map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const definitions = files.flatMap(({ file, text }) => definitionsIn(file, text));

// ---- 2: the documents validated ----

interface Sent {
  label: string;
  text: string;
}

function sentDocuments(): { sent: Sent[]; problems: string[] } {
  const sent: Sent[] = [];
  const problems: string[] = [];
  for (const [name, value] of Object.entries(queries)) {
    if (typeof value === 'string') sent.push({ label: name, text: value });
    else if (typeof value === 'function' && BUILDERS[name]) {
      BUILDERS[name].forEach((args, i) => sent.push({ label: `${name} #${i + 1}`, text: (value as (...a: unknown[]) => string)(...args) }));
    } else problems.push(`queries.ts exports ${name}, neither a document nor a builder listed in BUILDERS`);
  }
  for (const d of definitions.filter((d) => d.file !== QUERIES && d.kind !== 'anonymous')) {
    if (d.whole === null) problems.push(`${d.where}: ${d.name} is built outside queries.ts; move it there`);
    else if (!sent.some((s) => s.text === d.whole)) sent.push({ label: `${d.name} (${d.where})`, text: d.whole });
  }
  return { sent, problems };
}

const { sent, problems: exportProblems } = sentDocuments();

function definedNames(document: DocumentNode): string[] {
  return document.definitions.flatMap((d) => ((d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION) && d.name ? [d.name.value] : []));
}

/** Definitions found in the sources that no validated document defines. */
function unvalidated(found: readonly Definition[], documents: readonly Sent[]): string[] {
  const names = new Set(documents.flatMap((s) => definedNames(parse(s.text))));
  return found.filter((d) => d.kind !== 'anonymous' && !names.has(d.name)).map((d) => `${d.where}: ${d.kind} ${d.name} is not validated`);
}

// ---- 4: what reaches octokit.graphql ----

/**
 * Where the document of each `.graphql(` call comes from, traced back through variables, and
 * through a parameter to the calls of its function in the same file; what cannot be traced to an
 * import from queries.ts or a literal is a problem.
 */
function untracedCalls(file: string, source: string): { calls: number; problems: string[] } {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const fromQueries = new Set<string>();
  for (const statement of tree.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && /(^|\/)queries\.js$/.test(statement.moduleSpecifier.text)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) fromQueries.add(e.name.text);
    }
  }
  const line = (node: ts.Node) => `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const all: ts.Node[] = [];
  const collect = (node: ts.Node) => {
    all.push(node);
    ts.forEachChild(node, collect);
  };
  collect(tree);

  const trace = (expr: ts.Expression, seen: Set<ts.Node>): string[] => {
    while (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr)) expr = expr.expression;
    if (seen.has(expr)) return [];
    seen.add(expr);
    if (literalText(expr)) return [];
    if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression) && fromQueries.has(expr.expression.text)) return [];
    if (!ts.isIdentifier(expr)) return [`${line(expr)}: cannot tell which document \`${expr.getText()}\` is`];
    const name = expr.text;
    if (fromQueries.has(name)) return (queries as Record<string, unknown>)[name] !== undefined ? [] : [`${line(expr)}: queries.ts exports no ${name}`];
    for (let scope: ts.Node | undefined = expr.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope)) {
        const index = scope.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === name);
        if (index >= 0) {
          const fn = ts.isFunctionDeclaration(scope) ? scope.name?.text : ts.isVariableDeclaration(scope.parent) && ts.isIdentifier(scope.parent.name) ? scope.parent.name.text : undefined;
          const callers = all.filter((n): n is ts.CallExpression => ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === fn);
          if (!fn || callers.length === 0) return [`${line(expr)}: \`${name}\` is a parameter of a function not called in ${file}`];
          return callers.flatMap((c) => (c.arguments[index] ? trace(c.arguments[index], seen) : [`${line(c)}: no argument for \`${name}\``]));
        }
      }
      const declaration = all.find(
        (n): n is ts.VariableDeclaration => ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name && n.initializer !== undefined && n.pos >= scope!.pos && n.end <= scope!.end,
      );
      if (declaration?.initializer) return trace(declaration.initializer, seen);
    }
    return [`${line(expr)}: cannot tell where \`${name}\` comes from`];
  };

  const calls = all.filter((n): n is ts.CallExpression => ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'graphql');
  const viaRequest = all.filter(
    (n): n is ts.CallExpression => ts.isCallExpression(n) && n.arguments[0] !== undefined && ts.isStringLiteral(n.arguments[0]) && /^\w+\s+\/graphql\b/.test(n.arguments[0].text),
  );
  return {
    calls: calls.length,
    problems: [
      ...calls.flatMap((c) => (c.arguments[0] ? trace(c.arguments[0], new Set()) : [`${line(c)}: a graphql call without a document`])),
      ...viaRequest.map((c) => `${line(c)}: a GraphQL request past octokit.graphql`),
    ],
  };
}

describe("GraphQL documents against GitHub's schema", () => {
  it.each(sent.filter((s) => !definedNames(parse(s.text)).some((n) => n in REFUSED_ON_PURPOSE)).map((s) => [s.label, s.text]))(
    '%s is valid and uses nothing deprecated',
    (_label, document) => {
      expect(schemaProblems(document)).toEqual([]);
    },
  );

  it('the selftest probe of a missing field fails the schema with exactly the error it probes for', () => {
    const probes = sent.filter((s) => definedNames(parse(s.text)).some((n) => n in REFUSED_ON_PURPOSE));
    expect(probes.map((p) => [definedNames(parse(p.text)), schemaProblems(p.text)])).toEqual(Object.entries(REFUSED_ON_PURPOSE).map(([name, error]) => [[name], [error]]));
  });

  it('every definition in the sources is in a validated document, and no document is built elsewhere', () => {
    expect(exportProblems).toEqual([]);
    expect(unvalidated(definitions, sent)).toEqual([]);
  });

  it('every operation in the sources is named, and each name is defined by one literal only', () => {
    expect(definitions.filter((d) => d.kind === 'anonymous').map((d) => d.where)).toEqual([]);
    const twice = definitions.filter((d, i) => definitions.findIndex((e) => e.name === d.name && e.kind === d.kind) !== i);
    expect(twice.map((d) => `${d.where}: ${d.name}`)).toEqual([]);
  });

  it('every document reaching octokit.graphql comes from queries.ts or a literal the scan sees', () => {
    const traced = files.map(({ file, text }) => ({ file, ...untracedCalls(file, text) }));
    expect(traced.flatMap((t) => t.problems)).toEqual([]);
    // The trace sees the calls it must: direct ones, through a local (threads.ts) and through a parameter (the other two).
    expect(traced.filter((t) => t.calls > 0).map((t) => t.file)).toEqual(expect.arrayContaining(['github/run-context.ts', 'github/threads.ts', 'github/pull-snapshot.ts', 'cli/selftest-probes.ts']));
  });

  it('no GraphQL document lives outside src/github/queries.ts but the selftest probes', () => {
    expect([...new Set(definitions.map((d) => d.file))].filter((f) => f !== QUERIES && f !== OUTSIDE_QUERIES)).toEqual([]);
  });

  // octokit.graphql takes variables and request options in one object and refuses these names.
  it.each(sent.map((s) => [s.label, s.text]))('%s declares no variable octokit reserves for itself', (_label, document) => {
    const reserved = ['method', 'baseUrl', 'url', 'headers', 'request', 'query', 'mediaType', 'operationName'];
    const declared = parse(document).definitions.flatMap((d) =>
      d.kind === Kind.OPERATION_DEFINITION ? (d.variableDefinitions ?? []).map((v) => v.variable.name.value) : [],
    );
    expect(declared.filter((name) => reserved.includes(name))).toEqual([]);
  });
});

describe('the check itself fails when it should', () => {
  it('on a document broken on purpose: a field GitHub does not have', () => {
    expect(schemaProblems(queries.PULL_SNAPSHOT.replace('headRefOid', 'headRefOidd'))).toEqual([
      'Cannot query field "headRefOidd" on type "PullRequest". Did you mean "headRefOid", "headRef", "headRefName", or "baseRefOid"?',
    ]);
  });

  it('on a deprecated field (review comments by databaseId) and a deprecated enum value', () => {
    expect(schemaProblems(queries.THREAD_ANSWERS.replace('fullDatabaseId', 'databaseId'))).toEqual([
      'The field PullRequestReviewComment.databaseId is deprecated. `databaseId` will be removed because it does not support 64-bit signed integer identifiers. Use `fullDatabaseId` instead. Removal on 2024-07-01 UTC.',
    ]);
    expect(schemaProblems('query TendProbe { viewer { packages(first: 1, packageType: NPM) { totalCount } } }')).toEqual([
      expect.stringMatching(/^The enum value "PackageType\.NPM" is deprecated\./),
    ]);
  });

  it('on a document in the sources that is not validated, split by ${…} or not', () => {
    const hidden = definitionsIn('x.ts', 'const A = `query TendHidden($n: Int!) { ${FIELDS} }`;\nconst B = "fragment TendLost on User { login }";');
    expect(unvalidated(hidden, sent)).toEqual(['x.ts:1: operation TendHidden is not validated', 'x.ts:2: fragment TendLost is not validated']);
    expect(definitionsIn('y.ts', 'octokit.graphql(`{ viewer { login } }`); octokit.graphql("mutation($id: ID!) { x }");').map((d) => d.kind)).toEqual(['anonymous', 'anonymous']);
    // Comments and prose are not literals: no definition is seen in them.
    expect(definitionsIn('z.ts', '// query TendComment { viewer }\nconst s = "the search query returned nothing";')).toEqual([]);
  });

  it('on a document reaching octokit.graphql from a place the scan cannot see', () => {
    const source = [
      "import { RUN_CONTEXT } from './queries.js';",
      'async function send(octokit, text) { return octokit.graphql(text); }',
      "send(o, RUN_CONTEXT); send(o, readFileSync('q.graphql', 'utf8'));",
      "const fromFile = load(); octokit.graphql(fromFile); octokit.request('POST /graphql', { query: fromFile });",
    ].join('\n');
    expect(untracedCalls('w.ts', source).problems).toEqual([
      "w.ts:3: cannot tell which document `readFileSync('q.graphql', 'utf8')` is",
      'w.ts:4: cannot tell which document `load()` is',
      'w.ts:4: a GraphQL request past octokit.graphql',
    ]);
  });
});
