// P12 (commit) of emulator/RULES.md: "Commit suggestion" replaces the comment's head-side lines
// (start_line..line) with the suggestion's, in one commit on the head branch by whoever clicked.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitSuggestion, suggestionLines } from './commit-suggestion.js';
import { createWorld, type World } from './fixtures.js';
import { commitFiles } from './git-seed.js';
import { WIDGET_BEFORE, type ReviewedPullRequest } from './sample-review.js';
import { startEmulator, type Emulator } from './server.js';

let emu: Emulator;
let world: World;
beforeAll(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  await commitFiles(world.repo.bareDir, { branch: 'main', files: { 'src/widget.ts': WIDGET_BEFORE.replace('w + w + h + h', '0') }, message: 'Add widget helpers' });
});
afterAll(async () => {
  await emu?.stop();
});

describe('P12 (commit): Commit suggestion', () => {
  it('P12 (commit): replaces lines start_line..line of the head with the suggestion, one commit on the head branch, the thread left as it was', async () => {
    await commitFiles(world.repo.bareDir, { branch: 'perimeter', from: 'main', files: { 'src/widget.ts': WIDGET_BEFORE }, message: 'Implement perimeter' });
    const pr = emu.state.createPullRequest(world.repo, { title: 'Perimeter', author: world.accounts.maintainer, head: 'perimeter' }) as ReviewedPullRequest['pr'];
    const body = '````suggestion\nexport function perimeter(width: number, height: number) {\n  return 2 * (width + height); // ```\n````';
    const { threads } = emu.state.addReview(world.repo, pr, { author: world.accounts.coderabbit, comments: [{ path: 'src/widget.ts', startLine: 5, line: 6, body }] });
    const before = emu.state.headOid(world.repo, pr);
    const oid = await commitSuggestion(emu.state, world.repo, pr, threads[0]!, world.accounts.maintainer);
    expect(emu.state.refOid(world.repo, 'perimeter')).toBe(oid);
    expect(emu.state.fileAt(world.repo, oid, 'src/widget.ts')!.toString('utf8')).toBe(
      WIDGET_BEFORE.replace('export function perimeter(w: number, h: number) {\n  return w + w + h + h;', 'export function perimeter(width: number, height: number) {\n  return 2 * (width + height); // ```'),
    );
    expect(emu.state.fileAt(world.repo, `${oid}~1`, 'src/widget.ts')!.toString('utf8')).toBe(emu.state.fileAt(world.repo, before, 'src/widget.ts')!.toString('utf8'));
    expect(threads[0]!.isResolved).toBe(false);
    expect(suggestionLines('no block')).toBeNull();
    expect(suggestionLines('```suggestion\n```')).toEqual([]);
  });
});
