/**
 * What happened, carried in the address after a plain form post (no
 * JavaScript): the action redirects to its screen with one typed query
 * (`?done=hide&item=honda-dio`, `?saved`, `?restored=3`), and the screen reads
 * it back to say so. One format, built and read here only.
 */
import { z } from "zod";

/** What a screen says about an action: a success, or news that nothing was done. */
export interface Outcome {
  tone: "success" | "info";
  text: string;
  /** After a delete: what Undo needs. */
  undo?: { id: string; version: number };
}

type Query = Record<string, string | number | undefined>;

/** "/admin/trash?done=restored&name=Honda%20Dio#x": the parts that have a value, in the order given. */
export function outcomeHref(path: string, query: Query, hash?: string): string {
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return `${path}${parts.length ? `?${parts.join("&")}` : ""}${hash ? `#${hash}` : ""}`;
}

/** A form saved: `?saved` (or `?saved=contact#contact` for a settings section). */
export const savedHref = (path: string, section?: string) =>
  section ? `${path}?saved=${section}#${section}` : `${path}?saved`;

/** What History's Restore came to, from the flash it left: the version put back, or why not. */
export const restoreCodes = z.enum(["restored", "refused"]);

/** What the address says was saved: "" for a form (`?saved`), a section's name, or null for nothing. */
export const readSaved = (url: URL) => url.searchParams.get("saved");
