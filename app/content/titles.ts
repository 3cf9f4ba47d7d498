import type { Lang } from "~/i18n/languages";
import { wordsOf, type WordKey } from "~/i18n/words";

/** A public page's title in the page's language (the English ones are the spec's, from its dictionary). */
const titled =
  (key: WordKey) =>
  (brand: string, lang: Lang = "en") =>
    wordsOf(lang).t(key, { brand });

/** Document titles, from the route table of the specification. */
export const homeTitle = titled("homeTitle");
export const notFoundTitle = titled("notFoundTitle");
/** The booking forms' own pages (not in the spec: they are where a form without script lands). */
export const requestTitle = {
  bike: titled("rentABikeTitle"),
  taxi: titled("bookATaxiTitle"),
};
/** The pages the footer's Quick Links lead to, in the route table's pattern. */
export const pageTitle = {
  about: titled("aboutTitle"),
  privacy: titled("privacyTitle"),
  faq: titled("faqTitle"),
  /** Where a customer writes a review from a one-time link. */
  review: titled("reviewTitle"),
};
