// The browser tests' `test`: which site a test runs on, and items of its own
// to change there, so that tests running side by side (fullyParallel, and
// --repeat-each) never change what another one looks at.
import { test as base, expect } from "@playwright/test";
import { listInfo, type ListKind } from "~/content/lists";
import { ADMIN } from "./helpers";
import { startOwnServer } from "./own-server";

/** The site the editing tests share (playwright.config.ts starts it beside the public one). */
const editingSite = `http://127.0.0.1:${Number(process.env.TEST_PORT ?? 3210) + 1}`;

type Site = "public" | "editing" | "own";

/** Adds an item to a list and resolves to its id. */
type AddItem = (kind: ListKind, values: Record<string, unknown>) => Promise<string>;

export const test = base.extend<{ site: Site; addItem: AddItem }>({
  /**
   * Chosen with `test.use({ site })`:
   * - "public": the site the public page's tests read, whose content no test changes;
   * - "editing": shared by the tests that change only items they add themselves (`addItem`);
   * - "own": started for this one test and stopped after it, for a test whose subject
   *   every item shares: a whole list's order, an item's place in it, the sign-in's
   *   failure counts, the booking counts. Its admin password is the shared sites', so
   *   the sign-in helpers work the same there.
   */
  site: ["public", { option: true }],
  baseURL: [
    async ({ baseURL, site }, provide) => {
      if (site === "public") return provide(baseURL);
      if (site === "editing") return provide(editingSite);
      const own = await startOwnServer(undefined, { password: ADMIN.password });
      await provide(own.url);
      await own.stop();
    },
    // Starting a site on a busy machine must not eat the test's own time. Its start renders and compresses every
    // public page: with other work keeping both cores busy (load average 20–30) it has taken over a minute.
    { scope: "test", timeout: 180_000 },
  ],

  /**
   * Adds an item of the test's own, posted as the list's form posts it without
   * JavaScript (signed in through the login form, in a request context of its
   * own, so the page signs in as the test says): the list's first sample item
   * with `values` over it. Give it a `unique` name. Its connections close after each answer: one left idle past
   * the server's keep-alive time was closed just as the test's own next request took it (ECONNRESET).
   */
  addItem: async ({ request, baseURL }, provide) => {
    const origin = new URL(baseURL!).origin;
    let signedIn = false;
    await provide(async (kind, values) => {
      if (!signedIn) {
        const res = await request.post("/admin/login", {
          form: { username: ADMIN.username, password: ADMIN.password },
          headers: { origin, connection: "close" },
          maxRedirects: 0,
        });
        expect(res.status(), "signing in to add items").toBe(302);
        signedIn = true;
      }
      const { id: _id, ...sample } = listInfo(kind).sample[0]!;
      const res = await request.post(`/admin/content/${listInfo(kind).slug}/new`, {
        form: formFields({ ...sample, ...values, version: 0 }),
        headers: { origin, connection: "close" },
        maxRedirects: 0,
      });
      expect(res.status(), `adding ${JSON.stringify(values)}`).toBe(302);
      return new URL(res.headers().location!, origin).pathname.split("/").at(-1)!;
    });
  },
});
export { expect };

/** Values as a form's fields are named: a list's rows as rows[0], rows[1]…; nothing for an empty value. */
function formFields(values: Record<string, unknown>) {
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((row, i) => (form[`${name}[${i}]`] = String(row)));
    else form[name] = String(value);
  }
  return form;
}
