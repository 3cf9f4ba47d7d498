import { describe, expect, it, vi } from "vitest";
import { UNREADABLE_FORM } from "~/admin/actions.server";
import { adminSite } from "../support/admin-site";

/** Every line the server logs while `work` runs. */
async function logOf(work: () => Promise<unknown>) {
  const lines: string[] = [];
  const spies = (["log", "warn", "error"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(" "));
    }),
  );
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines;
}

const actions = [
  "/admin/settings",
  "/admin/content/bikes/new",
  "/admin/content/bikes/honda-dio",
  "/admin/content/bikes",
  "/admin/content/bikes/honda-dio/history",
  "/admin/settings/contact/history",
  "/admin/account",
  "/admin/images",
  "/admin/trash",
];

describe("a signed-in post whose body is not a form", () => {
  it("is answered 400 with a message on every screen, in one log line without a stack trace, and changes nothing", async () => {
    const site = await adminSite();
    const before = site.auditCount();
    for (const path of actions) {
      let res: Response | undefined;
      const lines = await logOf(async () => {
        res = await fetch(`${site.url}${path}`, {
          method: "POST",
          redirect: "manual",
          headers: { origin: site.url, cookie: site.cookie, "content-type": "multipart/form-data; boundary=zz" },
          body: '--zz\r\nContent-Disposition: form-data; name="version"\r\n\r\n1\r\n--zz',
        });
      });
      expect(res!.status, path).toBe(400);
      expect(await res!.text(), path).toContain(UNREADABLE_FORM);
      expect(lines.length, `${path}\n${lines.join("\n")}`).toBeLessThanOrEqual(1);
      expect(lines.join("\n"), path).not.toMatch(/\n\s+at /);
    }
    expect(site.auditCount()).toBe(before);
  });
});
