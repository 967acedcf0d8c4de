import { describe, expect, it } from 'vitest';
import { PathEscapeError } from '../git/workspace.js';
import { runTool } from '../llm/tools/repo-tool.js';
import { writeTools } from './write-tools.js';

const policy = { allowedPaths: ['**'], allowProtectedPaths: [], canPushWorkflows: false, maxFiles: 3, maxPatchBytes: 10_000 };

function fakeWorkspace(files: Record<string, string>, links: string[] = []) {
  const written = new Map<string, string>();
  return {
    written,
    readFileAt: async (_oid: string, path: string) => files[path] ?? null,
    writeFile: async (path: string, content: string) => {
      if (links.includes(path)) throw new PathEscapeError(path, 'it is a symlink');
      written.set(path, content);
    },
  };
}

describe('the write tools implement gives the model', () => {
  it('lands an allowed write and an exact edit, remembering each file as it was on the default branch', async () => {
    const ws = fakeWorkspace({ 'src/a.ts': 'const a = 1;\nconst b = 2;\n' });
    const { tools, changes } = writeTools(ws, 'c'.repeat(40), policy);
    expect(await runTool(tools, 'edit_file', { path: 'src/a.ts', search: 'const b = 2;', replace: 'const b = 3;' })).toMatchObject({ isError: false });
    expect(await runTool(tools, 'edit_file', { path: 'src/a.ts', search: 'const a = 1;', replace: 'const a = 0;' })).toMatchObject({ isError: false });
    expect(await runTool(tools, 'write_file', { path: 'test/a.test.ts', content: 'ok\n' })).toMatchObject({ isError: false });
    expect(ws.written.get('src/a.ts')).toBe('const a = 0;\nconst b = 3;\n');
    expect([...changes]).toEqual([
      ['src/a.ts', { before: 'const a = 1;\nconst b = 2;\n', after: 'const a = 0;\nconst b = 3;\n' }],
      ['test/a.test.ts', { before: null, after: 'ok\n' }],
    ]);
  });

  it('refuses, without writing, a protected path, a path out of the checkout, a symlink and an edit of a missing file; the model reads why', async () => {
    const ws = fakeWorkspace({ 'src/link.ts': 'x\n' }, ['src/link.ts']);
    const { tools, changes } = writeTools(ws, 'c'.repeat(40), policy);
    const refused = async (name: string, input: Record<string, unknown>) => {
      const result = await runTool(tools, name, input);
      expect(result.isError).toBe(true);
      return result.content;
    };
    expect(await refused('write_file', { path: '.github/workflows/ci.yml', content: 'on: push\n' })).toContain('Refused: the path is protected');
    expect(await refused('write_file', { path: '../escape.ts', content: 'x' })).toContain("'..'");
    expect(await refused('write_file', { path: '.git/hooks/pre-commit', content: 'x' })).toContain('.git');
    expect(await refused('write_file', { path: 'src/link.ts', content: 'y\n' })).toContain('symlink');
    expect(await refused('edit_file', { path: 'src/none.ts', search: 'a', replace: 'b' })).toContain("No file 'src/none.ts'");
    expect(ws.written.size).toBe(0);
    expect(changes.size).toBe(0);
  });
});
