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

/** A drawing's description in Hindi and Kannada: the name stands alone after a label, never with a suffix. */
type AltIn = Record<"hi" | "kn", string>;

const drawn: [entry: DrawingEntry, alt: AltIn][] = [
  [
    drawing(
      "/art/hero.svg",
      "A rider on a scooter on the coast road at sunset, with the sea, palm trees and a temple tower on the hill above Gokarna",
      5595,
      1200,
      800,
    ),
    {
      hi: "सूर्यास्त के समय तट की सड़क पर स्कूटर चलाता एक सवार; समुद्र, नारियल के पेड़ और पहाड़ी पर मंदिर का गोपुर",
      kn: "ಸೂರ್ಯಾಸ್ತದಲ್ಲಿ ಕರಾವಳಿ ರಸ್ತೆಯಲ್ಲಿ ಸ್ಕೂಟರ್ ಸವಾರ; ಸಮುದ್ರ, ತೆಂಗಿನ ಮರಗಳು ಮತ್ತು ಬೆಟ್ಟದ ಮೇಲೆ ದೇವಸ್ಥಾನದ ಗೋಪುರ",
    },
  ],
  ...(
    [
      ["honda-dio", "Honda Dio", 2276],
      ["honda-activa", "Honda Activa", 2284],
      ["suzuki-access-125", "Suzuki Access 125", 2603],
      ["royal-enfield-classic", "Royal Enfield Classic", 3639],
      ["yamaha-fzs", "Yamaha FZS", 2963],
      ["hero-xtream-125r", "Hero Xtream 125R", 2999],
    ] as const
  ).map(([file, name, bytes]): [DrawingEntry, AltIn] => [
    drawing(`/art/bikes/${file}.svg`, `Illustration of the ${name}`, bytes),
    { hi: `चित्र: ${name}`, kn: `ಚಿತ್ರ: ${name}` },
  ]),
  ...(
    [
      ["local-sightseeing", "Local Sightseeing", "आसपास की सैर", "ಸ್ಥಳೀಯ ಪ್ರವಾಸ", 2735],
      ["airport-transfer", "Airport Transfer", "एयरपोर्ट टैक्सी", "ಏರ್ಪೋರ್ಟ್ ಟ್ಯಾಕ್ಸಿ", 3126],
      ["outstation-trips", "Outstation Trips", "आउटस्टेशन ट्रिप", "ಹೊರ ಊರಿನ ಪ್ರವಾಸ", 2789],
    ] as const
  ).map(([file, name, hi, kn, bytes]): [DrawingEntry, AltIn] => [
    drawing(`/art/taxis/${file}.svg`, `Illustration for ${name}`, bytes),
    { hi: `चित्र: ${hi}`, kn: `ಚಿತ್ರ: ${kn}` },
  ]),
  ...(
    [
      ["temple-road", "Temple Road", "मंदिर रोड", "ದೇವಸ್ಥಾನ ರಸ್ತೆ", 3310],
      ["railway-station", "Railway Station", "रेलवे स्टेशन", "ರೈಲು ನಿಲ್ದಾಣ", 3230],
      ["beach-road", "Beach Road", "बीच रोड", "ಬೀಚ್ ರಸ್ತೆ", 2932],
    ] as const
  ).map(([file, name, hi, kn, bytes]): [DrawingEntry, AltIn] => [
    drawing(`/art/pickup/${file}.svg`, `Illustration of the ${name} pickup point`, bytes),
    { hi: `पिकअप पॉइंट का चित्र: ${hi}`, kn: `ಪಿಕಪ್ ಸ್ಥಳದ ಚಿತ್ರ: ${kn}` },
  ]),
  ...(
    [
      ["anika-m", "Anika M."],
      ["tom-r", "Tom R."],
      ["priya-s", "Priya S."],
    ] as const
  ).map(([file, name]): [DrawingEntry, AltIn] => [
    drawing(`/art/avatars/${file}.svg`, `Avatar of ${name}`, 325, 96, 96),
    { hi: `अवतार: ${name}`, kn: `ಅವತಾರ: ${name}` },
  ]),
];

export const drawings: readonly DrawingEntry[] = drawn.map(([entry]) => entry);

const altsById = new Map(drawn.map(([entry, alt]) => [entry.id, { en: entry.alt, ...alt }]));

/**
 * An image's description in the page's language: a sample drawing's own
 * translation while its English description is the one it came with (one the
 * owner has rewritten is theirs, and shown as written).
 */
export function altIn(lang: "en" | "hi" | "kn", image: { id: string; alt: string }): string {
  const alts = altsById.get(image.id);
  return alts && alts.en === image.alt ? alts[lang] : image.alt;
}
