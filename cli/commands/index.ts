import { registerAccept } from './accept.js';
import { registerBaseline } from './baseline.js';
import { registerDeprecations } from './deprecations.js';
import { registerDiff } from './diff.js';
import { registerMergeReports } from './merge-reports.js';
import { registerPact } from './pact.js';
import { registerRun } from './run.js';
import { registerSelftest } from './selftest.js';
import { registerServe } from './serve.js';
import { registerTraffic } from './traffic.js';
import { registerVerify } from './verify.js';
import type { RegisterCommand } from './types.js';

/** Every sub-command, in the order `--help` lists them. */
export const commands: RegisterCommand[] = [
  registerRun,
  registerServe,
  registerDeprecations,
  registerBaseline,
  registerPact,
  registerTraffic,
  registerDiff,
  registerMergeReports,
  registerAccept,
  registerSelftest,
  registerVerify,
];
