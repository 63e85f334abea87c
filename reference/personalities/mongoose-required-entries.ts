import { unshownMissing } from '../../specs/schema-walk/unshown-required.js';
import { refuse } from '../http/refusal.js';
import type { ValueHook } from '../validation/map-body.js';
import { definePersonality } from './personality.js';

/**
 * Mongoose sub-schemas with `required: true` on every property: "Required or optional status of entry
 * properties in requests: not shown", so a server may require each one, and answer 400 with
 * Mongoose's words when a timesheet entry or an hours item leaves one out.
 */
const requireEveryProperty: ValueHook = (value, node) => {
  const [missing] = unshownMissing(node, value);
  return missing === undefined ? value : refuse('invalid', 'VALIDATION_ERROR', `Path \`${missing}\` is required.`);
};

/** A timesheet entry (and each of its hours) must carry every property the spec lists for it. */
export const mongooseRequiredEntries = definePersonality({
  name: 'mongoose-required-entries',
  description:
    'Mongoose sub-schemas with required: true: a timesheet entry without description, hours or codeId, or an hours item without day or value, is refused with 400 ("Path `description` is required."); taskId stays optional (shape B only).',
  overrides: { storeValue: requireEveryProperty },
});
