/**
 * The sample content's drawings: SVG files made for this project, kept in
 * public/art and trusted (they are ours, never uploads). They are library
 * entries like any photo, with their alt texts, so every picture on the page
 * comes from the library. The first start seeds them; migration 0003 creates
 * the same entries in a database from before the library.
 */
import type { DrawingEntry } from "./types";

const drawing = (src: string, alt: string, bytes: number, width = 480, height = 320): DrawingEntry => ({
  id: legacyImageId(src),
  kind: "drawing",
  src,
  alt,
  width,
  height,
  bytes,
});

/**
 * The library id of an image content named by path before the library:
 * "/art/bikes/honda-dio.svg" → "art-bikes-honda-dio". Migration 0003 computes
 * the same in SQL; imports of version-1 documents use this.
 */
export function legacyImageId(path: string): string {
  const dot = path.indexOf(".");
  return path
    .slice(1, dot < 0 ? undefined : dot)
    .toLowerCase()
    .replace(/[/_]/g, "-");
}

export const drawings: readonly DrawingEntry[] = [
  drawing(
    "/art/hero.svg",
    "A rider on a scooter on the coast road at sunset, with the sea, palm trees and a temple tower on the hill above Gokarna",
    5595,
    1200,
    800,
  ),
  drawing("/art/bikes/honda-dio.svg", "Illustration of the Honda Dio", 2276),
  drawing("/art/bikes/honda-activa.svg", "Illustration of the Honda Activa", 2284),
  drawing("/art/bikes/suzuki-access-125.svg", "Illustration of the Suzuki Access 125", 2603),
  drawing("/art/bikes/royal-enfield-classic.svg", "Illustration of the Royal Enfield Classic", 3639),
  drawing("/art/bikes/yamaha-fzs.svg", "Illustration of the Yamaha FZS", 2963),
  drawing("/art/bikes/hero-xtream-125r.svg", "Illustration of the Hero Xtream 125R", 2999),
  drawing("/art/taxis/local-sightseeing.svg", "Illustration for Local Sightseeing", 2735),
  drawing("/art/taxis/airport-transfer.svg", "Illustration for Airport Transfer", 3126),
  drawing("/art/taxis/outstation-trips.svg", "Illustration for Outstation Trips", 2789),
  drawing("/art/pickup/temple-road.svg", "Illustration of the Temple Road pickup point", 3310),
  drawing("/art/pickup/railway-station.svg", "Illustration of the Railway Station pickup point", 3230),
  drawing("/art/pickup/beach-road.svg", "Illustration of the Beach Road pickup point", 2932),
  drawing("/art/avatars/anika-m.svg", "Avatar of Anika M.", 325, 96, 96),
  drawing("/art/avatars/tom-r.svg", "Avatar of Tom R.", 325, 96, 96),
  drawing("/art/avatars/priya-s.svg", "Avatar of Priya S.", 325, 96, 96),
];
