import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { vehicleName } from "~/reservations/vehicles";
import { checkInForm, checkOutForm } from "../support/handover";
import { heard, parseHtml } from "../support/html";
import { adminSite } from "../support/admin-site";

const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);
const BOOKINGS = "/admin/bookings";

/**
 * The book's screens read in Hindi or Kannada, as a phone set to that
 * language asks for them: a request waiting, a bike out, one back and one
 * past, so that every card, form and list of the screens is on them.
 */
async function site() {
  const s = await adminSite();
  const book = createBook(s.db, { store: s.store });
  const as = (lang: string) => ({ cookie: s.cookie, "accept-language": lang });
  const getIn = (lang: string, path: string) => fetch(`${s.url}${path}`, { redirect: "manual", headers: as(lang) });
  const postIn = (lang: string, path: string, body: Record<string, string | string[]>) => {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) for (const one of [v].flat()) form.append(k, one);
    return fetch(`${s.url}${path}`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { origin: s.url, ...as(lang) },
    });
  };
  const add = async (bike: string, from: string, to: string) => {
    const res = await s.post(BOOKINGS, { intent: "add", bike, from, to, fromTime: "10:00", toTime: "10:00" });
    return new URL(res.headers.get("location")!, "http://x").hash.slice(1);
  };
  book.request({ kind: "bike", itemId: "honda-dio", ...stayOfDates(day(2), day(4)), total: 1400, language: "kn" });
  const out = await add("royal-enfield-classic", day(-1), day(2));
  await s.post(`${BOOKINGS}/${out}`, { intent: "pick-up", ref: out, version: "1", ...checkOutForm(book) });
  const back = await add("honda-dio", day(-2), day(-1));
  await s.post(`${BOOKINGS}/${back}`, {
    intent: "pick-up",
    ref: back,
    version: "1",
    date: day(-2),
    time: "10:00",
    ...checkOutForm(book),
  });
  await s.post(`${BOOKINGS}/${back}`, { intent: "return", ref: back, version: "2", ...checkInForm() });
  // What the owner typed, and figures: they stay as they are in every language.
  const owners = [
    s.store.settings().brand,
    "admin",
    ...s.store.list("bikes").map((b) => b.name),
    ...s.store.list("taxis").map((t) => t.name),
    ...s.store.list("pickupPoints").map((p) => p.name),
    ...book.fleet.all().flatMap((v) => [vehicleName(v), v.note, ...book.fleet.services(v.id).map((w) => w.work)]),
    // A booking's reference, and its last four as the calendar shows it.
    ...[out, back, ...book.inbox().map((b) => b.reference)].flatMap((ref) => [ref, ref.slice(3)]),
  ].filter(Boolean);
  return { ...s, book, getIn, postIn, out, back, owners };
}

