/** Pickup points: where a bike is collected, a card each in the Pickup section. */
import { z } from "zod";
import { requiredText } from "../checks";
import { defineList, kind } from "../define";
import { badgeText, BADGE_HINT, features, picture, snippet } from "./card";

export const pickupPoints = defineList({
  kind: "pickupPoints",
  table: "pickup_points",
  noun: "pickup point",
  title: "Pickup points",
  slug: "pickup-points",
  anchor: "pickup",
  cards: true,
  fields: {
    name: kind.text(requiredText("Name", 60), { label: "Name", visitor: true }),
    /** Optional: empty means no badge. */
    badge: kind.nullableText(
      z.union([z.null(), badgeText()]).transform((b) => b || null),
      {
        label: "Badge",
        hint: BADGE_HINT,
        visitor: true,
      },
    ),
    description: kind.paragraph(requiredText("Description", 300, { multiline: true }), {
      label: "Description",
      visitor: true,
    }),
    features: features(),
    image: picture,
  },
  label: (point) => point.name,
  summary: (point) => [point.badge ?? "No badge", snippet(point.description, 60)],
  sample: [
    {
      id: "temple-road",
      name: "Temple Road",
      description: "Right on the main temple street, a short walk from Mahabaleshwar Temple.",
      image: "art-pickup-temple-road",
      badge: null,
      features: ["Walkable from the temple", "Morning pickups from 7 am"],
    },
    {
      id: "railway-station",
      name: "Railway Station",
      description: "Our main hub, 100 m from the station: step off the train and ride away.",
      image: "art-pickup-railway-station",
      badge: "POPULAR",
      features: ["Main hub", "Every bike and taxi", "Meet at the station exit"],
    },
    {
      id: "beach-road",
      name: "Beach Road",
      description: "Collect your bike by the sea and head straight for the coast road.",
      image: "art-pickup-beach-road",
      badge: "SCENIC",
      features: ["Near Gokarna Beach", "Sunset returns welcome"],
    },
  ],
});
