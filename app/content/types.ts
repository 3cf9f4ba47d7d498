/**
 * The shape of everything the public page shows, derived from the registry
 * (./lists, ./settings): nothing here is written twice. Components read only
 * these types; where the values come from (the sample at build time, the
 * content store at run time) is not their concern.
 */
import type { ImageKeys } from "./define";
import type { ItemOf, ListKind, lists } from "./lists";
import type { Settings } from "./settings";
import type { PageImage } from "~/images/types";
import type { Season } from "~/booking/prices";

export type { PageImage, Settings };
export type { DayCode, OpeningHours, SocialNetwork } from "./settings";

/** An image as the page gets it: resolved from the library, or null if it could not be (nothing is shown). */
export type ShownImage = PageImage | null;

/** An item with its id, its images as the page renders them. */
type ShownItem<K extends ListKind> = Omit<ItemOf<K>, ImageKeys<(typeof lists)[K]["fields"]>> & {
  [F in ImageKeys<(typeof lists)[K]["fields"]>]: ShownImage;
} & { id: string };

/** An item with its id, its images named by library id: as it is stored and edited. */
type StoredFields<K extends ListKind> = ItemOf<K> & { id: string };

export type Bike = ShownItem<"bikes">;
export type TaxiService = ShownItem<"taxis">;
export type PickupPoint = ShownItem<"pickupPoints">;
export type Testimonial = ShownItem<"testimonials">;
export type Fine = ItemOf<"fines">;
export type Landmark = ItemOf<"landmarks">;

export interface Terms {
  requirements: string[];
  fines: Fine[];
  policies: string[];
}

/** The content as it is stored and edited: every list, images named by library id. */
export type ContentData = { settings: Settings } & { [K in ListKind]: StoredFields<K>[] };

/** What the public page renders: the content with every image resolved from the library. */
export interface HomeContent {
  settings: Settings;
  heroImage: ShownImage;
  bikes: Bike[];
  taxis: TaxiService[];
  pickupPoints: PickupPoint[];
  testimonials: Testimonial[];
  terms: Terms;
  landmarks: Landmark[];
  /** The visible seasons, as the price function reads them. */
  seasons: Season[];
}
