// The CLI from tsc's modules (dist/cli) rather than its bundle (what bin/ runs): a CPU profile of it
// names each function's own file, which the split by part (cpu-split.ts) reads; in the bundle's
// chunks the parts are mixed. Also for profiling by folder by hand: `node dist/bench/unbundled-cli.js run`.
import { main } from '../cli/main.js';

process.exitCode = await main(process.argv);
