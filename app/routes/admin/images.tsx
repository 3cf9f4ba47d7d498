import type { SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, data, redirect, useFetcher, useRevalidator } from "react-router";
import type { Route } from "./+types/images";
import { baseVersion, adminContext, formText } from "~/admin/content.server";
import { FormErrors, PlainField, TextAreaField, getFormProps, parseWithZod, useSchemaForm } from "~/admin/form";
import { UploadStatus, acceptedHint, uploadSummary, usePhotoUpload } from "~/admin/photo-upload";
import {
  ActionFields,
  ActionForm,
  AdminPageHead,
  ConfirmAction,
  DateTime,
  OutcomeMessage,
  TrashDates,
  UnsavedChanges,
  useReportOutcome,
  useReportUnsaved,
  useUnsavedParts,
} from "~/admin/ui";
import { lists, TRASH_DAYS, type ListKind } from "~/content/lists";
import { adminTitle } from "~/content/titles";
import { ACCEPT, MAX_FILES, UPLOAD_PATH } from "~/images/limits";
import { refusals } from "~/images/refusals";
import { altTextSchema } from "~/images/schema";
import type { ImageUse, LibraryItem, UploadResult } from "~/images/types";

/**
 * The library, searched by description, newest first, each image with where
 * it is used; the library's Trash; after an upload without JavaScript
 * (?upload=<batch>) what became of each file, and after any other plain form
 * post (?done=…&image=…) what was done.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { brand, images } = adminContext(context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const batch = url.searchParams.get("upload");
  const done = url.searchParams.get("done");
  const id = url.searchParams.get("image") ?? "";
  const image = images.get(id);
  return {
    brand,
    q,
    images: images.list({ search: q || undefined }).map(imageView),
    trash: images.trash().map((t) => ({ ...imageView(t), deletedAt: t.deletedAt!, purgeAt: t.purgeAt })),
    upload: batch && /^[0-9a-f-]{36}$/.test(batch) ? images.uploadResults(batch).map(resultView) : null,
    outcome: done && isDone(done) ? describe(done, image ? labelOf(image) : id, image) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTitle.images(loaderData?.brand ?? "") }];

/** What the screen shows of an image: no file names on disk, no previews, nothing it does not use. */
function imageView(image: LibraryItem) {
  return {
    id: image.id,
    kind: image.kind,
    alt: image.alt,
    thumb: image.thumb,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    createdAt: image.createdAt,
    version: image.version,
    usedBy: image.usedBy.map((use) => ({ text: use.text, href: whereToChange(use) })),
  };
}
type ImageView = ReturnType<typeof imageView>;

function resultView(result: UploadResult): ShownResult {
  return result.ok ? { ...result, image: { id: result.image.id, alt: result.image.alt } } : result;
}
type ShownResult =
  | { name: string; ok: true; duplicate: boolean; image: { id: string; alt: string } }
  | { name: string; ok: false; message: string };

/** The screen where the owner can choose another picture for a place that uses this one. */
function whereToChange(use: ImageUse): string | null {
  if (use.trashed) return "/admin/trash";
  if (use.entity === "settings") return null;
  const list = lists[use.entity as ListKind];
  return list ? `/admin/content/${list.slug}/${use.entityId}` : null;
}

/** How the operator knows an image: by its description, or by its id while it has none. */
const labelOf = (image: { alt: string; id: string }) => image.alt.trim() || image.id;

const intents = ["alt", "delete", "restore", "purge"] as const;
type Intent = (typeof intents)[number];
const isDone = (v: string): v is Intent => (intents as readonly string[]).includes(v);

interface Outcome {
  tone: "success" | "info";
  text: string;
  /** The image it is about. */
  id: string;
  /** After a delete: what Undo needs. */
  undo?: { id: string; version: number };
  /** A description that was not saved: its form shows why, next to the field. */
  result?: SubmissionResult<string[]>;
}

function describe(done: Intent, label: string, image?: { id: string; version: number }): Outcome {
  const id = image?.id ?? label;
  switch (done) {
    case "alt":
      return { tone: "success", id, text: `Description saved: “${label}”.` };
    case "delete":
      return {
        tone: "success",
        id,
        text: `“${label}” is in the Trash below. It can be restored for ${TRASH_DAYS} days.`,
        undo: image ? { id: image.id, version: image.version } : undefined,
      };
    case "restore":
      return { tone: "success", id, text: `“${label}” is back in the library.` };
    case "purge":
      return { tone: "success", id, text: `“${label}” is deleted for good, with its files.` };
  }
}

