/**
 * The dashboard's figures, worked out from the stored counts: totals for today,
 * the last 7 and the last 30 days by channel, a row per day, a row per item and
 * the most requested bikes, and a line about any flood held back. Every number
 * is a sum of stored rows.
 */
import { channels, countKinds, FLOOD_CHANNEL, type Channel, type CountKindName } from "./count-kinds";
import { addDays, daysBetween } from "./dates";
import { backOfficeWords, type BackOfficeWords } from "~/i18n/back-office/words";
import { localeOf } from "~/i18n/languages";

export const CHART_DAYS = 30;

export interface StoredCount {
  day: string;
  source: string;
  itemId: string;
  channel: string;
  count: number;
}

export type ByChannel = Record<Channel, number> & { all: number };

interface Periods {
  today: number;
  week: number;
  month: number;
}

export interface ItemFigures extends Periods {
  key: string;
  label: string;
  /** What the item is ("Bike", "Taxi", "Pickup point") or where it was asked from. */
  kind: string;
}

export interface BikeFigures {
  id: string;
  name: string;
  requests: number;
  /** Of those, requests sent with dates through the form. */
  withDates: number;
}

/** Names of the items counts refer to, by list; an item no longer listed shows its id. */
export type ItemNames = Record<"bikes" | "taxis" | "pickupPoints", Map<string, string>>;

const itemKindLabel = { bikes: "Bike", taxis: "Taxi", pickupPoints: "Pickup point" } as const;

const emptyChannels = (): ByChannel => ({ chat: 0, call: 0, form: 0, all: 0 });

function isKnown(source: string): source is CountKindName {
  return Object.hasOwn(countKinds, source);
}

/** `words`: the reader's, for the one sentence the figures hold (the flood's); English when none is given. */
export function bookingFigures(
  rows: StoredCount[],
  today: string,
  names: ItemNames,
  words: BackOfficeWords = backOfficeWords("en"),
) {
  const age = (day: string) => daysBetween(day, today);
  const periods = { today: emptyChannels(), week: emptyChannels(), month: emptyChannels() };
  const daily = new Map<string, ByChannel>();
  for (let i = CHART_DAYS - 1; i >= 0; i--) daily.set(addDays(today, -i), emptyChannels());
  const items = new Map<string, ItemFigures>();
  const bikes = new Map<string, BikeFigures>();
  const flood = { today: 0, month: 0, items: new Map<string, number>() };
  const labelOf = (source: CountKindName, itemId: string) => {
    const list = countKinds[source].items;
    return list ? (names[list].get(itemId) ?? itemId) : countKinds[source].label;
  };

  for (const row of rows) {
    const days = age(row.day);
    if (days < 0 || days >= CHART_DAYS || !isKnown(row.source)) continue;
    if (row.channel === FLOOD_CHANNEL) {
      flood.month += row.count;
      if (days === 0) flood.today += row.count;
      const label = labelOf(row.source, row.itemId);
      flood.items.set(label, (flood.items.get(label) ?? 0) + row.count);
      continue;
    }
    const kind = countKinds[row.source];
    const channel = kind.channel;
    const add = (target: ByChannel) => {
      target[channel] += row.count;
      target.all += row.count;
    };
    add(periods.month);
    if (days < 7) add(periods.week);
    if (days === 0) add(periods.today);
    add(daily.get(row.day)!);

    const key = kind.items ? `${kind.items}:${row.itemId}` : row.source;
    let item = items.get(key);
    if (!item) {
      item = kind.items
        ? {
            key,
            label: labelOf(row.source, row.itemId),
            kind: itemKindLabel[kind.items],
            today: 0,
            week: 0,
            month: 0,
          }
        : {
            key,
            label: kind.label,
            kind: kind.channel === "call" ? "Call" : "General chat",
            today: 0,
            week: 0,
            month: 0,
          };
      items.set(key, item);
    }
    item.month += row.count;
    if (days < 7) item.week += row.count;
    if (days === 0) item.today += row.count;

    if (kind.items === "bikes") {
      const bike = bikes.get(row.itemId) ?? {
        id: row.itemId,
        name: names.bikes.get(row.itemId) ?? row.itemId,
        requests: 0,
        withDates: 0,
      };
      bike.requests += row.count;
      if (channel === "form") bike.withDates += row.count;
      bikes.set(row.itemId, bike);
    }
  }

  const byCount =
    <T>(count: (x: T) => number, label: (x: T) => string) =>
    (a: T, b: T) =>
      count(b) - count(a) || label(a).localeCompare(label(b));
  return {
    today,
    periods,
    channels,
    daily: [...daily].map(([day, counts]) => ({ day, ...counts })),
    items: [...items.values()].sort(
      byCount(
        (i) => i.month,
        (i) => i.label,
      ),
    ),
    bikes: [...bikes.values()].sort(
      byCount(
        (b) => b.requests,
        (b) => b.name,
      ),
    ),
    flood: floodLine(flood, words),
  };
}

/** One sentence about taps held back as a flood in the 30 days, or null when there were none. */
function floodLine(
  { today, month, items }: { today: number; month: number; items: Map<string, number> },
  { t, text, lang }: BackOfficeWords,
) {
  if (month === 0) return null;
  // The owner's names as they are; the site's own ("Call buttons") in the reader's words.
  const names = [...items].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([label]) => text(label));
  const shown = names.length > 4 ? [...names.slice(0, 3), t("{count} more", { count: names.length - 3 })] : names;
  const what = new Intl.ListFormat(localeOf[lang], { type: "conjunction" }).format(shown);
  const values = { count: month, what, days: CHART_DAYS, today };
  if (today === month) {
    return month === 1
      ? t(
          "Held back as a flood: {count} tap on {what} today came from too many new addresses at once, as a script sends them. They are not counted as requests.",
          values,
        )
      : t(
          "Held back as a flood: {count} taps on {what} today came from too many new addresses at once, as a script sends them. They are not counted as requests.",
          values,
        );
  }
  if (today) {
    return t(
      "Held back as a flood: {count} taps on {what} in the last {days} days ({today} today) came from too many new addresses at once, as a script sends them. They are not counted as requests.",
      values,
    );
  }
  return month === 1
    ? t(
        "Held back as a flood: {count} tap on {what} in the last {days} days came from too many new addresses at once, as a script sends them. They are not counted as requests.",
        values,
      )
    : t(
        "Held back as a flood: {count} taps on {what} in the last {days} days came from too many new addresses at once, as a script sends them. They are not counted as requests.",
        values,
      );
}

export type BookingFigures = ReturnType<typeof bookingFigures>;