/** Every word of a screen's own part a person reads or hears: its text, and its labels, titles and placeholders. */
function wordsOf(html: string, owners: string[]) {
  const main = parseHtml(html).querySelector("main")!;
  const said = [
    main.textContent ?? "",
    ...[...main.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((e) =>
      ["aria-label", "title", "placeholder", "alt"].map((a) => e.getAttribute(a) ?? ""),
    ),
  ].join(" ");
  let left = said;
  for (const name of owners.toSorted((a, b) => b.length - a.length)) left = left.split(name).join(" ");
  return left
    .replace(/SR-[0-9A-Z]{4}/g, " ") // references
    .replace(/https?:\/\/\S+|[\w.-]+:\d+\/\S*|\b[\w-]+(\.[\w-]+)+\/\S*|[\w.-]+@[\w.-]+/g, " ") // addresses
    .match(/[A-Za-z]{2,}/g)
    ?.filter((w) => !["UPI", "QR", "PUC", "URL", "HH", "MM", "KA", "ID", "SR", "IST"].includes(w));
}

const SCREENS = (s: { out: string; back: string }) => [
  BOOKINGS,
  `${BOOKINGS}/${s.out}`,
  `${BOOKINGS}/${s.back}`,
  `${BOOKINGS}/calendar`,
  `${BOOKINGS}/past`,
  "/admin/vehicles",
  "/admin/vehicles/1",
];

describe("the book in Hindi and Kannada", () => {
  it("every screen of the book speaks Kannada to a phone set to Kannada, with no English left but the owner's names", async () => {
    const s = await site();
    for (const path of SCREENS(s)) {
      const res = await s.getIn("kn-IN,kn;q=0.9,en;q=0.5", path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<html lang="kn"');
      expect.soft((wordsOf(html, s.owners) ?? []).join(" "), path).toBe("");
    }
  });

  it("and Hindi to a phone set to Hindi", async () => {
    const s = await site();
    for (const path of SCREENS(s)) {
      const html = await (await s.getIn("hi", path)).text();
      expect(html, path).toContain('<html lang="hi"');
      expect.soft((wordsOf(html, s.owners) ?? []).join(" "), path).toBe("");
    }
  });

  it("says the Bookings screen's words, its title and a booking's facts in Kannada", async () => {
    const s = await site();
    const html = await (await s.getIn("kn", BOOKINGS)).text();
    const page = parseHtml(html);
    expect(page.title).toBe(`ಬುಕಿಂಗ್‌ಗಳು - ${s.store.settings().brand}`);
    const text = page.querySelector("main")!.textContent!;
    for (const words of ["ವಿನಂತಿಗಳು", "ಬುಕಿಂಗ್ ಸೇರಿಸಿ", "ಸಾಧ್ಯ: ಆಗ ಒಂದು ವಾಹನ ಖಾಲಿ ಇದೆ.", "ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್ ಆ್ಯಪ್", "ಕೇಳಿದ ಭಾಷೆ: ಕನ್ನಡ"])
      expect(text).toContain(words);
    // A day in Kannada's own words, its digits Latin; a figure as everywhere.
    expect(text).toMatch(/ಸುಮಾರು ₹1,400/);
    const booking = parseHtml(await (await s.getIn("kn", `${BOOKINGS}/${s.out}`)).text());
    expect(booking.title).toBe(`${s.out} - ಬುಕಿಂಗ್‌ಗಳು - ${s.store.settings().brand}`);
    expect(booking.querySelector("main")!.textContent).toContain("ವಾಪಸ್ ಬಂತು…");
  });

  it("refuses a return in the future in Kannada beside the day's field, and the bike stays out", async () => {
    const s = await site();
    const res = await s.postIn("kn", `${BOOKINGS}/${s.out}`, {
      intent: "return",
      ref: s.out,
      version: "2",
      date: day(1),
      time: "10:00",
      ...checkInForm(),
    });
    expect(res.status).toBe(400);
    const page = parseHtml(await res.text());
    const field = page.querySelector<HTMLInputElement>(`#return-${s.out} input[name="date"]`)!;
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const message = page.getElementById(field.getAttribute("aria-describedby")!.split(" ").at(-1)!)!.textContent;
    expect(message).toBe("ವಾಪಸಾತಿ ಮುಂದಿನ ಸಮಯದಲ್ಲಿ ಇರಲು ಸಾಧ್ಯವಿಲ್ಲ. ಈಗಿನ ಸಮಯಕ್ಕೆ ದಿನ ಮತ್ತು ಸಮಯ ಖಾಲಿ ಬಿಡಿ.");
    expect(s.book.find(s.out)!.status).toBe("out");
  });

  it("says a form's own checks in Hindi beside the field (a phone number that is not one)", async () => {
    const s = await site();
    const [request] = s.book.inbox();
    const res = await s.postIn("hi", BOOKINGS, {
      intent: "confirm",
      ref: request!.reference,
      version: "1",
      phone: "12",
    });
    expect(res.status).toBe(400);
    const page = parseHtml(await res.text());
    const field = page.querySelector(`#confirm-${request!.reference} input[name="phone"]`)!;
    const message = page.getElementById(field.getAttribute("aria-describedby")!.split(" ").at(-1)!)!.textContent;
    expect(message).toBe("फ़ोन नंबर अंकों में लिखें, जैसे +91 90000 12345");
    expect(s.book.find(request!.reference)!.status).toBe("requested");
  });

  it("says a booking's labels whole and the owner's own translations of the terms and the pickup point", async () => {
    const s = await site();
    const res = await s.post(BOOKINGS, {
      intent: "add",
      bike: "honda-dio",
      from: day(1),
      to: day(3),
      fromTime: "10:00",
      toTime: "10:00",
      point: "beach-road",
      phone: "+91 90000 12345",
    });
    const ref = new URL(res.headers.get("location")!, "http://x").hash.slice(1);
    const expected = {
      en: {
        time: `Time picked up of ${ref}`,
        odometer: `Odometer, km at the pickup of ${ref}`,
        chat: `Remind of the pickup to ${ref}`,
        requirement: "Valid driving license is mandatory",
        point: "Beach Road",
      },
      hi: {
        time: `बुकिंग ${ref} के पिकअप का समय`,
        odometer: `बुकिंग ${ref} के पिकअप पर ओडोमीटर, किमी`,
        chat: `${ref} के लिए पिकअप की याद दिलाएँ`,
        requirement: "वैध ड्राइविंग लाइसेंस ज़रूरी है",
        point: "बीच रोड",
      },
      kn: {
        time: `${ref} ಬುಕಿಂಗ್‌ನ ಪಿಕಪ್ ಸಮಯ`,
        odometer: `${ref} ಬುಕಿಂಗ್‌ನ ಪಿಕಪ್ ವೇಳೆ ಓಡೋಮೀಟರ್, ಕಿಮೀ`,
        chat: `${ref} ಬುಕಿಂಗ್‌ಗೆ ಪಿಕಪ್ ನೆನಪಿಸಿ`,
        requirement: "ಮಾನ್ಯ ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್ ಕಡ್ಡಾಯ",
        point: "ಬೀಚ್ ರಸ್ತೆ",
      },
    };
    for (const [lang, words] of Object.entries(expected)) {
      const page = parseHtml(await (await s.getIn(lang, `${BOOKINGS}/${ref}`)).text());
      const form = page.getElementById(`pick-up-${ref}`)!;
      const labelOf = (name: string) =>
        heard(form.querySelector(`label[for="${form.querySelector(`[name="${name}"]`)!.id}"]`)!);
      expect(labelOf("time"), lang).toBe(words.time);
      expect(labelOf("odometer"), lang).toBe(words.odometer);
      const chat = [...page.querySelectorAll("main a[target=_blank]")].map(heard);
      expect(chat, lang).toContain(words.chat);
      const checklist = [...form.querySelectorAll(".booking-checklist label")].map((l) => l.textContent!.trim());
      expect(checklist, lang).toContain(words.requirement);
      expect(page.querySelector("main .booking-facts")!.textContent, lang).toContain(words.point);
      // The walk-in form offers the pickup points by their names in the reader's language.
      const add = parseHtml(await (await s.getIn(lang, BOOKINGS)).text());
      const points = [...add.querySelectorAll('select[name="point"] option')].map((o) => o.textContent);
      expect(points, lang).toContain(words.point);
    }
    // What is stored stays as it was: the point's id, the requirement's English in a refusal.
    expect(s.book.find(ref)!.pointId).toBe("beach-road");
  });

  it("keeps English exactly as it was for a phone that asks for English", async () => {
    const s = await site();
    const html = await (await s.getIn("en-GB,en;q=0.9", BOOKINGS)).text();
    expect(html).toContain('<html lang="en"');
    const text = parseHtml(html).querySelector("main")!.textContent!;
    expect(text).toContain("Requests");
    expect(text).toContain("Fits: a vehicle is free then.");
    expect(text).toContain("Asked in Kannada");
  });
});
