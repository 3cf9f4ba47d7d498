/**
 * How the registry describes a list of the page or a section of the settings:
 * every field once, with its check, its label in the operator's words, how
 * History shows its value, its form widget, how a list stores it, whether it
 * names an image and whether it is text a visitor reads. Everything else
 * (the types, the forms, the tables, the export, History, the image uses) is
 * derived from these descriptions. Safe for the browser.
 */
import { z } from "zod";
import {
  isWritten,
  translationField,
  translationLanguages,
  type TranslationLanguage,
  type TranslationSuffix,
} from "./languages";

/**
 * How a list's table keeps a field, and the value its check must give to be
 * kept so (settings keep JSON, so theirs is never read). The tables' columns
 * are typed from it (~/db/schema.ts).
 */
export interface StoredValues {
  text: string;
  "nullable-text": string | null;
  integer: number;
  "nullable-integer": number | null;
  real: number;
  /** Settings only: a number that may be left empty (a position, a tax rate). */
  "nullable-real": number | null;
  boolean: boolean;
  strings: string[];
  /** Rows of small groups (opening hours, a season's prices). */
  json: object[];
}
export type Storage = keyof StoredValues;

/** A link the back office previews beside a field, as the page will make it. */
export type LinkPreviewKind = "call" | "chat" | "promo";

export interface Option {
  value: string;
  label: string;
}

/** Where a field sits in its form, besides its widget. */
interface Placement {
  hint?: string;
  /** A paragraph shown before the field. */
  note?: string;
  /** Shown beside the next field that is also a pair, on wide screens. */
  pair?: boolean;
  /** A link of the page to preview after the field. */
  preview?: LinkPreviewKind;
}

type Widget = Placement &
  (
    | {
        type: "text";
        input?: "text" | "number" | "date" | "email" | "tel" | "url" | "time";
        inputMode?: "numeric" | "decimal" | "tel" | "email" | "url" | "text";
        autoComplete?: string;
        step?: string;
        /** Shown before the input, e.g. "₹". */
        prefix?: string;
      }
    | { type: "textarea"; rows?: number }
    | { type: "list"; item: string; max: number }
    | { type: "choice"; options: readonly Option[] }
    | { type: "checkbox"; text: string }
    | { type: "image" }
    | { type: "opening-hours" }
    | { type: "social-links" }
    | { type: "closed-days" }
    /** Rows of a bike and its price (a season's prices). */
    | { type: "bike-prices" }
  );

export interface Field<
  S extends z.ZodType = z.ZodType,
  Image extends boolean = boolean,
  Visitor extends boolean = boolean,
  St extends Storage = Storage,
> {
  schema: S;
  /** The field in the operator's words: the form's label and History's. */
  label: string;
  /** The value as a person reads it in History and Activity ("₹1,200"). */
  show: (value: unknown) => string;
  widget: Widget;
  storage: St;
  /** Names an image of the library by id. */
  image: Image;
  /** Text a visitor reads on the public page: the words a translation covers. */
  visitorText: Visitor;
  /** For the translation of such a text: the field it translates, and its language. */
  translates?: { field: string; language: TranslationLanguage };
}

/** A field whose check gives what its storage keeps: the storage says the value's type. */
export type StoredField = { [St in Storage]: Field<Check<St>, boolean, boolean, St> }[Storage];
/** A check whose value a storage keeps: each kind takes only checks whose values its column holds. */
type Check<St extends Storage> = z.ZodType<StoredValues[St]>;
export type Fields = Record<string, StoredField>;
type Shape<F extends Fields> = { [K in keyof F]: F[K]["schema"] };
type ValuesOf<F extends Fields> = z.output<z.ZodObject<Shape<F>>>;
/** The names of the fields a visitor reads. */
type VisitorKeys<F extends Fields> = { [K in keyof F]: F[K]["visitorText"] extends true ? K : never }[keyof F] & string;
/** A version of each text a visitor reads, per language: "descriptionHi", "descriptionKn". */
type Translations<F extends Fields> = {
  [K in VisitorKeys<F> as `${K}${TranslationSuffix}`]: Field<
    Check<TranslationStorage<F[K]>>,
    false,
    false,
    TranslationStorage<F[K]>
  >;
};
/** A translation is kept as text, or as strings when its English field is a list. */
type TranslationStorage<F extends StoredField> = F["storage"] extends "strings" ? "strings" : "text";
/** The translations a sample may give: any of them, each as its English field's value. */
type SampleTranslations<F extends Fields> = {
  [K in VisitorKeys<F> as `${K}${TranslationSuffix}`]?: z.output<F[K]["schema"]>;
};
/** The names of the fields that hold an image id. */
export type ImageKeys<F extends Fields> = { [K in keyof F]: F[K]["image"] extends true ? K : never }[keyof F] & string;

