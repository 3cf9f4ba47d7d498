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
import { adminTitle } from "~/admin/titles";
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
      // A row of a list reads as the form names it: "Destination 2".
      const label = field?.widget.type === "list" ? field.widget.item : (field?.label ?? name);
      return {
        name,
        label: row === undefined ? label : `${label} ${Number(row) + 1}`,
        value: field?.image ? (descriptions.get(value) ?? value) : value,
      };
    });
  return { brand, kept: { path: kept.path, at: kept.at, entries: kept.entries, what, rows } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Ready to save - ${adminTitle.content(loaderData?.brand ?? "")}` },
];

/** What the change was to, in words, and its fields' labels. */
function describeTarget(kept: KeptChange, store: ReturnType<typeof adminContext>["store"]) {
  const url = new URL(kept.path, "http://site.invalid");
  const content = url.pathname.match(/^\/admin\/content\/([^/]+)\/([^/]+)$/);
  const kind = content ? kindFromSlug(content[1]) : undefined;
  if (content && kind) {
    const item = content[2] === "new" ? null : store.item(kind, content[2]!);
    const what = item ? `the ${lists[kind].noun} ${listInfo(kind).label(item)}` : `a new ${lists[kind].noun}`;
    return { what, fields: listInfo(kind).fields as Record<string, Field> };
  }
  const section = kept.entries.find(([name]) => name === "section")?.[1];
  if (url.pathname === "/admin/settings" && section !== undefined && isSettingsSection(section)) {
    return { what: `the settings (${sectionInfo(section).title})`, fields: sectionInfo(section).fields };
  }
  return { what: "a form of the back office", fields: {} as Record<string, Field> };
}

const intents = z.enum(["discard"]);

/** Discard: the kept change is forgotten, and the owner goes to the form it was made on. */
export async function action({ request, context }: Route.ActionArgs) {
  intentOf(await readForm(request), intents);
  const kept = keptHere(request, context);
  return redirect(kept?.path ?? "/admin", { headers: { "Set-Cookie": clearedKeptChangeCookie(request) } });
}

export default function Kept({ loaderData: { kept } }: Route.ComponentProps) {
  if (!kept) {
    return (
      <AdminPageHead title="Ready to save">
        <p className="admin-lead">
          Nothing is waiting to be saved. A change is kept here for an hour after it was sent; this one has been saved,
          discarded or has run out. <Link to="/admin">Go to the back office</Link>
        </p>
      </AdminPageHead>
    );
  }
  return (
    <>
      <AdminPageHead title="Ready to save">
        <p className="admin-lead">
          Your change to {kept.what}, sent <DateTime iso={kept.at} />, was kept while you signed in again. It has not
          been saved yet.
        </p>
      </AdminPageHead>
      <section className="admin-card" aria-labelledby="kept-values">
        <h2 id="kept-values">What you sent</h2>
        <dl className="admin-kept-values">
          {kept.rows.map((row) => (
            <div key={row.name}>
              <dt>{row.label}</dt>
              <dd>{row.value || "(empty)"}</dd>
            </div>
          ))}
        </dl>
        {/* The same post as before, now signed in: the form's own action checks it, version included. */}
        <Form method="post" action={kept.path} reloadDocument className="admin-save-bar">
          {kept.entries.map(([name, value], index) => (
            <input key={`${name}:${index}`} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="admin-button admin-button-primary">
            Save it
          </button>
          <Link className="admin-button admin-button-quiet" to={kept.path}>
            Open the form
          </Link>
        </Form>
        <Form method="post" className="admin-kept-discard">
          <button type="submit" name="intent" value="discard" className="admin-button admin-button-danger-quiet">
            Discard it
          </button>
        </Form>
      </section>
    </>
  );
}
