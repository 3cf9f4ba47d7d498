/**
 * The shape of everything the public page shows. Components read only these
 * types; where the values come from (the sample module at build time, the
 * content store at run time) is not their concern.
 */
import type { PageImage } from "~/images/types";

export type { PageImage };

/** A reference to an image in the library: its id, as content stores it. */
export type ImageId = string;
/** An image as the page gets it: resolved from the library, or null if it could not be (nothing is shown). */
export type ShownImage = PageImage | null;

export type BikeStatus = "available" | "rented-out" | "maintenance";

export interface Settings {
  brand: string;
  tagline: string;
  town: string;
  heroTitle: string;
  heroSubtitle: string;
  /** The hero picture (its library id; the page gets it resolved as HomeContent.heroImage). */
  heroImage: ImageId;
  /** Shown to people, e.g. "+91 90000 12345". */
  phone: string;
  /** Digits only, with country code: the chat service's address for the business. */
  chatNumber: string;
  /** Host of the chat service, e.g. "wa.me". */
  chatHost: string;
  email: string;
  address: string;
  /** When the shop is open; empty means not stated. */
  openingHours: OpeningHours[];
  /** IANA time zone that decides what "today" is for bookings and counts. */
  timeZone: string;
  mapEmbedUrl: string;
  mapsPlaceUrl: string;
  /** The shop's position, when the operator has given it (for search engines). */
  latitude: number | null;
  longitude: number | null;
  socialLinks: SocialLink[];
  promoEnabled: boolean;
  promoNumber: string;
  promoMessage: string;
  /** Empty until the operator configures analytics: no third-party script by default. */
  analyticsScriptUrl: string;
  copyrightHolder: string;
  /** The public address of the site, e.g. "https://sagararides.example"; empty until set. */
  siteUrl: string;
  /** What search results and shared links say about the site. */
  metaDescription: string;
}

/** Days as schema.org writes them. */
export type DayCode = "Mo" | "Tu" | "We" | "Th" | "Fr" | "Sa" | "Su";

/** One line of opening hours: these days, from `opens` to `closes` ("07:00", 24-hour clock). */
export interface OpeningHours {
  days: DayCode[];
  opens: string;
  closes: string;
}

export type SocialNetwork = "instagram" | "facebook" | "youtube";

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export interface Bike<Image = ShownImage> {
  id: string;
  name: string;
  image: Image;
  badge: string;
  rating: number;
  description: string;
  features: string[];
  /** Rupees per day. */
  price: number;
  status: BikeStatus;
}

export interface TaxiService<Image = ShownImage> {
  id: string;
  name: string;
  image: Image;
  badge: string;
  rating: number;
  description: string;
  /** Rupees per unit. */
  price: number;
  unit: string;
  destinations: string[];
  features: string[];
}

export interface PickupPoint<Image = ShownImage> {
  id: string;
  name: string;
  description: string;
  image: Image;
  badge: string | null;
  features: string[];
}

export interface Testimonial<Image = ShownImage> {
  id: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  avatar: Image;
  text: string;
}

/** How a fine's amount applies: once, per hour late, or as a ceiling. */
export type FineBasis = "flat" | "per-hour" | "up-to";

export interface Fine {
  offence: string;
  /** Rupees. */
  amount: number;
  basis: FineBasis;
}

export interface Terms {
  requirements: string[];
  fines: Fine[];
  policies: string[];
}

export interface Landmark {
  name: string;
  distance: string;
}

/** The content as it is stored and edited: images are library ids. */
export interface ContentData {
  settings: Settings;
  bikes: Bike<ImageId>[];
  taxis: TaxiService<ImageId>[];
  pickupPoints: PickupPoint<ImageId>[];
  testimonials: Testimonial<ImageId>[];
  terms: Terms;
  landmarks: Landmark[];
}

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
}
