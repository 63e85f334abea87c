import type { Exchange } from '../../../engine/exchange.js';
import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';
import { pathnameOf } from '../../../engine/pathname-of.js';
import { profileOf } from '../../../specs/operation-profiles/index.js';
import type { RequirementId } from '../../../specs/requirements.js';

/** The requirement that the answer's _id is the path id, where the operation's profile names one (the updates). */
const requirementOf = (exchange: Exchange) => profileOf(exchange.request.operation)?.requirements.pathId;

function pathId(exchange: Exchange): string {
  const segments = pathnameOf(exchange.request.url).split('/');
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

/** PROJECT.ID, TIMESHEET.ID — the document answered is the one the path names. */
export const pathIdMatches: ExchangeCheck = {
  kind: 'exchange',
  id: 'path-id-matches',
  requirement: 'PROJECT.ID',
  alsoJudges: ['TIMESHEET.ID'],
  title: 'The _id of an updated document is the path id',
  appliesTo: (exchange) => exchange.response?.status === 200 && requirementOf(exchange) !== undefined && typeof exchange.response.json === 'object',
  run: (exchange) => {
    const requirement = requirementOf(exchange) as RequirementId;
    const id = (exchange.response?.json as { _id?: unknown } | null)?._id;
    if (id === undefined) return []; // a missing _id is the schema's business
    return id === pathId(exchange)
      ? [{ verdict: 'pass', requirement, message: '_id is the path id' }]
      : [{ verdict: 'fail', requirement, message: violates(requirement, `_id ${JSON.stringify(id)} for path id "${pathId(exchange)}"`) }];
  },
};
