import { describe, expect, it } from "vitest";
import { destinationOf } from "~/booking/fares";
import type { Field } from "~/content/define";
import { translationLanguages, type TranslationLanguage } from "~/content/languages";
import { listInfo, listKinds } from "~/content/lists";
import { richText } from "~/content/rich-text";
import { sectionInfo, settingsSectionNames } from "~/content/settings";

/**
 * Texts a translation keeps as the English has them, on purpose: figures and
 * distances (a taxi destination's "(150km)" must keep, for its fare). The
 * fare's unit alone ("km") is translated, as a reader of the card says it.
 */
const SAME_AS_ENGLISH = new Set(["110cc", "125cc", "149cc", "350cc", "100m", "2 km", "2.5 km"]);

/** The letters each language is written in. */
const script: Record<TranslationLanguage, { name: string; letters: RegExp }> = {
  hi: { name: "Devanagari", letters: /[\u0900-\u097F]/ },
  kn: { name: "Kannada", letters: /[\u0C80-\u0CFF]/ },
};

type Values = Record<string, unknown>;

/** Every sample with texts a visitor reads: each list's items and each settings section. */
const samples: { where: string; fields: Record<string, Field>; values: Values; parse: (v: Values) => unknown }[] = [
  ...listKinds.flatMap((kind) => {
    const info = listInfo(kind);
    return info.sample.map((item) => ({
      where: `${kind} ${item.id}`,
      fields: info.fields,
      values: item as Values,
      parse: (v: Values) => info.schema.parse(v),
    }));
  }),
  ...settingsSectionNames.map((section) => {
    const info = sectionInfo(section);
    return {
      where: `settings ${section}`,
      fields: info.fields,
      values: info.sample,
      parse: (v: Values) => info.schema.parse(v),
    };
  }),
];

/** Each English text a visitor reads, with its versions in the other languages. */
const pairs = samples.flatMap(({ where, fields, values }) =>
  Object.entries(fields).flatMap(([name, f]) => {
    if (!f.translates) return [];
    const english = values[f.translates.field];
    return [
      {
        at: `${where}: ${name}`,
        field: f.translates.field,
        language: f.translates.language,
        english,
        own: values[name],
      },
    ];
  }),
);

const written = (v: unknown) => (Array.isArray(v) ? v.length > 0 : typeof v === "string" && v.trim() !== "");
/** A text or a list's items, as lines to compare. */
const linesOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : []);

/** The shape of a rich text: its blocks, list lengths, bold words counted, and links by address. */
const shapeOf = (text: string) =>
  richText(text).map((block) => {
    const lines = "paragraph" in block ? [block.paragraph] : block.list;
    const inlines = lines.flat();
    return {
      kind: "paragraph" in block ? "paragraph" : block.numbered ? "numbered" : "list",
      lines: lines.length,
      bold: inlines.filter((i) => "bold" in i).length,
      links: inlines.flatMap((i) => ("link" in i ? [i.href] : [])),
    };
  });

describe("the sample's translations", () => {
  it("covers both languages, with a pair for every text a visitor reads", () => {
    expect(translationLanguages.map((l) => l.code)).toEqual(Object.keys(script));
    expect(pairs.some((p) => p.at.startsWith("bikes ") && p.field === "description")).toBe(true);
    expect(pairs.some((p) => p.at.startsWith("settings identity") && p.field === "heroTitle")).toBe(true);
  });

  it("passes each list's and section's own checks, and is kept exactly as written", () => {
    for (const { where, fields, values, parse } of samples) {
      const parsed = parse(values) as Values;
      for (const [name, f] of Object.entries(fields)) {
        if (f.translates) expect(parsed[name], `${where}: ${name}`).toEqual(values[name]);
      }
    }
  });

  it("has a Hindi and a Kannada version of every text written in English", () => {
    const missing = pairs.filter((p) => written(p.english) && !written(p.own)).map((p) => p.at);
    expect(missing).toEqual([]);
  });

  it("writes nothing where the English is empty", () => {
    const stray = pairs.filter((p) => !written(p.english) && written(p.own)).map((p) => p.at);
    expect(stray).toEqual([]);
  });

  it("translates each text and each item of a list, but for the figures listed as kept", () => {
    for (const p of pairs.filter((p) => written(p.english))) {
      const english = linesOf(p.english);
      const own = linesOf(p.own);
      expect(own.length, p.at).toBe(english.length);
      own.forEach((line, i) => {
        if (!SAME_AS_ENGLISH.has(english[i]!)) expect(line, `${p.at} [${i}]`).not.toBe(english[i]);
        else expect(line, `${p.at} [${i}]`).toBe(english[i]);
      });
    }
  });

  it("writes Hindi in Devanagari and Kannada in Kannada script, never in the other's", () => {
    for (const p of pairs) {
      const other = p.language === "hi" ? script.kn : script.hi;
      for (const line of linesOf(p.own)) {
        if (!/\p{L}/u.test(line) || SAME_AS_ENGLISH.has(line)) continue;
        expect(line, `${p.at}: ${script[p.language].name}`).toMatch(script[p.language].letters);
        expect(line, `${p.at}: not ${other.name}`).not.toMatch(other.letters);
      }
    }
  });

  it("keeps a rich text's paragraphs, lists, bold words and links", () => {
    for (const p of pairs.filter((p) => typeof p.english === "string" && written(p.english))) {
      expect(shapeOf(p.own as string), p.at).toEqual(shapeOf(p.english as string));
    }
  });

  it("keeps a taxi destination's distance, so its fare is the same in every language", () => {
    const destinations = pairs.filter((p) => p.field === "destinations");
    expect(destinations.length).toBeGreaterThan(0);
    for (const p of destinations) {
      const km = (v: unknown) => linesOf(v).map((d) => destinationOf(d).km);
      expect(km(p.own), p.at).toEqual(km(p.english));
    }
  });
});
