/**
 * What every request's loaders, actions and middleware can read, typed:
 * the site's services (the content store, sign-in, the booking counts, the
 * image library) and what the server knows of the request itself. The
 * server creates the services once and puts them, with the request's
 * details, in React Router's context (its `getLoadContext`, server/app.ts);
 * a route reads them with `context.get(servicesContext)`. Nothing else
 * carries them: no global, in production as in development.
 */
import { createContext, RouterContextProvider } from "react-router";
import type { AuthService } from "~/auth/auth.server";
import type { BackupService } from "~/backups/service.server";
import type { BookingCounts } from "~/booking/counts.server";
import type { ContentStore } from "~/content/store.server";
import type { ImageService } from "~/images/service.server";
import type { ReviewLinks } from "~/reviews/links.server";
import type { Book } from "~/reservations/book.server";
import type { Feed } from "~/reservations/feed.server";
import type { RequestKeeper } from "~/reservations/public-requests.server";

export interface Services {
  store: ContentStore;
  auth: AuthService;
  /** Anonymous counts of booking actions. */
  counts: BookingCounts;
  /** The image library with its files (uploads, deletion for good). */
  images: ImageService;
  /** One-time review links and the reviews they bring. */
  reviews: ReviewLinks;
  /** The book of requests, bookings and blocks. */
  book: Book;
  /** The owner's private calendar feed of bookings. */
  feed: Feed;
  /** Keeps the public forms' dated requests in the book, limited per address. */
  requests: RequestKeeper;
  /** Snapshots, their checks and copies, and restoring one (app/backups/). */
  backups: BackupService;
  /** Seals a change kept for a browser whose session ended (app/admin/kept-change/), the same across restarts. */
  keptChangeKey: Buffer;
}

export interface RequestInfo {
  /** The client's address as the server sees it (behind a local proxy, the one it forwards). */
  clientIp: string;
  /** The nonce of this response's Content-Security-Policy, when it has one. */
  cspNonce?: string;
}

export const servicesContext = createContext<Services>();
export const requestContext = createContext<RequestInfo>({ clientIp: "unknown" });

/**
 * The context of one request, as the server hands it to React Router. The
 * build holds its own copy of this module, with its own keys, so the server
 * (run from source) never calls this copy: it calls the build's, which the
 * build's entry exports (app/entry.server.tsx, server/load-context.ts).
 */
export function requestContextOf(services: Services, request: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, request);
  return context;
}
