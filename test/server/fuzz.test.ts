/**
 * Every field of every list, fed what a form or a file could send that it
 * must not accept: each refused with a message for that field, nothing written.
 */
import { describe, expect, it } from "vitest";
import { listInfo, listKinds, listSchemas, type ListKind } from "~/content/lists";
import { seededStore } from "../support/temp-db";

const long = "x".repeat(5000);
const html = "<script>alert(1)</script>";
const wrongTypes = [null, 42, {}, [], true];

const requiredText = [undefined, ...wrongTypes, "", "   ", long, html];
const optionalText = [...wrongTypes.filter((v) => v !== null), long, "<b>bold</b>"];
const money = [undefined, null, "", "lots", -5, 0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e99, {}, []];
const stars = [undefined, null, 0, 6, 4.5, Number.NaN, "five"];
const date = [undefined, null, "", "2026-02-30", "yesterday", "2026-1-5", 20261010, html];
const list = [undefined, null, "not a list", Array(1000).fill("x"), [""], [42], [long], [html]];
const image = [
  undefined,
  null,
  "",
  42,
  "https://evil.example/x.png",
  "javascript:alert(1)",
  "/art/../../etc/passwd",
  "/art/x.exe",
  "/art/bikes/honda-dio.svg",
  "no-such-image",
];
/** A picture that may be left out (nothing, or "", is none), so only what names no picture. */
const optionalImage = image.filter((v) => v !== "" && v !== undefined);
/** Formatted text: besides what any text refuses, a link anywhere but the web, a phone or an email. */
const richText = [
  ...requiredText,
  "[Click](javascript:alert(1))",
  "[Map](data:text/html,hi)",
  "[Empty]()",
  "[Files](file:///etc/passwd)",
];
/** Only the back office's own words; "link" claims a customer wrote it, and is refused as locked. */
const origin = [null, "", "customer", 1, "link"];
const status = [undefined, null, "", "stolen", 1];
/** May be left empty, so only what is no price at all. */
const optionalMoney = ["lots", -5, 0, 1.5, Number.POSITIVE_INFINITY, 1e99, {}, []];
/** 0 is a deposit of none, and so is a deposit not given (null or empty). */
const deposit = ["lots", -5, 1.5, Number.POSITIVE_INFINITY, 1e99, {}, []];
const days = [null, "", "lots", 0, -1, 1.5, 91, 1e9, {}];
/** The fewest hours of a rental by the hour: 1 to 12. */
const hours = ["", "lots", 0, -1, 1.5, 13, {}];
/** Kilometres or days between services: may be left empty, so only what is no interval at all. */
const serviceKm = ["lots", 50, -1, 1.5, 1e9, {}];
const serviceDays = ["lots", 1, -1, 1.5, 800, {}];
const control = ["a\u0000b", "tab\there", "line\nbreak"];
const yearly = [null, "yes", 1, {}];
const percent = ["lots", -91, 501, 1.5, {}];
const bikePrices = [
  "not a list",
  [{ bike: "Not An Id", price: 100 }],
  [{ bike: "honda-dio", price: 0 }],
  [{ bike: "honda-dio", price: "free" }],
  [
    { bike: "honda-dio", price: 600 },
    { bike: "honda-dio", price: 700 },
  ],
  Array.from({ length: 51 }, (_, i) => ({ bike: `bike-${i}`, price: 100 })),
];
const basis = [undefined, null, "", "per-day", 0];

/** The bad values for each field. Pickup points' badge may be empty or null, so only wrong types count there. */
const badValues: Record<ListKind, Record<string, unknown[]>> = {
  bikes: {
    name: requiredText,
    badge: optionalText,
    description: requiredText,
    features: list,
    price: money,
    weekPrice: optionalMoney,
    monthPrice: optionalMoney,
    hourlyPrice: optionalMoney,
    minHours: hours,
    deposit,
    depositInstead: [...optionalText, ...control],
    minDays: days,
    maxDays: days,
    serviceEveryKm: serviceKm,
    serviceEveryDays: serviceDays,
    status,
    image,
  },
  seasons: {
    name: [...requiredText, ...control],
    from: date,
    to: date,
    yearly,
    percent,
    prices: bikePrices,
  },
  taxis: {
    name: requiredText,
    badge: optionalText,
    description: requiredText,
    price: money,
    unit: requiredText,
    destinations: list,
    features: list,
    image,
  },
  pickupPoints: { name: requiredText, description: requiredText, image, badge: optionalText, features: list },
  testimonials: {
    author: requiredText,
    date,
    rating: stars,
    avatar: optionalImage,
    text: requiredText,
    reply: optionalText,
    item: [null, 42, "bike:", "car:honda-dio", "bike:Honda Dio", html],
    origin,
  },
  requirements: { text: requiredText },
  fines: { offence: requiredText, amount: money, basis },
  policies: { text: requiredText },
  landmarks: { name: requiredText, distance: requiredText },
  about: { heading: requiredText, text: richText, photo: optionalImage },
  faq: { question: requiredText, answer: richText },
};

/** What a translation refuses: what its English field refuses, but for nothing at all (it may stay unwritten). */
const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);
const withTranslations = (kind: ListKind) =>
  Object.fromEntries(
    Object.entries(listInfo(kind).fields).map(([name, f]) => [
      name,
      f.translates ? badValues[kind][f.translates.field]!.filter((v) => !blank(v)) : badValues[kind][name]!,
    ]),
  );

describe("every field of every list refuses what it must", () => {
  for (const kind of listKinds) {
    it(`${kind}: each bad value refused with a message for its field, nothing changed`, () => {
      const { store, db } = seededStore();
      const item = store.list(kind)[0]!;
      const count = store.list(kind).length;
      const audits = () => db.$client.prepare("select count(*) n from audit_log").get();
      const before = audits();
      const bad = withTranslations(kind);
      expect(Object.keys(bad).sort()).toEqual(Object.keys(listSchemas[kind].shape).sort());
      for (const [field, values] of Object.entries(bad)) {
        for (const value of values) {
          const input = { ...item, [field]: value };
          const result = store.update(kind, item.id, input, item.version, { actor: "fuzz" });
          const shown =
            typeof value === "string" && value.length > 40 ? `${value.slice(0, 20)}…` : JSON.stringify(value);
          expect(result.ok, `${kind}.${field} = ${shown}`).toBe(false);
          if (result.ok) continue;
          const keys = Object.keys(result.fieldErrors);
          expect(
            keys.some((k) => k === field || k.startsWith(`${field}.`)),
            `${kind}.${field} = ${shown}: ${keys.join(", ")}`,
          ).toBe(true);
          expect(result.fieldErrors[keys[0]!]![0]).toMatch(/\w/);
          const created = store.create(kind, input, { actor: "fuzz" });
          expect(created.ok, `create ${kind}.${field} = ${shown}`).toBe(false);
        }
      }
      expect(store.list(kind)[0]).toEqual(item);
      expect(store.list(kind)).toHaveLength(count);
      expect(audits()).toEqual(before);
      expect(store.version()).toBe(1);
    });
  }
});
