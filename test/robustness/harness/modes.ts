import type { Rule } from './rules.js';

/**
 * The fault-injection modes: each one breaks every request after the first `after` (those let the
 * command start: read its fixtures, reach the server), for good. Any such server is, to a client,
 * a server that went away mid-run: the command must notice fast, stop, and finish honestly.
 */
export const FAULT_MODES = {
  /** Connections closed without a byte of answer. */
  'drops connections': { kind: 'drop' },
  /** A 200 begun, then a TCP reset half-way through the body. */
  'resets mid-body': { kind: 'reset' },
  /** Answers, but only long after any --timeout (a stalled upstream). */
  'stalls past the timeout': { kind: 'late', ms: 120_000 },
  /** Bytes that are not HTTP. */
  'answers garbage': { kind: 'garbage' },
  /** Accepts the connection and never answers again. */
  'goes silent for good': { kind: 'hang' },
} as const satisfies Record<string, Rule['action']>;

export type FaultMode = keyof typeof FAULT_MODES;

export const faultModes = Object.keys(FAULT_MODES) as FaultMode[];

/** The rule of a mode: every request after the first `after`, whatever its operation. */
export const faultAfter = (mode: FaultMode, after: number): Rule => ({ skip: after, action: FAULT_MODES[mode] });
