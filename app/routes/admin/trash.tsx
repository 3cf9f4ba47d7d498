import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/trash";
import { z } from "zod";
import { adminContext, baseVersion, formText, intentOf, readForm } from "~/admin/actions.server";
import { flashRedirect, takeFlash } from "~/admin/flash.server";
import { AdminPageHead, AlertMessage, ConfirmAction, StatusMessage, TrashDates } from "~/admin/ui";
import { kindFromSlug, lists, TRASH_DAYS } from "~/content/lists";
import { adminTitle } from "~/admin/titles";

const TRASH = "/admin/trash";
const intents = z.enum(["restore", "purge", "empty"]);
/** What the screen says after a post, once (the flash the action left). */
const doneCodes = z.enum(["restored", "purged", "emptied", "nothing", "refused"]);

/** Deleted items, newest first, each restorable until it goes for good. */
export function loader({ context }: Route.LoaderArgs) {
  const { store, brand } = adminContext(context);
  const back = takeFlash(context, doneCodes);
  return {
    brand,
    items: store.trash().map((t) => ({
      kind: t.kind,
      slug: lists[t.kind].slug,
      noun: lists[t.kind].noun,
      id: t.id,
      version: t.version,
      label: t.label,
      deletedAt: t.deletedAt,
      purgeAt: t.purgeAt,
    })),
    done: back?.done ?? null,
    name: back?.get("name") ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Trash - ${adminTitle.content(loaderData?.brand ?? "")}` },
];

/** Restore, delete forever (asked first), or empty the Trash (asked first). */
export async function action({ request, context }: Route.ActionArgs) {
  const { store, actor } = adminContext(context);
  const form = await readForm(request);
  const intent = intentOf(form, intents);
  if (intent === "empty") {
    const result = store.emptyTrash(actor);
    return flashRedirect(context, TRASH, { done: result.ok ? "emptied" : "nothing" });
  }
  const kind = kindFromSlug(formText(form, "list"));
  const id = formText(form, "id");
  if (!kind) return flashRedirect(context, TRASH, { done: "refused" });
  const name = store.trash().find((t) => t.kind === kind && t.id === id)?.label ?? id;
  const result =
    intent === "restore"
      ? store.restoreFromTrash(kind, id, baseVersion(form), actor)
      : store.deleteForever(kind, id, baseVersion(form), actor);
  const done = result.ok ? (intent === "restore" ? "restored" : "purged") : "refused";
  return flashRedirect(context, TRASH, { done, name });
}

const messages: Record<string, (name: string) => string> = {
  restored: (n) => `${n} is back in its list and on the public page (unless it was hidden).`,
  purged: (n) => `${n} is deleted for good.`,
  emptied: () => "The Trash is empty.",
  nothing: () => "The Trash was already empty.",
};

export default function Trash({ loaderData: d }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <>
      <AdminPageHead title="Trash" back={{ to: "/admin/content", label: "All content" }}>
        <p className="admin-lead">
          Deleted items wait here for {TRASH_DAYS} days, with their history, then go for good. Restoring puts an item
          back where it was in its list.
        </p>
      </AdminPageHead>
      <StatusMessage>{d.done && messages[d.done] ? messages[d.done]!(d.name ?? "") : null}</StatusMessage>
      {d.done === "refused" ? (
        <AlertMessage>
          That item changed or left the Trash a moment ago; nothing was done. The list is up to date.
        </AlertMessage>
      ) : null}
      {d.items.length === 0 ? (
        <p className="admin-card">The Trash is empty.</p>
      ) : (
        <>
          <ul className="admin-items">
            {d.items.map((t) => (
              <li key={`${t.kind}:${t.id}`} className="admin-item">
                <div className="admin-item-main">
                  <div>
                    <h2 className="admin-item-title">{t.label}</h2>
                    <p className="admin-item-facts">
                      <span>{t.noun}</span>
                      <TrashDates deletedAt={t.deletedAt} purgeAt={t.purgeAt} />
                    </p>
                  </div>
                </div>
                <div className="admin-item-actions">
                  <Form method="post" className="admin-inline-form">
                    <input type="hidden" name="list" value={t.slug} />
                    <input type="hidden" name="id" value={t.id} />
                    <input type="hidden" name="version" value={t.version} />
                    <button
                      type="submit"
                      name="intent"
                      value="restore"
                      className="admin-button admin-button-small admin-button-quiet"
                      aria-label={`Restore ${t.label}`}
                      disabled={busy}
                    >
                      Restore
                    </button>
                  </Form>
                  <Link
                    className="admin-button admin-button-small admin-button-quiet"
                    to={`/admin/content/${t.slug}/${t.id}/history`}
                    aria-label={`History of ${t.label}`}
                  >
                    History
                  </Link>
                  <ConfirmAction
                    label="Delete forever"
                    accessibleLabel={`Delete forever: ${t.label}`}
                    question={<>Delete {t.label} for good? This cannot be undone.</>}
                  >
                    <Form method="post">
                      <input type="hidden" name="list" value={t.slug} />
                      <input type="hidden" name="id" value={t.id} />
                      <input type="hidden" name="version" value={t.version} />
                      <button
                        type="submit"
                        name="intent"
                        value="purge"
                        className="admin-button admin-button-danger"
                        disabled={busy}
                      >
                        Yes, delete {t.label} forever
                      </button>
                    </Form>
                  </ConfirmAction>
                </div>
              </li>
            ))}
          </ul>
          <ConfirmAction
            label="Empty the Trash"
            question={<>Delete all {d.items.length} items in the Trash for good? This cannot be undone.</>}
          >
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="empty"
                className="admin-button admin-button-danger"
                disabled={busy}
              >
                Yes, empty the Trash
              </button>
            </Form>
          </ConfirmAction>
        </>
      )}
    </>
  );
}
