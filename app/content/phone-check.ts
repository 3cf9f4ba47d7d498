/**
 * The phone check as the forms' schemas read it, without making every form's
 * first visit carry it. The server (its build, vitest, the scripts) has it from
 * the start, every country's numbers. The browser loads it (libphonenumber and
 * India's metadata, about 11 KB gzip) when a phone field is first used: a focus
 * on a phone field, or a check asked for before that (a restored draft). Until it
 * is there a number passes in the browser, and forms check their phone fields
 * again once it arrives; the server checks every post anyway (decision record 050).
 */
import type { NormalisedPhone } from "./phone";

/** Vite writes the browser's value in; Node itself (scripts) has no `import.meta.env`. */
const inBrowser = import.meta.env ? !import.meta.env.SSR : false;

let normalise: ((input: string) => NormalisedPhone | null) | undefined = inBrowser
  ? undefined
  : (await import("./phone")).normalisePhone;
let loading: Promise<void> | undefined;
const waiting = new Set<() => void>();

/** The browser's phone check, loaded once (again after a failed try, say offline). */
export function loadPhoneCheck(): Promise<void> {
  return (loading ??= import("./phone").then(
    (phone) => {
      normalise = phone.normalisePhone;
      for (const then of waiting) then();
      waiting.clear();
    },
    () => {
      loading = undefined;
    },
  ));
}

/**
 * The number meant, or null when it is not a real number; undefined in the
 * browser while its check is not there yet (asking starts loading it).
 */
export function checkPhone(input: string): NormalisedPhone | null | undefined {
  if (normalise) return normalise(input);
  void loadPhoneCheck();
  return undefined;
}

/** `then` runs once the browser's check arrives, to check again what passed without it; never when it is already there. */
export function afterPhoneCheckLoads(then: () => void): () => void {
  if (normalise) return () => {};
  waiting.add(then);
  return () => waiting.delete(then);
}
