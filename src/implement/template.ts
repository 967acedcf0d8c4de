// The pull request body implement opens with: the repository's pull request template, filled
// section by section with the model's text, and the link that closes the issue. GitHub reads the
// template from the default branch, in the root, docs/ or .github/, named pull_request_template
// (any case, .md or .txt), or from a PULL_REQUEST_TEMPLATE/ folder in one of those when there are
// several (docs.github.com "Creating a pull request template for your repository"). Pure.

import * as z from 'zod';

const FOLDERS = ['.github/', '', 'docs/'] as const;

/** Whether `path` (a file of the default branch) is a single pull request template, and its rank (lower wins). */
export function templateRank(path: string): number | null {
  const lower = path.toLowerCase();
  for (const [i, folder] of FOLDERS.entries()) {
    if (lower === `${folder}pull_request_template.md` || lower === `${folder}pull_request_template.txt` || lower === `${folder}pull_request_template`) return i;
  }
  for (const [i, folder] of FOLDERS.entries()) {
    // One of several templates: GitHub needs a query parameter to pick one; tend takes the first by name.
    if (lower.startsWith(`${folder}pull_request_template/`) && /\.(md|txt)$/.test(lower) && !lower.slice(folder.length + 'pull_request_template/'.length).includes('/')) return FOLDERS.length + i;
  }
  return null;
}

/** The template to use among the default branch's files, or null when it has none. */
export function pickTemplate(paths: readonly string[]): string | null {
  const ranked = paths.map((path) => ({ path, rank: templateRank(path) })).filter((p): p is { path: string; rank: number } => p.rank !== null);
  ranked.sort((a, b) => a.rank - b.rank || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return ranked[0]?.path ?? null;
}

export const TemplateSectionsSchema = z
  .array(z.strictObject({ heading: z.string().min(1).max(200).describe('The heading as the template writes it, without the leading #'), text: z.string().max(10_000) }))
  .max(20);
export type TemplateSections = z.infer<typeof TemplateSectionsSchema>;

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

/**
 * The template with each section the model answered filled in: the heading stays, the text under
 * it (up to the next heading of any level) becomes the model's; sections it did not answer keep the
 * template's own text. Without a template: Summary and the sections given. `Closes #N` ends the
 * body unless the filled text already closes the issue that way.
 */
export function fillTemplate(template: string | null, sections: TemplateSections, modelSummary: string, issue: number): string {
  const answers = new Map(sections.map((s) => [normalise(s.heading), onlyThisIssueCloses(s.text.trim(), issue)]));
  const summary = onlyThisIssueCloses(modelSummary, issue);
  let body: string;
  if (template === null) {
    body = [`## Summary`, '', summary.trim(), ...sections.filter((s) => normalise(s.heading) !== 'summary').flatMap((s) => ['', `## ${s.heading.trim()}`, '', answers.get(normalise(s.heading)) ?? ''])].join('\n');
  } else {
    const out: string[] = [];
    let skipping = false;
    for (const line of template.replace(/\r\n/g, '\n').split('\n')) {
      const heading = HEADING.exec(line);
      if (heading) {
        out.push(line);
        const answer = answers.get(normalise(heading[2] ?? ''));
        skipping = answer !== undefined;
        if (answer !== undefined) out.push('', answer, '');
        continue;
      }
      if (!skipping) out.push(line);
    }
    body = out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  }
  const closes = new RegExp(`\\b(close[sd]?|fix(e[sd])?|resolve[sd]?)\\s+#${issue}\\b`, 'i');
  return closes.test(body) ? `${body}\n` : `${body}\n\nCloses #${issue}\n`;
}

/**
 * The model's text may name other issues, never close them: a closing keyword before another
 * issue's number would close it when the pull request merges (GitHub's linking keywords).
 */
export function onlyThisIssueCloses(text: string, issue: number): string {
  return text.replace(/\b(close[sd]?|fix(?:e[sd])?|resolve[sd]?)(:?\s+)#(\d+)\b/gi, (whole, _keyword: string, _gap: string, number: string) => (Number(number) === issue ? whole : `see #${number}`));
}

function normalise(heading: string): string {
  return heading.replace(/^#+\s*/, '').replace(/[*_`:]/g, '').trim().toLowerCase();
}
