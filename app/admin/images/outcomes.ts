/** The Images screen's actions and what each came to, in the owner's words. */
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { Outcome } from "../outcome";
import { TRASH_DAYS } from "~/content/lists";

/** What the screen's buttons ask for: a description saved, a delete, a restore, a delete for good. */
export const intents = z.enum(["alt", "delete", "restore", "purge"]);
export type Intent = z.output<typeof intents>;

/** What an action on an image came to, shown in the screen's status region. */
export interface ImageOutcome extends Outcome {
  /** The image it is about. */
  id: string;
  /** A description that was not saved: its form shows why, next to the field. */
  result?: SubmissionResult<string[]>;
}

export function describe(done: Intent, label: string, image?: { id: string; version: number }): ImageOutcome {
  const id = image?.id ?? label;
  switch (done) {
    case "alt":
      return { tone: "success", id, text: `Description saved: “${label}”.` };
    case "delete":
      return {
        tone: "success",
        id,
        text: `“${label}” is in the Trash below. It can be restored for ${TRASH_DAYS} days.`,
        undo: image ? { id: image.id, version: image.version } : undefined,
      };
    case "restore":
      return { tone: "success", id, text: `“${label}” is back in the library.` };
    case "purge":
      return { tone: "success", id, text: `“${label}” is deleted for good, with its files.` };
  }
}
