/**
 * The money and the handover through the real server: every press of a
 * booking's Money card (success, refused beside the field, a stale ledger,
 * signed out, cross-site), the receipt numbers under concurrent payments,
 * two Deposit returned at once, the tourist's agreement and its version, the
 * photos (private: 404 signed out), the receipt and the spreadsheets.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { rupees } from "~/content/format";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { adminSite } from "../support/admin-site";
import { checkIn, checkOut } from "../support/handover";
import { parseHtml } from "../support/html";
import { photoJpeg, sidewaysJpegWithGps, truncatedJpeg } from "../support/image-fixtures";

const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);
const BOOKINGS = "/admin/bookings";

async function site() {
  const s = await adminSite();
  const book = createBook(s.db, { store: s.store });
  /** A Royal Enfield booking added by the owner: its reference. */
  const add = (from: number, to: number, phone = "") => {
    const made = book.add(
      {
        kind: "bike",
        itemId: "royal-enfield-classic",
        ...stayOfDates(day(from), day(to)),
        customer: { name: "Anita Rao", phone },
      },
      "admin",
    );
    if (!made.ok) throw new Error(made.message);
    return made.value.reference;
  };
  const ledger = (ref: string) => book.ledger(book.find(ref)!);
  const textOf = (html: string) => parseHtml(html).body.textContent!.replace(/\s+/g, " ");
  /** Out two days ago with a ₹2,000 deposit, back yesterday two hours late: ₹300 to pay, the deposit held. */
  const outAndBack = (ref: string) => {
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
  };
  return { ...s, book, add, ledger, textOf, outAndBack };
}

type Site = Awaited<ReturnType<typeof site>>;

/** Each press of the Money card: what it sends, what it is refused for and where that is said, what it says done. */
const presses: {
  intent: string;
  setup?: (s: Site, ref: string) => void;
  good: (s: Site, ref: string) => Record<string, string>;
  bad: (s: Site, ref: string) => Record<string, string>;
  field: string;
  says: string;
}[] = [
  {
    intent: "pay",
    good: (s, ref) => ({ amount: String(s.ledger(ref).balance.owed), method: "cash" }),
    bad: () => ({ amount: "12.5", method: "cash" }),
    field: "amount",
    says: "The payment for",
  },
  {
    intent: "deposit",
    good: () => ({ amount: "2000", method: "upi" }),
    bad: () => ({ amount: "2000" }),
    field: "method",
    says: "The deposit for",
  },
  {
    intent: "settle",
    setup: (s, ref) => s.outAndBack(ref),
    good: () => ({ keepLate: "300", method: "cash" }),
    bad: () => ({ keepLate: "301", method: "cash" }),
    field: "keepLate",
    says: "is settled: ₹300 kept, ₹1,700 given back",
  },
  {
    intent: "charge",
    good: () => ({ kind: "damage", amount: "500", reason: "A scratch" }),
    bad: () => ({ kind: "damage", amount: "-5", reason: "A scratch" }),
    field: "amount",
    says: "The charge is written",
  },
  {
    intent: "discount",
    good: () => ({ amount: "100", reason: "A regular" }),
    bad: () => ({ amount: "100" }),
    field: "reason",
    says: "The discount is written",
  },
  {
    intent: "reverse",
    good: (s, ref) => ({ entry: String(s.ledger(ref).entries[0]!.id), reason: "Typed twice" }),
    bad: (s, ref) => ({
      entry: String(s.ledger(ref).entries[0]!.id),
      instance: `entry${s.ledger(ref).entries[0]!.id}`,
    }),
    field: "reason",
    says: "is reversed. Nothing is owed",
  },
];

