import { matchOperation } from '../../../specs/operation-match.js';
import type { OperationKey } from '../../../specs/operations.js';

/** What the harness does instead of (or on top of) the reference server's answer. */
export type Misbehaviour =
  /** Sends the status line, headers and part of a body, then resets the TCP connection. */
  | { readonly kind: 'reset' }
  /**
   * Lets the reference server apply the request, then sends the status line, headers and part of its
   * answer and resets the connection: a write applied whose answer was lost on the way back.
   */
  | { readonly kind: 'applied-then-reset' }
  /** Never answers (the connection stays open until the client gives up). */
  | { readonly kind: 'hang' }
  /** Answers normally, but only after `ms` (longer than the client's --timeout). */
  | { readonly kind: 'late'; readonly ms: number }
  /** A 200 whose JSON body arrives one byte every `intervalMs`, and never ends. */
  | { readonly kind: 'trickle'; readonly intervalMs: number }
  /** A 200 whose body never ends (written as fast as the client reads it). */
  | { readonly kind: 'endless-body' }
  /** A complete, valid JSON 200 body of `bytes` bytes. */
  | { readonly kind: 'large-body'; readonly bytes: number }
  /** A 200 labelled application/json whose body is not JSON. */
  | { readonly kind: 'invalid-json' }
  /** A proxy's HTML error page (text/html) with `status`. */
  | { readonly kind: 'html-error'; readonly status: number }
  /** The reference's answer with its Content-Type replaced, or removed when `value` is undefined. */
  | { readonly kind: 'content-type'; readonly value?: string }
  /** A redirect to the same path on `location` (another origin). */
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  /** A plain answer: 429 with or without Retry-After, a 503 burst… */
  | { readonly kind: 'status'; readonly status: number; readonly headers?: Readonly<Record<string, string>>; readonly body?: string }
  /**
   * A hostile 200 that echoes the caller's token in its headers and body: inside a JSON body that breaks
   * the schema (`json`), or at the start of a body that is not JSON at all (`text`). `offset` pads the
   * text form so that the token starts that many bytes in (a --max-body cut can then fall inside it).
   */
  | { readonly kind: 'echo-token'; readonly form: 'json' | 'text'; readonly offset?: number }
  /** Closes the connection without a byte of answer. */
  | { readonly kind: 'drop' }
  /** Bytes that are not HTTP at all, then the connection closed (a wrong port, a broken proxy). */
  | { readonly kind: 'garbage' }
  /** Stops listening (connections dropped, new ones refused) for `downMs`, then comes back; forever when undefined. */
  | { readonly kind: 'die'; readonly downMs?: number };

/** Which requests a misbehaviour applies to. Unmatched requests are proxied to the reference unchanged. */
export interface Rule {
  readonly operation?: OperationKey;
  /**
   * Only requests whose body contains this text: targets one check's request whatever order the
   * groups run in (the restore after each group sends the same operations).
   */
  readonly bodyIncludes?: string;
  /** Matching requests let through unchanged first (the snapshot of the fixtures reads each one once). */
  readonly skip?: number;
  /** How many matching requests misbehave after the skipped ones; all of them when undefined. */
  readonly times?: number;
  readonly action: Misbehaviour;
}

/** Counts matching requests per rule and says which misbehaviour, if any, applies to a request. */
export class RuleBook {
  private readonly seen: number[];

  constructor(private readonly rules: readonly Rule[]) {
    this.seen = rules.map(() => 0);
  }

  /** The misbehaviour of the first rule that claims this request (each matching rule counts it). */
  decide(operation: OperationKey | undefined, body = ''): Misbehaviour | undefined {
    let chosen: Misbehaviour | undefined;
    this.rules.forEach((rule, index) => {
      if (rule.operation !== undefined && rule.operation !== operation) return;
      if (rule.bodyIncludes !== undefined && !body.includes(rule.bodyIncludes)) return;
      const position = (this.seen[index] ?? 0) - (rule.skip ?? 0);
      this.seen[index] = (this.seen[index] ?? 0) + 1;
      if (chosen === undefined && position >= 0 && (rule.times === undefined || position < rule.times)) chosen = rule.action;
    });
    return chosen;
  }
}

/** The operation a request target ("/v1/projects/p1/people?notify=false") addresses. */
export function operationOf(method: string, target: string): OperationKey | undefined {
  const path = new URL(target, 'http://harness.invalid').pathname;
  return matchOperation(method, path.replace(/^\/v1(?=\/)/, ''))?.operation;
}
