import { describe, expect, it } from "vitest";
import { backOfficeWords, provide } from "~/i18n/back-office/words";
import { books as hi } from "~/i18n/back-office/hi/index";
import { books as kn } from "~/i18n/back-office/kn/index";
import { bookNames, type PhraseBook } from "~/i18n/back-office/phrases";

describe("the back office's words", () => {
  it("English is the phrase itself, with its values filled in", () => {
    const { t, text } = backOfficeWords("en");
    expect(t("Signed in as {name}", { name: "Ravi" })).toBe("Signed in as Ravi");
    expect(text("Anything at all")).toBe("Anything at all");
  });

  it("a language with no phrase book given reads English", () => {
    expect(backOfficeWords("hi").t("Menu")).toBe("Menu");
  });

  it("a given phrase book translates phrases and fills values", () => {
    for (const area of bookNames) {
      provide("hi", area, hi[area]);
      provide("kn", area, kn[area]);
    }
    expect(backOfficeWords("kn").t("Signed in as {name}", { name: "Ravi" })).toBe("Ravi ಆಗಿ ಸೈನ್ ಇನ್ ಆಗಿದ್ದೀರಿ");
    expect(backOfficeWords("hi").t("Menu")).toBe("मेनू");
  });

  it("a sentence made in English elsewhere is matched whole, then by its template, its values translated too", () => {
    const book = { "{label} is required": "{label} ಅಗತ್ಯವಿದೆ", Name: "ಹೆಸರು", "{a} of {b}": "{b}ರ {a}" };
    provide("kn", "frame", book as unknown as PhraseBook);
    const { text } = backOfficeWords("kn");
    expect(text("Name")).toBe("ಹೆಸರು");
    expect(text("Name is required")).toBe("ಹೆಸರು ಅಗತ್ಯವಿದೆ");
    // A value the dictionary does not know (the owner's own words) stays as it is.
    expect(text("Honda Dio is required")).toBe("Honda Dio ಅಗತ್ಯವಿದೆ");
    expect(text("Nothing like it")).toBe("Nothing like it");
    provide("kn", "frame", kn.frame);
  });
});

describe("the phrase books' areas", () => {
  it("give each phrase one translation: a phrase two screens share reads the same on both", async () => {
    for (const lang of ["hi", "kn"] as const) {
      const areas = await Promise.all(
        ["frame", "content", "bookings", "money"].map(
          async (area) =>
            Object.values(await import(`~/i18n/back-office/${lang}/${area}.ts`))[0] as Record<string, string>,
        ),
      );
      const said = new Map<string, string>();
      const differ: string[] = [];
      for (const area of areas)
        for (const [english, translated] of Object.entries(area)) {
          if (said.has(english) && said.get(english) !== translated) differ.push(`${lang}: ${english}`);
          said.set(english, translated);
        }
      expect(differ).toEqual([]);
    }
  });
});
