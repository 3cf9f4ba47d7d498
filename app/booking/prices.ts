/**
 * The one price function: what a rental of a bike costs from a pickup day for
 * a number of days, with its breakdown. The card, the form's estimate, the
 * form's answer page, the chat message, the stored request, the booking, the
 * tourist's page, the dashboard's values and the structured data all show its
 * result, so a price never changes between the page and the booking.
 *
 * - Each day has a day price: the bike's own price in a season that names it,
 *   or the season's percentage applied to the normal price, or the normal price.
 * - A 7-day and a 30-day rate, when the bike has them, cover blocks of days
 *   from the pickup on (months first, then weeks, then single days); a block in
 *   a season costs its rate scaled as the season scales those days.
 * - The total is the cheapest such combination, blocks that run past the return
 *   included: six days never cost more than the 7-day rate, so a longer rental
 *   never costs more than a shorter one, and a long-rental rate never raises a
 *   total. The total is the sum of its breakdown's lines.
 */
import { rupees } from "~/content/format";
import { addDays, daysBetween, rentalDays } from "./dates";
import type { Words } from "~/i18n/english";

/** A season: named days of the year (or of one year) when prices differ. */
export interface Season {
  name: string;
  /** "12-20": month and day. */
  from: string;
  /** "01-05": month and day; before `from` means the season runs into the next year. */
  to: string;
  /** The year it starts in, or null: every year. */
  year: number | null;
  /** For bikes without a price of their own here: the normal price changed by this many percent. */
  percent: number | null;
  /** Day prices for particular bikes. */
  prices: { bike: string; price: number }[];
}

/** What the price of one bike is made of. */
export interface PricedBike {
  id: string;
  /** The normal price of a day. */
  price: number;
  /** The price of 7 days together, or null. */
  weekPrice: number | null;
  /** The price of 30 days together, or null. */
  monthPrice: number | null;
}

const monthDay = (date: string) => date.slice(5);
const year = (date: string) => Number(date.slice(0, 4));

/** Whether a season covers a day ("2026-12-24"). */
export function seasonCovers(season: Pick<Season, "from" | "to" | "year">, date: string): boolean {
  const md = monthDay(date);
  const wraps = season.to < season.from;
  if (season.year === null) return wraps ? md >= season.from || md <= season.to : md >= season.from && md <= season.to;
  const y = year(date);
  if (!wraps) return y === season.year && md >= season.from && md <= season.to;
  return (y === season.year && md >= season.from) || (y === season.year + 1 && md <= season.to);
}

/** The bike's price on a day, and the season that set it (if one did). */
export function dayPrice(
  bike: PricedBike,
  seasons: readonly Season[],
  date: string,
): { price: number; season?: string } {
  for (const season of seasons) {
    if (!seasonCovers(season, date)) continue;
    const own = season.prices.find((p) => p.bike === bike.id);
    if (own) return { price: own.price, season: season.name };
    if (season.percent !== null)
      return { price: Math.round((bike.price * (100 + season.percent)) / 100), season: season.name };
  }
  return { price: bike.price };
}

/** One line of a breakdown: days at one day price, a block at a long-rental rate, or hours at an hour's price. */
type QuoteLine =
  | { kind: "days"; days: number; price: number; season?: string; amount: number }
  | { kind: "week" | "month"; days: number; rate: number; season?: string; amount: number }
  | { kind: "hours"; hours: number; price: number; season?: string; amount: number };

export interface Quote {
  pickup: string;
  days: number;
  /** For a rental by the hour: the hours charged (at least the bike's fewest). */
  hours?: number;
  total: number;
  lines: QuoteLine[];
}

const BLOCKS = { month: 30, week: 7 } as const;

/**
 * A rate for normal days (a long-rental block's, an hour's) on days that cost
 * `amount` where normal ones cost `normal`: scaled as the season scales them.
 */
const scaledRate = (rate: number, amount: number, normal: number) => Math.round((rate * amount) / normal);

/**
 * What `days` days from `pickup` cost, the cheapest honest way. The days are
 * calendar days in the shop's time zone, so a season's first and last days
 * are the ones the owner named.
 */
