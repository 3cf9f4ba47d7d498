import { describe, expect, it } from "vitest";
import { listInfo, listKinds } from "~/content/lists";
import { adminSite } from "../support/admin-site";
import { heard, parseHtml } from "../support/html";

type Site = Awaited<ReturnType<typeof adminSite>>;

/** A screen as a phone set to this language asks for it. */
async function screen(site: Site, path: string, language: string) {
  const res = await fetch(`${site.url}${path}`, {
    redirect: "manual",
    headers: { cookie: site.cookie, "accept-language": language },
  });
  expect(res.status).toBe(200);
  return parseHtml(await res.text());
}

/**
 * The words the screen writes itself: the main region's text and the names
 * read aloud, without what the owner typed (the values in fields, the
 * library's descriptions offered in a picker).
 */
function screenWords(doc: Document): string {
  const main = doc.querySelector("main")!;
  for (const typed of main.querySelectorAll("textarea, option, script, style")) typed.remove();
  // Not read, or not this screen's own: a hidden button, and the frame's dialogs (leaving unsaved work, signing in again).
  for (const other of main.querySelectorAll('[aria-hidden="true"], dialog')) other.remove();
  const labels = [...main.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label"));
  return [main.textContent, ...labels].join(" ");
}

/** English words a sentence of the back office is made of; none of them is the owner's. */
const englishWords =
  /\b(the|is|are|and|or|to|of|for|on|in|it|its|this|that|with|no|not|yet|Save|Delete|Edit|Add|Show|Hide|Restore|History|Trash|Undo|Open|Cancel|Upload|Search|Saved|Hidden|version|page|list|items?)\b/g;

/** What is left in English once the owner's own words (names, figures, samples) are taken out. */
function englishLeft(text: string, owners: string[]): string[] {
  // A message's blanks ({page}) are written as the owner types them, in any language.
  let rest = text.replace(/\{\w+\}/g, " ");
  for (const own of owners) rest = rest.replaceAll(own, " ");
  // Each with the words around it, so a failure says which sentence it is.
  return [...rest.matchAll(englishWords)].map((m) => rest.slice(Math.max(0, m.index - 30), m.index + 30).trim());
}

describe("the content screens in Kannada and Hindi", () => {
  it("Content, a list, a bike's form and Settings speak the phone's language, with no English sentence left", async () => {
    const site = await adminSite();
    // Every item's name and facts and every picture's description, as the owner wrote them, longest first (a name may hold a shorter one).
    const owners = listKinds
      .flatMap((kind) =>
        site.store.list(kind).flatMap((item) => [listInfo(kind).label(item), ...listInfo(kind).summary(item)]),
      )
      .concat(site.store.settings().brand, ...site.images.list().map((image) => image.alt))
      .sort((a, b) => b.length - a.length);
    const cases: [string, Record<"kn" | "hi", string[]>][] = [
      ["/admin/content", { kn: ["ವಿಷಯ", "ಬೈಕ್ ಸೇರಿಸಿ", "ಪುಟದಲ್ಲಿ 6"], hi: ["सामग्री", "बाइक जोड़ें", "पेज पर 6"] }],
      ["/admin/content/bikes", { kn: ["ಬೈಕ್‌ಗಳು", "ಬದಲಿಸಿ", "ಲಭ್ಯವಿದೆ"], hi: ["बाइक", "बदलें", "उपलब्ध"] }],
      [
        "/admin/content/bikes/royal-enfield-classic",
        { kn: ["ದಿನದ ಬೆಲೆ", "ಡೆಪಾಸಿಟ್", "ಬದಲಾವಣೆ ಉಳಿಸಿ"], hi: ["एक दिन का दाम", "डिपॉज़िट", "बदलाव सेव करें"] },
      ],
      ["/admin/settings", { kn: ["ಸಂಪರ್ಕ ಮತ್ತು ಸಮಯ", "ಕರೆ ಮಾಡುವ ನಂಬರ್"], hi: ["संपर्क और समय", "कॉल के लिए फ़ोन"] }],
      ["/admin/trash", { kn: ["ಕಸದ ಬುಟ್ಟಿ ಖಾಲಿ ಇದೆ."], hi: ["ट्रैश खाली है।"] }],
      ["/admin/reviews", { kn: ["ಗ್ರಾಹಕರಿಂದ ವಿಮರ್ಶೆ ಕೇಳಿ"], hi: ["ग्राहक से रिव्यू माँगें"] }],
      ["/admin/images", { kn: ["ಫೋಟೋ ಸೇರಿಸಿ", "ಲೈಬ್ರರಿ"], hi: ["फ़ोटो जोड़ें", "लाइब्रेरी"] }],
      [
        "/admin/content/bikes/royal-enfield-classic/history",
        { kn: ["Royal Enfield Classic ಇತಿಹಾಸ", "ಈಗಿನ ಆವೃತ್ತಿ"], hi: ["Royal Enfield Classic की हिस्ट्री", "अभी का वर्ज़न"] },
      ],
      ["/admin/settings/contact/history", { kn: ["ಸಂಪರ್ಕ ಮತ್ತು ಸಮಯ ಇತಿಹಾಸ"], hi: ["संपर्क और समय की हिस्ट्री"] }],
    ];
    for (const [path, expected] of cases) {
      for (const lang of ["kn", "hi"] as const) {
        const words = screenWords(await screen(site, path, lang));
        for (const phrase of expected[lang]) expect(words, `${path} in ${lang}`).toContain(phrase);
        expect(englishLeft(words, owners), `${path} in ${lang}`).toEqual([]);
      }
    }
  });

  it("a button's hidden words are one sentence in the reader's word order, English as it was", async () => {
    const site = await adminSite();
    const expected = {
      en: {
        open: "Open Bikes",
        save: "Save Contact and hours",
        history: "History of Contact and hours",
        remove: "Delete Royal Enfield Classic",
      },
      hi: {
        open: "बाइक खोलें",
        save: "संपर्क और समय सेव करें",
        history: "संपर्क और समय की हिस्ट्री",
        remove: "Royal Enfield Classic हटाएँ",
      },
      kn: {
        open: "ಬೈಕ್‌ಗಳು ತೆರೆಯಿರಿ",
        save: "ಸಂಪರ್ಕ ಮತ್ತು ಸಮಯ ಉಳಿಸಿ",
        history: "ಸಂಪರ್ಕ ಮತ್ತು ಸಮಯ ಇತಿಹಾಸ",
        remove: "Royal Enfield Classic ಅಳಿಸಿ",
      },
    };
    for (const [lang, said] of Object.entries(expected)) {
      const content = await screen(site, "/admin/content", lang);
      expect(heard(content.querySelector('main a[href="/admin/content/bikes"].admin-button')!), lang).toBe(said.open);
      const settings = await screen(site, "/admin/settings", lang);
      const contact = settings.querySelector('input[name="section"][value="contact"]')!.closest("form")!;
      expect(heard(contact.querySelector(".admin-save-bar button")!), lang).toBe(said.save);
      expect(heard(settings.querySelector('main a[href="/admin/settings/contact/history"]')!), lang).toBe(said.history);
      const bike = await screen(site, "/admin/content/bikes/royal-enfield-classic", lang);
      expect(heard(bike.querySelector('button[name="intent"][value="delete"]')!), lang).toBe(said.remove);
    }
  });

  it("a refused save says why beside each field in the reader's language, and the title is theirs too", async () => {
    const site = await adminSite();
    const edit = "/admin/content/bikes/royal-enfield-classic";
    const res = await site.post(
      edit,
      { name: "", price: "0", minDays: "1", maxDays: "90", status: "available", version: "1" },
      { headers: { "accept-language": "kn" } },
    );
    expect(res.status).toBe(400);
    const doc = parseHtml(await res.text());
    const errors = [...doc.querySelectorAll(".admin-field-error")].map((e) => e.textContent);
    expect(errors).toContain("ಹೆಸರು ಕಡ್ಡಾಯ");
    expect(errors).toContain("ಬೆಲೆ 0 ಕ್ಕಿಂತ ಹೆಚ್ಚು ಪೂರ್ಣ ರೂಪಾಯಿ ಆಗಿರಬೇಕು");
    expect(site.store.item("bikes", "royal-enfield-classic")).toMatchObject({ version: 1 });

    expect((await screen(site, "/admin/content", "kn")).title).toBe("ವಿಷಯ ನಿರ್ವಹಣೆ - Sagara Rides");
    expect((await screen(site, edit, "hi")).title).toBe("Royal Enfield Classic - सामग्री प्रबंधन - Sagara Rides");
    // English stays the specification's.
    expect((await screen(site, "/admin/content", "en")).title).toBe("Content Management - Sagara Rides");
  });
});
