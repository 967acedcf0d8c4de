import { describe, expect, it } from 'vitest';
import { GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS, pathRefusal, PROTECTED_PATHS, type PathPolicy } from './path-policy.js';

const everything: PathPolicy = { allowedPaths: ['**'], allowProtectedPaths: [], canPushWorkflows: true };

describe('pathRefusal', () => {
  it('lets tend change ordinary source files, dotfiles inside folders included', () => {
    for (const path of ['src/app.ts', 'README.md', 'lib/widgets/__init__.py', 'src/.eslintrc.cjs', 'docs/guide/setup.md', '.eslintrc.js']) {
      expect(pathRefusal(path, everything), path).toBeNull();
    }
  });

  it.each([
    ['/etc/passwd', 'absolute'],
    ['C:/Windows/win.ini', 'absolute'],
    ['../outside.ts', "escapes the repository ('..')"],
    ['src/../../outside.ts', "escapes the repository ('..')"],
    ['src\\app.ts', 'backslash'],
    ['src//app.ts', "empty or '.' segment"],
    ['./src/app.ts', "empty or '.' segment"],
    ['src/', "empty or '.' segment"],
    ['', 'empty'],
    ['src/app\0.ts', 'a control character (U+0000)'],
    ['src/app\n.ts', 'line break'],
    ['src/app\u001b[2J.ts', 'a control character (U+001B)'],
    ['src/admin\u202E.ts', 'a bidirectional control character (U+202E)'],
    ['src/\u2066app.ts', 'a bidirectional control character (U+2066)'],
    ['src/ap\u200Bp.ts', 'an invisible character (U+200B)'],
    ['src/app\uFEFF.ts', 'an invisible character (U+FEFF)'],
  ])('refuses the malformed path %j (%s)', (path, reason) => {
    expect(pathRefusal(path, everything)).toContain(reason);
  });

  it('never echoes the path, which may hold characters that rewrite the reason', () => {
    expect(pathRefusal('src/\u202Ests.ppa', everything)).not.toContain('\u202E');
    expect(pathRefusal('src/../x', everything)).not.toContain('src');
  });

  it.each([
    '.github/workflows/ci.yml',
    '.github/actions/setup/action.yml',
    '.github/CODEOWNERS',
    '.github/dependabot.yml',
    'CODEOWNERS',
    'docs/CODEOWNERS',
    '.husky/pre-commit',
    '.vscode/settings.json',
    '.devcontainer/devcontainer.json',
    'AGENTS.md',
    'packages/api/AGENTS.md',
    'CLAUDE.md',
    'package.json',
    'packages/web/package.json',
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'bun.lockb',
    'Cargo.toml',
    'crates/core/Cargo.toml',
    'Cargo.lock',
    'go.mod',
    'go.sum',
    'requirements.txt',
    'requirements-dev.txt',
    'requirements/test.txt',
    'Pipfile',
    'Pipfile.lock',
    'poetry.lock',
    'pyproject.toml',
    'setup.py',
    'Gemfile',
    'Gemfile.lock',
    'widgets.gemspec',
    'composer.json',
    'composer.lock',
    'pom.xml',
    'build.gradle.kts',
    'gradle/wrapper/gradle-wrapper.properties',
    'src/Widgets/Widgets.csproj',
    'Directory.Packages.props',
    '.npmrc',
    'web/.npmrc',
    '.gitmodules',
    '.gitattributes',
    '.pre-commit-config.yaml',
  ])('protects %s', (path) => {
    expect(pathRefusal(path, everything)).toMatch(/^the path is protected: .+ \(allowProtectedPaths can allow it\)$/);
  });

  it('protects regardless of case, as a case-insensitive checkout would honour the file', () => {
    for (const path of ['.GitHub/workflows/ci.yml', 'Package.JSON', 'docs/codeowners', 'claude.md']) {
      expect(pathRefusal(path, everything), path).toMatch(/protected/);
    }
  });

  it('says why a path is protected', () => {
    expect(pathRefusal('.github/workflows/release.yml', everything)).toContain('workflows');
    expect(pathRefusal('docs/CODEOWNERS', everything)).toContain('CODEOWNERS decides who must review');
    expect(pathRefusal('yarn.lock', everything)).toContain('lockfile');
  });

  it('changes a protected path only when allowProtectedPaths names it', () => {
    const policy: PathPolicy = { allowedPaths: ['**'], allowProtectedPaths: ['.github/ISSUE_TEMPLATE/**', 'docs/**/package.json'], canPushWorkflows: true };
    expect(pathRefusal('.github/ISSUE_TEMPLATE/bug.md', policy)).toBeNull();
    expect(pathRefusal('docs/site/package.json', policy)).toBeNull();
    expect(pathRefusal('.github/workflows/ci.yml', policy)).toMatch(/protected/);
    expect(pathRefusal('package.json', policy)).toMatch(/protected/);
  });

  it('never opens .git, not even to allowProtectedPaths', () => {
    const policy: PathPolicy = { allowedPaths: ['**'], allowProtectedPaths: ['**'], canPushWorkflows: true };
    expect(pathRefusal('.git/hooks/pre-commit', policy)).toBe('the path is inside .git');
    expect(pathRefusal('vendor/lib/.GIT/config', policy)).toBe('the path is inside .git');
    expect(pathRefusal('.github/workflows/ci.yml', policy)).toBeNull();
  });

  it('changes only what allowedPaths matches', () => {
    const policy: PathPolicy = { allowedPaths: ['src/**', 'docs/*.md'], allowProtectedPaths: [], canPushWorkflows: true };
    expect(pathRefusal('src/deep/app.ts', policy)).toBeNull();
    expect(pathRefusal('src/.config.ts', policy)).toBeNull();
    expect(pathRefusal('docs/intro.md', policy)).toBeNull();
    expect(pathRefusal('docs/api/intro.md', policy)).toBe('the path is outside the allowed paths (src/**, docs/*.md)');
    expect(pathRefusal('scripts/release.sh', policy)).toMatch(/outside the allowed paths/);
    expect(pathRefusal('src/app.ts', { allowedPaths: [], allowProtectedPaths: [], canPushWorkflows: true })).toBe('no paths are allowed (allowedPaths is empty)');
  });

  it('P6: with GITHUB_TOKEN as the push token, refuses a workflow file even when allowProtectedPaths opens it, and nothing else', () => {
    const policy: PathPolicy = { allowedPaths: ['**'], allowProtectedPaths: ['.github/**'], canPushWorkflows: false };
    expect(pathRefusal('.github/workflows/ci.yml', policy)).toBe(GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS);
    expect(pathRefusal('.github/workflows/nested/deploy.yaml', policy)).toBe(GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS);
    expect(GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS).toContain('set push-token to a token with the workflows permission, or apply it by hand');
    // GitHub's check is on that folder only: other GitHub configuration and look-alikes push as before.
    expect(pathRefusal('.github/CODEOWNERS', policy)).toBeNull();
    expect(pathRefusal('.github/workflow/ci.yml', policy)).toBeNull();
    expect(pathRefusal('docs/.github/workflows/ci.yml', policy)).toBeNull();
    expect(pathRefusal('.github/workflows/ci.yml', { ...policy, canPushWorkflows: true })).toBeNull();
    // A protected path says it is protected first: allowProtectedPaths is the first thing to change.
    expect(pathRefusal('.github/workflows/ci.yml', { ...policy, allowProtectedPaths: [] })).toMatch(/protected/);
  });

  it('checks protection before the allow-list, so allowedPaths alone cannot open a workflow', () => {
    expect(pathRefusal('.github/workflows/ci.yml', { allowedPaths: ['.github/**'], allowProtectedPaths: [], canPushWorkflows: true })).toMatch(/protected/);
  });

  it('exports every protected pattern with a reason, for docs', () => {
    expect(PROTECTED_PATHS.length).toBeGreaterThan(40);
    for (const entry of PROTECTED_PATHS) expect(entry.why.length, entry.pattern).toBeGreaterThan(10);
    expect(PROTECTED_PATHS.map((entry) => entry.pattern)).toEqual(expect.arrayContaining(['.github/**', '**/CODEOWNERS', '.*/**', '**/package.json']));
  });
});
