/**
 * What a new admin password must be, and the change-password form: one
 * schema for the form and the server (OWASP Authentication Cheat Sheet: a
 * length minimum and a deny list instead of composition rules).
 */
import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords";

export const MIN_PASSWORD_LENGTH = 12;
/** Long passphrases are welcome; this only keeps hashing bounded. */
export const MAX_PASSWORD_LENGTH = 256;

export const passwordMessages = {
  enterCurrent: "Enter your current password",
  wrongCurrent: "That is not your current password",
  enterNew: "Enter a new password",
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters`,
  username: "Choose a password that is not your username",
  brand: "Choose a password that is not the business name",
  common: "This is one of the most common passwords. Choose another",
  unchanged: "Choose a password different from your current one",
  confirm: "Type the new password again",
  mismatch: "The two new passwords are not the same",
};

/** Who the password belongs to: it must not be guessable from these. */
export interface PasswordContext {
  username: string;
  /** The business name; empty when not known (the first start). */
  brand: string;
}

/** Letters and digits only, lower case: "Sagara Rides" and "sagara-rides" are the same word. */
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The name itself, repeated, or with only digits and symbols around it ("SagaraRides2025!", "adminadmin1"). */
function isNameWithPadding(password: string, name: string): boolean {
  const n = squash(name);
  if (n.length < 3) return false;
  const p = squash(password);
  return p === n || (n.length >= 4 && p.includes(n) && /^\d*$/.test(p.split(n).join("")));
}

/** Why a password of the right length is still guessable, or null. */
function guessable(password: string, context: PasswordContext): string | null {
  if (isNameWithPadding(password, context.username)) return passwordMessages.username;
  if (context.brand && isNameWithPadding(password, context.brand)) return passwordMessages.brand;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return passwordMessages.common;
  return null;
}

/** Why this password may not be used, or null when it may. */
export function newPasswordProblem(password: string, context: PasswordContext): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return passwordMessages.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return passwordMessages.tooLong;
  return guessable(password, context);
}

/**
 * The change-password form: the current password, the new one and the new
 * one again. Build it with the signed-in admin's username and the brand, on
 * both sides. Whether the current password is right only the server knows.
 */
export function passwordChangeSchema(context: PasswordContext) {
  return z
    .object({
      currentPassword: z
        .string({ error: passwordMessages.enterCurrent })
        .min(1, passwordMessages.enterCurrent)
        .max(1000, passwordMessages.wrongCurrent),
      newPassword: z
        .string({ error: passwordMessages.enterNew })
        .min(MIN_PASSWORD_LENGTH, passwordMessages.tooShort)
        .max(MAX_PASSWORD_LENGTH, passwordMessages.tooLong)
        .superRefine((password, ctx) => {
          const problem = guessable(password, context);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        }),
      confirmPassword: z.string({ error: passwordMessages.confirm }).min(1, passwordMessages.confirm),
    })
    .superRefine((form, ctx) => {
      if (form.newPassword === form.currentPassword) {
        ctx.addIssue({ code: "custom", path: ["newPassword"], message: passwordMessages.unchanged });
      }
      if (form.confirmPassword !== form.newPassword) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: passwordMessages.mismatch });
      }
    });
}
