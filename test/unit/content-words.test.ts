import { describe, expect, it } from "vitest";
import type { Field } from "~/content/define";
import { listKinds, lists } from "~/content/lists";
import { sectionInfo, settingsSectionNames } from "~/content/settings";
import { bookNames } from "~/i18n/back-office/phrases";
import { backOfficeWords } from "~/i18n/back-office/words";
// Every book of both languages, as the server has them.
import "~/i18n/back-office/all.server";

/** Words that read the same in every language: codes on certificates and apps. */
const same = new Set(["GSTIN", "UPI ID", "SAC", "ID"]);

const fieldsOf = (): [string, Field][] => [
  ...listKinds.flatMap((kind) => Object.entries(lists[kind].fields as Record<string, Field>)),
  ...settingsSectionNames.flatMap((section) => Object.entries(sectionInfo(section).fields)),
];

/** What a form shows of the registry: titles, nouns, intros, labels, hints, notes, rows and choices. */
function registryWords(): string[] {
  const words = [
    ...listKinds.flatMap((kind) => [lists[kind].title, lists[kind].noun]),
    ...settingsSectionNames.flatMap((section) => [sectionInfo(section).title, sectionInfo(section).intro]),
  ];
  for (const [, field] of fieldsOf()) {
    const { widget } = field;
    words.push(field.label);
    if (widget.hint) words.push(widget.hint);
    if (widget.note) words.push(widget.note);
    if (widget.type === "list") words.push(widget.item);
    if (widget.type === "checkbox") words.push(widget.text);
    if (widget.type === "choice") words.push(...widget.options.map((o) => o.label));
  }
  return [...new Set(words)];
}

/** The messages the shared checks give for wrong input, as the server and the form show them. */
function checkMessages(): string[] {
  const wrong = ["", "x", "<b>bold</b>", -5, 99_999_999_999, "one\ntwo", "1.5", ["<b>"], "http://example.com"];
  const messages = new Set<string>();
  for (const [, field] of fieldsOf()) {
    for (const value of wrong) {
      const checked = field.schema.safeParse(value);
      if (!checked.success) for (const issue of checked.error.issues) messages.add(issue.message);
    }
  }
  // Zod's own words for a value of the wrong type never reach a form: its fields send text.
  return [...messages].filter((m) => !m.startsWith("Invalid input"));
}

describe("the registry's words and the checks' messages in Hindi and Kannada", () => {
  for (const lang of ["hi", "kn"] as const) {
    it(`every label, hint and choice a form shows reads in ${lang}`, () => {
      const { text } = backOfficeWords(lang, bookNames);
      const left = registryWords().filter((w) => !same.has(w) && text(w) === w);
      expect(left).toEqual([]);
    });

    it(`every message of the shared checks reads in ${lang}, with its field named in ${lang}`, () => {
      const { text } = backOfficeWords(lang, bookNames);
      const messages = checkMessages();
      expect(messages.length).toBeGreaterThan(50);
      const left = messages.filter((m) => text(m) === m);
      expect(left).toEqual([]);
    });
  }

  it("a check's message is built from the translated label, and its figures stay", () => {
    const { text } = backOfficeWords("kn", bookNames);
    expect(text("Name is required")).toBe("ಹೆಸರು ಕಡ್ಡಾಯ");
    expect(text("Price for 7 days must be a whole number of rupees above 0")).toBe(
      "7 ದಿನಗಳ ಬೆಲೆ 0 ಕ್ಕಿಂತ ಹೆಚ್ಚು ಪೂರ್ಣ ರೂಪಾಯಿ ಆಗಿರಬೇಕು",
    );
    expect(text("Description in Hindi")).toBe("ವಿವರಣೆ (ಹಿಂದಿಯಲ್ಲಿ)");
    expect(backOfficeWords("hi", bookNames).text("The fewest days must be a whole number of days from 1 to 90")).toBe(
      "कम से कम दिन 1 से 90 तक पूरे दिन हों",
    );
  });

  it("English stays exactly as the checks wrote it", () => {
    const { text } = backOfficeWords("en");
    for (const m of checkMessages()) expect(text(m)).toBe(m);
  });
});
