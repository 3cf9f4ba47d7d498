/**
 * Money, Reports, the dashboard, Backups and Activity in Hindi and Kannada
 * through the production build: each screen read with the phone's language
 * has its words translated and no English sentence left (the names and
 * figures the owner typed excepted), and Activity says a step in the words
 * of whoever reads it, whatever the language of the phone that took it.
 */
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { adminSite } from "../support/admin-site";
import { checkIn, checkOut } from "../support/handover";
import { heard, parseHtml } from "../support/html";

const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);

/** The production site signed in as the owner, and `read` to get a screen in a language. */
async function bareSite() {
  const s = await adminSite();
  /** A screen as a phone set to `lang` gets it, signed in as `cookie` (the owner unless said). */
  const read = async (path: string, lang: string, cookie = s.cookie) => {
    const res = await fetch(`${s.url}${path}`, { redirect: "manual", headers: { cookie, "accept-language": lang } });
    expect(res.status, path).toBe(200);
    return parseHtml(await res.text());
  };
  return { ...s, read };
}

/** A site with money in it: a rental out and back, its deposit held. */
async function site() {
  const s = await bareSite();
  const book = createBook(s.db, { store: s.store });
  const made = book.add(
    {
      kind: "bike",
      itemId: "royal-enfield-classic",
      ...stayOfDates(day(-2), day(-1)),
      customer: { name: "Anita Rao", phone: "" },
    },
    "admin",
  );
  if (!made.ok) throw new Error(made.message);
  const ref = made.value.reference;
  const out = book.pickUp(
    ref,
    book.find(ref)!.version,
    { moment: `${day(-2)} 10:00`, early: false, handover: checkOut(book), deposit: { amount: 2000, method: "cash" } },
    "admin",
  );
  if (!out.ok) throw new Error(out.message);
  const back = book.markReturned(
    ref,
    book.find(ref)!.version,
    { moment: `${day(-1)} 12:00`, handover: checkIn(), damageCharge: null },
    "admin",
  );
  if (!back.ok) throw new Error(back.message);
  /** The owner's own names: every bike and taxi service as typed. */
  const names = [...s.store.list("bikes"), ...s.store.list("taxis")].map((item) => item.name);
  return { ...s, book, ref, names };
}

/** What a reader sees of a screen: its main part's text, and the words of its title and attributes. */
function seen(doc: Document): string {
  const main = doc.querySelector("main")!;
  const attributes = [...main.querySelectorAll("[aria-label], [title], [placeholder]")].flatMap((el) =>
    ["aria-label", "title", "placeholder"].map((a) => el.getAttribute(a) ?? ""),
  );
  return [doc.title, main.textContent ?? "", ...attributes].join(" ").replace(/\s+/g, " ");
}

/**
 * The English words left on a screen: runs of Latin letters, less what the owner typed or what is a name
 * everywhere (the bikes, the brand, a registration, UPI, CSV).
 */
function englishLeft(text: string, allowed: string[]): string[] {
  let rest = text;
  for (const a of allowed.toSorted((x, y) => y.length - x.length)) rest = rest.split(a).join(" ");
  return [...new Set(rest.match(/[A-Za-z]{3,}/g) ?? [])];
}

const NAMES = [
  "Sagara Rides",
  "Royal Enfield Classic 350",
  "Royal Enfield Classic",
  "Royal Enfield",
  "Honda Activa",
  "Honda Dio",
  "Yamaha FZS",
  "TVS Jupiter",
  "Anita Rao",
  "admin",
  "ravi",
  "visitor",
  "system",
  "UPI",
  "CSV",
  "UTF",
  "Excel",
  "IST",
  "Asia/Kolkata",
];

