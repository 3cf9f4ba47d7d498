/**
 * Phone numbers as people write them ("+91 90000 12345", "090000 12345",
 * "90000 12345") turned into what the site needs: a number to show and call,
 * and the chat service's form (country code and digits, no "+", no leading
 * zero). Safe in the browser, for the forms' checks and Settings' previews.
 *
 * The server checks every country's numbers exactly (libphonenumber's "max"
 * metadata). The browser carries India's alone (`scripts/phone-metadata.mjs`,
 * 2 KB instead of 20): an Indian number is checked as exactly as it is typed,
 * and a foreign one only for its shape, then exactly by the server when the
 * form is sent (decision records 043 and 049).
 */
import { parsePhoneNumberFromString as parseWith, type CountryCode, type PhoneNumber } from "libphonenumber-js/core";
import everyCountry from "libphonenumber-js/max/metadata";
import { metadata as india } from "./phone-metadata";

/**
 * In the browser's build Vite writes `true` here, and the "max" set is left out of it. The server's build, vitest
 * and the scripts run by Node itself (no `import.meta.env`) read every country's.
 */
const inBrowser = import.meta.env ? !import.meta.env.SSR : false;
const metadata = inBrowser ? india : everyCountry;

const parsePhoneNumberFromString = (text: string, defaultCountry?: CountryCode) =>
  parseWith(text, { defaultCountry }, metadata);

/** Numbers written without a country code are read as Indian ones. */
const DEFAULT_PHONE_COUNTRY: CountryCode = "IN";

/** Digits, spaces, dashes, dots, brackets and one leading "+" (or "(+"): nothing else belongs in a number. */
const PHONE_CHARACTERS = /^\(?\+?[\d\s().-]{4,30}$/;

export interface NormalisedPhone {
  /** For people: "+91 90000 12345". */
  display: string;
  /** For tel: links: "+919000012345". */
  e164: string;
  /** For chat links: "919000012345". */
  chatDigits: string;
}

/**
 * The number meant, or null when it is not a real number. Written with "+" or
 * "00", it is international. Eleven digits or more without them may be a number
 * already stored in the chat service's form (country code first): that is
 * tried before reading it as a number of the default country, so a saved
 * number reads back as itself.
 */
export function normalisePhone(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): NormalisedPhone | null {
  const text = input.trim();
  if (!PHONE_CHARACTERS.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  const candidates: (PhoneNumber | undefined)[] = [];
  if (/^\(?\+/.test(text)) candidates.push(parsePhoneNumberFromString(`+${digits}`));
  else if (digits.startsWith("00")) candidates.push(parsePhoneNumberFromString(`+${digits.slice(2)}`));
  else {
    if (digits.length >= 11 && !digits.startsWith("0")) candidates.push(parsePhoneNumberFromString(`+${digits}`));
    candidates.push(parsePhoneNumberFromString(digits, country));
  }
  const number = candidates.find((n) => n?.isValid());
  if (!number) return inBrowser ? foreignInTheBrowser(text, digits) : null;
  return {
    display: number.formatInternational(),
    e164: number.number,
    chatDigits: number.number.slice(1),
  };
}

/**
 * A number the browser cannot check, another country's (it knows India's
 * alone): written with "+" or "00" (or stored as the chat service's digits),
 * not India's code, and as long as a number
 * with its country code can be (8 to 15 digits). The server checks it exactly.
 */
function foreignInTheBrowser(text: string, digits: string): NormalisedPhone | null {
  const international = /^\(?\+/.test(text)
    ? digits
    : digits.startsWith("00")
      ? digits.slice(2)
      : digits.length >= 11 && !digits.startsWith("0")
        ? digits
        : null;
  if (!international || international.startsWith("91") || international.length < 8 || international.length > 15) {
    return null;
  }
  return { display: `+${international}`, e164: `+${international}`, chatDigits: international };
}

/**
 * A stored number as History and Activity show it: as the page writes it
 * ("+91 90000 12345"), not the chat service's digits ("919000012345").
 */
export function phoneAsWritten(value: unknown): string {
  if (typeof value !== "string" || !value) return "none";
  return normalisePhone(value)?.display ?? value;
}
