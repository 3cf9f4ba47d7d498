import { useEffect, useState } from "react";
import { Form, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { loginSchema } from "~/auth/login-schema";
import { clearStoredSession, fetchServerSession, saveSession } from "~/auth/browser-session";
import { ADMIN_HOME, UNSAVED_NOTICE, messages, safeAdminRedirect } from "~/auth/constants";
import { getAdminSession } from "~/auth/session.server";
import { deviceCookie, readDeviceCookie, sessionCookie } from "~/auth/cookie.server";
import { requestContext, servicesContext } from "~/services.server";
import { fieldErrors } from "~/content/checks";
import { adminTitle } from "~/content/titles";
import adminCss from "~/styles/admin.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];

/** Guest-only: a signed-in admin goes to the dashboard. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (getAdminSession(request, context)) throw redirect(ADMIN_HOME);
  return {
    brand: context.get(servicesContext).store.settings().brand,
    unsaved: new URL(request.url).searchParams.has("unsaved"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: adminTitle.login(loaderData?.brand ?? "") },
  { name: "robots", content: "noindex" },
];

/** Carries the action's Retry-After to a plain form post's response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

type ActionData = { error: string | null; fieldErrors?: Record<string, string[]>; username?: string };

/**
 * Signs in on the server. Works as a plain HTML form post: sets the session
 * cookie and the device cookie (this browser is now trusted), and redirects.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Not a form at all (a probe, not a browser): refused, not a server error.
  const body = await request.formData().catch(() => null);
  if (!body) return data<ActionData>({ error: messages.loginFailed }, { status: 400 });
  const form = Object.fromEntries(body);
  const parsed = loginSchema.safeParse(form);
  const username = typeof form.username === "string" ? form.username.slice(0, 100) : "";
  if (!parsed.success) {
    return data<ActionData>({ error: null, fieldErrors: fieldErrors(parsed.error), username }, { status: 400 });
  }
  const { auth } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const result = await auth.signIn({
    username: parsed.data.username,
    password: parsed.data.password,
    remember: parsed.data.rememberMe,
    ip: clientIp,
    device: readDeviceCookie(request),
    userAgent: request.headers.get("user-agent"),
  });
  if (!result.ok && result.reason === "locked") {
    return data<ActionData>(
      { error: messages.lockedOut(Math.ceil(result.retryAfterSeconds / 60)), username },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (!result.ok) return data<ActionData>({ error: messages.invalidCredentials, username }, { status: 401 });
  const target = safeAdminRedirect(new URL(request.url).searchParams.get("redirect"));
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
    throw redirect(safeAdminRedirect(new URL(request.url).searchParams.get("redirect")));
  }
  clearStoredSession();
  return serverLoader();
}
clientLoader.hydrate = true as const;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isLoading =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formAction?.startsWith("/admin/login");
  const [error, setError] = useState<string | null>(actionData?.error ?? null);
  const [fieldMessages, setFieldMessages] = useState(actionData?.fieldErrors ?? {});
  useEffect(() => {
    setError(actionData?.error ?? null);
    setFieldMessages(actionData?.fieldErrors ?? {});
  }, [actionData]);
  const clearError = () => {
    setError(null);
    setFieldMessages({});
  };

  return (
    <main className="login-page" id="main">
      <div className="login-card">
        <a className="login-brand" href="/">
          <img src="/logo.svg" width="48" height="48" alt="" />
          <span>{loaderData.brand}</span>
        </a>
        <h1>Admin Login</h1>
        {loaderData.unsaved ? (
          <p className="login-notice" role="status">
            {UNSAVED_NOTICE}
          </p>
        ) : null}
        <Form
          method="post"
          className="login-form"
          onChange={clearError}
          aria-describedby={error ? "login-error" : undefined}
        >
          <div role="alert" aria-live="assertive" className="login-alert-slot">
            {error ? (
              <p className="login-error" id="login-error">
                {error}
              </p>
            ) : null}
          </div>
          <Field name="username" label="Username" message={fieldMessages.username?.[0]}>
            {(describe) => (
              <input
                {...describe}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                defaultValue={actionData?.username ?? ""}
              />
            )}
          </Field>
          <Field name="password" label="Password" message={fieldMessages.password?.[0]}>
            {(describe) => <input {...describe} type="password" autoComplete="current-password" required />}
          </Field>
          <div className="admin-check">
            <input id="rememberMe" name="rememberMe" type="checkbox" />
            <label htmlFor="rememberMe">Remember me for 7 days</label>
          </div>
          <button
            type="submit"
            className="admin-button admin-button-primary"
            disabled={isLoading}
            aria-busy={isLoading || undefined}
          >
            {isLoading ? "Signing in…" : "Sign in"}
          </button>
        </Form>
      </div>
    </main>
  );
}

/** A labelled input with its message next to it, wired for screen readers. */
function Field({
  name,
  label,
  message,
  children,
}: {
  name: string;
  label: string;
  message: string | undefined;
  children: (describe: {
    id: string;
    name: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => React.ReactNode;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={name}>{label}</label>
      {children({
        id: name,
        name,
        ...(message ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {}),
      })}
      {message ? (
        <p className="admin-field-error" id={`${name}-error`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
