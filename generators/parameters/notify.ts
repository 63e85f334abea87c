import fc from 'fast-check';
import { requirement } from '../../specs/requirements.js';
import { notifySchema } from '../../specs/schemas/index.js';
import type { LabelledParameter } from './labelled.js';

/**
 * "When 0 or false, all notifications of the operation are disabled": the disabling values come from
 * the schema's `x-disabling-values`. Any other value's meaning is not shown ('other').
 */
export type NotifyKind = 'disabling' | 'other';
export type NotifyValue = LabelledParameter<NotifyKind>;

const DISABLING: readonly string[] = notifySchema['x-disabling-values'];
/** The usual spellings of "on", whose effect the spec does not state: sent to observe, never to judge. */
const USUAL_OTHERS = ['1', 'true'] as const;

const { level } = requirement('NOTIFY.PARAMETER');

/** Labels a notify value: disabling per the spec, or other (observed only). */
export function labelNotify(value: string): NotifyValue {
  const kind: NotifyKind = DISABLING.includes(value) ? 'disabling' : 'other';
  const description = kind === 'disabling' ? `notify=${JSON.stringify(value)} disables notifications` : `notify=${JSON.stringify(value)} (meaning not shown)`;
  return { value, kind, description, requirement: 'NOTIFY.PARAMETER', level };
}

/** Deterministic notify values: the disabling ones, then 1 and true. */
export function notifyCatalogue(): NotifyValue[] {
  return [...DISABLING, ...USUAL_OTHERS].map(labelNotify);
}

/** notify values: the catalogue, and arbitrary strings (labelled by what they are). */
export function notifyValues(): fc.Arbitrary<NotifyValue> {
  return fc.oneof(fc.constantFrom(...notifyCatalogue()), fc.string({ maxLength: 12 }).map(labelNotify));
}
