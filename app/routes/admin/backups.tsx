import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/backups";
import { adminContext, formText, intentOf, readForm } from "~/admin/actions.server";
import { SelectField, TextField } from "~/admin/fields";
import { FormErrors, getFormProps, SubmitButton } from "~/admin/form";
import { parseWithZod, useSchemaForm } from "~/admin/schema-form";
import { flashRedirect, takeFlash } from "~/admin/flash.server";
import { AdminPageHead, AlertMessage, StatusMessage, useShopTimeZone } from "~/admin/ui";
import { momentIn } from "~/admin/money/months";
import { clearedSessionCookie } from "~/auth/cookie.server";
import { LOGIN_PATH } from "~/auth/constants";
import { bucketFormSchema, scheduleSchema } from "~/backups/settings";
import { copyWords, lastBackupLine, reasonWords, sizeWords, type SnapshotView } from "~/backups/words";
import { useWords } from "~/admin/words";
import { Moment } from "~/admin/money/moment";
import { titleWords } from "~/admin/titles";
import type { Phrase } from "~/i18n/back-office/words";
import { diskBytes } from "~/backups/store.server";
import backupsCss from "~/styles/backups.css?url";

export const BACKUPS = "/admin/settings/backups";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: backupsCss, precedence: "default" }];

const intents = z.enum(["snapshot", "schedule", "bucket", "forget-bucket", "key-written", "restore"]);
const doneCodes = z.enum(["snapshot", "snapshot-failed", "busy", "schedule", "bucket", "forget-bucket", "key-written"]);

