import { join } from 'node:path';
import { findProjectRoot } from '../specs/spec-source.js';

/** Pact participant names: the suite is the consumer, the API of the spec the provider. */
export const CONSUMER = 'pm-conformance-consumer';
export const PROVIDER = 'project-timesheet-api';

/** Where `npm run pact:generate` writes the contract (the name Pact gives `<consumer>-<provider>.json`). */
export const PACT_DIR = 'pacts';
export const PACT_FILE_NAME = `${CONSUMER}-${PROVIDER}.json`;

/** The committed contract, from the source tree or the installed package. */
export function committedPactFile(): string {
  return join(findProjectRoot(), PACT_DIR, PACT_FILE_NAME);
}

/** Pact's Rust core logs only errors: its own report is what users read. */
export const PACT_LOG_LEVEL = 'error';
