/**
 * The back office in Hindi and in Kannada, screen by screen: the test walks
 * the route table (each screen reached by following the back office's own
 * links from its menu, with a booking in every state and an invitation so
 * every screen has something to show), reads every word a person sees (text,
 * labels, hints, placeholders, titles, aria labels, buttons) and fails on
 * English left in it. What the owner typed (names, descriptions, the sample
 * content's words) and a few words said the same in every language (UPI, GST,
 * WhatsApp) are not counted.
 */
import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { addDays, shopToday } from "~/booking/dates";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { adminSite } from "../support/admin-site";
import { returnedRental } from "../support/handover";
import { parseHtml } from "../support/html";

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

/** Every back-office screen's pattern ("admin/bookings/:ref"): the route table's rendered pages under /admin. */
function screenPatterns(): string[] {
  const all: RouteEntry[] = [];
  const walk = (entries: RouteEntry[]) =>
    entries.forEach((e) => {
      all.push(e);
      walk(e.children ?? []);
    });
  walk(routes as RouteEntry[]);
  return all
    .filter((e) => e.path?.startsWith("admin") && e.file.endsWith(".tsx"))
    .map((e) => `/${e.path}`)
    .filter((p) => p !== "/admin/login" || true);
}

/**
 * Names that are the same in every language: the services and formats the shop uses, and the public site's
 * "Need a Website?" button, which is English on every page.
 */
const SAME_IN_EVERY_LANGUAGE = [
  "Need a Website?",
  "Google Maps",
  // Google Maps' own menu, named as it reads there.
  "Share, Embed a map",
  "src=",
  // The iPhone's own menu, named as it reads there.
  "Settings › Camera › Formats › Most Compatible",
  // A unit written the same in every language the shop uses.
  "km",
  "Google",
  "OpenStreetMap",
  "Bing Maps",
  "WhatsApp",
  "Instagram",
  "Facebook",
  "YouTube",
  "Excel",
  "iPhone",
  "Backblaze",
  "Cloudflare",
  "Wasabi",
  "MinIO",
  "WebP",
  "iCal",
];

/** The strings the owner and the sample typed: every text in the database, and the strings inside its JSON. */
function typedStrings(db: { $client: import("better-sqlite3").Database }): string[] {
  const found = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === "string") {
      const t = value.trim();
      if (t.startsWith("{") || t.startsWith("[")) {
        try {
          return add(JSON.parse(t));
        } catch {
          // Not JSON: the text itself.
        }
      }
      if (t.length >= 2) found.add(t);
      for (const line of t.split(/\n+/)) if (line.trim().length >= 2) found.add(line.trim());
    } else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === "object") Object.values(value).forEach(add);
  };
  const tables = db.$client.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[];
  for (const { name } of tables) {
    if (name === "audit_log" || name.startsWith("sqlite_") || name.startsWith("__")) continue;
    for (const row of db.$client.prepare(`select * from "${name}"`).all() as Record<string, unknown>[]) {
      Object.values(row).forEach(add);
    }
  }
  // The longest first: "Royal Enfield Classic 350" goes before "Royal Enfield".
  return [...found].sort((a, b) => b.length - a.length);
}

/** What a person reads on a page: its title, text, and the words in its attributes, one string per place. */
function wordsOnPage(html: string): string[] {
  const doc = parseHtml(html);
  // A form's values are what the owner typed (or the sample's text), not the screen's own words.
  doc.querySelectorAll("script, style, noscript, template, textarea").forEach((n) => n.remove());
  const places: string[] = [doc.title];
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    // A part marked as another language on purpose (a language's own name, the English a form shows beside its
    // translation) is not counted: the page says what it is.
    const marked = n.parentElement?.closest("[lang]");
    if (!marked || marked === doc.documentElement) places.push(n.textContent ?? "");
  }
  for (const el of doc.querySelectorAll("[aria-label], [placeholder], [title], input[type=submit][value]")) {
    for (const attr of ["aria-label", "placeholder", "title"]) {
      const v = el.getAttribute(attr);
      if (v) places.push(v);
    }
    if (el.matches("input[type=submit]")) places.push(el.getAttribute("value") ?? "");
  }
  return places.map((p) => p.replace(/\s+/g, " ").trim()).filter(Boolean);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English words left in a place once the owner's typed strings, names, codes and addresses are taken out. */
