// `npm run build`, after tsc: the CLI as a bundle of a few files, which bin/pm-conformance.js runs.
// Node 20's ESM loader resolves, reads and links each module on its own (no compile cache before
// Node 22): the few hundred files of dist/cli's graph cost a start more than running the code does
// (docs/performance.md). The input is tsc's output, so the bundle runs exactly the code the tests
// test; dist/ stays as tsc wrote it for the programmatic API, the tests and the scripts.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'rolldown';
import { CLI_BUNDLE } from './architecture/layers.js';

export default defineConfig({
  input: { main: fileURLToPath(new URL('dist/cli/main.js', import.meta.url)) },
  platform: 'node',
  // Dependencies and Node's modules stay imports, resolved from node_modules as dist/ resolves them:
  // bundling them too measured no faster, and some read files beside their own module (ctrf's
  // schemas) or are required at run time (createRequire: ajv, undici, junit-report-builder).
  external: (id, _importer, isResolved) => !isResolved && !id.startsWith('.') && !id.startsWith('/'),
  output: {
    dir: fileURLToPath(new URL(CLI_BUNDLE, import.meta.url)),
    format: 'esm',
    // One folder deep in dist/, as dist/cli/ is: what the code finds relative to import.meta.url
    // (bin/, package.json upwards, node_modules) is found from a chunk as from its module.
    entryFileNames: '[name].js',
    // Each lazy import() (run's engine, the reports, pact, the HTML report) stays a chunk of its own.
    chunkFileNames: '[name]-[hash].js',
    cleanDir: true,
  },
});
