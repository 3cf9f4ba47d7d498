/**
 * The back office's one way to act: what every loader and action works with
 * (the signed-in admin and the services), reading a post (its form, the
 * intent its button named, the version it was based on, the merged values of
 * a conflict), and answering a refusal of the store with its status.
 */
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { adminSessionContext } from "~/auth/admin-gate.server";
import { kindFromSlug, type ListKind } from "~/content/lists";
import type { ContentStore, Entity, Refusal } from "~/content/store.server";
import { servicesContext } from "~/services.server";
import { flashRedirect, takeFlash } from "./flash.server";
import { restoreCodes } from "./outcome";
import { backOfficeLanguage } from "~/i18n/back-office/choose.server";
import type { Lang } from "~/i18n/languages";

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

/** The language this person reads the back office in: the one they chose on Your account, else their phone's. */
export function readerLanguage(context: Readonly<RouterContextProvider>, request: Request): Lang {
  const { session, auth } = adminContext(context);
  return backOfficeLanguage(request, auth.language(session.user.id));
}

/** The list named in the URL, or a 404 page. */
export function listFromParams(params: { list?: string }): ListKind {
  const kind = kindFromSlug(params.list);
  if (!kind) throw data("There is no such list.", { status: 404 });
  return kind;
}

/**
 * The form a post carries. A body that is not a form (a broken multipart, a
 * probe) is answered 400 with a message and changes nothing; the router logs
 * it in one line (app/entry.server.tsx), without a stack trace.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(UNREADABLE_FORM, { status: 400 });
  }
}

export const UNREADABLE_FORM = "This form could not be read: nothing was saved. Reload the page and try again.";

/**
 * What a post's button asked for: one of the screen's intents (a form's main
 * button names none: give the enum a default for it), or a 400.
 */
export function intentOf<E extends z.ZodType<string>>(form: FormData, intents: E): z.output<E> {
  const parsed = intents.safeParse(form.get("intent") ?? undefined);
  if (!parsed.success) throw data("There is no such action on this screen.", { status: 400 });
  return parsed.data;
}

/** The status a refusal of the store is answered with. */
export function refusalStatus(refusal: Pick<Refusal, "reason">): 400 | 404 | 409 {
  switch (refusal.reason) {
    case "stale":
    case "in-use":
    case "conflict":
      return 409;
    case "missing":
      return 404;
    default:
      return 400;
  }
}

/** A post made by a script (an enhanced form), which wants the outcome as data rather than a redirect. */
export const isEnhanced = (form: FormData) => formText(form, "enhanced") === "1";

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
 * it can be undone the same way) and comes back to `back`, leaving how it went
 * for it to say once (the version put back, or why not).
 */
export async function restoreFromHistory(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { store, actor }: { store: ContentStore; actor: { actor: string } },
  entity: Entity,
  entityId: string,
  back: string,
) {
  const form = await readForm(request);
  const audit = Number(formText(form, "audit"));
  const result = store.restoreVersion(entity, entityId, Number.isInteger(audit) ? audit : -1, baseVersion(form), actor);
  if (result.ok) {
    const version = store.history(entity, entityId).find((e) => e.id === audit)?.version ?? "";
    return flashRedirect(context, back, { done: "restored", version });
  }
  return flashRedirect(context, back, { done: "refused", reason: result.reason });
}

/** What History says after a Restore, taken from its flash: `restored` (the version) or `refused` (why). */
export function restoreOutcome(context: Readonly<RouterContextProvider>) {
  const back = takeFlash(context, restoreCodes);
  return {
    restored: back?.done === "restored" ? back.get("version") : null,
    refused: back?.done === "refused" ? back.get("reason") : null,
  };
}
