import type { SubmissionResult } from "@conform-to/react";
import { Spoken } from "~/admin/spoken";
import { Form, data, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { FormErrors, getFormProps, SubmitButton } from "~/admin/form";
import { parseWithZod, useSchemaForm } from "~/admin/schema-form";
import { TextField } from "~/admin/fields";
import { AdminPageHead, AlertMessage, DateTime, StatusMessage } from "~/admin/ui";
import type { AccountSession } from "~/auth/auth.server";
import { clearedSessionCookie, readDeviceCookie, sessionCookie } from "~/auth/cookie.server";
import { LOGIN_PATH, loginUrl } from "~/auth/constants";
import { MIN_PASSWORD_LENGTH, passwordChangeSchema } from "~/auth/password-schema";
import { adminTitle, readerLang } from "~/admin/titles";
import { FieldError } from "~/admin/fields";
import { useWords } from "~/admin/words";
import { languageChoices } from "~/auth/language-schema";
import { browserLanguage } from "~/i18n/back-office/choose.server";
import { languageNames, type Lang } from "~/i18n/languages";
import { adminContext, formText, intentOf, readForm } from "~/admin/actions.server";
import { flashRedirect, takeFlash } from "~/admin/flash.server";
import { z } from "zod";

const ACCOUNT = "/admin/account";

/** Sign out one session, every other one, change the password, or choose the back office's language. */
const intents = z.enum(["sign-out", "sign-out-others", "password", "language"]);
/** What the screen says after one of them (?done=password&ended=2). */
const doneCodes = z.enum(["signed-out", "signed-out-others", "password", "language"]);

/** The signed-in person's sessions and language, and what the last action did (from the flash it left). */
export function loader({ context, request }: Route.LoaderArgs) {
  const { session, auth, store } = adminContext(context);
  const back = takeFlash(context, doneCodes);
  return {
    brand: store.settings().brand,
    username: session.user.username,
    sessions: auth.listSessions(session),
    language: auth.language(session.user.id) ?? "phone",
    phoneLanguage: browserLanguage(request) ?? "en",
    done: back?.done ?? null,
    ended: Number(back?.get("ended")) || 0,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: adminTitle.account(loaderData?.brand ?? "", readerLang(matches)) },
];

/** Carries a refused password change's Retry-After to a plain form post's response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

type ActionData = { result?: SubmissionResult<string[]>; sessionError?: string; languageErrors?: string[] };

/** Passwords are never sent back into the page, not even a refused one. */
const passwordFields = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };

/**
 * Change the password (every other session ends), sign out one session, or
 * every session but this one. Each is a plain form post.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session, auth, store } = adminContext(context);
  const form = await readForm(request);
  const intent = intentOf(form, intents);

  if (intent === "sign-out") {
    const result = auth.signOutSession(session, formText(form, "session"));
    if (!result.ok) return data<ActionData>({ sessionError: result.message }, { status: 404 });
    // This browser's own session: as Logout does.
    if (result.current) return redirect(LOGIN_PATH, { headers: { "Set-Cookie": clearedSessionCookie(request) } });
    return flashRedirect(context, ACCOUNT, { done: "signed-out" });
  }

  if (intent === "language") {
    const result = auth.setLanguage(session, Object.fromEntries(form));
    if (result.ok) return flashRedirect(context, ACCOUNT, { done: "language" });
    if (result.reason === "signed-out") throw redirect(loginUrl(ACCOUNT));
    return data<ActionData>({ languageErrors: result.fieldErrors.language }, { status: 400 });
  }

  if (intent === "sign-out-others") {
    const { ended } = auth.signOutOtherSessions(session);
    return flashRedirect(context, ACCOUNT, { done: "signed-out-others", ended });
  }

  // The password.
  const brand = store.settings().brand;
  const submission = parseWithZod(form, {
    schema: passwordChangeSchema({ username: session.user.username, brand }),
  });
  if (submission.status !== "success") {
    return data<ActionData>({ result: submission.reply(passwordFields) }, { status: 400 });
  }
  const result = await auth.changePassword(session, submission.value, { brand, device: readDeviceCookie(request) });
  if (result.ok) {
    // This session goes on under a new token: the cookie must follow it.
    const answer = flashRedirect(
      context,
      ACCOUNT,
      { done: "password", ended: result.sessionsEnded },
      { sessionToken: result.session.token },
    );
    answer.headers.append("Set-Cookie", sessionCookie(request, result.cookieToken, result.session));
    return answer;
  }
  if (result.reason === "signed-out") throw redirect(loginUrl(ACCOUNT));
  return data<ActionData>(
    {
      result: submission.reply({ ...passwordFields, fieldErrors: result.fieldErrors, formErrors: [result.message] }),
    },
    {
      status: result.reason === "locked" ? 429 : 400,
      headers: result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined,
    },
  );
}

type Words = ReturnType<typeof useWords>;

function doneMessage({ t }: Words, done: string | null, ended: number) {
  switch (done) {
    case "password":
      if (!ended) return t("Password changed. This browser stays signed in; it was the only session.");
      return ended === 1
        ? t("Password changed. Signed out everywhere else ({count} other session); this browser stays signed in.", {
            count: ended,
          })
        : t("Password changed. Signed out everywhere else ({count} other sessions); this browser stays signed in.", {
            count: ended,
          });
    case "signed-out":
      return t("Signed out. That browser needs the password to get back in.");
    case "signed-out-others":
      if (!ended) return t("There were no other sessions.");
      return ended === 1
        ? t("Signed out everywhere else ({count} other session).", { count: ended })
        : t("Signed out everywhere else ({count} other sessions).", { count: ended });
    case "language":
      return t("The language is saved.");
    default:
      return null;
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { done, ended, sessions } = loaderData;
  const words = useWords();
  const { t } = words;
  const location = useLocation();
  const message = actionData ? null : doneMessage(words, done, ended);
  return (
    <>
      <AdminPageHead title={t("Account")}>
        <p className="admin-lead">{t("Signed in as {name}.", { name: loaderData.username })}</p>
      </AdminPageHead>
      <StatusMessage>{message}</StatusMessage>
      <LanguageForm chosen={loaderData.language} phone={loaderData.phoneLanguage} errors={actionData?.languageErrors} />
      {/* A new key after each change (it comes back to a new address): the form starts empty again. */}
      <PasswordForm
        key={location.key}
        username={loaderData.username}
        brand={loaderData.brand}
        answer={actionData?.result}
      />
      <Sessions sessions={sessions} error={actionData?.sessionError} />
    </>
  );
}

/**
 * The back office's language: each language named in itself, or the phone's. The page is loaded again after the
 * save (a document, not a screen), so that the browser takes the new language's phrase book before it starts.
 */
function LanguageForm({ chosen, phone, errors }: { chosen: string; phone: Lang; errors?: string[] }) {
  const { t } = useWords();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "language";
  return (
    <section className="admin-card admin-account-card" aria-labelledby="language-title">
      <h2 id="language-title">{t("Language of the back office")}</h2>
      <Form method="post" reloadDocument className="admin-account-form">
        <input type="hidden" name="intent" value="language" />
        <fieldset
          className="admin-field admin-choices"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? "language-error" : "language-hint"}
        >
          <legend className="visually-hidden">{t("Language of the back office")}</legend>
          <p className="admin-hint" id="language-hint">
            {t("Every screen, message and date of the back office is shown in it. Names you typed stay as typed.")}
          </p>
          {languageChoices.map((choice) => (
            <label key={choice} className="admin-choice">
              <input type="radio" name="language" value={choice} defaultChecked={choice === chosen} />
              {choice === "phone" ? (
                <span>{t("Same as this phone ({language})", { language: languageNames[phone] })}</span>
              ) : (
                <span lang={choice}>{languageNames[choice]}</span>
              )}
            </label>
          ))}
          <FieldError id="language-error" errors={errors} />
        </fieldset>
        <SubmitButton pending={saving} pendingLabel={t("Saving…")}>
          {t("Save language")}
        </SubmitButton>
      </Form>
    </section>
  );
}

