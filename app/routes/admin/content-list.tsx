import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, data, redirect, useFetcher, useFetchers, useLocation } from "react-router";
import type { Route } from "./+types/content-list";
import { baseVersion, adminContext, formText, listFromParams } from "~/admin/content.server";
import { ActionForm, AdminPageHead, OutcomeMessage, useReportOutcome } from "~/admin/ui";
import { itemImage, listInfo, lists, type ListKind } from "~/content/lists";
import { adminTitle } from "~/content/titles";

/** Every item of one list in page order, hidden ones included. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const { store, images, brand } = adminContext(context);
  const kind = listFromParams(params);
  const url = new URL(request.url);
  // Items name their picture by library id; the card shows the library's small version of it.
  const thumbs = new Map(images.list().map((image) => [image.id, image.thumb]));
  const thumb = (id: string | null) => (id ? (thumbs.get(id) ?? null) : null);
  const items = store.list(kind).map((item) => ({
    id: item.id,
    version: item.version,
    hidden: item.hidden,
    label: listInfo(kind).label(item),
    facts: listInfo(kind).summary(item),
    image: thumb(itemImage(kind, item)),
  }));
  // After a plain form post (no JavaScript) the outcome comes back in the address.
  const done = url.searchParams.get("done");
  const itemId = url.searchParams.get("item") ?? "";
  const trashed = store.trash().find((t) => t.kind === kind && t.id === itemId);
  const label = items.find((i) => i.id === itemId)?.label ?? trashed?.label ?? itemId;
  const outcome = done && isDone(done) ? describe(done, label, kind, trashed) : null;
  return { brand, kind, title: lists[kind].title, noun: lists[kind].noun, slug: lists[kind].slug, items, outcome };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "List"} - ${adminTitle.content(loaderData?.brand ?? "")}` },
];

const intents = ["hide", "show", "up", "down", "delete", "undo"] as const;
type Intent = (typeof intents)[number];
const doneCodes = [...intents, "stale", "missing"] as const;
type Done = (typeof doneCodes)[number];
const isDone = (v: string): v is Done => (doneCodes as readonly string[]).includes(v);

interface Outcome {
  tone: "success" | "info";
  text: string;
  /** After a delete: what Undo needs. */
  undo?: { id: string; version: number };
}

