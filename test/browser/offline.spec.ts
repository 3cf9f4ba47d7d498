// A back office that works on a bad connection: its service worker keeps the screens the owner has opened, saves
// made offline wait in the browser and land in order when the connection is back (a stale one with its conflict
// panel), and nothing kept survives a Sign out or is shown to a signed-out browser. Each test has a fresh context
// (Playwright's default), so each starts without a worker.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { photoJpeg } from "../support/image-fixtures";
import { ADMIN, cardHtml, expectHydrated, expectStarted, mobile, openSignedIn, unique } from "./helpers";

test.use({ site: "editing", viewport: mobile });

const OFFLINE = "Offline: changes will be sent when you are back online";

/** Waits for the back office's worker to control the page and to have kept `path` in the session's cache. */
async function expectKept(page: Page, path: string) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect.poll(() => keptPaths(page)).toContain(path);
}

/** The back-office addresses the worker has kept (every cache but the build's files). */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("admin-data:")) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/** The saves waiting in IndexedDB, or null when the database is not there. */
const waitingSaves = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === "admin-offline")) return null;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open("admin-offline");
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("saves")) return (db.close(), resolve(0));
        const count = db.transaction("saves").objectStore("saves").count();
        count.onsuccess = () => (db.close(), resolve(count.result));
      };
    });
  });

test("after one visit, /admin/dashboard opens with the network off, with the offline bar", async ({ page }) => {
  await openSignedIn(page, "/admin/dashboard");
  await expect(page.getByRole("status").filter({ hasText: OFFLINE })).toHaveCount(0);
  await expectKept(page, "/admin/dashboard");

  await page.context().setOffline(true);
  const offline = await page.goto("/admin/dashboard");
  // Each answer of the server has a nonce of its own: the kept answer's is the one the page opens with offline.
  // Read once offline, when nothing can replace the kept answer any more (online, the page's own refresh may).
  const keptPolicy = await page.evaluate(async () =>
    (await caches.match("/admin/dashboard", { ignoreVary: true }))?.headers.get("content-security-policy"),
  );
  expect(keptPolicy).toContain("nonce-");
  expect(offline?.headers()["content-security-policy"]).toBe(keptPolicy);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE })).toBeVisible();

  // Back online, the bar goes.
  await page.context().setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test("saves made offline wait, then land in order when back online; a stale one shows its conflict", async ({
  page,
  request,
  addItem,
}) => {
  // Many steps, each waiting for a state (two sign-ins, four screens, a worker installed, two sends): three times
  // the usual budget, which a crowded machine used up (it bounds a hang; no step waits for a time).
  test.slow();
  const first = await addItem("taxis", { name: unique("Offline one"), price: 15 });
  const second = await addItem("taxis", { name: unique("Offline two"), price: 15 });
  // Both screens opened once with a connection, so the worker has them.
  await openSignedIn(page, `/admin/content/taxis/${second}`);
  await expectKept(page, `/admin/content/taxis/${second}`);
  await page.goto(`/admin/content/taxis/${first}`);
  await expectKept(page, `/admin/content/taxis/${first}`);
  await expectStarted(page, "edit-taxis");

  await page.context().setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await page.getByLabel("Price per unit").fill("31");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 change waiting to be sent" })).toBeVisible();

  await page.goto(`/admin/content/taxis/${second}`);
  await expectStarted(page, "edit-taxis");
  await page.getByLabel("Price per unit").fill("32");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 changes waiting to be sent" })).toBeVisible();
  expect(await waitingSaves(page)).toBe(2);

  // Meanwhile someone with a connection saves the second one: the waiting save is now based on an older version.
  const edit = await request.get(`/admin/content/taxis/${second}`);
  expect(edit.status()).toBe(200);
  const stale = await request.post(`/admin/content/taxis/${second}`, {
    form: await formOf(page, "edit-taxis", { price: "40" }),
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(stale.status()).toBe(302);

  await page.context().setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "1 change sent and saved." })).toBeVisible();
  const refused = page.getByRole("alert").filter({ hasText: "while this change waited" });
  await expect(refused).toBeVisible();
  await expect.poll(async () => cardHtml(await (await request.get("/")).text(), "taxis", first)).toContain("₹31");
  await expect.poll(async () => cardHtml(await (await request.get("/")).text(), "taxis", second)).toContain("₹40");

  await refused.getByRole("button", { name: "Show the conflict" }).click();
  await expect(page).toHaveURL(`/admin/content/taxis/${second}`);
  const conflict = page.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(conflict.getByRole("row", { name: /Price per unit.*₹40.*₹32/ })).toBeVisible();
  expect(await waitingSaves(page)).toBe(0);
  // The owner's value is still theirs to choose: one press puts it on top.
  await conflict.getByRole("button", { name: "Apply my changes on top of theirs" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Saved\. The public page/ })).toBeVisible();
  await expect.poll(async () => cardHtml(await (await request.get("/")).text(), "taxis", second)).toContain("₹32");
});

