import { Link } from "react-router";
import type { Route } from "./+types/content";
import { adminContext } from "~/admin/actions.server";
import { AdminPageHead } from "~/admin/ui";
import { adminTitle } from "~/admin/titles";
import { listInfo, listKinds, lists } from "~/content/lists";
import { missingTranslations } from "~/content/translation-status";

/** The lists of the public page, in page order, with how many items each shows and how many need a translation. */
export function loader({ context }: Route.LoaderArgs) {
  const { store, brand } = adminContext(context);
  return {
    brand,
    lists: listKinds.map((kind) => {
      const items = store.list(kind);
      const hidden = items.filter((i) => i.hidden).length;
      return {
        kind,
        title: lists[kind].title,
        slug: lists[kind].slug,
        noun: lists[kind].noun,
        byVisitors: lists[kind].addedByVisitorsOnly,
        untranslated: items.filter((i) => missingTranslations(listInfo(kind).fields, i).length).length,
        shown: items.length - hidden,
        hidden,
        names: items.slice(0, 4).map((i) => listInfo(kind).label(i)),
        more: Math.max(0, items.length - 4),
      };
    }),
    inTrash: store.trash().length,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTitle.content(loaderData?.brand ?? "") }];

export default function Content({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHead
        title="Content"
        actions={
          <>
            <Link className="admin-button admin-button-quiet" to="/admin/activity">
              Activity
            </Link>
            <Link className="admin-button admin-button-quiet" to="/admin/trash">
              Trash{loaderData.inTrash ? ` (${loaderData.inTrash})` : ""}
            </Link>
          </>
        }
      >
        <p className="admin-lead">
          Everything on the public page, list by list. Changes are on the page within a second of saving; every change
          can be undone from its History, and deleted items wait in the{" "}
          <Link to="/admin/trash">Trash{loaderData.inTrash ? ` (${loaderData.inTrash})` : ""}</Link>. See every change
          in <Link to="/admin/activity">Activity</Link>.
        </p>
      </AdminPageHead>
      <ul className="admin-list-grid">
        {loaderData.lists.map((l) => (
          <li key={l.kind} className="admin-card admin-list-card">
            <h2>
              <Link to={`/admin/content/${l.slug}`}>{l.title}</Link>
            </h2>
            <p className="admin-sub">
              {l.shown} on the page{l.hidden ? `, ${l.hidden} hidden` : ""}
              {l.untranslated ? (
                <>
                  {" · "}
                  <span className="admin-tag admin-tag-todo">
                    {l.untranslated} {l.untranslated === 1 ? "needs" : "need"} a translation
                  </span>
                </>
              ) : null}
            </p>
            {l.names.length ? (
              <p className="admin-list-names">
                {l.names.join(" · ")}
                {l.more ? ` and ${l.more} more` : ""}
              </p>
            ) : (
              <p className="admin-list-names">Nothing yet.</p>
            )}
            <p className="admin-card-actions">
              <Link className="admin-button admin-button-quiet" to={`/admin/content/${l.slug}`}>
                Open<span className="visually-hidden"> {l.title}</span>
              </Link>
              {l.byVisitors ? (
                <Link className="admin-button admin-button-quiet" to="/admin/reviews">
                  Make a review link
                </Link>
              ) : (
                <Link className="admin-button admin-button-quiet" to={`/admin/content/${l.slug}/new`}>
                  Add {l.noun}
                </Link>
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
