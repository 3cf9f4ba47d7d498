// Settings → Backups on a phone, as the owner meets it: the key's words to write down, a backup taken by
// hand and checked, the dashboard's line, a bucket refused with the reason next to its field, and a
// restore that says what it replaces before it does. A restore signs everyone out: a site of its own.
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { expectNoAxeViolations, expectStarted, horizontalOverflow, mobile, openSignedIn } from "./helpers";

test.use({ site: "own", viewport: mobile });

test("the owner writes the key down, backs up, and restores, told first what is replaced", async ({ page }) => {
  await openSignedIn(page, "/admin/dashboard");
  await expect(page.getByRole("link", { name: "Last backup: none yet" })).toBeVisible();
  await page.getByRole("link", { name: "Last backup: none yet" }).click();
  await expect(page).toHaveURL("/admin/settings/backups");
  await expect(page).toHaveTitle("Backups - Sagara Rides");

  const words = page.getByRole("list", { name: /^The 24 words of key [0-9a-f]{12}$/ });
  await expect(words.getByRole("listitem")).toHaveCount(24);
  await expectNoAxeViolations(page);
  expect(await horizontalOverflow(page)).toBe(0);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the key as a file" }).click();
  expect((await download).suggestedFilename()).toMatch(/^backup-key-[0-9a-f]{12}\.txt$/);
  await page.getByRole("button", { name: "I have written them down" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you. The words will not be shown again: keep them safe.");
  await expect(words).toHaveCount(0);

  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Backed up and checked. The copy to the bucket follows in the background.",
  );
  const backup = page.locator(".backups-list .admin-item");
  await expect(backup).toHaveCount(1);
  await expect(backup).toContainText("Taken by hand");
  await expect(backup).toContainText("Checked: restores, with 0 bookings");
  await expect(backup).toContainText("Kept on this server only");
  await expect(page.getByText(/^Last backup: today \d\d:\d\d, kept on this server only\.$/)).toBeVisible();

  await backup.getByRole("link", { name: "Restore…" }).click();
  const confirm = page.getByRole("region", { name: /^Restore the backup of / });
  await expect(confirm).toContainText(
    "This replaces everything the site holds now: its 0 bookings, its 0 photos and 0 handover photos",
  );
  await expect(confirm).toContainText("A backup of the present is taken first");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Replace everything with this backup" }).click();
  // Every session ended with the restore: this one too.
  await expect(page).toHaveURL(/\/admin\/login/);

  await openSignedIn(page, "/admin/settings/backups");
  await expect(page.locator(".backups-list .admin-item")).toHaveCount(2);
  await expect(page.locator(".backups-list .admin-item").first()).toContainText("Before a restore");
});

test("a bucket is checked like any form: the reason next to the field, nothing saved", async ({ page }) => {
  await openSignedIn(page, "/admin/settings/backups");
  await expectStarted(page, "backup-bucket");
  const form = page.locator("form#backup-bucket");
  await form.getByLabel("Storage address").fill("ftp://files.example.com");
  await form.getByLabel("Bucket", { exact: true }).fill("Shop Backups");
  await form.getByLabel("Access key id").fill("K0042");
  await form.getByRole("button", { name: "Save and copy" }).click();
  await expect(form.getByLabel("Storage address")).toHaveAccessibleDescription(
    /The storage's address starts with https:\/\//,
  );
  await expect(form.getByLabel("Bucket", { exact: true })).toHaveAccessibleDescription(
    "A bucket's name is 3 to 63 small letters, digits, dots or dashes.",
  );
  await page.reload();
  await expect(page.locator("form#backup-bucket").getByLabel("Bucket", { exact: true })).toHaveValue("");
});