// ---------------------------------------------------------------------------
// How values read in History.

export const orNone = (v: unknown) => (v === null || v === undefined || v === "" ? "none" : String(v));
const asList = (v: unknown) => (Array.isArray(v) ? v.map(String).join(", ") : String(v ?? ""));
const yesNo = (v: unknown) => (v ? "on" : "off");
/** Rows of small groups ("Mo Tu 07:00 21:00; …"). */
export const asRows = (v: unknown) =>
  Array.isArray(v)
    ? v.map((x) => (typeof x === "object" && x ? Object.values(x).flat().join(" ") : String(x))).join("; ") || "none"
    : orNone(v);
const rupeeFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const asMoney = (v: unknown) => (typeof v === "number" ? `₹${rupeeFormat.format(v)}` : String(v ?? ""));
const labelOf = (options: readonly Option[]) => (v: unknown) => options.find((o) => o.value === v)?.label ?? String(v);

/**
 * A label inside a sentence: "Price per day" → "price per day". Labels are
 * written in sentence case, so only the first word loses its capital; a
 * language's name or an abbreviation keeps theirs ("description in Kannada", "UPI ID").
 */
export const labelInSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

/** Options from a record of labels: { available: "Available", … }. */
export const optionsOf = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

// ---------------------------------------------------------------------------
// The kinds of field. Each takes its check and says the rest.

interface Common<V extends boolean = boolean> {
  label: string;
  /** Read by visitors on the public page: the field gets a Hindi and a Kannada version. */
  visitor?: V;
  show?: (value: unknown) => string;
}

function field<St extends Storage, S extends z.ZodType<StoredValues[St]>, V extends boolean, I extends boolean = false>(
  schema: S,
  { label, visitor, show = orNone }: Common<V>,
  widget: Widget,
  storage: St,
  image?: I,
): Field<S, I, NoInfer<V>, St> {
  return { schema, label, show, widget, storage, image: (image ?? false) as I, visitorText: (visitor ?? false) as V };
}

type TextWidget = Extract<Widget, { type: "text" }>;

export const kind = {
  /** A line of text. */
  text: <S extends Check<"text">, V extends boolean = false>(schema: S, c: Common<V> & Omit<TextWidget, "type">) =>
    field(schema, c, { type: "text", ...placement(c) }, "text"),
  /** Text that may be empty, kept as null when a list stores it so. */
  nullableText: <S extends Check<"nullable-text">, V extends boolean = false>(
    schema: S,
    c: Common<V> & Omit<TextWidget, "type">,
  ) => field(schema, c, { type: "text", ...placement(c) }, "nullable-text"),
  paragraph: <S extends Check<"text">, V extends boolean = false>(
    schema: S,
    c: Common<V> & Placement & { rows?: number },
  ) => field(schema, c, { type: "textarea", rows: c.rows, ...placement(c) }, "text"),
  money: <S extends Check<"integer">, V extends boolean = false>(schema: S, c: Common<V> & Placement) =>
    field(
      schema,
      { show: asMoney, ...c },
      { type: "text", input: "number", prefix: "₹", inputMode: "numeric", ...placement(c) },
      "integer",
    ),
  /** Rupees that may be left empty (kept as null): a rate the owner may not offer. */
  optionalMoney: <S extends Check<"nullable-integer">, V extends boolean = false>(
    schema: S,
    c: Common<V> & Placement,
  ) =>
    field(
      schema,
      { show: (v) => (v === null || v === undefined ? "none" : asMoney(v)), ...c },
      { type: "text", input: "number", prefix: "₹", inputMode: "numeric", ...placement(c) },
      "nullable-integer",
    ),
  /** A whole number: days, units. */
  count: <S extends Check<"integer">, V extends boolean = false>(schema: S, c: Common<V> & Placement) =>
    field(schema, c, { type: "text", input: "number", inputMode: "numeric", ...placement(c) }, "integer"),
  /** A whole number that may be left empty (kept as null). */
  optionalCount: <S extends Check<"nullable-integer">, V extends boolean = false>(
    schema: S,
    c: Common<V> & Placement,
  ) => field(schema, c, { type: "text", input: "number", inputMode: "numeric", ...placement(c) }, "nullable-integer"),
  /** A number that may be left empty (kept as null), with the input it asks for: a position, a tax rate. */
  optionalNumber: <S extends Check<"nullable-real">, V extends boolean = false>(
    schema: S,
    c: Common<V> & Omit<TextWidget, "type">,
  ) => field(schema, c, { type: "text", ...placement(c) }, "nullable-real"),
  /** A number with a fraction, like a rating of 4.8. */
  decimal: <S extends Check<"real">, V extends boolean = false>(
    schema: S,
    c: Common<V> & Placement & { step?: string },
  ) =>
    field(
      schema,
      c,
      { type: "text", input: "number", step: c.step ?? "0.1", inputMode: "decimal", ...placement(c) },
      "real",
    ),
  date: <S extends Check<"text">, V extends boolean = false>(schema: S, c: Common<V> & Placement) =>
    field(schema, c, { type: "text", input: "date", ...placement(c) }, "text"),
  /** Short texts, a row each (features, destinations). */
  texts: <S extends Check<"strings">, V extends boolean = false>(
    schema: S,
    c: Common<V> & Placement & { item: string; max: number },
  ) => field(schema, { show: asList, ...c }, { type: "list", item: c.item, max: c.max, ...placement(c) }, "strings"),
  /** One of a few, as radio buttons. */
  choice: <S extends Check<"text">, V extends boolean = false>(
    schema: S,
    c: Common<V> & Placement & { options: readonly Option[] },
  ) =>
    field(schema, { show: labelOf(c.options), ...c }, { type: "choice", options: c.options, ...placement(c) }, "text"),
  /** One of a few numbers (a review's stars), as radio buttons. */
  numberChoice: <S extends Check<"integer">, V extends boolean = false>(
    schema: S,
    c: Common<V> & Placement & { options: readonly Option[] },
  ) =>
    field(
      schema,
      { show: labelOf(c.options), ...c },
      { type: "choice", options: c.options, ...placement(c) },
      "integer",
    ),
  checkbox: <S extends Check<"boolean">, V extends boolean = false>(
    schema: S,
    c: Common<V> & Placement & { text: string },
  ) => field(schema, { show: yesNo, ...c }, { type: "checkbox", text: c.text, ...placement(c) }, "boolean"),
  image: <S extends Check<"text">, V extends boolean = false>(schema: S, c: Common<V>) =>
    field(schema, c, { type: "image" }, "text", true),
  /** A widget of its own for rows of small groups, kept as JSON. */
  rows: <S extends Check<"json">, V extends boolean = false>(
    schema: S,
    c: Common<V> & Placement & { widget: "opening-hours" | "social-links" | "closed-days" | "bike-prices" },
  ) => field(schema, { show: asRows, ...c }, { type: c.widget, ...placement(c) }, "json"),
};

