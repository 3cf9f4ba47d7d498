import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/services.server";

/** Changes when the dashboard's figures would: a booking request counted, or a content change. */
export function dashboardStamp(context: Readonly<RouterContextProvider>): string {
  const { counts, store } = context.get(servicesContext);
  return `${counts.total()}:${store.version()}`;
}
