// @vitest-environment jsdom
/**
 * The browser's phone check arrives when a phone field is first used: until
 * then a number passes (the server checks every post), and what passed is
 * checked again once it is there.
 */
import { describe, expect, it } from "vitest";
import { afterPhoneCheckLoads, checkPhone, loadPhoneCheck } from "~/content/phone-check";
import { bookingSchemas } from "~/reservations/forms";

const phoneMessage = (phone: string) => {
  const result = bookingSchemas.customer.safeParse({ ref: "SR-7K4Q", version: "1", name: "", phone });
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe("the browser's phone check, loaded on use", () => {
  it("lets a number pass before it is loaded, asks for it, and refuses a wrong one once it is there", async () => {
    expect(import.meta.env.SSR).toBe(false);
    let told = 0;
    afterPhoneCheckLoads(() => told++);

    expect(checkPhone("12345")).toBeUndefined();
    expect(phoneMessage("12345")).toBeNull();

    await loadPhoneCheck();
    expect(told).toBe(1);
    expect(checkPhone("12345")).toBeNull();
    expect(checkPhone("090000 12345")?.display).toBe("+91 90000 12345");
    expect(phoneMessage("12345")).toEqual(["Write the phone number with digits, like +91 90000 12345"]);

    let toldAgain = false;
    afterPhoneCheckLoads(() => (toldAgain = true));
    await loadPhoneCheck();
    expect(toldAgain).toBe(false);
  });
});
