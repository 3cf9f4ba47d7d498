/**
 * The back office in the reader's language (English, Hindi or Kannada;
 * docs/decisions/048-back-office-languages.md).
 *
 * - `t(phrase, values)`: a phrase the code writes, typed (a phrase missing from
 *   a dictionary fails tsc), with its values filled in: `t("Returned by {name}", { name })`.
 * - `text(english)`: a sentence made elsewhere in English (a Zod message, a
 *   refusal from the server, a History line, a registry label), matched whole
 *   against the dictionary, then against its templates: "Name is required"
 *   matches "{label} is required", and the label is itself translated; the
 *   days it names in English ("Wed 3 Dec") are said in the reader's language
 *   (`daysIn`). What matches nothing else stays English (the owner's own names
 *   and words).
 *
 * English needs no dictionary: the phrases are the English. Hindi's and
 * Kannada's come in books by area (the frame, content, bookings, money;
 * `provide`): the server is given every one at start, the browser loads the
 * ones its screen reads (./screens.ts) before it renders. The words are made
 * from the books a screen reads, on both sides alike: what the server wrote is
 * what the browser hydrates, and a phrase the screen's books lack reads English
 * on the server too, where the tests see it.
 */
import { daysIn } from "../dates";
import { fill } from "../fill";
import type { Lang } from "../languages";
import { bookNames, type BookName, type Phrase, type PhraseBook } from "./phrases";

export type { BookName, Phrase };

export interface BackOfficeWords {
  lang: Lang;
  t(phrase: Phrase, values?: Record<string, string | number>): string;
  text(english: string): string;
}

interface Template {
  pattern: RegExp;
  names: string[];
  translated: string;
  /** How many of its characters are its own words, not values. */
  literal: number;
}

interface Loaded {
  book: PhraseBook;
  templates: Template[];
  seen: Map<string, string>;
}

/** The books given, by language and area. */
const given = new Map<Lang, Map<BookName, Partial<PhraseBook>>>();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "{label} must be {max} characters or fewer" → /^(.+?) must be (.+?) characters or fewer$/ with its names. */
function templateOf(english: string, translated: string): Template {
  const names: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return "([\\s\\S]+?)";
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`), names, translated, literal: english.replace(/\{\w+\}/g, "").length };
}

const english: BackOfficeWords = {
  lang: "en",
  t: (phrase, values) => (values ? fill(phrase, values) : phrase),
  text: (sentence) => sentence,
};

/** Words made, by language and the books they are made of ("kn:frame,bookings"). */
const made = new Map<string, BackOfficeWords>();

/** Gives one of a language's phrase books (the server gives every one at start; the browser its screen's). */
export function provide(lang: Lang, area: BookName, book: Partial<PhraseBook>): void {
  const books = given.get(lang) ?? new Map<BookName, Partial<PhraseBook>>();
  books.set(area, book);
  given.set(lang, books);
  for (const key of made.keys()) if (key.startsWith(`${lang}:`)) made.delete(key);
}

/** Whether the books a screen reads in this language are all here (English needs none). */
export function hasBooks(lang: Lang, areas: readonly BookName[]): boolean {
  return lang === "en" || areas.every((area) => given.get(lang)?.has(area));
}

/** One book from several: in a fixed order, so a phrase two areas share (with one translation) reads the same. */
function merged(lang: Lang, areas: readonly BookName[]): Loaded | null {
  const own = given.get(lang);
  const parts = bookNames.filter((area) => areas.includes(area)).flatMap((area) => own?.get(area) ?? []);
  if (!parts.length) return null;
  const book = Object.assign({}, ...parts) as PhraseBook;
  const templates = Object.entries(book)
    .filter(([english]) => /\{\w+\}/.test(english))
    .map(([english, translated]) => templateOf(english, translated))
    // The most literal template first: "{label} is required" before "{a} {b}".
    .sort((a, b) => b.literal - a.literal);
  return { book, templates, seen: new Map() };
}

/**
 * The words of a language, made from the books a screen reads (the frame's alone unless told: what the frame, the
 * sign-in page and a title say); English until a language's books are given. A component takes its screen's from
 * `useWords()`; a loader from `requestWords`.
 */
export function backOfficeWords(lang: Lang, areas: readonly BookName[] = ["frame"]): BackOfficeWords {
  if (lang === "en") return english;
  const key = `${lang}:${bookNames.filter((area) => areas.includes(area) && given.get(lang)?.has(area)).join()}`;
  let words = made.get(key);
  if (words) return words;
  const own = merged(lang, areas);
  if (!own) return english;
  const { book, templates, seen } = own;
  const text = (sentence: string): string => {
    const direct = book[sentence as Phrase];
    if (direct !== undefined) return direct;
    const known = seen.get(sentence);
    if (known !== undefined) return known;
    let result = sentence;
    // Of the templates that match, the one that explains the most of the sentence: its own words, and the values
    // the book knows (a label, a number). "Booking confirmed in Hindi" is "{label} in Hindi" with a known label,
    // not "{actor} confirmed {what}" with "in Hindi" as the thing done. A value that is itself a template
    // ("{actor} confirmed {what}") explains nothing. Equal, the most literal template (they are in that order).
    let best = -1;
    for (const { pattern, names, translated, literal } of templates) {
      const match = pattern.exec(sentence);
      if (!match) continue;
      const captured = names.map((_, i) => match[i + 1]!);
      const explained =
        literal +
        captured
          .filter((v) => (book[v as Phrase] !== undefined && !v.includes("{")) || /^[\d\s.,:₹%+-]*$/.test(v))
          .reduce((n, v) => n + v.length, 0);
      if (explained <= best) continue;
      best = explained;
      const values: Record<string, string> = {};
      names.forEach((name, i) => (values[name] = text(captured[i]!)));
      result = fill(translated, values);
      if (explained === sentence.length) break;
    }
    // The days such a sentence names in English ("… Wed 3 Dec") in the reader's words, whatever else it matched.
    result = daysIn(lang, result);
    // A screen repeats its sentences: remember a few thousand, then start again.
    if (seen.size > 5000) seen.clear();
    seen.set(sentence, result);
    return result;
  };
  words = {
    lang,
    t: (phrase, values) => {
      const translated = book[phrase] ?? phrase;
      return values ? fill(translated, values) : translated;
    },
    text,
  };
  made.set(key, words);
  return words;
}

/** Who did it, as a person reads it: a username as it is, the site's own two ("visitor", "system") in their words. */
export function actorName(actor: string, { t }: Pick<BackOfficeWords, "t">): string {
  if (actor === "visitor") return t("visitor");
  if (actor === "system") return t("system");
  return actor;
}
