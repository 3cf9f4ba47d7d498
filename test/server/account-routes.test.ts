// The Account screen's actions over HTTP, as a browser without JavaScript
// posts them: change the password, sign out one session, or every other one.
import { describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, adminSite } from "../support/admin-site";
import { parseHtml } from "../support/html";

const ACCOUNT = "/admin/account";
const NEW = "tide-lantern-cashew-ferry";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

const read = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const tokenOf = (cookie: string) => cookie.replace(/^session=/, "");

/** The admin site, and a second session of the owner's on a phone. */
async function withPhone() {
  const site = await adminSite();
  const phone = await site.auth.signIn({
    username: "admin",
    password: ADMIN_PASSWORD,
    remember: false,
    ip: "198.51.100.7",
    userAgent: ANDROID_CHROME,
  });
  if (!phone.ok) throw new Error("could not sign in");
  return { site, phone };
}

const passwordForm = (fields: Record<string, string> = {}) => ({
  intent: "password",
  currentPassword: ADMIN_PASSWORD,
  newPassword: NEW,
  confirmPassword: NEW,
  ...fields,
});

describe("the Account screen", () => {
  it("lists where the owner is signed in, this browser first and marked, the address shortened", async () => {
    const { site, phone } = await withPhone();
    const res = await site.get(ACCOUNT);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const doc = parseHtml(await read(res));
    expect(doc.title).toBe("Account - Sagara Rides");
    const rows = [...doc.querySelectorAll(".admin-session")];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain("This browser");
    expect(rows[1]!.textContent).toContain("Chrome 130 on Android 14");
    expect(rows[1]!.textContent).toContain("198.51.100.x");
    expect(rows[1]!.textContent).not.toContain("198.51.100.7");
    expect(rows[1]!.textContent).toMatch(/Signed in\d.*IST/);
    expect(rows[1]!.textContent).toMatch(/Last seen\d.*IST/);
    // Each Sign out names the session it ends; this browser's is the Logout form.
    const button = rows[1]!.querySelector("button")!;
    expect(button.textContent).toBe("Sign out Chrome 130 on Android 14");
    expect(button.closest("form")!.querySelector('input[name="session"]')!.getAttribute("value")).toBe(
      phone.session.token,
    );
    expect(rows[0]!.querySelector("form")!.getAttribute("action")).toBe("/admin/logout");
    // The menu leads here.
    expect(doc.querySelector('nav a[href="/admin/account"]')!.textContent).toBe("Account");
  });

  it("refuses without a session and cross-site, and an action it does not know", async () => {
    const { site, phone } = await withPhone();
    const anonymous = await site.get(ACCOUNT, { signedIn: false });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin/login?redirect=%2Fadmin%2Faccount");
    const bodies: Record<string, string>[] = [
      passwordForm(),
      { intent: "sign-out-others" },
      { intent: "sign-out", session: phone.session.token },
    ];
    for (const body of bodies) {
      const res = await site.post(ACCOUNT, body, { signedIn: false });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/admin/login?redirect=%2Fadmin%2Faccount&unsaved");
      expect((await site.post(ACCOUNT, body, { headers: { origin: "https://evil.example" } })).status).toBe(403);
      expect((await site.post(ACCOUNT, body, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    }
    expect((await site.post(ACCOUNT, { intent: "explode" })).status).toBe(400);
    expect(site.auth.authenticate(phone.cookieToken)).not.toBeNull();
    expect((await site.auth.signIn({ username: "admin", password: ADMIN_PASSWORD, remember: false, ip: "x" })).ok).toBe(
      true,
    );
  });
});

describe("changing the password", () => {
  it("signs out every other session, keeps this one under a new cookie, and says so", async () => {
    const { site, phone } = await withPhone();
    const res = await site.post(ACCOUNT, passwordForm());
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(ACCOUNT);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("session="))!;
    expect(cookie).toMatch(/^session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);
    const fresh = cookie.split(";")[0]!;
    expect(fresh).not.toBe(site.cookie);
    // The phone is out; the old cookie of this browser is worthless; the new one carries on.
    expect(site.auth.authenticate(phone.cookieToken)).toBeNull();
    expect(site.auth.authenticate(tokenOf(site.cookie))).toBeNull();
    // What it says comes once, from the flash the answer left for the new session (never from the address).
    const flash = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("flash="))!
      .split(";")[0]!;
    const page = await fetch(`${site.url}${ACCOUNT}`, { headers: { cookie: `${fresh}; ${flash}` } });
    expect(page.status).toBe(200);
    expect(await read(page)).toContain(
      "Password changed. Signed out everywhere else (1 other session); this browser stays signed in.",
    );
    const signIn = (password: string) =>
      site.auth.signIn({ username: "admin", password, remember: false, ip: "127.0.0.1" });
    expect((await signIn(ADMIN_PASSWORD)).ok).toBe(false);
    expect((await signIn(NEW)).ok).toBe(true);
  });

  it("refuses what the rules refuse, with each message next to its field, never sending a password back", async () => {
    const { site, phone } = await withPhone();
    const res = await site.post(
      ACCOUNT,
      passwordForm({ currentPassword: "typed-current-pw", newPassword: "SagaraRides2025", confirmPassword: "other" }),
    );
    expect(res.status).toBe(400);
    const html = await read(res);
    const doc = parseHtml(html);
    expect(doc.getElementById("change-password-newPassword-error")!.textContent).toBe(
      "Choose a password that is not the business name",
    );
    expect(doc.getElementById("change-password-confirmPassword-error")!.textContent).toBe(
      "The two new passwords are not the same",
    );
    const input = doc.getElementById("change-password-newPassword")!;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.hasAttribute("autofocus")).toBe(true);
    for (const typed of ["typed-current-pw", "SagaraRides2025"]) expect(html).not.toContain(typed);
    const short = await read(
      await site.post(ACCOUNT, passwordForm({ newPassword: "short", confirmPassword: "short" })),
    );
    expect(parseHtml(short).getElementById("change-password-newPassword-error")!.textContent).toBe(
      "Use at least 12 characters",
    );
    expect(site.auth.authenticate(phone.cookieToken)).not.toBeNull();
    expect(site.auth.authenticate(tokenOf(site.cookie))).not.toBeNull();
  });

  it("a wrong current password changes nothing, said next to the field; five hold this session back", async () => {
    const { site, phone } = await withPhone();
    const res = await site.post(ACCOUNT, passwordForm({ currentPassword: "not-the-password" }));
    expect(res.status).toBe(400);
    const doc = parseHtml(await read(res));
    expect(doc.getElementById("change-password-currentPassword-error")!.textContent).toBe(
      "That is not your current password",
    );
    expect(doc.querySelector('[role="alert"]')!.textContent).toBe("The password was not changed.");
    expect(site.auth.authenticate(phone.cookieToken)).not.toBeNull();
    for (let i = 0; i < 4; i++) await site.post(ACCOUNT, passwordForm({ currentPassword: "not-the-password" }));
    const locked = await site.post(ACCOUNT, passwordForm());
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await read(locked)).toMatch(/Too many failed attempts\. Please wait \d+ minutes? and try again\./);
    expect(site.auth.authenticate(phone.cookieToken)).not.toBeNull();
  });
});

