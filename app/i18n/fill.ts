/**
 * A template's placeholders filled in, for every language's words and the back
 * office's phrases alike. On its own so the back office reads it without the
 * public site's English dictionary (decision record 050).
 */

/** "Hi {brand}," with { brand: "Sagara Rides" } → "Hi Sagara Rides,". A placeholder with no value is left as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
