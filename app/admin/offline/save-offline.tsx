/**
 * A form's Save pressed without a connection: instead of a failed post, the
 * save waits in the browser (./queue.ts) with the version the form was based
 * on, and is sent when the connection is back (./send.ts). The form keeps
 * what was typed, and so does its draft until the save has landed.
 */
import { useEffect, useLayoutEffect, useState } from "react";
import type { z } from "zod";
import { formById, typedEntries } from "../form";
import { parseWithZod } from "../schema-form";
import { isRowButton, isSave } from "./needs-connection";
import { addWaiting, useWaitingSaves } from "./queue";
import { landedSave, sentFields } from "./send";

/** The last save each form (by its draft's key) made to wait from this page, and the form element it came from. */
const madeHere = new Map<string, { form: HTMLFormElement; fields: string }>();

export function useSaveOffline(formId: string, draftKey: string, schema: z.ZodObject) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const onSubmit = (event: SubmitEvent) => {
      if (navigator.onLine) return;
      const submitter = event.submitter as HTMLButtonElement | null;
      // A row button posts nothing; a Delete or the like is not a save.
      if (isRowButton(submitter) || !isSave(submitter)) return;
      const data = new FormData(form, submitter);
      // A value the form would refuse is shown at once, as with a connection: only a save that can go waits.
      if (parseWithZod(data, { schema }).status !== "success") return;
      // Before anything else sees it (the session check, React Router's post): nothing is sent now.
      event.preventDefault();
      event.stopImmediatePropagation();
      const entries = [...data].filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "enhanced",
      );
      madeHere.set(draftKey, { form, fields: JSON.stringify(sentFields(entries)) });
      void addWaiting({
        action: new URL(form.getAttribute("action") ?? location.href, location.href).href,
        // Sent later as a plain post, which the server answers with the saved page: not as the page's own fetch.
        entries,
        draftKey,
        formId,
        label: document.querySelector("main h1")?.textContent?.trim() || document.title,
        at: new Date().toISOString(),
      });
    };
    // Captured, so it runs before the form's other listeners on the same element.
    form.addEventListener("submit", onSubmit, { capture: true });
    // Its saves wait: the offline guard (./needs-connection.ts) lets them through.
    form.dataset.offline = "waits";
    return () => {
      form.removeEventListener("submit", onSubmit, { capture: true });
      delete form.dataset.offline;
    };
  }, [formId, draftKey, schema]);

  const waiting = useWaitingSaves().some((save) => save.draftKey === draftKey && !save.refused);
  return {
    waiting,
    notice: waiting ? (
      <p className="admin-notice admin-waiting-notice">
        Not sent yet: this change waits on this device and is sent as soon as the connection is back.
      </p>
    ) : null,
  };
}

/** Where the focus was in a form that starts afresh: put back in the new one, so the next key goes to the field. */
interface Focus {
  name: string;
  start: number | null;
  end: number | null;
}

/**
 * The version a form starts from (its key: a new one starts the form afresh from what is stored) and the version
 * its save is based on. They part in one case: a save that waited offline lands while the form it was made in
 * holds typing made since; the screen then reads the version that save made (./send.ts reads it off the page the
 * save landed on, and only when that page holds what was sent: a save that changed nothing made none). Started
 * afresh, the form would replace the typing with what was saved; it keeps the typing instead, now based on that
 * version, the owner's own. Any other new version (someone else's save, or a save made before the page was last
 * opened) starts the form afresh, and its draft offers what was typed, against the version it was typed on.
 */
export function useStartedVersion(formId: string, draftKey: string, version: number) {
  const [now, setNow] = useState<{ version: number; started: number; focus: Focus | null }>({
    version,
    started: version,
    focus: null,
  });
  let { started } = now;
  if (now.version !== version) {
    const form = formById(formId);
    const own = landedSave(draftKey);
    const made = madeHere.get(draftKey);
    const sent = own ? JSON.stringify(own.fields) : null;
    const goesOn =
      own !== undefined &&
      form !== null &&
      made?.form === form &&
      made.fields === sent &&
      own.base === now.version &&
      version === own.made &&
      JSON.stringify(typedEntries(form)) !== sent;
    if (!goesOn) started = version;
    // Adjusted while rendering (React's way for state that follows a prop): decided once per new version.
    setNow({ version, started, focus: goesOn ? null : focusIn(form) });
  }
  const { focus } = now;
  useLayoutEffect(() => {
    const form = formById(formId);
    if (!form || !focus) return;
    const field = form.elements.namedItem(focus.name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    field.focus();
    if (focus.start !== null && focus.end !== null) field.setSelectionRange(focus.start, focus.end);
    // Once, for the start it was taken at: another form shown later by the same screen (another list's item) is not
    // given a focus it never had.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);
  return { key: started, version };
}

/** The field being typed in, when it is one of this form's. */
function focusIn(form: HTMLFormElement | null): Focus | null {
  const active = document.activeElement;
  if (!form || !(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return null;
  if (active.form !== form || !active.name) return null;
  try {
    return { name: active.name, start: active.selectionStart, end: active.selectionEnd };
  } catch {
    // A field without a caret (a checkbox): its focus is enough.
    return { name: active.name, start: null, end: null };
  }
}