/**
 * Save a description, delete (to the Trash; refused while the image is used),
 * restore, or delete for good (asked first). A plain form post is answered
 * with a redirect back to the screen, or the screen with the refusal; a
 * script (the `enhanced` field) gets the outcome as data.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { actor, images } = adminContext(context);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = formText(form, "id");
  const version = baseVersion(form);
  const q = formText(form, "q");
  if (!isDone(intent)) throw data("Unknown action.", { status: 400 });
  const before = images.get(id);
  const label = before ? labelOf(before) : id;

  const done = (outcome: Outcome) => {
    if (formText(form, "enhanced") === "1") return data(outcome);
    const search = new URLSearchParams({ ...(q ? { q } : {}), done: intent, image: id });
    return redirect(`/admin/images?${search}#image-${id}`);
  };
  const refused = (text: string, status: number, result?: SubmissionResult<string[]>) =>
    data<Outcome>({ tone: "info", text, id, result }, { status });
  const stale = `“${label}” was changed by someone else a moment ago, so nothing was done. The screen now shows the latest; try again.`;

  if (intent === "alt") {
    const submission = parseWithZod(form, { schema: altTextSchema });
    if (submission.status !== "success") {
      return refused(
        `The description of “${label}” was not saved: see the message next to it.`,
        400,
        submission.reply(),
      );
    }
    const result = images.setAlt(id, submission.value, version, actor);
    if (result.ok) return done(describe("alt", labelOf(result.value), result.value));
    const message =
      result.reason === "stale" && result.conflict
        ? `Not saved: ${result.conflict.changedBy} changed this description first, to “${String(result.conflict.current.alt)}”. ` +
          "Your text is still in the field: save again to put it in place of theirs."
        : result.message;
    return refused(message, result.reason === "stale" ? 409 : 404, submission.reply({ formErrors: [message] }));
  }

  const refusal = (r: { reason: string; message: string }) =>
    r.reason === "stale" ? refused(stale, 409) : refused(r.message, r.reason === "in-use" ? 409 : 404);
  if (intent === "purge") {
    const result = await images.deleteForever(id, version, actor);
    return result.ok ? done(describe("purge", label)) : refusal(result);
  }
  const result = intent === "delete" ? images.remove(id, version, actor) : images.restore(id, version, actor);
  return result.ok ? done(describe(intent, label, result.value)) : refusal(result);
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-IN")} KB`;

export default function Images({ loaderData, actionData }: Route.ComponentProps) {
  const { images, trash, q } = loaderData;
  const [outcome, setOutcome] = useState<Outcome | null>(actionData ?? loaderData.outcome);
  useEffect(() => setOutcome(loaderData.outcome), [loaderData.outcome]);
  useEffect(() => {
    if (actionData) setOutcome(actionData);
  }, [actionData]);
  const report = useCallback((o: Outcome) => setOutcome(o), []);
  const undescribed = images.filter((i) => !i.alt.trim()).length;
  const [unsaved, onDirty] = useUnsavedParts();

  return (
    <>
      <AdminPageHead title="Images">
        <p className="admin-lead">
          The photos and drawings of the public page. Each needs a description before it can go on a card. An image in
          use cannot be deleted.
        </p>
      </AdminPageHead>
      <UploadPhotos initial={loaderData.upload} />

      <section className="admin-library" aria-labelledby="library-title">
        <h2 id="library-title">Library</h2>
        <Form method="get" role="search" className="admin-field admin-search">
          <label htmlFor="image-search">Search by description</label>
          <div className="admin-search-row">
            <input id="image-search" type="search" name="q" defaultValue={q} maxLength={100} autoComplete="off" />
            <button type="submit" className="admin-button admin-button-quiet">
              Search
            </button>
          </div>
        </Form>
        <p className="admin-hint">
          {q ? (
            <>
              {images.length === 0
                ? `No image matches “${q}”. `
                : `${images.length} ${images.length === 1 ? "image matches" : "images match"} “${q}”. `}
              <Link to="/admin/images">Show all images</Link>
            </>
          ) : (
            `${images.length} ${images.length === 1 ? "image" : "images"}, newest first.`
          )}
          {undescribed ? ` ${undescribed} ${undescribed === 1 ? "needs" : "need"} a description.` : null}
        </p>
        <ul className="admin-photo-grid">
          {images.map((image) => (
            <ImageCard
              key={image.id}
              image={image}
              q={q}
              lastResult={actionData?.id === image.id ? actionData.result : undefined}
              onOutcome={report}
              onDirty={onDirty}
            />
          ))}
        </ul>
      </section>

      <ImageTrash items={trash} q={q} onOutcome={report} />
      <UnsavedChanges when={unsaved} />

      <OutcomeMessage
        outcome={outcome}
        action={outcome?.undo ? <UndoButton undo={outcome.undo} q={q} onDone={report} /> : null}
        onDismiss={() => setOutcome(null)}
      />
    </>
  );
}

/**
 * The upload form: a plain multipart post to the upload route, which sends
 * the browser back here with the results; with JavaScript, the photos go one
 * by one with their progress, and the grid below updates as each arrives.
 */
