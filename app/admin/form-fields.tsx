/**
 * The fields of any form of the registry (a list's item, a settings section),
 * in the order its entry gives them, with the labels, hints and widgets it
 * names: the words History uses are the ones the form shows.
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { Field } from "~/content/define";
import { translationLanguages } from "~/content/languages";
import { translationCounts } from "~/content/translation-status";
import { CheckboxField, ChoiceField, FieldError, TextAreaField, TextField } from "./fields";
import { TextListField } from "./list-field";
import { ImageField, type ImageOption } from "./image-field";
import {
  BikePrices,
  ClosedDays,
  LinkPreviewFor,
  OpeningHours,
  SocialLinks,
  type BikePriceRow,
  type ClosedDayRow,
  type HoursLine,
  type ListOf,
  type PreviewSettings,
  type SocialLinkRow,
} from "./row-widgets";
import { useWords } from "./words";

/** The choices some widgets offer besides the library's images: the bikes a season can price. */
export interface FormChoices {
  images: ImageOption[];
  bikes?: { value: string; label: string }[];
}

type AnyField = FieldMetadata<any, any, string[]>;

export function FormFields({
  spec,
  form,
  fields,
  choices,
  saved,
  locked = {},
}: {
  /** The entry's fields: what to show, in order. */
  spec: Record<string, Field>;
  form: FormMetadata<any, string[]>;
  fields: Record<string, AnyField>;
  choices: FormChoices;
  /** Saved settings the link previews need (the Settings screen). */
  saved?: PreviewSettings;
  /** Fields shown as stored but not editable (a customer's words), by name: the store refuses any change to them. */
  locked?: Record<string, unknown>;
}) {
  const { t, text } = useWords();
  // The English fields in the entry's order, then each language's translations in a group of their own.
  const names = Object.keys(spec).filter((name) => !spec[name]!.translates);
  const translated = translationLanguages.map((language) => ({
    language,
    names: Object.keys(spec).filter((name) => spec[name]!.translates?.language === language.code),
  }));
  const invalid = (name: string) => Object.keys(fields[name]?.allErrors ?? {}).length > 0;
  // Without JavaScript, the page itself puts focus on the first field that needs attention (in a list, on its row's).
  const first = [...names, ...translated.flatMap((t) => t.names)].find(invalid);
  const value = (name: string) => (typeof fields[name]?.value === "string" ? (fields[name].value as string) : "");
  const values = Object.fromEntries(Object.keys(spec).map((name) => [name, fields[name]?.value]));
  const counts = translationCounts(spec, values);

  const out: ReactNode[] = [];
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const { widget } = spec[name]!;
    const one = (n: string) =>
      n in locked ? (
        <LockedField key={n} spec={spec[n]!} field={fields[n]!} value={locked[n]} />
      ) : (
        <Widget key={n} spec={spec[n]!} field={fields[n]!} form={form} firstInvalid={n === first} choices={choices} />
      );
    if (widget.note) {
      out.push(
        <p key={`${name}-note`} className="admin-hint">
          {text(widget.note)}
        </p>,
      );
    }
    const partner = names[i + 1];
    if (widget.pair && partner && spec[partner]!.widget.pair) {
      out.push(
        <div key={`${name}-pair`} className="admin-settings-pair">
          {one(name)}
          {one(partner)}
        </div>,
      );
      i++;
      continue;
    }
    out.push(one(name));
    if (widget.preview && saved) {
      out.push(<LinkPreviewFor key={`${name}-preview`} kind={widget.preview} value={value} saved={saved} />);
    }
  }
  for (const [i, { language, names: own }] of translated.entries()) {
    if (!own.length) continue;
    const { done, needed } = counts[i]!;
    // Closed to keep a phone's form short, unless a translation needs attention.
    out.push(
      <details key={language.code} className="admin-translation" open={own.some(invalid) || undefined}>
        <summary>
          {/* A reader of that language reads its name once: "ಕನ್ನಡ", not "ಕನ್ನಡ (ಕನ್ನಡ)". */}
          {text(language.english) === language.own ? (
            <span lang={language.code}>{language.own}</span>
          ) : (
            <>
              {text(language.english)} <span lang={language.code}>({language.own})</span>
            </>
          )}
          <span className="admin-translation-count">
            {needed === 0 ? t("nothing to translate yet") : t("{done} of {needed} translated", { done, needed })}
          </span>
        </summary>
        <p className="admin-hint">
          {t("Left empty, the {language} page shows the English. Names and prices stay as they are.", {
            language: text(language.english),
          })}
        </p>
        {own.map((name) => (
          <Widget
            key={name}
            spec={spec[name]!}
            field={fields[name]!}
            form={form}
            firstInvalid={name === first}
            choices={choices}
            lang={language.code}
          />
        ))}
      </details>,
    );
  }
  return <>{out}</>;
}

