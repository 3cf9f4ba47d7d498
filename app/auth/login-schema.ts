import { z } from "zod";

/** The login form (specification section 3), checked the same way in the form and on the server. */
export const loginSchema = z.object({
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
