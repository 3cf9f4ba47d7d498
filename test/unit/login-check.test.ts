/**
 * The sign-in form's check, written with zod/mini and read by ~/admin/mini-form.ts, answers every form exactly as
 * the classic schema read by Conform's `parseWithZod` answered it: the same values, and the same messages under the
 * same names, word for word.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkLogin } from "~/auth/login-schema";

/** The schema as it was written with zod's classic API, before the sign-in page fetched its check on use. */
const classic = z.object({
  username: z
    .string({ error: "Enter your username" })
    .trim()
    .min(1, "Enter your username")
    .max(100, "Enter your username"),
  password: z
    .string({ error: "Enter your password" })
    .min(1, "Enter your password")
    .max(1000, "That password is too long"),
  rememberMe: z
    .union([z.literal("on"), z.literal("true"), z.literal("")])
    .optional()
    .transform((v) => v === "on" || v === "true"),
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const forms: Record<string, Record<string, string>> = {
  "nothing sent": {},
  "both empty": { username: "", password: "" },
  "a username of spaces": { username: "   ", password: "x" },
  "a username too long": { username: "a".repeat(101), password: "x" },
  "a password too long": { username: "admin", password: "p".repeat(1001) },
  "remember me ticked": { username: "  admin ", password: "secret", rememberMe: "on" },
  "remember me as true": { username: "admin", password: "secret", rememberMe: "true" },
  "remember me empty": { username: "admin", password: "secret", rememberMe: "" },
  "remember me something else": { username: "admin", password: "secret", rememberMe: "yes" },
  "a field the form has not": { username: "admin", password: "secret", role: "owner" },
};

describe("the sign-in form's check", () => {
  for (const [name, fields] of Object.entries(forms)) {
    it(`answers ${name} as the classic schema did`, () => {
      const mini = checkLogin(form(fields));
      const before = parseWithZod(form(fields), { schema: classic });
      expect(mini.status).toBe(before.status);
      expect(mini.status === "success" ? mini.value : mini.error).toEqual(
        before.status === "success" ? before.value : before.error,
      );
      expect(mini.payload).toEqual(before.payload);
    });
  }

  it("names each message's field, and says none of the password back", () => {
    const refused = checkLogin(form({ username: "", password: "" }));
    expect(refused.status === "error" && refused.error).toEqual({
      username: ["Enter your username"],
      password: ["Enter your password"],
    });
    const tooLong = checkLogin(form({ username: "a".repeat(101), password: "typed" }));
    expect(tooLong.reply({ hideFields: ["password"] }).initialValue).toEqual({ username: "a".repeat(101) });
  });
});
