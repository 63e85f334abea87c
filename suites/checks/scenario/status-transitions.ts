import { operationsOfKind } from '../../../specs/operation-profiles/index.js';
import { projectUpdatableFields, timesheetStatus } from '../../../specs/schemas/index.js';
import type { SpecifiedOperationKey } from '../../../specs/operations.js';
import { okBody } from '../../runtime/fixtures.js';
import { readDocument } from '../../runtime/read-document.js';
import type { ScenarioContext } from '../../runtime/scenario-context.js';
import { statusOf } from '../../runtime/statuses.js';
import type { ScenarioCheck } from '../../runtime/check-types.js';

/** Per operation: the status field and its values, as the schemas define them. */
const STATUS_FIELD = {
  'PATCH /projects/{projectId}': {
    field: 'projectStatus',
    values: projectUpdatableFields.projectStatus.enum,
    requirement: 'PROJECT.TRANSITIONS',
    id: (ctx: ScenarioContext) => ({ projectId: ctx.config.projectId }),
  },
  'PATCH /timesheets/{timesheetId}': {
    field: 'status',
    values: timesheetStatus.enum,
    requirement: 'TIMESHEET.TRANSITIONS',
    id: (ctx: ScenarioContext) => ({ timesheetId: ctx.config.timesheetId }),
  },
} as const;

/**
 * PROJECT.TRANSITIONS, TIMESHEET.TRANSITIONS (UNSPECIFIED) — "transitions: not shown". Walks every
 * status to every other one and records which moves the server allows; puts the status back.
 */
export const statusTransitions: ScenarioCheck = {
  kind: 'scenario',
  id: 'status-transitions',
  requirement: 'PROJECT.TRANSITIONS',
  title: 'Observe which status transitions the server allows',
  group: 'projects',
  operations: operationsOfKind('update'),
  run: async (ctx, operation: SpecifiedOperationKey) => {
    const { field, values, requirement, id } = STATUS_FIELD[operation as keyof typeof STATUS_FIELD];
    const send = (body: object, purpose: string) => ctx.send({ operation, params: id(ctx), body, purpose });
    const original = okBody(await readDocument(ctx, operation, 'read the status'))?.[field];
    if (typeof original !== 'string') return ctx.skip(`the ${field} could not be read`);
    let current = original;
    try {
      for (const target of values) {
        for (const next of values.filter((value) => value !== target)) {
          if (current !== target && !okBody(await send({ [field]: target }, `move ${field} to ${target}`))) continue;
          current = target;
          const moved = await send({ [field]: next }, `${field} ${target} → ${next}`);
          ctx.report({
            verdict: 'observe',
            requirement,
            message: `${field} ${target} → ${next}: ${okBody(moved) ? 'allowed' : `refused (${statusOf(moved)})`}`,
          });
          if (okBody(moved)) current = next;
        }
      }
    } finally {
      if (current !== original) await send({ [field]: original }, `put ${field} back to ${original}`);
    }
  },
};
