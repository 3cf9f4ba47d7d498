/**
 * A Kannada reader's review of the back office, recorded: the screens a counter and an owner use every day
 * (sign-in, Bookings, a booking as a request, confirmed and out, Content, a bike's form, Settings → Contact),
 * read by a person whose account is set to Kannada, word for word. Each screen's title, headings, menu, buttons,
 * field labels and hints are the reviewed words, in order; a change to one of them has to change this test on
 * purpose. References are written {ref}: they differ each run.
 */
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { ADMIN_PASSWORD, adminSite } from "../support/admin-site";
import { checkOutForm } from "../support/handover";
import { parseHtml } from "../support/html";

const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);

/**
 * The sample site, with an owner whose account says Kannada (a phone asking for English, so that it is the
 * choice that counts), and a booking in each state the counter sees most: requested, confirmed, out.
 */
async function reviewedSite() {
  const site = await adminSite();
  const book = createBook(site.db, { store: site.store });
  const chosen = await site.post("/admin/account", { intent: "language", language: "kn" });
  expect(chosen.status).toBe(302);
  const ask = (from: number, to: number) =>
    book.request({
      kind: "bike",
      itemId: "royal-enfield-classic",
      ...stayOfDates(day(from), day(to)),
      total: 3600,
      language: "kn",
      customerName: "Anita Rao",
    });
  const requested = ask(3, 5).reference;
  const confirmedOne = ask(6, 8);
  book.confirm(confirmedOne.reference, confirmedOne.version, { name: "Anita Rao", phone: "" }, "admin");
  const outOne = ask(-1, 2);
  book.confirm(outOne.reference, outOne.version, { name: "Ravi K", phone: "" }, "admin");
  const pickedUp = await site.post(`/admin/bookings/${outOne.reference}`, {
    intent: "pick-up",
    ref: outOne.reference,
    version: String(book.find(outOne.reference)!.version),
    // Past the bike's last reading in the sample fleet.
    ...checkOutForm(book, { odometer: "15300" }),
  });
  expect(pickedUp.status).toBe(302);
  expect(book.find(outOne.reference)!.status).toBe("out");
  const headers = { cookie: site.cookie, "accept-language": "en-IN,en;q=0.9" };
  const html = async (path: string) => {
    const res = await fetch(`${site.url}${path}`, { redirect: "manual", headers });
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const refs = [requested, confirmedOne.reference, outOne.reference];
  return { ...site, book, html, headers, refs, requested, confirmed: confirmedOne.reference, out: outOne.reference };
}

const words = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

/** What a person reads on a screen (its main part, or `scope`), in the order it is written. */
function read(html: string, refs: string[], scope = "main") {
  const doc = parseHtml(html);
  const root = doc.querySelector(scope)!;
  const said = (s: string | null | undefined) => refs.reduce((t, ref) => t.split(ref).join("{ref}"), words(s));
  const all = (selector: string) =>
    [...root.querySelectorAll(selector)].map((e) => said(e.textContent)).filter(Boolean);
  return {
    title: said(doc.title),
    menu: [...doc.querySelectorAll("nav.admin-nav-desktop a")].map((a) => said(a.textContent)),
    headings: all("h1, h2, h3"),
    buttons: [...root.querySelectorAll("button, summary, input[type=submit]")]
      .map((b) => said(b.matches("input") ? b.getAttribute("value") : b.textContent))
      .filter(Boolean),
    labels: all("label, legend"),
    hints: all(".admin-lead, .admin-sub, .admin-hint"),
  };
}

describe("the back office in Kannada, as reviewed", () => {
  it("sign-in", async () => {
    const site = await adminSite();
    const phone = { "accept-language": "kn-IN,kn;q=0.9,en;q=0.5" };
    const page = read(await (await fetch(`${site.url}/admin/login`, { headers: phone })).text(), [], "body");
    expect(page).toEqual(EXPECTED.signIn);
    const refused = await fetch(`${site.url}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({ username: "admin", password: `${ADMIN_PASSWORD}-not` }),
      redirect: "manual",
      headers: { origin: site.url, ...phone },
    });
    expect(refused.status).toBe(401);
    expect(words(parseHtml(await refused.text()).querySelector("[role=alert]")?.textContent)).toBe(
      "ಬಳಕೆದಾರ ಹೆಸರು ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ",
    );
  });

  it("Bookings, and a booking requested, confirmed and out", async () => {
    const site = await reviewedSite();
    expect(read(await site.html("/admin/bookings"), site.refs)).toEqual(EXPECTED.bookings);
    expect(read(await site.html(`/admin/bookings/${site.requested}`), site.refs)).toEqual(EXPECTED.requested);
    expect(read(await site.html(`/admin/bookings/${site.confirmed}`), site.refs)).toEqual(EXPECTED.confirmed);
    expect(read(await site.html(`/admin/bookings/${site.out}`), site.refs)).toEqual(EXPECTED.out);
  });

  it("Content, a bike's form and Settings → Contact", async () => {
    const site = await reviewedSite();
    expect(read(await site.html("/admin/content"), site.refs)).toEqual(EXPECTED.content);
    expect(read(await site.html("/admin/content/bikes/royal-enfield-classic"), site.refs)).toEqual(EXPECTED.bike);
    expect(read(await site.html("/admin/settings"), site.refs, "section#contact")).toEqual(EXPECTED.contact);
  });

  it("a refusal beside its field, in Kannada", async () => {
    const site = await reviewedSite();
    const path = "/admin/content/bikes/royal-enfield-classic";
    const form = parseHtml(await site.html(path)).querySelector<HTMLFormElement>("main form[method=post]")!;
    const body: [string, string][] = [];
    for (const field of form.querySelectorAll<HTMLInputElement>("input[name], select[name], textarea[name]")) {
      if ((field.type === "checkbox" || field.type === "radio") && !field.checked) continue;
      const value = field.matches("select") ? (field as unknown as HTMLSelectElement).value : field.value;
      body.push([field.name, field.name === "name" ? "" : value]);
    }
    const res = await fetch(`${site.url}${path}`, {
      method: "POST",
      body: new URLSearchParams(body),
      redirect: "manual",
      headers: { ...site.headers, origin: site.url },
    });
    expect(res.status).toBe(400);
    const page = parseHtml(await res.text());
    const name = page.querySelector("main input[name=name]")!;
    expect(name.getAttribute("aria-invalid")).toBe("true");
    const said = page.getElementById(
      name
        .getAttribute("aria-describedby")!
        .split(" ")
        .find((id) => /error/.test(id))!,
    );
    expect(words(said?.textContent)).toBe("ಹೆಸರು ಕಡ್ಡಾಯ");
    // Nothing changed.
    expect(site.store.list("bikes").find((b) => b.id === "royal-enfield-classic")!.name).toBe("Royal Enfield Classic");
  });
});

/** The menu, on every screen behind the sign-in. */
const MENU = ["ಡ್ಯಾಶ್‌ಬೋರ್ಡ್", "ಬುಕಿಂಗ್‌ಗಳು", "ಹಣ", "ವಿಷಯ", "ವಿಮರ್ಶೆಗಳು", "ಚಟುವಟಿಕೆ", "ಕಸದ ಬುಟ್ಟಿ", "ಚಿತ್ರಗಳು", "ಸೆಟ್ಟಿಂಗ್‌ಗಳು", "ಖಾತೆ"];

/** The reviewed words of each screen. */
const EXPECTED: Record<string, ReturnType<typeof read>> = {
  signIn: {
    title: "ಅಡ್ಮಿನ್ ಲಾಗಿನ್ - Sagara Rides",
    menu: [],
    headings: ["ಅಡ್ಮಿನ್ ಲಾಗಿನ್"],
    buttons: ["ಸೈನ್ ಇನ್"],
    labels: ["ಬಳಕೆದಾರ ಹೆಸರು", "ಪಾಸ್‌ವರ್ಡ್", "7 ದಿನ ಸೈನ್ ಇನ್ ಆಗಿಯೇ ಇರಲಿ"],
    hints: [],
  },
  bookings: {
    title: "ಬುಕಿಂಗ್‌ಗಳು - Sagara Rides",
    menu: MENU,
    headings: [
      "ಬುಕಿಂಗ್‌ಗಳು",
      "ವಿನಂತಿಗಳು 1",
      "{ref} Royal Enfield Classic",
      "ಇಂದು 0",
      "ಮುಂದಿನವು ಮತ್ತು ಹೊರಗಿರುವವು 2",
      "{ref} Royal Enfield Classic",
      "{ref} Royal Enfield Classic",
      "ಬುಕಿಂಗ್ ಸೇರಿಸಿ",
      "ಸೇವೆಯಿಂದ ಹೊರಗೆ",
      "ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್ ಆ್ಯಪ್",
    ],
    buttons: [
      "{ref} ದೃಢೀಕರಿಸಿ",
      "{ref} ನಿರಾಕರಿಸಿ",
      "ಬುಕಿಂಗ್ ಸೇರಿಸಿ",
      "ವಾಹನವನ್ನು ಸೇವೆಯಿಂದ ತೆಗೆಯಿರಿ",
      "ಸೇವೆಯಿಂದ ತೆಗೆಯಿರಿ",
      "ಹೊಸ ವಿಳಾಸ",
      "ಹೌದು, ಹೊಸ ವಿಳಾಸ ಮಾಡಿ",
    ],
    labels: [
      "{ref} ಬುಕಿಂಗ್‌ಗೆ ಹೆಸರು (ಐಚ್ಛಿಕ)",
      "{ref} ಬುಕಿಂಗ್‌ಗೆ ಫೋನ್ (ಐಚ್ಛಿಕ)",
      "ಬೈಕ್",
      "ಪಿಕಪ್ ದಿನ",
      "ಸಮಯ",
      "ವಾಪಸಾತಿ ದಿನ",
      "ಸಮಯ",
      "ವಾಹನ",
      "ಪಿಕಪ್ ಸ್ಥಳ",
      "ಹೆಸರು (ಐಚ್ಛಿಕ)",
      "ಫೋನ್ (ಐಚ್ಛಿಕ)",
      "ವಾಹನ",
      "ಪಿಕಪ್ ದಿನ",
      "ಸಮಯ",
      "ವಾಪಸಾತಿ ದಿನ",
      "ಸಮಯ",
      "ಟಿಪ್ಪಣಿ",
      "ಕ್ಯಾಲೆಂಡರ್ ಫೀಡ್ ವಿಳಾಸ",
    ],
    hints: [
      "ಇಂದು ಕೊಡಲು ಅಥವಾ ವಾಪಸ್ ಪಡೆಯಲು ಏನೂ ಇಲ್ಲ.",
      "ಅಂಗಡಿಗೆ ಬಂದವರು ಅಥವಾ ಫೋನ್ ಮಾಡಿದವರು: ಖಾಲಿ ವಾಹನದಲ್ಲಿ, ಇಂದಿನ ದರದಲ್ಲಿ, ತಕ್ಷಣ ದೃಢ.",
      "ಎಲ್ಲಾ ವಾಹನಗಳು ಸೇವೆಯಲ್ಲಿವೆ.",
      "ಹೊಸ ಟೈರ್, ನನ್ನದೇ ಪ್ರವಾಸ…",
      "ಪ್ರತಿ ದೃಢ ಬುಕಿಂಗ್ ಅಲ್ಲಿ ನೋಡಲು ಈ ವಿಳಾಸವನ್ನು ನಿಮ್ಮ ಫೋನಿನ ಕ್ಯಾಲೆಂಡರ್‌ಗೆ ಸೇರಿಸಿ (URL ಮೂಲಕ ಸಬ್‌ಸ್ಕ್ರೈಬ್). ಇದನ್ನು ನಿಮ್ಮಲ್ಲೇ ಇಟ್ಟುಕೊಳ್ಳಿ: ಇದು ಇರುವ ಯಾರಾದರೂ ನಿಮ್ಮ ಬುಕಿಂಗ್‌ಗಳನ್ನು ನೋಡಬಹುದು.",
    ],
  },
  requested: {
    title: "{ref} - ಬುಕಿಂಗ್‌ಗಳು - Sagara Rides",
    menu: MENU,
    headings: ["{ref} · Royal Enfield Classic", "ಏನು ಕೇಳಲಾಗಿತ್ತು", "ಮುಂದಿನ ಹಂತ", "ಹಣ", "ಲೆಡ್ಜರ್", "ಹಂತಗಳು"],
    buttons: ["{ref} ದೃಢೀಕರಿಸಿ", "{ref} ನಿರಾಕರಿಸಿ", "ದಿನಾಂಕ ಬದಲಿಸಿ", "{ref} ದಿನಾಂಕ ಉಳಿಸಿ"],
    labels: ["{ref} ಬುಕಿಂಗ್‌ಗೆ ಹೆಸರು (ಐಚ್ಛಿಕ)", "{ref} ಬುಕಿಂಗ್‌ಗೆ ಫೋನ್ (ಐಚ್ಛಿಕ)", "ಪಿಕಪ್", "ಸಮಯ", "ವಾಪಸಾತಿ", "ಸಮಯ"],
    hints: ["ಇನ್ನೂ ಏನೂ ದಾಖಲಾಗಿಲ್ಲ: ಬುಕಿಂಗ್ ದೃಢವಾದ ತಕ್ಷಣ ಒಪ್ಪಿದ ಬೆಲೆ ಕೊಡಬೇಕಾಗುತ್ತದೆ."],
  },
  confirmed: {
    title: "{ref} - ಬುಕಿಂಗ್‌ಗಳು - Sagara Rides",
    menu: MENU,
    headings: [
      "{ref} · Royal Enfield Classic",
      "ಏನು ಕೇಳಲಾಗಿತ್ತು",
      "ಮುಂದಿನ ಹಂತ",
      "ಪಿಕಪ್ ಮತ್ತು ವಾಪಸಾತಿ",
      "ಹಣ",
      "ಲೆಡ್ಜರ್",
      "ಹಂತಗಳು",
    ],
    buttons: [
      "ಗ್ರಾಹಕರನ್ನು ಬದಲಿಸಿ",
      "{ref} ಗ್ರಾಹಕರನ್ನು ಉಳಿಸಿ",
      "ವಾಹನ ಕೊಡಿ…",
      "{ref} ವಾಹನ ಕೊಡಿ",
      "ದಿನಾಂಕ ಬದಲಿಸಿ",
      "{ref} ದಿನಾಂಕ ಉಳಿಸಿ",
      "ರದ್ದು",
      "ಹೌದು, {ref} ರದ್ದು ಮಾಡಿ",
      "{ref} ಫೋಟೋಗಳನ್ನು ಕಳುಹಿಸಿ",
      "ಪಾವತಿ ಬಂತು…",
      "{ref} ಪಾವತಿ ಬಂತು",
      "ಡೆಪಾಸಿಟ್ ಪಡೆಯಲಾಗಿದೆ…",
      "{ref} ಡೆಪಾಸಿಟ್ ಪಡೆಯಲಾಗಿದೆ",
      "ಶುಲ್ಕ ಸೇರಿಸಿ…",
      "ಶುಲ್ಕ ವಿಧಿಸಿ: {ref}",
      "ರಿಯಾಯಿತಿ…",
      "ರಿಯಾಯಿತಿ ಕೊಡಿ: {ref}",
      "ಸಂ. 1 (ಬಾಡಿಗೆ ಬಾಕಿ) ರದ್ದುಗೊಳಿಸಿ",
      "ಸಂ. 1 (ಬಾಡಿಗೆ ಬಾಕಿ) ರದ್ದುಗೊಳಿಸಿ",
    ],
    labels: [
      "ಹೆಸರು",
      "ಫೋನ್",
      "{ref} ಬುಕಿಂಗ್‌ನ ಪಿಕಪ್ ದಿನ",
      "{ref} ಬುಕಿಂಗ್‌ನ ಪಿಕಪ್ ಸಮಯ",
      "ಮುಂಚಿತ ಪಿಕಪ್: ಆರಂಭವನ್ನು ಈ ದಿನಕ್ಕೆ ಸರಿಸಿ (ಬೈಕ್ ಖಾಲಿ ಇರಬೇಕು)",
      "{ref} ಬುಕಿಂಗ್‌ನ ಪಿಕಪ್ ವೇಳೆ ಓಡೋಮೀಟರ್, ಕಿಮೀ",
      "ನೀಡಿದ ಹೆಲ್ಮೆಟ್‌ಗಳು",
      "ಪೆಟ್ರೋಲ್",
      "ಖಾಲಿ",
      "¼",
      "½",
      "¾",
      "ಫುಲ್",
      "ಈಗಾಗಲೇ ಇರುವ ಹಾನಿ",
      "ಭದ್ರತೆಗಾಗಿ ಇಟ್ಟದ್ದು",
      "ದಾಖಲೆ",
      "ಯಾವುದೂ ಇಲ್ಲ",
      "ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್",
      "ಪಾಸ್‌ಪೋರ್ಟ್",
      "ಬೇರೆ ಐಡಿ",
      "ಅದರ ಕೊನೆಯ ನಾಲ್ಕು ಅಕ್ಷರ ಅಥವಾ ಅಂಕಿ",
      "ಮೂಲ ಪ್ರತಿ ಅಂಗಡಿಯಲ್ಲಿ ಇದೆ",
      "ನಿಯಮಗಳ ಅಗತ್ಯಗಳು, ಪರಿಶೀಲಿಸಲಾಗಿದೆ",
      "ಮಾನ್ಯ ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್ ಕಡ್ಡಾಯ",
      "ಒಂದು ಸರ್ಕಾರಿ ಗುರುತಿನ ಚೀಟಿ ಬೇಕು",
      "ಹೆಲ್ಮೆಟ್ ಕಡ್ಡಾಯ",
      "ಒಂದು ಬೈಕಿನಲ್ಲಿ ಗರಿಷ್ಠ 2 ಜನ",
      "ಪಡೆದ ಡೆಪಾಸಿಟ್",
      "ಡೆಪಾಸಿಟ್ ಪಾವತಿ ವಿಧಾನ",
      "ನಗದು",
      "UPI",
      "ಕಾರ್ಡ್",
      "ಈಗ ಬೇಡ",
      "ಪಿಕಪ್",
      "ಸಮಯ",
      "ವಾಪಸಾತಿ",
      "ಸಮಯ",
      "ಇವು ಏನು ತೋರಿಸುತ್ತವೆ",
      "ಫೋಟೋಗಳು",
      "ಬಂದ ಮೊತ್ತ",
      "ಪಾವತಿ ವಿಧಾನ",
      "ನಗದು",
      "UPI",
      "ಕಾರ್ಡ್",
      "ಪಡೆದ ಡೆಪಾಸಿಟ್",
      "ಪಾವತಿ ವಿಧಾನ",
      "ನಗದು",
      "UPI",
      "ಕಾರ್ಡ್",
      "ಯಾವುದಕ್ಕೆ",
      "ಹಾನಿ",
      "ತಡ ಶುಲ್ಕ",
      "ಬಾಡಿಗೆ ಅಥವಾ ಪ್ರಯಾಣ ದರ",
      "ವಿಧಿಸಿದ ಮೊತ್ತ",
      "ಯಾವುದಕ್ಕಾಗಿ",
      "ನೀಡಿದ ರಿಯಾಯಿತಿ",
      "ಏಕೆ",
      "ಸಂ. 1 (ಬಾಡಿಗೆ ಬಾಕಿ): ಏಕೆ ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ",
    ],
    hints: [
      "ವಿದೇಶಿ ನಂಬರ್‌ಗೆ ದೇಶದ ಕೋಡ್ ಜೊತೆ, ಉದಾ. +49 151 2345 6789.",
      "ದಿನ ಮತ್ತು ಸಮಯ ಖಾಲಿ: ಈಗ.",
      "ಕೊನೆಯ ರೀಡಿಂಗ್: 15,300 ಕಿಮೀ.",
      "ಪೂರ್ತಿ ನಂಬರ್ ಎಂದಿಗೂ ಬೇಡ, ಆಧಾರ್ ನಂಬರ್ ಎಂದಿಗೂ ಬೇಡ: ಇಟ್ಟ ದಾಖಲೆಯ ಕೊನೆಯ ನಾಲ್ಕು ಅಕ್ಷರ ಮಾತ್ರ.",
      "ಪ್ರವಾಸಿ ಇನ್ನೂ ನಿಯಮಗಳಿಗೆ ಒಪ್ಪಿಲ್ಲ: ಮೊದಲು ಒಪ್ಪಿಗೆ ಪಡೆಯಲು ಮೇಲೆ ನೋಡಿ.",
      "ಚಾಟ್‌ನಲ್ಲಿ ಸಂದೇಶ ಕಳುಹಿಸಲು ಗ್ರಾಹಕರ ಫೋನ್ ನಂಬರ್ ಬರೆಯಿರಿ.",
      "ಪಿಕಪ್ ಫೋಟೋಗಳು: ಫೋನಿನ ಕ್ಯಾಮೆರಾದಿಂದ ತೆಗೆದವು, ಖಾಸಗಿ (ಸೈನ್ ಇನ್ ಆದವರಿಗೆ ಮಾತ್ರ), ತೆಗೆದ ಸ್ಥಳದ ಮಾಹಿತಿ ಇಲ್ಲದೆ, ಗ್ರಾಹಕರ ವಿವರಗಳ ಜೊತೆ ಅಳಿಸಲಾಗುತ್ತದೆ.",
    ],
  },
  out: {
    title: "{ref} - ಬುಕಿಂಗ್‌ಗಳು - Sagara Rides",
    menu: MENU,
    headings: [
      "{ref} · Royal Enfield Classic",
      "ಏನು ಕೇಳಲಾಗಿತ್ತು",
      "ಮುಂದಿನ ಹಂತ",
      "ಪಿಕಪ್ ಮತ್ತು ವಾಪಸಾತಿ",
      "ಹಣ",
      "ಲೆಡ್ಜರ್",
      "ಹಂತಗಳು",
    ],
    buttons: [
      "ಗ್ರಾಹಕರನ್ನು ಬದಲಿಸಿ",
      "{ref} ಗ್ರಾಹಕರನ್ನು ಉಳಿಸಿ",
      "ವಾಪಸ್ ಬಂತು…",
      "{ref} ವಾಪಸ್ ಬಂತು ಎಂದು ದಾಖಲಿಸಿ",
      "ದಿನಾಂಕ ಬದಲಿಸಿ",
      "{ref} ದಿನಾಂಕ ಉಳಿಸಿ",
      "{ref} ಫೋಟೋಗಳನ್ನು ಕಳುಹಿಸಿ",
      "ಪಾವತಿ ಬಂತು…",
      "{ref} ಪಾವತಿ ಬಂತು",
      "ಡೆಪಾಸಿಟ್ ಪಡೆಯಲಾಗಿದೆ…",
      "{ref} ಡೆಪಾಸಿಟ್ ಪಡೆಯಲಾಗಿದೆ",
      "ಶುಲ್ಕ ಸೇರಿಸಿ…",
      "ಶುಲ್ಕ ವಿಧಿಸಿ: {ref}",
      "ರಿಯಾಯಿತಿ…",
      "ರಿಯಾಯಿತಿ ಕೊಡಿ: {ref}",
      "ಸಂ. 1 (ಬಾಡಿಗೆ ಬಾಕಿ) ರದ್ದುಗೊಳಿಸಿ",
      "ಸಂ. 1 (ಬಾಡಿಗೆ ಬಾಕಿ) ರದ್ದುಗೊಳಿಸಿ",
    ],
    labels: [
      "ಹೆಸರು",
      "ಫೋನ್",
      "{ref} ಬುಕಿಂಗ್‌ನ ವಾಪಸಾತಿ ದಿನ",
      "{ref} ಬುಕಿಂಗ್‌ನ ವಾಪಸಾತಿ ಸಮಯ",
      "{ref} ಬುಕಿಂಗ್‌ನ ವಾಪಸಾತಿ ವೇಳೆ ಓಡೋಮೀಟರ್, ಕಿಮೀ",
      "ಪೆಟ್ರೋಲ್",
      "ಖಾಲಿ",
      "¼",
      "½",
      "¾",
      "ಫುಲ್",
      "ಹೊಸ ಹಾನಿ",
      "ಹಾನಿಗೆ ಶುಲ್ಕ",
      "ಪಿಕಪ್",
      "ಸಮಯ",
      "ವಾಪಸಾತಿ",
      "ಸಮಯ",
      "ಇವು ಏನು ತೋರಿಸುತ್ತವೆ",
      "ಫೋಟೋಗಳು",
      "ಬಂದ ಮೊತ್ತ",
      "ಪಾವತಿ ವಿಧಾನ",
      "ನಗದು",
      "UPI",
      "ಕಾರ್ಡ್",
      "ಪಡೆದ ಡೆಪಾಸಿಟ್",
      "ಪಾವತಿ ವಿಧಾನ",
      "ನಗದು",
      "UPI",
      "ಕಾರ್ಡ್",
      "ಯಾವುದಕ್ಕೆ",
      "ಹಾನಿ",
      "ತಡ ಶುಲ್ಕ",
      "ಬಾಡಿಗೆ ಅಥವಾ ಪ್ರಯಾಣ ದರ",
      "ವಿಧಿಸಿದ ಮೊತ್ತ",
      "ಯಾವುದಕ್ಕಾಗಿ",
      "ನೀಡಿದ ರಿಯಾಯಿತಿ",
      "ಏಕೆ",
      "ಸಂ. 1 (ಬಾಡಿಗೆ ಬಾಕಿ): ಏಕೆ ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ",
    ],
    hints: [
      "ವಿದೇಶಿ ನಂಬರ್‌ಗೆ ದೇಶದ ಕೋಡ್ ಜೊತೆ, ಉದಾ. +49 151 2345 6789.",
      "ಹೋಗುವಾಗ 15,300 ಕಿಮೀ ಇತ್ತು.",
      "ದಿನ ಮತ್ತು ಸಮಯ ಖಾಲಿ: ಈಗ. ತಡ ಶುಲ್ಕ ನಿಯಮಗಳಿಂದ ಬರುತ್ತದೆ ಮತ್ತು ಹಾನಿಯ ಜೊತೆ ಬಿಲ್‌ಗೆ ಸೇರುತ್ತದೆ.",
      "ಚಾಟ್‌ನಲ್ಲಿ ಸಂದೇಶ ಕಳುಹಿಸಲು ಗ್ರಾಹಕರ ಫೋನ್ ನಂಬರ್ ಬರೆಯಿರಿ.",
      "ವಾಪಸಾತಿ ಫೋಟೋಗಳು: ಫೋನಿನ ಕ್ಯಾಮೆರಾದಿಂದ ತೆಗೆದವು, ಖಾಸಗಿ (ಸೈನ್ ಇನ್ ಆದವರಿಗೆ ಮಾತ್ರ), ತೆಗೆದ ಸ್ಥಳದ ಮಾಹಿತಿ ಇಲ್ಲದೆ, ಗ್ರಾಹಕರ ವಿವರಗಳ ಜೊತೆ ಅಳಿಸಲಾಗುತ್ತದೆ.",
    ],
  },
  content: {
    title: "ವಿಷಯ ನಿರ್ವಹಣೆ - Sagara Rides",
    menu: MENU,
    headings: [
      "ವಿಷಯ",
      "ಬೈಕ್‌ಗಳು",
      "ಸೀಸನ್‌ಗಳು",
      "ಟ್ಯಾಕ್ಸಿ ಸೇವೆಗಳು",
      "ಪಿಕಪ್ ಸ್ಥಳಗಳು",
      "ವಿಮರ್ಶೆಗಳು",
      "ಅಗತ್ಯಗಳು",
      "ದಂಡಗಳು",
      "ನೀತಿಗಳು",
      "ಹತ್ತಿರದ ಗುರುತಿನ ಸ್ಥಳಗಳು",
      "ನಮ್ಮ ಬಗ್ಗೆ",
      "ಹೆಚ್ಚಾಗಿ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು",
    ],
    buttons: [],
    labels: [],
    hints: [
      "ಪಬ್ಲಿಕ್ ಪುಟದಲ್ಲಿರುವ ಎಲ್ಲವೂ, ಪಟ್ಟಿ ಪಟ್ಟಿಯಾಗಿ. ಉಳಿಸಿದ ಒಂದು ಸೆಕೆಂಡಿನಲ್ಲಿ ಬದಲಾವಣೆ ಪುಟದಲ್ಲಿ ಕಾಣುತ್ತದೆ; ಪ್ರತಿ ಬದಲಾವಣೆಯನ್ನು ಅದರ ಇತಿಹಾಸದಿಂದ ಹಿಂಪಡೆಯಬಹುದು, ಅಳಿಸಿದವು ಇಲ್ಲಿ ಕಾಯುತ್ತವೆ: ಕಸದ ಬುಟ್ಟಿ. ಎಲ್ಲ ಬದಲಾವಣೆಗಳನ್ನು ಇಲ್ಲಿ ನೋಡಿ: ಚಟುವಟಿಕೆ.",
      "ಪುಟದಲ್ಲಿ 6",
      "ಪುಟದಲ್ಲಿ 1",
      "ಪುಟದಲ್ಲಿ 3",
      "ಪುಟದಲ್ಲಿ 3",
      "ಪುಟದಲ್ಲಿ 3",
      "ಪುಟದಲ್ಲಿ 4",
      "ಪುಟದಲ್ಲಿ 4",
      "ಪುಟದಲ್ಲಿ 3",
      "ಪುಟದಲ್ಲಿ 4",
      "ಪುಟದಲ್ಲಿ 3",
      "ಪುಟದಲ್ಲಿ 6",
    ],
  },
  bike: {
    title: "Royal Enfield Classic - ವಿಷಯ ನಿರ್ವಹಣೆ - Sagara Rides",
    menu: MENU,
    headings: ["Royal Enfield Classic", "ಉಳಿಸದೆ ಹೋಗಬೇಕೆ?", "ಉಳಿಸಲು ಸೈನ್ ಇನ್ ಮಾಡಿ"],
    buttons: [
      "ಉಳಿಸಿ",
      "↑",
      "↓",
      "×",
      "↑",
      "↓",
      "×",
      "↑",
      "↓",
      "×",
      "ವೈಶಿಷ್ಟ್ಯ ಸೇರಿಸಿ",
      "ಹಿಂದಿ (हिन्दी)4 ರಲ್ಲಿ 4 ಅನುವಾದವಾಗಿದೆ",
      "↑",
      "↓",
      "×",
      "↑",
      "↓",
      "×",
      "↑",
      "↓",
      "×",
      "ವೈಶಿಷ್ಟ್ಯ (ಹಿಂದಿಯಲ್ಲಿ) ಸೇರಿಸಿ",
      "ಕನ್ನಡ4 ರಲ್ಲಿ 4 ಅನುವಾದವಾಗಿದೆ",
      "↑",
      "↓",
      "×",
      "↑",
      "↓",
      "×",
      "↑",
      "↓",
      "×",
      "ವೈಶಿಷ್ಟ್ಯ (ಕನ್ನಡದಲ್ಲಿ) ಸೇರಿಸಿ",
      "ಬದಲಾವಣೆ ಉಳಿಸಿ",
      "Royal Enfield Classic ಅಳಿಸಿ",
      "ಇಲ್ಲೇ ಇದ್ದು ಬದಲಿಸಿ",
      "ಉಳಿಸದೆ ಹೋಗಿ",
      "ಸೈನ್ ಇನ್ ಮಾಡಿ ಉಳಿಸಿ",
      "ಈಗ ಬೇಡ",
    ],
    labels: [
      "ಹೆಸರು",
      "ಬ್ಯಾಡ್ಜ್",
      "ವಿವರಣೆ",
      "ವೈಶಿಷ್ಟ್ಯಗಳು",
      "ವೈಶಿಷ್ಟ್ಯ 1",
      "ವೈಶಿಷ್ಟ್ಯ 2",
      "ವೈಶಿಷ್ಟ್ಯ 3",
      "ದಿನದ ಬೆಲೆ",
      "7 ದಿನಗಳ ಬೆಲೆ",
      "30 ದಿನಗಳ ಬೆಲೆ",
      "ಗಂಟೆಯ ಬೆಲೆ",
      "ಕನಿಷ್ಠ ಗಂಟೆಗಳು",
      "ಡೆಪಾಸಿಟ್",
      "ಡೆಪಾಸಿಟ್ ಬದಲು",
      "ಕನಿಷ್ಠ ದಿನಗಳು",
      "ಗರಿಷ್ಠ ದಿನಗಳು",
      "ಸರ್ವಿಸ್ ಅಂತರ (ಕಿಮೀ)",
      "ಸರ್ವಿಸ್ ಅಂತರ (ದಿನ)",
      "ಲಭ್ಯತೆ",
      "ಲಭ್ಯವಿದೆ",
      "ಎಲ್ಲವೂ ಬಾಡಿಗೆಗೆ ಹೋಗಿವೆ",
      "ರಿಪೇರಿಯಲ್ಲಿದೆ",
      "ಚಿತ್ರ",
      "ಬ್ಯಾಡ್ಜ್ (ಹಿಂದಿಯಲ್ಲಿ)",
      "ವಿವರಣೆ (ಹಿಂದಿಯಲ್ಲಿ)",
      "ವೈಶಿಷ್ಟ್ಯಗಳು (ಹಿಂದಿಯಲ್ಲಿ)",
      "ವೈಶಿಷ್ಟ್ಯ (ಹಿಂದಿಯಲ್ಲಿ) 1",
      "ವೈಶಿಷ್ಟ್ಯ (ಹಿಂದಿಯಲ್ಲಿ) 2",
      "ವೈಶಿಷ್ಟ್ಯ (ಹಿಂದಿಯಲ್ಲಿ) 3",
      "ಡೆಪಾಸಿಟ್ ಬದಲು (ಹಿಂದಿಯಲ್ಲಿ)",
      "ಬ್ಯಾಡ್ಜ್ (ಕನ್ನಡದಲ್ಲಿ)",
      "ವಿವರಣೆ (ಕನ್ನಡದಲ್ಲಿ)",
      "ವೈಶಿಷ್ಟ್ಯಗಳು (ಕನ್ನಡದಲ್ಲಿ)",
      "ವೈಶಿಷ್ಟ್ಯ (ಕನ್ನಡದಲ್ಲಿ) 1",
      "ವೈಶಿಷ್ಟ್ಯ (ಕನ್ನಡದಲ್ಲಿ) 2",
      "ವೈಶಿಷ್ಟ್ಯ (ಕನ್ನಡದಲ್ಲಿ) 3",
      "ಡೆಪಾಸಿಟ್ ಬದಲು (ಕನ್ನಡದಲ್ಲಿ)",
      "ಪಾಸ್‌ವರ್ಡ್",
    ],
    hints: [
      "ಚಿತ್ರದ ಮೇಲೆ ಒಂದು ಚಿಕ್ಕ ಪದ, ಉದಾ. CLASSIC. ಬೇಡವಾದರೆ ಖಾಲಿ ಬಿಡಿ.",
      "ಚಿಕ್ಕ ಅಂಶಗಳು, ಉದಾ. 350cc ಅಥವಾ ಹೆಲ್ಮೆಟ್ ಸಹಿತ.",
      "ಒಂದು ದಿನಕ್ಕೆ ರೂಪಾಯಿ: ಸಾಮಾನ್ಯ ಬೆಲೆ.",
      "ವಾರದ ದರ ಇದ್ದರೆ, 7 ದಿನಕ್ಕೆ ಒಟ್ಟು ರೂಪಾಯಿ; ಇಲ್ಲದಿದ್ದರೆ ಖಾಲಿ ಬಿಡಿ. ಆರು ದಿನಗಳ ಬಾಡಿಗೆ ಇದಕ್ಕಿಂತ ಹೆಚ್ಚಾಗುವುದಿಲ್ಲ.",
      "30 ದಿನಗಳ ದರ ಇದ್ದರೆ, 30 ದಿನಕ್ಕೆ ಒಟ್ಟು ರೂಪಾಯಿ; ಇಲ್ಲದಿದ್ದರೆ ಖಾಲಿ ಬಿಡಿ.",
      "ಗಂಟೆಗೆ ರೂಪಾಯಿ, ಒಂದೇ ದಿನ ಅಂಗಡಿ ತೆರೆದಿರುವ ಸಮಯದೊಳಗಿನ ಬಾಡಿಗೆಗೆ; ದಿನದ ಲೆಕ್ಕದಲ್ಲಿ ಮಾತ್ರ ಬಾಡಿಗೆಗೆ ಕೊಡಲು ಖಾಲಿ ಬಿಡಿ.",
      "ಗಂಟೆಯ ಲೆಕ್ಕದ ಬಾಡಿಗೆ ಕನಿಷ್ಠ ಇಷ್ಟು ಗಂಟೆ.",
      "ಬೈಕ್ ವಾಪಸ್ ಬರುವವರೆಗೆ ಇಟ್ಟುಕೊಂಡು, ಆಗ ವಾಪಸ್ ಕೊಡುವ ರೂಪಾಯಿ. ಡೆಪಾಸಿಟ್ ಇಲ್ಲದಿದ್ದರೆ 0.",
      "ಡೆಪಾಸಿಟ್ ಬದಲು ಸವಾರರು ಏನು ಇಡಬಹುದು, ಉದಾ: ಅಥವಾ ಒಂದು ಒರಿಜಿನಲ್ ಐಡಿ ಇಡಿ. ಬೇರೇನೂ ಇಲ್ಲದಿದ್ದರೆ ಖಾಲಿ ಬಿಡಿ.",
      "ಅತಿ ಕಡಿಮೆ ಬಾಡಿಗೆ ಅವಧಿ, ದಿನಗಳಲ್ಲಿ.",
      "ಅತಿ ಉದ್ದದ ಬಾಡಿಗೆ, 90 ದಿನಗಳವರೆಗೆ.",
      "ಎರಡು ಸರ್ವಿಸ್‌ಗಳ ನಡುವಿನ ಕಿಲೋಮೀಟರ್; ಇಲ್ಲದಿದ್ದರೆ ಖಾಲಿ ಬಿಡಿ. ಪ್ರತಿ ವಾಹನದ ಲೆಕ್ಕ ಅದರ ಕೊನೆಯ ಸರ್ವಿಸ್‌ನಿಂದ.",
      "ಎರಡು ಸರ್ವಿಸ್‌ಗಳ ನಡುವಿನ ದಿನಗಳು, ಕಿಲೋಮೀಟರ್ ಎಷ್ಟೇ ಇರಲಿ; ಇಲ್ಲದಿದ್ದರೆ ಖಾಲಿ ಬಿಡಿ.",
      "ಹೊಸ ಫೋಟೋ? “ಚಿತ್ರಗಳು” ಪರದೆಯಲ್ಲಿ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ) ಮತ್ತು ಅಲ್ಲೇ ವಿವರಣೆ ಬರೆಯಿರಿ; ಮುಂದಿನ ಬಾರಿ ಈ ಫಾರ್ಮ್ ತೆರೆದಾಗ ಅದು ಇಲ್ಲಿ ಸಿಗುತ್ತದೆ.",
      "ಖಾಲಿ ಬಿಟ್ಟರೆ ಹಿಂದಿ ಪುಟ ಇಂಗ್ಲಿಷ್ ತೋರಿಸುತ್ತದೆ. ಹೆಸರು ಮತ್ತು ಬೆಲೆ ಹಾಗೆಯೇ ಇರುತ್ತವೆ.",
      "ಖಾಲಿ ಬಿಟ್ಟರೆ ಕನ್ನಡ ಪುಟ ಇಂಗ್ಲಿಷ್ ತೋರಿಸುತ್ತದೆ. ಹೆಸರು ಮತ್ತು ಬೆಲೆ ಹಾಗೆಯೇ ಇರುತ್ತವೆ.",
      "ಇದು ಕಸದ ಬುಟ್ಟಿಗೆ ಹೋಗುತ್ತದೆ, ಅಲ್ಲಿಂದ 30 ದಿನಗಳವರೆಗೆ ಮರಳಿ ತರಬಹುದು.",
    ],
  },
  contact: {
    title: "ಸೆಟ್ಟಿಂಗ್‌ಗಳು - Sagara Rides",
    menu: MENU,
    headings: ["ಸಂಪರ್ಕ ಮತ್ತು ಸಮಯ", "ಉಳಿಸಲು ಸೈನ್ ಇನ್ ಮಾಡಿ"],
    buttons: [
      "ಉಳಿಸಿ",
      "↑",
      "↓",
      "×",
      "ದಿನಗಳು ಮತ್ತು ಸಮಯ ಸೇರಿಸಿ",
      "ಹಿಂದಿ (हिन्दी)1 ರಲ್ಲಿ 1 ಅನುವಾದವಾಗಿದೆ",
      "ಕನ್ನಡ1 ರಲ್ಲಿ 1 ಅನುವಾದವಾಗಿದೆ",
      "ಸಂಪರ್ಕ ಮತ್ತು ಸಮಯ ಉಳಿಸಿ",
      "ಸೈನ್ ಇನ್ ಮಾಡಿ ಉಳಿಸಿ",
      "ಈಗ ಬೇಡ",
    ],
    labels: [
      "ಕರೆ ಮಾಡುವ ನಂಬರ್",
      "ಚಾಟ್ ನಂಬರ್",
      "ಚಾಟ್ ಹೋಸ್ಟ್",
      "ಇಮೇಲ್",
      "ವಿಳಾಸ",
      "ತೆರೆಯುವ ಸಮಯ",
      "ದಿನಗಳು ಮತ್ತು ಸಮಯ 1",
      "ದಿನಗಳು",
      "ಸೋಮ",
      "ಮಂಗಳ",
      "ಬುಧ",
      "ಗುರು",
      "ಶುಕ್ರ",
      "ಶನಿ",
      "ಭಾನು",
      "ತೆರೆಯುವುದು",
      "ಮುಚ್ಚುವುದು",
      "ಟೈಮ್ ಝೋನ್",
      "ವಿಳಾಸ (ಹಿಂದಿಯಲ್ಲಿ)",
      "ವಿಳಾಸ (ಕನ್ನಡದಲ್ಲಿ)",
      "ಪಾಸ್‌ವರ್ಡ್",
    ],
    hints: [
      "ಪುಟದ ಪ್ರತಿ ಕರೆ ಮತ್ತು ಚಾಟ್ ಬಟನ್ ಈ ನಂಬರ್‌ಗಳಿಂದಲೇ.",
      "ಕರೆ ಬಟನ್‌ಗಳಿಗೆ. ನೀವು ಬರೆಯುವಂತೆ ಬರೆಯಿರಿ, ಉದಾ. +91 90000 12345 ಅಥವಾ 090000 12345; +ಕೋಡ್ ಇಲ್ಲದಿದ್ದರೆ ಭಾರತದ ನಂಬರ್.",
      "ಚಾಟ್‌ಗೂ ಅದೇ ನಂಬರ್ ಆದರೆ ಖಾಲಿ ಬಿಡಿ: ಆಗ ಕರೆ ಮಾಡುವ ನಂಬರ್ ಬದಲಿಸಿದರೆ ಪ್ರತಿ ಚಾಟ್ ಬಟನ್ ಕೂಡ ಬದಲಾಗುತ್ತದೆ. ಚಾಟ್ ಬೇರೆ ಮೊಬೈಲ್‌ಗೆ ಹೋಗಬೇಕಾದರೆ ಮಾತ್ರ ನಂಬರ್ ಬರೆಯಿರಿ. ನೀವು ಬರೆಯುವಂತೆ ಬರೆಯಿರಿ, ಉದಾ. +91 90000 12345 ಅಥವಾ 090000 12345; +ಕೋಡ್ ಇಲ್ಲದಿದ್ದರೆ ಭಾರತದ ನಂಬರ್.",
      "ಚಾಟ್ ಸೇವೆಯ ವಿಳಾಸ, ಉದಾ. wa.me.",
      "ಇಲ್ಲದಿದ್ದರೆ ಖಾಲಿ ಬಿಡಿ.",
      "ಒಂದೇ ಸಮಯದ ದಿನಗಳಿಗೆ ಒಂದು ಸಾಲು. ಇನ್ನೂ ಪುಟದಲ್ಲಿ ಇಲ್ಲ: ಸರ್ಚ್ ಎಂಜಿನ್ ಮತ್ತು ನಕ್ಷೆಗಳಿಗಾಗಿ ಇಡಲಾಗಿದೆ.",
      "ಅಂಗಡಿಯ ಗಡಿಯಾರ ಎಲ್ಲಿಯದು, ಉದಾ. Asia/Kolkata: ಬುಕಿಂಗ್‌ನ ದಿನ ಯಾವಾಗ ಶುರು ಎಂದು ಇದೇ ನಿರ್ಧರಿಸುತ್ತದೆ.",
      "ಖಾಲಿ ಬಿಟ್ಟರೆ ಹಿಂದಿ ಪುಟ ಇಂಗ್ಲಿಷ್ ತೋರಿಸುತ್ತದೆ. ಹೆಸರು ಮತ್ತು ಬೆಲೆ ಹಾಗೆಯೇ ಇರುತ್ತವೆ.",
      "ಖಾಲಿ ಬಿಟ್ಟರೆ ಕನ್ನಡ ಪುಟ ಇಂಗ್ಲಿಷ್ ತೋರಿಸುತ್ತದೆ. ಹೆಸರು ಮತ್ತು ಬೆಲೆ ಹಾಗೆಯೇ ಇರುತ್ತವೆ.",
    ],
  },
};