export function quoteRental(bike: PricedBike, seasons: readonly Season[], pickup: string, days: number): Quote {
  const span = Math.max(1, Math.trunc(days));
  const maxMonths = bike.monthPrice ? Math.ceil(span / BLOCKS.month) : 0;
  const maxWeeks = bike.weekPrice ? Math.ceil(span / BLOCKS.week) : 0;
  // Each day's price once, and their running sums: a combination only adds them up.
  const reach = span + (maxWeeks ? BLOCKS.week : 0) + (maxMonths ? BLOCKS.month : 0);
  const prices = Array.from({ length: reach }, (_, i) => dayPrice(bike, seasons, addDays(pickup, i)));
  const sums = [0];
  prices.forEach((p, i) => (sums[i + 1] = sums[i]! + p.price));
  const sumOf = (from: number, to: number) => sums[to]! - sums[from]!;
  // A block's rate is for normal days: scaled as the seasons scale its days.
  const blockAmount = (kind: "month" | "week", from: number) => {
    const length = BLOCKS[kind];
    const rate = kind === "month" ? bike.monthPrice! : bike.weekPrice!;
    return scaledRate(rate, sumOf(from, from + length), length * bike.price);
  };
  const costOf = (months: number, weeks: number) => {
    let offset = 0;
    let total = 0;
    for (let i = 0; i < months; i++, offset += BLOCKS.month) total += blockAmount("month", offset);
    for (let i = 0; i < weeks; i++, offset += BLOCKS.week) total += blockAmount("week", offset);
    return total + (offset < span ? sumOf(offset, span) : 0);
  };

  let best = { months: 0, weeks: 0, total: costOf(0, 0) };
  for (let months = 0; months <= maxMonths; months++) {
    for (let weeks = 0; weeks <= maxWeeks; weeks++) {
      const total = costOf(months, weeks);
      if (total < best.total) best = { months, weeks, total };
      // More blocks than the rental needs only add to the price.
      if (months * BLOCKS.month + weeks * BLOCKS.week >= span) break;
    }
  }

  const lines: QuoteLine[] = [];
  let offset = 0;
  const addBlock = (kind: "month" | "week") => {
    const length = BLOCKS[kind];
    const season = prices.slice(offset, offset + length).find((d) => d.season)?.season;
    const rate = kind === "month" ? bike.monthPrice! : bike.weekPrice!;
    lines.push({ kind, days: length, rate, ...(season ? { season } : {}), amount: blockAmount(kind, offset) });
    offset += length;
  };
  for (let i = 0; i < best.months; i++) addBlock("month");
  for (let i = 0; i < best.weeks; i++) addBlock("week");
  for (; offset < span; offset++) {
    const { price, season } = prices[offset]!;
    const last = lines.at(-1);
    if (last?.kind === "days" && last.price === price && last.season === season) {
      last.days++;
      last.amount += price;
    } else lines.push({ kind: "days", days: 1, price, ...(season ? { season } : {}), amount: price });
  }
  return { pickup, days: span, total: best.total, lines };
}

/** "₹1,500 × 2 + ₹1,200 × 1 = ₹4,200", "7-day rate ₹7,000 + ₹1,200 × 3 = ₹10,600", "₹100 an hour × 3 = ₹300". */
export function breakdownText(quote: Quote, w: Pick<Words, "t">): string {
  const parts = quote.lines.map((line) =>
    line.kind === "days"
      ? `${rupees(line.price)} × ${line.days}`
      : line.kind === "hours"
        ? w.t("hoursLine", { price: rupees(line.price), hours: line.hours })
        : w.t("dayRate", { days: line.days, amount: rupees(line.amount) }),
  );
  return `${parts.join(" + ")} = ${rupees(quote.total)}`;
}

/** A bike that may also be rented by the hour. */
export interface HourlyBike extends PricedBike {
  /** The price of an hour, or null: by the day only. */
  hourlyPrice: number | null;
  /** The fewest hours a rental by the hour is charged. */
  minHours: number;
}

/** A stay between two moments at the shop, "YYYY-MM-DD HH:MM", the end not included. */
export interface StayMoments {
  startsAt: string;
  endsAt: string;
}

const minutesOf = (moment: string) => Number(moment.slice(11, 13)) * 60 + Number(moment.slice(14, 16));

