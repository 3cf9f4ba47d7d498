import type { SubmissionResult } from "@conform-to/react";
import { Form, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { getZodConstraint } from "@conform-to/zod/v4";
import { checkLogin, loginSchema } from "~/auth/login-schema";
import { clearStoredSession, fetchServerSession, saveSession } from "~/auth/browser-session";
import { homeFor } from "~/auth/permissions";
import { ADMIN_HOME, KEPT_NOTICE, UNSAVED_NOTICE, messages, safeAdminRedirect } from "~/auth/constants";
import { getAdminSession } from "~/auth/session.server";
import { deviceCookie, readDeviceCookie, sessionCookie } from "~/auth/cookie.server";
import { requestContext, servicesContext } from "~/services.server";
import { readForm } from "~/admin/actions.server";
import { getFormProps, SubmitButton, useCheckedForm } from "~/admin/form";
import { CheckboxField, TextField } from "~/admin/fields";
import { useStateFrom } from "~/admin/ui";
import { adminTitle } from "~/admin/titles";
import adminCss from "~/styles/admin.css?url";
import { BackOfficeLanguage, useWords } from "~/admin/words";
import { backOfficeLanguage } from "~/i18n/back-office/choose.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss, precedence: "default" }];

/** Guest-only: a signed-in admin goes to the dashboard. Signed out, the page is in the phone's language. */
export function loader({ request, context }: Route.LoaderArgs) {
  const session = getAdminSession(request, context);
  if (session) throw redirect(homeFor(session.user.role));
  return {
    backOfficeLang: backOfficeLanguage(request),
    brand: context.get(servicesContext).store.settings().brand,
    // The fields' attributes: the check itself is fetched when the form is first used.
    loginForm: getZodConstraint(loginSchema),
    unsaved: new URL(request.url).searchParams.has("unsaved"),
    kept: new URL(request.url).searchParams.has("kept"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: adminTitle.login(loaderData?.brand ?? "", loaderData?.backOfficeLang) },
  { name: "robots", content: "noindex" },
];

/** Carries the action's Retry-After to a plain form post's response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** A refusal: a message for the whole form (wrong password, locked out), and the fields' own messages. */
type ActionData = { error: string | null; result?: SubmissionResult<string[]> };

/** The password is never sent back to the page. */
const reply = { hideFields: ["password"] };

/**
 * Signs in on the server. Works as a plain HTML form post: sets the session
 * cookie and the device cookie (this browser is now trusted), and redirects.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Not a form at all (a probe, not a browser): refused, not a server error.
  const form = await readForm(request).catch(() => null);
  if (!form) return data<ActionData>({ error: messages.loginFailed }, { status: 400 });
  const submission = checkLogin(form);
  if (submission.status !== "success") {
    return data<ActionData>({ error: null, result: submission.reply(reply) }, { status: 400 });
  }
  const { auth } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const { username, password, rememberMe } = submission.value;
  const result = await auth.signIn({
    username,
    password,
    remember: rememberMe,
    ip: clientIp,
    device: readDeviceCookie(request),
    userAgent: request.headers.get("user-agent"),
  });
  if (!result.ok && result.reason === "locked") {
    return data<ActionData>(
      { error: messages.lockedOut(Math.ceil(result.retryAfterSeconds / 60)), result: submission.reply(reply) },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (!result.ok && result.reason === "disabled") {
    return data<ActionData>({ error: messages.accountDisabled, result: submission.reply(reply) }, { status: 403 });
  }
  if (!result.ok) {
    return data<ActionData>({ error: messages.invalidCredentials, result: submission.reply(reply) }, { status: 401 });
  }
  // Without a screen to go back to, each person starts where their role works.
  const asked = safeAdminRedirect(new URL(request.url).searchParams.get("redirect"));
  const target = asked === ADMIN_HOME ? homeFor(result.session.user.role) : asked;
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, result.cookieToken, result.session));
  headers.append("Set-Cookie", deviceCookie(request, result.deviceToken));
  return redirect(target, { headers });
}

/**
 * With JavaScript: the server signs in, then the browser-storage contract is
 * written from what the server says (localStorage with remember me, else
 * sessionStorage) before going on.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      const session = await fetchServerSession().catch(() => null);
      if (!session) return { error: messages.loginFailed } satisfies ActionData;
      saveSession(session);
      throw thrown;
    }
    console.error("Login failed:", thrown);
    return { error: messages.loginFailed } satisfies ActionData;
  }
}

/** Mirrors the server: a live session is written to storage and sent on; otherwise storage is cleared. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const session = await fetchServerSession().catch(() => null);
  if (session) {
    saveSession(session);
    const asked = safeAdminRedirect(new URL(request.url).searchParams.get("redirect"));
    throw redirect(asked === ADMIN_HOME ? homeFor(session.user.role) : asked);
  }
  clearStoredSession();
  return serverLoader();
}
clientLoader.hydrate = true as const;

const fetchLoginCheck = () => import("~/auth/login-schema").then(({ checkLogin }) => checkLogin);

export default function Login(props: Route.ComponentProps) {
  return (
    <BackOfficeLanguage lang={props.loaderData.backOfficeLang}>
      <SignIn {...props} />
    </BackOfficeLanguage>
  );
}

function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text } = useWords();
  const navigation = useNavigation();
  const isLoading =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formAction?.startsWith("/admin/login");
  // The same form kit as every other form of the back office: one schema, checked here and on the server.
  const [form, fields] = useCheckedForm(
    { constraint: loaderData.loginForm, load: fetchLoginCheck },
    { id: "login", lastResult: isLoading ? null : actionData?.result },
  );
  const [error, setError] = useStateFrom<string | null>(actionData, actionData?.error ?? null);

  return (
    <main className="login-page" id="main">
      <div className="login-card">
        <a className="login-brand" href="/">
          <img src="/logo.svg" width="48" height="48" alt="" />
          <span>{loaderData.brand}</span>
        </a>
        <h1>{t("Admin Login")}</h1>
        {loaderData.unsaved || loaderData.kept ? (
          <p className="login-notice" role="status">
            {text(loaderData.kept ? KEPT_NOTICE : UNSAVED_NOTICE)}
          </p>
        ) : null}
        <Form
          method="post"
          {...getFormProps(form)}
          className="login-form"
          onChange={() => setError(null)}
          aria-describedby={error ? "login-error" : undefined}
        >
          <div role="alert" aria-live="assertive" className="login-alert-slot">
            {error ? (
              <p className="login-error" id="login-error">
                {text(error)}
              </p>
            ) : null}
          </div>
          <TextField
            field={fields.username}
            label={t("Username")}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField field={fields.password} label={t("Password")} type="password" autoComplete="current-password" />
          <CheckboxField field={fields.rememberMe} label={t("Remember me for 7 days")} />
          <SubmitButton pending={Boolean(isLoading)} pendingLabel={t("Signing in…")}>
            {t("Sign in")}
          </SubmitButton>
        </Form>
      </div>
    </main>
  );
}
