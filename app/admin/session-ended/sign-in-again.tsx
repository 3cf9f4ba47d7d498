/**
 * A save that finds the session ended asks for the password on the same
 * screen, signs in, and sends the same save: the typed values never leave
 * the form, and the save carries the version it was based on, so the server's
 * version check is the one it would have met before.
 *
 * Before a form's save goes, the server is asked whether the session still
 * stands (/admin/session, outside the gate). If not, the save waits behind a
 * dialog; the password goes to the login form's own action, as the login page
 * posts it, and is kept nowhere. Without JavaScript none of this runs and the
 * login page keeps the work instead.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigation, useRouteLoaderData } from "react-router";
import { fetchServerSession, saveSession } from "~/auth/browser-session";
import { messages } from "~/auth/constants";
import type { SessionInfo } from "~/auth/types";
import { useWords } from "../words";

type Phase = { state: "closed" } | { state: "asking"; error: string | null } | { state: "signing-in" };

export function useSignInAgain(formId: string) {
  const layout = useRouteLoaderData("routes/admin/layout") as { session: SessionInfo } | undefined;
  const username = layout?.session.user.username ?? "";
  const remember = layout?.session.remember ?? false;
  const { t, text } = useWords();
  const [phase, setPhase] = useState<Phase>({ state: "closed" });
  const dialog = useRef<HTMLDialogElement>(null);
  /** The save held back, sent again once signed in; and the one let through after the check. */
  const held = useRef<{ submitter: HTMLElement | null } | null>(null);
  const checked = useRef(false);
  /** A session check is under way, for the last Save pressed. */
  const checking = useRef(false);
  const latest = useRef<HTMLElement | null>(null);
  /** What the last save sent held, until React Router has finished with it. */
  const sent = useRef<string | null>(null);
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (!navigating) sent.current = null;
  }, [navigating]);
  const sendHeld = useRef<() => void>(() => {});

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const beforeSave = (event: SubmitEvent) => {
      const submitter = event.submitter as HTMLButtonElement | null;
      // Conform's row buttons (Add, ↑, ×) change the form in the browser: nothing is sent.
      if (submitter?.name === "__intent__") return;
      if (checked.current) {
        checked.current = false;
        return;
      }
      // Held here, before React Router sees it; sent on below once the session is known to stand.
      event.preventDefault();
      event.stopPropagation();
      // Pressed again before the check is back (a slow connection, a mistake corrected meanwhile): the same save,
      // sent once with what the form holds then. Two would race, the second refused as stale by the first's version.
      latest.current = submitter;
      if (checking.current) return;
      checking.current = true;
      void stillSignedIn().then((yes) => {
        checking.current = false;
        // Pressed again while the last save, with the same words, is still on its way (before its Save turned to
        // "Saving…"): this press was that save.
        if (yes && sent.current === fieldsOf(form)) return;
        if (yes) return send(form, latest.current);
        held.current = { submitter: latest.current };
        setPhase({ state: "asking", error: null });
      });
    };
    const send = (form: HTMLFormElement, submitter: HTMLElement | null) => {
      checked.current = true;
      sent.current = fieldsOf(form);
      form.requestSubmit(submitter?.isConnected ? submitter : null);
    };
    form.addEventListener("submit", beforeSave);
    sendHeld.current = () => {
      const save = held.current;
      held.current = null;
      if (save) send(form, save.submitter);
    };
    return () => form.removeEventListener("submit", beforeSave);
  }, [formId]);

  useEffect(() => {
    const open = phase.state !== "closed";
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [phase.state]);

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const passwordForm = event.currentTarget;
    const password = new FormData(passwordForm).get("password");
    if (typeof password !== "string" || !password) {
      setPhase({ state: "asking", error: "Enter your password" });
      return;
    }
    setPhase({ state: "signing-in" });
    const outcome = await signInAgain(username, password, remember);
    // The password is not kept, not even in the field.
    passwordForm.reset();
    if (outcome !== "ok") {
      setPhase({ state: "asking", error: outcome });
      return;
    }
    setPhase({ state: "closed" });
    sendHeld.current();
  };

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={`${formId}-signed-out-title`}
      onCancel={() => {
        held.current = null;
        setPhase({ state: "closed" });
      }}
    >
      <h2 id={`${formId}-signed-out-title`}>{t("Sign in to save")}</h2>
      <p>
        {t(
          "You were signed out, so this has not been saved yet. Enter your password to sign in again as {name}: your changes stay on this screen and are saved as soon as you are back.",
          { name: username },
        )}
      </p>
      <form onSubmit={signIn} noValidate>
        <div className="admin-field">
          <label htmlFor={`${formId}-signed-out-password`}>{t("Password")}</label>
          <input
            id={`${formId}-signed-out-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={phase.state === "asking" && phase.error ? true : undefined}
            aria-describedby={phase.state === "asking" && phase.error ? `${formId}-signed-out-error` : undefined}
          />
          {phase.state === "asking" && phase.error ? (
            <p className="admin-field-error" id={`${formId}-signed-out-error`} role="alert">
              {text(phase.error)}
            </p>
          ) : null}
        </div>
        <div className="admin-dialog-actions">
          <button
            type="submit"
            className="admin-button admin-button-primary"
            disabled={phase.state === "signing-in"}
            aria-busy={phase.state === "signing-in" || undefined}
          >
            {phase.state === "signing-in" ? t("Signing in…") : t("Sign in and save")}
          </button>
          <button
            type="button"
            className="admin-button admin-button-quiet"
            onClick={() => {
              held.current = null;
              setPhase({ state: "closed" });
            }}
          >
            {t("Not now")}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** A form's fields as it posts them, to tell one save from another. */
function fieldsOf(form: HTMLFormElement) {
  const fields = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return new URLSearchParams(fields).toString();
}

/** The server's word on the session. Unreachable, it is let through: the save itself says what happened. */
async function stillSignedIn(): Promise<boolean> {
  try {
    const response = await fetch("/admin/session", {
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
    return response.status !== 401;
  } catch {
    return true;
  }
}

/** Posts to the login form's action as the login page does; "ok", or the message to show. */
async function signInAgain(username: string, password: string, remember: boolean): Promise<string> {
  const body = new URLSearchParams({ username, password, ...(remember ? { rememberMe: "on" } : {}) });
  let response: Response;
  try {
    response = await fetch("/admin/login", { method: "POST", body, redirect: "manual", credentials: "same-origin" });
  } catch {
    return messages.loginFailed;
  }
  if (response.type === "opaqueredirect") {
    // Signed in: the browser's copy of the session is written as the login page writes it.
    const session = await fetchServerSession().catch(() => null);
    if (!session) return messages.loginFailed;
    saveSession(session);
    return "ok";
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After") ?? 60);
    return messages.lockedOut(Math.ceil(seconds / 60));
  }
  return response.status === 401 ? messages.invalidCredentials : messages.loginFailed;
}
