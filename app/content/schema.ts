/**
 * One Zod schema per editable entity, shared by the back-office forms and the
 * server. Messages are written for the operator, not for a developer.
 */
import { z } from "zod";
import { normalisePhone } from "./phone";
import {
  checkWebAddress,
  isHostName,
  isOnNetwork,
  MAP_EMBED_SOURCES,
  SOCIAL_HOSTS,
  type WebAddressRules,
} from "./web-address";

/** Markup in a text field is never what the operator meant (and the page would show it as text). */
export const noMarkup = /<\/?[a-z!?]/i;

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

// ---------------------------------------------------------------------------
// Settings. Each validator knows its field. Each accepts what a Conform form
// sends (an empty field arrives as undefined, a ticked box as true, a number
// as a number) and what the JSON import sends, and a checked value passes
// its own schema again unchanged (the store checks what the form checked).

/** No markup (as in every text field), no control characters; line breaks only in a field that is a paragraph. */
const plainText = (label: string, multiline: boolean) => (value: string, ctx: z.RefinementCtx) => {
  if (noMarkup.test(value)) ctx.addIssue({ code: "custom", message: `${label} must be plain text, without HTML tags` });
  if (!multiline && value.includes("\n")) ctx.addIssue({ code: "custom", message: `${label} must be one line` });
  if (/[\u0000-\u0009\u000b-\u001f\u007f]/.test(value)) {
    ctx.addIssue({ code: "custom", message: `${label} cannot contain tabs or control characters` });
  }
};

const textChecks = (label: string, max: number, multiline: boolean) =>
  z
    .string({ error: `${label} is required` })
    .overwrite((v) => v.replace(/\r\n?/g, "\n"))
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .superRefine(plainText(label, multiline));

const settingText = (label: string, max: number, { multiline = false } = {}) =>
  textChecks(label, max, multiline).min(1, `${label} is required`);

/** Empty is allowed, and stored as "". */
const optionalSettingText = (label: string, max: number) =>
  textChecks(label, max, false)
    .optional()
    .transform((v) => v ?? "");

/** Reports a refusal from inside a transform. */
function refuseWith(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** A number to show and call, stored as "+91 90000 12345". */
const phoneForCalls = z
  .string({ error: "Phone number is required" })
  .trim()
  .min(1, "Phone number is required")
  .max(40, "Phone number must be 40 characters or fewer")
  .transform(
    (value, ctx) =>
      normalisePhone(value)?.display ??
      refuseWith(ctx, "Phone number must be a real phone number, like +91 90000 12345 or 090000 12345"),
  );

/** A chat service's number, stored as it wants it: country code and digits, "919000012345". */
const chatNumber = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(40, `${label} must be 40 characters or fewer`)
    .transform(
      (value, ctx) =>
        normalisePhone(value)?.chatDigits ??
        refuseWith(
          ctx,
          `${label} must be a real mobile number, like +91 90000 12345 (other countries with their +code)`,
        ),
    );

const webAddress = (label: string, rules?: WebAddressRules) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform((value, ctx) => {
      const checked = checkWebAddress(value, label, rules);
      return checked.ok ? checked.url : refuseWith(ctx, checked.message);
    });

/** Empty means "none", stored as "". */
const optionalWebAddress = (label: string, rules?: WebAddressRules) =>
  z
    .string({ error: `${label} must be a web address` })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return "";
      const checked = checkWebAddress(value, label, rules);
      return checked.ok ? checked.url : refuseWith(ctx, checked.message);
    });

export const dayCodes = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

/** "07:00", also typed as "7:00" or sent by a time input with seconds ("07:00:00"). */
const clockTime = (label: string) =>
  z
    .string({ error: `${label} must be a time like 07:00` })
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d(:00)?$/, `${label} must be a time like 07:00`)
    .transform((t) => t.slice(0, t.indexOf(":") + 3).padStart(5, "0"));

const openingHoursLine = z
  .object({
    days: z
      .array(z.enum(dayCodes, { error: "Choose days from Monday to Sunday" }), { error: "Choose at least one day" })
      .min(1, "Choose at least one day")
      .max(7, "Choose at most seven days")
      // Each day once, Monday first.
      .transform((days) => dayCodes.filter((d) => days.includes(d))),
    opens: clockTime("Opening time"),
    closes: clockTime("Closing time"),
  })
  .superRefine((line, ctx) => {
    if (line.closes <= line.opens) {
      ctx.addIssue({
        code: "custom",
        path: ["closes"],
        message: "Closing time must be after the opening time, like 07:00 to 21:00",
      });
    }
  });

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** A position is both numbers or neither. Checked on the map section and on whole settings (imports). */
function checkCoordinates(map: { latitude: number | null; longitude: number | null }, ctx: z.RefinementCtx) {
  if ((map.latitude === null) !== (map.longitude === null)) {
    ctx.addIssue({
      code: "custom",
      path: [map.latitude === null ? "latitude" : "longitude"],
      message: "Give both latitude and longitude, or neither",
    });
  }
}

