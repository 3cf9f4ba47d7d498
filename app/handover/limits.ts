/** Where handover photos are posted and answered. Safe in the browser; the server's body limits read it. */

/** Where a handover photo is posted (multipart/form-data): its own body limits, like the library's upload. */
export const HANDOVER_UPLOAD_PATH = "/admin/handover/upload";

/** Where its files are answered, to a signed-in user only. */
export const HANDOVER_PHOTOS_URL = "/admin/handover/photos/";
