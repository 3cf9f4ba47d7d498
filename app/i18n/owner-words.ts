/**
 * The owner's words in a language. Every field the registry marks as read by
 * visitors (`visitor: true`) has two siblings, `<field>Hi` and `<field>Kn`;
 * an empty one ("" or []) means "not translated", and the English is shown
 * instead, without a word. This is the one place the public pages choose.
 */
import { listInfo, listKinds } from "~/content/lists";
import { sectionInfo, settingsSectionNames } from "~/content/settings";
import type { ContentData } from "~/content/types";
import { writtenIn } from "~/content/languages";
import type { Lang } from "./languages";

type Item = Record<string, unknown>;

/**
 * Every visitor field of `item` in `lang`. A translation holds a value of its
 * English field's type (the registry gives it that check), so the item keeps its type.
 */
function itemIn<T extends Item>(item: T, fields: readonly string[], lang: Lang): T {
  const out = { ...item };
  for (const field of fields) Object.assign(out, { [field]: writtenIn(item, field, lang) });
  return out;
}

/** The stored content as a page in `lang` reads it: the same items, their visitor texts in that language. */
export function contentIn(data: ContentData, lang: Lang): ContentData {
  if (lang === "en") return data;
  const out = { ...data };
  for (const kind of listKinds) {
    const fields = listInfo(kind).visitorFields;
    Object.assign(out, { [kind]: data[kind].map((item: Item) => itemIn(item, fields, lang)) });
  }
  const settingsFields = settingsSectionNames.flatMap((s) => sectionInfo(s).visitorFields);
  out.settings = itemIn(data.settings, settingsFields, lang);
  return out;
}
