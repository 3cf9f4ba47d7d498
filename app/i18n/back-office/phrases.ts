/**
 * The back office's phrases: the English text is the key (`t("Confirm booking")`),
 * so the code reads as the screen does. The Hindi dictionary (./hi) defines
 * the keys; Kannada's must have the same ones, so a phrase the code uses
 * that either language lacks fails tsc.
 */
type HindiBooks = (typeof import("./hi/index"))["books"];
export type Phrase = { [Area in keyof HindiBooks]: keyof HindiBooks[Area] }[keyof HindiBooks];
export type PhraseBook = Readonly<Record<Phrase, string>>;

/** The books, by area: each language has one of each (./hi/frame.ts, ./kn/frame.ts, …); a screen reads some. */
export const bookNames = ["frame", "content", "bookings", "money"] as const;
export type BookName = (typeof bookNames)[number];
