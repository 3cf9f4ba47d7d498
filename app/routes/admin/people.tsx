import { Form, Link, data } from "react-router";
import { Spoken } from "~/admin/spoken";
import type { Route } from "./+types/people";
import { adminContext, readForm } from "~/admin/actions.server";
import { FieldError } from "~/admin/fields";
import { CopyLink, QrCode } from "~/admin/reviews/new-link";
import { qrRows } from "~/admin/reviews/qr.server";
import { AdminPageHead, DateTime, StatusMessage } from "~/admin/ui";
import { roleLabels, roles } from "~/auth/permissions";
import { INVITATION_HOURS, staffFormSchema, staffMessages } from "~/auth/staff-schema";
import { requestContext } from "~/services.server";
import { siteAddress } from "~/seo/structured-data";
import { Phrased, useWords } from "~/admin/words";
import { titleWords } from "~/admin/titles";

/**
 * Settings → People, the owner's only: invite a person by a one-time link
 * (to copy, or to scan on their phone), change a person's role, disable or
 * enable an account, and see who signed in when.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { auth, session } = adminContext(context);
  return { people: auth.staff.people(), invitations: auth.staff.invitations(), me: session.user.id };
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWords(matches).t("People · Back office") }];

type ActionData =
  | { invited: { url: string; role: string; expiresAt: string; qr: string[] } }
  | { done: string }
  | { refused: { userId: string; field: string; message: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, store, actor } = adminContext(context);
  const parsed = staffFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return data<ActionData>(
      { refused: { userId: "", field: String(issue.path[0] ?? "role"), message: issue.message } },
      { status: 400 },
    );
  }
  const press = parsed.data;
  if (press.intent === "invite") {
    if (!auth.staff.allows("invite", context.get(requestContext).clientIp))
      return data<ActionData>(
        { refused: { userId: "", field: "role", message: staffMessages.tooManyInvitations } },
        { status: 429 },
      );
    const made = auth.staff.invite(press.role, actor);
    const url = siteAddress(store.settings().siteUrl, made.path) ?? new URL(made.path, request.url).href;
    return data<ActionData>({
      invited: { url, role: roleLabels[press.role], expiresAt: made.expiresAt, qr: qrRows(url) },
    });
  }
  const result =
    press.intent === "role"
      ? auth.staff.changeRole(press.userId, press.role, actor)
      : auth.staff.setDisabled(press.userId, press.intent === "disable", actor);
  if (!result.ok) {
    return data<ActionData>({ refused: { userId: press.userId, ...result } }, { status: 409 });
  }
  const done = {
    role: "The role is changed.",
    disable: "The account is disabled: it is signed out everywhere.",
    enable: "The account can sign in again.",
  };
  return data<ActionData>({ done: done[press.intent] });
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text } = useWords();
  const { people, invitations, me } = loaderData;
  const refused = actionData && "refused" in actionData ? actionData.refused : null;
  const refusedHere = (userId: string, field: string) =>
    refused && refused.userId === userId && refused.field === field ? [refused.message] : undefined;
  const role = (r: keyof typeof roleLabels) => text(roleLabels[r]);
  return (
    <>
      <AdminPageHead title={t("People")} back={{ to: "/admin/settings", label: t("Settings") }}>
        <p className="admin-lead">
          {t(
            "Each person signs in with their own account. An owner may do everything; the counter works bookings, handovers, returns and a booking's payments, and reads the content.",
          )}
        </p>
      </AdminPageHead>
      <StatusMessage>{actionData && "done" in actionData ? text(actionData.done) : null}</StatusMessage>

      <section className="admin-card" aria-labelledby="invite-title">
        <h2 id="invite-title">{t("Invite a person")}</h2>
        <p className="admin-hint">
          {t(
            "Make a link for one person. On their own phone they choose a username and a password. It works once, for {hours} hours.",
            { hours: INVITATION_HOURS },
          )}
        </p>
        <Form method="post" className="admin-card-actions">
          <div className="admin-field">
            <label htmlFor="invite-role">{t("What they may do")}</label>
            <select id="invite-role" name="role" defaultValue="counter" aria-describedby="invite-role-error">
              {roles.map((r) => (
                <option key={r} value={r}>
                  {role(r)}
                </option>
              ))}
            </select>
            <FieldError id="invite-role-error" errors={refusedHere("", "role")} />
          </div>
          <button type="submit" name="intent" value="invite" className="admin-button admin-button-primary">
            {t("Make an invitation link")}
          </button>
        </Form>
      </section>
      {actionData && "invited" in actionData ? <Invitation invited={actionData.invited} /> : null}

      <section className="admin-card" aria-labelledby="people-title">
        <h2 id="people-title">{t("Everyone")}</h2>
        <ul className="admin-items">
          {people.map((person) => (
            <li key={person.id} className={`admin-item${person.disabledAt ? " admin-item-hidden" : ""}`}>
              <div>
                <h3 className="admin-item-title">
                  {person.id === me ? t("{name} (you)", { name: person.username }) : person.username}
                </h3>
                <p className="admin-item-facts">
                  {role(person.role)} ·{" "}
                  {person.disabledAt ? (
                    <Phrased phrase="Disabled {date}" parts={{ date: <DateTime iso={person.disabledAt} /> }} />
                  ) : person.lastLoginAt ? (
                    <Phrased phrase="Last signed in {date}" parts={{ date: <DateTime iso={person.lastLoginAt} /> }} />
                  ) : (
                    t("Never signed in")
                  )}
                  {person.devices
                    ? ` · ${
                        person.devices === 1
                          ? t("signed in on {count} browser", { count: person.devices })
                          : t("signed in on {count} browsers", { count: person.devices })
                      }`
                    : ""}
                </p>
              </div>
              <div className="admin-item-actions">
                {/* Styled as the back office's other selects beside a button. */}
                <Form method="post" className="admin-filter">
                  <input type="hidden" name="userId" value={person.id} />
                  <label htmlFor={`role-${person.id}`} className="visually-hidden">
                    {t("Role of {name}", { name: person.username })}
                  </label>
                  <select
                    id={`role-${person.id}`}
                    name="role"
                    defaultValue={person.role}
                    aria-describedby={`role-${person.id}-error`}
                  >
                    {roles.map((r) => (
                      <option key={r} value={r}>
                        {role(r)}
                      </option>
                    ))}
                  </select>{" "}
                  <button type="submit" name="intent" value="role" className="admin-button admin-button-quiet">
                    <Spoken shown={t("Change role")} said={t("Change role of {name}", { name: person.username })} />
                  </button>
                  <FieldError id={`role-${person.id}-error`} errors={refusedHere(person.id, "role")} />
                </Form>
                <Form method="post">
                  <input type="hidden" name="userId" value={person.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={person.disabledAt ? "enable" : "disable"}
                    className="admin-button admin-button-quiet"
                    aria-describedby={`disabled-${person.id}-error`}
                  >
                    {person.disabledAt ? (
                      <Spoken shown={t("Enable")} said={t("Enable {name}", { name: person.username })} />
                    ) : (
                      <Spoken shown={t("Disable")} said={t("Disable {name}", { name: person.username })} />
                    )}
                  </button>
                  <FieldError id={`disabled-${person.id}-error`} errors={refusedHere(person.id, "disabled")} />
                </Form>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="admin-card" aria-labelledby="invitations-title">
        <h2 id="invitations-title">{t("Invitations made")}</h2>
        {invitations.length === 0 ? (
          <p className="admin-hint">{t("None yet.")}</p>
        ) : (
          <ul className="admin-link-list">
            {invitations.map((made) => (
              <li key={made.id}>
                <span>
                  <Phrased
                    phrase="{role}, made {date} by {name}"
                    parts={{ role: role(made.role), date: <DateTime iso={made.createdAt} />, name: made.createdBy }}
                  />
                </span>
                <span className={`admin-link-state admin-link-${made.state}`}>
                  {made.state === "unknown" ? "" : t(invitationStates[made.state])}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to="/admin/account">{t("Your own password, language and sessions")}</Link>
      </p>
    </>
  );
}

const invitationStates = { open: "Not used yet", used: "Used", expired: "Expired" } as const;

function Invitation({ invited }: { invited: { url: string; role: string; expiresAt: string; qr: string[] } }) {
  const { t, text } = useWords();
  return (
    <section className="admin-card admin-review-link" aria-labelledby="invitation-title">
      <h2 id="invitation-title">{t("An invitation link ({role})", { role: text(invited.role) })}</h2>
      <p className="admin-hint">
        <Phrased
          phrase="For one person: it works once, until {date}. It is shown only this once."
          parts={{ date: <DateTime iso={invited.expiresAt} /> }}
        />
      </p>
      <div className="admin-field">
        <label htmlFor="invitation-url">{t("Invitation link")}</label>
        <input id="invitation-url" type="text" readOnly value={invited.url} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <CopyLink url={invited.url} done={t("Copied. Send it to them in a chat, or let them scan the code.")} />
      <figure className="admin-qr">
        <QrCode rows={invited.qr} label={t("QR code of the invitation link")} />
        <figcaption className="admin-hint">{t("Let them scan this with their phone's camera.")}</figcaption>
      </figure>
    </section>
  );
}
