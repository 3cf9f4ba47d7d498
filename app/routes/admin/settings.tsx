import type { SubmissionResult } from "@conform-to/react";
import { Spoken } from "~/admin/spoken";
import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { adminContext, baseVersion, formText, intentOf, mergedForm, readForm } from "~/admin/actions.server";
import { flashRedirect, takeFlash } from "~/admin/flash.server";
import { z } from "zod";
import { ConflictPanel, conflictView, type ConflictView } from "~/admin/conflict";
import { EnterSaves, FormErrors, getFormProps, SubmitButton } from "~/admin/form";
import { parseWithZod, replyTo, useSchemaForm } from "~/admin/schema-form";
import { formChoices } from "~/admin/form-choices.server";
import { useDraft } from "~/admin/drafts/use-draft";
import { useStartedVersion } from "~/admin/offline/save-offline";
import { useSignInAgain } from "~/admin/session-ended/sign-in-again";
import { FormFields } from "~/admin/form-fields";
import type { FormChoices } from "~/admin/form-fields";
import { AdminPageHead, SaveBar, StatusMessage, UnsavedChanges, useReportUnsaved, useUnsavedParts } from "~/admin/ui";
import { normalisePhone } from "~/content/phone";
import {
  isSettingsSection,
  sectionInfo,
  settingsSectionNames,
  settingsSectionSchemas,
  type Settings,
  type SettingsSection,
} from "~/content/settings";
import type { StoredSection } from "~/content/store/settings.server";
import { adminTitle, titleWords } from "~/admin/titles";
import { useWords } from "~/admin/words";
import { Sentence } from "~/admin/sentence";

/** What a section's save leaves for the screen, with the section's name. */
const savedCodes = z.enum(["saved"]);

/** Every section with the version a save of it will be based on. */
export function loader({ context }: Route.LoaderArgs) {
  const { store, images, brand } = adminContext(context);
  // Said once, from the flash the save left: never from the address.
  const saved = takeFlash(context, savedCodes)?.get("section") ?? "";
  const sections = Object.fromEntries(settingsSectionNames.map((s) => [s, store.section(s)])) as {
    [S in SettingsSection]: StoredSection<S>;
  };
  // Chat numbers are stored as the chat service wants them (919000012345); the form shows them as people write them.
  const readable = (n: string) => normalisePhone(n)?.display ?? n;
  sections.contact.chatNumber = readable(sections.contact.chatNumber);
  sections.promo.promoNumber = readable(sections.promo.promoNumber);
  return {
    brand,
    sections,
    choices: formChoices(store, images),
    saved: isSettingsSection(saved) ? saved : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWords(matches).text(adminTitle.settings(loaderData?.brand ?? "")) },
];

/** `baseVersion`: the version the operator's form was based on, kept until they choose to apply theirs on top. */
type ActionData = {
  section: SettingsSection;
  result: SubmissionResult<string[]>;
  baseVersion: number;
  conflict?: ConflictView;
};

/** Save a section (its button names no intent), or apply the operator's changes on top of a newer version. */
const intents = z.enum(["save", "apply-mine"]).default("save");

