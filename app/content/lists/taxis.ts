/** Taxi services: a card each in the Taxi section, priced per unit (per km). */
import { requiredText, rupees, textList } from "../checks";
import { defineList, kind } from "../define";
import { rupees as money } from "../format";
import { cardFields, features, picture } from "./card";

export const taxis = defineList({
  kind: "taxis",
  table: "taxi_services",
  noun: "taxi service",
  title: "Taxi services",
  slug: "taxis",
  anchor: "taxi",
  cards: true,
  fields: {
    ...cardFields,
    name: kind.text(requiredText("Name", 60), { label: "Name", visitor: true }),
    price: kind.money(rupees("Price"), { label: "Price per unit", hint: "Rupees per unit, like 15 per km." }),
    unit: kind.text(requiredText("Unit", 12), {
      label: "Unit",
      hint: "What the price is per, like km.",
      visitor: true,
    }),
    destinations: kind.texts(textList("Destination", 10, 80), {
      label: "Destinations",
      item: "Destination",
      max: 10,
      hint: "Put the distance in brackets, like Goa Airport (150km), and the page shows the fare.",
      visitor: true,
    }),
    features: features(),
    image: picture,
  },
  label: (taxi) => taxi.name,
  summary: (taxi) =>
    [`${money(taxi.price)}/${taxi.unit}`, taxi.badge, `${taxi.destinations.length} destinations`].filter(Boolean),
  blank: () => ({ unit: "km" }),
  sample: [
    {
      id: "local-sightseeing",
      name: "Local Sightseeing",
      image: "art-taxis-local-sightseeing",
      badge: "LOCAL",
      rating: 4.9,
      description: "A driver who knows every beach path and temple street, for a few stops or a full day out.",
      price: 15,
      unit: "km",
      destinations: ["Om Beach", "Kudle Beach", "Half Moon Beach", "Mahabaleshwar Temple"],
      features: ["Local driver-guide", "Wait at each stop", "Air-conditioned car"],
    },
    {
      id: "airport-transfer",
      name: "Airport Transfer",
      image: "art-taxis-airport-transfer",
      badge: "TRANSFER",
      rating: 4.8,
      description: "On-time pickups and drops with room for your luggage, day or night.",
      price: 15,
      unit: "km",
      destinations: ["Goa Airport (150km)", "Hubballi Airport (165km)", "Hotel pickups and drops"],
      features: ["Flight tracking", "Luggage space", "Night rides"],
    },
    {
      id: "outstation-trips",
      name: "Outstation Trips",
      image: "art-taxis-outstation-trips",
      badge: "OUTSTATION",
      rating: 4.7,
      description: "Day trips and one-way rides along the coast and up into the hills.",
      price: 15,
      unit: "km",
      destinations: ["Yana Rocks (45km)", "Jog Falls (115km)", "Goa (150km)"],
      features: ["One-way or return", "Experienced highway drivers", "Flexible stops"],
    },
  ],
});
