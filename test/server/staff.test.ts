/**
 * The shop's people through the real server: invitations (forged, reused,
 * expired: nothing created), the last owner, and disabling (a live session's
 * next request lands on the sign-in page).
 */
import { describe, expect, it } from "vitest";
import { addDays, shopClock } from "~/booking/dates";
import { rupees } from "~/content/format";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { adminSite } from "../support/admin-site";
import { checkOutForm } from "../support/handover";
import { parseHtml } from "../support/html";

const accounts = (site: Awaited<ReturnType<typeof adminSite>>) =>
  (site.db.$client.prepare("select count(*) n from admin_users").get() as { n: number }).n;

describe("invitations", () => {
  it("make one account of the chosen role, once", async () => {
    const site = await adminSite();
    const { path } = site.auth.staff.invite("counter", { actor: "admin" });
    const token = path.split("/").pop()!;
    const form = { username: "Ravi", newPassword: "ravi-at-the-counter", confirmPassword: "ravi-at-the-counter" };
    expect(site.auth.staff.invitation(token)).toEqual({ ok: true, role: "counter" });
    expect(await site.auth.staff.accept(token, form, { brand: "" })).toEqual({ ok: true, username: "Ravi" });
    const again = { ...form, username: "Ravi2" };
    expect(await site.auth.staff.accept(token, again, { brand: "" })).toEqual({ ok: false, problem: "used" });
    expect(accounts(site)).toBe(2);
    const signedIn = await site.auth.signIn({
      username: "ravi",
      password: form.newPassword,
      remember: false,
      ip: "::1",
    });
    expect(signedIn.ok && signedIn.session.user.role).toBe("counter");
  });

  it("refuse a forged link, an expired one and a bad password, creating nothing", async () => {
    const site = await adminSite();
    const form = { username: "ravi", newPassword: "ravi-at-the-counter", confirmPassword: "ravi-at-the-counter" };
    const forged = "A".repeat(43);
    expect(await site.auth.staff.accept(forged, form, { brand: "" })).toEqual({ ok: false, problem: "unknown" });
    const { path } = site.auth.staff.invite("counter", { actor: "admin" });
    const token = path.split("/").pop()!;
    const weak = await site.auth.staff.accept(token, { ...form, newPassword: "password1234" }, { brand: "" });
    expect(weak.ok).toBe(false);
    expect(!weak.ok && weak.problem === "invalid" && weak.fieldErrors.newPassword).toBeTruthy();
    const taken = await site.auth.staff.accept(token, { ...form, username: "ADMIN" }, { brand: "" });
    expect(!taken.ok && taken.problem === "invalid" && taken.fieldErrors.username).toEqual([
      "Someone already has this username: choose another",
    ]);
    site.db.$client.prepare("update staff_invitations set expires_at = '2020-01-01T00:00:00.000Z'").run();
    expect(await site.auth.staff.accept(token, form, { brand: "" })).toEqual({ ok: false, problem: "expired" });
    expect(accounts(site)).toBe(1);
  });
});

describe("the last owner", () => {
  it("cannot be demoted or disabled while no other owner is active", async () => {
    const site = await adminSite();
    const owner = site.auth.staff.people().find((p) => p.username === "admin")!;
    const refusal = { ok: false, message: "The shop needs an active owner: make another person owner first" };
    expect(site.auth.staff.changeRole(owner.id, "counter", { actor: "admin" })).toMatchObject(refusal);
    expect(site.auth.staff.setDisabled(owner.id, true, { actor: "admin" })).toMatchObject(refusal);
    await site.person("ravi", "counter");
    const ravi = site.auth.staff.people().find((p) => p.username === "ravi")!;
    // A counter made owner lets the first owner step down.
    expect(site.auth.staff.changeRole(ravi.id, "owner", { actor: "admin" })).toEqual({ ok: true });
    expect(site.auth.staff.changeRole(owner.id, "counter", { actor: "admin" })).toEqual({ ok: true });
    expect(site.auth.staff.setDisabled(ravi.id, true, { actor: "admin" })).toMatchObject(refusal);
  });
});