describe("a booking's Money card", () => {
  for (const press of presses) {
    it(`${press.intent}: written and said once; refused beside the field; stale, signed out and cross-site refused, nothing written`, async () => {
      const s = await site();
      const ref = s.add(-2, -1);
      press.setup?.(s, ref);
      const screen = `${BOOKINGS}/${ref}`;
      const base = () => ({ intent: press.intent, ref, version: String(s.ledger(ref).version) });
      const entries = () => s.ledger(ref).entries.length;
      const before = entries();

      const refused = await s.post(screen, { ...base(), ...press.bad(s, ref) });
      expect(refused.status).toBe(400);
      const page = parseHtml(await refused.text());
      const form = page.querySelector(`form[id^="${press.intent}-${ref}"]`)!;
      expect(form.className).toContain("booking-refused");
      const field = page.querySelector(
        `[name="${press.field}"][form="${form.id}"], #${form.id} [name="${press.field}"]`,
      )!;
      const invalid = field.getAttribute("aria-invalid") ?? field.closest("fieldset")?.getAttribute("aria-invalid");
      expect(invalid).toBe("true");
      expect(entries()).toBe(before);

      const stale = await s.post(screen, { ...base(), ...press.good(s, ref), version: String(before - 1) });
      expect(stale.status).toBe(409);
      expect(await stale.text()).toContain("Someone else wrote to the money of");
      const signedOut = await s.post(screen, { ...base(), ...press.good(s, ref) }, { signedIn: false });
      expect([302, 303, 401]).toContain(signedOut.status);
      const crossSite = await s.post(
        screen,
        { ...base(), ...press.good(s, ref) },
        { headers: { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" } },
      );
      expect(crossSite.status).toBe(403);
      expect(entries()).toBe(before);

      const done = await s.post(screen, { ...base(), ...press.good(s, ref) });
      expect(done.status).toBe(302);
      expect(entries()).toBeGreaterThan(before);
      const { html } = await s.follow(done);
      expect(s.textOf(html)).toContain(press.says);
      // Said once: the screen opened again says nothing.
      expect(s.textOf(await (await s.get(screen)).text())).not.toContain(press.says);
    });
  }

  it("shows the balance, the ledger in words, a UPI request with its QR code and the chat message in the tourist's language", async () => {
    const s = await site();
    const { version, ...bookings } = s.store.section("bookings");
    expect(
      s.store.saveSection("bookings", { ...bookings, upiId: "sagararides@okaxis" }, version, { actor: "t" }).ok,
    ).toBe(true);
    const ref = s.add(2, 4, "+91 98450 11111");
    s.db.$client.prepare("update bookings set language = 'hi' where reference = ?").run(ref);
    const owed = s.ledger(ref).balance.owed;
    const html = await (await s.get(`${BOOKINGS}/${ref}`)).text();
    const money = parseHtml(html).getElementById("money")!;
    expect(money.textContent).toContain(`UPI payment request: ${rupees(owed)}`);
    expect(money.textContent).toContain("No. 1 · Rent due");
    expect(money.querySelector(".booking-qr svg")).not.toBeNull();
    const chat = [...money.querySelectorAll("a")].find((a) => a.textContent!.includes("Send the payment request"))!;
    const message = new URL(chat.getAttribute("href")!).searchParams.get("text")!;
    expect(message).toContain("चुकाना है:");
    expect(message).toContain(rupees(owed));
    expect(message).toContain("/hi/b/");
  });

  it("numbers receipts with no gap and no duplicate when twenty payments arrive at once", async () => {
    const s = await site();
    const refs = Array.from({ length: 20 }, (_, i) => s.add(10 + i * 3, 11 + i * 3));
    const answers = await Promise.all(
      refs.map((ref) =>
        s.post(`${BOOKINGS}/${ref}`, {
          intent: "pay",
          ref,
          version: String(s.ledger(ref).version),
          amount: String(s.ledger(ref).balance.owed),
          method: "upi",
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(refs.map(() => 302));
    const numbers = refs.map((ref) => s.ledger(ref).receipt!.number).toSorted((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("two people pressing Deposit returned at once make one entry; the other is told the ledger moved on", async () => {
    const s = await site();
    const ref = s.add(-2, -1);
    s.outAndBack(ref);
    const version = String(s.ledger(ref).version);
    const press = () =>
      s.post(`${BOOKINGS}/${ref}`, { intent: "settle", ref, version, keepLate: "300", method: "cash" });
    const answers = await Promise.all([press(), press(), press()]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([302, 409, 409]);
    expect(s.ledger(ref).entries.filter((e) => e.kind === "deposit-returned")).toHaveLength(1);
    expect(s.ledger(ref).balance.held).toBe(0);
  });
});

/** The tourist's agreement page of a booking. */
const agreePath = (b: { reference: string; token: string }, lang = "") => `${lang}/b/${b.reference}-${b.token}/agree`;

describe("the tourist's agreement", () => {
  it("records the moment, the language and the version of the text agreed to, and the owner sees it", async () => {
    const s = await site();
    const ref = s.add(2, 4);
    const b = s.book.find(ref)!;
    const page = parseHtml(await (await fetch(`${s.url}${agreePath(b, "/kn")}`)).text());
    const version = page.querySelector<HTMLInputElement>('input[name="version"]')!.value;
    expect(page.querySelector("h1")!.textContent).toBe("ನಿಯಮಗಳಿಗೆ ಒಪ್ಪಿಗೆ ನೀಡಿ");
    const agreed = await fetch(`${s.url}${agreePath(b, "/kn")}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: s.url },
      body: new URLSearchParams({ version, name: "ಅನಿತಾ ರಾವ್", licence: "ka01 20230001234", agree: "yes" }),
    });
    expect(agreed.status).toBe(303);
    expect(agreed.headers.get("location")).toBe(`/kn/b/${b.reference}-${b.token}#agree`);
    const row = s.book.agreementOf(b)!;
    expect(row).toMatchObject({ name: "ಅನಿತಾ ರಾವ್", licence: "KA01 20230001234", language: "kn", textVersion: version });
    // The text kept is the text shown, in Kannada.
    expect(row.text!.requirements).toEqual(s.store.home("kn").terms.requirements);
    const owner = s.textOf(await (await s.get(`${BOOKINGS}/${ref}`)).text());
    expect(owner).toMatch(/Agreed at \d\d:\d\d on .*, in Kannada, by ಅನಿತಾ ರಾವ್, driving licence KA01 20230001234/);
    // Asked again, the page says when; it is not agreed twice.
    const again = await fetch(`${s.url}${agreePath(b, "/kn")}`, { redirect: "manual" });
    expect(again.status).toBe(302);
    const tourist = s.textOf(await (await fetch(`${s.url}/kn/b/${b.reference}-${b.token}`)).text());
    expect(tourist).toContain("ನೀವು ನಿಯಮಗಳಿಗೆ ಒಪ್ಪಿಗೆ ನೀಡಿದ ಸಮಯ");
    // History says that and when, never the name or the licence.
    const history = JSON.stringify(s.db.$client.prepare("select * from audit_log where action = 'agree'").all());
    expect(history).not.toContain("20230001234");
    expect(history).not.toContain("ಅನಿತಾ");
  });

  it("refuses a missing tick beside the box, in the page's language, and keeps what was typed", async () => {
    const s = await site();
    const b = s.book.find(s.add(2, 4))!;
    const version = s.book.agreementText("hi").version;
    const refused = await fetch(`${s.url}${agreePath(b, "/hi")}`, {
      method: "POST",
      headers: { origin: s.url },
      body: new URLSearchParams({ version, name: "Anita", licence: "KA01 2023" }),
    });
    expect(refused.status).toBe(400);
    const page = parseHtml(await refused.text());
    expect(page.getElementById("agree-check-error")!.textContent).toBe("नियमों से सहमति के लिए बॉक्स पर टिक करें");
    expect(page.querySelector<HTMLInputElement>("#agree-name")!.value).toBe("Anita");
    expect(s.book.agreementOf(b)).toBeNull();
  });

  it("refuses an agreement to terms that changed since the page was shown, and a cross-site post", async () => {
    const s = await site();
    const b = s.book.find(s.add(2, 4))!;
    const old = s.book.agreementText("en").version;
    const fine = s.store.item("fines", "late-return")!;
    expect(s.store.update("fines", fine.id, { ...fine, amount: 200 }, fine.version, { actor: "t" }).ok).toBe(true);
    const now = s.book.agreementText("en").version;
    expect(now).not.toBe(old);
    const body = { version: old, name: "Anita", licence: "KA01 2023", agree: "yes" };
    const stale = await fetch(`${s.url}${agreePath(b)}`, {
      method: "POST",
      headers: { origin: s.url },
      body: new URLSearchParams(body),
    });
    expect(stale.status).toBe(400);
    const page = parseHtml(await stale.text());
    expect(page.querySelector("main")!.textContent).toContain("The terms changed after you opened this page");
    expect(page.querySelector<HTMLInputElement>('input[name="version"]')!.value).toBe(now);
    const crossSite = await fetch(`${s.url}${agreePath(b)}`, {
      method: "POST",
      headers: { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" },
      body: new URLSearchParams({ ...body, version: now }),
    });
    expect(crossSite.status).toBe(403);
    expect(s.book.agreementOf(b)).toBeNull();
    // Agreed to the new text: that version is kept beside the first one's.
    await fetch(`${s.url}${agreePath(b)}`, {
      method: "POST",
      headers: { origin: s.url },
      body: new URLSearchParams({ ...body, version: now }),
    });
    expect(s.book.agreementOf(b)!.text!.fines.join()).toContain("₹200");
  });

  it("is a 404 for a wrong secret, a request not confirmed and a booking that came back", async () => {
    const s = await site();
    const b = s.book.find(s.add(2, 4))!;
    expect((await fetch(`${s.url}${agreePath({ ...b, token: "A".repeat(22) })}`)).status).toBe(404);
    const request = s.book.request({
      kind: "bike",
      itemId: "honda-dio",
      ...stayOfDates(day(3), day(4)),
      total: 500,
      language: "en",
    });
    expect((await fetch(`${s.url}${agreePath(request)}`)).status).toBe(404);
  });
});

describe("handover photos", () => {
  const upload = (
    s: Site,
    fields: Record<string, string>,
    files: { name: string; bytes: Buffer }[],
    signedIn = true,
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const f of files) form.append("photos", new Blob([new Uint8Array(f.bytes)], { type: "image/jpeg" }), f.name);
    return fetch(`${s.url}/admin/handover/upload`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { origin: s.url, ...(signedIn ? { cookie: s.cookie } : {}) },
    });
  };

  it("keeps a photo re-encoded without its GPS, shows it signed in only (404 signed out), never under /images/", async () => {
    const s = await site();
    const ref = s.add(-1, 1);
    const sent = await upload(s, { ref, stage: "out", caption: "Left side" }, [
      { name: "IMG_2041.jpg", bytes: await sidewaysJpegWithGps() },
    ]);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/admin/bookings/${ref}#photos`);
    const { html } = await s.follow(sent);
    expect(s.textOf(html)).toContain(`A photo is added to ${ref}.`);
    const img = parseHtml(html).querySelector<HTMLImageElement>('img[alt="Left side, at pickup"]')!;
    const address = img.getAttribute("src")!;
    expect(address).toMatch(/^\/admin\/handover\/photos\/[0-9a-f]{16}-\d+\.jpg$/);
    const signedIn = await fetch(`${s.url}${address}`, { headers: { cookie: s.cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("content-type")).toBe("image/jpeg");
    // Never kept by a browser or a proxy: it may show a customer's belongings, and it is deleted later.
    expect(signedIn.headers.get("cache-control")).toContain("no-store");
    const meta = await sharp(Buffer.from(await signedIn.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    // Upright: the sideways photo is portrait once turned.
    expect(meta.height).toBeGreaterThan(meta.width!);
    const signedOut = await fetch(`${s.url}${address}`);
    expect(signedOut.status).toBe(404);
    expect(await signedOut.text()).toBe("Not found.");
    expect((await fetch(`${s.url}${address.replace("/admin/handover/photos/", "/images/")}`)).status).toBe(404);
    expect(
      (await fetch(`${s.url}/admin/handover/photos/0123456789abcdef-480.jpg`, { headers: { cookie: s.cookie } }))
        .status,
    ).toBe(404);
    expect(await (await fetch(`${s.url}/sitemap.xml`)).text()).not.toContain("handover");
  });

  it("leaves no file of a photo refused half-way, says why, and refuses an upload signed out or from another site", async () => {
    const s = await site();
    const ref = s.add(-1, 1);
    const dir = path.join(path.dirname(s.db.$client.name), "handover");
    const sent = await upload(s, { ref, stage: "out" }, [
      { name: "broken.jpg", bytes: await truncatedJpeg() },
      { name: "fine.jpg", bytes: await photoJpeg(800, 600) },
    ]);
    expect(sent.status).toBe(302);
    const { html } = await s.follow(sent);
    expect(s.textOf(html)).toContain("A photo is added");
    expect(s.textOf(html)).toContain("broken.jpg is incomplete or damaged");
    const rows = s.book.photos.of(s.book.find(ref)!.id);
    expect(rows).toHaveLength(1);
    // Only the kept photo's files, nothing half-written.
    expect(readdirSync(dir).toSorted()).toEqual(rows[0]!.widths.map((w) => `${rows[0]!.fileBase}-${w}.jpg`).toSorted());
    const signedOut = await upload(
      s,
      { ref, stage: "out" },
      [{ name: "x.jpg", bytes: await photoJpeg(200, 200) }],
      false,
    );
    expect([302, 303, 401]).toContain(signedOut.status);
    const form = new FormData();
    form.append("ref", ref);
    const crossSite = await fetch(`${s.url}/admin/handover/upload`, {
      method: "POST",
      body: form,
      headers: { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site", cookie: s.cookie },
    });
    expect(crossSite.status).toBe(403);
    expect(s.book.photos.of(s.book.find(ref)!.id)).toHaveLength(1);
  });
});

describe("the receipt and the spreadsheets", () => {
  it("the receipt is a 404 until the first payment, then shows the shop, GSTIN, SAC, every amount and the tax included", async () => {
    const s = await site();
    const ref = s.add(-2, -1);
    const b = s.book.find(ref)!;
    const receipt = `/b/${b.reference}-${b.token}/receipt`;
    expect((await fetch(`${s.url}${receipt}`)).status).toBe(404);
    s.outAndBack(ref);
    const rent = b.quote!.total;
    const pay = s.book.pay(ref, s.ledger(ref).version, { amount: rent + 300, method: "upi" }, "admin");
    expect(pay.ok).toBe(true);
    const { version } = s.store.section("receipt");
    expect(
      s.store.saveSection("receipt", { gstin: "29ABCDE1234F1Z5", rentalSac: "9973", taxRate: "18" }, version, {
        actor: "t",
      }).ok,
    ).toBe(true);
    const res = await fetch(`${s.url}/hi${receipt}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = s.textOf(await res.text());
    expect(text).toContain("रसीद संख्या 1");
    expect(text).toContain("29ABCDE1234F1Z5");
    expect(text).toContain("SAC 9973");
    for (const amount of [rent, 300, rent + 300, 2000]) expect(text).toContain(rupees(amount));
    const tax = Math.round(((rent + 300) * 18) / 118);
    expect(text).toContain(`इसमें 18% जीएसटी शामिल है: ${rupees(tax)}। कर योग्य मूल्य: ${rupees(rent + 300 - tax)}।`);
    // The deposit still held is on it too.
    expect(text).toContain("लिया गया डिपॉज़िट");
  });

  it("the CSV of bookings opens in Excel: a byte order mark, names as written, formulas made inert, every amount", async () => {
    const s = await site();
    const ref = s.add(-2, -1);
    s.db.$client.prepare("update bookings set customer_name = ? where reference = ?").run('=HYPERLINK("x"), ಅನಿತಾ', ref);
    s.outAndBack(ref);
    const res = await s.get(`/admin/reports/bookings.csv?period=${day(-2).slice(0, 7)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Reference,Status,Kind,Bike or service,Vehicle,Pickup,Return,Picked up,Returned,Customer,Charges (₹),Paid (₹),Deposit taken (₹),Deposit kept (₹),Deposit given back (₹),Owed (₹),Deposit held (₹)",
    );
    const row = lines.find((l) => l.startsWith(ref))!;
    expect(row).toContain(`"'=HYPERLINK(""x""), ಅನಿತಾ"`);
    const rent = s.book.find(ref)!.quote!.total;
    expect(row.endsWith(`,${rent + 300},0,2000,0,0,${rent + 300},2000`)).toBe(true);
    const ledgerCsv = await (await s.get("/admin/reports/ledger.csv?period=all")).text();
    expect(ledgerCsv).toContain(`,${ref},`);
    expect(ledgerCsv).toContain("Deposit taken,cash,2000");
    expect((await s.get("/admin/reports/other.csv")).status).toBe(404);
    expect((await s.get("/admin/reports/ledger.csv", { signedIn: false })).status).not.toBe(200);
  });
});
