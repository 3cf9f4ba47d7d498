/**
 * Reviews from real customers: a one-time link made by the owner, a form that
 * works without JavaScript, a review that waits hidden until the owner shows
 * it, words nobody can change, and nothing stored from a forged, reused or
 * expired link.
 */
import { returnedRental } from "../support/handover";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { dictionaries } from "~/i18n/words";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { adminSite } from "../support/admin-site";
import { parseHtml } from "../support/html";

const actor = { actor: "test" };
const review = {
  rating: "5",
  text: "Spotless Activa, waiting at the station. Booking took one message.",
  author: "Lena K.",
};

/** A link's secret, from the admin screen's answer (a plain post, as without JavaScript). */
async function makeLink(site: Awaited<ReturnType<typeof adminSite>>) {
  const res = await site.post("/admin/reviews", { intent: "create-link" });
  expect(res.status).toBe(200);
  const doc = parseHtml(await res.text());
  const url = (doc.querySelector("#review-link-url") as HTMLInputElement).value;
  expect(doc.querySelector(".admin-qr svg path")?.getAttribute("d")).toMatch(/^M\d/);
  return new URL(url).pathname;
}

/** A customer's post, from the same site as the form (a browser without JavaScript sends its Origin). */
const send = (
  site: { url: string },
  path: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(body),
    redirect: "manual",
    headers: { origin: site.url, ...headers },
  });

const customerReviews = (site: Awaited<ReturnType<typeof adminSite>>) =>
  site.store.list("testimonials").filter((r) => r.origin === "link");

