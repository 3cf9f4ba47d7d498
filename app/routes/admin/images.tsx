import { Form, Link, data } from "react-router";
import type { Route } from "./+types/images";
import {
  adminContext,
  baseVersion,
  formText,
  intentOf,
  isEnhanced,
  readForm,
  refusalStatus,
} from "~/admin/actions.server";
import type { Refusal } from "~/content/store.server";
import { parseWithZod } from "~/admin/schema-form";
import { ImageCard } from "~/admin/images/image-card";
import { ImageTrash, UndoButton } from "~/admin/images/image-trash";
import { describe, intents, type ImageOutcome } from "~/admin/images/outcomes";
import { UploadPhotos } from "~/admin/images/upload-photos";
import { imageView, labelOf, resultView } from "~/admin/images/views";
import { flashRedirect, takeFlash } from "~/admin/flash.server";
import { outcomeHref } from "~/admin/outcome";
import { AdminPageHead, OutcomeMessage, UnsavedChanges, useStateFrom, useUnsavedParts } from "~/admin/ui";
import { adminTitle, titleWords } from "~/admin/titles";
import { altTextSchema } from "~/images/schema";
import { useWords } from "~/admin/words";
/**
 * The library, searched by description, newest first, each image with where
 * it is used; the library's Trash; after an upload without JavaScript
 * (?upload=<batch>) what became of each file, and after any other plain form
 * post what was done (said once, from the flash the action left).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { brand, images } = adminContext(context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const batch = url.searchParams.get("upload");
  const done = takeFlash(context, intents);
  const id = done?.get("image") ?? "";
  const image = done ? images.get(id) : undefined;
  return {
    brand,
    q,
    images: images.list({ search: q || undefined }).map(imageView),
    trash: images.trash().map((t) => ({ ...imageView(t), deletedAt: t.deletedAt!, purgeAt: t.purgeAt })),
    upload: batch && /^[0-9a-f-]{36}$/.test(batch) ? images.uploadResults(batch).map(resultView) : null,
    outcome: done ? describe(done.done, image ? labelOf(image) : id, image) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { text } = titleWords(matches);
  return [{ title: text(adminTitle.images(loaderData?.brand ?? "")) }];
};

/**
 * Save a description, delete (to the Trash; refused while the image is used),
 * restore, or delete for good (asked first). A plain form post is answered
 * with a redirect back to the screen, or the screen with the refusal; a
 * script (the `enhanced` field) gets the outcome as data.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { actor, images } = adminContext(context);
  const form = await readForm(request);
  const intent = intentOf(form, intents);
  const id = formText(form, "id");
  const version = baseVersion(form);
  const q = formText(form, "q");
  const before = images.get(id);
  const label = before ? labelOf(before) : id;

  const done = (outcome: ImageOutcome) =>
    isEnhanced(form)
      ? data(outcome)
      : flashRedirect(context, outcomeHref("/admin/images", { q }, `image-${id}`), { done: intent, image: id });
  const refused = (text: string, status: number, result?: ImageOutcome["result"]) =>
    data<ImageOutcome>({ tone: "info", text, id, result }, { status });
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
    return refused(message, refusalStatus(result), submission.reply({ formErrors: [message] }));
  }

  const refusal = (r: Refusal) => refused(r.reason === "stale" ? stale : r.message, refusalStatus(r));
  if (intent === "purge") {
    const result = await images.deleteForever(id, version, actor);
    return result.ok ? done(describe("purge", label)) : refusal(result);
  }
  const result = intent === "delete" ? images.remove(id, version, actor) : images.restore(id, version, actor);
  return result.ok ? done(describe(intent, label, result.value)) : refusal(result);
}

export default function Images({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text } = useWords();
  const { images, trash, q } = loaderData;
  // The latest news: the answer to a post on this screen, or the outcome the address carries.
  const latest = actionData ?? loaderData.outcome;
  const [outcome, setOutcome] = useStateFrom<ImageOutcome | null>(latest, latest);
  const report = setOutcome;
  const undescribed = images.filter((i) => !i.alt.trim()).length;
  const [unsaved, onDirty] = useUnsavedParts();

  return (
    <>
      <AdminPageHead title={t("Images")}>
        <p className="admin-lead">
          {t(
            "The photos and drawings of the public page. Each needs a description before it can go on a card. An image in use cannot be deleted.",
          )}
        </p>
      </AdminPageHead>
      <UploadPhotos initial={loaderData.upload} />

      <section className="admin-library" aria-labelledby="library-title">
        <h2 id="library-title">{t("Library")}</h2>
        <Form method="get" role="search" className="admin-field admin-search">
          <label htmlFor="image-search">{t("Search by description")}</label>
          <div className="admin-search-row">
            <input id="image-search" type="search" name="q" defaultValue={q} maxLength={100} autoComplete="off" />
            <button type="submit" className="admin-button admin-button-quiet">
              {t("Search")}
            </button>
          </div>
        </Form>
        <p className="admin-hint">
          {q ? (
            <>
              {images.length === 0
                ? t("No image matches “{q}”.", { q })
                : images.length === 1
                  ? t("{count} image matches “{q}”.", { count: images.length, q })
                  : t("{count} images match “{q}”.", { count: images.length, q })}{" "}
              <Link to="/admin/images">{t("Show all images")}</Link>
            </>
          ) : images.length === 1 ? (
            t("{count} image, newest first.", { count: images.length })
          ) : (
            t("{count} images, newest first.", { count: images.length })
          )}
          {undescribed
            ? ` ${undescribed === 1 ? t("{count} needs a description.", { count: undescribed }) : t("{count} need a description.", { count: undescribed })}`
            : null}
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
        outcome={outcome && { ...outcome, text: text(outcome.text) }}
        action={outcome?.undo ? <UndoButton undo={outcome.undo} q={q} onDone={report} /> : null}
        onDismiss={() => setOutcome(null)}
      />
    </>
  );
}
