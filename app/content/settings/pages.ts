/** The About, Privacy and FAQ pages' own words, and what a reviewer is offered after sending a review. */
import { optionalWebAddress } from "../checks";
import { defineSection, kind } from "../define";
import { optionalRichTextField, richTextHint } from "../rich-text";

const values = {
  privacyIntro:
    "We are a small shop and keep as little about you as we can. This page lists everything this website keeps, and for how long. It is written from what the site does, and changes when the site does.",
  googleReviewUrl: "",
};

export const pages = defineSection({
  name: "pages",
  title: "Pages and reviews",
  intro:
    "The introduction of the Privacy Policy page (the rest of it is written from what the site does), and your Google review page.",
  onSite: "/privacy",
  fields: {
    privacyIntro: kind.paragraph(optionalRichTextField("Privacy introduction", 1500).default(values.privacyIntro), {
      label: "Privacy Policy introduction",
      hint: `Your own words at the top of the page. ${richTextHint}`,
      rows: 5,
      visitor: true,
    }),
    googleReviewUrl: kind.text(optionalWebAddress("Google review page").default(""), {
      label: "Google review page",
      inputMode: "url",
      hint: "Your business's review page on Google. Everyone who sends a review is then offered “Also review us on Google”. Empty: not offered.",
    }),
  },
  sample: values,
  // A site set up before this section: the same words until the owner changes them.
  whenMissing: values,
});