/** A value as it was written, sent back unchanged with the form. */
function LockedField({
  spec: { label, show, widget },
  field,
  value,
}: {
  spec: Field;
  field: AnyField;
  value: unknown;
}) {
  const { text } = useWords();
  return (
    <div className="admin-field admin-field-locked">
      <span className="admin-field-label">{text(label)}</span>
      {/* A choice reads in the reader's language; a customer's own words stay as written. */}
      <p className="admin-locked-value">{widget.type === "choice" ? text(show(value)) : show(value)}</p>
      <FieldError id={field.errorId} errors={field.errors} />
      <input type="hidden" name={field.name} value={String(value ?? "")} />
    </div>
  );
}

function Widget({
  spec: { label: english, widget, schema },
  field,
  form,
  firstInvalid,
  choices,
  lang,
}: {
  spec: Field;
  field: AnyField;
  form: FormMetadata<any, string[]>;
  firstInvalid: boolean;
  choices: FormChoices;
  /** The language of what is typed, for a translation: the phone's keyboard and the font follow it. */
  lang?: string;
}) {
  // The registry's words stay English (History's too); the form shows them in the reader's language.
  const { text } = useWords();
  const label = text(english);
  const hint = widget.hint ? text(widget.hint) : undefined;
  // The fields come by name from any entry's form, so Conform knows no field's value here: the registry's widget
  // says which rows a field holds (a list widget's check is a list), and the cases below name those rows.
  switch (widget.type) {
    case "text":
      return (
        <TextField
          field={field}
          label={label}
          hint={hint}
          type={widget.input}
          prefix={widget.prefix}
          inputMode={widget.inputMode}
          autoComplete={widget.autoComplete}
          step={widget.step}
          firstInvalid={firstInvalid}
          lang={lang}
        />
      );
    case "textarea":
      return (
        <TextAreaField
          field={field}
          label={label}
          hint={hint}
          rows={widget.rows}
          firstInvalid={firstInvalid}
          lang={lang}
        />
      );
    case "list":
      return (
        <TextListField
          form={form}
          field={field as ListOf<string>}
          label={label}
          itemLabel={text(widget.item)}
          hint={hint}
          max={widget.max}
          firstInvalid={firstInvalid}
          lang={lang}
        />
      );
    case "choice":
      return (
        <ChoiceField
          field={field}
          legend={label}
          options={widget.options.map((o) => ({ value: o.value, label: text(o.label) }))}
        />
      );
    case "checkbox":
      return <CheckboxField field={field} label={text(widget.text)} hint={hint} />;
    case "image":
      return (
        <ImageField field={field} label={label} options={choices.images} optional={schema.safeParse("").success} />
      );
    case "opening-hours":
      return (
        <OpeningHours
          form={form}
          field={field as ListOf<HoursLine>}
          label={label}
          hint={hint}
          firstInvalid={firstInvalid}
        />
      );
    case "social-links":
      return (
        <SocialLinks
          form={form}
          field={field as ListOf<SocialLinkRow>}
          label={label}
          hint={hint}
          firstInvalid={firstInvalid}
        />
      );
    case "closed-days":
      return (
        <ClosedDays
          form={form}
          field={field as ListOf<ClosedDayRow>}
          label={label}
          hint={hint}
          firstInvalid={firstInvalid}
        />
      );
    case "bike-prices":
      return (
        <BikePrices
          form={form}
          field={field as ListOf<BikePriceRow>}
          label={label}
          hint={hint}
          firstInvalid={firstInvalid}
          bikes={choices.bikes ?? []}
        />
      );
  }
}
