import type { Exchange } from '../../../engine/exchange.js';
import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

const REQUIREMENT = { 'PATCH /projects/{projectId}': 'PROJECT.ID', 'PATCH /timesheets/{timesheetId}': 'TIMESHEET.ID' } as const;

function pathId(exchange: Exchange): string {
  const segments = new URL(exchange.request.url).pathname.split('/');
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

/** PROJECT.ID, TIMESHEET.ID — the document answered is the one the path names. */
export const pathIdMatches: ExchangeCheck = {
  kind: 'exchange',
  id: 'path-id-matches',
  requirement: 'PROJECT.ID',
  title: 'The _id of an updated document is the path id',
  appliesTo: (exchange) => exchange.response?.status === 200 && exchange.request.operation in REQUIREMENT && typeof exchange.response.json === 'object',
  run: (exchange) => {
    const requirement = REQUIREMENT[exchange.request.operation as keyof typeof REQUIREMENT];
    const id = (exchange.response?.json as { _id?: unknown } | null)?._id;
    if (id === undefined) return []; // a missing _id is the schema's business
    return id === pathId(exchange)
      ? [{ verdict: 'pass', requirement, message: '_id is the path id' }]
      : [{ verdict: 'fail', requirement, message: violates(requirement, `_id ${JSON.stringify(id)} for path id "${pathId(exchange)}"`) }];
  },
};
