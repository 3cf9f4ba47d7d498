import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { chooseEncoding, matchesEtag } from "../../server/page-cache";
import { seededStore } from "../support/temp-db";
import { parseHtml } from "../support/html";
import { startSite } from "../support/server-build";

const run = promisify(execFile);
const actor = { actor: "test" };

/**
 * `fn` again until its value is `ok`: a state to wait for, not a time to
 * assert (how soon a change shows is measured by npm run bench). The deadline
 * only ends a test that would otherwise wait for ever.
 */
async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("GET / from memory", () => {
  it("serves the page with a strong ETag, a revalidating Cache-Control and 304 on If-None-Match", async () => {
    const { db } = seededStore();
    const { url } = await startSite(db);
    const first = await fetch(`${url}/`, { headers: { "accept-encoding": "identity" } });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    expect(await first.text()).toContain("Our Elite Bikes");

    const again = await fetch(`${url}/`, { headers: { "if-none-match": etag, "accept-encoding": "identity" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("chooses brotli or gzip by Accept-Encoding, with the same content", async () => {
    const { db } = seededStore();
    const { url, cache } = await startSite(db);
    const identity = cache.current()!.bodies!.identity;
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["gzip, br;q=0", "gzip"],
    ] as const) {
      const res = await fetch(`${url}/`, { headers: { "accept-encoding": accept } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      // fetch decodes the body: the bytes must be the page.
      expect(Buffer.from(await res.arrayBuffer()).equals(identity)).toBe(true);
    }
  });

  it("shows a price change made through the store, with a new ETag", async () => {
    const { db } = seededStore();
    // The server's own store: the write reaches the page through its change listener.
    const { url, store } = await startSite(db);
    const before = await fetch(`${url}/`);
    const etag = before.headers.get("etag");
    const bike = store.item("bikes", "royal-enfield-classic")!;
    expect(store.update("bikes", bike.id, { ...bike, price: 1350 }, bike.version, actor).ok).toBe(true);
    const after = await waitFor(
      () => fetch(`${url}/`).then(async (r) => ({ etag: r.headers.get("etag"), html: await r.text() })),
      (r) => r.etag !== etag,
    );
    expect(after.etag).not.toBe(etag);
    expect(after.html).toContain("₹1,350");
    expect((await fetch(`${url}/`, { headers: { "if-none-match": etag! } })).status).toBe(200);
  });

  it("notices a change committed by another process (the CLI import)", async () => {
    const { store, dataDir, db } = seededStore();
    const { url } = await startSite(db);
    const etag = (await fetch(`${url}/`)).headers.get("etag");
    const doc = store.exportAll();
    doc.settings.heroTitle = "Explore Gokarna by Scooter";
    const file = path.join(dataDir, "import.json");
    writeFileSync(file, JSON.stringify(doc));
    await run(process.execPath, ["--import", "tsx", "scripts/content.ts", "import", file], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const after = await waitFor(
      () => fetch(`${url}/`).then((r) => r.text()),
      (html) => html.includes("Explore Gokarna by Scooter"),
    );
    expect(after).toContain("Explore Gokarna by Scooter");
    expect((await fetch(`${url}/`)).headers.get("etag")).not.toBe(etag);
  });

  it("states the late fee's rounding from the function that charges it, in each language", async () => {
    const { db } = seededStore();
    const { url } = await startSite(db);
    const said = async (path: string) =>
      parseHtml(await (await fetch(`${url}${path}`)).text()).querySelector(".fines-note")?.textContent;
    // ₹150 an hour after 10 minutes' grace: 70 minutes late is two hours started, ₹300.
    expect(await said("/")).toBe(
      "A late return is charged for each hour started after the 10-minute grace period: back 70 minutes late is ₹300.",
    );
    expect(await said("/hi/")).toContain("70 मिनट देर होने पर ₹300।");
    expect(await said("/kn/")).toContain("70 ನಿಮಿಷ ತಡವಾದರೆ ₹300.");
  });

  it("never serves the build-time index.html", async () => {
    const { db } = seededStore();
    const { url } = await startSite(db);
    expect((await fetch(`${url}/index.html`)).status).toBe(404);
  });
});

describe("content negotiation helpers", () => {
  it("prefers br, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
  });
  it("matches the page's ETag in any encoding, weak or strong", () => {
    expect(matchesEtag('"abc-br"', "abc")).toBe(true);
    expect(matchesEtag('W/"abc", "x"', "abc")).toBe(true);
    expect(matchesEtag('"abd"', "abc")).toBe(false);
    expect(matchesEtag("*", "abc")).toBe(true);
  });
});
