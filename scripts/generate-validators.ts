import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GENERATED_VALIDATORS_FILE } from '../specs/ajv.js';
import { standaloneValidatorsSource } from '../specs/standalone-validators.js';

// `npm run build`, after tsc: the schemas' validators compiled once here, so that a run does not
// compile them (specs/ajv.ts loads this file when it is there). Written into dist/ only: the schemas
// stay the one source, and the code follows them at every build.
writeFileSync(fileURLToPath(new URL(`../specs/${GENERATED_VALIDATORS_FILE}`, import.meta.url)), standaloneValidatorsSource());
