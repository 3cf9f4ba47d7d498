import { Link, data, useLocation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/content-list";
import {
  adminContext,
  baseVersion,
  formText,
  intentOf,
  isEnhanced,
  listFromParams,
  readForm,
} from "~/admin/actions.server";
import { ItemCard, UndoButton, useOptimisticOrder } from "~/admin/content-list/item-card";
import { flashRedirect, takeFlash } from "~/admin/flash.server";
import type { Outcome } from "~/admin/outcome";
import { AdminPageHead, OutcomeMessage, useStateFrom } from "~/admin/ui";
import { itemImage, listInfo, lists, type ListKind } from "~/content/lists";
import { adminTitle, titleWords } from "~/admin/titles";
import { missingTranslations } from "~/content/translation-status";
import { useWords } from "~/admin/words";
import { Sentence } from "~/admin/sentence";

/** Every item of one list in page order, hidden ones included. */
export function loader({ context, params }: Route.LoaderArgs) {
  const { store, images, brand } = adminContext(context);
  const kind = listFromParams(params);
  // Items name their picture by library id; the card shows the library's small version of it.
  const thumbs = new Map(images.list().map((image) => [image.id, image.thumb]));
  const thumb = (id: string | null) => (id ? (thumbs.get(id) ?? null) : null);
  const items = store.list(kind).map((item) => ({
    id: item.id,
    version: item.version,
    hidden: item.hidden,
    label: listInfo(kind).label(item),
    facts: listInfo(kind).summary(item),
    untranslated: missingTranslations(listInfo(kind).fields, item),
    image: thumb(itemImage(kind, item)),
  }));
  // After a plain form post (no JavaScript) the outcome comes back in the flash the action left, said once.
  const back = takeFlash(context, doneCodes);
  const itemId = back?.get("item") ?? "";
  const trashed = back ? store.trash().find((t) => t.kind === kind && t.id === itemId) : undefined;
  const label = items.find((i) => i.id === itemId)?.label ?? trashed?.label ?? itemId;
  const outcome = back ? describe(back.done, label, kind, trashed, back.get("why")) : null;
  return {
    brand,
    kind,
    title: lists[kind].title,
    noun: lists[kind].noun,
    slug: lists[kind].slug,
    byVisitors: lists[kind].addedByVisitorsOnly,
    items,
    outcome,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, text } = titleWords(matches);
  return [{ title: `${text(loaderData?.title ?? t("List"))} - ${text(adminTitle.content(loaderData?.brand ?? ""))}` }];
};

const intents = z.enum(["hide", "show", "up", "down", "delete", "undo"]);
const doneCodes = z.enum([...intents.options, "stale", "missing", "refused"]);
type Done = z.output<typeof doneCodes>;

function describe(
  done: Done,
  label: string,
  kind: ListKind,
  trashed?: { id: string; version: number },
  why = "",
): Outcome {
  switch (done) {
    case "refused":
      // What is built on the list said why (the book: bookings ahead still have the bike).
      return { tone: "info", text: why };
    case "hide":
      return { tone: "success", text: `${label} is hidden from the public page.` };
    case "show":
      return { tone: "success", text: `${label} is on the public page again.` };
    case "up":
    case "down":
      return { tone: "success", text: `${label} moved ${done}.` };
    case "delete":
      return {
        tone: "success",
        text: `${label} is in the Trash and off the public page.`,
        undo: trashed ? { id: trashed.id, version: trashed.version } : undefined,
      };
    case "undo":
      return { tone: "success", text: `${label} is back in the list.` };
    case "stale":
      return {
        tone: "info",
        text: `${label} was changed by someone else a moment ago, so nothing was done. The list now shows the latest; try again.`,
      };
    default:
      return {
        tone: "info",
        text: `That ${lists[kind].noun} is no longer in the list. The list now shows the latest.`,
      };
  }
}

/** Hide, show, move, delete and undo: one small form per button, enhanced into a fetcher with JavaScript. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { store, actor } = adminContext(context);
  const kind = listFromParams(params);
  const form = await readForm(request);
  const intent = intentOf(form, intents);
  const id = formText(form, "id");
  const version = baseVersion(form);

  const order = store.list(kind).map((i) => i.id);
  const at = order.indexOf(id);
  const result =
    intent === "hide" || intent === "show"
      ? store.setHidden(kind, id, intent === "hide", version, actor)
      : intent === "up" || intent === "down"
        ? store.move(kind, id, intent === "up" ? at - 1 : at + 1, version, actor)
        : intent === "delete"
          ? store.remove(kind, id, version, actor)
          : store.restoreFromTrash(kind, id, version, actor);

  const done: Done = result.ok
    ? intent
    : result.reason === "stale"
      ? "stale"
      : result.reason === "in-use"
        ? "refused"
        : "missing";
  const why = result.ok ? "" : result.message;
  if (!isEnhanced(form)) return flashRedirect(context, `/admin/content/${lists[kind].slug}`, { done, item: id, why });
  const label = result.ok ? listInfo(kind).label(result.value as Record<string, unknown>) : id;
  const trashed = intent === "delete" && result.ok ? { id, version: result.value.version } : undefined;
  return data(describe(done, label, kind, trashed, why), { status: result.ok ? 200 : 409 });
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { t, text, lang } = useWords();
  const { items, slug, kind, byVisitors } = loaderData;
  const noun = text(loaderData.noun);
  const title = text(loaderData.title);
  // The address's outcome (?done=…) is news once, when it is arrived at: the reloads after
  // later actions (an Undo, say) carry the same address and must not bring it back.
  const location = useLocation();
  const [outcome, setOutcome] = useStateFrom<Outcome | null>(location.key, loaderData.outcome);

  const shown = useOptimisticOrder(items);
  return (
    <>
      <AdminPageHead
        title={title}
        back={{ to: "/admin/content", label: t("All content") }}
        actions={
          byVisitors ? (
            <Link className="admin-button admin-button-primary" to="/admin/reviews">
              {t("Make a review link")}
            </Link>
          ) : (
            <Link className="admin-button admin-button-primary" to={`/admin/content/${slug}/new`}>
              {t("Add {item}", { item: noun })}
            </Link>
          )
        }
      >
        {byVisitors ? (
          <p className="admin-lead">
            {t(
              "Reviews come only from customers, through a one-time review link. You show or hide each one and may reply; their words stay as they were written.",
            )}
          </p>
        ) : null}
      </AdminPageHead>
      {shown.length === 0 ? (
        <p className="admin-card">
          {byVisitors ? (
            <Sentence
              text={t("No reviews yet. {link}.")}
              parts={{ link: <Link to="/admin/reviews">{t("Make a review link for a customer")}</Link> }}
            />
          ) : (
            <Sentence
              text={t("No {items} yet. {link}.", { items: lang === "en" ? title.toLowerCase() : title })}
              parts={{
                link: <Link to={`/admin/content/${slug}/new`}>{t("Add the first {item}", { item: noun })}</Link>,
              }}
            />
          )}
        </p>
      ) : (
        <ol className="admin-items" aria-label={t("{list}, in page order", { list: title })}>
          {shown.map((item, index) => (
            <ItemCard
              key={item.id}
              item={item}
              slug={slug}
              kind={kind}
              first={index === 0}
              last={index === shown.length - 1}
              onOutcome={setOutcome}
            />
          ))}
        </ol>
      )}
      <OutcomeMessage
        outcome={outcome && { ...outcome, text: text(outcome.text) }}
        action={outcome?.undo ? <UndoButton slug={slug} undo={outcome.undo} onDone={setOutcome} /> : null}
        onDismiss={() => setOutcome(null)}
      />
    </>
  );
}
