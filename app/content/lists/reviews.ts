/** Reviews (testimonials): what customers said, in the Reviews section. */
import { imageRef, isoDate, requiredText, stars } from "../checks";
import { defineList, kind, orNone } from "../define";
import { displayDate } from "../format";
import { snippet } from "./card";

export const testimonials = defineList({
  kind: "testimonials",
  table: "testimonials",
  noun: "review",
  title: "Reviews",
  slug: "reviews",
  anchor: "reviews",
  fields: {
    author: kind.text(requiredText("Name", 60), {
      label: "Name",
      hint: "As the customer wants to be named, like Anika M.",
    }),
    date: kind.date(isoDate, { label: "Date" }),
    rating: kind.choice(stars, {
      label: "Stars",
      show: orNone,
      storage: "integer",
      options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${"★".repeat(n)} ${n} of 5` })),
    }),
    text: kind.paragraph(requiredText("Review text", 600, { multiline: true }), { label: "Review" }),
    avatar: kind.image(imageRef, { label: "Photo" }),
  },
  label: (review) => review.author,
  summary: (review) => [
    `${"★".repeat(review.rating)} ${review.rating} of 5`,
    displayDate(review.date),
    snippet(review.text, 60),
  ],
  blank: (today) => ({ date: today, rating: "5" }),
  sample: [
    {
      id: "anika-m",
      author: "Anika M.",
      date: "2026-10-14",
      rating: 5,
      avatar: "art-avatars-anika-m",
      text: "The Activa was spotless and waiting at the station when our train came in. Booking took one message.",
    },
    {
      id: "tom-r",
      author: "Tom R.",
      date: "2026-09-28",
      rating: 5,
      avatar: "art-avatars-tom-r",
      text: "Rode the Classic 350 to Jog Falls and back. Great bike, fair price, and they checked the tyres before I left.",
    },
    {
      id: "priya-s",
      author: "Priya S.",
      date: "2026-08-03",
      rating: 4,
      avatar: "art-avatars-priya-s",
      text: "Airport taxi from Goa was on time at 5 am and the driver helped with all our bags. Would book again.",
    },
  ],
});
