/**
 * The checks every field is built from, with messages written for the
 * operator, not for a developer. The registry's entries (./lists, ./settings)
 * put them together; forms and server share the result.
 */
import { z } from "zod";
import { hasControlCharacters } from "./control-characters";
import { checkPhone } from "./phone-check";
import { checkWebAddress, type WebAddressRules } from "./web-address";

/** Markup in a text field is never what the operator meant (and the page would show it as text). */
export const noMarkup = /<\/?[a-z!?]/i;

/** What a text check says, given the field's label: the operator's English unless a page passes its own language's. */
export interface TextMessages {
  required(label: string): string;
  tooLong(label: string, max: number): string;
  markup(label: string): string;
  oneLine(label: string): string;
  controlCharacters(label: string): string;
}

const englishMessages: TextMessages = {
  required: (label) => `${label} is required`,
  tooLong: (label, max) => `${label} must be ${max} characters or fewer`,
  markup: (label) => `${label} must be plain text, without HTML tags`,
  oneLine: (label) => `${label} must be one line`,
  controlCharacters: (label) => `${label} cannot contain tabs or control characters`,
};

/** No markup, no control characters; line breaks only in a field that is a paragraph. */
const plainText = (label: string, multiline: boolean, say: TextMessages) => (value: string, ctx: z.RefinementCtx) => {
  if (noMarkup.test(value)) ctx.addIssue({ code: "custom", message: say.markup(label) });
  if (!multiline && value.includes("\n")) ctx.addIssue({ code: "custom", message: say.oneLine(label) });
  if (hasControlCharacters(value, { allowLineBreaks: true })) {
    ctx.addIssue({ code: "custom", message: say.controlCharacters(label) });
  }
};

export interface TextRules {
  /** A paragraph: line breaks allowed. */
  multiline?: boolean;
  /** The message for a value that is not text at all. */
  typeError?: string;
  /** The messages in a visitor's language (a public form); the operator's English by default. */
  messages?: TextMessages;
}

/** The one rule for text, in content and settings alike: line endings as "\n", trimmed, plain, at most `max`. */
const textChecks = (
  label: string,
  max: number,
  { multiline = false, typeError, messages: say = englishMessages }: TextRules,
) =>
  z
    .string({ error: typeError ?? say.required(label) })
    .overwrite((v) => v.replace(/\r\n?/g, "\n"))
    .trim()
    .max(max, say.tooLong(label, max))
    .superRefine(plainText(label, multiline, say));

/** Text that must be given. */
export const requiredText = (label: string, max: number, rules: TextRules = {}) =>
  textChecks(label, max, rules).min(1, (rules.messages ?? englishMessages).required(label));

/** Text that may be left empty (a form sends nothing for an empty field): stored as "". */
export const optionalText = (label: string, max: number, rules: TextRules = {}) =>
  textChecks(label, max, rules)
    .optional()
    .transform((v) => v ?? "");

/** A number as a form sends it (text) or a file holds it; anything else (a list, true, null) stays what it is, and is refused. */
const numberLike = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v);

export const rupees = (label: string, { min = 1 }: { min?: number } = {}) => {
  const wrong = `${label} must be a whole number of rupees${min > 0 ? " above 0" : ", 0 or more"}`;
  return z.preprocess(
    numberLike,
    z.number({ error: wrong }).int(wrong).min(min, wrong).max(10_000_000, `${label} must be at most ₹1,00,00,000`),
  );
};

/** Rupees that may be left empty: null. */
export const optionalRupees = (label: string) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), rupees(label).nullable());

/** A whole number from `min` to `max`: days, bikes. */
export const count = (label: string, min: number, max: number, noun: string) => {
  const wrong = `${label} must be a whole number of ${noun} from ${min} to ${max}`;
  return z.preprocess(numberLike, z.number({ error: wrong }).int(wrong).min(min, wrong).max(max, wrong));
};

