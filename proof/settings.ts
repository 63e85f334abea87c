/** The seed and samples per property of every proof run (the in-process proof's, selftest's and the CLI tests'). */
export const PROOF_SETTINGS = { seed: 7, numRuns: 8 } as const;

/**
 * Settings of a run against one conforming variant beyond PROOF_SETTINGS: the slow personality answers
 * in hundreds of ms, so it is proved on a small run (two checks, one sample), as its own test does.
 */
export function variantSettings(name: string): { readonly only?: readonly string[]; readonly numRuns?: number } {
  return name === 'slow' ? { only: ['repeated-requests', 'concurrent-writers'], numRuns: 1 } : {};
}