function placement(c: Placement & Partial<Omit<TextWidget, "type">>) {
  const { hint, note, pair, preview, input, inputMode, autoComplete, step, prefix } = c;
  return Object.fromEntries(
    Object.entries({ hint, note, pair, preview, input, inputMode, autoComplete, step, prefix }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}

// ---------------------------------------------------------------------------
// Translations: derived from the fields a visitor reads, so a new such field
// is translated without a word more.

/** What a translation holds when none is written: the page shows the English. */
const blankFor = (field: Field) => (field.storage === "strings" ? [] : "");

/**
 * A field's version in another language: the English field's own check and
 * widget, but it may be left empty. Its label names the language, in History
 * as in the form ("Description in Hindi").
 */
function translationOf(name: string, english: Field, language: (typeof translationLanguages)[number]): Field {
  const blank = blankFor(english);
  // A list says so in its type, so that a form's single row arrives as a list; anything else that is
  // not a list is refused with the English field's own words.
  const input =
    english.storage === "strings"
      ? z.array(z.unknown(), { error: (issue) => english.schema.safeParse(issue.input).error?.issues[0]?.message })
      : z.unknown();
  const schema = input.optional().transform((value, ctx) => {
    if (!isWritten(value)) return blank;
    const checked = english.schema.safeParse(value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  });
  return {
    schema,
    label: `${english.label} in ${language.english}`,
    show: english.show,
    widget: {
      ...english.widget,
      ...(english.widget.type === "list" ? { item: `${english.widget.item} in ${language.english}` } : {}),
      // A paragraph's hint says how to write it (bold, lists); a line's would speak of the English ("leave it empty for none").
      hint: english.widget.type === "textarea" ? english.widget.hint : undefined,
      pair: undefined,
      preview: undefined,
      note: undefined,
    },
    storage: english.storage === "strings" ? "strings" : "text",
    image: false,
    visitorText: false,
    translates: { field: name, language: language.code },
  };
}

/** The fields with their translations after them, and every translation left empty (for a sample). */
function withTranslations<F extends Fields>(fields: F) {
  const added: Record<string, Field> = {};
  for (const [name, english] of Object.entries(fields)) {
    if (!english.visitorText) continue;
    for (const language of translationLanguages)
      added[translationField(name, language.code)] = translationOf(name, english, language);
  }
  const blanks = Object.fromEntries(Object.entries(added).map(([name, f]) => [name, blankFor(f)]));
  return { fields: { ...fields, ...added } as F & Translations<F>, blanks };
}

/** The blank translations under what a sample writes, so every sample item has each field. */
const filled = <T extends object>(sample: T, blanks: Record<string, unknown>) => ({ ...blanks, ...sample });

// ---------------------------------------------------------------------------
// A list of the page.

export interface ListDescription<K extends string, F extends Fields> {
  kind: K;
  /** The table that keeps it. */
  table: string;
  /** One item, in the operator's words: "bike". */
  noun: string;
  /** The list's heading: "Bikes". */
  title: string;
  /** Its address under /admin/content/. */
  slug: string;
  /** Where it shows on the public page. */
  anchor: string;
  /** Each item is a card of its own on the page, with its own anchor. */
  cards?: boolean;
  fields: F;
  /** The words that name one item ("Royal Enfield Classic"). */
  label: (item: ValuesOf<F>) => string;
  /** What the back office's list card shows about an item at a glance. */
  summary: (item: ValuesOf<F>) => string[];
  /** What a new item's form starts with. Lists start with no rows: "Add feature" makes one. */
  blank?: (today: string) => Partial<Record<keyof F, unknown>>;
  /** A check across an item's fields (the most days not fewer than the least). */
  refine?: (item: ValuesOf<F>, ctx: z.RefinementCtx) => void;
  /**
   * A check against the list's other items, run where they all are at hand
   * (the store's write, an import): seasons may not overlap. Answers a
   * message by field for each clash.
   */
  clashes?: (item: ValuesOf<F>, others: readonly Clashing<F>[]) => { field: string; message: string }[];
  /**
   * Fields of an item, as it is stored, that no edit may change: words a
   * customer wrote are theirs. An item added by hand must leave them at
   * their defaults. The store refuses any other value, by field.
   */
  locked?: (item: ValuesOf<F>) => (keyof F & string)[];
  /**
   * Items come only from visitors, through a checked door (a review link):
   * the back office has no Add, and the store and an import add none.
   */
  addedByVisitorsOnly?: boolean;
  /** The sample content, with such translations as it has. */
  sample: NoInfer<ValuesOf<F> & SampleTranslations<F> & { id: string }>[];
}

/** Another item a new or changed one is checked against. */
type Clashing<F extends Fields> = ValuesOf<F> & { id: string };

export function defineList<const K extends string, F extends Fields>(description: ListDescription<K, F>) {
  const keys = Object.keys(description.fields) as (keyof F & string)[];
  const { fields, blanks } = withTranslations(description.fields);
  const object = z.object(shapeOf(fields));
  const refine = description.refine;
  return {
    ...description,
    fields,
    cards: description.cards ?? false,
    addedByVisitorsOnly: description.addedByVisitorsOnly ?? false,
    schema: refine ? object.superRefine((value, ctx) => refine(value as ValuesOf<F>, ctx)) : object,
    imageFields: keys.filter((k) => description.fields[k]!.image) as ImageKeys<F>[],
    visitorFields: keys.filter((k) => description.fields[k]!.visitorText),
    sample: description.sample.map((item) => filled(item, blanks) as ValuesOf<F & Translations<F>> & { id: string }),
  };
}

const shapeOf = <F extends Fields>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.schema])) as Shape<F>;

