import type { ExchangeCheck } from '../../runtime/check-types.js';
import { anyProfileOf } from '../../../specs/operation-profiles/index.js';
import { violates } from '../../../engine/message.js';

/** PROJECT.UPDATED_AT (SHOULD) — a document is not updated before it was created. */
export const updatedAtOrder: ExchangeCheck = {
  kind: 'exchange',
  id: 'updated-at-order',
  requirement: 'PROJECT.UPDATED_AT',
  title: 'updatedAt does not precede createdAt',
  // Every answer that is a project: the update's, and the GET read the run may have discovered.
  appliesTo: (exchange) => exchange.response?.status === 200 && anyProfileOf(exchange.request.operation)?.responseSchema === 'project',
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
