import { describe, expect, it } from 'vitest';
import type { LineEdit } from './apply-suggestion.js';
import { changedLineBytes, planPatch, type PatchPolicy, type ThreadEdit } from './plan-patch.js';

const SERVER_TS = [
  "import express from 'express';", // 1
  '', // 2
  'const app = express();', // 3
  'const port = process.env.PORT || 3000;', // 4
  '', // 5
  "app.get('/health', (_req, res) => {", // 6
  "  res.send('ok');", // 7
  '});', // 8
  '', // 9
  'app.listen(port);', // 10
  '',
].join('\n');

const UTILS_PY = ['def slugify(title):', '    return title.lower().replace(" ", "-")', ''].join('\n');
const README = '# widgets\n\nRun `npm start`.\n';

const policy: PatchPolicy = { allowedPaths: ['**'], allowProtectedPaths: [], canPushWorkflows: true, maxFiles: 10, maxPatchBytes: 10_000 };

function files(): Map<string, string> {
  return new Map([
    ['src/server.ts', SERVER_TS],
    ['app/utils.py', UTILS_PY],
    ['README.md', README],
    ['package.json', '{ "name": "widgets" }\n'],
    ['.github/workflows/ci.yml', 'on: push\n'],
  ]);
}

function edit(threadId: string, path: string, startLine: number, endLine: number, text: string, extra: Partial<LineEdit> = {}): ThreadEdit {
  return { threadId, path, edit: { startLine, endLine, text, outdated: false, originalLines: null, ...extra } };
}

