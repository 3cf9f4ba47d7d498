import { services } from "~/services.server";

/** Changes when the dashboard's figures would: a booking request counted, or a content change. */
export function dashboardStamp(context: unknown): string {
  const { counts, store } = services(context);
  return `${counts.total()}:${store.version()}`;
}
