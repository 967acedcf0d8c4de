import { describe, expect, it } from 'vitest';
import { classifyConflict, escalationReason, generatedPatterns, hasConflictMarkers, planConflicts, resolutionRefusal, type ConflictPolicy, type ConflictSides } from './conflicts.js';

const policy = (over: Partial<ConflictPolicy> = {}): ConflictPolicy => ({
  regenerateCommand: undefined,
  generatedPaths: [],
  linguistGenerated: [],
  model: true,
  canPush: true,
  pathPolicy: { allowedPaths: ['**'], allowProtectedPaths: [], canPushWorkflows: false },
  ...over,
});
const sides = (path: string, over: Partial<ConflictSides> = {}): ConflictSides => ({ path, base: 'a\n', ours: 'b\n', theirs: 'c\n', conflicted: null, ...over });

describe('classifyConflict: regenerate, model or escalate', () => {
  it('a source file goes to the model', () => {
    expect(classifyConflict(sides('src/cart.ts'), policy())).toEqual({ path: 'src/cart.ts', how: 'model' });
  });

  it('a lockfile is regenerated only when regenerate-command is configured', () => {
    for (const path of ['package-lock.json', 'web/yarn.lock', 'pnpm-lock.yaml', 'Cargo.lock', 'poetry.lock', 'go.sum']) {
      expect(classifyConflict(sides(path), policy({ regenerateCommand: 'npm install --package-lock-only' }))).toEqual({ path, how: 'regenerate' });
      expect(classifyConflict(sides(path), policy())).toMatchObject({ how: 'escalate', reason: 'a lockfile, and no regenerate-command is configured to rebuild it' });
    }
  });

  it('files .gitattributes marks linguist-generated, and generated-paths globs, count as generated', () => {
    const linguistGenerated = generatedPatterns('# generated\n*.pb.go linguist-generated\n/dist/** linguist-generated=true\ndocs/api.md -linguist-generated\n');
    expect(linguistGenerated).toEqual(['*.pb.go', '/dist/**']);
    expect(classifyConflict(sides('api/v1/service.pb.go'), policy({ linguistGenerated }))).toMatchObject({ how: 'escalate', reason: expect.stringContaining('linguist-generated') });
    expect(classifyConflict(sides('dist/index.js'), policy({ linguistGenerated, regenerateCommand: 'npm run build' }))).toMatchObject({ how: 'regenerate' });
    expect(classifyConflict(sides('src/dist/index.js'), policy({ linguistGenerated }))).toMatchObject({ how: 'model' });
    expect(classifyConflict(sides('src/schema.gen.ts'), policy({ generatedPaths: ['**/*.gen.ts'] }))).toMatchObject({ how: 'escalate', reason: expect.stringContaining('generated-paths') });
  });

  it('a fork, a deleted side, a binary file, a protected path, no model, or a file too large escalates', () => {
    expect(classifyConflict(sides('src/a.ts'), policy({ canPush: false }))).toMatchObject({ how: 'escalate', reason: expect.stringContaining('fork') });
    expect(classifyConflict(sides('src/a.ts', { theirs: null }), policy())).toMatchObject({ how: 'escalate', reason: 'deleted on one side and changed on the other' });
    expect(classifyConflict(sides('logo.png', { ours: 'PNG\0' }), policy())).toMatchObject({ how: 'escalate', reason: 'a binary file' });
    expect(classifyConflict(sides('.github/workflows/ci.yml'), policy())).toMatchObject({ how: 'escalate', reason: expect.stringContaining('protected') });
    expect(classifyConflict(sides('src/a.ts'), policy({ model: false }))).toMatchObject({ how: 'escalate', reason: expect.stringContaining('no model') });
    expect(classifyConflict(sides('src/a.ts', { ours: 'x'.repeat(30_000) }), policy())).toMatchObject({ how: 'escalate', reason: expect.stringContaining('too large') });
  });
});

describe('planConflicts', () => {
  it('goes on only when every file can be settled', () => {
    expect(planConflicts([sides('src/a.ts'), sides('yarn.lock')], policy({ regenerateCommand: 'yarn install' })).go).toBe(true);
    const plan = planConflicts([sides('src/a.ts'), sides('yarn.lock')], policy());
    expect(plan.go).toBe(false);
    expect(plan.handling.map((h) => h.how)).toEqual(['model', 'escalate']);
  });

  it('sends at most five files to the model, and no more than max-files', () => {
    const plan = planConflicts(Array.from({ length: 6 }, (_, i) => sides(`src/f${i}.ts`)), policy());
    expect(plan.go).toBe(false);
    expect(plan.handling.every((h) => h.how === 'escalate')).toBe(true);
    expect(planConflicts([sides('src/a.ts'), sides('src/b.ts')], policy({ maxFiles: 1 }))).toMatchObject({ go: false, handling: [{ reason: expect.stringContaining('at most 1 in one merge') }, { how: 'escalate' }] });
  });
});

describe('resolutionRefusal: what a model resolution must pass', () => {
  const three = sides('src/a.ts', { base: 'const a = 1;\n', ours: 'const a = 2;\n', theirs: 'const a = 1;\nconst b = 1;\n' });

  it('accepts a resolution made of its sides', () => {
    expect(resolutionRefusal(three, 'const a = 2;\nconst b = 1;\n')).toBeNull();
  });

  it('refuses conflict markers, credentials, hidden characters, growth and emptiness', () => {
    expect(resolutionRefusal(three, '<<<<<<< HEAD\nconst a = 2;\n=======\nconst a = 1;\n>>>>>>> main\n')).toBe('the resolution still holds conflict markers');
    expect(resolutionRefusal(three, 'const a = "ghp_0123456789abcdefghijABCDEFGHIJ012345";\n')).toBe('the resolution adds a credential-shaped string');
    expect(resolutionRefusal(three, 'const a = 2;\u202e\n')).toMatch(/^the resolution adds /);
    expect(resolutionRefusal(three, 'x'.repeat(200))).toBe('the resolution is larger than its sides together');
    expect(resolutionRefusal(three, '\n')).toBe('the resolution is empty');
  });

  it('knows git conflict markers only at the start of a line', () => {
    expect(hasConflictMarkers('a\n||||||| base\nb')).toBe(true);
    expect(hasConflictMarkers('const arrow = "<<<<<<<";')).toBe(false);
  });
});

describe('escalationReason', () => {
  it('names every conflicted file and why', () => {
    expect(escalationReason([{ path: 'src/a.ts', how: 'model' }, { path: 'package-lock.json', how: 'escalate', reason: 'a lockfile, and no regenerate-command is configured to rebuild it' }])).toBe(
      'the pull request has merge conflicts tend did not resolve: 2 conflicted file(s): src/a.ts, package-lock.json (a lockfile, and no regenerate-command is configured to rebuild it); merge the base branch into the head by hand, and tend goes on from the new head',
    );
  });
});