export const networkNames: Record<(typeof socialNetworks)[number], string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
};

const socialLink = z
  .object({
    network: z.enum(socialNetworks, { error: "Choose Instagram, Facebook or YouTube" }),
    url: webAddress("Social link"),
  })
  .superRefine((link, ctx) => {
    if (!isOnNetwork(link.url, link.network)) {
      ctx.addIssue({
        code: "custom",
        path: ["url"],
        message: `${networkNames[link.network]} links must be on ${SOCIAL_HOSTS[link.network][0]}`,
      });
    }
  });

/**
 * The settings, by section of the Settings screen. Each section is saved and
 * versioned on its own; `settingsSchema` is all of them together (imports).
 */
export const settingsSectionSchemas = {
  identity: z.object({
    brand: settingText("Business name", 60),
    tagline: settingText("Tagline", 60),
    town: settingText("Town", 60),
    heroTitle: settingText("Headline", 80),
    heroSubtitle: settingText("Subtitle", 300, { multiline: true }),
    heroImage: imageRef,
  }),
  contact: z.object({
    phone: phoneForCalls,
    chatNumber: chatNumber("Chat number"),
    chatHost: z
      .string({ error: "Chat host is required" })
      .trim()
      .toLowerCase()
      .min(1, "Chat host is required")
      .max(100, "Chat host must be 100 characters or fewer")
      .refine(isHostName, "Chat host must be a host name like wa.me"),
    email: z
      .string({ error: "Email must be text" })
      .trim()
      .max(254, "Email must be 254 characters or fewer")
      .refine((v) => v === "" || z.regexes.email.test(v), "Email must look like name@example.com")
      .optional()
      .transform((v) => v ?? ""),
    address: settingText("Address", 200, { multiline: true }),
    openingHours: z
      .array(openingHoursLine, { error: "Opening hours must be a list" })
      .max(7, "At most seven lines of opening hours")
      .optional()
      .transform((v) => v ?? []),
    timeZone: z
      .string({ error: "Time zone is required" })
      .trim()
      .min(1, "Time zone is required")
      .max(64, "Time zone must be a place name like Asia/Kolkata")
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, "Time zone must be a place name like Asia/Kolkata"),
  }),
  map: z
    .object({
      mapEmbedUrl: webAddress("Map embed address", { sources: MAP_EMBED_SOURCES }),
      mapsPlaceUrl: webAddress("Maps link"),
      latitude: coordinate("Latitude", 90),
      longitude: coordinate("Longitude", 180),
    })
    .superRefine(checkCoordinates),
  social: z.object({
    socialLinks: z
      .array(socialLink, { error: "Social links must be a list" })
      .superRefine((links, ctx) => {
        // Here rather than .max(): a check that also runs on a string sent instead of a list.
        if (links.length > 3) {
          ctx.addIssue({
            code: "custom",
            message: "At most three social links: one each for Instagram, Facebook and YouTube",
          });
        }
        links.forEach((link, i) => {
          if (links.findIndex((l) => l.network === link.network) !== i) {
            ctx.addIssue({
              code: "custom",
              path: [i, "network"],
              message: `There is already a ${networkNames[link.network]} link`,
            });
          }
        });
      })
      .optional()
      .transform((v) => v ?? []),
  }),
  promo: z.object({
    // An unticked box sends nothing: off.
    promoEnabled: z
      .boolean({ error: "Say whether the Need a Website? button is shown" })
      .optional()
      .transform((v) => v ?? false),
    promoNumber: chatNumber("Need a Website? number"),
    promoMessage: settingText("Need a Website? message", 200, { multiline: true }),
  }),
  analytics: z.object({
    // One https origin: the page's policy allows it for scripts and beacons.
    analyticsScriptUrl: optionalWebAddress("Analytics script address"),
  }),
  footer: z.object({
    copyrightHolder: settingText("Copyright holder", 80),
  }),
  seo: z.object({
    siteUrl: optionalWebAddress("Site address", { originOnly: true }),
    metaDescription: optionalSettingText("Description", 200),
  }),
};

export type SettingsSection = keyof typeof settingsSectionSchemas;
export const settingsSectionNames = Object.keys(settingsSectionSchemas) as SettingsSection[];

const sections = settingsSectionSchemas;
export const settingsSchema = z
  .object({
    ...sections.identity.shape,
    ...sections.contact.shape,
    ...sections.map.shape,
    ...sections.social.shape,
    ...sections.promo.shape,
    ...sections.analytics.shape,
    ...sections.footer.shape,
    ...sections.seo.shape,
  })
  .superRefine(checkCoordinates);

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
