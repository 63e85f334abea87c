import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from './openapi.js';
import { standaloneSchemas } from './standalone.js';
import { currentSpecSha256 } from './spec-source.js';

/** Writes specs/openapi.json and specs/json/*.schema.json from the TypeScript schemas (npm run specs:emit). */
const specsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'specs');
const write = (path: string, value: unknown) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

write(join(specsDir, 'openapi.json'), buildOpenApi());
mkdirSync(join(specsDir, 'json'), { recursive: true });
for (const [name, schema] of Object.entries(standaloneSchemas())) write(join(specsDir, 'json', `${name}.schema.json`), schema);
console.log(`wrote ${join(specsDir, 'openapi.json')} and ${Object.keys(standaloneSchemas()).length} schemas`);

const specSha = currentSpecSha256();
if (specSha) {
  writeFileSync(
    join(specsDir, 'spec-hash.ts'),
    `/** SHA-256 of the specification the schemas were derived from (written by npm run specs:emit). */\nexport const SPEC_SHA256 = '${specSha}';\n`,
  );
}