/** A whole number that may be left empty: null. */
export const optionalCount = (label: string, min: number, max: number, noun: string) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), count(label, min, max, noun).nullable());

/** Whole stars from 1 to 5, with one message for anything else (a public form passes its language's). */
export const starsSaying = (wrong: string) => z.coerce.number({ error: wrong }).int(wrong).min(1, wrong).max(5, wrong);
export const stars = starsSaying("Rating must be a whole number of stars from 1 to 5");

/** A calendar day, YYYY-MM-DD. */
export const isoDate = z
  .string({ error: "Date must be a real date, written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a real date, written YYYY-MM-DD")
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    "Date must be a real date, written YYYY-MM-DD",
  );

/**
 * An image of the library, by id. The store checks in its write path that it
 * is in the library and has alt text; the form only has to post the id.
 */
export const imageRef = z
  .string({ error: "Choose an image from the library" })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "Choose an image from the library");

/** A picture that may be left out: "" for none (a form sends nothing for it). */
export const optionalImageRef = z
  .union([z.literal(""), imageRef], { error: "Choose an image from the library" })
  .optional()
  .transform((v) => v ?? "");

/** A list of short texts, each checked like a field of its own. */
export const textList = (item: string, maxItems: number, maxLength: number) =>
  z
    .array(requiredText(item, maxLength, { typeError: `${item} is required` }), { error: `${item}s must be a list` })
    .max(maxItems, `At most ${maxItems} ${item.toLowerCase()}s`);

/** The id of an item: part of its address in the back office and its anchor on the page. */
export const idSchema = z
  .string({ error: "ID is required" })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "ID must use lowercase letters, digits and single dashes, like honda-dio")
  .max(60, "ID must be 60 characters or fewer");

/** Reports a refusal from inside a transform. */
function refuseWith(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/**
 * A phone number in the form it is stored in, or `refusal`. In the browser
 * before its phone check has loaded, the number as typed: the server decides.
 */
const storedAs =
  (form: "display" | "chatDigits", refusal: string) =>
  (value: string, ctx: z.RefinementCtx): string => {
    const number = checkPhone(value);
    return number === undefined ? value : (number?.[form] ?? refuseWith(ctx, refusal));
  };

/** A number to show and call, stored as "+91 90000 12345". */
export const phoneForCalls = z
  .string({ error: "Phone number is required" })
  .trim()
  .min(1, "Phone number is required")
  .max(40, "Phone number must be 40 characters or fewer")
  .transform(storedAs("display", "Phone number must be a real phone number, like +91 90000 12345 or 090000 12345"));

/** A chat service's number, stored as it wants it: country code and digits, "919000012345". */
export const chatNumber = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(40, `${label} must be 40 characters or fewer`)
    .transform(
      storedAs(
        "chatDigits",
        `${label} must be a real mobile number, like +91 90000 12345 (other countries with their +code)`,
      ),
    );

export const webAddress = (label: string, rules?: WebAddressRules) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform((value, ctx) => {
      const checked = checkWebAddress(value, label, rules);
      return checked.ok ? checked.url : refuseWith(ctx, checked.message);
    });

/** Empty means "none", stored as "". */
export const optionalWebAddress = (label: string, rules?: WebAddressRules) =>
  z
    .string({ error: `${label} must be a web address` })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return "";
      const checked = checkWebAddress(value, label, rules);
      return checked.ok ? checked.url : refuseWith(ctx, checked.message);
    });

/** "07:00", also typed as "7:00" or sent by a time input with seconds ("07:00:00"). */
export const clockTime = (label: string) =>
  z
    .string({ error: `${label} must be a time like 07:00` })
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d(:00)?$/, `${label} must be a time like 07:00`)
    .transform((t) => t.slice(0, t.indexOf(":") + 3).padStart(5, "0"));

/** A number between -limit and limit, or nothing (null). */
export const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** Field messages keyed by dotted path ("features.2"), ready to show next to the field. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
