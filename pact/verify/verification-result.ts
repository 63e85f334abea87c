import { ToolError } from '../../engine/tool-error.js';

/** The verifier's JSON results (pact_ffi's verifier JSON): what failed, per interaction. */
interface VerifierJson {
  readonly result: boolean;
  readonly errors?: readonly {
    readonly interaction?: string;
    readonly mismatch?: {
      readonly type?: string;
      readonly message?: string;
      readonly mismatches?: readonly { readonly description?: string; readonly mismatch?: string }[];
    };
  }[];
}

/** How Pact's verifier names a pact source it could not read. */
const LOAD_FAILURE = 'Failed to load pact';

export interface VerificationResult {
  readonly passed: boolean;
  /** One line per failing interaction: its description and the first mismatch. */
  readonly failures: string[];
}

const parse = (text: string): VerifierJson | undefined => {
  try {
    const json = JSON.parse(text) as unknown;
    return typeof json === 'object' && json !== null && 'result' in json ? (json as VerifierJson) : undefined;
  } catch {
    return undefined;
  }
};

function failureLine(error: NonNullable<VerifierJson['errors']>[number]): string {
  const detail = error.mismatch?.mismatches?.[0];
  const text = detail?.mismatch ?? detail?.description ?? error.mismatch?.message ?? error.mismatch?.type ?? 'failed';
  return `${error.interaction ?? '(interaction)'}: ${text.replace(/\s+/g, ' ')}`;
}

/** Reads what Pact's verifier resolved with (passed) or rejected with (failed, or could not run). */
export function verificationResult(outcome: { resolved?: unknown; rejected?: unknown }): VerificationResult {
  if (!('rejected' in outcome)) return { passed: true, failures: [] };
  const message = outcome.rejected instanceof Error ? outcome.rejected.message : String(outcome.rejected);
  const json = parse(message);
  // Anything but the verifier's own results means it could not run: the user's input (exit 2).
  if (!json) throw new ToolError(`pact verification could not run: ${message.split('\n')[0]}`);
  const failures = (json.errors ?? []).map(failureLine);
  // Pacts that could not be fetched (a broker unreachable or holding none) are an input problem too.
  if (failures.length > 0 && failures.every((failure) => failure.startsWith(LOAD_FAILURE))) throw new ToolError(`cannot load the pacts: ${failures[0]}`);
  return { passed: json.result, failures };
}
