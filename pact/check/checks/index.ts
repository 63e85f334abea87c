import type { PactCheck } from '../check-types.js';
import { errorCode } from './error-code.js';
import { matchers } from './matchers.js';
import { operationKnown } from './operation-known.js';
import { requestBody } from './request-body.js';
import { responseBody } from './response-body.js';
import { responseStatus } from './response-status.js';
import { unshownShape } from './unshown-shape.js';

/** Every check `pact check` runs on each interaction, in report order. */
export const PACT_CHECKS: readonly PactCheck[] = [operationKnown, unshownShape, requestBody, responseStatus, responseBody, matchers, errorCode];
