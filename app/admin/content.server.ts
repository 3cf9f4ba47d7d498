/**
 * What the content screens' loaders and actions share: the signed-in admin
 * and the store, the list named in the URL, and the version a change is
 * based on.
 */
import { data } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { kindFromSlug, type ListKind } from "~/content/lists";
import { services } from "~/services.server";

/** Every content loader and action starts here: no session, no content. */
export function contentContext(request: Request, context: unknown) {
  const session = requireAdmin(request, context);
  const { store } = services(context);
  return { store, actor: { actor: session.user.username }, brand: store.settings().brand };
}

/** The list named in the URL, or a 404 page. */
export function listFromParams(params: { list?: string }): ListKind {
  const kind = kindFromSlug(params.list);
  if (!kind) throw data("There is no such list.", { status: 404 });
  return kind;
}

/** The version the operator's screen showed, from the form; -1 when absent, which is always stale. */
export function baseVersion(form: FormData): number {
  const raw = form.get("version");
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : -1;
}

export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
