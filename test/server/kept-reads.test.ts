// The hot reads kept prepared per connection (app/db/kept-query.server.ts) answer what the database holds now:
// after a write, inside a transaction (its own uncommitted writes), and after it is rolled back.
import { describe, expect, it } from "vitest";
import { liveRows } from "~/content/store/lists.server";
import { readSettings } from "~/content/store/settings.server";
import { keptQuery } from "~/db/kept-query.server";
import { seededStore } from "../support/temp-db";

describe("keptQuery", () => {
  it("makes a query once per query object and key, and again for another key or object", () => {
    const made: string[] = [];
    const make = (name: string) => () => (made.push(name), { name });
    const first = {};
    const second = {};
    const a = keptQuery(first, "a", make("first a"));
    expect(keptQuery(first, "a", make("first a again"))).toBe(a);
    expect(keptQuery(first, "b", make("first b"))).not.toBe(a);
    expect(keptQuery(second, "a", make("second a"))).not.toBe(a);
    expect(made).toEqual(["first a", "first b", "second a"]);
  });
});

describe("the kept reads", () => {
  it("see a write made after they were first run", () => {
    const { db, store } = seededStore();
    const price = (rows: Record<string, unknown>[]) => rows.find((r) => r.id === "honda-dio")!.price as number;
    const before = price(liveRows(db, "bikes"));
    const bike = store.item("bikes", "honda-dio")!;
    expect(store.update("bikes", bike.id, { ...bike, price: before + 1 }, bike.version, { actor: "t" }).ok).toBe(true);
    expect(price(liveRows(db, "bikes"))).toBe(before + 1);
    expect(store.list("bikes").find((b) => b.id === "honda-dio")!.price).toBe(before + 1);
  });

  it("see a transaction's own writes inside it, and none once it is rolled back", () => {
    const { db } = seededStore();
    const brand = () => readSettings(db).brand;
    const was = brand();
    expect(() =>
      db.transaction((tx) => {
        db.$client
          .prepare("update settings_sections set data = json_set(data, '$.brand', 'Inside') where section = 'identity'")
          .run();
        // Kept on the connection and on the transaction's own object alike, both read the uncommitted row.
        expect(readSettings(tx).brand).toBe("Inside");
        expect(brand()).toBe("Inside");
        throw new Error("rolled back");
      }),
    ).toThrow("rolled back");
    expect(brand()).toBe(was);
  });
});
