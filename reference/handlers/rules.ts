import { notifySchema } from '../../specs/schemas/index.js';
import type { FaultName } from '../faults/catalogue.js';
import { refuse } from '../http/refusal.js';
import type { Entity } from '../personalities/behaviour.js';
import { hasFault, type World } from '../world.js';
import type { HandlerContext } from './context.js';

/**
 * NOTIFY.PARAMETER: notify is accepted with any value ("0" and "false" disable notifications, of
 * which the reference sends none). The fault named refuses the disabling values.
 */
export function checkNotify(ctx: HandlerContext, fault: FaultName): void {
  const notify = ctx.query.get('notify');
  const disabling: readonly string[] = notifySchema['x-disabling-values'];
  if (notify !== null && disabling.includes(notify) && hasFault(ctx.world, fault)) refuse('invalid', 'NOTIFY_REJECTED', `notify=${notify} is not accepted`);
}

/** An update that names no field, refused where the personality says so (the run then has no PATCH {} read). */
export function checkNotEmpty(world: World, body: Readonly<Record<string, unknown>>): void {
  if (world.behaviour.refusesEmptyUpdate && Object.keys(body).length === 0) refuse('invalid', 'NOTHING_TO_UPDATE', 'nothing to update');
}

/** PROJECT.TRANSITIONS / TIMESHEET.TRANSITIONS ("not shown"): every transition is allowed unless the personality refuses it. */
export function checkTransition(world: World, entity: Entity, from: unknown, to: unknown): void {
  if (to !== undefined && world.behaviour.refusesTransition(entity, from, to)) {
    refuse('invalid', 'TRANSITION_NOT_ALLOWED', `The ${entity} status cannot change from ${String(from)} to ${String(to)}`);
  }
}
