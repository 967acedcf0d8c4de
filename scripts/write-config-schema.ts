// `npm run schema`: writes schema/tend.schema.json from the zod schema of .github/tend.yml
// (src/config/config-schema.ts). src/config/config-schema.test.ts fails when the two drift.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_SCHEMA_PATH, repoConfigJsonSchemaText } from '../src/config/config-schema.js';

const file = join(import.meta.dirname, '..', CONFIG_SCHEMA_PATH);
writeFileSync(file, repoConfigJsonSchemaText());
console.log(`wrote ${CONFIG_SCHEMA_PATH}`);
