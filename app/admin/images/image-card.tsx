/** One image of the library's grid: its description (edited in place), its facts, where it is used, and Delete. */
import { Spoken } from "~/admin/spoken";
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { FormErrors, getFormProps } from "../form";
import { useSchemaForm } from "../schema-form";
import { TextAreaField } from "../fields";
import { ActionFields, ActionForm, DateTime, useReportOutcome, useReportUnsaved } from "../ui";
import type { ImageOutcome, Intent } from "./outcomes";
import { labelOf, type ImageView } from "./views";
import { altTextSchema } from "~/images/schema";
import { useDraft } from "../drafts/use-draft";
import { useStartedVersion } from "../offline/save-offline";
import { useWords } from "../words";

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-IN")} KB`;

export interface CardProps {
  image: ImageView;
  /** The search shown, to come back to after a plain post. */
  q: string;
  /** The server's answer to a description sent without JavaScript. */
  lastResult?: SubmissionResult<string[]>;
  onOutcome: (o: ImageOutcome) => void;
  /** Tells the screen whether this description holds unsaved work. */
  onDirty: (part: string, dirty: boolean) => void;
}

/** A fetcher for one of an image's forms, whose answers go to the screen's status region; and whether it is busy. */
export function useImageAction(key: string, onOutcome: (o: ImageOutcome) => void) {
  const fetcher = useFetcher<ImageOutcome>({ key });
  useReportOutcome(fetcher, onOutcome);
  return [fetcher, fetcher.state !== "idle"] as const;
}

/** The search to keep after a plain post. */
const back = (q: string) => (q ? { q } : undefined);

/** One image of the grid: its description (editable in place), facts, where it is used, and Delete. */
export function ImageCard({ image, q, lastResult, onOutcome, onDirty }: CardProps) {
  const { t, text } = useWords();
  const [fetcher, busy] = useImageAction(`image:${image.id}`, onOutcome);
  const label = labelOf(image);
  const started = useStartedVersion(`alt-${image.id}`, `alt-${image.id}`, image.version);
  return (
    <li className="admin-photo" id={`image-${image.id}`} aria-busy={busy || undefined}>
      <img src={image.thumb} alt="" width={image.width} height={image.height} loading="lazy" />
      {image.alt.trim() ? null : <p className="admin-photo-warning">{t("Needs a description")}</p>}
      {/* Keyed by version: once a description is saved the field starts again from what is stored. */}
      <AltForm
        key={`${image.id}:${started.key}`}
        version={started.version}
        image={image}
        q={q}
        lastResult={lastResult}
        onOutcome={onOutcome}
        onDirty={onDirty}
      />
      <p className="admin-photo-facts">
        <span>
          {image.kind === "photo"
            ? t("Photo, {width} × {height}", { width: image.width, height: image.height })
            : t("Drawing, {width} × {height}", { width: image.width, height: image.height })}
        </span>
        <span>{kilobytes(image.bytes)}</span>
        <span>
          {t("Added")} <DateTime iso={image.createdAt} />
        </span>
      </p>
      {image.usedBy.length ? (
        <div className="admin-photo-uses">
          <p>{t("Used by")}</p>
          <ul aria-label={t("Where {id} is used", { id: image.id })}>
            {image.usedBy.map((use) => (
              <li key={use.text}>{use.href ? <Link to={use.href}>{text(use.text)}</Link> : text(use.text)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="admin-photo-uses">{t("Not used")}</p>
      )}
      <ImageAction
        fetcher={fetcher}
        image={image}
        q={q}
        intent="delete"
        className="admin-button-small admin-button-danger-quiet"
        name={t("Delete {name}", { name: label })}
      >
        {t("Delete")}
      </ImageAction>
    </li>
  );
}

/** The description, with the library's schema on both sides and its message next to the field. */
function AltForm({ image, q, lastResult, onOutcome, onDirty, version }: CardProps & { version: number }) {
  const { t } = useWords();
  const [fetcher, saving] = useImageAction(`alt:${image.id}`, onOutcome);
  const [form, fields] = useSchemaForm(altTextSchema, {
    id: `alt-${image.id}`,
    lastResult: saving ? null : (fetcher.data?.result ?? lastResult),
    defaultValue: { alt: image.alt },
  });
  useReportUnsaved(image.id, form.dirty && !saving, onDirty);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const draft = useDraft({
    form,
    schema: altTextSchema,
    draftKey: form.id,
    version,
    saved: answer?.tone === "success" && !answer.result,
    offer: !lastResult && !answer?.result,
  });
  return (
    <>
      {draft.offer}
      <fetcher.Form method="post" {...getFormProps(form)} className="admin-alt-form">
        <ActionFields id={image.id} version={draft.version} extra={back(q)} />
        <TextAreaField
          field={fields.alt}
          rows={3}
          // Without JavaScript, the page itself puts focus on a description the server refused.
          firstInvalid={Boolean(lastResult)}
          label={<Spoken shown={t("Description")} said={t("Description of {name}", { name: image.id })} />}
        />
        <FormErrors form={form} />
        <button
          type="submit"
          name="intent"
          value="alt"
          className="admin-button admin-button-small admin-button-quiet"
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {saving ? (
            <Spoken shown={t("Saving…")} said={t("Saving… the description of {id}", { id: image.id })} />
          ) : (
            <Spoken shown={t("Save")} said={t("Save the description of {id}", { id: image.id })} />
          )}
        </button>
      </fetcher.Form>
    </>
  );
}

/** One action on one image: its small form and its button, disabled while an action of the image is on its way. */
export function ImageAction({
  fetcher,
  image,
  q,
  intent,
  className,
  name,
  children,
}: {
  fetcher: ReturnType<typeof useImageAction>[0];
  image: { id: string; version: number };
  q: string;
  intent: Intent;
  className: string;
  /** The button's accessible name, when its words alone do not say which image. */
  name?: string;
  children: ReactNode;
}) {
  return (
    <ActionForm fetcher={fetcher} id={image.id} version={image.version} extra={back(q)}>
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`admin-button ${className}`}
        aria-label={name}
        disabled={fetcher.state !== "idle"}
      >
        {children}
      </button>
    </ActionForm>
  );
}
