/** Bikes: a card each in the Bikes section, rented by the day. */
import { z } from "zod";
import { count, optionalRupees, optionalText, rupees } from "../checks";
import { requestLimits } from "../../booking/limits";
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

const days = (label: string) => count(label, 1, requestLimits.maxRentalDays, "days");
const units = count("Bikes of this model", 1, 50, "bikes");

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
    price: kind.money(rupees("Price"), { label: "Price per day", hint: "Rupees for one day: the normal price." }),
    weekPrice: kind.optionalMoney(optionalRupees("Price for 7 days"), {
      label: "Price for 7 days",
      hint: "Rupees for a week together, if you offer one; leave it empty for none. Six days never cost more.",
    }),
    monthPrice: kind.optionalMoney(optionalRupees("Price for 30 days"), {
      label: "Price for 30 days",
      hint: "Rupees for 30 days together, if you offer it; leave it empty for none.",
    }),
    deposit: kind.money(rupees("Deposit", { min: 0 }).default(0), {
      label: "Deposit",
      hint: "Rupees held until the bike is back, given back at drop-off. 0 for none.",
    }),
    depositInstead: kind.text(optionalText("Instead of the deposit", 80).default(""), {
      label: "Instead of the deposit",
      hint: "What a rider may leave instead, like: or keep one original ID. Leave it empty for nothing else.",
      visitor: true,
    }),
    minDays: kind.count(days("The fewest days").default(1), { label: "Fewest days", hint: "The shortest rental." }),
    maxDays: kind.count(days("The most days").default(requestLimits.maxRentalDays), {
      label: "Most days",
      hint: `The longest rental, up to ${requestLimits.maxRentalDays}.`,
    }),
    units: kind.count(units.default(1), {
      label: "Bikes of this model",
      hint: "How many the shop has: each booking takes one for its days.",
    }),
    status: kind.choice(z.enum(bikeStatuses, { error: "Choose available, all rented out or in maintenance" }), {
      label: "Availability",
      options: optionsOf(statusLabels),
    }),
    image: picture,
  },
  refine: (bike, ctx) => {
    if (bike.maxDays < bike.minDays) {
      ctx.addIssue({
        code: "custom",
        path: ["maxDays"],
        message: "The most days cannot be fewer than the fewest days",
      });
    }
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
      weekPrice: 3000,
      monthPrice: 10000,
      deposit: 1000,
      units: 2,
      depositInstead: "or keep one original ID with us",
      minDays: 1,
      maxDays: requestLimits.maxRentalDays,
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
      weekPrice: 3000,
      monthPrice: 10000,
      deposit: 1000,
      units: 3,
      depositInstead: "or keep one original ID with us",
      minDays: 1,
      maxDays: requestLimits.maxRentalDays,
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
      weekPrice: 4000,
      monthPrice: 13000,
      deposit: 1000,
      units: 2,
      depositInstead: "or keep one original ID with us",
      minDays: 1,
      maxDays: requestLimits.maxRentalDays,
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
      weekPrice: 7000,
      monthPrice: 24000,
      deposit: 2000,
      units: 1,
      depositInstead: "or keep one original ID with us",
      minDays: 1,
      maxDays: requestLimits.maxRentalDays,
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
      weekPrice: 5000,
      monthPrice: 17000,
      deposit: 1500,
      units: 1,
      depositInstead: "or keep one original ID with us",
      minDays: 1,
      maxDays: requestLimits.maxRentalDays,
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
      weekPrice: 5000,
      monthPrice: 17000,
      deposit: 1500,
      units: 1,
      depositInstead: "or keep one original ID with us",
      minDays: 1,
      maxDays: requestLimits.maxRentalDays,
    },
  ],
});