describe("a one-time review link", () => {
  it("opens a plain form, takes one review, which waits hidden, and then refuses the link", async () => {
    const site = await adminSite();
    const path = await makeLink(site);
    expect(path).toMatch(/^\/review\/[\w-]{43}$/);
    const page = await fetch(`${site.url}${path}`);
    expect(page.status).toBe(200);
    const form = parseHtml(await page.text());
    expect(form.title).toBe("Write a review - Sagara Rides");
    expect(form.querySelectorAll('script[type="module"]')).toHaveLength(0);
    expect(form.querySelectorAll('input[name="rating"]')).toHaveLength(5);
    expect(page.headers.get("set-cookie")).toBeNull();

    const sent = await send(site, path, review);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${path}?sent`);
    const thanks = await fetch(`${site.url}${path}?sent`);
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain("Thank you!");
    const [stored] = customerReviews(site);
    expect(stored).toMatchObject({ author: "Lena K.", rating: 5, text: review.text, hidden: true, origin: "link" });
    expect(stored!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const again = await send(site, path, { ...review, author: "Someone else" });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This review link has been used");
    expect((await fetch(`${site.url}${path}`)).status).toBe(410);
    expect(customerReviews(site)).toHaveLength(1);
  });

  it("answers a form with a mistake with a message by each field, stores nothing and keeps the link", async () => {
    const site = await adminSite();
    const path = await makeLink(site);
    const res = await send(site, path, { rating: "7", text: "<b>great</b>", author: "" });
    expect(res.status).toBe(400);
    const doc = parseHtml(await res.text());
    expect(doc.querySelector("#review-rating-error")?.textContent).toBe(
      "Rating must be a whole number of stars from 1 to 5",
    );
    expect(doc.querySelector("#review-text-error")?.textContent).toBe(
      "Your review must be plain text, without HTML tags",
    );
    expect(doc.querySelector("#review-author-error")?.textContent).toBe("The name to show is required");
    expect(doc.querySelector("#review-text")?.textContent).toBe("<b>great</b>");
    expect(customerReviews(site)).toHaveLength(0);
    expect((await send(site, path, { ...review, rating: "4.5" })).status).toBe(400);
    expect((await send(site, path, { ...review, text: "x".repeat(601) })).status).toBe(400);
    expect((await send(site, path, review)).status).toBe(303);
  });

  it("made for a booking asked in Hindi, opens in Hindi and says everything there in Hindi, mistakes included", async () => {
    const site = await adminSite();
    const hi = dictionaries.hi;
    // A rental asked from the Hindi page, confirmed, out and back.
    const book = createBook(site.db, { store: site.store });
    const today = shopToday("Asia/Kolkata");
    const stay = stayOfDates(addDays(today, -3), addDays(today, -1));
    const asked = returnedRental(book, { itemId: "honda-activa", ...stay, total: 1000, language: "hi" });
    const made = await site.post("/admin/reviews", { intent: "create-link", bookingRef: asked.reference });
    const path = new URL((parseHtml(await made.text()).querySelector("#review-link-url") as HTMLInputElement).value)
      .pathname;
    expect(path).toMatch(/^\/hi\/review\/[\w-]{43}$/);

    const form = parseHtml((await (await fetch(`${site.url}${path}`)).text()).replaceAll("<!-- -->", ""));
    expect(form.documentElement.getAttribute("lang")).toBe("hi");
    expect(form.title).toBe("समीक्षा लिखें - Sagara Rides");
    expect(form.querySelector("h1")!.textContent).toBe("Sagara Rides की समीक्षा करें");
    expect(form.querySelector("legend")!.textContent).toBe(hi.yourStars);
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe(hi.sendReview);
    expect(form.querySelector(".review-note a")!.getAttribute("href")).toBe("/hi/privacy");
    const token = path.slice("/hi/review/".length);
    expect([...form.querySelectorAll(".lang-switch a")].map((a) => a.getAttribute("href"))).toEqual([
      `/review/${token}`,
      `/hi/review/${token}`,
      `/kn/review/${token}`,
    ]);
    // Styled as a form page: its frame and its messages' styles are inlined with the stars'.
    const css = form.querySelector("style")!.textContent!;
    for (const rule of [".request-page{", ".request-problem{", ".review-stars{"]) expect(css).toContain(rule);

    const wrong = parseHtml(await (await send(site, path, { rating: "7", text: "<b>बढ़िया</b>", author: "" })).text());
    expect(wrong.querySelector("#review-rating-error")?.textContent).toBe(hi.errStars);
    expect(wrong.querySelector("#review-text-error")?.textContent).toBe("आपकी समीक्षा में सिर्फ़ सादा टेक्स्ट हो, HTML टैग नहीं");
    expect(wrong.querySelector("#review-author-error")?.textContent).toBe("दिखाने के लिए नाम ज़रूरी है");
    const short = parseHtml(await (await send(site, path, { ...review, text: "अच्छा" })).text());
    expect(short.querySelector("#review-text-error")?.textContent).toBe("समीक्षा कम से कम 10 अक्षरों की लिखें");
    expect(customerReviews(site)).toHaveLength(0);

    const sent = await send(site, path, { rating: "5", text: "साफ़ स्कूटर, स्टेशन पर तैयार मिला।", author: "रवि" });
    expect(sent.headers.get("location")).toBe(`${path}?sent`);
    const thanks = parseHtml(await (await fetch(`${site.url}${path}?sent`)).text());
    expect(thanks.querySelector("h1")!.textContent).toBe(hi.reviewThanks);
    const used = parseHtml(await (await fetch(`${site.url}${path}`)).text());
    expect(used.querySelector("h1")!.textContent).toBe(hi.reviewLinkUsed);
    // The same link at its English address is English; the customer's words are kept as written.
    const english = parseHtml(await (await fetch(`${site.url}${path.replace(/^\/hi/, "")}`)).text());
    expect(english.querySelector("h1")!.textContent).toBe("This review link has been used");
    expect(customerReviews(site)[0]).toMatchObject({ author: "रवि", text: "साफ़ स्कूटर, स्टेशन पर तैयार मिला।" });
  });

  it("answers a body that is not a readable form with 400, and keeps the link", async () => {
    const site = await adminSite();
    const path = await makeLink(site);
    const broken = await fetch(`${site.url}${path}`, {
      method: "POST",
      body: '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nunfinished',
      headers: { origin: site.url, "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.status).toBe(400);
    expect(customerReviews(site)).toHaveLength(0);
    expect((await send(site, path, review)).status).toBe(303);
  });

  it("expires after 30 days", async () => {
    let now = new Date("2026-11-01T10:00:00Z");
    const site = await adminSite({ reviews: { now: () => now } });
    const path = await makeLink(site);
    now = new Date("2026-12-01T10:00:01Z");
    const res = await send(site, path, review);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain("This review link has expired");
    expect(customerReviews(site)).toHaveLength(0);
    // Said in the page's language too, with the days filled in; a link never made is refused the same way.
    const kannada = parseHtml((await (await fetch(`${site.url}/kn${path}`)).text()).replaceAll("<!-- -->", ""));
    expect(kannada.querySelector("h1")!.textContent).toBe(dictionaries.kn.reviewLinkExpired);
    expect(kannada.querySelector(".request-page-lead")!.textContent).toBe(
      dictionaries.kn.reviewLinkExpiredText.replace("{days}", "30"),
    );
    expect(kannada.querySelector(".request-page-lead")!.textContent).toContain(" 30 ");
    const unknown = await fetch(`${site.url}/hi/review/${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(parseHtml(await unknown.text()).querySelector("h1")!.textContent).toBe(dictionaries.hi.reviewLinkUnknown);
  });

  it("refuses a post from another site, and a post to a link that was never made", async () => {
    const site = await adminSite();
    const path = await makeLink(site);
    const cross = await send(site, path, review, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(cross.status).toBe(403);
    const forged = await send(site, `/review/${"A".repeat(43)}`, review);
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain("This review link does not work");
    expect(customerReviews(site)).toHaveLength(0);
  });

  it("stores nothing from 1,000 junk posts with forged or reused links", async () => {
    // The address limit raised, so every post reaches the link's own check.
    const site = await adminSite({ reviews: { postLimit: { limit: 100_000, windowMs: 60_000 } } });
    const used = await makeLink(site);
    expect((await send(site, used, review)).status).toBe(303);
    const before = {
      reviews: site.store.list("testimonials").length,
      audits: site.auditCount(),
      version: site.store.version(),
    };
    const junk = (i: number) => {
      const forged = [
        `/review/${Buffer.from(`forged-${i}`.padEnd(32, "x")).toString("base64url")}`,
        `${used.slice(0, -1)}${used.at(-1) === "A" ? "B" : "A"}`,
        `/review/${"x".repeat(i % 80)}`,
        used,
      ];
      return forged[i % forged.length]!;
    };
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          send(site, junk(i + j), {
            rating: String((j % 5) + 1),
            text: `Junk review number ${i + j} <a href=x>`,
            author: "Bot",
          }),
        ),
      );
      for (const res of batch) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    expect(
      [...statuses.keys()].every((s) => s === 404 || s === 410),
      JSON.stringify([...statuses]),
    ).toBe(true);
    expect(site.store.list("testimonials")).toHaveLength(before.reviews);
    expect(site.auditCount()).toBe(before.audits);
    expect(site.store.version()).toBe(before.version);
    // A thousand posts: a budget for a busy machine, not a timed assertion.
  }, 120_000);

  it("turns away an address that posts too often", async () => {
    const site = await adminSite({ reviews: { postLimit: { limit: 3, windowMs: 60_000 } } });
    const path = await makeLink(site);
    for (let i = 0; i < 3; i++) expect((await send(site, path, { ...review, rating: "0" })).status).toBe(400);
    const busy = await send(site, path, review);
    expect(busy.status).toBe(429);
    expect(customerReviews(site)).toHaveLength(0);
  });

  it("counts an IPv6 client by its /64: new addresses within it are the same client", async () => {
    const site = await adminSite({ reviews: { postLimit: { limit: 3, windowMs: 60_000 } } });
    const { token } = site.reviews.create({ actor: "test" });
    for (let i = 1; i <= 3; i++) {
      expect(site.reviews.post(token, { ...review, rating: "0" }, `2001:db8:1:2::${i}`)).toMatchObject({
        problem: "invalid",
      });
    }
    expect(site.reviews.post(token, review, "2001:db8:1:2::99")).toMatchObject({ ok: false, problem: "busy" });
    expect(site.reviews.post(token, { ...review, rating: "0" }, "2001:db8:1:3::1")).toMatchObject({
      problem: "invalid",
    });
  });

  it("offers the shop's Google review page to everyone who sends a review", async () => {
    const site = await adminSite();
    const { version, ...pages } = site.store.section("pages");
    const google = "https://g.page/r/sagara-rides/review";
    expect(site.store.saveSection("pages", { ...pages, googleReviewUrl: google }, version, actor).ok).toBe(true);
    for (const rating of ["1", "5"]) {
      const path = await makeLink(site);
      expect((await send(site, path, { ...review, rating })).status).toBe(303);
      const sent = parseHtml(await (await fetch(`${site.url}${path}?sent`)).text());
      expect(sent.querySelector(`a[href="${google}"]`)?.textContent).toBe("Also review us on Google");
    }
  });
});