describe("disabling a person", () => {
  it("ends their sessions at once: their next request lands on the sign-in page, and they cannot sign in", async () => {
    const site = await adminSite();
    const ravi = await site.person("ravi", "counter");
    const open = await fetch(`${site.url}/admin/bookings`, { redirect: "manual", headers: { cookie: ravi.cookie } });
    expect(open.status).toBe(200);
    const id = site.auth.staff.people().find((p) => p.username === "ravi")!.id;
    expect(site.auth.staff.setDisabled(id, true, { actor: "admin" })).toEqual({ ok: true });
    const next = await fetch(`${site.url}/admin/bookings`, { redirect: "manual", headers: { cookie: ravi.cookie } });
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toMatch(/^\/admin\/login/);
    const again = await site.auth.signIn({ username: "ravi", password: ravi.password, remember: false, ip: "::1" });
    expect(again).toEqual({ ok: false, reason: "disabled" });
    // Enabled again, they sign in as before.
    site.auth.staff.setDisabled(id, false, { actor: "admin" });
    expect((await site.auth.signIn({ username: "ravi", password: ravi.password, remember: false, ip: "::1" })).ok).toBe(
      true,
    );
  });
});

describe("a page left open by a person who lost the right", () => {
  it("refuses a demoted owner's post with a clear 403, and a disabled person's with the sign-in; nothing changes", async () => {
    const site = await adminSite();
    const asha = await site.person("asha", "owner");
    const ravi = await site.person("ravi", "counter");
    const idOf = (name: string) => site.auth.staff.people().find((p) => p.username === name)!.id;
    expect(site.auth.staff.changeRole(idOf("asha"), "counter", { actor: "admin" })).toEqual({ ok: true });
    expect(site.auth.staff.setDisabled(idOf("ravi"), true, { actor: "admin" })).toEqual({ ok: true });
    const before = site.auditCount();
    const settingsBefore = site.store.settings();
    const demoted = await site.post(
      "/admin/settings",
      { brand: "Someone Else's Shop" },
      { headers: { cookie: asha.cookie } },
    );
    expect(demoted.status).toBe(403);
    expect(await demoted.text()).toContain("Your account cannot open this screen");
    const disabled = await site.post(
      "/admin/bookings",
      { intent: "block", from: "2030-01-01", to: "2030-01-02" },
      { headers: { cookie: ravi.cookie } },
    );
    expect(disabled.status).toBe(302);
    expect(disabled.headers.get("location")).toMatch(/^\/admin\/login/);
    expect(site.auditCount()).toBe(before);
    expect(site.store.settings()).toEqual(settingsBefore);
  });
});

