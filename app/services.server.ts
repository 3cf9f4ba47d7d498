/**
 * What every request's loaders, actions and middleware can read, typed:
 * the site's services (the content store, sign-in, the booking counts, the
 * image library) and what the server knows of the request itself. The
 * server puts both in React Router's context (server/app.ts); a route reads
 * them with `context.get(servicesContext)`.
 */
import { createContext, RouterContextProvider, type RouterContext } from "react-router";
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

/**
 * One key per kind of value, shared through the process: the server (server/,
 * run from source) puts values in, and the routes (the build, which bundles
 * its own copy of this module) read them out, so both must hold the same key.
 */
function sharedContext<T>(name: string, defaultValue?: T): RouterContext<T> {
  const shared = globalThis as unknown as Record<symbol, RouterContext<T> | undefined>;
  return (shared[Symbol.for(`sagara-rides.context.${name}`)] ??= createContext<T>(defaultValue));
}

export const servicesContext = sharedContext<Services>("services");
export const requestContext = sharedContext<RequestInfo>("request", { clientIp: "unknown" });

/** The context of one request, as the server hands it to React Router. */
export function requestContextOf(services: Services, request: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, request);
  return context;
}
