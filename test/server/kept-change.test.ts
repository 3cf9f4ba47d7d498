// A form's save sent without JavaScript after the session ended: kept sealed in that browser's cookie for at most an
// hour, bound to that browser and its person, shown to them after a fresh sign-in ready to save, and never applied
// without one.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keptChangeCookie, readKeptChange } from "~/admin/kept-change/kept-change.server";
import { ADMIN_PASSWORD, adminSite } from "../support/admin-site";

type Site = Awaited<ReturnType<typeof adminSite>>;

const read = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const EDIT = "/admin/content/fines/late-return";

/** The fine's form as it posts it, with a new amount. */
function fineForm(site: Awaited<ReturnType<typeof adminSite>>, amount: string) {
  const { id: _id, hidden: _hidden, version, ...values } = site.store.item("fines", "late-return")!;
  return {
    ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
    amount,
    version: String(version),
  };
}

/** The cookie a Set-Cookie header sets, as a browser sends it back. */
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

/**
 * A browser signed in to by a person, as its cookies: a session and the device cookie every sign-in sends. `device`:
 * the device cookie this browser already had (signing in again on it), as its value.
 */
async function signInOn(site: Site, device?: string, username = "admin", password = ADMIN_PASSWORD) {
  const signedIn = await site.auth.signIn({ username, password, remember: false, ip: "127.0.0.1", device });
  if (!signedIn.ok) throw new Error(`${username} could not sign in`);
  return {
    device: signedIn.deviceToken,
    cookies: `session=${signedIn.cookieToken}; device=${signedIn.deviceToken}`,
  };
}

/** A plain form post from a browser with these cookies. */
const postFrom = (site: Site, cookies: string, path: string, body: Record<string, string> | [string, string][]) =>
  site.post(path, body, { signedIn: false, headers: { cookie: cookies } });

const keptPage = async (site: Site, cookies: string) =>
  read(await fetch(`${site.url}/admin/kept`, { headers: { cookie: cookies }, redirect: "manual" }));

/** The owner's phone: signed in, its session ended on the server, then a change sent from its open form. */
async function keptAfterSignOut(site?: Site) {
  site ??= await adminSite();
  const phone = await signInOn(site);
  const body = fineForm(site, "777");
  const before = site.store.item("fines", "late-return");
  // The session ends on the server (a sign-out elsewhere, an expiry); the browser still sends its cookies.
  expect((await postFrom(site, phone.cookies, "/admin/logout", {})).status).toBe(302);
  const res = await postFrom(site, phone.cookies, EDIT, body);
  return { site, body, before, res, phone };
}