describe("signing sessions out", () => {
  it("signs out one session by the Sessions list's button, and no other", async () => {
    const { site, phone } = await withPhone();
    const res = await site.post(ACCOUNT, { intent: "sign-out", session: phone.session.token });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(ACCOUNT);
    expect(site.auth.authenticate(phone.cookieToken)).toBeNull();
    const page = (await site.follow(res)).html.replaceAll("<!-- -->", "");
    expect(page).toContain("Signed out. That browser needs the password to get back in.");
    expect(page).not.toContain("Android");

    const again = await site.post(ACCOUNT, { intent: "sign-out", session: phone.session.token });
    expect(again.status).toBe(404);
    expect(await read(again)).toContain("That session has already ended.");
  });

  it("signing out this browser's own session from the list ends it and clears its cookie, like Logout", async () => {
    const site = await adminSite();
    const me = site.auth.authenticate(tokenOf(site.cookie))!;
    const res = await site.post(ACCOUNT, { intent: "sign-out", session: me.token });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login");
    expect(res.headers.get("set-cookie")).toMatch(/^session=; .*Max-Age=0/);
    expect(site.auth.authenticate(tokenOf(site.cookie))).toBeNull();
  });

  it("sign out everywhere else keeps only this browser", async () => {
    const { site, phone } = await withPhone();
    const res = await site.post(ACCOUNT, { intent: "sign-out-others" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(ACCOUNT);
    expect(site.auth.authenticate(phone.cookieToken)).toBeNull();
    const page = (await site.follow(res)).html.replaceAll("<!-- -->", "");
    expect(page).toContain("Signed out everywhere else (1 other session).");
    expect(page).toContain("Only this browser is signed in.");
  });

  it("a session of someone else's cannot be named", async () => {
    const { site, phone } = await withPhone();
    const res = await site.post(ACCOUNT, { intent: "sign-out", session: "not-a-handle" });
    expect(res.status).toBe(404);
    expect(site.auth.authenticate(phone.cookieToken)).not.toBeNull();
  });
});
