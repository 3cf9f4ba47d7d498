/**
 * What the vehicles need, first on the dashboard: a paper that ended (the
 * vehicle cannot go out, and the bookings it affects), one ending within 30
 * days, a service due. Nothing when nothing needs doing.
 */
import { Link } from "react-router";
import type { FleetNotice } from "~/admin/vehicles/view.server";
import { useWords } from "~/admin/words";

export function FleetNotices({ notices }: { notices: FleetNotice[] }) {
  const { t, text } = useWords();
  if (!notices.length) return null;
  return (
    <section className="admin-card" aria-labelledby="fleet-title">
      <h2 id="fleet-title">
        {t("Vehicles")} <span className="admin-count">{notices.length}</span>
      </h2>
      <ul className="dash-notices">
        {notices.map((n, i) => (
          <li key={`${n.vehicleId}-${i}`} className={`dash-notice-${n.level}`}>
            <Link to={`/admin/vehicles/${n.vehicleId}`}>
              <strong>
                {n.vehicle} ({n.model})
              </strong>
              : {text(n.text)}
            </Link>
            {n.affects.length ? (
              <p className="admin-sub">
                {t("Bookings it has after that: {references}. Renew it, or give them another vehicle.", {
                  references: n.affects.join(", "),
                })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
