import type { WordKey } from "~/i18n/words";

/** The four anchor links of the header and the mobile drawer (spec section 2), as words of the dictionaries. */
export const sectionLinks = [
  { href: "#bikes", label: "navBikes", subtitle: "navBikesSub" },
  { href: "#taxi", label: "navTaxi", subtitle: "navTaxiSub" },
  { href: "#pickup", label: "navPickup", subtitle: "navPickupSub" },
  { href: "#contact", label: "navContact", subtitle: "navContactSub" },
] as const satisfies readonly { href: string; label: WordKey; subtitle: WordKey }[];