function englishLeft(place: string, typed: string[]): string[] {
  let rest = place
    // Addresses: "https://wa.me/…", "tel:+91…", "sagararides.example/b/…".
    .replace(/\b(?:https?:\/\/|tel:|mailto:)\S*/g, " ")
    .replace(/\b[\w-]+\.(?:example|com|in|org|net|me)\b\S*/g, " ")
    // A message's placeholders ("{brand}") are typed as they are, in every language.
    .replace(/\{\w+\}/g, " ");
  // The names first, then each typed string as a whole: "in" typed somewhere must not take the "in" out of
  // "Settings", nor a typed "map" the end of "Embed a map".
  for (const s of [...SAME_IN_EVERY_LANGUAGE, ...typed.filter((t) => t.length > 2)]) {
    if (rest.includes(s)) rest = rest.replace(new RegExp(`(^|[^\\w])${escapeRegExp(s)}(?![\\w])`, "g"), "$1 ");
  }
  // Anything with a digit in it is a code: a key's fingerprint, a file's size.
  rest = rest.replace(/\b\w*\d\w*\b/g, " ");
  // Codes and abbreviations are not words: references and plates ("SR-3C4R", "KA-47-H-1041"), "UPI", "GSTIN", "KB".
  return (rest.match(/[A-Za-z][A-Za-z'’]+/g) ?? []).filter((w) => w !== w.toUpperCase() && !/\d/.test(w));
}

async function walkedSite() {
  const site = await adminSite();
  const book = createBook(site.db, { store: site.store });
  const today = shopToday("Asia/Kolkata");
  const day = (n: number) => addDays(today, n);
  const ask = (from: number, to: number) =>
    book.request({
      kind: "bike",
      itemId: "royal-enfield-classic",
      ...stayOfDates(day(from), day(to)),
      total: 3600,
      language: "en",
      customerName: "Anita Rao",
    });
  ask(3, 5);
  const confirmed = ask(6, 8);
  book.confirm(confirmed.reference, confirmed.version, { name: "", phone: "" }, "admin");
  returnedRental(book, {
    itemId: "royal-enfield-classic",
    ...stayOfDates(day(-6), day(-4)),
    total: 3600,
    language: "en",
    customerName: "Ravi K",
  });
  site.auth.staff.invite("counter", { actor: "admin" });
  return site;
}

describe.each(["kn", "hi"] as const)("the back office in %s", (lang) => {
  it("every screen reached from the menu has no English left but what the owner typed", async () => {
    const site = await walkedSite();
    const typed = typedStrings(site.db);
    const patterns = screenPatterns();
    const seen = new Map<string, number>();
    const queue = ["/admin/dashboard", ...patterns.filter((p) => !p.includes(":"))];
    const visited = new Set<string>();
    const left = new Map<string, Set<string>>();
    while (queue.length) {
      const path = queue.shift()!;
      if (visited.has(path)) continue;
      visited.add(path);
      const pattern = patterns.find((p) => matchPath(p, path));
      if (!pattern || (seen.get(pattern) ?? 0) >= 2) continue;
      seen.set(pattern, (seen.get(pattern) ?? 0) + 1);
      const res = await fetch(`${site.url}${path}`, {
        redirect: "manual",
        headers: { cookie: site.cookie, "accept-language": `${lang}-IN,${lang};q=0.9,en;q=0.5` },
      });
      if (res.status !== 200) continue;
      const html = await res.text();
      for (const place of wordsOnPage(html)) {
        const words = englishLeft(place, typed);
        if (words.length) {
          if (!left.has(pattern)) left.set(pattern, new Set());
          left.get(pattern)!.add(`${words.join(" ")} ← ${place.slice(0, 100)}`);
        }
      }
      for (const [, href] of html.matchAll(/href="(\/admin\/[^"#?]*)/g)) if (!visited.has(href!)) queue.push(href!);
    }
    // Every screen of the route table was read (the join page by its invitation, the login page signed out, apart).
    const unread = patterns.filter((p) => !seen.has(p) && !["/admin/login", "/admin/join/:token"].includes(p));
    expect(unread).toEqual([]);
    expect(Object.fromEntries([...left].map(([p, places]) => [p, [...places]]))).toEqual({});
  });
});
