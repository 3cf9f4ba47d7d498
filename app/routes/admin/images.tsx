import type { Route } from "./+types/images";
import { requireAdmin } from "~/auth/session.server";
import { services } from "~/services.server";
import { adminTitle } from "~/content/titles";
import { AdminPageHead } from "~/admin/ui";

/** Every image the content refers to, with where it is used. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { store } = services(context);
  const uses = new Map<string, string[]>();
  const add = (image: string, where: string) => uses.set(image, [...(uses.get(image) ?? []), where]);
  for (const b of store.list("bikes")) add(b.image, `Bike: ${b.name}`);
  for (const t of store.list("taxis")) add(t.image, `Taxi: ${t.name}`);
  for (const p of store.list("pickupPoints")) add(p.image, `Pickup point: ${p.name}`);
  for (const t of store.list("testimonials")) add(t.avatar, `Testimonial avatar: ${t.author}`);
  return { brand: store.settings().brand, images: [...uses].map(([src, usedBy]) => ({ src, usedBy })) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTitle.images(loaderData?.brand ?? "") }];

export default function Images({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHead title="Images">
        <p className="admin-notice" role="note">
          <strong>Read-only for now.</strong> Uploading and replacing images is not available yet. These are the
          pictures the public page uses now.
        </p>
      </AdminPageHead>
      <ul className="admin-image-grid">
        {loaderData.images.map((image) => (
          <li key={image.src} className="admin-card admin-image">
            <img src={image.src} alt="" width="240" height="160" loading="lazy" />
            <code>{image.src}</code>
            <ul className="admin-sub-list" aria-label={`Where ${image.src} is used`}>
              {image.usedBy.map((u) => (
                <li key={u}>{u}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