describe("the People screen and the invitation's page", () => {
  it("lets the owner invite a counter, who makes an account on their own page; the counter cannot open People", async () => {
    const site = await adminSite();
    const made = await site.post("/admin/settings/people", { intent: "invite", role: "counter" });
    expect(made.status).toBe(200);
    const link = (await made.text()).match(/\/admin\/join\/[A-Za-z0-9_-]{43}/)![0];
    const page = await fetch(`${site.url}${link}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/You are invited as (<!-- -->)?Counter/);
    const form = { username: "ravi", newPassword: "ravi-at-the-counter", confirmPassword: "wrong-again-here" };
    const mismatch = await site.post(link, form, { signedIn: false });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("The two new passwords are not the same");
    const joined = await site.post(link, { ...form, confirmPassword: form.newPassword }, { signedIn: false });
    const joinedText = await joined.clone().text();
    expect(joined.status, joinedText.slice(-600)).toBe(200);
    expect(await joined.text()).toMatch(/Your account (<!-- -->)?ravi(<!-- -->)? is ready/);
    const reused = await site.post(
      link,
      { ...form, username: "ravi2", confirmPassword: form.newPassword },
      { signedIn: false },
    );
    expect(reused.status).toBe(404);
    expect(await reused.text()).toContain("This invitation has already been used");
    expect(accounts(site)).toBe(2);

    const signedIn = await site.auth.signIn({
      username: "ravi",
      password: form.newPassword,
      remember: false,
      ip: "::1",
    });
    if (!signedIn.ok) throw new Error("ravi could not sign in");
    const cookie = `session=${signedIn.cookieToken}`;
    const people = await fetch(`${site.url}/admin/settings/people`, { redirect: "manual", headers: { cookie } });
    expect(people.status).toBe(403);
  });

  it("refuses the last owner's demotion beside the field", async () => {
    const site = await adminSite();
    const owner = site.auth.staff.people()[0]!;
    const res = await site.post("/admin/settings/people", { intent: "role", userId: owner.id, role: "counter" });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("The shop needs an active owner");
  });

  // A thousand pages rendered: minutes on a busy machine, not a measure of speed.
  it(
    "limits an address's tries at invitation pages: 1,000 junk posts create nothing and are answered 429",
    { timeout: 180_000 },
    async () => {
      const site = await adminSite();
      const { path } = site.auth.staff.invite("counter", { actor: "admin" });
      const statuses: number[] = [];
      // In batches of 50 at once, as a script would send them.
      for (let batch = 0; batch < 20; batch++) {
        const sent = Array.from({ length: 50 }, (_, i) =>
          site.post(
            `/admin/join/${String(batch * 50 + i).padStart(43, "x")}`,
            { username: `u${batch}-${i}`, newPassword: "p".repeat(20), confirmPassword: "p".repeat(20) },
            { signedIn: false },
          ),
        );
        for (const res of await Promise.all(sent)) statuses.push(res.status);
      }
      // A handful answered "not valid", then every one refused before any lookup.
      expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(20);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(980);
      expect(accounts(site)).toBe(1);
      // The page says why, and a real link from the same address waits too: nothing is made.
      const page = await fetch(`${site.url}${path}`);
      expect(page.status).toBe(429);
      expect(page.headers.get("retry-after")).toBe("900");
      expect(await page.text()).toContain("Too many tries from this network. Wait a few minutes");
      const real = await site.post(
        path,
        { username: "ravi", newPassword: "ravi-at-the-counter", confirmPassword: "ravi-at-the-counter" },
        { signedIn: false },
      );
      expect(real.status).toBe(429);
      expect(accounts(site)).toBe(1);
      expect(site.auth.staff.invitation(path.split("/").pop()!)).toEqual({ ok: true, role: "counter" });
    },
  );

  it("limits the invitations an address makes in an hour, said beside the role", async () => {
    const site = await adminSite();
    const made = [];
    for (let i = 0; i < 20; i++)
      made.push((await site.post("/admin/settings/people", { intent: "invite", role: "counter" })).status);
    expect(made.every((s) => s === 200)).toBe(true);
    const refused = await site.post("/admin/settings/people", { intent: "invite", role: "counter" });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many invitations made from this network in the last hour");
    expect(site.auth.staff.invitations(100)).toHaveLength(20);
    expect(accounts(site)).toBe(1);
  });
});

describe("a counter's work, named and counted", () => {
  const now = shopClock("Asia/Kolkata");
  const textOf = (html: string) => parseHtml(html).body.textContent!.replace(/\s+/g, " ");

  it("names Ravi in Activity, the booking's steps and Money; Ravi sees only what he took today, and no Money or Reports", async () => {
    const site = await adminSite();
    const book = createBook(site.db, { store: site.store });
    const ravi = await site.person("Ravi", "counter");
    const asRavi = { headers: { cookie: ravi.cookie } };
    const request = () =>
      book.request({
        kind: "bike",
        itemId: "honda-dio",
        ...stayOfDates(now.date, addDays(now.date, 2)),
        total: 1200,
        language: "en",
      });

    // Ravi confirms a request, hands the bike over and takes the rent in cash.
    const r = request();
    const confirmed = await site.post(
      "/admin/bookings",
      { intent: "confirm", ref: r.reference, version: "1", name: "Anna" },
      asRavi,
    );
    expect(confirmed.status).toBe(302);
    const out = await site.post(
      "/admin/bookings",
      {
        intent: "pick-up",
        ref: r.reference,
        version: String(book.find(r.reference)!.version),
        date: now.date,
        time: now.time,
        early: "on",
        ...checkOutForm(book),
      },
      asRavi,
    );
    expect(out.status, await out.clone().text()).toBe(302);
    const rent = book.ledger(book.find(r.reference)!).balance.owed;
    expect(rent).toBeGreaterThan(0);
    const paid = await site.post(
      `/admin/bookings/${r.reference}`,
      {
        intent: "pay",
        ref: r.reference,
        version: String(book.ledger(book.find(r.reference)!).version),
        amount: String(rent),
        method: "cash",
      },
      asRavi,
    );
    expect(paid.status, await paid.clone().text()).toBe(302);

    // The owner takes ₹777 by UPI on another booking today: the shop's, not Ravi's.
    const other = request();
    book.confirm(other.reference, 1, { name: "Kiran", phone: "", vehicleId: null }, "admin");
    const otherPaid = book.pay(
      other.reference,
      book.ledger(book.find(other.reference)!).version,
      { amount: 777, method: "upi" },
      "admin",
    );
    expect(otherPaid.ok).toBe(true);

    // The owner's Activity and the booking's steps say Ravi did it.
    const activity = textOf(await (await site.get("/admin/activity")).text());
    expect(activity).toMatch(new RegExp(`Ravi[^]*${r.reference}`));
    const steps = textOf(await (await site.get(`/admin/bookings/${r.reference}`)).text());
    expect(steps).toContain("Ravi: Confirmed on");
    expect(steps).toContain("Ravi: Handed over on");
    expect(steps).toContain(`Ravi: Credited with ${rupees(rent)} paid in cash`);
    // The ledger's entry names Ravi too.
    expect(steps).toMatch(/Rent paid₹[\d,]+[^·]+· cash · Ravi/);

    // Money: the shop's takings, whoever took them, and who took what.
    const money = textOf(await (await site.get("/admin/money")).text());
    expect(money).toContain(`${rupees(rent + 777)} taken today`);
    expect(money).toContain(`Who took itadmin${rupees(777)}Ravi${rupees(rent)}`);

    // Ravi's Bookings: what he took today, by method, and nothing of the owner's UPI.
    const mine = textOf(await (await fetch(`${site.url}/admin/bookings`, asRavi)).text());
    expect(mine).toContain(`${rupees(rent)} net, by how it was paid`);
    expect(mine).toContain(`Cash${rupees(rent)}₹0${rupees(rent)}`);
    expect(mine).not.toContain("UPI");
    expect(mine).not.toContain(rupees(777));
    // The owner's Bookings has the shop's Money instead.
    expect(textOf(await (await site.get("/admin/bookings")).text())).not.toContain("What you took today");

    // Money, Reports and the dashboard stay closed to Ravi, as pages and as data.
    for (const path of ["/admin/money", "/admin/reports", "/admin/money.data", "/admin/dashboard"]) {
      const res = await fetch(`${site.url}${path}`, { redirect: "manual", ...asRavi });
      expect(res.status, path).toBe(403);
    }
  });
});

describe("the calendar feed's address", () => {
  it("is the owner's alone: a counter neither sees it nor can renew it, and nothing changes when they try", async () => {
    const site = await adminSite();
    const ravi = await site.person("ravi", "counter");
    // The address as the owner's screen shows it (its secret is derived, not stored).
    const address = async () => /\/calendar\/[^".]+\.ics/.exec(await (await site.get("/admin/bookings")).text())?.[0];
    const before = await address();
    expect(before).toBeTruthy();
    const counters = await fetch(`${site.url}/admin/bookings`, { headers: { cookie: ravi.cookie } });
    expect(counters.status).toBe(200);
    expect(await counters.text()).not.toContain("/calendar/");
    const renew = await fetch(`${site.url}/admin/bookings`, {
      method: "POST",
      body: new URLSearchParams({ intent: "feed" }),
      redirect: "manual",
      headers: { origin: site.url, cookie: ravi.cookie },
    });
    expect(renew.status).toBe(403);
    expect(await address()).toBe(before);
    // The owner renews it: a new address.
    const owned = await site.post("/admin/bookings", { intent: "feed" });
    expect(owned.status).toBe(302);
    expect(await address()).not.toBe(before);
  });
});
