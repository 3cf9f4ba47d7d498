/**
 * A back-office form's draft, kept as it is typed and offered back when the
 * form opens again ("You have unsaved changes from 10:42. Restore them /
 * Discard."). A restored draft is put in the form as if typed, checked as
 * typing is, and saved against the version it was based on: when the item has
 * moved on since, the save is refused with the conflict panel, never written
 * over the newer version.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { z } from "zod";
import { formById, typedEntries, type FormMetadata } from "../form";
import { parseWithZod } from "../schema-form";
import { dropDraft, readDraft, writeDraft, type Draft } from "./draft-storage";
import { useSaveOffline } from "../offline/save-offline";
import { cancelWaiting, isWaiting } from "../offline/queue";
import { localeOf, type Lang } from "~/i18n/languages";
import { useWords } from "../words";

/**
 * The form whose save was sent last from this page, so that the page the
 * save comes back to can forget its draft. A save with JavaScript never
 * reloads the page, so this outlives the form it was sent from.
 */
let lastSent: { formId: string; key: string } | null = null;

interface DraftOptions {
  form: FormMetadata<any, string[]>;
  schema: z.ZodObject;
  /** One form of one item: "edit-bikes:honda-dio", "settings-contact". */
  draftKey: string;
  /** The version the form is based on now. */
  version: number;
  /** The page says this form was just saved. */
  saved: boolean;
  /** False while the page shows the server's answer to a post: the form already holds what was typed. */
  offer: boolean;
}

