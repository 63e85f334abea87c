import { describeSameSeed } from './same-seed.js';

// Half of the fault corpus: vitest runs the two halves in parallel workers.
describeSameSeed(1, 2);