/** The snapshots, the settings (never the bucket's secret), the key's words until written down, a restore to confirm. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { backups, store } = adminContext(context);
  const { brand, timeZone } = store.settings();
  const url = new URL(request.url);
  const settings = backups.settings();
  const snapshots: SnapshotView[] = backups.list().map((s) => ({
    id: s.id,
    createdAt: s.createdAt,
    reason: s.reason,
    bytes: s.bytes,
    photos: s.photos,
    check: s.check && { ok: s.check.ok, problems: s.check.problems.slice(0, 3), bookings: s.check.bookings },
    copy: s.copy && { state: s.copy.state, detail: s.copy.detail },
  }));
  const toRestore = snapshots.find((s) => s.id === url.searchParams.get("restore") && s.check?.ok) ?? null;
  const key = backups.key();
  return {
    brand,
    timeZone,
    lastSeen: backups.lastSeen(),
    snapshots,
    disk: diskBytes(backups.dataDir),
    schedule: settings.schedule,
    bucketFrom: settings.bucketFrom,
    bucket: settings.bucket && {
      endpoint: settings.bucket.endpoint,
      region: settings.bucket.region,
      bucket: settings.bucket.bucket,
      prefix: settings.bucket.prefix,
      accessKeyId: settings.bucket.accessKeyId,
    },
    key: { id: key.id, words: settings.keyWrittenDown ? null : key.words.split(" ") },
    confirm: toRestore && { snapshot: toRestore, present: backups.present() },
    done: takeFlash(context, doneCodes)?.done ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWords(matches).t("Backups - {brand}", { brand: loaderData?.brand ?? "" }) },
];

type ActionData = { schedule?: SubmissionResult<string[]>; bucket?: SubmissionResult<string[]>; refused?: string[] };

export async function action({ request, context }: Route.ActionArgs) {
  const { backups } = adminContext(context);
  const form = await readForm(request);
  const intent = intentOf(form, intents);
  switch (intent) {
    case "snapshot": {
      const taken = await backups.snapshot("manual");
      const done = !taken ? "busy" : taken.check.ok ? "snapshot" : "snapshot-failed";
      return flashRedirect(context, BACKUPS, { done });
    }
    case "schedule": {
      const submission = parseWithZod(form, { schema: scheduleSchema });
      if (submission.status !== "success") return data<ActionData>({ schedule: submission.reply() }, { status: 400 });
      backups.saveSchedule(submission.value);
      return flashRedirect(context, `${BACKUPS}#schedule`, { done: "schedule" });
    }
    case "bucket": {
      const submission = parseWithZod(form, { schema: bucketFormSchema });
      if (submission.status !== "success") {
        return data<ActionData>({ bucket: submission.reply({ hideFields: ["secretAccessKey"] }) }, { status: 400 });
      }
      if (!submission.value.secretAccessKey && !backups.settings().bucket) {
        return data<ActionData>(
          {
            bucket: submission.reply({
              hideFields: ["secretAccessKey"],
              fieldErrors: { secretAccessKey: ["Say the secret of the access key."] },
            }),
          },
          { status: 400 },
        );
      }
      backups.saveBucket(submission.value);
      void backups.copyNow();
      return flashRedirect(context, `${BACKUPS}#bucket`, { done: "bucket" });
    }
    case "forget-bucket":
      backups.saveBucket(null);
      return flashRedirect(context, `${BACKUPS}#bucket`, { done: "forget-bucket" });
    case "key-written":
      backups.keyWrittenDown();
      return flashRedirect(context, BACKUPS, { done: "key-written" });
    case "restore": {
      const result = await backups.restore(formText(form, "snapshot"));
      if (!result.ok) return data<ActionData>({ refused: result.problems.slice(0, 10) }, { status: 400 });
      // Every session ended with the restore, this one too.
      return redirect(LOGIN_PATH, { headers: { "Set-Cookie": clearedSessionCookie(request) } });
    }
  }
}

const doneWords: Record<z.infer<typeof doneCodes>, Phrase> = {
  snapshot: "Backed up and checked. The copy to the bucket follows in the background.",
  "snapshot-failed": "The backup was taken but failed its check: see the list below.",
  busy: "Another backup or restore was running: try again in a minute.",
  schedule: "Saved. The next nightly backup follows it.",
  bucket: "Saved. Backups not yet in the bucket are being copied now; the list says when each is.",
  "forget-bucket": "The bucket is forgotten: backups stay on this server only.",
  "key-written": "Thank you. The words will not be shown again: keep them safe.",
};

const hours = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, "0")}:00` }));

export default function Backups({ loaderData, actionData }: Route.ComponentProps) {
  const { lastSeen, snapshots, disk, key, confirm, done, timeZone } = loaderData;
  const { t, text, lang } = useWords();
  const bucket = loaderData.bucketFrom !== null;
  return (
    <>
      <AdminPageHead title={t("Backups")} back={{ to: "/admin/settings", label: t("Settings") }}>
        <p className="admin-lead">{lastBackupLine(lastSeen, { t, text, lang })}.</p>
        <p className="admin-hint">
          {t(
            "A backup is taken every night at the hour below, checked by restoring it on the side, and copied, sealed with your key, to the bucket when there is one. Shop time ({timeZone}).",
            { timeZone },
          )}
        </p>
      </AdminPageHead>
      <StatusMessage>{done && !actionData ? t(doneWords[done]) : null}</StatusMessage>
      {actionData?.refused ? (
        <AlertMessage>
          {t("Nothing was restored:")}
          <ul>
            {actionData.refused.map((problem) => (
              <li key={problem}>{text(problem)}</li>
            ))}
          </ul>
        </AlertMessage>
      ) : null}
      {confirm ? <ConfirmRestore {...confirm} /> : null}
      {key.words ? <KeyWords id={key.id} words={key.words} /> : null}
      <SnapshotList snapshots={snapshots} disk={disk} bucket={bucket} />
      <ScheduleForm defaults={loaderData.schedule} answer={actionData?.schedule} />
      <BucketForm from={loaderData.bucketFrom} saved={loaderData.bucket} answer={actionData?.bucket} keyId={key.id} />
    </>
  );
}

function KeyWords({ id, words }: { id: string; words: string[] }) {
  const { t } = useWords();
  return (
    <section className="admin-card backups-key" aria-labelledby="key-title">
      <h2 id="key-title">{t("Your backup key")}</h2>
      <p>
        {t(
          "Write these 24 words down on paper, in order, and keep them away from this phone and the server. They prove every backup is yours and open the copies in the bucket: without them, nobody can restore those copies, not even you. They are shown until you say they are written down.",
        )}
      </p>
      <ol className="backups-words" aria-label={t("The 24 words of key {id}", { id })}>
        {words.map((word, i) => (
          <li key={i} lang="en">
            {word}
          </li>
        ))}
      </ol>
      <p className="admin-card-actions">
        <a className="admin-button" href={`${BACKUPS}/backup-key.txt`} download>
          {t("Download the key as a file")}
        </a>
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="key-written" />
        <button type="submit" className="admin-button admin-button-primary">
          {t("I have written them down")}
        </button>
      </Form>
    </section>
  );
}

function checkWords(s: SnapshotView, { t, text }: Pick<ReturnType<typeof useWords>, "t" | "text">): string {
  if (!s.check) return t("Not checked yet");
  if (!s.check.ok) return t("Failed its check: {problem}", { problem: text(s.check.problems[0] ?? "") });
  const count = s.check.bookings ?? 0;
  return count === 1
    ? t("Checked: restores, with {count} booking", { count })
    : t("Checked: restores, with {count} bookings", { count });
}

function SnapshotList({ snapshots, disk, bucket }: { snapshots: SnapshotView[]; disk: number; bucket: boolean }) {
  const navigation = useNavigation();
  const taking = navigation.state !== "idle" && navigation.formData?.get("intent") === "snapshot";
  const words = useWords();
  const { t, text } = words;
  return (
    <section className="admin-card" aria-labelledby="snapshots-title">
      <h2 id="snapshots-title">{t("Backups on this server")}</h2>
      <p className="admin-hint backups-spaced">
        {t("{count} kept, {size} on disk (photos are kept once and shared).", {
          count: snapshots.length,
          size: sizeWords(disk),
        })}
      </p>
      <Form method="post" className="admin-card-actions">
        <input type="hidden" name="intent" value="snapshot" />
        <SubmitButton pending={taking} pendingLabel={t("Backing up…")}>
          {t("Back up now")}
        </SubmitButton>
      </Form>
      {snapshots.length ? (
        <ul className="admin-items backups-list">
          {snapshots.map((s) => (
            <li key={s.id} className="admin-item">
              <div className="admin-item-main">
                <p className="admin-item-title">
                  <Moment iso={s.createdAt} />
                </p>
                <p className="admin-item-facts">
                  <span>{text(reasonWords[s.reason])}</span>
                  <span>{t("{size}, {photos} photo files", { size: sizeWords(s.bytes), photos: s.photos })}</span>
                  <span className={s.check?.ok ? undefined : "backups-failed"}>{checkWords(s, words)}</span>
                  <span>{text(copyWords(s, bucket).replace(/^./, (c) => c.toUpperCase()))}</span>
                </p>
              </div>
              <div className="admin-item-actions">
                <a className="admin-button admin-button-small" href={`${BACKUPS}/${s.id}.tar`} download>
                  {t("Download")}
                </a>
                {s.check?.ok ? (
                  <Link
                    className="admin-button admin-button-small admin-button-danger-quiet"
                    to={`?restore=${s.id}#restore`}
                  >
                    {t("Restore…")}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("No backup yet: the first is taken tonight, or now with Back up now.")}</p>
      )}
    </section>
  );
}

function ConfirmRestore({
  snapshot,
  present,
}: {
  snapshot: SnapshotView;
  present: { bookings: number; photos: number; handoverPhotos: number };
}) {
  const navigation = useNavigation();
  const restoring = navigation.state !== "idle" && navigation.formData?.get("intent") === "restore";
  const { t, lang } = useWords();
  const timeZone = useShopTimeZone();
  const plural = (n: number, one: Phrase, many: Phrase) => t(n === 1 ? one : many, { count: n });
  return (
    <section className="admin-card backups-confirm" id="restore" aria-labelledby="restore-title">
      <h2 id="restore-title">
        {t("Restore the backup of {moment}?", { moment: momentIn(lang, snapshot.createdAt, timeZone) })}
      </h2>
      <p>
        {t(
          "This replaces everything the site holds now: its {bookings}, its {photos} and {handoverPhotos}, every list of the public page, every setting, review and the Activity, as they are now, with those of this backup ({backupBookings}).",
          {
            bookings: plural(present.bookings, "{count} booking", "{count} bookings"),
            photos: plural(present.photos, "{count} photo", "{count} photos"),
            handoverPhotos: plural(present.handoverPhotos, "{count} handover photo", "{count} handover photos"),
            backupBookings: plural(snapshot.check?.bookings ?? 0, "{count} booking", "{count} bookings"),
          },
        )}
      </p>
      <p>
        {t(
          "A backup of the present is taken first, so this can be undone. Everyone is signed out, you too: sign in again with the password of that time.",
        )}
      </p>
      <Form method="post" className="admin-card-actions">
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="snapshot" value={snapshot.id} />
        <button
          type="submit"
          className="admin-button admin-button-danger"
          disabled={restoring}
          aria-busy={restoring || undefined}
        >
          {restoring ? t("Restoring…") : t("Replace everything with this backup")}
        </button>
        <Link className="admin-button admin-button-quiet" to={BACKUPS}>
          {t("Cancel")}
        </Link>
      </Form>
    </section>
  );
}

function ScheduleForm({
  defaults,
  answer,
}: {
  defaults: z.infer<typeof scheduleSchema>;
  answer: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "schedule";
  const { t } = useWords();
  const [form, fields] = useSchemaForm(scheduleSchema, {
    id: "backup-schedule",
    lastResult: navigation.state === "idle" ? answer : null,
    defaultValue: Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, String(v)])),
  });
  return (
    <section className="admin-card" id="schedule" aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t("When, and how many")}</h2>
      <Form method="post" {...getFormProps(form)} className="admin-settings-form">
        <input type="hidden" name="intent" value="schedule" />
        <FormErrors form={form} />
        <SelectField
          field={fields.hour}
          label={t("Nightly backup at")}
          options={hours}
          hint={t("The shop's quietest hour.")}
        />
        <TextField field={fields.keepDaily} label={t("Daily backups kept")} type="number" inputMode="numeric" />
        <TextField field={fields.keepWeekly} label={t("Weekly backups kept")} type="number" inputMode="numeric" />
        <TextField field={fields.keepMonthly} label={t("Monthly backups kept")} type="number" inputMode="numeric" />
        <SubmitButton pending={saving} pendingLabel={t("Saving…")}>
          {t("Save")}
        </SubmitButton>
      </Form>
    </section>
  );
}

function BucketForm({
  from,
  saved,
  answer,
  keyId,
}: {
  from: "environment" | "settings" | null;
  saved: { endpoint: string; region: string; bucket: string; prefix: string; accessKeyId: string } | null;
  answer: SubmissionResult<string[]> | undefined;
  keyId: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "bucket";
  const { t } = useWords();
  const [form, fields] = useSchemaForm(bucketFormSchema, {
    id: "backup-bucket",
    lastResult: navigation.state === "idle" ? answer : null,
    defaultValue: saved ?? { region: "auto" },
  });
  return (
    <section className="admin-card" id="bucket" aria-labelledby="bucket-title">
      <h2 id="bucket-title">{t("Copies off this server")}</h2>
      <p className="admin-hint backups-spaced">
        {t(
          "Any S3-compatible storage: Backblaze B2, Cloudflare R2, AWS S3, Wasabi, MinIO. Every copy is sealed with key {keyId} before it leaves: whoever holds the bucket cannot read it.",
          { keyId },
        )}
      </p>
      {from === "environment" ? (
        <p>
          {t("The bucket {bucket} at {endpoint} is set by the server's BACKUP_S3_ variables; change it there.", {
            bucket: saved?.bucket ?? "",
            endpoint: saved?.endpoint ?? "",
          })}
        </p>
      ) : (
        <>
          <Form method="post" {...getFormProps(form)} className="admin-settings-form">
            <input type="hidden" name="intent" value="bucket" />
            <FormErrors form={form} />
            <TextField
              field={fields.endpoint}
              label={t("Storage address")}
              type="url"
              inputMode="url"
              autoCapitalize="none"
            />
            <TextField field={fields.region} label={t("Region")} autoCapitalize="none" spellCheck={false} />
            <TextField field={fields.bucket} label={t("Bucket")} autoCapitalize="none" spellCheck={false} />
            <TextField
              field={fields.prefix}
              label={t("Folder in the bucket (optional)")}
              autoCapitalize="none"
              spellCheck={false}
            />
            <TextField field={fields.accessKeyId} label={t("Access key id")} autoCapitalize="none" spellCheck={false} />
            <TextField
              field={fields.secretAccessKey}
              label={t("Secret access key")}
              type="password"
              autoComplete="off"
              hint={
                from
                  ? t("Saved, and never shown again: leave empty to keep it.")
                  : t("Shown by the storage once, when you make the key.")
              }
            />
            <SubmitButton pending={saving} pendingLabel={t("Saving…")}>
              {t("Save and copy")}
            </SubmitButton>
          </Form>
          {from ? (
            <Form method="post" className="admin-card-actions">
              <input type="hidden" name="intent" value="forget-bucket" />
              <button type="submit" className="admin-button admin-button-danger-quiet">
                {t("Stop copying to this bucket")}
              </button>
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}
