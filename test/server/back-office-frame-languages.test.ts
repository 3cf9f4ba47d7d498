// The frame's screens in Hindi and Kannada through the production build: signing in and joining follow the
// phone's language; the back office follows the person's own choice on Your account, else the phone's.
import { describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, adminSite } from "../support/admin-site";
import { parseHtml } from "../support/html";

type Site = Awaited<ReturnType<typeof adminSite>>;

/** A page as a phone in this language asks for it (Accept-Language), with a cookie or none. */
async function open(site: Site, path: string, language: string, cookie: string | null = site.cookie) {
  const res = await fetch(`${site.url}${path}`, {
    redirect: "manual",
    headers: { "accept-language": language, ...(cookie ? { cookie } : {}) },
  });
  const html = (await res.text()).replaceAll("<!-- -->", "");
  return { res, html, doc: parseHtml(html) };
}

/** A plain form post from a phone in this language. */
function send(site: Site, path: string, body: Record<string, string>, language: string, cookie = site.cookie) {
  return fetch(`${site.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(body),
    redirect: "manual",
    headers: { origin: site.url, "accept-language": language, ...(cookie ? { cookie } : {}) },
  });
}

/** Each piece of text on its own (two elements side by side are two words, as a reader sees them). */
function textsOf(root: Node): string[] {
  const walker = root.ownerDocument!.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
  return texts;
}

/**
 * Every English word a reader sees on the page (text, labels, titles, placeholders, aria-labels), but the names
 * and figures the owner or the system typed (`allowed`): what a screen in Hindi or Kannada must not have.
 */
function englishLeft(doc: Document, allowed: string[]): string[] {
  for (const script of doc.querySelectorAll("script, style")) script.remove();
  const said = [
    doc.title,
    ...textsOf(doc.body),
    ...[...doc.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((e) =>
      ["aria-label", "title", "placeholder", "alt"].map((a) => e.getAttribute(a) ?? ""),
    ),
  ].join(" ");
  // The language choices are named in themselves: English stays "English".
  const names = new Set(["Sagara", "Rides", "admin", "English", "IST", "am", "pm", "AM", "PM", "QR", ...allowed]);
  return [...new Set(said.match(/[A-Za-z]{2,}/g) ?? [])].filter((word) => !names.has(word));
}

describe("the frame's screens in the reader's language", () => {
  it("signs in in the phone's language; the spec's English stays exact", async () => {
    const site = await adminSite();
    const kn = await open(site, "/admin/login", "kn-IN,kn;q=0.9,en;q=0.5", null);
    expect(kn.res.status).toBe(200);
    expect(kn.doc.documentElement.lang).toBe("kn");
    expect(kn.doc.title).toBe("ಅಡ್ಮಿನ್ ಲಾಗಿನ್ - Sagara Rides");
    expect(kn.doc.querySelector("h1")!.textContent).toBe("ಅಡ್ಮಿನ್ ಲಾಗಿನ್");
    expect(kn.html).toContain("ಬಳಕೆದಾರ ಹೆಸರು");
    expect(englishLeft(kn.doc, [])).toEqual([]);

    const hi = await open(site, "/admin/login", "hi", null);
    expect(hi.doc.documentElement.lang).toBe("hi");
    expect(hi.doc.title).toBe("एडमिन लॉगिन - Sagara Rides");
    expect(englishLeft(hi.doc, [])).toEqual([]);

    const en = await open(site, "/admin/login", "en-GB,en;q=0.9", null);
    expect(en.doc.documentElement.lang).toBe("en");
    expect(en.doc.title).toBe("Admin Login - Sagara Rides");
    expect(en.doc.querySelector("h1")!.textContent).toBe("Admin Login");

    // A wrong password, and an empty form: the refusal and the fields' messages in the phone's language.
    const wrong = await send(site, "/admin/login", { username: "admin", password: "not-it" }, "kn", "");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("ಬಳಕೆದಾರ ಹೆಸರು ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ");
    const wrongEn = await send(site, "/admin/login", { username: "admin", password: "not-it" }, "en", "");
    expect(await wrongEn.text()).toContain("Invalid username or password");
    const empty = parseHtml(await (await send(site, "/admin/login", {}, "hi", "")).text());
    expect(empty.querySelector(".admin-field-error")!.textContent).toBe("अपना यूज़रनेम लिखें");
    expect(englishLeft(empty, [])).toEqual([]);
  });

  it("shows the back office in the phone's Kannada until a choice is saved, and says where to change it", async () => {
    const site = await adminSite();
    const { doc } = await open(site, "/admin/account", "kn-IN,kn;q=0.9");
    expect(doc.documentElement.lang).toBe("kn");
    expect(doc.title).toBe("ಖಾತೆ - Sagara Rides");
    const notice = doc.querySelector(".admin-language-notice")!;
    expect(notice.textContent).toBe("ನಿಮ್ಮ ಫೋನಿನ ಭಾಷೆ ಕನ್ನಡ, ಹಾಗಾಗಿ ಅದೇ ಭಾಷೆಯಲ್ಲಿ ತೋರಿಸಲಾಗಿದೆ. ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಬದಲಾಯಿಸಿ.");
    expect(notice.querySelector("a")!.getAttribute("href")).toBe("/admin/account#language-title");
    expect(doc.querySelector('nav a[href="/admin/account"]')!.textContent).toBe("ಖಾತೆ");
    // The choice: each language in its own script and marked so, and the phone's, chosen.
    const choices = [...doc.querySelectorAll<HTMLInputElement>('input[name="language"]')];
    expect(choices.map((c) => c.value)).toEqual(["phone", "en", "hi", "kn"]);
    expect(choices.find((c) => c.checked)!.value).toBe("phone");
    const named = choices.map((c) => c.closest("label")!.querySelector("span")!);
    expect(named.map((s) => [s.textContent, s.getAttribute("lang")])).toEqual([
      ["ಈ ಫೋನಿನಂತೆ (ಕನ್ನಡ)", null],
      ["English", "en"],
      ["हिन्दी", "hi"],
      ["ಕನ್ನಡ", "kn"],
    ]);
    expect(englishLeft(doc, [])).toEqual([]);

    // English phones see no notice.
    const en = await open(site, "/admin/account", "en-IN");
    expect(en.doc.documentElement.lang).toBe("en");
    expect(en.doc.title).toBe("Account - Sagara Rides");
    expect(en.doc.querySelector(".admin-language-notice")).toBeNull();
  });

  it("saves a person's choice, which wins over the phone's language, and only theirs", async () => {
    const site = await adminSite();
    const saved = await send(site, "/admin/account", { intent: "language", language: "en" }, "kn");
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/account");
    const en = await open(site, "/admin/account", "kn");
    expect(en.doc.documentElement.lang).toBe("en");
    expect(en.doc.querySelector(".admin-language-notice")).toBeNull();
    expect(en.doc.querySelector('nav a[href="/admin/account"]')!.textContent).toBe("Account");
    expect(en.doc.querySelector<HTMLInputElement>('input[name="language"]:checked')!.value).toBe("en");

    await send(site, "/admin/account", { intent: "language", language: "hi" }, "kn");
    const hi = await open(site, "/admin/dashboard", "kn");
    expect(hi.doc.documentElement.lang).toBe("hi");
    expect(hi.doc.querySelector('nav a[href="/admin/account"]')!.textContent).toBe("खाता");
    expect(hi.doc.querySelector(".admin-language-notice")).toBeNull();

    // Another person of the shop is not touched by it.
    const ravi = await site.person("ravi", "counter");
    const theirs = await open(site, "/admin/bookings", "kn", ravi.cookie);
    expect(theirs.doc.documentElement.lang).toBe("kn");

    // Back to the phone's language.
    await send(site, "/admin/account", { intent: "language", language: "phone" }, "kn");
    const phone = await open(site, "/admin/account", "kn");
    expect(phone.doc.documentElement.lang).toBe("kn");
    expect(phone.doc.querySelector(".admin-language-notice")).not.toBeNull();
  });

  it("refuses a language it does not know beside the field, cross-site or signed out, and changes nothing", async () => {
    const site = await adminSite();
    await send(site, "/admin/account", { intent: "language", language: "en" }, "kn");
    const refused = await send(site, "/admin/account", { intent: "language", language: "fr" }, "kn");
    expect(refused.status).toBe(400);
    const doc = parseHtml(await refused.text());
    expect(doc.querySelector("#language-error")!.textContent).toBe("Choose a language");
    const stored = () =>
      (
        site.db.$client.prepare("select language from admin_users where username = 'admin'").get() as {
          language: string | null;
        }
      ).language;
    expect(stored()).toBe("en");
    expect(
      (await send(site, "/admin/account", { intent: "language", language: "kn" }, "kn").then(() => stored())) === "kn",
    ).toBe(true);
    // In Kannada now, the same refusal is said in Kannada.
    const again = parseHtml(await (await send(site, "/admin/account", { intent: "language" }, "kn")).text());
    expect(again.querySelector("#language-error")!.textContent).toBe("ಒಂದು ಭಾಷೆ ಆರಿಸಿ");
    expect(stored()).toBe("kn");

    const cross = await fetch(`${site.url}/admin/account`, {
      method: "POST",
      body: new URLSearchParams({ intent: "language", language: "hi" }),
      redirect: "manual",
      headers: { origin: "https://evil.example", cookie: site.cookie },
    });
    expect(cross.status).toBe(403);
    const anonymous = await send(site, "/admin/account", { intent: "language", language: "hi" }, "kn", "");
    expect(anonymous.status).toBe(302);
    expect(stored()).toBe("kn");
    // The browser's copy of who is signed in keeps the spec's shape: no language in it.
    const session = (await (await fetch(`${site.url}/admin/session`, { headers: { cookie: site.cookie } })).json()) as {
      user: Record<string, unknown>;
    };
    expect(Object.keys(session.user).sort()).toEqual(["email", "id", "lastLogin", "role", "username"]);
  });

  it("says People, Your account's password messages and a kept change in Hindi, with no English left", async () => {
    const site = await adminSite();
    await site.person("ravi", "counter");
    await send(site, "/admin/account", { intent: "language", language: "hi" }, "en");
    const people = await open(site, "/admin/settings/people", "en");
    expect(people.doc.title).toBe("लोग · बैक ऑफ़िस");
    expect(people.doc.querySelector("h1")!.textContent).toBe("लोग");
    expect(people.html).toContain("काउंटर");
    // The usernames are the people's own.
    expect(englishLeft(people.doc, ["ravi"])).toEqual([]);

    const invited = await send(site, "/admin/settings/people", { intent: "invite", role: "counter" }, "en");
    const card = parseHtml(await invited.text());
    expect(card.querySelector("#invitation-title")!.textContent).toBe("न्योते का लिंक (काउंटर)");

    const badPassword = await send(
      site,
      "/admin/account",
      { intent: "password", currentPassword: ADMIN_PASSWORD, newPassword: "short", confirmPassword: "other" },
      "en",
    );
    const account = parseHtml(await badPassword.text());
    const messages = [...account.querySelectorAll(".admin-field-error")].map((e) => e.textContent);
    expect(messages).toEqual(["कम से कम 12 अक्षर रखें", "दोनों नए पासवर्ड एक जैसे नहीं हैं"]);
    expect(englishLeft(account, [])).toEqual([]);

    const kept = await open(site, "/admin/kept", "en");
    expect(kept.doc.querySelector("h1")!.textContent).toBe("सेव के लिए तैयार");
    expect(englishLeft(kept.doc, [])).toEqual([]);

    const missing = await open(site, "/admin/bookings/SR-ZZZZ", "en");
    expect(missing.res.status).toBe(404);
    expect(missing.doc.querySelector("h1")!.textContent).toBe("नहीं मिला");
  });

  it("refuses a counter's screen in their language, and joins from a link in the phone's", async () => {
    const site = await adminSite();
    const ravi = await site.person("ravi", "counter");
    const refused = await open(site, "/admin/settings", "kn", ravi.cookie);
    expect(refused.res.status).toBe(403);
    expect(refused.doc.querySelector("h1")!.textContent).toBe("ನಿಮ್ಮ ಖಾತೆಗೆ ಅಲ್ಲ");
    expect(refused.doc.querySelector(".admin-notice")!.textContent).toContain("ಅಂಗಡಿಯ ಮಾಲೀಕರನ್ನು ಕೇಳಿ");
    expect(englishLeft(refused.doc, [])).toEqual([]);
    const refusedEn = await open(site, "/admin/settings", "en", ravi.cookie);
    expect(refusedEn.doc.querySelector(".admin-notice")!.textContent).toBe(
      "Your account cannot open this screen or make this change: nothing was changed. Ask the shop's owner if you need it.",
    );

    const { path } = site.auth.staff.invite("counter", { actor: "admin" });
    const join = await open(site, path, "kn", null);
    expect(join.doc.documentElement.lang).toBe("kn");
    expect(join.doc.querySelector("h1")!.textContent).toBe("ಬ್ಯಾಕ್ ಆಫೀಸ್ ಸೇರಿ");
    expect(join.html).toContain("ಪಾತ್ರ: ಕೌಂಟರ್");
    expect(englishLeft(join.doc, [])).toEqual([]);
    const taken = await send(
      site,
      path,
      { username: "ravi", newPassword: "lantern-cashew-ferry", confirmPassword: "lantern-cashew-ferry" },
      "kn",
      "",
    );
    expect(taken.status).toBe(400);
    const takenDoc = parseHtml(await taken.text());
    expect(takenDoc.querySelector("#join-username-error")!.textContent).toBe("ಈ ಬಳಕೆದಾರ ಹೆಸರು ಬೇರೆಯವರದು: ಬೇರೆಯದನ್ನು ಆರಿಸಿ");
    const used = await open(site, "/admin/join/not-a-real-link-at-all-0000", "hi", null);
    expect(used.doc.querySelector(".login-error")!.textContent).toBe(
      "यह न्योते का लिंक सही नहीं है। दुकान के मालिक से नया लिंक माँगें।",
    );

    const manifest = (await (
      await fetch(`${site.url}/admin/manifest.webmanifest`, { headers: { "accept-language": "kn" } })
    ).json()) as { name: string; lang: string };
    expect(manifest).toMatchObject({ name: "Sagara Rides ಬ್ಯಾಕ್ ಆಫೀಸ್", lang: "kn" });
    const english = (await (await fetch(`${site.url}/admin/manifest.webmanifest`)).json()) as { name: string };
    expect(english.name).toBe("Sagara Rides back office");
  });
});
