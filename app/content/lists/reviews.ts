/**
 * Reviews (testimonials): what customers said, in the Reviews section.
 * Reviews come only from customers, through one-time review links
 * (~/reviews): the back office adds none, and the owner shows or hides each
 * and may reply, but never changes its name, date, stars, photo or words.
 * The sample's reviews, typed for a new site, are locked the same way: the
 * owner hides or deletes them once real ones arrive.
 */
import { z } from "zod";
import { isoDate, optionalImageRef, optionalText, requiredText, stars } from "../checks";
import { defineList, kind, optionsOf, orNone } from "../define";
import { displayDate } from "../format";
import { snippet } from "./card";

/**
 * What a review is about: "bike:<id>" or "taxi:<id>", from the booking whose
 * link brought it, or "" for a review that came without a booking.
 */
const reviewItem = z
  .string({ error: "Bike or taxi must be text" })
  .regex(/^((bike|taxi):[a-z0-9-]{1,60})?$/, "Bike or taxi must be a bike's or taxi service's id")
  .default("");

/** The review's item for a booking's bike or taxi service. */
export const reviewItemOf = (kind: "bike" | "taxi", id: string) => `${kind}:${id}`;

/** The longest review a customer may write. */
export const REVIEW_TEXT_MAX = 600;

const origins = ["owner", "link"] as const;
const originLabels: Record<(typeof origins)[number], string> = {
  owner: "Typed in the back office",
  link: "Sent by the customer through a review link",
};

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
    rating: kind.numberChoice(stars, {
      label: "Stars",
      show: orNone,
      options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${"★".repeat(n)} ${n} of 5` })),
    }),
    text: kind.paragraph(requiredText("Review text", REVIEW_TEXT_MAX, { multiline: true }), { label: "Review" }),
    avatar: kind.image(optionalImageRef, { label: "Photo (optional: initials are shown without one)" }),
    reply: kind.paragraph(optionalText("Reply", 400, { multiline: true }).default(""), {
      label: "Your public reply",
      hint: "Optional. Shown under the review, signed with the shop's name.",
      visitor: true,
    }),
    item: kind.text(reviewItem, {
      label: "Bike or taxi",
      hint: "The bike or taxi service of the booking whose review link brought it: its stars count on that card.",
    }),
    origin: kind.choice(z.enum(origins, { error: "Choose where the review came from" }).default("owner"), {
      label: "Where it came from",
      options: optionsOf(originLabels),
    }),
  },
  addedByVisitorsOnly: true,
  // The customer's words are theirs; and nobody may pass a typed review off as a customer's.
  locked: () => ["author", "date", "rating", "text", "avatar", "item", "origin"],
  label: (review) => review.author,
  summary: (review) => [
    `${"★".repeat(review.rating)} ${review.rating} of 5`,
    displayDate(review.date),
    snippet(review.text, 60),
  ],
  sample: [
    {
      id: "anika-m",
      author: "Anika M.",
      date: "2026-10-14",
      rating: 5,
      avatar: "art-avatars-anika-m",
      reply: "",
      item: "",
      origin: "owner",
      text: "The Activa was spotless and waiting at the station when our train came in. Booking took one message.",
    },
    {
      id: "tom-r",
      author: "Tom R.",
      date: "2026-09-28",
      rating: 5,
      avatar: "art-avatars-tom-r",
      reply: "",
      item: "",
      origin: "owner",
      text: "Rode the Classic 350 to Jog Falls and back. Great bike, fair price, and they checked the tyres before I left.",
    },
    {
      id: "priya-s",
      author: "Priya S.",
      date: "2026-08-03",
      rating: 4,
      avatar: "art-avatars-priya-s",
      reply: "",
      item: "",
      origin: "owner",
      text: "Airport taxi from Goa was on time at 5 am and the driver helped with all our bags. Would book again.",
    },
  ],
});
