import type { ExchangeCheck } from '../../runtime/check-types.js';
import { violates } from '../../../engine/message.js';

/** PROJECT.UPDATED_AT (SHOULD) — a document is not updated before it was created. */
export const updatedAtOrder: ExchangeCheck = {
  kind: 'exchange',
  id: 'updated-at-order',
  requirement: 'PROJECT.UPDATED_AT',
  title: 'updatedAt does not precede createdAt',
  appliesTo: (exchange) => exchange.response?.status === 200 && exchange.request.operation === 'PATCH /projects/{projectId}',
  run: (exchange) => {
    const body = exchange.response?.json as { createdAt?: unknown; updatedAt?: unknown } | undefined;
    const created = typeof body?.createdAt === 'string' ? Date.parse(body.createdAt) : NaN;
    const updated = typeof body?.updatedAt === 'string' ? Date.parse(body.updatedAt) : NaN;
    if (Number.isNaN(created) || Number.isNaN(updated)) return [];
    return updated >= created
      ? [{ verdict: 'pass', message: 'updatedAt >= createdAt' }]
      : [{ verdict: 'warn', message: violates('PROJECT.UPDATED_AT', `updatedAt ${String(body?.updatedAt)} before createdAt ${String(body?.createdAt)}`) }];
  },
};
