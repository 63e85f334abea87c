import type { ExchangeCheck } from '../../runtime/check-types.js';
import { excerpt } from '../../../engine/excerpt.js';
import { isJsonMediaType } from '../../../engine/http/media-type.js';
import { isDocumentedStatus } from '../../../specs/operations.js';
import { hasBody } from './helpers.js';
import { violates } from '../../../engine/message.js';

/** GEN.JSON — "Request and response bodies are application/json." */
export const contentTypeJson: ExchangeCheck = {
  kind: 'exchange',
  id: 'content-type-json',
  requirement: 'GEN.JSON',
  alsoJudges: ['GEN.JSON.OTHER_STATUSES'],
  title: 'Response bodies are JSON with a JSON media type',
  appliesTo: (exchange) => exchange.response !== undefined && hasBody(exchange.response) && !exchange.response.truncated,
  run: ({ response }) => {
    if (!response) return [];
    // A body of an undocumented status (a framework's or a proxy's default page) is a warning of its own entry.
    const verdict = isDocumentedStatus(response.status) ? 'fail' : 'warn';
    const requirement = isDocumentedStatus(response.status) ? 'GEN.JSON' : 'GEN.JSON.OTHER_STATUSES';
    const type = response.headers['content-type'];
    if (!isJsonMediaType(type)) {
      return [{ verdict, requirement, message: violates(requirement, `Content-Type ${type ? `"${type}"` : '(none)'} on a ${response.status} with a body`) }];
    }
    if (response.parseError) {
      return [{ verdict, requirement, message: violates(requirement, `a body that is not JSON (${response.parseError}): ${excerpt(response.bodyText)}`) }];
    }
    return [{ verdict: 'pass', message: 'JSON body with a JSON media type' }];
  },
};
