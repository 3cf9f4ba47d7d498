/**
 * What a screen says after an action. The message itself comes from the
 * server, in the flash the action left (./flash.server.ts), never from the
 * address; an address keeps only where the person was (a search, a place on
 * the page), built here.
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

/** "/admin/images?q=honda#image-x": the parts that have a value, in the order given. */
export function outcomeHref(path: string, query: Query, hash?: string): string {
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return `${path}${parts.length ? `?${parts.join("&")}` : ""}${hash ? `#${hash}` : ""}`;
}

/** What History's Restore came to, from the flash it left: the version put back, or why not. */
export const restoreCodes = z.enum(["restored", "refused"]);
