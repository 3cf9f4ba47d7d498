/** Where image files live under DATA_DIR. */
import path from "node:path";

export const IMAGES_FOLDER = "images";

/** A photo's variants: served at /images/, backed up with the database. */
export function imagesDir(dataDir: string) {
  return path.join(dataDir, IMAGES_FOLDER);
}

/** Files of an upload being received; emptied at start (a restart abandons half-received uploads). */
export function incomingDir(dataDir: string) {
  return path.join(dataDir, "uploads-incoming");
}