test("Sign out clears the drafts, the saves waiting and everything the worker kept", async ({ page, addItem }) => {
  const id = await addItem("taxis", { name: unique("Offline sign out"), price: 15 });
  await openSignedIn(page, `/admin/content/taxis/${id}`);
  await expectKept(page, `/admin/content/taxis/${id}`);
  await expectStarted(page, "edit-taxis");
  await page.context().setOffline(true);
  await page.getByLabel("Price per unit").fill("33");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("1 change waiting to be sent")).toBeVisible();
  expect(await waitingSaves(page)).toBe(1);
  await page.context().setOffline(false);
  await expect(page.getByText("1 change sent and saved.")).toBeVisible();
  await page.getByLabel("Price per unit").fill("34");
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("admin_draft:"))))
    .toHaveLength(1);
  // Offered after a reload, so the form itself has nothing unsaved to ask about when leaving.
  await page.reload();
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toBeVisible();
  await page.getByText("Menu", { exact: true }).click();
  await page.locator(".admin-menu-panel").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("admin_draft:")))).toEqual([]);
  await expect.poll(() => keptPaths(page)).toEqual([]);
  await expect.poll(() => waitingSaves(page)).toBe(null);
});

/** A taxi's edit screen, kept by the worker; offline, its price set to 33 and saved: the save waits. */
async function priceSavedOffline(page: Page, id: string) {
  await openSignedIn(page, `/admin/content/taxis/${id}`);
  await expectKept(page, `/admin/content/taxis/${id}`);
  await expectStarted(page, "edit-taxis");
  const version = page.locator('#edit-taxis input[name="version"]');
  const before = Number(await version.inputValue());
  const price = page.getByLabel("Price per unit");
  await page.context().setOffline(true);
  await price.fill("33");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("1 change waiting to be sent")).toBeVisible();
  return { id, version, before, price };
}

test("typing after a save that waits stays in the form when that save lands, and saves on top of it", async ({
  page,
  request,
  addItem,
}) => {
  const taxi = await addItem("taxis", { name: unique("Offline typing on"), price: 15 });
  const { id, version, before, price } = await priceSavedOffline(page, taxi);
  // Still offline, the owner goes on: the next value is typed before the first has been sent.
  await price.fill("34");
  await page.context().setOffline(false);
  await expect(page.getByText("1 change sent and saved.")).toBeVisible();
  await expect.poll(async () => cardHtml(await (await request.get("/")).text(), "taxis", id)).toContain("₹33");
  // The screen has read the saved version (its own save's) and kept what was typed since, based on it.
  await expect(version).toHaveValue(String(before + 1));
  await expect(price).toHaveValue("34");
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);

  // The save it was typed after is the owner's own: no conflict to settle.
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Saved\. The public page/ })).toBeVisible();
  await expect(price).toHaveValue("34");
  await expect(version).toHaveValue(String(before + 2));
  await expect.poll(async () => cardHtml(await (await request.get("/")).text(), "taxis", id)).toContain("₹34");
});

test("the field in use keeps the focus when a save that waited lands, so the next key goes into it", async ({
  page,
  addItem,
}) => {
  const taxi = await addItem("taxis", { name: unique("Offline focus"), price: 15 });
  const { version, before, price } = await priceSavedOffline(page, taxi);
  await price.focus();
  await page.keyboard.press("End");
  await page.context().setOffline(false);
  await expect(page.getByText("1 change sent and saved.")).toBeVisible();
  await expect(version).toHaveValue(String(before + 1));
  await expect(price).toBeFocused();
  await page.keyboard.type("5");
  await expect(price).toHaveValue("335");
});

