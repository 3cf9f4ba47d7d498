/**
 * The one image field of the back office: content items (and the hero, once
 * its form is built on this field) pick their picture from the library, or
 * upload a new photo into it in place. With JavaScript the photo is sent on
 * its own, with the description typed beside it, and chosen in the picker;
 * nothing else in the form is touched or sent. Without JavaScript, a link to
 * the Images screen, in a new tab so the form keeps what was typed.
 */
import { Spoken } from "~/admin/spoken";
import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { labelInSentence } from "~/content/define";
import { ACCEPT } from "~/images/limits";
import { ALT_MAX, altTextSchema } from "~/images/schema";
import type { LibraryItem, UploadResult } from "~/images/types";
import { PlainField, SelectField } from "./fields";
import { UploadStatus, acceptedHint, usePhotoUpload } from "./photo-upload";
import { useHydrated } from "./ui";
import { useWords } from "./words";
import type { BackOfficeWords } from "~/i18n/back-office/words";

export interface ImageOption {
  value: string;
  label: string;
  /** The library's small version of it, shown beside the picker. */
  thumb: string;
}

export function ImageField({
  field,
  label,
  options,
  optional = false,
}: {
  field: FieldMetadata<any, any, string[]>;
  label: string;
  options: ImageOption[];
  /** May be left without a picture: "No photo" stays a choice. */
  optional?: boolean;
}) {
  const { t } = useWords();
  const hydrated = useHydrated();
  // Photos uploaded from here, offered first; the loader's list has them only from the next visit.
  const [added, setAdded] = useState<ImageOption[]>([]);
  /** A photo just uploaded here, to choose once its option is in the select. */
  const toChoose = useRef<string | null>(null);
  const shown = [...added, ...options.filter((o) => !added.some((a) => a.value === o.value))];
  const [chosen, setChosen] = useState(String(field.initialValue ?? ""));
  const preview = shown.find((o) => o.value === chosen)?.thumb;

  // Once the new option is in the select: choose it as the owner would, so the form knows it changed.
  useEffect(() => {
    const id = toChoose.current;
    if (!id) return;
    toChoose.current = null;
    const select = document.getElementById(field.id);
    if (select instanceof HTMLSelectElement) {
      select.value = id;
      select.dispatchEvent(new Event("input", { bubbles: true }));
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  });

  const onAdded = (image: Pick<LibraryItem, "id" | "alt" | "thumb">) => {
    setAdded((list) => [
      { value: image.id, label: image.alt, thumb: image.thumb },
      ...list.filter((o) => o.value !== image.id),
    ]);
    setChosen(image.id);
    toChoose.current = image.id;
  };

  return (
    <div
      className="admin-image-field"
      onChange={(event) => event.target instanceof HTMLSelectElement && setChosen(event.target.value)}
    >
      <SelectField
        field={field}
        label={label}
        options={shown}
        placeholder={optional ? t("No photo") : field.initialValue ? undefined : t("Choose a picture")}
      />
      {preview ? <img className="admin-image-preview" src={preview} alt="" width="120" height="80" /> : null}
      {hydrated ? (
        <UploadInPlace label={label} onAdded={onAdded} />
      ) : (
        <p className="admin-hint admin-image-field-fallback">
          {t("A new photo?")}{" "}
          <a href="/admin/images" target="_blank" rel="noopener">
            {t("Upload it on the Images screen (opens in a new tab)")}
          </a>{" "}
          {t("and describe it there; it is offered here the next time this form opens.")}
        </p>
      )}
    </div>
  );
}

function UploadInPlace({
  label,
  onAdded,
}: {
  label: string;
  onAdded: (image: Pick<LibraryItem, "id" | "alt" | "thumb">) => void;
}) {
  const words = useWords();
  const { t } = words;
  const id = useId();
  const upload = usePhotoUpload();
  const file = useRef<HTMLInputElement>(null);
  const alt = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [done, setDone] = useState<{ text: string; refused: boolean } | undefined>();

  const send = async () => {
    if (upload.running) return;
    const photo = file.current?.files?.[0];
    const described = altTextSchema.safeParse({ alt: alt.current?.value ?? "" });
    const found = {
      file: photo ? undefined : t("Choose a photo first."),
      alt: described.success ? undefined : described.error.issues[0]!.message,
    };
    setErrors(found);
    if (!photo || !described.success) return (found.file ? file : alt).current?.focus();
    setDone(undefined);
    const [result] = await upload.send([photo], { alt: described.data.alt });
    setDone(result ? { text: resultText(result, label, words), refused: !result.ok } : undefined);
    if (result?.ok) {
      onAdded(result.image);
      if (file.current) file.current.value = "";
      if (alt.current) alt.current.value = "";
    }
  };
  // Enter in the description uploads the photo; it must not save the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void send();
  };

  return (
    <details className="admin-image-upload">
      <summary className="admin-button admin-button-small admin-button-quiet">
        <Spoken shown={t("Upload a new photo")} said={t("Upload a new photo for {label}", { label })} />
      </summary>
      <div className="admin-image-upload-panel">
        {/* No names: these are sent on their own, never with the form around them. */}
        <PlainField
          id={`${id}-file`}
          label={t("New photo")}
          hint={acceptedHint({ several: false }, words)}
          error={errors.file}
        >
          {(props) => <input ref={file} type="file" accept={ACCEPT} {...props} />}
        </PlainField>
        <PlainField
          id={`${id}-alt`}
          label={t("What the photo shows")}
          hint={t("Its description for visitors who cannot see it, like “Royal Enfield Classic outside the shop”.")}
          error={errors.alt}
        >
          {(props) => (
            <input ref={alt} type="text" maxLength={ALT_MAX} autoComplete="off" onKeyDown={onKeyDown} {...props} />
          )}
        </PlainField>
        <button
          type="button"
          className="admin-button admin-button-quiet"
          onClick={() => void send()}
          disabled={upload.running}
          aria-busy={upload.running || undefined}
        >
          {upload.waiting
            ? t("Waiting for a connection…")
            : upload.running
              ? t("Uploading…")
              : t("Upload and choose it")}
        </button>
        <UploadStatus progress={upload.progress} done={done?.text} refused={done?.refused} note={upload.note} />
      </div>
    </details>
  );
}

function resultText(result: UploadResult, label: string, { t, text, lang }: BackOfficeWords): string {
  if (!result.ok) return text(result.message);
  // Only English lowers a label's first letter inside a sentence.
  const field = lang === "en" ? labelInSentence(label) : label;
  return result.duplicate
    ? t("This photo was already in the library as “{alt}”; it is chosen as the {field}. Save to put it on the page.", {
        alt: result.image.alt,
        field,
      })
    : t("Uploaded; it is chosen as the {field}. Save to put it on the page.", { field });
}
