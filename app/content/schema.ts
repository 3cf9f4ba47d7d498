/**
 * One Zod schema per editable entity, shared by the back-office forms and the
 * server. Messages are written for the operator, not for a developer.
 */
import { z } from "zod";

/** Markup in a text field is never what the operator meant (and the page would show it as text). */
const noMarkup = /<\/?[a-z!?]/i;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be ${max} characters or fewer`)
    .refine((v) => !noMarkup.test(v), `${label} must be plain text, without HTML tags`);

/** May be left empty: a form sends nothing for an empty field, which reads as "". */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .refine((v) => !noMarkup.test(v), `${label} must be plain text, without HTML tags`)
    .optional()
    .transform((v) => v ?? "");

const rupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number of rupees above 0` })
    .int(`${label} must be a whole number of rupees above 0`)
    .min(1, `${label} must be a whole number of rupees above 0`)
    .max(10_000_000, `${label} must be at most ₹1,00,00,000`);

const cardRating = z.coerce
  .number({ error: "Rating must be a number from 1 to 5, like 4.8" })
  .min(1, "Rating must be a number from 1 to 5, like 4.8")
  .max(5, "Rating must be a number from 1 to 5, like 4.8")
  .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, "Rating can have at most one decimal place, like 4.8");

/**
 * An image of the library, by id. The store checks in its write path that it
 * is in the library and has alt text; the form only has to post the id.
 */
const imageRef = z
  .string({ error: "Choose an image from the library" })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "Choose an image from the library");

const list = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(text(label, maxLength), { error: `${label}s must be a list` })
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()}s`);

const httpsUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .url(`${label} must be a full web address starting with https://`)
    .refine((u) => u.startsWith("https://"), `${label} must be a full web address starting with https://`);

const slug = z
  .string({ error: "ID is required" })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "ID must use lowercase letters, digits and single dashes, like honda-dio")
  .max(60, "ID must be 60 characters or fewer");

export const bikeStatuses = ["available", "rented-out", "maintenance"] as const;
export const fineBases = ["flat", "per-hour", "up-to"] as const;
export const socialNetworks = ["instagram", "facebook", "youtube"] as const;

/** What every bike and taxi card shows at the top. */
const cardFields = {
  name: text("Name", 60),
  image: imageRef,
  badge: optionalText("Badge", 24).transform((b) => b.toUpperCase()),
  rating: cardRating,
  description: text("Description", 300),
};

export const bikeSchema = z.object({
  ...cardFields,
  features: list("Feature", 8, 60),
  price: rupees("Price"),
  status: z.enum(bikeStatuses, { error: "Choose available, all rented out or in maintenance" }),
});

export const taxiSchema = z.object({
  ...cardFields,
  price: rupees("Price"),
  unit: text("Unit", 12),
  destinations: list("Destination", 10, 80),
  features: list("Feature", 8, 60),
});

export const pickupPointSchema = z.object({
  name: text("Name", 60),
  description: text("Description", 300),
  image: imageRef,
  /** Optional: empty means no badge. */
  badge: z.union([z.null(), optionalText("Badge", 24)]).transform((b) => (b ? b.toUpperCase() : null)),
  features: list("Feature", 8, 60),
});

export const testimonialSchema = z.object({
  author: text("Name", 60),
  date: z
    .string({ error: "Date must be a real date, written YYYY-MM-DD" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a real date, written YYYY-MM-DD")
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      "Date must be a real date, written YYYY-MM-DD",
    ),
  rating: z.coerce
    .number({ error: "Rating must be a whole number of stars from 1 to 5" })
    .int("Rating must be a whole number of stars from 1 to 5")
    .min(1, "Rating must be a whole number of stars from 1 to 5")
    .max(5, "Rating must be a whole number of stars from 1 to 5"),
  avatar: imageRef,
  text: text("Review text", 600),
});

export const requirementSchema = z.object({ text: text("Requirement", 160) });
export const policySchema = z.object({ text: text("Policy", 160) });
export const fineSchema = z.object({
  offence: text("Offence", 80),
  amount: rupees("Fine"),
  basis: z.enum(fineBases, { error: "Choose once, per hour or up to" }),
});
export const landmarkSchema = z.object({
  name: text("Landmark", 60),
  distance: text("Distance", 40),
});

const digits = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{8,15}$/, `${label} must be 8 to 15 digits including the country code, like 919000012345`);

