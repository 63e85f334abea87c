/**
 * A deep copy of a payload: arrays and objects copied, everything else kept as it is. The same copy
 * structuredClone makes of such data (objects come back plain, an own `__proto__` key stays a key),
 * without its serialising: payloads are copied for every sample generated.
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = cloneJson((value as Record<string, unknown>)[key]);
    // An own "__proto__" (an unknown property a mutation may add) is a key, never the copy's prototype.
    if (key === '__proto__') Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
    else copy[key] = item;
  }
  return copy as T;
}
