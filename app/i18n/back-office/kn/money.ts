/** The back office's words in Kannada: money. The same keys as ../hi/money.ts; a missing or extra one fails tsc. */
import type { money as hindi } from "../hi/money";

export const money: Record<keyof typeof hindi, string> = {};
