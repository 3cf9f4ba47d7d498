/**
 * The People screen's forms and the invitation's own: one schema each, for
 * the form in the browser and for the server.
 */
import { z } from "zod";
import { MAX_PASSWORD_LENGTH, newPasswordProblem, passwordMessages } from "./password-schema";
import { roles } from "./permissions";

export const INVITATION_HOURS = 72;

export const staffMessages = {
  chooseRole: "Choose what this person may do",
  lastOwner: "The shop needs an active owner: make another person owner first",
  noSuchPerson: "There is no such person: reload the page",
  linkUnknown: "This invitation link is not valid. Ask the shop's owner for a new one.",
  linkUsed: "This invitation has already been used. Ask the shop's owner for a new one.",
  linkExpired: "This invitation has expired. Ask the shop's owner for a new one.",
  enterUsername: "Choose a username",
  usernameShape: "Use one word of letters, digits, dots, dashes or underscores (up to 40)",
  usernameTaken: "Someone already has this username: choose another",
  tooManyTries: "Too many tries from this network. Wait a few minutes, then open the link again.",
  tooManyInvitations: "Too many invitations made from this network in the last hour. Wait, then make it again.",
};

const role = z.enum(roles, { error: staffMessages.chooseRole });
const userId = z.string().min(1, staffMessages.noSuchPerson).max(100, staffMessages.noSuchPerson);

/** The People screen's three presses. */
export const staffFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), role }),
  z.object({ intent: z.literal("role"), userId, role }),
  z.object({ intent: z.enum(["disable", "enable"]), userId }),
]);

/** A username: one word, as the sign-in form and the backup's rules take it. */
const usernameField = z
  .string({ error: staffMessages.enterUsername })
  .trim()
  .min(1, staffMessages.enterUsername)
  .regex(/^[\p{L}\p{N}._-]{1,40}$/u, staffMessages.usernameShape);

/** The invited person's own form: their username and password, with the rules every password follows. */
export function acceptInvitationSchema(brand: string) {
  return z
    .object({
      username: usernameField,
      newPassword: z
        .string({ error: passwordMessages.enterNew })
        .min(1, passwordMessages.enterNew)
        .max(MAX_PASSWORD_LENGTH, passwordMessages.tooLong),
      confirmPassword: z.string({ error: passwordMessages.confirm }).min(1, passwordMessages.confirm),
    })
    .superRefine((form, ctx) => {
      const problem = newPasswordProblem(form.newPassword, { username: form.username, brand });
      if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
      if (form.confirmPassword !== form.newPassword) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: passwordMessages.mismatch });
      }
    });
}
