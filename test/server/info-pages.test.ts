/**
 * About Us, Privacy Policy and FAQ: served from memory like the home page,
 * with the spec's title pattern, light, escaped, in the sitemap, and new
 * within a second of the owner's change.
 */
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { adminSite } from "../support/admin-site";
import { parseHtml } from "../support/html";

const actor = { actor: "test" };
const pages = [
  { path: "/about", title: "About Us - Sagara Rides", heading: "About Us" },
  { path: "/privacy", title: "Privacy Policy - Sagara Rides", heading: "Privacy Policy" },
  { path: "/faq", title: "FAQ - Sagara Rides", heading: "Frequently Asked Questions" },
];

describe("the pages behind the footer's Quick Links", () => {
  it("answer 200 from memory with the spec's title pattern, no framework script, and at most 14 KB compressed", async () => {
    const site = await adminSite();
    for (const page of pages) {
      const res = await fetch(`${site.url}${page.path}`, { headers: { "accept-encoding": "br" } });
      expect(res.status, page.path).toBe(200);
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("etag")).toMatch(/^"[\w-]+-br"$/);
      expect(res.headers.get("content-security-policy")).toContain("style-src");
      const html = await res.text();
      const doc = parseHtml(html);
      expect(doc.title).toBe(page.title);
      expect(doc.querySelector("h1")?.textContent).toBe(page.heading);
      expect(doc.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
      expect(gzipSync(html, { level: 9 }).length, page.path).toBeLessThanOrEqual(14 * 1024);
    }
  });

  it("is what the home page's footer links to; Terms & Conditions keeps its anchor", async () => {
    const site = await adminSite();
    const doc = parseHtml(await (await fetch(`${site.url}/`)).text());
    const quick = [...doc.querySelectorAll('nav[aria-labelledby="footer-quick-links"] a')].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(quick).toEqual([
      ["About Us", "/about"],
      ["Terms & Conditions", "#terms"],
      ["Privacy Policy", "/privacy"],
      ["FAQ", "/faq"],
    ]);
    // From another page the section links lead back to the home page's sections.
    const about = parseHtml(await (await fetch(`${site.url}/about`)).text());
    expect(about.querySelector('nav[aria-labelledby="footer-quick-links"] a[href="/#terms"]')).not.toBeNull();
    expect(about.querySelector('.header-nav a[href="/#bikes"]')).not.toBeNull();
  });

  it("are listed in the sitemap once the site has its address", async () => {
    const site = await adminSite();
    const { version, ...data } = site.store.section("seo");
    const saved = site.store.saveSection("seo", { ...data, siteUrl: "https://sagararides.example" }, version, actor);
    expect(saved.ok).toBe(true);
    const xml = await site.publicPage((x) => x.includes("/faq"), "/sitemap.xml");
    for (const path of ["/", "/about", "/privacy", "/faq"]) {
      expect(xml).toContain(`<loc>https://sagararides.example${path}</loc>`);
    }
  });

  it("shows an FAQ answer the owner adds, formatted and escaped, with the FAQPage structured data, a second later", async () => {
    const site = await adminSite();
    const answer =
      "Fuel is **not** included & a < b.\n\n- Fill up at the station\n- Keep the receipt\n\n[Call us](tel:+919000012345) or [see the map](https://maps.example/x).";
    const res = await site.post("/admin/content/faq/new", { question: 'Is "fuel" included?', answer });
    expect(res.status).toBe(302);
    const html = await site.publicPage((h) => h.includes("Keep the receipt"), "/faq");
    const doc = parseHtml(html);
    const block = [...doc.querySelectorAll(".faq-item")].find((s) => s.textContent?.includes('Is "fuel" included?'))!;
    expect(block.querySelector("strong")?.textContent).toBe("not");
    expect([...block.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Fill up at the station",
      "Keep the receipt",
    ]);
    expect([...block.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "tel:+919000012345",
      "https://maps.example/x",
    ]);
    expect(html).toContain("a &lt; b");
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toContainEqual({
      "@type": "Question",
      name: 'Is "fuel" included?',
      acceptedAnswer: {
        "@type": "Answer",
        text: "Fuel is not included & a < b. Fill up at the station Keep the receipt Call us or see the map.",
      },
    });
  });

  it("refuses HTML and links anywhere but the web, a phone or an email, with the message by the field, and changes nothing", async () => {
    const site = await adminSite();
    const before = site.store.list("faq").length;
    for (const answer of ["<b>Yes</b>", "[Click](javascript:alert(1))", "[Data](data:text/html,x)"]) {
      const res = await site.post("/admin/content/faq/new", { question: "Any?", answer });
      expect(res.status).toBe(400);
      const doc = parseHtml(await res.text());
      const error = doc.querySelector("#edit-faq-answer-error, [id$='answer-error']")?.textContent ?? "";
      expect(error, answer).toMatch(/without HTML tags|must start with https:\/\/, http:\/\/, tel: or mailto:/);
    }
    expect(site.store.list("faq")).toHaveLength(before);
  });

  it("shows the About sections the owner writes, and hides a hidden one", async () => {
    const site = await adminSite();
    const first = site.store.list("about")[0]!;
    const changed = site.store.update(
      "about",
      first.id,
      { ...first, heading: "Since 2009 <3", text: "Run by **Ravi** & family." },
      first.version,
      actor,
    );
    expect(changed.ok).toBe(true);
    const html = await site.publicPage((h) => h.includes("Since 2009"), "/about");
    expect(html).toContain("Since 2009 &lt;3");
    expect(parseHtml(html).querySelector(".info-block strong")?.textContent).toBe("Ravi");
    const latest = site.store.item("about", first.id)!;
    expect(site.store.setHidden("about", first.id, true, latest.version, actor).ok).toBe(true);
    const hidden = await site.publicPage((h) => !h.includes("Since 2009"), "/about");
    expect(hidden).not.toContain("Since 2009");
  });
});
