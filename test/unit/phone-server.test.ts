/** The server's phone check: every country's numbers exactly (libphonenumber's "max" metadata). */
import { describe, expect, it } from "vitest";
import { normalisePhone } from "~/content/phone";

describe("the server's phone check", () => {
  it("checks a foreign number against its country's real ranges, not its length alone", () => {
    expect(import.meta.env.SSR).toBe(true);
    expect(normalisePhone("+49 1512 3456789")?.e164).toBe("+4915123456789");
    expect(normalisePhone("+49 151 000")).toBeNull();
    expect(normalisePhone("+44 7911 123456")?.display).toBe("+44 7911 123456");
  });

  it("checks an Indian number exactly, written any way", () => {
    expect(normalisePhone("90000 12345")?.chatDigits).toBe("919000012345");
    expect(normalisePhone("+91 0123 45678")).toBeNull();
  });
});
