import { join, relative } from 'node:path';
import { findProjectRoot } from '../specs/spec-source.js';
import { generatePact } from './contract/generate-pact.js';
import { PACT_DIR } from './names.js';

/** `npm run pact:generate`: writes the consumer contract to pacts/ (committed with the code). */
const root = findProjectRoot();
const { file, exchanges } = await generatePact(join(root, PACT_DIR));
process.stdout.write(`${exchanges.size} interactions written to ${relative(root, file)}\n`);
