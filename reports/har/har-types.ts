import type { RetryRecord, TransportProblem } from '../../engine/exchange.js';
/** The parts of HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/) the suite writes. */
export interface HarNameValue {
  readonly name: string;
  readonly value: string;
}

export interface HarCreator {
  readonly name: string;
  readonly version: string;
}

export interface HarRequest {
  readonly method: string;
  readonly url: string;
  readonly httpVersion: string;
  readonly cookies: HarNameValue[];
  readonly headers: HarNameValue[];
  readonly queryString: HarNameValue[];
  readonly postData?: { readonly mimeType: string; readonly text: string };
  readonly headersSize: number;
  readonly bodySize: number;
}

export interface HarResponse {
  readonly status: number;
  readonly statusText: string;
  readonly httpVersion: string;
  readonly cookies: HarNameValue[];
  readonly headers: HarNameValue[];
  readonly content: { readonly size: number; readonly mimeType: string; readonly text?: string; readonly comment?: string };
  readonly redirectURL: string;
  readonly headersSize: number;
  readonly bodySize: number;
}

/** Custom fields start with an underscore, as HAR 1.2 requires. */
export interface HarEntry {
  readonly startedDateTime: string;
  readonly time: number;
  readonly request: HarRequest;
  readonly response: HarResponse;
  readonly cache: Record<string, never>;
  readonly timings: { readonly send: number; readonly wait: number; readonly receive: number };
  readonly comment: string;
  readonly _operation: string;
  readonly _error?: string;
  /** Why a transport failure is held against the server (engine/exchange.ts TransportProblem.confirmed). */
  readonly _confirmed?: string;
  /** The 429s waited out before this answer (engine/exchange.ts RetryRecord). */
  readonly _retries?: RetryRecord;
  /** The transport failure of a first attempt this exchange sent again. */
  readonly _firstAttempt?: TransportProblem;
}