test("offline, Discard on a draft whose save waits cancels that save too when asked, and nothing is published", async ({
  page,
  request,
  addItem,
}) => {
  test.setTimeout(60_000);
  const name = unique("Offline discard");
  const id = await addItem("bikes", { name });
  await openSignedIn(page, `/admin/content/bikes/${id}`);
  await expectKept(page, `/admin/content/bikes/${id}`);
  await expectStarted(page, "edit-bikes");

  await page.context().setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(`${name} discarded`);
  await page.getByRole("button", { name: "Save changes" }).click();
  const count = page.getByRole("status").filter({ hasText: "1 change waiting to be sent" });
  await expect(count).toBeVisible();

  // Reloaded offline: the kept screen shows what is saved, and offers the draft.
  await page.reload();
  await expectStarted(page, "edit-bikes");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  const offer = page.getByRole("region", { name: "Unsaved changes" });
  await offer.getByRole("button", { name: "Discard" }).click();
  await expect(offer).toContainText("This change is also waiting to be sent. Cancel it too, so that it is not saved?");
  await offer.getByRole("button", { name: "Cancel it too" }).click();
  await expect(offer).toHaveCount(0);
  // The bar's count follows at once, and the queue holds nothing to send.
  await expect(count).toHaveCount(0);
  await expect(page.getByText("waiting to be sent")).toHaveCount(0);
  expect(await waitingSaves(page)).toBe(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("admin_draft:")))).toEqual([]);

  await page.context().setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect(page.getByText("sent and saved")).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  const card = cardHtml(await (await request.get("/")).text(), "bikes", id);
  expect(card).toContain(name);
  expect(card).not.toContain(`${name} discarded`);
});