/**
 * Saves one section, named by the form, or the operator's changes on top of
 * a newer version of it. Bad input and stale versions change nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { store, actor } = adminContext(context);
  const form = await readForm(request);
  const section = formText(form, "section");
  if (!isSettingsSection(section)) throw data("There is no such section of the settings.", { status: 400 });
  const schema = settingsSectionSchemas[section];
  const version = baseVersion(form);

  // "Apply my changes on top of theirs": the merged values, checked by the same schema as the form.
  const submission = parseWithZod(intentOf(form, intents) === "apply-mine" ? mergedForm(form) : form, { schema });
  if (submission.status !== "success") {
    return data<ActionData>(
      { section, result: replyTo(submission, schema), baseVersion: version },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }

  const result = store.saveSection(section, submission.value, version, actor);
  if (result.ok) return flashRedirect(context, `/admin/settings#${section}`, { done: "saved", section });
  if (result.reason === "stale" && result.conflict) {
    const yours = submission.value as Record<string, unknown>;
    return data<ActionData>(
      {
        section,
        result: submission.reply(),
        baseVersion: version,
        conflict: conflictView(sectionInfo(section).fields, result.conflict, yours),
      },
      { status: 409 },
    );
  }
  return data<ActionData>(
    {
      section,
      result: submission.reply({ fieldErrors: result.fieldErrors, formErrors: [result.message] }),
      baseVersion: version,
    },
    { status: 400 },
  );
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text } = useWords();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  // One guard for the whole screen: any section may hold unsaved work.
  const [unsaved, onDirty] = useUnsavedParts();
  const { identity, contact } = loaderData.sections;
  const chat = { brand: identity.brand, chatHost: contact.chatHost, chatNumber: contact.chatNumber };
  return (
    <>
      <AdminPageHead
        title={t("Settings")}
        actions={
          <Link className="admin-button admin-button-quiet" to="/admin/settings/people">
            {t("People")}
          </Link>
        }
      >
        <p className="admin-lead">{t("Each part saves on its own. The public page changes as soon as it is saved.")}</p>
        <nav className="admin-jump" aria-label={t("Parts of the settings")}>
          <ul>
            {settingsSectionNames.map((section) => (
              <li key={section}>
                <a href={`#${section}`}>{text(sectionInfo(section).title)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </AdminPageHead>
      {settingsSectionNames.map((section) => (
        <SectionCard
          key={section}
          section={section}
          stored={loaderData.sections[section]}
          answer={actionData?.section === section ? actionData : undefined}
          saved={loaderData.saved === section && !actionData}
          choices={loaderData.choices}
          chat={chat}
          onDirty={onDirty}
        />
      ))}
      <UnsavedChanges when={unsaved && !saving} />
    </>
  );
}

interface SectionProps {
  section: SettingsSection;
  stored: Record<string, unknown> & { version: number };
  answer: ActionData | undefined;
  saved: boolean;
  choices: FormChoices;
  chat: Pick<Settings, "brand" | "chatHost" | "chatNumber">;
  onDirty: (part: string, dirty: boolean) => void;
}

function SectionCard(props: SectionProps) {
  const { t, text } = useWords();
  const { section, stored, answer, saved } = props;
  const { onSite } = sectionInfo(section);
  const title = text(sectionInfo(section).title);
  const intro = text(sectionInfo(section).intro);
  // Never the newer version the page reloaded with: saving over someone else's change is the operator's choice.
  const { key, version } = useStartedVersion(
    `settings-${section}`,
    `settings-${section}`,
    answer ? answer.baseVersion : stored.version,
  );
  return (
    <section id={section} className="admin-card admin-settings-section" aria-labelledby={`${section}-title`}>
      <div className="admin-settings-head">
        <h2 id={`${section}-title`}>{title}</h2>
        <Link className="admin-button admin-button-small admin-button-quiet" to={`/admin/settings/${section}/history`}>
          <Spoken shown={t("History")} said={t("History of {name}", { name: title })} />
        </Link>
      </div>
      <p className="admin-hint admin-settings-intro">{intro}</p>
      <StatusMessage>
        {saved ? (
          <Sentence
            text={t("Saved. The public page is updated. {link}")}
            parts={{ link: <a href={onSite}>{t("See it on the site")}</a> }}
          />
        ) : null}
      </StatusMessage>
      {answer?.conflict ? <ConflictPanel conflict={answer.conflict} what="section" formFields={{ section }} /> : null}
      {/* A save starts the form afresh from what was saved; a refused one keeps the operator's input. */}
      <SectionForm key={key} {...props} version={version} title={title} />
    </section>
  );
}

function SectionForm({
  section,
  stored,
  answer,
  saved,
  choices,
  chat,
  onDirty,
  version,
  title,
}: SectionProps & { version: number; title: string }) {
  const { t } = useWords();
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formData?.get("section") === section &&
    navigation.formData?.get("intent") !== "apply-mine";
  const { version: _version, ...values } = stored;
  const [form, fields] = useSchemaForm(settingsSectionSchemas[section], {
    id: `settings-${section}`,
    lastResult: navigation.state === "idle" ? answer?.result : null,
    defaultValue: values,
  });
  const draft = useDraft({
    form,
    schema: settingsSectionSchemas[section],
    draftKey: form.id,
    version,
    saved,
    offer: !answer,
  });
  // A save waiting to be sent offline is not lost by leaving the screen.
  useReportUnsaved(section, form.dirty && !draft.waiting, onDirty);

  const signInAgain = useSignInAgain(form.id);

  return (
    <>
      {draft.offer}
      <Form method="post" replace {...getFormProps(form)} className="admin-settings-form">
        <input type="hidden" name="section" value={section} />
        <input type="hidden" name="version" value={draft.version} />
        <EnterSaves />
        {form.errors?.length && !answer?.conflict ? <FormErrors form={form} /> : null}
        <FormFields spec={sectionInfo(section).fields} form={form} fields={fields} choices={choices} saved={chat} />
        <SaveBar unsaved={form.dirty}>
          <SubmitButton pending={saving} pendingLabel={t("Saving…")}>
            <Spoken shown={t("Save")} said={t("Save {section}", { section: title })} />
          </SubmitButton>
        </SaveBar>
      </Form>
      {signInAgain}
    </>
  );
}
