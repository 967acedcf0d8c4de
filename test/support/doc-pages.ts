// The Markdown pages people read (the README and docs/), and the YAML blocks they show, as the
// tests that hold the pages to the code read them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** README.md and every page of docs/, relative to `root`. */
export function docPages(root: string): string[] {
  return ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
}

/** The page's ```yaml blocks, each without the indentation of its fence (a block inside a list item). */
export function yamlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^( *)```yaml\n([\s\S]*?)^\1```/gm)].map((m) => m[2]!.replace(new RegExp(`^${m[1]}`, 'gm'), ''));
}
