/**
 * The login form (specification section 3), checked the same way in the form and on the server. Written with
 * zod/mini, the sign-in page being the first a phone loads: ~/admin/mini-form.ts reads a form for it as
 * Conform reads one for the classic schemas. The page itself gets the fields' attributes from its loader and
 * fetches this check when the form is first used.
 */
import * as z from "zod/mini";
import { parseWithMini } from "~/admin/mini-form";

export const loginSchema = z.object({
  username: z
    .string({ error: "Enter your username" })
    .check(z.trim(), z.minLength(1, "Enter your username"), z.maxLength(100, "Enter your username")),
  password: z
    .string({ error: "Enter your password" })
    .check(z.minLength(1, "Enter your password"), z.maxLength(1000, "That password is too long")),
  rememberMe: z.pipe(
    z.optional(z.union([z.literal("on"), z.literal("true"), z.literal("")])),
    z.transform((v) => v === "on" || v === "true"),
  ),
});

/** The sign-in form read and checked: the same call in the browser and in the action. */
export const checkLogin = (formData: FormData) => parseWithMini(formData, loginSchema);
