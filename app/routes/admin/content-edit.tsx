import type { SubmissionResult } from "@conform-to/react";
import { Spoken } from "~/admin/spoken";
import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/content-edit";
import {
  adminContext,
  baseVersion,
  intentOf,
  listFromParams,
  mergedForm,
  readForm,
  refusalStatus,
} from "~/admin/actions.server";
import { flashRedirect, takeFlash } from "~/admin/flash.server";
import { z } from "zod";
import { ConflictPanel, conflictView, type ConflictView } from "~/admin/conflict";
import { EnterSaves, FormErrors, getFormProps, SubmitButton } from "~/admin/form";
import { parseWithZod, replyTo, useSchemaForm } from "~/admin/schema-form";
import { formChoices } from "~/admin/form-choices.server";
import { FormFields } from "~/admin/form-fields";
import { AdminPageHead, SaveBar, StatusMessage, UnsavedChanges } from "~/admin/ui";
import { AdminErrorPage } from "~/admin/error-page";
import { useDraft } from "~/admin/drafts/use-draft";
import { useStartedVersion } from "~/admin/offline/save-offline";
import { useSignInAgain } from "~/admin/session-ended/sign-in-again";
import { itemAnchor, listInfo, listSchemas, lists, type ListKind } from "~/content/lists";
import { adminTitle, titleWords } from "~/admin/titles";
import { useWords } from "~/admin/words";
import { Sentence } from "~/admin/sentence";

/** One item to edit (or a blank one to add), with the version a save will be based on. */
export function loader({ context, params }: Route.LoaderArgs) {
  const { store, images, brand } = adminContext(context);
  const kind = listFromParams(params);
  const { noun, title, slug } = lists[kind];
  const base = { brand, kind, noun, title, slug, choices: formChoices(store, images) };
  if (!params.id && lists[kind].addedByVisitorsOnly) {
    throw data(`${title} come only from customers, through a review link.`, { status: 404 });
  }
  if (!params.id) {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: store.settings().timeZone }).format(new Date());
    const values = listInfo(kind).blank?.(today) ?? {};
    return {
      ...base,
      item: null,
      values,
      locked: lockedValues(kind, values),
      version: 0,
      label: `Add ${noun}`,
      saved: false,
    };
  }
  const item = store.item(kind, params.id);
  if (!item) {
    const trashed = store.trash().some((t) => t.kind === kind && t.id === params.id);
    throw data(trashed ? `This ${noun} is in the Trash.` : `There is no such ${noun}.`, { status: 404 });
  }
  const { id: _id, hidden: _hidden, version, ...values } = item;
  return {
    ...base,
    item: { id: item.id, hidden: item.hidden },
    values: values as Record<string, unknown>,
    locked: lockedValues(kind, values),
    version,
    label: listInfo(kind).label(item),
    // Said once, from the flash the save left: never from the address.
    saved: takeFlash(context, savedCodes) !== null,
  };
}

/** What a save leaves for the form it came back to. */
const savedCodes = z.enum(["saved"]);

/** The fields an edit may not change (a customer's words), with their stored values. */
function lockedValues(kind: ListKind, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries((listInfo(kind).locked?.(values) ?? []).map((name) => [name, values[name]]));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, text } = titleWords(matches);
  const label = !loaderData
    ? t("Edit")
    : loaderData.item
      ? loaderData.label
      : t("Add {item}", { item: text(loaderData.noun) });
  return [{ title: `${label} - ${text(adminTitle.content(loaderData?.brand ?? ""))}` }];
};

/** Save (the form's button names no intent), delete, or apply the operator's changes on top of a newer version. */
const intents = z.enum(["save", "delete", "apply-mine"]).default("save");

/** `baseVersion` is the version the operator's form was based on: it stays until they choose to apply theirs on top. */
type ActionData = { result: SubmissionResult<string[]>; baseVersion: number; conflict?: ConflictView };

