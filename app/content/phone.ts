/**
 * Phone numbers as people write them ("+91 90000 12345", "090000 12345",
 * "90000 12345") turned into what the site needs: a number to show and call,
 * and the chat service's form (country code and digits, no "+", no leading
 * zero). Safe in the browser, for the Settings form's previews.
 *
 * Its metadata is India's numbers in full and every other country's by length
 * only (`scripts/phone-metadata.mjs`): half the bytes of the full set, for
 * the back office on a phone (decision record 043).
 */
import { parsePhoneNumberFromString as parseWith, type CountryCode, type PhoneNumber } from "libphonenumber-js/core";
import { metadata } from "./phone-metadata";

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
  if (!number) return null;
  return {
    display: number.formatInternational(),
    e164: number.number,
    chatDigits: number.number.slice(1),
  };
}

/**
 * A stored number as History and Activity show it: as the page writes it
 * ("+91 90000 12345"), not the chat service's digits ("919000012345").
 */
export function phoneAsWritten(value: unknown): string {
  if (typeof value !== "string" || !value) return "none";
  return normalisePhone(value)?.display ?? value;
}
