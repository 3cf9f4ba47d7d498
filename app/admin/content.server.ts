/**
 * What the back office's loaders and actions share: the signed-in admin and
 * the services, the list named in the URL, the version a change is based on,
 * and the merged values of a conflict.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { adminSessionContext } from "~/auth/admin-gate.server";
import { kindFromSlug, type ListKind } from "~/content/lists";
import type { ContentStore, Entity } from "~/content/store.server";
import { servicesContext } from "~/services.server";

/**
 * What an admin loader or action works with: the services, the signed-in
 * session (the gate has checked it), who is acting for the audit log, and
 * the brand for the page's title.
 */
export function adminContext(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const session = context.get(adminSessionContext);
  return { ...services, session, actor: { actor: session.user.username }, brand: services.store.settings().brand };
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

/**
 * The merged values of a conflict ("apply my changes on top of theirs") as
 * the form data the form would have posted, so the same schema checks them:
 * lists become name[0], name[1], groups name[0].field, a box ticked "on".
 */
export function mergedForm(form: FormData): FormData {
  let merged: unknown;
  try {
    merged = JSON.parse(formText(form, "merged"));
  } catch {
    merged = {};
  }
  const out = new FormData();
  const add = (name: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((v, i) => add(`${name}[${i}]`, v));
    else if (value && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) add(name ? `${name}.${key}` : key, v);
    } else if (value === true) out.append(name, "on");
    else if (value !== null && value !== undefined && value !== false) out.append(name, String(value));
  };
  if (merged && typeof merged === "object" && !Array.isArray(merged)) add("", merged);
  return out;
}

/**
 * History's Restore button: puts one version back (itself a new version, so
 * it can be undone the same way) and comes back to `back` saying how it went
 * (?restored=2, or ?refused=stale).
 */
export async function restoreFromHistory(
  request: Request,
  { store, actor }: { store: ContentStore; actor: { actor: string } },
  entity: Entity,
  entityId: string,
  back: string,
) {
  const form = await request.formData();
  const audit = Number(formText(form, "audit"));
  const result = store.restoreVersion(entity, entityId, Number.isInteger(audit) ? audit : -1, baseVersion(form), actor);
  if (result.ok) {
    const from = store.history(entity, entityId).find((e) => e.id === audit)?.version;
    return redirect(`${back}?restored=${from ?? ""}`);
  }
  return redirect(`${back}?refused=${result.reason}`);
}