describe("the money screens in the reader's language", () => {
  it("Money: Kannada and Hindi headings, sentences and table, with the owner's names and rupees as they are", async () => {
    const { read, ref, names } = await site();
    const kn = await read("/admin/money", "kn");
    const knText = seen(kn);
    expect(kn.title).toBe("ಹಣ - Sagara Rides");
    expect(knText).toContain("ಇಂದಿನ ಕಲೆಕ್ಷನ್");
    expect(knText).toContain("ಈಗ ಇಟ್ಟುಕೊಂಡ ಡೆಪಾಸಿಟ್‌ಗಳು");
    expect(knText).toContain("₹2,000");
    expect(knText).toContain(ref);
    expect(englishLeft(knText, [...NAMES, ...names, ref, "KA-47-H-1041"])).toEqual([]);
    const hi = await read("/admin/money", "hi");
    expect(seen(hi)).toContain("अभी जमा डिपॉज़िट");
    expect(englishLeft(seen(hi), [...NAMES, ...names, ref, "KA-47-H-1041"])).toEqual([]);
    // English stays as it was.
    const en = seen(await read("/admin/money", "en"));
    expect(en).toContain("Deposits held now");
    expect(en).toContain("(the bike is back: settle it)");
  });

  it("a ledger line's Reverse and its reason are said whole, the line where the language puts it", async () => {
    const { read, ref } = await site();
    const expected = {
      en: { reverse: /^Reverse No\. 1 \([^)]+\)$/, reason: /^Why it is reversed \(No\. 1 \([^)]+\)\)$/ },
      hi: { reverse: /^नं\. 1 \([^)]+\) उलटें$/, reason: /^नं\. 1 \([^)]+\): क्यों उलटा गया$/ },
      kn: { reverse: /^ಸಂ\. 1 \([^)]+\) ರದ್ದುಗೊಳಿಸಿ$/, reason: /^ಸಂ\. 1 \([^)]+\): ಏಕೆ ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ$/ },
    };
    for (const [lang, said] of Object.entries(expected)) {
      const reverse = (await read(`/admin/bookings/${ref}`, lang)).querySelector(".booking-reverse")!;
      expect(heard(reverse.querySelector("summary")!), lang).toMatch(said.reverse);
      const reason = reverse.querySelector('[name="reason"]')!;
      expect(heard(reverse.querySelector(`label[for="${reason.id}"]`)!), lang).toMatch(said.reason);
    }
  });

  it("Reports: a month and a year, their charts' titles and accessible tables, in Kannada and Hindi", async () => {
    const { read, names } = await site();
    const month = today.slice(0, 7);
    for (const path of [`/admin/reports?period=${month}`, `/admin/reports?period=${month.slice(0, 4)}`]) {
      const kn = await read(path, "kn");
      const text = seen(kn);
      expect(text).toContain("ಆದಾಯ");
      expect(text).toContain("ಅಕೌಂಟೆಂಟ್‌ಗಾಗಿ");
      expect(kn.querySelector("figcaption")!.textContent).toMatch(/^ಆದಾಯ, (ಬೈಕ್|ತಿಂಗಳ) ಪ್ರಕಾರ$/);
      expect(englishLeft(text, [...NAMES, ...names, "KA-47-H-1041"]), path).toEqual([]);
      const hi = seen(await read(path, "hi"));
      expect(hi).toContain("अकाउंटेंट के लिए");
      expect(englishLeft(hi, [...NAMES, ...names, "KA-47-H-1041"]), path).toEqual([]);
    }
  });

  it("the dashboard: money, bookings, sign-in and the latest changes, in Kannada and Hindi", async () => {
    const { read, names, ref } = await site();
    /** The dashboard, less the vehicles' notices: the fleet's words, said by the vehicles' screens. */
    const dashboard = async (lang: string) => {
      const doc = await read("/admin/dashboard", lang);
      doc.querySelector(".dash-notices")?.remove();
      return doc;
    };
    const kn = await dashboard("kn");
    const text = seen(kn);
    expect(kn.title).toBe("ಅಡ್ಮಿನ್ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್ - Sagara Rides");
    expect(text).toContain("ಇಂದು ಬಂದದ್ದು");
    expect(text).toContain("ಕೊನೆಯ ಬ್ಯಾಕಪ್");
    expect(text).toContain("ಇತ್ತೀಚಿನ ಬದಲಾವಣೆಗಳು");
    expect(text).toContain("ಬುಕಿಂಗ್ ವಿನಂತಿಗಳು");
    // The lists' names are the content registry's words, translated with the content screens.
    const lists = [...kn.querySelectorAll(".dash-lists-name")].map((n) => n.textContent!);
    expect(englishLeft(text, [...NAMES, ...names, ref, "KA-47-H-1041", ...lists])).toEqual([]);
    const hi = seen(await dashboard("hi"));
    expect(hi).toContain("आज मिले");
    expect(englishLeft(hi, [...NAMES, ...names, ref, "KA-47-H-1041", ...lists])).toEqual([]);
    expect(seen(await read("/admin/dashboard", "en"))).toContain("Last backup: none yet");
  });

  it("Backups: the key, the list, the schedule and the bucket's form, in Kannada and Hindi", async () => {
    const { read, post } = await bareSite();
    expect((await post("/admin/settings/backups", { intent: "snapshot" })).status).toBe(302);
    const kn = await read("/admin/settings/backups", "kn");
    const text = seen(kn);
    expect(kn.title).toBe("ಬ್ಯಾಕಪ್‌ಗಳು - Sagara Rides");
    expect(text).toContain("ಕೊನೆಯ ಬ್ಯಾಕಪ್: ಇಂದು");
    expect(text).toContain("ಪರಿಶೀಲಿಸಲಾಗಿದೆ: ರೀಸ್ಟೋರ್ ಆಗುತ್ತದೆ, 0 ಬುಕಿಂಗ್‌ಗಳ ಸಹಿತ");
    expect(text).toContain("ನಿಮ್ಮ ಬ್ಯಾಕಪ್ ಕೀಲಿ");
    // The key's own words (English words, by design of the key), the sizes' units and the providers' names stay.
    const words = [...kn.querySelectorAll(".backups-words li")].map((li) => li.textContent!);
    const allowed = [...NAMES, ...words, "KB", "MB", "bytes", "Backblaze", "Cloudflare", "AWS", "Wasabi", "MinIO"];
    const keyId = /BACKUP_S3_|[a-z0-9]{8,}/g;
    expect(englishLeft(text.replace(keyId, " "), [...allowed, "https", "auto"])).toEqual([]);
    const hi = seen(await read("/admin/settings/backups", "hi"));
    expect(hi).toContain("इस सर्वर पर बैकअप");
    expect(englishLeft(hi.replace(keyId, " "), [...allowed, "https", "auto"])).toEqual([]);
  });
});

