import { ToolError } from '../../engine/tool-error.js';
import { DEPRECATED_OPERATIONS, type OperationKey } from '../../specs/operations.js';
import { FAULT_NAMES, PERSONALITY_NAMES, type FaultName, type PersonalityName, type ReferenceOptions } from '../../reference/index.js';

/** Flags of `pm-conformance serve`, as commander parses them. */
export interface ServeFlags {
  readonly port: number;
  readonly host: string;
  readonly fault?: string[];
  readonly personality?: string;
  readonly removed?: string[];
}

/** A name from a closed list, or a one-line ToolError naming every valid value. */
function oneOf<T extends string>(kind: string, valid: readonly T[], value: string): T {
  if ((valid as readonly string[]).includes(value)) return value as T;
  throw new ToolError(`unknown ${kind} "${value}"; valid: ${valid.join(', ')}`);
}

/** The reference server's options from the flags; bad names and ports are the user's error (exit 2). */
export function referenceOptions(flags: ServeFlags): ReferenceOptions {
  if (flags.port > 65_535) throw new ToolError(`--port must be at most 65535, got ${flags.port}`);
  return {
    port: flags.port,
    host: flags.host,
    faults: (flags.fault ?? []).map((name) => oneOf<FaultName>('fault', FAULT_NAMES, name)),
    removed: (flags.removed ?? []).map((key) => oneOf<OperationKey>('operation', DEPRECATED_OPERATIONS, key)),
    ...(flags.personality === undefined ? {} : { personality: oneOf<PersonalityName>('personality', PERSONALITY_NAMES, flags.personality) }),
  };
}
