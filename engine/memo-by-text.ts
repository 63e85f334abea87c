/**
 * `parse` remembered for the texts it was last given. For pure parsers of header values that every
 * exchange repeats (a server sends the same `Deprecation` to every answer): parsed once, not 2,000
 * times a run. The cache is bounded (cleared when full), and its values are shared: never mutate one.
 */
export function memoByText<T>(parse: (text: string) => T, size = 64): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    if (cache.has(text)) return cache.get(text) as T;
    if (cache.size >= size) cache.clear();
    const value = parse(text);
    cache.set(text, value);
    return value;
  };
}
