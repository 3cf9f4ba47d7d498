/** The name and the first words visitors read, at the top of the page. */
import { imageRef, requiredText } from "../checks";
import { defineSection, kind } from "../define";

export const identity = defineSection({
  name: "identity",
  title: "Business and headline",
  intro: "The name and the first words visitors read, at the top of the page.",
  onSite: "/#top",
  fields: {
    brand: kind.text(requiredText("Business name", 60), {
      label: "Business name",
      hint: "In the header, the page's title and every chat message.",
      autoComplete: "organization",
    }),
    tagline: kind.text(requiredText("Tagline", 60), {
      label: "Tagline",
      hint: "A few words beside the name, like Bike Rentals & Taxi.",
      visitor: true,
    }),
    town: kind.text(requiredText("Town", 60), {
      label: "Town",
      hint: "Where the shop is: above the headline and in the map's title.",
      visitor: true,
    }),
    heroTitle: kind.text(requiredText("Headline", 80), {
      label: "Headline",
      hint: "The big line at the top of the page.",
      visitor: true,
    }),
    heroSubtitle: kind.paragraph(requiredText("Subtitle", 300, { multiline: true }), {
      label: "Subtitle",
      rows: 3,
      visitor: true,
    }),
    heroImage: kind.image(imageRef, { label: "Hero image" }),
  },
  sample: {
    brand: "Sagara Rides",
    tagline: "Bike Rentals & Taxi",
    town: "Gokarna",
    heroTitle: "Explore Gokarna in Style",
    heroSubtitle:
      "Well-kept scooters and motorcycles by the day, and honest taxis to every beach, temple and airport. Book in one message, pay when you pick up.",
    heroImage: "art-hero",
  },
});
