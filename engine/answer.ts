import type { Exchange } from './exchange.js';
import { isJsonObject } from '../specs/json-type.js';

/** A success status (any 2xx). */
export const isSuccess = (status: number) => status >= 200 && status < 300;

/** The server took the request (any 2xx). */
export const accepted = (exchange: Exchange) => exchange.response !== undefined && isSuccess(exchange.response.status);

/** The server refused the request as a client error (any 4xx). 5xx and transport problems are neither. */
export const refused = (exchange: Exchange) => exchange.response !== undefined && exchange.response.status >= 400 && exchange.response.status < 500;

export const statusOf = (exchange: Exchange) => (exchange.response ? String(exchange.response.status) : (exchange.problem?.message ?? 'no answer'));

/** A JSON value that is an object (not null, not an array), as a record; undefined otherwise. */
export const jsonObjectOf = (json: unknown): Record<string, unknown> | undefined => (isJsonObject(json) ? json : undefined);

/** The body of a 200 answer, or undefined (also when there was no request: an operation without a read). */
export const okBody = (exchange: Exchange | undefined): Record<string, unknown> | undefined =>
  exchange?.response?.status === 200 ? jsonObjectOf(exchange.response.json) : undefined;
