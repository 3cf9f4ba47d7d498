/**
 * One card of a list on the Content screen, with its Hide, Show, Move and
 * Delete buttons (one small form each, a fetcher with JavaScript), the order
 * the list will have once the actions on their way have landed, and the Undo
 * of a delete.
 */
import { useLayoutEffect, useRef } from "react";
import { datesIn } from "~/i18n/dates";
import { Link, useFetcher, useFetchers } from "react-router";
import type { Outcome } from "../outcome";
import { ActionForm, useReportOutcome } from "../ui";
import type { ListKind } from "~/content/lists";
import { useWords } from "../words";

type Intent = "hide" | "show" | "up" | "down" | "delete" | "undo";

/** What the list screen shows of an item. */
export interface ItemView {
  id: string;
  version: number;
  hidden: boolean;
  label: string;
  facts: string[];
  /** The languages a text of it still needs a translation in ("Hindi"). */
  untranslated: string[];
  image: string | null;
}

/** The list as it will be once the moves and hides on their way to the server have landed. */
export function useOptimisticOrder(items: ItemView[]): ItemView[] {
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

export function ItemCard({
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
  const { t, text, lang } = useWords();
  const fetcher = useFetcher<Outcome>({ key: `item:${kind}:${item.id}` });
  useReportOutcome(fetcher, onOutcome);
  const busy = fetcher.state !== "idle";
  const name = item.label;
  const actions = useKeepFocus(fetcher.state);
  const card = useRef<HTMLLIElement>(null);
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
        onClick={(event) => (busy ? event.preventDefault() : actions.pressed(intent, card.current))}
      >
        {text}
      </button>
    </ActionForm>
  );
  return (
    <li ref={card} className={`admin-item${item.hidden ? " admin-item-hidden" : ""}`} aria-busy={busy || undefined}>
      <div className="admin-item-main">
        {item.image ? <img src={item.image} alt="" width="64" height="48" loading="lazy" /> : null}
        <div>
          <h2 className="admin-item-title">
            <Link to={`/admin/content/${slug}/${item.id}`}>{name}</Link>
          </h2>
          <p className="admin-item-facts">
            {item.hidden ? <span className="admin-tag admin-tag-muted">{t("Hidden")}</span> : null}
            {item.facts.map((f) => (
              <span key={f}>{datesIn(lang, text(f))}</span>
            ))}
            {item.untranslated.length ? (
              <span className="admin-tag admin-tag-todo">
                {item.untranslated.length > 1
                  ? t("Needs Hindi and Kannada")
                  : t("Needs {language}", { language: text(item.untranslated.join(" and ")) })}
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <div className="admin-item-actions" ref={actions.ref}>
        <Link
          className="admin-button admin-button-small admin-button-quiet"
          to={`/admin/content/${slug}/${item.id}`}
          aria-label={t("Edit {name}", { name })}
        >
          {t("Edit")}
        </Link>
        {item.hidden
          ? button("show", t("Show"), t("Show {name}", { name }))
          : button("hide", t("Hide"), t("Hide {name}", { name }))}
        {button("up", "↑", t("Move {name} up", { name }), { disabled: first })}
        {button("down", "↓", t("Move {name} down", { name }), { disabled: last })}
        {button("delete", t("Delete"), t("Delete {name}", { name }), { danger: true })}
      </div>
    </li>
  );
}

/**
 * Keeps the keyboard's place on a card whose button was pressed: the card
 * moves in the list (the browser drops focus from a moved element) and Hide
 * becomes Show. Focus goes back to the same action, or its counterpart.
 *
 * A moved card also stays under the finger: the page scrolls by as much as
 * the card moved, so a second tap of ↑ on the same spot moves the same item
 * again, instead of landing on the neighbour now in its place and moving it
 * back.
 */
function useKeepFocus(state: string) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<Intent | null>(null);
  const moved = useRef<{ card: HTMLElement; top: number } | null>(null);
  useLayoutEffect(() => {
    const from = moved.current;
    if (from) {
      const shift = from.card.getBoundingClientRect().top - from.top;
      if (shift !== 0) window.scrollBy({ top: shift, behavior: "instant" });
      // Once it has moved, or the server has answered without moving it (someone else's change came first).
      if (shift !== 0 || state === "idle") moved.current = null;
    }
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
  return {
    ref,
    pressed: (intent: Intent, card: HTMLElement | null) => {
      last.current = intent;
      moved.current =
        card && (intent === "up" || intent === "down") ? { card, top: card.getBoundingClientRect().top } : null;
    },
  };
}

export function UndoButton({
  slug,
  undo,
  onDone,
}: {
  slug: string;
  undo: NonNullable<Outcome["undo"]>;
  onDone: (o: Outcome) => void;
}) {
  const { t } = useWords();
  const fetcher = useFetcher<Outcome>({ key: `undo:${slug}:${undo.id}` });
  useReportOutcome(fetcher, onDone);
  return (
    <ActionForm fetcher={fetcher} id={undo.id} version={undo.version}>
      <button type="submit" name="intent" value="undo" className="admin-button admin-button-small admin-button-quiet">
        {t("Undo")}
      </button>
    </ActionForm>
  );
}
