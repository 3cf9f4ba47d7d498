/**
 * What a customer sends from a review link: the stars, the words and the name
 * to show. One schema, read by the review page's action; the stars are whole
 * (the specification's rule), the words plain text within the review list's
 * own limits.
 */
import { z } from "zod";
import { requiredText, stars } from "~/content/checks";
import { REVIEW_TEXT_MAX } from "~/content/lists/reviews";
import { reviewLimits } from "./limits";

export const reviewFormSchema = z.object({
  rating: stars,
  text: requiredText("Your review", REVIEW_TEXT_MAX, { multiline: true }).refine(
    (t) => t.length >= reviewLimits.textMin,
    `Your review must be at least ${reviewLimits.textMin} characters`,
  ),
  author: requiredText("The name to show", reviewLimits.nameMax),
});
