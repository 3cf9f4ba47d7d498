/**
 * The back office's phrases: the English text is the key (`t("Confirm booking")`),
 * so the code reads as the screen does. The Hindi dictionary (./hi) defines
 * the keys; Kannada's must have the same ones, so a phrase the code uses
 * that either language lacks fails tsc.
 */
export type Phrase = keyof (typeof import("./hi/index"))["phrases"];
export type PhraseBook = Readonly<Record<Phrase, string>>;