test("offline, Discard on a draft whose save waits can leave the save to be sent", async ({ page, addItem }) => {
  const name = unique("Offline kept");
  const id = await addItem("bikes", { name });
  await openSignedIn(page, `/admin/content/bikes/${id}`);
  await expectKept(page, `/admin/content/bikes/${id}`);
  await expectStarted(page, "edit-bikes");
  await page.context().setOffline(true);
  await page.getByLabel("Name", { exact: true }).fill(`${name} sent`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 change waiting to be sent" })).toBeVisible();
  await page.reload();
  await expectStarted(page, "edit-bikes");
  const offer = page.getByRole("region", { name: "Unsaved changes" });
  await offer.getByRole("button", { name: "Discard" }).click();
  await offer.getByRole("button", { name: "No, send it" }).click();
  await expect(page.getByText("Not sent yet: this change waits on this device")).toBeVisible();
  expect(await waitingSaves(page)).toBe(1);
  await page.context().setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "1 change sent and saved." })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${name} sent`);
});

test.describe("a save that waited and changed nothing", () => {
  // Settings are every page's: a site of its own.
  test.use({ site: "own" });

  test("is not taken for the owner's own when someone else's version comes later: the form starts afresh", async ({
    page,
  }) => {
    const section = (p: Page, title: string) => p.getByRole("region", { name: title, exact: true });
    await openSignedIn(page, "/admin/settings");
    await expectStarted(page, "settings-contact");
    const mine = section(page, "Search and sharing");
    const description = mine.getByLabel("Description", { exact: true });
    const sample = await description.inputValue();

    // Offline, Save pressed on a section as it is (no change), then the owner types on.
    await page.context().setOffline(true);
    await mine.getByRole("button", { name: "Save Search and sharing" }).click();
    await expect(page.getByText("1 change waiting to be sent")).toBeVisible();
    await description.fill("Typed after a save that changed nothing.");
    await page.context().setOffline(false);
    await expect(page.getByText("1 change sent and saved.")).toBeVisible();

    // Someone else saves that section from another phone: a version one on from the one the owner's form shows.
    const other = await page.context().newPage();
    await other.goto("/admin/settings");
    await expectStarted(other, "settings-contact");
    await section(other, "Search and sharing").getByLabel("Site address").fill("https://rides.example/");
    await section(other, "Search and sharing").getByRole("button", { name: "Save Search and sharing" }).click();
    await expect(section(other, "Search and sharing").getByRole("status")).toContainText("Saved.");
    await other.close();

    // Another section's save, sent once back online, has the screen read every section again.
    await page.context().setOffline(true);
    const contact = section(page, "Contact and hours");
    await contact.getByLabel("Email").fill("desk@sagara.example");
    await contact.getByRole("button", { name: "Save Contact and hours" }).click();
    await expect(page.getByText("1 change waiting to be sent")).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByText("1 change sent and saved.")).toBeVisible();

    // The other phone's version is not the owner's: the section shows it, and what the owner typed is offered.
    await expect(mine.getByLabel("Site address")).toHaveValue("https://rides.example");
    await expect(description).toHaveValue(sample);
    await expect(page.getByRole("region", { name: "Unsaved changes" })).toBeVisible();
  });
});

test("typing in a form opened after its save was made waits is not carried over that save when it lands", async ({
  page,
  request,
  addItem,
}) => {
  const name = unique("Offline reopened");
  const id = await addItem("taxis", { name, price: 15 });
  await priceSavedOffline(page, id);
  await page.reload();
  await expectStarted(page, "edit-taxis");
  const offer = page.getByRole("region", { name: "Unsaved changes" });
  await offer.getByRole("button", { name: "Discard" }).click();
  await offer.getByRole("button", { name: "No, send it" }).click();
  // The form shows what is stored (15), not the save that waits: typed here, the name is typed on 15.
  await page.getByLabel("Name", { exact: true }).fill(`${name} renamed`);
  await page.context().setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "1 change sent and saved." })).toBeVisible();
  await expect.poll(async () => cardHtml(await (await request.get("/")).text(), "taxis", id)).toContain("₹33");
  // Kept over the saved version, the form's 15 would undo the 33 at the next press: it starts afresh from what is
  // saved, and the name typed is offered, against the version it was typed on.
  await expect(page.getByLabel("Price per unit")).toHaveValue("33");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(offer).toBeVisible();
});

test("a signed-out browser with the worker installed gets the login page, never a kept screen", async ({ page }) => {
  await openSignedIn(page, "/admin/dashboard");
  await expectKept(page, "/admin/dashboard");
  // The session ends without this browser's Sign out (another device, an expiry): its cookie is gone.
  await page.context().clearCookies();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  // Being sent to the login page dropped what was kept: offline, there is no screen to show either.
  await expect.poll(() => keptPaths(page)).toEqual([]);
  await page.context().setOffline(true);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Offline" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
});

test("offline, a photo upload waits for the connection and says so, then goes", async ({ page }) => {
  await openSignedIn(page, "/admin/images");
  // Started and kept by the worker, as a screen the owner has open: only then is going offline the case here.
  await expectKept(page, "/admin/images");
  await expectHydrated(page, 'form[action="/admin/images/upload"]');
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeEnabled();
  await page.context().setOffline(true);
  const said = (text: string) => page.getByRole("status").filter({ hasText: text });
  await expect(said("You are offline: photos can be uploaded once you are back online.")).toBeVisible();
  const name = `${unique("offline").replace(" ", "-")}.jpg`;
  await page
    .getByLabel("Photos", { exact: true })
    .setInputFiles([{ name, mimeType: "image/jpeg", buffer: await photoJpeg(900, 600) }]);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("button", { name: "Waiting for a connection…" })).toBeDisabled();
  await expect(said("Waiting for a connection: the photos are sent as soon as you are back online.")).toBeVisible();
  await expect(page.getByText(/Something went wrong|could not be sent/i)).toHaveCount(0);

  const answer = page.waitForResponse((r) => r.url().endsWith("/admin/images/upload"));
  await page.context().setOffline(false);
  expect((await answer).status()).toBe(200);
  await expect(said("The photo is in the library.")).toBeVisible();
  await expect(page.getByRole("list", { name: "What became of each photo" })).toContainText(`${name}: added.`);
});

test("offline, the image field's upload waits too, then goes and is chosen", async ({ page, addItem }) => {
  const id = await addItem("bikes", { name: unique("Offline photo") });
  await openSignedIn(page, `/admin/content/bikes/${id}`);
  await expectStarted(page, "edit-bikes");
  await page.context().setOffline(true);
  await page.getByText("Upload a new photo").click();
  await expect(
    page.getByRole("status").filter({ hasText: "You are offline: photos can be uploaded once you are back online." }),
  ).toBeVisible();
  await page
    .getByLabel("New photo")
    .setInputFiles([{ name: "offline-field.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(900, 600) }]);
  await page.getByLabel("What the photo shows").fill(unique("A bike by the sea"));
  await page.getByRole("button", { name: "Upload and choose it" }).click();
  await expect(page.getByRole("button", { name: "Waiting for a connection…" })).toBeDisabled();
  // The status follows the server's answer, which waits on the photo's encoding: a busy machine takes seconds.
  const answer = page.waitForResponse((r) => r.url().endsWith("/admin/images/upload"));
  await page.context().setOffline(false);
  await answer;
  await expect(
    page.getByRole("status").filter({ hasText: "Uploaded; it is chosen as the image. Save to put it on the page." }),
  ).toBeVisible();
});

test("offline, an image's description waits like any save, then lands", async ({ page }) => {
  await openSignedIn(page, "/admin/images");
  const upload = await page.request.post("/admin/images/upload", {
    headers: { accept: "application/json" },
    multipart: { photos: { name: "offline-alt.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(900, 600) } },
  });
  const { id } = (await upload.json()).results[0].image as { id: string };
  await page.reload();
  await expectKept(page, "/admin/images");
  const description = page.getByLabel(`Description of ${id}`);
  await expectHydrated(page, `#image-${id} form`);
  await page.context().setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  const alt = unique("A scooter parked by the beach");
  await description.fill(alt);
  await page.getByRole("button", { name: `Save the description of ${id}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 change waiting to be sent" })).toBeVisible();
  await expect(page.getByText("Not done:")).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "1 change sent and saved." })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Description of ${id}`)).toHaveValue(alt);
});

