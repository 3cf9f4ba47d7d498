/**
 * The Hindi and Kannada versions of the texts visitors read, as the owner
 * writes them in the back office: saved with the item, checked as the English
 * is, named in History and Activity, and counted on the Content screen.
 * (A settings section's are saved like its other fields: settings-routes.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { adminSite } from "../support/admin-site";

const read = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

const EDIT = "/admin/content/landmarks/temple";
const landmark = (overrides: Record<string, string> = {}) => ({
  name: "Temple",
  distance: "2 km",
  nameHi: "",
  nameKn: "",
  distanceHi: "",
  distanceKn: "",
  version: "1",
  ...overrides,
});

describe("translations of what visitors read", () => {
  it("are saved with the item, and History and Activity name them by language", async () => {
    const site = await adminSite();
    const res = await site.post(EDIT, landmark({ nameKn: "ಮಹಾಬಲೇಶ್ವರ ದೇವಾಲಯ", nameHi: "महाबलेश्वर मंदिर" }));
    expect(res.status).toBe(302);
    expect(site.store.item("landmarks", "temple")).toMatchObject({
      name: "Temple",
      nameHi: "महाबलेश्वर मंदिर",
      nameKn: "ಮಹಾಬಲೇಶ್ವರ ದೇವಾಲಯ",
      distanceHi: "",
      version: 2,
    });
    const history = await read(await site.get(`${EDIT}/history`));
    expect(history).toContain("Landmark in Kannada");
    expect(history).toContain("ಮಹಾಬಲೇಶ್ವರ ದೇವಾಲಯ");
    await site.post(EDIT, landmark({ nameKn: "ಗೋಕರ್ಣ ದೇವಾಲಯ", nameHi: "महाबलेश्वर मंदिर", version: "2" }));
    const activity = await read(await site.get("/admin/activity?list=landmarks"));
    expect(activity).toContain("changed the landmark in Kannada of Temple from ಮಹಾಬಲೇಶ್ವರ ದೇವಾಲಯ to ಗೋಕರ್ಣ ದೇವಾಲಯ");
  });

  it("a translation is checked as its English is, with the message by its own field, and nothing changes", async () => {
    const site = await adminSite();
    const audits = site.auditCount();
    const before = site.store.item("landmarks", "temple");
    const res = await site.post(EDIT, landmark({ nameHi: "x".repeat(61), distanceKn: "<b>2</b> km" }));
    expect(res.status).toBe(400);
    const html = await read(res);
    expect(html).toMatch(/id="edit-landmarks-nameHi-error"[^>]*>Landmark must be 60 characters or fewer/);
    expect(html).toMatch(/id="edit-landmarks-distanceKn-error"[^>]*>Distance must be plain text, without HTML tags/);
    // The group with the refused field is open, so its message is seen.
    expect(html).toMatch(/<details class="admin-translation" open=""><summary>Hindi/);
    expect(site.store.item("landmarks", "temple")).toEqual(before);
    expect(site.auditCount()).toBe(audits);
  });

  it("the edit form counts each language's translations, and the Content screen marks what still needs one", async () => {
    const site = await adminSite();
    await site.post(EDIT, landmark({ nameHi: "मंदिर", distanceHi: "2 किमी" }));
    const form = await read(await site.get(EDIT));
    expect(form).toMatch(/Hindi <span lang="hi">\(हिन्दी\)<\/span><span[^>]*>2 of 2 translated/);
    expect(form).toMatch(/Kannada <span lang="kn">\(ಕನ್ನಡ\)<\/span><span[^>]*>0 of 2 translated/);
    expect(form).toMatch(/<input[^>]*lang="kn"[^>]*name="nameKn"|<input[^>]*name="nameKn"[^>]*lang="kn"/);
    const list = parseList(await read(await site.get("/admin/content/landmarks")));
    expect(list.get("Temple")).toContain("Needs Kannada");
    expect(list.get("Temple")).not.toContain("Hindi");
    await site.post(
      EDIT,
      landmark({ nameHi: "मंदिर", distanceHi: "2 किमी", nameKn: "ದೇವಸ್ಥಾನ", distanceKn: "2 ಕಿಮೀ", version: "2" }),
    );
    expect(parseList(await read(await site.get("/admin/content/landmarks"))).get("Temple")).not.toContain("Needs");
  });
});

/** Each list card's text on the Content screen, by its item's name. */
function parseList(html: string): Map<string, string> {
  const cards = new Map<string, string>();
  for (const m of html.matchAll(/<li[^>]*class="admin-item[^"]*"[^>]*>([\s\S]*?)<\/li>/g)) {
    const name = /<h2[^>]*><a[^>]*>([^<]*)<\/a>/.exec(m[1]!)?.[1];
    if (name) cards.set(name, m[1]!.replace(/<[^>]+>/g, " "));
  }
  return cards;
}
