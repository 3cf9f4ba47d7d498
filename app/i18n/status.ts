import type { Bike } from "~/content/types";
import type { WordKey, Words } from "./words";

const STATUS_WORDS: Record<Bike["status"], WordKey> = {
  available: "statusAvailable",
  "rented-out": "statusRentedOut",
  maintenance: "statusMaintenance",
};

/** A bike's status as a visitor reads it: "Available", "उपलब्ध". */
export const statusWord = (w: Words, status: Bike["status"]) => w.t(STATUS_WORDS[status]);