test("offline, a press that cannot wait is not tried and says so, the screen stays, and online it goes", async ({
  page,
  addItem,
}) => {
  // As many steps as the test above: the same budget.
  test.slow();
  const name = unique("Offline hide");
  const id = await addItem("landmarks", { name });
  // Both screens opened once with a connection, so the worker has them.
  await openSignedIn(page, `/admin/content/landmarks/${id}`);
  await expectKept(page, `/admin/content/landmarks/${id}`);
  await page.goto("/admin/content/landmarks");
  await expectKept(page, "/admin/content/landmarks");
  await expectHydrated(page, "form.admin-inline-form");
  const posts: string[] = [];
  page.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));
  await page.context().setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();

  const stopped = (what: string) =>
    page.getByRole("status").filter({ hasText: `Not done: “${what}” needs a connection, so nothing was changed.` });
  await page.getByRole("button", { name: `Hide ${name}` }).click();
  await expect(stopped(`Hide ${name}`)).toBeVisible();
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(stopped(`Delete ${name}`)).toBeVisible();
  // The list is still there, as it was.
  await expect(page.getByRole("heading", { level: 1, name: "Nearby landmarks" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Hide ${name}` })).toBeVisible();

  // On the item's own screen, Save waits (another test) but Delete cannot.
  await page.goto(`/admin/content/landmarks/${id}`);
  await expectStarted(page, "edit-landmarks");
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(stopped(`Delete ${name}`)).toBeVisible();
  await expect(page.getByLabel("Landmark", { exact: true })).toHaveValue(name);
  // Sign out too: only the server can clear the session's cookie, so the device would stay signed in.
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("button", { name: "Logout" }).last().click();
  await expect(stopped("Logout")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("auth_token"))).not.toBeNull();
  expect(posts).toEqual([]);

  // Back online the word goes, and the same press is made.
  await page.context().setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect(page.getByText("Not done:")).toHaveCount(0);
  await page.goto("/admin/content/landmarks");
  await expectHydrated(page, "form.admin-inline-form");
  await page.getByRole("button", { name: `Hide ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${name} is hidden from the public page.` })).toBeVisible();
});

test("offline, a screen this device has not kept says so inside the frame, and opens once back online", async ({
  page,
  addItem,
}) => {
  const opened = unique("Kept");
  const other = unique("Not kept");
  await addItem("landmarks", { name: opened });
  await addItem("landmarks", { name: other });
  await openSignedIn(page, "/admin/content/landmarks");
  await expectKept(page, "/admin/content/landmarks");
  // One item's screen opened with a connection: the screen's files are here, but not the other item's data.
  await page.getByRole("link", { name: `Edit ${opened}` }).click();
  await expectStarted(page, "edit-landmarks");
  await page.goBack();
  await expect(page.getByRole("link", { name: `Edit ${other}` })).toBeVisible();

  await page.context().setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await page.getByRole("link", { name: `Edit ${other}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Offline" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("This screen was not kept on this device");
  // The frame stays: its menu, and the bar that says what is going on.
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByText("Menu", { exact: true })).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByLabel("Landmark", { exact: true })).toHaveValue(other);
});

