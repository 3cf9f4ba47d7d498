/**
 * Your account's choice of the back office's language: one schema for the form
 * and the server. "phone" is no choice of one's own: the back office follows
 * the phone's language (its Accept-Language), stored as null.
 */
import { z } from "zod";
import { languages, type Lang } from "~/i18n/languages";

const languageMessages = { choose: "Choose a language" };

export const languageChoices = ["phone", ...languages] as const;

export const languageSchema = z.object({
  language: z
    .enum(languageChoices, { error: languageMessages.choose })
    .transform((choice): Lang | null => (choice === "phone" ? null : choice)),
});
