import type { ExchangeCheck } from '../../runtime/check-types.js';
import { contentTypeJson } from './content-type-json.js';
import { deprecationAdvertised } from './deprecation-advertised.js';
import { deprecationHeader } from './deprecation-header.js';
import { deprecationLink } from './deprecation-link.js';
import { errorBody } from './error-body.js';
import { isoStringDates } from './iso-string-dates.js';
import { noServerError } from './no-server-error.js';
import { pathIdMatches } from './path-id-matches.js';
import { responseSchema } from './response-schema.js';
import { statusDocumented } from './status-documented.js';
import { successIs200 } from './success-is-200.js';
import { sunsetHeader } from './sunset-header.js';
import { transport } from './transport.js';
import { updatedAtOrder } from './updated-at-order.js';
import { versionSegment } from './version-segment.js';
import { wwwAuthenticate } from './www-authenticate.js';
import { allowOn405 } from './allow-on-405.js';
import { noContent204 } from './no-content-204.js';
import { retryAfter } from './retry-after.js';
import { errorBodyLeak } from './error-body-leak.js';
import { responseTime } from './response-time.js';

/** Checks applied to every exchange, grouped by requirement area. */
export const exchangeChecks: readonly ExchangeCheck[] = [
  // transport and statuses
  transport,
  noServerError,
  successIs200,
  statusDocumented,
  versionSegment,
  // bodies
  contentTypeJson,
  errorBody,
  responseSchema,
  pathIdMatches,
  isoStringDates,
  updatedAtOrder,
  // deprecation metadata
  deprecationAdvertised,
  deprecationHeader,
  sunsetHeader,
  deprecationLink,
  // HTTP's own rules, where the server chose the status
  wwwAuthenticate,
  allowOn405,
  noContent204,
  retryAfter,
  // leaks of the server in error bodies
  errorBodyLeak,
  // latency, with --max-response-time
  responseTime,
];
