import { Form, Link } from "react-router";
import type { Route } from "./+types/activity";
import { adminContext } from "~/admin/actions.server";
import { ChangeList } from "~/admin/history";
import { AdminPageHead, DateTime } from "~/admin/ui";
import { describeWith } from "~/admin/activity-words.server";
import { listKinds, lists } from "~/content/lists";
import { adminTitle } from "~/admin/titles";

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
  return { brand, entity: entity ?? "", ...page, entries: page.entries.map(describeWith(images)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Activity - ${adminTitle.content(loaderData?.brand ?? "")}` },
];

export default function Activity({ loaderData: d }: Route.ComponentProps) {
  const pageLink = (page: number) =>
    `/admin/activity?${new URLSearchParams({ ...(d.entity ? { list: d.entity } : {}), page: String(page) })}`;
  return (
    <>
      <AdminPageHead title="Activity" back={{ to: "/admin/content", label: "All content" }}>
        <p className="admin-lead">Every change to the content and settings, newest first, including imports.</p>
      </AdminPageHead>
      <Form method="get" className="admin-filter">
        <label htmlFor="activity-list">Show</label>
        <select id="activity-list" name="list" defaultValue={d.entity}>
          <option value="">Everything</option>
          {filters.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
        <button type="submit" className="admin-button admin-button-quiet">
          Filter
        </button>
      </Form>
      {d.entries.length === 0 ? (
        <p className="admin-card">No changes yet.</p>
      ) : (
        <ol className="admin-history">
          {d.entries.map((e) => (
            <li key={e.id} className="admin-history-entry">
              <p className="admin-history-meta">
                <DateTime iso={e.at} />
              </p>
              <p className="admin-history-summary">{e.sentence}</p>
              <ChangeList change={e} />
            </li>
          ))}
        </ol>
      )}
      <nav className="admin-pager" aria-label="Pages of activity">
        {d.page > 1 ? <Link to={pageLink(d.page - 1)}>← Newer</Link> : <span />}
        <span>
          Page {d.page} of {d.pages}
        </span>
        {d.page < d.pages ? <Link to={pageLink(d.page + 1)}>Older →</Link> : <span />}
      </nav>
    </>
  );
}
