import type { WordKey } from "~/i18n/words";

/** The four anchor links of the header and the mobile drawer (spec section 2), as words of the dictionaries. */
export const sectionLinks = [
  { href: "#bikes", label: "navBikes", subtitle: "navBikesSub" },
  { href: "#taxi", label: "navTaxi", subtitle: "navTaxiSub" },
  { href: "#pickup", label: "navPickup", subtitle: "navPickupSub" },
  { href: "#contact", label: "navContact", subtitle: "navContactSub" },
] as const satisfies readonly { href: string; label: WordKey; subtitle: WordKey }[];

/**
 * The drawer's links on the home page: its own address with this query, then
 * the section ("?menu#bikes"). Without a script a jump within the page would
 * leave the drawer (a popover) open over it; a real navigation closes it, so
 * the home page answers this query with a redirect to itself and the browser
 * keeps the section (server/site.ts). With /site.js the link is a plain jump.
 */
export const MENU_QUERY = "menu";
