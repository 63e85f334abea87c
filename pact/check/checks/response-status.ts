import type { PactCheck } from '../check-types.js';
import { contradiction, reliance } from '../schema-findings.js';
import { isDocumentedStatus } from '../../../specs/operations.js';
import { isSuccess } from '../statuses.js';

/** STATUS.SUCCESS, ERROR.OTHER_STATUSES — "Each success response is 200"; 400 and 500 are documented, other statuses not shown. */
export const responseStatus: PactCheck = {
  id: 'pact-response-status',
  title: 'Expected statuses are the documented ones',
  run: ({ interaction: { status }, specified }) => {
    if (!specified) return [];
    if (status === 200) return [{ verdict: 'pass', requirement: 'STATUS.SUCCESS', message: '200 expected' }];
    if (isSuccess(status)) return [contradiction('STATUS.SUCCESS', `an expected status ${status} for ${specified.key}`)];
    if (isDocumentedStatus(status)) return [{ verdict: 'pass', requirement: 'GEN.ANSWERS', message: `${status} expected` }];
    return [reliance('ERROR.OTHER_STATUSES', `an expected status ${status} for ${specified.key}`)];
  },
};
