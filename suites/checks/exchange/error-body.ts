import { validatorFor } from '../../../specs/ajv.js';
import type { ExchangeCheck } from '../../runtime/check-types.js';
import { excerpt } from '../../../engine/excerpt.js';
import { violates } from '../../../engine/message.js';
import { unlistedFindings } from './unlisted-properties.js';

/** ERROR.BODY — "Every endpoint can answer 400 and 500 with the error body." */
export const errorBody: ExchangeCheck = {
  kind: 'exchange',
  id: 'error-body',
  requirement: 'ERROR.BODY',
  title: '400 and 500 answers carry a valid error body',
  appliesTo: (exchange) => exchange.response?.status === 400 || exchange.response?.status === 500,
  run: ({ response }) => {
    if (!response) return [];
    if (response.json === undefined) {
      return [{ verdict: 'fail', message: violates('ERROR.BODY', `a ${response.status} whose body is not a JSON object: "${excerpt(response.bodyText)}"`) }];
    }
    // Looked up per call (compiled on the first): importing the checks compiles nothing.
    const validate = validatorFor('error-body');
    if (!validate(response.json)) {
      const reasons = (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message}`).join('; ');
      return [{ verdict: 'fail', message: violates('ERROR.BODY', `a ${response.status} error body ${excerpt(response.bodyText)} (${reasons})`) }];
    }
    const code = (response.json as { code?: string }).code;
    return [
      { verdict: 'pass', message: 'valid error body' },
      ...unlistedFindings('error-body', response.json),
      ...(code
        ? [{ verdict: 'observe' as const, requirement: 'ERROR.CONDITIONS' as const, message: `error code "${code}" used with ${response.status}` }]
        : []),
    ];
  },
};
