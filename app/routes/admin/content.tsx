import type { Route } from "./+types/content";
import { requireAdmin } from "~/auth/session.server";
import { services } from "~/services.server";
import { adminTitle } from "~/content/titles";
import { fineLabel, rupees } from "~/content/format";
import { AdminPageHead, ScrollArea } from "~/admin/ui";

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { store } = services(context);
  return {
    brand: store.settings().brand,
    bikes: store.list("bikes"),
    taxis: store.list("taxis"),
    pickupPoints: store.list("pickupPoints"),
    testimonials: store.list("testimonials"),
    requirements: store.list("requirements"),
    fines: store.list("fines"),
    policies: store.list("policies"),
    landmarks: store.list("landmarks"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTitle.content(loaderData?.brand ?? "") }];

const statusLabel = { available: "Available", "rented-out": "All rented out", maintenance: "In maintenance" };

function Shown({ hidden }: { hidden: boolean }) {
  return hidden ? <span className="admin-tag admin-tag-muted">Hidden</span> : <span className="admin-tag">Shown</span>;
}

export default function Content({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHead
        title="Content"
        readOnly="Editing content here is not available yet. This page shows exactly what the site holds, in the order the public page uses."
      />
      <Section title="Bikes" count={d.bikes.length}>
        <CardTable
          label="Bikes"
          columns={["Bike", "Price", "Status"]}
          items={d.bikes.map((b) => ({ ...b, cells: [`${rupees(b.price)}/day`, statusLabel[b.status]] }))}
        />
      </Section>
      <Section title="Taxi services" count={d.taxis.length}>
        <CardTable
          label="Taxi services"
          columns={["Service", "Price", "Destinations"]}
          items={d.taxis.map((t) => ({ ...t, cells: [`${rupees(t.price)}/${t.unit}`, t.destinations.join(", ")] }))}
        />
      </Section>
      <Section title="Pickup points" count={d.pickupPoints.length}>
        <ol className="admin-list">
          {d.pickupPoints.map((p) => (
            <li key={p.id}>
              <strong>{p.name}</strong> {p.badge ? <span className="admin-tag">{p.badge}</span> : null}{" "}
              <Shown hidden={p.hidden} />
              <span className="admin-sub">{p.description}</span>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Testimonials" count={d.testimonials.length}>
        <ul className="admin-list">
          {d.testimonials.map((t) => (
            <li key={t.id}>
              <strong>{t.author}</strong>, {t.date}, {t.rating} out of 5 <Shown hidden={t.hidden} />
              <span className="admin-sub">{t.text}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Terms" count={d.requirements.length + d.fines.length + d.policies.length}>
        <h3>Requirements</h3>
        <ul className="admin-list">
          {d.requirements.map((r) => (
            <li key={r.id}>
              {r.text} <Shown hidden={r.hidden} />
            </li>
          ))}
        </ul>
        <h3>Fines</h3>
        <ul className="admin-list">
          {d.fines.map((f) => (
            <li key={f.id}>
              {f.offence}: {fineLabel(f)} <Shown hidden={f.hidden} />
            </li>
          ))}
        </ul>
        <h3>Policies</h3>
        <ul className="admin-list">
          {d.policies.map((p) => (
            <li key={p.id}>
              {p.text} <Shown hidden={p.hidden} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Nearby landmarks" count={d.landmarks.length}>
        <ul className="admin-list">
          {d.landmarks.map((l) => (
            <li key={l.id}>
              {l.name}: {l.distance} <Shown hidden={l.hidden} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="admin-count">{count}</span>
      </h2>
      {children}
    </section>
  );
}

/** Bikes and taxi services: name, badge and rating, a few columns of facts, and whether it is shown. */
function CardTable({
  label,
  columns,
  items,
}: {
  label: string;
  columns: [string, ...string[]];
  items: { id: string; name: string; badge: string; rating: number; hidden: boolean; cells: string[] }[];
}) {
  return (
    <ScrollArea label={`${label} table`}>
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
            <th scope="col">On page</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                {item.name}{" "}
                <span className="admin-sub">
                  {item.badge} · ★ {item.rating}
                </span>
              </th>
              {item.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
              <td>
                <Shown hidden={item.hidden} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
