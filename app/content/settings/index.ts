/**
 * The registry of the settings: one entry per section of the Settings
 * screen, each saved and versioned on its own. Safe for the browser.
 */
import { z } from "zod";
import type { Field } from "../define";
import { bookings } from "./bookings";
import { contact } from "./contact";
import { identity } from "./identity";
import { map } from "./map";
import { messages } from "./messages";
import { analytics, footer, seo } from "./more";
import { pages } from "./pages";
import { promo } from "./promo";
import { receipt } from "./receipt";
import { social } from "./social";

export const settingsSections = {
  identity,
  contact,
  bookings,
  messages,
  receipt,
  map,
  social,
  promo,
  analytics,
  footer,
  seo,
  pages,
};

export type SettingsSection = keyof typeof settingsSections;
export const settingsSectionNames = Object.keys(settingsSections) as SettingsSection[];

/** A section's entry, as code that works on any section reads it. */
export interface SectionInfo {
  name: SettingsSection;
  title: string;
  intro: string;
  onSite: string;
  fields: Record<string, Field>;
  schema: z.ZodObject;
  imageFields: readonly string[];
  visitorFields: readonly string[];
  refine?(value: Record<string, unknown>, ctx: z.RefinementCtx): void;
  sample: Record<string, unknown>;
  untranslated: Record<string, unknown>;
  whenMissing?: Record<string, unknown>;
}

export const sectionInfo = (section: SettingsSection): SectionInfo => settingsSections[section] satisfies SectionInfo;

export const isSettingsSection = (name: string): name is SettingsSection =>
  (settingsSectionNames as string[]).includes(name);

/** Each section's schema, by name. */
export const settingsSectionSchemas = Object.fromEntries(
  settingsSectionNames.map((s) => [s, settingsSections[s].schema]),
) as { [S in SettingsSection]: (typeof settingsSections)[S]["schema"] };

export type SectionData<S extends SettingsSection> = z.output<(typeof settingsSections)[S]["schema"]>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** Every setting, all sections together: what the public page reads. */
export type Settings = UnionToIntersection<{ [S in SettingsSection]: SectionData<S> }[SettingsSection]>;

/**
 * All sections at once (an import), with each section's checks across fields.
 * Typed as Settings, so a section left out of the shape is a type error.
 */
export const settingsSchema: z.ZodType<Settings> = z
  .object({
    ...identity.schema.shape,
    ...contact.schema.shape,
    ...bookings.schema.shape,
    ...messages.schema.shape,
    ...receipt.schema.shape,
    ...map.schema.shape,
    ...social.schema.shape,
    ...promo.schema.shape,
    ...analytics.schema.shape,
    ...footer.schema.shape,
    ...seo.schema.shape,
    ...pages.schema.shape,
  })
  .superRefine((value, ctx) => {
    for (const name of settingsSectionNames) sectionInfo(name).refine?.(value, ctx);
  });

/** The sample settings, all sections together. */
export const sampleSettings = Object.assign(
  {},
  ...settingsSectionNames.map((s) => settingsSections[s].sample),
) as Settings;

/** The values of the sections added after a site was set up, as such a site holds them until they are saved. */
export const missingSectionValues = Object.assign(
  {},
  ...settingsSectionNames.map((s) => sectionInfo(s).whenMissing ?? {}),
) as Partial<Settings>;

/** The part of a whole Settings object that belongs to one section. */
export function sectionOf(settings: Record<string, unknown>, section: SettingsSection): Record<string, unknown> {
  return Object.fromEntries(Object.keys(settingsSections[section].fields).map((k) => [k, settings[k]]));
}

export { dayCodes, type DayCode, type OpeningHours } from "./contact";
export { networkNames, socialNetworks, type SocialNetwork } from "./social";
