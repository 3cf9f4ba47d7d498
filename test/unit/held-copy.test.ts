/**
 * A held copy is served as soon as it is made, and a better copy of it (a page at its smallest) replaces it only if
 * nothing newer was made meanwhile; a page held in memory is live with quickly compressed bodies, then its smallest.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { heldCopy } from "../../server/held-copy";
import { createPageCache } from "../../server/page-cache";

/** A promise and the function that settles it, for steps the test lets happen one at a time. */
function step<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("a held copy with a better copy to follow", () => {
  it("starts with its better copy; after a change it is served once made, and the better one replaces it", async () => {
    const refinements: ReturnType<typeof step<string>>[] = [];
    let made = 0;
    const copy = heldCopy({
      make: () => `quick ${++made}`,
      refine: (quick) => {
        const next = step<string>();
        refinements.push(next);
        // At start the better copy is there before anything is served.
        if (quick === "quick 1") next.resolve("best 1");
        return next.promise;
      },
      onError: () => {},
    });
    await copy.start();
    expect(copy.current()).toBe("best 1");
    await copy.refresh();
    expect(copy.current()).toBe("quick 2");
    let settled = false;
    const done = copy.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    refinements[1]!.resolve("best 2");
    await done;
    expect(copy.current()).toBe("best 2");
  });

  it("a better copy of an older making does not replace a newer one", async () => {
    const refinements: ReturnType<typeof step<string>>[] = [];
    let made = 0;
    const copy = heldCopy({
      make: () => `quick ${++made}`,
      refine: () => {
        const next = step<string>();
        refinements.push(next);
        return next.promise;
      },
      onError: () => {},
    });
    await copy.refresh();
    await copy.refresh();
    expect(copy.current()).toBe("quick 2");
    refinements[0]!.resolve("best 1");
    await refinements[0]!.promise;
    await Promise.resolve();
    expect(copy.current()).toBe("quick 2");
    refinements[1]!.resolve("best 2");
    await copy.settled();
    expect(copy.current()).toBe("best 2");
  });

  it("several changes while one is being made are refined once: the last", async () => {
    let made = 0;
    const refined: string[] = [];
    const copy = heldCopy({
      make: async () => `quick ${++made}`,
      refine: async (quick) => {
        refined.push(quick);
        return quick.replace("quick", "best");
      },
      onError: () => {},
    });
    void copy.refresh();
    void copy.refresh();
    await copy.refresh();
    await copy.settled();
    expect(refined).toEqual(["quick 2"]);
    expect(copy.current()).toBe("best 2");
  });

  it("a better copy that fails leaves the first one served", async () => {
    const errors: unknown[] = [];
    const copy = heldCopy({
      make: () => "quick",
      refine: () => Promise.reject(new Error("no worker")),
      onError: (error) => errors.push(error),
    });
    await copy.start();
    await copy.settled();
    expect(copy.current()).toBe("quick");
    expect(errors).toHaveLength(1);
  });
});

describe("a page held in memory", () => {
  it("is served at once with quick bodies, then at its smallest, the same page under the same ETag", async () => {
    const bikes = ["Honda Activa 6G", "TVS Jupiter", "Royal Enfield Classic 350", "Hero Xtreme 125R", "Suzuki Access"];
    const rows = Array.from(
      { length: 600 },
      (_, i) => `<li id="b${i}">${bikes[(i * 7) % 5]}, ₹${300 + ((i * 37) % 900)} a day, ${(i * 13) % 60} km</li>`,
    );
    const text = `<!doctype html><title>Bikes</title><ul>${rows.join("\n")}</ul>`;
    const page = createPageCache({ render: async () => text, reads: ["settings"] });
    await page.start();
    const first = page.current()!;
    // A change: served at once, quickly compressed.
    void page.refresh();
    await page.made();
    const quick = page.current()!;
    await page.settled();
    const smallest = page.current()!;
    for (const held of [quick, smallest]) {
      expect(brotliDecompressSync(held.bodies!.br).toString()).toBe(text);
      expect(gunzipSync(held.bodies!.gzip).toString()).toBe(text);
    }
    expect(smallest).not.toBe(quick);
    expect(smallest.bodies).toEqual(first.bodies);
    expect(smallest.etag).toBe(quick.etag);
    expect(smallest.bodies!.br.length).toBeLessThanOrEqual(quick.bodies!.br.length);
    expect(smallest.bodies!.gzip.length).toBeLessThanOrEqual(quick.bodies!.gzip.length);
    await page.stop();
  });
});
