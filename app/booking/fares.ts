import type { TaxiService } from "~/content/types";

/** A taxi destination as the card lists it, with its distance when the listing gives one. */
export interface Destination {
  /** Exactly as listed: "Goa Airport (150km)". The form sends this back. */
  listed: string;
  /** "Goa Airport". */
  place: string;
  /** 150, or null for "Hotel pickups and drops". */
  km: number | null;
}

/** "Goa Airport (150km)", "Goa Airport (150 km)" or "(150 KM)": a distance in parentheses at the end. */
const DISTANCE = /^(.*?)\s*\(\s*(\d+(?:\.\d+)?)\s*km\s*\)\s*$/i;

export function destinationOf(listed: string): Destination {
  const match = DISTANCE.exec(listed);
  if (!match || !match[1]) return { listed, place: listed.trim(), km: null };
  return { listed, place: match[1], km: Number(match[2]) };
}

/**
 * Whether a unit is the kilometre, as the owner writes it in English or its
 * Hindi or Kannada translation ("km", "कि.मी.", "ಕಿ.ಮೀ.", with or without
 * the dots): the fare is priced by the km in every language of the page.
 */
const KM = new Set(["km", "किमी", "ಕಿಮೀ"]);
const isKm = (unit: string) => KM.has(unit.trim().toLowerCase().replace(/[.\s]/g, ""));

/**
 * The estimated one-way fare in rupees: the price per km times the distance.
 * Null when the distance is not listed or the service is not priced by the km.
 */
export function oneWayFare(taxi: Pick<TaxiService, "price" | "unit">, destination: Destination): number | null {
  if (destination.km === null || !isKm(taxi.unit)) return null;
  return Math.round(taxi.price * destination.km);
}

/** Every listed destination of a service with its fare, in the listed order. */
export function faresOf(taxi: Pick<TaxiService, "price" | "unit" | "destinations">) {
  return taxi.destinations.map((listed) => {
    const destination = destinationOf(listed);
    return { ...destination, fare: oneWayFare(taxi, destination) };
  });
}