function PasswordForm({
  username,
  brand,
  answer,
}: {
  username: string;
  brand: string;
  answer: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useWords();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "password";
  const [form, fields] = useSchemaForm(passwordChangeSchema({ username, brand }), {
    id: "change-password",
    lastResult: navigation.state === "idle" ? answer : null,
  });
  const first = (["currentPassword", "newPassword", "confirmPassword"] as const).find((n) => fields[n].errors?.length);
  return (
    <section className="admin-card admin-account-card" aria-labelledby="password-title">
      <h2 id="password-title">{t("Change password")}</h2>
      <p className="admin-hint">
        {t("Every other browser signed in as {name} is signed out when it changes.", { name: username })}
      </p>
      <Form method="post" {...getFormProps(form)} className="admin-account-form">
        <input type="hidden" name="intent" value="password" />
        {/* For password managers: whose password this is. */}
        <input type="text" autoComplete="username" defaultValue={username} hidden readOnly />
        <FormErrors form={form} />
        <TextField
          field={fields.currentPassword}
          label={t("Current password")}
          type="password"
          autoComplete="current-password"
          firstInvalid={first === "currentPassword"}
        />
        <TextField
          field={fields.newPassword}
          label={t("New password")}
          type="password"
          autoComplete="new-password"
          hint={t(
            "At least {count} characters; a few words you will remember are best. Not your username, the business name or a common password.",
            { count: MIN_PASSWORD_LENGTH },
          )}
          firstInvalid={first === "newPassword"}
        />
        <TextField
          field={fields.confirmPassword}
          label={t("New password again")}
          type="password"
          autoComplete="new-password"
          firstInvalid={first === "confirmPassword"}
        />
        <SubmitButton pending={saving} pendingLabel={t("Changing…")}>
          {t("Change password")}
        </SubmitButton>
      </Form>
    </section>
  );
}

function Sessions({ sessions, error }: { sessions: AccountSession[]; error?: string }) {
  const { t, text } = useWords();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData : undefined;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <section className="admin-card admin-account-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t("Sessions")}</h2>
      <p className="admin-hint">
        {t(
          "Where you are signed in. A browser you do not recognise, or a lost phone: sign it out, then change the password.",
        )}
      </p>
      {error ? <AlertMessage>{text(error)}</AlertMessage> : null}
      <ul className="admin-sessions">
        {sessions.map((s) => {
          const name = t("{browser} on {system}", { browser: text(s.browser), system: text(s.system) });
          const signingOut = pending?.get("session") === s.handle;
          return (
            <li key={s.handle} className="admin-session">
              <div>
                <p className="admin-session-name">
                  {name}
                  {s.current ? <span className="admin-tag">{t("This browser")}</span> : null}
                </p>
                <dl className="admin-session-facts">
                  <div>
                    <dt>{t("Signed in")}</dt>
                    <dd>
                      <DateTime iso={s.signedInAt} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t("Last seen")}</dt>
                    <dd>
                      <DateTime iso={s.lastSeenAt} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t("Address")}</dt>
                    <dd>{s.address || t("Unknown")}</dd>
                  </div>
                </dl>
              </div>
              {s.current ? (
                // This browser signs out as Logout does (its storage is cleared too).
                <Form method="post" action="/admin/logout">
                  <button type="submit" className="admin-button admin-button-quiet">
                    <Spoken shown={t("Sign out")} said={t("Sign out this browser")} />
                  </button>
                </Form>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="sign-out" />
                  <input type="hidden" name="session" value={s.handle} />
                  <button
                    type="submit"
                    className="admin-button admin-button-quiet"
                    disabled={signingOut}
                    aria-busy={signingOut || undefined}
                  >
                    {signingOut ? (
                      <Spoken shown={t("Signing out…")} said={t("Signing out… {name}", { name })} />
                    ) : (
                      <Spoken shown={t("Sign out")} said={t("Sign out {name}", { name })} />
                    )}
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      {others ? (
        <Form method="post" className="admin-account-actions">
          <input type="hidden" name="intent" value="sign-out-others" />
          <button type="submit" className="admin-button admin-button-danger-quiet">
            {t("Sign out everywhere else")}
          </button>
        </Form>
      ) : (
        <p className="admin-hint">{t("Only this browser is signed in.")}</p>
      )}
    </section>
  );
}
