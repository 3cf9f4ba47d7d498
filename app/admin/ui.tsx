/** Small pieces the back-office screens share. */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { Link, useBlocker, useRouteLoaderData, type FetcherWithComponents } from "react-router";
import { momentInZone } from "~/i18n/dates";
import type { Lang } from "~/i18n/languages";
import { Phrased, useWords } from "./words";

export function AdminPageHead({
  title,
  back,
  actions,
  children,
}: {
  title: string;
  /** Where "back" goes, e.g. the list an item belongs to. */
  back?: { to: string; label: string };
  /** Buttons or links beside the title ("Add bike"). */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="admin-page-head">
      {back ? (
        <p className="admin-back">
          <Link to={back.to}>← {back.label}</Link>
        </p>
      ) : null}
      <div className="admin-page-title">
        <h1>{title}</h1>
        {actions ? <div className="admin-page-actions">{actions}</div> : null}
      </div>
      {children}
    </header>
  );
}

const formats = new Map<string, { moment: Intl.DateTimeFormat; zone: Intl.DateTimeFormat }>();

/**
 * A moment in the shop's time zone (a setting; the back office's layout
 * gives it), written the same on server and browser: "23 Nov 2026, 10:15 IST",
 * "23 नव॰ 2026, 10:15 IST" (Hindi and Kannada by ~/i18n/dates, with Latin digits and a 24-hour clock).
 */
export function formatDateTime(iso: string, timeZone = "Asia/Kolkata", lang: Lang = "en"): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = {
      moment: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone }),
      // Indian English names the shop's usual zone "IST"; others by their offset.
      zone: new Intl.DateTimeFormat("en-IN", { timeZone, timeZoneName: "short" }),
    };
    formats.set(timeZone, format);
  }
  const date = new Date(iso);
  const zone = format.zone.formatToParts(date).find((p) => p.type === "timeZoneName")?.value;
  const moment = lang === "en" ? format.moment.format(date) : momentInZone(lang, iso, timeZone);
  return `${moment}${zone ? ` ${zone}` : ""}`;
}

/** The shop's time zone, from the back office's layout. */
export function useShopTimeZone(): string | undefined {
  return (useRouteLoaderData("routes/admin/layout") as { timeZone?: string } | undefined)?.timeZone;
}

export function DateTime({ iso }: { iso: string }) {
  const { lang } = useWords();
  return <time dateTime={iso}>{formatDateTime(iso, useShopTimeZone(), lang)}</time>;
}

/** When something went to the Trash, and when it goes for good: two facts of a Trash entry. */
export function TrashDates({ deletedAt, purgeAt }: { deletedAt: string; purgeAt: string }) {
  return (
    <>
      <span>
        <Phrased phrase="Deleted {date}" parts={{ date: <DateTime iso={deletedAt} /> }} />
      </span>
      <span>
        <Phrased phrase="Goes for good {date}" parts={{ date: <DateTime iso={purgeAt} /> }} />
      </span>
    </>
  );
}

/**
 * Announces what just happened ("Saved. The public page is updated.") to
 * everyone, screen readers included. The region is always in the page so a
 * message that appears in it is read out.
 */
export function StatusMessage({
  children,
  tone = "success",
  floating = false,
}: {
  children?: ReactNode;
  tone?: "success" | "info";
  /** Kept in view at the bottom of the screen: for actions taken far down a long list. */
  floating?: boolean;
}) {
  return (
    <div role="status" className={floating ? "admin-status-slot admin-status-floating" : "admin-status-slot"}>
      {children ? <div className={`admin-status admin-status-${tone}`}>{children}</div> : null}
    </div>
  );
}

/**
 * What the last action on a screen came to, kept in view at the bottom of the
 * screen (actions are often taken far down a long list), with an optional
 * button (Undo) and a way to dismiss it.
 */
export function OutcomeMessage({
  outcome,
  action,
  onDismiss,
}: {
  outcome: { tone: "success" | "info"; text: string } | null;
  action?: ReactNode;
  onDismiss: () => void;
}) {
  // Dismissing is the script's work: without it the button would do nothing.
  const hydrated = useHydrated();
  const { t } = useWords();
  return (
    <StatusMessage tone={outcome?.tone} floating>
      {outcome ? (
        <>
          <span>{outcome.text}</span>
          {action}
          {hydrated ? (
            <button type="button" className="admin-status-close" aria-label={t("Dismiss")} onClick={onDismiss}>
              ×
            </button>
          ) : null}
        </>
      ) : null}
    </StatusMessage>
  );
}

/** Something went wrong or needs the operator's attention before anything is saved. */
export function AlertMessage({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div role="alert" className="admin-alert" id={id}>
      {children}
    </div>
  );
}

