/**
 * The dashboard's figures, worked out from the stored counts: totals for today,
 * the last 7 and the last 30 days by channel, a row per day, a row per item and
 * the most requested bikes. Every number is a sum of stored rows.
 */
import { channels, countKinds, type Channel, type CountKindName } from "./count-kinds";
import { addDays, daysBetween } from "./dates";

export const CHART_DAYS = 30;

export interface StoredCount {
  day: string;
  source: string;
  itemId: string;
  channel: string;
  count: number;
}

export type ByChannel = Record<Channel, number> & { all: number };

export interface Periods {
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

export function bookingFigures(rows: StoredCount[], today: string, names: ItemNames) {
  const age = (day: string) => daysBetween(day, today);
  const periods = { today: emptyChannels(), week: emptyChannels(), month: emptyChannels() };
  const daily = new Map<string, ByChannel>();
  for (let i = CHART_DAYS - 1; i >= 0; i--) daily.set(addDays(today, -i), emptyChannels());
  const items = new Map<string, ItemFigures>();
  const bikes = new Map<string, BikeFigures>();

  for (const row of rows) {
    const days = age(row.day);
    if (days < 0 || days >= CHART_DAYS || !isKnown(row.source)) continue;
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
            label: names[kind.items].get(row.itemId) ?? row.itemId,
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
  };
}

export type BookingFigures = ReturnType<typeof bookingFigures>;
