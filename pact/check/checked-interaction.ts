/** A part of an HTTP message that Pact's matching rules address. */
export type RulePart = 'body' | 'header' | 'path' | 'query' | 'status';

/** One matcher as every pact version writes it, with Pact's name of it in `match`. */
export interface PactMatcher {
  readonly match: string;
  readonly [key: string]: unknown;
}

/** The matchers of one path of a part (a body path is relative to the body: `$.budget`). */
export interface PactRule {
  readonly part: RulePart;
  readonly path: string;
  readonly matchers: readonly PactMatcher[];
}

export interface CheckedMessage {
  /** The example body, parsed when JSON; undefined when there is none. */
  readonly body?: unknown;
  readonly rules: readonly PactRule[];
}

/** An interaction of any pact version, reduced to what `pact check` judges. */
export interface CheckedInteraction {
  readonly description: string;
  /** False for message interactions (V4 asynchronous or synchronous messages). */
  readonly http: boolean;
  readonly method: string;
  readonly path: string;
  readonly request: CheckedMessage;
  readonly status: number;
  readonly response: CheckedMessage;
}