const dayCodes = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
const clockTime = (label: string) =>
  z
    .string({ error: `${label} must be a time like 07:00` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 07:00`);

/**
 * The settings, by section of the Settings screen. Each section is saved and
 * versioned on its own; `settingsSchema` is all of them together (imports).
 */
export const settingsSectionSchemas = {
  identity: z.object({
    brand: text("Business name", 60),
    tagline: text("Tagline", 60),
    town: text("Town", 60),
    heroTitle: text("Headline", 80),
    heroSubtitle: text("Subtitle", 300),
    heroImage: imageRef,
  }),
  contact: z.object({
    phone: z
      .string({ error: "Phone number is required" })
      .trim()
      .regex(/^\+?[\d\s-]{8,20}$/, "Phone number may contain only digits, spaces, dashes and a leading +"),
    chatNumber: digits("Chat number"),
    chatHost: z
      .string({ error: "Chat host is required" })
      .trim()
      .toLowerCase()
      .regex(/^(?=.{3,100}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/, "Chat host must be a host name like wa.me"),
    email: z.union([z.literal(""), z.email("Email must look like name@example.com")]),
    address: text("Address", 200),
    openingHours: z
      .array(
        z.object({
          days: z
            .array(z.enum(dayCodes, { error: "Choose the days" }))
            .min(1, "Choose at least one day")
            .max(7, "Choose at most seven days"),
          opens: clockTime("Opening time"),
          closes: clockTime("Closing time"),
        }),
      )
      .max(7, "At most seven lines of opening hours"),
    timeZone: z.string({ error: "Time zone is required" }).refine((tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "Time zone must be a place name like Asia/Kolkata"),
  }),
  map: z.object({
    mapEmbedUrl: httpsUrl("Map embed address"),
    mapsPlaceUrl: httpsUrl("Maps link"),
    latitude: z.number({ error: "Latitude must be a number" }).min(-90).max(90).nullable(),
    longitude: z.number({ error: "Longitude must be a number" }).min(-180).max(180).nullable(),
  }),
  social: z.object({
    socialLinks: z
      .array(
        z.object({
          network: z.enum(socialNetworks, { error: "Choose Instagram, Facebook or YouTube" }),
          url: httpsUrl("Social link"),
        }),
      )
      .max(3, "At most three social links"),
  }),
  promo: z.object({
    promoEnabled: z.boolean({ error: "Say whether the Need a Website? button is shown" }),
    promoNumber: digits("Need a Website? number"),
    promoMessage: text("Need a Website? message", 200),
  }),
  analytics: z.object({
    analyticsScriptUrl: z.union([z.literal(""), httpsUrl("Analytics script address")]),
  }),
  footer: z.object({
    copyrightHolder: text("Copyright holder", 80),
  }),
  seo: z.object({
    siteUrl: z.union([z.literal(""), httpsUrl("Site address")]),
    metaDescription: optionalText("Description", 200),
  }),
};

export type SettingsSection = keyof typeof settingsSectionSchemas;
export const settingsSectionNames = Object.keys(settingsSectionSchemas) as SettingsSection[];

const sections = settingsSectionSchemas;
export const settingsSchema = z.object({
  ...sections.identity.shape,
  ...sections.contact.shape,
  ...sections.map.shape,
  ...sections.social.shape,
  ...sections.promo.shape,
  ...sections.analytics.shape,
  ...sections.footer.shape,
  ...sections.seo.shape,
});

export { slug as idSchema, imageRef as imageRefSchema };

/** Field messages keyed by dotted path ("features.2"), ready to show next to the field. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
