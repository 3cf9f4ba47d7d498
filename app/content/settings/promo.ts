/** A third party's advert at the bottom of the page, with its own number (the specification's Need a Website? button). */
import { z } from "zod";
import { chatNumber, requiredText } from "../checks";
import { defineSection, kind } from "../define";
import { phoneAsWritten } from "../phone";
import { TYPED_AS_PEOPLE_DO } from "./contact";

export const promo = defineSection({
  name: "promo",
  title: "Need a Website? button",
  intro: "A third party's advert at the bottom of the page, with its own number.",
  onSite: "/",
  fields: {
    // An unticked box sends nothing: off.
    promoEnabled: kind.checkbox(
      z
        .boolean({ error: "Say whether the Need a Website? button is shown" })
        .optional()
        .transform((v) => v ?? false),
      { label: "Need a Website? button", text: "Show the Need a Website? button" },
    ),
    promoNumber: kind.text(chatNumber("Need a Website? number"), {
      label: "Need a Website? number",
      show: phoneAsWritten,
      input: "tel",
      inputMode: "tel",
      hint: `The advertiser's mobile number. ${TYPED_AS_PEOPLE_DO}`,
    }),
    promoMessage: kind.paragraph(requiredText("Need a Website? message", 200, { multiline: true }), {
      label: "Need a Website? message",
      rows: 2,
      hint: "The message the chat opens with.",
      preview: "promo",
    }),
  },
  sample: {
    promoEnabled: true,
    promoNumber: "919000054321",
    promoMessage: "Hi, I'm interested in getting a website developed.",
  },
});
