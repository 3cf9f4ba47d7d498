import type { Route } from "./+types/images";
import { requireAdmin } from "~/auth/session.server";
import { services } from "~/services.server";
import { adminTitle } from "~/content/titles";
import { AdminPageHead, DateTime } from "~/admin/ui";

/** The library, with where each image is used; after an upload (?upload=<batch>) what became of each file. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { store, images } = services(context);
  const url = new URL(request.url);
  const batch = url.searchParams.get("upload");
  return {
    brand: store.settings().brand,
    images: images.list({ search: url.searchParams.get("q") ?? undefined }),
    upload: batch && /^[0-9a-f-]{36}$/.test(batch) ? images.uploadResults(batch) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTitle.images(loaderData?.brand ?? "") }];

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-IN")} KB`;

export default function Images({ loaderData }: Route.ComponentProps) {
  const { images, upload } = loaderData;
  return (
    <>
      <AdminPageHead title="Images">
        <p className="admin-notice" role="note">
          <strong>Read-only for now.</strong> Uploading and editing images here is not available yet. These are the
          pictures of the library and where each is used.
        </p>
      </AdminPageHead>
      {upload ? (
        <section className="admin-card" aria-labelledby="upload-results">
          <h2 id="upload-results">Your upload</h2>
          <ul className="admin-list">
            {upload.map((r, i) => (
              <li key={i}>
                {r.ok ? (
                  <>
                    <strong>{r.name}</strong>: {r.duplicate ? "already in the library" : "added"}
                  </>
                ) : (
                  r.message
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className="admin-image-grid">
        {images.map((image) => (
          <li key={image.id} className="admin-card admin-image">
            <img src={image.thumb} alt="" width={image.width} height={image.height} loading="lazy" />
            <p>{image.alt || <em>No description yet</em>}</p>
            <p className="admin-sub">
              {image.kind === "photo" ? "Photo" : "Drawing"}, {image.width} × {image.height}, {kilobytes(image.bytes)},
              added <DateTime iso={image.createdAt} />
            </p>
            <code>{image.id}</code>
            {image.usedBy.length ? (
              <ul className="admin-sub-list" aria-label={`Where ${image.id} is used`}>
                {image.usedBy.map((u) => (
                  <li key={`${u.entity}:${u.entityId}`}>{u.text}</li>
                ))}
              </ul>
            ) : (
              <p className="admin-sub">Not used</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
