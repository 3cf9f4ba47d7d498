/**
 * What a tourist's private pages share (a booking's receipt, its agreement;
 * its page keeps its own headers): never indexed, never kept by a cache, and
 * the secret address never sent to another site; and the same 404 for
 * anything that is not theirs.
 */
import { useWords } from "~/i18n/context";
import { pathIn } from "~/i18n/languages";

/**
 * `same-origin` for a page with a form: a page that sends no referrer at all
 * posts its forms with "Origin: null", which the server refuses as it refuses
 * another site's.
 */
export const privateHeaders = (referrer: "no-referrer" | "same-origin" = "no-referrer") => ({
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  "Referrer-Policy": referrer,
});

/** A wrong address, or a page this booking does not have: told the same, in the page's language. */
export function NoSuchBooking({ brand }: { brand: string }) {
  const w = useWords();
  return (
    <main className="not-found">
      <p className="eyebrow">{w.t("error404")}</p>
      <h1>{w.t("noSuchBooking")}</h1>
      <p>{w.t("noSuchBookingText")}</p>
      <a className="btn btn-primary btn-lg" href={pathIn(w.lang, "/")}>
        {w.t("backTo", { brand })}
      </a>
    </main>
  );
}
