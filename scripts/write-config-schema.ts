// `npm run schema`: writes schema/tend.schema.json from the zod schema of .github/tend.yml
// (src/config/config-schema.ts) and docs/configuration.md from it and the inputs' table
// (src/config/config-docs.ts). src/config/config-schema.test.ts fails when either drifts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_SCHEMA_PATH, repoConfigJsonSchemaText } from '../src/config/config-schema.js';
import { CONFIGURATION_PAGE_PATH, configurationPage } from '../src/config/config-docs.js';

for (const [path, text] of [[CONFIG_SCHEMA_PATH, repoConfigJsonSchemaText()], [CONFIGURATION_PAGE_PATH, configurationPage()]] as const) {
  writeFileSync(join(import.meta.dirname, '..', path), text);
  console.log(`wrote ${path}`);
}
