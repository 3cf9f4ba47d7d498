/**
 * What the handover records, in the owner's words: the fuel in a few steps,
 * the documents a shop may keep as security (of any, only its type and last
 * four characters: never an Aadhaar number), and how a check-in reads beside
 * the check-out. Safe in the browser.
 */

/** Quarters of a tank, as the gauge shows them: chosen, never typed. */
export const FUEL_STEPS = ["Empty", "¼", "½", "¾", "Full"] as const;

export const fuelWords = (fuel: number) => FUEL_STEPS[fuel] ?? "";

/** What a tourist may leave as security. An Aadhaar card is not among them: its number may not be kept. */
export const documentTypes = ["licence", "passport", "other"] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentWords: Record<DocumentType, string> = {
  licence: "Driving licence",
  passport: "Passport",
  other: "Other ID",
};

/** "Driving licence ending 1234": a document as every screen names it. */
export const documentName = (type: string, last4: string) =>
  type in documentWords ? `${documentWords[type as DocumentType]}${last4 ? ` ending ${last4}` : ""}` : "";

/** "+140 km" from a check-out's odometer to a check-in's. */
export const kmBetween = (out: number, back: number) =>
  `${back - out >= 0 ? "+" : ""}${(back - out).toLocaleString("en-IN")} km`;

/** What a photo shows, to choose when it is sent: the sides of a bike, its odometer, a damage. */
export const photoCaptions = [
  "Left side",
  "Right side",
  "Front",
  "Back",
  "Odometer and fuel",
  "Damage",
  "Other",
] as const;
