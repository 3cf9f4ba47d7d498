/**
 * Every editable field in the operator's words, and how its value reads in a
 * sentence ("Price ₹1,200 → ₹1,300"). The edit forms take their labels from
 * here and History and Activity their words, so the two always agree.
 */
import { rupees } from "./format";
import type { ListKind } from "./lists";
import type { SettingsSection } from "./schema";
import type { BikeStatus, FineBasis } from "./types";

export const statusLabels: Record<BikeStatus, string> = {
  available: "Available",
  "rented-out": "All rented out",
  maintenance: "In maintenance",
};

export const basisLabels: Record<FineBasis, string> = {
  flat: "Once",
  "per-hour": "Per hour",
  "up-to": "Up to",
};

export interface FieldInfo {
  label: string;
  /** The value as a person reads it. */
  show?: (value: unknown) => string;
}

const money = (v: unknown) => (typeof v === "number" ? rupees(v) : String(v ?? ""));
const list = (v: unknown) => (Array.isArray(v) ? v.map(String).join(", ") : String(v ?? ""));
const orNone = (v: unknown) => (v === null || v === undefined || v === "" ? "none" : String(v));

export const listFields: Record<ListKind, Record<string, FieldInfo>> = {
  bikes: {
    name: { label: "Name" },
    badge: { label: "Badge", show: orNone },
    rating: { label: "Rating" },
    description: { label: "Description" },
    features: { label: "Features", show: list },
    price: { label: "Price per day", show: money },
    status: { label: "Availability", show: (v) => statusLabels[v as BikeStatus] ?? String(v) },
    image: { label: "Image" },
  },
  taxis: {
    name: { label: "Name" },
    badge: { label: "Badge", show: orNone },
    rating: { label: "Rating" },
    description: { label: "Description" },
    price: { label: "Price per unit", show: money },
    unit: { label: "Unit" },
    destinations: { label: "Destinations", show: list },
    features: { label: "Features", show: list },
    image: { label: "Image" },
  },
  pickupPoints: {
    name: { label: "Name" },
    badge: { label: "Badge", show: orNone },
    description: { label: "Description" },
    features: { label: "Features", show: list },
    image: { label: "Image" },
  },
  testimonials: {
    author: { label: "Name" },
    date: { label: "Date" },
    rating: { label: "Stars" },
    text: { label: "Review" },
    avatar: { label: "Photo" },
  },
  requirements: { text: { label: "Requirement" } },
  fines: {
    offence: { label: "Offence" },
    amount: { label: "Fine", show: money },
    basis: { label: "How it applies", show: (v) => basisLabels[v as FineBasis] ?? String(v) },
  },
  policies: { text: { label: "Policy" } },
  landmarks: { name: { label: "Landmark" }, distance: { label: "Distance" } },
};

const yesNo = (v: unknown) => (v ? "on" : "off");
const json = (v: unknown) =>
  Array.isArray(v)
    ? v.map((x) => (typeof x === "object" && x ? Object.values(x).flat().join(" ") : String(x))).join("; ") || "none"
    : orNone(v);

export const settingsFields: Record<SettingsSection, Record<string, FieldInfo>> = {
  identity: {
    brand: { label: "Business name" },
    tagline: { label: "Tagline" },
    town: { label: "Town" },
    heroTitle: { label: "Headline" },
    heroSubtitle: { label: "Subtitle" },
    heroImage: { label: "Hero image" },
  },
  contact: {
    phone: { label: "Phone for calls" },
    chatNumber: { label: "Chat number" },
    chatHost: { label: "Chat host" },
    email: { label: "Email", show: orNone },
    address: { label: "Address" },
    openingHours: { label: "Opening hours", show: json },
    timeZone: { label: "Time zone" },
  },
  map: {
    mapEmbedUrl: { label: "Map embed address" },
    mapsPlaceUrl: { label: "Maps link" },
    latitude: { label: "Latitude", show: orNone },
    longitude: { label: "Longitude", show: orNone },
  },
  social: { socialLinks: { label: "Social links", show: json } },
  promo: {
    promoEnabled: { label: "Need a Website? button", show: yesNo },
    promoNumber: { label: "Need a Website? number" },
    promoMessage: { label: "Need a Website? message" },
  },
  analytics: { analyticsScriptUrl: { label: "Analytics script", show: orNone } },
  footer: { copyrightHolder: { label: "Copyright holder" } },
  seo: { siteUrl: { label: "Site address", show: orNone }, metaDescription: { label: "Description", show: orNone } },
};

export const settingsSectionTitles: Record<SettingsSection, string> = {
  identity: "Business and headline",
  contact: "Contact and hours",
  map: "Map",
  social: "Social links",
  promo: "Need a Website? button",
  analytics: "Analytics",
  footer: "Footer",
  seo: "Search and sharing",
};

export interface FieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What changed between two versions of an item or a settings section, field by field, in words. */
export function fieldChanges(
  fields: Record<string, FieldInfo>,
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChange[] {
  if (!before || !after) return [];
  const out: FieldChange[] = [];
  for (const [field, info] of Object.entries(fields)) {
    if (same(before[field], after[field])) continue;
    const show = info.show ?? orNone;
    out.push({ field, label: info.label, from: show(before[field]), to: show(after[field]) });
  }
  return out;
}

/** The fields of an entity of the audit log: a list kind, or "settings" (by section). */
/** An entry of the image library: what the owner can change about it. */
export const imageLibraryFields: Record<string, FieldInfo> = { alt: { label: "Description (alt text)" } };

export function fieldsOf(entity: string, entityId: string): Record<string, FieldInfo> {
  if (entity === "settings") return settingsFields[entityId as SettingsSection] ?? {};
  if (entity === "images") return imageLibraryFields;
  return listFields[entity as ListKind] ?? {};
}
