import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findProjectRoot } from '../specs/spec-source.js';

// The bench runs compiled (dist/bench) and its test imports the sources (bench/): both find the
// repository root upwards, and use the compiled CLI and probe from there.
const ROOT = findProjectRoot();

/** The CLI as users run it, its bundle (needs `npm run build`). */
export const CLI = join(ROOT, 'bin', 'pm-conformance.js');

/** The same CLI from tsc's modules, one file each: what a CPU profile split by part needs (unbundled-cli.ts). */
export const UNBUNDLED_CLI = join(ROOT, 'dist', 'bench', 'unbundled-cli.js');

/** The compiled probe, preloaded into suite processes with --import (Node cannot preload TypeScript). */
export const PROBE_URL = pathToFileURL(join(ROOT, 'dist', 'bench', 'suite-probe.js')).href;
