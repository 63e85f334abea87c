import type { Exchange } from '../../engine/exchange.js';

/** The server took the request (any 2xx). */
export const accepted = (exchange: Exchange) => exchange.response !== undefined && exchange.response.status >= 200 && exchange.response.status < 300;

/** The server refused the request as a client error (any 4xx). 5xx and transport problems are neither. */
export const refused = (exchange: Exchange) => exchange.response !== undefined && exchange.response.status >= 400 && exchange.response.status < 500;

export const statusOf = (exchange: Exchange) => (exchange.response ? String(exchange.response.status) : (exchange.problem?.message ?? 'no answer'));
