/**
 * The site's services over one database, wired together once for the server
 * (production and development alike): the content store, sign-in, the
 * booking counts and the image library with its files, and the housekeeping
 * that runs beside them.
 */
import { createAuthService, type AuthServiceOptions } from "~/auth/auth.server";
import { createBookingCounts, type BookingCountsOptions } from "~/booking/counts.server";
import type { Db } from "~/db/database.server";
import { createImageService } from "~/images/service.server";
import { createReviewLinks, type ReviewLinksOptions } from "~/reviews/links.server";
import type { Services } from "~/services.server";
import { createBook } from "~/reservations/book.server";
import { createFeed } from "~/reservations/feed.server";
import { createRequestKeeper } from "~/reservations/public-requests.server";
import { openContentStore } from "~/store.server";
import { keptChangeKey } from "~/admin/kept-change/sealing-key.server";
import { createBackupService, type BackupServiceOptions } from "~/backups/service.server";
import { linkKey } from "~/db/keys.server";

/** How often what has stayed in a Trash past its 30 days is deleted for good. */
const HOUSEKEEPING_MS = 60 * 60 * 1000;

export interface ServicesOptions {
  /** Where the photos live (DATA_DIR). */
  dataDir: string;
  auth?: AuthServiceOptions;
  counts?: BookingCountsOptions;
  reviews?: ReviewLinksOptions;
  backups?: Partial<BackupServiceOptions>;
}

export function createServices(db: Db, { dataDir, auth, counts, reviews, backups }: ServicesOptions) {
  const store = openContentStore(db);
  const keyForLinks = linkKey(dataDir);
  const book = createBook(db, { store, linkKey: keyForLinks });
  const services: Services = {
    store,
    auth: createAuthService(db, auth),
    counts: createBookingCounts(db, counts),
    images: createImageService({ store, dataDir }),
    reviews: createReviewLinks(db, store, { linkKey: keyForLinks, ...reviews }),
    book,
    feed: createFeed(db, { store, book, linkKey: keyForLinks }),
    requests: createRequestKeeper(book),
    keptChangeKey: keptChangeKey(dataDir),
    // Nightly snapshots, checked, rotated and copied off the machine (app/backups/).
    backups: createBackupService(db, { dataDir, timeZone: () => store.settings().timeZone, ...backups }),
  };
  services.backups.start();

  /**
   * Deletes what stayed in the Trashes past their time: at start, then every
   * hour. Never on a read, so showing a screen never opens a write.
   */
  const housekeeping = () => {
    try {
      store.purgeExpired();
      services.images.purgeExpired();
    } catch (error) {
      console.error("Emptying the Trash of what expired failed:", error);
    }
    // Requests nobody answered expire, and customers' details go after their time.
    try {
      services.book.expireRequests();
      services.book.eraseCustomers();
      services.book.placeUnplaced();
    } catch (error) {
      console.error("Tidying the book failed:", error);
    }
  };
  housekeeping();
  // The calendar feed's secret is made at the first start, so showing the Bookings screen never writes.
  services.feed.token();
  const timer = setInterval(housekeeping, HOUSEKEEPING_MS);
  timer.unref();

  return {
    ...services,
    /** Stops the timers and the image process, and waits for a backup under way. */
    async stop() {
      clearInterval(timer);
      services.images.stop();
      await services.backups.stop();
    },
  };
}
