// The back office's last English words, in Hindi and Kannada through the production build: a photo's refusal, a
// refusal that names a day, the dashboard's flood line, a booking's price, the installed app's name with a saved
// choice, and the page for an /admin/ address that does not exist. English stays as it was.
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import * as t from "~/db/schema";
import { weekdayDateIn } from "~/i18n/dates";
import { adminSite } from "../support/admin-site";
import { parseHtml } from "../support/html";

type Site = Awaited<ReturnType<typeof adminSite>>;

const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);
/** An English day as a sentence says it ("Wed 3 Dec"): none may be left in Hindi or Kannada. */
const ENGLISH_DAY = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

/** A page as a phone in this language asks for it, with the session's cookie or none. */
async function open(site: Site, path: string, language: string, cookie: string | null = site.cookie) {
  const res = await fetch(`${site.url}${path}`, {
    redirect: "manual",
    headers: { "accept-language": language, ...(cookie ? { cookie } : {}) },
  });
  const html = (await res.text()).replaceAll("<!-- -->", "");
  return { res, html, doc: parseHtml(html) };
}

/** A plain form post from a phone in this language. */
function send(site: Site, path: string, body: Record<string, string>, language: string) {
  return fetch(`${site.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(body),
    redirect: "manual",
    headers: { origin: site.url, cookie: site.cookie, "accept-language": language },
  });
}

describe("the back office's last English words", () => {
  it("says a photo's refusal in the reader's language on the Images screen", async () => {
    const site = await adminSite();
    const form = new FormData();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    form.append("photos", new Blob([svg], { type: "image/svg+xml" }), "logo.svg");
    const res = await fetch(`${site.url}/admin/images/upload`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { origin: site.url, cookie: site.cookie },
    });
    expect(res.status).toBe(303);
    const results = (doc: Document) => doc.querySelector(".admin-upload-refused")!.textContent;
    const shown = res.headers.get("location")!;
    expect(results((await open(site, shown, "kn")).doc)).toBe(
      "logo.svg ಒಂದು SVG ಚಿತ್ರರೇಖೆ. SVG ಫೈಲ್‌ಗಳಲ್ಲಿ ಸ್ಕ್ರಿಪ್ಟ್ ಇರಬಹುದು, ಹಾಗಾಗಿ ಅವನ್ನು ತೆಗೆದುಕೊಳ್ಳುವುದಿಲ್ಲ: JPEG, PNG, WebP ಅಥವಾ AVIF ಫೋಟೋ ಕಳುಹಿಸಿ.",
    );
    expect(results((await open(site, shown, "hi")).doc)).toBe(
      "logo.svg एक SVG ड्रॉइंग है। SVG फ़ाइलों में स्क्रिप्ट हो सकती है, इसलिए वे नहीं ली जातीं: JPEG, PNG, WebP या AVIF फ़ोटो भेजें।",
    );
    expect(results((await open(site, shown, "en")).doc)).toBe(
      "logo.svg is an SVG drawing. SVG files can carry scripts, so they are not accepted: send a JPEG, PNG, WebP or AVIF photo.",
    );
  });

  it("says a refusal's days in the reader's language (a bike taken then)", async () => {
    const site = await adminSite();
    const stay = { intent: "add", bike: "royal-enfield-classic", from: day(5), to: day(7), fromTime: "10:00" };
    const booked = await send(site, "/admin/bookings", { ...stay, toTime: "10:00" }, "en");
    expect(booked.status).toBe(302);
    const refusal = async (language: string) => {
      const res = await send(site, "/admin/bookings", { ...stay, toTime: "10:00" }, language);
      expect(res.status).toBe(409);
      const html = (await res.text()).replaceAll("<!-- -->", "");
      return parseHtml(html).querySelector(".admin-alert")!.textContent!;
    };
    const kn = await refusal("kn");
    expect(kn).toContain("ಆಗ ಬುಕ್ ಆಗಿದೆ");
    expect(kn).toContain(weekdayDateIn("kn", day(5)));
    expect(kn).not.toMatch(ENGLISH_DAY);
    const hi = await refusal("hi");
    expect(hi).toContain("उस समय बुक है");
    expect(hi).toContain(weekdayDateIn("hi", day(5)));
    expect(hi).not.toMatch(ENGLISH_DAY);
    expect(await refusal("en")).toMatch(ENGLISH_DAY);
  });

  it("says the dashboard's flood line in the reader's language, with the owner's names as they are", async () => {
    const site = await adminSite();
    site.db
      .insert(t.bookingCounts)
      .values([
        { day: today, source: "bike-link", itemId: "honda-dio", channel: "flood", count: 5 },
        { day: today, source: "call", itemId: "", channel: "flood", count: 2 },
      ])
      .run();
    const flood = async (language: string) =>
      (await open(site, "/admin/dashboard", language)).doc.querySelector(".dash-flood")!.textContent;
    expect(await flood("kn")).toBe(
      "ಪ್ರವಾಹವೆಂದು ತಡೆಹಿಡಿಯಲಾಗಿದೆ: ಇಂದು Honda Dio ಮತ್ತು ಕರೆ ಬಟನ್‌ಗಳು ಮೇಲೆ 7 ಟ್ಯಾಪ್‌ಗಳು ಒಮ್ಮೆಗೇ ಹಲವು ಹೊಸ ವಿಳಾಸಗಳಿಂದ ಬಂದವು, ಸ್ಕ್ರಿಪ್ಟ್ ಕಳುಹಿಸುವಂತೆ. ಇವನ್ನು ವಿನಂತಿಗಳೆಂದು ಎಣಿಸಿಲ್ಲ.",
    );
    expect(await flood("hi")).toBe(
      "बाढ़ मानकर रोके गए: आज Honda Dio और कॉल बटन पर 7 टैप एक साथ बहुत सारे नए पतों से आए, जैसे कोई स्क्रिप्ट भेजती है। इन्हें रिक्वेस्ट में नहीं गिना गया।",
    );
    expect(await flood("en")).toBe(
      "Held back as a flood: 7 taps on Honda Dio and Call buttons today came from too many new addresses at once, as a script sends them. They are not counted as requests.",
    );
  });

  it("says a booking's price lines in the reader's language", async () => {
    const site = await adminSite();
    // Three hours of a bike rented by the hour: its price is the hour's.
    const added = await send(
      site,
      "/admin/bookings",
      { intent: "add", bike: "honda-dio", from: day(3), to: day(3), fromTime: "10:00", toTime: "13:00" },
      "en",
    );
    expect(added.status).toBe(302);
    const ref = new URL(added.headers.get("location")!, site.url).hash.slice(1);
    const price = async (language: string) => {
      const { doc } = await open(site, `/admin/bookings/${ref}`, language);
      const facts = [...doc.querySelectorAll("#money dt")];
      return facts.find((dt) => dt.nextElementSibling && /₹/.test(dt.nextElementSibling.textContent!))!
        .nextElementSibling!.textContent;
    };
    expect(await price("en")).toMatch(/^₹[\d,]+ an hour × 3 = ₹[\d,]+$/);
    expect(await price("kn")).toMatch(/^ಪ್ರತಿ ಗಂಟೆ ₹[\d,]+ × 3 = ₹[\d,]+$/);
    expect(await price("hi")).toMatch(/^₹[\d,]+ प्रति घंटा × 3 = ₹[\d,]+$/);
  });

  it("names the installed app in the person's saved language when the cookie comes, else the phone's", async () => {
    const site = await adminSite();
    const manifest = async (language: string, cookie: string | null) => {
      const res = await fetch(`${site.url}/admin/manifest.webmanifest`, {
        headers: { "accept-language": language, ...(cookie ? { cookie } : {}) },
      });
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("vary")).toMatch(/Cookie/);
      return (await res.json()) as { name: string; lang: string };
    };
    expect(await manifest("kn", site.cookie)).toMatchObject({ name: "Sagara Rides ಬ್ಯಾಕ್ ಆಫೀಸ್", lang: "kn" });
    expect((await send(site, "/admin/account", { intent: "language", language: "hi" }, "kn")).status).toBe(302);
    expect(await manifest("kn", site.cookie)).toMatchObject({ name: "Sagara Rides बैक ऑफ़िस", lang: "hi" });
    // Signed out, or a browser that sends no cookie with it: the phone's.
    expect(await manifest("kn", null)).toMatchObject({ name: "Sagara Rides ಬ್ಯಾಕ್ ಆಫೀಸ್", lang: "kn" });
    expect(await manifest("en", null)).toMatchObject({ name: "Sagara Rides back office", lang: "en" });
    // The frame links it with credentials, so that the cookie goes with it.
    const { html } = await open(site, "/admin/dashboard", "kn");
    const link = /<link[^>]*rel="manifest"[^>]*>/.exec(html)![0];
    expect(link).toContain('href="/admin/manifest.webmanifest"');
    expect(link).toContain('crossorigin="use-credentials"');
  });

  it("says an /admin/ address that does not exist in the reader's language, signed in or out", async () => {
    const site = await adminSite();
    const missing = "/admin/no-such-screen";
    const signedOut = await open(site, missing, "kn-IN,kn;q=0.9", null);
    expect(signedOut.res.status).toBe(404);
    expect(signedOut.doc.documentElement.lang).toBe("kn");
    expect(signedOut.doc.querySelector("h1")!.textContent).toBe("ಪುಟ ಸಿಗಲಿಲ್ಲ");
    const hindi = await open(site, missing, "hi", null);
    expect(hindi.doc.querySelector("h1")!.textContent).toBe("पेज नहीं मिला");
    // Signed in with a saved choice: the person's, not the phone's.
    await send(site, "/admin/account", { intent: "language", language: "hi" }, "kn");
    const chosen = await open(site, missing, "kn", site.cookie);
    expect(chosen.res.status).toBe(404);
    expect(chosen.doc.documentElement.lang).toBe("hi");
    expect(chosen.doc.querySelector("h1")!.textContent).toBe("पेज नहीं मिला");
    // English as it always was; a public address that does not exist follows its own prefix, not the cookie.
    const english = await open(site, missing, "en", null);
    expect(english.doc.documentElement.lang).toBe("en");
    expect(english.doc.querySelector("h1")!.textContent).toBe("Page not found");
    expect((await open(site, "/no-such-page", "kn", site.cookie)).doc.documentElement.lang).toBe("en");
  });
});
