/** The About Us page (/about): a few sections, each a heading and a text with an optional photo. */
import { optionalImageRef, requiredText } from "../checks";
import { defineList, kind } from "../define";
import { plainWords, richTextField, richTextHint } from "../rich-text";
import { snippet } from "./card";

export const about = defineList({
  kind: "about",
  table: "about_sections",
  noun: "section",
  title: "About Us",
  slug: "about",
  anchor: "about",
  fields: {
    heading: kind.text(requiredText("Heading", 80), { label: "Heading", visitor: true }),
    text: kind.paragraph(richTextField("Text", 3000), { label: "Text", hint: richTextHint, rows: 8, visitor: true }),
    photo: kind.image(optionalImageRef, { label: "Photo (optional)" }),
  },
  label: (section) => section.heading,
  summary: (section) => [snippet(plainWords(section.text), 80)],
  blank: () => ({ photo: "" }),
  sample: [
    {
      id: "who-we-are",
      heading: "Who we are",
      text: "We are a family-run rental shop by the railway station. We have rented scooters and motorcycles to visitors for years, and run taxis to the beaches, the temples and the airports.",
      photo: "",
    },
    {
      id: "how-we-look-after-you",
      heading: "How we look after you",
      text: "- Every bike is checked before it leaves: tyres, brakes, lights and oil.\n- A helmet comes with every bike.\n- If something goes wrong on the road, call us and we come to you.",
      photo: "",
    },
    {
      id: "find-us",
      heading: "Find us",
      text: "The shop is opposite the hospital, 100 m from the railway station. Send us a message and we meet you at the station, the beach road or the temple road.",
      photo: "",
    },
  ],
});