describe("the Reviews screen", () => {
  it("makes links only for the signed-in owner, from this site", async () => {
    const site = await adminSite();
    const signedOut = await site.post("/admin/reviews", { intent: "create-link" }, { signedIn: false });
    expect([302, 303]).toContain(signedOut.status);
    expect(signedOut.headers.get("location")).toContain("/admin/login");
    const cross = await site.post(
      "/admin/reviews",
      { intent: "create-link" },
      { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } },
    );
    expect(cross.status).toBe(403);
    expect(site.reviews.list()).toHaveLength(0);
    await makeLink(site);
    expect(site.reviews.list()).toHaveLength(1);
  });

  it("shows a waiting review on the home page, newest first, with its stars and initials", async () => {
    const site = await adminSite();
    expect((await send(site, await makeLink(site), review)).status).toBe(303);
    const [waiting] = customerReviews(site);
    const screen = parseHtml(await (await site.get("/admin/reviews")).text());
    expect(screen.querySelector("#waiting-title")?.textContent).toBe("Waiting for you (1)");
    const shown = await site.post("/admin/reviews", {
      intent: "show",
      id: waiting!.id,
      version: String(waiting!.version),
    });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Lena K.'s review is on the home page now.");
    const html = await site.publicPage((h) => h.includes("Lena K."));
    const first = parseHtml(html).querySelector("#reviews .testimonial")!;
    expect(first.querySelector(".testimonial-author")?.textContent).toBe("Lena K.");
    expect(first.querySelector(".initials")?.textContent).toBe("LK");
    expect(first.querySelector(".stars")?.getAttribute("aria-label")).toBe("5 out of 5");
    // A stale button changes nothing.
    const stale = await site.post("/admin/reviews", {
      intent: "hide",
      id: waiting!.id,
      version: String(waiting!.version),
    });
    expect(stale.status).toBe(409);
    expect(site.store.item("testimonials", waiting!.id)!.hidden).toBe(false);
  });

  it("lets the owner reply but never change the customer's words or stars", async () => {
    const site = await adminSite();
    expect((await send(site, await makeLink(site), review)).status).toBe(303);
    const [stored] = customerReviews(site);
    const { id, hidden: _h, version, ...fields } = stored!;
    const edit = parseHtml(await (await site.get(`/admin/content/reviews/${id}`)).text());
    expect(edit.querySelector('textarea[name="text"], input[name="author"]:not([type="hidden"])')).toBeNull();
    expect(edit.querySelector('textarea[name="reply"]')).not.toBeNull();

    const body = (change: Record<string, unknown>) =>
      Object.fromEntries(Object.entries({ ...fields, ...change, version }).map(([k, v]) => [k, String(v)]));
    for (const change of [{ text: "Terrible." }, { rating: 1 }, { author: "Someone" }, { origin: "owner" }]) {
      const res = await site.post(`/admin/content/reviews/${id}`, body(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      const field = Object.keys(change)[0]!;
      expect(parseHtml(await res.text()).body.textContent).toContain("cannot be changed: it stays as it was written");
      expect(site.store.item("testimonials", id)![field as "text"]).toBe(stored![field as "text"]);
    }
    const replied = await site.post(`/admin/content/reviews/${id}`, body({ reply: "Thank you, Lena!" }));
    expect(replied.status).toBe(302);
    expect(site.store.item("testimonials", id)).toMatchObject({ reply: "Thank you, Lena!", text: review.text });
    // The owner cannot pass a typed review off as a customer's either.
    const typed = site.store.create("testimonials", { ...fields, author: "Invented", origin: "link" }, actor);
    expect(typed.ok).toBe(false);
  });
});

describe("reviews come only from review links", () => {
  it("the back office adds none: no Add, the new-review address answers 404, and a post adds nothing", async () => {
    const site = await adminSite();
    const before = site.store.list("testimonials").length;
    const audits = site.auditCount();
    const list = parseHtml(await (await site.get("/admin/content/reviews")).text());
    expect(list.querySelector('a[href="/admin/content/reviews/new"]')).toBeNull();
    expect([...list.querySelectorAll('a[href="/admin/reviews"]')].map((a) => a.textContent)).toContain(
      "Make a review link",
    );
    const overview = parseHtml(await (await site.get("/admin/content")).text());
    expect(overview.querySelector('a[href="/admin/content/reviews/new"]')).toBeNull();
    expect(overview.querySelector('a[href="/admin/content/bikes/new"]')).not.toBeNull();

    const page = await site.get("/admin/content/reviews/new");
    expect(page.status).toBe(404);
    expect(parseHtml(await page.text()).body.textContent).toContain(
      "Reviews come only from customers, through a review link.",
    );
    const typed = { author: "Invented", date: "2026-11-01", rating: "5", text: "Best shop.", version: "0" };
    expect((await site.post("/admin/content/reviews/new", typed)).status).toBeGreaterThanOrEqual(400);
    const direct = site.store.create("testimonials", { ...typed, rating: 5, origin: "owner" }, actor);
    expect(direct.ok || direct.message).toBe(
      "Reviews come only from customers, through a review link. Nothing was added.",
    );
    expect(site.store.list("testimonials")).toHaveLength(before);
    expect(site.auditCount()).toBe(audits);
  });

  it("a sample review's words are locked as a customer's are; its reply is the owner's", async () => {
    const site = await adminSite();
    const { id: _id, hidden: _h, version, ...fields } = site.store.item("testimonials", "anika-m")!;
    const body = (change: Record<string, unknown>) =>
      Object.fromEntries(Object.entries({ ...fields, ...change, version }).map(([k, v]) => [k, String(v)]));
    const res = await site.post("/admin/content/reviews/anika-m", body({ text: "Even better than I said." }));
    expect(res.status).toBe(400);
    expect(site.store.item("testimonials", "anika-m")!.text).toBe(fields.text);
    expect((await site.post("/admin/content/reviews/anika-m", body({ reply: "Thank you!" }))).status).toBe(302);
  });

  it("an import adds no review and changes no customer's words, but may hide one, reply, or leave it out", async () => {
    const site = await adminSite();
    expect((await send(site, await makeLink(site), review)).status).toBe(303);
    const [sent] = customerReviews(site);
    const exported = site.store.exportAll();
    const at = exported.testimonials.findIndex((r) => r.id === sent!.id);

    const added = structuredClone(exported);
    added.testimonials.push({ ...added.testimonials[0]!, id: "invented", author: "Invented" });
    const addResult = site.store.importAll(added, actor);
    expect(addResult.ok || addResult.problems).toEqual([
      `testimonials[${added.testimonials.length - 1}]: Reviews come only from customers, through a review link: “Invented” cannot be added by an import`,
    ]);

    const reworded = structuredClone(exported);
    reworded.testimonials[at] = { ...reworded.testimonials[at]!, text: "Terrible.", rating: 1 };
    const rewordResult = site.store.importAll(reworded, actor);
    expect(rewordResult.ok || rewordResult.problems).toEqual([
      `testimonials[${at}].rating: Stars cannot be changed: it stays as it was written`,
      `testimonials[${at}].text: Review cannot be changed: it stays as it was written`,
    ]);
    expect(site.store.item("testimonials", sent!.id)).toMatchObject({ text: review.text, rating: 5 });

    const replied = structuredClone(exported);
    replied.testimonials[at] = { ...replied.testimonials[at]!, reply: "Thank you, Lena!", hidden: false };
    expect(site.store.importAll(replied, actor).ok).toBe(true);
    expect(site.store.item("testimonials", sent!.id)).toMatchObject({ reply: "Thank you, Lena!", hidden: false });

    // A document from before the review arrived leaves it where it is.
    const older = structuredClone(exported);
    older.testimonials.splice(at, 1);
    expect(site.store.importAll(older, actor).ok).toBe(true);
    expect(site.store.item("testimonials", sent!.id)).toMatchObject({ text: review.text });
    expect(site.store.trash().some((t) => t.id === sent!.id)).toBe(false);
  });
});
