/**
 * What a customer sends from a review link: the stars, the words and the name
 * to show. One schema, read by the review page's action; the stars are whole
 * (the specification's rule), the words plain text within the review list's
 * own limits. Its messages are in the page's language.
 */
import { z } from "zod";
import { requiredText, starsSaying, type TextMessages } from "~/content/checks";
import { REVIEW_TEXT_MAX } from "~/content/lists/reviews";
import { english, type Words } from "~/i18n/english";
import { reviewLimits } from "./limits";

/** The text checks' messages in a language: every public form's. */
export const textMessages = (w: Words): TextMessages => ({
  required: (label) => w.t("errRequired", { label }),
  tooLong: (label, max) => w.t("errTooLong", { label, max }),
  markup: (label) => w.t("errMarkup", { label }),
  oneLine: (label) => w.t("errOneLine", { label }),
  controlCharacters: (label) => w.t("errControl", { label }),
});

export function reviewForm(w: Words = english) {
  const messages = textMessages(w);
  return z.object({
    rating: starsSaying(w.t("errStars")),
    text: requiredText(w.t("yourReview"), REVIEW_TEXT_MAX, { multiline: true, messages }).refine(
      (t) => t.length >= reviewLimits.textMin,
      w.t("errReviewShort", { min: reviewLimits.textMin }),
    ),
    author: requiredText(w.t("nameToShowShort"), reviewLimits.nameMax, { messages }),
  });
}
