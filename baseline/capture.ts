import type { ConnectionConfig } from '../engine/connection.js';
import type { Exchange } from '../engine/exchange.js';
import type { ApiClient } from '../engine/http/client.js';
import { mediaTypeOf } from '../engine/http/media-type.js';
import { ToolError } from '../engine/tool-error.js';
import type { OperationKey } from '../specs/operations.js';
import { personIdOf } from '../specs/person-id.js';
import { accepted } from '../engine/answer.js';
import { inferSchema, type InferredSchema } from './infer-schema.js';
import { BASELINE_STEPS, type BaselineStep, type StepContext } from './steps.js';

/** Headers whose change a consumer of a deprecated API needs to know about. */
export const HEADERS_OF_INTEREST = ['deprecation', 'sunset', 'link'] as const;
export type HeaderOfInterest = (typeof HEADERS_OF_INTEREST)[number];

/** What one step's answer looked like: everything compare needs, no values of the data. */
export interface BaselineEntry {
  readonly step: string;
  readonly operation: OperationKey;
  /** null: the step was skipped or got no answer. */
  readonly status: number | null;
  readonly skipped?: string;
  readonly problem?: string;
  /** Media type of Content-Type, without parameters. */
  readonly mediaType?: string;
  /** Inferred schema of the JSON body; absent when there was none. */
  readonly schema?: InferredSchema;
  readonly headers: Partial<Record<HeaderOfInterest, string>>;
}

export interface Capture {
  readonly entries: readonly BaselineEntry[];
  /** Step name → exchange, for the evidence of drift. */
  readonly exchanges: ReadonlyMap<string, Exchange>;
  /** What the steps created and could not remove. */
  readonly leftovers: readonly string[];
}

export function entryOf(step: BaselineStep, exchange: Exchange): BaselineEntry {
  const response = exchange.response;
  if (!response) return { step: step.name, operation: step.operation, status: null, problem: exchange.problem?.message ?? 'no answer', headers: {} };
  const mediaType = mediaTypeOf(response.headers['content-type']);
  const headers = Object.fromEntries(HEADERS_OF_INTEREST.flatMap((name) => (response.headers[name] === undefined ? [] : [[name, response.headers[name]]])));
  return {
    step: step.name,
    operation: step.operation,
    status: response.status,
    ...(mediaType ? { mediaType } : {}),
    ...(response.json === undefined ? {} : { schema: inferSchema(response.json) }),
    headers,
  };
}

let emails = 0;
const baselineEmail = () => `pmc-baseline-${Date.now().toString(36)}-${(emails += 1)}@example.com`;

function leftoversOf(sent: ReadonlyMap<string, Exchange>, ctx: StepContext): string[] {
  const removal = sent.get('remove-person');
  if (!ctx.addedPersonId || (removal && accepted(removal))) return [];
  return [
    `person ${ctx.addedPersonId} added to project ${ctx.config.projectId} could not be removed (${removal?.response?.status ?? removal?.problem?.message ?? 'not sent'})`,
  ];
}

/**
 * Sends the fixed baseline set in order with the admin token and records each answer's shape. The
 * first request doubles as the reachability check (exit 2 when the server does not answer).
 */
export async function captureBaseline(client: ApiClient, config: ConnectionConfig): Promise<Capture> {
  const entries: BaselineEntry[] = [];
  const sent = new Map<string, Exchange>();
  let ctx: StepContext = { config, email: baselineEmail };
  for (const step of BASELINE_STEPS) {
    const request = step.request(ctx);
    if ('skip' in request) {
      entries.push({ step: step.name, operation: step.operation, status: null, skipped: request.skip, headers: {} });
      continue;
    }
    const exchange = await client.send(request);
    if (sent.size === 0 && !exchange.response) throw new ToolError(`cannot reach ${config.baseUrl}: ${exchange.problem?.message ?? 'no answer'}`);
    sent.set(step.name, exchange);
    entries.push(entryOf(step, exchange));
    const personId = step.name === 'add-person' && accepted(exchange) ? personIdOf(exchange.response?.json) : undefined;
    if (personId) ctx = { ...ctx, addedPersonId: personId };
  }
  return { entries, exchanges: sent, leftovers: leftoversOf(sent, ctx) };
}
