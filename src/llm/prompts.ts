// The model's instructions: one Markdown template per role in prompts/, with {{named}}
// placeholders. The templates are read from the files next to the bundle (the build copies them into
// dist/), so a prompt change is a reviewed diff, never a string buried in code.

import { readFileSync } from 'node:fs';

const TEMPLATES = {
  decide: new URL('../../prompts/decide.md', import.meta.url),
  patch: new URL('../../prompts/patch.md', import.meta.url),
  triage: new URL('../../prompts/triage.md', import.meta.url),
  investigate: new URL('../../prompts/investigate.md', import.meta.url),
  validate: new URL('../../prompts/validate.md', import.meta.url),
  intent: new URL('../../prompts/intent.md', import.meta.url),
  digest: new URL('../../prompts/digest.md', import.meta.url),
  review: new URL('../../prompts/review.md', import.meta.url),
  'review-validate': new URL('../../prompts/review-validate.md', import.meta.url),
  'final-check': new URL('../../prompts/final-check.md', import.meta.url),
  plan: new URL('../../prompts/plan.md', import.meta.url),
  implement: new URL('../../prompts/implement.md', import.meta.url),
  'resolve-conflict': new URL('../../prompts/resolve-conflict.md', import.meta.url),
  'fix-ci': new URL('../../prompts/fix-ci.md', import.meta.url),
} as const;

type PromptRole = keyof typeof TEMPLATES;

const cache = new Map<PromptRole, string>();

/** The template with every {{name}} replaced; a missing or unused value is a programming error. */
export function renderPrompt(role: PromptRole, values: Record<string, string>): string {
  let template = cache.get(role);
  if (template === undefined) {
    template = readFileSync(TEMPLATES[role], 'utf8');
    cache.set(role, template);
  }
  const used = new Set<string>();
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`prompt '${role}' needs a value for {{${name}}}`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`prompt '${role}' has no placeholder for ${unused.join(', ')}`);
  return text;
}

/**
 * Wraps untrusted text as a delimited data section. The delimiter's closing tag is broken up
 * inside the text, so nothing in it can end the section early.
 */
export function dataSection(tag: string, text: string): string {
  const closing = new RegExp(`</\\s*${tag}\\s*>`, 'gi');
  return `<${tag}>\n${text.replace(closing, `</ ${tag} (quoted)>`)}\n</${tag}>`;
}
