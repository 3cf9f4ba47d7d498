// @vitest-environment jsdom
/**
 * The browser's phone check: India's numbers exactly (the only metadata it
 * carries), another country's by its shape, for the server to check exactly.
 */
import { describe, expect, it } from "vitest";
import { normalisePhone } from "~/content/phone";

describe("the browser's phone check", () => {
  it("runs as the browser's build does", () => {
    expect(import.meta.env.SSR).toBe(false);
  });

  it("checks an Indian number exactly", () => {
    expect(normalisePhone("090000 12345")?.display).toBe("+91 90000 12345");
    expect(normalisePhone("+91 0123 45678")).toBeNull();
    expect(normalisePhone("9000")).toBeNull();
  });

  it("lets a foreign number of a possible length through, written with + or 00 or stored as digits", () => {
    expect(normalisePhone("+49 1512 3456789")?.e164).toBe("+4915123456789");
    expect(normalisePhone("0049 1512 3456789")?.chatDigits).toBe("4915123456789");
    expect(normalisePhone("4915123456789")?.chatDigits).toBe("4915123456789");
    expect(normalisePhone("+49 151")).toBeNull();
    expect(normalisePhone("+49 1512 3456 7890 1234")).toBeNull();
  });
});
