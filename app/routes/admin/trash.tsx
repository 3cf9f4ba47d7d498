import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/trash";
import { z } from "zod";
import { adminContext, baseVersion, formText, intentOf, readForm } from "~/admin/actions.server";
import { flashRedirect, takeFlash } from "~/admin/flash.server";
import { AdminPageHead, AlertMessage, ConfirmAction, StatusMessage, TrashDates } from "~/admin/ui";
import { kindFromSlug, lists, TRASH_DAYS } from "~/content/lists";
import { adminTitle, titleWords } from "~/admin/titles";
import { useWords } from "~/admin/words";
import type { Phrase } from "~/i18n/back-office/words";

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

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, text } = titleWords(matches);
  return [{ title: `${t("Trash")} - ${text(adminTitle.content(loaderData?.brand ?? ""))}` }];
};

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

const messages: Record<string, Phrase> = {
  restored: "{name} is back in its list and on the public page (unless it was hidden).",
  purged: "{name} is deleted for good.",
  emptied: "The Trash is empty.",
  nothing: "The Trash was already empty.",
};

export default function Trash({ loaderData: d }: Route.ComponentProps) {
  const { t, text } = useWords();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <>
      <AdminPageHead title={t("Trash")} back={{ to: "/admin/content", label: t("All content") }}>
        <p className="admin-lead">
          {t(
            "Deleted items wait here for {days} days, with their history, then go for good. Restoring puts an item back where it was in its list.",
            { days: TRASH_DAYS },
          )}
        </p>
      </AdminPageHead>
      <StatusMessage>{d.done && messages[d.done] ? t(messages[d.done]!, { name: d.name ?? "" }) : null}</StatusMessage>
      {d.done === "refused" ? (
        <AlertMessage>
          {t("That item changed or left the Trash a moment ago; nothing was done. The list is up to date.")}
        </AlertMessage>
      ) : null}
      {d.items.length === 0 ? (
        <p className="admin-card">{t("The Trash is empty.")}</p>
      ) : (
        <>
          <ul className="admin-items">
            {d.items.map((item) => (
              <li key={`${item.kind}:${item.id}`} className="admin-item">
                <div className="admin-item-main">
                  <div>
                    <h2 className="admin-item-title">{item.label}</h2>
                    <p className="admin-item-facts">
                      <span>{text(item.noun)}</span>
                      <TrashDates deletedAt={item.deletedAt} purgeAt={item.purgeAt} />
                    </p>
                  </div>
                </div>
                <div className="admin-item-actions">
                  <Form method="post" className="admin-inline-form">
                    <input type="hidden" name="list" value={item.slug} />
                    <input type="hidden" name="id" value={item.id} />
                    <input type="hidden" name="version" value={item.version} />
                    <button
                      type="submit"
                      name="intent"
                      value="restore"
                      className="admin-button admin-button-small admin-button-quiet"
                      aria-label={t("Restore {name}", { name: item.label })}
                      disabled={busy}
                    >
                      {t("Restore")}
                    </button>
                  </Form>
                  <Link
                    className="admin-button admin-button-small admin-button-quiet"
                    to={`/admin/content/${item.slug}/${item.id}/history`}
                    aria-label={t("History of {name}", { name: item.label })}
                  >
                    {t("History")}
                  </Link>
                  <ConfirmAction
                    label={t("Delete forever")}
                    accessibleLabel={t("Delete forever: {name}", { name: item.label })}
                    question={<>{t("Delete {name} for good? This cannot be undone.", { name: item.label })}</>}
                  >
                    <Form method="post">
                      <input type="hidden" name="list" value={item.slug} />
                      <input type="hidden" name="id" value={item.id} />
                      <input type="hidden" name="version" value={item.version} />
                      <button
                        type="submit"
                        name="intent"
                        value="purge"
                        className="admin-button admin-button-danger"
                        disabled={busy}
                      >
                        {t("Yes, delete {name} forever", { name: item.label })}
                      </button>
                    </Form>
                  </ConfirmAction>
                </div>
              </li>
            ))}
          </ul>
          <ConfirmAction
            label={t("Empty the Trash")}
            question={
              <>
                {t("Delete all {count} items in the Trash for good? This cannot be undone.", { count: d.items.length })}
              </>
            }
          >
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="empty"
                className="admin-button admin-button-danger"
                disabled={busy}
              >
                {t("Yes, empty the Trash")}
              </button>
            </Form>
          </ConfirmAction>
        </>
      )}
    </>
  );
}
