import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/kept";
import { adminContext, intentOf, readForm } from "~/admin/actions.server";
import { isBookkeeping } from "~/admin/form";
import {
  clearedKeptChangeCookie,
  keptFor,
  readKeptChange,
  type KeptChange,
} from "~/admin/kept-change/kept-change.server";
import { AdminPageHead, DateTime } from "~/admin/ui";
import { kindFromSlug, listInfo, lists } from "~/content/lists";
import { isSettingsSection, sectionInfo } from "~/content/settings";
import { adminTitle, readerLang, titleWords } from "~/admin/titles";
import { Phrased, useWords } from "~/admin/words";
import type { Field } from "~/content/define";

/**
 * A change posted after the session ended, kept for this browser while its
 * person signed in again: shown here, to that person on that browser only,
 * ready to save with one press, and never saved without it.
 */
const keptHere = (request: Request, context: Route.LoaderArgs["context"]) => {
  const { auth, session, keptChangeKey } = adminContext(context);
  return readKeptChange(request, keptChangeKey, keptFor(request, auth, session.user.id));
};

export function loader({ request, context }: Route.LoaderArgs) {
  const { store, images, brand } = adminContext(context);
  const kept = keptHere(request, context);
  if (!kept) return { brand, kept: null };
  const { what, fields } = describeTarget(kept, store);
  // An image is named by its description, as the form's picker names it, not by its library id.
  const descriptions = new Map(images.list().map((image) => [image.id, image.alt]));
  const rows = kept.entries
    .filter(([name]) => !isBookkeeping(name))
    .map(([name, value]) => {
      const field = fields[name.replace(/[[.].*$/, "")];
      const row = name.match(/^[^[]+\[(\d+)\]/)?.[1];
      const label = field?.widget.type === "list" ? field.widget.item : (field?.label ?? name);
      return {
        name,
        label,
        // A row of a list reads as the form names it: "Destination 2".
        row: row === undefined ? null : Number(row) + 1,
        value: field?.image ? (descriptions.get(value) ?? value) : value,
      };
    });
  return { brand, kept: { path: kept.path, at: kept.at, entries: kept.entries, what, rows } };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: titleWords(matches).t("Ready to save - {title}", {
      title: adminTitle.content(loaderData?.brand ?? "", readerLang(matches)),
    }),
  },
];

/** What the change was to (written in the reader's words by the screen), and its fields' labels. */
type Target =
  | { kind: "item"; noun: string; name: string }
  | { kind: "new"; noun: string }
  | { kind: "settings"; section: string }
  | { kind: "form" };

function describeTarget(kept: KeptChange, store: ReturnType<typeof adminContext>["store"]) {
  const url = new URL(kept.path, "http://site.invalid");
  const content = url.pathname.match(/^\/admin\/content\/([^/]+)\/([^/]+)$/);
  const kind = content ? kindFromSlug(content[1]) : undefined;
  if (content && kind) {
    const item = content[2] === "new" ? null : store.item(kind, content[2]!);
    const noun = lists[kind].noun;
    const what: Target = item ? { kind: "item", noun, name: listInfo(kind).label(item) } : { kind: "new", noun };
    return { what, fields: listInfo(kind).fields as Record<string, Field> };
  }
  const section = kept.entries.find(([name]) => name === "section")?.[1];
  if (url.pathname === "/admin/settings" && section !== undefined && isSettingsSection(section)) {
    const what: Target = { kind: "settings", section: sectionInfo(section).title };
    return { what, fields: sectionInfo(section).fields };
  }
  const what: Target = { kind: "form" };
  return { what, fields: {} as Record<string, Field> };
}

/** "the bike Honda Dio", "a new bike", "the settings (Contact)": in the reader's words. */
function targetWords({ t, text }: ReturnType<typeof useWords>, what: Target): string {
  switch (what.kind) {
    case "item":
      return t("the {noun} {name}", { noun: text(what.noun), name: what.name });
    case "new":
      return t("a new {noun}", { noun: text(what.noun) });
    case "settings":
      return t("the settings ({section})", { section: text(what.section) });
    case "form":
      return t("a form of the back office");
  }
}

const intents = z.enum(["discard"]);

/** Discard: the kept change is forgotten, and the owner goes to the form it was made on. */
export async function action({ request, context }: Route.ActionArgs) {
  intentOf(await readForm(request), intents);
  const kept = keptHere(request, context);
  return redirect(kept?.path ?? "/admin", { headers: { "Set-Cookie": clearedKeptChangeCookie(request) } });
}

export default function Kept({ loaderData: { kept } }: Route.ComponentProps) {
  const words = useWords();
  const { t, text } = words;
  if (!kept) {
    return (
      <AdminPageHead title={t("Ready to save")}>
        <p className="admin-lead">
          {t(
            "Nothing is waiting to be saved. A change is kept here for an hour after it was sent; this one has been saved, discarded or has run out.",
          )}{" "}
          <Link to="/admin">{t("Go to the back office")}</Link>
        </p>
      </AdminPageHead>
    );
  }
  return (
    <>
      <AdminPageHead title={t("Ready to save")}>
        <p className="admin-lead">
          <Phrased
            phrase="Your change to {what}, sent {date}, was kept while you signed in again. It has not been saved yet."
            parts={{ what: targetWords(words, kept.what), date: <DateTime iso={kept.at} /> }}
          />
        </p>
      </AdminPageHead>
      <section className="admin-card" aria-labelledby="kept-values">
        <h2 id="kept-values">{t("What you sent")}</h2>
        <dl className="admin-kept-values">
          {kept.rows.map((row) => (
            <div key={row.name}>
              <dt>{row.row === null ? text(row.label) : `${text(row.label)} ${row.row}`}</dt>
              <dd>{row.value || t("(empty)")}</dd>
            </div>
          ))}
        </dl>
        {/* The same post as before, now signed in: the form's own action checks it, version included. */}
        <Form method="post" action={kept.path} reloadDocument className="admin-save-bar" data-unsaved>
          {kept.entries.map(([name, value], index) => (
            <input key={`${name}:${index}`} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="admin-button admin-button-primary">
            {t("Save it")}
          </button>
          <Link className="admin-button admin-button-quiet" to={kept.path}>
            {t("Open the form")}
          </Link>
        </Form>
        <Form method="post" className="admin-kept-discard">
          <button type="submit" name="intent" value="discard" className="admin-button admin-button-danger-quiet">
            {t("Discard it")}
          </button>
        </Form>
      </section>
    </>
  );
}