function describe(done: Done, label: string, kind: ListKind, trashed?: { id: string; version: number }): Outcome {
  switch (done) {
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
  const form = await request.formData();
  const intent = formText(form, "intent") as Intent;
  const id = formText(form, "id");
  const version = baseVersion(form);
  if (!(intents as readonly string[]).includes(intent)) throw data("Unknown action.", { status: 400 });

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

  const done: Done = result.ok ? intent : result.reason === "stale" ? "stale" : "missing";
  if (formText(form, "enhanced") !== "1") {
    return redirect(`/admin/content/${lists[kind].slug}?done=${done}&item=${encodeURIComponent(id)}`);
  }
  const label = result.ok ? listInfo(kind).label(result.value as Record<string, unknown>) : id;
  const trashed = intent === "delete" && result.ok ? { id, version: result.value.version } : undefined;
  return data(describe(done, label, kind, trashed), { status: result.ok ? 200 : 409 });
}

type ItemView = Route.ComponentProps["loaderData"]["items"][number];

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { items, noun, slug, title, kind } = loaderData;
  const [outcome, setOutcome] = useState<Outcome | null>(loaderData.outcome);
  // The address's outcome (?done=…) is news once, when it is arrived at: the reloads after
  // later actions (an Undo, say) carry the same address and must not bring it back.
  const location = useLocation();
  useEffect(() => setOutcome(loaderData.outcome), [location.key]);

  const shown = useOptimisticOrder(items);
  return (
    <>
      <AdminPageHead
        title={title}
        back={{ to: "/admin/content", label: "All content" }}
        actions={
          <Link className="admin-button admin-button-primary" to={`/admin/content/${slug}/new`}>
            Add {noun}
          </Link>
        }
      />
      {shown.length === 0 ? (
        <p className="admin-card">
          No {title.toLowerCase()} yet. <Link to={`/admin/content/${slug}/new`}>Add the first {noun}</Link>.
        </p>
      ) : (
        <ol className="admin-items" aria-label={`${title}, in page order`}>
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
        outcome={outcome}
        action={outcome?.undo ? <UndoButton slug={slug} undo={outcome.undo} onDone={setOutcome} /> : null}
        onDismiss={() => setOutcome(null)}
      />
    </>
  );
}

/** The list as it will be once the moves and hides on their way to the server have landed. */
function useOptimisticOrder(items: ItemView[]): ItemView[] {
  const pending = useFetchers().filter((f) => f.formData && f.key.startsWith("item:"));
  let view = items;
  for (const f of pending) {
    const intent = f.formData!.get("intent");
    const id = f.formData!.get("id");
    const at = view.findIndex((i) => i.id === id);
    if (at < 0) continue;
    if (intent === "hide" || intent === "show") {
      view = view.map((i) => (i.id === id ? { ...i, hidden: intent === "hide" } : i));
    } else if (intent === "up" || intent === "down") {
      const to = intent === "up" ? at - 1 : at + 1;
      if (to < 0 || to >= view.length) continue;
      view = [...view];
      [view[at], view[to]] = [view[to]!, view[at]!];
    }
  }
  return view;
}

function ItemCard({
  item,
  slug,
  kind,
  first,
  last,
  onOutcome,
}: {
  item: ItemView;
  slug: string;
  kind: ListKind;
  first: boolean;
  last: boolean;
  onOutcome: (o: Outcome) => void;
}) {
  const fetcher = useFetcher<Outcome>({ key: `item:${kind}:${item.id}` });
  useReportOutcome(fetcher, onOutcome);
  const busy = fetcher.state !== "idle";
  const name = item.label;
  const actions = useKeepFocus(fetcher.state);
  const button = (
    intent: Intent,
    text: string,
    accessible: string,
    extra?: { disabled?: boolean; danger?: boolean },
  ) => (
    <ActionForm fetcher={fetcher} id={item.id} version={item.version}>
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`admin-button admin-button-small ${extra?.danger ? "admin-button-danger-quiet" : "admin-button-quiet"}`}
        aria-label={accessible}
        // While busy the button stays focusable (a disabled one drops the keyboard's place) and does nothing.
        aria-disabled={busy || undefined}
        disabled={extra?.disabled}
        onClick={(event) => (busy ? event.preventDefault() : actions.pressed(intent))}
      >
        {text}
      </button>
    </ActionForm>
  );
  return (
    <li className={`admin-item${item.hidden ? " admin-item-hidden" : ""}`} aria-busy={busy || undefined}>
      <div className="admin-item-main">
        {item.image ? <img src={item.image} alt="" width="64" height="48" loading="lazy" /> : null}
        <div>
          <h2 className="admin-item-title">
            <Link to={`/admin/content/${slug}/${item.id}`}>{name}</Link>
          </h2>
          <p className="admin-item-facts">
            {item.hidden ? <span className="admin-tag admin-tag-muted">Hidden</span> : null}
            {item.facts.map((f) => (
              <span key={f}>{f}</span>
            ))}
          </p>
        </div>
      </div>
      <div className="admin-item-actions" ref={actions.ref}>
        <Link
          className="admin-button admin-button-small admin-button-quiet"
          to={`/admin/content/${slug}/${item.id}`}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Link>
        {item.hidden ? button("show", "Show", `Show ${name}`) : button("hide", "Hide", `Hide ${name}`)}
        {button("up", "↑", `Move ${name} up`, { disabled: first })}
        {button("down", "↓", `Move ${name} down`, { disabled: last })}
        {button("delete", "Delete", `Delete ${name}`, { danger: true })}
      </div>
    </li>
  );
}

/**
 * Keeps the keyboard's place on a card whose button was pressed: the card
 * moves in the list (the browser drops focus from a moved element) and Hide
 * becomes Show. Focus goes back to the same action, or its counterpart.
 */
function useKeepFocus(state: string) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<Intent | null>(null);
  useLayoutEffect(() => {
    const intent = last.current;
    if (!intent || !ref.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && !ref.current.contains(active)) {
      last.current = null; // the operator went on elsewhere
      return;
    }
    if (!active || active === document.body) {
      const counterpart: Record<Intent, Intent[]> = {
        hide: ["show", "hide"],
        show: ["hide", "show"],
        up: ["up", "down"],
        down: ["down", "up"],
        delete: [],
        undo: [],
      };
      for (const target of counterpart[intent]) {
        const button = ref.current.querySelector<HTMLButtonElement>(`button[value="${target}"]:not(:disabled)`);
        if (button) {
          button.focus();
          break;
        }
      }
    }
    if (state === "idle") last.current = null;
  });
  return { ref, pressed: (intent: Intent) => (last.current = intent) };
}

function UndoButton({
  slug,
  undo,
  onDone,
}: {
  slug: string;
  undo: NonNullable<Outcome["undo"]>;
  onDone: (o: Outcome) => void;
}) {
  const fetcher = useFetcher<Outcome>({ key: `undo:${slug}:${undo.id}` });
  useReportOutcome(fetcher, onDone);
  return (
    <ActionForm fetcher={fetcher} id={undo.id} version={undo.version}>
      <button type="submit" name="intent" value="undo" className="admin-button admin-button-small admin-button-quiet">
        Undo
      </button>
    </ActionForm>
  );
}
