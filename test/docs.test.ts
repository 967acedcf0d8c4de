// The pages people read: the README stays short and its workflow works as pasted, and every link
// between the pages leads somewhere (issue #30: the README's detail moved to docs/).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { docPages, yamlBlocks } from './support/doc-pages.js';

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const PAGES = [...docPages(ROOT), 'SECURITY.md', 'CHANGELOG.md'];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchors = (page: string) => new Set([...read(page).replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));

describe('the README', () => {
  it('is a page, not a manual: at most 12 KB, the detail in docs/', () => {
    expect(Buffer.byteLength(read('README.md'))).toBeLessThanOrEqual(12 * 1024);
  });

  it('keeps the Quick start to the two commands', () => {
    expect(read('README.md')).toContain('## Quick start\n\n```sh\nnpm ci && npm run demo\nnpm test\n```\n');
  });

  it('shows the workflow of examples/tend.yml (the one the workflow tests check), not a copy that drifted', () => {
    const workflows = yamlBlocks(read('README.md')).filter((text) => /^jobs:/m.test(text));
    expect(workflows).toHaveLength(1);
    expect(parseYaml(workflows[0]!)).toEqual(parseYaml(read('examples/tend.yml')));
  });
});

describe('links between the pages', () => {
  it.each(PAGES)('every relative link of %s leads to a file, and its #anchor to a heading there', (page) => {
    const text = read(page).replace(/^( *)```[\s\S]*?^\1```/gm, '');
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/.test(href));
    expect(links.length, page).toBeGreaterThan(0);
    for (const href of links) {
      const [path, anchor] = href.split('#') as [string, string | undefined];
      const target = path === '' ? page : normalize(join(dirname(page), path));
      expect(existsSync(join(ROOT, target)), `${page}: ${href}`).toBe(true);
      if (anchor !== undefined && target.endsWith('.md')) expect(anchors(target).has(anchor), `${page}: ${href}`).toBe(true);
    }
  });
});
