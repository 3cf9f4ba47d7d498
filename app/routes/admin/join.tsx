import { Form, Link, createContext, data, type RouterContextProvider } from "react-router";
import type { Route } from "./+types/join";
import { readForm } from "~/admin/actions.server";
import { FieldError } from "~/admin/fields";
import { MIN_PASSWORD_LENGTH } from "~/auth/password-schema";
import { roleLabels } from "~/auth/permissions";
import { staffMessages } from "~/auth/staff-schema";
import { invitationProblemMessage } from "~/auth/staff.server";
import { requestContext, servicesContext } from "~/services.server";
import adminCss from "~/styles/admin.css?url";
import { BackOfficeLanguage, useWords } from "~/admin/words";
import { backOfficeLanguage } from "~/i18n/back-office/choose.server";
import { titleWords } from "~/admin/titles";

/**
 * An invited person's own page, from the owner's one-time link: they choose
 * a username and a password (the rules every password follows), and the
 * account is made with the role the owner chose. A made-up, used or expired
 * link makes nothing and says so.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss, precedence: "default" }];

/** Set by the action, so the page its post renders again is not counted a second time. */
const tried = createContext<boolean>(false);

/**
 * Whether this client may open or send the page once more: a person needs a
 * handful of tries; a flood of guessed links is answered 429 before any lookup.
 */
function allowed(context: Readonly<RouterContextProvider>) {
  if (context.get(tried)) return true;
  context.set(tried, true);
  return context.get(servicesContext).auth.staff.allows("join", context.get(requestContext).clientIp);
}

const TOO_MANY = { status: 429, headers: { "Retry-After": "900" } };

/** Carries a refusal's Retry-After to the page's response, from the action or the loader. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** Signed out, the page is in the phone's language. */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const { auth, store } = context.get(servicesContext);
  const brand = store.settings().brand;
  const backOfficeLang = backOfficeLanguage(request);
  if (!allowed(context))
    return data({ brand, backOfficeLang, role: null, problem: staffMessages.tooManyTries }, TOO_MANY);
  const found = auth.staff.invitation(params.token);
  // Also run after the account is made, when the link is used: the action's answer is what the page shows then.
  if (!found.ok) return { brand, backOfficeLang, role: null, problem: invitationProblemMessage[found.problem] };
  return { brand, backOfficeLang, role: roleLabels[found.role], problem: null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWords(matches).t("Join {brand} · Back office", { brand: loaderData?.brand ?? "" }) },
  { name: "robots", content: "noindex" },
  // Its address holds the invitation, so no other site is told it; this one is, or the browser would send its
  // form without an Origin, which the server refuses as cross-site (app/seo/private-answers.ts).
  { name: "referrer", content: "same-origin" },
];

type ActionData =
  { joined: string } | { problem: string } | { fieldErrors: Record<string, string[]>; username: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { auth, store } = context.get(servicesContext);
  if (!allowed(context)) return data<ActionData>({ problem: staffMessages.tooManyTries }, TOO_MANY);
  const form = await readForm(request);
  const result = await auth.staff.accept(params.token, Object.fromEntries(form), { brand: store.settings().brand });
  if (result.ok) return data<ActionData>({ joined: result.username });
  if (result.problem === "invalid") {
    const username = form.get("username");
    return data<ActionData>(
      { fieldErrors: result.fieldErrors, username: typeof username === "string" ? username : "" },
      { status: 400 },
    );
  }
  return data<ActionData>({ problem: invitationProblemMessage[result.problem] }, { status: 404 });
}

export default function Join(props: Route.ComponentProps) {
  return (
    <BackOfficeLanguage lang={props.loaderData.backOfficeLang}>
      <JoinPage {...props} />
    </BackOfficeLanguage>
  );
}

function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text } = useWords();
  const joined = actionData && "joined" in actionData ? actionData.joined : null;
  const problem =
    (actionData && "problem" in actionData ? actionData.problem : null) ?? (joined ? null : loaderData.problem);
  const errors = actionData && "fieldErrors" in actionData ? actionData.fieldErrors : {};
  const typed = actionData && "username" in actionData ? actionData.username : "";
  return (
    <main className="login-page" id="main">
      <div className="login-card">
        <p className="login-brand">
          <img src="/logo.svg" width="48" height="48" alt="" />
          <span>{loaderData.brand}</span>
        </p>
        <h1>{t("Join the back office")}</h1>
        {joined ? (
          <>
            <p role="status">{t("Your account {name} is ready.", { name: joined })}</p>
            <p>
              <Link className="admin-button admin-button-primary" to="/admin/login">
                {t("Sign in")}
              </Link>
            </p>
          </>
        ) : problem ? (
          <p className="login-error" role="alert">
            {text(problem)}
          </p>
        ) : (
          <Form method="post" className="login-form">
            <p>
              {t("You are invited as {role}. Choose your username and password.", {
                role: text(loaderData.role ?? ""),
              })}
            </p>
            <div className="admin-field">
              <label htmlFor="join-username">{t("Username")}</label>
              <input
                id="join-username"
                name="username"
                defaultValue={typed}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                aria-invalid={errors.username ? true : undefined}
                aria-describedby="join-username-error"
              />
              <FieldError id="join-username-error" errors={errors.username} />
            </div>
            <div className="admin-field">
              <label htmlFor="join-password">{t("Password")}</label>
              <p className="admin-hint" id="join-password-hint">
                {t("At least {count} characters; a few words you remember are good.", { count: MIN_PASSWORD_LENGTH })}
              </p>
              <input
                id="join-password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                required
                minLength={MIN_PASSWORD_LENGTH}
                aria-invalid={errors.newPassword ? true : undefined}
                aria-describedby="join-password-hint join-password-error"
              />
              <FieldError id="join-password-error" errors={errors.newPassword} />
            </div>
            <div className="admin-field">
              <label htmlFor="join-confirm">{t("Password again")}</label>
              <input
                id="join-confirm"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                aria-invalid={errors.confirmPassword ? true : undefined}
                aria-describedby="join-confirm-error"
              />
              <FieldError id="join-confirm-error" errors={errors.confirmPassword} />
            </div>
            <button type="submit" className="admin-button admin-button-primary">
              {t("Make my account")}
            </button>
          </Form>
        )}
      </div>
    </main>
  );
}
