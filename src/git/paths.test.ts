import { describe, expect, it } from 'vitest';
import { checkRelativePath, PathEscapeError } from './paths.js';

describe('checkRelativePath', () => {
  it('normalises harmless spellings', () => {
    expect(checkRelativePath('src/app.ts')).toEqual(['src', 'app.ts']);
    expect(checkRelativePath('./src//app.ts')).toEqual(['src', 'app.ts']);
    expect(checkRelativePath('.github/workflows/ci.yml')).toEqual(['.github', 'workflows', 'ci.yml']);
    expect(checkRelativePath('.gitignore')).toEqual(['.gitignore']);
  });

  it('refuses absolute paths, parent segments, the root and .git', () => {
    for (const bad of ['', '.', './', '/etc/passwd', 'C:\\x', '\\\\server\\share', '..', '../x', 'a/../../x', 'a\\..\\x', '.git', '.git/config', 'sub/.Git/hooks/x', 'a\0b']) {
      expect(() => checkRelativePath(bad), JSON.stringify(bad)).toThrow(PathEscapeError);
    }
  });
});
