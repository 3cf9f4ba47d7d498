/** The library's own Trash (the content Trash knows items, not files), and the Undo of a delete. */
import { ConfirmAction, TrashDates } from "../ui";
import { ImageAction, useImageAction } from "./image-card";
import type { ImageOutcome } from "./outcomes";
import { labelOf, type ImageView } from "./views";
import { TRASH_DAYS } from "~/content/lists";
import { useWords } from "../words";

/** An image in the library's Trash, as the screen shows it. */
export type TrashedView = ImageView & { deletedAt: string; purgeAt: string };

/** The library's own Trash: the content Trash knows items, not files. */
export function ImageTrash({
  items,
  q,
  onOutcome,
}: {
  items: TrashedView[];
  q: string;
  onOutcome: (o: ImageOutcome) => void;
}) {
  const { t } = useWords();
  return (
    <section className="admin-image-trash" id="image-trash" aria-labelledby="image-trash-title">
      <h2 id="image-trash-title">{t("Deleted images")}</h2>
      <p className="admin-hint">
        {t(
          "Deleted images wait here for {days} days, then go for good with their files. Sending the same photo again also brings it back.",
          { days: TRASH_DAYS },
        )}
      </p>
      {items.length === 0 ? (
        <p className="admin-card">{t("No deleted images.")}</p>
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

function TrashedImage({
  image,
  q,
  onOutcome,
}: {
  image: TrashedView;
  q: string;
  onOutcome: (o: ImageOutcome) => void;
}) {
  const { t } = useWords();
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
          name={t("Restore {name}", { name: label })}
        >
          {t("Restore")}
        </ImageAction>
        <ConfirmAction
          label={t("Delete forever")}
          accessibleLabel={t("Delete forever: {name}", { name: label })}
          question={<>{t("Delete “{name}” for good, with its files? This cannot be undone.", { name: label })}</>}
        >
          <ImageAction fetcher={fetcher} image={image} q={q} intent="purge" className="admin-button-danger">
            {t("Yes, delete it forever")}
          </ImageAction>
        </ConfirmAction>
      </div>
    </li>
  );
}

export function UndoButton({
  undo,
  q,
  onDone,
}: {
  undo: NonNullable<ImageOutcome["undo"]>;
  q: string;
  onDone: (o: ImageOutcome) => void;
}) {
  const { t } = useWords();
  const [fetcher] = useImageAction(`undo:${undo.id}`, onDone);
  return (
    <ImageAction
      fetcher={fetcher}
      image={undo}
      q={q}
      intent="restore"
      className="admin-button-small admin-button-quiet"
    >
      {t("Undo")}
    </ImageAction>
  );
}
