import type { ScenarioContext } from './scenario-context.js';

/**
 * A well-formed id that no server holds: 24 hexadecimal digits (the form of the fixtures' ObjectIds),
 * derived from the run's seed so that a run can be reproduced.
 */
export function unknownId(ctx: ScenarioContext, purpose = 'unknown-id'): string {
  return Array.from({ length: 6 }, (_, i) => ((ctx.seedFor(`${purpose}-${i}`) >>> 0) % 0x10000).toString(16).padStart(4, '0')).join('');
}
