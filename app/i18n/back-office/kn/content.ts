/** The back office's words in Kannada: content. The same keys as ../hi/content.ts; a missing or extra one fails tsc. */
import type { content as hindi } from "../hi/content";

export const content: Record<keyof typeof hindi, string> = {};