describe("Activity in the reader's language", () => {
  it("a step a counter took on a Kannada phone reads in English to an English reader, in Kannada and Hindi to theirs", async () => {
    const s = await site();
    const ravi = await s.person("ravi", "counter");
    const r = s.book.request({
      kind: "bike",
      itemId: "royal-enfield-classic",
      ...stayOfDates(day(2), day(5)),
      total: 3600,
      language: "en",
    });
    const confirmed = await fetch(`${s.url}/admin/bookings`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "confirm", ref: r.reference, version: "1" }),
      headers: { origin: s.url, cookie: ravi.cookie, "accept-language": "kn" },
    });
    expect(confirmed.status).toBe(302);
    expect(s.book.find(r.reference)!.status).toBe("confirmed");
    const vehicle = s.book.fleet.find(s.book.find(r.reference)!.vehicleId!)!.registration;

    const sentences = async (lang: string) =>
      [...(await s.read("/admin/activity?list=booking", lang)).querySelectorAll(".admin-history-summary")].map(
        (p) => p.textContent!,
      );
    expect(await sentences("en")).toContain(`ravi confirmed the booking ${r.reference} on ${vehicle}`);
    expect(await sentences("kn")).toContain(`ravi ಬುಕಿಂಗ್ ${r.reference} ಅನ್ನು ದೃಢೀಕರಿಸಿದರು, ವಾಹನ ${vehicle}`);
    expect(await sentences("hi")).toContain(`ravi ने बुकिंग ${r.reference} पक्की की, गाड़ी ${vehicle}`);
    // The owner's earlier steps too, their days in the reader's calendar words.
    const kn = await sentences("kn");
    expect(kn.some((line) => /^admin ಬುಕಿಂಗ್ \S+ ಗೆ ವಾಹನ \S+ ಕೊಟ್ಟರು, /.test(line))).toBe(true);
    expect(kn.join(" ")).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d/);

    const screen = await s.read("/admin/activity", "kn");
    expect(screen.title).toBe("ಚಟುವಟಿಕೆ - ವಿಷಯ ನಿರ್ವಹಣೆ - Sagara Rides");
    expect(seen(screen)).toContain("ವಿಷಯ ಮತ್ತು ಸೆಟ್ಟಿಂಗ್‌ಗಳ ಪ್ರತಿ ಬದಲಾವಣೆ");
  });
});
