import { Link } from "react-router";
import { Spoken } from "~/admin/spoken";
import type { Route } from "./+types/content";
import { adminContext } from "~/admin/actions.server";
import { AdminPageHead } from "~/admin/ui";
import { adminTitle, titleWords } from "~/admin/titles";
import { listInfo, listKinds, lists } from "~/content/lists";
import { missingTranslations } from "~/content/translation-status";
import { useWords } from "~/admin/words";
import { Sentence } from "~/admin/sentence";

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

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWords(matches).text(adminTitle.content(loaderData?.brand ?? "")) },
];

export default function Content({ loaderData }: Route.ComponentProps) {
  const { t, text } = useWords();
  const { inTrash } = loaderData;
  const trash = inTrash ? t("Trash ({count})", { count: inTrash }) : t("Trash");
  return (
    <>
      <AdminPageHead
        title={t("Content")}
        actions={
          <>
            <Link className="admin-button admin-button-quiet" to="/admin/activity">
              {t("Activity")}
            </Link>
            <Link className="admin-button admin-button-quiet" to="/admin/trash">
              {trash}
            </Link>
          </>
        }
      >
        <p className="admin-lead">
          <Sentence
            text={t(
              "Everything on the public page, list by list. Changes are on the page within a second of saving; every change can be undone from its History, and deleted items wait in the {trash}. See every change in {activity}.",
            )}
            parts={{
              trash: <Link to="/admin/trash">{trash}</Link>,
              activity: <Link to="/admin/activity">{t("Activity")}</Link>,
            }}
          />
        </p>
      </AdminPageHead>
      <ul className="admin-list-grid">
        {loaderData.lists.map((l) => (
          <li key={l.kind} className="admin-card admin-list-card">
            <h2>
              <Link to={`/admin/content/${l.slug}`}>{text(l.title)}</Link>
            </h2>
            <p className="admin-sub">
              {l.hidden
                ? t("{shown} on the page, {hidden} hidden", { shown: l.shown, hidden: l.hidden })
                : t("{shown} on the page", { shown: l.shown })}
              {l.untranslated ? (
                <>
                  {" · "}
                  <span className="admin-tag admin-tag-todo">
                    {l.untranslated === 1
                      ? t("{count} needs a translation", { count: l.untranslated })
                      : t("{count} need a translation", { count: l.untranslated })}
                  </span>
                </>
              ) : null}
            </p>
            {l.names.length ? (
              <p className="admin-list-names">
                {l.names.join(" · ")}
                {l.more ? ` ${t("and {count} more", { count: l.more })}` : ""}
              </p>
            ) : (
              <p className="admin-list-names">{t("Nothing yet.")}</p>
            )}
            <p className="admin-card-actions">
              <Link className="admin-button admin-button-quiet" to={`/admin/content/${l.slug}`}>
                <Spoken shown={t("Open")} said={t("Open {list}", { list: text(l.title) })} />
              </Link>
              {l.byVisitors ? (
                <Link className="admin-button admin-button-quiet" to="/admin/reviews">
                  {t("Make a review link")}
                </Link>
              ) : (
                <Link className="admin-button admin-button-quiet" to={`/admin/content/${l.slug}/new`}>
                  {t("Add {item}", { item: text(l.noun) })}
                </Link>
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
