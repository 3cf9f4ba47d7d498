// A form's save sent without JavaScript after the session ended: kept sealed in that browser's cookie for at most an
// hour, shown after a fresh sign-in ready to save, and never applied without one.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keptChangeCookie, readKeptChange } from "~/admin/kept-change/kept-change.server";
import { adminSite } from "../support/admin-site";

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

async function keptAfterSignOut() {
  const site = await adminSite();
  const body = fineForm(site, "777");
  const before = site.store.item("fines", "late-return");
  // The session ends on the server (a sign-out elsewhere, an expiry); the browser still sends its cookie.
  expect((await site.post("/admin/logout", {})).status).toBe(302);
  const res = await site.post(EDIT, body);
  return { site, body, before, res };
}

describe("a change sent after the session ended", () => {
  it("is kept sealed in an HttpOnly, same-site cookie for an hour, and nothing is saved", async () => {
    const { site, before, res } = await keptAfterSignOut();
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login?redirect=%2Fadmin%2Fkept&kept");
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^kept_change=[\w-]+; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=3600$/);
    // Sealed: what was typed cannot be read from the cookie.
    expect(Buffer.from(cookieOf(setCookie).split("=")[1]!, "base64url").toString("latin1")).not.toContain("777");
    expect(site.store.item("fines", "late-return")).toEqual(before);
    // The login page says so.
    const login = await read(await site.get("/admin/login?redirect=%2Fadmin%2Fkept&kept", { signedIn: false }));
    expect(login).toContain("your change has not been saved yet. It is kept here for an hour");
  });

  it("is kept for a form in three languages too, though its urlencoded body is longer than a cookie", async () => {
    const site = await adminSite();
    const { id, hidden: _hidden, version, ...values } = site.store.item("taxis", "local-sightseeing")!;
    const body: [string, string][] = [["version", String(version)]];
    for (const [k, v] of Object.entries(values)) {
      if (Array.isArray(v)) v.forEach((row, i) => body.push([`${k}[${i}]`, String(row)]));
      else body.push([k, String(v)]);
    }
    body.push(["descriptionKn", "ಗೋಕರ್ಣದ ಕಡಲತೀರಗಳು ಮತ್ತು ದೇವಾಲಯಗಳ ಸುತ್ತ ಇಡೀ ದಿನದ ಪ್ರವಾಸ, ನಿಮ್ಮ ವೇಗದಲ್ಲಿ."]);
    expect(new URLSearchParams(body).toString().length).toBeGreaterThan(3_800);
    expect((await site.post("/admin/logout", {})).status).toBe(302);
    const res = await site.post(`/admin/content/taxis/${id}`, body);
    expect(res.headers.get("location")).toBe("/admin/login?redirect=%2Fadmin%2Fkept&kept");
    const cookie = cookieOf(res.headers.get("set-cookie")!);
    const headers = { cookie: `${await site.signIn()}; ${cookie}` };
    const kept = await read(await fetch(`${site.url}/admin/kept`, { headers, redirect: "manual" }));
    expect(kept).toContain("ಗೋಕರ್ಣದ ಕಡಲತೀರಗಳು");
  });

  it("is shown after a fresh sign-in ready to save, saved by one press with its version, then forgotten", async () => {
    const { site, body, res } = await keptAfterSignOut();
    const kept = cookieOf(res.headers.get("set-cookie")!);
    // Not without signing in: the kept screen is behind the gate, and the cookie alone applies nothing.
    expect((await fetch(`${site.url}/admin/kept`, { headers: { cookie: kept }, redirect: "manual" })).status).toBe(302);
    const session = await site.signIn();
    const headers = { cookie: `${session}; ${kept}` };
    const page = await read(await fetch(`${site.url}/admin/kept`, { headers, redirect: "manual" }));
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
    expect(saved.headers.getSetCookie()).toContain("kept_change=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0");
    expect(site.store.item("fines", "late-return")!.amount).toBe(777);
  });

  it("a stale kept change meets the version check like any save", async () => {
    const { site, body, res } = await keptAfterSignOut();
    const kept = cookieOf(res.headers.get("set-cookie")!);
    const { id: _id, hidden: _h, version, ...values } = site.store.item("fines", "late-return")!;
    expect(site.store.update("fines", "late-return", { ...values, amount: 600 }, version, { actor: "other" }).ok).toBe(
      true,
    );
    const session = await site.signIn();
    const answer = await fetch(`${site.url}${EDIT}`, {
      method: "POST",
      body: new URLSearchParams(body),
      redirect: "manual",
      headers: { cookie: `${session}; ${kept}`, origin: site.url },
    });
    expect(answer.status).toBe(409);
    expect(site.store.item("fines", "late-return")!.amount).toBe(600);
  });

  it("is not kept when made up, tampered with, cross-site, or not a form's save", async () => {
    const { site, res } = await keptAfterSignOut();
    const kept = cookieOf(res.headers.get("set-cookie")!);
    const session = await site.signIn();
    const value = kept.split("=")[1]!;
    const tampered = `kept_change=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    const page = await read(
      await fetch(`${site.url}/admin/kept`, { headers: { cookie: `${session}; ${tampered}` }, redirect: "manual" }),
    );
    expect(page).toContain("Nothing is waiting to be saved");

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
    const cookie = cookieOf(keptChangeCookie(post, form, key)!);
    const kept = (at: number) =>
      readKeptChange(
        new Request("http://site.test/admin/kept", { headers: { cookie } }),
        key,
        new Date(Date.now() + at),
      );
    expect(kept(59 * 60_000)?.entries).toEqual([["amount", "777"]]);
    expect(kept(61 * 60_000)).toBeNull();
  });
});