function UploadPhotos({ initial }: { initial: ShownResult[] | null }) {
  const upload = usePhotoUpload();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const results: ShownResult[] | null = upload.results ?? initial;

  const checkChoice = () => {
    const count = input.current?.files?.length ?? 0;
    const error = count === 0 ? refusals["no-files"]() : count > MAX_FILES ? refusals["too-many-files"]() : null;
    setChoiceError(error);
    return error === null;
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.running) return;
    if (!checkChoice()) return input.current?.focus();
    await upload.send([...input.current!.files!], {
      onResult: (result) => {
        if (result.ok) void revalidator.revalidate();
      },
    });
    if (input.current) input.current.value = "";
  };

  return (
    <section className="admin-card admin-upload" aria-labelledby="upload-title">
      <h2 id="upload-title">Add photos</h2>
      <form method="post" action={UPLOAD_PATH} encType="multipart/form-data" onSubmit={onSubmit}>
        <PlainField id="photos" label="Photos" hint={acceptedHint({ several: true })} error={choiceError}>
          {(props) => (
            <input
              ref={input}
              type="file"
              name="photos"
              accept={ACCEPT}
              multiple
              required
              onChange={() => (input.current?.files?.length ?? 0) > MAX_FILES && checkChoice()}
              {...props}
            />
          )}
        </PlainField>
        <button
          type="submit"
          className="admin-button admin-button-primary"
          disabled={upload.running}
          aria-busy={upload.running || undefined}
        >
          {upload.running ? "Uploading…" : "Upload"}
        </button>
      </form>
      <UploadStatus progress={upload.progress} done={results ? uploadSummary(results as UploadResult[]) : undefined} />
      {results?.length ? (
        <ul className="admin-upload-results" aria-label="What became of each photo">
          {results.map((r, i) => (
            <li key={i} className={r.ok ? undefined : "admin-upload-refused"}>
              {r.ok ? (
                <>
                  <strong>{r.name}</strong>: {r.duplicate ? "already in the library" : "added"}.{" "}
                  {r.image.alt.trim() ? null : <a href={`#alt-${r.image.id}-alt`}>Write its description</a>}
                </>
              ) : (
                r.message
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

interface CardProps {
  image: ImageView;
  /** The search shown, to come back to after a plain post. */
  q: string;
  /** The server's answer to a description sent without JavaScript. */
  lastResult?: SubmissionResult<string[]>;
  onOutcome: (o: Outcome) => void;
  /** Tells the screen whether this description holds unsaved work. */
  onDirty: (part: string, dirty: boolean) => void;
}

/** A fetcher for one of an image's forms, whose answers go to the screen's status region; and whether it is busy. */
function useImageAction(key: string, onOutcome: (o: Outcome) => void) {
  const fetcher = useFetcher<Outcome>({ key });
  useReportOutcome(fetcher, onOutcome);
  return [fetcher, fetcher.state !== "idle"] as const;
}

/** The search to keep after a plain post. */
const back = (q: string) => (q ? { q } : undefined);

/** One image of the grid: its description (editable in place), facts, where it is used, and Delete. */
function ImageCard({ image, q, lastResult, onOutcome, onDirty }: CardProps) {
  const [fetcher, busy] = useImageAction(`image:${image.id}`, onOutcome);
  const label = labelOf(image);
  return (
    <li className="admin-photo" id={`image-${image.id}`} aria-busy={busy || undefined}>
      <img src={image.thumb} alt="" width={image.width} height={image.height} loading="lazy" />
      {image.alt.trim() ? null : <p className="admin-photo-warning">Needs a description</p>}
      {/* Keyed by version: once a description is saved the field starts again from what is stored. */}
      <AltForm
        key={`${image.id}:${image.version}`}
        image={image}
        q={q}
        lastResult={lastResult}
        onOutcome={onOutcome}
        onDirty={onDirty}
      />
      <p className="admin-photo-facts">
        <span>
          {image.kind === "photo" ? "Photo" : "Drawing"}, {image.width} × {image.height}
        </span>
        <span>{kilobytes(image.bytes)}</span>
        <span>
          Added <DateTime iso={image.createdAt} />
        </span>
      </p>
      {image.usedBy.length ? (
        <div className="admin-photo-uses">
          <p>Used by</p>
          <ul aria-label={`Where ${image.id} is used`}>
            {image.usedBy.map((use) => (
              <li key={use.text}>{use.href ? <Link to={use.href}>{use.text}</Link> : use.text}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="admin-photo-uses">Not used</p>
      )}
      <ImageAction
        fetcher={fetcher}
        image={image}
        q={q}
        intent="delete"
        className="admin-button-small admin-button-danger-quiet"
        name={`Delete ${label}`}
      >
        Delete
      </ImageAction>
    </li>
  );
}

/** The description, with the library's schema on both sides and its message next to the field. */
function AltForm({ image, q, lastResult, onOutcome, onDirty }: CardProps) {
  const [fetcher, saving] = useImageAction(`alt:${image.id}`, onOutcome);
  const [form, fields] = useSchemaForm(altTextSchema, {
    id: `alt-${image.id}`,
    lastResult: saving ? null : (fetcher.data?.result ?? lastResult),
    defaultValue: { alt: image.alt },
  });
  useReportUnsaved(image.id, form.dirty && !saving, onDirty);
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="admin-alt-form">
      <ActionFields id={image.id} version={image.version} extra={back(q)} />
      <TextAreaField
        field={fields.alt}
        rows={3}
        // Without JavaScript, the page itself puts focus on a description the server refused.
        firstInvalid={Boolean(lastResult)}
        label={
          <>
            Description<span className="visually-hidden"> of {image.id}</span>
          </>
        }
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
        {saving ? "Saving…" : "Save"}
        <span className="visually-hidden"> the description of {image.id}</span>
      </button>
    </fetcher.Form>
  );
}

type TrashedView = Route.ComponentProps["loaderData"]["trash"][number];

/** The library's own Trash: the content Trash knows items, not files. */
function ImageTrash({ items, q, onOutcome }: { items: TrashedView[]; q: string; onOutcome: (o: Outcome) => void }) {
  return (
    <section className="admin-image-trash" id="image-trash" aria-labelledby="image-trash-title">
      <h2 id="image-trash-title">Deleted images</h2>
      <p className="admin-hint">
        Deleted images wait here for {TRASH_DAYS} days, then go for good with their files. Sending the same photo again
        also brings it back.
      </p>
      {items.length === 0 ? (
        <p className="admin-card">No deleted images.</p>
      ) : (
        <ul className="admin-items">
          {items.map((image) => (
            <TrashedImage key={image.id} image={image} q={q} onOutcome={onOutcome} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TrashedImage({ image, q, onOutcome }: { image: TrashedView; q: string; onOutcome: (o: Outcome) => void }) {
  const [fetcher, busy] = useImageAction(`trashed:${image.id}`, onOutcome);
  const label = labelOf(image);
  return (
    <li className="admin-item" aria-busy={busy || undefined}>
      <div className="admin-item-main">
        <img src={image.thumb} alt="" width="64" height="48" loading="lazy" />
        <div>
          <h3 className="admin-item-title">{label}</h3>
          <p className="admin-item-facts">
            <TrashDates deletedAt={image.deletedAt} purgeAt={image.purgeAt} />
          </p>
        </div>
      </div>
      <div className="admin-item-actions">
        <ImageAction
          fetcher={fetcher}
          image={image}
          q={q}
          intent="restore"
          className="admin-button-small admin-button-quiet"
          name={`Restore ${label}`}
        >
          Restore
        </ImageAction>
        <ConfirmAction
          label="Delete forever"
          accessibleLabel={`Delete forever: ${label}`}
          question={<>Delete “{label}” for good, with its files? This cannot be undone.</>}
        >
          <ImageAction fetcher={fetcher} image={image} q={q} intent="purge" className="admin-button-danger">
            Yes, delete it forever
          </ImageAction>
        </ConfirmAction>
      </div>
    </li>
  );
}

function UndoButton({
  undo,
  q,
  onDone,
}: {
  undo: NonNullable<Outcome["undo"]>;
  q: string;
  onDone: (o: Outcome) => void;
}) {
  const [fetcher] = useImageAction(`undo:${undo.id}`, onDone);
  return (
    <ImageAction
      fetcher={fetcher}
      image={undo}
      q={q}
      intent="restore"
      className="admin-button-small admin-button-quiet"
    >
      Undo
    </ImageAction>
  );
}

/** One action on one image: its small form and its button, disabled while an action of the image is on its way. */
function ImageAction({
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
