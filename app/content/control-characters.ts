/** Control characters (C0 and DEL) have no place in a text a person reads; a paragraph may hold line breaks. */
export function hasControlCharacters(value: string, { allowLineBreaks = false } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && !(allowLineBreaks && code === 0x0a)) || code === 0x7f) return true;
  }
  return false;
}
