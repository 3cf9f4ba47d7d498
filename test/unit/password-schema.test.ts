import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { COMMON_PASSWORDS } from "~/auth/common-passwords";
import { newPasswordProblem, passwordChangeSchema, passwordMessages } from "~/auth/password-schema";

const owner = { username: "admin", brand: "Sagara Rides" };

describe("a new password", () => {
  it("is at least 12 characters and at most 256", () => {
    expect(newPasswordProblem("eleven-char", owner)).toBe(passwordMessages.tooShort);
    expect(newPasswordProblem("twelve-chars", owner)).toBeNull();
    expect(newPasswordProblem("x".repeat(257), owner)).toBe(passwordMessages.tooLong);
    expect(newPasswordProblem("a long passphrase with spaces is fine", owner)).toBeNull();
  });

  it("is not the username, in any case or spelling, alone, repeated or with digits added", () => {
    const helper = { username: "Sagara.Owner", brand: "" };
    for (const p of ["sagara.owner", "SAGARA-OWNER", "sagaraowner2025", "SagaraOwnerSagaraOwner"]) {
      expect(newPasswordProblem(p, helper), p).toBe(passwordMessages.username);
    }
    expect(newPasswordProblem("owner of the beach shack", helper)).toBeNull();
  });

  it("is not the business name, alone or with digits and symbols", () => {
    for (const p of ["Sagara Rides", "sagararides!!", "SagaraRides2025", "2025-sagara-rides"]) {
      expect(newPasswordProblem(p.padEnd(12, "!"), owner), p).toBe(passwordMessages.brand);
    }
    expect(newPasswordProblem("sagara rides at dawn", owner)).toBeNull();
  });

  it("is not one of the most common passwords, whatever its case", () => {
    for (const p of ["password1234", "QWERTYUIOP123", "123456789012", "1q2w3e4r5t6y"]) {
      expect(newPasswordProblem(p, owner), p).toBe(passwordMessages.common);
    }
  });

  it("the shipped list holds only lower-case passwords the length rule would let through", () => {
    expect(COMMON_PASSWORDS.size).toBe(308);
    for (const p of COMMON_PASSWORDS) {
      expect(p.length, p).toBeGreaterThanOrEqual(12);
      expect(p, p).toBe(p.toLowerCase());
    }
  });
});

describe("the change-password form", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.append(k, v);
    return data;
  };
  const schema = passwordChangeSchema(owner);

  it("accepts a good change sent as a form", () => {
    const submission = parseWithZod(
      form({
        currentPassword: "old-password-1",
        newPassword: "tide-lantern-cashew",
        confirmPassword: "tide-lantern-cashew",
      }),
      { schema },
    );
    expect(submission.status).toBe("success");
  });

  it("puts each refusal next to its field", () => {
    const submission = parseWithZod(form({ currentPassword: "", newPassword: "short", confirmPassword: "" }), {
      schema,
    });
    expect(submission.status === "error" && submission.error).toEqual({
      currentPassword: [passwordMessages.enterCurrent],
      newPassword: [passwordMessages.tooShort],
      confirmPassword: [passwordMessages.confirm],
    });
  });

  it("refuses a new password typed differently the second time, or the same as the current one", () => {
    const mismatch = schema.safeParse({
      currentPassword: "old-password-1",
      newPassword: "tide-lantern-cashew",
      confirmPassword: "tide-lantern-cashe",
    });
    expect(mismatch.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["confirmPassword", passwordMessages.mismatch],
    ]);
    const same = schema.safeParse({
      currentPassword: "tide-lantern-cashew",
      newPassword: "tide-lantern-cashew",
      confirmPassword: "tide-lantern-cashew",
    });
    expect(same.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["newPassword", passwordMessages.unchanged],
    ]);
  });
});