/**
 * What a stay costs, the cheapest honest way: a stay inside one day, of a
 * bike with an hourly price, costs its hours (at least the fewest, each hour
 * started counted) or the day, whichever is less; the hour's price scales in
 * a season as the day's does. Any other stay is priced by its days
 * (quoteRental). Whether the hours are inside the opening hours is the
 * form's rule, not the price's.
 *
 *   quoteStay(bike, seasons, { startsAt: "2026-12-06 10:00", endsAt: "2026-12-06 13:30" })
 */
export function quoteStay(bike: HourlyBike, seasons: readonly Season[], stay: StayMoments): Quote {
  const pickup = stay.startsAt.slice(0, 10);
  const returned = stay.endsAt.slice(0, 10);
  const byDays = quoteRental(bike, seasons, pickup, rentalDays(pickup, returned));
  if (returned !== pickup || !bike.hourlyPrice) return byDays;
  const minutes = Math.max(0, minutesOf(stay.endsAt) - minutesOf(stay.startsAt));
  const hours = Math.max(bike.minHours, Math.ceil(minutes / 60));
  const day = dayPrice(bike, seasons, pickup);
  const price = day.season ? scaledRate(bike.hourlyPrice, day.price, bike.price) : bike.hourlyPrice;
  const amount = price * hours;
  if (amount >= byDays.total) return byDays;
  const line = { kind: "hours" as const, hours, price, ...(day.season ? { season: day.season } : {}), amount };
  return { pickup, days: 1, hours, total: amount, lines: [line] };
}

/** A season's price for a bike, from its first day to its last. */
export interface SeasonPrice {
  season: string;
  price: number;
  from: string;
  to: string;
}

/**
 * The season price a bike has today or from a day in the next `within` days
 * (for the card's "Peak season ₹1,500 a day from 20 Dec"), or null when its
 * price stays the normal one.
 */
export function seasonPriceNear(
  bike: PricedBike,
  seasons: readonly Season[],
  today: string,
  within = 30,
): SeasonPrice | null {
  for (let i = 0; i <= within; i++) {
    const run = seasonRun(bike, seasons, addDays(today, i));
    if (run) return run;
  }
  return null;
}

/** The days from `from` on at the same season price, when that differs from the normal one. */
function seasonRun(bike: PricedBike, seasons: readonly Season[], from: string): SeasonPrice | null {
  const day = dayPrice(bike, seasons, from);
  if (!day.season || day.price === bike.price) return null;
  let to = from;
  // A season lasts a year at most.
  for (let j = 1; j <= 366; j++) {
    const next = addDays(from, j);
    const later = dayPrice(bike, seasons, next);
    if (later.season !== day.season || later.price !== day.price) break;
    to = next;
  }
  return { season: day.season, price: day.price, from, to };
}

/** The prices of a stretch of days: a day, 7 days, 30 days and an hour, where the bike has them. */
export interface PricePeriod {
  /** The season, or none: the normal prices. */
  season?: string;
  /** A season's first and last day ("2026-12-20"); the normal prices have none. */
  from?: string;
  to?: string;
  day: number;
  week: number | null;
  month: number | null;
  hour: number | null;
}

/** The days of "the coming months" the card's price table covers. */
const PRICE_TABLE_DAYS = 120;

/**
 * Every price the estimate may use for a rental starting in the next `within`
 * days: the normal ones, then each season that changes them, with its dates.
 * The season rates are scaled by the same rule quoteRental and quoteStay use
 * for a block or an hour wholly inside the season.
 */
export function pricePeriods(
  bike: HourlyBike,
  seasons: readonly Season[],
  today: string,
  within = PRICE_TABLE_DAYS,
): PricePeriod[] {
  const at = (day: number) => ({
    day,
    week: bike.weekPrice ? scaledRate(bike.weekPrice, day * BLOCKS.week, bike.price * BLOCKS.week) : null,
    month: bike.monthPrice ? scaledRate(bike.monthPrice, day * BLOCKS.month, bike.price * BLOCKS.month) : null,
    hour: bike.hourlyPrice ? scaledRate(bike.hourlyPrice, day, bike.price) : null,
  });
  const periods: PricePeriod[] = [at(bike.price)];
  for (let i = 0; i <= within; i++) {
    const run = seasonRun(bike, seasons, addDays(today, i));
    if (!run) continue;
    periods.push({ season: run.season, from: run.from, to: run.to, ...at(run.price) });
    i += daysBetween(run.from, run.to);
  }
  return periods;
}