describe("a change sent after the session ended", () => {
  it("is kept sealed in an HttpOnly, same-site cookie for an hour, and nothing is saved", async () => {
    const { site, before, res } = await keptAfterSignOut();
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login?redirect=%2Fadmin%2Fkept&kept");
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^kept_change=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=3600$/);
    // Sealed: what was typed cannot be read from the cookie.
    expect(Buffer.from(cookieOf(setCookie).split("=")[1]!, "base64url").toString("latin1")).not.toContain("777");
    expect(site.store.item("fines", "late-return")).toEqual(before);
    // The login page says so.
    const login = await read(await site.get("/admin/login?redirect=%2Fadmin%2Fkept&kept", { signedIn: false }));
    expect(login).toContain("your change has not been saved yet. It is kept here for an hour");
  });

  it("is kept for a form in three languages too, though its urlencoded body is longer than a cookie", async () => {
    const site = await adminSite();
    const phone = await signInOn(site);
    const { id, hidden: _hidden, version, ...values } = site.store.item("taxis", "local-sightseeing")!;
    const body: [string, string][] = [["version", String(version)]];
    for (const [k, v] of Object.entries(values)) {
      if (Array.isArray(v)) v.forEach((row, i) => body.push([`${k}[${i}]`, String(row)]));
      else body.push([k, String(v)]);
    }
    body.push(["descriptionKn", "ಗೋಕರ್ಣದ ಕಡಲತೀರಗಳು ಮತ್ತು ದೇವಾಲಯಗಳ ಸುತ್ತ ಇಡೀ ದಿನದ ಪ್ರವಾಸ, ನಿಮ್ಮ ವೇಗದಲ್ಲಿ."]);
    expect(new URLSearchParams(body).toString().length).toBeGreaterThan(3_800);
    expect((await postFrom(site, phone.cookies, "/admin/logout", {})).status).toBe(302);
    const res = await postFrom(site, phone.cookies, `/admin/content/taxis/${id}`, body);
    expect(res.headers.get("location")).toBe("/admin/login?redirect=%2Fadmin%2Fkept&kept");
    const cookie = cookieOf(res.headers.get("set-cookie")!);
    const again = await signInOn(site, phone.device);
    expect(await keptPage(site, `${again.cookies}; ${cookie}`)).toContain("ಗೋಕರ್ಣದ ಕಡಲತೀರಗಳು");
  });

  it("is shown after a fresh sign-in ready to save, saved by one press with its version, then forgotten", async () => {
    const { site, body, res, phone } = await keptAfterSignOut();
    const kept = cookieOf(res.headers.get("set-cookie")!);
    // Not without signing in: the kept screen is behind the gate, and the cookie alone applies nothing.
    expect((await fetch(`${site.url}/admin/kept`, { headers: { cookie: kept }, redirect: "manual" })).status).toBe(302);
    const again = await signInOn(site, phone.device);
    const headers = { cookie: `${again.cookies}; ${kept}` };
    const page = await keptPage(site, headers.cookie);
    expect(page).toContain("Your change to the fine Late return");
    expect(page).toContain("777");
    // The same post again, to the form's own action: a plain post, whatever the browser.
    expect(page).toMatch(new RegExp(`<form[^>]* action="${EDIT}" method="post">`));
    expect(site.store.item("fines", "late-return")!.amount).not.toBe(777);

    const saved = await fetch(`${site.url}${EDIT}`, {
      method: "POST",
      body: new URLSearchParams(body),
      redirect: "manual",
      headers: { ...headers, origin: site.url },
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(EDIT);
    expect(saved.headers.getSetCookie()).toContain("kept_change=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");
    expect(site.store.item("fines", "late-return")!.amount).toBe(777);
  });

  it("a stale kept change meets the version check like any save", async () => {
    const { site, body, res, phone } = await keptAfterSignOut();
    const kept = cookieOf(res.headers.get("set-cookie")!);
    const { id: _id, hidden: _h, version, ...values } = site.store.item("fines", "late-return")!;
    expect(site.store.update("fines", "late-return", { ...values, amount: 600 }, version, { actor: "other" }).ok).toBe(
      true,
    );
    const again = await signInOn(site, phone.device);
    const answer = await postFrom(site, `${again.cookies}; ${kept}`, EDIT, body);
    expect(answer.status).toBe(409);
    expect(site.store.item("fines", "late-return")!.amount).toBe(600);
  });

  it("is not kept when made up, tampered with, cross-site, or not a form's save", async () => {
    const { site, res, phone } = await keptAfterSignOut();
    const kept = cookieOf(res.headers.get("set-cookie")!);
    const again = await signInOn(site, phone.device);
    const value = kept.split("=")[1]!;
    const tampered = `kept_change=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    expect(await keptPage(site, `${again.cookies}; ${tampered}`)).toContain("Nothing is waiting to be saved");

    const crossSite = await site.post(EDIT, fineForm(site, "5"), {
      signedIn: false,
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("set-cookie")).toBeNull();

    const hide = await site.post(
      "/admin/content/fines",
      { intent: "hide", id: "late-return", version: "1" },
      { signedIn: false },
    );
    expect(hide.headers.get("location")).toBe("/admin/login?redirect=%2Fadmin%2Fcontent%2Ffines&unsaved");
    expect(hide.headers.get("set-cookie")).toBeNull();
  });

  it("runs out after an hour", () => {
    const post = new Request(`http://site.test${EDIT}`, { method: "POST" });
    const form = new FormData();
    form.set("amount", "777");
    const key = randomBytes(32);
    const holder = { userId: "owner", idHash: "a".repeat(64) };
    const cookie = cookieOf(keptChangeCookie(post, form, key, holder)!);
    const kept = (at: number) =>
      readKeptChange(
        new Request("http://site.test/admin/kept", { headers: { cookie } }),
        key,
        holder,
        new Date(Date.now() + at),
      );
    expect(kept(59 * 60_000)?.entries).toEqual([["amount", "777"]]);
    expect(kept(61 * 60_000)).toBeNull();
  });
});

describe("a kept change belongs to the browser and the person that made it", () => {
  it("is not offered to the same account on another browser, where it was planted", async () => {
    const { site, res, before } = await keptAfterSignOut();
    const planted = cookieOf(res.headers.get("set-cookie")!);
    const laptop = await signInOn(site);
    expect(await keptPage(site, `${laptop.cookies}; ${planted}`)).toContain("Nothing is waiting to be saved");
    // Nor forgotten by, or applied through, a save there: the laptop's own post is all that counts.
    const own = await postFrom(site, `${laptop.cookies}; ${planted}`, "/admin/kept", { intent: "discard" });
    expect(own.headers.get("location")).toBe("/admin");
    expect(site.store.item("fines", "late-return")).toEqual(before);
  });

  it("is not offered to the owner when another account sealed it and planted it in the owner's browser", async () => {
    const site = await adminSite();
    const ravi = await site.person("ravi", "counter");
    const counter = await signInOn(site, undefined, ravi.username, ravi.password);
    // Ravi's session ends, and his browser sends a change to the fine: it is kept for Ravi, on his browser, only.
    await postFrom(site, counter.cookies, "/admin/logout", {});
    const sealedByRavi = await postFrom(site, counter.cookies, EDIT, fineForm(site, "1"));
    expect(sealedByRavi.headers.get("location")).toBe("/admin/login?redirect=%2Fadmin%2Fkept&kept");
    const planted = cookieOf(sealedByRavi.headers.get("set-cookie")!);
    const owner = await signInOn(site);
    expect(await keptPage(site, `${owner.cookies}; ${planted}`)).toContain("Nothing is waiting to be saved");
    // Even with Ravi's device cookie planted beside it: the device must be the signed-in person's own.
    const ownerSession = owner.cookies.split("; ")[0]!;
    expect(await keptPage(site, `${ownerSession}; device=${counter.device}; ${planted}`)).toContain(
      "Nothing is waiting to be saved",
    );
    expect(site.store.item("fines", "late-return")!.amount).not.toBe(1);
  });

  it("is not kept for a browser nobody has signed in from: its post is simply not saved", async () => {
    const site = await adminSite();
    const res = await site.post(EDIT, fineForm(site, "777"), { signedIn: false });
    expect(res.headers.get("location")).toBe(`/admin/login?redirect=${encodeURIComponent(EDIT)}&unsaved`);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(site.store.item("fines", "late-return")!.amount).not.toBe(777);
  });

  it("over HTTPS is a host-only cookie: __Host-, Secure, Path=/", async () => {
    const site = await adminSite();
    const https = { "x-forwarded-proto": "https", origin: site.url.replace("http:", "https:") };
    const phone = await signInOn(site);
    const cookie = `__Host-session=stale; __Host-device=${phone.device}`;
    const res = await site.post(EDIT, fineForm(site, "777"), { signedIn: false, headers: { ...https, cookie } });
    expect(res.headers.get("set-cookie")).toMatch(
      /^__Host-kept_change=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=3600$/,
    );
  });
});
