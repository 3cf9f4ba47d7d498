import { Link, data } from "react-router";
import type { Route } from "./+types/content-history";
import { adminContext, listFromParams, restoreFromHistory, restoreOutcome } from "~/admin/actions.server";
import { HistoryList, RestoreOutcome } from "~/admin/history";
import { AdminPageHead } from "~/admin/ui";
import { describeWith } from "~/admin/activity-words.server";
import { listInfo, lists } from "~/content/lists";
import { adminTitle } from "~/admin/titles";

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

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `History of ${loaderData?.name ?? ""} - ${adminTitle.content(loaderData?.brand ?? "")}` },
];

/** Restore one version: itself a new version, so it can be undone the same way. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const content = adminContext(context);
  const kind = listFromParams(params);
  const back = `/admin/content/${lists[kind].slug}/${params.id}/history`;
  return restoreFromHistory(request, context, content, kind, params.id, back);
}

export default function ContentHistory({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHead
        title={`History of ${d.name}`}
        back={
          d.state === "live"
            ? { to: `/admin/content/${d.slug}/${d.id}`, label: d.name }
            : { to: `/admin/content/${d.slug}`, label: d.title }
        }
      >
        {d.state === "trash" ? (
          <p className="admin-notice" role="note">
            This {d.noun} is in the Trash. <Link to="/admin/trash">Restore it from the Trash</Link> to restore one of
            its versions.
          </p>
        ) : d.state === "gone" ? (
          <p className="admin-notice" role="note">
            This {d.noun} was deleted for good; its history stays here.
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
