import { describeFaultCorpus } from './proof-faults.js';

// A third of the fault corpus: with proof.e2e.test.ts, four files of about 20–30 in-process runs that vitest spreads over its workers.
describeFaultCorpus(1, 3);
