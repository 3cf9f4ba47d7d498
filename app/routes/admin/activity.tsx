import { Form, Link } from "react-router";
import type { Route } from "./+types/activity";
import { adminContext } from "~/admin/actions.server";
import { ChangeList } from "~/admin/history";
import { AdminPageHead } from "~/admin/ui";
import { describeWith, readerWords } from "~/admin/activity-words.server";
import { listKinds, lists } from "~/content/lists";
import { useWords } from "~/admin/words";
import { Moment } from "~/admin/money/moment";
import { titleWords } from "~/admin/titles";

const filters = [
  ...listKinds.map((k) => ({ value: k as string, label: lists[k].title })),
  { value: "settings", label: "Settings" },
  { value: "booking", label: "Bookings" },
  { value: "content", label: "Imports" },
];

/** Every change, newest first, a page at a time, optionally for one list. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { store, images, brand } = adminContext(context);
  const url = new URL(request.url);
  const wanted = url.searchParams.get("list") ?? "";
  const entity = filters.some((f) => f.value === wanted) ? wanted : undefined;
  const page = store.activity({ page: Number(url.searchParams.get("page") ?? 1), entity });
  return {
    brand,
    entity: entity ?? "",
    ...page,
    entries: page.entries.map(describeWith(images, readerWords(context, request))),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWords(matches).t("Activity - Content Management - {brand}", { brand: loaderData?.brand ?? "" }) },
];

export default function Activity({ loaderData: d }: Route.ComponentProps) {
  const { t, text } = useWords();
  const pageLink = (page: number) =>
    `/admin/activity?${new URLSearchParams({ ...(d.entity ? { list: d.entity } : {}), page: String(page) })}`;
  return (
    <>
      <AdminPageHead title={t("Activity")} back={{ to: "/admin/content", label: t("All content") }}>
        <p className="admin-lead">{t("Every change to the content and settings, newest first, including imports.")}</p>
      </AdminPageHead>
      <Form method="get" className="admin-filter">
        <label htmlFor="activity-list">{t("Show")}</label>
        <select id="activity-list" name="list" defaultValue={d.entity}>
          <option value="">{t("Everything")}</option>
          {filters.map((f) => (
            <option key={f.value} value={f.value}>
              {text(f.label)}
            </option>
          ))}
        </select>
        <button type="submit" className="admin-button admin-button-quiet">
          {t("Filter")}
        </button>
      </Form>
      {d.entries.length === 0 ? (
        <p className="admin-card">{t("No changes yet.")}</p>
      ) : (
        <ol className="admin-history">
          {d.entries.map((e) => (
            <li key={e.id} className="admin-history-entry">
              <p className="admin-history-meta">
                <Moment iso={e.at} />
              </p>
              <p className="admin-history-summary">{e.sentence}</p>
              <ChangeList change={e} />
            </li>
          ))}
        </ol>
      )}
      <nav className="admin-pager" aria-label={t("Pages of activity")}>
        {d.page > 1 ? <Link to={pageLink(d.page - 1)}>← {t("Newer")}</Link> : <span />}
        <span>{t("Page {page} of {pages}", { page: d.page, pages: d.pages })}</span>
        {d.page < d.pages ? <Link to={pageLink(d.page + 1)}>{t("Older")} →</Link> : <span />}
      </nav>
    </>
  );
}
