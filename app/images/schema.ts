/** The library's one form schema, shared by the Images screen and the server. */
import { z } from "zod";
import { noMarkup } from "~/content/checks";

export const ALT_MAX = 250;

export const altTextSchema = z.object({
  alt: z
    .string({ error: "Describe the picture in a few words, for visitors who cannot see it" })
    .trim()
    .min(1, "Describe the picture in a few words, for visitors who cannot see it")
    .max(ALT_MAX, `Keep the description to ${ALT_MAX} characters or fewer`)
    .refine((v) => !noMarkup.test(v), "The description must be plain text, without HTML tags"),
});
