/**
 * The key that seals kept changes (./kept-change.server.ts), made once and
 * kept in the data directory (~/db/keys.server.ts), so that a change kept
 * before a restart can still be opened after it. It is never in the database
 * (so never in a backup), never sent anywhere, and a missing or damaged file
 * is simply made again: the changes sealed with the old key are then
 * forgotten, as they were at every restart before.
 */
import { dataDirKey } from "~/db/keys.server";

export const keptChangeKey = (dataDir: string): Buffer =>
  dataDirKey(dataDir, "kept-change.key", {
    onRemade: (file) =>
      console.error(`${file} is not a key of 32 bytes: a new one is made, and changes kept before are forgotten.`),
  });
