import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { ServerBuild } from "react-router";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { createImageLibrary } from "~/images/library.server";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { createSite } from "../../server/site";
import { touchedBy, touches } from "../../server/content-changes";
import { seededStore, stopBeforeClosing } from "../support/temp-db";
import { countStatements } from "../../scripts/count-statements";

const run = promisify(execFile);
const actor = { actor: "test" };

const counting = countStatements();
const { ran, reads } = counting;
afterEach(() => {
  ran.length = 0;
});
afterAll(() => counting.stop());

/** The site over a seeded database, telling what it renders and each check for changes made elsewhere. */
async function watchedSite(pollMs = 100) {
  const { db, dataDir } = seededStore();
  const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
  const rendered: string[] = [];
  const renderWaiters: (() => void)[] = [];
  const checkWaiters: ((readVersion: boolean) => void)[] = [];
  const site = await createSite({
    db,
    build,
    pollMs,
    compression: "quick",
    auth: { failureDelayMs: 0, log: () => {} },
    onRendered: (name) => {
      rendered.push(name);
      renderWaiters.splice(0).forEach((w) => w());
    },
    onCheck: (readVersion) => checkWaiters.splice(0).forEach((w) => w(readVersion)),
  });
  stopBeforeClosing(site.stop);
  /** Resolves once everything in `names` has been rendered since the last `rendered.length = 0`. */
  const renderedAll = async (names: string[]) => {
    while (!names.every((n) => rendered.includes(n))) await new Promise<void>((r) => renderWaiters.push(r));
  };
  const nextCheck = () => new Promise<boolean>((r) => checkWaiters.push(r));
  return { db, dataDir, site, rendered, renderedAll, nextCheck };
}

/** What reads whether a bike is free today, or shows the newest change of any kind. */
const AVAILABILITY = ["/", "/hi/", "/kn/", "/.data", "booking answers", "/sitemap.xml"];
/** What shows no bike, price or photo. */
const NEITHER = [
  "/about",
  "/privacy",
  "/faq",
  "/hi/about",
  "/hi/privacy",
  "/hi/faq",
  "/kn/about",
  "/kn/privacy",
  "/kn/faq",
  "/robots.txt",
  "/admin/login",
];

// Each test starts a site, which renders its seventeen held copies first: slow on a crowded machine.
describe("pages held in memory", { timeout: 120_000 }, () => {
  it("are rendered again only when a change touches a kind they read", () => {
    expect(touches(["settings", "about"], touchedBy(["booking"]))).toBe(false);
    expect(touches(["settings", "about"], touchedBy(["about"]))).toBe(true);
    expect(touches(["bookings"], touchedBy(["vehicle"]))).toBe(true);
    // What it does not know (an import of everything) touches everything.
    expect(touches(["settings"], touchedBy(["content"]))).toBe(true);
    expect(touches("everything", touchedBy([]))).toBe(true);
  });

  it("an idle server reads no table: the one watch only asks SQLite whether anything changed", async () => {
    const { nextCheck } = await watchedSite();
    await nextCheck();
    ran.length = 0;
    const checks = [];
    for (let i = 0; i < 5; i++) checks.push(await nextCheck());
    expect(checks).toEqual([false, false, false, false, false]);
    expect(reads()).toEqual([]);
    // Five checks, one statement each.
    expect(ran).toHaveLength(5);
  });

  it("a booking renders again what says whether a bike is free, and nothing else", async () => {
    const { db, site, rendered, renderedAll } = await watchedSite();
    rendered.length = 0;
    const today = shopToday("Asia/Kolkata");
    const made = createBook(db, { store: site.store }).add(
      {
        kind: "bike",
        itemId: "royal-enfield-classic",
        ...stayOfDates(today, addDays(today, 2)),
        customer: { name: "Anita Rao", phone: "" },
      },
      "admin",
    );
    expect(made.ok).toBe(true);
    await renderedAll(AVAILABILITY);
    expect(rendered.filter((n) => NEITHER.includes(n))).toEqual([]);
  });

  it("a price renders again the pages that show it, not the About, Privacy or FAQ pages", async () => {
    const { site, rendered, renderedAll } = await watchedSite();
    rendered.length = 0;
    const bike = site.store.list("bikes")[0]!;
    expect(site.store.update("bikes", bike.id, { ...bike, price: bike.price + 50 }, bike.version, actor).ok).toBe(true);
    await renderedAll(["/", "/hi/", "/kn/", "/.data", "booking answers"]);
    expect(rendered.filter((n) => NEITHER.includes(n))).toEqual([]);
    expect(site.homePage.current()?.bodies?.identity.toString()).toContain(String(bike.price + 50));
  });

  it("a photo's description renders again the pages that show the photo, not the others", async () => {
    const { site, rendered, renderedAll } = await watchedSite();
    rendered.length = 0;
    const library = createImageLibrary(site.store.writer);
    const photo = library.get("art-bikes-royal-enfield-classic")!;
    expect(library.setAlt(photo.id, { alt: "A green Classic 350 by the beach" }, photo.version, actor).ok).toBe(true);
    await renderedAll(["/", "/hi/", "/kn/", "/.data"]);
    expect(rendered.filter((n) => NEITHER.includes(n))).toEqual([]);
    expect(site.homePage.current()?.bodies?.identity.toString()).toContain("A green Classic 350 by the beach");
  });

  it("a settings change renders again every page that shows the settings", async () => {
    const { site, rendered, renderedAll } = await watchedSite();
    rendered.length = 0;
    const { version, ...identity } = site.store.section("identity");
    expect(site.store.saveSection("identity", { ...identity, brand: "Sagara Bikes" }, version, actor).ok).toBe(true);
    await renderedAll([...AVAILABILITY, ...NEITHER]);
  });

  it("shows an import from another process without waiting for the interval: the files' change asks the watch", async () => {
    // An hour between checks: only the database's files changing can tell the watch in time.
    const { site, dataDir, rendered, renderedAll } = await watchedSite(3_600_000);
    const doc = site.store.exportAll();
    doc.settings.heroTitle = "Explore Gokarna by Scooter";
    const file = path.join(dataDir, "import.json");
    writeFileSync(file, JSON.stringify(doc));
    rendered.length = 0;
    await run(process.execPath, ["--import", "tsx", "scripts/content.ts", "import", file], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    await renderedAll(["/", ...NEITHER]);
    expect(site.homePage.current()?.bodies?.identity.toString()).toContain("Explore Gokarna by Scooter");
  });
});
