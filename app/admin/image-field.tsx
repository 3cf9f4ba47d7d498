/**
 * The one image field of the back office: content items (and the hero, once
 * its form is built on this field) pick their picture from the library, or
 * upload a new photo into it in place. With JavaScript the photo is sent on
 * its own, with the description typed beside it, and chosen in the picker;
 * nothing else in the form is touched or sent. Without JavaScript, a link to
 * the Images screen, in a new tab so the form keeps what was typed.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { labelInSentence } from "~/content/define";
import { ACCEPT } from "~/images/limits";
import { ALT_MAX, altTextSchema } from "~/images/schema";
import type { LibraryItem, UploadResult } from "~/images/types";
import { PlainField, SelectField } from "./fields";
import { UploadStatus, acceptedHint, usePhotoUpload } from "./photo-upload";
import { useHydrated } from "./ui";

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
        placeholder={optional ? "No photo" : field.initialValue ? undefined : "Choose a picture"}
      />
      {preview ? <img className="admin-image-preview" src={preview} alt="" width="120" height="80" /> : null}
      {hydrated ? (
        <UploadInPlace label={label} onAdded={onAdded} />
      ) : (
        <p className="admin-hint admin-image-field-fallback">
          A new photo?{" "}
          <a href="/admin/images" target="_blank" rel="noopener">
            Upload it on the Images screen (opens in a new tab)
          </a>{" "}
          and describe it there; it is offered here the next time this form opens.
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
      file: photo ? undefined : "Choose a photo first.",
      alt: described.success ? undefined : described.error.issues[0]!.message,
    };
    setErrors(found);
    if (!photo || !described.success) return (found.file ? file : alt).current?.focus();
    setDone(undefined);
    const [result] = await upload.send([photo], { alt: described.data.alt });
    setDone(result ? { text: resultText(result, label), refused: !result.ok } : undefined);
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
        Upload a new photo<span className="visually-hidden"> for {label}</span>
      </summary>
      <div className="admin-image-upload-panel">
        {/* No names: these are sent on their own, never with the form around them. */}
        <PlainField id={`${id}-file`} label="New photo" hint={acceptedHint({ several: false })} error={errors.file}>
          {(props) => <input ref={file} type="file" accept={ACCEPT} {...props} />}
        </PlainField>
        <PlainField
          id={`${id}-alt`}
          label="What the photo shows"
          hint="Its description for visitors who cannot see it, like “Royal Enfield Classic outside the shop”."
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
          {upload.waiting ? "Waiting for a connection…" : upload.running ? "Uploading…" : "Upload and choose it"}
        </button>
        <UploadStatus progress={upload.progress} done={done?.text} refused={done?.refused} note={upload.note} />
      </div>
    </details>
  );
}

function resultText(result: UploadResult, label: string): string {
  if (!result.ok) return result.message;
  const what = result.duplicate ? `This photo was already in the library as “${result.image.alt}”` : "Uploaded";
  return `${what}; it is chosen as the ${labelInSentence(label)}. Save to put it on the page.`;
}