export function useDraft({ form, schema, draftKey, version, saved, offer }: DraftOptions) {
  const [offered, setOffered] = useState<Draft | null>(null);
  // Discard pressed on a draft whose save waits to be sent: whether to cancel that save too is asked.
  const [asking, setAsking] = useState(false);
  // A restored draft's version, with the form's own when it was restored: once the form is based on a newer one
  // of its own (a save that waited landed and the form kept its typing, ../offline/save-offline.tsx), that one.
  const [restored, setRestored] = useState<{ version: number; over: number } | null>(null);
  const base = restored?.over === version ? restored.version : version;
  const dirty = Boolean(form.dirty);
  // What the listeners below read: the latest of each, not the first render's.
  // A form showing the server's answer to a refused save holds what was sent, unsaved, whatever Conform counts
  // as changed: it is kept too.
  const unsaved = dirty || !offer;
  const now = useRef({ base, unsaved });
  useLayoutEffect(() => {
    now.current = { base, unsaved };
  });
  // While a draft is offered, it is kept as it is: typing does not replace it, nor an untouched form drop it.
  const pending = useRef(false);
  // A save pressed offline waits in the browser; the draft stays until it has landed.
  const offline = useSaveOffline(form.id, draftKey, schema);

  // Opening the form: forget the draft a save has just landed, then offer the one left, if any.
  useEffect(() => {
    if (saved) {
      if (lastSent?.formId === form.id) dropDraft(lastSent.key);
      lastSent = null;
      const kept = readDraft(draftKey);
      if (kept && kept.version < version) dropDraft(draftKey);
    }
    const draft = readDraft(draftKey);
    const element = formById(form.id);
    if (draft && offer && element && JSON.stringify(draft.entries) !== JSON.stringify(typedEntries(element))) {
      // The draft is in the browser's storage, which the server's render cannot read: it is offered once the page
      // has started, the one render this costs.
      pending.current = true;
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOffered(draft);
    }
    // Once per form and item: later renders are typing, not opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  // Typing: each change is kept at once, so a crash a moment later loses nothing.
  useEffect(() => {
    const element = formById(form.id);
    if (!element) return;
    const keepTyped = () => {
      if (now.current.unsaved && !pending.current) keep(draftKey, element, now.current.base);
    };
    const sent = (event: SubmitEvent) => {
      // Conform's row buttons (Add, ↑, ×) submit the form to change it, not to save it.
      if ((event.submitter as HTMLButtonElement | null)?.name !== "__intent__")
        lastSent = { formId: form.id, key: draftKey };
    };
    element.addEventListener("input", keepTyped);
    element.addEventListener("change", keepTyped);
    element.addEventListener("submit", sent);
    return () => {
      element.removeEventListener("input", keepTyped);
      element.removeEventListener("change", keepTyped);
      element.removeEventListener("submit", sent);
    };
  }, [form.id, draftKey]);

  // Rows added, moved or removed, and the first keystroke (which makes the form dirty), show up as renders.
  useEffect(() => {
    const element = formById(form.id);
    if (!element || pending.current) return;
    if (unsaved) keep(draftKey, element, base);
    else dropDraft(draftKey);
  });

  const restore = () => {
    if (!offered) return;
    const typed = new FormData();
    for (const [name, value] of offered.entries) typed.append(name, value);
    // Shown checked at once, as fields are once left: a restored value that is no longer accepted says so.
    form.update({ value: textOf(parseWithZod(typed, { schema }).payload), validated: true });
    pending.current = false;
    setRestored({ version: offered.version, over: version });
    setOffered(null);
  };
  const forget = () => {
    dropDraft(draftKey);
    pending.current = false;
    setAsking(false);
    setOffered(null);
  };
  // The queue is asked, not the page's last reading of it: the words must not be sent after a Discard unasked.
  const discard = async () => {
    if (await isWaiting(draftKey)) setAsking(true);
    else forget();
  };
  const cancelToo = async () => {
    await cancelWaiting(draftKey);
    forget();
  };

  return {
    /** The version a save is to be based on: a restored draft's own. */
    version: base,
    offer: asking ? (
      <CancelWaiting onCancel={() => void cancelToo()} onKeep={forget} />
    ) : offered ? (
      <DraftOffer at={offered.at} onRestore={restore} onDiscard={() => void discard()} />
    ) : (
      offline.notice
    ),
    /** This form's save waits to be sent: leaving the screen loses nothing. */
    waiting: offline.waiting,
  };
}

/** What a draft holds, nested as the form's names say ("hours[0].days"): text only, never a file. */
type Typed = string | Typed[] | { [name: string]: Typed };

function textOf(payload: object): { [name: string]: Typed } {
  const text = (value: unknown): Typed =>
    typeof value === "string"
      ? value
      : Array.isArray(value)
        ? value.map(text)
        : value && typeof value === "object" && !(value instanceof Blob)
          ? textOf(value)
          : "";
  return Object.fromEntries(Object.entries(payload).map(([name, value]) => [name, text(value)]));
}

function keep(draftKey: string, element: HTMLFormElement, version: number) {
  writeDraft(draftKey, { at: new Date().toISOString(), version, entries: typedEntries(element) });
}

/** "10:42" today; "23 Nov, 10:42" on another day (in Hindi and Kannada by Intl, with Latin digits). */
function typedAt(iso: string, lang: Lang, now = new Date()) {
  const at = new Date(iso);
  const locale = lang === "en" ? "en-GB" : localeOf[lang];
  const time = at.toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit", numberingSystem: "latn" });
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.toLocaleDateString(locale, { day: "numeric", month: "short", numberingSystem: "latn" })}, ${time}`;
}

function DraftOffer({ at, onRestore, onDiscard }: { at: string; onRestore: () => void; onDiscard: () => void }) {
  const { t, lang } = useWords();
  return (
    <section className="admin-notice admin-draft-offer" aria-label={t("Unsaved changes")}>
      <p>{t("You have unsaved changes from {time}.", { time: typedAt(at, lang) })}</p>
      <div className="admin-draft-actions">
        <button type="button" className="admin-button admin-button-primary" onClick={onRestore}>
          {t("Restore them")}
        </button>
        <button type="button" className="admin-button admin-button-quiet" onClick={onDiscard}>
          {t("Discard")}
        </button>
      </div>
    </section>
  );
}

/** Discard pressed while the same change waits to be sent: the draft goes either way; the save only if asked. */
function CancelWaiting({ onCancel, onKeep }: { onCancel: () => void; onKeep: () => void }) {
  const { t } = useWords();
  return (
    <section className="admin-notice admin-draft-offer" aria-label={t("Unsaved changes")}>
      <p>{t("This change is also waiting to be sent. Cancel it too, so that it is not saved?")}</p>
      <div className="admin-draft-actions">
        <button type="button" className="admin-button admin-button-primary" onClick={onCancel}>
          {t("Cancel it too")}
        </button>
        <button type="button" className="admin-button admin-button-quiet" onClick={onKeep}>
          {t("No, send it")}
        </button>
      </div>
    </section>
  );
}
