import fc from 'fast-check';
import { jsonValue } from '../arbitraries/json-value.js';

/**
 * TIMESHEET.DAY_VALUES — "Complete set of allowed day values: not shown." The spec only says "three-letter
 * uppercase day abbreviation", so valid samples use the seven English abbreviations and nothing else.
 */
export const WEEKDAY_ABBREVIATIONS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

/** An `x-faker` name the generators implement themselves, because faker has no such method. */
export interface Provider {
  readonly arbitrary: () => fc.Arbitrary<unknown>;
  /** The whole domain when it is a short list: boundary payloads use each value once. */
  readonly values?: readonly unknown[];
}

const providers: Readonly<Record<string, Provider>> = {
  'json.any': { arbitrary: jsonValue },
  'weekday.abbreviation': { arbitrary: () => fc.constantFrom(...WEEKDAY_ABBREVIATIONS), values: WEEKDAY_ABBREVIATIONS },
};

export function providerFor(name: string | undefined): Provider | undefined {
  return name === undefined ? undefined : providers[name];
}
