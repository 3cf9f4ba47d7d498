/**
 * The settings, section by section. Each section of the Settings screen is
 * read, versioned and saved on its own; the public page reads them merged.
 */
import { eq } from "drizzle-orm";
import { keptQuery } from "~/db/kept-query.server";
import * as t from "~/db/schema";
import {
  sectionInfo,
  sectionOf,
  settingsSectionNames,
  settingsSectionSchemas,
  type SectionData,
  type SettingsSection,
} from "../settings";
import type { Settings } from "../types";
import { translationField, translationLanguages } from "../languages";
import {
  refuse,
  sameValues,
  type Query,
  type Tx,
  type WriteOptions,
  type WriteResult,
  type Writer,
} from "./transaction.server";

export type StoredSection<S extends SettingsSection> = SectionData<S> & { version: number };

function sectionRow(q: Query, section: SettingsSection) {
  return q.select().from(t.settingsSections).where(eq(t.settingsSections.section, section)).get();
}

/**
 * A section's row, or what a site set up before the section existed holds
 * (version 0: its first save writes the row).
 */
function sectionData(q: Query, section: SettingsSection, row = sectionRow(q, section)) {
  // A section saved before its texts had translations holds none: they read as unwritten.
  const { untranslated, whenMissing } = sectionInfo(section);
  if (row)
    return { data: { ...untranslated, ...newerFields(whenMissing, row.data), ...row.data }, version: row.version };
  if (whenMissing) return { data: { ...untranslated, ...whenMissing }, version: 0 };
  throw new Error(`The settings section "${section}" is missing: the database was not seeded`);
}

/**
 * A field added to a section after it was saved (a new message) reads as its
 * section says a site without it holds it, with its translations.
 */
function newerFields(whenMissing: Record<string, unknown> | undefined, data: Record<string, unknown>) {
  if (!whenMissing) return {};
  const absent = Object.keys(whenMissing).filter((key) => !(key in data));
  return Object.fromEntries(
    Object.entries(whenMissing).filter(([key]) =>
      absent.some((a) => key === a || translationLanguages.some((l) => key === translationField(a, l.code))),
    ),
  );
}

export function readSection<S extends SettingsSection>(q: Query, section: S): StoredSection<S> {
  const { data, version } = sectionData(q, section);
  return { ...(data as SectionData<S>), version };
}

/** All sections as one Settings object. */
export function readSettings(q: Query): Settings {
  const rows = keptQuery(q, "settings", () => q.select().from(t.settingsSections).prepare()).all();
  const merged: Record<string, unknown> = {};
  for (const section of settingsSectionNames) {
    Object.assign(
      merged,
      sectionData(
        q,
        section,
        rows.find((r) => r.section === section),
      ).data,
    );
  }
  return merged as Settings;
}

/** Writes every section from a whole, already checked, Settings object (seed and import). */
export function writeAllSections(
  tx: Tx,
  settings: Settings,
  w: Writer,
  { actor, action, batch }: { actor: string; action: string; batch: string },
) {
  for (const section of settingsSectionNames) {
    const data = sectionOf(settings, section);
    const row = sectionRow(tx, section);
    if (row && JSON.stringify(row.data) === JSON.stringify(data)) continue;
    const version = (row?.version ?? 0) + 1;
    if (row) {
      tx.update(t.settingsSections).set({ data, version }).where(eq(t.settingsSections.section, section)).run();
    } else {
      tx.insert(t.settingsSections).values({ section, data, version }).run();
    }
    w.record(
      tx,
      {
        entity: "settings",
        entityId: section,
        action,
        before: row ? { ...row.data, version: row.version } : null,
        after: { ...data, version },
        version,
        batch,
      },
      actor,
    );
  }
}

export function createSettingsWrites(w: Writer) {
  return {
    /** Saves one section, refusing bad input and a version someone else has moved on from. */
    saveSection<S extends SettingsSection>(
      section: S,
      input: unknown,
      baseVersion: number,
      { actor }: WriteOptions,
    ): WriteResult<StoredSection<S>> {
      const parsed = settingsSectionSchemas[section].safeParse(input);
      if (!parsed.success) return refuse.invalid(parsed.error);
      return w.write((tx) => {
        const before = readSection(tx, section);
        if (before.version !== baseVersion) {
          return refuse.stale("section", w.conflictWith(tx, "settings", section, before, baseVersion));
        }
        const { version: _version, ...current } = before;
        // Nothing to change: no new version, nothing in History or Activity.
        // Compared field by field in the section's order (an older row may hold them in another).
        const same = sameValues(
          sectionOf(current, section),
          sectionOf(parsed.data as Record<string, unknown>, section),
        );
        if (same) return { ok: true, value: before, unchanged: true };
        const version = before.version + 1;
        const data = parsed.data as Record<string, unknown>;
        if (before.version === 0) tx.insert(t.settingsSections).values({ section, data, version }).run();
        else tx.update(t.settingsSections).set({ data, version }).where(eq(t.settingsSections.section, section)).run();
        const after = readSection(tx, section);
        w.record(tx, { entity: "settings", entityId: section, action: "update", before, after, version }, actor);
        return { ok: true, value: after };
      });
    },
  };
}
