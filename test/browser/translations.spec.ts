import { expect, test } from "./fixtures";
import { expectNoAxeViolations, mobile, openSignedIn, unique } from "./helpers";

// The owner writes an item's texts in Hindi and Kannada on the same form as the English, from a phone.
test.use({ site: "editing", viewport: mobile });

test("the owner writes a Kannada description on a phone: it is saved, counted and marked done", async ({
  page,
  addItem,
}) => {
  const name = unique("Classic");
  // A bike of its own with nothing in Kannada yet (the sample's first bike has its translations).
  const id = await addItem("bikes", { name, badgeKn: "", descriptionKn: "", featuresKn: [], depositInsteadKn: "" });
  await openSignedIn(page, `/admin/content/bikes/${id}`);
  const kannada = page.locator("details.admin-translation").filter({ hasText: "Kannada" });
  // Closed, so the phone's form stays short; it says what is left to write.
  await expect(kannada).not.toHaveAttribute("open");
  await expect(kannada.locator("summary")).toContainText(/0 of \d+ translated/);
  const texts = Number(/of (\d+)/.exec((await kannada.locator("summary").textContent())!)![1]);
  await kannada.locator("summary").click();
  const description = page.getByLabel("Description in Kannada");
  await expect(description).toHaveAttribute("lang", "kn");
  await description.fill("ಕರಾವಳಿ ಹೆದ್ದಾರಿಗಳಿಗೆ ಸೂಕ್ತವಾದ ಬೈಕ್.");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
  await page.reload();
  await expect(kannada.locator("summary")).toContainText(`1 of ${texts} translated`);
  await kannada.locator("summary").click();
  await expect(page.getByLabel("Description in Kannada")).toHaveValue("ಕರಾವಳಿ ಹೆದ್ದಾರಿಗಳಿಗೆ ಸೂಕ್ತವಾದ ಬೈಕ್.");
  await page.goto("/admin/content/bikes");
  const card = page.locator(".admin-item").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(card).toContainText("Needs Kannada");
  await expect(card).not.toContainText("Hindi");
});