/**
 * Save (add or edit), apply the operator's changes on top of a newer version,
 * or delete (to the Trash). Bad input and stale versions change nothing.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { store, actor } = adminContext(context);
  const kind = listFromParams(params);
  const schema = listSchemas[kind];
  const { slug } = lists[kind];
  const form = await readForm(request);
  const intent = intentOf(form, intents);
  const version = baseVersion(form);

  if (intent === "delete") {
    if (!params.id) throw data("There is nothing to delete here.", { status: 400 });
    const result = store.remove(kind, params.id, version, actor);
    if (result.ok) return flashRedirect(context, `/admin/content/${slug}`, { done: "delete", item: params.id });
    return data<ActionData>(
      { result: { status: "error", error: { "": [result.message] } }, baseVersion: version },
      { status: refusalStatus(result) },
    );
  }

  // "Apply my changes on top of theirs": the merged values, checked by the same schema as the form.
  const submission =
    intent === "apply-mine" ? parseWithZod(mergedForm(form), { schema }) : parseWithZod(form, { schema });
  if (submission.status !== "success") {
    return data<ActionData>(
      { result: replyTo(submission, schema), baseVersion: version },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }

  const result = params.id
    ? store.update(kind, params.id, submission.value, version, actor)
    : store.create(kind, submission.value, actor);
  if (result.ok) return flashRedirect(context, `/admin/content/${slug}/${result.value.id}`, { done: "saved" });
  if (result.reason === "stale" && result.conflict) {
    return data<ActionData>(
      {
        result: submission.reply(),
        baseVersion: version,
        conflict: conflictView(lists[kind].fields, result.conflict, submission.value as Record<string, unknown>),
      },
      { status: 409 },
    );
  }
  return data<ActionData>(
    {
      result: submission.reply({ fieldErrors: result.fieldErrors, formErrors: [result.message] }),
      baseVersion: version,
    },
    { status: refusalStatus(result) },
  );
}

export default function ContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const id = loaderData.item?.id ?? "new";
  const formId = `edit-${loaderData.kind}`;
  // A save starts the form afresh from what was saved; a refused one keeps the operator's input. Never the newer
  // version the page reloaded with: saving over someone else's change is the operator's choice.
  const { key, version } = useStartedVersion(
    formId,
    `${formId}:${id}`,
    actionData ? actionData.baseVersion : loaderData.version,
  );
  return <Editor key={`${id}:${key}`} version={version} loaderData={loaderData} actionData={actionData} />;
}

function Editor({
  loaderData,
  actionData,
  version,
}: Pick<Route.ComponentProps, "loaderData" | "actionData"> & { version: number }) {
  const { t, text } = useWords();
  const { kind, slug, item, values, label, saved } = loaderData;
  const noun = text(loaderData.noun);
  const title = text(loaderData.title);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useSchemaForm(listSchemas[kind as ListKind], {
    id: `edit-${kind}`,
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue: values,
  });
  const conflict = actionData?.conflict;
  const draft = useDraft({
    form,
    schema: listSchemas[kind as ListKind],
    draftKey: `${form.id}:${item?.id ?? "new"}`,
    version,
    saved: saved && !actionData,
    offer: !actionData,
  });
  const signInAgain = useSignInAgain(form.id);
  // Its own card on the page, when it has one and is shown; otherwise its section.
  const onSite = `/#${item && !item.hidden ? itemAnchor(kind as ListKind, item.id) : lists[kind as ListKind].anchor}`;

  return (
    <>
      <AdminPageHead
        title={item ? label : t("Add {item}", { item: noun })}
        back={{ to: `/admin/content/${slug}`, label: title }}
        actions={
          item ? (
            <>
              <Link className="admin-button admin-button-quiet" to={`/admin/content/${slug}/${item.id}/history`}>
                <Spoken shown={t("History")} said={t("History of {name}", { name: label })} />
              </Link>
            </>
          ) : null
        }
      >
        {item?.hidden ? (
          <p className="admin-notice" role="note">
            {t("This {item} is hidden: it is not on the public page. Show it again from the list.", { item: noun })}
          </p>
        ) : null}
      </AdminPageHead>
      <StatusMessage>
        {saved && !actionData ? (
          <Sentence
            text={t("Saved. The public page is updated. {link}")}
            parts={{ link: <a href={onSite}>{t("See it on the site")}</a> }}
          />
        ) : null}
      </StatusMessage>
      {conflict ? <ConflictPanel conflict={conflict} what={loaderData.noun} /> : null}
      {draft.offer}
      <Form method="post" replace {...getFormProps(form)} className="admin-card admin-edit-form">
        <input type="hidden" name="version" value={draft.version} />
        <EnterSaves />
        {form.errors?.length && !conflict ? <FormErrors form={form} /> : null}
        {Object.keys(loaderData.locked).length > 1 ? (
          <p className="admin-notice" role="note">
            {loaderData.values.origin === "link"
              ? t("The customer's name, date, stars and words are theirs and cannot be changed.")
              : t(
                  "This review was not sent through a review link (the site's sample reviews are such): its words cannot be changed. Hide or delete it once real reviews arrive.",
                )}{" "}
            {t("You may show or hide this {item}, and answer it below.", { item: noun })}
          </p>
        ) : null}
        <FormFields
          locked={loaderData.locked}
          spec={lists[kind as ListKind].fields}
          form={form}
          fields={fields}
          choices={loaderData.choices}
        />
        <SaveBar unsaved={form.dirty}>
          <SubmitButton pending={saving} pendingLabel={t("Saving…")}>
            {item ? t("Save changes") : t("Add {item}", { item: noun })}
          </SubmitButton>
          <Link className="admin-button admin-button-quiet" to={`/admin/content/${slug}`}>
            {t("Cancel")}
          </Link>
        </SaveBar>
      </Form>
      {item ? (
        <Form method="post" className="admin-danger-zone">
          <input type="hidden" name="version" value={version} />
          <button type="submit" name="intent" value="delete" className="admin-button admin-button-danger-quiet">
            <Spoken shown={t("Delete")} said={t("Delete {name}", { name: label })} />
          </button>
          <p className="admin-hint">{t("It goes to the Trash, where it can be restored for 30 days.")}</p>
        </Form>
      ) : null}
      <UnsavedChanges when={form.dirty && !saving && !draft.waiting} />
      {signInAgain}
    </>
  );
}

/** An item that is not there may be in the Trash: the error page offers it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useWords();
  return <AdminErrorPage error={error} more={<Link to="/admin/trash">{t("Open the Trash")}</Link>} />;
}
