import type { Route } from "./+types/dashboard";
import { requireAdmin } from "~/auth/session.server";
import { services } from "~/services.server";
import { adminTitle } from "~/content/titles";
import type { ListKind } from "~/content/store.server";
import { AdminPageHead, DateTime } from "~/admin/ui";

const counted: { kind: ListKind; label: string }[] = [
  { kind: "bikes", label: "Bikes" },
  { kind: "taxis", label: "Taxi services" },
  { kind: "pickupPoints", label: "Pickup points" },
  { kind: "testimonials", label: "Testimonials" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAdmin(request, context);
  const { store, auth } = services(context);
  const admin = auth.admin(session.user.id);
  return {
    brand: store.settings().brand,
    thisLogin: admin?.lastLoginAt ?? null,
    previousLogin: admin?.previousLoginAt ?? null,
    counts: counted.map(({ kind, label }) => {
      const items = store.list(kind);
      const hidden = items.filter((i) => i.hidden).length;
      return { kind, label, shown: items.length - hidden, hidden };
    }),
    lastChange: store.lastChange() ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTitle.dashboard(loaderData?.brand ?? "") }];

const actionWords: Record<string, string> = {
  create: "added",
  update: "edited",
  delete: "deleted",
  hide: "hidden",
  show: "shown again",
  move: "moved",
  import: "replaced by an import",
  seed: "created with the sample content",
};

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, lastChange, thisLogin, previousLogin } = loaderData;
  return (
    <>
      <AdminPageHead title="Dashboard" />
      <section className="admin-card" aria-labelledby="signin-title">
        <h2 id="signin-title">Sign-in</h2>
        <dl className="admin-facts">
          <div>
            <dt>This sign-in</dt>
            <dd>{thisLogin ? <DateTime iso={thisLogin} /> : "—"}</dd>
          </div>
          <div>
            <dt>Last sign-in before this one</dt>
            <dd>{previousLogin ? <DateTime iso={previousLogin} /> : "This is the first sign-in"}</dd>
          </div>
        </dl>
      </section>
      <section className="admin-card" aria-labelledby="content-title">
        <h2 id="content-title">On the public page</h2>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">List</th>
              <th scope="col">Shown</th>
              <th scope="col">Hidden</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((c) => (
              <tr key={c.kind}>
                <th scope="row">{c.label}</th>
                <td>{c.shown}</td>
                <td>{c.hidden}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="admin-card" aria-labelledby="change-title">
        <h2 id="change-title">Last content change</h2>
        {lastChange ? (
          <p>
            <DateTime iso={lastChange.at} />:{" "}
            {lastChange.entity === "content" ? "all content" : `${lastChange.entity} “${lastChange.entityId}”`}{" "}
            {actionWords[lastChange.action] ?? lastChange.action}, by {lastChange.actor}.
          </p>
        ) : (
          <p>No change recorded yet.</p>
        )}
      </section>
    </>
  );
}
