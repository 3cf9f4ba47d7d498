/**
 * A function of one string, remembered for the few keys a site is asked with again and again (a Host header, an
 * Accept-Encoding header, a page's path). Bounded, so that a client sending a new key each time cannot grow it:
 * past `size` keys the memory starts afresh, and a key longer than `longest` is worked out each time, never kept.
 */
export function boundedMemo<T>(
  work: (key: string) => T,
  { size, longest = 512 }: { size: number; longest?: number },
): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (known.has(key)) return known.get(key)!;
    const value = work(key);
    if (key.length > longest) return value;
    if (known.size >= size) known.clear();
    known.set(key, value);
    return value;
  };
}