// ---------------------------------------------------------------------------
// A section of the settings.

export interface SectionDescription<N extends string, F extends Fields> {
  name: N;
  /** Its title on the Settings screen. */
  title: string;
  /** What the section is for, under its title. */
  intro: string;
  /** Where it shows on the public page. */
  onSite: string;
  fields: F;
  /** A check across fields (a position is both numbers or neither); also run on all settings at once. */
  refine?: (value: ValuesOf<F>, ctx: z.RefinementCtx) => void;
  /** The sample, with such translations as it has. */
  sample: NoInfer<ValuesOf<F> & SampleTranslations<F>>;
  /** For a section added after sites were set up: what such a site's database holds until it is saved. */
  whenMissing?: ValuesOf<F>;
}

export function defineSection<const N extends string, F extends Fields>(description: SectionDescription<N, F>) {
  const keys = Object.keys(description.fields) as (keyof F & string)[];
  const { fields, blanks } = withTranslations(description.fields);
  const object = z.object(shapeOf(fields));
  const refine = description.refine;
  return {
    ...description,
    fields,
    /** Every translation unwritten: what a section saved before translations existed holds. */
    untranslated: blanks,
    sample: filled(description.sample, blanks) as ValuesOf<F & Translations<F>>,
    schema: refine ? object.superRefine((value, ctx) => refine(value as ValuesOf<F>, ctx)) : object,
    imageFields: keys.filter((k) => description.fields[k]!.image) as ImageKeys<F>[],
    visitorFields: keys.filter((k) => description.fields[k]!.visitorText),
  };
}
