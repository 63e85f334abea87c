/** What a handler answers; written to the wire by write-reply.ts. */
export interface Reply {
  readonly status: number;
  /** Serialised as JSON. */
  readonly json?: unknown;
  /** Sent as text/plain (only faults do this). */
  readonly text?: string;
  /** The content type of a JSON body, instead of the personality's (only faults set it). */
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** 200 with a JSON body, or with no body at all ("200: no body"). */
export const ok = (json?: unknown): Reply => (json === undefined ? { status: 200 } : { status: 200, json });
