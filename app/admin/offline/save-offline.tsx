/**
 * A form's Save pressed without a connection: instead of a failed post, the
 * save waits in the browser (./queue.ts) with the version the form was based
 * on, and is sent when the connection is back (./send.ts). The form keeps
 * what was typed, and so does its draft until the save has landed.
 */
import { useEffect } from "react";
import type { z } from "zod";
import { parseWithZod } from "../schema-form";
import { isRowButton, isSave } from "./needs-connection";
import { addWaiting, useWaitingSaves } from "./queue";

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
      void addWaiting({
        action: new URL(form.getAttribute("action") ?? location.href, location.href).href,
        // Sent later as a plain post, which the server answers with the saved page: not as the page's own fetch.
        entries: [...data].filter(
          (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "enhanced",
        ),
        draftKey,
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
