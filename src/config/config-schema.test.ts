import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CONFIG_SCHEMA_PATH, repoConfigJsonSchema, repoConfigJsonSchemaText } from './config-schema.js';
import { CONFIGURATION_PAGE_PATH, configurationPage } from './config-docs.js';
import { parseRepoConfig } from './repo-file.js';
import { docPages, yamlBlocks } from '../../test/support/doc-pages.js';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(repoConfigJsonSchema());

/**
 * Every tend.yml the repository shows people: the example file and the pages' YAML blocks that are
 * not workflows or parts of one (`jobs:`, `runs-on:`, `uses:`; workflows.test.ts and the README test
 * check the workflows).
 */
function examples(): Array<[string, string]> {
  const blocks = docPages(ROOT).flatMap((page) =>
    yamlBlocks(read(page)).map((text, i): [string, string] => [`${page} block ${i + 1}`, text]),
  );
  return [['schema/tend.example.yml', read('schema/tend.example.yml')], ...blocks.filter(([, text]) => !/^\s*(?:jobs:|runs-on:|-?\s*uses:)/m.test(text))];
}

describe(`${CONFIG_SCHEMA_PATH}`, () => {
  it('is what the zod schema generates (run `npm run schema` after changing it)', () => {
    expect(read(CONFIG_SCHEMA_PATH)).toBe(repoConfigJsonSchemaText());
  });

  it(`${CONFIGURATION_PAGE_PATH} is what the inputs' table and the zod schema generate (run \`npm run schema\` after changing either)`, () => {
    expect(read(CONFIGURATION_PAGE_PATH)).toBe(configurationPage());
  });

  it('accepts every example tend.yml in the repository, as tend does', () => {
    const all = examples();
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const [where, text] of all) {
      expect(() => parseRepoConfig(text, where), where).not.toThrow();
      expect(validate(parseYaml(text)), `${where}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('refuses what tend refuses: an unknown key, a wrong type, a value out of range', () => {
    for (const bad of ['revew-bots: [coderabbit]\n', 'merge: sometimes\n', 'review-window-minutes: 0\n', 'delete-branch: "yes"\n', 'ship:\n  auto:\n    label: [x]\n']) {
      expect(() => parseRepoConfig(bad, 'tend.yml'), bad).toThrow();
      expect(validate(parseYaml(bad)), bad).toBe(false);
    }
  });

  it("describes each key that is an action input with the input's description", () => {
    const properties = repoConfigJsonSchema().properties as Record<string, { description?: string }>;
    expect(properties['review-window-minutes']!.description).toMatch(/\w{3,}/);
    expect(properties.merge!.description).toMatch(/\w{3,}/);
  });
});
