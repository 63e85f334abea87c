import fc from 'fast-check';
import { validatorFor } from '../../specs/ajv.js';
import type { RequestSchemaName } from '../../specs/schemas/index.js';
import { validPayload } from '../valid/valid-payload.js';

const BATCH = 250;

/** Result of a throughput run: how many valid payloads were generated and validated, and how fast. */
export interface Throughput {
  readonly schema: RequestSchemaName;
  readonly samples: number;
  readonly ms: number;
  readonly samplesPerSecond: number;
  /** Samples ajv rejected: always 0 unless the generators are broken. */
  readonly invalid: number;
}

/** Generates and validates valid payloads of a request schema for about `ms` milliseconds. */
export function measure(name: RequestSchemaName, ms: number): Throughput {
  const arbitrary = validPayload(name);
  const validate = validatorFor(name);
  const start = performance.now();
  let samples = 0;
  let invalid = 0;
  for (let seed = 1; performance.now() - start < ms; seed += 1) {
    for (const payload of fc.sample(arbitrary, { seed, numRuns: BATCH })) if (!validate(payload)) invalid += 1;
    samples += BATCH;
  }
  const elapsed = performance.now() - start;
  return { schema: name, samples, ms: elapsed, samplesPerSecond: Math.round((samples * 1000) / elapsed), invalid };
}

/** Samples per second of generation + validation of `name`'s valid payloads, measured for about `ms` ms. */
export function measureThroughput(name: RequestSchemaName, ms: number): number {
  return measure(name, ms).samplesPerSecond;
}