/**
 * A destructive action that asks first, with or without JavaScript: the
 * button opens a short explanation and the real button.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  question,
  children,
}: {
  label: string;
  accessibleLabel?: string;
  question: ReactNode;
  /** The form that really does it. */
  children: ReactNode;
}) {
  return (
    <details className="admin-confirm">
      <summary className="admin-button admin-button-danger-quiet" aria-label={accessibleLabel}>
        {label}
      </summary>
      <div className="admin-confirm-panel">
        <p>{question}</p>
        {children}
      </div>
    </details>
  );
}

/**
 * A form's last row, its Save (and Cancel). On a phone it is held at the bottom of the screen while the form holds
 * unsaved changes (docs/decisions/056); the field typed in stays in view above it (its scroll margin, admin.css).
 */
export function SaveBar({ unsaved, children }: { unsaved: boolean; children: ReactNode }) {
  return (
    <div className="admin-save-bar" data-unsaved={unsaved || undefined}>
      {children}
    </div>
  );
}

/**
 * Leaving a form with unsaved edits asks first: another screen of the back
 * office (a menu link, the back button) through the router's blocker, and
 * closing or reloading the tab through the browser's own prompt.
 */
export function UnsavedChanges({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      when &&
      historyAction !== "REPLACE" &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  const { t } = useWords();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (blocker.state === "blocked" && !dialog.current?.open) dialog.current?.showModal();
    if (blocker.state !== "blocked" && dialog.current?.open) dialog.current.close();
  }, [blocker.state]);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby="unsaved-title"
      onCancel={() => blocker.state === "blocked" && blocker.reset()}
    >
      <h2 id="unsaved-title">{t("Leave without saving?")}</h2>
      <p>{t("Your changes on this screen have not been saved. If you leave now, they are lost.")}</p>
      <div className="admin-dialog-actions">
        <button type="button" className="admin-button admin-button-primary" onClick={() => blocker.reset?.()}>
          {t("Stay and keep editing")}
        </button>
        <button type="button" className="admin-button admin-button-quiet" onClick={() => blocker.proceed?.()}>
          {t("Leave without saving")}
        </button>
      </div>
    </dialog>
  );
}

/**
 * For a screen of several forms (Settings' sections, the Images screen's
 * descriptions): each form reports whether it holds unsaved work, and the
 * screen has one guard for all of them (a router allows one blocker).
 */
export function useUnsavedParts() {
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const onDirty = useCallback(
    (part: string, isDirty: boolean) => setDirty((d) => (Boolean(d[part]) === isDirty ? d : { ...d, [part]: isDirty })),
    [],
  );
  return [Object.values(dirty).some(Boolean), onDirty] as const;
}

/** One form's part in `useUnsavedParts`: reported while it lives, cleared when it goes. */
export function useReportUnsaved(part: string, dirty: boolean, onDirty: (part: string, dirty: boolean) => void) {
  useEffect(() => onDirty(part, dirty), [part, dirty, onDirty]);
  useEffect(() => () => onDirty(part, false), [part, onDirty]);
}

const noSubscription = () => () => {};

/** True once the page has hydrated: for enhancements that only make sense with JavaScript. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * State that starts again from `initial` whenever `key` changes: React's way
 * to reset state from what a route loaded, during render rather than in an
 * effect (no second render with the stale value).
 */
export function useStateFrom<T>(key: unknown, initial: T) {
  const [state, setState] = useState(initial);
  const [seen, setSeen] = useState(key);
  if (!Object.is(seen, key)) {
    setSeen(key);
    setState(initial);
  }
  return [state, setState] as const;
}

/** Tells an action that its answer goes to a script (data), not to a page (a redirect): only sent once hydrated. */
function Enhanced() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="1" /> : null;
}

/** Which item an action is for, at which version, and anything else the action needs to come back to. */
export function ActionFields({ id, version, extra }: { id: string; version: number; extra?: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Enhanced />
    </>
  );
}

/** One action's small form (a button or two): a plain post without JavaScript, a fetcher with it. */
export function ActionForm({
  fetcher,
  children,
  ...fields
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form">;
  id: string;
  version: number;
  extra?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" className="admin-inline-form">
      <ActionFields {...fields} />
      {children}
    </fetcher.Form>
  );
}

/**
 * Hands a fetcher's answer up (to the screen's status region) as soon as it
 * arrives. An answer the fetcher already held when this piece appeared (a card
 * back from the Trash, whose last answer was its delete) was told then.
 */
export function useReportOutcome<T>(fetcher: { data?: T }, report: (outcome: T) => void) {
  const told = useRef(fetcher.data);
  useEffect(() => {
    if (!fetcher.data || fetcher.data === told.current) return;
    told.current = fetcher.data;
    report(fetcher.data);
  }, [fetcher.data, report]);
}
