import type { Route } from "./+types/settings";
import { requireAdmin } from "~/auth/session.server";
import { services } from "~/services.server";
import { adminTitle } from "~/content/titles";
import { AdminPageHead, YesNo } from "~/admin/ui";

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const settings = services(context).store.settings();
  return { brand: settings.brand, settings };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTitle.settings(loaderData?.brand ?? "") }];

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const s = loaderData.settings;
  const rows: [string, React.ReactNode][] = [
    ["Business name", s.brand],
    ["Tagline", s.tagline],
    ["Town", s.town],
    ["Headline", s.heroTitle],
    ["Subtitle", s.heroSubtitle],
    ["Phone", s.phone],
    ["Chat number", s.chatNumber],
    ["Chat host", s.chatHost],
    ["Email", s.email || "—"],
    ["Address", s.address],
    ["Map embed address", <code key="m">{s.mapEmbedUrl}</code>],
    ["Maps link", <code key="p">{s.mapsPlaceUrl}</code>],
    ["Social links", s.socialLinks.map((l) => `${l.network}: ${l.url}`).join(", ") || "—"],
    ["Need a Website? button shown", <YesNo key="y" value={s.promoEnabled} />],
    ["Need a Website? number", s.promoNumber],
    ["Need a Website? message", s.promoMessage],
    ["Analytics script", s.analyticsScriptUrl || "Off"],
    ["Copyright holder", s.copyrightHolder],
  ];
  return (
    <>
      <AdminPageHead title="Settings">
        <p className="admin-notice" role="note">
          <strong>Read-only for now.</strong> Changing settings here is not available yet. These are the values the
          public page uses now.
        </p>
      </AdminPageHead>
      <section className="admin-card" aria-label="Current settings">
        <dl className="admin-settings">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
