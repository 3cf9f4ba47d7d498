import { Link, data } from "react-router";
import type { Route } from "./+types/content-history";
import { adminContext, listFromParams, restoreFromHistory, restoreOutcome } from "~/admin/actions.server";
import { HistoryList, RestoreOutcome } from "~/admin/history";
import { AdminPageHead } from "~/admin/ui";
import { describeWith } from "~/admin/activity-words.server";
import { listInfo, lists } from "~/content/lists";
import { adminTitle, titleWords } from "~/admin/titles";
import { useWords } from "~/admin/words";
import { Sentence } from "~/admin/sentence";

/** Every recorded version of one item, newest first, in words. */
export function loader({ context, params }: Route.LoaderArgs) {
  const { store, images, brand } = adminContext(context);
  const kind = listFromParams(params);
  const id = params.id;
  const live = store.item(kind, id);
  const trashed = live ? undefined : store.trash().find((t) => t.kind === kind && t.id === id);
  const entries = store.history(kind, id).map(describeWith(images));
  if (!live && !trashed && entries.length === 0) throw data(`There is no such ${lists[kind].noun}.`, { status: 404 });
  const snapshot = store.history(kind, id, { limit: 1 })[0];
  const name = live
    ? listInfo(kind).label(live)
    : (trashed?.label ??
      (snapshot?.after
        ? listInfo(kind).label(snapshot.after)
        : snapshot?.before
          ? listInfo(kind).label(snapshot.before)
          : id));
  return {
    brand,
    slug: lists[kind].slug,
    noun: lists[kind].noun,
    title: lists[kind].title,
    id,
    name,
    state: live ? ("live" as const) : trashed ? ("trash" as const) : ("gone" as const),
    currentVersion: live?.version ?? null,
    entries,
    ...restoreOutcome(context),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, text } = titleWords(matches);
  const title = t("History of {name}", { name: loaderData?.name ?? "" });
  return [{ title: `${title} - ${text(adminTitle.content(loaderData?.brand ?? ""))}` }];
};

/** Restore one version: itself a new version, so it can be undone the same way. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const content = adminContext(context);
  const kind = listFromParams(params);
  const back = `/admin/content/${lists[kind].slug}/${params.id}/history`;
  return restoreFromHistory(request, context, content, kind, params.id, back);
}

export default function ContentHistory({ loaderData: d }: Route.ComponentProps) {
  const { t, text } = useWords();
  const noun = text(d.noun);
  return (
    <>
      <AdminPageHead
        title={t("History of {name}", { name: d.name })}
        back={
          d.state === "live"
            ? { to: `/admin/content/${d.slug}/${d.id}`, label: d.name }
            : { to: `/admin/content/${d.slug}`, label: text(d.title) }
        }
      >
        {d.state === "trash" ? (
          <p className="admin-notice" role="note">
            <Sentence
              text={t("This {item} is in the Trash. {link} to restore one of its versions.", { item: noun })}
              parts={{ link: <Link to="/admin/trash">{t("Restore it from the Trash")}</Link> }}
            />
          </p>
        ) : d.state === "gone" ? (
          <p className="admin-notice" role="note">
            {t("This {item} was deleted for good; its history stays here.", { item: noun })}
          </p>
        ) : null}
      </AdminPageHead>
      <RestoreOutcome
        restored={d.restored}
        refused={d.refused}
        missing="That version could not be restored: the item is not in the list (it may be in the Trash)."
      />
      <HistoryList
        entries={d.entries}
        currentVersion={d.currentVersion}
        name={d.name}
        canRestore={d.state === "live"}
      />
    </>
  );
}
