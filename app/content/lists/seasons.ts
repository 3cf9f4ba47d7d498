/**
 * Seasons: named stretches of the year when bikes cost more (or less): the
 * peak around the new year, Shivaratri, a long weekend. A bike may have a
 * price of its own in a season; the others change by the season's percentage.
 * Seasons may not overlap. The price function (~/booking/prices.ts) reads them.
 */
import { z } from "zod";
import { count, idSchema, isoDate, requiredText, rupees } from "../checks";
import { asRows, defineList, kind } from "../define";
import { displayDate } from "../format";
import type { Season } from "../../booking/prices";
import { seasonCovers } from "../../booking/prices";
import { addDays, daysBetween } from "../../booking/dates";

const bikePrices = z
  .array(z.object({ bike: idSchema, price: rupees("Price") }), { error: "Prices must be a list" })
  .max(50, "At most 50 bikes with a price of their own")
  .superRefine((rows, ctx) => {
    rows.forEach((row, i) => {
      if (rows.findIndex((r) => r.bike === row.bike) !== i) {
        ctx.addIssue({ code: "custom", path: [i, "bike"], message: "This bike already has a price in this season" });
      }
    });
  })
  .optional()
  .transform((v) => v ?? []);

type SeasonItem = { name: string; from: string; to: string; yearly: boolean; percent: number | null };

/** A season as the price function reads it. */
export function seasonRule(item: SeasonItem & { prices: { bike: string; price: number }[] }): Season {
  return {
    name: item.name,
    from: item.from.slice(5),
    to: item.to.slice(5),
    year: item.yearly ? null : Number(item.from.slice(0, 4)),
    percent: item.percent,
    prices: item.prices,
  };
}

/** "20 Dec – 5 Jan, every year" or "14 Feb – 16 Feb 2027". */
function seasonDates(item: SeasonItem): string {
  const short = (date: string) => displayDate(date).replace(/ \d{4}$/, "");
  return item.yearly
    ? `${short(item.from)} – ${short(item.to)}, every year`
    : `${short(item.from)} – ${displayDate(item.to)}`;
}

/** The first day two seasons share, in the years either could fall in, or null. */
function sharedDay(a: Season, b: Season): string | null {
  const years = [a.year, b.year].filter((y): y is number => y !== null);
  // Yearly seasons are compared over a leap year and the years around it.
  const first = years.length ? Math.min(...years) : 2027;
  const last = years.length ? Math.max(...years) + 1 : 2029;
  for (let day = `${first}-01-01`; day <= `${last}-12-31`; day = addDays(day, 1)) {
    if (seasonCovers(a, day) && seasonCovers(b, day)) return day;
  }
  return null;
}

export const seasons = defineList({
  kind: "seasons",
  table: "seasons",
  noun: "season",
  title: "Seasons",
  slug: "seasons",
  anchor: "bikes",
  fields: {
    name: kind.text(requiredText("Name", 60), {
      label: "Name",
      hint: "As riders read it, like Peak season.",
      visitor: true,
    }),
    from: kind.date(isoDate, { label: "First day" }),
    to: kind.date(isoDate, { label: "Last day", hint: "Prices change on the first day and back after the last." }),
    yearly: kind.checkbox(
      z
        .boolean()
        .optional()
        .transform((v) => v ?? false),
      { label: "Every year", text: "Every year on these days" },
    ),
    percent: kind.optionalCount(
      z.preprocess(
        (v) => (v === "" || v === undefined ? null : v),
        count("The change", -90, 500, "percent").nullable(),
      ),
      {
        label: "Change for the other bikes, %",
        hint: "For bikes without a price of their own below: 20 makes ₹500 into ₹600, -10 into ₹450. Empty: they keep their price.",
      },
    ),
    prices: kind.rows(bikePrices, {
      label: "Prices of their own",
      widget: "bike-prices",
      hint: "A day price in this season for a particular bike.",
      show: asRows,
    }),
  },
  refine: (season, ctx) => {
    const length = daysBetween(season.from, season.to);
    if (length < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "The last day is before the first day" });
    else if (length > 365) ctx.addIssue({ code: "custom", path: ["to"], message: "A season lasts a year at most" });
  },
  clashes: (season, others) =>
    others.flatMap((other) => {
      const day = sharedDay(seasonRule(season), seasonRule(other));
      return day
        ? [
            {
              field: "from",
              message: `${season.name} (${seasonDates(season)}) overlaps ${other.name} (${seasonDates(other)}) on ${displayDate(day)}`,
            },
          ]
        : [];
    }),
  label: (season) => season.name,
  summary: (season) =>
    [
      seasonDates(season),
      season.percent === null ? "" : `${season.percent > 0 ? "+" : ""}${season.percent}%`,
      season.prices.length ? `${season.prices.length} ${season.prices.length === 1 ? "bike" : "bikes"} priced` : "",
    ].filter(Boolean),
  blank: () => ({ yearly: true }),
  sample: [
    {
      id: "peak-season",
      name: "Peak season",
      from: "2026-12-20",
      to: "2027-01-05",
      yearly: true,
      percent: 20,
      prices: [{ bike: "royal-enfield-classic", price: 1500 }],
      nameHi: "पीक सीज़न",
      nameKn: "ಪೀಕ್ ಸೀಸನ್",
    },
  ],
});
