import type { ValueHook } from '../validation/map-body.js';
import { definePersonality } from './personality.js';

/**
 * Binds a string to the enum constant it names in any letter case, and stores the constant: Jackson's
 * ACCEPT_CASE_INSENSITIVE_ENUMS, .NET's JsonStringEnumConverter (case-insensitive on read), a
 * `Enum.valueOf(text.toUpperCase())` binder. "OPEN" → "open", "usd" → "USD". Values no enum member
 * matches stay as sent (and are refused).
 */
export const enumCaseInsensitive: ValueHook = (value, node) => {
  if (typeof value !== 'string' || !Array.isArray(node.enum) || node.enum.includes(value)) return value;
  const folded = value.toLowerCase();
  return (node.enum as readonly unknown[]).find((member) => typeof member === 'string' && member.toLowerCase() === folded) ?? value;
};

/** A server whose enum binding ignores letter case and stores the declared value. */
export const enumCaseInsensitiveBinding = definePersonality({
  name: 'enum-case-insensitive',
  description:
    'Enum values and currency codes bound case-insensitively and stored as declared ("OPEN" accepted and stored as "open", "usd" as "USD"), as Jackson with ACCEPT_CASE_INSENSITIVE_ENUMS or .NET\'s JsonStringEnumConverter read them.',
  overrides: { castValue: enumCaseInsensitive },
});
