import { describe, expect, it } from "vitest";
import { backOfficeWords, provide } from "~/i18n/back-office/words";
import { phrases as hi } from "~/i18n/back-office/hi/index";
import { phrases as kn } from "~/i18n/back-office/kn/index";
import type { PhraseBook } from "~/i18n/back-office/phrases";

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
    provide("hi", hi);
    provide("kn", kn);
    expect(backOfficeWords("kn").t("Signed in as {name}", { name: "Ravi" })).toBe("Ravi ಆಗಿ ಸೈನ್ ಇನ್ ಆಗಿದ್ದೀರಿ");
    expect(backOfficeWords("hi").t("Menu")).toBe("मेनू");
  });

  it("a sentence made in English elsewhere is matched whole, then by its template, its values translated too", () => {
    const book = { "{label} is required": "{label} ಅಗತ್ಯವಿದೆ", Name: "ಹೆಸರು", "{a} of {b}": "{b}ರ {a}" };
    provide("kn", book as unknown as PhraseBook);
    const { text } = backOfficeWords("kn");
    expect(text("Name")).toBe("ಹೆಸರು");
    expect(text("Name is required")).toBe("ಹೆಸರು ಅಗತ್ಯವಿದೆ");
    // A value the dictionary does not know (the owner's own words) stays as it is.
    expect(text("Honda Dio is required")).toBe("Honda Dio ಅಗತ್ಯವಿದೆ");
    expect(text("Nothing like it")).toBe("Nothing like it");
    provide("kn", kn);
  });
});
