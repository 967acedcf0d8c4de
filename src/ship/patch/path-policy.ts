// Which files tend may change. A path comes from a review thread (untrusted), so it must be a
// plain repository path, must not be one of the files that decide what runs, who reviews or
// which dependencies are installed (unless the user opted in), and must be in the allowed paths.

import picomatch from 'picomatch';
import { describeHiddenCharacter } from './hidden-characters.js';
import { isWorkflowFile } from '../../core/workflow-files.js';

export interface PathPolicy {
  /** Globs (picomatch, dotfiles included) of the files tend may change; nothing else is touched. */
  allowedPaths: string[];
  /** Globs of protected paths the user lets tend change anyway (e.g. `.github/ISSUE_TEMPLATE/**`). */
  allowProtectedPaths: string[];
  /**
   * False when tend pushes with GITHUB_TOKEN, which never holds GitHub's `workflows` permission:
   * a change under `.github/workflows/` could not be pushed, so it is not made (emulator/RULES.md P6).
   */
  canPushWorkflows: boolean;
}

/** Why tend leaves a change to a workflow file to a human when it pushes with GITHUB_TOKEN. */
export const GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS =
  'it changes .github/workflows/, which GITHUB_TOKEN cannot push (GitHub requires the workflows permission); set push-token to a token with the workflows permission, or apply it by hand';

interface ProtectedPath {
  /** A picomatch glob, matched case-insensitively (a case-insensitive checkout would honour the file). */
  pattern: string;
  /** Why it is protected, as a reason's tail. */
  why: string;
}

const anywhere = (names: string[], why: string): ProtectedPath[] => names.map((name) => ({ pattern: `**/${name}`, why }));

const MANIFEST = 'a package manifest or lockfile decides what gets installed and run';
const TOOLING = 'tool configuration that can fetch or run code';

/** Paths tend never changes unless allowProtectedPaths names them. */
export const PROTECTED_PATHS: readonly ProtectedPath[] = [
  { pattern: '.github/**', why: 'GitHub configuration (workflows, actions, CODEOWNERS) decides what runs and who reviews' },
  ...anywhere(['CODEOWNERS'], 'CODEOWNERS decides who must review'),
  { pattern: '.*/**', why: 'a top-level dot-directory holds tool configuration and hooks (.husky, .vscode, .devcontainer ...)' },
  ...anywhere(['AGENTS.md', 'CLAUDE.md', 'CLAUDE.local.md', 'GEMINI.md', '.cursorrules'], 'instructions to coding agents'),
  // JavaScript and TypeScript
  ...anywhere(
    ['package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'bun.lock', 'bun.lockb', 'deno.json', 'deno.jsonc', 'deno.lock'],
    MANIFEST,
  ),
  // Python
  ...anywhere(
    ['requirements*.txt', 'requirements/*.txt', 'constraints*.txt', 'Pipfile', 'Pipfile.lock', 'poetry.lock', 'pyproject.toml', 'setup.py', 'setup.cfg', 'uv.lock', 'pdm.lock'],
    MANIFEST,
  ),
  // Rust, Go, Ruby, PHP
  ...anywhere(['Cargo.toml', 'Cargo.lock', 'go.mod', 'go.sum', 'go.work', 'go.work.sum'], MANIFEST),
  ...anywhere(['Gemfile', 'Gemfile.lock', '*.gemspec', 'composer.json', 'composer.lock'], MANIFEST),
  // JVM and .NET
  ...anywhere(
    ['pom.xml', 'build.gradle', 'build.gradle.kts', 'settings.gradle', 'settings.gradle.kts', 'gradle.lockfile', 'gradle-wrapper.properties'],
    MANIFEST,
  ),
  ...anywhere(
    ['*.csproj', '*.fsproj', '*.vbproj', 'packages.lock.json', 'Directory.Build.props', 'Directory.Build.targets', 'Directory.Packages.props', 'NuGet.config'],
    MANIFEST,
  ),
  // Others with a package manager
  ...anywhere(['mix.exs', 'mix.lock', 'Package.swift', 'Package.resolved', 'pubspec.yaml', 'pubspec.lock'], MANIFEST),
  // Dotfiles (top-level dot-directories are covered above) that fetch or run code
  ...anywhere(['.npmrc', '.yarnrc', '.yarnrc.yml', '.gitmodules', '.gitattributes', '.envrc', '.pre-commit-config.yaml', '.gitlab-ci.yml'], TOOLING),
];

const protectedMatchers = PROTECTED_PATHS.map((entry) => ({ ...entry, matches: picomatch(entry.pattern, { dot: true, nocase: true }) }));

/** Null when tend may change `path`, else a one-line reason (which never repeats the path). */
export function pathRefusal(path: string, policy: PathPolicy): string | null {
  const shape = shapeRefusal(path);
  if (shape) return shape;

  const guarded = protectedMatchers.find((entry) => entry.matches(path));
  if (guarded && !matchesAny(path, policy.allowProtectedPaths)) {
    return `the path is protected: ${guarded.why} (allowProtectedPaths can allow it)`;
  }
  if (!matchesAny(path, policy.allowedPaths)) {
    return policy.allowedPaths.length === 0
      ? 'no paths are allowed (allowedPaths is empty)'
      : `the path is outside the allowed paths (${policy.allowedPaths.join(', ')})`;
  }
  if (!policy.canPushWorkflows && isWorkflowFile(path)) return GITHUB_TOKEN_CANNOT_PUSH_WORKFLOWS;
  return null;
}

/** A repository path as GitHub writes it: relative, `/`-separated, one name per segment. */
function shapeRefusal(path: string): string | null {
  if (path.length === 0) return 'the path is empty';
  if (/[\n\r]/.test(path)) return 'the path contains a line break';
  const hidden = describeHiddenCharacter(path);
  if (hidden) return `the path contains ${hidden}`;
  if (path.includes('\\')) return 'the path contains a backslash';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'the path is absolute';
  const segments = path.split('/');
  if (segments.includes('..')) return "the path escapes the repository ('..')";
  if (segments.some((segment) => segment === '' || segment === '.')) return "the path has an empty or '.' segment";
  // Not even allowProtectedPaths opens .git: a hook written there runs on the next git command.
  if (segments.some((segment) => segment.toLowerCase() === '.git')) return 'the path is inside .git';
  return null;
}

function matchesAny(path: string, globs: string[]): boolean {
  return globs.length > 0 && picomatch(globs, { dot: true })(path);
}
