import type { AuthService } from "~/auth/auth.server";
import type { ContentStore } from "~/content/store.server";
import type { BookingCounts } from "~/booking/counts.server";
import type { ImageService } from "~/images/service.server";

/** What the server puts in every request's load context. */
export interface Services {
  store: ContentStore;
  auth: AuthService;
  /** Anonymous counts of booking actions. */
  counts: BookingCounts;
  /** The image library with its files (uploads, deletion for good). */
  images: ImageService;
  clientIp: string;
}

export function services(context: unknown): Services {
  const s = context as Partial<Services> | undefined;
  if (!s?.store || !s.auth || !s.counts)
    throw new Error("No services in the load context: start the site with server/main.ts");
  return s as Services;
}