describe('planPatch', () => {
  it('applies several suggestions to one file bottom-up, whatever their order', () => {
    const edits = [
      edit('T1', 'src/server.ts', 4, 4, "const port = Number(process.env.PORT ?? '3000');"),
      edit('T2', 'src/server.ts', 10, 10, 'app.listen(port, () => {\n  console.log(`listening on ${port}`);\n});'),
      edit('T3', 'src/server.ts', 1, 2, "import express from 'express';\nimport helmet from 'helmet';\n\n"),
    ];
    const expected = [
      "import express from 'express';",
      "import helmet from 'helmet';",
      '',
      'const app = express();',
      "const port = Number(process.env.PORT ?? '3000');",
      '',
      "app.get('/health', (_req, res) => {",
      "  res.send('ok');",
      '});',
      '',
      'app.listen(port, () => {',
      '  console.log(`listening on ${port}`);',
      '});',
      '',
    ].join('\n');
    for (const order of [edits, [...edits].reverse()]) {
      const plan = planPatch(files(), order, policy);
      expect(plan.files).toEqual(new Map([['src/server.ts', expected]]));
      expect(plan.refused).toEqual([]);
      expect(new Set(plan.applied)).toEqual(new Set(['T1', 'T2', 'T3']));
    }
  });

  it('applies adjacent ranges, and of overlapping ones only the first, naming it', () => {
    const plan = planPatch(
      files(),
      [
        edit('T1', 'src/server.ts', 6, 8, "app.get('/health', (_req, res) => res.send('ok'));"),
        edit('T2', 'src/server.ts', 9, 10, 'app.listen(Number(port));'),
        edit('T3', 'src/server.ts', 7, 7, "  res.status(200).send('ok');"),
      ],
      policy,
    );
    expect(plan.applied).toEqual(['T1', 'T2']);
    expect(plan.refused).toEqual([{ threadId: 'T3', reason: 'the range (line 7) overlaps lines 6-8, taken by thread T1 which comes first' }]);
    expect(plan.files.get('src/server.ts')).toContain("app.get('/health', (_req, res) => res.send('ok'));\napp.listen(Number(port));\n");
  });

  it('answers two threads that suggest the same fix on the same lines with one change', () => {
    const fix = "const port = Number(process.env.PORT ?? '3000');";
    const plan = planPatch(
      files(),
      [edit('CODERABBIT', 'src/server.ts', 4, 4, fix), edit('COPILOT', 'src/server.ts', 4, 4, `${fix}\n`), edit('GEMINI', 'src/server.ts', 4, 4, 'const port = 3000;')],
      policy,
    );
    expect(plan.applied).toEqual(['CODERABBIT', 'COPILOT']);
    expect(plan.refused).toEqual([{ threadId: 'GEMINI', reason: 'the range (line 4) overlaps line 4, taken by thread CODERABBIT which comes first' }]);
    expect(plan.files.get('src/server.ts')!.split('\n')[3]).toBe(fix);
    expect(plan.diffBytes).toBe(changedLineBytes(['const port = process.env.PORT || 3000;'], [fix]));
  });

  it('relocates an outdated suggestion and checks overlap where it really lands', () => {
    const plan = planPatch(
      files(),
      [
        edit('T1', 'src/server.ts', 7, 7, "  res.json({ status: 'ok' });"),
        edit('T2', 'src/server.ts', 2, 2, "  res.send('OK');", { outdated: true, originalLines: ["  res.send('ok');"] }),
      ],
      policy,
    );
    expect(plan.applied).toEqual(['T1']);
    expect(plan.refused).toEqual([{ threadId: 'T2', reason: 'the range (line 7) overlaps line 7, taken by thread T1 which comes first' }]);
  });

  it('refuses whole files by path policy, and files not at the head', () => {
    const plan = planPatch(
      files(),
      [
        edit('W', '.github/workflows/ci.yml', 1, 1, 'on: [push, pull_request]'),
        edit('P', 'package.json', 1, 1, '{ "name": "widgets", "private": true }'),
        edit('E', '../../etc/passwd', 1, 1, 'root::0:0::/:/bin/sh'),
        edit('M', 'src/missing.ts', 1, 1, 'export {};'),
        edit('OK', 'README.md', 3, 3, 'Run `npm start` (Node 24).'),
      ],
      policy,
    );
    expect(plan.applied).toEqual(['OK']);
    expect([...plan.files.keys()]).toEqual(['README.md']);
    expect(plan.refused.map((r) => r.threadId)).toEqual(['W', 'P', 'E', 'M']);
    expect(plan.refused[0]!.reason).toMatch(/^the path is protected: GitHub configuration/);
    expect(plan.refused[1]!.reason).toMatch(/^the path is protected: a package manifest/);
    expect(plan.refused[2]!.reason).toBe("the path escapes the repository ('..')");
    expect(plan.refused[3]!.reason).toBe('the file is not at the head (missing, or not a regular file)');
  });

  it('opens a protected file when the policy allows it', () => {
    const plan = planPatch(files(), [edit('P', 'package.json', 1, 1, '{ "name": "@acme/widgets" }')], { ...policy, allowProtectedPaths: ['package.json'] });
    expect(plan.files.get('package.json')).toBe('{ "name": "@acme/widgets" }\n');
  });

  it('refuses a suggestion that smuggles in a bidirectional override (Trojan Source)', () => {
    const trojan = '    return title.lower().replace(" ", "-") # \u202E\u2066 if title else ""\u2069\u2066';
    const plan = planPatch(files(), [edit('B', 'app/utils.py', 2, 2, trojan)], policy);
    expect(plan.refused).toEqual([{ threadId: 'B', reason: 'the suggestion would add a bidirectional control character (U+202E)' }]);
    expect(plan.files.size).toBe(0);
  });

  it('refuses zero-width and control characters, but keeps ones the lines already had', () => {
    const withJoiner = new Map([['docs/team.md', '# Team 👩\u200D💻\n\nWe build widgets.\n']]);
    const keep = planPatch(withJoiner, [edit('K', 'docs/team.md', 1, 1, '# Our team 👩\u200D💻')], policy);
    expect(keep.applied).toEqual(['K']);
    const add = planPatch(withJoiner, [edit('Z', 'docs/team.md', 3, 3, 'We build wid\u200Bgets.')], policy);
    expect(add.refused).toEqual([{ threadId: 'Z', reason: 'the suggestion would add an invisible character (U+200B)' }]);
    const escape = planPatch(withJoiner, [edit('C', 'docs/team.md', 3, 3, 'We build widgets.\u001b[8m hidden')], policy);
    expect(escape.refused).toEqual([{ threadId: 'C', reason: 'the suggestion would add a control character (U+001B)' }]);
  });

  it('refuses a suggestion that adds a credential-shaped string', () => {
    const token = `ghp_${'R4nd0mL00k1ng'.repeat(3)}`;
    const plan = planPatch(files(), [edit('S', 'src/server.ts', 4, 4, `const token = '${token}';`), edit('OK', 'app/utils.py', 1, 1, 'def slugify(title: str) -> str:')], policy);
    expect(plan.refused).toEqual([{ threadId: 'S', reason: 'the suggestion adds a credential-shaped string' }]);
    expect(plan.applied).toEqual(['OK']);
    expect(JSON.stringify(plan.refused)).not.toContain(token);
  });

  it('reports an already-applied suggestion as unchanged and changes no file for it', () => {
    const plan = planPatch(files(), [edit('U', 'README.md', 1, 1, '# widgets')], policy);
    expect(plan).toEqual({ files: new Map(), applied: [], unchanged: ['U'], refused: [], diffBytes: 0 });
  });

  it('refuses a file that is not UTF-8 text rather than corrupt it', () => {
    const plan = planPatch(new Map([['assets/logo.txt', 'caf\uFFFD\n']]), [edit('X', 'assets/logo.txt', 1, 1, 'cafe')], policy);
    expect(plan.refused).toEqual([{ threadId: 'X', reason: 'the file is not UTF-8 text' }]);
  });

  it('refuses the files past maxFiles, last first, whole files', () => {
    const edits = [
      edit('A1', 'src/server.ts', 3, 3, 'const app = express().disable("x-powered-by");'),
      edit('B1', 'app/utils.py', 1, 1, 'def slugify(title: str) -> str:'),
      edit('C1', 'README.md', 1, 1, '# Widgets'),
      edit('A2', 'src/server.ts', 10, 10, 'app.listen(port, "127.0.0.1");'),
      edit('C2', 'README.md', 3, 3, 'Run `npm run start`.'),
    ];
    const plan = planPatch(files(), edits, { ...policy, maxFiles: 2 });
    expect([...plan.files.keys()]).toEqual(['src/server.ts', 'app/utils.py']);
    expect(plan.applied).toEqual(['A1', 'B1', 'A2']);
    const reason = 'the patch would change more than 2 file(s) (maxFiles)';
    expect(plan.refused).toEqual([
      { threadId: 'C1', reason },
      { threadId: 'C2', reason },
    ]);
  });

  it('refuses a file whose changes would pass maxPatchBytes, and still takes a later one that fits', () => {
    const big = edit('BIG', 'src/server.ts', 6, 8, Array.from({ length: 20 }, (_, i) => `app.get('/route-${i}', (_req, res) => res.send('${i}'));`).join('\n'));
    const small = edit('SMALL', 'README.md', 1, 1, '# Widgets');
    // '# widgets' and '# Widgets': 9 bytes each, plus a marker and a line break each.
    expect(changedLineBytes(['# widgets'], ['# Widgets'])).toBe(22);
    const plan = planPatch(files(), [big, small], { ...policy, maxPatchBytes: 500 });
    expect(plan.applied).toEqual(['SMALL']);
    expect(plan.refused).toHaveLength(1);
    expect(plan.refused[0]!.reason).toMatch(/^the patch would exceed 500 bytes of changed lines \(maxPatchBytes\); this file's changes take \d+$/);
    expect(plan.diffBytes).toBe(22);
  });

  it('counts only the lines that differ, in UTF-8 bytes', () => {
    expect(changedLineBytes(['a', 'b', 'c'], ['a', 'B', 'c'])).toBe(6);
    expect(changedLineBytes(['café'], [])).toBe(7);
    expect(changedLineBytes(['x', 'x'], ['x'])).toBe(3);
  });

  it('refuses everything when a cap is not a number, rather than letting it through', () => {
    const plan = planPatch(files(), [edit('C1', 'README.md', 1, 1, '# Widgets')], { ...policy, maxPatchBytes: Number.NaN });
    expect(plan.applied).toEqual([]);
    expect(plan.refused).toHaveLength(1);
  });

  it('is deterministic and leaves its input alone', () => {
    const input = files();
    const edits = [edit('A', 'src/server.ts', 4, 4, 'const port = 8080;'), edit('B', 'README.md', 3, 3, 'Run it.'), edit('C', 'package.json', 1, 1, '{}')];
    const first = planPatch(input, edits, policy);
    expect(planPatch(input, edits, policy)).toEqual(first);
    expect(input).toEqual(files());
    expect(first.diffBytes).toBe(changedLineBytes(['const port = process.env.PORT || 3000;'], ['const port = 8080;']) + changedLineBytes(['Run `npm start`.'], ['Run it.']));
  });
});