test.describe(() => {
  // Its own posts are dropped on the way: the worker would send them past the page's routes.
  test.use({ serviceWorkers: "block" });

  test("a press whose post gets no answer says the connection dropped, not that the server failed", async ({
    page,
    addItem,
  }) => {
    const name = unique("No answer");
    await addItem("landmarks", { name });
    await openSignedIn(page, "/admin/content/landmarks");
    await expectHydrated(page, "form.admin-inline-form");
    await page.route("**/admin/content/landmarks*", (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
    );
    await page.getByRole("button", { name: `Hide ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "No connection" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(
      "No answer came from the server: the connection dropped. Open the screen again to see what was saved.",
    );
    await expect(page.getByText("Something went wrong on the server")).toHaveCount(0);
    await page.unroute("**/admin/content/landmarks*");
    await page.getByRole("link", { name: "Open the screen again" }).click();
    await expect(page.getByRole("button", { name: `Hide ${name}` })).toBeVisible();
  });
});

/** A form's fields as it would post them now, with some changed. */
async function formOf(page: Page, formId: string, changes: Record<string, string>) {
  const entries = await page.evaluate(
    (id) =>
      [...new FormData(document.getElementById(id) as HTMLFormElement)].filter(
        (e): e is [string, string] => typeof e[1] === "string",
      ),
    formId,
  );
  const form: Record<string, string> = {};
  for (const [name, value] of entries) form[name] = value;
  return { ...form, ...changes };
}

test("offline, a screen never opened is said in the language the back office was last shown in", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: mobile, locale: "kn-IN" });
  const page = await context.newPage();
  await page.goto("/admin/login?redirect=%2Fadmin%2Fdashboard");
  await page.getByLabel("ಬಳಕೆದಾರ ಹೆಸರು", { exact: true }).fill(ADMIN.username);
  await page.getByLabel("ಪಾಸ್‌ವರ್ಡ್", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "ಸೈನ್ ಇನ್" }).click();
  await expect(page).toHaveURL("/admin/dashboard");
  await expectKept(page, "/admin/dashboard");
  await context.setOffline(true);
  await page.goto("/admin/activity");
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");
  await expect(page.getByRole("heading", { level: 1, name: "ಆಫ್‌ಲೈನ್" })).toBeVisible();
  await expect(page.getByRole("link", { name: "ಡ್ಯಾಶ್‌ಬೋರ್ಡ್" })).toHaveAttribute("href", "/admin/dashboard");
  await context.close();
});

test("offline and signed out, the page for a screen is in the phone's language", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: mobile, locale: "hi-IN" });
  const page = await context.newPage();
  await page.goto("/admin/login?redirect=%2Fadmin%2Fdashboard");
  await page.getByLabel("यूज़रनेम", { exact: true }).fill(ADMIN.username);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL("/admin/dashboard");
  await expectKept(page, "/admin/dashboard");
  // The session ends elsewhere; the login page drops everything kept, so nothing says which language was read.
  await context.clearCookies();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect.poll(() => keptPaths(page)).toEqual([]);
  await context.setOffline(true);
  await page.goto("/admin/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "ऑफ़लाइन" })).toBeVisible();
  await context.close();
});
