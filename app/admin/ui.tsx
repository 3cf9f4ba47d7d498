/** Small pieces the back-office screens share. */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useBlocker } from "react-router";

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

const format = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** A moment in the shop's time zone (India), written the same on server and browser. */
export function formatDateTime(iso: string): string {
  return `${format.format(new Date(iso))} IST`;
}

export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
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
      <h2 id="unsaved-title">Leave without saving?</h2>
      <p>Your changes on this screen have not been saved. If you leave now, they are lost.</p>
      <div className="admin-dialog-actions">
        <button type="button" className="admin-button admin-button-primary" onClick={() => blocker.reset?.()}>
          Stay and keep editing
        </button>
        <button type="button" className="admin-button admin-button-quiet" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </button>
      </div>
    </dialog>
  );
}

/** True once the page has hydrated: for enhancements that only make sense with JavaScript. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
