import type { StatusCodeMatcher } from '@pact-foundation/pact';
import type { SpecifiedOperationKey } from '../../specs/operations.js';
import type { CompiledBody } from '../matchers/compile.js';
import type { ProviderState } from './states.js';

/** One interaction of the consumer contract, as data: the consumer test and the generator read it. */
export interface ContractInteraction {
  readonly description: string;
  readonly states: readonly ProviderState[];
  readonly operation: SpecifiedOperationKey;
  readonly query?: Readonly<Record<string, string>>;
  /** False: the request carries no Authorization header (AUTH.REQUIRED). */
  readonly authorized: boolean;
  readonly request?: CompiledBody;
  /** Request body fields whose value comes from a provider state param of the same name. */
  readonly injected?: readonly string[];
  readonly status: number | StatusCodeMatcher<number>;
  /** Undefined: the contract says nothing about the body. */
  readonly response?: CompiledBody;
}
