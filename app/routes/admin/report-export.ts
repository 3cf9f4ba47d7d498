import { data } from "react-router";
import type { Route } from "./+types/report-export";
import { adminContext } from "~/admin/actions.server";
import { exportStream, type ExportKind } from "~/money/export.server";
import { vehicleName } from "~/reservations/vehicles";

const FILES: Record<string, ExportKind> = { "bookings.csv": "bookings", "ledger.csv": "ledger" };

/**
 * GET /admin/reports/bookings.csv and /admin/reports/ledger.csv
 * (?period=2026-11, 2026 or all): the accountant's spreadsheets, streamed.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { book, store } = adminContext(context);
  const kind = FILES[params.file];
  if (!kind) throw data("There is no such export.", { status: 404 });
  const period = new URL(request.url).searchParams.get("period");
  const items = new Map<string, string>([
    ...store.list("bikes").map((b) => [`bike:${b.id}`, b.name] as const),
    ...store.list("taxis").map((t) => [`taxi:${t.id}`, t.name] as const),
  ]);
  const vehicles = new Map(book.fleet.all().map((v) => [v.id, vehicleName(v)]));
  const names = {
    item: (k: string, id: string) => items.get(`${k}:${id}`) ?? id,
    vehicle: (id: number | null) => (id === null ? "" : (vehicles.get(id) ?? "")),
  };
  const label = period && /^\d{4}(-\d{2})?$/.test(period) ? period : "all";
  const csv = exportStream(book.db, kind, period === "all" ? null : period, names);
  // Compressed here, as it streams: five years are megabytes, and the server's own compression of a long
  // stream keeps a listener per wait for the network (its response's drain events go to its gzip stream).
  const gzip = /\bgzip\b/i.test(request.headers.get("accept-encoding") ?? "");
  const body = gzip ? csv.pipeThrough(new CompressionStream("gzip")) : csv;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-${label}.csv"`,
      "Cache-Control": "private, no-store",
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    },
  });
}
