/** Bikes: a card each in the Bikes section, rented by the day. */
import { z } from "zod";
import { rupees } from "../checks";
import { defineList, kind, optionsOf } from "../define";
import { rupees as money } from "../format";
import { cardFields, features, picture } from "./card";

const bikeStatuses = ["available", "rented-out", "maintenance"] as const;
export type BikeStatus = (typeof bikeStatuses)[number];

export const statusLabels: Record<BikeStatus, string> = {
  available: "Available",
  "rented-out": "All rented out",
  maintenance: "In maintenance",
};

export const bikes = defineList({
  kind: "bikes",
  table: "bikes",
  noun: "bike",
  title: "Bikes",
  slug: "bikes",
  anchor: "bikes",
  cards: true,
  fields: {
    ...cardFields,
    features: features("Short points, like 350cc or Helmet included."),
    price: kind.money(rupees("Price"), { label: "Price per day", hint: "Rupees for one day." }),
    status: kind.choice(z.enum(bikeStatuses, { error: "Choose available, all rented out or in maintenance" }), {
      label: "Availability",
      options: optionsOf(statusLabels),
    }),
    image: picture,
  },
  label: (bike) => bike.name,
  summary: (bike) =>
    [`${money(bike.price)}/day`, statusLabels[bike.status], bike.badge, `★ ${bike.rating.toFixed(1)}`].filter(Boolean),
  blank: () => ({ status: "available" }),
  sample: [
    {
      id: "honda-dio",
      name: "Honda Dio",
      image: "art-bikes-honda-dio",
      badge: "FESTIVE SPECIAL",
      rating: 4.9,
      description: "Light, nimble scooter that slips through temple-town lanes and parks anywhere.",
      features: ["110cc", "Easy handling", "Helmet included"],
      price: 500,
      status: "available",
    },
    {
      id: "honda-activa",
      name: "Honda Activa",
      image: "art-bikes-honda-activa",
      badge: "POPULAR",
      rating: 4.8,
      description: "India's favourite family scooter: comfortable for two and easy on fuel.",
      features: ["125cc", "Comfortable for two", "Under-seat storage"],
      price: 500,
      status: "available",
    },
    {
      id: "suzuki-access-125",
      name: "Suzuki Access 125",
      image: "art-bikes-suzuki-access-125",
      badge: "ECONOMICAL",
      rating: 4.7,
      description: "Smooth, frugal scooter with a wide seat for long beach-hopping days.",
      features: ["125cc", "Full-day rental (24 hours)", "Great mileage"],
      price: 650,
      status: "available",
    },
    {
      id: "royal-enfield-classic",
      name: "Royal Enfield Classic",
      image: "art-bikes-royal-enfield-classic",
      badge: "CLASSIC",
      rating: 4.9,
      description: "The legendary thumper for coastal highways and Western Ghats rides.",
      features: ["350cc", "Touring comfort", "Riding gloves on request"],
      price: 1200,
      status: "available",
    },
    {
      id: "yamaha-fzs",
      name: "Yamaha FZS",
      image: "art-bikes-yamaha-fzs",
      badge: "SPORTY",
      rating: 4.8,
      description: "Muscular street bike with sharp handling and a confident upright stance.",
      features: ["149cc", "Disc brakes", "Digital console"],
      price: 800,
      status: "available",
    },
    {
      id: "hero-xtream-125r",
      name: "Hero Xtream 125R",
      image: "art-bikes-hero-xtream-125r",
      badge: "NEW",
      rating: 4.8,
      description: "Sharp new commuter with sporty looks and an easy, light clutch.",
      features: ["125cc", "LED lighting", "ABS braking"],
      price: 800,
      status: "available",
    },
  ],
});
